"""Where a Thief's Market bot's move happened on the table: the card it bought or used (in its seat), the pile it
took from the centre or stole, the card dealt to the market, or the dice rolled into the centre."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF

from tabletop.games.thiefs_market.components import CARD
from tabletop.ui.games.framing import first, found, public, united
from tabletop.ui.games.thiefs_market.items import CardFace

# A seat's card that the move bought or used, in the order a move's events are worth framing.
SEAT_CARD = ("tm.bought", "tm.bought_with_gold", "tm.potion_gained", "tm.converted", "tm.spent_for_infamy",
             "tm.spent_for_gold", "tm.copied", "tm.exchanged", "tm.kept_dice")
PILE = ("tm.took", "tm.stole", "tm.rerolled_one", "tm.lucky_die")


def frame_thiefs_market(scene: Any, view: Any, events: Sequence[Any]) -> QRectF | None:
    """Returns the scene rectangle of the place the move changed, or None when it has none on the table."""
    if scene.large.is_open:  # a thing shown large covers the table
        return None
    rect = _place(scene, public(events))
    return rect.adjusted(4, 4, -4, -4) if rect is not None else None  # the items' own edges, not their glow's


def _place(scene: Any, events: list[Any]) -> QRectF | None:
    """Returns the rectangle round the items the events name (see frame_thiefs_market)."""
    used = first(events, SEAT_CARD)
    if used is not None and "card" in used.params:
        rect = _seat_card(scene, int(used.params["seat"]), str(used.params["card"]))
        if rect is not None:
            return rect
    pile = first(events, PILE)
    if pile is not None:
        return united(scene, scene.pile_items.get(int(pile.params["seat"]), []))
    dealt = first(events, ("tm.dealt",))
    if dealt is not None:
        return united(scene, _market_cards(scene, str(dealt.params["card"]))[-1:])
    if first(events, ("tm.rolled", "tm.rerolled")) is not None:
        return united(scene, scene.pile_items.get(-1, []))
    return None


def _named(item: CardFace, name: str) -> bool:
    """Returns whether a card on the table is the card of that printed name."""
    return CARD[item.card_id].name == name


def _seat_card(scene: Any, seat: int, name: str) -> QRectF | None:
    """Returns the card of that name in the seat's cards, scrolled into its window (None when it is not there)."""
    area = scene.seat_areas.get(seat)
    if area is None:
        return None
    cards = found(scene, CardFace, lambda i: _named(i, name) and area.isAncestorOf(i))
    if not cards:
        return None
    scene._show_in_window(cards[-1])  # the window scrolls to it: a frame round a hidden card shows nothing
    return united(scene, cards[-1:])


def _market_cards(scene: Any, name: str) -> list[CardFace]:
    """Returns the market's cards of that printed name."""
    market = getattr(scene, "market_panel", None)
    return found(scene, CardFace, lambda i: _named(i, name) and market is not None and market.isAncestorOf(i))
