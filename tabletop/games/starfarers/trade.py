"""Trading (交換): with the supply at 3:1, goods 2:1 and the Merchants' rates, and offer rounds between players.

Rulings (§10, R11, R12, R35, R40): only the active player trades; any other player may accept an offer open to
them or propose a trade of their own, once per round, behind the curtain; the active player takes at most one
answer or none; no gifts (both sides give a card) and no type on both sides.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.decisions import Decision, Param
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step
from tabletop.games.starfarers import cards
from tabletop.games.starfarers.arguments import BadArgument, args_of, int_arg, node_arg, resource_arg
from tabletop.games.starfarers.board import NODES, node_id
from tabletop.games.starfarers.components import BOX, FRIENDSHIP_BY_ID, Resource, Upgrade
from tabletop.games.starfarers.encounters import can_place_free_ship, gain_fame
from tabletop.games.starfarers.flight import (cand_place, check_place_token, free_sites, occupied, place_ship,
                                              ships_of, speed)
from tabletop.games.starfarers.state import COLONY, SHIPYARD, STATION, TRANSPORT, Offer, Phase, StarfarersState


# The Merchants' card for each resource (ME_ORE ... ME_GOODS), by resource index.
MERCHANTS = tuple("ME_" + r.name for r in Resource)
GOODS = int(Resource.GOODS)


# The rates a seat may trade at: the box's, and with a Merchants' card (goods at 1:1 once a turn).
GOODS_RATES, GOODS_MERCHANT_RATES = (BOX.goods_rate,), (BOX.goods_rate, 1)
SUPPLY_RATES, MERCHANT_RATES = (BOX.supply_rate,), (BOX.supply_rate, 2)
# Each resource's rates without a friendship card.
BOX_RATES = tuple(GOODS_RATES if r == GOODS else SUPPLY_RATES for r in range(5))


def supply_rates(state: StarfarersState, seat: Seat, give: int) -> tuple[int, ...]:
    """Returns the rates (cards given for one) at which the seat may trade this resource with the supply now."""
    friends = state.friends[seat]
    if give == GOODS:
        if friends and "ME_GOODS" in friends and not state.goods_used:
            return GOODS_MERCHANT_RATES
        return GOODS_RATES
    if friends and MERCHANTS[give] in friends:
        return MERCHANT_RATES
    return SUPPLY_RATES


def tally(picks: tuple[Param, ...], side: str) -> list[int]:
    """Returns the cards picked for one side ("give" or "want") of an offer or a proposal, by resource."""
    return list(sides(picks)[0 if side == "give" else 1])


def skipped(picks: tuple[Param, ...]) -> list[int]:
    """Returns the seats an offer being written is not open to."""
    return list(sides(picks)[2])


Sides = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
NO_SIDES: Sides = ((0,) * 5, (0,) * 5, ())
# The sides of every picks tuple met lately: an offer is read at each of its picks, and a few thousand distinct
# picks cover a game, so reading them once each saves a pass per legal list.
_SIDES: dict[tuple[Param, ...], Sides] = {}


def sides(picks: tuple[Param, ...]) -> Sides:
    """Returns the cards picked to give and to want, by resource, and the seats skipped, from the picks (a resource
    pick is ("give" or "want", resource); a skip is ("skip", seat), a second one opening it)."""
    found = _SIDES.get(picks)
    if found is not None:
        return found
    if not picks:
        return NO_SIDES
    # Picks are made one at a time, so the picks before the last were nearly always read already: one more pick.
    give, want, closed = sides(picks[:-1])
    pick = picks[-1]
    if isinstance(pick, tuple):
        side, value = pick[0], pick[-1]
        if isinstance(value, int):  # the rules write each pick's resource and seat as an int (_do_offer, _do_answer)
            if side == "give":
                give = give[:value] + (give[value] + 1,) + give[value + 1:]
            elif side == "want":
                want = want[:value] + (want[value] + 1,) + want[value + 1:]
            elif side == "skip":
                closed = tuple(s for s in closed if s != value) if value in closed else closed + (value,)
    if len(_SIDES) > 4096:
        _SIDES.clear()
    found = _SIDES[picks] = (give, want, closed)
    return found


# The other seats from each seat's left, for 3 and 4 seats.
_ORDERS = {(players, current): tuple((current + k) % players for k in range(1, players))
           for players in (3, 4) for current in range(players)}


def answering_order(state: StarfarersState) -> tuple[Seat, ...]:
    """Returns the other seats from the active player's left."""
    return _ORDERS[state.players, state.current]


def most_wanted(state: StarfarersState) -> int:
    """Returns how many cards an offer may ask for: the largest hand among the other players."""
    sizes = list(map(sum, state.hands))  # counted in C: every offer pick asks
    del sizes[state.current]
    return max(sizes)


def offer_decision(seat: Seat) -> Decision:
    """Returns the active player's decision of writing an offer, pick by pick."""
    return Decision(seat, "offer", "sf.prompt.offer", private=True)


def answer_decision(seat: Seat, active: Seat) -> Decision:
    """Returns a player's answer to an offer round, behind the curtain."""
    return Decision(seat, "answer", "sf.prompt.answer", {"active": active}, private=True)


# === the decisions of trade & build: the phase itself, offers, answers and the choice among them ================
SHIP_BUILDS = {"colony_ship": False, "trade_ship": True}
UPGRADE_BUILDS = {u.word: u for u in Upgrade}
SHAKE = Action("shake")
END_TURN = Action("end_turn")
OFFER = Action("offer")
OFFER_SEND = Action("offer_send")
OFFER_CANCEL = Action("offer_cancel")
ACCEPT = Action("accept")
PASS = Action("pass")
PROPOSE = Action("propose")
PROPOSE_SEND = Action("propose_send")
PROPOSE_CANCEL = Action("propose_cancel")
TAKE_NONE = Action("take_none")
TRADES = {(rate, give, get): Action("trade", (rate, Resource(give).word, Resource(get).word))
          for rate in (1, 2, 3) for give in range(5) for get in range(5)}
# The supply trades giving one resource at one rate, for each other resource in order.
TRADE_ROWS = {(rate, give): [TRADES[rate, give, get] for get in range(5) if get != give]
              for rate in (1, 2, 3) for give in range(5)}
BUILD_UPGRADE = {u: Action("build", (u.word,)) for u in Upgrade}
UPGRADE_ROWS = tuple((int(u), BOX.upgrade_max[u], BOX.build_costs[u.word], BUILD_UPGRADE[u]) for u in Upgrade)
SPACEPORT_COST, COLONY_SHIP_COST, TRADE_SHIP_COST = (BOX.build_costs[w] for w in ("spaceport", "colony_ship",
                                                                                  "trade_ship"))
OFFER_SKIP = [Action("offer_skip", (s,)) for s in range(4)]
TAKE_OFFER = [Action("take_offer", (s,)) for s in range(4)]
OFFER_GIVE = [Action("offer_give", (r.word,)) for r in Resource]
OFFER_WANT = [Action("offer_want", (r.word,)) for r in Resource]
PROPOSE_GIVE = [Action("propose_give", (r.word,)) for r in Resource]
PROPOSE_WANT = [Action("propose_want", (r.word,)) for r in Resource]


# trade & build
def _check_trade(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    seat = d.seat
    verb = a.kind
    if verb == "trade":
        return _check_bank_trade(state, seat, a)
    if verb == "build":
        return _check_build(state, seat, a)
    if verb == "fame_for_sale":
        return _check_fame(state, seat, a)
    args_of(a, 0)
    if verb == "shake":
        return None if ships_of(state, seat) else Reason("sf.no_ships")
    if verb == "end_turn":
        return Reason("sf.fly_first") if ships_of(state, seat) else None
    # offer: both sides must give a card, so both need one
    if not any(state.hands[seat]):
        return Reason("sf.no_cards_to_trade")
    if not any(cards.hand_size(state, s) for s in answering_order(state)):
        return Reason("sf.nobody_can_trade")
    return None


def _check_bank_trade(state: StarfarersState, seat: Seat, a: Action) -> Reason | None:
    """Returns why a trade with the supply is refused: one type for itself, a rate the seat lacks, too few cards, an
    empty supply (None when it is legal)."""
    rate_arg, give_arg, get_arg = args_of(a, 3)
    rate, give, get = int_arg(rate_arg, 1, 3), resource_arg(give_arg), resource_arg(get_arg)
    if give == get:
        return Reason("sf.same_type", {"resource": cards.word(give)})
    if rate not in supply_rates(state, seat, give):
        return Reason("sf.rate_unavailable", {"rate": rate, "resource": cards.word(give)})
    if state.hands[seat][give] < rate:
        return Reason("sf.not_enough", {"resource": cards.word(give), "need": rate, "have": state.hands[seat][give]})
    if state.supply[get] < 1:
        return Reason("sf.supply_empty", {"resource": cards.word(get)})
    return None


def _check_fame(state: StarfarersState, seat: Seat, a: Action) -> Reason | None:
    """Returns why goods cannot be sold for fame with this friendship card now (None when they can)."""
    (card,) = args_of(a, 1)
    if not isinstance(card, str) or card not in state.friends[seat] or FRIENDSHIP_BY_ID[card].kind != "buy_fame":
        return Reason("sf.no_fame_card", {"card": str(card)})
    if card in state.fame_used:
        return Reason("sf.card_used")
    if state.hands[seat][Resource.GOODS] < 1:
        return Reason("sf.not_enough", {"resource": "goods", "need": 1, "have": 0})
    if state.fame_tray < 1:
        return Reason("sf.fame_tray_empty")
    return None


def _where_to_build(state: StarfarersState, seat: Seat, what: str) -> Reason:
    """Returns why a spaceport or a ship named without its place is not built: the cost when it is not paid, else
    to choose a place on the galaxy when one is free, else why no place will do."""
    cost = BOX.build_costs[what]
    if not cards.can_pay(state, seat, cost):
        return Reason("sf.cannot_afford", {"what": what, "cost": cards.counted(cost)})
    if what == "spaceport":
        places = [n for n, o in state.colonies.items() if o == seat]
    else:
        places = [n for port, owner in state.spaceports.items() if owner == seat for n in NODES[port].spaceport_sites]
    if not places:
        return Reason("sf.no_colony_to_upgrade" if what == "spaceport" else "sf.no_spaceport_to_build_at")
    reasons = [_check_build(state, seat, Action("build", (what, node_id(n)))) for n in places]
    if any(r is None for r in reasons):
        return Reason("sf.build_where", {"what": what})
    return next(r for r in reasons if r is not None)


def _check_build(state: StarfarersState, seat: Seat, a: Action) -> Reason | None:
    """Returns why `seat` may not make build `a` now (an upgrade, a spaceport, a ship), or None when it may."""
    if not a.args or not isinstance(a.args[0], str):
        raise BadArgument(a.text())
    what = a.args[0]
    if len(a.args) == 1 and (what == "spaceport" or what in SHIP_BUILDS):
        return _where_to_build(state, seat, what)  # a build row's button names no place: say where, or why not
    if what in UPGRADE_BUILDS:
        args_of(a, 1)
        refused = _upgrade_refusal(state, seat, what)
    elif what == "spaceport":
        refused = _spaceport_refusal(state, seat, node_arg(args_of(a, 2)[1]))
    elif what in SHIP_BUILDS:
        refused = _ship_refusal(state, seat, what, node_arg(args_of(a, 2)[1]))
    else:
        raise BadArgument(what)
    if refused is not None:
        return refused
    cost = BOX.build_costs[what]
    if not cards.can_pay(state, seat, cost):
        return Reason("sf.cannot_afford", {"what": what, "cost": cards.counted(cost)})
    return None


def _upgrade_refusal(state: StarfarersState, seat: Seat, what: str) -> Reason | None:
    """Returns why `seat` may not take upgrade `what` (at its limit, none left in the tray), or None."""
    u = UPGRADE_BUILDS[what]
    if state.upgrades[seat][u] >= BOX.upgrade_max[u]:
        return Reason("sf.upgrade_limit", {"upgrade": what, "most": BOX.upgrade_max[u]})
    if state.tray[u] < 1:
        return Reason("sf.tray_empty", {"upgrade": what})
    return None


def _spaceport_refusal(state: StarfarersState, seat: Seat, node: int) -> Reason | None:
    """Returns why `seat` may not build a spaceport on `node` (not its colony, no shipyard left), or None."""
    if state.colonies.get(node) != seat:
        return Reason("sf.not_your_colony", {"node": node_id(node)})
    if state.pieces[seat][SHIPYARD] < 1:
        return Reason("sf.no_shipyard")
    return None


def _ship_refusal(state: StarfarersState, seat: Seat, what: str, node: int) -> Reason | None:
    """Returns why `seat` may not build ship `what` at `node` (not its spaceport's site, taken, no pieces), or
    None."""
    if not any(owner == seat and node in NODES[port].spaceport_sites
               for port, owner in state.spaceports.items()):
        return Reason("sf.not_your_site", {"node": node_id(node)})
    if occupied(state, node):
        return Reason("sf.site_occupied", {"node": node_id(node)})
    if state.pieces[seat][TRANSPORT] < 1:
        return Reason("sf.no_transport")
    if state.pieces[seat][STATION if SHIP_BUILDS[what] else COLONY] < 1:
        return Reason("sf.no_station" if SHIP_BUILDS[what] else "sf.no_colony")
    return None


def _cand_trade(state: StarfarersState, d: Decision) -> list[Action]:
    seat = d.seat
    hand = state.hands[seat]
    out: list[Action] = []
    for give in range(5):
        for rate in supply_rates(state, seat, give):
            if hand[give] >= rate:
                out += [Action("trade", (rate, cards.word(give), cards.word(get)))
                        for get in range(5) if get != give]
    out += [Action("build", (u.word,)) for u in Upgrade]
    out += [Action("build", ("spaceport", node_id(n))) for n, o in state.colonies.items() if o == seat]
    for node in free_sites(state, seat):
        out += [Action("build", ("colony_ship", node_id(node))), Action("build", ("trade_ship", node_id(node)))]
    out += [Action("fame_for_sale", (c,)) for c in state.friends[seat] if c.startswith("DI_FAME")]
    out += [OFFER, SHAKE, END_TURN]
    return out


def _do_trade(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    seat = d.seat
    verb = a.kind
    if verb == "trade":
        rate, give, get = int(a.args[0]), resource_arg(a.args[1]), resource_arg(a.args[2])
        state.hands[seat][give] -= rate
        state.supply[give] += rate
        cards.take_from_supply(state, seat, get)
        if give == Resource.GOODS and rate == 1:
            state.goods_used = True
        events.append(Event("sf.supply_trade", {"seat": seat, "n": rate, "give": cards.word(give),
                                                "get": cards.word(get)}, seat))
    elif verb == "build":
        _build(state, seat, a, events)
    elif verb == "fame_for_sale":
        card = str(a.args[0])
        cost = FRIENDSHIP_BY_ID[card].effect["cost"]
        cards.pay(state, seat, [int(cost.get(r.word, 0)) for r in Resource])
        state.fame_used.append(card)
        gain_fame(state, seat, 1, events)
    elif verb == "offer":
        state.decisions.push(offer_decision(seat))
    elif verb == "shake":
        _shake(state, events)
    else:
        events.append(Event("sf.no_flight", {"seat": seat}, seat))
        state.agenda.insert(0, {"op": "end_turn"})  # the turn flow (rules.py) ends the turn


def _build(state: StarfarersState, seat: Seat, a: Action, events: list[Event]) -> None:
    what = str(a.args[0])
    cards.pay(state, seat, BOX.build_costs[what])
    params: dict[str, Any] = {"seat": seat, "what": what}
    if what in UPGRADE_BUILDS:
        u = UPGRADE_BUILDS[what]
        state.upgrades[seat][u] += 1
        state.tray[u] -= 1
    elif what == "spaceport":
        node = node_arg(a.args[1])
        del state.colonies[node]
        state.spaceports[node] = seat
        state.pieces[seat][SHIPYARD] -= 1
        params["node"] = node_id(node)
    else:
        node = node_arg(a.args[1])
        place_ship(state, seat, SHIP_BUILDS[what], node)
        params["node"] = node_id(node)
    events.append(Event("sf.built", params, seat))


def _shake(state: StarfarersState, events: list[Event]) -> None:
    seat = state.current
    state.phase = Phase.FLIGHT
    state.decisions.clear()
    balls = cards.shake(state)
    state.balls = balls
    black = "black" in balls
    state.base_speed = BOX.black_base if black else cards.ball_sum(balls)
    for ship in ships_of(state, seat):
        ship.steps, ship.done, ship.halted, ship.must_leave, ship.start = 0, False, False, False, ship.node
        ship.path = []
    state.moving = None
    events.append(Event("sf.shaken", {"seat": seat, "balls": "+".join(balls), "base": state.base_speed,
                                      "speed": speed(state, seat), "encounter": black}, seat, reveal=True))
    state.agenda = ([{"op": "encounter"}] if black else []) + [{"op": "begin_moving"}]


# forced placement of a trade ship token
def token_check(state: StarfarersState) -> None:
    """Pushes the forced placement of a trade ship token when one can be placed (R32)."""
    seat = state.current
    if state.ship_tokens[seat] and can_place_free_ship(state, seat):
        state.decisions.push(Decision(seat, "place_token", "sf.prompt.place_token"))


def _do_place_token(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    node = node_arg(a.args[0])
    place_ship(state, d.seat, True, node)
    state.ship_tokens[d.seat] -= 1
    events.append(Event("sf.token_placed", {"seat": d.seat, "node": node_id(node)}, d.seat))
    state.decisions.settle(d.seat)
    token_check(state)


# writing an offer
def _check_offer(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    give, want = tally(d.picks, "give"), tally(d.picks, "want")
    if a.kind == "offer_give":
        r = resource_arg(args_of(a, 1)[0])
        if want[r]:
            return Reason("sf.both_sides", {"resource": cards.word(r)})
        if give[r] + 1 > state.hands[d.seat][r]:
            return Reason("sf.not_enough", {"resource": cards.word(r), "need": give[r] + 1,
                                            "have": state.hands[d.seat][r]})
        return None
    if a.kind == "offer_want":
        r = resource_arg(args_of(a, 1)[0])
        if give[r]:
            return Reason("sf.both_sides", {"resource": cards.word(r)})
        if sum(want) + 1 > most_wanted(state):
            return Reason("sf.want_too_many", {"most": most_wanted(state)})
        return None
    if a.kind == "offer_skip":
        seat = int_arg(args_of(a, 1)[0], 0, state.players - 1)
        closed = skipped(d.picks)
        if seat == d.seat:
            return Reason("sf.not_an_opponent", {"seat": seat})
        if seat in closed:
            return Reason("sf.already_skipped", {"seat": seat})
        return None if len(closed) < state.players - 2 else Reason("sf.nobody_open")
    args_of(a, 0)
    if a.kind == "offer_cancel":
        # Undo also takes picks back; cancelling is for an offer that cannot be completed.
        return None if d.picks else Reason("sf.nothing_to_cancel")
    if a.kind == "offer_send":
        if bool(sum(give)) != bool(sum(want)):
            return Reason("sf.no_gifts")
        if len(skipped(d.picks)) >= state.players - 1:
            return Reason("sf.nobody_open")
    return None


def _cand_offer(state: StarfarersState, d: Decision) -> list[Action]:
    out = [Action("offer_give", (r.word,)) for r in Resource] + [Action("offer_want", (r.word,)) for r in Resource]
    out += [Action("offer_skip", (s,)) for s in answering_order(state)]
    return out + [OFFER_SEND, OFFER_CANCEL]


def _do_offer(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    if a.kind in ("offer_give", "offer_want"):
        state.decisions.replace(d.pick((a.kind[6:], resource_arg(a.args[0]))))
    elif a.kind == "offer_skip":
        state.decisions.replace(d.pick(("skip", int(a.args[0]))))
    elif a.kind == "offer_cancel":
        state.decisions.settle(d.seat)
    else:
        closed = skipped(d.picks)
        order = answering_order(state)
        offer = Offer(tally(d.picks, "give"), tally(d.picks, "want"), [s for s in order if s not in closed])
        state.offer = offer
        state.decisions.settle(d.seat)
        events.append(Event("sf.offer_sent" if sum(offer.give) else "sf.call_sent", {
            "seat": d.seat, "give": cards.counted(offer.give), "want": cards.counted(offer.want),
            "open_to": tuple(offer.open_to)}, d.seat))
        state.decisions.push(Decision(d.seat, "choose", "sf.prompt.choose"))
        for seat in reversed(order):
            state.decisions.push(answer_decision(seat, d.seat))


# answering an offer round
def _check_answer(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    offer = state.offer
    assert offer is not None
    # A proposal is written pick by pick after `propose` (its first pick marks it).
    writing = bool(d.picks)
    hand = state.hands[d.seat]
    if a.kind in ("propose_give", "propose_want", "propose_send", "propose_cancel") and not writing:
        return Reason("sf.propose_first")
    if a.kind in ("accept", "pass", "propose") and writing:
        return Reason("sf.finish_proposal")
    if a.kind in ("propose_give", "propose_want"):
        return _check_proposal_pick(state, d, a)
    args_of(a, 0)
    if a.kind == "propose_send":
        return None if sum(tally(d.picks, "give")) and sum(tally(d.picks, "want")) else Reason("sf.no_gifts")
    if a.kind == "propose":
        if not any(hand):
            return Reason("sf.no_cards_to_trade")
        if not cards.hand_size(state, state.current):
            return Reason("sf.active_has_no_cards")
    if a.kind == "accept":
        if not sum(offer.give):
            return Reason("sf.call_only")
        if d.seat not in offer.open_to:
            return Reason("sf.not_open_to_you")
        if not cards.can_pay(state, d.seat, offer.want):
            return Reason("sf.lack_cards")
    return None


def _check_proposal_pick(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    """Returns why a card cannot be added to the proposal's give or want side (None when it can)."""
    give, want = tally(d.picks, "give"), tally(d.picks, "want")
    hand = state.hands[d.seat]
    r = resource_arg(args_of(a, 1)[0])
    if (want if a.kind == "propose_give" else give)[r]:
        return Reason("sf.both_sides", {"resource": cards.word(r)})
    if a.kind == "propose_give" and give[r] + 1 > hand[r]:
        return Reason("sf.not_enough", {"resource": cards.word(r), "need": give[r] + 1, "have": hand[r]})
    active = cards.hand_size(state, state.current)
    if a.kind == "propose_want" and sum(want) + 1 > active:
        return Reason("sf.want_too_many", {"most": active})
    return None


def _cand_answer(state: StarfarersState, d: Decision) -> list[Action]:
    if not d.picks:
        return [ACCEPT, PASS, PROPOSE]
    out = [*PROPOSE_GIVE, *PROPOSE_WANT]
    return out + [PROPOSE_SEND, PROPOSE_CANCEL]


def _do_answer(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    offer = state.offer
    assert offer is not None
    if a.kind == "propose":
        state.decisions.replace(d.pick(("propose",)))
        return
    if a.kind in ("propose_give", "propose_want"):
        state.decisions.replace(d.pick((a.kind[8:], resource_arg(a.args[0]))))
        return
    if a.kind == "propose_cancel":  # back to accept, propose or pass
        state.decisions.replace(Decision(d.seat, d.kind, d.prompt, d.params, d.private))
        return
    if a.kind == "accept":
        offer.answers[d.seat] = ("accept", tuple(offer.want), tuple(offer.give))
        events.append(Event("sf.accepted", {"seat": d.seat}, d.seat))
    elif a.kind == "pass":
        offer.answers[d.seat] = ("pass", (), ())
        events.append(Event("sf.passed", {"seat": d.seat}, d.seat))
    else:
        give, want = tally(d.picks, "give"), tally(d.picks, "want")
        offer.answers[d.seat] = ("propose", tuple(give), tuple(want))
        events.append(Event("sf.proposed", {"seat": d.seat, "give": cards.counted(give),
                                            "want": cards.counted(want)}, d.seat))
    state.decisions.settle(d.seat)


# the active player takes one answer or none
def _check_choose(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    offer = state.offer
    assert offer is not None
    if a.kind == "take_none":
        args_of(a, 0)
        return None
    seat = int_arg(args_of(a, 1)[0], 0, state.players - 1)
    answer = offer.answers.get(seat)
    if answer is None or answer[0] == "pass":
        return Reason("sf.no_answer_from", {"seat": seat})
    _, theirs, mine = answer
    if not cards.can_pay(state, seat, theirs) or not cards.can_pay(state, d.seat, mine):
        return Reason("sf.lack_cards")
    return None


def _cand_choose(state: StarfarersState, d: Decision) -> list[Action]:
    return [Action("take_offer", (s,)) for s in answering_order(state)] + [TAKE_NONE]


def _do_choose(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    offer = state.offer
    assert offer is not None
    if a.kind == "take_offer":
        seat = int(a.args[0])
        _, theirs, mine = offer.answers[seat]
        for r in range(5):
            state.hands[seat][r] += mine[r] - theirs[r]
            state.hands[d.seat][r] += theirs[r] - mine[r]
        events.append(Event("sf.traded", {"seat": d.seat, "victim": seat, "give": cards.counted(list(mine)),
                                          "get": cards.counted(list(theirs))}, d.seat))
    else:
        events.append(Event("sf.no_trade", {"seat": d.seat}, d.seat))
    state.offer = None
    state.decisions.settle(d.seat)


STEPS: dict[str, Step] = {
    "trade": Step(frozenset({"trade", "build", "fame_for_sale", "offer", "shake", "end_turn"}), _cand_trade,
                  _check_trade, _do_trade),
    "place_token": Step(frozenset({"place_token"}), cand_place, check_place_token, _do_place_token),
    "offer": Step(frozenset({"offer_give", "offer_want", "offer_skip", "offer_send", "offer_cancel"}), _cand_offer,
                  _check_offer, _do_offer),
    "answer": Step(frozenset({"accept", "pass", "propose_give", "propose_want", "propose", "propose_send",
                              "propose_cancel"}), _cand_answer, _check_answer, _do_answer),
    "choose": Step(frozenset({"take_offer", "take_none"}), _cand_choose, _check_choose, _do_choose),
}
