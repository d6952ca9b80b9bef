"""Literal states for the battles note's scenarios (star_trek_decks.md §7): decks by id, a deck with pool cards
added, events laid in a core, equipment laid in play."""

from __future__ import annotations

from tabletop.games.star_trek.decks import DeckList, decks_option, premade_decks
from tabletop.games.star_trek.state import StarTrekState
from tests.games.star_trek.literal import card_id, fresh, take


def with_cards(deck_id: str, *titles: str) -> DeckList:
    """Returns a premade deck with one more copy of each titled card in its draw deck (the pool's extra cards)."""
    base = premade_decks()[deck_id]
    extra = tuple((card_id(t), 1) for t in titles)
    return DeckList(f"{deck_id}+", base.name, base.missions, base.dilemma_pile, (*base.draw_deck, *extra))


def table(a: DeckList | str, b: DeckList | str, **options: object) -> StarTrekState:
    """Returns a fresh literal table with seat 0 playing `a` and seat 1 `b` (premade ids or decks)."""
    decks = premade_decks()
    first = decks[a] if isinstance(a, str) else a
    second = decks[b] if isinstance(b, str) else b
    return fresh(decks=decks_option(first, second), **options)


def to_core(state: StarTrekState, seat: int, title: str) -> int:
    """Lays an event of the seat in its core."""
    uid = take(state, seat, title)
    state.sides[seat].core.append(uid)
    return uid


def gear(state: StarTrekState, seat: int, title: str, at: int) -> int:
    """Lays an equipment of the seat in play at a surface or aboard a ship."""
    uid = take(state, seat, title)
    state.gear[uid] = at
    return uid
