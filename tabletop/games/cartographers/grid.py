"""The 11×11 map as bitmasks: cell (row, col) is bit row*11 + col.

Sets of cells are Python ints, so "is this shape free here" is one AND and
clusters are grown with shifts. Every placement of every shape is computed
once, at import.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Iterator

SIZE = 11
CELLS = SIZE * SIZE
FULL = (1 << CELLS) - 1
Cell = tuple[int, int]


def bit(row: int, col: int) -> int:
    """Returns the mask of one cell."""
    return 1 << (row * SIZE + col)


def mask_of(cells: Iterable[Cell]) -> int:
    """Returns the mask of a set of cells."""
    m = 0
    for r, c in cells:
        m |= 1 << (r * SIZE + c)
    return m


def cells_of(mask: int) -> Iterator[Cell]:
    """Yields the cells of a mask, row by row."""
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        yield divmod(i, SIZE)
        mask ^= low


COL = [mask_of((r, c) for r in range(SIZE)) for c in range(SIZE)]
ROW = [mask_of((r, c) for c in range(SIZE)) for r in range(SIZE)]
EDGE = ROW[0] | ROW[SIZE - 1] | COL[0] | COL[SIZE - 1]
NOT_LEFT = FULL & ~COL[0]
NOT_RIGHT = FULL & ~COL[SIZE - 1]


def neighbours(mask: int) -> int:
    """Returns the cells orthogonally next to `mask` (not including it)."""
    grown = ((mask << 1) & NOT_LEFT) | ((mask >> 1) & NOT_RIGHT) | ((mask << SIZE) & FULL) | (mask >> SIZE)
    return grown & ~mask


def surrounded(mask: int, filled: int) -> int:
    """Returns the cells of `mask` whose four sides are each filled or the map edge."""
    outside = ~FULL
    solid = filled | outside
    # A side is fine if the neighbour there is filled, or the cell sits on that edge.
    up = (solid << SIZE) | ROW[0]
    down = (solid >> SIZE) | ROW[SIZE - 1]
    left = ((solid << 1) & NOT_LEFT) | COL[0]
    right = ((solid >> 1) & NOT_RIGHT) | COL[SIZE - 1]
    return mask & up & down & left & right


def clusters(mask: int) -> list[int]:
    """Returns the orthogonally connected groups of `mask`."""
    groups = []
    while mask:
        group = mask & -mask
        while True:
            grown = (group | neighbours(group)) & mask
            if grown == group:
                break
            group = grown
        groups.append(group)
        mask &= ~group
    return groups


# --- shapes -------------------------------------------------------------------

Shape = tuple[Cell, ...]


def normalise(cells: Iterable[Cell]) -> Shape:
    """Returns the cells moved so the smallest row and column are 0, sorted."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def orient(shape: Shape, orientation: int) -> Shape:
    """Returns the shape turned a quarter `orientation % 4` times clockwise, mirrored first if orientation ≥ 4."""
    cells = list(shape)
    if orientation >= 4:
        cells = [(r, -c) for r, c in cells]
    for _ in range(orientation % 4):
        cells = [(c, -r) for r, c in cells]
    return normalise(cells)


@lru_cache(maxsize=None)
def orientations(shape: Shape, allow_turns: bool = True) -> tuple[tuple[int, Shape], ...]:
    """Returns the distinct (orientation, shape) pairs, lowest orientation number first."""
    if not allow_turns:
        return ((0, normalise(shape)),)
    seen: dict[Shape, int] = {}
    for o in range(8):
        seen.setdefault(orient(shape, o), o)
    return tuple((o, s) for s, o in seen.items())


def placements(shape: Shape) -> list[tuple[int, int, int]]:
    """Returns every (row, col, mask) of the shape inside the map, anchored at its top-left corner."""
    height = 1 + max(r for r, _ in shape)
    width = 1 + max(c for _, c in shape)
    base = mask_of(shape)
    out = []
    for row in range(SIZE - height + 1):
        for col in range(SIZE - width + 1):
            out.append((row, col, base << (row * SIZE + col)))
    return out


def diagonal_lines() -> list[int]:
    """Returns the Broken Road lines: from the left edge down-right to the bottom edge."""
    return [mask_of((k + i, i) for i in range(SIZE - k)) for k in range(SIZE)]


def square(row: int, col: int, side: int) -> int:
    """Returns the mask of a side×side square whose top-left cell is (row, col)."""
    return mask_of((row + i, col + j) for i in range(side) for j in range(side))
