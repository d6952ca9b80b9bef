"""Star Trek Strong's orders as whole plans: the candidates, carrying one out, one search a turn, honesty."""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots import make_bot
from tabletop.bots.selection import Playout
from tabletop.bots.star_trek.board import Board
from tabletop.bots.star_trek.planning import HOLD, PLAN, PlannedGreedy, plan_candidates, play_plan
from tabletop.bots.star_trek.strong import StrongStarTrek
from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.games.star_trek.view import make_view

GAME = available_games()["star-trek"]


def orders_with(seed: int, met: int, limit: int = 3000) -> tuple[Any, int]:
    """Returns the first orders moment of a turn in a seeded greedy game (premade decks) where the seat's crews
    meet at least `met` missions."""
    state = GAME.new_game(2, {"decks": "federation_premiere,klingon"}, seed)
    bots = [make_bot("greedy", "star-trek") for _ in range(2)]
    rng = random.Random(seed)
    last_turn = 0
    for _ in range(limit):
        assert GAME.to_act(state)
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        view = make_view(state, seat)
        if any(d.now and d.seat == seat and d.kind == "orders" for d in view.decisions) and state.turn != last_turn:
            last_turn = state.turn
            board = Board(view, seat)
            if sum(1 for m in board.open if board.plan(m.uid).misses == 0) >= met:
                return state, seat
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
    raise AssertionError("no such position")


def test_candidates_are_the_greedy_mission_the_next_met_one_and_holding() -> None:
    state, seat = orders_with(1, 2)
    view = make_view(state, seat)
    board = Board(view, seat)
    best = board.best_plan()
    assert best is not None and best.misses == 0
    plans = plan_candidates(view, seat)
    assert [p.kind for p in plans] == [PLAN] * 3
    assert plans[0].args == (best.mission,) and plans[-1].args == (HOLD,)
    second = int(plans[1].args[0])
    assert second != best.mission and board.plan(second).misses == 0
    # The first orders of the game: no met mission, nothing to weigh (the greedy bot gathers).
    state, seat = orders_with(1, 0)
    view = make_view(state, seat)
    assert not any(Board(view, seat).plan(m.uid).misses == 0 for m in Board(view, seat).open)
    assert plan_candidates(view, seat) == []


def attempts_in_turn(state: Any, seat: int, choice: int) -> list[int]:
    """Returns the missions `seat` attempts in the rest of this turn, carrying out `choice`."""
    state = GAME.copy_state(state)
    greedy = make_bot("greedy", "star-trek")
    rng = random.Random(0)
    start, attempted = state.turn, []
    while state.turn == start and GAME.to_act(state):
        who = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, who)
        bot = PlannedGreedy(choice) if who == seat else greedy
        action = bot.choose(GAME, GAME.view(state, who), who, legal, rng)
        if who == seat and action.kind == "attempt":
            attempted.append(int(action.args[0]))
        GAME.apply(state, who, action)
    return attempted


def test_a_plan_is_carried_out_and_holding_attempts_nothing() -> None:
    state, seat = orders_with(1, 2)
    plans = plan_candidates(make_view(state, seat), seat)
    first, second = int(plans[0].args[0]), int(plans[1].args[0])
    assert attempts_in_turn(state, seat, first)[:1] == [first]
    assert attempts_in_turn(state, seat, second)[:1] == [second]
    assert attempts_in_turn(state, seat, HOLD) == []
    # The greedy bot's own plan is the first candidate: carrying it out is the greedy bot's turn.
    greedy = make_bot("greedy", "star-trek")
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat)
    assert PlannedGreedy(first).choose(GAME, view, seat, legal, random.Random(0)) == \
        greedy.choose(GAME, view, seat, legal, random.Random(0))


def test_a_plan_playout_stops_at_the_same_turn_for_every_plan() -> None:
    state, seat = orders_with(1, 2)
    bot = StrongStarTrek()
    for plan in plan_candidates(make_view(state, seat), seat):
        end, work = play_plan(GAME, state, seat, plan, bot._greedy, bot.playout_view, bot.step_cost, 2,
                              random.Random(3))
        assert end.turn == state.turn + 2 or not GAME.to_act(end)
        assert work > 0


class CountingPlans(StrongStarTrek):
    """Strong whose plan playouts are scored by a fixed table (a plan's worth), counted."""

    def __init__(self, worth: dict[int, float]) -> None:
        super().__init__()
        self.worth, self.trials = worth, 0

    def _plan_trial(self, game: Any, state: Any, seat: int) -> Any:
        def trial(plans: Any, draw: random.Random) -> list[Playout]:
            self.trials += 1
            return [Playout(self.worth.get(int(p.args[0]), 0.5), 50.0) for p in plans]
        return trial


def test_the_plan_is_searched_once_a_turn_then_followed() -> None:
    state, seat = orders_with(1, 2)
    legal = GAME.legal_actions(state, seat)
    bot = CountingPlans({HOLD: 0.9})  # holding clearly best: no attempt this turn
    action = bot.think(GAME, state, seat, legal, random.Random(0))
    assert bot.trials > 0 and action.kind != "attempt"
    searched = bot.trials
    greedy = make_bot("greedy", "star-trek")
    rng = random.Random(1)
    start = state.turn
    while state.turn == start and GAME.to_act(state):
        who = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, who)
        action = (bot.think(GAME, state, who, legal, rng) if who == seat
                  else greedy.choose(GAME, GAME.view(state, who), who, legal, rng))
        assert not (who == seat and action.kind == "attempt")
        GAME.apply(state, who, action)
    assert bot.trials == searched  # the rest of the turn follows the plan chosen
    # Even plans: the greedy bot's own stands.
    state, seat = orders_with(1, 2)
    even = CountingPlans({})
    legal = GAME.legal_actions(state, seat)
    assert even.think(GAME, state, seat, legal, random.Random(0)) == \
        greedy.choose(GAME, GAME.view(state, seat), seat, legal, random.Random(0))


def test_the_plan_search_ignores_what_the_seat_cannot_see() -> None:
    state, seat = orders_with(2, 1)
    legal = GAME.legal_actions(state, seat)
    moves = set()
    for k in range(2):
        twin = GAME.scramble_hidden(state, 1 - seat, random.Random(k))  # type: ignore[attr-defined]
        assert GAME.view(twin, seat) == GAME.view(state, seat)
        bots = [StrongStarTrek(), StrongStarTrek()]
        for bot in bots:
            bot.plan_trials = 3
        moves.add((bots[0].think(GAME, state, seat, legal, random.Random(5)),
                   bots[1].think(GAME, twin, seat, legal, random.Random(5))))
        assert bots[0]._turn_plan == bots[1]._turn_plan and bots[0]._turn_plan is not None
    assert all(a == b for a, b in moves)
    assert all(isinstance(a, Action) for a, _ in moves)
