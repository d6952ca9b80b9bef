"""The attempt panel: the attempt under way (budget, the dilemma revealed face up with what it did, the crew and
their marks, the drawn dilemmas for their owner, whose picks can be taken back) and the open decision's moves as
buttons; the attempting player's Next always in the same place, at the panel's foot."""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.messages import requirement_words
from tabletop.games.star_trek.moves import parts
from tabletop.games.star_trek.view import AttemptView, StarTrekView
from tabletop.ui.i18n import fmt, message, translate
from tabletop.ui.items import ButtonItem, LabelItem, PanelItem, screen_scale, text_rect, text_width
from tabletop.ui.style import MUTED_INK
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.star_trek.cards import (CREW_LEFT, CREW_TITLE, CardFace, CardThing, Chip, Crew, CrewLine,
                                               bound, width_of)
from tabletop.ui.games.star_trek.words import card_tip, listed, rule_id

SELECT_VERBS = ("beam", "move", "order")
NEXT = Action("next")
NEXT_H = 32   # the Next button's height: it sits at the foot of the panel, wherever the content above ends


class AttemptPanel(GameScene[StarTrekView]):
    """The scene's right column below the scores: the attempt and the open decision (a part of StarTrekScene)."""

    # StarTrekScene's, read here.
    LEFT_W: float
    STATUS_H: float
    legal: list[Action]
    selected: int | None
    _name: Callable[[int], str]
    _open_kind: Callable[[StarTrekView], str | None]
    _reads: Callable[[CardThing], None]
    _selected_name: Callable[[StarTrekView], str]

    @staticmethod
    def _status_words(crew: Crew) -> str:
        """Returns a crew status as a tooltip line."""
        return {Crew.ATTEMPTING: translate("star_trek_view", "In the mission attempt."),
                Crew.FACING: translate("star_trek_view", "Facing the dilemma revealed now."),
                Crew.STOPPED: translate("star_trek_view", "Stopped in this mission attempt."),
                Crew.KILLED: translate("star_trek_view", "Killed in this mission attempt.")}[crew]

    def _decision(self, view: StarTrekView) -> None:
        x = self.LEFT_W + 8
        w = self.WIDTH - x - 4
        top = self.STATUS_H + 6
        panel = PanelItem(w, self.HEIGHT - top - 2, "", fill=QColor("#fbf3df"), emphasis=bool(self.legal))
        panel.setPos(x, top)
        self.addItem(panel)
        y = 6.0
        a = view.attempt
        if a is not None:
            mission = next((m for s in view.sides for m in s.missions if m.uid == a.mission), None)
            title = CARDS[mission.card].title if mission else "?"
            head = translate("star_trek_view", "{name} attempts {mission}").format(name=self._name(a.seat),
                                                                                  mission=title)
            high = max(20.0, self._text_height(head, 10, w - 16, True))
            LabelItem(w - 16, high, head, 10, True, parent=panel).setPos(8, y)
            y += high + 2
            picks = self._picks(view)
            if picks:  # the owner choosing: what is left of the budget after each pick
                info = translate("star_trek_view", "Budget {budget} · {left} left · {n} stacked").format(
                    budget=a.budget, n=len(picks), left=a.budget - sum(CARDS[c].cost for c in self._picked_cards(view)))
            else:
                info = translate("star_trek_view", "Budget {budget} · drawn {drawn} · stack {stack}").format(
                    budget=a.budget, drawn=a.drawn_count, stack=a.stack_count)
            high = max(16.0, self._text_height(info, 8, w - 16))
            LabelItem(w - 16, high, info, 8, False, MUTED_INK, parent=panel).setPos(8, y)
            y += high + 2
            if a.stack_count and a.drawn is None and a.step != "choosing":  # the stack, face down at the mission
                y = self._face_down(a, panel, y, w)
            if a.faced:  # the dilemma revealed face up, large, with what it did
                y = self._revealed(view, a, panel, y, w)
            y = self._crew_list(view, panel, y, w)
            if a.drawn is not None:  # only the dilemma owner sees its drawn dilemmas
                drawn_words = translate("star_trek_view", "Your drawn dilemmas (secret):")
                high = max(16.0, self._text_height(drawn_words, 8, w - 16, True))
                LabelItem(w - 16, high, drawn_words, 8, True, parent=panel).setPos(8, y)
                y += high + 2
                picks = self._picks(view)
                for cv in a.drawn:
                    place = picks.index(cv.uid) + 1 if cv.uid in picks else 0
                    note = str(CARDS[cv.card].cost) if not place else translate(
                        "star_trek_view", "{cost} · stacked {n}").format(cost=CARDS[cv.card].cost, n=place)
                    # One line, or two when its title and place do not fit one (never spilling over the next).
                    high = 16.0 if self._text_height(f"{CARDS[cv.card].title} · {note}", 8.5, w - 40,
                                                     bool(place)) <= 16 else 30.0
                    chip = Chip(w - 16, high, cv.card, parent=panel, note=note, bold=bool(place))
                    chip.setPos(8, y)
                    tip = card_tip(cv.card)
                    if place:
                        tip = translate("star_trek_view", "Stacked {n}: click to take it back.").format(n=place) \
                            + "\n" + tip
                    chip.set_rule(rule_id(cv.card), tip)
                    # A stacked one is taken back by a click (the budget comes back, the places below move up).
                    action = Action("unchoose" if place else "choose", (cv.uid,))
                    chip.set_highlight(action in self.legal)
                    if self._open_kind(view) == "stack":  # a refused one says why (its type, a copy, the budget)
                        self.clickable(chip, action)
                    else:
                        self._reads(chip)
                    y += high + 2
                if a.stack:
                    stack = translate("star_trek_view", "Stack, top first: {cards}").format(
                        cards=listed(CARDS[c].title for c in a.stack))
                    high = max(30.0, self._text_height(stack, 8, w - 16))
                    LabelItem(w - 16, high, stack, 8, False, parent=panel).setPos(8, y)
                    y += high + 2
        secret = any(d.now and d.private and d.seat != view.viewer for d in view.decisions)
        if view.prompt is not None and self.legal and NEXT not in self.legal:  # Next's own words say what comes
            text = message(view.prompt.code, dict(view.prompt.params), self.names)
            high = max(34.0, self._text_height(text, 9, w - 16, True))
            LabelItem(w - 16, high, text, 9, True, parent=panel).setPos(8, y)
            y += high + 4
        elif view.attempt is not None and secret and not view.over:
            secret_words = translate("star_trek_view", "The other player is deciding in secret.")
            high = max(34.0, self._text_height(secret_words, 9, w - 16))
            LabelItem(w - 16, high, secret_words, 9, False, MUTED_INK, parent=panel).setPos(8, y)
            y += high + 4
        elif view.attempt is not None and view.prompt is not None and not self.legal and not view.over:
            # a public step of the other player (a bot's Next): what it is about to do
            text = message(view.prompt.code, dict(view.prompt.params), self.names)
            high = max(34, self._text_height(text, 9, w - 16))
            LabelItem(w - 16, high, text, 9, False, MUTED_INK, parent=panel).setPos(8, y)
            y += high + 4
        foot = panel.height - 4
        if NEXT in self.legal:  # always at the foot: a player stepping through the dilemmas clicks the same place
            foot = panel.height - NEXT_H - 6
            button = ButtonItem(w - 16, NEXT_H, self._next_words(view), parent=panel)
            button.setPos(8, foot)
            button.set_highlight(True)
            button.set_rule("st.action.next", self._next_words(view))
            self.clickable(button, NEXT)
        # Every legal move the table does not draw elsewhere: a button here.
        if self.selected is not None:
            LabelItem(w - 16, 16, translate("star_trek_view", "Selected: {card}").format(
                card=self._selected_name(view)), 8, True, parent=panel).setPos(8, y)
            y += 18
        drawn = set(self.action_items)
        rest = [act for act in self.legal if act not in drawn and act != NEXT and (
            self.selected is None or act.kind not in SELECT_VERBS + ("attempt",) or self.selected in parts(act).cards)]
        for act in rest:
            label = self.action_label(view, act)
            high = self._button_height(label, w - 16)
            if y + high + 2 > foot:
                LabelItem(w - 16, 16, translate("star_trek_view", "More in the move list"), 8, False, MUTED_INK,
                          parent=panel).setPos(8, y)
                break
            button = ButtonItem(w - 16, high, label, parent=panel)
            button.setPos(8, y)
            button.set_highlight(True)
            button.set_rule("st.action." + act.kind, self.action_label(view, act))
            self.clickable(button, act)
            y += high + 3

    def _next_words(self, view: StarTrekView) -> str:
        """Returns the Next button's words: what it does now."""
        code = view.prompt.code if view.prompt is not None else ""
        return {"st.prompt.next_first": translate("star_trek_view", "Next: reveal the first dilemma"),
                "st.prompt.next_dilemma": translate("star_trek_view", "Next: reveal the next dilemma"),
                "st.prompt.next_check": translate("star_trek_view", "Next: check the requirements"),
                "st.prompt.next_nobody": translate("star_trek_view", "Next: end the attempt")}.get(
            code, translate("star_trek_view", "Next"))

    def _per_row(self, a: AttemptView) -> int:
        """Returns how many crew lines share a row: two for a big crew (the mark alone then tells the status) when
        every name fits half the row on one line, else one (a name never wraps over the line below)."""
        half = (self.WIDTH - self.LEFT_W - 12 - 16) / 2 - 4 - CREW_LEFT
        if len(a.crew) > 8 and all(width_of(CARDS[c.card].title, True) <= half - 2 for c in a.crew):
            return 2
        return 1

    def _crew_words(self, a: AttemptView) -> bool:
        """Returns True when every name of a crew listed one a row fits beside its status in words."""
        room = (self.WIDTH - self.LEFT_W - 12 - 16) * CREW_TITLE - CREW_LEFT
        return all(width_of(CARDS[c.card].title, True) <= room - 2 for c in a.crew)

    def _button_height(self, label: str, width: float) -> float:
        """Returns the height a move button needs to show `label` whole at the text floor: one line, or as
        many as it takes (a card's name says which copy and where, so a beam can run long)."""
        if ButtonItem.width_for(label) <= width:
            return 24
        scale = screen_scale(self.WIDTH, self.HEIGHT)
        box = QRectF(0, 0, width - 10, 34)  # the button's text box: 6 px in on the left, 4 on the right
        for high in (38, 52, 66):
            box.setHeight(high - 4)
            _, covers = text_rect(box, label, 10, True, Qt.AlignmentFlag.AlignLeft, scale=scale)
            if covers.height() <= box.height() + 0.5 and covers.width() <= box.width() + 0.5:
                return high
        return 80

    @staticmethod
    def _text_height(text: str, size: float, width: float, bold: bool = False) -> float:
        """Returns the height a text wrapped to `width` takes at `size` (or the floor, if larger), as measured."""
        return bound(text, round(width, 1), 2000, size, bold)[1] + 2

    def _face_down(self, a: AttemptView, panel: PanelItem, y: float, w: float) -> float:
        """Draws the dilemmas still stacked, face down, top first; returns the y below them."""
        LabelItem(w - 16, 16, fmt(translate("star_trek_view", "Face down: {n:dilemma|dilemmas}, top first"),
                                  n=a.stack_count), 8, True, parent=panel).setPos(8, y)
        y += 18
        for k in range(a.stack_count):
            back = PanelItem(24, 30, "", parent=panel, fill=QColor("#5b1414"))
            back.setPos(8 + k * 30, y)
            LabelItem(24, 30, str(len(a.faced) + k + 1), 10, True, QColor("#fffdf6"), Qt.AlignmentFlag.AlignCenter,
                      parent=back).setPos(0, 0)
        return y + 34

    def _outcome(self, view: StarTrekView, a: AttemptView) -> str:
        """Returns what the latest dilemma revealed did, in lines: the interrupt played, the skills that spared the
        crew, who was killed and stopped (named when few: the crew list marks each), where it went."""
        f = a.faced[-1]
        names = {c.uid: CARDS[c.card].title for c in a.crew}

        def who(uids: tuple[int, ...]) -> str:
            if len(uids) <= 2:
                return listed(names.get(p, "?") for p in uids)
            return fmt(translate("star_trek_view", "{n:personnel|personnel}"), n=len(uids))

        lines = []
        if f.by:
            lines.append(translate("star_trek_view", "{card} was played.").format(card=CARDS[f.by].title))
        if f.saved:
            lines.append(translate("star_trek_view", "The crew has {skills}: spared.").format(
                skills=requirement_words(f.saved, translate)))
        if f.killed:
            lines.append(translate("star_trek_view", "Killed: {names}").format(names=who(f.killed)))
        if f.stopped:
            lines.append(translate("star_trek_view", "Stopped: {names}").format(names=who(f.stopped)))
        if not (f.killed or f.stopped or f.saved or f.by) and f.outcome:
            lines.append(translate("star_trek_view", "Nobody is stopped."))
        mission = next((CARDS[m.card].title for s in view.sides for m in s.missions if m.uid == a.mission), "")
        lines.append({"": translate("star_trek_view", "It is resolving now."),
                      "overcome": translate("star_trek_view", "Overcome: it lies beneath {mission}."),
                      "return": translate("star_trek_view", "It goes back under {name}'s dilemma pile."),
                      "on": translate("star_trek_view", "It now lies on {mission}.")}[f.outcome].format(
            mission=mission, name=self._name(a.owner)))
        return "\n".join(lines)

    def _revealed(self, view: StarTrekView, a: AttemptView, panel: PanelItem, y: float, w: float) -> float:
        """Draws the latest dilemma revealed, face up and large, with what it did; returns the y below it."""
        f = a.faced[-1]
        total = len(a.faced) + a.stack_count
        LabelItem(w - 16, 16, fmt(translate("star_trek_view", "Revealed: {k} of {n:dilemma|dilemmas}"),
                                  k=len(a.faced), n=total), 8, True, parent=panel).setPos(8, y)
        text = self._outcome(view, a)
        high = self._text_height(text, 9, w - 16)
        # As tall as the room the outcome, the crew, the prompt and Next leave (a Japanese text wraps into more lines
        # than an estimate from its width says): its text is never cut, and a click shows it larger still.
        zoom = 1.0  # the print of a card in hand, on a card as wide as the panel
        rows = math.ceil(len(a.crew) / self._per_row(a))
        room = panel.height - (y + 18) - (high + 4 + 21 + rows * 16 + 44 + NEXT_H + 14)
        face = CardFace(w - 16, max(110.0, min(room, 280.0)), f.card, parent=panel, zoom=zoom)
        face.setPos(8, y + 18)
        face.set_rule(rule_id(f.card), card_tip(f.card))
        self._reads(face)
        y += 18 + face.height + 4
        LabelItem(w - 16, high, text, 9, False, QColor("#5b1414"),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, parent=panel).setPos(8, y)
        return y + high + 4

    @staticmethod
    def _picks(view: StarTrekView) -> list[int]:
        """Returns the dilemmas the viewer has stacked so far in the choice open now, top first (their own)."""
        for d in view.decisions:
            if d.kind == "stack" and d.seat == view.viewer:
                return [int(str(p)) for p in d.picks]
        return []

    def _picked_cards(self, view: StarTrekView) -> list[str]:
        """Returns the card ids of the dilemmas stacked so far."""
        drawn = {cv.uid: cv.card for cv in (view.attempt.drawn or ())} if view.attempt is not None else {}
        return [drawn[u] for u in self._picks(view) if u in drawn]

    def _crew_list(self, view: StarTrekView, panel: PanelItem, y: float, w: float) -> float:
        """Lists the attempting crew, two to a row, each with its status; returns the y below it."""
        a = view.attempt
        assert a is not None
        members = [(c.uid, c.card) for c in a.crew]
        status = {c.uid: Crew(c.status) for c in a.crew}
        facing = sum(1 for crew in status.values() if crew is Crew.FACING)
        title = fmt(translate("star_trek_view", "Crew: {n:personnel|personnel}, {facing} facing"), 
            n=len(members), facing=facing) if a.current is not None else \
            fmt(translate("star_trek_view", "Crew: {n:personnel|personnel}"), n=len(members))
        LabelItem(w - 16, 16, title, 8, True, parent=panel).setPos(8, y)
        y += 17
        per_row = self._per_row(a)
        words = per_row == 1 and self._crew_words(a)
        col = (w - 16) / per_row
        for k, (uid, card) in enumerate(members):
            item = CrewLine(col - 4, 15, card, status[uid], parent=panel, words=words)
            item.setPos(8 + (k % per_row) * col, y + (k // per_row) * 16)
            item.set_rule(rule_id(card), self._status_words(status[uid]) + "\n" + card_tip(card))
        return y + math.ceil(len(members) / per_row) * 16 + 4

