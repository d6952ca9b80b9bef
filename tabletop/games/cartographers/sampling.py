"""States a seat's view of Cartographers could be: the decks dealt anew and the others' drawings of this step
left out (for the strong bot), and what a sheet would score if the game ended now (its playouts' estimate)."""

from __future__ import annotations

import random
from typing import Sequence

from tabletop.engine.contract import Game, Seat
from tabletop.games.cartographers.components import EXPLORE, SEASONS
from tabletop.games.cartographers.scoring import CARDS, monster_penalty
from tabletop.games.cartographers.state import CartographersState

EXPLORE_IDS = frozenset(c.id for c in EXPLORE)


def determinize(game: Game[CartographersState, object], state: CartographersState, seat: Seat,
                rng: random.Random) -> CartographersState:
    """Returns a copy with the explore deck and the ambush pile dealt by `rng` from their sorted unseen cards,
    and every other seat's unshown drawings and skill of this step left out (nothing drawn, nothing paid)."""
    world = state.copy()
    explore = sorted(c for c in world.deck if c in EXPLORE_IDS)
    # How many ambushes wait in the deck is public history (one goes in each season, each reveal is shown).
    waiting = len(world.deck) - len(explore)
    ambushes = sorted([*(c for c in world.deck if c not in EXPLORE_IDS), *world.ambush_deck])
    rng.shuffle(ambushes)
    world.deck = explore + ambushes[:waiting]
    rng.shuffle(world.deck)
    world.ambush_deck = ambushes[waiting:]
    for other in range(world.players):
        if other == seat:
            continue
        world.staged[other] = []
        if world.chosen[other] is not None:  # a skill paid for this step shows only when the step ends
            world.skill_used[other] = False
            world.chosen[other] = None
    world.rng = random.Random(rng.getrandbits(64))
    return world


def estimate(game: Game[CartographersState, object], state: CartographersState) -> Sequence[float]:
    """Returns each seat's points so far plus, for every season still to score, its edicts, coins and monsters
    as the sheet stands now."""
    out = []
    for sheet in state.sheets:
        points = float(sum(s.total for s in sheet.seasons))
        later = sheet.coins_left + monster_penalty(sheet)
        for season in SEASONS[len(sheet.seasons):]:
            first, second = (state.edicts[e] for e in season.edicts)
            points += CARDS[first](sheet) + CARDS[second](sheet) + later
        out.append(points)
    return out
