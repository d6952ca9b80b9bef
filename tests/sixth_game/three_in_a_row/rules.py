"""Three in a row's rules, over the engine's decision stack and one Step.

Each seat is dealt a secret lucky square at the start; a full grid without a line goes to the seats whose lucky
square holds their own mark (both or neither: a draw). The secret gives the engine's secrecy checks something to
hide.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any, Mapping, NamedTuple

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Result, Seat
from tabletop.engine.decisions import Decision, DecisionStack
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step, Stepped

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = [Action("mark", (square,)) for square in range(9)]
UNMARK = Action("unmark")
DONE = Action("done")


@dataclass
class RowState:
    """The grid (None: unmarked, else the seat), whose turn, the lucky squares and the open decision."""

    rng: random.Random
    grid: list[int | None]
    lucky: list[int]
    current: int
    decisions: DecisionStack = field(default_factory=DecisionStack)
    winner: int | None = None
    over: bool = False


class RowView(NamedTuple):
    """The grid, whose turn, and the viewer's own lucky square (every seat's once the game is over)."""

    grid: tuple[int | None, ...]
    current: int
    lucky: tuple[int | None, ...]
    over: bool


def _candidates(state: RowState, d: Decision) -> list[Action]:
    return MARKS + [UNMARK, DONE]


def _check(state: RowState, d: Decision, a: Action) -> Reason | None:
    if a.kind in ("unmark", "done"):
        if not d.picks:
            return Reason("row3.mark_first")
        return Reason("engine.not_legal_now", {"action": a.text()}) if a.args else None
    if d.picks:
        return Reason("row3.one_square", {"square": str(d.picks[0])})
    square = a.args[0] if len(a.args) == 1 else None
    if not isinstance(square, int) or not 0 <= square < 9:
        return Reason("row3.no_square", {"square": str(square)})
    return Reason("row3.taken", {"square": square}) if state.grid[square] is not None else None


def _fast(state: RowState, d: Decision) -> list[Action]:
    if d.picks:
        return [UNMARK, DONE]
    return [MARKS[k] for k, owner in enumerate(state.grid) if owner is None]


def _mark(state: RowState, d: Decision, a: Action, events: list[Event]) -> None:
    # A square is chosen, then confirmed (`done`): a seat may take its choice back before it confirms.
    if a.kind == "mark":
        state.decisions.replace(d.pick(int(a.args[0])))
        return
    if a.kind == "unmark":
        state.decisions.replace(d.unpick(d.picks[0]))
        return
    square = int(str(d.picks[0]))
    state.grid[square] = d.seat
    events.append(Event("row3.marked", {"seat": d.seat, "square": square}, d.seat))
    state.decisions.settle(d.seat)
    if any(all(state.grid[k] == d.seat for k in line) for line in LINES):
        state.winner, state.over = d.seat, True
        events.append(Event("row3.won", {"seat": d.seat}, d.seat))
    elif all(owner is not None for owner in state.grid):
        state.over = True
    else:
        state.current = 1 - d.seat
        state.decisions.push(Decision(state.current, "mark", "row3.prompt"))


STEPS = {"mark": Step(frozenset({"mark", "unmark", "done"}), _candidates, _check, _mark, _fast)}


class ThreeInARow(Stepped[RowState, RowView]):
    """Three in a row for two seats."""

    id = "three-in-a-row"
    min_players = 2
    max_players = 2

    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> RowState:
        """Returns an empty grid, the lucky squares dealt and a random first seat to mark."""
        self.check_setup(players, options)
        rng = random.Random(seed)
        state = RowState(rng, [None] * 9, [rng.randrange(9), rng.randrange(9)], rng.randrange(2))
        state.decisions.push(Decision(state.current, "mark", "row3.prompt"))
        return state

    steps = STEPS

    def view(self, state: RowState, seat: Seat | None) -> RowView:
        """Returns the grid, with the viewer's own lucky square (all of them at the end)."""
        lucky = tuple(square if state.over or s == seat else None for s, square in enumerate(state.lucky))
        return RowView(tuple(state.grid), state.current, lucky, state.over)

    def is_over(self, state: RowState) -> bool:
        """Returns True after a line or a full grid."""
        return state.over

    def result(self, state: RowState) -> Result:
        """Returns 1 point to the winner; a full grid to whoever's lucky square holds their own mark."""
        if state.winner is not None:
            scores = tuple(int(s == state.winner) for s in range(2))
        else:
            scores = tuple(int(state.grid[state.lucky[s]] == s) for s in range(2))
        ranks = (1, 1) if scores[0] == scores[1] else tuple(1 if s == max(scores) else 2 for s in scores)
        return Result(scores, ranks, ({"line": scores[0]}, {"line": scores[1]}))

    def invariants(self, state: RowState) -> list[str]:
        """Returns what is wrong: marks out of turn order."""
        counts = [state.grid.count(s) for s in range(2)]
        return [] if abs(counts[0] - counts[1]) <= 1 else [f"marks {counts}"]

    def scramble_hidden(self, state: RowState, seat: Seat | None, rng: random.Random) -> RowState:
        """Returns a copy whose lucky square of `seat` is another one (None: nothing else is hidden)."""
        other = copy.deepcopy(state)
        if seat is not None:
            other.lucky[seat] = (state.lucky[seat] + 1 + rng.randrange(8)) % 9
        return other

    def action_universe(self, state: RowState) -> list[Action]:
        """Returns every mark, taking one back, confirming it, and two moves that are never legal."""
        return MARKS + [UNMARK, DONE, Action("mark", (9,)), Action("pass")]
