"""Decks as the players pick them: the six premade decks of the data and the option text that names a pairing.

A deck is three lists of (card id, copies). `decks_option` writes a pairing into the game's options so a save
replays without any deck file: premade decks by id, any other deck whole, as the data's deck shape in JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any, Mapping

from tabletop.games.star_trek.components import CARDS, DECK_ORDER, raw_data


@dataclass(frozen=True)
class DeckList:
    """One deck: its missions (card ids), dilemma pile and draw deck as (card id, copies), in the data's order."""

    id: str
    name: str
    missions: tuple[str, ...]
    dilemma_pile: tuple[tuple[str, int], ...]
    draw_deck: tuple[tuple[str, int], ...]
    basis: str = ""   # a premade deck's basis line (where the reconstruction comes from); "" for a player's deck

    def cards(self) -> tuple[str, ...]:
        """Returns every card id with repeats: missions, the draw deck, then the dilemma pile (the deal's order)."""
        return (*self.missions, *(c for c, n in self.draw_deck for _ in range(n)),
                *(c for c, n in self.dilemma_pile for _ in range(n)))


def _entries(rows: Any) -> tuple[tuple[str, int], ...]:
    out = []
    for row in rows:
        card_id, qty = row["id"], row["qty"]
        if not isinstance(card_id, str) or card_id not in CARDS:
            raise ValueError(f"unknown card id {card_id!r}")
        if not isinstance(qty, int) or isinstance(qty, bool) or not 1 <= qty <= 99:
            raise ValueError(f"bad number of copies {qty!r} for {card_id}")
        out.append((card_id, qty))
    return tuple(out)


def deck_from_json(obj: Mapping[str, Any]) -> DeckList:
    """Returns the deck a JSON object in the data's deck shape describes; raises ValueError when it is not one."""
    try:
        missions = tuple(obj["missions"])
        if not all(isinstance(m, str) and m in CARDS for m in missions):
            raise ValueError("unknown mission id")
        return DeckList(str(obj["id"]), str(obj["name"]), missions, _entries(obj["dilemma_pile"]),
                        _entries(obj["draw_deck"]), str(obj.get("basis") or ""))
    except (KeyError, TypeError) as e:
        raise ValueError(f"not a deck: {e}") from None


def deck_to_json(deck: DeckList) -> dict[str, Any]:
    """Returns a deck in the data's deck shape (names beside ids, for a reader)."""
    def rows(entries: tuple[tuple[str, int], ...]) -> list[dict[str, Any]]:
        return [{"id": c, "qty": n, "name": CARDS[c].name} for c, n in entries]
    out: dict[str, Any] = {"id": deck.id, "name": deck.name, "missions": list(deck.missions),
                           "draw_deck": rows(deck.draw_deck), "dilemma_pile": rows(deck.dilemma_pile)}
    if deck.basis:
        out["basis"] = deck.basis
    return out


@cache
def _premade() -> tuple[tuple[str, DeckList], ...]:
    return tuple((d["id"], deck_from_json(d)) for d in raw_data()["decks"])


def premade_decks() -> dict[str, DeckList]:
    """Returns the six premade decks by id, in the data's order (the two seed decks first)."""
    return dict(_premade())


def decks_option(a: DeckList, b: DeckList) -> str:
    """Returns the text of options["decks"] for seat 1 playing `a` and seat 2 `b`: "klingon,romulan" for premade
    decks, else a JSON list holding an id or a whole deck per seat."""
    premade = premade_decks()
    named = [d.id if premade.get(d.id) == d else None for d in (a, b)]
    if all(named):
        return f"{named[0]},{named[1]}"
    return json.dumps([n if n else deck_to_json(d) for n, d in zip(named, (a, b))], ensure_ascii=False,
                      separators=(",", ":"))


def decks_from_option(text: str) -> tuple[DeckList, DeckList]:
    """Returns the two seats' decks options["decks"] names ("" = the seed pairing, Federation first); raises
    ValueError naming what is wrong."""
    premade = premade_decks()
    if not text.strip():
        return premade[DECK_ORDER[0]], premade[DECK_ORDER[1]]
    items: list[Any]
    if text.lstrip().startswith("["):
        try:
            items = json.loads(text)
        except json.JSONDecodeError as e:
            raise ValueError(f"the decks are not readable JSON: {e.msg}") from None
        if not isinstance(items, list):
            raise ValueError("the decks must be a list of two")
    else:
        items = [part.strip() for part in text.split(",")]
    if len(items) != 2:
        raise ValueError("two decks are needed, one per seat")
    out = []
    for item in items:
        if isinstance(item, str):
            if item not in premade:
                raise ValueError(f"no premade deck {item!r} (known: {', '.join(premade)})")
            out.append(premade[item])
        elif isinstance(item, dict):
            out.append(deck_from_json(item))
        else:
            raise ValueError("a deck is a premade id or a deck object")
    return out[0], out[1]
