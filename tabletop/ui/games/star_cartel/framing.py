"""Where a Star Cartel bot's move happened on the table: the hub column it loaded from or the row it jettisoned,
the price rows a delivery moved, or the seat that delivered, stashed and took its next ship."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from tabletop.ui.games.framing import clear_of_large, first, found, joined, public
from tabletop.ui.i18n import translate, words_of
from tabletop.ui.items import LabelItem, PanelItem

term = words_of("star-cartel")
SEAT_CODES = ("cartel.stashed_count", "cartel.new_ship", "cartel.discarded_rest", "cartel.delivery",
              "cartel.express_delivery", "cartel.nothing_fits")
PRICE_CODES = ("cartel.price_largest", "cartel.price_smallest", "cartel.crash")


def frame_star_cartel(scene: Any, view: Any, events: Sequence[Any]) -> QRectF | None:
    """Returns the scene rectangle of the place the move changed, or None when it has none on the table."""
    if scene.large.is_open:  # a thing shown large veils the whole table: a frame under it points at nothing seen
        return None
    return clear_of_large(scene, _place(scene, public(events)))


def _place(scene: Any, events: list[Any]) -> QRectF | None:
    """Returns the rectangle of the place the events name (see frame_star_cartel)."""
    loaded = first(events, ("cartel.loaded",))
    if loaded is not None:
        return _column(scene, int(loaded.params["column"]))
    dumped = first(events, ("cartel.jettisoned",))
    if dumped is not None:
        return _row(scene, int(dumped.params["row"]))
    prices = [e for e in events if e.code in PRICE_CODES]  # the choice of a delivery: the prices it moved
    if prices:
        return joined(_price_row(scene, str(e.params["cargo"])) for e in prices)
    seat = first(events, SEAT_CODES)  # the rest of a delivery: the set stashed, the next ship
    return _seat(scene, int(seat.params["seat"])) if seat is not None else None


def _label(scene: QGraphicsScene, text: str) -> LabelItem | None:
    """Returns the label on the table that reads `text`, or None."""
    labels = found(scene, LabelItem, lambda i: i.text == text)
    return labels[0] if labels else None


def _column(scene: Any, column: int) -> QRectF | None:
    """Returns the hub column `column` (counted from 1), its three places and its name under them."""
    label = _label(scene, translate("star_cartel_view", "Column {n}").format(n=column))
    if label is None:
        return None
    under = label.sceneBoundingRect()
    height = 3 * (scene.CARD_H + 6)
    return QRectF(under.left(), under.top() - height, under.width(), height + under.height())


def _row(scene: Any, row: int) -> QRectF | None:
    """Returns the hub row `row` (counted from 1) across the four columns, with its name."""
    label = _label(scene, translate("star_cartel_view", "Row {n}").format(n=row))
    if label is None:
        return None
    beside = label.sceneBoundingRect()
    return QRectF(beside.left(), beside.top(), beside.width() + 4 * (scene.CARD_W + 6), beside.height())


def _price_row(scene: QGraphicsScene, cargo: str) -> QRectF | None:
    """Returns the cartel board's row of a cargo (its name, on the board's panel), or None."""
    name = _label(scene, term(cargo))
    if name is None:
        return None
    board = name.parentItem()
    if not isinstance(board, PanelItem):
        return None
    row = name.sceneBoundingRect()
    return QRectF(board.sceneBoundingRect().left() + 6, row.top(), board.width - 12, row.height())


def _seat(scene: QGraphicsScene, seat: int) -> QRectF | None:
    """Returns the seat's row (its ship, load and stash)."""
    panels = found(scene, PanelItem, lambda i: i.data(0) == ("seat", seat))
    return panels[0].sceneBoundingRect().adjusted(4, 4, -4, -4) if panels else None
