"""The areas of the Star Cartel table: the cartel board, the hub, the piles and shipyard, the seats' rows, the turn
panel (loading, or the delivery in progress) and a seat drawn large."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.action import Action
from tabletop.games.star_cartel.components import Cargo, Ship
from tabletop.games.star_cartel.state import Fixer, Phase
from tabletop.games.star_cartel.view import DeliveryView, SeatView, StarCartelView
from tabletop.games.star_cartel.moves import FIXER_VERB, JETTISON, LOAD, make as make_move
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.enlarge import readable
from tabletop.ui.games.star_cartel.items import ABILITY_MARK, CARGO_MARKS
from tabletop.ui.games.star_cartel.words import ability_name, rule, ship_name, term
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import (SEAT_MARKS, BarItem, ButtonItem, CardItem, LabelItem, Mark, PanelItem, Shape,
                               TokenItem, TableItem, TrackItem)
from tabletop.ui.style import MUTED_INK, PANEL

LESSON_FOOT = 62  # the foot of the loading panel kept for the banner naming a bot's move (two lines)


class TablePanels(GameScene[StarCartelView]):
    """Draws the table's areas: mixed into StarCartelScene, which keeps the view, the legal moves and the seat at the
    screen."""

    CARD_W: int
    CARD_H: int
    SEATS_X: int
    SEATS_W: int
    view: StarCartelView
    legal: set[Action]
    _delivery_step: Callable[[StarCartelView], str | None]

    def large_content(self, key: str) -> QGraphicsItem | None:
        """Returns what a seat shows large: its ship, its load card by card and its stash, drawn from the same view as
        its row (another seat's stash only as a count); None for anything else (the thing itself is magnified)."""
        k = int(key.split(":")[1]) if key.startswith("seat:") else -1
        if not 0 <= k < len(self.view.seats):
            return None
        view, seat = self.view, self.view.seats[k]
        content = TableItem(756, 0)
        content.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        ship = self._ship_card(seat.ship, 210, 270, view)
        ship.setParentItem(content)
        ship.set_rule("cartel.rule.loading", self._ship_tip(seat.ship, view) + "\n\n" + rule("loading"))
        LabelItem(520, 26, translate("star_cartel_view", "Load {load} of capacity {capacity}").format(
            load=seat.load_total, capacity=seat.ship.capacity), 13, True, parent=content).setPos(236, 0)
        BarItem(520, 24, seat.load_total, seat.ship.capacity, parent=content).setPos(236, 32)
        for j, card in enumerate(seat.load):
            item = CardItem(120, 150, mark=CARGO_MARKS[card.cargo], value=str(card.size), title=term(card.cargo.word),
                            corner=translate("star_cartel_view", "size"), parent=content)
            item.setPos(236 + (j % 4) * 130, 70 + (j // 4) * 160)
        if not seat.load:
            LabelItem(520, 40, translate("star_cartel_view", "The ship is empty."), 12, False, MUTED_INK,
                      parent=content).setPos(236, 80)
        top = max(290.0, 70 + 160 * ((len(seat.load) + 3) // 4))
        stash = PanelItem(752, 220, translate("star_cartel_view", "Stash"), parent=content)
        stash.setPos(0, top)
        content.height = top + 220
        if seat.stash is None:  # another seat's stash: face down, only its size is public
            CardItem(90, 130, face_down=True, back_label=str(seat.stash_count), parent=stash).setPos(20, 40)
            LabelItem(600, 60, fmt(translate("star_cartel_view", "Stash: {n:card|cards} face down"), n=seat.stash_count),
                      13, True, parent=stash).setPos(130, 80)
            return content
        counts = {c: 0 for c in Cargo}
        for card in seat.stash:
            counts[card.cargo] += 1
        shown = [(cargo, n) for cargo, n in counts.items() if n]
        for j, (cargo, count) in enumerate(shown):
            CardItem(130, 150, mark=CARGO_MARKS[cargo], value=f"×{count}", title=term(cargo.word),
                     subtitle=fmt(translate("star_cartel_view", "{points:point|points} now"),
                                  points=count * view.prices[cargo]), parent=stash).setPos(20 + j * 142, 40)
        if not shown:
            LabelItem(600, 40, translate("star_cartel_view", "empty"), 12, False, MUTED_INK, parent=stash).setPos(20, 60)
        return content

    # --- the cartel board -------------------------------------------------------
    def _cartel_board(self, view: StarCartelView) -> None:
        panel = PanelItem(800, 214, translate("star_cartel_view", "Cartel board — prices"))
        panel.set_rule("cartel.rule.price_track", rule("price_track") + "\n\n" + rule("crash"))
        panel.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(panel)
        readable(panel, "board", panel.title)
        for row, cargo in enumerate(Cargo):
            y = 32 + row * 36
            token = TokenItem(11, CARGO_MARKS[cargo], parent=panel)
            token.setPos(14, y + 5)
            LabelItem(110, 32, term(cargo.word), 11, True, parent=panel).setPos(42, y)
            price = view.prices[cargo]
            track = TrackItem(1, 9, 68, 32, parent=panel, marked={price: CARGO_MARKS[cargo].colour})
            track.setPos(160, y)
            track.set_rule("cartel.rule.crash", rule("crash"))
            readable(track, f"price:{cargo.word}", translate("star_cartel_view", "{cargo}: price {price}").format(
                cargo=term(cargo.word), price=price))
            marker = TokenItem(12, CARGO_MARKS[cargo], parent=track)
            centre = track.cell_centre(price)
            marker.setPos(centre.x() + 4, centre.y() - 12)
            marker.set_rule("cartel.rule.price_track", translate("star_cartel_view", "{cargo}: price {price}").format(
                cargo=term(cargo.word), price=price) + "\n" + rule("crash"))

    # --- the hub --------------------------------------------------------------------
    def _hub(self, view: StarCartelView) -> None:
        panel = PanelItem(470, 376, translate("star_cartel_view", "Hub"))
        panel.setPos(0, 224)
        panel.set_rule("cartel.rule.hub", rule("hub"))
        self.addItem(panel)
        left, top = 56, 36
        for column in range(4):
            label = LabelItem(self.CARD_W, 18, translate("star_cartel_view", "Column {n}").format(n=column + 1), 10.5, False, MUTED_INK,
                              Qt.AlignmentFlag.AlignCenter, parent=panel)
            label.setPos(left + column * (self.CARD_W + 6), top + 3 * (self.CARD_H + 6))
            cards = view.hub[column]
            for row in range(3):
                x = left + column * (self.CARD_W + 6)
                y = top + (2 - row) * (self.CARD_H + 6)  # the bottom row is drawn lowest
                if row >= len(cards):
                    continue
                card = cards[row]
                item = CardItem(self.CARD_W, self.CARD_H, mark=CARGO_MARKS[card.cargo], value=str(card.size),
                                title=term(card.cargo.word), corner=translate("star_cartel_view", "size"), parent=panel)
                item.setPos(x, y)
                item.set_rule("cartel.rule.hub", translate("star_cartel_view", "{cargo}, size {size}").format(
                    cargo=term(card.cargo.word), size=card.size) + "\n\n" + rule("hub"))
                readable(item, f"hub:{column}:{row}")
                action = make_move(LOAD, column=column, row=row)
                item.set_highlight(action in self.legal)
                self.clickable(item, action)
        for row in range(3):
            y = top + (2 - row) * (self.CARD_H + 6)
            # Ends 9 px before the column: the frame round a column's last move (4 px out, its pen 3) stays clear.
            label = LabelItem(44, self.CARD_H, translate("star_cartel_view", "Row {n}").format(n=row + 1), 10.5, False, MUTED_INK,
                              Qt.AlignmentFlag.AlignCenter, parent=panel)
            label.setPos(3, y)
            jettison = make_move(JETTISON, row=row)
            if jettison in self.legal:
                button = ButtonItem(44, 26, translate("star_cartel_view", "Dump"), parent=panel)
                button.setPos(6, y + self.CARD_H - 28)
                button.set_highlight(True)
                button.set_rule("cartel.rule.ability.JETTISON", rule("ability.JETTISON"))
                self.clickable(button, jettison)

    # --- piles and the shipyard ------------------------------------------------------
    def _piles(self, view: StarCartelView) -> None:
        panel = PanelItem(320, 376, translate("star_cartel_view", "Piles and shipyard"))
        panel.setPos(480, 224)
        self.addItem(panel)
        draw = CardItem(80, 100, face_down=True, back_label=str(view.draw_count), parent=panel)
        draw.setPos(16, 36)
        draw.set_rule("cartel.rule.hub", fmt(translate("star_cartel_view", "Draw pile: {n:card|cards}"), n=view.draw_count))
        readable(draw, "draw")
        LabelItem(80, 20, translate("star_cartel_view", "Draw pile"), 10.5, False, MUTED_INK, Qt.AlignmentFlag.AlignCenter,
                  parent=panel).setPos(16, 138)
        discard = CardItem(80, 100, value=str(view.discard_count), title=translate("star_cartel_view", "Discards"), parent=panel)
        discard.setPos(16, 170)
        discard.set_rule("cartel.rule.delivery", fmt(translate("star_cartel_view", "Discard pile: {n:card|cards}"), n=view.discard_count))
        readable(discard, "discard")
        LabelItem(190, 22, fmt(translate("star_cartel_view", "Shipyard ({n:ship|ships})"), n=view.shipyard_count), 10, True,
                  parent=panel).setPos(116, 34)
        if view.shipyard_top is not None:
            top = self._ship_card(view.shipyard_top, 150, 180, view)
            top.setParentItem(panel)
            top.setPos(130, 60)
            top.set_rule("cartel.rule.shipyard", self._ship_tip(view.shipyard_top, view) + "\n\n" + rule("shipyard")
                         + ("\n\n" + rule("express") if view.shipyard_count == 1 else ""))
            readable(top, "shipyard")
        else:
            LabelItem(180, 60, translate("star_cartel_view", "Empty: these are the last turns."), 10, True, parent=panel).setPos(120, 90)
        end = LabelItem(296, 60, "", 10, False, MUTED_INK, parent=panel)
        end.setPos(12, 300)
        if view.final_turns is not None:
            end.text = translate("star_cartel_view", "Cassiopeia is taken: last turns with express delivery.")
            end.colour = QColor("#a8321f")
        else:
            end.text = translate("star_cartel_view", "The Cassiopeia lies at the bottom; taking it ends the game.")
        end.set_rule("cartel.rule.express", rule("express"))
        end.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _ship_card(self, ship: Ship, w: float, h: float, view: StarCartelView, flown: bool = False) -> CardItem:
        """Returns a ship card; a `flown` ship (a seat's own) leaves out the player counts it is dealt for."""
        ability = ship.ability if view.abilities else None
        mark = translate("star_cartel_view", "{n}+ players").format(n=ship.min_players) \
            if ship.min_players in (4, 5) and not flown else ""
        return CardItem(w, h, mark=Mark("#44546a", Shape.SQUARE) if ability is None else ABILITY_MARK,
                        value=str(ship.capacity), title=ship_name(ship),
                        subtitle=translate("star_cartel_view", "value {v}").format(v=ship.value) +
                        (f" · {mark}" if mark else ""),
                        corner=ability_name(ability) if ability else translate("star_cartel_view", "capacity"))

    def _ship_tip(self, ship: Ship, view: StarCartelView) -> str:
        text = translate("star_cartel_view", "{name}: capacity {capacity}, value {value}").format(
            name=ship_name(ship), capacity=ship.capacity, value=ship.value)
        if ship.min_players in (4, 5):
            text += "\n" + fmt(translate("star_cartel_view", "Used with {n:player|players} or more."), n=ship.min_players)
        if ship.ability and view.abilities:
            text += "\n\n" + rule("ability." + ship.ability.value)
        return text

    # --- the seats -------------------------------------------------------------------
    def _seats(self, view: StarCartelView, names: Sequence[str]) -> None:
        row_h = min(140.0, (self.HEIGHT - 4) / view.players - 6)
        for seat in view.seats:
            current = seat.seat == view.current and view.phase is not Phase.OVER
            panel = PanelItem(self.SEATS_W, row_h, "", emphasis=current,
                              fill=QColor("#fbf3df") if current else PANEL)
            panel.setPos(self.SEATS_X, 2 + seat.seat * (row_h + 6))
            self.addItem(panel)
            panel.setData(0, ("seat", seat.seat))
            readable(panel, f"seat:{seat.seat}", translate("star_cartel_view", "{name}'s ship and stash").format(
                name=names[seat.seat] if seat.seat < len(names) else str(seat.seat + 1)))
            TokenItem(10, SEAT_MARKS[seat.seat], parent=panel).setPos(10, 7)
            title = names[seat.seat] if seat.seat < len(names) else str(seat.seat + 1)
            if current:
                title += "  ◀ " + (translate("star_cartel_view", "last turn") if view.final_turn
                                   else translate("star_cartel_view", "to play"))
            LabelItem(270, 24, title, 11, True, parent=panel).setPos(34, 3)
            ship_h = row_h - 36
            # Wide enough for an ability's name in the corner at the text floor (items.least_points).
            ship_w = max(ship_h * 0.8, 112.0)
            ship = self._ship_card(seat.ship, ship_w, ship_h, view, flown=True)
            ship.setParentItem(panel)
            ship.setPos(10, 30)
            ship.set_rule("cartel.rule.loading" if not (seat.ship.ability and view.abilities)
                          else "cartel.rule.ability." + seat.ship.ability.value,
                          self._ship_tip(seat.ship, view) + "\n\n" + rule("loading"))
            readable(ship, f"ship:{seat.seat}")
            x = 18 + ship_w
            room = self.SEATS_W - 136 - x  # the stash keeps the right-hand 130 points
            card_h = min(60.0, ship_h - 24)
            card_w = min(card_h * 0.8, room / max(1, len(seat.load)) - 4)
            for k, card in enumerate(seat.load):
                item = CardItem(card_w, card_h, mark=CARGO_MARKS[card.cargo], value=str(card.size), parent=panel)
                item.setPos(x + k * (card_w + 4), 30)
                item.set_rule("cartel.rule.loading", translate("star_cartel_view", "{cargo}, size {size}").format(
                    cargo=term(card.cargo.word), size=card.size))
                readable(item, f"load:{seat.seat}:{k}")
            bar = BarItem(room, 18, seat.load_total, seat.ship.capacity, parent=panel)
            bar.setPos(x, 30 + card_h + 4)
            bar.set_rule("cartel.rule.loading", translate("star_cartel_view", "Load {load} of capacity {capacity}").format(
                load=seat.load_total, capacity=seat.ship.capacity) + "\n\n" + rule("loading"))
            self._stash(panel, seat, view, row_h)
            self._opens_large(panel, seat.seat)

    def _opens_large(self, panel: PanelItem, seat: int) -> None:
        """Makes a click anywhere on a seat's row show that seat large (nothing in the row is a move)."""
        tip = translate("star_cartel_view", "Click to see it large.")
        for item in [panel, *(i for i in panel.childItems() if isinstance(i, TableItem))]:
            item.setCursor(Qt.CursorShape.PointingHandCursor)
            item.clicked.connect(lambda seat=seat: self.enlarge(seat))
        panel.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        panel.setToolTip(tip)

    def _stash(self, panel: PanelItem, seat: SeatView, view: StarCartelView, row_h: float) -> None:
        x = self.SEATS_W - 130
        if seat.stash is None:
            back = CardItem(56, row_h - 40, face_down=True, back_label=str(seat.stash_count), parent=panel)
            back.setPos(x + 66, 30)
            back.set_rule("cartel.rule.stash", fmt(translate("star_cartel_view", "Stash: {n:card|cards} face down"),
                n=seat.stash_count) + "\n\n" + rule("stash"))
            readable(back, f"stash:{seat.seat}")
            LabelItem(60, row_h - 40, translate("star_cartel_view", "Stash"), 10.5, True, MUTED_INK,
                      Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, parent=panel).setPos(x, 30)
            return
        # The owner's own stash (or, with everything open in a review, any seat's): counts per cargo with their
        # marks, and what they are worth now.
        everything_open = all(s.stash is not None for s in view.seats)  # a review's: no stash is anyone's secret
        title = translate("star_cartel_view", "Your stash (private)") if not everything_open else \
            translate("star_cartel_view", "Stash")
        own = LabelItem(124, 26, title, 10.5, True, QColor("#2f6b5a"), parent=panel)  # two lines at the floor
        own.setPos(x, 28)
        own.set_rule("cartel.rule.stash", rule("stash"))
        counts = {c: 0 for c in Cargo}
        for card in seat.stash:
            counts[card.cargo] += 1
        k = 0
        for cargo, count in counts.items():
            if not count:
                continue
            token = TokenItem(9, CARGO_MARKS[cargo], parent=panel)
            token.setPos(x + (k % 2) * 62, 56 + (k // 2) * 22)
            LabelItem(40, 18, f"×{count}", 10, True, parent=panel).setPos(x + (k % 2) * 62 + 21, 56 + (k // 2) * 22)
            token.set_rule("cartel.rule.stash", fmt(translate("star_cartel_view", "{cargo} × {n}: {points:point|points} now"),
                cargo=term(cargo.word), n=count, points=count * view.prices[cargo]) + "\n\n" + rule("stash"))
            readable(token, f"stash:{seat.seat}:{cargo.word}")
            k += 1
        if not seat.stash:
            LabelItem(120, 18, translate("star_cartel_view", "empty"), 10.5, False, MUTED_INK, parent=panel).setPos(x, 56)

    # --- the turn panel: loading buttons or the delivery in progress ------------------
    def _turn_panel(self, view: StarCartelView, names: Sequence[str]) -> None:
        """Draws the turn panel: the loading's buttons or the delivery in progress, over the rule's words."""
        panel = PanelItem(800, self.HEIGHT - 614, "")
        panel.setPos(0, 610)
        self.addItem(panel)
        # The rule's words end above the panel's foot, where a bot's move is named (tabletop/ui/last_move.py), and
        # start under the buttons: below those of a delivery (Fixer, Double Stash), or the loading's.
        top = 118.0 if view.delivery is None else 170.0
        lesson = LabelItem(768, panel.height - LESSON_FOOT - top, "", 10, False, MUTED_INK,
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, parent=panel)
        lesson.setPos(16, top)
        if view.phase is Phase.OVER:
            LabelItem(760, 40, translate("star_cartel_view", "The game is over."), 14, True, parent=panel).setPos(20, 20)
        elif view.delivery is None:
            self._loading(panel, lesson, view)
        else:
            d = view.delivery
            panel.title = translate("star_cartel_view", "Express delivery (last turn)") if d.express else translate("star_cartel_view", "Delivery")
            panel.set_rule("cartel.rule.delivery", rule("express") if d.express else rule("delivery"))
            lesson.text = rule("express") if d.express else rule("delivery")
            self._delivery_sets(panel, view, d)
            self._delivery_extras(panel)

    def _loading(self, panel: PanelItem, lesson: LabelItem, view: StarCartelView) -> None:
        """Fills the turn panel while loading: what was loaded this turn, End loading or Deliver."""
        panel.title = translate("star_cartel_view", "Loading")
        panel.set_rule("cartel.rule.loading", rule("hub"))
        ability = view.seats[view.current].ship.ability if view.abilities else None
        lesson.text = rule("hub") + ("\n" + rule("ability." + ability.value) if ability else "")
        picks = translate("engine", ", ").join(f"{term(c.cargo.word)} {c.size}" for c in view.turn_picks) or "—"
        LabelItem(520, 24, translate("star_cartel_view", "Loaded this turn: {picks}").format(picks=picks), 10, False,
                  parent=panel).setPos(16, 34)
        buttons = [(Action("stop"), translate("star_cartel_view", "End loading")), (Action("deliver"), translate("star_cartel_view", "Deliver (nothing fits)"))]
        x = 16
        for action, text in buttons:
            if action not in self.legal:
                continue
            button = ButtonItem(220, 40, text)
            button.setParentItem(panel)
            button.setPos(x, 70)
            button.set_highlight(True)
            button.set_rule("cartel.rule.loading", rule("loading"))
            self.clickable(button, action)
            x += 236

    @staticmethod
    def _set_role(d: DeliveryView, cargo: Cargo) -> str:
        """Returns what the delivery did with a cargo's set (largest, smallest, stashed), or "" for none yet."""
        if cargo == d.largest:
            return translate("star_cartel_view", "largest: +1") if d.express else translate("star_cartel_view", "largest: +2")
        if d.smallest_resolved and cargo == d.smallest:
            return translate("star_cartel_view", "smallest: no move") if d.express else translate("star_cartel_view", "smallest: −1")
        if d.stashed and cargo in d.stashed:
            return translate("star_cartel_view", "stashed")
        return ""

    def _delivery_sets(self, panel: PanelItem, view: StarCartelView, d: DeliveryView) -> None:
        """Draws a button a cargo's set in the delivery, clickable when the step picks a set."""
        step = self._delivery_step(view)
        for k, (cargo, total) in enumerate(d.sets):
            cargo = Cargo(cargo)
            role = self._set_role(d, cargo)
            text = translate("star_cartel_view", "{cargo}: total {total}").format(cargo=term(cargo.word), total=total)
            if role:
                text += f"  ({role})"
            button = ButtonItem(250, 34, text, CARGO_MARKS[cargo])
            button.setParentItem(panel)
            button.setPos(16 + (k % 3) * 260, 34 + (k // 3) * 40)
            button.set_rule("cartel.rule.delivery", rule("delivery"))
            if step in ("largest", "smallest", "stash"):
                action = Action(step, (cargo.word,))
                button.set_highlight(action in self.legal)
                self.clickable(button, action)

    def _delivery_extras(self, panel: PanelItem) -> None:
        """Draws the delivery's ability buttons that are legal now (the Fixer's three, Stash no more)."""
        x = 16
        extra = [(make_move(FIXER_VERB, fixer=f.value), label) for f, label in (
            (Fixer.NONE, translate("star_cartel_view", "No Fixer")), (Fixer.LARGEST, translate("star_cartel_view", "Fixer: largest −2")),
            (Fixer.SMALLEST, translate("star_cartel_view", "Fixer: smallest +1")))] + [(Action("end_stash"), translate("star_cartel_view", "Stash no more"))]
        for action, label in extra:
            if action in self.legal:
                button = ButtonItem(200, 36, label)
                button.setParentItem(panel)
                button.setPos(x, 128)
                button.set_highlight(True)
                button.set_rule("cartel.rule.ability.FIXER" if action.kind == "fixer" else "cartel.rule.ability.DOUBLE_STASH",
                                rule("ability.FIXER") if action.kind == "fixer" else rule("ability.DOUBLE_STASH"))
                self.clickable(button, action)
                x += 210
