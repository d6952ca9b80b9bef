"""Cartographers' cards by number: the explore cards, the ambushes (the promo ones too), and the card being drawn."""

from __future__ import annotations

from typing import Protocol

from tabletop.games.cartographers.components import AMBUSHES, EXPLORE, AmbushCard, ExploreCard

CARD: dict[int, ExploreCard | AmbushCard] = {c.id: c for c in EXPLORE}
for _k, _a in enumerate(AMBUSHES):
    CARD[(101 + _k - 4) if _a.promo else int(_a.id)] = _a
AMBUSH_IDS = tuple(i for i, c in CARD.items() if isinstance(c, AmbushCard) and not c.promo)
PROMO_IDS = tuple(i for i, c in CARD.items() if isinstance(c, AmbushCard) and c.promo)
EXPLORE_IDS = tuple(c.id for c in EXPLORE)


class OnCard(Protocol):
    """Anything that says which card is being drawn: the state, a view."""

    @property
    def card(self) -> int | None: ...


def card_of(state: OnCard) -> ExploreCard | AmbushCard:
    """Returns the card being drawn. Raises ValueError between cards (the rules never ask then)."""
    if state.card is None:
        raise ValueError("no card is being drawn")
    return CARD[state.card]


def explore_of(state: OnCard) -> ExploreCard:
    """Returns the explore card being drawn. Raises ValueError at an ambush (the rules never ask then)."""
    # The card looked up here rather than through card_of: a legal list and a drawing each ask a few times.
    if state.card is None:
        raise ValueError("no card is being drawn")
    card = CARD[state.card]
    if not isinstance(card, ExploreCard):
        raise ValueError(f"{card.name} is not an explore card")
    return card


def ambush_of(state: OnCard) -> AmbushCard:
    """Returns the ambush being drawn. Raises ValueError at an explore card (the rules never ask then)."""
    card = card_of(state)
    if not isinstance(card, AmbushCard):
        raise ValueError(f"{card.name} is not an ambush")
    return card
