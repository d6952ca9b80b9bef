"""The Star Trek table's right column: the status panel (the turn, whose turn, scores and piles) and the decision
panel (the attempt under way, the open decision's moves as buttons in fixed slots, Next at its foot).

Each is an object given the view, the legal moves and the table's callbacks (`Hooks`): it adds its items to the
scene, and the table keeps no state of theirs but the last move button clicked (`Guard`)."""

from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.moves import describe, parts
from tabletop.games.star_trek.view import AttemptView, StarTrekView
from tabletop.ui.i18n import fmt, message, translate
from tabletop.ui.items import SEAT_MARKS, ButtonItem, LabelItem, PanelItem, TableItem, TokenItem, text_rect
from tabletop.ui.style import INK, MUTED_INK
from tabletop.ui.games.star_trek.battle import BattleBlock
from tabletop.ui.games.star_trek.items import (CREW_LEFT, CREW_TITLE, PLAN_SCALE, CardFace, CardThing, Chip, Crew,
                                               CrewLine, bound, width_of)
from tabletop.ui.games.star_trek.words import (card_tip, crew_status_words, listed, outcome_lines,
                                               rule_id)

SELECT_VERBS = ("beam", "move", "order")   # shown on the table once their card is selected
# A turn's big moves, and the battle's: a button here even where the table draws them too.
HEADLINE = ("attempt", "interlink", "engage", "combat", "assist", "damage")
HALF_ROW = ("name",)                       # moves of short words (a skill to name): two buttons to a row
NEXT = Action("next")
NEXT_H = 32        # the Next button's height: it sits at the panel's foot, wherever the content above ends
SLOT = 38          # a move button's slot: two lines at the floor, so a label of one line or two never shifts the rest
PITCH = SLOT + 4   # from one slot to the next
PROMPT_H = 52      # the prompt's box (three lines): moves below it start at the same place whatever it says
SELECTION_H = 40   # the row saying what is selected (two lines), with Cancel (Esc), and room for a hint frame
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
STATUS_SLOT = 28   # two lines of a status text at the floor
STATUS_H = 28 + 5 * STATUS_SLOT + 4  # the turn; whose turn; each side's score and piles: two lines each


def text_height(text: str, size: float, width: float, bold: bool = False) -> float:
    """Returns the height a text wrapped to `width` takes at `size` (or the floor, if larger), as measured."""
    return bound(text, round(width, 1), 2000, size, bold)[1] + 2


class Guard(NamedTuple):
    """The move button clicked last: its place in the decision panel and the moves shown then. Until the next click
    elsewhere no other move is drawn there, so a double click never plays a second, new move."""

    rect: QRectF
    shown: frozenset[Action]


class Hooks(NamedTuple):
    """What a panel asks of the table."""

    play: Callable[[TableItem, Action], object]   # wires a click on an item to a move (GameScene.clickable)
    read: Callable[[CardThing], None]             # wires a click on a card to reading it large
    select: Callable[[int | None], None]          # selects a card in play (None: clears the selection)
    label: Callable[[Action], str]                # a move in words
    name: Callable[[int], str]                    # a seat's name
    pressed: Callable[[Guard], None]              # a move button was clicked


def middle_moves(legal: Sequence[Action], on_table: set[Action], selectable: set[int],
                 selected: int | None) -> list[Action]:
    """Returns the moves the decision panel shows as buttons: the selected card's first, then the attempts and
    interlinks, and every move no click on the table plays (a beam, a move or an order shows once its card is
    selected); Next has its own place."""
    mine = [a for a in legal if selected is not None and selected in parts(a).cards and a != NEXT]

    def shown(a: Action) -> bool:
        if a == NEXT or a in mine:
            return False
        if a.kind in HEADLINE:
            return True
        if a in on_table:
            return False
        return not (a.kind in SELECT_VERBS and parts(a).subject in selectable)
    return mine + [a for a in legal if shown(a)]


def button_height(label: str, width: float) -> float:
    """Returns the height a move button needs to show `label` whole at the text floor: a slot, or more."""
    box = QRectF(0, 0, width - 10, SLOT - 4)  # the button's text box: 6 px in on the left, 4 on the right
    for high in (SLOT, 52.0, 66.0):
        box.setHeight(high - 4)
        _, covers = text_rect(box, label, 10, True, Qt.AlignmentFlag.AlignLeft, scale=PLAN_SCALE)
        if covers.height() <= box.height() + 0.5 and covers.width() <= box.width() + 0.5:
            return high
    return 80.0


# --- the status panel ----------------------------------------------------------------------------------------------

def status_panel(scene: QGraphicsScene, view: StarTrekView, x: float, w: float, name: Callable[[int], str]) -> None:
    """Adds the turn, whose turn it is with the counters left, and each side's score and piles at (x, 2); each text
    in a fixed slot of two lines (a long name wraps inside its own, never over the line below)."""
    panel = PanelItem(w, STATUS_H, translate("star_trek_view", "Turn {turn}").format(turn=view.turn))
    panel.setPos(x, 2)
    scene.addItem(panel)
    now = fmt(translate("star_trek_view", "{name} to play · {n:counter|counters} left"), name=name(view.current),
              n=view.counters)
    counters = LabelItem(w - 20, STATUS_SLOT, now, 9, True, align=TOP_LEFT, parent=panel)
    counters.setPos(10, 26)
    counters.set_rule("st.counters", translate(
        "star_trek_view", "Counters: seven each turn, spent on playing cards (their cost) and on drawing (1 a "
                          "card); while your draw deck has cards, all seven must be spent."))
    for k, side in enumerate(view.sides):
        row_y = 28 + STATUS_SLOT + k * (2 * STATUS_SLOT + 2)
        TokenItem(7, SEAT_MARKS[side.seat], parent=panel).setPos(10, row_y + 3)
        score = LabelItem(w - 40, STATUS_SLOT, fmt(translate("star_trek_view", "{name}: {score:point|points}{first}"),
                          name=name(side.seat), score=side.score,
                          first=translate("star_trek_view", " (went first)") if side.seat == view.first else ""),
                          9, True, align=TOP_LEFT, parent=panel)
        score.setPos(30, row_y)
        score.set_rule("st.winning", translate(
            "star_trek_view", "Completing a mission scores its points; 100 points with a planet and a space "
                              "mission completed wins."))
        piles = LabelItem(w - 40, STATUS_SLOT, translate(
            "star_trek_view", "Hand {hand} · deck {deck} · discard {discard} · dilemmas {pile}").format(
            hand=side.hand_count, deck=side.deck_count, discard=len(side.discard), pile=side.pile_count), 8,
            False, MUTED_INK, TOP_LEFT, parent=panel)
        piles.setPos(30, row_y + STATUS_SLOT)
        piles.set_rule("st.piles", translate("star_trek_view", "Discard pile: {cards}").format(
            cards=listed(CARDS[c].title for c in side.discard[-8:]) or "—") + "\n" + translate(
            "star_trek_view", "Dilemma pile: the dilemmas this side places in front of the other's attempts."))


# --- the decision panel --------------------------------------------------------------------------------------------

class Table(NamedTuple):
    """What the table knows that the decision panel reads: the seats' names, the open decision's kind, the moves
    a click on the table plays, the cards a click selects and the one selected (with its name)."""

    names: Sequence[str]
    open_kind: str | None
    on_table: set[Action]
    selectable: set[int]
    selected: int | None
    selected_name: str
    guard: Guard | None


class AttemptPanel:
    """The right column below the scores: the attempt and the open decision. `draw` adds it; `buttons` are then
    the move buttons it drew, by move."""

    def __init__(self, view: StarTrekView, legal: Sequence[Action], table: Table, hooks: Hooks) -> None:
        self.view, self.legal, self.table, self.hooks = view, list(legal), table, hooks
        self.buttons: dict[Action, ButtonItem] = {}
        self.played: set[Action] = set()   # the moves a click on one of its items other than the buttons plays
        self.panel: PanelItem | None = None
        self.y = 6.0
        self.w = 0.0

    def draw(self, scene: QGraphicsScene, x: float, top: float, w: float, h: float) -> PanelItem:
        """Adds the panel at (x, top), `w` × `h`; returns it."""
        panel = self.panel = PanelItem(w, h, "", fill=QColor("#fbf3df"), emphasis=bool(self.legal))
        panel.setPos(x, top)
        scene.addItem(panel)
        self.w = w - 16
        if self.view.attempt is not None:
            self._attempt(self.view.attempt)
        if self.view.battle is not None:  # below it: the prompt, the selection row, a button or two, Next
            buttons = min(2, len(set(self.legal) - {NEXT}))
            self.y = BattleBlock(panel, self.view, self.y, self.w, self.hooks.name, self.hooks.read,
                                 PROMPT_H + SELECTION_H + NEXT_H + 14 + PITCH * buttons).draw(self.view.battle)
        self._prompt()
        foot = self._next(panel)
        self._selection_row()
        self._move_buttons(foot)
        return panel

    def _play(self, item: TableItem, action: Action) -> None:
        """Wires a click on `item` to `action` (no button then repeats it)."""
        self.hooks.play(item, action)
        self.played.add(action)

    def _label(self, text: str, size: float, bold: bool = False, ink: QColor | None = None, least: float = 16.0,
               gap: float = 2.0) -> LabelItem:
        """Adds a text across the panel at the running y, as tall as it wraps to (at least `least`)."""
        assert self.panel is not None
        high = max(least, text_height(text, size, self.w, bold))
        label = LabelItem(self.w, high, text, size, bold, ink if ink is not None else INK,
                          parent=self.panel)
        label.setPos(8, self.y)
        self.y += high + gap
        return label

    # --- the attempt ----------------------------------------------------------------------------------------------
    def _attempt(self, a: AttemptView) -> None:
        """Adds the attempt under way: who attempts what, the budget, the stack, the dilemma revealed, the crew and
        (for its owner) the drawn dilemmas."""
        mission = next((m for s in self.view.sides for m in s.missions if m.uid == a.mission), None)
        self._label(translate("star_trek_view", "{name} attempts {mission}").format(
            name=self.hooks.name(a.seat), mission=CARDS[mission.card].title if mission else "?"), 10, True, least=20)
        picks = self._picks()
        if picks:  # the owner choosing: what is left of the budget after each pick
            info = translate("star_trek_view", "Budget {budget} · {left} left · {n} stacked").format(
                budget=a.budget, n=len(picks), left=a.budget - sum(CARDS[c].cost for c in self._picked_cards()))
        else:
            info = translate("star_trek_view", "Budget {budget} · drawn {drawn} · stack {stack}").format(
                budget=a.budget, drawn=a.drawn_count, stack=a.stack_count)
        self._label(info, 8, ink=MUTED_INK)
        if a.stack_count and a.drawn is None and a.step != "choosing":  # the stack, face down at the mission
            self._face_down(a)
        if a.faced:  # the dilemma revealed face up, large, with what it did
            self._revealed(a)
        self._crew_list(a)
        if a.drawn is not None:  # only the dilemma owner sees its drawn dilemmas
            self._drawn(a)

    def _face_down(self, a: AttemptView) -> None:
        """Adds the dilemmas still stacked, face down, top first."""
        assert self.panel is not None
        self._label(fmt(translate("star_trek_view", "Face down: {n:dilemma|dilemmas}, top first"), n=a.stack_count),
                    8, True)
        for k in range(a.stack_count):
            back = PanelItem(24, 30, "", parent=self.panel, fill=QColor("#5b1414"))
            back.setPos(8 + k * 30, self.y)
            LabelItem(24, 30, str(len(a.faced) + k + 1), 10, True, QColor("#fffdf6"), Qt.AlignmentFlag.AlignCenter,
                      parent=back).setPos(0, 0)
        self.y += 34

    def _revealed(self, a: AttemptView) -> None:
        """Adds the latest dilemma revealed, face up and large, with what it did."""
        assert self.panel is not None
        f = a.faced[-1]
        self._label(fmt(translate("star_trek_view", "Revealed: {k} of {n:dilemma|dilemmas}"), k=len(a.faced),
                        n=len(a.faced) + a.stack_count), 8, True)
        mission = next((CARDS[m.card].title for s in self.view.sides for m in s.missions if m.uid == a.mission), "")
        text = outcome_lines(f, {c.uid: CARDS[c.card].title for c in a.crew}, mission, self.hooks.name(a.owner))
        high = text_height(text, 9, self.w)
        # As tall as the room the outcome, the crew, the prompt and Next leave: its text is never cut, and a click
        # shows it larger still.
        rows = math.ceil(len(a.crew) / self._per_row(a))
        room = self.panel.height - self.y - (high + 4 + 21 + rows * 16 + PROMPT_H + SELECTION_H + NEXT_H + 14)
        face = CardFace(self.w, max(110.0, min(room, 280.0)), f.card, parent=self.panel, zoom=1.0)
        face.setPos(8, self.y)
        face.set_rule(rule_id(f.card), card_tip(f.card))
        self.hooks.read(face)
        self.y += face.height + 4
        LabelItem(self.w, high, text, 9, False, QColor("#5b1414"), TOP_LEFT, parent=self.panel).setPos(8, self.y)
        self.y += high + 4

    def _per_row(self, a: AttemptView) -> int:
        """Returns how many crew lines share a row: two for a big crew (the mark alone then tells the status) when
        every name fits half the row on one line, else one (a name never wraps over the line below)."""
        half = self.w / 2 - 4 - CREW_LEFT
        if len(a.crew) > 8 and all(width_of(CARDS[c.card].title, True) <= half - 2 for c in a.crew):
            return 2
        return 1

    def _crew_list(self, a: AttemptView) -> None:
        """Lists the attempting crew, each with its status (two to a row for a big crew)."""
        assert self.panel is not None
        status = {c.uid: Crew(c.status) for c in a.crew}
        facing = sum(1 for crew in status.values() if crew is Crew.FACING)
        self._label(fmt(translate("star_trek_view", "Crew: {n:personnel|personnel}, {facing} facing"),
                        n=len(a.crew), facing=facing) if a.current is not None else
                    fmt(translate("star_trek_view", "Crew: {n:personnel|personnel}"), n=len(a.crew)), 8, True,
                    gap=1)
        per_row = self._per_row(a)
        words = per_row == 1 and all(width_of(CARDS[c.card].title, True) <= (self.w - 4) * CREW_TITLE - CREW_LEFT - 2
                                     for c in a.crew)  # the status in words too, where every name leaves room
        col = self.w / per_row
        for k, c in enumerate(a.crew):
            item = CrewLine(col - 4, 15, c.card, status[c.uid], parent=self.panel, words=words)
            item.setPos(8 + (k % per_row) * col, self.y + (k // per_row) * 16)
            item.set_rule(rule_id(c.card), crew_status_words(status[c.uid]) + "\n" + card_tip(c.card))
        self.y += math.ceil(len(a.crew) / per_row) * 16 + 4

    def _drawn(self, a: AttemptView) -> None:
        """Adds the owner's drawn dilemmas, each clickable to stack it or take it back, and the stack so far."""
        assert self.panel is not None and a.drawn is not None
        self._label(translate("star_trek_view", "Your drawn dilemmas (secret):"), 8, True)
        picks = self._picks()
        # All as tall as the longest needs with its place in the stack: a pick never moves the ones below it.
        longest = max((f"{CARDS[cv.card].title} · " + translate("star_trek_view", "{cost} · stacked {n}").format(
            cost=CARDS[cv.card].cost, n=len(a.drawn)) for cv in a.drawn), key=lambda t: width_of(t, True), default="")
        high = 16.0 if text_height(longest, 8.5, self.w - 24, True) <= 16 else 30.0
        for cv in a.drawn:
            place = picks.index(cv.uid) + 1 if cv.uid in picks else 0
            note = str(CARDS[cv.card].cost) if not place else translate(
                "star_trek_view", "{cost} · stacked {n}").format(cost=CARDS[cv.card].cost, n=place)
            chip = Chip(self.w, high, cv.card, parent=self.panel, note=note, bold=bool(place))
            chip.setPos(8, self.y)
            tip = card_tip(cv.card)
            if place:
                tip = translate("star_trek_view", "Stacked {n}: click to take it back.").format(n=place) + "\n" + tip
            chip.set_rule(rule_id(cv.card), tip)
            # A stacked one is taken back by a click (the budget comes back, the places below move up).
            action = Action("unchoose" if place else "choose", (cv.uid,))
            chip.set_highlight(action in self.legal)
            if self.table.open_kind == "stack":  # a refused one says why (its type, a copy, the budget)
                self._play(chip, action)
            else:
                self.hooks.read(chip)
            self.y += high + 2
        if a.stack:
            self._label(translate("star_trek_view", "Stack, top first: {cards}").format(
                cards=listed(CARDS[c].title for c in a.stack)), 8, least=30)

    def _picks(self) -> list[int]:
        """Returns the dilemmas the viewer has stacked so far in the choice open now, top first (their own)."""
        for d in self.view.decisions:
            if d.kind == "stack" and d.seat == self.view.viewer:
                return [int(str(p)) for p in d.picks]
        return []

    def _picked_cards(self) -> list[str]:
        """Returns the card ids of the dilemmas stacked so far."""
        a = self.view.attempt
        drawn = {cv.uid: cv.card for cv in (a.drawn or ())} if a is not None else {}
        return [drawn[u] for u in self._picks() if u in drawn]

    # --- the open decision ----------------------------------------------------------------------------------------
    def _prompt(self) -> None:
        """Adds what is asked now in a box of fixed height (grown only for a text that needs more): the person's
        prompt, the other player deciding in secret, or what a public step of the other player is about to do."""
        view = self.view
        secret = any(d.now and d.private and d.seat != view.viewer for d in view.decisions)
        busy = view.attempt is not None or view.battle is not None
        if view.prompt is not None and self.legal and NEXT not in self.legal:  # Next's own words say what comes
            self._label(message(view.prompt.code, dict(view.prompt.params), self.table.names), 9, True,
                        least=PROMPT_H, gap=4)
        elif busy and secret and not view.over:
            self._label(translate("star_trek_view", "The other player is deciding in secret."), 9, ink=MUTED_INK,
                        least=34, gap=4)
        elif busy and view.prompt is not None and not self.legal and not view.over:
            self._label(message(view.prompt.code, dict(view.prompt.params), self.table.names), 9, ink=MUTED_INK,
                        least=34, gap=4)

    def _next(self, panel: PanelItem) -> float:
        """Adds Next at the panel's foot, if it is a move now (a player stepping through the dilemmas clicks the
        same place); returns where the move buttons must end."""
        if NEXT not in self.legal:
            return panel.height - 4
        foot = panel.height - NEXT_H - 6
        said = describe(self.view, NEXT)  # the game's words for what Next does now
        words = message(said.code, dict(said.params), self.table.names)
        button = ButtonItem(self.w, NEXT_H, words, parent=panel)
        button.setPos(8, foot)
        button.set_highlight(True)
        button.set_rule("st.action.next", words)
        self._play(button, NEXT)
        return foot

    def _selection_row(self) -> None:
        """Adds the row that says which card is selected, with Cancel (Esc), or how to select one: always the
        same height, so the buttons below stay put as a card is selected and let go."""
        assert self.panel is not None
        if self.table.selected is None and not self.table.selectable:
            return
        if self.table.selected is None:
            LabelItem(self.w, SELECTION_H - 8, translate("star_trek_view", "Click a highlighted card in play for its "
                                                                            "beams, moves and orders."), 8, False,
                      MUTED_INK, parent=self.panel).setPos(8, self.y)
        else:
            cancel_w = 104.0
            LabelItem(self.w - cancel_w - 4, SELECTION_H - 8, translate("star_trek_view", "Selected: {card}").format(
                card=self.table.selected_name), 8, True, parent=self.panel).setPos(8, self.y)
            cancel = ButtonItem(cancel_w, SELECTION_H - 10, translate("star_trek_view", "Cancel (Esc)"),
                                parent=self.panel)
            cancel.setPos(8 + self.w - cancel_w, self.y)
            cancel.setData(0, "cancel selection")
            # Later: the redraw deletes this button, never inside its own mouse handler.
            cancel.clicked.connect(lambda: QTimer.singleShot(0, lambda: self.hooks.select(None)))
        self.y += SELECTION_H

    def _move_buttons(self, foot: float) -> None:
        """Adds a button for each move `middle_moves` lists, in slots of fixed height (a skill to name: two to a
        row); none where the last clicked button was unless its move was shown then too."""
        assert self.panel is not None
        moves = middle_moves(self.legal, self.table.on_table | self.played, self.table.selectable,
                             self.table.selected)
        shown = frozenset(moves)
        column = 0   # 0, or 1 beside a half-width button
        for act in moves:
            half = act.kind in HALF_ROW
            width = (self.w - 4) / 2 if half else self.w
            if column and not half:  # a full-width move after a half row: a new row
                self.y += PITCH
                column = 0
            label = self.hooks.label(act)
            high = button_height(label, width)
            rect = self._free(QRectF(8 + column * (width + 4), self.y, width, high), act, half)
            if rect.bottom() + 2 > foot:
                LabelItem(self.w, 16, translate("star_trek_view", "More in the move list"), 8, False, MUTED_INK,
                          parent=self.panel).setPos(8, self.y)
                return
            self._button(act, label, rect, shown)
            self.y = rect.top()
            column = (column + 1) % 2 if half else 0
            if not column:
                self.y += math.ceil((high + 4) / PITCH) * PITCH

    def _free(self, rect: QRectF, act: Action, half: bool) -> QRectF:
        """Returns `rect`, or the first slot below it clear of the last clicked button when `act` is new there."""
        guard = self.table.guard
        while guard is not None and act not in guard.shown and rect.intersects(guard.rect):
            rect.moveTop(rect.top() + PITCH)  # the slot under the pointer that just played a move stays empty
            if half:
                rect.moveLeft(8)
        return rect

    def _button(self, act: Action, label: str, rect: QRectF, shown: frozenset[Action]) -> None:
        """Adds the button of one move in `rect`."""
        button = ButtonItem(rect.width(), rect.height(), label, parent=self.panel)
        button.setPos(rect.topLeft())
        button.set_highlight(True)
        button.set_rule("st.action." + act.kind, label)
        self.hooks.play(button, act)
        button.clicked.connect(lambda r=QRectF(rect): self.hooks.pressed(Guard(r, shown)))
        self.buttons[act] = button
