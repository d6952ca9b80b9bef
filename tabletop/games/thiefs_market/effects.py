"""Thief's Market's card effects as data: a card names a template with its parameters; this module reads them.

A card's entry in assets/thiefs_market/components.json reads `{"template": "convert_die", "face": "red",
"into": ["white", "blue", "green"], "per_round": 1}`. `parse` checks the parameters against the template's
fields (their names and types) and makes the template object that plays the card. The card's rule text is
the message `tm.effect.<template>` filled in with the same fields (messages.py), so what a card says and
what it does come from one place.

Each template is written once: the base and its hooks in template.py, the abilities used on a buying turn in
abilities.py, the standing counts and triggers in triggers.py, the end-game points in end_of_game.py. A Mimetic
Stew plays with the template of the card it copies.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable, Mapping

from tabletop.engine.contract import Seat
from tabletop.engine.decisions import Param
from tabletop.games.thiefs_market.abilities import (Ability, ConvertDie, ExchangeGoldForInfamy, SpendDie,
                                                    SpendDieForGold, SpendDieForInfamy)
from tabletop.games.thiefs_market.components import CARDS, JSON, Face
from tabletop.games.thiefs_market.end_of_game import (EndBuildingSet, EndTreasureMap, EndVpPerIconSet,
                                                      EndVpPerInfamyTokens, EndVpPerOpponentIcon, EndVpPerOtherCard)
from tabletop.games.thiefs_market.state import ThiefsMarketState
from tabletop.games.thiefs_market.template import (EFFECT, ICON_NAMES, NO_REROLL, TEMPLATES, Icons, Template, Timing,
                                                   gain, gain_infamy, name_of, pile_of)
from tabletop.games.thiefs_market.triggers import (BonusOnTurnIn, CopyOpponentCard, ExtraPurchaseAndDiscount,
                                                   ExtraPurchaseIfPileHas, InfamyIfHoldStartMarker,
                                                   InfamyIfOtherPileAtLeast, InfamyOnBuyWithColour,
                                                   InfamyPerDieInPile, InfamyWhenStolenFrom, LuckyAppendage,
                                                   SwapForNextDeckCardFree)

# --- reading the data ---------------------------------------------------------------------------------

def _read(name: str, kind: object, value: JSON) -> object:
    """Returns one parameter as its template's field type declares it; raises ValueError naming it."""
    if kind is Face:
        if not isinstance(value, str) or value.upper() not in Face.__members__:
            raise ValueError(f"{name}: {value!r} is no face")
        return Face.of(value)
    if kind == tuple[Face, ...]:
        if not isinstance(value, list) or not value:
            raise ValueError(f"{name}: {value!r} is no list of faces")
        return tuple(_read(name, Face, v) for v in value)
    if kind is int or kind == int | None:
        if value is None and kind != int:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{name}: {value!r} is no count of 1 or more")
        return value
    if kind is str:  # an icon
        if value not in ICON_NAMES:
            raise ValueError(f"{name}: {value!r} is no icon")
        return value
    raise ValueError(f"{name}: no reading for {kind!r}")


def parse(spec: Mapping[str, JSON]) -> Template:
    """Returns the template a card's effect names, with its parameters; raises ValueError for any mismatch."""
    name = spec.get("template")
    cls = TEMPLATES.named(name)
    kinds = {f.name: _KINDS.get(str(f.type), f.type) for f in fields(cls)}
    given = set(spec) - {"template"}
    if given != set(kinds):
        raise ValueError(f"{name}: parameters {sorted(given)} are not the template's {sorted(kinds)}")
    return cls(**{key: _read(f"{name}.{key}", kind, spec[key]) for key, kind in kinds.items()})


# The parameter types templates declare, by their annotation text (the template modules keep annotations as strings).
# Looking them up here instead of typing.get_type_hints, which evaluates every annotation of every card
# again, halves the time this module takes to import (the app's start-up counts it).
_KINDS: dict[str, Any] = {"Face": Face, "tuple[Face, ...]": tuple[Face, ...], "int": int, "int | None": int | None,
                          "str": str}


def _parse_all() -> dict[str, Template | None]:
    out: dict[str, Template | None] = {}
    for card in CARDS:
        try:
            out[card.id] = None if card.effect is None else parse(card.effect)
        except ValueError as e:
            raise ValueError(f"card {card.id}: {e}") from None
    return out


EFFECT.update(_parse_all())  # card id -> the template object that plays it (template.py keeps the mapping)


# --- what the rules ask of a seat's cards --------------------------------------------------------------

def effect_of(state: ThiefsMarketState, card_id: str) -> Template | None:
    """Returns the effect a card has (a Mimetic Stew has the copied card's)."""
    return EFFECT[state.copies.get(card_id, card_id)]


def owned(state: ThiefsMarketState, seat: Seat) -> list[tuple[str, Template]]:
    """Returns a seat's cards that have an effect, with it, in the order they were gained."""
    # effect_of's look-ups written in: the rules ask this of a seat many times in every Buying list and turn.
    copies = state.copies
    out = []
    for card_id in state.tableau[seat]:
        effect = EFFECT[copies.get(card_id, card_id)]
        if effect is not None:
            out.append((card_id, effect))
    return out


def total(state: ThiefsMarketState, seat: Seat, count: Callable[[Template], int]) -> int:
    """Returns a count summed over a seat's effects (a discount, returned dice kept, …)."""
    return sum(count(effect) for _, effect in owned(state, seat))


def discount(state: ThiefsMarketState, seat: Seat) -> int:
    """Returns the gems taken off each of a seat's purchases."""
    return total(state, seat, lambda e: e.gems_off())


def rule_text(card_id: str) -> tuple[str, dict[str, Param]]:
    """Returns a card's rule text as a message code and its parameters (`tm.effect.none` for no effect)."""
    effect = EFFECT[card_id]
    if effect is None:
        return "tm.effect.none", {}
    return "tm.effect." + effect.name, effect.words()


# The short text names two parameters its own way: how often reads "Once a round", faces "white/blue".
_SHORT_NAMES = {"per_round": "often", "into": "faces"}


def short_text(card_id: str) -> tuple[str, dict[str, Param]]:
    """Returns a card's effect in short words, for its face on the table: a message code and its parameters."""
    effect = EFFECT[card_id]
    if effect is None:
        return "tm.short.none", {}
    return "tm.short." + effect.name, {_SHORT_NAMES.get(k, k): v for k, v in effect.words().items()}


# Every template and helper is read from here too: the rules, the scoring and the tests name one module for effects.
__all__ = ["EFFECT", "ICON_NAMES", "NO_REROLL", "TEMPLATES", "Icons", "Template", "Timing", "Ability", "ConvertDie",
           "SpendDie", "SpendDieForGold", "SpendDieForInfamy", "ExchangeGoldForInfamy", "ExtraPurchaseIfPileHas",
           "ExtraPurchaseAndDiscount", "InfamyOnBuyWithColour", "InfamyIfHoldStartMarker", "InfamyIfOtherPileAtLeast",
           "InfamyWhenStolenFrom", "InfamyPerDieInPile", "BonusOnTurnIn", "SwapForNextDeckCardFree", "LuckyAppendage",
           "CopyOpponentCard", "EndBuildingSet", "EndVpPerIconSet", "EndVpPerOtherCard", "EndVpPerInfamyTokens",
           "EndTreasureMap", "EndVpPerOpponentIcon", "gain", "gain_infamy", "name_of", "pile_of", "parse", "effect_of",
           "owned", "total", "discount", "rule_text", "short_text"]
