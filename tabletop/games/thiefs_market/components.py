"""Thief's Market's components, read from assets/thiefs_market/components.json."""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from tabletop.engine.action import Worded
from tabletop.resources import load_json


class Face(Worded):
    """The six faces of a loot die; the value indexes face counts."""

    GREEN = 0
    WHITE = 1
    BLUE = 2
    RED = 3
    GOLD = 4     # a gold bag: a gold token at the round's end (not a gold token itself)
    INFAMY = 5   # a mask: an infamy token at the round's end

    @classmethod
    def of(cls, word: str) -> "Face":
        """Returns the face named `word` (`gold` is the gold bag, `infamy` the mask); raises KeyError."""
        return cls[word.upper()]


GEMS = (Face.GREEN, Face.WHITE, Face.BLUE, Face.RED)
COST_LETTER = {"G": Face.GREEN, "W": Face.WHITE, "B": Face.BLUE, "R": Face.RED}
JSON = Any  # a value read from the data file; effects.py checks each one against its template's parameters


class Card(NamedTuple):
    """A market card: its deck, cost in gems, points, icons, and its effect as data (a template and parameters).

    `effect` is the card's entry in the data: the template's name under "template" and the parameters beside
    it; effects.py turns it into the template that plays it and words it (EFFECT). `note` is for readers.
    """

    id: str
    deck: str
    name: str
    cost: tuple[int, int, int, int]   # green, white, blue, red
    vp: int
    icons: tuple[str, ...]
    effect: Mapping[str, JSON] | None
    promo: bool
    note: str = ""

    @property
    def template(self) -> str | None:
        """Returns the name of the card's effect template (None for a card with points and icons only)."""
        return None if self.effect is None else str(self.effect["template"])


def _load() -> tuple[tuple[Card, ...], dict[int, int], dict[str, int], int, int]:
    data = load_json("thiefs_market", "components.json")
    cards = []
    for promo, key in ((False, "cards"), (True, "promos")):
        for c in data[key]:
            cost = [0, 0, 0, 0]
            for letter, n in c["cost"].items():
                cost[COST_LETTER[letter]] += n
            cards.append(Card(c["id"], c.get("deck", "P"), c["name"], (cost[0], cost[1], cost[2], cost[3]), c["vp"],
                              tuple(c["icons"]), c["effect"], promo, c.get("note", "")))
    dice = {int(k): v for k, v in data["dice"]["count_by_players"].items()}
    return tuple(cards), dice, data["keep_per_deck"], data["market_row_size"], data["tokens"]["start_gold_per_player"]


CARDS, DICE_BY_PLAYERS, KEEP_PER_DECK, ROW_SIZE, START_GOLD = _load()
CARD = {c.id: c for c in CARDS}
DECKS = ("A", "B", "C")
