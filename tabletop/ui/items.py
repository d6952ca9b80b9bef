"""The shared asset layer: cards, tokens, tracks, panels and buttons drawn from data.

Every game view composes these items instead of painting its own primitives.
Colours are always double-coded with a shape (a `Mark`), so nothing relies on
colour alone. Items carry a rule id; their tooltip is that rule's text.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem,
                               QWidget)

# Marks are painted by mark_paint (the home page draws them without this module); the tables import them and the
# marks themselves from here, so they are exported by name ("X as X": mypy's strict mode reads that as an export).
from tabletop.marks import Mark as Mark, Shape as Shape
from tabletop.ui.mark_paint import (  # noqa: F401
    MARK_EDGE as MARK_EDGE, WIDE_PEN as WIDE_PEN, device_scale as device_scale, draw_mark as draw_mark,
    mark_outline as mark_outline, mark_path as mark_path)
from tabletop.ui.phrases import JOINER, keep_phrases
from tabletop.ui.style import HIGHLIGHT, INK, MUTED_INK, PANEL, PANEL_EDGE, font


# The seats' marks, the same in every game: a player keeps one colour and shape from table to table.
SEAT_MARKS = (Mark("#3b6ea5", Shape.SQUARE), Mark("#b5563a", Shape.TRIANGLE), Mark("#6a8d3a", Shape.CIRCLE),
              Mark("#7d5ba6", Shape.DIAMOND), Mark("#c49a2c", Shape.STAR), Mark("#3f8f8f", Shape.HEXAGON))


def shape_path(shape: Shape, r: float) -> QPainterPath:
    """Returns the outline of `shape` centred on (0, 0) with radius `r` (the caller's own copy)."""
    return QPainterPath(mark_path(shape, r))


@lru_cache(maxsize=256)
def table_font(size: float, bold: bool) -> QFont:
    """Returns the app font at `size` points, shared: set it on a painter, never change it.

    Text is fitted and painted in a handful of sizes, hundreds of times a table."""
    return font(size, bold)


# --- the text floor --------------------------------------------------------------------------------------------
# No text is painted smaller than FLOOR_PX device pixels on the screen (issue 21: under 11 px a kanji is a blur;
# layouts aim for AIM_PX). A table is a scene the board view scales to fit, so a font's size in the scene says
# little: the floor is judged where the text lands, at paint time, from the painter's device transform (the view's
# scale, any zoom, a high-density screen's ratio) times the font's pixel size. `draw_text` shrinks a text to fit its
# box only down to that size; a text that still does not fit is painted at the floor all the same, overflowing,
# and `record_overflows` names it, so a test finds the layout that has to make room (a larger box, a second line).
# Layouts are planned at the scale their scene gets on the smallest screen the app supports, 1366×768, where the
# board beside the 300 px side panel is BOARD_AT_SMALLEST: `least_points(screen_scale(w, h))` is the smallest size a
# layout may count on, and a larger window only gives the text more room.
FLOOR_PX = 10.0
AIM_PX = 12.0
DPI = 96  # logical dots per inch: a point is DPI / 72 pixels (Qt's desktop default, and its offscreen platform's)
BOARD_AT_SMALLEST = (1054.0, 768.0)


def screen_scale(width: float, height: float) -> float:
    """Returns the scale a scene `width` × `height` is shown at on a 1366×768 screen (fitted, proportions kept)."""
    return min(BOARD_AT_SMALLEST[0] / width, BOARD_AT_SMALLEST[1] / height)


def least_points(scale: float, pixels: float = FLOOR_PX) -> float:
    """Returns the smallest font size (in half points) that is at least `pixels` on screen at `scale`."""
    return math.ceil(pixels / (max(scale, 0.05) * DPI / 72) * 2 - 1e-6) / 2


# A standard table (1240 × 900) at 1366×768: what `text_rect` judges at when no scale is given.
TABLE_SCALE = screen_scale(1240, 900)


def text_scale(painter: QPainter) -> float:
    """Returns how many device pixels one unit of the painter's coordinates spans vertically (a font's em)."""
    t = painter.deviceTransform()
    return math.hypot(t.m12(), t.m22())


class Overflow(NamedTuple):
    """A text that does not fit its box even at the floor: the layout must give it room."""

    text: str
    points: float
    box: tuple[float, float]
    needs: tuple[float, float]


_overflows: list[Overflow] | None = None  # a list while a test records, None (one test per paint) otherwise


class record_overflows:  # noqa: N801 (used as a function: `with record_overflows() as found:`)
    """Collects the texts `draw_text` paints overflowing their boxes while the `with` block runs."""

    def __enter__(self) -> list[Overflow]:
        global _overflows
        self._before = _overflows
        _overflows = []
        return _overflows

    def __exit__(self, *exc: object) -> None:
        global _overflows
        _overflows = self._before


def _fits(text: str, width: float, height: float, points: float, bold: bool, align: int) -> QRectF:
    """Returns the rectangle `text` covers wrapped in a box `width` × `height` at `points`."""
    return QFontMetricsF(table_font(points, bold)).boundingRect(QRectF(0, 0, width, height), align, text)


@lru_cache(maxsize=4096)
def fitted_size(text: str, width: float, height: float, size: float, bold: bool, align: int,
                least: float = 5.0) -> float:
    """Returns the largest font size from `least` up to `size` (in 0.5 steps) at which `text` fits the box;
    `least` when none does, and when `size` is under it (the floor lifts a small text, never shrinks it)."""
    def fits(points: float) -> bool:
        bound = _fits(text, width, height, points, bold, align)
        return bound.width() <= width + 0.5 and bound.height() <= height + 0.5

    if size <= least:
        return least
    if fits(size):
        return size
    low, high = int(least * 2), int(size * 2)  # half-points: least .. size
    while low + 1 < high:          # a binary search measures the text a handful of times, not dozens
        mid = (low + high) // 2
        if fits(mid / 2):
            low = mid
        else:
            high = mid
    return low / 2


@lru_cache(maxsize=64)
def wrapped(align: Qt.AlignmentFlag) -> int:
    """Returns the drawText flags of a text aligned `align` and wrapped: PySide's enum arithmetic runs in Python,
    and this was a twentieth of a Star Trek table's refresh and paint (some 150 texts each)."""
    return int(align | Qt.TextFlag.TextWordWrap)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Returns how wide `text` is on one line in the app font at `size` points (measured, so kanji count double)."""
    return QFontMetricsF(table_font(float(size), bold)).horizontalAdvance(text)


def text_rect(rect: QRectF, text: str, size: float, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
              scale: float | None = None) -> tuple[float, QRectF]:
    """Returns the font size `draw_text` uses for `text` in `rect` when the scene is shown at `scale` (e.g.
    `TABLE_SCALE`), and the rectangle the text then covers: wider or taller than `rect` when it does not fit even
    at the floor. Without a scale it fits down to 5 pt, the floor ignored, as tables not yet laid out for it do."""
    flags = wrapped(align)
    text = keep_phrases(text)
    least = 5.0 if scale is None else least_points(scale)
    points = fitted_size(text, round(rect.width(), 1), round(rect.height(), 1), float(size), bold, flags, least)
    return points, QFontMetricsF(table_font(points, bold)).boundingRect(rect, flags, text)


class TextBox(NamedTuple):
    """One text an item paints: where, what, at which largest size, bold or not, and how aligned."""

    rect: QRectF
    text: str
    size: float
    bold: bool = False
    colour: QColor = INK
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter


def floored_font(painter: QPainter, size: float, bold: bool = False) -> QFont:
    """Returns the app font at `size` points, or at the floor where `size` would be smaller on the painter's screen."""
    return table_font(max(float(size), least_points(text_scale(painter))), bold)


def draw_text(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool = False,
              colour: QColor = INK, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """Paints text in `rect`, shrinking the font until it fits but never under the floor on screen; Japanese
    lines break between phrases."""
    flags = wrapped(align)
    text = keep_phrases(text)
    width, height = round(rect.width(), 1), round(rect.height(), 1)
    least = least_points(text_scale(painter))
    points = fitted_size(text, width, height, float(size), bold, flags, least)
    if _overflows is not None and points == least:
        bound = _fits(text, width, height, points, bold, flags)
        if bound.width() > width + 0.5 or bound.height() > height + 0.5:
            _overflows.append(Overflow(text.replace(JOINER, ""), points, (width, height), (round(bound.width(), 1),
                                                                      round(bound.height(), 1))))
    painter.setFont(table_font(points, bold))
    painter.setPen(colour)
    painter.drawText(rect, flags, text)


class TableItem(QGraphicsObject):
    """Base of every table item: a size, a rule id with its tooltip, highlight and click."""

    clicked = Signal()

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__()
        if parent is not None:
            # setParentItem hands ownership to the parent; a constructor argument alone does not,
            # and an item nobody in Python refers to would be collected.
            self.setParentItem(parent)
        self.width = width
        self.height = height
        self.rule_id: str | None = None
        self.highlighted = False
        self.dimmed = False
        self.selected_ = False
        self.setAcceptHoverEvents(True)

    def set_rule(self, rule_id: str, text: str) -> None:
        """Attaches a rule: its id for tests and teaching, its text as the tooltip."""
        self.rule_id = rule_id
        self.setToolTip(text)

    def set_highlight(self, on: bool) -> None:
        """Marks the item as a legal choice (a glowing edge and a pointing hand)."""
        self.highlighted = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_dimmed(self, on: bool) -> None:
        """Greys the item out (not a choice now)."""
        self.dimmed = on
        self.setOpacity(0.45 if on else 1.0)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def text_boxes(self) -> list[TextBox]:
        """Returns the texts the item paints, each in its box (none by default); tests measure them."""
        return []

    def paint_texts(self, painter: QPainter) -> None:
        """Paints the item's texts, each fitted into its box."""
        for box in self.text_boxes():
            draw_text(painter, box.rect, box.text, box.size, box.bold, box.colour, box.align)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
            event.accept()
        else:
            super().mousePressEvent(event)

    def paint_frame(self, painter: QPainter, fill: QColor, edge: QColor, radius: float = 8) -> None:
        """Paints the rounded body, with a gold glow when highlighted."""
        rect = QRectF(0, 0, self.width, self.height)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
        painter.setPen(QPen(edge, 1.5 if not self.selected_ else 3))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, radius, radius)


class CardItem(TableItem):
    """A card drawn from data: a colour band with its mark, a big number, a title and small print."""

    def __init__(self, width: float, height: float, *, mark: Mark | None = None, value: str = "",
                 title: str = "", subtitle: str = "", corner: str = "", face_down: bool = False,
                 back_label: str = "", parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.mark = mark
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.corner = corner
        self.face_down = face_down
        self.back_label = back_label

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width, self.height
        if self.face_down:
            self.paint_frame(painter, QColor("#34495e"), QColor("#1c2833"))
            painter.save()
            painter.setClipRect(QRectF(2, 2, w - 4, h - 4))
            painter.setPen(QPen(QColor("#5d7b99"), 1))
            for k in range(-int(h), int(w), 9):  # a hatched back
                painter.drawLine(QPointF(k, 0), QPointF(k + h, h))
            painter.restore()
            self.paint_texts(painter)
            return
        self.paint_frame(painter, QColor("#fffdf6"), QColor("#8c7b5b"))
        band = QRectF(0, 0, w, h * 0.3)
        if self.mark:
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, w, h * 0.3 + 8), 8, 8)
            painter.save()
            painter.setClipRect(band)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.mark.colour))
            painter.drawPath(path)
            painter.restore()
            draw_mark(painter, self.mark, QPointF(w * 0.2, h * 0.15), min(w, h) * 0.1, QColor("#fffdf6"))
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        w, h = self.width, self.height
        if self.face_down:
            return [TextBox(QRectF(4, 4, w - 8, h - 8), self.back_label, 13, True, QColor("#f4efe4"))] \
                if self.back_label else []
        boxes = []
        if self.corner:
            boxes.append(TextBox(QRectF(w * 0.35, 2, w * 0.62, h * 0.28), self.corner, 10.5, True,
                                 QColor("#fffdf6") if self.mark else INK,
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter))
        # A title too long for one line takes two, and the big number gives up the room (a name never goes under
        # the floor: items.least_points).
        two_lines = bool(self.title) and text_width(keep_phrases(self.title), 10.5, True) > w - 6
        if self.value:
            boxes.append(TextBox(QRectF(0, h * 0.28, w, h * 0.34) if two_lines else QRectF(0, h * 0.3, w, h * 0.42),
                                 self.value, h * 0.2, True))
        if self.title:
            boxes.append(TextBox(QRectF(3, h * 0.6, w - 6, h * 0.25) if two_lines else
                                 QRectF(3, h * 0.68, w - 6, h * 0.17), self.title, 10.5, True))
        if self.subtitle:
            boxes.append(TextBox(QRectF(3, h * 0.83, w - 6, h * 0.16), self.subtitle, 10, False, MUTED_INK))
        return boxes


class TokenItem(TableItem):
    """A token: a mark, optionally with a short label inside or beside it."""

    def __init__(self, radius: float, mark: Mark, label: str = "", parent: QGraphicsItem | None = None):
        super().__init__(radius * 2, radius * 2, parent)
        self.mark = mark
        self.label = label

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.width / 2
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(r, r), r + 3, r + 3)
        draw_mark(painter, self.mark, QPointF(r, r), r)
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        r = self.width / 2
        return [TextBox(QRectF(0, 0, 2 * r, 2 * r), self.label, r * 0.8, True, QColor("#ffffff"))] if self.label else []


class TrackItem(TableItem):
    """A numbered track (a price or score track); `cell_centre(n)` says where a marker for n goes."""

    def __init__(self, first: int, last: int, cell: float, height: float, parent: QGraphicsItem | None = None,
                 marked: dict[int, str] | None = None):
        super().__init__(cell * (last - first + 1), height, parent)
        self.first = first
        self.last = last
        self.cell = cell
        self.marked = marked or {}  # value -> colour: cells tinted where a marker stands

    def cell_centre(self, value: int) -> QPointF:
        """Returns the centre of the cell for `value`."""
        return QPointF((value - self.first + 0.5) * self.cell, self.height / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, value in enumerate(range(self.first, self.last + 1)):
            rect = QRectF(k * self.cell + 1, 1, self.cell - 2, self.height - 2)
            painter.setPen(QPen(PANEL_EDGE, 1))
            if value in self.marked:
                tint = QColor(self.marked[value])
                tint.setAlpha(70)
                painter.setBrush(tint)
            else:
                painter.setBrush(QColor("#efe6d2") if value % 2 else QColor("#f7f0e1"))
            painter.drawRoundedRect(rect, 4, 4)
            draw_text(painter, QRectF(rect.x() + 3, rect.y(), rect.width() * 0.45, rect.height()), str(value),
                      11, value in self.marked, INK if value in self.marked else MUTED_INK)


class PanelItem(TableItem):
    """A rounded panel with a title, grouping the items of one area of the table."""

    def __init__(self, width: float, height: float, title: str = "", parent: QGraphicsItem | None = None,
                 fill: QColor = PANEL, emphasis: bool = False):
        super().__init__(width, height, parent)
        self.title = title
        self.fill = fill
        self.emphasis = emphasis
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        painter.setPen(QPen(HIGHLIGHT if self.emphasis else PANEL_EDGE, 3 if self.emphasis else 1.2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, 12, 12)
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(QRectF(12, 4, self.width - 24, 24), self.title, 11, True, INK,
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)] if self.title else []


class ButtonItem(TableItem):
    """A clickable choice drawn on the table (e.g. a set at a delivery)."""

    def __init__(self, width: float, height: float, text: str, mark: Mark | None = None,
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.text = text
        self.mark = mark

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_frame(painter, QColor("#fff7dc") if self.highlighted else QColor("#f7f2e7"), PANEL_EDGE, 6)
        if self.mark:
            draw_mark(painter, self.mark, QPointF(6 + self.height * 0.32, self.height / 2), self.height * 0.28)
        self.paint_texts(painter)

    def text_left(self) -> float:
        """Returns where the text starts (after the mark, if any)."""
        return 10 + self.height * 0.64 if self.mark else 6.0

    def text_boxes(self) -> list[TextBox]:
        left = self.text_left()
        return [TextBox(QRectF(left, 2, self.width - left - 4, self.height - 4), self.text, 10, True, INK,
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]

    @staticmethod
    def width_for(text: str, mark: bool = False, height: float = 28) -> float:
        """Returns the width a button needs to show `text` on one line at its full size."""
        return text_width(keep_phrases(text), 10, True) + (14 + height * 0.64 if mark else 12)


class LabelItem(TableItem):
    """Text on the table, fitted into a box."""

    def __init__(self, width: float, height: float, text: str, size: float = 10, bold: bool = False,
                 colour: QColor = INK,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.text = text
        self.size = size
        self.bold = bold
        self.colour = colour
        self.align = align
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(QRectF(0, 0, self.width, self.height), self.text, self.size, self.bold, self.colour,
                        self.align)]


class BarItem(TableItem):
    """A filled bar showing `value` of `maximum` (a load against a ship's capacity)."""

    def __init__(self, width: float, height: float, value: int, maximum: int, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.value = value
        self.maximum = maximum

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        painter.setPen(QPen(PANEL_EDGE, 1))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 4, 4)
        if self.maximum:
            part = QRectF(0, 0, self.width * min(1.0, self.value / self.maximum), self.height)
            full = self.value >= self.maximum
            painter.setBrush(QBrush(QColor("#2f6b5a") if full else QColor("#7fa99b")))
            painter.drawRoundedRect(part, 4, 4)
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(QRectF(0, 0, self.width, self.height), f"{self.value} / {self.maximum}", self.height * 0.55,
                        True, INK)]


class HotspotItem(TableItem):
    """An invisible area that carries a rule tooltip (over a printed mountain, ruins space, …)."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # nothing to paint: Qt need not ask

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class DieItem(TableItem):
    """A die showing one face: a rounded cube in the face's colour with its shape; selectable."""

    def __init__(self, size: float, mark: Mark, parent: QGraphicsItem | None = None):
        super().__init__(size, size, parent)
        self.mark = mark
        self.selected_ = False

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.width
        if self.selected_:
            painter.setPen(QPen(QColor("#1e8a3c"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-4, -4, s + 8, s + 8), 9, 9)
        self.paint_frame(painter, QColor("#fbf7ef"), QColor("#5a4630"), 7)
        draw_mark(painter, self.mark, QPointF(s / 2, s / 2), s * 0.32)
