"""The Star Cartel table's items: each cargo's and the abilities' marks, and a ship card drawn from its data."""

from __future__ import annotations

from tabletop.games.star_cartel.components import Cargo, Ship
from tabletop.ui.games.star_cartel.words import ability_name, ship_name
from tabletop.ui.i18n import translate
from tabletop.ui.items import CardItem, Mark, Shape

# Okabe–Ito colours (safe for the common colour-blindnesses), each with its own shape.
CARGO_MARKS = {
    Cargo.FOOD: Mark("#E69F00", Shape.CIRCLE),
    Cargo.WEAPONS: Mark("#D55E00", Shape.TRIANGLE),
    Cargo.PLANTS: Mark("#009E73", Shape.DIAMOND),
    Cargo.MEDICINE: Mark("#56B4E9", Shape.CROSS),
    Cargo.CRYSTALS: Mark("#CC79A7", Shape.HEXAGON),
}
ABILITY_MARK = Mark("#2f4f4a", Shape.STAR)


def ship_card(ship: Ship, w: float, h: float, abilities: bool, flown: bool = False) -> CardItem:
    """Returns a ship card; a `flown` ship (a seat's own) leaves out the player counts it is dealt for."""
    ability = ship.ability if abilities else None
    mark = translate("star_cartel_view", "{n}+ players").format(n=ship.min_players) \
        if ship.min_players in (4, 5) and not flown else ""
    return CardItem(w, h, mark=Mark("#44546a", Shape.SQUARE) if ability is None else ABILITY_MARK,
                    value=str(ship.capacity), title=ship_name(ship),
                    subtitle=translate("star_cartel_view", "value {v}").format(v=ship.value) + (f" · {mark}" if mark else ""),
                    corner=ability_name(ability) if ability else translate("star_cartel_view", "capacity"))
