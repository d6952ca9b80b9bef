"""The engine's one step idiom (engine/steps.py), and every game's fast legal lists held equal to the checked ones."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision, DecisionStack
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step, Stepped, verb_kinds
from tabletop.games import available_games

GAMES = sorted(available_games().items())
# A random game of some of them runs to thousands of actions; the lists are compared over the first ones of each.
MOST_ACTIONS = 1500


def _odd_only(state: list[int], d: Decision, a: Action) -> Reason | None:
    return None if isinstance(a.args[0], int) and a.args[0] % 2 else Reason("test.even")


def _numbers(state: list[int], d: Decision) -> list[Action]:
    return [Action("take", (n,)) for n in state] + [Action("take", (state[0],))]


def _take(state: list[int], d: Decision, a: Action, events: list) -> None:
    state.remove(int(a.args[0]))


def test_a_steps_checked_list_is_its_candidates_that_pass_in_order_each_once():
    step = Step(frozenset({"take"}), _numbers, _odd_only, _take)
    decision = Decision(0, "take", "test.take")
    assert step.checked([3, 4, 5], decision) == [Action("take", (3,)), Action("take", (5,))]
    assert step.legal([3, 4, 5], decision) == step.checked([3, 4, 5], decision)  # no fast list: the checked one
    fast = step._replace(fast=lambda state, d: [Action("take", (n,)) for n in state if n % 2])
    assert fast.legal([3, 4, 5, 7], decision) == [Action("take", (n,)) for n in (3, 5, 7)]
    state = [3, 4]
    fast.act(state, decision, Action("take", (3,)), [])
    assert state == [4]


def test_each_verb_names_the_kinds_it_answers():
    pick = Step(frozenset({"pick", "done"}), _numbers, _odd_only, _take)
    order = Step(frozenset({"order", "done"}), _numbers, _odd_only, _take)
    assert verb_kinds({"pick": pick, "order": order}) == {"done": ("pick", "order"), "pick": ("pick",),
                                                          "order": ("order",)}


@dataclass
class Numbers:
    """A toy state: the numbers left, who takes next, and a decision stack (two kinds: take, or say done)."""

    left: list[int]
    decisions: DecisionStack = field(default_factory=DecisionStack)


class Taking(Stepped[Numbers, tuple[int, ...]]):
    """A toy stepped game: seat 0 takes odd numbers until it says done."""

    id, min_players, max_players = "taking", 1, 1

    def _done(self, state: Numbers, d: Decision, a: Action, events: list) -> None:
        state.decisions.settle(d.seat)

    def _took(self, state: Numbers, d: Decision, a: Action, events: list) -> None:
        _take(state.left, d, a, events)
        events.append(Event("test.took", {"n": a.args[0]}))
        state.decisions.replace(Decision(0, "done", "test.done"))

    @property
    def steps(self) -> dict[str, Step]:
        take = Step(frozenset({"take"}), lambda state, d: _numbers(state.left, d),
                    lambda state, d, a: _odd_only(state.left, d, a), self._took)
        done = Step(frozenset({"done"}), lambda state, d: [Action("done")], lambda state, d, a: None, self._done)
        return {"take": take, "done": done}

    def new_game(self, players, options, seed) -> Numbers:
        state = Numbers([3, 4, 5])
        state.decisions.push(Decision(0, "take", "test.take"))
        return state

    def is_over(self, state: Numbers) -> bool:
        return not state.decisions.to_act()

    def view(self, state, seat):
        return tuple(state.left)

    def result(self, state):
        raise NotImplementedError


def test_a_stepped_game_gets_its_legal_list_its_refusals_and_its_moves_from_its_steps():
    game = Taking()
    state = game.new_game(1, {}, 1)
    assert game.to_act(state) == (0,)
    assert game.legal_actions(state, 0) == [Action("take", (3,)), Action("take", (5,))]
    assert game.why_illegal(state, 0, Action("take", (3,))) is None
    assert game.why_illegal(state, 0, Action("take", (4,))) == Reason("test.even")  # the step's own check
    assert game.why_illegal(state, 1, Action("take", (3,))) == Reason("engine.not_your_turn", {"seat": 1})
    assert game.why_illegal(state, 0, Action("steal", (3,))) == Reason("engine.unknown_action", {"action": "steal 3"})
    # Another step's verb: the game's `not_now` (by default, not legal now), never asked of this step's check.
    assert game.why_illegal(state, 0, Action("done")) == Reason("engine.not_legal_now", {"action": "done"})
    assert game.apply(state, 0, Action("take", (5,))) == [Event("test.took", {"n": 5})]
    assert state.left == [3, 4] and game.open_step(state, 0)[1].kind == "done"
    assert game.legal_actions(state, 0) == [Action("done")]
    game.apply(state, 0, Action("done"))
    assert game.is_over(state) and game.to_act(state) == () and game.legal_actions(state, 0) == []
    assert game.why_illegal(state, 0, Action("done")) == Reason("engine.game_over")


@pytest.mark.parametrize("game_id, game", GAMES, ids=[g for g, _ in GAMES])
def test_every_game_answers_its_open_decisions_by_steps_whose_fast_lists_equal_the_checked_ones(game_id, game):
    assert isinstance(game, Stepped), f"{game_id} declares no decision steps"
    compared = fast = 0
    for seed in range(3):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = game.new_game(players, {}, seed + 40)
        rng = random.Random(seed)
        actions = 0
        while not game.is_over(state) and actions < MOST_ACTIONS:
            for seat in game.to_act(state):
                found = game.open_step(state, seat)
                assert found is not None, f"{game_id}: seat {seat} decides, but by no step"
                step, decision = found
                legal = list(game.legal_actions(state, seat))
                assert legal == step.legal(state, decision), decision
                if step.fast is not None:
                    assert step.fast(state, decision) == step.checked(state, decision), decision
                    fast += 1
                assert all(action.kind in step.verbs for action in legal), decision
                compared += 1
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))
            actions += 1
    assert compared
    print(f"{game_id}: {compared} open decisions, {fast} of them with a fast list")
