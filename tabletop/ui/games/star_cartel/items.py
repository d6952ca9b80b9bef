"""The Star Cartel table's marks: each cargo's colour and shape, and the ship abilities' (the cards are the shared
CardItem, drawn from data by panels.py)."""

from __future__ import annotations

from tabletop.games.star_cartel.components import Cargo
from tabletop.ui.items import Mark, Shape

# Okabe–Ito colours (safe for the common colour-blindnesses), each with its own shape.
CARGO_MARKS = {
    Cargo.FOOD: Mark("#E69F00", Shape.CIRCLE),
    Cargo.WEAPONS: Mark("#D55E00", Shape.TRIANGLE),
    Cargo.PLANTS: Mark("#009E73", Shape.DIAMOND),
    Cargo.MEDICINE: Mark("#56B4E9", Shape.CROSS),
    Cargo.CRYSTALS: Mark("#CC79A7", Shape.HEXAGON),
}
ABILITY_MARK = Mark("#2f4f4a", Shape.STAR)
