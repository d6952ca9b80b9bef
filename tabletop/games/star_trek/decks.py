"""PROVISIONAL stand-in for strules' decks.py (the interface their brief fixes), replaced by theirs at the merge:
DeckList and premade_decks() over the decks components.json holds."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from tabletop.games.star_trek.components import DECKS


@dataclass(frozen=True)
class DeckList:
    """A deck: missions (card ids), dilemma pile and draw deck as (card id, copies)."""

    id: str
    name: str
    missions: tuple[str, ...]
    dilemma_pile: tuple[tuple[str, int], ...]
    draw_deck: tuple[tuple[str, int], ...]
    basis: str = ""


def _pairs(ids: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    return tuple(Counter(ids).items())


def premade_decks() -> dict[str, DeckList]:
    """Returns the premade decks by id."""
    return {d.id: DeckList(d.id, d.name, d.missions, _pairs(d.dilemma_pile), _pairs(d.draw_deck))
            for d in DECKS.values()}


def deck_to_json(deck: DeckList) -> dict[str, Any]:
    """Returns the data's deck shape."""
    return {"id": deck.id, "name": deck.name, "missions": list(deck.missions),
            "dilemma_pile": [{"id": i, "qty": n} for i, n in deck.dilemma_pile],
            "draw_deck": [{"id": i, "qty": n} for i, n in deck.draw_deck], "basis": deck.basis}


def deck_from_json(obj: Any) -> DeckList:
    """Returns the deck a JSON object describes; raises ValueError (or KeyError/TypeError) when it is malformed."""
    return DeckList(str(obj["id"]), str(obj["name"]), tuple(str(m) for m in obj["missions"]),
                    tuple((str(e["id"]), int(e["qty"])) for e in obj["dilemma_pile"]),
                    tuple((str(e["id"]), int(e["qty"])) for e in obj["draw_deck"]), str(obj.get("basis", "")))


def decks_option(a: DeckList, b: DeckList) -> str:
    """Returns the text of options["decks"]: premade decks by id, others as JSON."""
    import json

    premade = premade_decks()
    if a.id in premade and b.id in premade:
        return f"{a.id},{b.id}"
    return json.dumps([d.id if d.id in premade else deck_to_json(d) for d in (a, b)])


def decks_from_option(text: str) -> tuple[DeckList, DeckList]:
    """Returns the two decks of options["decks"] ("" is the seed pairing)."""
    import json

    premade = premade_decks()
    if not text:
        return premade["federation"], premade["borg"]
    if text.startswith("["):
        a, b = (premade[d] if isinstance(d, str) else deck_from_json(d) for d in json.loads(text))
        return a, b
    x, y = text.split(",")
    return premade[x], premade[y]
