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
from tabletop.games.star_trek import orders, steps, turn
from tabletop.games.star_trek.components import CARDS, CARDS_PER_SEAT, DRAW_COST, Card, Kind
from tabletop.games.star_trek.crew import has_surface, move_cost_between, staffing_needs
from tabletop.games.star_trek.effects import CostReductionPer, HqPlayList, effect
from tabletop.games.star_trek.orders import card_order, order_blocked
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.steps import DISCARD, ORDERS, PLAY

Fast = Callable[[StarTrekState, Decision], list[Action]]

PERSONNEL, SHIP = Kind.PERSONNEL, Kind.SHIP

# Card data, read once: each card's kind, the cards with a card order, the cards whose cost varies.
KIND = {cid: card.kind for cid, card in CARDS.items()}
WITH_ORDERS = frozenset(cid for cid in CARDS if card_order(cid) is not None)
REDUCED = frozenset(cid for cid in CARDS if effect(cid, CostReductionPer) is not None)


class Row(dict[int, Action]):
    """The actions `<verb> <uid> <dest>` of one card by destination, each made once when first asked for."""

    def __init__(self, verb: str, uid: int) -> None:
        super().__init__()
        self.verb, self.uid = verb, uid

    def __missing__(self, dest: int) -> Action:
        action = self[dest] = Action(self.verb, (self.uid, dest))
        return action


# Actions are values, so the same play, beam or move is handed out again rather than made anew at every moment.
PLAYS = [Action("play", (u,)) for u in range(2 * CARDS_PER_SEAT)]
BEAMS = [Row("beam", u) for u in range(2 * CARDS_PER_SEAT)]
MOVES = [Row("move", u) for u in range(2 * CARDS_PER_SEAT)]


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


def orders_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the legal beams, moves, attempts and card orders of the orders segment, then `end_orders`."""
    seat = decision.seat
    loc, ids, stopped = state.loc, state.cards, state.stopped
    first = seat * CARDS_PER_SEAT
    last = first + CARDS_PER_SEAT
    people: list[int] = []                 # the seat's personnel in play, in the order they came
    ships: list[int] = []                  # the seat's ships in play
    ships_at: dict[int, list[int]] = {}    # mission -> the seat's ships there
    ordering: list[int] = []               # the seat's personnel in play with a card order
    for u, at in loc.items():
        if first <= u < last:
            if KIND[ids[u]] is SHIP:
                ships.append(u)
                if at in ships_at:
                    ships_at[at].append(u)
                else:
                    ships_at[at] = [u]
            else:
                people.append(u)
                if ids[u] in WITH_ORDERS:
                    ordering.append(u)
    out: list[Action] = []
    # A ship's crew are its owner's personnel (an invariant), so the seat's own list finds every one.
    inside: dict[int, list[int]] = {}      # place (surface or ship) -> the seat's unstopped personnel there
    reach: dict[int, list[int]] = {}       # place -> where an unstopped personnel there may beam to
    for p in people:
        if p in stopped:
            continue
        place = loc[p]
        if place in inside:
            inside[place].append(p)
            to = reach[place]
        else:
            inside[place] = [p]
            if place in loc:  # aboard: down to the surface, when the mission has one
                mission = loc[place]
                to = [mission] if has_surface(CARDS[ids[mission]]) else []
            else:
                mission, to = place, []
            if mission in ships_at:  # and across to the seat's other ships there
                to += [s for s in ships_at[mission] if s != place]
            reach[place] = to
        if to:
            row = BEAMS[p]
            for t in to:
                out.append(row[t])
    if ships:
        missions = [m for side in state.sides for m in side.missions]
        for s in ships:
            crew = inside.get(s)
            if crew is None or s in stopped or staffing_needs(ids[s], tuple([ids[p] for p in crew])):
                continue  # stopped, or not staffed (nobody aboard never staffs a ship: its affiliation is missing)
            origin = loc[s]
            left = CARDS[ids[s]].range + state.range_bonus.get(s, 0) - state.range_used.get(s, 0)
            within = _within(ids[origin], left)
            row = MOVES[s]
            out += [row[m] for m in missions if m != origin and ids[m] in within]
    out += _attempts(state, seat, ships_at, inside)
    for p in ordering:
        order = card_order(ids[p])
        assert order is not None
        if order_blocked(state, seat, p, order, people, ships_at) is None:
            out.append(_order(p))
    out.append(turn.END_ORDERS)
    return out


def _attempts(state: StarTrekState, seat: int, ships_at: dict[int, list[int]],
              inside: dict[int, list[int]]) -> list[Action]:
    """Returns the legal attempts: a planet with an allowed crew on it, a space mission with one aboard a ship."""
    out: list[Action] = []
    for m in state.sides[seat].missions:
        card = CARDS[state.cards[m]]
        kind = card.mission_type
        if kind == "planet":
            if m in inside and _allowed(state, card, inside[m]) and not _completed(state, m):
                out.append(_attempt(m, None))
        elif kind == "space" and m in ships_at and not _completed(state, m):
            for s in ships_at[m]:
                if s in state.stopped or s not in inside:
                    continue
                if state.switches.attempt_needs_staffed_ship and \
                        staffing_needs(state.cards[s], tuple([state.cards[p] for p in inside[s]])):
                    continue
                if _allowed(state, card, inside[s]):
                    out.append(_attempt(m, s))
    return out


def _completed(state: StarTrekState, mission: int) -> bool:
    """Returns True when either seat has completed the mission."""
    return any(mission in side.completed for side in state.sides)


def _allowed(state: StarTrekState, mission: Card, crew: list[int]) -> bool:
    """Returns True when a crew (unstopped, the seat's) includes one the mission allows to attempt it."""
    ids = state.cards
    return any(mission.allows(CARDS[ids[p]].affiliation) for p in crew)


def play_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the legal draws and plays of the play segment, then `end_play` when it may end."""
    seat = decision.seat
    side = state.sides[seat]
    ids = state.cards
    counters = state.counters
    out: list[Action] = []
    if side.deck and counters >= DRAW_COST:
        out.append(turn.DRAW)
    plays: HqPlayList | None = None
    titles: set[str] | None = None
    for u in side.hand:
        cid = ids[u]
        card = CARDS[cid]
        if card.kind is Kind.INTERRUPT:
            continue
        if (turn.cost_to_play(state, seat, u) if cid in REDUCED else max(0, card.cost)) > counters:
            continue
        if card.kind is PERSONNEL or card.kind is SHIP:
            if plays is None:  # the headquarters' play list, once, and only when a card needs it
                plays = effect(ids[turn.headquarters(state, seat)], HqPlayList)
                if plays is None:
                    continue
            if not plays.admits(card.affiliation, card.series_icons):
                continue
            if card.unique:
                if titles is None:  # the titles the seat commands, once, and only when a unique card asks
                    titles = {CARDS[ids[v]].title for v in state.loc if v // CARDS_PER_SEAT == seat}
                if card.title in titles:
                    continue
        out.append(PLAYS[u])
    if not (counters and side.deck):
        out.append(turn.END_PLAY)
    return out


def discard_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns the discards of the hand (ending the turn is refused while the hand is over the limit)."""
    return [Action("discard", (u,)) for u in state.sides[decision.seat].hand]


# The choices card orders open list only answers their checks accept (every skill; a hand card not yet picked; a
# ship of the seat at the mission; a personnel there not aboard it yet), so their lists are legal as they stand.
def listed(kind: str) -> Fast:
    """Returns the list of a card order's step candidates as its fast list (they are legal as listed)."""
    candidates = orders.STEPS[kind].candidates
    return lambda state, decision: list(candidates(state, decision))


FAST: dict[str, Fast] = {ORDERS: orders_legal, PLAY: play_legal, DISCARD: discard_legal,
                         **{k: listed(k) for k in (steps.NAME, steps.TUCK, steps.SHIP, steps.ABOARD)}}
