"""Star Cartel's decisions as engine Steps (steps.py): every kind met in seeded games with the ship abilities on,
its fast list equal to its checked one, and the refusals of a few choices."""

from __future__ import annotations

import random

from tabletop.engine.action import Action
from tabletop.games.star_cartel import GAME
from tabletop.games.star_cartel.steps import FIXER_CHOICE, LARGEST_SET, LOADING, SMALLEST_SET, STASH_CHOICE

from .table import F, M, P, W, arrange


def test_with_abilities_every_kind_of_decision_lists_what_its_check_accepts():
    met: dict[str, int] = {}
    for seed in range(12):
        state = GAME.new_game(3 + seed % 4, {"abilities": True}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = state.current
            found = GAME.open_step(state, seat)
            assert found is not None
            step, decision = found
            legal = GAME.legal_actions(state, seat)
            assert step.fast is not None and step.fast(state, decision) == step.checked(state, decision), decision
            assert legal == step.checked(state, decision) and all(a.kind in step.verbs for a in legal)
            assert all(GAME.open_step(state, other) is None for other in range(state.players) if other != seat)
            met[decision.kind] = met.get(decision.kind, 0) + 1
            GAME.apply(state, seat, rng.choice(legal))
    assert set(met) == {LOADING, LARGEST_SET, SMALLEST_SET, FIXER_CHOICE, STASH_CHOICE}, met


def test_reach_refuses_an_upper_card_that_does_not_fit_for_the_capacity_not_the_row():
    state = arrange(hub=[[(F, 1), (W, 3), (P, 1)], [(M, 1)], [(F, 1)], [(P, 1)]], ships={0: "Vela"},
                    loads={0: [(M, 2), (P, 3)]})  # Vela (REACH), capacity 7, load 5: room 2
    reason = GAME.why_illegal(state, 0, Action.parse("load 0 1"))
    assert reason is not None and reason.code == "cartel.over_capacity"
    assert reason.params == {"capacity": 7, "load": 8}
    assert GAME.why_illegal(state, 0, Action.parse("load 0 2")) is None


def test_the_open_decision_names_the_seat_whose_turn_it_is_and_none_once_the_game_is_over():
    state = arrange(current=2)
    found = GAME.open_step(state, 2)
    assert found is not None and found[1].kind == LOADING and found[1].params == {"seat": 2}
    assert GAME.open_step(state, 0) is None
    assert GAME.why_illegal(state, 0, Action.parse("stop")).code == "engine.not_your_turn"
