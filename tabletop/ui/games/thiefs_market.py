"""The Thief's Market table: the centre's dice, every seat's pile and cards, the market rows.

Sharing the loot: click dice (and the start marker) in the centre, then Take;
or click another seat's pile to steal it, pick what goes back, then Steal.
Buying: click a market card (paid with as few gold tokens as possible; the
move list has every other way), use your cards' buttons, then Done.
Lucky Animal Appendage: its robbed owner clicks the returned die (shown apart
in the centre) that is not re-rolled; before buying, the owner clicks a die of
their pile to re-roll, or the button to re-roll none.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from tabletop.engine.action import Action
from tabletop.games.thiefs_market.components import CARD, GEMS, Face
from tabletop.games.thiefs_market.messages import EFFECTS, ICONS, RULES, dice_words
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import ThiefsMarketView
from tabletop.ui.games.base import GameScene
from tabletop.ui.i18n import fmt, term, translate
from tabletop.ui.items import (ButtonItem, CardItem, DieItem, LabelItem, Mark, PanelItem, Shape, TokenItem)
from tabletop.ui.style import MUTED_INK, PANEL

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
    """Returns what a card does, in words (the printed card shows only icons)."""
    card = CARD[card_id]
    if card.effect is None:
        return translate(*EFFECTS["none"])
    params = {}
    for key, value in card.effect.items():
        if isinstance(value, list):
            value = " / ".join(term(v) for v in value)
        elif isinstance(value, str) and key != "kind":
            value = term(value)
        params[key] = value
    params.setdefault("gold", card.effect.get("gold", 1))
    try:
        return fmt(translate(*EFFECTS[card.kind]), **params)
    except (KeyError, ValueError):
        return translate(*EFFECTS[card.kind])


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
    """Draws a ThiefsMarketView and turns clicks into takes, steals, purchases and abilities."""

    WIDTH, HEIGHT = 1240, 900
    EMBLEM = tuple(FACE_MARKS.values())  # the dice faces

    def __init__(self) -> None:
        super().__init__()
        self.selection: list[int] = [0] * 7   # dice by face, and the marker, picked in the centre or a pile
        self.victim: int | None = None        # the pile being stolen
        self.dice_items: list[DieItem] = []
        self._phase_key: tuple | None = None

    def render_view(self, view: ThiefsMarketView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the table; selections survive a redraw only within the same decision."""
        self.reset()
        self.dice_items = []
        key = (view.round, view.phase, view.current, view.centre, tuple(s.pile for s in view.seats), view.pending)
        if key != self._phase_key:
            self.selection, self.victim = [0] * 7, None
            self._phase_key = key
        self.view, self.legal, self.names, self.acting = view, legal, seat_names, acting
        self._centre(view)
        self._market(view)
        self._seats(view)
        self._controls(view)

    # --- the centre ---------------------------------------------------------------------------------
    def _centre(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(700, 250, translate("tm_view", "The centre — round {n}").format(n=view.round))
        panel.set_rule("tm.rule.distribution", rule("distribution"))
        self.addItem(panel)
        picking = self.victim is None and view.phase is Phase.DISTRIBUTE and self.acting is not None \
            and view.pending is None
        x, y = 16, 40
        chosen = list(self.selection)
        # Dice returned from a stolen pile wait apart until the appendage's owner has chosen.
        waiting = view.pending.dice if view.pending is not None and view.pending.kind == "hold" else (0,) * 6
        for face in Face:
            for k in range(view.centre[face] - waiting[face]):
                die = DieItem(46, FACE_MARKS[face], parent=panel)
                die.setPos(x, y)
                die.set_rule("tm.rule.die", translate("tm_view", "A {face} die").format(face=term(face.word)))
                if picking and chosen[face] > 0:
                    die.selected_ = True
                    chosen[face] -= 1
                if picking:
                    die.set_highlight(True)
                    die.clicked.connect(lambda f=face, d=die: self._toggle(f, d))
                self.dice_items.append(die)
                x += 54
                if x > 650:
                    x, y = 16, y + 58
        if view.marker_in_centre:
            marker = TokenItem(22, MARKER, "1", parent=panel)
            marker.setPos(x + 4, y)
            marker.set_rule("tm.rule.marker", translate("tm_view", "The start marker: its holder buys first and "
                                                                   "rolls next round."))
            marker.selected_ = bool(self.selection[6]) and picking
            if picking:
                marker.set_highlight(True)
                marker.clicked.connect(lambda: self._toggle(6, None))
        if any(waiting):
            self._returned_dice(panel, view, waiting)

    def _returned_dice(self, panel: PanelItem, view: ThiefsMarketView, waiting: Sequence[int]) -> None:
        """Draws the returned dice waiting for their re-roll; their owner clicks the one that keeps its face."""
        owner = self.names[view.pending.seat] if view.pending.seat < len(self.names) else str(view.pending.seat + 1)
        LabelItem(660, 20, translate("tm_view", "Returned from {name}'s pile, to be re-rolled:").format(name=owner),
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

    def _toggle(self, face: int, die: DieItem | None) -> None:
        available = (self.view.centre[face] if face < 6 else int(self.view.marker_in_centre)) \
            if self.victim is None else self._victim_pile()[face]
        if die is not None and die.selected_:
            self.selection[face] -= 1
        elif self.selection[face] < available:
            self.selection[face] += 1
        self._later(self.render_view_keep)

    def _later(self, fn) -> None:
        """Runs `fn` on the next turn of the event loop: a redraw deletes the item being clicked."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, fn)

    def _victim_pile(self) -> list[int]:
        seat = self.view.seats[self.victim]
        return list(seat.pile or (0,) * 6) + [int(seat.has_marker)]

    def render_view_keep(self) -> None:
        """Redraws keeping the current selection (after a click that only changes what is picked)."""
        key = self._phase_key
        self.reset()
        self.dice_items = []
        self._phase_key = key
        self._centre(self.view)
        self._market(self.view)
        self._seats(self.view)
        self._controls(self.view)
        self.selection_changed.emit()

    # --- the market -----------------------------------------------------------------------------------
    def _market(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(700, 390, translate("tm_view", "The market"))
        panel.setPos(0, 258)
        panel.set_rule("tm.rule.buying", rule("buying") + "\n\n" + rule("round_end"))
        self.addItem(panel)
        counts = dict(view.deck_counts)
        buys = {a.args[0]: a for a in self.legal if a.kind == "buy"}
        cheapest = {}
        for action in self.legal:
            if action.kind == "buy":
                best = cheapest.get(action.args[0])
                if best is None or sum(action.args[1:5]) < sum(best.args[1:5]):
                    cheapest[action.args[0]] = action
        for r, (deck, row) in enumerate(view.rows):
            y = 34 + r * 118
            LabelItem(70, 108, translate("tm_view", "Deck {deck}\n{n} left").format(deck=deck, n=counts.get(deck, 0)),
                      10, True, MUTED_INK, Qt.AlignmentFlag.AlignCenter, parent=panel).setPos(8, y)
            for k, card_id in enumerate(row):
                item = self._card(card_id, 104, 108)
                item.setParentItem(panel)
                item.setPos(84 + k * 110, y)
                if card_id in buys:
                    item.set_highlight(True)
                self.clickable(item, cheapest.get(card_id) or Action("buy", (card_id, 0, 0, 0, 0, "-")))

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
        steals = {a.args[0] for a in self.legal if a.kind == "steal"}
        rerolls = {a.args[1]: a for a in self.legal if a.kind == "reroll"}
        deciding = view.pending.seat if view.pending is not None else view.current
        for seat in view.seats:
            current = seat.seat == deciding and view.phase is not Phase.OVER
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
            # The pile: dice face up; stealable piles can be clicked.
            x = 12
            stealing = self.victim == seat.seat
            chosen = list(self.selection) if stealing else [0] * 7
            for face in Face:
                for _ in range((seat.pile or (0,) * 6)[face]):
                    die = DieItem(30, FACE_MARKS[face], parent=panel)
                    die.setPos(x, 30)
                    if stealing:
                        die.set_highlight(True)
                        if chosen[face] > 0:
                            die.selected_ = True
                            chosen[face] -= 1
                        die.clicked.connect(lambda f=face, d=die: self._toggle(f, d))
                    elif seat.seat in steals:
                        die.set_highlight(True)
                        die.clicked.connect(lambda s=seat.seat: self._start_steal(s))
                    elif seat.seat == self.acting and face.word in rerolls:
                        die.set_highlight(True)  # Lucky Animal Appendage: click the die to re-roll
                        self.clickable(die, rerolls[face.word])
                    x += 34
            if seat.has_marker:
                marker = TokenItem(14, MARKER, "1", parent=panel)
                marker.setPos(x + 4, 32)
                if stealing:
                    marker.selected_ = bool(self.selection[6])
                    marker.set_highlight(True)
                    marker.clicked.connect(lambda: self._toggle(6, None))
            if seat.pile is None and view.phase is Phase.DISTRIBUTE:
                LabelItem(200, 30, translate("tm_view", "no pile yet"), 9, False, MUTED_INK, parent=panel).setPos(12, 30)
            # The cards, small, with their effects in the tooltips; usable abilities as buttons.
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

    def _start_steal(self, victim: int) -> None:
        self.victim = victim
        self.selection = [0] * 7
        self._later(self.render_view_keep)

    # --- buttons --------------------------------------------------------------------------------------
    def _controls(self, view: ThiefsMarketView) -> None:
        panel = PanelItem(700, 244, "")
        panel.setPos(0, 654)
        self.addItem(panel)
        if view.phase is Phase.OVER or self.acting is None:
            return
        buttons: list[tuple[Action, str]] = []
        if view.pending is not None and view.pending.kind == "hold":
            panel.title = translate("tm_view", "Share out the loot")
            LabelItem(670, 60, translate("tm_view", "Click one of the returned dice in the centre: it keeps its face; "
                                                    "the others are re-rolled."), 10, False, MUTED_INK,
                      parent=panel).setPos(14, 34)
        elif view.phase is Phase.DISTRIBUTE:
            panel.title = translate("tm_view", "Share out the loot")
            panel.set_rule("tm.rule.distribution", rule("distribution"))
            if self.victim is None:
                take = Action("take", tuple(self.selection))
                buttons.append((take, translate("tm_view", "Take what is picked")))
                takes = [a for a in self.legal if a.kind == "take"]
                if len(takes) == 1:
                    buttons.append((takes[0], translate("tm_view", "Take everything")))
            else:
                steal = Action("steal", (self.victim, *self.selection))
                buttons.append((steal, translate("tm_view", "Steal, returning what is picked")))
            LabelItem(670, 60, translate("tm_view", "Click dice to pick them; click another pile to steal it and "
                                                    "pick what goes back."), 10, False, MUTED_INK,
                      parent=panel).setPos(14, 176)
        else:
            panel.title = fmt(translate("tm_view", "Buying: {n:purchase|purchases} left"), n=view.purchases_left)
            panel.set_rule("tm.rule.buying", rule("buying"))
            for action in self.legal:
                # A re-roll is chosen by clicking the die in the pile; the button re-rolls none.
                if action.kind in ("convert", "spend", "exchange", "no_reroll", "copy", "done"):
                    buttons.append((action, self.action_label(view, action)))
        for k, (action, text) in enumerate(buttons[:12]):
            button = ButtonItem(330, 34, text)
            button.setParentItem(panel)
            button.setPos(14 + (k % 2) * 340, 34 + (k // 2) * 40)
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
        kind = action.kind
        if kind == "take":
            return translate("tm_view", "Take {dice}").format(dice=dice_words(action.args, translate))
        if kind == "steal":
            victim = self.names[action.args[0]] if action.args[0] < len(self.names) else action.args[0]
            return translate("tm_view", "Steal {name}'s pile, returning {dice}").format(
                name=victim, dice=dice_words(action.args[1:], translate))
        if kind == "buy":
            card, gold = CARD[action.args[0]], sum(action.args[1:5])
            text = fmt(translate("tm_view", "Buy {card} ({gold:gold token|gold tokens})"), card=term(card.name),
                       gold=gold)
            if action.args[5] != "-":
                text += " " + translate("tm_view", "without one {face}").format(face=term(action.args[5]))
            return text
        if kind == "convert":
            return translate("tm_view", "{card}: a die becomes {face}").format(
                card=term(CARD[action.args[0]].name), face=term(action.args[1]))
        if kind == "spend":
            return translate("tm_view", "Use {card}").format(card=term(CARD[action.args[0]].name))
        if kind == "reroll":
            return translate("tm_view", "{card}: re-roll a {face} die").format(
                card=term(CARD[action.args[0]].name), face=term(action.args[1]))
        if kind == "exchange":
            return translate("tm_view", "Pay a gold token for 2 infamy tokens")
        if kind == "hold":
            return translate("tm_view", "Do not re-roll the returned {face} die").format(face=term(action.args[0]))
        if kind == "no_reroll":
            return translate("tm_view", "Re-roll no die")
        if kind == "copy":
            return translate("tm_view", "Copy {card}").format(card=term(CARD[action.args[0]].name))
        return translate("tm_view", "Done buying")

    def prompt(self, view: ThiefsMarketView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the person at the screen should do."""
        if view.phase is Phase.OVER:
            return translate("tm_view", "The game is over.")
        pending = view.pending
        deciding = pending.seat if pending is not None else view.current
        name = names[deciding] if deciding < len(names) else ""
        if pending is not None and pending.kind == "hold":
            return translate("tm_view", "{name}: your pile was stolen. Click the returned die that is not "
                                        "re-rolled (Lucky Animal Appendage).").format(name=name)
        if pending is not None and pending.kind == "reroll":
            return translate("tm_view", "{name}: before buying, click a die of your pile to re-roll it, or re-roll "
                                        "none (Lucky Animal Appendage).").format(name=name)
        if pending is not None:
            return translate("tm_view", "{name}: choose the card Mimetic Stew copies.").format(name=name)
        if view.phase is Phase.DISTRIBUTE:
            return translate("tm_view", "{name}: take from the centre, or steal a pile.").format(name=name)
        return translate("tm_view", "{name}: buy a card, use your cards, then finish.").format(name=name)

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
