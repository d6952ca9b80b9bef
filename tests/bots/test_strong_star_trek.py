"""Star Trek's Strong plan: its estimate of an unfinished playout, and which moves it searches."""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots import make_bot
from tabletop.bots.star_trek import StrongStarTrek
from tabletop.games.star_trek.reckoning import group_meets
from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.games.star_trek.components import Kind
from tabletop.games.star_trek.sampling import estimate

GAME = available_games()["star-trek"]


def play_until(seed: int, wanted: Any, limit: int = 2000) -> tuple[Any, int, list[Action]] | None:
    """Returns the first state of a seeded greedy game where `wanted(state, seat, legal)` holds, else None."""
    state = GAME.new_game(2, {}, seed)
    bots = [make_bot("greedy", "star-trek") for _ in range(2)]
    rng = random.Random(seed)
    for _ in range(limit):
        if not GAME.to_act(state):
            return None
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if wanted(state, seat, legal):
            return state, seat, legal
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
    return None


def test_estimate_is_the_score_with_no_one_in_play() -> None:
    state = GAME.new_game(2, {}, 7)
    assert not any(state.card(u).kind is Kind.PERSONNEL for u in state.loc)
    assert list(estimate(GAME, state)) == [float(s.score) for s in state.sides]


def test_estimate_counts_a_mission_the_crew_in_play_meets_even_when_stopped() -> None:
    found = play_until(11, lambda s, seat, legal: any(a.kind == "attempt" for a in legal))
    assert found is not None
    state, seat, _ = found
    crew = [(state.card(u).id, 0) for u in state.loc
            if state.card(u).kind is Kind.PERSONNEL and u // 60 == seat]
    met = [m for m in state.sides[seat].missions if state.card(m).requirements is not None
           and not any(m in s.completed for s in state.sides)
           and group_meets(state.card(m).requirements, crew) == 0]
    assert met  # the greedy bot attempts only what its crew meets
    before = estimate(GAME, state)[seat]
    assert before >= state.sides[seat].score + 0.5 * max(state.card(m).points for m in met)
    stopped = state.copy()
    stopped.stopped |= {u for u in stopped.loc if stopped.card(u).kind is Kind.PERSONNEL}
    assert estimate(GAME, stopped)[seat] == before  # stopped personnel are back next turn


def test_strong_does_not_search_next_and_never_takes_back_a_pick() -> None:
    bot = StrongStarTrek()
    found = play_until(3, lambda s, seat, legal: legal == [Action("next")])
    assert found is not None
    state, seat, legal = found
    assert not bot.worth_searching(GAME, GAME.view(state, seat), seat, legal)
    found = play_until(3, lambda s, seat, legal: any(a.kind == "unchoose" for a in legal)
                       and any(a.kind == "choose" for a in legal))
    assert found is not None
    state, seat, legal = found
    view = GAME.view(state, seat)
    assert bot.worth_searching(GAME, view, seat, legal)
    picks = bot.candidates(GAME, view, seat, legal, random.Random(0))
    assert picks and all(a.kind != "unchoose" for a in picks)
