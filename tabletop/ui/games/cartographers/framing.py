"""Where a Cartographers bot's move happened on the table: the cells it drew on a map shown on the screen (the
large map in focus or a small one), else the small map of a seat that drew but whose drawing is still hidden, the
explore card or ambush just revealed, or the edicts a season scored."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from tabletop.ui.games.action_items import on_table
from tabletop.ui.games.cartographers.items import SheetItem
from tabletop.ui.games.framing import found, joined, public, united

DRAWN = ("carto.drew", "carto.monster_drawn")  # public: the cells are on the map for all to see once confirmed
CARD = ("carto.explore", "carto.ambush", "carto.ruins")
SEASON = ("carto.season_score", "carto.season")
MINI_LABEL = 20  # a small map's name line above it (panels.py draws it there)


def frame_cartographers(scene: Any, view: Any, events: Sequence[Any]) -> QRectF | None:
    """Returns the scene rectangle of the place the move changed, or None when it has none on the table."""
    events = public(events)
    # Every drawing is revealed at the last seat's confirming: those of the seat at the screen are its own news.
    mine = getattr(view, "viewer", None)
    cells = _drawn(scene, events, mine)
    if cells is not None:
        return cells
    done = [e for e in events if e.code == "carto.confirmed" and e.params.get("seat") != mine]
    if done and scene.enlarged is None:  # a drawing still hidden: its map's name takes its check mark
        minis = found(scene, SheetItem, lambda i: i.data(0) == ("mini", int(done[-1].params["seat"])))
        named = united(scene, minis)
        return named.adjusted(0, -MINI_LABEL, 0, 0) if named is not None else None
    if any(e.code in CARD for e in events):
        return united(scene, [_card_panel(scene)])
    if any(e.code in SEASON for e in events):
        return united(scene, [label.parentItem() for label in scene.preview_labels.values()])
    return None


def _drawn(scene: Any, events: Sequence[Any], mine: int | None) -> QRectF | None:
    """Returns the rectangle round the cells the others drew on the maps shown, the large map's first, or None."""
    # A map shown large covers the one in focus: only its own drawings are framed then. Drawings on the large map
    # come first (a monster drawn on one's own map), else those on the small maps, which sit side by side.
    drawn = [(int(e.params["victim"]), e.params["cells"]) for e in events
             if e.code in DRAWN and e.params.get("seat") != mine and scene.enlarged in (None, int(e.params["victim"]))]
    large = scene.enlarged if scene.enlarged is not None else scene.focus_seat
    return joined(_cells(scene, seat, shape) for seat, shape in drawn if seat == large) or \
        joined(_cells(scene, seat, shape) for seat, shape in drawn)


def _sheets(scene: Any, seat: int) -> list[SheetItem]:
    """Returns the maps of `seat` drawn now, the largest first: shown large, in focus, or small among the others'."""
    shown = found(scene, SheetItem, lambda i: i.data(0) == ("mini", seat))
    if scene.sheet_item is not None and scene.focus_seat == seat:
        shown.insert(0, scene.sheet_item)
    if scene.enlarged == seat:  # shown large over the map in focus
        shown[:0] = found(scene, SheetItem, lambda i: i.parentItem() is not None
                          and i.parentItem().data(0) == "enlarged")
    return [s for s in shown if on_table(s, scene) and s.isVisible()]


def _cells(scene: Any, seat: int, cells: Sequence[tuple[int, int]]) -> QRectF | None:
    """Returns the rectangle round `cells` (row, column) on `seat`'s map as shown, or None when it is not shown."""
    sheets = _sheets(scene, seat)
    if not sheets or not cells:
        return None
    sheet = sheets[0]
    return joined(sheet.mapRectToScene(sheet.cell_rect(int(r), int(c))) for r, c in cells)


def _card_panel(scene: Any) -> QGraphicsItem | None:
    """Returns the explore card's panel (the one holding the table's status line)."""
    return scene.status.parentItem() if scene.status is not None else None
