"""The Star Trek CCG table: each side's missions with the ships and personnel there, the viewer's hand, the piles,
the counters and scores, and a mission attempt under way (dilemmas, the crew facing them, the open decision)."""

from __future__ import annotations

import re

from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS, CARDS_PER_SEAT, Card, Kind
from tabletop.games.star_trek.effects import rule_texts
from tabletop.games.star_trek.view import CardView, MissionView, ShipView, SideView, StarTrekView
from tabletop.marks import Mark, Shape
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.i18n import message, translate, words_of
from tabletop.ui.items import (SEAT_MARKS, ButtonItem, LabelItem, PanelItem, TableItem, TextBox, TokenItem,
                               draw_mark)
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


def card_facts(card: Card) -> str:
    """Returns a card's printed facts in words: type, cost, skills and attributes, requirements, staffing."""
    if card.kind is Kind.MISSION:
        lines = [translate("star_trek_view", "{type} mission · span {span} · {points} points").format(
            type=term(card.mission_type), span=card.span, points=card.points)]
        if card.requirements_text:
            lines.append(translate("star_trek_view", "Requirements: {text}").format(text=card.requirements_text))
        return "\n".join(lines)
    lines = [translate("star_trek_view", "Cost {cost}").format(cost=card.cost)]
    if card.kind is Kind.PERSONNEL:
        lines.append(", ".join(term(s) if n == 1 else f"{n} {term(s)}" for s, n in card.skills))
        lines.append(translate("star_trek_view", "Integrity {i} · Cunning {c} · Strength {s}").format(
            i=card.integrity, c=card.cunning, s=card.strength))
    elif card.kind is Kind.SHIP:
        lines.append(translate("star_trek_view", "Staffing {icons} · Range {range}").format(
            icons=" ".join(card.staffing) or "—", range=card.range))
    elif card.kind is Kind.DILEMMA:
        lines.append(translate("star_trek_view", "{type} dilemma").format(type=term(card.dilemma_type)))
    return "\n".join(lines)


def card_tip(card_id: str) -> str:
    """Returns a card's tooltip: its name (English in every language), its facts and its rule text."""
    card = CARDS[card_id]
    parts = [card.name, card_facts(card)]
    text = effect_text(card_id)
    if text:
        parts.append(text)
    return "\n".join(parts)


def rule_id(card_id: str) -> str:
    """Returns the rule id of a card: its first effect template's message, or the card itself."""
    texts = rule_texts(card_id)
    return texts[0][0] if texts else "st.card." + card_id


class Chip(TableItem):
    """A card in play drawn as one line: its mark, its name; stopped ones turned grey and marked "stopped"."""

    def __init__(self, width: float, height: float, card_id: str, stopped: bool = False, bold: bool = False,
                 note: str = "", parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[card_id]
        self.stopped = stopped
        self.bold = bold
        self.note = note

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_frame(painter, QColor("#e7e1d6") if self.stopped else QColor("#fffdf6"),
                         STOPPED if self.stopped else QColor("#8c7b5b"), 4)
        r = self.height * 0.32
        draw_mark(painter, card_mark(self.card), QPointF(3 + r, self.height / 2), r)
        if self.stopped:  # a slanted bar across: stopped is shown by shape, not only by grey
            painter.setPen(QPen(QColor("#5b5248"), 1.5))
            painter.drawLine(QPointF(1, self.height - 2), QPointF(self.height, 2))
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        left = 6 + self.height * 0.64
        text = self.card.title + (f" · {self.note}" if self.note else "")
        return [TextBox(QRectF(left, 0, self.width - left - 2, self.height), text, 8.5, self.bold,
                        MUTED_INK if self.stopped else QColor("#2b2622"),
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]


# The Japanese skill names read "Archaeology(考古学)", as the rule book writes them; on a card face, where room is
# short, the Japanese word alone (the tooltip keeps both).
_BOTH_NAMES = re.compile(r"[A-Za-z][A-Za-z' -]*\(([^()A-Za-z]+)\)")


def compact(text: str) -> str:
    """Returns `text` with each "English(日本語)" name shortened to its Japanese word."""
    return _BOTH_NAMES.sub(r"\1", text)


class CardFace(TableItem):
    """A card in hand or an attempt: a band with its mark and cost, its title, its facts and its rule text."""

    def __init__(self, width: float, height: float, card_id: str, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[card_id]
        facts = card_facts(self.card).partition("\n")[2] if self.card.kind is not Kind.MISSION \
            else card_facts(self.card)  # the cost is in the band
        self.facts = compact(facts)
        self.effect = compact(effect_text(card_id))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_frame(painter, QColor("#fffdf6"), QColor("#8c7b5b"), 6)
        mark = card_mark(self.card)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(mark.colour))
        painter.drawRoundedRect(QRectF(0, 0, self.width, 20), 6, 6)
        draw_mark(painter, mark, QPointF(11, 10), 7, QColor("#fffdf6"))
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        w, h = self.width, self.height
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        boxes = [TextBox(QRectF(22, 0, w - 26, 20), str(self.card.cost) if self.card.kind is not Kind.MISSION else "",
                         10, True, QColor("#ffffff"), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                 TextBox(QRectF(4, 22, w - 8, 28), self.card.name, 8.5, True, QColor("#2b2622"), left),
                 TextBox(QRectF(4, 50, w - 8, 52), self.facts, 7, False, MUTED_INK, left)]
        if self.effect and h > 110:
            boxes.append(TextBox(QRectF(4, 104, w - 8, h - 108), self.effect, 7, False, QColor("#2b2622"), left))
        return boxes


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

    # --- the whole table ------------------------------------------------------------------------------------
    def render_view(self, view: StarTrekView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws everything from the view; legal moves of `acting` are highlighted."""
        self.reset()
        if self.view is None or self.view.viewer != view.viewer or self.selected not in self._in_play(view):
            self.selected = None
        self.view, self.legal, self.names, self.acting = view, list(legal), seat_names, acting
        self.hinted = None
        me = view.viewer if view.viewer is not None else 0
        self._row(view, view.sides[1 - me], 2)
        self._row(view, view.sides[me], 2 + self.ROW_H + 4)
        self._hand(view, view.sides[me])
        self._status(view)
        self._decision(view)

    def _in_play(self, view: StarTrekView) -> set[int]:
        out: set[int] = set()
        for side in view.sides:
            for m in side.missions:
                out.update(c.uid for c in m.surface)
                for s in m.ships:
                    out.add(s.uid)
                    out.update(c.uid for c in s.crew)
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
        LabelItem(600, 22, translate("star_trek_view", "{name} ({deck}): {score} points").format(
            name=self._name(side.seat), deck=deck, score=side.score), 11, True, parent=panel).setPos(30, 3)
        n = max(1, len(side.missions))
        col_w = (self.LEFT_W - 12) / n
        for k, mission in enumerate(side.missions):
            self._mission(view, mission, panel, 6 + k * col_w, 28, col_w - 6, self.ROW_H - 32)

    def _mission(self, view: StarTrekView, m: MissionView, panel: PanelItem, x: float, y: float, w: float,
                 h: float) -> None:
        card = CARDS[m.card]
        head = MissionHead(w, 58, m, parent=panel)
        head.setPos(x, y)
        tip = card_tip(m.card)
        if m.beneath:
            tip += "\n" + translate("star_trek_view", "Overcome beneath: {cards}").format(cards=", ".join(
                CARDS[d].title for d in m.beneath))
        if m.on:
            tip += "\n" + translate("star_trek_view", "Lying on it: {cards}").format(cards=", ".join(CARDS[d].title for d in m.on))
        head.set_rule(rule_id(m.card), tip)
        self._mission_click(view, head, m)
        top = y + 62
        rows: list[tuple[str, Any]] = []
        for ship in m.ships:
            rows.append(("ship", ship))
            rows += [("crew", c) for c in ship.crew]
        rows += [("surface", c) for c in m.surface]
        line = 17.0
        fit = int((h - 62) // line)
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
                chip = Chip(w - indent, line - 2, cv.card, cv.stopped, parent=panel)
                uid, card_id, stopped = cv.uid, cv.card, cv.stopped
                if what == "surface":
                    chip.width -= 14
                    TokenItem(5, SEAT_MARKS[uid // CARDS_PER_SEAT], parent=panel).setPos(x + w - 11, top + j * line + 3)
            chip.setPos(x + indent, top + j * line)
            tip = card_tip(card_id)
            if stopped:
                tip = translate("star_trek_view", "Stopped") + "\n" + tip
            chip.set_rule(rule_id(card_id), tip)
            self._chip_click(chip, uid)

    def _mission_click(self, view: StarTrekView, head: TableItem, m: MissionView) -> None:
        """Wires a mission: a selected ship moves there or attempts it; else it is attempted (or a beam target)."""
        sel = self.selected
        if sel is not None:
            for kind in ("attempt", "move", "beam"):
                action = Action(kind, (m.uid, sel)) if kind == "attempt" else Action(kind, (sel, m.uid))
                if action in self.legal:
                    head.set_highlight(True)
                    self.clickable(head, action)
                    return
        if self._open_kind(view) == "orders" and CARDS[m.card].mission_type != "headquarters":
            action = Action("attempt", (m.uid,))
            head.set_highlight(action in self.legal)
            self.clickable(head, action)  # refused ones say why (a space mission needs a ship, …)

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
        panel.title = translate("star_trek_view", "Your hand ({n})").format(n=len(side.hand))
        kind = self._open_kind(view)
        n = max(1, len(side.hand))
        card_w = min(118.0, (self.LEFT_W - 12) / n - 4)
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

    # --- piles, counters, scores ------------------------------------------------------------------------------
    def _status(self, view: StarTrekView) -> None:
        x = self.LEFT_W + 8
        w = self.WIDTH - x - 4
        panel = PanelItem(w, 150, translate("star_trek_view", "Turn {turn}").format(turn=view.turn))
        panel.setPos(x, 2)
        self.addItem(panel)
        now = translate("star_trek_view", "{name} to play · {n} counters left").format(name=self._name(view.current),
                                                                          n=view.counters)
        LabelItem(w - 20, 20, now, 9, True, parent=panel).setPos(10, 28)
        for k, side in enumerate(view.sides):
            row_y = 52 + k * 48
            TokenItem(7, SEAT_MARKS[side.seat], parent=panel).setPos(10, row_y + 3)
            LabelItem(w - 40, 18, translate("star_trek_view", "{name}: {score} points{first}").format(
                name=self._name(side.seat), score=side.score,
                first=translate("star_trek_view", " (went first)") if side.seat == view.first else ""), 9, True,
                parent=panel).setPos(30, row_y)
            piles = LabelItem(w - 40, 26, translate("star_trek_view", "Hand {hand} · deck {deck} · discard {discard} · "
                                                         "dilemmas {pile}").format(
                hand=side.hand_count, deck=side.deck_count, discard=len(side.discard), pile=side.pile_count), 8,
                False, MUTED_INK, parent=panel)
            piles.setPos(30, row_y + 18)
            piles.set_rule("st.piles", translate("star_trek_view", "Discard pile: {cards}").format(
                cards=", ".join(CARDS[c].title for c in side.discard[-8:]) or "—"))

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
                y += 172
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
                    y += 18
                if a.stack:
                    LabelItem(w - 16, 30, translate("star_trek_view", "Stack, top first: {cards}").format(
                        cards=", ".join(CARDS[c].title for c in a.stack)), 8, False, parent=panel).setPos(8, y)
                    y += 32
            facing = [c for c in self._in_play(view) if c in a.facing]
            LabelItem(w - 16, 16, translate("star_trek_view", "Facing: {n} personnel").format(n=len(facing) or len(a.group)),
                      8, False, MUTED_INK, parent=panel).setPos(8, y)
            y += 20
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
        return CARDS[card].title

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
        """Returns the final table's columns: missions completed and points."""
        return [("missions", translate("star_trek_view", "Missions")), ("points", translate("star_trek_view", "Points"))]

    def plot_history(self, plot: Any, view: StarTrekView) -> None:
        """Draws each side's score as a bar (the view keeps no history)."""
        import pyqtgraph as pg

        plot.setTitle(translate("star_trek_view", "Points"))
        for side in view.sides:
            mark = SEAT_MARKS[side.seat]
            plot.addItem(pg.BarGraphItem(x=[side.seat], height=[side.score], width=0.6, brush=mark.colour))

    # --- hints --------------------------------------------------------------------------------------------------
    def preview(self, view: Any, action: Action | None) -> QRectF | None:
        """Frames the item that plays `action` (Enter then plays it); returns its scene rectangle."""
        self.hinted = None
        if action is None:
            return None
        item = self.action_items.get(action)
        if item is None and action.kind in SELECT_VERBS and action.args and self.selected != action.args[0]:
            self.select(action.args[0])  # a beam or move shows once its card is selected
            item = self.action_items.get(action)
        if item is None or item.scene() is not self:
            return None
        self.hinted = action
        return frame_hint(self, item.sceneBoundingRect())

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.selected is not None:
            self.select(self.selected)  # Esc clears the selection; Enter (a hint) is the shared table's
            event.accept()
        else:
            super().keyPressEvent(event)


class MissionHead(TableItem):
    """A mission card as the row shows it: title, type and points, requirements, completed or not."""

    def __init__(self, width: float, height: float, m: MissionView, parent: QGraphicsItem | None = None):
        super().__init__(width, height, parent)
        self.card = CARDS[m.card]
        self.completed = m.completed
        self.beneath = len(m.beneath)

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
        boxes = [TextBox(QRectF(20, 1, w - 44, 18), c.title, 8.5, True, QColor("#2b2622"),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]
        if c.mission_type == "headquarters":
            line = term("headquarters")
        else:
            line = translate("star_trek_view", "{type} · {points} pts · span {span}").format(
                type=term(c.mission_type), points=c.points, span=c.span)
            if self.beneath:
                line += " · " + translate("star_trek_view", "{n} overcome").format(n=self.beneath)
        boxes.append(TextBox(QRectF(4, 19, w - 8, 14), line, 7.5, False, MUTED_INK, left))
        if c.requirements_text:
            boxes.append(TextBox(QRectF(4, 33, w - 8, self.height - 34), c.requirements_text, 7, False,
                                 QColor("#2b2622"), left))
        return boxes
