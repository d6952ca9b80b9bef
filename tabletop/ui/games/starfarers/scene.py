"""The Catan: Starfarers table: the galaxy on the shared hex board, and beside it the seats, the hand and the moves."""

from __future__ import annotations

import math
from typing import Any, Sequence

from PySide6.QtCore import QLocale, QRectF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.games.starfarers.components import BOX, TOKEN_BY_NAME
from tabletop.games.starfarers.messages import (ENCOUNTER_QUESTIONS, encounter_title,
                                                place_words)
from tabletop.games.starfarers.moves import BUILD, STEP, TAKE_OFFER, make as make_move, parts
from tabletop.games.starfarers.state import Phase
from tabletop.games.starfarers.view import StarfarersView
from tabletop.marks import Mark, Shape
from tabletop.ui.board import HexBoardItem
from tabletop.ui.games.action_items import on_table
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.games.starfarers.framing import frame_starfarers, sector_rect
from tabletop.ui.games.starfarers.layout import (DOCK_SLOTS, NODES_BY_ID, OUTPOST_DOCK, PLANET_XY, RESOURCE_MARKS,
                                                 _layout)
from tabletop.ui.games.starfarers.offer import BANK_H, offer_builder, supply_bank, writing
from tabletop.ui.games.starfarers.strip import (BUTTONS_Y, CELL_H, SLOT_STEP, TRADING_Y, Slot, draw_grid,
                                                draw_slots, fit_label, slot_rows, trade_lines)
from tabletop.ui.games.starfarers.panels import hand_panel, legend_panel, seats_panel, status_panel
from tabletop.ui.games.starfarers.reading import mark_readable
from tabletop.ui.games.starfarers.pieces import (COLOUR_MARKS, NEUTRAL_MARK, CostChip, HazardItem, Piece, Spot,
                                                 StepsBadge, Trail, spot_kind)
from tabletop.ui.games.starfarers.tips import (cost_tip, hazard_tip,
                                               node_tip, standin_line, tile_tip)
from tabletop.translatable import QT_TRANSLATE_NOOP
from tabletop.ui.i18n import fmt, message, translate
from tabletop.ui.games.starfarers.words import check_language, term
from tabletop.ui.items import ButtonItem, LabelItem, PanelItem, TableItem, screen_scale, text_rect

RESOURCES = ("ore", "fuel", "carbon", "food", "goods")
HAZARD = Mark("#2b2622", Shape.CROSS)
UNKNOWN_COLOUR = Mark("#999999", Shape.SQUARE)


def _mark(colour: str) -> Mark:
    """Returns the mark of a piece colour."""
    return COLOUR_MARKS.get(colour) or UNKNOWN_COLOUR


# A 3-player game's neutral pieces only take their places: they never produce and score for nobody.
NEUTRAL_COLONY = QT_TRANSLATE_NOOP("starfarers_view", "A neutral colony: it only takes its place on the galaxy; it "
                                                      "never produces and scores for nobody.")
NEUTRAL_SPACEPORT = QT_TRANSLATE_NOOP("starfarers_view", "A neutral spaceport: it only takes its place on the "
                                                         "galaxy; it never produces, builds or scores.")

class StarfarersScene(GameScene[StarfarersView]):
    """Draws a StarfarersView and turns clicks on the galaxy and the panel into Starfarers actions."""

    EMBLEM = tuple(RESOURCE_MARKS.values())
    # The scene is the board view's own size at 1366×768, so a pixel here is a pixel there: the galaxy takes
    # the top left (neighbouring hexes 56 px apart), the hand and the legend the column beside it, the seats
    # and the moves the strip below.
    WIDTH, HEIGHT = 1054, 768
    BOARD = (876, 582)
    SIDE_X = 884
    STRIP_Y = 590
    # A bot's move is named at the galaxy's foot: the strip below holds the seats' figures and your answers.
    MOVE_BANNER_CENTRE, MOVE_BANNER_FOOT = 4 + BOARD[0] / 2, 4 + BOARD[1] - 4

    def __init__(self) -> None:
        super().__init__()
        self.view: StarfarersView | None = None
        self.legal: list[Action] = []
        self.names: Sequence[str] = ()
        self.acting: int | None = None
        self.selected_ship: int | None = None
        self.node_actions: dict[str, list[Action]] = {}
        self.choosing: str | None = None
        self.bank_give: str | None = None  # the resource chosen to give the supply  # a place with two moves whose buttons show beside it
        self.board: HexBoardItem | None = None
        self.hinted: Action | None = None
        self._legend_panel: tuple[Any, PanelItem] | None = None  # the legend kept from one redraw to the next
        self.trail: Trail | None = None  # the moving ship's path this flight, when it has one
        self.steps_badge: StepsBadge | None = None  # its steps left

    # --- the whole table --------------------------------------------------------------
    def render_view(self, view: StarfarersView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the galaxy and the panel; the legal moves of `acting` are highlighted and clickable."""
        check_language()
        self.reset()
        if legal != self.legal:
            self.choosing = None
        self.view, self.legal, self.names, self.acting = view, list(legal), seat_names, acting
        self.hinted = None
        self.trail = self.steps_badge = None
        self._galaxy(view)
        self._seats(view)
        self._hand(view)
        self._legend()
        self._moves(view)
        mark_readable(self, self.board)  # what a right-click reads large
        self.large.reopen(view.viewer)

    def _name(self, seat: int) -> str:
        """Returns a seat's name; the pieces of no seat (a 3-player game's blockers) are the neutral colour's."""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return translate("starfarers_view", "neutral") if seat < 0 else str(seat + 1)

    def _ships_with_steps(self) -> list[int]:
        """Returns the ships that have a step among the legal moves, in their order."""
        ships: list[int] = []
        for a in self.legal:
            ship = parts(a).ship if a.kind == "step" else None
            if ship is not None and ship not in ships:
                ships.append(ship)
        return ships

    def _node_moves(self, view: StarfarersView) -> dict[str, list[Action]]:
        """Returns the moves made by clicking a node: the chosen ship's steps, placings, jumps, builds on a site,
        founding and docking where the ship stands."""
        ships = self._ships_with_steps()
        # The ship chosen by a click first (another ship may start while one has moved), else the one moving.
        ship = self.selected_ship if self.selected_ship in ships else (view.moving if view.moving in ships
                                                                        else (ships[0] if ships else None))
        self.selected_ship = ship
        where = {s.id: s.node for s in view.ships}
        found: dict[str, list[Action]] = {}
        for a in self.legal:
            node: str | None = None
            p = parts(a)
            if a.kind == "step":
                node = p.node if p.ship == ship else None
            elif a.kind in ("jump", "place_ship", "place_token", "build"):
                node = p.node
            elif a.kind in ("found", "dock") and p.ship in where:
                node = where[p.ship]
            if node is not None:
                found.setdefault(node, []).append(a)
        return found

    # --- the galaxy ---------------------------------------------------------------------
    def _owner_mark(self, view: StarfarersView, seat: int) -> Mark:
        """Returns the mark of a seat's pieces; the neutral pieces of a 3-player game have their own."""
        return _mark(view.colours[seat]) if 0 <= seat < view.players else NEUTRAL_MARK

    def clear(self) -> None:
        """Empties the table (the base's reset calls this) but for the galaxy's board and its painted cache: the
        planets, routes and names are the same from one click to the next, so only the pieces on them go."""
        board = self.board
        if board is None or not on_table(board, self):
            self.board = self._legend_panel = None
            super().clear()
            return
        # Taken away through the base's discard, so the moves of the items that go leave its registry with them.
        for item in board.content.childItems():
            self.discard(item)
        kept = (board, self._legend_panel[1] if self._legend_panel is not None else None)
        tops = [item for item in self.items() if item.parentItem() is None and item not in kept]
        for item in tops:  # a top item takes its children with it
            self.discard(item)

    def _board(self, view: StarfarersView) -> HexBoardItem:
        """Returns the galaxy's board for this view: the one on the table while its layout is the same (its zoom
        and pan kept), else a new one at the old one's zoom."""
        layout = _layout(view)
        old = self.board
        if old is not None and old.layout == layout:
            return old
        board = HexBoardItem(layout, *self.BOARD)
        board.setPos(4, 4)
        # The tiles, routes and names are painted once into a pixmap at the screen's resolution, and that is
        # drawn at every refresh until the zoom or the layout changes (a disc turned, a hazard cleared).
        board.content.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        board.node_clicked.connect(self._node_clicked)
        if old is not None:
            board.set_zoom(old.zoom)
            self.discard(old)
        self.addItem(board)
        self.board = board
        return board

    def _galaxy(self, view: StarfarersView) -> None:
        """Draws the pieces on the galaxy, the ships, the moving ship's path and the marks of the moves there."""
        board = self._board(view)
        s = board.scale()
        content = board.content

        def put(item: TableItem, node_or_xy: str | tuple[float, float]) -> None:
            x, y = NODES_BY_ID[node_or_xy] if isinstance(node_or_xy, str) else node_or_xy
            item.setScale(1 / s)
            item.setPos(x - item.width / 2 / s, y - item.height / 2 / s)

        self._standing(view, content, put)
        self.node_actions = self._node_moves(view)
        self._ships(view, content, put)
        self._flight_path(view, content, put)
        for node, actions in self.node_actions.items():
            spot = Spot(spot_kind(actions[0].kind, parts(actions[0]).what), 13, content)
            put(spot, node)
            spot.setZValue(3)
            spot.set_highlight(True)
            spot.setToolTip("\n".join(self.action_label(view, a) for a in actions))
            for action in actions:
                self.action_items.add(action, spot)
        moving = next((x for x in view.ships if x.id == view.moving), None)
        if self.steps_badge is not None and moving is not None:
            self._clear_badge(self.steps_badge, content, moving.node)
        if self.choosing in self.node_actions:
            self._node_choice(view, self.choosing, self.node_actions[self.choosing])
        board.tip_for = self._tip

    def _standing(self, view: StarfarersView, content: QGraphicsItem, put: Any) -> None:
        """Draws what stands on the galaxy between flights: hazard tokens, colonies, spaceports, trade stations."""
        for p in view.planets:
            if p.token is None:
                continue
            planet = PLANET_XY[p.id]
            hazard = TOKEN_BY_NAME[p.token]
            token = HazardItem(hazard.pirate, hazard.strength, content)
            token.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            put(token, (planet[0], planet[1] + 0.2))
            token.set_rule("sf.hazard", hazard_tip(p.token))
        for node, seat in view.colonies:
            piece = Piece("colony", self._owner_mark(view, seat), content)
            put(piece, node)
            piece.set_rule("sf.colony", translate(*NEUTRAL_COLONY) if not 0 <= seat < view.players else
                           translate("starfarers_view", "{name}'s colony (1 VP): 1 card from each planet on its "
                                                        "corners whose number is rolled.").format(name=self._name(seat)))
        for node, seat in view.spaceports:
            piece = Piece("spaceport", self._owner_mark(view, seat), content)
            put(piece, node)
            piece.set_rule("sf.spaceport", translate(*NEUTRAL_SPACEPORT) if not 0 <= seat < view.players else
                           translate("starfarers_view", "{name}'s spaceport (2 VP): produces 1 card like a colony "
                                                        "(not 2); ships are built on its two spaceport sites.")
                           .format(name=self._name(seat)))
        for civ, seats in view.stations:
            slots = DOCK_SLOTS[civ]
            for k, seat in enumerate(seats[:len(slots)]):
                piece = Piece("station", self._owner_mark(view, seat), content)
                put(piece, slots[k])
                holder = dict(view.markers).get(civ)
                piece.set_rule("sf.station", translate(
                    "starfarers_view", "{name}'s trade station at {outpost} (0 VP). The most stations here hold "
                                       "the friendship marker (2 VP): now {holder}.").format(
                    name=self._name(seat), outpost=place_words(OUTPOST_DOCK[civ], translate),
                    holder=self._name(holder) if holder is not None else "—"))

    def _ships(self, view: StarfarersView, content: QGraphicsItem, put: Any) -> None:
        """Draws the ships; a ship with steps to choose is lit, and a click on it shows its destinations."""
        stepping = self._ships_with_steps()
        for ship in view.ships:
            kind = "trade_ship" if ship.trade else "colony_ship"
            piece = Piece(kind, self._owner_mark(view, ship.owner), content)
            put(piece, ship.node)
            piece.setZValue(2)
            piece.set_rule("sf.ship", "\n".join([
                translate("starfarers_view", "{name}'s {ship}").format(name=self._name(ship.owner), ship=term(kind)),
                translate("starfarers_view", "Moves one edge per step up to the speed of the shake; may pass any "
                                             "piece but ends only where allowed.")]))
            if ship.id in stepping:
                piece.set_highlight(ship.id == self.selected_ship)
                if ship.node not in self.node_actions:
                    piece.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
                    piece.clicked.connect(lambda k=ship.id: self.choose_ship(k))

    def _flight_path(self, view: StarfarersView, content: QGraphicsItem, put: Any) -> None:
        """Draws the moving ship's path so far (the places the view says it passed) and its steps left beside it."""
        ship = next((x for x in view.ships if x.id == view.moving), None)
        if ship is None:
            return
        if len(ship.path) > 1:
            trail = Trail([NODES_BY_ID[n] for n in ship.path], content)
            trail.setZValue(1)
            self.trail = trail
            began = Spot("fly", 9, content)
            began.setOpacity(0.55)
            put(began, ship.path[0])
            began.setToolTip(fmt(translate("starfarers_view", "This flight began here; {n:step|steps} flown so far."),
                                 n=ship.steps))
        badge = StepsBadge(fmt(translate("starfarers_view", "{n:step|steps} left"), n=ship.steps_left), content)
        badge.setZValue(4)
        self.steps_badge = badge
        x, y = NODES_BY_ID[ship.node]
        put(badge, (x, y - 0.9))  # moved clear of the marks once they are drawn (_clear_badge)

    def _clear_badge(self, badge: StepsBadge, content: QGraphicsItem, node: str) -> None:
        """Moves the steps-left badge to the first place round its ship's `node` (above, below, beside, the
        corners) that covers no mark and no piece, so it never hides where the ship may go."""
        w, h = badge.width * badge.scale(), badge.height * badge.scale()
        x, y = NODES_BY_ID[node]
        others = [i.mapRectToParent(QRectF(0, 0, i.width, i.height)) for i in content.childItems()
                  if i is not badge and isinstance(i, (Spot, Piece, HazardItem))]
        if self.board is not None:  # and the planets' numbers and the landmarks' names, as the board draws them
            layout = self.board.layout
            others += [QRectF(t.x - 0.1 * len(t.label) - 0.1, t.y, 0.2 * len(t.label) + 0.2, 0.5)
                       for t in layout.tiles if t.label]
            for c in layout.captions:
                half = max(0.3, 0.1 * sum(2 if ord(ch) > 0x2E80 else 1 for ch in c.text) + 0.2)
                others.append(QRectF(c.x - half, c.y - 0.22, 2 * half, 0.44))
        # Rings round the ship, nearest first, each from straight above and clockwise; inside the galaxy, whose
        # edge would cut it (a ship at the rim).
        galaxy = content.childrenBoundingRect() if self.board is None else \
            content.mapRectFromItem(self.board, self.board.boundingRect())
        tries = [(r * math.sin(math.radians(a)), -r * math.cos(math.radians(a)))
                 for r in (0.9, 1.3, 1.7, 2.2, 2.8, 3.4, 4.0) for a in range(0, 360, 30)]
        for dx, dy in tries:
            rect = QRectF(x + dx - w / 2, y + dy - h / 2, w, h)
            if galaxy.contains(rect) and not any(rect.intersects(o) for o in others):
                badge.setPos(rect.topLeft())
                return

    def _node_choice(self, view: StarfarersView, node: str, actions: list[Action]) -> None:
        """Shows a button beside `node` for each of its moves (a colony or a trade ship on one site)."""
        assert self.board is not None
        x, y = NODES_BY_ID[node]
        at = self.board.mapToScene(self.board.to_item(x, y))
        w, h = 220, 40  # two lines: a place's long name mostly fits whole
        left = min(max(8.0, at.x() + 18), self.BOARD[0] - w)
        top = min(max(8.0, at.y() - len(actions) * (h + 4) / 2), self.BOARD[1] - len(actions) * (h + 4))
        for k, action in enumerate(actions):
            text = self.action_label(view, action)
            button = ButtonItem(w, h, fit_label(text, w - 10, h - 4))  # never a line lost: cut with …, whole in tip
            button.setToolTip(text)
            button.setPos(left, top + k * (h + 4))
            button.setZValue(10)
            button.set_highlight(True)
            self.addItem(button)
            self.clickable(button, action)

    def _tip(self, place: str) -> str:
        """Returns the tooltip of an intersection or hex of the galaxy as the view now shows it."""
        if self.view is None:
            return ""
        if place in NODES_BY_ID:
            return node_tip(self.view, place, self._name)
        return tile_tip(self.view, place, self._name)

    def choose_give(self, word: str) -> None:
        """Chooses the resource given to the supply: the row of what it buys lights up."""
        self.bank_give = word
        QTimer.singleShot(0, self._redraw)  # not inside the clicked button's handler: the redraw deletes it

    def _redraw(self) -> None:
        """Draws the table again for a new selection (a place's choices, the resource given to the supply)."""
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)
            self.selection_changed.emit()

    def choose_ship(self, ship: int) -> None:
        """Makes `ship` the one whose destinations show (before any ship has moved this flight)."""
        self.selected_ship = ship
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)
            self.selection_changed.emit()

    def _node_clicked(self, node: str) -> None:
        actions = self.node_actions.get(node, [])
        if len(actions) > 1:
            # Two moves on one place: a button for each beside it, the place stays where it is.
            self.choosing = node
            QTimer.singleShot(0, self._redraw)  # not inside the board's own mouse handler: the redraw deletes it
            return
        action = actions[0] if actions else None
        if action is None:
            # Not a highlighted place: ask the rules about moving the chosen ship there, so the refusal
            # (not next to the ship, not enough speed, may not end there...) shows where the player clicked.
            if self.selected_ship is None or self.board is None or node not in NODES_BY_ID:
                return
            action = make_move(STEP, ship=self.selected_ship, node=node)
            anchor = Spot("fly", 13, self.board.content)
            anchor.setScale(1 / self.board.scale())
            x, y = NODES_BY_ID[node]
            anchor.setPos(x - anchor.width / 2 / self.board.scale(), y - anchor.height / 2 / self.board.scale())
            anchor.setVisible(False)
            self.last_clicked = anchor
        else:
            self.last_clicked = self.action_items.get(action)
        self.action_chosen.emit(action)

    # --- the panels around the galaxy -------------------------------------------------------
    def _seats(self, view: StarfarersView) -> None:
        seats_panel(self, view, 4, self.STRIP_Y, self._name, lambda seat: self._owner_mark(view, seat))

    def _hand(self, view: StarfarersView) -> None:
        hand_panel(self, view, self.SIDE_X, 4, RESOURCE_MARKS, lambda seat: self._owner_mark(view, seat))
        status_panel(self, view, self.SIDE_X, 182)

    def _legend(self) -> None:
        assert self.view is not None
        view = self.view
        own = self._owner_mark(view, view.viewer if view.viewer is not None else view.current)
        # The legend changes only with the language, the seat's colour and a neutral colour: kept while they stay.
        key = (QLocale().name(), own, view.neutral is not None)
        held = self._legend_panel
        if held is not None and held[0] == key and on_table(held[1], self):
            return
        if held is not None:
            self.discard(held[1])
        panel = legend_panel(self, view, self.SIDE_X, 284, self.BOARD[1] + 4 - 284, own)
        for item in [panel, *panel.childItems()]:  # painted once, then drawn from a pixmap
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._legend_panel = (key, panel)

    # --- the moves not made on the galaxy -------------------------------------------------
    def _moves(self, view: StarfarersView) -> None:
        """Draws the strip of moves not made on the galaxy: its words on top, its buttons in fixed places."""
        panel = PanelItem(self.WIDTH - 480, self.HEIGHT - self.STRIP_Y - 4)
        panel.setPos(476, self.STRIP_Y)
        self.addItem(panel)
        mode = writing(self.legal)
        if mode is not None:
            self._builder(panel, view, mode)
            return
        # The build row shows on your own turn's trade & build (not while an offer is answered or an encounter is
        # met: its room goes to the words and the answers then).
        rows, rest = slot_rows(self._strip_moves(view))
        costs = view.offer is None and view.encounter is None and self.acting == view.current and \
            all(k == 0 for k, _ in rows)
        bank = any(a.kind == "trade" for a in self.legal)
        if not bank or self.bank_give not in {parts(a).give for a in self.legal if a.kind == "trade"}:
            self.bank_give = None
        bank_y = panel.height - (self.COSTS_H if costs else 0) - (BANK_H if bank else 0)
        # The words take one line or more; the other moves sit under a one-line prompt, the rows of slots lower
        # (Roll is never where a robbery's or a discard's choices come next).
        words_end = self._words(panel, view, TRADING_Y - 4 if bank else BUTTONS_Y - 8)  # room for a frame
        self._buttons(panel, view, rows, rest, words_end > TRADING_Y, bank_y)
        if costs:
            self._costs(panel)
        if bank:
            supply_bank(panel, self.legal, bank_y, self.bank_give, RESOURCE_MARKS, self.clickable, self.choose_give)

    def _buttons(self, panel: PanelItem, view: StarfarersView, rows: list[tuple[int, list[Slot]]],
                 rest: list[Action], low: bool, bottom: float) -> None:
        """Draws the strip's buttons above `bottom`: the other moves under a one-line prompt (at the strip's foot
        under longer words, where an offer's Send comes next, greyed until written), the rows of slots below."""
        label = lambda a: self.action_label(view, a)  # noqa: E731
        if rest and not low:
            draw_grid(panel, TRADING_Y, min(bottom, BUTTONS_Y) - 4, rest, label, RESOURCE_MARKS, self.clickable)
        for k, row in rows:
            draw_slots(panel, BUTTONS_Y + k * SLOT_STEP, row, label, RESOURCE_MARKS, self.clickable)
        top = BUTTONS_Y + (rows[-1][0] + 1) * SLOT_STEP if rows else BUTTONS_Y
        if rest and low:
            needed = min(max(1, int((bottom - top) // (CELL_H + 4))), -(-len(rest) // 3))
            draw_grid(panel, bottom - needed * (CELL_H + 4), bottom - 4, rest, label, RESOURCE_MARKS, self.clickable)
        elif not rows and any(a.kind == "step" for a in self.legal) and self.selected_ship is not None:
            # What a flight's clicks do, in the room of the rows of slots (no move is ever under it).
            LabelItem(panel.width - 20, 32, translate("starfarers_view", "Click a mark on the galaxy (see the "
                      "legend); click another of your ships to move it instead."), 9, False,
                      parent=panel).setPos(10, top)

    def _strip_moves(self, view: StarfarersView) -> list[Action]:
        """Returns the moves the strip's buttons play: all but the galaxy's, the builds' and the bank's."""
        on_board = {a for actions in self.node_actions.values() for a in actions}
        builds = {make_move(BUILD, what=what) for what in self.BUILDS}
        moves = [a for a in self.legal if a not in on_board and a not in builds
                 and a.kind not in ("step", "take_offer", "trade")]
        if Action("take_none") in self.legal and view.offer is not None:
            # The answers as the view shows them: the buttons never hint at what another hand holds.
            moves[:0] = [make_move(TAKE_OFFER, seat=seat) for seat, kind, _, _ in view.offer.answers if kind != "pass"]
        return moves

    def _words(self, panel: PanelItem, view: StarfarersView, bottom: float) -> float:
        """Writes the strip's words from its top down to `bottom`: the encounter, the prompt, the trade on the
        table, what a click on the galaxy does (a line that has no room left is in the log); returns their foot."""
        y: float = 6
        if view.encounter is not None:
            y = self._encounter(panel, view, y)
        lines = [self.prompt(view, self.names, self.acting)] if self.acting is not None else []
        lines += self._trade_lines(view)
        for k, line in enumerate(lines):
            y = self._line(panel, line, y, k == 0 and self.acting is not None, bottom)
            if k == 0 and len(lines) > 1:
                y += 5  # room for the frame a bot's offer gets round the lines below
        return y

    def _builder(self, panel: PanelItem, view: StarfarersView, mode: str) -> None:
        """Draws the offer (or proposal) builder: what is answered or asked above, the draft, the fixed buttons."""
        trade = self._trade_lines(view)
        d = view.deciding()
        draft = trade.pop(0) if d is not None and d.kind in ("offer", "answer") and d.picks else \
            translate("starfarers_view", "Each click adds one card to what you give or what you want.")
        top = trade[0] if mode == "propose" and trade else self.prompt(view, self.names, self.acting)
        seats = [(view.current + k) % view.players for k in range(1, view.players)]
        offer_builder(panel, self.legal, mode, [top, draft], seats, self._name, RESOURCE_MARKS, self.clickable)

    def _line(self, panel: PanelItem, text: str, y: float, bold: bool, bottom: float) -> float:
        """Adds a line of the moves panel, two lines high when it needs them, unless it would pass `bottom` (the
        log keeps every line); returns the y below it."""
        box = QRectF(0, 0, panel.width - 20, 22)
        # Judged a little under the scale at 1366×768 (the view keeps a margin), so a line that fits here fits there.
        points, bound = text_rect(box, text, 9, bold, Qt.AlignmentFlag.AlignLeft, scale=0.95 * screen_scale(
            self.WIDTH, self.HEIGHT))
        height = 22 if bound.height() <= 22.5 and bound.width() <= box.width() + 0.5 else 40
        if y + height > bottom:
            return y
        line = LabelItem(box.width(), height, text, 9, bold, parent=panel)
        line.setPos(10, y)
        line.setData(0, "moves_line")  # a lesson's words point at the offer and its answers
        return y + height + 1

    def _trade_lines(self, view: StarfarersView) -> list[str]:
        """Returns the trade on the table in words (strip.trade_lines), with the seats' names."""
        return trade_lines(view, self._name)

    def _encounter(self, panel: PanelItem, view: StarfarersView, y: float) -> float:
        """Draws the encounter being met, its question and its stand-in mark; returns the y below it."""
        assert view.encounter is not None
        title = LabelItem(panel.width - 150, 20, translate("starfarers_view", "Encounter: {title}").format(
            title=encounter_title(view.encounter.title, translate)), 9, True, parent=panel)
        title.setPos(10, y)
        title.set_rule("sf.encounter", standin_line())
        # The notes' §13: every stand-in card carries a mark, with the reason in its tooltip.
        mark = LabelItem(126, 20, "✎ " + translate("starfarers_view", "stand-in card"), 8, True, QColor("#8a5a00"),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, parent=panel)
        mark.setPos(panel.width - 136, y + 1)
        mark.set_rule("sf.standin", standin_line())
        question = ENCOUNTER_QUESTIONS.get(view.encounter.family)
        if question is None:
            return y + 22
        LabelItem(panel.width - 20, 32, translate(*question), 9, False, parent=panel).setPos(10, y + 20)
        return y + 52

    COSTS_H = 44
    BUILDS = ("spaceport", "colony_ship", "trade_ship", "booster", "cannon", "freight_pod")

    def _costs(self, panel: PanelItem) -> None:
        """Draws the row of builds with their costs along the bottom of the moves panel, each with its rule as the
        tooltip; an upgrade you may build now is a button there, in the same place every turn."""
        y = panel.height - self.COSTS_H
        w = (panel.width - 20) / len(self.BUILDS)
        for k, what in enumerate(self.BUILDS):
            cost = [(RESOURCE_MARKS[word], n) for word, n in zip(RESOURCES, BOX.build_costs[what]) if n]
            chip = CostChip(w - 4, self.COSTS_H - 6, term(what), cost, parent=panel)
            chip.setPos(10 + k * w, y)
            chip.set_rule("sf.cost", cost_tip(what))
            # Every chip answers a click: it builds (a spaceport or ship where only one place will do), or the
            # rules say in one line why not, or where to click on the galaxy.
            placed = [a for a in self.legal if a.kind == "build" and parts(a).node is not None
                      and parts(a).what == what]
            build = placed[0] if len(placed) == 1 else make_move(BUILD, what=what)
            chip.set_highlight(build in self.legal or bool(placed))
            if build in self.action_items:  # its mark on the galaxy stays the place a hint frames
                chip.clicked.connect(lambda c=chip, a=build: self._play_later(c, a))
            else:
                self.clickable(chip, build)

    def _play_later(self, item: TableItem, action: Action) -> None:
        """Plays `action` clicked on `item` once the click is over (the move's redraw deletes the item)."""
        self.last_clicked = item
        QTimer.singleShot(0, lambda: self.action_chosen.emit(action))

    # --- hints ------------------------------------------------------------------------------
    def frame_move(self, view: StarfarersView, events: Sequence[Event]) -> QRectF | None:
        return frame_starfarers(self, view, events)

    def place_rect(self, place: str) -> QRectF | None:
        """Returns the rectangle round a system of the galaxy (a sector id, e.g. H_B for Colonies B) and the pieces
        standing in it."""
        return sector_rect(self, place)

    def preview(self, view: StarfarersView, action: Action | None) -> QRectF | None:
        """Frames the ring, ship or button that plays `action`; returns its scene rectangle."""
        self.hinted = None
        if action is None:
            return None
        p = parts(action)
        if action.kind == "step" and p.ship is not None and p.ship != self.selected_ship and self.view is not None:
            self.choose_ship(p.ship)
        if p.give is not None and self.bank_give != p.give:  # a trade: its resource chosen in the bank
            self.bank_give = p.give
            self._redraw()
        item = self.action_items.get(action)
        if item is None:
            return None
        self.hinted = action
        return frame_hint(self, item.sceneBoundingRect())

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
        import pyqtgraph as pg

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


    def plot_second(self, plot: Any, view: StarfarersView) -> bool:
        """Draws the resource cards each seat's planets produced, one stacked bar per seat, by resource."""
        import pyqtgraph as pg

        plot.setTitle(translate("starfarers_view", "Resources produced per player"))
        plot.setLabel("left", translate("starfarers_view", "Cards from planets"))
        seats = list(range(view.players))
        base = [0.0] * len(seats)
        for k, word in enumerate(RESOURCES):
            heights = [float(view.produced[s][k]) for s in seats]
            mark = RESOURCE_MARKS[word]
            bars = pg.BarGraphItem(x=seats, height=heights, y0=list(base), width=0.5, brush=mark.colour,
                                   pen=pg.mkPen("#2b2622"), name=term(word))
            plot.addItem(bars)
            base = [b + h for b, h in zip(base, heights)]
        plot.getAxis("bottom").setTicks([[(s, self._name(s)) for s in seats]])
        # Room on the right for the legend, so it never covers a bar.
        plot.setXRange(-0.5, len(seats) + 0.2, padding=0)
        if plot.legend is not None:
            plot.legend.anchor((1, 0), (1, 0), offset=(-10, 10))
        return True
