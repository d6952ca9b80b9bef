"""Card orders (§11.1): the Borg Queen, Calibration Drone, Picard, Worf, Invasive Drone and Transwarp Drone, and
the hand cycling D'Arsay Archive shares with Calibration Drone. Orders are used in the orders segment only, cost
no counters, and check every cost before paying any."""

from __future__ import annotations

from functools import cache
from typing import Iterator

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.components import CARDS, CARDS_PER_SEAT, SKILLS, Kind
from tabletop.games.star_trek.crew import (SKILL_SETS, aboard, fleet_at, has_skill, in_play, mission_of,
                                           personnel_at_mission, same_location)
from tabletop.games.star_trek import deck_orders
from tabletop.games.star_trek.effects_decks import BeamStoppedPersonnel, DiscardToDraw
from tabletop.games.star_trek.effects import (CycleHand, ExamineDilemmaPileTop, Filter, HandToDeckBottomThenDraw,
                                              NameSkillForGroup, PlacePersonnelAboardShip, ShipRangeBonus,
                                              Template, effect, EFFECTS)
from tabletop.games.star_trek.state import StarTrekState, commander_of, twin_of
from tabletop.games.star_trek.steps import ABOARD, DONE, NAME, SHIP, TUCK, Step, arg
from tabletop.games.star_trek.zones import discard_top_of_deck, draw_cards, leave_play, name, names, return_to_hand

ORDER_TEMPLATES = (NameSkillForGroup, CycleHand, HandToDeckBottomThenDraw, ExamineDilemmaPileTop,
                   PlacePersonnelAboardShip, ShipRangeBonus, DiscardToDraw, BeamStoppedPersonnel)


def order_of(state: StarTrekState, uid: int) -> Template | None:
    """Returns the order template of a personnel (None: it has no order)."""
    return card_order(state.cards[uid])


@cache
def card_order(card_id: str) -> Template | None:
    """Returns the order template of a card id (None: not a personnel with an order); card data, so kept."""
    if CARDS[card_id].kind is not Kind.PERSONNEL:
        return None
    for e in EFFECTS[card_id]:
        if isinstance(e, ORDER_TEMPLATES):
            return e
    return None


def has_order(state: StarTrekState, uid: int) -> bool:
    """Returns True when the personnel has an order."""
    return order_of(state, uid) is not None


def _counted(state: StarTrekState, uid: int, template: ExamineDilemmaPileTop,
             people: list[int] | None = None) -> Iterator[int]:
    """Yields the personnel Worf's order counts: the others its commander has in play (`people`) that pass its
    filter (a taken Worf acts fully for his taker, R58)."""
    # A printed card that passes is counted in one set test; only one of the affiliation without the printed skill
    # that may have gained one (this turn, in the attempt, from equipment in play) is asked has_skill.
    f, a = template.count, state.attempt
    printed, allied, ids = _printed(f), _allied(f.affiliation), state.cards
    gains, linked, gear = state.turn_gains, a.gains if a is not None else {}, bool(state.gear)
    return (p for p in (in_play(state, commander_of(state, uid)) if people is None else people) if p != uid
            and (ids[p] in printed or f.skill is not None and ids[p] in allied and (gear or p in gains or p in linked)
                 and has_skill(state, p, f.skill, facing=False)))


def examine_count(state: StarTrekState, uid: int, template: ExamineDilemmaPileTop) -> int:
    """Returns how many dilemmas Worf's order shows: other Federation Security you command (stopped too), capped."""
    n = sum(1 for _ in _counted(state, uid, template))
    return min(n, template.maximum, len(state.sides[1 - commander_of(state, uid)].pile))


@cache
def _printed(f: Filter) -> frozenset[str]:
    """Returns the card ids a count filter takes by their printed affiliation and skills alone (card data, kept)."""
    return frozenset(cid for cid in _allied(f.affiliation) if f.skill is None or f.skill in SKILL_SETS[cid])


@cache
def _allied(affiliation: str | None) -> frozenset[str]:
    """Returns the card ids of an affiliation (None: every card; card data, kept)."""
    return frozenset(cid for cid, card in CARDS.items() if affiliation is None or card.affiliation == affiliation)


def can_examine(state: StarTrekState, uid: int, template: ExamineDilemmaPileTop,
                people: list[int] | None = None) -> bool:
    """Returns True when Worf's order would show a dilemma (examine_count above 0, found without counting all)."""
    if template.maximum <= 0 or not state.sides[1 - commander_of(state, uid)].pile:
        return False
    # Asked at every moment of the orders segment: the printed cards answer it first, in one set test each; only
    # skills gained this turn or in the attempt (rare) send it on to the full count.
    printed = _printed(template.count)
    ids = state.cards
    if people is None:
        people = in_play(state, commander_of(state, uid))
    for p in people:
        if p != uid and ids[p] in printed:
            return True
    a = state.attempt
    if not state.turn_gains and (a is None or not a.gains):
        return False
    return any(True for _ in _counted(state, uid, template, people))


def order_check(state: StarTrekState, seat: int, action: Action) -> Reason | None:
    """Returns why `order <card>` is refused now, or None."""
    uid = arg(action)
    if len(action.args) != 1 or uid is None or not 0 <= uid < len(state.cards):
        return Reason("st.no_such_card")
    if uid not in state.loc:
        return Reason("st.not_in_play")
    if commander_of(state, uid) != seat:
        return Reason("st.not_your_card")
    order = order_of(state, uid)
    if order is None:
        return Reason("st.no_order", {"card": name(state, uid)})
    return order_refusal(state, seat, uid, order)


def order_refusal(state: StarTrekState, seat: int, uid: int, order: Template) -> Reason | None:
    """Returns why the order of `seat`'s personnel `uid` in play cannot be used now (its costs, its once a turn)."""
    code = order_blocked(state, seat, uid, order)
    if code is None:
        return None
    if code == "st.too_few_cards":
        assert isinstance(order, HandToDeckBottomThenDraw)
        have = len(state.sides[seat].hand)
        return Reason(code, {"card": name(state, uid), "need": order.put, "have": have})
    return Reason(code, {"card": name(state, uid)})


def order_blocked(state: StarTrekState, seat: int, uid: int, order: Template, people: list[int] | None = None,
                  fleet: dict[int, list[int]] | None = None) -> str | None:
    """Returns the code of what keeps the order of `uid` from use now (None: nothing); order_refusal words it."""
    # A caller that has indexed the table (legal.py) passes the seat's personnel in play and its ships by mission.
    if uid in state.stopped and not state.switches.stopped_card_text_active:
        return "st.stopped_no_text"
    side = state.sides[seat]
    if isinstance(order, NameSkillForGroup):
        if uid in state.used_orders:
            return "st.order_used"
        if len(side.deck) < order.discard_top:
            return "st.cost_needs_deck"
    elif isinstance(order, HandToDeckBottomThenDraw):
        if len(side.hand) < order.put:
            return "st.too_few_cards"
    elif isinstance(order, ExamineDilemmaPileTop):
        if uid in state.used_orders:
            return "st.order_used"
        if not can_examine(state, uid, order, people):
            return "st.nothing_to_examine"
    elif isinstance(order, PlacePersonnelAboardShip):
        mission = mission_of(state, uid)
        twin = twin_of(state, mission)  # a ship at the other copy of a mission in both decks is there too (K5)
        if not (fleet_at(state, mission, seat) if fleet is None
                else fleet.get(mission) or (twin is not None and fleet.get(twin))):
            return "st.no_ship_here"
    elif isinstance(order, ShipRangeBonus):
        if aboard(state, uid) is None:
            return "st.not_aboard"
    elif isinstance(order, (DiscardToDraw, BeamStoppedPersonnel)):
        return deck_orders.order_blocked(state, seat, uid, order)
    return None


def cycle_hand(state: StarTrekState, seat: int, events: list[Event]) -> None:
    """Shuffles the hand onto the bottom of the deck and draws as many (identities stay private)."""
    side = state.sides[seat]
    hand = list(side.hand)
    state.rng.shuffle(hand)
    side.hand.clear()
    side.deck.extend(hand)
    events.append(Event("st.cycled", {"seat": seat, "count": len(hand)}, seat, reveal=True))
    draw_cards(state, seat, len(hand), events)


def use_order(state: StarTrekState, seat: int, action: Action, events: list[Event]) -> None:
    """Pays a legal order's cost and carries it out (or opens its next choice)."""
    uid = arg(action)
    assert uid is not None
    order = order_of(state, uid)
    card = name(state, uid)
    side = state.sides[seat]
    events.append(Event("st.order", {"seat": seat, "card": card}, seat))
    if isinstance(order, NameSkillForGroup):
        state.used_orders.append(uid)
        for _ in range(order.discard_top):
            discard_top_of_deck(state, seat, events)
        state.decisions.push(Decision(seat, NAME, "st.prompt.name", {"card": uid}))
    elif isinstance(order, CycleHand):
        leave_play(state, uid)
        side.discard.append(uid)
        cycle_hand(state, seat, events)
    elif isinstance(order, HandToDeckBottomThenDraw):
        # The picks are cards of the hand: private, like the hand.
        state.decisions.push(Decision(seat, TUCK, "st.prompt.tuck", {"card": uid, "put": order.put,
                                                                      "draw": order.draw}, private=True))
    elif isinstance(order, ExamineDilemmaPileTop):
        state.used_orders.append(uid)
        n = examine_count(state, uid, order)
        top = state.sides[1 - seat].pile[:n]
        events.append(Event("st.examined", {"seat": seat, "count": n}, seat))
        events.append(Event("st.examined_cards", {"seat": seat, "cards": names(state, top)}, seat,
                            visible_to=seat, reveal=True))
    elif isinstance(order, PlacePersonnelAboardShip):
        mission = mission_of(state, uid)
        return_to_hand(state, uid, events)
        ships = fleet_at(state, mission, seat)
        if len(ships) == 1:
            state.decisions.push(Decision(seat, ABOARD, "st.prompt.aboard", {"ship": ships[0], "mission": mission}))
        else:
            state.decisions.push(Decision(seat, SHIP, "st.prompt.ship", {"mission": mission}))
    elif isinstance(order, (DiscardToDraw, BeamStoppedPersonnel)):
        deck_orders.use(state, seat, uid, order, events)
    elif isinstance(order, ShipRangeBonus):
        ship = aboard(state, uid)
        assert ship is not None
        return_to_hand(state, uid, events)
        state.range_bonus[ship] = state.range_bonus.get(ship, 0) + order.amount
        events.append(Event("st.range_bonus", {"seat": seat, "ship": name(state, ship), "amount": order.amount},
                            seat))


# --- the choices orders open ---------------------------------------------------------------------------

NAMINGS = tuple(Action("name", (s,)) for s in SKILLS)   # the Borg Queen's answers, every skill: made once


def _name_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return list(NAMINGS)


def _name_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if len(action.args) != 1 or action.args[0] not in SKILLS:
        return Reason("st.no_such_skill")
    return None


def _name_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    skill = str(action.args[0])
    queen = decision.params["card"]
    assert isinstance(queen, int)
    order = effect(state.cards[queen], NameSkillForGroup)
    assert order is not None
    species = order.group.species
    gainers = [p for p in in_play(state, seat) if species is None or species in state.card(p).species]
    for p in gainers:  # the Borg commanded now gain it; later arrivals do not (R29)
        state.turn_gains.setdefault(p, []).append(skill)
    state.decisions.pop()
    events.append(Event("st.named_skill", {"seat": seat, "skill": skill, "count": len(gainers)}, seat))


def _tuck_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [Action("tuck", (u,)) for u in state.sides[decision.seat].hand if u not in decision.picks]


def _tuck_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    uid = arg(action)
    if len(action.args) != 1 or uid is None:
        return Reason("st.no_such_card")
    if uid in decision.picks:
        return Reason("st.already_picked")
    if uid not in state.sides[decision.seat].hand:
        return Reason("st.not_in_hand")
    return None


def _tuck_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    decision = decision.pick(arg(action))
    put, draw = decision.params["put"], decision.params["draw"]
    assert isinstance(put, int) and isinstance(draw, int)
    if len(decision.picks) < put:
        state.decisions.replace(decision)
        return
    state.decisions.pop()
    side = state.sides[seat]
    for uid in decision.picks:
        assert isinstance(uid, int)
        side.hand.remove(uid)
        side.deck.append(uid)
    events.append(Event("st.tucked", {"seat": seat, "count": put}, seat))
    draw_cards(state, seat, draw, events)


def _ship_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    mission = decision.params["mission"]
    assert isinstance(mission, int)
    return [Action("ship", (s,)) for s in fleet_at(state, mission, decision.seat)]


def _ship_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    uid = arg(action)
    if uid is None or len(action.args) != 1 or uid not in state.loc or state.card(uid).kind is not Kind.SHIP \
            or commander_of(state, uid) != decision.seat \
            or not same_location(state, state.loc[uid], int(str(decision.params["mission"]))):
        return Reason("st.not_a_destination")
    return None


def _ship_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    state.decisions.pop()
    state.decisions.push(Decision(decision.seat, ABOARD, "st.prompt.aboard",
                                  {"ship": arg(action), "mission": decision.params["mission"]}))


# Invasive Drone's answers by card number (a number beyond the two dealt decks, which a test may add, is made anew).
ABOARD_ACTIONS = tuple(Action("aboard", (p,)) for p in range(2 * CARDS_PER_SEAT))


def _aboard_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    ship, mission = decision.params["ship"], decision.params["mission"]
    assert isinstance(ship, int) and isinstance(mission, int)
    loc = state.loc
    return [ABOARD_ACTIONS[p] if p < len(ABOARD_ACTIONS) else Action("aboard", (p,))
            for p in personnel_at_mission(state, mission, decision.seat) if loc[p] != ship] + [DONE]


def _aboard_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == DONE:
        return None
    uid = arg(action)
    if uid is None or len(action.args) != 1 or uid not in state.loc or state.card(uid).kind is not Kind.PERSONNEL \
            or commander_of(state, uid) != decision.seat:
        return Reason("st.not_your_card")
    if not same_location(state, mission_of(state, uid), int(str(decision.params["mission"]))):
        return Reason("st.not_same_mission")
    if state.loc[uid] == decision.params["ship"]:
        return Reason("st.already_there")
    return None


def _aboard_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    if action == DONE:
        state.decisions.pop()
        return
    uid = arg(action)
    ship = decision.params["ship"]
    assert uid is not None and isinstance(ship, int)
    state.loc[uid] = ship  # placed, not beamed: stopped personnel may go too
    events.append(Event("st.placed_aboard", {"seat": decision.seat, "card": name(state, uid),
                                             "ship": name(state, ship)}, decision.seat))


STEPS = {
    NAME: Step(frozenset({"name"}), _name_candidates, _name_check, _name_act),
    TUCK: Step(frozenset({"tuck"}), _tuck_candidates, _tuck_check, _tuck_act),
    SHIP: Step(frozenset({"ship"}), _ship_candidates, _ship_check, _ship_act),
    ABOARD: Step(frozenset({"aboard", "done"}), _aboard_candidates, _aboard_check, _aboard_act),
}
