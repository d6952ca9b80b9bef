"""The Star Trek CCG table: each side's missions with the ships and personnel there, the viewer's hand, the piles,
the counters and scores, and a mission attempt under way (dilemmas, the crew facing them, the open decision)."""

from __future__ import annotations

import math
import re

from enum import Enum
from typing import Any, Iterable, Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import (CARDS, CARDS_PER_SEAT, AllOf, AnyOf, Card, Kind, PersonnelHas,
                                                  Requirement, SkillAtLeast)
from tabletop.games.star_trek.effects import rule_texts
from tabletop.games.star_trek.view import CardView, MissionView, ShipView, SideView, StarTrekView
from tabletop.marks import Mark, Shape
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.i18n import fmt, message, translate, words_of
from tabletop.ui.items import (SEAT_MARKS, ButtonItem, LabelItem, PanelItem, TableItem, TextBox, TokenItem,
                               draw_mark, text_rect, text_width)
from tabletop.ui.style import MUTED_INK

term = words_of("star-trek")

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
HAND_VERBS = ("play", "discard", "tuck", "brief", "adapt", "analyze", "pay")
CHIP_VERBS = ("stop", "interlink", "receive", "lend", "aboard", "ship", "choose", "add")
SELECT_VERBS = ("beam", "move", "order")


def card_mark(card: Card) -> Mark:
    """Returns the mark a card is drawn with: its affiliation's, else its type's."""
    return AFFILIATION_MARKS.get(card.affiliation) or KIND_MARKS.get(card.kind, Mark("#777777", Shape.SQUARE))


def effect_text(card_id: str) -> str:
    """Returns a card's rule text in the current language, one line per effect template."""
    return "\n".join(message(code, params) for code, params in rule_texts(card_id))


def listed(words: Iterable[str]) -> str:
    """Returns words joined as a list in the current language ("A, B" or 「A、B」)."""
    return translate("engine", ", ").join(words)


def levels(word: str, n: int) -> str:
    """Returns a skill or icon with its count in words: "Physics", "2 Engineer"."""
    return term(word) if n == 1 else fmt(term("levels"), n=n, skill=term(word))


def icons_words(icons: Sequence[str]) -> str:
    """Returns a ship's staffing icons counted, in words: "Command, 2 Staff"."""
    return listed(levels(icon, icons.count(icon)) for icon in dict.fromkeys(icons)) or "—"


def requirement_text(req: Requirement | None) -> str:
    """Returns a mission's requirements in the current language, built from their tree (not the English text)."""
    if req is None:
        return ""
    if isinstance(req, AllOf):
        return listed(requirement_text(c) for c in req.children)
    if isinstance(req, AnyOf):
        parts = [requirement_text(c) for c in req.children]
        text = parts[0]
        for other in parts[1:]:
            text = term("either").format(first=text, second=other)
        return "(" + text + ")" if len(parts) > 1 else text
    if isinstance(req, SkillAtLeast):
        return levels(req.skill, req.count)
    if isinstance(req, PersonnelHas):
        return translate("star_trek_view", "one personnel with {skill}").format(skill=levels(req.skill, req.count))
    return f"{term(req.attribute)}>{req.greater_than}"


def card_facts(card: Card) -> str:
    """Returns a card's printed facts in words: type, cost, skills and attributes, requirements, staffing."""
    if card.kind is Kind.MISSION:
        if card.mission_type == "headquarters":
            return term("headquarters")
        lines = [fmt(translate("star_trek_view", "{type} mission · span {span} · {points:point|points}"), 
            type=term(card.mission_type), span=card.span, points=card.points)]
        if card.requirements is not None:
            lines.append(translate("star_trek_view", "Requirements: {text}").format(
                text=requirement_text(card.requirements)))
        return "\n".join(lines)
    lines = [translate("star_trek_view", "Cost {cost}").format(cost=card.cost)]
    if card.kind is Kind.PERSONNEL:
        lines.append(" · ".join([listed(term(i) for i in card.staffing_icons)]
                                + [term(w) for w in card.species + card.keywords
                                   if not w.startswith("Interlink") and w != card.affiliation]))  # said once
        lines.append(listed(levels(s, n) for s, n in card.skills))
        lines.append(translate("star_trek_view", "Integrity {i} · Cunning {c} · Strength {s}").format(
            i=card.integrity, c=card.cunning, s=card.strength))
    elif card.kind is Kind.SHIP:
        lines.append(translate("star_trek_view", "Staffing {icons} · Range {range}").format(
            icons=icons_words(card.staffing), range=card.range))
    elif card.kind is Kind.DILEMMA:
        lines.append(translate("star_trek_view", "{type} dilemma").format(type=term(card.dilemma_type)))
    return "\n".join(lines)


# Tooltips by (card, language): a busy table asks for hundreds at each redraw, and they change only with the language.
_TIPS: dict[tuple[str, str], str] = {}


def card_tip(card_id: str) -> str:
    """Returns a card's tooltip: its name (English in every language), its facts, its rule text, what its words
    and icons mean, and how to read it large."""
    key = (card_id, QLocale().name())  # the language in use sets the default locale
    tip = _TIPS.get(key)
    if tip is None:
        tip = _TIPS[key] = _card_tip(card_id)
    return tip


def _card_tip(card_id: str) -> str:
    card = CARDS[card_id]
    parts = [card.name, card_facts(card)]
    text = effect_text(card_id)
    if text:
        parts.append(text)
    parts += ["• " + line for line in glossary(card)]
    parts.append(translate("star_trek_view", "Right-click a card to read it large."))
    return "\n".join(parts)


def glossary(card: Card) -> list[str]:
    """Returns what the words and icons printed on a card mean, one line each, for its tooltip."""
    lines = []
    if card.kind is Kind.PERSONNEL:
        if "Cmd" in card.staffing_icons:
            lines.append(translate("star_trek_view", "Command icon: staffs a ship's Command or Staff icon."))
        if "Stf" in card.staffing_icons:
            lines.append(translate("star_trek_view", "Staff icon: staffs a ship's Staff icon."))
        lines.append(translate("star_trek_view", "Skills and Integrity, Cunning and Strength count towards a mission's "
                                                 "requirements and a dilemma's conditions."))
    elif card.kind is Kind.SHIP:
        lines.append(translate("star_trek_view", "Staffing: the icons its crew must have for it to move or attempt."))
        lines.append(translate("star_trek_view", "Range: how far it may move each turn; a move costs the spans of the "
                                                 "missions it leaves and reaches."))
    elif card.kind is Kind.MISSION and card.mission_type != "headquarters":
        lines.append(translate("star_trek_view", "Span: the Range a ship spends to move to or from it."))
        lines.append(translate("star_trek_view", "Requirements: what the crew left after the dilemmas must have, "
                                                 "together, to complete it."))
    elif card.kind is Kind.DILEMMA:
        lines.append(translate("star_trek_view", "Cost: paid from the dilemma budget of the attempt (its personnel "
                                                 "minus the dilemmas already overcome there)."))
    elif card.kind is Kind.INTERRUPT:
        lines.append(translate("star_trek_view", "Interrupt: played when its moment comes in a mission attempt."))
    if card.unique:
        lines.append(translate("star_trek_view", "Unique: you may have only one card with this title in play."))
    return lines


def rule_id(card_id: str) -> str:
    """Returns the rule id of a card: its first effect template's message, or the card itself."""
    texts = rule_texts(card_id)
    return texts[0][0] if texts else "st.card." + card_id


class CardThing(TableItem):
    """A card on the table: a right-click shows it large, to read (the left click stays its move)."""

    card: Card

    def mousePressEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if event.button() == Qt.MouseButton.RightButton and isinstance(scene, StarTrekScene):
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


class CrewLine(TableItem):
    """A member of the attempt in the attempt panel: its status mark, its title and its status in words."""

    def __init__(self, width: float, height: float, card_id: str, crew: Crew, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[card_id]
        self.crew = crew

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
            painter.drawLine(QPointF(4 + 2 * r, self.height / 2), QPointF(self.width * 0.62, self.height / 2))

    def text_boxes(self) -> list[TextBox]:
        words = {Crew.ATTEMPTING: translate("star_trek_view", "attempting"),
                 Crew.FACING: translate("star_trek_view", "facing"),
                 Crew.STOPPED: translate("star_trek_view", "stopped"),
                 Crew.KILLED: translate("star_trek_view", "killed")}
        left = 6 + self.height * 0.64
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


# The Japanese skill names read "Archaeology(考古学)", as the rule book writes them; on a card face, where room is
# short, the Japanese word alone (the tooltip keeps both).
_BOTH_NAMES = re.compile(r"[A-Za-z][A-Za-z' -]*\(([^()A-Za-z]+)\)")


def compact(text: str) -> str:
    """Returns `text` with each "English(日本語)" name shortened to its Japanese word."""
    return _BOTH_NAMES.sub(r"\1", text)


def kind_line(card: Card) -> str:
    """Returns a card's type, affiliation and uniqueness in words: "Personnel · Federation · unique"."""
    parts = [{Kind.MISSION: translate("star_trek_view", "Mission"),
              Kind.PERSONNEL: translate("star_trek_view", "Personnel"),
              Kind.SHIP: translate("star_trek_view", "Ship"),
              Kind.EVENT: translate("star_trek_view", "Event"),
              Kind.INTERRUPT: translate("star_trek_view", "Interrupt"),
              Kind.DILEMMA: translate("star_trek_view", "Dilemma")}[card.kind]]
    if card.affiliation:
        parts.append(term(card.affiliation))
    if card.unique:
        parts.append(translate("star_trek_view", "unique"))
    return " · ".join(parts)


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


def score_history(log: Sequence[Any], view: StarTrekView) -> tuple[list[int], list[list[int]]]:
    """Returns the player turns 0…n and each seat's points at the end of each, read from the log's events
    (points change only when a mission is completed); the last turn's are the view's."""
    scores = [0] * len(view.sides)
    turns, points = [0], [[0] for _ in view.sides]
    for logged in log:
        for event in logged.events:
            if event.code == "st.mission_completed":
                scores[event.params["seat"]] = event.params["score"]
            elif event.code == "st.turn" and event.params["turn"] > 1:  # the turn before it has ended
                turns.append(event.params["turn"] - 1)
                for seat, score in enumerate(scores):
                    points[seat].append(score)
    if turns[-1] == view.turn:
        turns.pop()
        for line in points:
            line.pop()
    turns.append(view.turn)
    for side in view.sides:
        points[side.seat].append(side.score)
    return turns, points


class StarTrekScene(GameScene):
    """Draws a StarTrekView and turns clicks into Star Trek actions."""

    EMBLEM = (AFFILIATION_MARKS["Federation"], AFFILIATION_MARKS["Borg"], KIND_MARKS[Kind.DILEMMA])
    LEFT_W = 1000           # the missions and the hand; the right column holds piles, scores and decisions
    ROW_H = 250

    def __init__(self) -> None:
        super().__init__()
        self.selected: int | None = None   # a personnel or ship whose beams, moves and orders are shown
        self.hinted: Action | None = None
        self.view: StarTrekView | None = None
        self.legal: list[Action] = []
        self.names: Sequence[str] = ()
        self.acting: int | None = None
        self.enlarged: str | None = None     # the card shown large to read (Esc closes it)
        self.enlarged_back: ButtonItem | None = None
        self.playing: set[int] = set()        # the cards in play in the view drawn
        # Everyone seen in the attempt under way (uid -> card), so those killed in it are still listed.
        self.crew_seen: dict[int, str] = {}
        self._attempt_key: tuple[int, int, int] | None = None

    # --- the whole table ------------------------------------------------------------------------------------
    def render_view(self, view: StarTrekView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws everything from the view; legal moves of `acting` are highlighted."""
        self.reset()
        self.enlarged_back = None
        self.playing = self._in_play(view)
        if self.view is None or self.view.viewer != view.viewer:  # a hand-over: the last person's card goes too
            self.enlarged = None
        if self.view is None or self.view.viewer != view.viewer or self.selected not in self.playing:
            self.selected = None
        self.view, self.legal, self.names, self.acting = view, list(legal), seat_names, acting
        self.hinted = None
        self._remember_crew(view)
        me = view.viewer if view.viewer is not None else 0
        self._row(view, view.sides[1 - me], 2)
        self._row(view, view.sides[me], 2 + self.ROW_H + 4)
        self._hand(view, view.sides[me])
        self._status(view)
        self._decision(view)
        if self.enlarged is not None:
            self._large_card(view, self.enlarged)

    def _remember_crew(self, view: StarTrekView) -> None:
        """Keeps who is in the attempt under way; a new attempt starts a new list."""
        a = view.attempt
        key = (a.seat, a.mission, view.turn) if a is not None else None
        if key != self._attempt_key:
            self._attempt_key, self.crew_seen = key, {}
        if a is not None:
            cards = self._cards_by_uid(view)
            for uid in (*a.group, *a.facing):
                if uid in cards:
                    self.crew_seen[uid] = cards[uid]

    def crew_status(self, uid: int, stopped: bool) -> Crew | None:
        """Returns where a personnel stands in the attempt under way, or None when it takes no part."""
        a = self.view.attempt if self.view is not None else None
        if a is None or uid not in self.crew_seen:
            return None
        if uid not in self.playing:
            return Crew.KILLED
        if stopped:
            return Crew.STOPPED
        return Crew.FACING if a.current is not None and uid in a.facing else Crew.ATTEMPTING

    # --- a card shown large -----------------------------------------------------------------------------------
    def enlarge(self, card: str | None) -> None:
        """Shows a card large over the table, to read its text (None: back to the table)."""
        self.enlarged = card
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)

    def _large_card(self, view: StarTrekView, card_id: str) -> None:
        """Draws one card large, with what lies at a mission, over the missions."""
        card = CARDS[card_id]
        missions = [m for side in view.sides for m in side.missions if m.card == card_id]
        notes = DilemmaStrip(0, 0, missions[0].beneath, missions[0].on).words() if missions else ""
        panel = PanelItem(440, 640 + (50 if notes else 0), translate("star_trek_view", "{card}, large").format(
            card=term(card.title)), fill=QColor("#fbf3df"), emphasis=True)
        panel.setPos((self.LEFT_W - 440) / 2, 20)
        panel.setZValue(50)
        panel.setData(0, "enlarged")
        panel.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)  # nothing below
        self.addItem(panel)
        back = ButtonItem(200, 30, translate("star_trek_view", "Back to the table (Esc)"), parent=panel)
        back.setPos(panel.width - 212, 8)
        back.set_highlight(True)
        back.clicked.connect(lambda: self.enlarge(None))
        self.enlarged_back = back
        face = CardFace(396, 580, card_id, parent=panel, zoom=2.2)
        face.setPos(22, 48)
        face.set_rule(rule_id(card_id), card_tip(card_id))
        face.clicked.connect(lambda: self.enlarge(None))
        if notes:
            LabelItem(396, 44, notes, 10, False, QColor("#5b1414"), parent=panel).setPos(22, 634)

    def _in_play(self, view: StarTrekView) -> set[int]:
        out: set[int] = set()
        for side in view.sides:
            for m in side.missions:
                out.update(c.uid for c in m.surface)
                for s in m.ships:
                    out.add(s.uid)
                    out.update(c.uid for c in s.crew)
        return out

    @staticmethod
    def _places(view: StarTrekView) -> dict[int, tuple[int, bool]]:
        """Returns where each ship and personnel in play is: its mission, and whether it is a ship."""
        out: dict[int, tuple[int, bool]] = {}
        for side in view.sides:
            for m in side.missions:
                out.update((c.uid, (m.uid, False)) for c in m.surface)
                for ship in m.ships:
                    out[ship.uid] = (m.uid, True)
                    out.update((c.uid, (m.uid, False)) for c in ship.crew)
        return out

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else translate("app", "Seat {n}").format(n=seat + 1)

    def _actions_on(self, uid: int) -> list[Action]:
        return [a for a in self.legal if a.args and a.args[0] == uid]

    def _open_kind(self, view: StarTrekView) -> str | None:
        for d in view.decisions:
            if d.now and d.seat == self.acting:
                return d.kind
        return None

    # --- a side's missions ------------------------------------------------------------------------------------
    def _row(self, view: StarTrekView, side: SideView, y: float) -> None:
        mark = SEAT_MARKS[side.seat]
        panel = PanelItem(self.LEFT_W, self.ROW_H, "")
        panel.setPos(2, y)
        self.addItem(panel)
        TokenItem(8, mark, parent=panel).setPos(10, 6)
        deck = term("Federation" if side.deck == "federation" else "Borg")
        LabelItem(600, 22, fmt(translate("star_trek_view", "{name} ({deck}): {score:point|points}"), 
            name=self._name(side.seat), deck=deck, score=side.score), 11, True, parent=panel).setPos(30, 3)
        n = max(1, len(side.missions))
        col_w = (self.LEFT_W - 12) / n
        for k, mission in enumerate(side.missions):
            self._mission(view, mission, panel, 6 + k * col_w, 28, col_w - 6, self.ROW_H - 32)

    def _mission(self, view: StarTrekView, m: MissionView, panel: PanelItem, x: float, y: float, w: float,
                 h: float) -> None:
        head = MissionHead(w, 58, m, parent=panel)
        head.setPos(x, y)
        tip = card_tip(m.card)
        if m.beneath or m.on:
            tip += "\n" + DilemmaStrip(0, 0, m.beneath, m.on).words()
        head.set_rule(rule_id(m.card), tip)
        self._mission_click(view, head, m)
        top = y + 62
        if m.beneath or m.on:  # the dilemmas there, on the table (their titles; a right-click reads one large)
            strip = DilemmaStrip(w, 15, m.beneath, m.on, parent=panel)
            strip.setPos(x, top - 1)
            strip.set_rule("st.dilemmas_at_mission", "\n\n".join(
                [strip.words()] + [card_tip(d).rpartition("\n")[0] for d in dict.fromkeys(m.beneath + m.on)]))
            top += 16
        rows: list[tuple[str, Any]] = []
        for ship in m.ships:
            rows.append(("ship", ship))
            rows += [("crew", c) for c in ship.crew]
        rows += [("surface", c) for c in m.surface]
        line = 17.0
        fit = int((y + h - top) // line)
        for j, (what, item) in enumerate(rows[:fit]):
            if j == fit - 1 and len(rows) > fit:
                LabelItem(w, line - 2, translate("star_trek_view", "+{n} more (see the move list)").format(n=len(rows) - j), 8,
                          False, MUTED_INK, parent=panel).setPos(x, top + j * line)
                break
            indent = 12 if what == "crew" else 0
            if what == "ship":
                ship: ShipView = item
                note = translate("star_trek_view", "Range {n}").format(n=ship.range_left)
                if ship.staffing_gap:
                    note += " · " + translate("star_trek_view", "unstaffed")
                chip = Chip(w - 14, line - 2, ship.card, ship.stopped, True, note, parent=panel)
                TokenItem(5, SEAT_MARKS[ship.owner], parent=panel).setPos(x + w - 11, top + j * line + 3)
                uid, card_id, stopped = ship.uid, ship.card, ship.stopped
            else:
                cv: CardView = item
                crew = self.crew_status(cv.uid, cv.stopped)
                chip = Chip(w - indent, line - 2, cv.card, cv.stopped, parent=panel, crew=crew)
                uid, card_id, stopped = cv.uid, cv.card, cv.stopped
                if what == "surface":
                    chip.width -= 14
                    TokenItem(5, SEAT_MARKS[uid // CARDS_PER_SEAT], parent=panel).setPos(x + w - 11, top + j * line + 3)
            chip.setPos(x + indent, top + j * line)
            tip = card_tip(card_id)
            if what == "ship" and ship.staffing_gap:
                tip = translate("star_trek_view", "Not staffed: missing {icons}").format(
                    icons=icons_words(ship.staffing_gap)) + "\n" + tip
            if stopped:
                tip = translate("star_trek_view", "Stopped: it cannot beam, move or attempt until it unstops.") \
                    + "\n" + tip
            if what != "ship" and chip.crew is not None:
                tip = self._crew_words(chip.crew) + "\n" + tip
            chip.set_rule(rule_id(card_id), tip)
            self._chip_click(chip, uid)

    @staticmethod
    def _crew_words(crew: Crew) -> str:
        """Returns a crew status as a tooltip line."""
        return {Crew.ATTEMPTING: translate("star_trek_view", "In the mission attempt."),
                Crew.FACING: translate("star_trek_view", "Facing the dilemma revealed now."),
                Crew.STOPPED: translate("star_trek_view", "Stopped in this mission attempt."),
                Crew.KILLED: translate("star_trek_view", "Killed in this mission attempt.")}[crew]

    def _mission_click(self, view: StarTrekView, head: MissionHead, m: MissionView) -> None:
        """Wires a mission: a selected ship moves there or attempts it; else it is attempted (or a beam target)."""
        sel = self.selected
        if sel is not None:
            for kind in ("attempt", "move", "beam"):
                action = Action(kind, (m.uid, sel)) if kind == "attempt" else Action(kind, (sel, m.uid))
                if action in self.legal:
                    head.set_highlight(True)
                    self.clickable(head, action)
                    return
            place = self._places(view).get(sel)
            if place is not None and place[0] != m.uid and self._open_kind(view) == "orders":
                # Not a legal destination: a click still says why (Range too short, not staffed, stopped, …).
                self.clickable(head, Action("move" if place[1] else "beam", (sel, m.uid)))
                return
        if self._open_kind(view) == "orders" and CARDS[m.card].mission_type != "headquarters":
            action = Action("attempt", (m.uid,))
            head.set_highlight(action in self.legal)
            self.clickable(head, action)  # refused ones say why (a space mission needs a ship, …)
            return
        self._reads(head)

    def _reads(self, item: CardThing) -> None:
        """Wires a card with no move: a click shows it large, to read."""
        item.clicked.connect(lambda card=item.card.id: self.enlarge(card))

    def _chip_click(self, chip: Chip, uid: int) -> None:
        sel = self.selected
        if sel is not None and sel != uid:
            beam = Action("beam", (sel, uid))
            if beam in self.legal:  # a ship as the selected personnel's destination
                chip.set_highlight(True)
                self.clickable(chip, beam)
                return
        actions = self._actions_on(uid)
        direct = [a for a in actions if a.kind in CHIP_VERBS]
        if direct:
            chip.set_highlight(True)
            self.clickable(chip, direct[0])
            return
        if any(a.kind in SELECT_VERBS or a.kind == "attempt" for a in actions) or \
                any(a.kind == "attempt" and len(a.args) > 1 and a.args[1] == uid for a in self.legal):
            chip.selected_ = uid == sel
            chip.set_highlight(True)
            chip.clicked.connect(lambda uid=uid: self.select(uid))
            return
        self._reads(chip)

    def select(self, uid: int | None) -> None:
        """Selects a personnel or ship (again: deselects): its moves are shown on the table and in the list."""
        self.selected = None if uid == self.selected else uid
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)
        self.selection_changed.emit()

    def listed_actions(self, legal: Sequence[Action]) -> Sequence[Action]:
        """Returns the selected card's moves first, then the rest (every legal move stays listed)."""
        if self.selected is None:
            return legal
        mine = [a for a in legal if self.selected in a.args]
        return mine + [a for a in legal if a not in mine]

    # --- the hand ---------------------------------------------------------------------------------------------
    def _hand(self, view: StarTrekView, side: SideView) -> None:
        y = 2 + 2 * (self.ROW_H + 4)
        panel = PanelItem(self.LEFT_W, self.HEIGHT - y - 2, "")
        panel.setPos(2, y)
        self.addItem(panel)
        if side.hand is None:  # behind the curtain: nobody's hand is on the table
            panel.title = translate("star_trek_view", "Hands are hidden")
            return
        panel.title = translate("star_trek_view", "Your hand ({n}) · right-click a card to read it large").format(
            n=len(side.hand))
        kind = self._open_kind(view)
        n = max(1, len(side.hand))
        card_w = min(150.0, (self.LEFT_W - 12) / n - 4)
        for k, cv in enumerate(side.hand):
            face = CardFace(card_w, panel.height - 34, cv.card, parent=panel)
            face.setPos(8 + k * (card_w + 4), 28)
            face.set_rule(rule_id(cv.card), card_tip(cv.card))
            actions = [a for a in self._actions_on(cv.uid) if a.kind in HAND_VERBS]
            if actions:
                face.set_highlight(True)
                self.clickable(face, actions[0])
            elif kind in ("play", "discard", "tuck"):  # a refused play says why
                self.clickable(face, Action(kind, (cv.uid,)))
            else:
                self._reads(face)

    # --- piles, counters, scores ------------------------------------------------------------------------------
    def _status(self, view: StarTrekView) -> None:
        x = self.LEFT_W + 8
        w = self.WIDTH - x - 4
        panel = PanelItem(w, 150, translate("star_trek_view", "Turn {turn}").format(turn=view.turn))
        panel.setPos(x, 2)
        self.addItem(panel)
        now = fmt(translate("star_trek_view", "{name} to play · {n:counter|counters} left"), name=self._name(view.current),
                                                                          n=view.counters)
        counters = LabelItem(w - 20, 20, now, 9, True, parent=panel)
        counters.setPos(10, 28)
        counters.set_rule("st.counters", translate(
            "star_trek_view", "Counters: seven each turn, spent on playing cards (their cost) and on drawing (1 a "
                              "card); while your draw deck has cards, all seven must be spent."))
        for k, side in enumerate(view.sides):
            row_y = 52 + k * 48
            TokenItem(7, SEAT_MARKS[side.seat], parent=panel).setPos(10, row_y + 3)
            score = LabelItem(w - 40, 18, fmt(translate("star_trek_view", "{name}: {score:point|points}{first}"), 
                name=self._name(side.seat), score=side.score,
                first=translate("star_trek_view", " (went first)") if side.seat == view.first else ""), 9, True,
                parent=panel)
            score.setPos(30, row_y)
            score.set_rule("st.winning", translate(
                "star_trek_view", "Completing a mission scores its points; 100 points with a planet and a space "
                                  "mission completed wins."))
            piles = LabelItem(w - 40, 26, translate("star_trek_view", "Hand {hand} · deck {deck} · discard {discard} · "
                                                         "dilemmas {pile}").format(
                hand=side.hand_count, deck=side.deck_count, discard=len(side.discard), pile=side.pile_count), 8,
                False, MUTED_INK, parent=panel)
            piles.setPos(30, row_y + 18)
            piles.set_rule("st.piles", translate("star_trek_view", "Discard pile: {cards}").format(
                cards=listed(CARDS[c].title for c in side.discard[-8:]) or "—") + "\n" + translate(
                "star_trek_view", "Dilemma pile: the dilemmas this side places in front of the other's attempts."))

    # --- the attempt and the open decision --------------------------------------------------------------------
    def _decision(self, view: StarTrekView) -> None:
        x = self.LEFT_W + 8
        w = self.WIDTH - x - 4
        top = 156
        panel = PanelItem(w, self.HEIGHT - top - 2, "", fill=QColor("#fbf3df"), emphasis=bool(self.legal))
        panel.setPos(x, top)
        self.addItem(panel)
        y = 6.0
        a = view.attempt
        if a is not None:
            mission = next((m for s in view.sides for m in s.missions if m.uid == a.mission), None)
            title = CARDS[mission.card].title if mission else "?"
            LabelItem(w - 16, 20, translate("star_trek_view", "{name} attempts {mission}").format(
                name=self._name(a.seat), mission=title), 10, True, parent=panel).setPos(8, y)
            y += 22
            info = translate("star_trek_view", "Budget {budget} · drawn {drawn} · stack {stack}").format(
                budget=a.budget, drawn=a.drawn_count, stack=a.stack_count)
            LabelItem(w - 16, 16, info, 8, False, MUTED_INK, parent=panel).setPos(8, y)
            y += 18
            if a.current is not None:
                LabelItem(w - 16, 16, translate("star_trek_view", "Facing now:"), 8, True, parent=panel).setPos(8, y)
                face = CardFace(w - 16, 150, a.current, parent=panel)
                face.setPos(8, y + 18)
                face.set_rule(rule_id(a.current), card_tip(a.current))
                self._reads(face)
                y += 172
            y = self._crew_list(view, panel, y, w)
            if a.drawn is not None:  # only the dilemma owner sees its drawn dilemmas
                LabelItem(w - 16, 16, translate("star_trek_view", "Your drawn dilemmas (secret):"), 8, True,
                          parent=panel).setPos(8, y)
                y += 18
                for cv in a.drawn:
                    chip = Chip(w - 16, 16, cv.card, parent=panel, note=str(CARDS[cv.card].cost))
                    chip.setPos(8, y)
                    chip.set_rule(rule_id(cv.card), card_tip(cv.card))
                    action = Action("choose", (cv.uid,))
                    chip.set_highlight(action in self.legal)
                    if action in self.legal:
                        self.clickable(chip, action)
                    else:
                        self._reads(chip)
                    y += 18
                if a.stack:
                    LabelItem(w - 16, 30, translate("star_trek_view", "Stack, top first: {cards}").format(
                        cards=listed(CARDS[c].title for c in a.stack)), 8, False, parent=panel).setPos(8, y)
                    y += 32
        if view.prompt is not None and self.legal:
            LabelItem(w - 16, 34, message(view.prompt.code, dict(view.prompt.params), self.names), 9, True,
                      parent=panel).setPos(8, y)
            y += 38
        elif view.attempt is not None and not self.legal and not view.over:
            LabelItem(w - 16, 34, translate("star_trek_view", "The other player is deciding in secret."), 9, False, MUTED_INK,
                      parent=panel).setPos(8, y)
            y += 38
        # Every legal move the table does not draw elsewhere: a button here.
        if self.selected is not None:
            LabelItem(w - 16, 16, translate("star_trek_view", "Selected: {card}").format(
                card=self._selected_name(view)), 8, True, parent=panel).setPos(8, y)
            y += 18
        drawn = set(self.action_items)
        rest = [act for act in self.legal if act not in drawn and (
            self.selected is None or act.kind not in SELECT_VERBS + ("attempt",) or self.selected in act.args)]
        for act in rest:
            if y + 26 > panel.height - 4:
                LabelItem(w - 16, 16, translate("star_trek_view", "More in the move list"), 8, False, MUTED_INK,
                          parent=panel).setPos(8, y)
                break
            button = ButtonItem(w - 16, 24, self.action_label(view, act), parent=panel)
            button.setPos(8, y)
            button.set_highlight(True)
            button.set_rule("st.action." + act.kind, self.action_label(view, act))
            self.clickable(button, act)
            y += 27

    def _crew_list(self, view: StarTrekView, panel: PanelItem, y: float, w: float) -> float:
        """Lists the attempting crew, two to a row, each with its status; returns the y below it."""
        a = view.attempt
        assert a is not None
        members = list(self.crew_seen.items())
        stopped = {c.uid for side in view.sides for m in side.missions
                   for c in (*m.surface, *(p for s in m.ships for p in s.crew)) if c.stopped}
        status = {uid: self.crew_status(uid, uid in stopped) or Crew.ATTEMPTING for uid, _ in members}
        facing = sum(1 for crew in status.values() if crew is Crew.FACING)
        title = fmt(translate("star_trek_view", "Crew: {n:personnel|personnel}, {facing} facing"), 
            n=len(members), facing=facing) if a.current is not None else \
            fmt(translate("star_trek_view", "Crew: {n:personnel|personnel}"), n=len(members))
        LabelItem(w - 16, 16, title, 8, True, parent=panel).setPos(8, y)
        y += 17
        per_row = 1 if len(members) <= 5 else 2
        col = (w - 16) / per_row
        for k, (uid, card) in enumerate(members):
            item = CrewLine(col - 4, 15, card, status[uid], parent=panel)
            item.setPos(8 + (k % per_row) * col, y + (k // per_row) * 16)
            item.set_rule(rule_id(card), self._crew_words(status[uid]) + "\n" + card_tip(card))
        return y + math.ceil(len(members) / per_row) * 16 + 4

    def _selected_name(self, view: StarTrekView) -> str:
        return self._title(view, self.selected) if self.selected is not None else ""

    # --- words ------------------------------------------------------------------------------------------------
    def _cards_by_uid(self, view: StarTrekView) -> dict[int, str]:
        out: dict[int, str] = {}
        for side in view.sides:
            for cv in side.hand or ():
                out[cv.uid] = cv.card
            for m in side.missions:
                out[m.uid] = m.card
                for c in m.surface:
                    out[c.uid] = c.card
                for s in m.ships:
                    out[s.uid] = s.card
                    for c in s.crew:
                        out[c.uid] = c.card
        if view.attempt is not None and view.attempt.drawn is not None:
            for cv in view.attempt.drawn:
                out[cv.uid] = cv.card
        return out

    def _title(self, view: StarTrekView, uid: Any) -> str:
        card = self._cards_by_uid(view).get(uid) if isinstance(uid, int) else None
        if card is None:  # a card the view does not name (a dilemma lying on a mission)
            return str(uid)
        return term(CARDS[card].title)

    def action_label(self, view: StarTrekView, action: Action) -> str:
        """Returns the action in words, e.g. "Beam Worf to Earth"."""
        t = lambda k=0: self._title(view, action.args[k])  # noqa: E731
        kind = action.kind
        simple = {"draw": translate("star_trek_view", "Draw a card (1 counter)"), "end_play": translate("star_trek_view", "End playing cards"),
                  "end_orders": translate("star_trek_view", "End orders"), "end_turn": translate("star_trek_view", "End the turn"),
                  "pass": translate("star_trek_view", "Pass"), "done": translate("star_trek_view", "Done")}
        if kind in simple:
            return simple[kind]
        if kind == "play":
            return translate("star_trek_view", "Play {card}").format(card=t())
        if kind == "beam":
            return translate("star_trek_view", "Beam {card} to {to}").format(card=t(), to=t(1))
        if kind == "move":
            return translate("star_trek_view", "Move {ship} to {to}").format(ship=t(), to=t(1))
        if kind == "attempt":
            if len(action.args) > 1:
                return translate("star_trek_view", "Attempt {mission} with {ship}").format(mission=t(), ship=t(1))
            return translate("star_trek_view", "Attempt {mission}").format(mission=t())
        if kind == "name":
            return translate("star_trek_view", "Name {skill}").format(skill=term(str(action.args[0])))
        if kind == "add":
            return translate("star_trek_view", "Add the Limited Welcome on the mission")
        verbs = {"order": translate("star_trek_view", "Use {card}'s order"), "discard": translate("star_trek_view", "Discard {card}"),
                 "tuck": translate("star_trek_view", "Put {card} under the deck"), "ship": translate("star_trek_view", "Aboard {card}"),
                 "aboard": translate("star_trek_view", "Put {card} aboard"), "choose": translate("star_trek_view", "Stack {card}"),
                 "brief": translate("star_trek_view", "Play {card}"), "adapt": translate("star_trek_view", "Play {card}"),
                 "analyze": translate("star_trek_view", "Play {card}"), "interlink": translate("star_trek_view", "Interlink: {card}"),
                 "pay": translate("star_trek_view", "Discard {card} to pay"), "receive": translate("star_trek_view", "{card} gains the skills"),
                 "lend": translate("star_trek_view", "{card} lends its skills"), "stop": translate("star_trek_view", "Stop {card}")}
        if kind in verbs and action.args:
            return verbs[kind].format(card=t())
        return action.text()

    def prompt(self, view: StarTrekView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the seat at the screen should do now."""
        if view.over:
            return translate("star_trek_view", "The game is over.")
        if view.prompt is not None:
            return message(view.prompt.code, dict(view.prompt.params), names)
        return translate("star_trek_view", "The other player is deciding.")

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns no columns beyond the total: each side's missions are told in the notes under the table."""
        return []

    def result_notes(self, view: StarTrekView, result: Any, seat_names: Sequence[str]) -> list[str]:
        """Returns a line a side: its deck, whether it went first, and the missions and bonuses that scored."""
        lines = []
        for side in view.sides:
            deck = term("Federation" if side.deck == "federation" else "Borg")
            scored = listed(self._scored(title, points) for title, points in side.breakdown) \
                or translate("star_trek_view", "no mission completed")
            lines.append(fmt(translate("star_trek_view", "{name} ({deck}{first}): {scored}; {score:point|points}"), 
                name=self._name(side.seat), deck=deck, scored=scored, score=side.score,
                first=translate("star_trek_view", ", went first") if side.seat == view.first else ""))
        return lines

    @staticmethod
    def _scored(title: str, points: int) -> str:
        """Returns a line of a side's points in words: a mission's, or the bonus it gave ("<title> bonus")."""
        if title.endswith(" bonus"):
            return translate("star_trek_view", "{mission} bonus {points}").format(mission=title[:-6], points=points)
        return translate("star_trek_view", "{mission} {points}").format(mission=title, points=points)

    def plot_history(self, plot: Any, view: StarTrekView) -> None:
        """Draws each side's points over the game's player turns, with the 100 points a win needs."""
        import pyqtgraph as pg

        from tabletop.ui.items import shape_path

        plot.setTitle(translate("star_trek_view", "Points over the game"))
        plot.setLabel("bottom", translate("star_trek_view", "Player turn"))
        plot.setLabel("left", translate("star_trek_view", "Points"))
        turns, points = score_history(self.log, view)
        goal = pg.InfiniteLine(pos=100, angle=0, pen=pg.mkPen("#8c7b5b", width=1.5, style=Qt.PenStyle.DashLine),
                               label=translate("star_trek_view", "100 points"),
                               labelOpts={"position": 0.95, "color": "#5b5248"})
        plot.addItem(goal)
        plot.setYRange(0, max(105, *(max(p) for p in points)))
        for side in view.sides:
            mark = SEAT_MARKS[side.seat]
            deck = term("Federation" if side.deck == "federation" else "Borg")
            plot.plot(turns, points[side.seat], name=f"{self._name(side.seat)} ({deck})",
                      pen=pg.mkPen(mark.colour, width=2.5), symbol=shape_path(mark.shape, 0.5),
                      symbolSize=9, symbolBrush=mark.colour, symbolPen=pg.mkPen("#2b2622"))

    # --- hints --------------------------------------------------------------------------------------------------
    def preview(self, view: Any, action: Action | None) -> QRectF | None:
        """Frames the item that plays `action` (Enter then plays it); returns its scene rectangle."""
        self.hinted = None
        if action is None:
            return None
        if self.enlarged is not None:  # the large card would hide it
            self.enlarge(None)
        item = self.action_items.get(action)
        if item is None and action.kind in SELECT_VERBS and action.args and self.selected != action.args[0]:
            self.select(action.args[0])  # a beam or move shows once its card is selected
            item = self.action_items.get(action)
        if item is None or item.scene() is not self:
            return None
        self.hinted = action
        return frame_hint(self, item.sceneBoundingRect())

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.selected is not None and self.enlarged is None:
            self.select(self.selected)  # Esc clears the selection; Enter (a hint) is the shared table's
            event.accept()
        else:
            super().keyPressEvent(event)


class MissionHead(CardThing):
    """A mission card as the row shows it: title, type and points, requirements, completed or not."""

    def __init__(self, width: float, height: float, m: MissionView, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[m.card]
        self.completed = m.completed

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
        if c.requirements is not None:
            boxes.append(TextBox(QRectF(4, 33, w - 8, self.height - 34), compact(requirement_text(c.requirements)),
                                 7.5, False, QColor("#2b2622"), left))
        return boxes
