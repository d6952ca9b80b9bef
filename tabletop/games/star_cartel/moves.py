"""Star Cartel's moves in words: each action as a message code and its parameters (Game.describe_action)."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.reason import Phrase
from tabletop.games.star_cartel.view import StarCartelView

# Moves whose words need nothing from the table.
FIXED = {"stop": "cartel.move.stop", "deliver": "cartel.move.deliver", "end_stash": "cartel.move.end_stash"}
FIXER = {"none": "cartel.move.fixer_none", "largest": "cartel.move.fixer_largest",
         "smallest": "cartel.move.fixer_smallest"}
SETS = {"largest": "cartel.move.largest", "smallest": "cartel.move.smallest", "stash": "cartel.move.stash"}


def describe(view: StarCartelView, action: Action) -> Phrase:
    """Returns a move in words, e.g. "Load food 2 from column 3" (a card above the bottom row names its row)."""
    kind, args = action.kind, action.args
    if kind == "load" and len(args) == 2:
        column, row = int(args[0]), int(args[1])
        hub = view.hub[column] if 0 <= column < len(view.hub) else ()
        if 0 <= row < len(hub):
            card = hub[row]
            params = {"cargo": card.cargo.word, "size": card.size, "column": column + 1}
            if row:
                return Phrase("cartel.move.load_row", {**params, "row": row + 1})
            return Phrase("cartel.move.load", params)
    if kind == "jettison" and args:
        return Phrase("cartel.move.jettison", {"row": int(args[0]) + 1})
    if kind in FIXED:
        return Phrase(FIXED[kind])
    if kind == "fixer" and args and str(args[0]) in FIXER:
        return Phrase(FIXER[str(args[0])])
    if kind in SETS and args:
        return Phrase(SETS[kind], {"cargo": str(args[0])})
    return Phrase("engine.move", {"action": action.text()})
