"""Cartographers' moves read by name (parts: the shape, its turn, the map square, the terrain, the skill) and in words
(describe: each action as a message code and its parameters, Game.describe_action).

A drawing is named by its terrain and the map square a click there draws it at (naming.py), so a named place can
always be clicked.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.action import Action, Arg, Layout, made
from tabletop.engine.reason import Phrase
from tabletop.games.cartographers.naming import held_cell, square_name
from tabletop.games.cartographers.preview import drawing_cells
from tabletop.games.cartographers.skills import SKILL
from tabletop.games.cartographers.view import CartographersView

Cell = tuple[int, int]
DRAWINGS = ("place", "sneak", "single", "monster_single", "square", "domino", "again", "monster", "monster_domino")
FIXED = {"confirm": "carto.move.confirm", "skip": "carto.move.skip", "pass": "carto.move.pass"}
# Each move's arguments in order, by name (placements.py writes them so).
LAYOUT: Layout = {"place": ("option", "orientation", "row", "col", "terrain"),
                  "sneak": ("option", "orientation", "row", "col", "terrain"),
                  "single": ("row", "col", "terrain"), "square": ("row", "col", "terrain"),
                  "domino": ("orientation", "row", "col", "terrain"), "again": ("orientation", "row", "col", "terrain"),
                  "monster": ("orientation", "row", "col"), "monster_domino": ("orientation", "row", "col"),
                  "monster_single": ("row", "col"), "skill": ("skill",), **{verb: () for verb in FIXED}}


@dataclass(frozen=True)
class MoveParts:
    """A move's arguments by name, None where the move has no such part (as python-chess's Move has from_square)."""

    option: int | None = None  # which of the card's shapes is drawn (0 the first)
    orientation: int | None = None  # its turn and mirror from the card's (0–7; 4 and up flipped)
    row: int | None = None  # the map row of the shape's top-left corner
    col: int | None = None  # its column
    terrain: str | None = None  # the terrain drawn (a word); None for monsters
    skill: str | None = None  # the skill used


def parts(action: Action) -> MoveParts:
    """Returns the action's arguments by name (all None for a move with none, or with arguments it does not take)."""
    names = LAYOUT.get(action.kind)
    if names is None or len(names) != len(action.args):
        return MoveParts()
    got = dict(zip(names, action.args))
    return MoveParts(option=_int(got.get("option")), orientation=_int(got.get("orientation")),
                     row=_int(got.get("row")), col=_int(got.get("col")), terrain=_word(got.get("terrain")),
                     skill=_word(got.get("skill")))


# The verbs built outside this file (the table, the bots), by name.
SKILL_VERB = "skill"


def make(kind: str, **named: Arg | None) -> Action:
    """Returns the move of verb `kind` with these named parts, as `parts` names them (ValueError when they are not
    the verb's): `make(STEAL, victim=2)`."""
    return made(LAYOUT, kind, named)


def _int(arg: Arg | None) -> int | None:
    return arg if isinstance(arg, int) else None


def _word(arg: Arg | None) -> str | None:
    return arg if isinstance(arg, str) else None


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
    kind, p = action.kind, parts(action)
    if kind in FIXED:
        return Phrase(FIXED[kind])
    if kind == "skill" and p.skill in SKILL:
        key = str(p.skill)
        return Phrase("carto.move.skill", {"skill": key, "cost": SKILL[key].cost})
    cells = cells_named(view, action)
    if not cells or p.row is None:
        return Phrase("engine.move", {"action": action.text()})
    square = square_name(held_cell(cells))
    turned = turn_words(action)
    if kind in ("place", "sneak"):
        params = {"terrain": str(p.terrain), "shape": (p.option or 0) + 1, "square": square}
        return Phrase("carto.move.place_turned", {**params, "turned": turned}) if turned else \
            Phrase("carto.move.place", params)
    if kind in ("square", "domino", "again"):
        params = {"terrain": str(p.terrain), "square": square}
        return Phrase("carto.move.draw_turned", {**params, "turned": turned}) if turned else \
            Phrase("carto.move.draw", params)
    if kind in ("monster", "monster_domino"):
        return Phrase("carto.move.monsters_turned", {"square": square, "turned": turned}) if turned else \
            Phrase("carto.move.monsters", {"square": square})
    if kind == "single":
        return Phrase("carto.move.single", {"terrain": str(p.terrain), "square": square})
    return Phrase("carto.move.monster_single", {"square": square})


def turn_words(action: Action) -> Phrase | None:
    """Returns how a drawing's shape is turned and flipped from the card's (as the Turn and Flip buttons do it), or
    None as printed: two turns of one shape may be held at the same square."""
    orientation = parts(action).orientation
    if orientation is None:
        return None
    turns = orientation % 4
    if orientation >= 4:
        return Phrase("carto.move.flipped_turns", {"turns": turns}) if turns else Phrase("carto.move.flipped")
    return Phrase("carto.move.turns", {"turns": turns}) if turns else None
