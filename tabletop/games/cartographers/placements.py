"""Every placement of every card's shapes, computed once, with a fast "which ones fit" filter.

A placement table holds, for one card, all (shape option, orientation, row,
col, terrain) actions and their masks split into two 64-bit words, so numpy
can test a thousand placements against a sheet in one pass.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, overload

from tabletop.engine.action import Action, Arg
from tabletop.games.cartographers.components import AmbushCard, ExploreCard, Terrain
from tabletop.games.cartographers.grid import Shape, orientations, placements

# numpy is imported where it is first used, never at the top: opening the app need not pay for it (about 70 ms).
if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

    Masks = NDArray[numpy.uint64]  # one 64-bit word of each placement's cells
    Fits = NDArray[numpy.intp]     # the positions in a table of the placements that fit

LOW = (1 << 64) - 1
SINGLE = ((0, 0),)  # the 1×1 drawn when no shape fits
RECENT = 8  # answers kept per table: asking again about the same map (every refusal, every hover) is free


@dataclass(frozen=True)
class PlacementTable:
    """All placements of some shapes with some terrains; `masks[i]` is the cells of `actions[i]`."""

    actions: tuple[Action, ...]
    masks: tuple[int, ...]
    lo: Masks
    hi: Masks
    index: dict[Action, int]
    recent: dict[tuple[int, int], Fits] = field(default_factory=dict, repr=False, compare=False)

    def fitting(self, filled: int, must_touch: int = 0) -> Fits:
        """Returns the indices of placements on empty cells (and, if given, covering a cell of `must_touch`).

        The answer depends on nothing but the two masks, so recent answers are kept: callers only read them."""
        key = (filled, must_touch)
        found = self.recent.get(key)
        if found is None:
            import numpy as np
            # Both words free at once: one comparison of their union, not one per word (this runs for every list).
            ok = ((self.lo & np.uint64(filled & LOW)) | (self.hi & np.uint64(filled >> 64))) == 0
            if must_touch:
                ok &= ((self.lo & np.uint64(must_touch & LOW)) != 0) | ((self.hi & np.uint64(must_touch >> 64)) != 0)
            found = ok.nonzero()[0]  # what np.flatnonzero gives for a flat array, without its ravel and wrapping
            if len(self.recent) >= RECENT:
                self.recent.clear()
            self.recent[key] = found
        return found


def table_of(rows: list[tuple[Action, int]]) -> PlacementTable:
    """Returns the placement table of these (action, cells) rows."""
    import numpy as np

    actions = tuple(a for a, _ in rows)
    masks = tuple(m for _, m in rows)
    lo = np.array([m & LOW for m in masks], dtype=np.uint64)
    hi = np.array([m >> 64 for m in masks], dtype=np.uint64)
    return PlacementTable(actions, masks, lo, hi, {a: i for i, a in enumerate(actions)})


def _args(verb: str, option: int, orientation: int, row: int, col: int, terrain: Terrain | None) -> tuple[Arg, ...]:
    """Returns an action's arguments: `place o turn row col terrain`, `single row col terrain`,
    `monster turn row col`, `monster_single row col`, and the skills' `square row col terrain`,
    `domino turn row col terrain`, `again turn row col terrain`, `monster_domino turn row col`."""
    if verb in ("monster", "monster_domino"):
        return (orientation, row, col)
    if verb not in ("place", "single", "square", "domino", "again"):
        return (row, col)  # monster_single
    if terrain is None:
        raise ValueError(f"a {verb} drawing needs a terrain")
    if verb == "place":
        return (option, orientation, row, col, terrain.word)
    if verb in ("single", "square"):
        return (row, col, terrain.word)
    if verb in ("domino", "again"):
        return (orientation, row, col, terrain.word)
    return (row, col)


@lru_cache(maxsize=None)
def shape_table(verb: str, shapes: tuple[Shape, ...], terrains: tuple[Terrain, ...] = (),
                allow_turns: bool = True) -> PlacementTable:
    """Returns the table of every placement of these shapes (in every terrain given).

    Orientations that give the same cells are listed once (the lowest number),
    so every distinct drawing is exactly one action.
    """
    rows: list[tuple[Action, int]] = []
    for option, shape in enumerate(shapes):
        for orientation, oriented in orientations(shape, allow_turns):
            for row, col, mask in placements(oriented):
                for terrain in terrains or (None,):
                    rows.append((Action(verb, _args(verb, option, orientation, row, col, terrain)), mask))
    return table_of(rows)


class IndexedActions(Sequence[Action]):
    """A complete legal-action list that builds each Action only when asked (thousands per card)."""

    def __init__(self, table: PlacementTable, indices: Fits, extra: Sequence[Action] = ()):
        self.table = table
        self.indices = indices
        self.extra = tuple(extra)

    def __len__(self) -> int:
        return len(self.indices) + len(self.extra)

    @overload
    def __getitem__(self, i: int) -> Action: ...

    @overload
    def __getitem__(self, i: slice) -> list[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | list[Action]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = len(self.indices)
        if i < 0:
            i += len(self)
        if i >= n:
            return self.extra[i - n]
        return self.table.actions[int(self.indices[i])]

    def kinds(self) -> set[str]:
        """Returns the kinds of the actions listed, without building them (a table's actions share one kind)."""
        kinds = {a.kind for a in self.extra}
        if len(self.indices):
            kinds.add(self.table.actions[0].kind)
        return kinds

    def __contains__(self, action: object) -> bool:
        if action in self.extra:
            return True
        k = self.table.index.get(action) if isinstance(action, Action) else None
        if k is None:
            return False
        import numpy as np

        pos = int(np.searchsorted(self.indices, k))
        return pos < len(self.indices) and int(self.indices[pos]) == k

    def __iter__(self) -> Iterator[Action]:
        actions = self.table.actions
        for k in self.indices:
            yield actions[int(k)]
        yield from self.extra

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return list(self) == list(other)


def kinds_of(actions: Sequence[Action]) -> set[str]:
    """Returns the kinds of actions in a legal list (thousands of placements are not walked)."""
    return actions.kinds() if isinstance(actions, IndexedActions) else {a.kind for a in actions}


_EXPLORE_TABLES: dict[int, PlacementTable] = {}  # by card id: looked up for every legal list


def explore_table(card: ExploreCard) -> PlacementTable:
    """Returns every `place` action of an explore card."""
    table = _EXPLORE_TABLES.get(card.id)
    if table is None:
        table = _EXPLORE_TABLES[card.id] = shape_table("place", tuple(o.cells for o in card.options), card.terrains)
    return table


def single_table(terrains: tuple[Terrain, ...]) -> PlacementTable:
    """Returns every 1×1 fallback drawing in these terrains."""
    return shape_table("single", (SINGLE,), terrains)


def monster_table(ambush: AmbushCard) -> PlacementTable:
    """Returns every placement of an ambush's monster shape (turns and flips allowed)."""
    return shape_table("monster", (ambush.cells,))


def monster_single() -> PlacementTable:
    """Returns every 1×1 monster (an ambush shape that fits nowhere)."""
    return shape_table("monster_single", (SINGLE,))
