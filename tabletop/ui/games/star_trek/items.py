"""Star Trek's cards on the table: a card's face, a card in play as a line, the attempt's crew lines, a mission's
head and the dilemmas lying at a mission."""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from typing import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent,
                               QStyleOptionGraphicsItem, QWidget)

from tabletop.games.star_trek.components import CARDS, Card, Kind
from tabletop.games.star_trek.view import MissionView, NeedView
from tabletop.marks import Mark, Shape
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import SEAT_MARKS, TableItem, TextBox, least_points, screen_scale, text_rect, text_width
from tabletop.ui.mark_paint import draw_mark
from tabletop.ui.style import MUTED_INK
from tabletop.ui.games.star_trek.words import (attributes_short, card_facts, compact, effect_text, glossary,
                                               kind_line, listed, needs_met, needs_text, requirement_text,
                                               short_skills, term)

# Affiliations double-coded: colour and shape (Okabe–Ito colours).
AFFILIATION_MARKS = {
    "Federation": Mark("#0072B2", Shape.CIRCLE),
    "Borg": Mark("#009E73", Shape.HEXAGON),
    "Non-Aligned": Mark("#999999", Shape.DIAMOND),
    "Klingon": Mark("#a51c1c", Shape.TRIANGLE),
    "Romulan": Mark("#3a7d44", Shape.DIAMOND),
}
KIND_MARKS = {
    Kind.MISSION: Mark("#E69F00", Shape.STAR),
    Kind.EVENT: Mark("#CC79A7", Shape.SQUARE),
    Kind.INTERRUPT: Mark("#D55E00", Shape.TRIANGLE),
    Kind.DILEMMA: Mark("#8b1e1e", Shape.CROSS),
    Kind.EQUIPMENT: Mark("#7a6a53", Shape.HEXAGON),
}
STOPPED = QColor("#9a8f80")
# The table (1280 × 760) is shown at about 0.82 on a 1366×768 screen: its texts are planned at the size that is
# 10 px there, and boxes are made to hold them at that size (never a smaller font).
PLAN_SCALE = screen_scale(1280, 930)   # StarTrekScene's size
PRINT = least_points(PLAN_SCALE)
LINE = 14.0   # one line of a card in play at PRINT
STAFFING_MARKS = {"Cmd": Mark("#2b2622", Shape.TRIANGLE), "Stf": Mark("#2b2622", Shape.SQUARE)}
LEFT_TOP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
RIGHT_TOP = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop


def bound(text: str, width: float, height: float, size: float = PRINT, bold: bool = False) -> tuple[float, float]:
    """Returns the width and height `text` covers wrapped in `width` × `height` at `size` (the floor planned for);
    measured once a language (a busy table lays out hundreds of texts at each redraw; fonts differ by language)."""
    return _bound(text, width, height, size, bold, QLocale().name())


@lru_cache(maxsize=16384)
def _bound(text: str, width: float, height: float, size: float, bold: bool, language: str) -> tuple[float, float]:
    rect = text_rect(QRectF(0, 0, width, height), text, size, bold, LEFT_TOP, PLAN_SCALE)[1]
    return rect.width(), rect.height()


def width_of(text: str, bold: bool = False) -> float:
    """Returns how wide `text` is on one line at the planned print size (measured once a language)."""
    return _width(text, bold, QLocale().name())


@lru_cache(maxsize=8192)
def _width(text: str, bold: bool, language: str) -> float:
    return text_width(text, PRINT, bold)


def fits(text: str, width: float, height: float, bold: bool = False) -> bool:
    """Returns True when `text` fits `width` × `height` at the planned print size (wrapped)."""
    w, h = bound(text, round(width, 1), round(height, 1), PRINT, bold)
    return w <= width + 0.5 and h <= height + 0.5


def height_for(text: str, width: float, bold: bool = False) -> float:
    """Returns the height `text` takes wrapped to `width` at the planned print size."""
    return bound(text, round(width, 1), 400.0, PRINT, bold)[1]


def card_mark(card: Card) -> Mark:
    """Returns the mark a card is drawn with: its affiliation's, else its type's."""
    return AFFILIATION_MARKS.get(card.affiliation) or KIND_MARKS.get(card.kind, Mark("#777777", Shape.SQUARE))


class CardThing(TableItem):
    """A card on the table: a right-click shows it large, to read (the left click stays its move)."""

    card: Card

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        scene = self.scene()
        enlarge = getattr(scene, "enlarge", None)  # the Star Trek table's
        if event.button() == Qt.MouseButton.RightButton and enlarge is not None:
            enlarge(self.card.id)
            event.accept()
        else:
            super().mousePressEvent(event)


class Crew(Enum):
    """Where a personnel stands in the attempt under way; each drawn with its own mark, not colour alone."""

    ATTEMPTING = "attempting"   # in the attempt, no dilemma revealed now: a hollow pointer
    FACING = "facing"           # faces the dilemma revealed now: a filled pointer and a thick edge
    STOPPED = "stopped"         # stopped in this attempt: the slanted bar (and grey)
    KILLED = "killed"           # killed in this attempt: a cross, its name struck through


CREW_MARKS = {Crew.ATTEMPTING: Mark("#E69F00", Shape.TRIANGLE), Crew.FACING: Mark("#E69F00", Shape.TRIANGLE),
              Crew.STOPPED: Mark("#9a8f80", Shape.SQUARE), Crew.KILLED: Mark("#D55E00", Shape.CROSS)}
FACING_EDGE = QColor("#b36b00")
DAMAGE_INK = QColor("#8a1c1c")   # a damaged ship's badge
CREW_LEFT = 6 + 15 * 0.64   # where a crew line's name starts (after its mark), at its height of 15
CREW_TITLE = 0.62           # the share of a crew line its name has when its status is told in words too


class Chip(CardThing):
    """A card in play drawn as one line: its mark, its name; stopped ones turned grey and marked "stopped";
    in an attempt, a pointer for the crew facing the dilemma."""

    def __init__(self, width: float, height: float, card_id: str, stopped: bool = False, bold: bool = False,
                 note: str = "", parent: QGraphicsItem | None = None, crew: Crew | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[card_id]
        self.stopped = stopped
        self.bold = bold
        self.note = note
        self.crew = crew

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = FACING_EDGE if self.crew is Crew.FACING else STOPPED if self.stopped else QColor("#8c7b5b")
        fill = QColor("#fff1cf") if self.crew is Crew.FACING else QColor("#e7e1d6") if self.stopped \
            else QColor("#fffdf6")
        self.paint_frame(painter, fill, edge, 4)
        if self.crew is Crew.FACING:  # a thicker edge as well as the pointer
            painter.setPen(QPen(FACING_EDGE, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 4, 4)
        r = self.height * 0.32
        draw_mark(painter, card_mark(self.card), QPointF(3 + r, self.height / 2), r)
        if self.stopped:  # a slanted bar across: stopped is shown by shape, not only by grey
            painter.setPen(QPen(QColor("#5b5248"), 1.5))
            painter.drawLine(QPointF(1, self.height - 2), QPointF(self.height, 2))
        if self.crew in (Crew.FACING, Crew.ATTEMPTING):
            self._pointer(painter, filled=self.crew is Crew.FACING)
        self.paint_texts(painter)

    def _pointer(self, painter: QPainter, filled: bool) -> None:
        """Paints a pointer (▶ facing now, ▷ in the attempt) at the chip's right end."""
        h, x = self.height, self.width - self.height * 0.75
        painter.setPen(QPen(FACING_EDGE, 1.3))
        painter.setBrush(QColor("#E69F00") if filled else Qt.BrushStyle.NoBrush)
        painter.drawPolygon([QPointF(x, h * 0.18), QPointF(x + h * 0.55, h / 2), QPointF(x, h * 0.82)])

    def text_boxes(self) -> list[TextBox]:
        left = 6 + self.height * 0.64
        right = self.height * 0.85 if self.crew in (Crew.FACING, Crew.ATTEMPTING) else 2
        text = self.card.title + (f" · {self.note}" if self.note else "")
        return [TextBox(QRectF(left, 0, self.width - left - right, self.height), text, 8.5,
                        self.bold or self.crew is Crew.FACING, MUTED_INK if self.stopped else QColor("#2b2622"),
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]


class CrewLine(CardThing):
    """A member of the attempt in the attempt panel: its status mark, its title and its status in words."""

    def __init__(self, width: float, height: float, card_id: str, crew: Crew, parent: QGraphicsItem | None = None,
                 words: bool = True):
        super().__init__(width, height, parent)
        self.card = CARDS[card_id]
        self.crew = crew
        self.words = words   # False (two to a row): the mark alone tells the status, the name has the room

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.height * 0.32
        centre = QPointF(2 + r, self.height / 2)
        if self.crew in (Crew.FACING, Crew.ATTEMPTING):
            painter.setPen(QPen(FACING_EDGE, 1.3))
            painter.setBrush(QColor("#E69F00") if self.crew is Crew.FACING else Qt.BrushStyle.NoBrush)
            painter.drawPolygon([centre + QPointF(-r, -r), centre + QPointF(r, 0), centre + QPointF(-r, r)])
        elif self.crew is Crew.STOPPED:
            painter.setPen(QPen(QColor("#5b5248"), 1.8))
            painter.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r))
        else:
            draw_mark(painter, CREW_MARKS[self.crew], centre, r)
        self.paint_texts(painter)
        if self.crew is Crew.KILLED:  # struck through, as well as the cross
            painter.setPen(QPen(QColor("#5b5248"), 1))
            painter.drawLine(QPointF(4 + 2 * r, self.height / 2),
                             QPointF(self.width * (0.62 if self.words else 1.0), self.height / 2))

    def text_boxes(self) -> list[TextBox]:
        words = {Crew.ATTEMPTING: translate("star_trek_view", "attempting"),
                 Crew.FACING: translate("star_trek_view", "facing"),
                 Crew.STOPPED: translate("star_trek_view", "stopped"),
                 Crew.KILLED: translate("star_trek_view", "killed")}
        left = 6 + self.height * 0.64
        title_w = (self.width * CREW_TITLE if self.words else self.width) - left
        title = TextBox(QRectF(left, 0, title_w, self.height), self.card.title, 8,
                        self.crew is Crew.FACING, MUTED_INK if self.crew in (Crew.STOPPED, Crew.KILLED)
                        else QColor("#2b2622"), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if not self.words:
            return [title]
        return [title, TextBox(QRectF(self.width * 0.64, 0, self.width * 0.36, self.height), words[self.crew], 8, False,
                        MUTED_INK, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]

# A card in play's lines by what shapes them: a busy table lays out some sixty cards at each redraw.
_LINES: dict[tuple[object, ...], list[tuple[str, str]]] = {}


class PlayCard(Chip):
    """A personnel, ship or revealed dilemma in play drawn as a small card: its affiliation mark and title, and
    what a player reads without hovering: a personnel's skills (short forms) and Integrity·Cunning·Strength; a
    ship's Range left, staffing icons (hollow where missing), Weapons and Shields. Its height follows its lines."""

    def __init__(self, width: float, card_id: str, stopped: bool = False, note: str = "",
                 parent: QGraphicsItem | None = None, crew: Crew | None = None, range_left: int | None = None,
                 gap: Sequence[str] = (), visitor: int | None = None, values: tuple[int, int, int] | None = None,
                 arms: tuple[int, int, int] | None = None, damage: int = 0):
        super().__init__(width, LINE + 6, card_id, stopped, False, note, parent, crew)
        self.range_left = range_left
        self.gap = tuple(gap)
        self.visitor = visitor   # another side's card at this mission: its seat's mark in a corner
        self.values = values     # a personnel's Integrity, Cunning and Strength now, where they differ from the print
        self.arms = arms         # a ship's Range, Weapons and Shields now (after damage), where they differ
        self.damage = damage     # the damage cards on a ship: a badge with their count
        key = (card_id, round(width, 1), range_left, self.gap, note, crew is not None, visitor is not None, values,
               arms, damage, QLocale().name())  # the language in use sets the default locale
        lines = _LINES.get(key)
        if lines is None:
            lines = _LINES[key] = self._lay_out()
        self.lines = lines
        self.height = 3 + LINE * len(self.lines) + 3
        self._boxes: list[TextBox] | None = None

    def _title_room(self) -> float:
        icons = 11 * len(self.card.staffing) + 2 if self.card.kind is Kind.SHIP else 0
        return self.width - 20 - (16 if self.crew is not None else 0) - (12 if self.visitor is not None else 0) \
            - icons

    def _lay_out(self) -> list[tuple[str, str]]:
        """Returns the card's lines as (left text, right text); the first is its title."""
        c, room = self.card, self.width - 10
        title = c.title
        if c.kind is Kind.PERSONNEL:
            skills = short_skills(c)
            attrs = attributes_short(c) if self.values is None else "·".join(map(str, self.values))
            gap = width_of(attrs) + 8
            if width_of(title, True) + gap <= self._title_room():
                return [(title, attrs), (skills, "")] if fits(skills, room, LINE + 1) else \
                    [(title, attrs), *self._wrapped(skills, room)]
            if fits(skills, room - gap, LINE + 1):
                return [(title, ""), (skills, attrs)]
            return [(title, ""), *self._wrapped(skills, room), ("", attrs)]
        if c.kind is Kind.SHIP:
            left = c.range if self.range_left is None else self.range_left
            _, weapons, shields = self.arms or (c.range, c.weapons, c.shields)
            span = translate("star_trek_view", "Range {left}/{range}").format(
                left=left, range=c.range if self.arms is None else self.arms[0])
            if self.gap:
                span += " · " + translate("star_trek_view", "unstaffed")
            arms = translate("star_trek_view", "Weapons {w} · Shields {s}").format(w=weapons, s=shields)
            if not self.damage:
                return [(title, ""), *self._wrapped(span, room), *self._wrapped(arms, room)]
            badge = fmt(translate("star_trek_view", "{n:damage card|damage cards}"), n=self.damage)
            if fits(arms + badge, room - 16, LINE + 1):
                return [(title, ""), *self._wrapped(span, room), (arms, badge)]
            return [(title, ""), *self._wrapped(span, room), *self._wrapped(arms, room), ("", badge)]
        lines = [(title, "")] if fits(title, self._title_room(), LINE + 1, True) else \
            self._wrapped(title, self._title_room() * 0.9)   # a long title (equipment) on two lines, never cut
        if self.note:
            lines += self._wrapped(self.note, room)
        if c.kind is Kind.DILEMMA:
            lines += self._wrapped(fmt(translate("star_trek_view", "{type} dilemma · cost {cost}"),
                                       type=term(c.dilemma_type), cost=c.cost), room)
        return lines

    @staticmethod
    def _wrapped(text: str, width: float) -> list[tuple[str, str]]:
        """Returns `text` as the lines it wraps to at `width` (its words kept whole; Japanese at its dots)."""
        if fits(text, width, LINE + 1):
            return [(text, "")]
        lines: list[tuple[str, str]] = []
        line = ""
        for word in text.replace("・", "・ ").split(" "):
            trial = (line + ("" if line.endswith("・") else " ") + word).strip()
            if line and width_of(trial) > width * 0.97:
                lines.append((line, ""))
                line = word
            else:
                line = trial
        return lines + [(line, "")]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        facing = self.crew is Crew.FACING
        edge = FACING_EDGE if facing else STOPPED if self.stopped else QColor("#8c7b5b")
        fill = QColor("#fff1cf") if facing else QColor("#e7e1d6") if self.stopped else QColor("#fffdf6")
        self.paint_frame(painter, fill, edge, 4)
        if facing:  # a thicker edge as well as the pointer
            painter.setPen(QPen(FACING_EDGE, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 4, 4)
        mark = card_mark(self.card)
        painter.setPen(Qt.PenStyle.NoPen)  # the affiliation's colour down the left edge, its shape at the title
        painter.setBrush(QColor(mark.colour))
        painter.drawRect(QRectF(0.5, 1, 3, self.height - 2))
        draw_mark(painter, mark, QPointF(11, 3 + LINE / 2), 5)
        if self.stopped:  # a slanted bar across the mark: stopped is shown by shape, not only by grey
            painter.setPen(QPen(QColor("#5b5248"), 1.6))
            painter.drawLine(QPointF(4, 3 + LINE), QPointF(18, 1))
        if self.crew in (Crew.FACING, Crew.ATTEMPTING):
            h, x = LINE, self.width - 14 - (12 if self.visitor is not None else 0)
            painter.setPen(QPen(FACING_EDGE, 1.3))
            painter.setBrush(QColor("#E69F00") if facing else Qt.BrushStyle.NoBrush)
            painter.drawPolygon([QPointF(x, 3 + h * 0.15), QPointF(x + h * 0.6, 3 + h / 2),
                                 QPointF(x, 3 + h * 0.85)])
        if self.visitor is not None:
            draw_mark(painter, SEAT_MARKS[self.visitor], QPointF(self.width - 8, 3 + LINE / 2), 4)
        if self.card.kind is Kind.SHIP:
            self._staffing(painter)
        if self.damage:  # the count on a red badge: its words say it too
            box = next(b.rect for b in self.text_boxes() if b.colour == DAMAGE_INK)
            painter.setPen(QPen(DAMAGE_INK, 1.2))
            painter.setBrush(QColor("#f6d5cf"))
            painter.drawRoundedRect(box.adjusted(-2, 0, 2, 0), 3, 3)
        self.paint_texts(painter)

    def _staffing(self, painter: QPainter) -> None:
        """Paints the ship's staffing icons at the end of its Range line: filled when its crew covers them,
        hollow when missing."""
        icons = list(self.card.staffing)
        missing = list(self.gap)
        x = self.width - 8 - (12 if self.visitor is not None else 0) - (16 if self.crew is not None else 0)
        for icon in reversed(icons):
            mark = STAFFING_MARKS.get(icon, STAFFING_MARKS["Stf"])
            hollow = icon in missing
            if hollow:
                missing.remove(icon)
            centre = QPointF(x, 3 + LINE / 2)
            draw_mark(painter, Mark("#fffdf6", mark.shape) if hollow else mark, centre, 4)  # missing: hollow
            x -= 11

    def text_boxes(self) -> list[TextBox]:
        if self._boxes is None:  # painted again and again (hover, highlight): measured once
            self._boxes = self._text_boxes()
        return self._boxes

    def _text_boxes(self) -> list[TextBox]:
        ink = MUTED_INK if self.stopped else QColor("#2b2622")
        boxes = []
        for k, (left, right) in enumerate(self.lines):
            y = 3 + k * LINE
            start = 19 if k == 0 else 8
            end = self.width - 4 - (self.width - 24 - self._title_room() if k == 0 else 0)
            if right:
                rw = width_of(right) + 4
                badge = self.damage and k == len(self.lines) - 1 and self.card.kind is Kind.SHIP
                boxes.append(TextBox(QRectF(end - rw, y, rw, LINE), right, PRINT, False,
                                     DAMAGE_INK if badge else ink, RIGHT_TOP))
                end -= rw + 4
            if left:
                boxes.append(TextBox(QRectF(start, y, end - start, LINE + 1), left, PRINT, k == 0, ink if k == 0
                                     else MUTED_INK if self.stopped else QColor("#4a4038"), LEFT_TOP))
        return boxes


class CardColumn(TableItem):
    """A mission's cards in play, one under another; a crowded one scrolls card by card (the wheel, or a click on
    its bar), so no card is hidden for good: each can be scrolled to, hovered and read large. Cards out of view are
    not drawn at all (no clipping: a busy table paints less)."""

    BAR = 7.0

    def __init__(self, width: float, height: float, offsets: dict[int, int], key: int,
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.offsets, self.key = offsets, key
        self.cards: list[tuple[TableItem, float]] = []   # each card and its indent, top to bottom
        self.first = 0                                   # the card at the top of the view

    def place(self, item: TableItem, indent: float = 0.0) -> None:
        """Adds `item` under the cards placed before it."""
        item.setParentItem(self)
        self.cards.append((item, indent))

    @property
    def content(self) -> float:
        """Returns the height all its cards take, one under another."""
        return sum(item.height + 3 for item, _ in self.cards) - 3

    @property
    def scrolls(self) -> bool:
        """Returns True when the cards take more height than the column has."""
        return self.content > self.height + 0.5

    def card_width(self, rows: int, height: float) -> float:
        """Returns the width a card gets: the column's, less the bar when `rows` cards of about `height` need it."""
        return self.width - (self.BAR + 3 if rows * (height + 3) - 3 > self.height else 0)

    def _last_top(self) -> int:
        """Returns the first card of the last full view (scrolled to the bottom)."""
        room, k = self.height, len(self.cards)
        while k > 0 and self.cards[k - 1][0].height <= room + 0.5:
            room -= self.cards[k - 1][0].height + 3
            k -= 1
        return min(k, len(self.cards) - 1) if self.cards else 0

    def finish(self) -> None:
        """Shows the cards from where this column was last left (kept across redraws)."""
        self.scroll_to(self.offsets.get(self.key, 0))

    def scroll_to(self, first: int) -> None:
        """Shows the cards from the `first` (clamped) down, as many as fit; the others are not drawn."""
        self.first = min(max(0, int(first)), self._last_top())
        self.offsets[self.key] = self.first
        y = 0.0
        for k, (item, indent) in enumerate(self.cards):
            shown = k >= self.first and y + item.height <= self.height + 0.5
            item.setVisible(shown)
            if shown:
                item.setPos(indent, y)
                y += item.height + 3
        self.update()

    def shown(self, item: QGraphicsItem) -> bool:
        """Returns True when `item`, one of its cards, is in view."""
        return item.isVisible()

    def reveal(self, item: QGraphicsItem) -> None:
        """Scrolls so that `item` (one of its cards) is in view."""
        index = next((k for k, (card, _) in enumerate(self.cards) if card is item), None)
        if index is None or item.isVisible():
            return
        if index < self.first:
            self.scroll_to(index)
            return
        first, room = index, self.height - self.cards[index][0].height
        while first > 0 and self.cards[first - 1][0].height + 3 <= room:
            room -= self.cards[first - 1][0].height + 3
            first -= 1
        self.scroll_to(first)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.scrolls:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x, h, n = self.width - self.BAR, self.height, max(1, len(self.cards))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ddd3c0"))
        painter.drawRoundedRect(QRectF(x, 0, self.BAR, h), 3, 3)
        visible = sum(1 for item, _ in self.cards if item.isVisible())
        painter.setBrush(QColor("#8c7b5b"))
        painter.drawRoundedRect(QRectF(x, self.first / n * h, self.BAR, max(12.0, visible / n * h)), 3, 3)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802 (Qt API)
        if not self.scrolls:
            event.ignore()
            return
        steps = round(event.delta() / 120) or (1 if event.delta() > 0 else -1)  # a notch: a card
        self.scroll_to(self.first - steps)
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self.scrolls and event.pos().x() >= self.width - self.BAR - 2:  # a click on the bar: a page up or down
            visible = max(1, sum(1 for item, _ in self.cards if item.isVisible()))
            thumb = self.first / max(1, len(self.cards)) * self.height
            self.scroll_to(self.first + (visible if event.pos().y() > thumb else -visible))
            event.accept()
        else:
            event.ignore()


class DilemmaStrip(CardThing):
    """The dilemmas at a mission: a small stack of cards with their count, and their titles; a right-click reads
    the one placed last large (each title is in its tooltip)."""

    def __init__(self, width: float, height: float, beneath: Sequence[str], on: Sequence[str],
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.beneath = tuple(beneath)
        self.on = tuple(on)
        placed = self.on or self.beneath
        if placed:
            self.card = CARDS[placed[-1]]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height
        shown = min(4, len(self.beneath) + len(self.on))
        for k in range(shown):  # the stack, one card edge per dilemma (up to four)
            rect = QRectF(2 + k * 3, 1 + (shown - 1 - k) * 1.5, h * 0.75, h - 2 - (shown - 1) * 1.5)
            painter.setPen(QPen(QColor("#5b1414"), 1))
            painter.setBrush(QColor(KIND_MARKS[Kind.DILEMMA].colour))
            painter.drawRoundedRect(rect, 2, 2)
        painter.setPen(QPen(QColor("#ffffff"), 1.4))
        cx, cy = 2 + (shown - 1) * 3 + h * 0.375, h / 2
        painter.drawLine(QPointF(cx - 3, cy), QPointF(cx + 3, cy))
        painter.drawLine(QPointF(cx, cy - 3), QPointF(cx, cy + 3))
        self.paint_texts(painter)

    def words(self, titles: bool = True) -> str:
        """Returns the dilemmas in words: "2 overcome: A, B · on it: C" (without titles: "2 overcome · 1 on it")."""
        parts = []
        if self.beneath:
            parts.append(translate("star_trek_view", "{n} overcome: {cards}").format(
                n=len(self.beneath), cards=listed(CARDS[d].title for d in self.beneath)) if titles else
                translate("star_trek_view", "{n} overcome").format(n=len(self.beneath)))
        if self.on:
            parts.append(translate("star_trek_view", "on it: {cards}").format(
                cards=listed(CARDS[d].title for d in self.on)) if titles else
                translate("star_trek_view", "{n} on it").format(n=len(self.on)))
        return " · ".join(parts)

    def text_boxes(self) -> list[TextBox]:
        left = 8 + min(4, len(self.beneath) + len(self.on)) * 3 + self.height * 0.75
        rect = QRectF(left, 0, self.width - left, self.height)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        text = self.words()
        if not fits(text, rect.width(), rect.height()):  # too long to read: the count (titles in the tip)
            text = self.words(titles=False)
        return [TextBox(rect, text, PRINT, False, QColor("#5b1414"), align)]


class CardFace(CardThing):
    """A card in hand or an attempt: a band with its mark and cost, its title, its facts and its rule text.

    `zoom` scales its print: 1 in the hand, larger when a card is shown large to read."""

    def __init__(self, width: float, height: float, card_id: str, parent: QGraphicsItem | None = None,
                 zoom: float = 1.0):
        super().__init__(width, height, parent)
        self.card = CARDS[card_id]
        self.zoom = zoom
        facts = card_facts(self.card).partition("\n")[2] if self.card.kind is not Kind.MISSION \
            else card_facts(self.card)  # the cost is in the band
        if zoom > 1 and self.card.kind is not Kind.MISSION:  # large, there is room for the type line
            facts = kind_line(self.card) + "\n" + facts
        elif self.card.kind is Kind.PERSONNEL:  # in hand, as in play: the skills short, the three numbers
            facts = "\n".join([facts.split("\n")[0], short_skills(self.card) + "  " + attributes_short(self.card)])
        self.facts = compact(facts)
        effect = effect_text(card_id)
        if zoom > 1:  # large, there is room to say what its words and icons mean
            effect = "\n".join([effect, *("• " + line for line in glossary(self.card))]).strip()
        self.effect = compact(effect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        z = self.zoom
        self.paint_frame(painter, QColor("#fffdf6"), QColor("#8c7b5b"), 6 * z)
        mark = card_mark(self.card)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(mark.colour))
        painter.drawRoundedRect(QRectF(0, 0, self.width, 20 * z), 6 * z, 6 * z)
        draw_mark(painter, mark, QPointF(11 * z, 10 * z), 7 * z, QColor("#fffdf6"))
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        boxes = getattr(self, "_boxes", None)
        if boxes is None:  # measured once, painted often
            boxes = self._boxes = self._text_boxes()
        return boxes

    def _text_boxes(self) -> list[TextBox]:
        w, h, z = self.width, self.height, self.zoom
        inner = w - 8 * z
        name_pt, facts_pt, effect_pt = max(8.5 * z, PRINT), max(8 * z, PRINT), max(9 * z, PRINT)
        boxes = [TextBox(QRectF(22 * z, 0, w - 26 * z, 20 * z),
                         str(self.card.cost) if self.card.kind is not Kind.MISSION else "",
                         max(10 * z, PRINT), True, QColor("#ffffff"),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)]
        top = 22 * z
        for text, size, bold, ink in ((self.card.name, name_pt, True, QColor("#2b2622")),
                                      (self.facts, facts_pt, False, MUTED_INK),
                                      (self.effect, effect_pt, False, QColor("#2b2622"))):
            room = h - top - 3 * z
            if not text or room < LINE:
                continue
            shown = clipped(text, round(inner, 1), round(room, 1), size, bold)  # whole in its tooltip and large
            need = bound(shown, round(inner, 1), round(room, 1), size, bold)[1]
            boxes.append(TextBox(QRectF(4 * z, top, inner, need + 1), shown, size, bold, ink, LEFT_TOP))
            top += need + 4 * z
        return boxes


def clipped(text: str, width: float, height: float, size: float, bold: bool = False) -> str:
    """Returns `text`, or as much of it as fits `width` × `height` at `size` (never under the floor), ending "…"."""
    return _clipped(text, width, height, size, bold, QLocale().name())


@lru_cache(maxsize=1024)
def _clipped(text: str, width: float, height: float, size: float, bold: bool, language: str) -> str:
    def ok(t: str) -> bool:
        w, h = bound(t, width, height, size, bold)
        return w <= width + 0.5 and h <= height + 0.5

    if ok(text):
        return text
    low, high = 0, len(text)
    while low < high:  # the longest start that fits with its ellipsis
        mid = (low + high + 1) // 2
        if ok(text[:mid].rstrip() + "…"):
            low = mid
        else:
            high = mid - 1
    cut = text[:low]
    if " " in cut and low < len(text) and text[low] not in " \n":  # a word cut short: end at the word before
        cut = cut[:cut.rfind(" ")]
    return cut.rstrip(" ,·、") + "…" if cut.strip() else ""


def mission_needs(card: Card, needs: Sequence[NeedView]) -> str:
    """Returns a mission's requirements as its face says them: against the crew there when its owner has one."""
    if needs:
        return needs_text(needs, short=True)
    return compact(requirement_text(card.requirements)) if card.requirements is not None else ""


class MissionHead(CardThing):
    """A mission card as the row shows it: title, type and points, requirements, completed or not."""

    def __init__(self, width: float, height: float, m: MissionView, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[m.card]
        self.completed = m.completed
        self.needs = m.needs

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor("#dcefe3") if self.completed else QColor("#fffdf6")
        self.paint_frame(painter, fill, QColor("#8c7b5b"), 6)
        mark = {"headquarters": Mark("#7a5c2e", Shape.SQUARE), "planet": Mark("#E69F00", Shape.CIRCLE),
                "space": Mark("#56B4E9", Shape.STAR)}.get(self.card.mission_type, KIND_MARKS[Kind.MISSION])
        draw_mark(painter, mark, QPointF(10, 10), 6)
        if self.completed:  # a tick as well as the green: completed is not told by colour alone
            painter.setPen(QPen(QColor("#1e6b3a"), 2.5))
            painter.drawPolyline([QPointF(self.width - 20, 10), QPointF(self.width - 15, 15),
                                  QPointF(self.width - 6, 4)])
        self.paint_texts(painter)

    def needs_words(self) -> str:
        """Returns its requirements: against the crew there when its owner has one (met, or short by how much)."""
        return mission_needs(self.card, self.needs)

    @staticmethod
    def height_for(m: MissionView, width: float) -> float:
        """Returns the height a mission's head needs at `width`: title, type line and its requirements."""
        words = mission_needs(CARDS[m.card], m.needs)
        return 36 + (height_for(words, width - 8) + 2 if words else 0)

    def text_boxes(self) -> list[TextBox]:
        w = self.width
        c = self.card
        room = w - 24 - (20 if self.completed else 0)   # the tick's room only when it is drawn
        boxes = [TextBox(QRectF(20, 2, room, LINE + 2), term(c.title), PRINT, True, QColor("#2b2622"),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]
        if c.mission_type == "headquarters":
            line = term("headquarters")
        else:
            line = fmt(translate("star_trek_view", "{type} · {points:pt|pts} · span {span}"),
                       type=term(c.mission_type), points=c.points, span=c.span)
        boxes.append(TextBox(QRectF(4, 19, w - 8, LINE + 1), line, PRINT, False, MUTED_INK, LEFT_TOP))
        words = self.needs_words()
        if words:
            met = bool(self.needs) and needs_met(self.needs)
            boxes.append(TextBox(QRectF(4, 35, w - 8, self.height - 36), words, PRINT, met,
                                 QColor("#1e6b3a") if met else QColor("#2b2622"), LEFT_TOP))
        return boxes
