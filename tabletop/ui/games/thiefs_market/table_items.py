"""The Thief's Market table's own items: a picked die's mark, a seat's area, a scrolling window of cards."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneWheelEvent, QStyleOptionGraphicsItem, QWidget

from tabletop.ui.games.thiefs_market.cards import PICKED_INK, CardFace, paint_texts, text_box, text_size
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import TableItem, TextBox
from tabletop.ui.style import HIGHLIGHT, MUTED_INK, PANEL_EDGE


# --- the table's own items -----------------------------------------------------------------------------

class PickedMark(TableItem):
    """A check mark in a green disc on a picked die or marker: a pick is marked by a shape, not by colour alone."""

    def __init__(self, parent: TableItem):
        super().__init__(18, 18, parent)
        self.setPos(parent.width - 11, -9)
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(PICKED_INK)
        painter.drawEllipse(QRectF(0, 0, 18, 18))
        pen = QPen(QColor("#ffffff"), 2.6)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        tick = QPainterPath(QPointF(4.5, 9.5))
        tick.lineTo(7.8, 12.8)
        tick.lineTo(13.5, 5.8)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)


class SeatArea(TableItem):
    """A seat's panel; a click on it (anywhere no die or card takes the click) shows the seat large."""

    def __init__(self, width: float, height: float, fill: QColor, emphasis: bool):
        super().__init__(width, height)
        self.fill = fill
        self.emphasis = emphasis
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT if self.emphasis else PANEL_EDGE, 3 if self.emphasis else 1.2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 12, 12)


class CardWindow(TableItem):
    """Shows a seat's cards row by row inside a fixed rectangle: rows that do not fit whole are hidden (never
    cut), and the wheel scrolls a row at a time; a line at the bottom says how many cards are out of sight."""

    GAP = 6

    def __init__(self, width: float, height: float, rows: Sequence[Sequence[CardFace]], first: int,
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.rows = [list(r) for r in rows]
        self.heights = [max(c.height for c in r) for r in self.rows]
        self.content_height = sum(self.heights) + self.GAP * max(0, len(self.rows) - 1)
        self.more: list[TextBox] = []
        self.first = 0
        for row in self.rows:
            for card in row:
                card.setParentItem(self)
        self.scroll_to(first)

    def _fits(self, first: int, room: float) -> int:
        """Returns how many rows from `first` fit whole in `room`."""
        y, n = 0.0, 0
        for h in self.heights[first:]:
            if y + h > room + 0.01:
                break
            y, n = y + h + self.GAP, n + 1
        return n

    @property
    def overflow(self) -> bool:
        """Returns True when some cards are out of sight."""
        return self.content_height > self.height + 0.01

    def last_first(self) -> int:
        """Returns the first row shown when scrolled to the end."""
        room = self.height - (self.more_height() if self.overflow else 0)
        k = len(self.rows)
        while k > 0 and self._fits(k - 1, room) >= len(self.rows) - (k - 1):
            k -= 1
        return min(k, max(0, len(self.rows) - 1))

    @staticmethod
    def more_height() -> float:
        """Returns the height of the line saying how many cards are out of sight."""
        return text_size("0", 9, False, 100)[1] + 2

    def scroll_to(self, first: int) -> None:
        """Shows the rows from row `first` (clamped) on, as many as fit whole."""
        self.first = max(0, min(int(first), self.last_first())) if self.rows else 0
        room = self.height - (self.more_height() if self.overflow else 0)
        shown = max(1, self._fits(self.first, room)) if self.rows else 0
        y = 0.0
        for k, row in enumerate(self.rows):
            visible = self.first <= k < self.first + shown
            for card in row:
                card.setVisible(visible)
                card.setY(y)
            if visible:
                y += self.heights[k] + self.GAP
        self.more = []
        if self.overflow:
            above = sum(len(r) for r in self.rows[:self.first])
            below = sum(len(r) for r in self.rows[self.first + shown:])
            text = fmt(translate("tm_view", "{above} above · {below} below: scroll, or Enlarge"), above=above,
                       below=below)
            box = text_box(0, 0, self.width - 12, text, 9, False, MUTED_INK)
            w, h = text_size(box.text, 9, False, self.width - 12)
            self.more = [box._replace(rect=QRectF(self.width - 10 - w - 1, self.height - h, w + 1, h))]
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(0, 0, self.width, self.height)

    def text_boxes(self) -> list[TextBox]:
        return list(self.more)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802
        if not self.overflow:
            event.ignore()
            return
        self.scroll_to(self.first + (1 if event.delta() < 0 else -1))
        remember = getattr(self.scene(), "remember_scroll", None)  # the table keeps how far it is scrolled
        if remember is not None:
            remember(self)
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.overflow:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A scroll bar at the right edge: there is more, and the shown part is here.
        bottom = self.height - self.more_height()
        track = QRectF(self.width - 5, 2, 4, bottom - 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#e2d8c3"))
        painter.drawRoundedRect(track, 2, 2)
        total = max(1, len(self.rows))
        shown = max(1, self._fits(self.first, bottom))
        thumb = QRectF(track.x(), track.y() + track.height() * self.first / total, 4,
                       max(10.0, track.height() * shown / total))
        painter.setBrush(QColor("#8c7b5b"))
        painter.drawRoundedRect(thumb, 2, 2)
        paint_texts(painter, self.more)


def share_rows(seats: Sequence[tuple[float, Sequence[float]]], room: float, more: float,
               gap: float = CardWindow.GAP) -> list[float]:
    """Returns each seat's panel height for its header and whole rows of cards: the next row goes to the seat
    showing fewest while the room allows, a seat with rows out of sight keeps room (`more`) for the line that
    says so, and room left over is shared out evenly. `seats` holds each header's height and its rows'."""
    def height(k: int, n: int) -> float:
        header, rows = seats[k]
        if not rows:
            return header + 6
        return header + sum(rows[:n]) + gap * max(0, n - 1) + (more if n < len(rows) else 0) + 8

    shown = [min(1, len(rows)) for _, rows in seats]
    while True:
        total = sum(height(k, n) for k, n in enumerate(shown))
        waiting = sorted((k for k, (_, rows) in enumerate(seats) if shown[k] < len(rows)), key=lambda k: (shown[k], k))
        grown = next((k for k in waiting if total - height(k, shown[k]) + height(k, shown[k] + 1) <= room), None)
        if grown is None:
            break
        shown[grown] += 1
    heights = [height(k, n) for k, n in enumerate(shown)]
    spare = max(0.0, room - sum(heights)) / len(heights)
    return [h + spare for h in heights]
