"""The Thief's Market table: the centre's dice, every seat's pile and cards, the market.

Every choice is made pick by pick, as the rules' decision stack asks (the picks so far are in the view):
Splitting: click a die (or the start marker) in the centre to start taking it, then more dice one at a
time, then Done; or click another seat's pile to steal it, then the dice that go back, then Done. A
picked die stands out of its row with a green ring and a check mark, and is listed under the buttons;
click it again, or Undo pick, to put it back. Buying: click a market card; when its cost can be paid more
than one way, pay it gem by gem with the buttons (a die of its colour or a gold token). Lucky Animal
Appendage: its robbed owner clicks the returned die (shown apart in the centre) that is not re-rolled;
before buying, the owner clicks a die of their pile to re-roll, or the button to re-roll none.

Every card on the table reads in full: its type, name, cost, points and its effect in short words, laid
out by measuring the text with the font (never by counting letters), so a name never shrinks and nothing
overlaps. A seat's area grows with its cards; when the table is full it scrolls (the wheel), and a click
on a seat's area shows that seat large, with each card's whole rule text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneWheelEvent, QStyleOptionGraphicsItem, QWidget

from tabletop.engine.action import Action
from tabletop.engine.decisions import DecisionView
from tabletop.games.thiefs_market.components import CARD, GEMS, Face
from tabletop.games.thiefs_market.effects import rule_text, short_text
from tabletop.games.thiefs_market.messages import ICONS, RULES, dice_words
from tabletop.games.thiefs_market.rules import CANCEL, DONE, OBJECTS, TAKE_ALL, counts_of
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import SeatView, ThiefsMarketView
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import HintFrame
from tabletop.ui.i18n import fmt, message, translate, words_of
from tabletop.ui.items import (ButtonItem, DieItem, Mark, PanelItem, Shape, TableItem, TextBox, TokenItem,
                               draw_mark, table_font)
from tabletop.ui.phrases import keep_phrases
from tabletop.ui.style import HIGHLIGHT, INK, MUTED_INK, PANEL, PANEL_EDGE

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
    """Paints measured texts at their own size (they fit: nothing shrinks)."""
    for box in boxes:
        painter.setFont(table_font(box.size, box.bold))
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
        scene = self.scene()
        if isinstance(scene, ThiefsMarketScene):
            scene.remember_scroll(self)
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


class Backdrop(TableItem):
    """Dims the table behind a seat shown large; a click on it closes the large view."""

    def __init__(self, width: float, height: float):
        super().__init__(width, height)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(self.boundingRect(), QColor(10, 20, 20, 150))


class ThiefsMarketScene(GameScene):
    """Draws a ThiefsMarketView and turns clicks into picks, purchases, payments and abilities."""

    WIDTH, HEIGHT = 1240, 900
    EMBLEM = tuple(FACE_MARKS.values())  # the dice faces

    def __init__(self) -> None:
        super().__init__()
        self.dice_items: list[DieItem] = []
        self.decision: DecisionView | None = None  # the decision being made now (public: its picks are shown)
        self.enlarged: int | None = None  # the seat shown large, or None
        self.scroll: dict[str, int] = {}  # the first row each card window shows, kept across redraws
        self.card_windows: dict[str, CardWindow] = {}
        self.seat_areas: dict[int, SeatArea] = {}
        self.pile_items: dict[int, list[TableItem]] = {}
        self._viewer: int | None = None
        self.centre_h = 150.0
        self.hinted: Action | None = None  # the hint's move, framed on the table; Enter plays it
        self._hint_items: list[QGraphicsItem] = []

    def render_view(self, view: ThiefsMarketView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the table; the picks so far come from the view, so a redraw keeps them."""
        self.reset()
        self.dice_items, self.card_windows, self.seat_areas, self.pile_items = [], {}, {}, {}
        self._hint_items, self.hinted = [], None  # a hint lasts until the table is drawn again
        if view.viewer != self._viewer:  # another person at the screen: what the last one opened closes
            self.enlarged, self._viewer = None, view.viewer
        self.view, self.legal, self.names, self.acting = view, legal, seat_names, acting
        self.decision = view.deciding()
        self._centre(view)
        self._market(view)
        self._seats(view)
        self._controls(view)
        if self.enlarged is not None and self.enlarged < view.players:
            self._large_seat(view, self.enlarged)

    def render_view_keep(self) -> None:
        """Redraws the same view (after a language change or an animation)."""
        self.render_view(self.view, self.legal, self.names, self.acting)

    def enlarge(self, seat: int | None) -> None:
        """Shows a seat large (its pile and every card with its whole rule text), or None to close it."""
        self.enlarged = seat
        self.render_view_keep()

    def remember_scroll(self, window: CardWindow) -> None:
        """Keeps how far a card window is scrolled, so a redraw after a move shows the same cards."""
        for key, shown in self.card_windows.items():
            if shown is window:
                self.scroll[key] = window.first

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def _kind(self) -> str | None:
        return self.decision.kind if self.decision is not None else None

    def _param(self, name: str) -> str:
        """Returns a parameter of the decision at the screen, as text."""
        return str(self.decision.params.get(name)) if self.decision is not None else ""

    def _picked(self, kind: str) -> list[int]:
        """Returns the objects picked so far in a take or a steal, counted by OBJECTS."""
        return counts_of(self.decision.picks) if self.decision is not None and self.decision.kind == kind \
            else [0] * len(OBJECTS)

    def _offer(self, item: DieItem | TokenItem, word: str, picked: bool, pick: str, unpick: str) -> None:
        """Wires an object to be picked (or, already picked, put back); marks it when picked."""
        action = Action(unpick if picked else pick, (word,))
        if picked:
            item.selected_ = True
            item.moveBy(0, -6)  # a picked object stands out of its row, wears a ring and a check mark
            PickedMark(item)
        if action in self.legal:
            item.set_highlight(True)
            self.clickable(item, action)

    # --- the centre ---------------------------------------------------------------------------------
    def _centre(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(LEFT_W, 150, translate("tm_view", "The centre — round {n}").format(n=view.round))
        panel.set_rule("tm.rule.distribution", rule("distribution"))
        picked = self._picked("take")
        hold = next((d for d in view.decisions if d.kind == "hold"), None)
        # Dice returned from a stolen pile wait apart until the appendage's owner has chosen.
        held = hold.params.get("dice") if hold is not None else None
        waiting = [int(str(n)) for n in held] if isinstance(held, tuple) else [0] * 6
        x, y = 16, 40
        for face in Face:
            for k in range(view.centre[face] - waiting[face]):
                die = DieItem(46, FACE_MARKS[face], parent=panel)
                die.setPos(x, y)
                die.set_rule("tm.rule.die", translate("tm_view", "A {face} die").format(face=term(face.word)))
                self._offer(die, face.word, k < picked[face], "take", "unpick")
                self.dice_items.append(die)
                x += 52
                if x + 46 > LEFT_W - 12:
                    x, y = 16, y + 56
        if view.marker_in_centre:
            marker = TokenItem(22, MARKER, "1", parent=panel)
            marker.setPos(x + 4, y)
            marker.set_rule("tm.rule.marker", translate("tm_view", "The start marker: its holder buys first and "
                                                                   "rolls next round."))
            self._offer(marker, "marker", bool(picked[MARKER_INDEX]), "take", "unpick")
            self.pile_items.setdefault(-1, []).append(marker)
        self.pile_items.setdefault(-1, []).extend(self.dice_items)
        bottom: float = y + 46 + 12
        if hold is not None and any(waiting):
            bottom = self._returned_dice(panel, waiting, hold.seat, y + 56) + 12
        panel.height = max(150.0, bottom)
        self.addItem(panel)
        self.centre_h = panel.height

    def _returned_dice(self, panel: PanelItem, waiting: Sequence[int], owner: int, top: float) -> float:
        """Draws the returned dice waiting for their re-roll (their owner clicks the one that keeps its face);
        returns where they end."""
        note = TextItem(translate("tm_view", "Returned from {name}'s pile, to be re-rolled:").format(
            name=self._name(owner)), 10, True, MUTED_INK, LEFT_W - 32, parent=panel)
        note.setPos(16, top)
        x = 16
        for face in Face:
            for _ in range(waiting[face]):
                die = DieItem(40, FACE_MARKS[face], parent=panel)
                die.setPos(x, top + note.height + 4)
                die.set_rule("tm.rule.die", translate("tm_view", "A {face} die").format(face=term(face.word)))
                hold = Action("hold", (face.word,))
                if hold in self.legal:
                    die.set_highlight(True)
                    self.clickable(die, hold)
                self.dice_items.append(die)
                x += 48
        return top + note.height + 4 + 40

    # --- the market -----------------------------------------------------------------------------------
    def _market(self, view: ThiefsMarketView) -> None:
        top = self.centre_h + 6
        panel = PanelItem(LEFT_W, self.HEIGHT - CONTROLS_H - 6 - top, translate("tm_view", "The market"))
        panel.setPos(0, top)
        panel.set_rule("tm.rule.buying", rule("buying") + "\n\n" + rule("round_end"))
        self.addItem(panel)
        self.market_panel = panel
        counts = dict(view.deck_counts)
        left = term("list_separator").join(fmt(translate("tm_view", "{deck} {n:card|cards}"), deck=deck, n=n)
                                           for deck, n in view.deck_counts)
        decks = TextItem(translate("tm_view", "Left in the decks: {decks}").format(decks=left), 9.5, False,
                         MUTED_INK, LEFT_W - 160, parent=panel)
        decks.setPos(LEFT_W - 14 - decks.width, 9)
        paying = self._param("card") if self._kind() == "pay" else None
        width = (LEFT_W - 28 - 8) / 2
        y = max(36.0, decks.y() + decks.height + 6)
        for deck, row in view.rows:
            if not row:
                continue
            heading = TextItem(fmt(translate("tm_view", "Deck {deck} · {n:card|cards} left to draw"), deck=deck,
                                   n=counts.get(deck, 0)), 10, True, MUTED_INK, LEFT_W - 28, parent=panel)
            heading.setPos(14, y)
            y += heading.height + 7  # room for a hint's frame round a card between it and the heading
            cards = [CardFace(card_id, width) for card_id in row]
            for item in cards:
                item.setParentItem(panel)
                buy = Action("buy", (item.card_id,))
                item.set_highlight(buy in self.legal)
                item.selected_ = item.card_id == paying  # the card being paid for
                self.clickable(item, buy)  # a card out of reach says why when clicked
            for line in grid(cards, 2, 8):
                for item in line:
                    item.moveBy(14, y)
                y += max(c.height for c in line) + 6
            y += 4

    # --- the seats ------------------------------------------------------------------------------------
    def _seats(self, view: ThiefsMarketView) -> None:
        n = view.players
        room = self.HEIGHT - SEAT_GAP * (n - 1) - 4
        width = (SEATS_W - 24 - 8) / 2
        plans = []
        for seat in view.seats:
            cards = [CardFace(card_id, width) for card_id in sorted_by_type(seat.cards)]
            header = self._header(seat)
            plans.append((seat, grid(cards, 2, 6), header))
        heights = share_rows([(header_h, [max(c.height for c in row) for row in rows])
                              for _, rows, (_, header_h) in plans], room, CardWindow.more_height())
        y = 2.0
        for (seat, rows, (items, header_h)), height in zip(plans, heights):
            self._seat(view, seat, rows, items, header_h, height, y)
            y += height + SEAT_GAP

    def _header(self, seat: SeatView) -> tuple[list[TableItem], float]:
        """Returns a seat's name line and pile (beside the line when there is room, else under it) and its height."""
        items: list[TableItem] = []
        mark = TokenItem(8, Mark(SEAT_COLOURS[seat.seat], Shape.SQUARE))
        mark.setPos(12, 11)
        infamy = str(seat.infamy) if seat.infamy is not None else "?"
        line = TextItem(fmt(translate("tm_view", "{name} · gold {gold} · infamy {infamy} · {cards:card|cards}"),
                            name=self._name(seat.seat), gold=seat.gold, infamy=infamy, cards=len(seat.cards)),
                        11, True, INK, 330)
        line.setPos(34, 19 - line.height / 2)
        line.set_rule("tm.rule.infamy", rule("infamy"))
        enlarge = ButtonItem(0, 24, translate("tm_view", "Enlarge"))
        enlarge.width = text_size(enlarge.text, 10, True, 500)[0] + 16
        enlarge.setPos(SEATS_W - 10 - enlarge.width, 7)
        enlarge.set_rule("tm.rule.enlarge", translate("tm_view", "Shows this player's pile and cards large, each "
                                                                 "card with its whole rule text."))
        enlarge.clicked.connect(lambda s=seat.seat: self.enlarge(s))
        items += [mark, line, enlarge]
        dice = sum(seat.pile or ()) + int(seat.has_marker)
        pile_w = dice * (PILE_DIE + 4) + (8 if seat.has_marker else 0)
        x, y, height = line.x() + line.width + 12, 4.0, HEADER_H
        if x + pile_w > enlarge.x() - 8:  # no room beside the name line: the pile goes under it
            x, y, height = 12.0, HEADER_H - 2, HEADER_H + PILE_DIE + 4
        if seat.pile is None and self.view.phase is Phase.DISTRIBUTE:
            note = TextItem(translate("tm_view", "no pile yet"), 9, False, MUTED_INK)
            note.setPos(x, y + (PILE_DIE - note.height) / 2)
            items.append(note)
        return items + [self._pile_anchor(seat, x, y)], height

    def _pile_anchor(self, seat: SeatView, x: float, y: float) -> TableItem:
        """Returns an empty item at the pile's place; the pile's dice are made on it (see _pile)."""
        anchor = TableItem(0, 0)
        anchor.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        anchor.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        anchor.setPos(x, y)
        self._pile(anchor, seat)
        return anchor

    def _pile(self, anchor: TableItem, seat: SeatView) -> None:
        """The pile: dice face up. A pile that may be stolen is clicked to steal it; while it is being stolen,
        its dice are clicked to send them back."""
        victim = int(self._param("victim")) if self._kind() == "steal" else None
        returned = self._picked("steal")
        rerolls = {a.args[1]: a for a in self.legal if a.kind == "reroll"}
        steal = Action("steal", (seat.seat,))
        shown: list[TableItem] = []
        x = 0
        for face in Face:
            for k in range((seat.pile or (0,) * 6)[face]):
                die = DieItem(PILE_DIE, FACE_MARKS[face], parent=anchor)
                die.setPos(x, 0)
                die.set_rule("tm.rule.die", translate("tm_view", "A {face} die").format(face=term(face.word)))
                if seat.seat == victim:
                    self._offer(die, face.word, k < returned[face], "return", "unpick")
                elif steal in self.legal:
                    die.set_highlight(True)
                    self.clickable(die, steal)
                elif seat.seat == self.acting and face.word in rerolls:
                    die.set_highlight(True)  # Lucky Animal Appendage: click the die to re-roll
                    self.clickable(die, rerolls[face.word])
                shown.append(die)
                x += PILE_DIE + 4
        if seat.has_marker:
            marker = TokenItem(14, MARKER, "1", parent=anchor)
            marker.setPos(x + 4, 1)
            marker.set_rule("tm.rule.marker", translate("tm_view", "The start marker: its holder buys first and "
                                                                   "rolls next round."))
            if seat.seat == victim:
                self._offer(marker, "marker", bool(returned[MARKER_INDEX]), "return", "unpick")
            shown.append(marker)
        self.pile_items[seat.seat] = shown

    def _seat(self, view: ThiefsMarketView, seat: SeatView, rows: list[list[CardFace]], header: list[TableItem],
              header_h: float, height: float, y: float) -> None:
        deciding = view.deciding()
        current = deciding is not None and seat.seat == deciding.seat and view.phase is not Phase.OVER
        panel = SeatArea(SEATS_W, height, QColor("#fbf3df") if current else PANEL, current)
        panel.setPos(SEATS_X, y)
        panel.clicked.connect(lambda s=seat.seat: self.enlarge(s))
        self.addItem(panel)
        self.seat_areas[seat.seat] = panel
        for item in header:
            item.setParentItem(panel)
        key = f"seat{seat.seat}"
        window = CardWindow(SEATS_W - 24, height - header_h - 6, rows, self.scroll.get(key, 0), parent=panel)
        window.setPos(12, header_h)
        self.card_windows[key] = window
        copies = {a.args[0]: a for a in self.legal if a.kind == "copy"}
        for item in (card for row in rows for card in row):
            if item.card_id in seat.used:
                item.set_dimmed(True)
            if item.card_id in copies:
                item.set_highlight(True)  # Mimetic Stew: click the card it becomes
                self.clickable(item, copies[item.card_id])
            else:
                item.clicked.connect(lambda s=seat.seat: self.enlarge(s))  # a card read closer: the seat large

    # --- a seat shown large -------------------------------------------------------------------------
    def _large_seat(self, view: ThiefsMarketView, seat_no: int) -> None:
        """Shows one seat over the table: its pile and every card, each with its whole rule text."""
        seat = view.seats[seat_no]
        backdrop = Backdrop(self.WIDTH, self.HEIGHT)
        backdrop.clicked.connect(lambda: self.enlarge(None))
        self.addItem(backdrop)
        panel = PanelItem(self.WIDTH - 60, self.HEIGHT - 50, "", fill=QColor("#fbf6ea"), emphasis=True)
        panel.setPos(30, 25)
        panel.setZValue(51)
        panel.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # a click inside does not close it
        self.addItem(panel)
        infamy = str(seat.infamy) if seat.infamy is not None else "?"
        title = TextItem(fmt(translate("tm_view", "{name} · gold {gold} · infamy {infamy} · {cards:card|cards}"),
                             name=self._name(seat_no), gold=seat.gold, infamy=infamy, cards=len(seat.cards)),
                         14, True, INK, panel.width - 200, parent=panel)
        title.setPos(20, 14)
        close = ButtonItem(0, 32, translate("tm_view", "Close"), parent=panel)
        close.width = text_size(close.text, 10, True, 500)[0] + 30
        close.setPos(panel.width - 20 - close.width, 12)
        close.set_highlight(True)
        close.clicked.connect(lambda: self.enlarge(None))
        x = 20.0
        for face in Face:
            for _ in range((seat.pile or (0,) * 6)[face]):
                DieItem(38, FACE_MARKS[face], parent=panel).setPos(x, 56)
                x += 44
        if seat.has_marker:
            TokenItem(18, MARKER, "1", parent=panel).setPos(x + 4, 57)
        top = 104.0
        width = (panel.width - 40 - 2 * 10) / 3
        cards = [CardFace(card_id, width, 1.15, whole=True) for card_id in sorted_by_type(seat.cards)]
        key = f"large{seat_no}"
        window = CardWindow(panel.width - 40, panel.height - top - 14, grid(cards, 3, 10), self.scroll.get(key, 0),
                            parent=panel)
        window.setPos(20, top)
        self.card_windows[key] = window
        for item in cards:
            item.set_dimmed(item.card_id in seat.used)

    # --- a hint ---------------------------------------------------------------------------------------
    def preview(self, view: Any, action: Action | None) -> QRectF | None:
        """Shows `action` on the table as it would look being made: a blue frame round the dice to take, the
        pile to steal, the card to buy or the button to press; a die to pick stands up with its check mark.

        Returns the frame's scene rectangle, or None when the move has no place on the table."""
        for shown in self._hint_items:
            if shown.scene() is self:
                self.removeItem(shown)
        self._hint_items, self.hinted = [], None
        if action is None:
            return None
        if self.enlarged is not None:  # the large view would hide the move
            self.enlarge(None)
        items: list[TableItem] = []
        if action == TAKE_ALL:
            items = list(self.pile_items.get(-1, []))
        elif action.kind == "steal":
            items = list(self.pile_items.get(int(str(action.args[0])), []))
        elif action in self.action_items:
            items = [self.action_items[action]]
        items = [i for i in items if i.scene() is self]
        if not items:
            return None
        for item in items:
            self._show_in_window(item)
            if action.kind in ("take", "return") and isinstance(item, (DieItem, TokenItem)):
                ghost = PickedMark(item)  # the pick as it would look: the check mark, faint
                ghost.setOpacity(0.6)
                self._hint_items.append(ghost)
        rect = items[0].sceneBoundingRect()
        for item in items[1:]:
            rect = rect.united(item.sceneBoundingRect())
        frame = HintFrame(rect.adjusted(4, 4, -4, -4))  # the items' own rectangles, not their glow's margin
        self.addItem(frame)
        self._hint_items.append(frame)
        self.hinted = action
        return frame.rect

    def _show_in_window(self, item: TableItem) -> None:
        """Scrolls the card window holding `item` (if any) so the item shows."""
        for key, window in self.card_windows.items():
            row = next((k for k, r in enumerate(window.rows) if item in r), None)
            if row is not None and not item.isVisible():
                window.scroll_to(row)
                self.scroll[key] = window.first

    # --- buttons --------------------------------------------------------------------------------------
    def _controls(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(LEFT_W, CONTROLS_H, "")
        panel.setPos(0, self.HEIGHT - CONTROLS_H)
        self.addItem(panel)
        if view.phase is Phase.OVER or self.acting is None or self.decision is None or \
                self.decision.seat != self.acting:
            return
        kind, decision = self.decision.kind, self.decision
        buttons: list[tuple[Action, str]] = []
        note = ""
        if kind == "hold":
            panel.title = translate("tm_view", "Share out the loot")
            note = translate("tm_view", "Click one of the returned dice in the centre: it keeps its face; the others "
                                        "are re-rolled.")
        elif kind in ("split", "take", "steal"):
            panel.title = translate("tm_view", "Share out the loot")
            panel.set_rule("tm.rule.distribution", rule("distribution"))
            if kind == "split":
                note = translate("tm_view", "Click a die or the start marker in the centre to take it, one at a "
                                            "time; or click another pile to steal it.")
            elif kind == "take":
                note = translate("tm_view", "Picked: {objects}").format(
                    objects=dice_words(counts_of(decision.picks), translate))
            else:
                note = translate("tm_view", "Going back to the centre: {objects}").format(
                    objects=dice_words(counts_of(decision.picks), translate))
            buttons += [(a, self.action_label(view, a)) for a in self.legal if a in (TAKE_ALL, DONE)]
            if decision.picks:
                last = Action("unpick", (str(decision.picks[-1]),))
                buttons.append((last, translate("tm_view", "Undo pick")))
            buttons += [(a, self.action_label(view, a)) for a in self.legal if a == CANCEL]
        else:
            panel.title = fmt(translate("tm_view", "Buying: {n:purchase|purchases} left"), n=view.purchases_left)
            panel.set_rule("tm.rule.buying", rule("buying"))
            if kind == "pay":
                owed = decision.params.get("owed")
                note = translate("tm_view", "Still to pay for {card}: {cost}").format(
                    card=term(CARD[str(decision.params["card"])].name),
                    cost=dice_words([int(str(n)) for n in owed] if isinstance(owed, tuple) else [], translate))
            for action in self.legal:
                # A re-roll is chosen by clicking the die in the pile; a purchase by clicking the card.
                if action.kind not in ("reroll", "buy"):
                    buttons.append((action, self.action_label(view, action)))
        top = 34.0
        if note:
            label = TextItem(note, 10, False, MUTED_INK, LEFT_W - 28, parent=panel)
            label.setPos(14, 30)
            top += label.height + 4
        columns = 3 if len(buttons) > 8 else 2  # every choice fits: lists are short now (a pick at a time)
        width = (LEFT_W - 28 - 8 * (columns - 1)) / columns
        for k, (action, text) in enumerate(buttons[:15]):
            button = ButtonItem(width, 30, text)
            button.setParentItem(panel)
            button.setPos(14 + (k % columns) * (width + 8), top + (k // columns) * 34)
            button.set_highlight(action in self.legal)
            self.clickable(button, action)

    # --- showing what happened ---------------------------------------------------------------------
    def animate(self, events: Sequence[Any], reduced_motion: bool) -> None:
        """Shakes the centre's dice after a roll (not with reduced motion)."""
        if reduced_motion or not any(e.code in ("tm.rolled", "tm.rerolled") for e in events):
            return
        dice = list(self.dice_items)
        home = [d.pos() for d in dice]

        def shake(t: float) -> None:
            for k, (die, pos) in enumerate(zip(dice, home)):
                if die.scene() is None:
                    continue
                wobble = (1 - t) * 6
                die.setRotation((1 - t) * (25 if k % 2 else -25))
                die.setPos(pos + QPointF(wobble * (1 if k % 3 else -1), -wobble))
        self.play(450, shake)

    # --- words -------------------------------------------------------------------------------------
    def action_label(self, view: ThiefsMarketView, action: Action) -> str:
        """Returns a move in words."""
        kind, args = action.kind, action.args
        deciding = view.deciding()
        step = deciding.kind if deciding is not None else None
        if action == TAKE_ALL:
            return translate("tm_view", "Take everything")
        if kind in ("take", "return", "unpick"):
            one = dice_words([int(w == args[0]) for w in OBJECTS], translate)
            if kind == "take":
                return translate("tm_view", "Take {object} from the centre").format(object=one)
            if kind == "return":
                return translate("tm_view", "Send {object} back to the centre").format(object=one)
            return translate("tm_view", "Put back the pick: {object}").format(object=one)
        if kind == "steal":
            victim = self.names[int(args[0])] if int(args[0]) < len(self.names) else str(args[0])
            return translate("tm_view", "Steal {name}'s pile").format(name=victim)
        if kind == "done":
            if step == "take":
                return translate("tm_view", "Done: take what is picked")
            if step == "steal":
                return translate("tm_view", "Done: steal, returning what is picked")
            return translate("tm_view", "Done buying")
        if kind == "cancel":
            if step == "pay":
                return translate("tm_view", "Cancel the purchase")
            return translate("tm_view", "Cancel: take or steal something else")
        if kind == "buy":
            return translate("tm_view", "Buy {card}").format(card=term(CARD[str(args[0])].name))
        if kind == "pay":
            if args[1] == "die":
                return translate("tm_view", "Pay a {face} gem with a {face} die").format(face=term(str(args[0])))
            return translate("tm_view", "Pay a {face} gem with a gold token").format(face=term(str(args[0])))
        if kind == "waive":
            return translate("tm_view", "Take a {face} gem off the cost (discount)").format(face=term(str(args[0])))
        if kind == "convert":
            return translate("tm_view", "{card}: a die becomes {face}").format(
                card=term(CARD[str(args[0])].name), face=term(str(args[1])))
        if kind in ("spend", "exchange"):
            return translate("tm_view", "Use {card}").format(card=term(CARD[str(args[0])].name))
        if kind == "reroll":
            return translate("tm_view", "{card}: re-roll a {face} die").format(
                card=term(CARD[str(args[0])].name), face=term(str(args[1])))
        if kind == "hold":
            return translate("tm_view", "Do not re-roll the returned {face} die").format(face=term(str(args[0])))
        if kind == "no_reroll":
            return translate("tm_view", "Re-roll no die")
        if kind == "copy":
            return translate("tm_view", "Copy {card}").format(card=term(CARD[str(args[0])].name))
        return action.text()

    def prompt(self, view: ThiefsMarketView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the person at the screen should do: the prompt of the decision the rules opened."""
        if view.phase is Phase.OVER or view.prompt is None:
            return translate("tm_view", "The game is over.")
        return message(view.prompt.code, dict(view.prompt.params), names)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns the final table's columns."""
        return [("cards_points", translate("tm_view", "Card points")), ("infamy", translate("tm_view", "Infamy")),
                ("henchmen_bonus", translate("tm_view", "Henchmen")), ("gold_bonus", translate("tm_view", "Gold")),
                ("cards", translate("tm_view", "Cards"))]

    def result_notes(self, view, result, seat_names) -> list[str]:
        """Returns how the game is scored."""
        return [rule("scoring")]

    def plot_history(self, plot, view: ThiefsMarketView) -> None:
        """Draws each player's points after every round."""
        import pyqtgraph as pg

        from tabletop.ui.items import shape_path

        plot.setTitle(translate("tm_view", "Points after each round"))
        plot.setLabel("bottom", translate("tm_view", "Round"))
        plot.setLabel("left", translate("tm_view", "Points"))
        history = view.points_by_round or ()
        shapes = (Shape.SQUARE, Shape.TRIANGLE, Shape.CIRCLE, Shape.DIAMOND, Shape.STAR)
        for seat in range(view.players):
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            plot.plot(list(range(1, len(history) + 1)), [p[seat] for p in history], name=name,
                      pen=pg.mkPen(SEAT_COLOURS[seat], width=2.5), symbol=shape_path(shapes[seat], 0.5),
                      symbolSize=9, symbolBrush=SEAT_COLOURS[seat])

    def rules_file(self) -> str:
        """Returns the rules asset name."""
        return "thiefs_market"
