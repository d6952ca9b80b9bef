"""The solo mode's ambush walk (ソロモード ②) and the solo rating's title.

The monster shape keeps the card's orientation (no turns, no flips). Its
bounding box starts in the card's corner of the map and walks the outer ring
in the arrow's direction; after a whole ring it moves one ring inward. The
first position where the shape fits wins; if none fits, the ambush is ignored.
"""

from __future__ import annotations

from tabletop.games.cartographers.components import SOLO_TITLES, AmbushCard
from tabletop.games.cartographers.grid import SIZE, mask_of


def ring_positions(height: int, width: int, corner: str, direction: str) -> list[tuple[int, int]]:
    """Returns the top-left positions of a height×width box, ring by ring from `corner` in `direction`."""
    out: list[tuple[int, int]] = []
    depth = 0
    while True:
        top, left = depth, depth
        bottom, right = SIZE - depth - height, SIZE - depth - width  # the box's top-left limits on this ring
        if top > bottom or left > right:
            return out
        ring = [(top, c) for c in range(left, right + 1)]                      # along the top, left to right
        ring += [(r, right) for r in range(top + 1, bottom + 1)]               # down the right side
        ring += [(bottom, c) for c in range(right - 1, left - 1, -1)]          # along the bottom, right to left
        ring += [(r, left) for r in range(bottom - 1, top, -1)]                # up the left side
        ring = list(dict.fromkeys(ring))                                       # a one-row ring lists cells once
        start = {"top_left": (top, left), "top_right": (top, right), "bottom_right": (bottom, right),
                 "bottom_left": (bottom, left)}[corner]
        k = ring.index(start)
        ring = ring[k:] + ring[:k]                                             # clockwise from the corner
        if direction == "ccw":
            ring = ring[:1] + ring[:0:-1]
        out += ring
        depth += 1


def solo_ambush(card: AmbushCard, filled: int) -> int | None:
    """Returns the cells where the solo walk puts the monster, or None when it fits nowhere."""
    shape = card.cells
    height = 1 + max(r for r, _ in shape)
    width = 1 + max(c for _, c in shape)
    base = mask_of(shape)
    for row, col in ring_positions(height, width, card.solo_corner, card.solo_dir):
        mask = base << (row * SIZE + col)
        if not mask & filled:
            return mask
    return None


def title_for(rating: int) -> str:
    """Returns the title earned by a solo rating (score minus the four cards' solo values)."""
    for threshold, title in SOLO_TITLES[:-1]:
        if rating >= threshold:
            return title
    return SOLO_TITLES[-1][1]
