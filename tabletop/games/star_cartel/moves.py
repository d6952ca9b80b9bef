"""Star Cartel's moves read by name (parts: the hub's column and row, the cargo, the fixer) and in words
(describe: each action as a message code and its parameters, Game.describe_action).

An action's arguments are read by position here and nowhere else: the words read the named parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.action import Action, Arg, Layout, made
from tabletop.engine.reason import Phrase
from tabletop.games.star_cartel.view import StarCartelView

# Moves whose words need nothing from the table.
FIXED = {"stop": "cartel.move.stop", "deliver": "cartel.move.deliver", "end_stash": "cartel.move.end_stash"}
FIXER = {"none": "cartel.move.fixer_none", "largest": "cartel.move.fixer_largest",
         "smallest": "cartel.move.fixer_smallest"}
SETS = {"largest": "cartel.move.largest", "smallest": "cartel.move.smallest", "stash": "cartel.move.stash"}


@dataclass(frozen=True)
class MoveParts:
    """A move's arguments by name, None where the move has no such part (as python-chess's Move has from_square)."""

    column: int | None = None  # the hub column a card is loaded from (0 the first)
    row: int | None = None  # the card's row in that column (0 the bottom), or the hub row jettisoned
    cargo: str | None = None  # the cargo whose set is scored largest or smallest, or stashed (a word)
    fixer: str | None = None  # how the fixer is used: none, largest or smallest


def parts(action: Action) -> MoveParts:
    """Returns the action's arguments by name (all None for a move with none, or with arguments it does not take)."""
    kind, args = action.kind, action.args
    if kind == "load" and len(args) == 2 and isinstance(args[0], int) and isinstance(args[1], int):
        return MoveParts(column=args[0], row=args[1])
    if len(args) != 1:
        return MoveParts()
    if kind == "jettison" and isinstance(args[0], int):
        return MoveParts(row=args[0])
    if kind == "fixer":
        return MoveParts(fixer=str(args[0]))
    if kind in SETS:
        return MoveParts(cargo=str(args[0]))
    return MoveParts()


# The verbs built outside this file (the table, the bots), by name.
LOAD, JETTISON, FIXER_VERB, LARGEST, SMALLEST = "load", "jettison", "fixer", "largest", "smallest"
# Each verb's arguments in order, by name: what `parts` reads and `make` writes.
LAYOUT: Layout = {"load": ("column", "row"), "jettison": ("row",), "fixer": ("fixer",),
                  **{verb: ("cargo",) for verb in SETS}, **{verb: () for verb in FIXED}}


def make(kind: str, **named: Arg | None) -> Action:
    """Returns the move of verb `kind` with these named parts, as `parts` names them (ValueError when they are not
    the verb's): `make(STEAL, victim=2)`."""
    return made(LAYOUT, kind, named)


def describe(view: StarCartelView, action: Action) -> Phrase:
    """Returns a move in words, e.g. "Load food 2 from column 3" (a card above the bottom row names its row)."""
    kind, p = action.kind, parts(action)
    if kind == "load" and p.column is not None and p.row is not None:
        column, row = p.column, p.row
        hub = view.hub[column] if 0 <= column < len(view.hub) else ()
        if 0 <= row < len(hub):
            card = hub[row]
            params = {"cargo": card.cargo.word, "size": card.size, "column": column + 1}
            if row:
                return Phrase("cartel.move.load_row", {**params, "row": row + 1})
            return Phrase("cartel.move.load", params)
    if kind == "jettison" and p.row is not None:
        return Phrase("cartel.move.jettison", {"row": p.row + 1})
    if kind in FIXED:
        return Phrase(FIXED[kind])
    if kind == "fixer" and p.fixer in FIXER:
        return Phrase(FIXER[str(p.fixer)])
    if kind in SETS and p.cargo is not None:
        return Phrase(SETS[kind], {"cargo": p.cargo})
    return Phrase("engine.move", {"action": action.text()})
