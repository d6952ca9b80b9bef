"""Cartographers' components, read from assets/cartographers/components.json."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from tabletop.games.cartographers.grid import Shape, mask_of, normalise
from tabletop.resources import load_json


class Terrain(Enum):
    """What a cell can hold. The value is the symbol of the sheet notation."""

    FOREST = "F"
    VILLAGE = "V"
    FARM = "A"
    WATER = "W"
    MONSTER = "M"
    MOUNTAIN = "^"
    WASTELAND = "X"

    # Hashed by identity, in C: Enum's own __hash__ is a Python call, and terrains key the placement tables'
    # cache (every legal list and drawing looks a table up by its terrains) and the drawn masks. A member is equal
    # only to itself, so this agrees with ==; no set of terrains is iterated, so no order depends on it.
    __hash__ = object.__hash__

    @property
    def word(self) -> str:
        """Returns the name used in action texts (`forest`)."""
        # `_name_`, not `name`: Enum's `name` goes through a Python-level descriptor, and every drawing's log line
        # asks for its terrain's word.
        return self._name_.lower()


DRAWABLE = (Terrain.FOREST, Terrain.VILLAGE, Terrain.FARM, Terrain.WATER, Terrain.MONSTER)


class MapSide(NamedTuple):
    """One side of the map pad: printed mountains, ruins and wasteland."""

    side: str
    name: str
    mountains: int
    ruins: int
    wasteland: int
    mountain_cells: tuple[tuple[int, int], ...]


class ShapeOption(NamedTuple):
    """One shape printed on an explore card; `coin` when drawing it earns a coin."""

    cells: Shape
    coin: bool


class ExploreCard(NamedTuple):
    """An explore card (ruins cards have no terrains or shapes)."""

    id: int
    name: str
    time: int
    terrains: tuple[Terrain, ...]
    options: tuple[ShapeOption, ...]
    ruins: bool


class AmbushCard(NamedTuple):
    """An ambush: a monster shape, the pass direction, and the solo start corner and walk."""

    id: str
    name: str
    cells: Shape
    passes: str          # "cw" or "ccw"
    solo_corner: str     # top_left, top_right, bottom_left, bottom_right
    solo_dir: str        # "cw" or "ccw"
    promo: bool


class ScoringCard(NamedTuple):
    """A scoring card: its id word, deck and solo value."""

    key: str
    name: str
    deck: str
    solo: int


class Season(NamedTuple):
    """A season: its time threshold and the two edicts it scores."""

    name: str
    threshold: int
    edicts: tuple[str, str]


class Skill(NamedTuple):
    """A skill of the mini-expansion; costs are not confirmed by any public source."""

    key: str
    cost: int
    timing: str


def _key(name: str) -> str:
    return name.lower().replace(" ", "_").replace("'", "")


class Components(NamedTuple):
    """Everything components.json holds, read once."""

    sides: dict[str, MapSide]
    explore: tuple[ExploreCard, ...]
    ambushes: tuple[AmbushCard, ...]
    scoring: tuple[ScoringCard, ...]
    seasons: tuple[Season, ...]
    skills: tuple[Skill, ...]
    solo_titles: list[tuple[int, str]]
    coin_track: int
    skill_costs_confirmed: bool


def _load() -> Components:
    """Returns the components read from the data file."""
    data = load_json("cartographers", "components.json")
    sides = {}
    for side, m in data["maps"].items():
        sides[side] = MapSide(side, m["name"], mask_of(map(tuple, m["mountains"])), mask_of(map(tuple, m["ruins"])),
                              mask_of(map(tuple, m["wasteland"])), tuple(map(tuple, m["mountains"])))
    explore = []
    for c in data["explore_cards"]:
        if c.get("kind") == "ruins":
            explore.append(ExploreCard(c["id"], c["name"], c["time"], (), (), True))
        else:
            explore.append(ExploreCard(
                c["id"], c["name"], c["time"], tuple(Terrain[t.upper()] for t in c["terrains"]),
                tuple(ShapeOption(normalise(map(tuple, o["cells"])), o["coin"]) for o in c["options"]), False))
    ambush = [AmbushCard(str(a["id"]), a["name"], normalise(map(tuple, a["cells"])), a["pass"], a["solo_corner"],
                         a["solo_dir"], promo) for key, promo in (("ambush_cards", False), ("ambush_promo", True))
              for a in data[key]]
    scoring = [ScoringCard(_key(s["name"]), s["name"], s["deck"], s["solo"]) for s in data["scoring_cards"]]
    seasons = [Season(s["name"], s["threshold"], tuple(s["edicts"])) for s in data["seasons"]]
    skills = [Skill(s["id"], s["cost"], s["timing"]) for s in data["skills"]["cards"]]
    titles = [(int(v), t) for v, t in data["solo_titles"]]
    return Components(sides, tuple(explore), tuple(ambush), tuple(scoring), tuple(seasons), tuple(skills), titles,
                      int(data["coin_track_length"]), bool(data["skills"]["costs_confirmed"]))


SIDES, EXPLORE, AMBUSHES, SCORING, SEASONS, SKILLS, SOLO_TITLES, COIN_TRACK, SKILL_COSTS_CONFIRMED = _load()
SCORING_BY_KEY = {s.key: s for s in SCORING}
DECKS = ("forest", "farm_water", "village", "placement")
