"""Flight (航行): speed, where a ship may end, steps without stranding, exploring, hazards, colonies, stations.

Rulings (shared/notes/starfarers.md §7): a ship may pass any piece but ends only where allowed; a step is
legal only if the ship can still end legally within the steps left (R22); entering a node of a face-down
system's perimeter turns its discs (hazards become their tokens), and a ship entering a corner of a hazard
it is strong enough for clears it at once (R18); a colony ship left on a colony site, or a ship on a node that
became another player's spaceport site, must found or end elsewhere in its next flight unless halted or
nowhere else is legal (R23, R24).
"""

from __future__ import annotations

from tabletop.engine.action import Action, Arg
from tabletop.engine.contract import Event, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step
from tabletop.games.starfarers.arguments import args_of, int_arg, node_arg
from tabletop.games.starfarers.board import (BOARD, COLONY_SITE, DOCKING, NEIGHBOURS, NODES, PLANETS, SECTORS,
                                             distances, node_id)
from tabletop.games.starfarers.components import CIVS, DISCS, FRIENDSHIP, FRIENDSHIP_BY_ID, TOKENS, Upgrade
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
    return list(filter(None, state.ships[base:base + 3]))  # a Ship is always true: filter keeps the ships, in C


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


def may_park(state: StarfarersState, ship: Ship, node: int, sites: frozenset[int],
             taken: set[int] | None = None) -> bool:
    """Returns True when the ship may end its flight on the node without founding there: as `legal_end`, but a
    trade ship on a docking point must found its station (§7, R25), so it never just parks there."""
    if ship.trade and DOCKING[node]:
        return False
    return legal_end(state, ship, node, sites, taken=taken)


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
    face_up = state.face_up
    for sector in NODES[node].systems:
        for p in SECTORS[sector].planets:  # a loop, not any() over a generator: every step asks
            if not face_up[p]:
                explore(state, ship.owner, sector, events)
                break
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


# === the decisions of flight: moving ships, and the ship choices encounters ask for =============================
END_FLIGHT = Action("end_flight")
STEP = {(ship, n.key): Action("step", (ship, n.id)) for ship in range(12) for n in NODES}
# Each ship's steps from each node to all its neighbours, in the board's order (a legal list copies the run).
STEPS_FROM = [[[STEP[ship, m] for m in NEIGHBOURS[n.key]] for n in NODES] for ship in range(12)]


# a free trade ship placed (a token, an encounter's gift)
def check_place_token(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    node = node_arg(args_of(a, 1)[0])
    return None if node in free_sites(state, d.seat) else Reason("sf.not_your_site", {"node": node_id(node)})


def cand_place(state: StarfarersState, d: Decision) -> list[Action]:
    verb = "place_token" if d.kind == "place_token" else "place_ship"
    return [Action(verb, (node_id(n),)) for n in free_sites(state, d.seat)]


# halting a ship, placing a free one, the space jump
def _check_ship_choice(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    ship_id = int_arg(args_of(a, 1)[0], 0, 3 * state.players - 1)
    ship = state.ships[ship_id]
    if ship is None or ship.owner != d.seat:
        return Reason("sf.not_your_ship", {"ship": ship_id})
    if d.kind == "halt" and ship.halted:
        return Reason("sf.already_halted", {"ship": ship_id})
    return None


def _cand_ships(state: StarfarersState, d: Decision) -> list[Action]:
    return [Action(d.kind, (k,)) for k in range(d.seat * 3, d.seat * 3 + 3)]


def _do_halt(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    ship = state.ships[int(a.args[0])]
    assert ship is not None
    ship.halted = True
    events.append(Event("sf.halted", {"seat": d.seat, "node": node_id(ship.node)}, d.seat))
    state.decisions.settle(d.seat)


def _do_place_ship(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    node = node_arg(a.args[0])
    place_ship(state, d.seat, True, node)
    events.append(Event("sf.ship_placed", {"seat": d.seat, "node": node_id(node)}, d.seat))
    state.decisions.settle(d.seat)


def _do_jump_ship(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    state.decisions.settle(d.seat)
    state.decisions.push(Decision(d.seat, "jump", "sf.prompt.jump", {"ship": int(a.args[0])}))


def _check_jump(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    node = node_arg(args_of(a, 1)[0])
    ship = state.ships[int(str(d.params["ship"]))]
    assert ship is not None
    sites = foreign_sites(state, d.seat, BOARD.neutral_sites_block)
    if node == ship.node or not legal_end(state, ship, node, sites):
        return Reason("sf.cannot_end_there", {"node": node_id(node)})
    return None


JUMPS = [Action("jump", (n.id,)) for n in NODES]


def _cand_jump(state: StarfarersState, d: Decision) -> list[Action]:
    return list(JUMPS)


def _do_jump(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    node = node_arg(a.args[0])
    ship = state.ships[int(str(d.params["ship"]))]
    assert ship is not None
    state.decisions.settle(d.seat)
    events.append(Event("sf.jumped", {"seat": d.seat, "node": node_id(node)}, d.seat))
    enter(state, ship, node, events)
    ship.halted = True  # it has ended its flight on arrival (R41)
    ship.path = []  # a jump is no path: the table draws none for it
    if ship.trade and DOCKING[node]:
        dock(state, ship, events)


# a friendship card
def _check_befriend(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    (card,) = args_of(a, 1)
    civ = int(str(d.params["civ"]))
    return None if card in state.friendship_left[civ] else Reason("sf.card_not_here", {"card": str(card)})


def _cand_befriend(state: StarfarersState, d: Decision) -> list[Action]:
    return [Action("befriend", (c.id,)) for c in FRIENDSHIP if c.civ == CIVS[int(str(d.params["civ"]))]]


def _do_befriend(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    card = str(a.args[0])
    civ = int(str(d.params["civ"]))
    state.friendship_left[civ].remove(card)
    state.friends[d.seat].append(card)
    events.append(Event("sf.befriended", {"seat": d.seat, "card": card}, d.seat))
    state.decisions.settle(d.seat)


def dock(state: StarfarersState, ship: Ship, events: list[Event]) -> None:
    """Founds a trade station where the ship docks and asks its owner to choose a friendship card."""
    civ = found_station(state, ship, events)
    state.decisions.push(Decision(ship.owner, "befriend", "sf.prompt.befriend", {"civ": civ}))


# flight
def _ship_of(state: StarfarersState, seat: Seat, arg: Arg) -> Ship | Reason:
    ship_id = int_arg(arg, 0, 3 * state.players - 1)
    ship = state.ships[ship_id]
    if ship is None or ship.owner != seat:
        return Reason("sf.not_your_ship", {"ship": ship_id})
    return ship


def _switch_refusal(state: StarfarersState, ship: Ship, sites: frozenset[int]) -> Reason | None:
    """Returns why another ship cannot start yet: the moving one stands where it may not end."""
    if state.moving is None or state.moving == ship.id:
        return None
    moving = state.ships[state.moving]
    if moving is None or may_park(state, moving, moving.node, sites):
        return None
    if moving.trade and DOCKING[moving.node] and legal_end(state, moving, moving.node, sites):
        return Reason("sf.must_dock", {"node": node_id(moving.node)})
    return Reason("sf.finish_ship_first", {"node": node_id(moving.node)})


def _check_fly(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    seat = d.seat
    sites = foreign_sites(state, seat, BOARD.neutral_sites_block)
    if a.kind == "end_flight":
        args_of(a, 0)
        return _end_flight_refusal(state, seat, sites)
    if a.kind == "step":
        ship_word, node_word = args_of(a, 2)
        ship = _ship_of(state, seat, ship_word)
        if isinstance(ship, Reason):
            return ship
        node = node_arg(node_word)
    else:
        ship = _ship_of(state, seat, args_of(a, 1)[0])
        if isinstance(ship, Reason):
            return ship
        node = ship.node
    if ship.done:
        return Reason("sf.ship_done")
    refusal = _switch_refusal(state, ship, sites)
    if refusal is not None:
        return refusal
    if a.kind == "found":
        code = colony_refusal(state, ship)
        return None if code is None else Reason(code, {"node": node_id(ship.node)})
    if a.kind == "dock":
        if not ship.trade or not DOCKING[node]:
            return Reason("sf.not_docking_point")
        return dock_refusal(state, ship)
    if ship.halted:
        return Reason("sf.ship_halted")
    if node not in NEIGHBOURS[ship.node]:
        return Reason("sf.not_adjacent", {"node": node_id(node)})
    if steps_left(state, ship) < 1:
        return Reason("sf.no_steps_left", {"speed": speed(state, seat)})
    if not may_step(state, ship, node, sites):
        return Reason("sf.stranded", {"node": node_id(node)})
    return None


def dock_refusal(state: StarfarersState, ship: Ship) -> Reason | None:
    """Returns why this trade ship cannot found a station on the docking point it stands on, or None: the point
    taken by another piece first, then a full outpost, then too few freight pods."""
    node = ship.node
    if occupied(state, node, ship):
        return Reason("sf.dock_taken", {"node": node_id(node)})
    here = len(state.stations[outpost_index(node)])
    if here >= DOCKS:
        return Reason("sf.docks_full", {"node": node_id(node)})
    pods = state.upgrades[ship.owner][Upgrade.FREIGHT_POD]
    if pods <= here:
        return Reason("sf.dock_refused", {"pods": pods, "stations": here})
    return None


def _end_flight_refusal(state: StarfarersState, seat: Seat, sites: frozenset[int]) -> Reason | None:
    if state.moving is not None:
        moving = state.ships[state.moving]
        if moving is not None and not moving.done and not may_park(state, moving, moving.node, sites):
            if moving.trade and DOCKING[moving.node] and legal_end(state, moving, moving.node, sites):
                return Reason("sf.must_dock", {"node": node_id(moving.node)})
            return Reason("sf.cannot_end_there", {"node": node_id(moving.node)})
    for ship in ships_of(state, seat):
        if ship.must_leave and not ship.halted and ship.node == ship.start and \
                not legal_end(state, ship, ship.node, sites):
            return Reason("sf.must_leave", {"node": node_id(ship.node)})
    return None


def _cand_fly(state: StarfarersState, d: Decision) -> list[Action]:
    out: list[Action] = []
    for ship in ships_of(state, d.seat):
        if ship.done:
            continue
        if not ship.halted:
            out += [Action("step", (ship.id, node_id(n))) for n in NEIGHBOURS[ship.node]]
        if ship.trade:
            if DOCKING[ship.node]:
                out.append(Action("dock", (ship.id,)))
        elif COLONY_SITE[ship.node]:
            out.append(Action("found", (ship.id,)))
    out.append(END_FLIGHT)
    return out


def _do_fly(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    seat = d.seat
    if a.kind == "end_flight":
        state.agenda.insert(0, {"op": "end_turn"})  # the turn flow (rules.py) ends the turn
        return
    ship = state.ships[int(a.args[0])]
    assert ship is not None
    if state.moving is not None and state.moving != ship.id:
        previous = state.ships[state.moving]
        if previous is not None:
            previous.done = True
    state.moving = ship.id
    if a.kind == "step":
        node = node_arg(a.args[1])
        ship.steps += 1
        ship.path.append(node)
        events.append(Event("sf.step", {"seat": seat, "ship": ship.id, "node": node_id(node)}, seat))
        enter(state, ship, node, events)
    elif a.kind == "found":
        found_colony(state, ship, events)
    else:
        dock(state, ship, events)


STEPS: dict[str, Step] = {
    "fly": Step(frozenset({"step", "found", "dock", "end_flight"}), _cand_fly, _check_fly, _do_fly),
    "halt": Step(frozenset({"halt"}), _cand_ships, _check_ship_choice, _do_halt),
    "jump_ship": Step(frozenset({"jump_ship"}), _cand_ships, _check_ship_choice, _do_jump_ship),
    "place_ship": Step(frozenset({"place_ship"}), cand_place, check_place_token, _do_place_ship),
    "jump": Step(frozenset({"jump"}), _cand_jump, _check_jump, _do_jump),
    "befriend": Step(frozenset({"befriend"}), _cand_befriend, _check_befriend, _do_befriend),
}
