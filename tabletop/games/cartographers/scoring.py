"""The sixteen scoring cards, the monster penalty and mountain coins (得点カード一覧; rulings in the notes).

Every card is a function from a sheet to its points. "Filled" means drawn
terrain, mountains and wasteland; an empty ruins space is not filled.
"""

from __future__ import annotations

from functools import lru_cache

from typing import Callable

from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.grid import (COL, EDGE, FULL, ROW, SIZE, bit, clusters, diagonal_lines, neighbours,
                                               surrounded)
from tabletop.games.cartographers.sheet import Sheet

F, V, A, W, M = Terrain.FOREST, Terrain.VILLAGE, Terrain.FARM, Terrain.WATER, Terrain.MONSTER
LINES = diagonal_lines()


def sentinel_wood(s: Sheet) -> int:
    """1 per forest cell on the edge of the map."""
    return (s.terrain(F) & EDGE).bit_count()


def greenbough(s: Sheet) -> int:
    """1 per row and 1 per column with at least one forest cell."""
    forest = s.terrain(F)
    return sum(1 for m in ROW if forest & m) + sum(1 for m in COL if forest & m)


def treetower(s: Sheet) -> int:
    """1 per forest cell whose four sides are filled or the map edge."""
    return surrounded(s.terrain(F), s.filled).bit_count()


def stoneside_forest(s: Sheet) -> int:
    """3 per mountain joined to another mountain by a forest cluster; each mountain once."""
    mountains = s.map.mountains
    joined = 0
    for group in clusters(s.terrain(F)):
        touching = neighbours(group) & mountains
        if touching.bit_count() >= 2:
            joined |= touching
    return 3 * joined.bit_count()


def canal_lake(s: Sheet) -> int:
    """1 per water cell next to a farm, 1 per farm cell next to water."""
    water, farm = s.terrain(W), s.terrain(A)
    return (water & neighbours(farm)).bit_count() + (farm & neighbours(water)).bit_count()


def mages_valley(s: Sheet) -> int:
    """2 per water cell next to a mountain, 1 per farm cell next to a mountain."""
    near = neighbours(s.map.mountains)
    return 2 * (s.terrain(W) & near).bit_count() + (s.terrain(A) & near).bit_count()


def the_golden_granary(s: Sheet) -> int:
    """1 per water cell next to a ruins space, 3 per farm cell on a ruins space (drawn on or not)."""
    ruins = s.map.ruins
    return (s.terrain(W) & neighbours(ruins)).bit_count() + 3 * (s.terrain(A) & ruins).bit_count()


def shoreside_expanse(s: Sheet) -> int:
    """3 per farm cluster touching neither water nor the edge; 3 per water cluster touching neither farm nor the edge."""
    points = 0
    for mine, other in ((A, W), (W, A)):
        for group in clusters(s.terrain(mine)):
            if not group & EDGE and not neighbours(group) & s.terrain(other):
                points += 3
    return points


def wildholds(s: Sheet) -> int:
    """8 per village cluster of six or more cells."""
    return 8 * sum(1 for g in clusters(s.terrain(V)) if g.bit_count() >= 6)


def great_city(s: Sheet) -> int:
    """1 per cell of the largest village cluster not next to a mountain (0 if there is none)."""
    mountains = s.map.mountains
    sizes = [g.bit_count() for g in clusters(s.terrain(V)) if not neighbours(g) & mountains]
    return max(sizes, default=0)


def greengold_plains(s: Sheet) -> int:
    """3 per village cluster next to at least three of forest, farm, water, monster, mountain."""
    kinds = (F, A, W, M, Terrain.MOUNTAIN)
    points = 0
    for group in clusters(s.terrain(V)):
        around = neighbours(group)
        if sum(1 for t in kinds if around & s.terrain(t)) >= 3:
            points += 3
    return points


def shieldgate(s: Sheet) -> int:
    """2 per cell of the second-largest village cluster (a tie for largest: the tied size is second)."""
    sizes = sorted((g.bit_count() for g in clusters(s.terrain(V))), reverse=True)
    return 2 * sizes[1] if len(sizes) >= 2 else 0


def borderlands(s: Sheet) -> int:
    """6 per completely filled row or column."""
    filled = s.filled
    return 6 * (sum(1 for m in ROW if filled & m == m) + sum(1 for m in COL if filled & m == m))


def the_broken_road(s: Sheet) -> int:
    """3 per completely filled diagonal from the left edge down-right to the bottom edge."""
    filled = s.filled
    return 3 * sum(1 for m in LINES if filled & m == m)


def lost_barony(s: Sheet) -> int:
    """3 × the side of the largest square of filled cells."""
    filled = s.filled
    # Grow squares: `sq` holds the top-left cells of filled k×k squares; shrink by shifting.
    sq = filled
    side = 0
    while sq:
        side += 1
        right = (sq >> 1) & ~COL[SIZE - 1]
        down = sq >> SIZE
        diag = (sq >> (SIZE + 1)) & ~COL[SIZE - 1]
        sq = sq & right & down & diag
    return 3 * side


def the_cauldrons(s: Sheet) -> int:
    """1 per empty cell whose four sides are filled or the map edge."""
    filled = s.filled
    return surrounded(FULL & ~filled, filled).bit_count()


CARDS: dict[str, Callable[[Sheet], int]] = {f.__name__: f for f in (
    sentinel_wood, greenbough, treetower, stoneside_forest, canal_lake, mages_valley, the_golden_granary,
    shoreside_expanse, wildholds, great_city, greengold_plains, shieldgate, borderlands, lost_barony,
    the_broken_road, the_cauldrons)}


def monster_penalty(s: Sheet) -> int:
    """Returns −1 per empty cell next to at least one monster (zero or negative)."""
    return -(neighbours(s.terrain(M)) & ~s.filled & FULL).bit_count()


def completed_mountains(s: Sheet) -> int:
    """Returns the mask of mountains whose four neighbours are all filled."""
    filled = s.filled
    done = 0
    for m, ring in _mountain_rings(s.map.mountain_cells):
        if ring & filled == ring:
            done |= m
    return done


@lru_cache(maxsize=None)
def _mountain_rings(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """Returns each mountain's cell and the cells around it: asked after every drawing, the same for a map side."""
    return tuple((bit(r, c), neighbours(bit(r, c))) for r, c in cells)


def score_sheet(s: Sheet) -> dict[str, str | int | dict[str, int]]:
    """Returns every card's points for this sheet, the monster penalty and completed mountains (the CLI's JSON)."""
    return {"side": s.side, "cards": {key: card(s) for key, card in CARDS.items()},
            "monsters": monster_penalty(s), "mountain_coins": completed_mountains(s).bit_count()}
