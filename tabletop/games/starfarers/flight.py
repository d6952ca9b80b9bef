"""Flight (航行): speed, where a ship may end, steps without stranding, exploring, hazards, colonies, stations.

Rulings (shared/notes/starfarers.md §7): a ship may pass any piece but ends only where allowed; a step is
legal only if the ship can still end legally within the steps left (R22); entering a node of a face-down
system's perimeter turns its discs (hazards become their tokens), and a ship entering a corner of a hazard
it is strong enough for clears it at once (R18); a colony ship left on a colony site, or a ship on a node that
became another player's spaceport site, must found or end elsewhere in its next flight unless halted or
nowhere else is legal (R23, R24).
"""

from __future__ import annotations

from tabletop.engine.contract import Event, Seat
from tabletop.games.starfarers.board import (COLONY_SITE, DOCKING, NEIGHBOURS, NODES, PLANETS, SECTORS, distances,
                                             node_id)
from tabletop.games.starfarers.components import CIVS, DISCS, FRIENDSHIP_BY_ID, TOKENS, Upgrade
from tabletop.games.starfarers.state import STATION, TRANSPORT, Ship, StarfarersState

DOCKS = 5
THREE_PLAYER_COLONIES = 2


BOOSTER = int(Upgrade.BOOSTER)


def bonus(state: StarfarersState, seat: Seat, what: str) -> int:
    """Returns the Scientists' boosters or cannons (`what`) a seat's friendship cards add."""
    friends = state.friends[seat]
    if not friends:
        return 0
    return sum(int(FRIENDSHIP_BY_ID[c].effect.get(what, 0)) for c in friends if c.startswith("SC_"))


def speed(state: StarfarersState, seat: Seat) -> int:
    """Returns this flight's speed: base + physical boosters + Scientists boosters (live, R21)."""
    return state.base_speed + state.upgrades[seat][BOOSTER] + bonus(state, seat, "boosters")


def cannons(state: StarfarersState, seat: Seat) -> int:
    """Returns a seat's cannons for pirate bases and combat: physical + Scientists (R16)."""
    return state.upgrades[seat][Upgrade.CANNON] + bonus(state, seat, "cannons")


def ships_of(state: StarfarersState, seat: Seat) -> list[Ship]:
    """Returns the seat's ships on the board, by id."""
    base = seat * 3
    return [s for s in state.ships[base:base + 3] if s is not None]


def ship_at(state: StarfarersState, node: int) -> Ship | None:
    """Returns the ship standing on a node, or None."""
    for ship in state.ships:
        if ship is not None and ship.node == node:
            return ship
    return None


def occupied(state: StarfarersState, node: int, ignore: Ship | None = None) -> bool:
    """Returns True when a colony, spaceport or another ship stands on the node."""
    if node in state.colonies or node in state.spaceports:
        return True
    for ship in state.ships:
        if ship is not None and ship.node == node and ship is not ignore:
            return True
    return False


_SITES: dict[tuple[Seat, bool, tuple[tuple[int, int], ...]], frozenset[int]] = {}


def foreign_sites(state: StarfarersState, seat: Seat, neutral_blocks: bool = False) -> frozenset[int]:
    """Returns the spaceport sites of other players' spaceports (the neutral colour's only when they block, R3)."""
    # Asked at every step of every flight, while spaceports change a few times a game: remembered by their layout.
    key = (seat, neutral_blocks, tuple(state.spaceports.items()))
    sites = _SITES.get(key)
    if sites is None:
        found: set[int] = set()
        for node, owner in state.spaceports.items():
            if owner != seat and (owner >= 0 or neutral_blocks):
                found.update(NODES[node].spaceport_sites)
        if len(_SITES) > 4096:
            _SITES.clear()
        sites = _SITES[key] = frozenset(found)
    return sites


def outpost_index(node: int) -> int:
    """Returns the CIVS index of the outpost whose docking point this is."""
    outpost = NODES[node].outpost
    assert outpost is not None
    civ = SECTORS[outpost].civ
    assert civ is not None
    return CIVS.index(civ)


def can_dock(state: StarfarersState, seat: Seat, node: int) -> bool:
    """Returns True when the seat may found a trade station at this docking point now (pods > stations, a dock free)."""
    here = state.stations[outpost_index(node)]
    return len(here) < DOCKS and state.upgrades[seat][Upgrade.FREIGHT_POD] > len(here)


def taken_nodes(state: StarfarersState, ship: Ship) -> set[int]:
    """Returns the nodes holding a piece other than this ship."""
    taken = set(state.colonies)
    taken.update(state.spaceports)
    taken.update(s.node for s in state.ships if s is not None and s is not ship)
    return taken


def legal_end(state: StarfarersState, ship: Ship, node: int, sites: frozenset[int], obligation: bool = True,
              taken: set[int] | None = None) -> bool:
    """Returns True when the ship may end its flight on the node (`sites`: other players' spaceport sites;
    `taken`: the nodes holding other pieces, when already known)."""
    if node in sites or (node in taken if taken is not None else occupied(state, node, ship)):
        return False
    if ship.trade:
        if COLONY_SITE[node]:
            return False
        if DOCKING[node]:
            return can_dock(state, ship.owner, node)
    elif DOCKING[node]:
        return False
    if obligation and ship.must_leave and node == ship.start and not ship.halted:
        return excused(state, ship, sites)
    return True


def excused(state: StarfarersState, ship: Ship, sites: frozenset[int]) -> bool:
    """Returns True when a ship that must leave has no legal end elsewhere within its speed (R23)."""
    reach = distances(ship.start, speed(state, ship.owner))
    return not any(n != ship.start and legal_end(state, ship, n, sites, obligation=False) for n in reach)


def steps_left(state: StarfarersState, ship: Ship) -> int:
    """Returns how many steps the ship may still take this flight."""
    return max(0, speed(state, ship.owner) - ship.steps)


def can_end_within(state: StarfarersState, ship: Ship, node: int, steps: int, sites: frozenset[int],
                   taken: set[int] | None = None) -> bool:
    """Returns True when some legal end lies within `steps` of the node (the no-stranding rule, R22)."""
    if taken is None:
        taken = taken_nodes(state, ship)
    if legal_end(state, ship, node, sites, taken=taken):
        return True
    # Breadth first, stopping at the first legal end: nearly always a neighbour.
    seen = {node}
    frontier = [node]
    for _ in range(steps):
        nxt = []
        for n in frontier:
            for m in NEIGHBOURS[n]:
                if m not in seen:
                    if legal_end(state, ship, m, sites, taken=taken):
                        return True
                    seen.add(m)
                    nxt.append(m)
        frontier = nxt
    return False


def may_step(state: StarfarersState, ship: Ship, node: int, sites: frozenset[int], left: int | None = None,
             taken: set[int] | None = None) -> bool:
    """Returns True when the ship may step to this neighbouring node now (`left`, `taken`: when already known)."""
    if left is None:
        left = steps_left(state, ship)
    return (left > 0 and node in NEIGHBOURS[ship.node]
            and can_end_within(state, ship, node, left - 1, sites, taken))


# --- entering a node -------------------------------------------------------------------------------------
def enter(state: StarfarersState, ship: Ship, node: int, events: list[Event]) -> None:
    """Moves the ship onto the node: explores face-down systems it touches, then clears hazards it reaches."""
    ship.node = node
    for sector in NODES[node].systems:
        planets = SECTORS[sector].planets
        if any(not state.face_up[p] for p in planets):
            explore(state, ship.owner, sector, events)
    for p in NODES[node].planets:
        token = state.planet_token[p]
        if token is not None and strong_enough(state, ship.owner, token):
            clear_hazard(state, ship.owner, p, events)


def explore(state: StarfarersState, seat: Seat, sector: int, events: list[Event]) -> None:
    """Turns a system's discs face up; hazard discs leave play and their special tokens take their place."""
    shown: list[str] = []
    for p in SECTORS[sector].planets:
        if state.face_up[p]:
            continue
        state.face_up[p] = True
        disc_id = state.planet_disc[p]
        assert disc_id is not None
        disc = DISCS[disc_id]
        if disc.hazard is not None:
            token = next(t for t in state.tokens_aside if TOKENS[t].name == disc.hazard)
            state.tokens_aside.remove(token)
            state.planet_token[p] = token
            state.planet_disc[p] = None
            state.discs_out.append(disc_id)
            shown.append(disc.hazard)
        else:
            shown.append("/".join(str(n) for n in disc.numbers))
    events.append(Event("sf.explored", {"seat": seat, "system": SECTORS[sector].id, "discs": ", ".join(shown)},
                        seat, reveal=True))


def strong_enough(state: StarfarersState, seat: Seat, token: int) -> bool:
    """Returns True when the seat beats this pirate base (cannons) or terraforms this ice planet (pods)."""
    t = TOKENS[token]
    if t.pirate:
        return cannons(state, seat) >= t.strength
    return state.upgrades[seat][Upgrade.FREIGHT_POD] >= t.strength


def clear_hazard(state: StarfarersState, seat: Seat, planet: int, events: list[Event]) -> None:
    """The seat keeps the token (1 VP) and a random reserve disc goes face up on the planet."""
    token = state.planet_token[planet]
    assert token is not None
    state.planet_token[planet] = None
    state.tokens_won[seat].append(token)
    code = "sf.pirate_beaten" if TOKENS[token].pirate else "sf.ice_terraformed"
    events.append(Event(code, {"seat": seat, "strength": TOKENS[token].strength, "planet": PLANETS[planet].id}, seat))
    if state.reserve_discs:
        disc = state.reserve_discs.pop(state.rng.randrange(len(state.reserve_discs)))
        state.planet_disc[planet] = disc
        state.face_up[planet] = True
        events.append(Event("sf.reserve_disc", {"planet": PLANETS[planet].id,
                                                "number": "/".join(str(n) for n in DISCS[disc].numbers)},
                            reveal=True))


# --- founding ----------------------------------------------------------------------------------------------
def colony_refusal(state: StarfarersState, ship: Ship) -> str | None:
    """Returns why this colony ship cannot found where it stands (a message code), or None."""
    node = ship.node
    if ship.trade:
        return "sf.not_colony_ship"
    if not COLONY_SITE[node]:
        return "sf.not_colony_site"
    if occupied(state, node, ship):
        return "sf.site_taken"
    if any(state.planet_token[p] is not None for p in NODES[node].planets):
        return "sf.hazard_blocks"
    if state.neutral is not None:
        system = NODES[node].systems[0]
        taken = sum(1 for site in SECTORS[system].colony_sites if site in state.colonies or site in state.spaceports)
        if taken >= THREE_PLAYER_COLONIES:
            return "sf.two_colonies"
    return None


def found_colony(state: StarfarersState, ship: Ship, events: list[Event]) -> None:
    """Puts the ship's colony on its site; the transport returns to the supply."""
    state.colonies[ship.node] = ship.owner
    state.ships[ship.id] = None
    state.pieces[ship.owner][TRANSPORT] += 1
    if state.moving == ship.id:
        state.moving = None
    events.append(Event("sf.colony_founded", {"seat": ship.owner, "node": node_id(ship.node)}, ship.owner))


def found_station(state: StarfarersState, ship: Ship, events: list[Event]) -> int:
    """Docks the trade ship's station at its outpost, moves the friendship marker if due; returns the civ index."""
    civ = outpost_index(ship.node)
    seat = ship.owner
    state.stations[civ].append(seat)
    state.ships[ship.id] = None
    state.pieces[seat][TRANSPORT] += 1
    if state.moving == ship.id:
        state.moving = None
    events.append(Event("sf.station_founded", {"seat": seat, "civ": CIVS[civ]}, seat))
    holder = state.markers[civ]
    mine = state.stations[civ].count(seat)
    if holder is None or (holder != seat and mine > state.stations[civ].count(holder)):
        state.markers[civ] = seat
        events.append(Event("sf.marker_taken", {"seat": seat, "civ": CIVS[civ]}, seat))
    return civ


def free_sites(state: StarfarersState, seat: Seat) -> list[int]:
    """Returns the free spaceport sites of the seat's spaceports (where its ships are built)."""
    out: list[int] = []
    ship_nodes: set[int] | None = None
    for node, owner in state.spaceports.items():
        if owner == seat:
            if ship_nodes is None:
                ship_nodes = {s.node for s in state.ships if s is not None}
            out += [s for s in NODES[node].spaceport_sites
                    if s not in state.colonies and s not in state.spaceports and s not in ship_nodes and s not in out]
    return sorted(out)


def place_ship(state: StarfarersState, seat: Seat, trade: bool, node: int) -> Ship:
    """Puts a new ship of the seat on a node, taking a transport and its cargo from the supply."""
    base = seat * 3
    slot = next(k for k in range(base, base + 3) if state.ships[k] is None)
    state.pieces[seat][TRANSPORT] -= 1
    state.pieces[seat][STATION if trade else 0] -= 1
    ship = Ship(slot, seat, trade, node, start=node)
    state.ships[slot] = ship
    return ship
