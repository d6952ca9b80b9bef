"""Star Cartel's cards, read from assets/star_cartel/components.json."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from tabletop.engine.action import Worded
from tabletop.resources import load_json


class Cargo(Worded):
    """The five kinds of contraband; the value indexes the price markers."""

    FOOD = 0
    WEAPONS = 1
    PLANTS = 2
    MEDICINE = 3
    CRYSTALS = 4


class Ability(Enum):
    """The five ship abilities (printed on the back of the ship cards)."""

    REACH = "REACH"
    JETTISON = "JETTISON"
    FIXER = "FIXER"
    DOUBLE_STASH = "DOUBLE_STASH"
    SPECIALIST = "SPECIALIST"


class Contraband(NamedTuple):
    """One contraband card: its id (0..89), kind and size."""

    id: int
    cargo: Cargo
    size: int


class Ship(NamedTuple):
    """One ship card; `min_players` is the 4+/5+ mark (3 for unmarked ships, 0 for starting ships)."""

    id: int
    name: str
    capacity: int
    value: int
    ability: Ability | None
    min_players: int


class Components(NamedTuple):
    """Everything in the box."""

    contraband: tuple[Contraband, ...]
    starting_ships: tuple[Ship, ...]
    shipyard: tuple[Ship, ...]  # top to bottom; Cassiopeia last
    price_min: int
    price_max: int
    price_start: int
    crash_to: int
    hub_columns: int
    hub_rows: int
    reconstructed: bool

    @property
    def ships(self) -> tuple[Ship, ...]:
        """Returns every ship, indexed by ship id."""
        return self.starting_ships + self.shipyard


def load_components() -> Components:
    """Returns the components described by the asset file."""
    data = load_json("star_cartel", "components.json")
    types = [Cargo[t.upper()] for t in data["contraband"]["types"]]
    cards: list[Contraband] = []
    for cargo in types:
        for size, count in sorted(data["contraband"]["per_type_by_size"].items()):
            for _ in range(count):
                cards.append(Contraband(len(cards), cargo, int(size)))
    start = data["starting_ship"]
    starting = tuple(Ship(i, f"{start['name']} {i + 1}", start["capacity"], start["value"], None, 0)
                     for i in range(start["count"]))
    shipyard = tuple(
        Ship(len(starting) + i, s["name"], s["capacity"], s["value"],
             Ability(s["ability"]) if s["ability"] else None, s["min_players"])
        for i, s in enumerate(data["shipyard_top_to_bottom"]))
    track = data["price_track"]
    return Components(tuple(cards), starting, shipyard, track["min"], track["max"], track["start"],
                      track["crash_to"], data["hub"]["columns"], data["hub"]["rows"], data["reconstructed"])


BOX = load_components()
CARDS = BOX.contraband
SHIPS = BOX.ships
CASSIOPEIA = BOX.shipyard[-1].id
