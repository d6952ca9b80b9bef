"""Battles (star_trek_decks.md §2.1–2.3): an order on an event lying in your core starts an engagement (ships:
total Weapons against total Shields) or a personnel combat (total Strength) at a mission that is not a
headquarters. Responses first (the beginner's window, then the defender's, a hand-over: Render Assistance), then
the totals; strictly higher wins, a tie wins nobody; the card's result; the beginner's side is stopped.

The battle is public and stays on the table (`state.battle`) until its beginner steps on with Next.
"""

from __future__ import annotations

from functools import cache

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.crew import attribute_of, has_skill, same_location, staffing_gap, staffing_needs
from tabletop.games.star_trek.effect_base import Filter
from tabletop.games.star_trek.effects import effect
from tabletop.games.star_trek.effects_decks import (KILL_RANDOM, PLACE_AS_DAMAGE, TAKE_COMMAND, BattleOrder,
                                                    BeginCombat, BeginEngagement, JoinEngagement)
from tabletop.games.star_trek.gear import combat_bonus, place_damage, ship_attribute
from tabletop.games.star_trek.state import Battle, StarTrekState, commander_of, owner_of
from tabletop.games.star_trek.steps import Step, arg
from tabletop.games.star_trek.zones import kill, name, names, stop

ENGAGEMENT, COMBAT = "engagement", "combat"
ASSIST = "assist"        # a battle's response window (Render Assistance)
DAMAGE = "damage"        # the beginner picks the opposing ship the event lies on as damage
BATTLE = "battle"        # the battle is over: the beginner steps on with Next


@cache
def battle_order(card_id: str) -> BattleOrder | None:
    """Returns the battle order of an event (None: it starts no battle); card data, so kept."""
    return effect(card_id, (BeginEngagement, BeginCombat))


def _is(state: StarTrekState, uid: int, kind: Kind) -> bool:
    return uid in state.loc and state.card(uid).kind is kind


def mission_at(state: StarTrekState, place: int) -> int:
    """Returns the mission of a place (a ship's mission, or the mission itself)."""
    return state.loc.get(place, place)


def ships_there(state: StarTrekState, mission: int, seat: int) -> list[int]:
    """Returns the ships `seat` commands at a mission's location (either copy of a shared mission)."""
    return [s for s, at in state.loc.items() if state.card(s).kind is Kind.SHIP and commander_of(state, s) == seat
            and same_location(state, at, mission)]


def people_there(state: StarTrekState, place: int, seat: int) -> list[int]:
    """Returns the personnel `seat` commands present at a place: aboard that ship, or on that surface (either
    copy of a shared mission)."""
    return [p for p, at in state.loc.items() if state.card(p).kind is Kind.PERSONNEL
            and commander_of(state, p) == seat and same_location(state, at, place)]


def aboard_ships(state: StarTrekState, ships: list[int]) -> list[int]:
    """Returns the personnel aboard these ships, ship by ship."""
    return [p for s in ships for p, at in state.loc.items() if at == s]


def _fits(state: StarTrekState, seat: int, p: int, f: Filter) -> bool:
    """Returns True when an unstopped personnel of `seat` passes a battle card's filter."""
    card = state.card(p)
    return p not in state.stopped and commander_of(state, p) == seat \
        and (f.affiliation is None or card.affiliation == f.affiliation) \
        and (f.species is None or f.species in card.species) \
        and (f.skill is None or has_skill(state, p, f.skill, facing=False))


def _ship_fits(state: StarTrekState, seat: int, ship: int, f: Filter) -> bool:
    card = state.card(ship)
    if f.affiliation is not None and card.affiliation != f.affiliation:
        return False
    if f.has_aboard is not None:
        inner = f.has_aboard
        return any(_fits(state, seat, p, inner) for p, at in state.loc.items() if at == ship)
    return True


# --- starting a battle (an order of the orders segment) --------------------------------------------------

Sides = tuple[list[int], list[int], list[int], list[int]]   # the seat's personnel and ships, then the opponent's


def candidates(state: StarTrekState, seat: int, sides: Sides | None = None) -> list[Action]:
    """Returns the battle orders worth listing: each event in the seat's core with each of its ships (or
    personnel) and each opposing ship there; the check says which may go. A caller that has split the cards in
    play by commander (legal.py) passes `sides`, each list in the order the cards came into play."""
    core = state.sides[seat].core
    if not core:
        return []
    people, mine, theirs, their_ships = _sides(state, seat) if sides is None else sides
    ids, loc = state.cards, state.loc
    targets: dict[str, list[int]] = {}     # a mission's card id (either copy: one location) -> opposing ships there
    for t in their_ships:
        targets.setdefault(ids[loc[t]], []).append(t)
    # where opposing personnel stand: a ship's number, or a mission's card id (either copy)
    present = {at if at in loc else ids[at] for at in (loc[p] for p in theirs)}
    out: list[Action] = []
    for e in core:
        order = battle_order(ids[e])
        if isinstance(order, BeginEngagement):
            for s in mine:
                out += [Action("engage", (e, s, t)) for t in targets.get(ids[loc[s]], ())]
        elif isinstance(order, BeginCombat):
            out += [Action("combat", (e, p)) for p in people if (loc[p] if loc[p] in loc else ids[loc[p]]) in present]
    return out


def listed_battles(state: StarTrekState, seat: int, sides: Sides, crews: dict[int, list[int]]) -> list[Action]:
    """Returns the battle orders of `candidates` that engage_check and combat_check let pass, in the same order,
    without asking them of each: the listing already makes every event the seat's, in its core and of its kind,
    every ship and personnel the seat's and every target an opposing ship (personnel) at the same location, so only
    the rest of the checks is tested here, once per ship or personnel rather than once per target. `crews`: each
    place's unstopped personnel of the seat (a ship's crew are its commander's, an invariant: its staffing)."""
    core = state.sides[seat].core
    if not core:
        return []
    people, mine, theirs, their_ships = sides
    ids, loc = state.cards, state.loc
    ready: list[tuple[int, list[int]]] | None = None   # made when an engagement is in the core (_ready_ships)
    present: set[int | str] | None = None
    out: list[Action] = []
    for e in core:
        order = battle_order(ids[e])
        if isinstance(order, BeginEngagement):
            if ready is None:
                ready = _ready_ships(state, mine, their_ships, crews)
            for s, there in ready:
                if _ship_fits(state, seat, s, order.ship):
                    out += [Action("engage", (e, s, t)) for t in there]
        elif isinstance(order, BeginCombat):
            if not theirs:
                continue   # no opposing personnel in play: nobody to fight
            if present is None:
                present = {at if at in loc else ids[at] for at in (loc[p] for p in theirs)}
            for p in people:
                place = loc[p]
                # opposing personnel there; not at a headquarters; unstopped and fitting the card (_fits)
                if (place if place in loc else ids[place]) in present \
                        and not _at_headquarters(state, loc.get(place, place)) \
                        and _fits(state, seat, p, order.personnel):
                    out.append(Action("combat", (e, p)))
    return out


def _ready_ships(state: StarTrekState, mine: list[int], their_ships: list[int],
                 crews: dict[int, list[int]]) -> list[tuple[int, list[int]]]:
    """Returns the seat's ships that may engage, whatever the engagement card's filter, each with the opposing ships
    it may target (engage_check's tests but the card's): unstopped, staffed, not at a headquarters, and opposing
    ships at the same location (stopped ones too where stopped defenders fight). Worked out once for every
    engagement card in the core."""
    ids, loc, stopped = state.cards, state.loc, state.stopped
    fight = state.battle_switches.stopped_defenders_fight
    targets: dict[str, list[int]] = {}   # a mission's card id (one location for both copies, K5) -> targets there
    for t in their_ships:
        if fight or t not in stopped:
            targets.setdefault(ids[loc[t]], []).append(t)
    ready: list[tuple[int, list[int]]] = []
    for s in mine:
        at = ids[loc[s]]
        there = targets.get(at)
        if there and s not in stopped and at not in HEADQUARTERS \
                and not staffing_needs(ids[s], tuple([ids[p] for p in crews.get(s, ())])):
            ready.append((s, there))
    return ready


def _sides(state: StarTrekState, seat: int) -> Sides:
    """Returns the seat's personnel and ships in play, then the opponent's, each in the order they came."""
    split: tuple[list[int], list[int], list[int], list[int]] = ([], [], [], [])
    for u in state.loc:
        kind = state.card(u).kind
        if kind is Kind.PERSONNEL or kind is Kind.SHIP:
            split[(0 if commander_of(state, u) == seat else 2) + (kind is Kind.SHIP)].append(u)
    return split


def _event_check(state: StarTrekState, seat: int, e: int | None, kind: type[BattleOrder]) -> Reason | None:
    if e is None or not 0 <= e < len(state.cards):
        return Reason("st.no_such_card")
    if e not in state.sides[seat].core:
        return Reason("st.not_in_core")
    if not isinstance(battle_order(state.cards[e]), kind):
        return Reason("st.wrong_battle", {"card": name(state, e)})
    return None


def _battle_card(state: StarTrekState, seat: int, action: Action, parts: int,
                 kind: type[BattleOrder]) -> BattleOrder | Reason:
    """Returns the battle order of the event an `engage` or `combat` names (its first of `parts` numbers), or why
    that event may not start this kind of battle."""
    e = arg(action, 0)
    if len(action.args) != parts:
        return Reason("st.no_such_card")
    refused = _event_check(state, seat, e, kind)
    if refused is not None:
        return refused
    assert e is not None
    order = battle_order(state.cards[e])
    assert order is not None
    return order


def _at_headquarters(state: StarTrekState, mission: int) -> bool:
    """Returns True at a headquarters mission, where no battle happens (G2)."""
    return state.cards[mission] in HEADQUARTERS


HEADQUARTERS = frozenset(cid for cid, card in CARDS.items() if card.mission_type == "headquarters")   # card ids


def engage_check(state: StarTrekState, seat: int, action: Action) -> Reason | None:
    """Returns why `engage <event> <ship> <target>` is refused now, or None."""
    e, ship, target = arg(action, 0), arg(action, 1), arg(action, 2)
    order = _battle_card(state, seat, action, 3, BeginEngagement)
    if isinstance(order, Reason):
        return order
    assert isinstance(order, BeginEngagement) and e is not None
    if ship is None or not _is(state, ship, Kind.SHIP) or commander_of(state, ship) != seat:
        return Reason("st.not_your_ship")
    mission = state.loc[ship]
    if _at_headquarters(state, mission):
        return Reason("st.battle_at_headquarters", {"mission": name(state, mission)})
    if target is None or not _is(state, target, Kind.SHIP) or commander_of(state, target) == seat \
            or not same_location(state, state.loc[target], mission):
        return Reason("st.no_opposing_ship", {"mission": name(state, mission)})
    if target in state.stopped and not state.battle_switches.stopped_defenders_fight:
        return Reason("st.target_stopped", {"ship": name(state, target)})
    if ship in state.stopped:
        return Reason("st.ship_stopped", {"ship": name(state, ship)})
    gap = staffing_gap(state, ship)
    if gap:
        return Reason("st.ship_not_staffed", {"ship": name(state, ship), "missing": ", ".join(gap)})
    if not _ship_fits(state, seat, ship, order.ship):
        return Reason("st.ship_does_not_fit", {"ship": name(state, ship), "card": name(state, e)})
    return None


def combat_check(state: StarTrekState, seat: int, action: Action) -> Reason | None:
    """Returns why `combat <event> <personnel>` is refused now, or None."""
    e, p = arg(action, 0), arg(action, 1)
    order = _battle_card(state, seat, action, 2, BeginCombat)
    if isinstance(order, Reason):
        return order
    assert isinstance(order, BeginCombat) and e is not None
    if p is None or not _is(state, p, Kind.PERSONNEL) or commander_of(state, p) != seat:
        return Reason("st.not_your_card")
    place = state.loc[p]
    mission = mission_at(state, place)
    if _at_headquarters(state, mission):
        return Reason("st.battle_at_headquarters", {"mission": name(state, mission)})
    if not people_there(state, place, 1 - seat):
        return Reason("st.no_opposing_personnel", {"card": name(state, p)})
    if p in state.stopped:
        return Reason("st.personnel_stopped", {"card": name(state, p)})
    if not _fits(state, seat, p, order.personnel):
        return Reason("st.personnel_does_not_fit", {"card": name(state, p), "event": name(state, e)})
    return None


def begin(state: StarTrekState, seat: int, action: Action, events: list[Event]) -> None:
    """Starts a legal battle: pays the event's cost, names the sides, opens the response windows (or resolves)."""
    e = arg(action)
    assert e is not None
    order = battle_order(state.cards[e])
    assert order is not None
    side = state.sides[seat]
    if order.spend:
        side.core.remove(e)
        side.discard.append(e)
    if action.kind == "engage":
        ship, target = arg(action, 1), arg(action, 2)
        assert ship is not None and target is not None
        battle = Battle(ENGAGEMENT, seat, e, state.loc[ship], [ship], [target], discarded=order.spend)
        events.append(Event("st.engagement_begins", {"seat": seat, "card": name(state, e), "ship": name(state, ship),
                                                     "target": name(state, target)}, seat, reveal=True))
    else:
        p = arg(action, 1)
        assert p is not None
        place = state.loc[p]
        sw = state.battle_switches
        attackers = [a for a in people_there(state, place, seat) if a not in state.stopped]
        defenders = [d for d in people_there(state, place, 1 - seat)
                     if sw.stopped_defenders_fight or d not in state.stopped]
        battle = Battle(COMBAT, seat, e, mission_at(state, place), attackers, defenders, discarded=order.spend)
        events.append(Event("st.combat_begins", {"seat": seat, "card": name(state, e), "personnel": name(state, p),
                                                 "attackers": names(state, attackers),
                                                 "defenders": names(state, defenders)}, seat, reveal=True))
    state.battle = battle
    if battle.kind == ENGAGEMENT:
        _open_window(state, seat, events)
    else:
        resolve(state, events)


# --- the response windows (Render Assistance) ----------------------------------------------------------

def joiners(state: StarTrekState, seat: int) -> list[int]:
    """Returns the ships of `seat` that could join the battle under way: at its location, not in it yet; the
    beginner's staffed and unstopped."""
    b = state.battle
    assert b is not None
    involved = set(b.beginner) | set(b.defender)
    out = []
    for s in ships_there(state, b.mission, seat):
        if s in involved:
            continue
        if seat == b.seat and (s in state.stopped or staffing_gap(state, s)):
            continue
        out.append(s)
    return out


def _window_opens(state: StarTrekState, seat: int) -> bool:
    # Opened whatever the hand holds (K4): that the window opens tells the other seat nothing about the hand.
    b = state.battle
    assert b is not None
    involved = set(b.beginner) | set(b.defender)
    there = [s for s in ships_there(state, b.mission, seat) if s not in involved]
    return bool(there) and bool(state.sides[seat].hand)


def _open_window(state: StarTrekState, seat: int, events: list[Event]) -> None:
    """Opens `seat`'s turn in the engagement-begins window, or resolves the battle when the window is over.

    The window opens when either side may respond; the beginner's turn then comes first, a pass when it holds no
    response (E3; scenario 22: "Borg holds no response and passes", then the curtain to the defender). The
    defender's turn comes only when its own window opens (K4)."""
    b = state.battle
    assert b is not None
    opens = _window_opens(state, seat)
    if seat == b.seat:
        opens = opens or _window_opens(state, 1 - seat)
    if opens:
        state.decisions.push(Decision(seat, ASSIST, "st.prompt.assist", {"mission": b.mission}, private=True))
        return
    if seat == b.seat:
        _open_window(state, 1 - seat, events)
        return
    resolve(state, events)


def _assist_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    seat = decision.seat
    out = [Action("assist", (c, s)) for c in state.sides[seat].hand
           if effect(state.cards[c], JoinEngagement) is not None for s in joiners(state, seat)]
    return out + [Action("pass")]


def _assist_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == Action("pass"):
        return None
    c, s = arg(action, 0), arg(action, 1)
    seat = decision.seat
    if len(action.args) != 2 or c is None or c not in state.sides[seat].hand:
        return Reason("st.not_in_hand")
    if effect(state.cards[c], JoinEngagement) is None:
        return Reason("st.not_a_response", {"card": name(state, c)})
    if s is None or s not in joiners(state, seat):
        if s is not None and _is(state, s, Kind.SHIP) and commander_of(state, s) == seat:
            return Reason("st.joiner_not_ready", {"ship": name(state, s)})
        return Reason("st.no_joiner")
    return None


def _assist_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    b = state.battle
    assert b is not None
    state.decisions.pop()
    if action != Action("pass"):
        c, s = arg(action, 0), arg(action, 1)
        assert c is not None and s is not None
        side = state.sides[seat]
        side.hand.remove(c)
        side.discard.append(c)
        (b.beginner if seat == b.seat else b.defender).append(s)
        b.joined.append(s)
        b.responses.append(c)
        events.append(Event("st.joined_battle", {"seat": seat, "card": name(state, c), "ship": name(state, s)}, seat))
    else:
        events.append(Event("st.passed_response", {"seat": seat}, seat))
    if seat == b.seat:
        _open_window(state, 1 - seat, events)
    else:
        resolve(state, events)


# --- resolving ---------------------------------------------------------------------------------------

def totals(state: StarTrekState, battle: Battle) -> tuple[int, int]:
    """Returns the beginner's and the defender's totals: Weapons against Shields (joiners per the switch), or
    Strength with hand weapons."""
    if battle.kind == ENGAGEMENT:
        joined = state.battle_switches.joined_ships_add_attributes
        mine = battle.beginner if joined else battle.beginner[:1]
        theirs = battle.defender if joined else battle.defender[:1]
        return (sum(ship_attribute(state, s, "weapons") for s in mine if s in state.loc),
                sum(ship_attribute(state, s, "shields") for s in theirs if s in state.loc))
    return (sum(attribute_of(state, p, "strength", facing=False) + combat_bonus(state, p) for p in battle.beginner),
            sum(attribute_of(state, p, "strength", facing=False) + combat_bonus(state, p) for p in battle.defender))


def _random_involved(state: StarTrekState, battle: Battle) -> int | None:
    """Picks one opposing personnel involved at random with the state's RNG (None: there is none)."""
    if battle.kind == ENGAGEMENT:
        pool = [p for p in aboard_ships(state, [s for s in battle.defender if s in state.loc])
                if state.card(p).kind is Kind.PERSONNEL]
    else:
        pool = [p for p in battle.defender if p in state.loc]
    return pool[state.rng.randrange(len(pool))] if pool else None


def resolve(state: StarTrekState, events: list[Event]) -> None:
    """Compares the totals and carries out the card's result; stops the beginner's side (unless a choice waits)."""
    b = state.battle
    assert b is not None
    b.beginner_total, b.defender_total = totals(state, b)
    b.outcome = "win" if b.beginner_total > b.defender_total else \
        "tie" if b.beginner_total == b.defender_total else "loss"
    events.append(Event("st.battle_result", {"seat": b.seat, "mine": b.beginner_total, "theirs": b.defender_total,
                                             "outcome": f"outcome_{b.outcome}"}, b.seat))
    order = battle_order(state.cards[b.event])
    assert order is not None
    if b.outcome == "win":
        for atom in order.on_win:
            if atom == TAKE_COMMAND:
                p = _random_involved(state, b)
                if p is not None:
                    take_command(state, b.seat, p, b.beginner[0], events)
                    b.taken = p
            elif atom == KILL_RANDOM:
                p = _random_involved(state, b)
                if p is not None:
                    events.append(Event("st.battle_pick", {"seat": b.seat, "card": name(state, p)}, b.seat,
                                        reveal=True))
                    kill(state, p, events)
                    b.killed = p
            elif atom == PLACE_AS_DAMAGE:
                targets = [s for s in b.defender if s in state.loc]
                if len(targets) > 1:
                    b.step = DAMAGE
                    state.decisions.push(Decision(b.seat, DAMAGE, "st.prompt.damage", {"card": b.event}))
                    return
                if targets:
                    _lay_damage(state, b, targets[0], events)
    finish(state, events)


def take_command(state: StarTrekState, seat: int, p: int, ship: int, events: list[Event]) -> None:
    """Puts an opposing personnel under `seat`'s command aboard `ship`; its owner stays (R58)."""
    if owner_of(p) == seat:
        state.commander.pop(p, None)
    else:
        state.commander[p] = seat
    state.loc[p] = ship
    events.append(Event("st.command_taken", {"seat": seat, "card": name(state, p), "ship": name(state, ship)}, seat,
                        reveal=True))


def _lay_damage(state: StarTrekState, b: Battle, ship: int, events: list[Event]) -> None:
    side = state.sides[b.seat]
    if b.event in side.core:
        side.core.remove(b.event)
    b.damaged = ship
    if place_damage(state, b.event, ship, events):
        b.destroyed.append(ship)


def finish(state: StarTrekState, events: list[Event]) -> None:
    """Ends the battle: a card not won goes to its owner's discard pile; the beginner's side is stopped (the
    defender's too with `battle_stops_both`); the table keeps the record until the beginner steps on."""
    b = state.battle
    assert b is not None
    order = battle_order(state.cards[b.event])
    assert order is not None
    side = state.sides[b.seat]
    if b.outcome != "win" and order.discard_otherwise and b.event in side.core:
        side.core.remove(b.event)
        side.discard.append(b.event)
        b.discarded = True
    sides = [b.beginner] + ([b.defender] if state.battle_switches.battle_stops_both else [])
    for cards in sides:
        for u in cards:
            if u not in state.loc:
                continue
            stop(state, u, events)
            if b.kind == ENGAGEMENT:
                for p in [p for p, at in state.loc.items() if at == u]:
                    stop(state, p, events)
    b.step = "over"
    state.decisions.push(Decision(b.seat, BATTLE, "st.prompt.battle_over", {"outcome": f"outcome_{b.outcome}"}))


def _damage_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    b = state.battle
    assert b is not None
    return [Action("damage", (s,)) for s in b.defender if s in state.loc]


def _damage_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    b = state.battle
    assert b is not None
    s = arg(action)
    if len(action.args) != 1 or s is None or s not in b.defender or s not in state.loc:
        return Reason("st.not_an_involved_ship")
    return None


def _damage_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    b = state.battle
    assert b is not None
    state.decisions.pop()
    s = arg(action)
    assert s is not None
    _lay_damage(state, b, s, events)
    finish(state, events)


def _over_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [Action("next")]


def _over_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    return None if action == Action("next") else Reason("st.no_such_card")


def _over_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    state.decisions.pop()
    state.battle = None


STEPS = {
    ASSIST: Step(frozenset({"assist", "pass"}), _assist_candidates, _assist_check, _assist_act),
    DAMAGE: Step(frozenset({"damage"}), _damage_candidates, _damage_check, _damage_act),
    BATTLE: Step(frozenset({"next"}), _over_candidates, _over_check, _over_act),
}
