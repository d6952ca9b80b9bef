"""The table's registry of moves and the items a click on which plays them, which never hands out an item a redraw
took off the table (issue 29: a Starfarers hint asked a deleted button where it was, and threw)."""

from __future__ import annotations

import weakref
from typing import Iterator, Mapping

import shiboken6
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tabletop.engine.action import Action
from tabletop.ui.items import TableItem


def on_table(item: QGraphicsItem | None, scene: QGraphicsScene) -> bool:
    """Returns True when `item` still exists (its Qt object is not deleted) and stands on `scene`."""
    return item is not None and shiboken6.isValid(item) and item.scene() is scene


class ActionItems(Mapping[Action, TableItem]):
    """The item of each move on one scene (a hint, a lesson or a refusal bubble looks it up).

    The scene prunes it whenever it takes items off the table (GameScene.removeItem and discard, a redraw in part),
    and forgets it all before a whole redraw. As a second line, reading it never hands out an item that is deleted
    or off the scene: such an entry is dropped as it is met, so a table that deletes an item some other way still
    never throws from a lookup.
    """

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = weakref.ref(scene)  # the scene holds its registry: no cycle back to it
        self._items: dict[Action, TableItem] = {}

    def add(self, action: Action, item: TableItem) -> None:
        """Makes `item` the one that plays `action` (the last one added for a move wins, as a click shows it)."""
        self._items[action] = item

    def forget_all(self) -> None:
        """Empties the registry (the whole table is about to be drawn again)."""
        self._items.clear()

    def prune(self) -> int:
        """Drops every move whose item is deleted or off the scene; returns how many were dropped."""
        gone = [action for action, item in self._items.items() if not self._live(item)]
        for action in gone:
            del self._items[action]
        return len(gone)

    def registered(self) -> list[tuple[Action, TableItem]]:
        """Returns every entry as it is stored, live or not (tests check that no redraw leaves a dead one)."""
        return list(self._items.items())

    def _live(self, item: TableItem) -> bool:
        scene = self._scene()
        return scene is not None and on_table(item, scene)

    # --- Mapping: only items on the table are ever handed out -------------------------------------------------
    def __getitem__(self, action: Action) -> TableItem:
        item = self._items[action]
        if not self._live(item):
            del self._items[action]  # the second line: an entry a removal did not prune goes when it is met
            raise KeyError(action)
        return item

    def __iter__(self) -> Iterator[Action]:
        return iter([action for action, item in self._items.items() if self._live(item)])

    def __len__(self) -> int:
        return sum(1 for item in self._items.values() if self._live(item))
