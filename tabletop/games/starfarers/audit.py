"""Conservation checks (nothing in the box is ever created or lost) and the scrambling of hidden information."""

from __future__ import annotations

import copy
import random

from tabletop.engine.contract import Seat
from tabletop.games.starfarers.board import PLANETS
from tabletop.games.starfarers.components import BOX, DISCS, ENCOUNTERS, FRIENDSHIP, TOKENS, UPGRADES
from tabletop.games.starfarers.state import COLONY, SHIPYARD, STATION, TRANSPORT, StarfarersState


ALL_DISCS = [d.id for d in DISCS]
ALL_TOKENS = [t.id for t in TOKENS]
ALL_FRIENDSHIP = frozenset(c.id for c in FRIENDSHIP)
ALL_ENCOUNTERS = frozenset(c.id for c in ENCOUNTERS)


def invariants(state: StarfarersState) -> list[str]:
    """Returns every broken invariant (empty when the state is sound)."""
    problems: list[str] = []
    problems += _cards(state)
    problems += _discs_and_tokens(state)
    problems += _pieces(state)
    problems += _upgrades_and_fame(state)
    problems += _cards_in_decks(state)
    problems += _board(state)
    return problems


def _cards(state: StarfarersState) -> list[str]:
    out = []
    for r in range(5):
        held = sum(h[r] for h in state.hands)
        total = held + state.supply[r] + state.reserve.count(r)
        if total != BOX.cards_per_resource:
            out.append(f"resource {r}: {total} cards, not {BOX.cards_per_resource}")
        if state.supply[r] < 0 or any(h[r] < 0 for h in state.hands):
            out.append(f"resource {r}: a negative count")
    return out


def _discs_and_tokens(state: StarfarersState) -> list[str]:
    out = []
    discs = [d for d in state.planet_disc if d is not None] + state.reserve_discs + state.discs_out
    if sorted(discs) != ALL_DISCS:
        out.append(f"discs: {len(discs)} in play, not each of the {len(DISCS)} once")
    tokens = state.tokens_aside + [t for t in state.planet_token if t is not None]
    tokens += [t for won in state.tokens_won for t in won]
    if sorted(tokens) != ALL_TOKENS:
        out.append(f"special tokens: {sorted(tokens)}, not each of the {len(TOKENS)} once")
    for p in range(len(PLANETS)):
        if state.planet_disc[p] is not None and state.planet_token[p] is not None:
            out.append(f"planet {PLANETS[p].id} holds a disc and a token")
    return out


def _pieces(state: StarfarersState) -> list[str]:
    out = []
    for seat in range(state.players):
        ships = [s for s in state.ships if s is not None and s.owner == seat]
        colonies = sum(1 for o in state.colonies.values() if o == seat)
        ports = sum(1 for o in state.spaceports.values() if o == seat)
        stations = sum(st.count(seat) for st in state.stations)
        supply = state.pieces[seat]
        counts = {
            "colony": supply[COLONY] + colonies + ports + sum(1 for s in ships if not s.trade),
            "trade_station": supply[STATION] + stations + sum(1 for s in ships if s.trade),
            "transport": supply[TRANSPORT] + len(ships),
            "shipyard": supply[SHIPYARD] + ports,
        }
        for name, n in counts.items():
            if n != BOX.pieces[name]:
                out.append(f"seat {seat}: {n} {name} pieces, not {BOX.pieces[name]}")
        if min(supply) < 0:
            out.append(f"seat {seat}: a negative piece supply")
        if any(s.id // 3 != seat for s in ships):
            out.append(f"seat {seat}: a ship in another seat's slot")
    return out


def _upgrades_and_fame(state: StarfarersState) -> list[str]:
    out = []
    for u in UPGRADES:
        total = state.tray[u] + sum(up[u] for up in state.upgrades)
        if total != BOX.upgrade_tray[u]:
            out.append(f"upgrade {u.word}: {total}, not {BOX.upgrade_tray[u]}")
        if state.tray[u] < 0 or any(not 0 <= up[u] <= BOX.upgrade_max[u] for up in state.upgrades):
            out.append(f"upgrade {u.word}: a count outside its limits")
    if state.fame_tray + sum(state.fame) != BOX.fame_tray or state.fame_tray < 0 or min(state.fame) < 0:
        out.append(f"fame pieces: {state.fame_tray} + {state.fame}, not {BOX.fame_tray}")
    return out


def _cards_in_decks(state: StarfarersState) -> list[str]:
    out = []
    friendship = [c for left in state.friendship_left for c in left] + [c for f in state.friends for c in f]
    if len(friendship) != len(ALL_FRIENDSHIP) or set(friendship) != ALL_FRIENDSHIP:
        out.append("friendship cards: not each of the 20 once")
    deck = state.encounter_draw + state.encounter_discard + state.encounter_aside
    if state.encounter_current is not None:
        deck = deck + [state.encounter_current]
    if len(deck) != len(ALL_ENCOUNTERS) or set(deck) != ALL_ENCOUNTERS:
        out.append("encounter cards: not each of the 32 once")
    return out


def _board(state: StarfarersState) -> list[str]:
    out = []
    if set(state.colonies) & set(state.spaceports):
        out.append("a colony and a spaceport on one node")
    seen: set[int] = set(state.colonies) | set(state.spaceports)
    for ship in state.ships:
        if ship is None or ship.id == state.moving:
            continue  # the moving ship may be passing an occupied node
        if ship.node in seen:
            out.append(f"ship {ship.id} shares node {ship.node}")
        seen.add(ship.node)
    for civ, holder in enumerate(state.markers):
        here = state.stations[civ]
        if holder is None:
            if here:
                out.append(f"outpost {civ}: stations but no marker holder")
        elif any(here.count(s) > here.count(holder) for s in here):
            out.append(f"outpost {civ}: the marker is not with the most stations")
    return out


def _copy(state: StarfarersState) -> StarfarersState:
    """Returns a deep copy; the RNG is cloned through its state, much faster than deepcopy's pickling."""
    clone = random.Random()
    clone.setstate(state.rng.getstate())
    return copy.deepcopy(state, {id(state.rng): clone})


def committed(state: StarfarersState, seat: Seat) -> list[int]:
    """Returns the cards of a seat's hand that the open offer round has made public, by resource."""
    kept = [0] * 5
    offer = state.offer
    if offer is None:
        return kept
    if seat == state.current:
        kept = list(offer.give)  # an offer may only give cards the active player holds
    answer = offer.answers.get(seat)
    if answer is not None and answer[0] != "pass":
        kept = [max(k, n) for k, n in zip(kept, answer[1])]  # what the answer gives the active player
    return kept


def scramble_hidden(state: StarfarersState, seat: Seat | None, rng: random.Random) -> StarfarersState:
    """Returns a copy whose secrets of `seat` (None: nobody's: piles, decks, face-down discs) differ."""
    other = _copy(state)
    if seat is None:
        rng.shuffle(other.reserve)
        rng.shuffle(other.encounter_draw)
        rng.shuffle(other.reserve_discs)
        pools: dict[str, list[int]] = {}
        for p in PLANETS:
            if not other.face_up[p.key]:
                pools.setdefault(p.pool, []).append(p.key)
        for planets in pools.values():
            discs = [other.planet_disc[p] for p in planets]
            rng.shuffle(discs)
            for q, d in zip(planets, discs):
                other.planet_disc[q] = d
        return other
    decision = other.decisions.open(seat)
    if decision is not None and decision.private and decision.picks:
        return other  # picks of cards in progress name the hand; nothing is scrambled
    hand = other.hands[seat]
    kept = committed(other, seat)
    # One card of the hand that nothing has made public changes places with a card of another type in the
    # (hidden) reserve pile: the hand differs and every public count and commitment stays.
    mine = [r for r in range(5) if hand[r] > kept[r]]
    if mine:
        give = rng.choice(mine)
        swaps = [k for k, card in enumerate(other.reserve) if card != give]
        if swaps:
            k = rng.choice(swaps)
            hand[give] -= 1
            hand[other.reserve[k]] += 1
            other.reserve[k] = give
    return other
