"""The battle in the decision panel, laid out as the attempt is: the kind and the event that began it, the mission,
each side's ships or personnel with what each counts, the responses, the totals, who won and what followed. It is
drawn from the view alone (BattleView) and stays until the beginner steps on with Next."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.view import BattleView, FighterView, StarTrekView
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import SEAT_MARKS, LabelItem, PanelItem, TableItem, TextBox, TokenItem
from tabletop.ui.mark_paint import draw_mark
from tabletop.ui.style import INK, MUTED_INK
from tabletop.ui.games.star_trek.items import CardFace, CardThing, Chip, bound, card_mark
from tabletop.ui.games.star_trek.words import card_tip, listed, rule_id

WON, LOST = QColor("#1f5c2e"), QColor("#8a1c1c")   # the outcome's ink; its words say it too
FIGHTER_H = 18.0


def kind_words(kind: str, mission: str) -> str:
    """Returns the battle's heading: its kind (the rule book's word) and where."""
    if kind == "engagement":
        return translate("star_trek_view", "Engagement at {mission}").format(mission=mission)
    return translate("star_trek_view", "Personnel combat at {mission}").format(mission=mission)


def value_words(b: BattleView, f: FighterView, beginner: bool) -> str:
    """Returns what a fighter counts, in words: Weapons or Shields, or Strength with its hand weapons; or what
    became of it once it left play."""
    if f.value is None:
        gone = b.killed == f.card if b.kind == "combat" else f.card in b.destroyed
        if b.kind == "engagement":
            return translate("star_trek_view", "destroyed") if gone else translate("star_trek_view", "gone")
        return translate("star_trek_view", "killed") if gone else translate("star_trek_view", "gone")
    if b.kind == "engagement":
        words = translate("star_trek_view", "Weapons {n}") if beginner else translate("star_trek_view", "Shields {n}")
        text = words.format(n=f.value)
    elif f.bonus:
        text = translate("star_trek_view", "Strength {n} (+{bonus})").format(n=f.value, bonus=f.bonus)
    else:
        text = translate("star_trek_view", "Strength {n}").format(n=f.value)
    if f.uid in b.joined:
        text += " · " + translate("star_trek_view", "joined")
    if f.uid == b.damaged:
        text += " · " + translate("star_trek_view", "damaged")
    return text


def side_words(b: BattleView, name: str, beginner: bool) -> str:
    """Returns a side's header: who attacks or defends and, once resolved, its total."""
    if not b.outcome:
        return (translate("star_trek_view", "{name} attacks") if beginner else
                translate("star_trek_view", "{name} defends")).format(name=name)
    total = b.beginner_total if beginner else b.defender_total
    if b.kind == "combat":
        words = translate("star_trek_view", "{name} attacks: Strength {n}") if beginner else \
            translate("star_trek_view", "{name} defends: Strength {n}")
    else:
        words = translate("star_trek_view", "{name} attacks: Weapons {n}") if beginner else \
            translate("star_trek_view", "{name} defends: Shields {n}")
    return words.format(name=name, n=total)


def result_words(b: BattleView, names: tuple[str, str]) -> str:
    """Returns the totals and who won (the beginner's name first in `names`); while responses may come, that."""
    if not b.outcome:
        return translate("star_trek_view", "Responses may be played; then the totals are compared.")
    if b.outcome == "tie":
        return translate("star_trek_view", "{mine} against {theirs}: a tie, nobody wins").format(
            mine=b.beginner_total, theirs=b.defender_total)
    return translate("star_trek_view", "{mine} against {theirs}: {name} wins").format(
        mine=b.beginner_total, theirs=b.defender_total, name=names[0] if b.outcome == "win" else names[1])


def followed_words(b: BattleView, names: tuple[str, str]) -> str:
    """Returns what the card did after the result, a line each (empty when nothing followed)."""
    lines = []
    if b.taken_card is not None:
        lines.append(translate("star_trek_view", "{name} takes command of {card}.").format(
            name=names[0], card=CARDS[b.taken_card].title))
    if b.killed is not None:
        lines.append(translate("star_trek_view", "{card} is killed.").format(card=CARDS[b.killed].title))
    if b.damaged_card is not None:
        lines.append(translate("star_trek_view", "{ship} takes {card} as damage.").format(
            ship=CARDS[b.damaged_card].title, card=CARDS[b.event].title))
    lines += [translate("star_trek_view", "{ship} is destroyed.").format(ship=CARDS[s].title) for s in b.destroyed]
    if b.outcome and not lines:
        lines.append(translate("star_trek_view", "Nothing follows: {card} goes to the discard pile.").format(
            card=CARDS[b.event].title))
    return "\n".join(lines)


class Fighter(Chip):
    """A card on a side of a battle: its mark and title, and on the right what it counts (or its fate: killed and
    destroyed ones greyed, barred and their fate in bold); on a second line when both do not fit one."""

    def __init__(self, width: float, card_id: str, value: str, gone: bool,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, FIGHTER_H, card_id, stopped=gone, parent=parent)
        self.value = value
        self.value_w = bound(value, 2000, 200, 8.5, gone)[0] + 6
        self.title_w = bound(self.card.title, 2000, 200, 8.5)[0] + 4
        if 20 + self.title_w + self.value_w > width - 4:
            self.height = 2 * FIGHTER_H - 4

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_frame(painter, QColor("#e7e1d6") if self.stopped else QColor("#fffdf6"),
                         QColor("#9a8f80") if self.stopped else QColor("#8c7b5b"), 4)
        r = FIGHTER_H * 0.32
        draw_mark(painter, card_mark(self.card), QPointF(3 + r, FIGHTER_H / 2), r)
        if self.stopped:  # a slanted bar across the mark, as a stopped card has
            painter.setPen(QPen(QColor("#5b5248"), 1.5))
            painter.drawLine(QPointF(1, FIGHTER_H - 2), QPointF(FIGHTER_H, 2))
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        left = 6 + FIGHTER_H * 0.64
        ink = MUTED_INK if self.stopped else INK
        middle = Qt.AlignmentFlag.AlignVCenter
        two = self.height > FIGHTER_H
        title_w = self.width - left - 2 - (0 if two else self.value_w)
        return [TextBox(QRectF(left, 0, title_w, FIGHTER_H), self.card.title, 8.5, False, ink,
                        Qt.AlignmentFlag.AlignLeft | middle),
                TextBox(QRectF(self.width - self.value_w - 2, FIGHTER_H - 4 if two else 0, self.value_w, FIGHTER_H),
                        self.value, 8.5, self.stopped, LOST if self.stopped else ink,
                        Qt.AlignmentFlag.AlignRight | middle)]


class BattleArea(TableItem):
    """The battle's heading, sides, totals and result as one thing a lesson's words name (`item:battle`): it paints
    nothing and takes no click or hover, which go to the cards under it."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, parent)
        self.setData(0, "battle")
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-1)   # under its siblings, the labels and fighters

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class BattleBlock:
    """Draws a battle into a panel from the running y down; `y` is where it ended."""

    def __init__(self, panel: PanelItem, view: StarTrekView, y: float, w: float, name: Callable[[int], str],
                 read: Callable[[CardThing], None], reserve: float) -> None:
        self.panel, self.view, self.y, self.w, self.name, self.read = panel, view, y, w, name, read
        self.reserve = reserve   # the room the prompt, the buttons and Next need below it

    def label(self, text: str, size: float, bold: bool = False, ink: QColor | None = None, indent: float = 0.0,
              least: float = 15.0) -> None:
        """Adds a text across the panel at the running y, as tall as it wraps to."""
        width = self.w - indent
        high = max(least, bound(text, round(width, 1), 2000, size, bold)[1] + 2)
        LabelItem(width, high, text, size, bold, ink if ink is not None else INK, parent=self.panel).setPos(
            8 + indent, self.y)
        self.y += high + 2

    def draw(self, b: BattleView) -> float:
        """Adds the whole battle; returns the y below it."""
        top = self.y
        mission = next((m.card for s in self.view.sides for m in s.missions if m.uid == b.mission), None)
        self.label(kind_words(b.kind, CARDS[mission].title if mission else "?"), 10, True, least=18)
        names = (self.name(b.seat), self.name(1 - b.seat))
        self.label(translate("star_trek_view", "{card}, begun by {name}").format(
            card=CARDS[b.event].title, name=names[0]), 8.5, ink=MUTED_INK)
        count = len(b.beginner)
        for beginner, seat, fighters in ((True, b.seat, b.fighters[:count]), (False, 1 - b.seat, b.fighters[count:])):
            self._side(b, seat, names[0 if beginner else 1], beginner, fighters)
        responses = listed(CARDS[c].title for c in b.responses)
        if responses:
            self.label(translate("star_trek_view", "Responses: {cards}").format(cards=responses), 8.5)
        elif b.outcome:
            self.label(translate("star_trek_view", "No response was played."), 8.5, ink=MUTED_INK)
        ink = WON if b.outcome == "win" else LOST if b.outcome == "loss" else INK
        self.label(result_words(b, names), 10 if b.outcome else 8.5, bool(b.outcome), ink, least=18)
        followed = followed_words(b, names)
        if followed:
            self.label(followed, 8.5, ink=QColor("#5b1414"))
        BattleArea(self.w + 4, self.y - top, parent=self.panel).setPos(6, top)   # the words and sides, no card face
        self._event(b)
        return self.y + 4

    def _event(self, b: BattleView) -> None:
        """Adds the event that began the battle, face up, as large as the room below allows (a click reads it
        larger)."""
        room = self.panel.height - self.y - self.reserve
        if room < 70:
            return
        face = CardFace(self.w, min(room, 300.0), b.event, parent=self.panel)
        face.setPos(8, self.y + 2)
        face.set_rule(rule_id(b.event), card_tip(b.event))
        self.read(face)
        self.y += face.height + 4

    def _side(self, b: BattleView, seat: int, name: str, beginner: bool, fighters: tuple[FighterView, ...]) -> None:
        """Adds a side: its seat's mark and header, then a strip for each of its ships or personnel."""
        TokenItem(5, SEAT_MARKS[seat], parent=self.panel).setPos(9, self.y + 3)
        self.label(side_words(b, name, beginner), 9, True, indent=14)
        for f in fighters:
            note = value_words(b, f, beginner)
            # Killed or destroyed: greyed and barred, and its fate in words.
            chip = Fighter(self.w - 8, f.card, note, f.value is None, parent=self.panel)
            chip.setPos(16, self.y)
            tip = note if not f.bonus else translate("star_trek_view", "Strength {n}: hand weapons present add {bonus}."
                                                     ).format(n=f.value, bonus=f.bonus)
            chip.set_rule(rule_id(f.card), tip + "\n" + card_tip(f.card))
            self.read(chip)
            self.y += chip.height + 2
        self.y += 2
