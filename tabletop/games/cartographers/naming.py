"""How a drawing's place is named: by the cell the table holds the shape by, a cell the shape covers.

The table, the log, the hint and the tutorials all name a drawing by this one cell, and a click on it puts the
shape exactly there, so a named place can always be clicked.
"""

from __future__ import annotations

from typing import Iterable

from tabletop.games.cartographers.grid import SIZE, Shape, cells_of

Cell = tuple[int, int]
ROWS = "ABCDEFGHIJK"
# Every drawing's line in the log names its square: the names of the masks already named, kept (a mask is one of the
# placement tables' few thousand, so this stays small).
_SQUARES: dict[int, str] = {}


def held_cell(cells: Iterable[Cell]) -> Cell:
    """Returns the covered cell nearest the middle of the cells' box (the first in reading order on a tie)."""
    cells = list(cells)
    middle_r = (min(r for r, _ in cells) + max(r for r, _ in cells)) / 2
    middle_c = (min(c for _, c in cells) + max(c for _, c in cells)) / 2
    return min(cells, key=lambda cell: ((cell[0] - middle_r) ** 2 + (cell[1] - middle_c) ** 2, cell))


def drawn_square(mask: int) -> str:
    """Returns the printed name of the cell that names a drawing of these cells ("—" for none)."""
    name = _SQUARES.get(mask)
    if name is None:
        cells = list(cells_of(mask))
        name = _SQUARES[mask] = square_name(held_cell(cells)) if cells else "—"
    return name


def grip(shape: Shape) -> Cell:
    """Returns where the pointer holds a shape, from its box's top-left corner (a cell the shape covers)."""
    return held_cell(shape)


def corner_for(shape: Shape, cell: Cell) -> Cell:
    """Returns the top-left corner of the shape's box when the pointer holds it at `cell`."""
    dr, dc = grip(shape)
    return cell[0] - dr, cell[1] - dc


def cell_of(shape: Shape, row: int, col: int) -> Cell:
    """Returns the cell naming the shape drawn with its box's top-left corner at (row, col)."""
    dr, dc = grip(shape)
    return row + dr, col + dc


def square_name(cell: Cell) -> str:
    """Returns a map square's printed name (B4), or a plain pair for a place over the edge."""
    row, col = cell
    return f"{ROWS[row]}{col + 1}" if 0 <= row < SIZE and 0 <= col < SIZE else f"({row + 1}, {col + 1})"
