"""The skills mini-expansion (【ミニ拡張】スキルカード): three skills face up; once per season each player may
pay coins from the track for one. Costs are a stand-in (no public source has them) kept in the data.

Each skill changes or adds drawings in the step it is used:
knowledge     the card's shape, drawn as village
negotiation   a 2×2 instead of the card's shapes (terrain from the card)
sneak         the card's shape may hang over the map edge (cells outside are not drawn)
search        also a 1×1 of the same terrain next to the shape just drawn
concentration the chosen shape a second time, same terrain (not on an ambush)
heal_wounds   also a 2×1 of a card terrain next to a monster space (one drawn this turn counts)
diplomacy     a 1×1 farm and a 1×1 village anywhere, at any time (ゲーム中いつでも): while drawing an
              explore card, or when an ambush is revealed, before its monsters are drawn
acrobatics    when an ambush is revealed: your monster is a 2×1 instead of the card's shape
An extra drawing that fits nowhere is lost. When a skill may be used comes from its `timing` in the data.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.engine.action import Action
from tabletop.games.cartographers.components import SKILLS, ExploreCard, Terrain
from tabletop.games.cartographers.grid import SIZE, Shape, mask_of, orientations
from tabletop.games.cartographers.placements import PlacementTable, table_of, shape_table

SKILL = {s.key: s for s in SKILLS}
SQUARE: Shape = ((0, 0), (0, 1), (1, 0), (1, 1))
DOMINO: Shape = ((0, 0), (0, 1))
PASS = Action("pass")
DRAWING, AMBUSH = "drawing", "ambush"  # the moments a skill is used: drawing an explore card; an ambush revealed


def moments_of(timing: str) -> frozenset[str]:
    """Returns when a skill of this data timing may be used ("draw…", "ambush" or "any")."""
    if timing == "any":
        return frozenset((DRAWING, AMBUSH))
    return frozenset((AMBUSH,) if timing == "ambush" else (DRAWING,))


MOMENTS = {key: moments_of(skill.timing) for key, skill in SKILL.items()}

# What each skill asks for after (or instead of) the main drawing.
PLANS = {
    "search": ["main", "search"],
    "concentration": ["main", "again"],
    "heal_wounds": ["main", "heal"],
    "diplomacy": ["main", "farm", "village"],
}


def plan_for(key: str, ambush: bool = False) -> list[str]:
    """Returns the drawings a seat makes this step after paying for `key` (at an ambush: no card to draw)."""
    plan = list(PLANS.get(key, ["main"]))
    return [need for need in plan if need != "main"] if ambush else plan


def skill_action(key: str) -> Action:
    """Returns the action that pays for a skill."""
    return Action("skill", (key,))


def offered(skills: list[str], used: bool, coins_left: int, ambush: bool) -> list[Action]:
    """Returns the skills a seat may pay for now: those of this moment (an ambush revealed, or drawing)."""
    if used:
        return []
    moment = AMBUSH if ambush else DRAWING
    return [skill_action(k) for k in skills if moment in MOMENTS[k] and SKILL[k].cost <= coins_left]


def square_table(terrains: tuple[Terrain, ...]) -> PlacementTable:
    """Returns every 2×2 (Negotiation) in these terrains."""
    return shape_table("square", (SQUARE,), terrains)


def domino_table(terrains: tuple[Terrain, ...]) -> PlacementTable:
    """Returns every 2×1 (Heal Wounds) in these terrains."""
    return shape_table("domino", (DOMINO,), terrains)


def monster_domino() -> PlacementTable:
    """Returns every 2×1 monster (Acrobatics)."""
    return shape_table("monster_domino", (DOMINO,))


@lru_cache(maxsize=None)
def sneak_table(card: ExploreCard) -> PlacementTable:
    """Returns the card's shapes hanging over the edge (some cells off the map, at least one on it)."""
    rows = []
    for option, shape_option in enumerate(card.options):
        for orientation, shape in orientations(shape_option.cells):
            height = 1 + max(r for r, _ in shape)
            width = 1 + max(c for _, c in shape)
            for row in range(-height + 1, SIZE):
                for col in range(-width + 1, SIZE):
                    inside = [(row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE]
                    if inside and len(inside) < len(shape):
                        for terrain in card.terrains:
                            rows.append((Action("sneak", (option, orientation, row, col, terrain.word)),
                                         mask_of(inside)))
    return table_of(rows)
