"""Set-up (準備) of the beginner board (§4): the supply and reserve, the discs drawn face down, each colour's
starting pieces, three reserve cards each, and the first player by the highest roll."""

from __future__ import annotations

import random
from typing import Any, Mapping

from tabletop.engine.contract import Seat
from tabletop.engine.decisions import Decision
from tabletop.games.starfarers.board import BOARD, PLANETS
from tabletop.games.starfarers.components import BOX, CIVS, DISCS, ENCOUNTERS, FRIENDSHIP, RESOURCES, TOKENS, UPGRADES
from tabletop.games.starfarers.flight import place_ship
from tabletop.games.starfarers.scoring import all_points
from tabletop.games.starfarers.state import COLONY, NEUTRAL, SHIPYARD, StarfarersState


def new_game(players: int, opts: Mapping[str, Any], seed: int) -> StarfarersState:
    """Returns the beginner set-up (§4) for checked options: discs drawn face down, pieces placed, 3 reserve cards
    each, the first player's roll open."""
    rng = random.Random(seed)
    neutral = opts["neutral"] if players == 3 else None
    colours = tuple(c for c in BOX.colours if c != neutral)[:players]
    # The draws keep one order (reserve, discs, reserve discs, encounters): a seed's game must stay the same game.
    supply, reserve = _cards(rng)
    planet_disc = _planet_discs(rng)
    reserve_discs = [d.id for d in DISCS if d.pool == "reserve"]
    rng.shuffle(reserve_discs)
    deck = [c.id for c in ENCOUNTERS]
    rng.shuffle(deck)
    state = StarfarersState(
        players=players, colours=colours, neutral=neutral, rng=rng, supply=supply, reserve=reserve,
        planet_disc=planet_disc, face_up=[p.home for p in PLANETS], planet_token=[None] * len(PLANETS),
        tokens_aside=[t.id for t in TOKENS], reserve_discs=reserve_discs, discs_out=[], colonies={}, spaceports={},
        ships=[None] * (3 * players), tray=[BOX.upgrade_tray[u] - BOX.upgrade_start[u] * players for u in UPGRADES],
        fame_tray=BOX.fame_tray - BOX.fame_start * players, stations=[[] for _ in CIVS], markers=[None] * len(CIVS),
        friendship_left=[[c.id for c in FRIENDSHIP if c.civ == civ] for civ in CIVS],
        encounter_draw=deck, encounter_discard=[], **_seat_supplies(players))
    _place_pieces(state)
    for seat in range(players):
        for _ in range(BOX.start_cards):
            state.hands[seat][state.reserve.pop()] += 1
    state.start_seat = state.current = _start_player(state)
    state.vp_history.append(all_points(state))
    state.decisions.push(roll_decision(state.current))
    return state


def _seat_supplies(players: int) -> dict[str, Any]:
    """Returns each seat's starting hand, pieces, upgrades, fame and tallies, as the state's fields."""
    return dict(
        hands=[[0] * 5 for _ in range(players)], tokens_won=[[] for _ in range(players)],
        pieces=[[BOX.pieces["colony"], BOX.pieces["trade_station"], BOX.pieces["transport"], BOX.pieces["shipyard"]]
                for _ in range(players)],
        upgrades=[list(BOX.upgrade_start) for _ in range(players)], fame=[BOX.fame_start] * players,
        friends=[[] for _ in range(players)], ship_tokens=[0] * players, produced=[[0] * 5 for _ in range(players)])


def _cards(rng: random.Random) -> tuple[list[int], list[int]]:
    """Returns the supply's count of each resource and the shuffled reserve taken from it."""
    supply = [BOX.cards_per_resource] * 5
    reserve = [int(r) for r in RESOURCES for _ in range(BOX.reserve_per_type)]
    for r in RESOURCES:
        supply[r] -= BOX.reserve_per_type
    rng.shuffle(reserve)
    return supply, reserve


def _planet_discs(rng: random.Random) -> list[int | None]:
    """Returns each planet's disc: the home discs on the home planets, the others drawn from their pool."""
    planet_disc: list[int | None] = [None] * len(PLANETS)
    home = [d.id for d in DISCS if d.pool == "home"]
    for planet in PLANETS:
        if planet.home:
            planet_disc[planet.key] = home.pop(0)
    pools: dict[str, list[int]] = {}
    for d in DISCS:
        if d.pool not in ("home", "reserve"):
            pools.setdefault(d.pool, []).append(d.id)
    for pool in pools.values():
        rng.shuffle(pool)
    for planet in PLANETS:
        if not planet.home:
            planet_disc[planet.key] = pools[planet.pool].pop()
    return planet_disc


def _place_pieces(state: StarfarersState) -> None:
    """Places each colour's spaceport, colonies and first ship, and the neutral colour's spaceport and colonies."""
    for seat, colour in enumerate(state.colours):
        start = BOARD.start[colour]
        state.spaceports[start.spaceport] = seat
        for node in start.colonies:
            state.colonies[node] = seat
        state.pieces[seat][COLONY] -= 3
        state.pieces[seat][SHIPYARD] -= 1
        place_ship(state, seat, False, start.ship)
    if state.neutral is not None:
        start = BOARD.start[state.neutral]
        state.spaceports[start.spaceport] = NEUTRAL
        for node in start.colonies:
            state.colonies[node] = NEUTRAL


def _start_player(state: StarfarersState) -> int:
    """Returns the seat with the highest 2d6 roll; tied seats roll again."""
    seats = list(range(state.players))
    while len(seats) > 1:
        rolls = {s: state.rng.randint(1, 6) + state.rng.randint(1, 6) for s in seats}
        best = max(rolls.values())
        seats = [s for s in seats if rolls[s] == best]
    return seats[0]


def roll_decision(seat: Seat) -> Decision:
    """Returns the decision that opens a turn: the active player rolls."""
    return Decision(seat, "roll", "sf.prompt.roll")
