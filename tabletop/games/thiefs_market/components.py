"""Thief's Market's components, read from assets/thiefs_market/components.json."""

from __future__ import annotations

from enum import IntEnum
from typing import Any, NamedTuple

from tabletop.resources import load_json


class Face(IntEnum):
    """The six faces of a loot die; the value indexes face counts."""

    GREEN = 0
    WHITE = 1
    BLUE = 2
    RED = 3
    GOLD = 4     # a gold bag: a gold token at the round's end (not a gold token itself)
    INFAMY = 5   # a mask: an infamy token at the round's end

    @property
    def word(self) -> str:
        """Returns the name used in texts (`green`)."""
        return self.name.lower()


GEMS = (Face.GREEN, Face.WHITE, Face.BLUE, Face.RED)
COST_LETTER = {"G": Face.GREEN, "W": Face.WHITE, "B": Face.BLUE, "R": Face.RED}


class Card(NamedTuple):
    """A market card: its deck, cost in gems, points, icons and effect (a kind plus parameters)."""

    id: str
    deck: str
    name: str
    cost: tuple[int, int, int, int]   # green, white, blue, red
    vp: int
    icons: tuple[str, ...]
    effect: dict[str, Any] | None
    promo: bool
    kind: str | None = None  # the effect's kind (None for a card with points only)


def _face(word: str) -> Face:
    return Face[word.upper()]


def _load():
    data = load_json("thiefs_market", "components.json")
    cards = []
    for promo, key in ((False, "cards"), (True, "promos")):
        for c in data[key]:
            cost = [0, 0, 0, 0]
            for letter, n in c["cost"].items():
                cost[COST_LETTER[letter]] += n
            cards.append(Card(c["id"], c.get("deck", "P"), c["name"], tuple(cost), c["vp"], tuple(c["icons"]),
                              c["effect"], promo, c["effect"]["kind"] if c["effect"] else None))
    dice = {int(k): v for k, v in data["dice"]["count_by_players"].items()}
    return tuple(cards), dice, data["keep_per_deck"], data["market_row_size"], data["tokens"]["start_gold_per_player"]


CARDS, DICE_BY_PLAYERS, KEEP_PER_DECK, ROW_SIZE, START_GOLD = _load()
CARD = {c.id: c for c in CARDS}
DECKS = ("A", "B", "C")
