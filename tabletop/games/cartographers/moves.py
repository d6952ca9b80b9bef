"""Cartographers' moves in words: each action as a message code and its parameters (Game.describe_action).

A drawing is named by its terrain and the map square a click there draws it at (naming.py), so a named place can
always be clicked.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.reason import Phrase
from tabletop.games.cartographers.naming import held_cell, square_name
from tabletop.games.cartographers.preview import drawing_cells
from tabletop.games.cartographers.skills import SKILL
from tabletop.games.cartographers.view import CartographersView

Cell = tuple[int, int]
DRAWINGS = ("place", "sneak", "single", "monster_single", "square", "domino", "again", "monster", "monster_domino")
FIXED = {"confirm": "carto.move.confirm", "skip": "carto.move.skip", "pass": "carto.move.pass"}


def cells_named(view: CartographersView, action: Action) -> list[Cell]:
    """Returns the map cells a drawing covers (preview.py's drawing_cells); [] when the action draws nothing
    this view can place (a move read from a file that is not one of this moment's)."""
    if action.kind not in DRAWINGS:
        return []
    try:
        return drawing_cells(view, action)
    except (IndexError, ValueError, TypeError):
        return []


def describe(view: CartographersView, action: Action) -> Phrase:
    """Returns a move in words: a drawing by its terrain and the map square a click there draws it at (one the
    shape covers), e.g. "Forest, shape 2, at C5"."""
    kind, args = action.kind, action.args
    if kind in FIXED:
        return Phrase(FIXED[kind])
    if kind == "skill" and args and str(args[0]) in SKILL:
        key = str(args[0])
        return Phrase("carto.move.skill", {"skill": key, "cost": SKILL[key].cost})
    cells = cells_named(view, action)
    if not cells:
        return Phrase("engine.move", {"action": action.text()})
    square = square_name(held_cell(cells))
    turned = turn_words(action)
    if kind in ("place", "sneak"):
        params = {"terrain": str(args[-1]), "shape": int(args[0]) + 1, "square": square}
        return Phrase("carto.move.place_turned", {**params, "turned": turned}) if turned else \
            Phrase("carto.move.place", params)
    if kind in ("square", "domino", "again"):
        params = {"terrain": str(args[-1]), "square": square}
        return Phrase("carto.move.draw_turned", {**params, "turned": turned}) if turned else \
            Phrase("carto.move.draw", params)
    if kind in ("monster", "monster_domino"):
        return Phrase("carto.move.monsters_turned", {"square": square, "turned": turned}) if turned else \
            Phrase("carto.move.monsters", {"square": square})
    if kind == "single":
        return Phrase("carto.move.single", {"terrain": str(args[-1]), "square": square})
    return Phrase("carto.move.monster_single", {"square": square})


def turn_words(action: Action) -> Phrase | None:
    """Returns how a drawing's shape is turned and flipped from the card's (as the Turn and Flip buttons do it), or
    None as printed: two turns of one shape may be held at the same square."""
    kind, args = action.kind, action.args
    if kind not in ("place", "sneak", "domino", "again", "monster", "monster_domino"):
        return None
    orientation = int(args[1] if kind in ("place", "sneak") else args[0])
    turns = orientation % 4
    if orientation >= 4:
        return Phrase("carto.move.flipped_turns", {"turns": turns}) if turns else Phrase("carto.move.flipped")
    return Phrase("carto.move.turns", {"turns": turns}) if turns else None
