"""The Cartographers table: the map sheet like the paper pad, the season and edicts, the explore card.

Drawing: the chosen shape follows the mouse over the map; R or the wheel turns
it, F flips it, 1/2 pick the shape, T the terrain; arrow keys move it and Enter
draws without a mouse (the first arrow or Enter brings it onto the map). Cells
where the shape fits are tinted; a refused place says why. While a shape hovers,
each edict shows what it would add. All of that is the choosing of the seat at
the screen: it is forgotten at every hand-over, so the next seat sees none of it.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.reason import Reason
from tabletop.games.cartographers.components import DRAWABLE, Terrain
from tabletop.games.cartographers.grid import SIZE
from tabletop.games.cartographers.moves import parts
from tabletop.games.cartographers.naming import corner_for
from tabletop.games.cartographers.preview import (DRAW_KINDS, TERRAIN_KINDS, TURNABLE, Choice, action_at,
                                                  canonical_orientation, chosen_shape, drawing_cells, drawing_mode,
                                                  edict_gains, listed, own_sheet, placements, shape_in_hand,
                                                  shapes_offered, sheet_shown, terrains_offered)
from tabletop.games.cartographers.sheet import Sheet
from tabletop.games.cartographers.state import Step
from tabletop.games.cartographers.view import CartographersView, SheetView
from tabletop.ui.games.action_items import on_table
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.cartographers.framing import frame_cartographers
from tabletop.ui.games.cartographers.panels import TablePanels
from tabletop.ui.games.cartographers.items import TERRAIN_MARKS, CellsHotspot, GhostItem, SheetItem
from tabletop.ui.games.cartographers.words import TableWords
from tabletop.ui.games.marker import HINT, frame_hint
from tabletop.ui.i18n import message, signed, translate
from tabletop.ui.items import LabelItem
from tabletop.ui.style import MUTED_INK, REFUSED

ARROWS = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Left: (0, -1),
          Qt.Key.Key_Right: (0, 1)}  # the arrows move the shape a cell: (rows, columns)


class CartographersScene(TablePanels, TableWords, GameScene[CartographersView]):
    """Draws a CartographersView and turns mouse and keys into drawings."""

    WIDTH, HEIGHT = 1240, 900
    EMBLEM = tuple(TERRAIN_MARKS[t] for t in DRAWABLE)  # the terrains players draw
    CELL = 56
    GRID_X, GRID_Y = 40, 74

    def __init__(self) -> None:
        super().__init__()
        # The seat at the screen's own choosing: shape, turn, terrain and where the shape hovers (None: nowhere
        # yet). It belongs to that seat and is forgotten whenever the table passes to another seat or goes public.
        self.option = 0
        self.orientation = 0
        self.terrain_index = 0
        self.anchor: tuple[int, int] | None = None
        # Where the pointer was on the screen when it last moved, and when the last move was made: no shape shows
        # under it until it moves on (a redraw moves the map under a pointer that stays put).
        self._hovered: QPoint | None = None
        self._still: QPoint | None = None
        self._holder: tuple[int | None, int | None] | None = None  # (viewer, acting) the choosing belongs to
        self.view: CartographersView | None = None
        self.legal: Sequence[Action] = []
        self.sheet_item: SheetItem | None = None
        self.ghost: GhostItem | None = None
        self.preview_labels: dict[str, LabelItem] = {}
        self.status: LabelItem | None = None
        self.focus_seat = 0
        self.enlarged: int | None = None  # another seat whose map is shown large over this one
        self.hinted: Action | None = None  # the hint's move shown on the table, played by Enter
        self._last_card: tuple[int | None, Step] | None = None  # the card and step the choosing began at
        self._terrain_list: list[Terrain] = []
        self.by_cells: dict[tuple[int, str | None, str], Action] = {}  # (cells, terrain, kind) -> legal move

    # --- what is being drawn (the game's preview.py answers; the scene keeps only the choosing) ------------
    @property
    def choice(self) -> Choice:
        """Returns the shape, turn and terrain in hand."""
        return Choice(self.option, self.orientation, self.terrain_index)

    def _mode(self) -> str:
        """Returns the kind of drawing asked for (place, single, square, domino, again, monster, …),
        or confirm, skip, ambush_skill (pay for a skill or pass when an ambush is revealed) or watch."""
        return drawing_mode(self.legal)

    def _own(self) -> SheetView | None:
        """Returns the map of the seat at the screen as its view shows it (None: nobody's, the public table)."""
        return own_sheet(self.view) if self.view is not None else None

    def _shapes(self) -> list[tuple[tuple[int, int], ...]]:
        return shapes_offered(self.view, self._mode()) if self.view is not None else [((0, 0),)]

    def _terrains(self) -> list[Terrain]:
        return self._terrain_list or [Terrain.MONSTER]

    def _shape_now(self) -> tuple[tuple[int, int], ...]:
        return shape_in_hand(self._shapes(), self.choice, self._mode())

    def _action_at(self, row: int, col: int) -> tuple[Action, int | None]:
        """Returns the action drawing the chosen shape with its top-left corner at (row, col), and its cells."""
        assert self.view is not None  # only asked while a map is drawn
        return action_at(self.view, self.legal, self.choice, row, col, self.by_cells)

    def _index_legal(self) -> None:
        """Reads (cells, terrain, kind) → legal action, and the tint of cells where the chosen shape fits."""
        self._terrain_list = terrains_offered(self.legal, self._mode())
        assert self.view is not None  # indexed at each redraw, after the view is kept
        found = placements(self.view, self.legal, self.choice)
        self.by_cells, self.tint = dict(found.by_cells), found.fits

    def _canonical_orientation(self) -> int:
        """Returns the lowest orientation number giving the same shape as the chosen one."""
        return canonical_orientation(chosen_shape(self._shapes(), self.choice), self.orientation)

    # --- drawing the table ---------------------------------------------------------------------
    def render_view(self, view: CartographersView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the sheet in focus, the season, edicts, card and controls."""
        self.ghost = self.sheet_item = self.status = None  # clear() deletes them
        self.preview_labels = {}
        self.reset()
        if view != self.view:  # a move was made: the place hovered before it is no choice now (it stayed red)
            self.anchor, self._still = None, self._hovered
        self.view = view
        self.legal = legal
        self.names = seat_names
        self.acting = acting
        self.hinted = None  # a hint lasts until the table is drawn again
        if (view.viewer, acting) != self._holder:  # a hand-over (or the public table): nothing of the last seat's
            self._holder = (view.viewer, acting)
            self.anchor = None
            self.enlarged = self.hinted = None
            self._last_card = None
        card_key = (view.card, view.step)
        if card_key != self._last_card:  # a new card or step: start from its first shape and terrain
            self.option = self.orientation = self.terrain_index = 0
            self._last_card = card_key
        if acting is not None and view.step is Step.AMBUSH and acting in dict(view.targets):
            self.focus_seat = dict(view.targets)[acting]
        elif view.viewer is not None:
            self.focus_seat = view.viewer
        elif view.waiting:
            self.focus_seat = view.waiting[0]
        else:  # the public table with nobody to wait for (the finished maps): the first map, as a fresh table shows
            self.focus_seat = 0
        self._index_legal()
        self._sheet(view)
        self._season(view)
        self._edicts(view)
        self._card(view)
        self._others(view)
        self._update_ghost()
        if self.anchor is None:
            self._say_turn()
        if self.enlarged is not None:
            self._enlarged_map(view, self.enlarged)
        self.large.reopen(self._holder)

    def _focus_sheet(self, view: CartographersView) -> Sheet:
        return sheet_shown(view, self.focus_seat)

    def _sheet(self, view: CartographersView) -> None:
        panel, item = self._map_panel(view, self.focus_seat)
        item.tint = self.tint if self._mode() in DRAW_KINDS else 0
        if self._mode() in DRAW_KINDS:  # a shape in hand: a rules tooltip over the map would hide the rows it goes on
            for spot in [item, *(i for i in panel.childItems() if isinstance(i, CellsHotspot))]:
                spot.setToolTip("")
        # The viewer's drawings not yet confirmed (with everything open, in a review: every seat's) on this map.
        item.staged = [(d.mask, d.terrain) for shown in view.sheets for d in shown.staged or ()
                       if d.sheet == self.focus_seat]
        self.sheet_item = item

    def frame_move(self, view: CartographersView, events: Sequence[Event]) -> QRectF | None:
        return frame_cartographers(self, view, events)

    # --- a move shown before it is made (the hint, a tutorial step) -----------------------------------------
    def preview(self, view: CartographersView, action: Action | None) -> QRectF | None:
        """Shows a drawing as the table shows one being made: its shape, turn, mirror and terrain chosen and its
        ghost where it goes, so Enter or a click there draws exactly it; a skill, Pass or Confirm gets a frame
        (Enter plays it). None takes the shape off the map. Returns the scene rectangle shown."""
        if action is None or self.view is None:
            self.anchor = None
            self._redraw_controls()
            return None
        kind = action.kind
        if kind not in DRAW_KINDS | {"sneak"}:
            item = self.action_items.get(action)
            if item is None:
                return None
            self.hinted = action
            return frame_hint(self, item.sceneBoundingRect().adjusted(4, 4, -4, -4))
        p = parts(action)
        if p.row is None or p.col is None:  # no drawing of this moment's (a move read from a file)
            return None
        self.enlarged = None
        if p.option is not None:  # place, sneak: which shape, turned
            self.option = p.option
        if p.orientation is not None:  # and domino, again, the monsters: turned (single, square: no turn)
            self.orientation = p.orientation
        if kind in TERRAIN_KINDS:
            words = [t.word for t in self._terrains()]
            if p.terrain in words:
                self.terrain_index = words.index(str(p.terrain))
        self.anchor = (p.row, p.col)
        self._redraw_controls()
        if self.ghost is None or not on_table(self.ghost, self):
            return None
        return frame_hint(self, self.ghost.sceneBoundingRect().adjusted(2, 2, -2, -2))

    # --- choosing and hovering ------------------------------------------------------------------------
    def _choose(self, option: int | None = None, terrain: int | None = None) -> None:
        if option is not None:
            self.option = option
        if terrain is not None:
            self.terrain_index = terrain
        self._redraw_controls()

    def _turn(self, how: str) -> None:
        if self._mode() not in TURNABLE:
            return
        if how == "turn":
            self.orientation = (self.orientation // 4) * 4 + (self.orientation + 1) % 4
        else:
            self.orientation = (self.orientation + 4) % 8
        self._redraw_controls()

    def _redraw_controls(self) -> None:
        view = self.view
        if view is not None:
            anchor = self.anchor
            self.render_view(view, self.legal, self.names, self.acting)
            self.anchor = anchor
            self._update_ghost()
            self.selection_changed.emit()

    def _update_ghost(self) -> None:
        if self.ghost is not None and on_table(self.ghost, self):
            self.removeItem(self.ghost)
        self.ghost = None
        for label in self.preview_labels.values():
            label.text = ""
            label.update()
        if self.sheet_item is None or self.anchor is None or self._mode() not in DRAW_KINDS:
            return
        action, mask = self._action_at(*self.anchor)
        cells = [(self.anchor[0] + r, self.anchor[1] + c) for r, c in self._shape_now()]
        fits = action in self.legal
        terrain = self._terrains()[self.terrain_index % len(self._terrains())]
        self.ghost = GhostItem(cells, self.CELL, terrain, fits, self.sheet_item)
        if self.status is not None:
            reason = None if fits else self._why(action)
            self.status.text = message(reason.code, reason.params, self.names) if reason else ""
            self.status.colour = REFUSED
            if not self.status.text and not fits:  # nothing fits as turned: how it would
                self._say_turn()
            self.status.update()
        if fits and mask and self._mode() in TERRAIN_KINDS and self.view is not None:
            gains = edict_gains(self.view, self.focus_seat, mask, terrain)
            for key, label in self.preview_labels.items():
                gain = gains[key]
                label.text = signed(gain)
                label.colour = QColor("#1e8a3c") if gain > 0 else (REFUSED if gain < 0 else MUTED_INK)
                label.update()

    def _why(self, action: Action) -> Reason | None:
        """Returns why the shape may not go here: the table page asks the rules (which never see Qt)."""
        return self.ask_reason(action) if self.ask_reason else None

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        """Returns the map cell under a scene position."""
        if self.sheet_item is None:
            return None
        local = self.sheet_item.mapFromScene(pos)
        row, col = int(local.y() // self.CELL), int(local.x() // self.CELL)
        if local.x() < 0 or local.y() < 0 or row >= SIZE or col >= SIZE:
            return None
        return row, col

    def _anchor_for(self, cell: tuple[int, int]) -> tuple[int, int]:
        """Returns the top-left corner that puts the cell naming the shape (naming.grip) under the mouse."""
        return corner_for(self._shape_now(), cell)

    def drawing_cells(self, action: Action) -> list[tuple[int, int]]:
        """Returns the map cells a drawing covers (over the edge too), from the card's or skill's shape."""
        return drawing_cells(self.view, action) if self.view is not None else []

    def target_cells(self, action: Action) -> list[QRectF]:
        """Returns the scene rectangles of the map cells a drawing covers, choosing nothing (the tutorial's mark)."""
        if action.kind not in DRAW_KINDS | {"sneak"} or self.sheet_item is None or self.view is None:
            return []
        item = self.sheet_item
        return [item.mapRectToScene(item.cell_rect(r, c)) for r, c in self.drawing_cells(action)
                if 0 <= r < SIZE and 0 <= c < SIZE]

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.scenePos()) if self.enlarged is None and not self.large.is_open else None
        self._hovered = event.screenPos()
        if self._hovered != self._still:  # the pointer moved on from where it was when the move was made
            self._still = None
        if cell is not None and self._mode() in DRAW_KINDS and self._still is None:
            anchor = self._anchor_for(cell)
            if anchor != self.anchor:
                self.anchor = anchor
                self._update_ghost()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.enlarged is not None or self.large.is_open:  # a map or a thing shown large lies over this one
            super().mousePressEvent(event)
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None and event.button() == Qt.MouseButton.LeftButton and \
                self._mode() in DRAW_KINDS:
            self.anchor = self._anchor_for(cell)
            self.play_anchor()
            event.accept()
            return
        # Right-click turns the shape over the map only, while there is one to turn: elsewhere, and on a map with no
        # shape in hand, it reads the thing large (the base's).
        if event.button() == Qt.MouseButton.RightButton and cell is not None and self._mode() in TURNABLE:
            self._turn("turn")
            event.accept()
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802
        if self.enlarged is None and not self.large.is_open and self.cell_at(event.scenePos()) is not None:
            self._turn("turn")
            event.accept()
            return
        super().wheelEvent(event)

    def play_anchor(self) -> None:
        """Draws the chosen shape at the keyboard/mouse anchor (refused moves get their reason)."""
        if self.anchor is None or self._mode() not in DRAW_KINDS:
            return
        action, _ = self._action_at(*self.anchor)
        self.last_clicked = self.sheet_item
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: self.action_chosen.emit(action))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.large.is_open:  # a thing read large: Esc closes it, nothing under it is played meanwhile
            if key == Qt.Key.Key_Escape:
                self.large.close()
            event.accept()
            return
        if self.enlarged is not None:
            if key == Qt.Key.Key_Escape:
                self.close_enlarged()
            event.accept()
            return
        if self._key_played(key):
            event.accept()
        else:
            super().keyPressEvent(event)

    def _key_played(self, key: int) -> bool:
        """Plays what `key` asks on the table (Enter: the hint's move or the confirm; else steering the shape);
        returns False when the key does nothing here."""
        mode = self._mode()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and self.hinted is not None and self.hinted.kind not in DRAW_KINDS | {"sneak"}:
            self.action_chosen.emit(self.hinted)  # the hint's skill, pass or confirm, as its frame shows
        elif enter and mode in ("confirm", "skip"):
            self.action_chosen.emit(self.legal[0])
        elif mode not in DRAW_KINDS:  # watching, or a choice made with its buttons: no shape to steer
            return False
        else:
            return self._steer(key)
        return True

    def _steer(self, key: int) -> bool:
        """Moves, turns, flips or recolours the shape being drawn, or draws it, for `key`; returns False for a key
        that does none of these."""
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if key in ARROWS or enter and self.anchor is None:
            if self.anchor is None:  # the first arrow (or Enter) brings the shape onto the middle of the map
                self.anchor = self._anchor_for((SIZE // 2, SIZE // 2))
            else:
                dr, dc = ARROWS[Qt.Key(key)]  # event.key() is typed as a plain int
                self.anchor = (max(-3, min(SIZE - 1, self.anchor[0] + dr)),
                               max(-3, min(SIZE - 1, self.anchor[1] + dc)))
            self._update_ghost()
        elif enter:
            self.play_anchor()
        elif key == Qt.Key.Key_R:
            self._turn("turn")
        elif key == Qt.Key.Key_F:
            self._turn("flip")
        elif key == Qt.Key.Key_T:
            self._choose(terrain=self.terrain_index + 1)
        elif key in (Qt.Key.Key_1, Qt.Key.Key_2):
            self._choose(option=min(len(self._shapes()) - 1, 0 if key == Qt.Key.Key_1 else 1))
        else:
            return False
        return True

    # --- showing what happened ---------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], reduced_motion: bool) -> None:
        """Flashes where a solo ambush drew its monsters, so the player sees where they went."""
        if self.sheet_item is None:
            return
        marks: list[QGraphicsRectItem] = []
        # Two ambushes can come in one move (the card after an ambush is another): all of them in one flash. An
        # animation each left the first running unseen by the next redraw, which stops one, and it went on
        # setting the opacity of the boxes that redraw had deleted (a RuntimeError at every frame).
        for event in events:
            if event.code == "carto.solo_ambush":
                for r, c in event.params["cells"]:
                    box = QGraphicsRectItem(self.sheet_item.cell_rect(r, c).adjusted(-3, -3, 3, 3), self.sheet_item)
                    box.setPen(QPen(REFUSED, 5))
                    box.setZValue(30)
                    box.setData(0, "ambush")
                    marks.append(box)
        if marks and not reduced_motion:
            def fade(opacity: float) -> None:
                for mark in marks:
                    mark.setOpacity(opacity)

            self.play(1600, fade, start=1.0, end=0.15, loops=2)

    # --- words for the side panel ------------------------------------------------------------------------
    def listed_actions(self, legal: Sequence[Action]) -> Sequence[Action]:
        """Returns the placements of the chosen shape, turn and terrain (the full list is thousands); when the shape
        fits nowhere as turned, its placements turned the other ways (the list said nothing at all)."""
        if self.view is None:
            return legal
        shown = listed(self.view, legal, self.choice)
        return shown if shown or self._mode() not in TURNABLE else self.turned(legal)

    def turned(self, legal: Sequence[Action]) -> list[Action]:
        """Returns the legal drawings of the shape and terrain in hand turned or flipped otherwise, fewest turns
        first (none when the shape in hand fits as turned, or cannot turn)."""
        if self.view is None or self._mode() not in TURNABLE:
            return []
        mirror, turn = divmod(self.orientation, 4)
        # The turns from the one in hand: one more turn (R), two, three, then flipped (F) and turned.
        order = [mirror * 4 + (turn + k) % 4 for k in (1, 2, 3)] + [(1 - mirror) * 4 + (turn + k) % 4 for k in range(4)]
        out: dict[Action, None] = {}  # in order, once each (a symmetric shape turned is the same drawing)
        for orientation in order:
            out.update((a, None) for a in listed(self.view, legal, self.choice._replace(orientation=orientation))
                       if a.kind != "skill")
        return list(out)

    def _say_turn(self) -> None:
        """Says, under the card, that the shape in hand fits nowhere as turned and how turned it would."""
        if self.status is None or self.view is None or self._mode() not in TURNABLE or \
                listed(self.view, self.legal, self.choice):
            return
        others = self.turned(self.legal)
        if others:
            self.status.text = translate("cartographers_view", "As turned, the shape fits nowhere. Turn it (R) or "
                                                               "flip it (F): it fits as {move}.").format(
                move=self.action_label(self.view, others[0]))
            self.status.colour = HINT

    def sheet_text(self) -> str:
        """Returns the map in focus in the sheet notation (for Copy map)."""
        from tabletop.games.cartographers.sheet import format_sheet

        return format_sheet(self._focus_sheet(self.view)) if self.view is not None else ""
