"""Thief's Market's test hooks: the invariants a state keeps, hidden facts scrambled, a sample of every move."""

from __future__ import annotations

import random
from typing import Iterable

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.games.thiefs_market.components import CARDS, DICE_BY_PLAYERS, GEMS
from tabletop.games.thiefs_market.effects import NO_REROLL
from tabletop.games.thiefs_market.loot import (CANCEL, DONE, HOLD, OBJECTS, TAKE, TAKE_ALL, centre_objects, counts_of,
                                               market)
from tabletop.games.thiefs_market.payment import DIE, GOLD
from tabletop.games.thiefs_market.state import Phase, ThiefsMarketState


def invariants(state: ThiefsMarketState) -> list[str]:
    """Returns broken invariants: dice count constant, cards conserved, no negative tokens, decisions sound."""
    return _component_problems(state) + _decision_problems(state)


def _component_problems(state: ThiefsMarketState) -> list[str]:
    """Returns what is lost, doubled or negative among the dice, cards, tokens and the start marker."""
    problems = []
    dice = sum(state.centre) + sum(sum(p) for p in state.piles if p)
    if dice != DICE_BY_PLAYERS[state.players]:
        problems.append(f"{dice} dice on the table")
    places = [c for d in state.decks.values() for c in d] + market(state) + state.boxed + \
        [c for t in state.tableau for c in t]
    expected = [c.id for c in CARDS if not c.promo or state.promos]
    if sorted(places) != sorted(expected):
        problems.append("cards not conserved")
    if min(state.gold) < 0 or min(state.infamy) < 0:
        problems.append("negative tokens")
    if state.piles and any(p is not None and min(p) < 0 for p in state.piles):
        problems.append("negative dice in a pile")
    markers = int(state.marker_in_centre) + int(state.marker_owner is not None)
    if markers != 1:
        problems.append("the start marker is lost or doubled")
    return problems


def _decision_problems(state: ThiefsMarketState) -> list[str]:
    """Returns what is unsound in the open decisions: nobody deciding, dice waiting or picked that are not there."""
    problems = []
    if state.phase is not Phase.OVER and not state.decisions.to_act():
        problems.append("nobody is deciding")
    hold = state.decisions.find(HOLD)
    if hold is not None:
        waiting = hold.params["dice"]
        if not isinstance(waiting, tuple) or any(int(str(waiting[f])) > state.centre[f] for f in range(6)):
            problems.append("returned dice waiting for their re-roll are not in the centre")
    take = state.decisions.find(TAKE)
    if take is not None and any(p > c for p, c in zip(counts_of(take.picks), centre_objects(state))):
        problems.append("a take picks more than the centre holds")
    return problems


def scramble_hidden(state: ThiefsMarketState, seat: Seat | None, rng: random.Random) -> ThiefsMarketState:
    """Returns a copy where `seat`'s infamy tokens (None: the deck orders) differ."""
    other = state.copy()
    if seat is None:
        for deck in other.decks.values():
            rng.shuffle(deck)
        rng.shuffle(other.boxed)
        other.rng = random.Random(rng.random())
        return other
    other.infamy[seat] += 1 + rng.randrange(3)
    return other


def action_universe(state: ThiefsMarketState, legal_now: Iterable[Action]) -> list[Action]:
    """Returns `legal_now` (the legal actions of the seats to act) and a sample of every other form, legal or not."""
    acts = [DONE, CANCEL, NO_REROLL, TAKE_ALL, Action("take", (1, 0, 0, 0, 0, 0, 0))]
    acts += [Action(verb, (word,)) for verb in ("take", "return", "unpick", "hold") for word in OBJECTS]
    acts += [Action("steal", (victim,)) for victim in range(state.players)]
    acts += [Action("pay", (face.word, way)) for face in GEMS for way in (DIE, GOLD)]
    acts += [Action("waive", (face.word,)) for face in GEMS]
    acts += [Action("buy", (card,)) for card in market(state)[:8] + state.boxed[:1]]
    acts += [Action("copy", (card,)) for cards in state.tableau for card in cards[:2]]
    for cards in state.tableau:
        for card in cards[:4]:
            acts += [Action("spend", (card,)), Action("convert", (card, "gold")), Action("exchange", (card,)),
                     Action("reroll", (card, "red"))]
    acts += legal_now
    return list(dict.fromkeys(acts))
