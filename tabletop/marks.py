"""Marks: identities drawn as a colour plus a shape, so nothing on the table relies on colour alone.

Qt-free, so a game's registration can name the marks of its home-page emblem; tabletop/ui/items.py draws them.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Shape(Enum):
    """Shapes that double-code colours."""

    CIRCLE = "circle"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    CROSS = "cross"
    HEXAGON = "hexagon"
    SQUARE = "square"
    STAR = "star"
    TREE = "tree"  # a two-tier fir on a trunk: a forest, never mistaken for a mountain's triangle


class Mark(NamedTuple):
    """An identity drawn as colour plus shape (a cargo, a seat, a terrain)."""

    colour: str
    shape: Shape
