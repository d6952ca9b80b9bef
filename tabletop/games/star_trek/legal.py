"""The legal lists of the busiest steps (orders, play and draw, discard, the choices orders open), built straight.

The checked list (each step's candidates less those its check refuses) stays the rule; these lists must equal it
at every moment, in the same order (tests/games/star_trek/test_legal.py holds them to it over seeded games). They
work out each ship's facts (stopped, staffed, Range left) once rather than once per destination, index the cards
in play by place, and list beams and moves without re-checking what the listing makes legal already.
"""

from __future__ import annotations

from functools import cache
from typing import Callable

from tabletop.engine.action import Action
from tabletop.engine.decisions import Decision
from tabletop.games.star_trek import battles, deck_orders, legal_choices, orders, steps, turn
from tabletop.games.star_trek.components import CARDS, CARDS_PER_SEAT, DECKS, DRAW_COST, Kind, seat_of_uid
from tabletop.games.star_trek.crew import has_surface, move_cost_between, range_left
from tabletop.games.star_trek.effects import (CostReductionPer, ExamineDilemmaPileTop, HandToDeckBottomThenDraw,
                                              HqPlayList, NameSkillForGroup, PlacePersonnelAboardShip, ShipRangeBonus,
                                              effect)
from tabletop.games.star_trek.effects_decks import BeamStoppedPersonnel, CostModifierWhile, DiscardToDraw
from tabletop.games.star_trek.orders import can_examine, card_order
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.steps import DISCARD, ORDERS, PLAY

Fast = Callable[[StarTrekState, Decision], list[Action]]

PERSONNEL, SHIP, EQUIPMENT = Kind.PERSONNEL, Kind.SHIP, Kind.EQUIPMENT
TWO_DECKS = 2 * CARDS_PER_SEAT   # the numbers of the two dealt decks; a card beyond them is one a test added

# Card data, read once: each card's kind, the cards with a card order, the cards whose cost varies.
KIND = {cid: card.kind for cid, card in CARDS.items()}
WITH_ORDERS = frozenset(cid for cid in CARDS if card_order(cid) is not None)
REDUCED = frozenset(cid for cid in CARDS if effect(cid, CostReductionPer) is not None)
# What orders_legal asks of a card id, as one lookup each: a ship (2), a personnel with a card order (1) or
# another (0); a mission's type and whether it has a surface; the card ids a mission allows to attempt it.
ROLE = {cid: 2 if card.kind is SHIP else 1 if cid in WITH_ORDERS else 0 for cid, card in CARDS.items()}
MISSION_TYPE = {cid: card.mission_type for cid, card in CARDS.items()}
SURFACE = frozenset(cid for cid, card in CARDS.items() if has_surface(card))
ALLOWED = {mid: frozenset(cid for cid, card in CARDS.items() if mission.allows(card.affiliation))
           for mid, mission in CARDS.items() if mission.kind is Kind.MISSION}
# A headquarters' play list as the card ids it admits (none for a mission without one: nothing is played there).
PLAY_LISTS = {mid: frozenset() if plays is None else
              frozenset(cid for cid, card in CARDS.items() if plays.admits(card.affiliation, card.series_icons))
              for mid in CARDS if CARDS[mid].kind is Kind.MISSION for plays in (effect(mid, HqPlayList),)}
# The headquarters whose play list admits equipment (Q1).
TAKES_EQUIPMENT = frozenset(mid for mid in CARDS if (plays := effect(mid, HqPlayList)) is not None and plays.equipment)
# What play_legal asks of a hand card, in one lookup: None for an interrupt (not played in this segment), else its
# cost (None: a reduction varies it), whether it is a personnel or ship, whether it is unique, and its title.
PLAY_FACTS: dict[str, tuple[int | None, bool, bool, str] | None] = {
    cid: None if card.kind is Kind.INTERRUPT else (None if cid in REDUCED else max(0, card.cost),
                                                   card.kind is PERSONNEL or card.kind is SHIP, card.unique, card.title)
    for cid, card in CARDS.items()}
# What staffing asks of a card, in one lookup: a ship's [Cmd] and [Stf] icons and affiliation; whether a personnel
# has a [Cmd] and a [Stf] icon (1 or 0) and its affiliation. And each ship's printed Range.
SHIP_NEEDS = {cid: (card.staffing.count("Cmd"), card.staffing.count("Stf"), card.affiliation)
              for cid, card in CARDS.items()}
STAFF = {cid: (int("Cmd" in card.staffing_icons), int("Stf" in card.staffing_icons), card.affiliation)
         for cid, card in CARDS.items()}
RANGE = {cid: card.range for cid, card in CARDS.items()}
TITLE = {cid: card.title for cid, card in CARDS.items()}
DECK_ORDERS = (DiscardToDraw, BeamStoppedPersonnel)   # the orders deck_orders.order_blocked tests
ORDER_OF = {cid: order for cid in WITH_ORDERS if (order := card_order(cid)) is not None}
SEED_IDS = frozenset(cid for deck in ("federation", "borg") for cid in (*DECKS[deck].missions, *DECKS[deck].draw_deck,
                                                                       *DECKS[deck].dilemma_pile))


class Row(dict[int, Action]):
    """The actions `<verb> <uid> <dest>` of one card by destination, each made once when first asked for."""

    def __init__(self, verb: str, uid: int) -> None:
        super().__init__()
        self.verb, self.uid = verb, uid

    def __missing__(self, dest: int) -> Action:
        action = self[dest] = Action(self.verb, (self.uid, dest))
        return action


class Beams(dict[tuple[int, ...], list[Action]]):
    """One personnel's beams to each tuple of destinations, made once when first asked for: a personnel's beams
    are a whole run of the list, so the list copies the run in one step instead of making it an action at a time."""

    def __init__(self, uid: int) -> None:
        super().__init__()
        self.row = Row("beam", uid)

    def __missing__(self, to: tuple[int, ...]) -> list[Action]:
        row = self.row
        run = self[to] = [row[t] for t in to]
        return run


# Actions are values, so the same play, beam or move is handed out again rather than made anew at every moment.
PLAYS = [Action("play", (u,)) for u in range(2 * CARDS_PER_SEAT)]
BEAMS = [Beams(u) for u in range(2 * CARDS_PER_SEAT)]
MOVES = [Row("move", u) for u in range(2 * CARDS_PER_SEAT)]


class Board:
    """What the missions on the table (their numbers and card ids) settle, worked out once and kept: for each seat
    the planets and space missions it may attempt, with the card ids each allows; and each ship's moves by where it
    is and the Range it has left. It spares looking every mission over at every moment."""

    def __init__(self, sides: tuple[tuple[int, ...], ...], mission_ids: tuple[str, ...]) -> None:
        self.missions = tuple(m for side in sides for m in side)
        self.ids = ids = dict(zip(self.missions, mission_ids))
        # per seat: (mission, a planet (else space), the card ids allowed to attempt it)
        self.attemptable = [[(m, MISSION_TYPE[ids[m]] == "planet", ALLOWED[ids[m]]) for m in side
                             if MISSION_TYPE[ids[m]] in ("planet", "space")] for side in sides]
        # a ship's moves by where it is and the Range it has left (the missions' card ids are this Board's own)
        self.reach: dict[tuple[int, int, int], list[Action]] = {}

    def moves(self, ship: int, origin: int, origin_id: str, left: int) -> list[Action]:
        """Returns a ship's moves from `origin` (card id `origin_id`) with `left` Range, in the missions' order."""
        where = (ship, origin, left)
        found = self.reach.get(where)
        if found is None:
            within = _within(origin_id, left)
            row = MOVES[ship]
            found = self.reach[where] = [row[m] for m in self.missions
                                         if self.ids[m] != origin_id and self.ids[m] in within]
        return found


# The seat's cards in play split by role: personnel, ships, personnel with a card order (kept per deal, Dealt).
Split = tuple[list[int], list[int], list[int]]
Command = tuple[tuple[int, int], ...]   # the record of command (taken card, its commander), in its order


class Dealt:
    """What one deal settles, kept while its games go on: the Board of its missions, and each seat's cards in play
    split by role for each set of numbers in play (those change only when a card comes or goes, so most moments of
    an orders segment, beams and moves, find the split made).

    A deal is known by its `cards` tuple itself: the card id of every number is fixed when the cards are dealt (and
    with it each side's missions, the first numbers of its deck), a tuple cannot change, and copies of a state share
    it. This record holds the tuple, so no other object can take its id while the record is kept.
    """

    __slots__ = ("ids", "board", "splits", "last", "plain", "shared", "modifiers", "commanded", "surface",
                 "fleets", "staffing", "nowhere", "titled", "modded", "fleet", "namesakes")

    def __init__(self, ids: tuple[str, ...], sides: tuple[tuple[int, ...], ...]) -> None:
        self.ids = ids
        # The seed's two decks only: no battle, equipment, taking command nor card of the battles note, so the
        # shortcuts below that say "plain" hold; any other deal takes the longer way, as orders_legal says.
        self.plain = SEED_IDS.issuperset(ids)
        missions = [ids[m] for side in sides for m in side]
        self.shared = len(set(missions)) < len(missions)   # a mission in both decks (K5)
        # the numbers of the cards whose cost modifier may hold (Movar): none in play, no cost is changed
        self.modifiers = turn.live_modifiers(ids)
        self.board = Board(sides, tuple(missions))
        self.splits: dict[tuple[int, tuple[int, ...]], Split] = {}
        # each seat's split asked for last, with the numbers in play and the command record it was made for
        self.last: list[tuple[tuple[int, ...], Command, Split]] = [((-1,), (), ([], [], [])),
                                                                    ((-1,), (), ([], [], []))]
        # the splits made while somebody is taken (or a deck is bigger), by the numbers in play and the command record
        self.commanded: dict[tuple[int, tuple[int, ...], Command], Split] = {}
        self.surface = frozenset(m for side in sides for m in side if ids[m] in SURFACE)   # missions with one
        self.fleets: dict[tuple[int, ...], Fleet] = {}   # each placing of a seat's ships met (_fleet)
        # the Fleet asked for last, with the ships (a split's list, so only read) and their places it was asked for
        self.fleet: tuple[list[int] | None, tuple[int, ...], Fleet | None] = (None, (), None)
        self.staffing: dict[tuple[int, ...], bool] = {}   # (ship, *its unstopped crew) -> whether they staff it
        self.nowhere = {m: NOWHERE for m in self.board.missions}   # each mission's row while no ship is there
        # each seat's split asked for last by the play list, with the titles in play and cost modifiers it found
        self.titled: list[tuple[Split | None, frozenset[str]]] = [(None, frozenset())] * 2
        self.modded: list[tuple[Split | None, list[CostModifierWhile]]] = [(None, [])] * 2
        # each seat's numbers by title (while nobody is taken, a unique card is refused while one of them is in play)
        self.namesakes: list[dict[str, tuple[int, ...]]] = [_by_title(ids, seat) for seat in (0, 1)]


def _by_title(ids: tuple[str, ...], seat: int) -> dict[str, tuple[int, ...]]:
    """Returns the numbers of the seat's dealt deck by title."""
    found: dict[str, list[int]] = {}
    for u in range(seat * CARDS_PER_SEAT, min(len(ids), (seat + 1) * CARDS_PER_SEAT)):
        if ids[u]:
            found.setdefault(TITLE[ids[u]], []).append(u)
    return {title: tuple(numbers) for title, numbers in found.items()}


DEALS: dict[int, Dealt] = {}
DEALS_KEPT = 64      # emptied when fuller: each game has its own deal (a searching bot's copies share theirs)
SPLITS_KEPT = 512    # a deal's splits, emptied when fuller


def dealt(state: StarTrekState) -> Dealt:
    """Returns the record of the state's deal (made the first time it is met)."""
    ids = state.cards
    found = DEALS.get(id(ids))
    if found is None or found.ids is not ids:
        if len(DEALS) >= DEALS_KEPT:
            DEALS.clear()
        found = DEALS[id(ids)] = Dealt(ids, tuple([tuple(side.missions) for side in state.sides]))
    return found


def board(state: StarTrekState) -> Board:
    """Returns the Board of the table's missions."""
    return dealt(state).board


@cache
def _attempt(mission: int, ship: int | None) -> Action:
    """Returns the action attempting a planet (no ship) or a space mission with a ship."""
    return Action("attempt", (mission,) if ship is None else (mission, ship))


@cache
def _order(uid: int) -> Action:
    """Returns the action using a personnel's card order."""
    return Action("order", (uid,))


@cache
def _within(origin: str, left: int) -> frozenset[str]:
    """Returns the ids of the missions a ship at mission `origin` reaches with `left` Range (card data, so kept)."""
    return frozenset(cid for cid, card in CARDS.items()
                     if card.kind is Kind.MISSION and move_cost_between(origin, cid) <= left)


def _split(seat: int, uids: tuple[int, ...], ids: tuple[str, ...]) -> Split:
    """Returns the seat's personnel, ships and personnel with a card order among `uids`, each in their order."""
    first = seat * CARDS_PER_SEAT
    last = first + CARDS_PER_SEAT
    people: list[int] = []
    ships: list[int] = []
    ordering: list[int] = []
    for u in uids:
        if first <= u < last:
            role = ROLE[ids[u]]
            if role == 2:
                ships.append(u)
            else:
                people.append(u)
                if role:
                    ordering.append(u)
    return people, ships, ordering


def orders_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the legal beams, moves, attempts and card orders of the orders segment, then `end_orders`.

    Beams, moves, equipment beams (as listed: each legal) and battle orders (battles.listed_battles) are worked out
    straight for every deal, and attempts and card orders too unless a mission is in both decks (K5): then the
    attempts are the checked candidates of turn.py and each card order asks order_blocked."""
    seat = decision.seat
    ids = state.cards
    deal = DEALS.get(id(ids))  # dealt(state), its usual case inlined
    if deal is None or deal.ids is not ids:
        deal = dealt(state)
    # people: the seat's personnel in play, in the order they came; ships: its ships; ordering: its personnel with
    # a card order. Shared with the next moments, so only read.
    uids = tuple(state.loc)   # the numbers in play, which both seats' splits are looked up by
    people, ships, ordering = _split_of(state, deal, seat, uids)
    fleet = _fleet(deal, ships, state.loc)
    ships_at = fleet.ships_at   # mission -> the seat's ships there (kept by the Fleet: only read)
    out: list[Action] = []
    inside = _beams(state, people, fleet, out)
    if deal.shared:   # a mission in both decks: beams reach the other copy too (K5), the checked ones of turn.py
        out[:] = _passing(state, decision, turn.beam_candidates(state, seat, people))
    if state.gear:   # equipment beams: each to the surface below or a ship of the seat there (Q3, Q4)
        gear = turn.gear_beam_candidates(state, seat)
        # Listed straight, as each is legal; across two copies of one mission (K5) some are refused, so checked.
        out += _passing(state, decision, gear) if deal.shared else gear
    if ships:
        _moves(state, deal, ships, inside, out)
    if deal.shared:   # a mission in both decks: its group stands on either copy (declare.group_for)
        out += _passing(state, decision, turn.attempt_candidates(state, seat))
    else:
        _attempts(state, deal.board.attemptable[seat], ships_at, inside, out)
    if ordering:
        if not deal.shared:   # shared: a ship at the other copy is at the mission too (K5)
            _orders(state, seat, ordering, people, ships_at, out)
        else:
            # A taken personnel's order counts its commander's personnel (R58): the seat's own list.
            ids = state.cards
            out += [_order(p) for p in ordering if orders.order_blocked(
                state, seat, p, ORDER_OF[ids[p]], people, ships_at) is None]
    if state.sides[seat].core:
        theirs = _split_of(state, deal, 1 - seat, uids)
        out += battles.listed_battles(state, seat, (people, ships, theirs[0], theirs[1]), inside)
    out.append(turn.END_ORDERS)
    return out


def _passing(state: StarTrekState, decision: Decision, candidates: list[Action]) -> list[Action]:
    """Returns the candidates the orders step's check lets pass, in their order."""
    check = turn.STEPS[ORDERS].check
    return [a for a in candidates if check(state, decision, a) is None]


def _split_of(state: StarTrekState, deal: Dealt, seat: int, uids: tuple[int, ...] | None = None) -> Split:
    """Returns the seat's personnel, ships and personnel with a card order in play, kept by the deal for each set of
    numbers in play and record of command (who took whom: the deal fixes every number's card and owner). `uids`: the
    numbers in play in their order, when the caller has them."""
    if uids is None:
        uids = tuple(state.loc)
    command = tuple(state.commander.items()) if state.commander else ()
    last = deal.last[seat]
    if last[0] == uids and last[1] == command:  # as at the seat's last moment: no key to hash
        return last[2]
    if command or len(state.cards) > TWO_DECKS:
        kept = deal.commanded
        made = kept.get((seat, uids, command))
        if made is None:
            if len(kept) >= SPLITS_KEPT:
                kept.clear()
            made = kept[seat, uids, command] = _commanded(state, seat)
    else:
        splits = deal.splits
        made = splits.get((seat, uids))
        if made is None:
            if len(splits) >= SPLITS_KEPT:
                splits.clear()
            before, taken, had = last
            if not taken and uids[:len(before)] == before:
                # cards only came into play since (a play adds its card last): the last split, with theirs added
                people, ships, ordering = _split(seat, uids[len(before):], state.cards)
                made = (had[0] + people, had[1] + ships, had[2] + ordering)
            else:
                made = _split(seat, uids, state.cards)
            splits[seat, uids] = made
    deal.last[seat] = (uids, command, made)
    return made


def _commanded(state: StarTrekState, seat: int) -> Split:
    """Returns the personnel, ships and personnel with a card order the seat commands (a taken personnel is its
    taker's), in the order they came into play."""
    ids, command = state.cards, state.commander
    people: list[int] = []
    ships: list[int] = []
    ordering: list[int] = []
    for u in state.loc:
        if (command[u] if u in command else u // CARDS_PER_SEAT if u < TWO_DECKS else seat_of_uid(u)) != seat:
            continue
        kind = KIND[ids[u]]
        if kind is SHIP:
            ships.append(u)
        elif kind is PERSONNEL:
            people.append(u)
            if ids[u] in WITH_ORDERS:
                ordering.append(u)
    return people, ships, ordering


class Fleet(dict[int, tuple[int, ...]]):
    """One placing of a seat's ships: the seat's ships at each mission, and where a personnel at each place may
    beam to (made when first asked for). That follows from where the seat's ships are alone (down to the surface
    from aboard, across to the seat's other ships at the mission), and a beam moves no ship, so a run of beams finds
    its Fleet made: a deal keeps one per placing (`_fleet`). A personnel's place is a mission or a ship its
    commander commands (rules.check_invariants), so the seat's ships are every ship its personnel can be aboard.

    `rows` holds each place's beams by personnel, made when first asked for (_beams reads it with two plain
    subscripts per personnel, where a destination tuple to hash and look up cost more): the row of the place's
    destinations, one list by card number shared by every Fleet (ROWS)."""

    __slots__ = ("surface", "where", "ships_at", "rows")

    def __init__(self, surface: frozenset[int], nowhere: dict[int, list[list[Action] | None]], ships: list[int],
                 places: tuple[int, ...]) -> None:
        super().__init__()
        self.surface = surface                   # the missions on the table that have a surface
        self.where = dict(zip(ships, places))    # the seat's ship -> its mission
        self.ships_at: dict[int, list[int]] = {}   # mission -> the seat's ships there, in the order they came
        for s, at in zip(ships, places):
            if at in self.ships_at:
                self.ships_at[at].append(s)
            else:
                self.ships_at[at] = [s]
        # place -> ROWS of its destinations: made here for every place, so that _beams finds them all made (a
        # mission with no ship of the seat there has nowhere to beam to); __missing__'s answers, worked out inline
        rows = self.rows = dict(nowhere)
        for at, here in self.ships_at.items():
            self[at] = across = tuple(here)   # from the surface: up to each ship
            rows[at] = _row(across)
            down = (at,) if at in surface else ()
            for s in here:
                self[s] = to = down + tuple([t for t in here if t != s])   # down below, or across to the others
                rows[s] = _row(to)

    def __missing__(self, place: int) -> tuple[int, ...]:
        aboard = place in self.where
        mission = self.where[place] if aboard else place
        down = (mission,) if aboard and mission in self.surface else ()
        to = self[place] = down + tuple([s for s in self.ships_at.get(mission, ()) if s != place])
        return to

    def run(self, uid: int, place: int) -> list[Action]:
        """Returns the beams of personnel `uid` from `place`, kept in its row (a number beyond the two dealt decks,
        which a test may add, is made each time; so is a place no personnel of the seat should be at)."""
        to = self[place]
        row = self.rows.get(place)
        if row is None or uid >= len(row):
            return [Action("beam", (uid, t)) for t in to]
        run = row[uid]
        if run is None:
            run = row[uid] = BEAMS[uid][to]
        return run


def _row(to: tuple[int, ...]) -> list[list[Action] | None]:
    """Returns the row of a tuple of destinations: each personnel's beams to them by number (None: not made yet)."""
    if not to:
        return NOWHERE
    row = ROWS.get(to)
    if row is None:
        row = ROWS[to] = [None] * TWO_DECKS
    return row


# Each tuple of destinations met: the beams of each personnel (by number) to them, made when first asked for; and
# the row of a place with nowhere to beam to.
ROWS: dict[tuple[int, ...], list[list[Action] | None]] = {}
NOWHERE: list[list[Action] | None] = [[]] * TWO_DECKS


FLEETS_KEPT = 256   # a deal's Fleets, emptied when fuller


def _fleet(deal: Dealt, ships: list[int], loc: dict[int, int]) -> Fleet:
    """Returns the deal's Fleet of these ships where they are now (made the first time that placing is met)."""
    places = tuple(map(loc.__getitem__, ships))
    kept_ships, kept_places, found = deal.fleet
    if kept_ships is ships and kept_places == places and found is not None:
        return found   # as at the last moment (a run of beams): no key to make and hash
    key = (*ships, *places)   # the ships, then their places: its length says where the ships end
    found = deal.fleets.get(key)
    if found is None:
        if len(deal.fleets) >= FLEETS_KEPT:
            deal.fleets.clear()
        found = deal.fleets[key] = Fleet(deal.surface, deal.nowhere, ships, places)
    deal.fleet = (ships, places, found)
    return found


def _beams(state: StarTrekState, people: list[int], reach: Fleet, out: list[Action]) -> dict[int, list[int]]:
    """Adds the beams of the seat's unstopped personnel among `people` to `out`, in their order; returns each
    place's unstopped personnel of the seat. The busiest loop of a random game, so kept to the bone."""
    loc, stopped, rows = state.loc, state.stopped, reach.rows
    inside: dict[int, list[int]] = {}      # place (surface or ship) -> the seat's unstopped personnel there
    for p in [p for p in people if p not in stopped] if stopped else people:
        place = loc[p]
        if place in inside:
            inside[place].append(p)
        else:
            inside[place] = [p]
        try:
            run = rows[place][p]
        except (KeyError, IndexError):   # the place's row not made yet, or a number beyond it (Fleet.run)
            run = None
        out += run if run is not None else reach.run(p, place)
    return inside


def _moves(state: StarTrekState, deal: Dealt, ships: list[int], inside: dict[int, list[int]],
           out: list[Action]) -> None:
    """Adds the moves of the seat's ships to `out`: each unstopped, staffed ship to every mission its Range left
    reaches (a damaged ship's Range as crew.range_left works it out)."""
    loc, ids, stopped = state.loc, state.cards, state.stopped
    bonus, used, damage = state.range_bonus, state.range_used, state.damage
    table, staffing = deal.board, deal.staffing
    for s in ships:
        if s in stopped:
            continue
        crew = inside.get(s)
        if crew is None:
            continue  # not staffed (nobody aboard never staffs a ship: its affiliation is missing)
        key = (s, *crew)   # the deal fixes every number's card, so the numbers say whether the crew staffs it
        staffed = staffing.get(key)
        if staffed is None:
            if len(staffing) >= SPLITS_KEPT:
                staffing.clear()
            staffed = staffing[key] = _staffed(ids, ids[s], crew)
        if not staffed:
            continue
        origin = loc[s]
        left = range_left(state, s) if s in damage else RANGE[ids[s]] + bonus.get(s, 0) - used.get(s, 0)
        run = table.reach.get((s, origin, left))
        out += run if run is not None else table.moves(s, origin, ids[origin], left)


def _orders(state: StarTrekState, seat: int, ordering: list[int], people: list[int], ships_at: dict[int, list[int]],
            out: list[Action]) -> None:
    """Adds the card orders the seat may use now to `out`: order_blocked's tests in its order, read off the table
    once for the seat's personnel with an order rather than once each. `people` and `ordering` are the personnel
    the seat commands, taken ones too, so a taken Worf counts his taker's (R58) as order_blocked does."""
    ids, loc, stopped, used = state.cards, state.loc, state.stopped, state.used_orders
    text_off = not state.switches.stopped_card_text_active
    side = state.sides[seat]
    for p in ordering:
        if text_off and p in stopped:
            continue
        order = ORDER_OF[ids[p]]
        if isinstance(order, NameSkillForGroup):
            if p in used or len(side.deck) < order.discard_top:
                continue
        elif isinstance(order, HandToDeckBottomThenDraw):
            if len(side.hand) < order.put:
                continue
        elif isinstance(order, ExamineDilemmaPileTop):
            if p in used or not can_examine(state, p, order, people):
                continue
        elif isinstance(order, PlacePersonnelAboardShip):
            place = loc[p]
            if not ships_at.get(loc[place] if place in loc else place):  # no ship of the seat at its mission
                continue
        elif isinstance(order, ShipRangeBonus):
            if loc[p] not in loc:  # not aboard
                continue
        elif isinstance(order, DECK_ORDERS):   # the premade decks' (Kitrik's draw, a stopped personnel's beam)
            if deck_orders.order_blocked(state, seat, p, order) is not None:
                continue
        out.append(_order(p))


def _attempts(state: StarTrekState, attemptable: list[tuple[int, bool, frozenset[str]]],
              ships_at: dict[int, list[int]], inside: dict[int, list[int]], out: list[Action]) -> None:
    """Adds the legal attempts to `out`: a planet with an allowed crew on it, a space mission with one aboard."""
    ids, stopped = state.cards, state.stopped
    done, done_too = state.sides[0].completed, state.sides[1].completed   # a mission either seat completed
    for m, planet, allowed in attemptable:
        if planet:
            crew = inside.get(m)
            if crew is not None and _allowed(ids, allowed, crew) and m not in done and m not in done_too:
                out.append(_attempt(m, None))
        elif m in ships_at and m not in done and m not in done_too:
            for s in ships_at[m]:
                crew = inside.get(s)
                if crew is None or s in stopped:
                    continue
                if state.switches.attempt_needs_staffed_ship and \
                        not _staffed(ids, ids[s], crew):
                    continue
                if _allowed(ids, allowed, crew):
                    out.append(_attempt(m, s))


def _staffed(ids: tuple[str, ...], ship_id: str, crew: list[int]) -> bool:
    """Returns True when a crew (unstopped, aboard) staffs a ship of this card id: staffing_needs finds no gap."""
    need_cmd, need_stf, affiliation = SHIP_NEEDS[ship_id]
    cmd = stf = 0
    kin = False
    for p in crew:
        has_cmd, has_stf, theirs = STAFF[ids[p]]
        cmd += has_cmd
        stf += has_stf
        if theirs == affiliation:
            kin = True
    # staffing_needs: [Cmd] short, then [Stf] short less the spare [Cmd]s, then the affiliation missing
    return kin and cmd >= need_cmd and cmd - need_cmd + stf >= need_stf


def _allowed(ids: tuple[str, ...], allowed: frozenset[str], crew: list[int]) -> bool:
    """Returns True when a crew (unstopped, the seat's) includes one the mission allows to attempt it."""
    for p in crew:
        if ids[p] in allowed:
            return True
    return False


def play_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the legal draws and plays of the play segment, then `end_play` when it may end."""
    ids = state.cards
    deal = DEALS.get(id(ids))  # dealt(state), its usual case inlined
    if deal is None or deal.ids is not ids:
        deal = dealt(state)
    seat = decision.seat
    side = state.sides[seat]
    counters = state.counters
    out: list[Action] = []
    if side.deck and counters >= DRAW_COST:
        out.append(turn.DRAW)
    out += _plays(state, seat, deal)
    if not (counters and side.deck):
        out.append(turn.END_PLAY)
    return out


def _plays(state: StarTrekState, seat: int, deal: Dealt) -> list[Action]:
    """Returns the plays of the hand's cards the seat may afford, its headquarters takes and uniqueness allows."""
    ids = state.cards
    counters = state.counters
    plain = deal.plain
    # a cost modifier in force (Movar) may change any cost: then each is worked out (turn.cost_to_play)
    split, modifiers = _modifiers(state, deal, seat)
    modified = bool(modifiers)
    hq = -1   # the seat's headquarters, looked up once and only when a card needs it
    titles: frozenset[str] | None = None
    loc, namesakes = state.loc, deal.namesakes[seat]
    # nobody taken and no card beyond the dealt decks: the seat commands its own numbers in play, no other
    by_number = not state.commander and len(ids) <= TWO_DECKS
    out: list[Action] = []
    for u in state.sides[seat].hand:
        facts = PLAY_FACTS[ids[u]]
        if facts is None:
            continue
        cost, unit, unique, title = facts
        if cost is None or modified:
            cost = turn.cost_to_play(state, seat, u, modifiers)
        if cost > counters:
            continue
        if unit or not plain and KIND[ids[u]] is EQUIPMENT:
            if hq < 0:
                hq = turn.headquarters(state, seat)
            if not (ids[u] in PLAY_LISTS[ids[hq]] if unit else ids[hq] in TAKES_EQUIPMENT):
                continue
            if unique and unit and (not loc.keys().isdisjoint(namesakes.get(title, ())) if by_number else
                                    title in (titles if titles is not None else
                                              (titles := _titles(state, seat, deal, split)))):
                continue
        out.append(PLAYS[u] if u < TWO_DECKS else Action("play", (u,)))
    return out


def _titles(state: StarTrekState, seat: int, deal: Dealt, split: Split | None) -> frozenset[str]:
    """Returns the titles of the cards the seat commands in play (zones.unique_in_play's, for a whole hand), asked
    while somebody is taken (else _plays asks whether the seat's cards of the title are in play)."""
    split = split or _split_of(state, deal, seat)
    kept, titles = deal.titled[seat]
    if kept is not split:   # they follow from the split alone (its personnel and ships, the only kinds in play)
        ids = deal.ids
        titles = frozenset([TITLE[ids[v]] for v in (*split[0], *split[1])])
        deal.titled[seat] = (split, titles)
    return titles


def _modifiers(state: StarTrekState, deal: Dealt, seat: int) -> tuple[Split | None, list[CostModifierWhile]]:
    """Returns the seat's split and cost modifiers in force (turn.active_modifiers of its personnel in play), both
    asked for only while a card that changes costs is in play (else None and none). The modifiers are worked out once
    for each split: they follow from its personnel alone, whose card ids the deal fixes."""
    if not deal.modifiers or state.loc.keys().isdisjoint(deal.modifiers):
        return None, []
    split = _split_of(state, deal, seat)
    kept, modifiers = deal.modded[seat]
    if kept is not split:
        modifiers = turn.active_modifiers(state, seat, split[0])
        deal.modded[seat] = (split, modifiers)
    return split, modifiers


def discard_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the discards of the hand (ending the turn is refused while the hand is over the limit)."""
    return [Action("discard", (u,)) for u in state.sides[decision.seat].hand]


def stack_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the dilemma owner's legal stack picks: each drawn dilemma it may still stack (of the mission's type or
    dual, within the budget left, no title twice), each pick it may take back, then `done`; no refusal is worded."""
    a = state.attempt
    assert a is not None
    ids = state.cards
    drawn = a.drawn + a.added
    picks = decision.picks
    mission_type = CARDS[ids[a.mission]].mission_type
    chosen = [CARDS[ids[int(str(c))]] for c in picks]
    left = a.budget - sum(card.cost for card in chosen)
    titles = {card.title for card in chosen}
    out: list[Action] = []
    for u in drawn:
        card = CARDS[ids[u]]
        if u not in picks and card.dilemma_type in (mission_type, "dual") and card.cost <= left \
                and card.title not in titles:
            out.append(Action("choose", (u,)))
    out += [Action("unchoose", (u,)) for u in drawn if u in picks]
    out.append(steps.DONE)
    return list(dict.fromkeys(out))


# The choices card orders open list only answers their checks accept (every skill; a hand card not yet picked; a
# ship of the seat at the mission; a personnel there not aboard it yet), so their lists are legal as they stand.
def listed(kind: str) -> Fast:
    """Returns the list of a card order's step candidates as its fast list (they are legal as listed)."""
    candidates = orders.STEPS[kind].candidates
    return lambda state, decision: list(candidates(state, decision))


FAST: dict[str, Fast] = {ORDERS: orders_legal, PLAY: play_legal, DISCARD: discard_legal, steps.STACK: stack_legal,
                         **{k: listed(k) for k in (steps.NAME, steps.TUCK, steps.SHIP, steps.ABOARD)},
                         **legal_choices.FAST}
