"""Cartographers' test hooks: the invariants a state keeps, hidden facts scrambled, a sample of every move."""

from __future__ import annotations

import random

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.games.cartographers.cards import AMBUSH_IDS, CARD, EXPLORE_IDS, PROMO_IDS
from tabletop.games.cartographers.components import COIN_TRACK, AmbushCard, Terrain
from tabletop.games.cartographers.grid import FULL, SIZE
from tabletop.games.cartographers.legal import CONFIRM, SKIP
from tabletop.games.cartographers.placements import (explore_table, monster_single, monster_table, shape_table,
                                                     single_table)
from tabletop.games.cartographers.scoring import completed_mountains
from tabletop.games.cartographers.skills import (PASS, SKILL, domino_table, monster_domino, skill_action, sneak_table,
                                                 square_table)
from tabletop.games.cartographers.sheet import Sheet
from tabletop.games.cartographers.state import CartographersState, Drawing


def invariants(state: CartographersState) -> list[str]:
    """Returns broken invariants: cells drawn twice, coins over 14, season sums, cards conserved."""
    problems = [f"seat {seat}: {problem}" for seat, sheet in enumerate(state.sheets)
                for problem in _sheet_problems(sheet)]
    # The season's deck and its revealed cards hold every explore card, the last season's too once over.
    explore = [c for c in state.deck + state.revealed if c in EXPLORE_IDS]
    if sorted(explore) != sorted(EXPLORE_IDS):
        problems.append("explore cards not conserved")
    # Each ambush card is in one place: the ambush deck, shuffled into the season's deck, or removed.
    ambushes = sorted(AMBUSH_IDS + (PROMO_IDS if state.promos else ()))
    in_deck = [c for c in state.deck if c not in EXPLORE_IDS]
    if sorted(state.ambush_deck + in_deck + state.removed_ambushes) != ambushes:
        problems.append("ambush cards not conserved")
    return problems


def _sheet_problems(sheet: Sheet) -> list[str]:
    """Returns what is broken on one sheet: cells drawn twice or off the map, coins not earned, season boxes."""
    problems = []
    layers = [*sheet.drawn, sheet.map.mountains, sheet.map.wasteland]
    total = 0
    for layer in layers:
        if total & layer:
            problems.append("a cell is drawn twice")
        total |= layer
    if total & ~FULL:
        problems.append("drawing off the map")
    if not 0 <= sheet.coins_left <= COIN_TRACK:
        problems.append(f"{sheet.coins_left} coins")
    # Every coin was earned: one per coin shape still on the map, one per surrounded mountain.
    if len(sheet.coin_cells) != sheet.shape_coins:
        problems.append(f"{sheet.shape_coins} coins from shapes, "
                        f"{len(sheet.coin_cells)} coin shapes drawn")
    earned = 0
    for cells in sheet.coin_cells:
        if not cells or cells & ~total or cells & earned:
            problems.append("coins for a shape that is not on the map")
        earned |= cells
    if sheet.mountain_coins & ~completed_mountains(sheet):
        problems.append("coins for a mountain that is not surrounded")
    for s in sheet.seasons:
        if s.total != s.first + s.second + s.coins + s.monsters or s.monsters > 0:
            problems.append("season box does not add up")
    return problems


def scramble_hidden(state: CartographersState, seat: Seat | None,
                    rng: random.Random) -> CartographersState:
    """Returns a copy where `seat`'s unconfirmed drawings and skill (None: the deck order) are others."""
    other = state.copy()
    if seat is None:
        rng.shuffle(other.deck)
        rng.shuffle(other.ambush_deck)
        other.rng = random.Random(rng.random())
        return other
    if other.chosen[seat] is not None:
        other.chosen[seat] = next(k for k in SKILL if k != other.chosen[seat])
    staged = other.staged[seat]
    if staged:
        first = staged[0]
        free = [i for i in range(SIZE * SIZE) if not (other.sheets[first.sheet].filled | first.mask) >> i & 1]
        if free:
            staged[0] = Drawing(first.sheet, 1 << rng.choice(free), first.terrain, first.coin, first.shape)
    return other


def action_universe(state: CartographersState) -> list[Action]:
    """Returns a sample of moves worth trying: the card's placements, the skills' drawings, confirm, skip."""
    acts: list[Action] = [CONFIRM, SKIP, PASS] + [skill_action(k) for k in SKILL]
    if state.card is None:
        return acts
    card = CARD[state.card]
    if isinstance(card, AmbushCard):
        tables = [monster_table(card), monster_single(), monster_domino()]
    else:
        tables = [explore_table(card), single_table(card.terrains), square_table(card.terrains),
                  domino_table(card.terrains), sneak_table(card), single_table((Terrain.VILLAGE,))]
        for seat in range(state.players):
            if state.staged[seat] and state.staged[seat][0].shape:
                main = state.staged[seat][0]
                tables.append(shape_table("again", (main.shape,), (main.terrain,)))
    for table in tables:
        acts += table.actions[:: max(1, len(table.actions) // 60)]
    return acts
