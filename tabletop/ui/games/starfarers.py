"""The Catan: Starfarers table: the galaxy on the shared hex board, and beside it the seats, the hand and the moves."""

from __future__ import annotations

import math
from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.engine.action import Action
from tabletop.games.starfarers.board import NODES, PLANETS
from tabletop.games.starfarers.components import BOARD_DATA, TOKEN_BY_NAME
from tabletop.games.starfarers.state import Phase
from tabletop.games.starfarers.view import StarfarersView
from tabletop.marks import Mark, Shape
from tabletop.ui.board import BoardLayout, HexBoardItem, Tile
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.i18n import message, translate, words_of
from tabletop.ui.items import ButtonItem, LabelItem, PanelItem, TableItem, TokenItem, draw_mark
from tabletop.ui.style import MUTED_INK

term = words_of("starfarers")
RESOURCES = ("ore", "fuel", "carbon", "food", "goods")
# Each resource a colour and a shape (the planets' printed colours, shapes so colour is never alone).
RESOURCE_MARKS = {
    "ore": Mark("#c0504d", Shape.TRIANGLE),
    "fuel": Mark("#e69f00", Shape.DIAMOND),
    "carbon": Mark("#4a78c2", Shape.HEXAGON),
    "food": Mark("#5c9e4a", Shape.TREE),
    "goods": Mark("#b07cc6", Shape.STAR),
}
# The pieces' colours, each with its own shape.
COLOUR_MARKS = {
    "yellow": Mark("#e0c341", Shape.CIRCLE),
    "red": Mark("#c8412f", Shape.TRIANGLE),
    "white": Mark("#eeeeee", Shape.SQUARE),
    "blue": Mark("#3f74c9", Shape.DIAMOND),
    "green": Mark("#4f9a45", Shape.HEXAGON),
}
HAZARD = Mark("#2b2622", Shape.CROSS)
UPGRADES = ("booster", "cannon", "freight_pod")
SPACE_TILE = "#1b2540"
OUTPOST_TILE = "#4d3f66"


def _mark(colour: str) -> Mark:
    """Returns the mark of a piece colour."""
    return COLOUR_MARKS.get(colour, Mark("#999999", Shape.SQUARE))


def _layout(view: StarfarersView) -> BoardLayout:
    """Returns the galaxy as drawn for this view: planets by resource, discs' numbers once face up."""
    planets = {p.id: p for p in view.planets}
    resource = {p.id: p.resource.word for p in PLANETS}
    outposts = {h for s in BOARD_DATA["sectors"] if s["type"] == "outpost" for h in s["hexes"]}
    tiles = []
    for hex_id in BOARD_DATA["hexes"]:
        column, half_row = (int(n) for n in hex_id[1:].split("_"))
        x, y = 1.5 * column, half_row * math.sqrt(3) / 2
        planet = planets.get(hex_id)
        if planet is None:
            tiles.append(Tile(hex_id, x, y, OUTPOST_TILE if hex_id in outposts else SPACE_TILE,
                              rule_id="sf.outpost" if hex_id in outposts else ""))
            continue
        mark = RESOURCE_MARKS[resource[hex_id]]
        label = "/".join(str(n) for n in planet.numbers) if planet.numbers else ("?" if not planet.face_up else "")
        tiles.append(Tile(hex_id, x, y, mark.colour, Mark("#f4f1e8", mark.shape), label, "sf.planet"))
    nodes = {n.id: (n.x, n.y) for n in NODES}
    return BoardLayout(tiles, nodes, [tuple(e) for e in BOARD_DATA["edges"]])


class _Spot(TableItem):
    """A ring on an intersection the moving ship (or a placed piece) may go to; clicks pass to the board."""

    def __init__(self, radius: float, parent: QGraphicsItem):
        super().__init__(radius * 2, radius * 2, parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffd34d"), 3))
        painter.setBrush(QColor(255, 211, 77, 70))
        painter.drawEllipse(QRectF(0, 0, self.width, self.height))


class _Piece(TableItem):
    """A piece in its colour and shape: a colony (small), a spaceport (large, ringed) or a ship (with a notch)."""

    def __init__(self, radius: float, mark: Mark, kind: str, parent: QGraphicsItem):
        super().__init__(radius * 2, radius * 2, parent)
        self.mark = mark
        self.kind = kind

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.width / 2
        centre = QPointF(r, r)
        if self.highlighted:
            painter.setPen(QPen(QColor("#ffd34d"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r + 2, r + 2)
        if self.kind == "spaceport":
            painter.setPen(QPen(QColor("#f4f1e8"), 2))
            painter.setBrush(QColor("#10182c"))
            painter.drawEllipse(centre, r, r)
        elif self.kind in ("colony_ship", "trade_ship"):
            painter.setPen(QPen(QColor("#f4f1e8"), 1.5, Qt.PenStyle.DashLine if self.kind == "trade_ship"
                                else Qt.PenStyle.SolidLine))
            painter.setBrush(QColor("#10182c"))
            painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 3, 3)
        draw_mark(painter, self.mark, centre, r * (0.7 if self.kind != "colony" else 0.95))


class StarfarersScene(GameScene):
    """Draws a StarfarersView and turns clicks on the galaxy and the panel into Starfarers actions."""

    EMBLEM = tuple(RESOURCE_MARKS.values())
    BOARD_W, BOARD_H = 560, 752
    SIDE_X = 570

    def __init__(self) -> None:
        super().__init__()
        self.view: StarfarersView | None = None
        self.legal: list[Action] = []
        self.names: Sequence[str] = ()
        self.acting: int | None = None
        self.selected_ship: int | None = None
        self.node_actions: dict[str, Action] = {}
        self.board: HexBoardItem | None = None
        self.hinted: Action | None = None

    # --- the whole table --------------------------------------------------------------
    def render_view(self, view: StarfarersView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the galaxy and the panel; the legal moves of `acting` are highlighted and clickable."""
        self.reset()
        self.view, self.legal, self.names, self.acting = view, list(legal), seat_names, acting
        self.hinted = None
        self._galaxy(view)
        self._seats(view)
        self._hand(view)
        self._moves(view)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def _ships_with_steps(self) -> list[int]:
        """Returns the ships that have a step among the legal moves, in their order."""
        ships: list[int] = []
        for a in self.legal:
            if a.kind == "step" and a.args[0] not in ships:
                ships.append(int(a.args[0]))
        return ships

    def _node_moves(self, view: StarfarersView) -> dict[str, Action]:
        """Returns the moves made by clicking a node: the chosen ship's steps, placings, jumps, builds on a site."""
        ships = self._ships_with_steps()
        ship = view.moving if view.moving in ships else (self.selected_ship if self.selected_ship in ships
                                                           else (ships[0] if ships else None))
        self.selected_ship = ship
        found: dict[str, list[Action]] = {}
        for a in self.legal:
            node: str | None = None
            if a.kind == "step" and a.args[0] == ship:
                node = str(a.args[1])
            elif a.kind in ("jump", "place_ship", "place_token") and a.args:
                node = str(a.args[0])
            elif a.kind == "build" and len(a.args) == 2:
                node = str(a.args[1])
            if node is not None:
                found.setdefault(node, []).append(a)
        # A node with two moves (a colony ship or a trade ship on one site) leaves them to the buttons.
        return {node: moves[0] for node, moves in found.items() if len(moves) == 1}

    # --- the galaxy ---------------------------------------------------------------------
    def _galaxy(self, view: StarfarersView) -> None:
        board = HexBoardItem(_layout(view), self.BOARD_W, self.BOARD_H)
        board.setPos(4, 4)
        self.addItem(board)
        self.board = board
        s = board.scale()
        content = board.content

        def put(item: TableItem, node_or_xy: str | tuple[float, float]) -> None:
            x, y = NODES_BY_ID[node_or_xy] if isinstance(node_or_xy, str) else node_or_xy
            item.setScale(1 / s)
            item.setPos(x - item.width / 2 / s, y - item.height / 2 / s)

        for p in view.planets:
            if p.token is None:
                continue
            planet = PLANET_XY[p.id]
            hazard = TOKEN_BY_NAME[p.token]
            token = TokenItem(10, HAZARD, str(hazard.strength), parent=content)
            put(token, (planet[0] + 0.45, planet[1] - 0.35))
            token.set_rule("sf.hazard", (translate("starfarers_view", "Pirate base {n}: beat it with at least {n} cannons.")
                                         if hazard.pirate else
                                         translate("starfarers_view", "Ice planet {n}: terraform it with at least {n} freight pods."))
                           .format(n=hazard.strength))
        for node, seat in view.colonies:
            piece = _Piece(7, _mark(view.colours[seat]), "colony", content)
            put(piece, node)
            piece.set_rule("sf.colony", translate("starfarers_view", "{name}'s colony (1 VP)").format(name=self._name(seat)))
        for node, seat in view.spaceports:
            piece = _Piece(10, _mark(view.colours[seat]), "spaceport", content)
            put(piece, node)
            piece.set_rule("sf.spaceport", translate("starfarers_view", "{name}'s spaceport (2 VP)").format(name=self._name(seat)))
        self.node_actions = self._node_moves(view)
        for ship in view.ships:
            kind = "trade_ship" if ship.trade else "colony_ship"
            piece = _Piece(8, _mark(view.colours[ship.owner]), kind, content)
            put(piece, ship.node)
            piece.setZValue(2)
            piece.set_rule("sf.ship", translate("starfarers_view", "{name}'s {ship}").format(name=self._name(ship.owner),
                                                                               ship=term(kind)))
            if ship.id in self._ships_with_steps():
                piece.set_highlight(ship.id == self.selected_ship)
                piece.clicked.connect(lambda k=ship.id: self.choose_ship(k))
        for node, action in self.node_actions.items():
            spot = _Spot(9, content)
            put(spot, node)
            spot.setZValue(3)
            spot.set_highlight(True)
            self.action_items[action] = spot
        board.node_clicked.connect(self._node_clicked)

    def choose_ship(self, ship: int) -> None:
        """Makes `ship` the one whose destinations show (before any ship has moved this flight)."""
        self.selected_ship = ship
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)
            self.selection_changed.emit()

    def _node_clicked(self, node: str) -> None:
        action = self.node_actions.get(node)
        if action is None:
            return
        self.last_clicked = self.action_items.get(action)
        self.action_chosen.emit(action)

    # --- the seats ------------------------------------------------------------------------
    def _seats(self, view: StarfarersView) -> None:
        x = self.SIDE_X
        panel = PanelItem(self.WIDTH - x - 4, 40 + 30 * view.players, translate("starfarers_view", "Players"))
        panel.setPos(x, 4)
        self.addItem(panel)
        heads = [translate("starfarers_view", "VP"), translate("starfarers_view", "Cards"), translate("starfarers_view", "Boosters"),
                 translate("starfarers_view", "Cannons"), translate("starfarers_view", "Pods"), translate("starfarers_view", "Fame"),
                 translate("starfarers_view", "Friends")]
        for k, head in enumerate(heads):
            LabelItem(62, 18, head, 8, True, MUTED_INK, Qt.AlignmentFlag.AlignCenter, parent=panel).setPos(236 + k * 64, 20)
        for seat in range(view.players):
            y = 40 + seat * 30
            current = seat == view.current and view.phase is not Phase.OVER
            token = TokenItem(10, _mark(view.colours[seat]), parent=panel)
            token.setPos(10, y + 4)
            title = self._name(seat) + ("  ◀" if current else "")
            LabelItem(196, 26, title, 11, current, parent=panel).setPos(36, y)
            values = [view.points[seat], view.hand_sizes[seat], *view.upgrades[seat], view.fame[seat],
                      len(view.friends[seat])]
            for k, value in enumerate(values):
                label = LabelItem(62, 26, str(value), 11, k == 0, parent=panel, align=Qt.AlignmentFlag.AlignCenter)
                label.setPos(236 + k * 64, y)
                if k == 0:
                    label.set_rule("sf.vp", translate("starfarers_view", "Victory points; 15 on your own turn wins."))

    # --- the hand, supply, dice ---------------------------------------------------------
    def _hand(self, view: StarfarersView) -> None:
        top = 48 + 30 * view.players
        panel = PanelItem(self.WIDTH - self.SIDE_X - 4, 96, "")
        panel.setPos(self.SIDE_X, top)
        self.addItem(panel)
        if view.hand is not None:
            LabelItem(120, 20, translate("starfarers_view", "Your hand"), 10, True, parent=panel).setPos(10, 6)
        else:
            LabelItem(300, 20, translate("starfarers_view", "Hands are hidden"), 10, True, MUTED_INK, parent=panel).setPos(10, 6)
        LabelItem(120, 20, translate("starfarers_view", "Supply"), 10, True, MUTED_INK, parent=panel).setPos(10, 52)
        for k, word in enumerate(RESOURCES):
            mark = RESOURCE_MARKS[word]
            if view.hand is not None:
                token = TokenItem(9, mark, parent=panel)
                token.setPos(130 + k * 108, 6)
                token.set_rule("sf.hand", term(word))
                LabelItem(84, 20, f"{term(word)} {view.hand[k]}", 10, True, parent=panel).setPos(152 + k * 108, 5)
            small = TokenItem(7, mark, parent=panel)
            small.setPos(130 + k * 108, 54)
            small.set_rule("sf.supply", term(word))
            LabelItem(60, 18, str(view.supply[k]), 9, False, MUTED_INK, parent=panel).setPos(150 + k * 108, 52)
        state = []
        if view.dice is not None:
            state.append(translate("starfarers_view", "Dice {a} + {b} = {total}").format(a=view.dice[0], b=view.dice[1],
                                                                           total=sum(view.dice)))
        if view.balls is not None:
            state.append(translate("starfarers_view", "Balls: {a}, {b}").format(a=view.balls[0], b=view.balls[1]))
        if view.phase is Phase.FLIGHT:
            state.append(translate("starfarers_view", "Speed {n}").format(n=view.speed))
        state.append(translate("starfarers_view", "Turn {n}").format(n=view.turn))
        LabelItem(640, 20, "   ·   ".join(state), 10, False, parent=panel).setPos(10, 28)

    # --- the moves not made on the galaxy -------------------------------------------------
    def _moves(self, view: StarfarersView) -> None:
        top = 152 + 30 * view.players
        panel = PanelItem(self.WIDTH - self.SIDE_X - 4, self.HEIGHT - top - 4, translate("starfarers_view", "Moves"))
        panel.setPos(self.SIDE_X, top)
        self.addItem(panel)
        y = 28
        lines = []
        if view.encounter is not None:
            lines.append(translate("starfarers_view", "Encounter: {title}").format(title=view.encounter.title))
        if view.offer is not None:
            o = view.offer
            give = ", ".join(f"{n} {term(w)}" for w, n in zip(RESOURCES, o.give) if n) or "—"
            want = ", ".join(f"{n} {term(w)}" for w, n in zip(RESOURCES, o.want) if n) or "—"
            lines.append(translate("starfarers_view", "Offer: {give} for {want}").format(give=give, want=want))
        if self.acting is not None:
            lines.append(self.prompt(view, self.names, self.acting))
        for line in lines:
            LabelItem(panel.width - 20, 22, line, 10, True, parent=panel).setPos(10, y)
            y += 24
        buttons = [a for a in self.legal if a not in self.node_actions.values() and a.kind not in ("step", "take_offer")]
        if Action("take_none") in self.legal and view.offer is not None:
            # The answers as the view shows them: the buttons never hint at what another hand holds.
            buttons[:0] = [Action("take_offer", (seat,)) for seat, kind, _, _ in view.offer.answers if kind != "pass"]
        if any(a.kind == "step" for a in self.legal) and self.selected_ship is not None:
            LabelItem(panel.width - 20, 20, translate("starfarers_view", "Click a yellow ring on the galaxy to move the ship; "
                                                      "click another of your ships to move it instead."),
                      9, False, MUTED_INK, parent=panel).setPos(10, y)
            y += 22
        w, h = 168, 26
        columns = int((panel.width - 10) // (w + 6))
        room = int((panel.height - y - 6) // (h + 4)) * columns
        for k, action in enumerate(buttons[:room]):
            text = self.action_label(view, action)
            word = action.args[-1] if action.args and str(action.args[-1]) in RESOURCE_MARKS else None
            button = ButtonItem(w, h, text, RESOURCE_MARKS[str(word)] if word is not None else None, parent=panel)
            button.setPos(10 + (k % columns) * (w + 6), y + (k // columns) * (h + 4))
            button.set_highlight(True)
            button.setToolTip(text)
            self.clickable(button, action)
        if len(buttons) > room:
            LabelItem(panel.width - 20, 18, translate("starfarers_view", "More moves are in the side panel's list."), 9, False,
                      MUTED_INK, parent=panel).setPos(10, panel.height - 22)

    # --- hints ------------------------------------------------------------------------------
    def preview(self, view: Any, action: Action | None) -> QRectF | None:
        """Frames the ring, ship or button that plays `action`; returns its scene rectangle."""
        self.hinted = None
        if action is not None and action.kind == "step" and action.args and action.args[0] != self.selected_ship \
                and self.view is not None and self.view.moving is None:
            self.choose_ship(int(action.args[0]))
        item = self.action_items.get(action) if action is not None else None
        if action is None or item is None or item.scene() is not self:
            return None
        self.hinted = action
        return frame_hint(self, item.sceneBoundingRect())

    # --- words --------------------------------------------------------------------------------
    def action_label(self, view: StarfarersView, action: Action) -> str:
        """Returns a move in words, e.g. "Trade 3 ore for 1 fuel"."""
        k, args = action.kind, action.args
        words = [term(str(a)) if str(a) in RESOURCE_MARKS or str(a) in UPGRADES or str(a) in ("yes", "no")
                 else str(a) for a in args]
        fixed = {
            "roll": translate("starfarers_view", "Roll the dice"), "shake": translate("starfarers_view", "Shake the mothership"),
            "end_turn": translate("starfarers_view", "End the turn"), "offer": translate("starfarers_view", "Write an offer to the others"),
            "offer_send": translate("starfarers_view", "Send the offer"), "offer_cancel": translate("starfarers_view", "Cancel the offer"),
            "accept": translate("starfarers_view", "Accept the offer"), "pass": translate("starfarers_view", "Pass"),
            "propose": translate("starfarers_view", "Propose a trade"), "propose_send": translate("starfarers_view", "Send the proposal"),
            "propose_cancel": translate("starfarers_view", "Cancel the proposal"), "take_none": translate("starfarers_view", "Take no answer"),
            "end_flight": translate("starfarers_view", "End the flight"),
        }
        if k in fixed:
            return fixed[k]
        if k == "trade":
            return translate("starfarers_view", "Trade {n} {give} for 1 {get}").format(n=args[0], give=words[1], get=words[2])
        if k == "build":
            if len(args) == 2:
                return translate("starfarers_view", "Build a {what} at {node}").format(what=term(str(args[0])), node=args[1])
            return translate("starfarers_view", "Build a {what}").format(what=term(str(args[0])))
        if k == "step":
            return translate("starfarers_view", "Move ship {ship} to {node}").format(ship=args[0], node=args[1])
        if k in ("found", "dock"):
            return translate("starfarers_view", "Found with ship {ship}").format(ship=args[0]) if k == "found" \
                else translate("starfarers_view", "Dock ship {ship} at the outpost").format(ship=args[0])
        seat_kinds = {"offer_skip": translate("starfarers_view", "Close the offer to {seat}"),
                      "take_offer": translate("starfarers_view", "Take {seat}'s answer"),
                      "rob": translate("starfarers_view", "Take a card from {seat}"), "help": translate("starfarers_view", "Draw a card from {seat}")}
        if k in seat_kinds:
            return seat_kinds[k].format(seat=self._name(int(args[0])))
        one = {"offer_give": translate("starfarers_view", "Offer: give 1 {x}"), "offer_want": translate("starfarers_view", "Offer: want 1 {x}"),
               "propose_give": translate("starfarers_view", "Proposal: give 1 {x}"),
               "propose_want": translate("starfarers_view", "Proposal: want 1 {x}"),
               "discard": translate("starfarers_view", "Return 1 {x}"), "give": translate("starfarers_view", "Return 1 {x}"),
               "take": translate("starfarers_view", "Take 1 {x}"), "relief": translate("starfarers_view", "Take 1 {x}"),
               "upgrade": translate("starfarers_view", "Take a free {x}"), "lose": translate("starfarers_view", "Remove a {x}"),
               "wear": translate("starfarers_view", "Remove a {x}"), "answer": translate("starfarers_view", "Answer: {x}"),
               "halt": translate("starfarers_view", "Halt ship {x}"), "place_ship": translate("starfarers_view", "Place the trade ship at {x}"),
               "place_token": translate("starfarers_view", "Place the trade ship at {x}"),
               "jump_ship": translate("starfarers_view", "Jump with ship {x}"), "jump": translate("starfarers_view", "Jump to {x}"),
               "befriend": translate("starfarers_view", "Take friendship card {x}"),
               "fame_for_sale": translate("starfarers_view", "Use Fame for Sale card {x}")}
        if k in one and words:
            return one[k].format(x=words[0])
        return " ".join([k, *words])

    def prompt(self, view: StarfarersView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the table waits for, from the game's own prompts."""
        if view.phase is Phase.OVER or view.winner is not None:
            return translate("starfarers_view", "The game is over.")
        if view.prompt is None:
            return ""
        return message(view.prompt.code, dict(view.prompt.params), names)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns no breakdown columns: the final table shows the VP."""
        return []

    def plot_history(self, plot: Any, view: StarfarersView) -> None:
        """Draws every seat's VP over the game, in their piece colours and shapes."""
        import pyqtgraph as pg  # type: ignore[import-untyped]

        from tabletop.ui.items import shape_path

        plot.setTitle(translate("starfarers_view", "Victory points over the game"))
        plot.setLabel("bottom", translate("starfarers_view", "Turns"))
        plot.setLabel("left", translate("starfarers_view", "VP"))
        xs = list(range(len(view.vp_history)))
        for seat in range(view.players):
            mark = _mark(view.colours[seat])
            plot.plot(xs, [row[seat] for row in view.vp_history], name=self._name(seat),
                      pen=pg.mkPen(mark.colour, width=2.5), symbol=shape_path(mark.shape, 0.5), symbolSize=8,
                      symbolBrush=mark.colour, symbolPen=pg.mkPen("#2b2622"))


NODES_BY_ID = {n.id: (n.x, n.y) for n in NODES}
PLANET_XY = {h: (1.5 * int(h[1:].split("_")[0]), int(h[1:].split("_")[1]) * math.sqrt(3) / 2)
             for h in BOARD_DATA["hexes"]}
