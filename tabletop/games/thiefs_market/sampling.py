"""States a seat's view of Thief's Market could be: deck orders, the boxed cards and others' infamy made anew."""

from __future__ import annotations

import random
from typing import Sequence

from tabletop.engine.contract import Game, Seat
from tabletop.games.thiefs_market.components import CARD, DECKS
from tabletop.games.thiefs_market.scoring import points_now
from tabletop.games.thiefs_market.state import ThiefsMarketState


def determinize(game: Game[ThiefsMarketState, object], state: ThiefsMarketState, seat: Seat,
                rng: random.Random) -> ThiefsMarketState:
    """Returns a copy where each deck is dealt from its letter's unseen cards (deck and box, sorted, then
    shuffled by `rng`) and the other seats' secret infamy is guessed as much as `seat`'s own."""
    world = state.copy()
    boxed: list[str] = []
    for letter in DECKS:
        pool = sorted([*world.decks[letter], *(c for c in world.boxed if CARD[c].deck == letter)])
        rng.shuffle(pool)
        size = len(world.decks[letter])
        world.decks[letter], rest = pool[:size], pool[size:]
        boxed += rest
    world.boxed = boxed
    # Another seat's infamy shows only at the end; a seat's own count is the one figure its view offers.
    world.infamy = [world.infamy[seat]] * world.players
    world.rng = random.Random(rng.getrandbits(64))
    return world


def estimate(game: Game[ThiefsMarketState, object], state: ThiefsMarketState) -> Sequence[float]:
    """Returns every seat's points as they would be scored now."""
    return [float(p) for p in points_now(state)]
