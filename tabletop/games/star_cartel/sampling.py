"""States a seat's view of Star Cartel could be: the cards it cannot see dealt anew (for the strong bot)."""

from __future__ import annotations

import random

from tabletop.engine.contract import Game, Seat
from tabletop.games.star_cartel.state import StarCartelState


def determinize(game: Game[StarCartelState, object], state: StarCartelState, seat: Seat,
                rng: random.Random) -> StarCartelState:
    """Returns a copy where the draw pile, the discards and the other seats' stashes are dealt from the cards
    `seat` cannot see, by `rng` alone: the pool is sorted before it is shuffled, so the real deal cannot show."""
    world = state.copy()
    others = [s for s in range(world.players) if s != seat]
    pool = sorted([*world.draw, *world.discard, *(c for s in others for c in world.stashes[s])])
    rng.shuffle(pool)
    world.draw = [pool.pop() for _ in range(len(world.draw))]
    world.discard = [pool.pop() for _ in range(len(world.discard))]
    for s in others:
        world.stashes[s] = [pool.pop() for _ in range(len(world.stashes[s]))]
    d = world.delivery
    if d is not None and seat != world.current and d.stashed:
        # Which sets the deliverer has put aside is its secret until the stash closes: any sets it could stash.
        free = sorted(t for t in d.sets if t not in (d.largest, d.smallest))
        d.stashed = rng.sample(free, min(len(d.stashed), len(free)))
    # The shipyard keeps the box's fixed order, which the rules make public; only the RNG is new.
    world.rng = random.Random(rng.getrandbits(64))
    return world
