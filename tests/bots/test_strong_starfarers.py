"""Catan: Starfarers' Strong plan: which moves it searches, and that it never opens offer round after offer round."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.bots import make_bot
from tabletop.bots.selection import Playout
from tabletop.bots.starfarers import StarfarersBot, StrongStarfarer
from tabletop.engine.action import Action
from tabletop.games.starfarers.components import Resource

from tests.games.starfarers.helpers import GAME, act, new, spaceport_short_of_food


class NoPlayouts(StrongStarfarer):
    """The Strong bot with its playouts counted: a move it must not search fails the test."""

    def __init__(self) -> None:
        super().__init__()
        self.playouts = 0

    def playout(self, game: Any, world: Any, seat: int, action: Action, rng: random.Random) -> Playout:
        self.playouts += 1
        return super().playout(game, world, seat, action, rng)


def play_until(seed: int, wanted: Any, limit: int = 3000) -> tuple[Any, int, list[Action]]:
    """Returns the first state of a seeded greedy game where `wanted(state, seat, legal)` holds."""
    state = new(4, seed)
    bots = [make_bot("greedy", "starfarers") for _ in range(4)]
    rng = random.Random(seed)
    for _ in range(limit):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if wanted(state, seat, legal):
            return state, seat, legal
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
    pytest.fail("no such position in the seeded game")


def test_the_strong_bot_is_registered() -> None:
    assert type(make_bot("strong", "starfarers")) is StrongStarfarer


def test_it_opens_one_offer_round_a_turn_as_the_greedy_bot_does() -> None:
    state = spaceport_short_of_food()
    bot = StrongStarfarer()
    legal = GAME.legal_actions(state, 0)
    assert Action("offer") in legal
    view = GAME.view(state, 0)
    # The greedy bot opens a round for the food: the offer is the first candidate.
    assert bot.candidates(GAME, view, 0, legal, random.Random(0))[0] == Action("offer")
    # Later in the same turn it would not open another, so neither is the search offered one to weigh.
    again = bot.candidates(GAME, view, 0, legal, random.Random(0))
    assert again and Action("offer") not in again


def test_an_offer_is_written_by_the_greedy_bot_without_a_search() -> None:
    state = spaceport_short_of_food()
    act(state, 0, "offer")
    bot, greedy = NoPlayouts(), StarfarersBot()
    while state.decisions.current().kind == "offer":
        legal = GAME.legal_actions(state, 0)
        move = bot.think(GAME, state, 0, legal, random.Random(1))
        assert move == greedy.choose(GAME, GAME.view(state, 0), 0, legal, random.Random(1))
        act(state, 0, move.text())
    assert bot.playouts == 0
    assert state.offer is not None and state.offer.want[Resource.FOOD] == 1  # the food it needs, asked of the table


def test_a_ship_under_way_flies_on_as_the_greedy_bot_does_and_its_first_step_is_searched() -> None:
    def under_way(state: Any, seat: int, legal: list[Action]) -> bool:
        ship = state.ships[state.moving] if state.moving is not None else None
        return (any(a.kind == "step" for a in legal) and not any(a.kind in ("found", "dock") for a in legal)
                and ship is not None and ship.steps > 0 and not ship.done)

    state, seat, legal = play_until(3, under_way)
    bot = NoPlayouts()
    move = bot.think(GAME, state, seat, legal, random.Random(2))
    assert bot.playouts == 0
    assert move == StarfarersBot().choose(GAME, GAME.view(state, seat), seat, legal, random.Random(2))

    def first_step(state: Any, seat: int, legal: list[Action]) -> bool:
        steps = {a.args[0] for a in legal if a.kind == "step"}
        return len(legal) > 2 and len(steps) > 0 and state.moving is None

    state, seat, legal = play_until(3, first_step)
    bot = NoPlayouts()
    bot.think(GAME, state, seat, legal, random.Random(2))
    assert bot.playouts > 0


def test_its_own_choices_of_what_to_search_read_the_view_alone() -> None:
    from tabletop.bots.strong import Budget

    class Quick(StrongStarfarer):
        plan = StrongStarfarer.plan._replace(budget=Budget(candidates=3, playouts=3, depth=30))

    state = new(4, 11)
    bots = [make_bot("greedy", "starfarers") for _ in range(4)]
    rng = random.Random(11)
    quick = Quick()
    checked = 0
    for k in range(600):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if k % 25 == 0 and len(legal) > 1:
            hider = (seat + 1) % 4
            twin = GAME.scramble_hidden(state, hider, random.Random(k))
            assert GAME.view(twin, seat) == GAME.view(state, seat)
            before = quick._greedy.remember()
            move = quick.think(GAME, state, seat, legal, random.Random(k))
            # The playouts leave nothing in the greedy bot's memory: only the move, if it opens an offer round.
            turn, offered = quick._greedy.remember()
            assert offered == (before[1] if turn == before[0] else frozenset()) | (
                {(seat, state.turn)} if move.kind == "offer" else set())
            quick._greedy.recall(before)
            assert move == quick.think(GAME, twin, seat, legal, random.Random(k))
            quick._greedy.recall(before)
            checked += 1
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
    assert checked >= 10
