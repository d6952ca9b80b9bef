"""The Thief's Market table: the centre's dice, every seat's pile and cards, the market.

Every choice is made pick by pick, as the rules' decision stack asks (the picks so far are in the view):
Splitting: click a die (or the start marker) in the centre to start taking it, then more dice one at a
time, then Done; or click another seat's pile to steal it, then the dice that go back, then Done. A
picked die stands out of its row with a green ring and a check mark, and is listed under the buttons;
click it again, or Undo pick, to put it back. Buying: click a market card; when its cost can be paid more
than one way, pay it gem by gem with the buttons (a die of its colour or a gold token). Lucky Animal
Appendage: its robbed owner clicks the returned die (shown apart in the centre) that is not re-rolled;
before buying, the owner clicks a die of their pile to re-roll, or the button to re-roll none.

Every card on the table reads in full: its type, name, cost, points and its effect in short words, laid
out by measuring the text with the font (never by counting letters), so a name never shrinks and nothing
overlaps. A seat's area grows with its cards; when the table is full it scrolls (the wheel), and a click
on a seat's area shows that seat large, with each card's whole rule text. A right-click reads anything large (a
die, a card, a pile, the centre, a seat: ui/games/enlarge.py). The areas are drawn by panels.py, the items are
items.py's, the words words.py's.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import DecisionView
from tabletop.games.thiefs_market.moves import parts
from tabletop.games.thiefs_market.rules import OBJECTS, TAKE_ALL, counts_of
from tabletop.games.thiefs_market.view import ThiefsMarketView
from tabletop.ui.games.action_items import on_table
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import HintFrame
from tabletop.ui.games.thiefs_market.framing import frame_thiefs_market
from tabletop.ui.games.thiefs_market.items import FACE_MARKS, CardFace, CardWindow, PickedMark, SeatArea
from tabletop.ui.games.thiefs_market.panels import TablePanels
from tabletop.ui.games.thiefs_market.words import TableWords
from tabletop.ui.items import DieItem, TableItem, TokenItem


class ThiefsMarketScene(TablePanels, TableWords, GameScene[ThiefsMarketView]):
    """Draws a ThiefsMarketView and turns clicks into picks, purchases, payments and abilities."""

    WIDTH, HEIGHT = 1240, 900
    EMBLEM = tuple(FACE_MARKS.values())  # the dice faces

    def __init__(self) -> None:
        super().__init__()
        self.dice_items: list[DieItem] = []
        self.decision: DecisionView | None = None  # the decision being made now (public: its picks are shown)
        self.enlarged: int | None = None  # the seat shown large (in the shared large view), or None
        self.large.on_change = self.follow_large_seat
        self.large_cards: list[CardFace] = []  # the cards of the seat shown large, each with its whole rule text
        self.scroll: dict[str, int] = {}  # the first row each card window shows, kept across redraws
        self.card_windows: dict[str, CardWindow] = {}
        self.seat_areas: dict[int, SeatArea] = {}
        self.pile_items: dict[int, list[TableItem]] = {}
        self._viewer: int | None = None
        self.centre_h = 150.0
        self.hinted: Action | None = None  # the hint's move, framed on the table; Enter plays it
        self._hint_items: list[QGraphicsItem] = []

    def render_view(self, view: ThiefsMarketView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the table; the picks so far come from the view, so a redraw keeps them."""
        self.reset()
        self.dice_items, self.card_windows, self.seat_areas, self.pile_items = [], {}, {}, {}
        self._hint_items, self.hinted = [], None  # a hint lasts until the table is drawn again
        if view.viewer != self._viewer:  # another person at the screen: what the last one opened closes
            self.enlarged, self._viewer = None, view.viewer
        self.view, self.legal, self.names, self.acting = view, legal, seat_names, acting
        self.decision = view.deciding()
        self._centre(view)
        self._market(view)
        self._seats(view)
        self._controls(view)
        self.large.reopen(view.viewer)

    def render_view_keep(self) -> None:
        """Redraws the same view (after a language change or an animation)."""
        self.render_view(self.view, self.legal, self.names, self.acting)

    def enlarge(self, seat: int | None) -> None:
        """Shows a seat large (its pile and every card with its whole rule text), or None to close it."""
        area = self.seat_areas.get(seat) if seat is not None else None
        if area is None:
            self.large.close()
        else:
            self.large.open(area)

    def remember_scroll(self, window: CardWindow) -> None:
        """Keeps how far a card window is scrolled, so a redraw after a move shows the same cards."""
        for key, shown in self.card_windows.items():
            if shown is window:
                self.scroll[key] = window.first

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

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
            item.moveBy(0, -6)  # a picked object stands out of its row, wears a ring and a check mark
            PickedMark(item)
        if action in self.legal:
            item.set_highlight(True)
            self.clickable(item, action)

    # --- a hint ---------------------------------------------------------------------------------------
    def frame_move(self, view: ThiefsMarketView, events: Sequence[Event]) -> QRectF | None:
        return frame_thiefs_market(self, view, events)

    def preview(self, view: ThiefsMarketView, action: Action | None) -> QRectF | None:
        """Shows `action` on the table as it would look being made: a blue frame round the dice to take, the
        pile to steal, the card to buy or the button to press; a die to pick stands up with its check mark.

        Returns the frame's scene rectangle, or None when the move has no place on the table."""
        for shown in self._hint_items:
            if on_table(shown, self):
                self.removeItem(shown)
        self._hint_items, self.hinted = [], None
        if action is None:
            return None
        if self.large.is_open:  # the large view would hide the move
            self.large.close()
        items: list[TableItem] = []
        if action == TAKE_ALL:
            items = list(self.pile_items.get(-1, []))
        elif action.kind == "steal":
            victim = parts(action).victim
            items = list(self.pile_items.get(victim, [])) if victim is not None else []
        elif action in self.action_items:
            items = [self.action_items[action]]
        items = [i for i in items if on_table(i, self)]
        if not items:
            return None
        for item in items:
            self._show_in_window(item)
            if action.kind in ("take", "return") and isinstance(item, (DieItem, TokenItem)):
                ghost = PickedMark(item)  # the pick as it would look: the check mark, faint
                ghost.setOpacity(0.6)
                self._hint_items.append(ghost)
        rect = items[0].sceneBoundingRect()
        for item in items[1:]:
            rect = rect.united(item.sceneBoundingRect())
        frame = HintFrame(rect.adjusted(4, 4, -4, -4))  # the items' own rectangles, not their glow's margin
        self.addItem(frame)
        self._hint_items.append(frame)
        self.hinted = action
        return frame.rect

    def _show_in_window(self, item: TableItem) -> None:
        """Scrolls the card window holding `item` (if any) so the item shows."""
        for key, window in self.card_windows.items():
            row = next((k for k, r in enumerate(window.rows) if item in r), None)
            if row is not None and not item.isVisible():
                window.scroll_to(row)
                self.scroll[key] = window.first

    # --- showing what happened ---------------------------------------------------------------------
    def animate(self, events: Sequence[Event], reduced_motion: bool) -> None:
        """Shakes the centre's dice after a roll (not with reduced motion)."""
        if reduced_motion or not any(e.code in ("tm.rolled", "tm.rerolled") for e in events):
            return
        dice = list(self.dice_items)
        home = [d.pos() for d in dice]

        def shake(t: float) -> None:
            for k, (die, pos) in enumerate(zip(dice, home)):
                if not on_table(die, self):
                    continue
                wobble = (1 - t) * 6
                die.setRotation((1 - t) * (25 if k % 2 else -25))
                die.setPos(pos + QPointF(wobble * (1 if k % 3 else -1), -wobble))
        self.play(450, shake)
