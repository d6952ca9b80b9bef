"""The Thief's Market table: the centre's dice, every seat's pile and cards, the market rows.

Every choice is made pick by pick, as the rules' decision stack asks (the picks so far are in the view):
Splitting: click a die (or the start marker) in the centre to start taking it, then more dice one at a
time, then Done; or click another seat's pile to steal it, then the dice that go back, then Done. A
picked die wears a green ring and is listed under the buttons; click it again, or Undo pick, to put it
back. Buying: click a market card; when its cost can be paid more than one way, pay it gem by gem with
the buttons (a die of its colour or a gold token). Lucky Animal Appendage: its robbed owner clicks the
returned die (shown apart in the centre) that is not re-rolled; before buying, the owner clicks a die of
their pile to re-roll, or the button to re-roll none.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from tabletop.engine.action import Action
from tabletop.engine.decisions import DecisionView
from tabletop.games.thiefs_market.components import CARD, GEMS, Face
from tabletop.games.thiefs_market.effects import rule_text
from tabletop.games.thiefs_market.messages import ICONS, RULES, dice_words
from tabletop.games.thiefs_market.rules import CANCEL, DONE, OBJECTS, TAKE_ALL, counts_of
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import ThiefsMarketView
from tabletop.ui.games.base import GameScene
from tabletop.ui.i18n import fmt, message, translate, words_of
from tabletop.ui.items import (ButtonItem, CardItem, DieItem, LabelItem, Mark, PanelItem, Shape, TokenItem)
from tabletop.ui.style import MUTED_INK, PANEL

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
PICKED_INK = QColor("#1e8a3c")  # the green of a picked die's ring
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
GROUP_GAP = 10


def card_size(n: int, groups: int, width: float, height: float) -> tuple[float, float]:
    """Returns the (width, height) of a seat's cards so that all `n` fit its card area, in one row if they can."""
    room = width - GROUP_GAP * max(0, groups - 1)
    w = min(72.0, room / max(n, 1) - 4)
    if w >= 48:
        return w, min(70.0, height)
    per_row = -(-n // 2)  # too many for one row: two rows of half as many, shorter
    return min(72.0, room / per_row - 4), min(70.0, (height - 4) / 2)


SEAT_COLOURS = ("#3b6ea5", "#b5563a", "#6a8d3a", "#7d5ba6", "#c49a2c")


def rule(key: str) -> str:
    """Returns a Thief's Market rule text in the current language."""
    return translate(*RULES[key])


def effect_text(card_id: str) -> str:
    """Returns what a card does, in words: its effect template's text filled in from the card's data."""
    code, params = rule_text(card_id)
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


class ThiefsMarketScene(GameScene):
    """Draws a ThiefsMarketView and turns clicks into picks, purchases, payments and abilities."""

    WIDTH, HEIGHT = 1240, 900
    EMBLEM = tuple(FACE_MARKS.values())  # the dice faces

    def __init__(self) -> None:
        super().__init__()
        self.dice_items: list[DieItem] = []
        self.decision: DecisionView | None = None  # the decision being made now (public: its picks are shown)

    def render_view(self, view: ThiefsMarketView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the table; the picks so far come from the view, so a redraw keeps them."""
        self.reset()
        self.dice_items = []
        self.view, self.legal, self.names, self.acting = view, legal, seat_names, acting
        self.decision = view.deciding()
        self._centre(view)
        self._market(view)
        self._seats(view)
        self._controls(view)

    def render_view_keep(self) -> None:
        """Redraws the same view (after a language change or an animation)."""
        self.render_view(self.view, self.legal, self.names, self.acting)

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
            item.moveBy(0, -6)  # a picked object stands out of its row as well as wearing its ring
            if isinstance(item, TokenItem):  # a token draws no ring: say it in words
                tag = LabelItem(64, 14, translate("tm_view", "picked"), 8, True, PICKED_INK,
                                Qt.AlignmentFlag.AlignCenter, parent=item.parentItem())
                tag.setPos(item.pos().x() + item.width / 2 - 32, item.pos().y() + item.height + 2)
        if action in self.legal:
            item.set_highlight(True)
            self.clickable(item, action)

    # --- the centre ---------------------------------------------------------------------------------
    def _centre(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(700, 250, translate("tm_view", "The centre — round {n}").format(n=view.round))
        panel.set_rule("tm.rule.distribution", rule("distribution"))
        self.addItem(panel)
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
                x += 54
                if x > 650:
                    x, y = 16, y + 58
        if view.marker_in_centre:
            marker = TokenItem(22, MARKER, "1", parent=panel)
            marker.setPos(x + 4, y)
            marker.set_rule("tm.rule.marker", translate("tm_view", "The start marker: its holder buys first and "
                                                                   "rolls next round."))
            self._offer(marker, "marker", bool(picked[MARKER_INDEX]), "take", "unpick")
        if hold is not None and any(waiting):
            self._returned_dice(panel, view, waiting, hold.seat)

    def _returned_dice(self, panel: PanelItem, view: ThiefsMarketView, waiting: Sequence[int], owner: int) -> None:
        """Draws the returned dice waiting for their re-roll; their owner clicks the one that keeps its face."""
        name = self.names[owner] if owner < len(self.names) else str(owner + 1)
        LabelItem(660, 20, translate("tm_view", "Returned from {name}'s pile, to be re-rolled:").format(name=name),
                  10, True, MUTED_INK, parent=panel).setPos(16, 154)
        x = 16
        for face in Face:
            for _ in range(waiting[face]):
                die = DieItem(40, FACE_MARKS[face], parent=panel)
                die.setPos(x, 180)
                die.set_rule("tm.rule.die", translate("tm_view", "A {face} die").format(face=term(face.word)))
                hold = Action("hold", (face.word,))
                if hold in self.legal:
                    die.set_highlight(True)
                    self.clickable(die, hold)
                self.dice_items.append(die)
                x += 48

    # --- the market -----------------------------------------------------------------------------------
    def _market(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(700, 390, translate("tm_view", "The market"))
        panel.setPos(0, 258)
        panel.set_rule("tm.rule.buying", rule("buying") + "\n\n" + rule("round_end"))
        self.addItem(panel)
        counts = dict(view.deck_counts)
        paying = self._param("card") if self._kind() == "pay" else None
        for r, (deck, row) in enumerate(view.rows):
            y = 34 + r * 118
            LabelItem(70, 108, translate("tm_view", "Deck {deck}\n{n} left").format(deck=deck, n=counts.get(deck, 0)),
                      10, True, MUTED_INK, Qt.AlignmentFlag.AlignCenter, parent=panel).setPos(8, y)
            for k, card_id in enumerate(row):
                item = self._card(card_id, 104, 108)
                item.setParentItem(panel)
                item.setPos(84 + k * 110, y)
                buy = Action("buy", (card_id,))
                item.set_highlight(buy in self.legal)
                item.selected_ = card_id == paying  # the card being paid for
                self.clickable(item, buy)  # a card out of reach says why when clicked

    def _card(self, card_id: str, w: float, h: float, by_icon: bool = False) -> CardItem:
        """A market card shows its main cost colour; an owned card (by_icon) shows its type icon."""
        card = CARD[card_id]
        main = next((f for f in GEMS if card.cost[f]), Face.GREEN)
        cost = " ".join(_gem_count(Face(f), n) for f, n in enumerate(card.cost) if n)
        if by_icon:
            icon = card.icons[0] if card.icons else "scheme"
            item = CardItem(w, h, mark=ICON_MARKS.get(icon, ICON_MARKS["scheme"]), value=str(card.vp) if card.vp
                            else "", title=term(card.name), subtitle=cost, corner=translate(*ICONS[icon]))
        else:
            item = CardItem(w, h, mark=FACE_MARKS[main], value=str(card.vp) if card.vp else "",
                            title=term(card.name), subtitle=cost, corner=card.deck)
        item.set_rule("tm.card." + card_id, card_tip(card_id))
        return item

    # --- the seats ------------------------------------------------------------------------------------
    def _seats(self, view: ThiefsMarketView) -> None:
        n = view.players
        row_h = min(176.0, (self.HEIGHT - 4) / n - 6)
        rerolls = {a.args[1]: a for a in self.legal if a.kind == "reroll"}
        copies = {a.args[0]: a for a in self.legal if a.kind == "copy"}
        victim = int(self._param("victim")) if self._kind() == "steal" else None
        returned = self._picked("steal")
        deciding = view.deciding()
        for seat in view.seats:
            current = deciding is not None and seat.seat == deciding.seat and view.phase is not Phase.OVER
            panel = PanelItem(530, row_h, "", emphasis=current, fill=QColor("#fbf3df") if current else PANEL)
            panel.setPos(708, 2 + seat.seat * (row_h + 6))
            self.addItem(panel)
            TokenItem(10, Mark(SEAT_COLOURS[seat.seat], Shape.SQUARE), parent=panel).setPos(10, 7)
            name = self.names[seat.seat] if seat.seat < len(self.names) else str(seat.seat + 1)
            infamy = str(seat.infamy) if seat.infamy is not None else "?"
            LabelItem(490, 22, translate("tm_view", "{name} · gold {gold} · infamy {infamy} · cards {cards}").format(
                name=name, gold=seat.gold, infamy=infamy, cards=len(seat.cards)), 11, True, parent=panel).setPos(32, 4)
            hidden = LabelItem(80, 20, "", 8, False, MUTED_INK, parent=panel)
            hidden.setPos(440, 24)
            hidden.set_rule("tm.rule.infamy", rule("infamy"))
            # The pile: dice face up. A pile that may be stolen is clicked to steal it; while it is being
            # stolen, its dice are clicked to send them back.
            x = 12
            steal = Action("steal", (seat.seat,))
            for face in Face:
                for k in range((seat.pile or (0,) * 6)[face]):
                    die = DieItem(30, FACE_MARKS[face], parent=panel)
                    die.setPos(x, 30)
                    if seat.seat == victim:
                        self._offer(die, face.word, k < returned[face], "return", "unpick")
                    elif steal in self.legal:
                        die.set_highlight(True)
                        self.clickable(die, steal)
                    elif seat.seat == self.acting and face.word in rerolls:
                        die.set_highlight(True)  # Lucky Animal Appendage: click the die to re-roll
                        self.clickable(die, rerolls[face.word])
                    x += 34
            if seat.has_marker:
                marker = TokenItem(14, MARKER, "1", parent=panel)
                marker.setPos(x + 4, 32)
                if seat.seat == victim:
                    self._offer(marker, "marker", bool(returned[MARKER_INDEX]), "return", "unpick")
            if seat.pile is None and view.phase is Phase.DISTRIBUTE:
                LabelItem(200, 30, translate("tm_view", "no pile yet"), 9, False, MUTED_INK, parent=panel).setPos(12, 30)
            # The cards, small, with their effects in the tooltips.
            grouped = sorted(seat.cards, key=lambda c: (ICON_ORDER.index(CARD[c].icons[0])
                                                       if CARD[c].icons and CARD[c].icons[0] in ICON_ORDER else 9, c))
            icons = [CARD[c].icons[0] if CARD[c].icons else "scheme" for c in grouped]
            w, h = card_size(len(grouped), len(set(icons)), 506, row_h - 72)
            x, y, last_icon = 12.0, 68.0, None
            for card_id, icon in zip(grouped, icons):
                if last_icon is not None and icon != last_icon:
                    x += GROUP_GAP  # a gap between the groups of one type
                if x + w > 518:
                    x, y = 12.0, y + h + 4
                last_icon = icon
                item = self._card(card_id, w, h, by_icon=True)
                item.setParentItem(panel)
                item.setPos(x, y)
                x += w + 4
                if card_id in seat.used:
                    item.set_dimmed(True)
                if card_id in copies:
                    item.set_highlight(True)  # Mimetic Stew: click the card it becomes
                    self.clickable(item, copies[card_id])

    # --- buttons --------------------------------------------------------------------------------------
    def _controls(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(700, 244, "")
        panel.setPos(0, 654)
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
        top = 34
        if note:
            LabelItem(670, 22, note, 10, False, MUTED_INK, parent=panel).setPos(14, 30)
            top += 24
        columns = 3 if len(buttons) > 8 else 2  # every choice fits: lists are short now (a pick at a time)
        width = (672 - 8 * (columns - 1)) / columns
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
        def shake(t) -> None:
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


def _gem_count(face: Face, n: int) -> str:
    """Returns a short cost part for a card's small print: "2G" (two green)."""
    short = {Face.GREEN: translate("tm_view", "{n}G"), Face.WHITE: translate("tm_view", "{n}W"),
             Face.BLUE: translate("tm_view", "{n}B"), Face.RED: translate("tm_view", "{n}R")}
    return short[face].format(n=n)
