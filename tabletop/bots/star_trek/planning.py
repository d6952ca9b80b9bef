"""Star Trek Strong's orders, weighed as whole plans: which mission to attempt this turn, or none (hold).

The greedy bot attempts the met mission its crews meet with the most to spare. At the first orders moment of a
turn the Strong bot also weighs the next met mission and holding (gathering instead); each candidate is played out
as the greedy bot carrying out that plan to the end of the turn, then on by greedy players to the same turn for
every candidate, so that points scored now count against points only in reach (the tempo a step's search missed).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from tabletop.bots.selection import Playout
from tabletop.bots.star_trek.board import Board, Plan
from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.bots.strong import play_on
from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.games.star_trek.reckoning import card_data
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.view import StarTrekView

PLAN = "plan"  # a candidate that is a turn's plan, not a move: Action(PLAN, (mission,)), HOLD for none
HOLD = -1
ALTERNATIVES = 1  # met missions weighed beside the greedy bot's own


class PlannedBoard(Board):
    """The bot's side of the table with this turn's mission chosen (or holding)."""

    def __init__(self, view: StarTrekView, seat: Seat, choice: int):
        super().__init__(view, seat)
        self.choice = choice

    def best_plan(self) -> Plan | None:
        """Returns the plan for the chosen mission while its crews meet it; when holding, the greedy plan marked
        as missing a part (so that the crews gather); else the greedy plan (after the chosen attempt)."""
        plan = super().best_plan()
        if self.choice == HOLD:
            return None if plan is None else plan._replace(misses=max(1, plan.misses))
        if any(m.uid == self.choice for m in self.open):
            chosen = self.plan(self.choice)
            if chosen.misses == 0:
                return chosen
        return plan


class PlannedGreedy(GreedyStarTrek):
    """The greedy bot carrying out a chosen plan in its orders (every other decision its own)."""

    def __init__(self, choice: int):
        self.choice = choice

    def board(self, view: StarTrekView, seat: Seat) -> Board:
        """Returns the side of the table with the chosen plan."""
        return PlannedBoard(view, seat, self.choice)


def plan_key(board: Board, plan: Plan) -> tuple[int, int, int, int]:
    """Returns the greedy bot's order of plans (board.best_plan's): fewest misses, most to spare, …"""
    m = board.missions[plan.mission]
    return (plan.misses, -plan.spare, -len(m.beneath), -card_data(m.card).points)


def plan_candidates(view: StarTrekView, seat: Seat) -> list[Action]:
    """Returns the turn's plans to weigh, the greedy bot's first: its mission, the next met ones, holding; none when
    no mission is met (the greedy bot gathers, and there is nothing to hold back)."""
    board = Board(view, seat)
    met = sorted((p for p in (board.plan(m.uid) for m in board.open) if p.misses == 0),
                 key=lambda p: plan_key(board, p))
    if not met:
        return []
    return [Action(PLAN, (p.mission,)) for p in met[:1 + ALTERNATIVES]] + [Action(PLAN, (HOLD,))]


def play_plan(game: Game[Any, Any], world: StarTrekState, seat: Seat, candidate: Action, greedy: GreedyStarTrek,
              view: Callable[[Game[Any, Any], Any, Seat], Any], cost: Callable[[list[Action]], float],
              turns: int, rng: random.Random) -> tuple[StarTrekState, float]:
    """Returns a copy of `world` played on from `seat`'s orders: `seat` carries out the candidate plan for the rest
    of this turn, then greedy players go on until `turns` more turns have begun (or the game ends); and the work."""
    state = game.copy_state(world)
    planned = PlannedGreedy(int(candidate.args[0]))
    start = state.turn

    def pick(now: StarTrekState, who: Seat, legal: list[Action]) -> Action:
        bot = planned if who == seat and now.turn == start else greedy
        action: Action = bot.choose(game, view(game, now, who), who, legal, rng)
        return action

    work = play_on(game, state, lambda now: now.turn < start + turns, pick, cost)
    return state, work


def plan_playout(game: Game[Any, Any], world: StarTrekState, seat: Seat, candidate: Action,
                 greedy: GreedyStarTrek, view: Callable[[Game[Any, Any], Any, Seat], Any],
                 cost: Callable[[list[Action]], float], turns: int,
                 worth: Callable[[Game[Any, Any], Any, Seat], float], rng: random.Random) -> Playout:
    """Returns `seat`'s outcome of a plan played out (`worth` of where it stops) and the playout's work."""
    state, work = play_plan(game, world, seat, candidate, greedy, view, cost, turns, rng)
    return Playout(worth(game, state, seat), work)
