"""The Star Cartel table: cartel board, hub, piles and shipyard, the seats, and the delivery in progress. The areas are
drawn by panels.py, with items.py's marks and ship cards; the words are words.py's."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF

from tabletop.engine.action import Action
from tabletop.games.star_cartel.view import StarCartelView
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.games.star_cartel.framing import frame_star_cartel
from tabletop.ui.games.star_cartel.items import CARGO_MARKS
from tabletop.ui.games.star_cartel.panels import TablePanels
from tabletop.ui.games.star_cartel.words import TableWords


class StarCartelScene(TablePanels, TableWords, GameScene[StarCartelView]):
    """Draws a StarCartelView and turns clicks into Star Cartel actions."""

    WIDTH, HEIGHT = 1240, 900  # about the shape of the space beside the side panel at 1366×768
    EMBLEM = tuple(CARGO_MARKS.values())
    CARD_W, CARD_H = 96, 100
    SEATS_X, SEATS_W = 810, 426
    MOVE_BANNER_CENTRE = 400  # a bot's move is named at the loading panel's foot: six seats reach the table's foot

    def __init__(self) -> None:
        super().__init__()
        self.enlarged: int | None = None  # a seat whose ship, load and stash are shown large (in the large view)
        self.hinted: Action | None = None  # the hint's move, framed on the table; Enter plays it
        self.large.on_change = self.follow_large_seat

    def render_view(self, view: StarCartelView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws everything from the view; legal moves of `acting` are highlighted."""
        self.reset()
        self.legal = set(legal)
        self.view = view
        self.names = seat_names
        self.acting = acting
        self.hinted = None  # a hint lasts until the table is drawn again
        self._cartel_board(view)
        self._hub(view)
        self._piles(view)
        self._seats(view, seat_names)
        self._turn_panel(view, seat_names)
        self.large.reopen(view.viewer)  # a hand-over closes it: the last person's large view goes with them

    # --- a move shown before it is made (the hint, a tutorial step) -------------------
    def preview(self, view: StarCartelView, action: Action | None) -> QRectF | None:
        """Frames the hub card, set or button that plays `action` (Enter then plays it); returns its scene rectangle."""
        self.hinted = None
        if self.large.is_open:  # the large view would hide the move
            self.large.close()
        item = self.action_items.get(action) if action is not None else None
        if action is None or item is None:
            return None
        self.hinted = action
        return frame_hint(self, item.sceneBoundingRect().adjusted(4, 4, -4, -4))

    def frame_move(self, view: Any, events: Sequence[Any]) -> QRectF | None:
        return frame_star_cartel(self, view, events)

    # --- a seat seen large ------------------------------------------------------------
    def enlarge(self, seat: int | None) -> None:
        """Shows `seat`'s ship, load and stash large over the table (None: back to the table)."""
        row = next((i for i in self.items() if i.data(0) == ("seat", seat)), None) if seat is not None else None
        if row is None:
            self.large.close()
        else:
            self.large.open(row)
