"""What a game's table view offers the table page: draw a view, turn clicks into actions, label actions."""

from __future__ import annotations

from typing import Any, Callable, Generic, Sequence, TypeVar

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Result
from tabletop.engine.reason import Phrase, Reason
from tabletop.engine.session import Turn
from tabletop.marks import Mark
from tabletop.ui.games.action_items import ActionItems, on_table
from tabletop.ui.games.enlarge import LargeView, readable_at
from tabletop.ui.i18n import message
from tabletop.ui.items import LabelItem, PanelItem, TableItem
from tabletop.ui.style import FELT, REFUSED


_DESCRIBE: dict[str, Callable[[Any, Action], Phrase] | None] = {}  # by scene class, looked up once


def registered_describe(scene: type) -> Callable[[Any, Action], Phrase] | None:
    """Returns the describe_action of the game whose table `scene` is (a scene made without a table page), or None."""
    from tabletop.games import entries
    from tabletop.registry import load, rules_of

    key = f"{scene.__module__}.{scene.__qualname__}"
    if key not in _DESCRIBE:
        _DESCRIBE[key] = next((rules_of(e).describe_action for e in entries()
                               if e.scene and e.rules and load(e.scene) is scene), None)
    return _DESCRIBE[key]


ViewT = TypeVar("ViewT")  # the game's own view (what Game.view returns): each game's scene names it


class GameScene(QGraphicsScene, Generic[ViewT]):
    """One game's table, drawn from views of type `ViewT`. Emits `action_chosen` for every click that means a
    move, legal or not."""

    action_chosen = Signal(object)
    selection_changed = Signal()  # the moves to list changed without a move being made
    WIDTH = 1280
    HEIGHT = 760
    EMBLEM: tuple[Mark, ...] = ()  # the marks the table is played with; its registration's emblem shows them

    def __init__(self) -> None:
        super().__init__()
        self.setBackgroundBrush(FELT)
        self.setSceneRect(0, 0, self.WIDTH, self.HEIGHT)
        self.last_clicked: TableItem | None = None
        self._bubble: PanelItem | None = None
        # The item of each move: pruned whenever items leave the table, so it never hands out a deleted one.
        self.action_items = ActionItems(self)
        # Set by the table page: asks the rules why the person at the screen may not play an action.
        self.ask_reason: Callable[[Action], Reason | None] | None = None
        # Set by the table page: the game's own words for a move (Game.describe_action), for every label.
        self.describe: Callable[[ViewT, Action], Phrase] | None = None
        self._animation: QVariantAnimation | None = None
        self.hinted: Action | None = None  # the move a hint shows on the table: Enter plays it
        # The seat (or card) shown large, if the game can show one (Esc closes it): each game names it its own way.
        self.enlarged: Any = None
        # Anything marked readable (enlarge.readable) shown large on a right-click; Esc or a click closes it.
        self.large = LargeView(self)
        # The items put on the table, held: PySide's own hold on an added item was found missing for some (the
        # Starfarers panels), and a list of the scene's items, once dropped, then deleted them with their wrappers.
        self._held: list[QGraphicsItem] = []
        self.names: Sequence[str] = ()  # the seats' names, set by each redraw
        self.log: Sequence[Turn] = ()  # the session's logged turns, for a chart the view keeps no history for

    def reset(self) -> None:
        """Empties the table before a redraw."""
        if self._animation is not None:
            self._animation.stop()  # the items it moves are about to be deleted
            self._animation = None
        self.action_items.forget_all()  # first: no lookup meets an item half taken off the table
        self.large.forget()  # its items go with the rest; the redraw's `large.reopen()` shows the thing again
        self.clear()
        self._bubble = None
        self.last_clicked = None

    # --- taking items off the table: the registry of moves follows every removal ----------------------------------
    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt API)
        """Puts `item` on the table and holds it until it leaves."""
        super().addItem(item)
        self._held.append(item)

    def clear(self) -> None:
        """Deletes every item on the table, and forgets the items of the moves with them."""
        self.action_items.forget_all()
        super().clear()
        self._held = []

    def removeItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt API)
        """Takes `item` and its children off the table, and every move whose item went with them."""
        super().removeItem(item)
        self._forget_gone()

    def _let_go(self) -> None:
        """Stops holding the items that are off the table (taken away or deleted)."""
        self._held = [i for i in self._held if shiboken6.isValid(i) and i.scene() is self]

    def discard(self, item: QGraphicsItem) -> None:
        """Takes `item` (with its children) off the table and deletes it, with every move whose item it was: the one
        way a redraw in part takes something away (a table that deleted items itself kept their moves' items, and
        a hint then asked a deleted button where it was)."""
        if shiboken6.isValid(item):
            if item.parentItem() is None and item.scene() is self:
                super().removeItem(item)  # the scene hands a top item back before it goes; a child goes with its delete
            shiboken6.delete(item)
        self._forget_gone()

    def _forget_gone(self) -> None:
        """Drops the moves whose items are off the table, and the clicked item if it went."""
        self._let_go()
        self.action_items.prune()
        if self.last_clicked is not None and not on_table(self.last_clicked, self):
            self.last_clicked = None

    # --- what every game view implements -------------------------------------
    def render_view(self, view: ViewT, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the table from `view`; `legal` are the moves of the seat at the screen (`acting`)."""
        raise NotImplementedError

    def action_label(self, view: ViewT, action: Action) -> str:
        """Returns a move in the game's own words (Game.describe_action), translated, with the seats' names."""
        describe = self.describe or registered_describe(type(self))
        if describe is None:
            return action.text()
        phrase = describe(view, action)
        return message(phrase.code, phrase.params, self.names)

    def prompt(self, view: ViewT, seat_names: Sequence[str], acting: int | None) -> str:
        """Returns what the seat at the screen should do now."""
        raise NotImplementedError

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns the breakdown keys to show on the final table with their translated headers."""
        raise NotImplementedError

    # `plot` is a pyqtgraph PlotItem: pyqtgraph has no type information, so it is Any to mypy whatever it is named.
    def plot_history(self, plot: Any, view: ViewT) -> None:
        """Draws the game's history chart (e.g. prices over the game) into a pyqtgraph PlotItem."""
        raise NotImplementedError

    def plot_second(self, plot: Any, view: ViewT) -> bool:
        """Draws a second chart for the final table (e.g. what each seat produced); returns False for none."""
        return False

    # --- shared helpers ----------------------------------------------------------
    def clickable(self, item: TableItem, action: Action) -> TableItem:
        """Wires a click on `item` to choosing `action`, remembering the item for a refusal bubble."""
        self.action_items.add(action, item)

        def chosen() -> None:
            self.last_clicked = item
            # The move redraws the table, which deletes this item: never inside its own mouse handler.
            QTimer.singleShot(0, lambda: self.action_chosen.emit(action))
        item.clicked.connect(chosen)
        return item

    def show_refusal(self, text: str) -> PanelItem:
        """Shows why a move was refused in a bubble by the clicked item (or centred)."""
        self.clear_refusal()
        bubble = PanelItem(330, 66, "", fill=QColor("#fff1ee"), emphasis=True)
        label = LabelItem(310, 56, text, 10, True, REFUSED, Qt.AlignmentFlag.AlignCenter, parent=bubble)
        label.setPos(10, 5)
        anchor = self.last_clicked
        if anchor is not None and on_table(anchor, self):
            pos = anchor.scenePos() + QPointF(anchor.width / 2 - 165, anchor.height + 6)
        else:
            pos = QPointF(self.WIDTH / 2 - 165, self.HEIGHT / 2 - 33)
        pos.setX(min(max(4, pos.x()), self.WIDTH - 334))
        pos.setY(min(max(4, pos.y()), self.HEIGHT - 70))
        bubble.setPos(pos)
        bubble.setZValue(100)
        self.addItem(bubble)
        self._bubble = bubble
        return bubble

    def clear_refusal(self) -> None:
        """Removes the refusal bubble, if any."""
        if self._bubble is not None and on_table(self._bubble, self):
            self.removeItem(self._bubble)
        self._bubble = None

    def rule_items(self) -> list[TableItem]:
        """Returns the items that carry a rule id (the teaching layer), for tests."""
        return [i for i in self.items() if isinstance(i, TableItem) and i.rule_id]

    def result_heading(self, view: ViewT, result: Result, seat_names: Sequence[str]) -> str | None:
        """Returns a heading for the final table, or None for the usual "… wins!"."""
        return None

    def curtain_title(self, view: ViewT, seat: int, seat_names: Sequence[str]) -> str | None:
        """Returns the curtain's title when the hand-over needs more than "Pass to …" (from the public view), else
        None."""
        return None

    def result_notes(self, view: ViewT, result: Result, seat_names: Sequence[str]) -> list[str]:
        """Returns lines under the final scores explaining how they were counted."""
        return []

    def listed_actions(self, legal: Sequence[Action]) -> Sequence[Action]:
        """Returns the moves for the keyboard list (all of them unless the game narrows them down)."""
        return legal

    def play(self, duration_ms: int, step: Callable[[float], None], start: float = 0.0, end: float = 1.0,
             loops: int = 1) -> None:
        """Runs `step` with a value going from `start` to `end`; the next redraw stops it."""
        animation = QVariantAnimation(self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(duration_ms)
        animation.setLoopCount(loops)
        animation.valueChanged.connect(step)
        animation.start()
        self._animation = animation

    def enlarge(self, seat: Any) -> None:  # a seat's number or a card's name: each game overrides it with its own
        """Shows a seat large over the table (None closes it); games that can, override it."""
        self.enlarged = None

    def follow_large_seat(self) -> None:
        """Keeps `enlarged` the seat the large view shows (None when it shows something else, or nothing): the
        large view's on_change for a game whose seats are shown large there (keys `seat:N`)."""
        key = self.large.key or ""
        self.enlarged = int(key.split(":")[1]) if key.startswith("seat:") and self.large.is_open else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A right-click on a readable thing shows it large; every other press goes to the items."""
        if event.button() == Qt.MouseButton.RightButton and not self.large.is_open:
            found = readable_at(self, event.scenePos())
            if found is not None:
                self.large.open(*found)
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Esc closes a thing or seat shown large; Enter plays the hinted move; anything else goes to the items."""
        key = event.key()
        if key == Qt.Key.Key_Escape and self.large.is_open:
            self.large.close()
        elif self.large.is_open:
            pass  # nothing under the large view is played meanwhile (Enter would play a hint hidden under it)
        elif key == Qt.Key.Key_Escape and self.enlarged is not None:
            self.enlarge(None)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.hinted is not None:
            hinted, self.hinted = self.hinted, None
            self.action_chosen.emit(hinted)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def place_rect(self, place: str) -> QRectF | None:
        """Returns the scene rectangle of a named place on the board (a lesson's words point at it), or None
        when the game names no such place."""
        return None

    def bring_into_view(self, item: QGraphicsItem) -> bool:
        """Scrolls a table item that is out of view (a card scrolled out of a crowded column) into view where the
        table scrolls; returns True when it shows now (a lesson's words talk about it)."""
        return item.isVisible()

    def preview(self, view: ViewT, action: Action | None) -> QRectF | None:
        """Shows `action` on the table as it would look being made (a hint, a tutorial step); None clears it.

        Returns the scene rectangle of what it shows, for a bubble to point at, or None when the game draws
        nothing for that move (the side panel's move list still shows it). Cleared by the next redraw.
        """
        item = self.action_items.get(action) if action is not None else None
        return item.sceneBoundingRect() if item is not None else None

    def frame_move(self, view: ViewT, events: Sequence[Event]) -> QRectF | None:
        """Returns where on the table the bot move just made happened, from its events the seat at the screen may
        see (the table frames it as a hint is framed); None when the game cannot place it (the default)."""
        return None

    def animate(self, events: Sequence[Event], reduced_motion: bool) -> None:
        """Shows what the last move did (e.g. where a monster went); nothing by default."""
