"""Starfarers' fast legal lists: the busiest decisions' moves, found in one pass instead of a check per candidate.

Each list must equal its step's checked candidates, in order (tests/engine/test_steps.py and
tests/games/starfarers/test_engine.py hold them so); the rules attach them to their steps (rules.py).
"""

from __future__ import annotations

from operator import attrgetter

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.steps import Fast
from tabletop.games.starfarers import cards
from tabletop.games.starfarers.board import BOARD, COLONY_SITE, DOCKING, NEIGHBOURS, NODES, node_id
from tabletop.games.starfarers.flight import (END_FLIGHT, JUMPS, STEP, STEPS_FROM, can_dock, can_end_within,
                                              colony_refusal, foreign_sites, free_sites, legal_end, may_park,
                                              ships_of, speed, taken_nodes)
from tabletop.games.starfarers.production import RESOURCE_PICKS
from tabletop.games.starfarers.state import COLONY, SHIPYARD, STATION, TRANSPORT, Ship, StarfarersState
from tabletop.games.starfarers.trade import (ACCEPT, BOX_RATES, COLONY_SHIP_COST, END_TURN, GOODS, OFFER,
                                             OFFER_CANCEL, OFFER_GIVE, OFFER_SEND, OFFER_SKIP, OFFER_WANT, PASS,
                                             PROPOSE, PROPOSE_CANCEL, PROPOSE_GIVE, PROPOSE_SEND, PROPOSE_WANT, SHAKE,
                                             SPACEPORT_COST, TAKE_NONE, TAKE_OFFER, TRADE_ROWS, TRADE_SHIP_COST,
                                             TRADES, UPGRADE_ROWS, answering_order, most_wanted, sides,
                                             supply_rates)


def _others_hold_cards(state: StarfarersState, seat: Seat) -> bool:
    """Returns True when a seat other than `seat` holds a card."""
    for s, hand in enumerate(state.hands):
        if s != seat and any(hand):
            return True
    return False


def trade_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns the legal trade-and-build moves: bank trades, upgrades, builds, fame for goods, an offer, the end."""
    seat = d.seat
    hand = state.hands[seat]
    out = _bank_trades(state, seat)
    ups = state.upgrades[seat]
    tray = state.tray
    for u, most, cost, build in UPGRADE_ROWS:
        if ups[u] < most and tray[u] > 0 and cards.can_pay(state, seat, cost):
            out.append(build)
    out += _piece_builds(state, seat)
    if hand[GOODS] and state.fame_tray > 0:
        out += [Action("fame_for_sale", (c,)) for c in state.friends[seat]
                if c.startswith("DI_FAME") and c not in state.fame_used]
    if any(hand) and _others_hold_cards(state, seat):
        out.append(OFFER)
    out.append(SHAKE if ships_of(state, seat) else END_TURN)
    return out


def _bank_trades(state: StarfarersState, seat: Seat) -> list[Action]:
    """Returns the seat's legal trades with the supply, at every rate it has, for every resource the supply holds."""
    hand = state.hands[seat]
    supply = state.supply
    every = all(supply)  # the supply holds every resource (nearly always): each trade row as it is
    gets = [] if every else [get for get in range(5) if supply[get] > 0]
    friends = state.friends[seat]  # without a friendship card, every rate is the box's (supply_rates)
    out: list[Action] = []
    for give in range(5):
        have = hand[give]
        if not have:
            continue
        for rate in supply_rates(state, seat, give) if friends else BOX_RATES[give]:
            if have >= rate:
                out += TRADE_ROWS[rate, give] if every else [TRADES[rate, give, get] for get in gets if get != give]
    return out


def _piece_builds(state: StarfarersState, seat: Seat) -> list[Action]:
    """Returns the seat's legal builds of pieces: spaceports on its colonies, colony and trade ships at free sites."""
    out: list[Action] = []
    pieces = state.pieces[seat]
    if pieces[SHIPYARD] > 0 and cards.can_pay(state, seat, SPACEPORT_COST):
        out += [Action("build", ("spaceport", node_id(n))) for n, o in state.colonies.items() if o == seat]
    if pieces[TRANSPORT] > 0:
        colony_ok = pieces[COLONY] > 0 and cards.can_pay(state, seat, COLONY_SHIP_COST)
        trade_ok = pieces[STATION] > 0 and cards.can_pay(state, seat, TRADE_SHIP_COST)
        if colony_ok or trade_ok:
            for node in free_sites(state, seat):
                if colony_ok:
                    out.append(Action("build", ("colony_ship", node_id(node))))
                if trade_ok:
                    out.append(Action("build", ("trade_ship", node_id(node))))
    return out


def offer_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns the legal picks of an offer being written: a card to give or want, a seat to skip, send, cancel."""
    give, want, closed = sides(d.picks)
    hand = state.hands[d.seat]
    out = [OFFER_GIVE[r] for r in range(5) if not want[r] and give[r] < hand[r]]
    wanted = sum(want)
    if wanted < most_wanted(state):
        out += [OFFER_WANT[r] for r in range(5) if not give[r]]
    players = state.players
    if len(closed) < players - 2:
        out += [OFFER_SKIP[s] for s in answering_order(state) if s not in closed]
    if bool(sum(give)) == bool(wanted) and len(closed) < players - 1:
        out.append(OFFER_SEND)
    if d.picks:
        out.append(OFFER_CANCEL)
    return out


def answer_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns an answering seat's legal moves: accept, pass or propose, then the picks of its proposal."""
    offer = state.offer
    assert offer is not None
    hand = state.hands[d.seat]
    if not d.picks:
        out = []
        if sum(offer.give) and d.seat in offer.open_to and cards.can_pay(state, d.seat, offer.want):
            out.append(ACCEPT)
        out.append(PASS)
        if any(hand) and any(state.hands[state.current]):
            out.append(PROPOSE)
        return out
    give, want, _closed = sides(d.picks)
    out = [PROPOSE_GIVE[r] for r in range(5) if not want[r] and give[r] < hand[r]]
    wanted = sum(want)
    if wanted < sum(state.hands[state.current]):
        out += [PROPOSE_WANT[r] for r in range(5) if not give[r]]
    if wanted and sum(give):
        out.append(PROPOSE_SEND)
    out.append(PROPOSE_CANCEL)
    return out


def choose_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns the answers the active player may take (those both sides can still pay), and taking none."""
    offer = state.offer
    assert offer is not None
    out = []
    for seat in answering_order(state):
        answer = offer.answers.get(seat)
        if answer is not None and answer[0] != "pass" and cards.can_pay(state, seat, answer[1]) and \
                cards.can_pay(state, d.seat, answer[2]):
            out.append(TAKE_OFFER[seat])
    out.append(TAKE_NONE)
    return out


NODE_OF = attrgetter("node")


def crowded_nodes(state: StarfarersState) -> set[int]:
    """Returns the nodes holding two or more pieces (a ship passing another piece)."""
    colonies, spaceports = state.colonies, state.spaceports
    nodes = list(map(NODE_OF, filter(None, state.ships)))  # each ship's node, read in C
    ship_nodes = set(nodes)
    crowded: set[int] = set()
    # Tested in C first: nearly always each ship stands alone, off the colonies and spaceports.
    if len(ship_nodes) < len(nodes) or not ship_nodes.isdisjoint(colonies) or not ship_nodes.isdisjoint(spaceports):
        ship_nodes.clear()
        for node in nodes:
            if node in colonies or node in spaceports or node in ship_nodes:
                crowded.add(node)
            else:
                ship_nodes.add(node)
    return crowded


# Whether another piece stands on a ship's own node is whether that node is crowded: so where a rule asks it of the
# ship's own node only (ending, parking or docking where it stands), the crowded nodes, found once for a list, stand
# in for taken_nodes, which copies every piece's node for each ship.


def _steps_of(state: StarfarersState, ship: Ship, left: int, sites: frozenset[int], crowded: set[int]) -> list[Action]:
    """Returns the ship's legal steps with `left` steps to go: to each neighbour from which a legal end lies
    within the steps then left (can_end_within)."""
    node = ship.node
    if left >= 2 and legal_end(state, ship, node, sites, taken=crowded):
        # The ship may end where it stands, and the board's edges go both ways: from any neighbour it can step
        # back here, so every neighbour is a legal step (the usual case, found with one test instead of three).
        return STEPS_FROM[ship.id][node]
    # About one list in ten gets here: taken_nodes, from the crowded nodes (the ship's own node only when crowded).
    taken = set(state.colonies)
    taken.update(state.spaceports, map(NODE_OF, filter(None, state.ships)))
    if node not in crowded:
        taken.discard(node)
    ship_id = ship.id
    return [STEP[ship_id, n] for n in NEIGHBOURS[node] if can_end_within(state, ship, n, left - 1, sites, taken)]


def fly_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns the flying seat's legal moves: each ship's steps, a colony founded or a station docked, the end."""
    seat = d.seat
    sites = foreign_sites(state, seat, BOARD.neutral_sites_block)
    out: list[Action] = []
    fast = speed(state, seat)
    here = crowded_nodes(state)  # the taken nodes of each ship, as far as its own node goes (see above)
    # While the moving ship stands where it may not end, no other ship may start (_switch_refusal), and the
    # flight may not end while it has not finished (_end_flight_refusal).
    stuck = None
    moving = state.ships[state.moving] if state.moving is not None else None
    if moving is not None and not may_park(state, moving, moving.node, sites, taken=here):
        stuck = moving
    may_end = stuck is None or stuck.done
    for ship in ships_of(state, seat):
        node = ship.node
        if ship.must_leave and may_end and not ship.halted and node == ship.start and \
                not legal_end(state, ship, node, sites, taken=here):
            may_end = False
        if ship.done or (stuck is not None and ship is not stuck):
            continue
        out += _ship_moves(state, seat, ship, fast - ship.steps, sites, here)
    if may_end:
        out.append(END_FLIGHT)
    return out


def _ship_moves(state: StarfarersState, seat: Seat, ship: Ship, left: int, sites: frozenset[int],
                crowded: set[int]) -> list[Action]:
    """Returns one ship's legal steps with `left` to go, and its founding or docking where it stands."""
    out: list[Action] = []
    node = ship.node
    if not ship.halted and left > 0:
        out += _steps_of(state, ship, left, sites, crowded)  # a shared row: added, never kept
    if ship.trade:
        if DOCKING[node] and can_dock(state, seat, node) and node not in crowded:
            out.append(Action("dock", (ship.id,)))
    elif COLONY_SITE[node] and colony_refusal(state, ship) is None:
        out.append(Action("found", (ship.id,)))
    return out


def jump_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns the nodes a space-jumping ship may end on."""
    ship = state.ships[int(str(d.params["ship"]))]
    assert ship is not None
    sites = foreign_sites(state, d.seat, BOARD.neutral_sites_block)
    # _check_jump for every node, with the other pieces' nodes found once instead of at each node.
    taken = taken_nodes(state, ship)
    return [JUMPS[n] for n in range(len(NODES)) if n != ship.node and legal_end(state, ship, n, sites, taken=taken)]


def cards_list(state: StarfarersState, d: Decision) -> list[Action]:
    """Returns the legal picks of a resource: from the hand (discard, give) or from the supply (take, relief)."""
    source = state.hands[d.seat] if d.kind in ("discard", "give") else state.supply
    row = RESOURCE_PICKS[d.kind]
    return [row[r] for r in range(5) if source[r] >= 1]


# The fast list of each kind of decision that has one.
FAST: dict[str, Fast] = {
    "trade": trade_list, "offer": offer_list, "answer": answer_list, "choose": choose_list,
    "fly": fly_list, "jump": jump_list,
    "discard": cards_list, "give": cards_list, "take": cards_list, "relief": cards_list,
}
