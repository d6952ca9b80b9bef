"""The Thief's Market table's items: faces and card types with their marks, text measured with the font, card faces,
a picked die's mark, a seat's area and its scrolling window of cards."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneWheelEvent, QStyleOptionGraphicsItem, QWidget

from tabletop.games.thiefs_market.components import CARD, GEMS, Face
from tabletop.games.thiefs_market.effects import rule_text, short_text
from tabletop.games.thiefs_market.messages import ICONS, RULES, dice_words
from tabletop.games.thiefs_market.rules import OBJECTS
from tabletop.ui.i18n import fmt, message, translate, words_of
from tabletop.ui.items import Mark, Shape, TableItem, TextBox, draw_mark, floored_font, table_font
from tabletop.ui.phrases import keep_phrases
from tabletop.ui.style import HIGHLIGHT, INK, MUTED_INK, PANEL_EDGE


term = words_of("thiefs-market")  # Thief's Market's words (faces, cards) and the engine's

# Each face its colour and its shape, so no face relies on colour alone.
FACE_MARKS = {
    Face.GREEN: Mark("#2e9e5b", Shape.DIAMOND),
    Face.WHITE: Mark("#d8d2c2", Shape.CIRCLE),  # a pearl grey: pure white vanishes on the cards
    Face.BLUE: Mark("#3b73c4", Shape.SQUARE),
    Face.RED: Mark("#d2452f", Shape.TRIANGLE),
    Face.GOLD: Mark("#e0b12c", Shape.STAR),
    Face.INFAMY: Mark("#3d2b4f", Shape.HEXAGON),
}
MARKER = Mark("#8a6a2a", Shape.CROSS)
MARKER_INDEX = OBJECTS.index("marker")
PICKED_INK = QColor("#1e8a3c")  # the green of a picked die's ring and check mark
# The card types, each a colour and a shape, for grouping a seat's cards.
ICON_MARKS = {
    "henchman": Mark("#7a3b2e", Shape.TRIANGLE),
    "building": Mark("#6b5a45", Shape.SQUARE),
    "magic": Mark("#6a3d9a", Shape.STAR),
    "finery": Mark("#c49a2c", Shape.DIAMOND),
    "scheme": Mark("#4f5b66", Shape.CROSS),
    "compass": Mark("#2e7d7d", Shape.CIRCLE),
}
ICON_ORDER = tuple(ICON_MARKS)
SEAT_COLOURS = ("#3b6ea5", "#b5563a", "#6a8d3a", "#7d5ba6", "#c49a2c")

# The table's plan (scene units; the table is shown at about 0.85 of them on a 1366×768 screen).
LEFT_W = 520               # the centre, the market and the buttons
SEATS_X, SEATS_W = 528, 712
CONTROLS_H = 236
SEAT_GAP = 6
PILE_DIE = 30
HEADER_H = 36              # a seat's name line, its pile beside it when there is room
FRAME_REACH = 10.0         # how far a hint's frame reaches out of what it frames (marker.HintFrame: 6 px and its pen)
NAME_PT, EFFECT_PT = 10.0, 9.0  # a card's name and its effect, never shrunk: the layout makes room


# --- text measured with the font ------------------------------------------------------------------------

NBSP = "\u00a0"
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
TEXT_FLAGS = int(TOP_LEFT | Qt.TextFlag.TextWordWrap)


@lru_cache(maxsize=2048)
def unbroken_words(text: str) -> str:
    """Returns `text` with line breaks allowed only between words: a number keeps its counter ("2 points",
    「2枚」) and a Japanese phrase stays whole (Qt alone would break inside 「トークン」 or between 2 and 枚)."""
    return keep_phrases(re.sub(r"(\d) (?=\S)", "\\1" + NBSP, text))


@lru_cache(maxsize=8192)
def text_size(text: str, size: float, bold: bool, width: float) -> tuple[float, float]:
    """Returns the (width, height) `text` needs at `size` points, wrapped at words within `width`."""
    bound = QFontMetricsF(table_font(size, bold)).boundingRect(QRectF(0, 0, width, 100_000), TEXT_FLAGS, text)
    return bound.width(), bound.height()


def text_box(x: float, y: float, width: float, text: str, size: float, bold: bool = False,
             colour: QColor = INK) -> TextBox:
    """Returns a text box at (x, y), `width` wide and as tall as its text needs, wrapped at words."""
    text = unbroken_words(text)
    _, height = text_size(text, size, bold, width)
    return TextBox(QRectF(x, y, width, height), text, size, bold, colour, TOP_LEFT)


def paint_texts(painter: QPainter, boxes: Sequence[TextBox]) -> None:
    """Paints measured texts at their own size (they fit: nothing shrinks), or at the floor on a screen where that
    size would be smaller (items.floored_font)."""
    for box in boxes:
        painter.setFont(floored_font(painter, box.size, box.bold))
        painter.setPen(box.colour)
        painter.drawText(box.rect, TEXT_FLAGS, box.text)


class TextItem(TableItem):
    """A line or paragraph of text, as big as it measures (the seat lines, notes, headings)."""

    def __init__(self, text: str, size: float, bold: bool = False, colour: QColor = INK, width: float = 10_000,
                 parent: QGraphicsItem | None = None):
        box = text_box(0, 0, width, text, size, bold, colour)
        w, _ = text_size(box.text, size, bold, width)
        super().__init__(min(width, w + 1), box.rect.height(), parent)
        self.text = text
        self.boxes = [box._replace(rect=QRectF(0, 0, self.width, box.rect.height()))]
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text_boxes(self) -> list[TextBox]:
        return list(self.boxes)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_texts(painter, self.boxes)


# --- cards ------------------------------------------------------------------------------------------------

def rule(key: str) -> str:
    """Returns a Thief's Market rule text in the current language."""
    return translate(*RULES[key])


def effect_text(card_id: str) -> str:
    """Returns what a card does, in words: its effect template's text filled in from the card's data."""
    code, params = rule_text(card_id)
    return message(code, dict(params))


def effect_short(card_id: str) -> str:
    """Returns what a card does in short words, for its face on the table (the same template, shorter)."""
    code, params = short_text(card_id)
    return message(code, dict(params))


def card_tip(card_id: str) -> str:
    """Returns a card's full tooltip: name, cost, points, icons and effect."""
    card = CARD[card_id]
    cost = dice_words(card.cost, translate)
    icons = term("list_separator").join(translate(*ICONS[i]) for i in card.icons if i in ICONS)
    lines = [term(card.name), translate("tm_view", "Cost: {cost}").format(cost=cost),
             translate("tm_view", "Points: {vp} · icons: {icons}").format(vp=card.vp, icons=icons or "—"),
             effect_text(card_id)]
    return "\n".join(lines)


def card_type(card_id: str) -> str:
    """Returns the card's type, its first icon: the band's colour and shape, and the group it sits in."""
    icons = CARD[card_id].icons
    return icons[0] if icons and icons[0] in ICON_MARKS else "scheme"


class CardFace(TableItem):
    """A card as it reads on the table: a band in its type's colour and shape, its name, its cost in gem marks
    with numbers, its points, and its effect (in short words, or the whole rule text when `whole`).

    The layout is measured with the font at construction: `height` is what the card needs at `width`."""

    def __init__(self, card_id: str, width: float, scale: float = 1.0, whole: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(width, 10, parent)
        card = CARD[card_id]
        self.card_id = card_id
        self.type_mark = ICON_MARKS[card_type(card_id)]
        s = scale
        pad, band = 5 * s, 18 * s
        self.band = band
        # Right of the name: the cost (a gem's mark, then how many) and the points in a disc.
        self.pips: list[tuple[Mark, QPointF, float]] = []
        boxes: list[TextBox] = []
        right = width - pad
        self.badge = QPointF(right - 10 * s, pad + 9 * s)
        self.badge_r = 9.5 * s
        vp_box = text_box(0, 0, 40 * s, str(card.vp), NAME_PT * s, True, INK if card.vp else MUTED_INK)
        vw, _ = text_size(vp_box.text, vp_box.size, True, 40 * s)
        vh = vp_box.rect.height()
        boxes.append(vp_box._replace(rect=QRectF(self.badge.x() - vw / 2 - 0.5, self.badge.y() - vh / 2, vw + 1, vh)))
        x = right - 2 * self.badge_r - 6 * s
        for face in reversed(GEMS):
            n = card.cost[face]
            if not n:
                continue
            number = text_box(0, 0, 30 * s, str(n), EFFECT_PT * s, True)
            nw, nh = text_size(number.text, number.size, True, 30 * s)
            x -= nw + 1
            boxes.append(number._replace(rect=QRectF(x, pad + 9 * s - nh / 2, nw + 1, nh)))
            x -= 12 * s
            self.pips.append((FACE_MARKS[face], QPointF(x + 5.5 * s, pad + 9 * s), 5.5 * s))
            x -= 4 * s
        left = band + pad
        name = text_box(left, pad, max(40.0, x - left - 6 * s), term(card.name), NAME_PT * s, True)
        boxes.append(name)
        bottom = pad + max(name.rect.height(), 18 * s)
        if card.template is not None or whole:  # a card without an effect has its points and icons only
            words = effect_text(card_id) if whole else effect_short(card_id)
            effect = text_box(left, bottom + 2 * s, width - left - pad, words, EFFECT_PT * s, False,
                              INK if card.template is not None else MUTED_INK)
            boxes.append(effect)
            bottom = effect.rect.bottom()
        self.boxes = boxes
        self.height = bottom + pad
        self.set_rule("tm.card." + card_id, card_tip(card_id))

    def text_boxes(self) -> list[TextBox]:
        return list(self.boxes)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_frame(painter, QColor("#fffdf6"), QColor("#8c7b5b"), 6)
        # The type band down the left edge, with the type's shape: cards of one type read as a group.
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.band + 6, self.height), 6, 6)
        painter.save()
        painter.setClipRect(QRectF(0, 0, self.band, self.height))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.type_mark.colour))
        painter.drawPath(path)
        painter.restore()
        draw_mark(painter, self.type_mark, QPointF(self.band / 2, self.band / 2 + 1), self.band * 0.3,
                  QColor("#fffdf6"))
        for mark, centre, r in self.pips:
            draw_mark(painter, mark, centre, r)
        painter.setPen(QPen(PANEL_EDGE, 1))
        painter.setBrush(QColor("#f3e6c4"))
        painter.drawEllipse(self.badge, self.badge_r, self.badge_r)
        paint_texts(painter, self.boxes)


def grid(cards: Sequence[CardFace], columns: int, gap: float = 6) -> list[list[CardFace]]:
    """Places cards across in rows of `columns`; returns the rows (a CardWindow or the caller sets their y)."""
    rows = [list(cards[k:k + columns]) for k in range(0, len(cards), columns)]
    for row in rows:
        for j, card in enumerate(row):
            card.setX(j * (card.width + gap))
    return rows


def sorted_by_type(cards: Sequence[str]) -> list[str]:
    """Returns a seat's cards grouped by type (in the table's order of types), by id within a type."""
    return sorted(cards, key=lambda c: (ICON_ORDER.index(card_type(c)), c))


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
