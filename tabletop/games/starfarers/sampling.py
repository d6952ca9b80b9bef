"""States a seat's view of Catan: Starfarers could be: the other hands, the reserve pile, the encounter deck and
the face-down discs dealt anew from what the seat cannot see (for the strong bot)."""

from __future__ import annotations

import random
from typing import Sequence

from tabletop.engine.contract import Game, Seat
from tabletop.games.starfarers.audit import committed
from tabletop.games.starfarers.board import PLANETS
from tabletop.games.starfarers.scoring import points
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


def estimate(game: Game[StarfarersState, object], state: StarfarersState) -> Sequence[float]:
    """Returns every seat's victory points as they stand."""
    return [float(points(state, s)) for s in range(state.players)]
