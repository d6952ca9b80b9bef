"""The turn (§5–§7): seven counters to play and draw, then orders (beam, move, attempt, card orders), the discard
down to seven and the end of the turn (effects end, cards unstop, Range comes back, the game-end checks)."""

from __future__ import annotations

from functools import cache

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.star_trek import attempt, battles, deck_orders, orders
from tabletop.games.star_trek.components import (CARDS, COUNTERS, DRAW_COST, EQUIPMENT, HAND_LIMIT, PERSONNEL, SHIP, Card,
                                                 Kind)
from tabletop.games.star_trek.declare import declare_check
from tabletop.games.star_trek.crew import (copies_of, fleet_at, has_surface, in_play, mission_of, move_cost,
                                           range_left, same_location, ships_at, staffing_gap)
from tabletop.games.star_trek.effects import CostReductionPer, CycleHand, HqPlayList, effect
from tabletop.games.star_trek.effect_base import Filter
from tabletop.games.star_trek.effects_decks import CostModifierWhile
from tabletop.games.star_trek.gear import repair_at_headquarters
from tabletop.games.star_trek.scoring import check_end_of_turn
from tabletop.games.star_trek.state import StarTrekState, commander_of, owner_of, per_deal
from tabletop.games.star_trek.steps import DISCARD, ORDERS, PLAY, Step, arg
from tabletop.games.star_trek.zones import NAMES, draw_cards, leave_play, name, unique_in_play

_new = tuple.__new__
DRAW = Action("draw")
END_PLAY = Action("end_play")
END_ORDERS = Action("end_orders")
END_TURN = Action("end_turn")


def valid(state: StarTrekState, uid: int | None) -> bool:
    """Returns True when `uid` numbers a card of this game."""
    return uid is not None and 0 <= uid < len(state.cards)


HEADQUARTERS = frozenset(cid for cid, card in CARDS.items() if card.mission_type == "headquarters")


def headquarters(state: StarTrekState, seat: int) -> int:
    """Returns a seat's headquarters mission."""
    ids = state.cards  # asked at every play: a plain loop over five missions, no generator
    for m in state.sides[seat].missions:
        if ids[m] in HEADQUARTERS:
            return m
    raise StopIteration(f"seat {seat} has no headquarters")


# The cards whose cost a reduction changes, with it (card data: asked at every play, so looked up once).
REDUCTIONS = {cid: r for cid in CARDS if (r := effect(cid, CostReductionPer)) is not None}


def cost_to_play(state: StarTrekState, seat: int, uid: int,
                 modifiers: list[CostModifierWhile] | None = None) -> int:
    """Returns what a card costs now: printed cost less any reduction (never below its floor, nor 0), then the
    seat's cost modifiers in force (`modifiers`: active_modifiers', when the caller has them already)."""
    card = state.card(uid)
    cost = card.cost
    reduction = REDUCTIONS.get(card.id)
    if reduction is not None:
        # the personnel the seat commands but does not own are the taken ones: the commander record holds them all
        counted = sum(1 for p, c in state.commander.items() if c == seat and owner_of(p) != seat and p in state.loc
                      and state.card(p).kind is PERSONNEL) if reduction.per.owned_by_other else 0
        cost = max(reduction.minimum_cost, cost - reduction.amount * counted)
    if modifiers is None:
        # a card no modifier applies to (Movar's: Klingon ships) costs the same whatever is in play: none looked for
        modifiers = active_modifiers(state, seat) if card.id in MODIFIABLE else []
    for m in modifiers:
        if _applies(m, card):
            cost = max(m.minimum_cost, cost + m.amount)
    return max(0, cost)


def _applies(m: CostModifierWhile, card: Card) -> bool:
    """Returns True when a cost modifier changes this card's cost (by its kind and affiliation)."""
    return (m.applies_to.kind is None or card.kind.value == m.applies_to.kind) and \
        (m.applies_to.affiliation is None or card.affiliation == m.applies_to.affiliation)


MODIFIERS = {cid: m for cid in CARDS if (m := effect(cid, CostModifierWhile)) is not None}  # Movar
# The card ids some cost modifier may change (card data): the others' cost never asks for the modifiers in force.
MODIFIABLE = frozenset(cid for cid, card in CARDS.items() if any(_applies(m, card) for m in MODIFIERS.values()))


def active_modifiers(state: StarTrekState, seat: int, people: list[int] | None = None) -> list[CostModifierWhile]:
    """Returns the cost modifiers of the seat's personnel in play whose condition holds, in the order they came into
    play (Movar: two Klingon-affiliation personnel with Treachery commanded). They hold for every card alike, so a
    whole hand's costs ask once. `people`: the seat's personnel in play in that order, when the caller has them."""
    ids = state.cards
    if people is None:
        if not modifier_in_play(state):
            return []   # the usual case, found without listing the seat's personnel
        people = in_play(state, seat)
    out: list[CostModifierWhile] = []
    for u in people:
        m = MODIFIERS.get(ids[u])
        if m is not None:
            counted = _counted(m.counted)
            if len([p for p in people if ids[p] in counted]) >= m.at_least:
                out.append(m)
    return out


def modifier_in_play(state: StarTrekState) -> bool:
    """Returns True when a card whose cost modifier may hold is in play (either seat's: live_modifiers, worked out
    once a deal)."""
    live = per_deal(state.cards, _LIVE, live_modifiers)
    return bool(live) and not state.loc.keys().isdisjoint(live)


def live_modifiers(ids: tuple[str, ...]) -> frozenset[int]:
    """Returns the numbers of a deal's cards whose cost modifier may ever hold: its condition counts cards in play,
    which are dealt cards, so a deal with fewer cards it counts than it needs never has it hold (Movar counts
    Klingon-affiliation personnel with Treachery, and no card of the pool is one)."""
    return frozenset(u for u, cid in enumerate(ids) if cid in MODIFIERS and
                     sum(1 for c in ids if c in _counted(MODIFIERS[cid].counted)) >= MODIFIERS[cid].at_least)


_LIVE: dict[int, tuple[tuple[str, ...], frozenset[int]]] = {}   # per_deal's record of each deal's live_modifiers


@cache
def _counted(f: Filter) -> frozenset[str]:
    """Returns the card ids a cost modifier's condition counts: by printed affiliation and skills (card data)."""
    return frozenset(cid for cid, card in CARDS.items() if (f.affiliation is None or card.affiliation == f.affiliation)
                     and (f.skill is None or f.skill in dict(card.skills)))


# --- start and end of a turn ------------------------------------------------------------------------

def start_turn(state: StarTrekState, events: list[Event]) -> None:
    """Begins the current seat's turn: 7 counters, once-a-turn orders reset, the play segment opens."""
    seat = state.current
    state.counters = COUNTERS
    state.used_orders.clear()
    if state.switches.unstop_at_owner_turn:
        for uid in sorted(state.stopped):
            if owner_of(uid) == seat:
                state.stopped.discard(uid)
    # the event and the decision as their constructors make them, made straight: every turn makes them
    events.append(_new(Event, ("st.turn", {"seat": seat, "turn": state.turn}, seat, None, False)))
    state.decisions.push(_new(Decision, (seat, PLAY, "st.prompt.play", {"counters": state.counters}, False, ())))


def end_turn(state: StarTrekState, events: list[Event]) -> None:
    """Ends the turn in the order of §5, runs the end checks, and starts the other seat's turn."""
    state.decisions.clear()
    state.turn_gains.clear()
    state.range_bonus.clear()
    if state.damage and state.battle_switches.damage_repair_at_headquarters:
        repair_at_headquarters(state, events)   # after "until end of turn" effects end, before unstopping (D5)
    if not state.switches.unstop_at_owner_turn:
        state.stopped.clear()
    state.range_used.clear()
    events.append(_new(Event, ("st.turn_ended", {"seat": state.current}, state.current, None, False)))
    if check_end_of_turn(state, events):
        return
    state.current = 1 - state.current
    state.turn += 1
    start_turn(state, events)


# --- play and draw (§5.1, §6) ----------------------------------------------------------------------------

def _play_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    hand = state.sides[decision.seat].hand
    return [DRAW, *(Action("play", (u,)) for u in hand), END_PLAY]


def _play_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    seat = decision.seat
    side = state.sides[seat]
    if action == DRAW:
        if not side.deck:
            return Reason("st.deck_empty")
        if state.counters < DRAW_COST:
            return Reason("st.short_of_counters", {"cost": DRAW_COST, "counters": state.counters})
        return None
    if action == END_PLAY:
        if state.counters and side.deck:
            return Reason("st.must_spend_counters", {"counters": state.counters})
        return None
    uid = arg(action)
    if action.kind != "play" or len(action.args) != 1 or not valid(state, uid):
        return Reason("st.no_such_card")
    assert uid is not None
    if uid not in side.hand:
        return Reason("st.not_in_hand")
    return _card_play_check(state, seat, uid)


def _card_play_check(state: StarTrekState, seat: int, uid: int) -> Reason | None:
    """Returns why a card in hand may not be played now: an interrupt, its cost, its headquarters' play list,
    uniqueness (§6, Q1)."""
    card = state.card(uid)
    if card.kind is Kind.INTERRUPT:
        return Reason("st.interrupt_not_now", {"card": card.name})
    cost = cost_to_play(state, seat, uid)
    if cost > state.counters:
        return Reason("st.short_of_counters", {"cost": cost, "counters": state.counters})
    if card.kind not in (Kind.PERSONNEL, Kind.SHIP, Kind.EQUIPMENT):
        return None
    hq = headquarters(state, seat)
    plays = effect(state.cards[hq], HqPlayList)
    # equipment onto the surface of a headquarters whose list admits equipment (Q1); the rest by the list
    admitted = plays is not None and (plays.equipment if card.kind is Kind.EQUIPMENT else
                                      plays.admits(card.affiliation, card.series_icons))
    if not admitted:
        return Reason("st.not_on_play_list", {"card": card.name, "mission": name(state, hq)})
    if card.kind is not Kind.EQUIPMENT and card.unique and unique_in_play(state, seat, uid):
        return Reason("st.unique_in_play", {"card": card.name})
    return None


def _play_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    side = state.sides[seat]
    if action == DRAW:
        state.counters -= DRAW_COST
        draw_cards(state, seat, 1, events)
    elif action == END_PLAY:
        if state.counters:
            events.append(Event("st.counters_lost", {"seat": seat, "counters": state.counters}, seat))
        state.counters = 0
        state.decisions.pop()
        state.decisions.push(_new(Decision, (seat, ORDERS, "st.prompt.orders", {}, False, ())))   # every turn: straight
        return
    else:
        uid = action.args[0]
        assert isinstance(uid, int)
        ids = state.cards
        card = CARDS[ids[uid]]
        kind = card.kind
        cost = cost_to_play(state, seat, uid)
        state.counters -= cost
        side.hand.remove(uid)
        hq = headquarters(state, seat)
        # the events as Event(...) makes them, made straight: a play is among the commonest moves of a game
        if kind is PERSONNEL or kind is SHIP or kind is EQUIPMENT:
            if kind is EQUIPMENT:
                state.gear[uid] = hq
            else:
                state.loc[uid] = hq
            events.append(_new(Event, ("st.played", {"seat": seat, "card": NAMES[ids[uid]], "cost": cost,
                                                     "mission": NAMES[ids[hq]]}, seat, None, False)))
            state.decisions.replace(decision.with_params(counters=state.counters))
            deck_orders.after_play(state, seat, uid)   # Gowron's download, Kitrik's draw: a choice on top
            return
        else:
            events.append(_new(Event, ("st.played_event", {"seat": seat, "card": NAMES[ids[uid]], "cost": cost},
                                       seat, None, False)))
            cycle = effect(card.id, CycleHand)
            if cycle is not None:
                orders.cycle_hand(state, seat, events)
            if battles.battle_order(card.id) is not None:
                side.core.append(uid)   # it stays in play in the core until its own text moves it (K1)
            elif deck_orders.salvage_text(card.id) is not None:
                state.decisions.replace(decision.with_params(counters=state.counters))
                deck_orders.begin_salvage(state, seat, uid)
                return
            else:
                side.discard.append(uid)
    state.decisions.replace(decision.with_params(counters=state.counters))


# --- orders (§5.2, §7) ------------------------------------------------------------------------------------

def _orders_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    seat = decision.seat
    people = in_play(state, seat)
    out = beam_candidates(state, seat, people) + gear_beam_candidates(state, seat)
    missions = [m for side in state.sides for m in side.missions]
    for s in in_play(state, seat, Kind.SHIP):
        here = state.cards[state.loc[s]]
        out += [Action("move", (s, m)) for m in missions if state.cards[m] != here]
    out += attempt_candidates(state, seat)
    out += [Action("order", (p,)) for p in people if orders.has_order(state, p)]
    out += battles.candidates(state, seat)
    out.append(END_ORDERS)
    return out


def beam_reach(state: StarTrekState, seat: int, place: int) -> list[int]:
    """Returns where a card at `place` may beam: from aboard down to the surface (of either copy of a mission in
    both decks, one location, K5), and across to the seat's other ships at the location."""
    mission = state.loc.get(place, place)
    down = [m for m in copies_of(state, mission) if has_surface(state.card(m))] if place != mission else []
    return down + [s for s in fleet_at(state, mission, seat) if s != place]


def beam_candidates(state: StarTrekState, seat: int, people: list[int]) -> list[Action]:
    """Returns the beams worth listing for the seat's unstopped personnel among `people`: down to the surface
    from aboard, across to the seat's other ships at the mission."""
    out: list[Action] = []
    for p in people:
        if p not in state.stopped:
            out += [Action("beam", (p, to)) for to in beam_reach(state, seat, state.loc[p])]
    return out


def gear_beam_candidates(state: StarTrekState, seat: int) -> list[Action]:
    """Returns the beams worth listing for the seat's equipment: it beams like personnel, never stopped (Q3, Q4)."""
    out: list[Action] = []
    for g, place in state.gear.items():
        if commander_of(state, g) == seat:
            out += [Action("beam", (g, to)) for to in beam_reach(state, seat, place)]
    return out


def attempt_candidates(state: StarTrekState, seat: int) -> list[Action]:
    """Returns the attempts worth listing: each of the seat's planets, each space mission with each ship of the
    seat there (at either copy of a mission in both decks)."""
    out: list[Action] = []
    for m in state.sides[seat].missions:
        kind = state.card(m).mission_type
        if kind == "planet":
            out.append(Action("attempt", (m,)))
        elif kind == "space":
            out += [Action("attempt", (m, s)) for c in copies_of(state, m) for s in ships_at(state, c, seat)]
    return out


def _orders_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    seat = decision.seat
    if action == END_ORDERS:
        return None
    if action.kind == "beam":
        return _beam_check(state, seat, action)
    if action.kind == "move":
        return _move_check(state, seat, action)
    if action.kind == "attempt":
        return declare_check(state, seat, action)
    if action.kind == "order":
        return orders.order_check(state, seat, action)
    if action.kind == "engage":
        return battles.engage_check(state, seat, action)
    if action.kind == "combat":
        return battles.combat_check(state, seat, action)
    return Reason("st.no_such_card")


def _beam_check(state: StarTrekState, seat: int, action: Action) -> Reason | None:
    uid, dest = arg(action, 0), arg(action, 1)
    if len(action.args) != 2 or not valid(state, uid) or not valid(state, dest):
        return Reason("st.no_such_card")
    assert uid is not None and dest is not None
    if uid in state.gear:
        return _equipment_beam_check(state, seat, uid, dest)
    if uid not in state.loc or state.card(uid).kind is not Kind.PERSONNEL:
        return Reason("st.not_in_play")
    if commander_of(state, uid) != seat:
        return Reason("st.not_your_card")
    if uid in state.stopped:
        return Reason("st.stopped_cannot_beam", {"card": name(state, uid)})
    return _destination_check(state, seat, state.loc[uid], mission_of(state, uid), dest)


def _equipment_beam_check(state: StarTrekState, seat: int, uid: int, dest: int) -> Reason | None:
    """Returns why equipment in play may not beam to `dest`: onto its mission's surface or a ship of its commander
    there (never onto a space mission, never onto an opponent's ship)."""
    if commander_of(state, uid) != seat:
        return Reason("st.not_your_card")
    place = state.gear[uid]
    return _destination_check(state, seat, place, state.loc.get(place, place), dest)


def _destination_check(state: StarTrekState, seat: int, place: int, mission: int, dest: int) -> Reason | None:
    """Returns why a card at `place` (at `mission`) may not beam to `dest`: the mission's surface, or a ship of the
    seat at that mission (R40, Q3)."""
    dest_card = state.card(dest)
    if dest_card.kind is Kind.MISSION:
        if not same_location(state, dest, mission):   # either copy of a mission in both decks is its surface (K5)
            return Reason("st.not_same_mission")
        if not has_surface(dest_card):
            return Reason("st.no_surface", {"mission": dest_card.name})
        if place != dest and place == mission:   # from one copy's surface to the other's: no move
            return Reason("st.one_location", {"mission": dest_card.name})
    elif dest_card.kind is not Kind.SHIP or dest not in state.loc:
        return Reason("st.not_a_destination")
    elif commander_of(state, dest) != seat:
        return Reason("st.opponent_ship")
    elif not same_location(state, state.loc[dest], mission):
        return Reason("st.not_same_mission")
    if place == dest:
        return Reason("st.already_there")
    return None


def _move_check(state: StarTrekState, seat: int, action: Action) -> Reason | None:
    ship, dest = arg(action, 0), arg(action, 1)
    if len(action.args) != 2 or not valid(state, ship) or not valid(state, dest):
        return Reason("st.no_such_card")
    assert ship is not None and dest is not None
    if ship not in state.loc or state.card(ship).kind is not Kind.SHIP:
        return Reason("st.not_in_play")
    if commander_of(state, ship) != seat:
        return Reason("st.not_your_card")
    if state.card(dest).kind is not Kind.MISSION:
        return Reason("st.not_a_destination")
    if state.loc[ship] == dest:
        return Reason("st.already_there")
    if same_location(state, state.loc[ship], dest):   # two copies of one mission are one location (K5)
        return Reason("st.one_location", {"mission": state.card(dest).name})
    if ship in state.stopped:
        return Reason("st.ship_stopped", {"ship": name(state, ship)})
    gap = staffing_gap(state, ship)
    if gap:
        return Reason("st.ship_not_staffed", {"ship": name(state, ship), "missing": ", ".join(gap)})
    cost = move_cost(state, state.loc[ship], dest)
    left = range_left(state, ship)
    if cost > left:
        return Reason("st.range_short", {"ship": name(state, ship), "need": cost, "left": left})
    return None


def _orders_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    if action.kind == "beam":  # the busiest move of all: its two card numbers and names are read straight off
        who, to = action.args
        assert isinstance(who, int) and isinstance(to, int)
        if who in state.gear:
            state.gear[who] = to
        else:
            state.loc[who] = to
        ids = state.cards   # the event as Event(...) makes it, made straight: the constructor's call is dearer
        events.append(_new(Event, ("st.beamed", {"seat": seat, "card": NAMES[ids[who]], "to": NAMES[ids[to]]}, seat,
                                   None, False)))
    elif action == END_ORDERS:
        state.decisions.pop()
        hand = len(state.sides[seat].hand)
        if hand > HAND_LIMIT:
            state.decisions.push(Decision(seat, DISCARD, "st.prompt.discard", {"over": hand - HAND_LIMIT}))
        else:
            end_turn(state, events)
    elif action.kind == "move":
        ship, dest = arg(action, 0), arg(action, 1)
        assert ship is not None and dest is not None
        cost = move_cost(state, state.loc[ship], dest)
        state.range_used[ship] = state.range_used.get(ship, 0) + cost
        state.loc[ship] = dest
        events.append(_new(Event, ("st.moved", {"seat": seat, "ship": name(state, ship), "to": name(state, dest),
                                                "cost": cost, "left": range_left(state, ship)}, seat, None, False)))
    elif action.kind == "attempt":
        attempt.begin(state, seat, action, events)
    elif action.kind in ("engage", "combat"):
        battles.begin(state, seat, action, events)
    else:
        orders.use_order(state, seat, action, events)


# --- discard down to seven (§5.3) ---------------------------------------------------------------------------

def _discard_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [Action("discard", (u,)) for u in state.sides[decision.seat].hand] + [END_TURN]


def _discard_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    hand = state.sides[decision.seat].hand
    if action == END_TURN:
        return Reason("st.hand_over_limit", {"cards": len(hand), "limit": HAND_LIMIT})
    uid = arg(action)
    if len(action.args) != 1 or not valid(state, uid):
        return Reason("st.no_such_card")
    if uid not in hand:
        return Reason("st.not_in_hand")
    return None


def _discard_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    side = state.sides[seat]
    uid = arg(action)
    assert uid is not None
    side.hand.remove(uid)
    side.discard.append(uid)
    events.append(Event("st.discarded", {"seat": seat, "card": name(state, uid)}, seat))
    if len(side.hand) <= HAND_LIMIT:
        end_turn(state, events)
    else:
        state.decisions.replace(decision.with_params(over=len(side.hand) - HAND_LIMIT))


def remove_from_play(state: StarTrekState, uid: int) -> None:
    """Takes a card out of play (for literal test states)."""
    leave_play(state, uid)


STEPS = {
    PLAY: Step(frozenset({"draw", "play", "end_play"}), _play_candidates, _play_check, _play_act),
    ORDERS: Step(frozenset({"beam", "move", "attempt", "order", "engage", "combat", "end_orders"}),
                 _orders_candidates, _orders_check,
                 _orders_act),
    DISCARD: Step(frozenset({"discard", "end_turn"}), _discard_candidates, _discard_check, _discard_act),
}
