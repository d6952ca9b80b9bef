"""The areas of the Thief's Market table: the centre's dice, the market, every seat's name line, pile and cards, the
buttons of the decision at the screen, and a seat drawn large."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.action import Action
from tabletop.engine.decisions import DecisionView
from tabletop.games.thiefs_market.components import CARD, Face
from tabletop.games.thiefs_market.messages import dice_words
from tabletop.games.thiefs_market.moves import BUY, HOLD, STEAL, UNPICK, make as make_move, parts
from tabletop.games.thiefs_market.rules import CANCEL, DONE, TAKE_ALL, counts_of
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import SeatView, ThiefsMarketView
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.enlarge import readable
from tabletop.ui.games.thiefs_market.items import (CONTROLS_H, FACE_MARKS, FRAME_REACH, HEADER_H, LEFT_W, MARKER,
                                                   MARKER_INDEX, PILE_DIE, SEAT_COLOURS, SEAT_GAP, SEATS_W, SEATS_X,
                                                   CardFace, CardWindow, SeatArea, TextItem, grid, rule,
                                                   share_rows, sorted_by_type, term, text_size)
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import ButtonItem, DieItem, Mark, PanelItem, Shape, TableItem, TokenItem
from tabletop.ui.style import INK, MUTED_INK, PANEL


class TablePanels(GameScene[ThiefsMarketView]):
    """Draws the table's areas: mixed into ThiefsMarketScene, which keeps the view, the legal moves and the picks."""

    # What ThiefsMarketScene keeps, named here for the areas that read it.
    view: ThiefsMarketView
    legal: Sequence[Action]
    acting: int | None
    decision: DecisionView | None
    dice_items: list[DieItem]
    pile_items: dict[int, list[TableItem]]
    card_windows: dict[str, CardWindow]
    seat_areas: dict[int, SeatArea]
    scroll: dict[str, int]
    centre_h: float
    large_cards: list[CardFace]
    market_panel: PanelItem
    _name: Callable[[int], str]
    _kind: Callable[[], str | None]
    _param: Callable[[str], str]
    _picked: Callable[[str], list[int]]
    _offer: Callable[[DieItem | TokenItem, str, bool, str, str], None]

    def large_content(self, key: str) -> QGraphicsItem | None:
        """Returns what a seat shows large: its pile and every card with its whole rule text (drawn from the same
        view as its row); None for anything else (the thing itself is magnified)."""
        if not key.startswith("seat:"):
            return None
        seat = self.view.seats[int(key.split(":")[1])]
        width = 620.0
        content = TableItem(width, 0)
        content.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        x = 0.0
        for face in Face:
            for _ in range((seat.pile or (0,) * 6)[face]):
                DieItem(PILE_DIE, FACE_MARKS[face], parent=content).setPos(x, 0)
                x += PILE_DIE + 6
        if seat.has_marker:
            TokenItem(PILE_DIE / 2, MARKER, "1", parent=content).setPos(x + 4, 0)
        top = PILE_DIE + 10.0 if x or seat.has_marker else 0.0
        cards = [CardFace(card_id, (width - 8) / 2, whole=True, parent=content)
                 for card_id in sorted_by_type(seat.cards)]
        for row in grid(cards, 2, 8):
            for card in row:
                card.setY(top)
                card.set_dimmed(card.card_id in seat.used)
            top += max(c.height for c in row) + 8
        content.height = top
        self.large_cards = cards
        return content

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
                readable(die, f"die:{face.word}:{k}", die.toolTip())
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
            readable(marker, "marker", translate("tm_view", "The start marker"))
            self._offer(marker, "marker", bool(picked[MARKER_INDEX]), "take", "unpick")
            self.pile_items.setdefault(-1, []).append(marker)
        self.pile_items.setdefault(-1, []).extend(self.dice_items)
        bottom: float = y + 46 + 12
        if hold is not None and any(waiting):
            bottom = self._returned_dice(panel, waiting, hold.seat, y + 56) + 12
        panel.height = max(150.0, bottom)
        self.addItem(panel)
        readable(panel, "centre", panel.title)
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
                readable(die, f"returned:{face.word}:{x}", die.toolTip())
                hold = make_move(HOLD, face=face.word)
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
        readable(panel, "market", panel.title)
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
                readable(item, f"card:market:{item.card_id}", term(CARD[item.card_id].name))
                buy = make_move(BUY, card=item.card_id)
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
        line = TextItem(self._seat_line(seat), 11, True, INK, 330)
        line.setPos(34, 19 - line.height / 2)
        line.set_rule("tm.rule.infamy", rule("infamy"))
        readable(line, f"line:{seat.seat}", line.text)
        enlarge = ButtonItem(0, 24, translate("tm_view", "Enlarge"))
        enlarge.width = text_size(enlarge.text, 10, True, 500)[0] + 16
        enlarge.setPos(SEATS_W - 10 - enlarge.width, 7)
        enlarge.set_rule("tm.rule.enlarge", translate("tm_view", "Shows this player's pile and cards large, each "
                                                                 "card with its whole rule text."))
        enlarge.clicked.connect(lambda s=seat.seat: self.enlarge(s))
        items += [mark, line, enlarge]
        dice = sum(seat.pile or ()) + int(seat.has_marker)
        pile_w = dice * (PILE_DIE + 4) + (8 if seat.has_marker else 0)
        x, y, height = line.x() + line.width + 12, 4.0, float(HEADER_H)
        if x + pile_w > enlarge.x() - 8:  # no room beside the name line: the pile goes under it
            x, y, height = 12.0, HEADER_H - 2.0, HEADER_H + PILE_DIE + 4.0
        if dice:  # a hint's frame round the pile (a steal) stays clear of the cards under it
            height = max(height, y + PILE_DIE + FRAME_REACH)
        if seat.pile is None and self.view.phase is Phase.DISTRIBUTE:
            note = TextItem(translate("tm_view", "no pile yet"), 9, False, MUTED_INK)
            note.setPos(x, y + (PILE_DIE - note.height) / 2)
            items.append(note)
        return items + [self._pile_anchor(seat, x, y)], height

    def _seat_line(self, seat: SeatView) -> str:
        """Returns a seat's name line: its gold, its infamy (a "?" where the view hides it) and its cards."""
        infamy = str(seat.infamy) if seat.infamy is not None else "?"
        return fmt(translate("tm_view", "{name} · gold {gold} · infamy {infamy} · {cards:card|cards}"),
                   name=self._name(seat.seat), gold=seat.gold, infamy=infamy, cards=len(seat.cards))

    def _pile_anchor(self, seat: SeatView, x: float, y: float) -> TableItem:
        """Returns an empty item at the pile's place; the pile's dice are made on it (see _pile)."""
        anchor = TableItem(0, 0)
        anchor.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        anchor.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        anchor.setPos(x, y)
        self._pile(anchor, seat)
        if seat.pile is not None:
            anchor.setToolTip(dice_words(list(seat.pile), translate))
        readable(anchor, f"pile:{seat.seat}", translate("tm_view", "{name}'s pile").format(name=self._name(seat.seat)))
        return anchor

    def _pile(self, anchor: TableItem, seat: SeatView) -> None:
        """The pile: dice face up. A pile that may be stolen is clicked to steal it; while it is being stolen,
        its dice are clicked to send them back."""
        victim = int(self._param("victim")) if self._kind() == "steal" else None
        returned = self._picked("steal")
        rerolls = {parts(a).face: a for a in self.legal if a.kind == "reroll"}  # by the face of the die re-rolled
        steal = make_move(STEAL, victim=seat.seat)
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
        readable(panel, f"seat:{seat.seat}", self._seat_line(seat))
        self.seat_areas[seat.seat] = panel
        for item in header:
            item.setParentItem(panel)
        key = f"seat{seat.seat}"
        window = CardWindow(SEATS_W - 24, height - header_h - 6, rows, self.scroll.get(key, 0), parent=panel)
        window.setPos(12, header_h)
        self.card_windows[key] = window
        copies = {parts(a).card: a for a in self.legal if a.kind == "copy"}  # by the card copied
        for item in (card for row in rows for card in row):
            readable(item, f"card:{seat.seat}:{item.card_id}", term(CARD[item.card_id].name))
            if item.card_id in seat.used:
                item.set_dimmed(True)
            if item.card_id in copies:
                item.set_highlight(True)  # Mimetic Stew: click the card it becomes
                self.clickable(item, copies[item.card_id])
            else:
                item.clicked.connect(lambda s=seat.seat: self.enlarge(s))  # a card read closer: the seat large

    # --- buttons --------------------------------------------------------------------------------------
    def _controls(self, view: ThiefsMarketView) -> None:
        """Draws the controls panel for the seat deciding now: its title, a note on the step and its buttons."""
        panel = PanelItem(LEFT_W, CONTROLS_H, "")
        panel.setPos(0, self.HEIGHT - CONTROLS_H)
        self.addItem(panel)
        if view.phase is Phase.OVER or self.acting is None or self.decision is None or \
                self.decision.seat != self.acting:
            return
        kind, decision = self.decision.kind, self.decision
        if kind == "hold":
            panel.title = translate("tm_view", "Share out the loot")
            note = translate("tm_view", "Click one of the returned dice in the centre: it keeps its face; the others "
                                        "are re-rolled.")
            buttons: list[tuple[Action, str]] = []
        elif kind in ("split", "take", "steal"):
            panel.title = translate("tm_view", "Share out the loot")
            panel.set_rule("tm.rule.distribution", rule("distribution"))
            note, buttons = self._sharing(view, decision)
        else:
            panel.title = fmt(translate("tm_view", "Buying: {n:purchase|purchases} left"), n=view.purchases_left)
            panel.set_rule("tm.rule.buying", rule("buying"))
            note, buttons = self._buying(view, decision)
        self._control_buttons(panel, note, buttons)

    def _sharing(self, view: ThiefsMarketView, decision: DecisionView) -> tuple[str, list[tuple[Action, str]]]:
        """Returns the note and the buttons while the loot is shared out: what is picked, Take all, Done, Undo pick,
        Cancel."""
        if decision.kind == "split":
            note = translate("tm_view", "Click a die or the start marker in the centre to take it, one at a "
                                        "time; or click another pile to steal it.")
        elif decision.kind == "take":
            note = translate("tm_view", "Picked: {objects}").format(
                objects=dice_words(counts_of(decision.picks), translate))
        else:
            note = translate("tm_view", "Going back to the centre: {objects}").format(
                objects=dice_words(counts_of(decision.picks), translate))
        buttons = [(a, self.action_label(view, a)) for a in self.legal if a in (TAKE_ALL, DONE)]
        if decision.picks:
            last = make_move(UNPICK, pick=str(decision.picks[-1]))
            buttons.append((last, translate("tm_view", "Undo pick")))
        buttons += [(a, self.action_label(view, a)) for a in self.legal if a == CANCEL]
        return note, buttons

    def _buying(self, view: ThiefsMarketView, decision: DecisionView) -> tuple[str, list[tuple[Action, str]]]:
        """Returns the note and the buttons while buying: what a card still costs, and the moves that are not a
        click on a die or a card."""
        note = ""
        if decision.kind == "pay":
            owed = decision.params.get("owed")
            note = translate("tm_view", "Still to pay for {card}: {cost}").format(
                card=term(CARD[str(decision.params["card"])].name),
                cost=dice_words([int(str(n)) for n in owed] if isinstance(owed, tuple) else [], translate))
        # A re-roll is chosen by clicking the die in the pile; a purchase by clicking the card.
        buttons = [(action, self.action_label(view, action)) for action in self.legal
                   if action.kind not in ("reroll", "buy")]
        return note, buttons

    def _control_buttons(self, panel: PanelItem, note: str, buttons: list[tuple[Action, str]]) -> None:
        """Lays the note and up to 15 buttons out in the controls panel, in two or three columns."""
        top = 34.0
        if note:
            label = TextItem(note, 10, False, MUTED_INK, LEFT_W - 28, parent=panel)
            label.setPos(14, 30)
            top += label.height + 4
        columns = 3 if len(buttons) > 8 else 2  # every choice fits: lists are short now (a pick at a time)
        rows = -(-min(len(buttons), 15) // columns)
        # Rows and columns far enough apart for a hint's frame round one button to leave the next one's words
        # clear (Done's frame hid half of "Cancel…"), where the panel has the room.
        gap = FRAME_REACH if top + rows * (30 + FRAME_REACH) <= CONTROLS_H - 4 else 4.0
        width = (LEFT_W - 28 - 2 * gap * (columns - 1)) / columns
        for k, (action, text) in enumerate(buttons[:15]):
            button = ButtonItem(width, 30, text)
            button.setParentItem(panel)
            button.setPos(14 + (k % columns) * (width + 2 * gap), top + (k // columns) * (30 + gap))
            button.set_highlight(action in self.legal)
            self.clickable(button, action)
