"""The galaxy as the Starfarers table draws it: turned a quarter for a wide screen, planets by resource (faded while
unexplored), the landmarks' names, and the places pieces stand, in the shared hex board's units."""

from __future__ import annotations

import math
from typing import Any, Sequence

from PySide6.QtGui import QColor

from tabletop.games.starfarers.board import NODES, PLANETS
from tabletop.games.starfarers.components import BOARD_DATA, CIVS
from tabletop.games.starfarers.view import StarfarersView
from tabletop.marks import Mark, Shape
from tabletop.ui.board import BoardLayout, Caption, Tile
from tabletop.ui.games.starfarers.words import term

# Each resource a colour and a shape (the planets' printed colours, shapes so colour is never alone).
RESOURCE_MARKS = {
    "ore": Mark("#c0504d", Shape.TRIANGLE),
    "fuel": Mark("#e69f00", Shape.DIAMOND),
    "carbon": Mark("#4a78c2", Shape.HEXAGON),
    "food": Mark("#5c9e4a", Shape.TREE),
    "goods": Mark("#b07cc6", Shape.STAR),
}
SPACE_TILE = "#1b2540"
OUTPOST_TILE = "#4d3f66"


def _faded(colour: str) -> str:
    """Returns a colour a third of the way from space to `colour` (an unexplored planet)."""
    a, b = QColor(colour), QColor(SPACE_TILE)
    mix = [round(b_ + (a_ - b_) * 0.38) for a_, b_ in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()))]
    return QColor(*mix).name()


def _turn(x: float, y: float) -> tuple[float, float]:
    """Returns a galaxy point turned a quarter (homes on the left, the outposts top and bottom): a wide screen
    gives the board more room across than down."""
    return TURN_Y - y, x


def _layout(view: StarfarersView) -> BoardLayout:
    """Returns the galaxy as drawn for this view: planets by resource, discs' numbers once face up (the same
    object while the planets and the outposts' names are the same, so the board knows it need not change)."""
    captions = tuple(c._replace(text=term(c.text)) if c.text in CIVS else c for c in CAPTIONS)
    key = (view.planets, captions)
    if _LAYOUTS.get("key") != key:
        _LAYOUTS["key"], _LAYOUTS["layout"] = key, _make_layout(view, captions)
    layout: BoardLayout = _LAYOUTS["layout"]
    return layout


_LAYOUTS: dict[str, Any] = {}  # the last galaxy layout made, and what it was made from


def _make_layout(view: StarfarersView, captions: Sequence[Caption]) -> BoardLayout:
    """Returns the galaxy as drawn for these planets and captions."""
    planets = {p.id: p for p in view.planets}
    resource = {p.id: p.resource.word for p in PLANETS}
    outposts = {h for s in BOARD_DATA["sectors"] if s["type"] == "outpost" for h in s["hexes"]}
    tiles = []
    for hex_id in BOARD_DATA["hexes"]:
        x, y = PLANET_XY[hex_id]
        planet = planets.get(hex_id)
        if planet is None:
            tiles.append(Tile(hex_id, x, y, OUTPOST_TILE if hex_id in outposts else SPACE_TILE,
                              rule_id="sf.outpost" if hex_id in outposts else ""))
            continue
        mark = RESOURCE_MARKS[resource[hex_id]]
        label = "/".join(str(n) for n in planet.numbers) if planet.numbers else ("?" if not planet.face_up else "")
        # An unexplored planet is its colour faded into space, so explored systems stand out at a glance.
        fill = mark.colour if planet.face_up or planet.token is not None else _faded(mark.colour)
        tiles.append(Tile(hex_id, x, y, fill, Mark("#f4f1e8", mark.shape), label, "sf.planet"))
    # The margin is half the largest piece, so a piece on the galaxy's edge is never cut off.
    return BoardLayout(tiles, NODES_BY_ID, [tuple(e) for e in BOARD_DATA["edges"]], captions, pointy=True,
                       margin=0.4)


def _captions() -> list[Caption]:
    """Returns the landmarks' short names where the log's place names find them: systems 1-8, homes A-D, outposts."""
    captions = []
    for s in BOARD_DATA["sectors"]:
        if s["type"] not in ("home", "system", "outpost"):
            continue
        xs = [1.5 * int(h[1:].split("_")[0]) for h in s["hexes"]]
        ys = [int(h[1:].split("_")[1]) * math.sqrt(3) / 2 for h in s["hexes"]]
        x, y = sum(xs) / 3, sum(ys) / 3
        if s["type"] == "outpost":
            # The docking point is the outpost's centre: the name goes beside the tile, out of the ships' way.
            captions.append(Caption(*_turn(x, max(ys) + 0.75), s["civ"]))
        else:
            captions.append(Caption(*_turn(x, y), s["id"][-1] if s["type"] == "home" else str(int(s["id"][1:]))))
    return captions


TURN_Y = max(n.y for n in NODES)
NODES_BY_ID = {n.id: _turn(n.x, n.y) for n in NODES}
CAPTIONS = _captions()
DOCK_SLOTS = {s["civ"]: [_turn(d["x"], d["y"]) for d in s["dock_slots"]] for s in BOARD_DATA["sectors"]
              if s["type"] == "outpost"}
OUTPOST_DOCK = {s["civ"]: s["docking_point"] for s in BOARD_DATA["sectors"] if s["type"] == "outpost"}
PLANET_XY = {h: _turn(1.5 * int(h[1:].split("_")[0]), int(h[1:].split("_")[1]) * math.sqrt(3) / 2)
             for h in BOARD_DATA["hexes"]}
