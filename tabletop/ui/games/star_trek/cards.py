"""Star Trek's cards on the table: a card's face, a card in play as a line, the attempt's crew lines, a mission's
head and the dilemmas lying at a mission."""

from __future__ import annotations

import math

from enum import Enum
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.games.star_trek.components import CARDS, Card, Kind
from tabletop.games.star_trek.view import MissionView
from tabletop.marks import Mark, Shape
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import TableItem, TextBox, draw_mark, text_rect, text_width
from tabletop.ui.style import MUTED_INK
from tabletop.ui.games.star_trek.words import (card_facts, compact, effect_text, glossary, kind_line, listed,
                                               needs_met, needs_text, requirement_text, term)

# Affiliations double-coded: colour and shape (Okabe–Ito colours).
AFFILIATION_MARKS = {
    "Federation": Mark("#0072B2", Shape.CIRCLE),
    "Borg": Mark("#009E73", Shape.HEXAGON),
    "Non-Aligned": Mark("#999999", Shape.DIAMOND),
}
KIND_MARKS = {
    Kind.MISSION: Mark("#E69F00", Shape.STAR),
    Kind.EVENT: Mark("#CC79A7", Shape.SQUARE),
    Kind.INTERRUPT: Mark("#D55E00", Shape.TRIANGLE),
    Kind.DILEMMA: Mark("#8b1e1e", Shape.CROSS),
}
STOPPED = QColor("#9a8f80")


def card_mark(card: Card) -> Mark:
    """Returns the mark a card is drawn with: its affiliation's, else its type's."""
    return AFFILIATION_MARKS.get(card.affiliation) or KIND_MARKS.get(card.kind, Mark("#777777", Shape.SQUARE))


class CardThing(TableItem):
    """A card on the table: a right-click shows it large, to read (the left click stays its move)."""

    card: Card

    def mousePressEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if event.button() == Qt.MouseButton.RightButton and hasattr(scene, "enlarge"):  # the Star Trek table
            scene.enlarge(self.card.id)
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
        title_w = (self.width * 0.62 if self.words else self.width) - left
        title = TextBox(QRectF(left, 0, title_w, self.height), self.card.title, 8,
                        self.crew is Crew.FACING, MUTED_INK if self.crew in (Crew.STOPPED, Crew.KILLED)
                        else QColor("#2b2622"), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if not self.words:
            return [title]
        return [TextBox(QRectF(left, 0, self.width * 0.62 - left, self.height), self.card.title, 8,
                        self.crew is Crew.FACING, MUTED_INK if self.crew in (Crew.STOPPED, Crew.KILLED)
                        else QColor("#2b2622"), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                TextBox(QRectF(self.width * 0.64, 0, self.width * 0.36, self.height), words[self.crew], 8, False,
                        MUTED_INK, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]

class DilemmaStrip(TableItem):
    """The dilemmas at a mission: a small stack of cards with their count, and their titles."""

    def __init__(self, width: float, height: float, beneath: Sequence[str], on: Sequence[str],
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.beneath = tuple(beneath)
        self.on = tuple(on)

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
        points, bound = text_rect(rect, text, 7.5, False, align)
        if points < 6.5 or bound.height() > rect.height() + 0.5:  # too many to read: the count (titles in the tip)
            text = self.words(titles=False)
        return [TextBox(rect, text, 7.5, False, QColor("#5b1414"), align)]


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

    @staticmethod
    def _lines(text: str, width: float, size: float) -> int:
        """Returns how many lines `text` takes wrapped to `width` (a little room kept for word breaks)."""
        return sum(max(1, math.ceil(text_width(line, size) / (width * 0.92))) for line in text.split("\n")) \
            if text else 0

    def text_boxes(self) -> list[TextBox]:
        w, h, z = self.width, self.height, self.zoom
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        facts_h = self._lines(self.facts, w - 8 * z, 8 * z) * 12.5 * z + 2 * z  # the rule text follows it
        boxes = [TextBox(QRectF(22 * z, 0, w - 26 * z, 20 * z),
                         str(self.card.cost) if self.card.kind is not Kind.MISSION else "",
                         10 * z, True, QColor("#ffffff"), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                 TextBox(QRectF(4 * z, 22 * z, w - 8 * z, 28 * z), self.card.name, 8.5 * z, True, QColor("#2b2622"),
                         left),
                 TextBox(QRectF(4 * z, 50 * z, w - 8 * z, facts_h), self.facts, 8 * z, False, MUTED_INK, left)]
        top = 50 * z + facts_h + 4 * z
        if self.effect and h - top > 8 * z:
            boxes.append(TextBox(QRectF(4 * z, top, w - 8 * z, h - top - 4 * z), self.effect, 9 * z, False,
                                 QColor("#2b2622"), left))
        return boxes



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

    def text_boxes(self) -> list[TextBox]:
        w = self.width
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        c = self.card
        boxes = [TextBox(QRectF(20, 1, w - 44, 18), term(c.title), 8.5, True, QColor("#2b2622"),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]
        if c.mission_type == "headquarters":
            line = term("headquarters")
        else:
            line = fmt(translate("star_trek_view", "{type} · {points:pt|pts} · span {span}"), 
                type=term(c.mission_type), points=c.points, span=c.span)
        boxes.append(TextBox(QRectF(4, 19, w - 8, 14), line, 7.5, False, MUTED_INK, left))
        if self.needs:  # the crew there summed against each requirement: met, or short by how much
            boxes.append(TextBox(QRectF(4, 33, w - 8, self.height - 34), needs_text(self.needs, short=True), 7.5,
                                 needs_met(self.needs), QColor("#1e6b3a") if needs_met(self.needs)
                                 else QColor("#2b2622"), left))
        elif c.requirements is not None:
            boxes.append(TextBox(QRectF(4, 33, w - 8, self.height - 34), compact(requirement_text(c.requirements)),
                                 7.5, False, QColor("#2b2622"), left))
        return boxes

