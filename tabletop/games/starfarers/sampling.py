"""States a seat's view of Catan: Starfarers could be: the other hands, the reserve pile, the encounter deck and
the face-down discs dealt anew from what the seat cannot see (for the strong bot)."""

from __future__ import annotations

import random
from typing import Sequence

from tabletop.engine.contract import Game, Seat
from tabletop.games.starfarers.audit import committed
from tabletop.games.starfarers.board import PLANETS
from tabletop.games.starfarers.scoring import FAME_PER_VP, points
from tabletop.games.starfarers.state import StarfarersState


def determinize(game: Game[StarfarersState, object], state: StarfarersState, seat: Seat,
                rng: random.Random) -> StarfarersState:
    """Returns a copy where the other seats' hands (all but the cards an open offer showed) and the reserve pile
    are dealt from their pooled cards, and the encounter deck, reserve discs and face-down planet discs are
    reshuffled: every pool is sorted before `rng` shuffles it, so the real deal cannot show through."""
    world = game.copy_state(state)
    others = [s for s in range(world.players) if s != seat]
    shown = {s: committed(world, s) for s in others}
    pool = list(world.reserve)
    for s in others:
        pool += [r for r in range(5) for _ in range(world.hands[s][r] - shown[s][r])]
    pool.sort()
    rng.shuffle(pool)
    for s in others:
        hidden = sum(world.hands[s]) - sum(shown[s])
        hand = list(shown[s])
        for _ in range(hidden):
            hand[pool.pop()] += 1
        world.hands[s] = hand
    world.reserve = pool
    world.encounter_draw = sorted(world.encounter_draw)
    rng.shuffle(world.encounter_draw)
    world.reserve_discs = sorted(world.reserve_discs)
    rng.shuffle(world.reserve_discs)
    pools: dict[str, list[int]] = {}
    for p in PLANETS:
        if not world.face_up[p.key] and world.planet_disc[p.key] is not None:
            pools.setdefault(p.pool, []).append(p.key)
    for planets in pools.values():
        discs = sorted(d for d in (world.planet_disc[q] for q in planets) if d is not None)
        rng.shuffle(discs)
        for q, d in zip(planets, discs):
            world.planet_disc[q] = d
    world.rng = random.Random(rng.getrandbits(64))
    return world


# What an unfinished playout credits beyond the points, in points: a colony ship under way (4 cards and a transport
# on their way to a colony's point), a trade ship (toward a friendship marker), the upgrades the greedy plan builds
# (up to the counts it wants; each costs 2 cards), half a point of fame, and cards in hand up to the 7 kept safe.
# Without them a playout of two rounds or so saw no worth in any build that pays later than that.
COLONY_SHIP, TRADE_SHIP, CARD, HALF_FAME = 0.5, 0.4, 0.1, 0.4
UPGRADE_WORTH = ((3, 0.15), (2, 0.2), (3, 0.2))  # boosters, cannons, freight pods: (counted up to, each)
SAFE_HAND = 7


def estimate(game: Game[StarfarersState, object], state: StarfarersState) -> Sequence[float]:
    """Returns every seat's victory points as they stand, plus the worth of its ships under way, upgrades, half
    fame and cards in hand (see above)."""
    out = [float(points(state, s)) + HALF_FAME * (state.fame[s] % FAME_PER_VP)
           + CARD * min(SAFE_HAND, sum(state.hands[s]))
           + sum(w * min(n, most) for n, (most, w) in zip(state.upgrades[s], UPGRADE_WORTH))
           for s in range(state.players)]
    for ship in state.ships:
        if ship is not None and ship.owner >= 0:
            out[ship.owner] += TRADE_SHIP if ship.trade else COLONY_SHIP
    return out
