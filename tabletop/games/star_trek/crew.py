"""Where personnel and ships are, what skills and attributes they have now, staffing, Range and requirements (§7, §9).

Skills: the printed box, plus the Borg Queen's named skill (until the end of the turn), plus Interlink (until the
attempt ends); while facing a dilemma, also Mission Briefing's borrowed box and the facing boosts (Riker, Seven).
Attributes: printed, plus the auras of other Borg present (Computation, Opposition), plus the facing boosts;
never below 0. Requirements are checked over a group: totals add up, attributes must be strictly greater.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import compress, count
from typing import Callable, Iterable, Mapping

from tabletop.games.star_trek.components import (CARDS, CARDS_PER_SEAT, PERSONNEL, SHIP, AllOf, AnyOf, AttributeOver,
                                                 Card, Kind, PersonnelHas, Requirement, SkillAtLeast, seat_of_uid)
from tabletop.games.star_trek.effects import AttributeAura, FacingBoost, effect
from tabletop.games.star_trek.gear import equipment_skills, ship_attribute
from tabletop.games.star_trek.state import StarTrekState, commander_of, owner_of, per_deal, twin_of


# --- places -----------------------------------------------------------------------------------------

def is_ship(state: StarTrekState, uid: int) -> bool:
    """Returns True when the card is a ship."""
    return state.card(uid).kind is Kind.SHIP


def mission_of(state: StarTrekState, uid: int) -> int:
    """Returns the mission where a personnel or ship in play is (a personnel aboard: its ship's mission)."""
    place = state.loc[uid]
    return state.loc[place] if place in state.loc else place


def aboard(state: StarTrekState, uid: int) -> int | None:
    """Returns the ship a personnel is aboard, or None (on a surface)."""
    place = state.loc[uid]
    return place if place in state.loc else None


def personnel_in(state: StarTrekState, place: int) -> list[int]:
    """Returns the personnel on a mission's surface or aboard a ship, in the order they arrived."""
    ids = state.cards
    return [p for p, at in state.loc.items() if at == place and KIND_OF[ids[p]] is PERSONNEL]


def ships_at(state: StarTrekState, mission: int, seat: int | None = None) -> list[int]:
    """Returns the ships at a mission (only those `seat` commands when given)."""
    command, ids = state.commander, state.cards
    return [s for s, at in state.loc.items() if at == mission and KIND_OF[ids[s]] is SHIP
            and (seat is None or command.get(s, owner_of(s)) == seat)]


def fleet_at(state: StarTrekState, mission: int, seat: int) -> list[int]:
    """Returns the ships a seat commands at a mission's location: at either copy of a mission in both decks (K5)."""
    twin = twin_of(state, mission)
    ships = ships_at(state, mission, seat)
    return ships if twin is None else ships + ships_at(state, twin, seat)


def personnel_at_mission(state: StarTrekState, mission: int, seat: int) -> list[int]:
    """Returns the personnel a seat commands anywhere at a mission's location: on its surface (either copy of a
    mission in both decks) or aboard its ships there."""
    twin = twin_of(state, mission)
    places = {mission, *ships_at(state, mission, seat)}
    if twin is not None:
        places.update((twin, *ships_at(state, twin, seat)))
    command, ids = state.commander, state.cards   # as in_play reads them
    return [p for p, at in state.loc.items() if at in places and KIND_OF[ids[p]] is PERSONNEL and (
        command[p] if p in command else p // CARDS_PER_SEAT if p < TWO_DECKS else seat_of_uid(p)) == seat]


def in_play(state: StarTrekState, seat: int, kind: Kind = Kind.PERSONNEL) -> list[int]:
    """Returns the cards of one kind in play that a seat commands (a taken personnel is its taker's)."""
    # Asked by many rules at many moments: the kind read off a table, the owner off the number inline (owner_of's
    # seat_of_uid), so no call is made per card in play.
    command, ids = state.commander, state.cards
    return [u for u in state.loc if KIND_OF[ids[u]] is kind and (
        command[u] if u in command else u // CARDS_PER_SEAT if u < TWO_DECKS else seat_of_uid(u)) == seat]


KIND_OF = {cid: card.kind for cid, card in CARDS.items()}   # each card id's kind (card data)
TWO_DECKS = 2 * CARDS_PER_SEAT   # the numbers of the two dealt decks (components.seat_of_uid)


def same_location(state: StarTrekState, a: int, b: int) -> bool:
    """Returns True when two places are one: the same card number, or two copies of one mission (one location,
    star_trek_decks.md K5)."""
    return a == b or twin_of(state, a) == b


def copies_of(state: StarTrekState, mission: int) -> list[int]:
    """Returns the missions in play that are one location with `mission` (itself first; a mission in both decks
    adds the other copy, K5)."""
    twin = twin_of(state, mission)
    return [mission] if twin is None else [mission, twin]


def has_surface(card: Card) -> bool:
    """Returns True for a planet or headquarters (a space mission has no surface)."""
    return card.mission_type in ("planet", "headquarters")


# --- skills and attributes ----------------------------------------------------------------------------

def _facing_now(state: StarTrekState, uid: int) -> bool:
    """Returns True while the personnel faces a dilemma unstopped (facing boosts and borrowed skills are on)."""
    a = state.attempt
    return a is not None and a.current is not None and uid in a.facing and uid not in state.stopped


def skills_of(state: StarTrekState, uid: int, facing: bool = True) -> dict[str, int]:
    """Returns a personnel's skill levels now; `facing` False leaves out what works only while facing."""
    card = state.card(uid)
    out = dict(card.skills)
    for skill in state.turn_gains.get(uid, ()):
        out[skill] = out.get(skill, 0) + 1
    if state.gear:
        for skill in equipment_skills(state, uid):
            out[skill] = out.get(skill, 0) + 1
    a = state.attempt
    if a is not None:
        for skill in a.gains.get(uid, ()):
            out[skill] = out.get(skill, 0) + 1
        if facing and _facing_now(state, uid):
            for skill, level in a.borrowed.get(uid, ()):
                out[skill] = out.get(skill, 0) + level
            boost = effect(card.id, FacingBoost)
            if boost is not None:
                for skill in boost.gain_skills:
                    out[skill] = out.get(skill, 0) + 1
    return out


def aura_bonus(state: StarTrekState, uid: int, attribute: str, holders: list[int] | None = None) -> int:
    """Returns what the auras of other personnel present add to one attribute of `uid` (`holders`: aura_holders',
    when the caller has them already)."""
    place = state.loc.get(uid)
    if place is None:
        return 0
    if holders is None:
        holders = aura_holders(state, attribute)
    if not holders:
        return 0   # the usual case: no card in play has an aura of this attribute
    bonus = _auras_at(state, uid, attribute, place, holders)
    twin = None if place in state.loc else twin_of(state, place)  # the other copy's surface is the same place (K5)
    return bonus if twin is None else bonus + _auras_at(state, uid, attribute, twin, holders)


def aura_holders(state: StarTrekState, attribute: str) -> list[int]:
    """Returns the cards in play with an aura of this attribute, by number."""
    # Every attribute of a group asks whose auras reach each member: the few dealt cards that have one (found once a
    # deal) are looked for in play, not every card in play for an aura.
    loc = state.loc
    return [u for u in per_deal(state.cards, _HOLDERS, _dealt_holders).get(attribute, ()) if u in loc]


def _dealt_holders(ids: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """Returns the numbers of a deal's cards with an aura, by the attribute it raises."""
    out: dict[str, list[int]] = {attribute: [] for attribute in AURA_IDS}
    for u in compress(count(), map(AURAS.__contains__, ids)):   # the few with one, found in C (each deal asks)
        out[AURAS[ids[u]].attribute].append(u)
    return {attribute: tuple(held) for attribute, held in out.items()}


_HOLDERS: dict[int, tuple[tuple[str, ...], dict[str, tuple[int, ...]]]] = {}   # per_deal's record of them


def _auras_at(state: StarTrekState, uid: int, attribute: str, place: int, holders: list[int]) -> int:
    """Returns what the auras of the other personnel at one place (a surface or a ship) add to `uid`'s attribute
    (`holders`: the cards in play with an aura of this attribute)."""
    card = state.card(uid)
    bonus = 0
    seat = commander_of(state, uid)
    ids = state.cards
    for other in holders:
        if state.loc[other] != place or other == uid:
            continue
        aura = AURAS[ids[other]]
        if commander_of(state, other) != seat:
            continue
        if other in state.stopped and not state.switches.stopped_card_text_active:
            continue
        if aura.targets.species is not None and aura.targets.species not in card.species:
            continue
        if aura.targets.skill is not None and not has_skill(state, uid, aura.targets.skill, facing=False):
            continue  # Kahlest: only those with Honor
        bonus += aura.amount
    return bonus


# Each card's attribute aura (card data, looked up once).
AURAS = {cid: aura for cid in CARDS if (aura := effect(cid, AttributeAura)) is not None}
# The card ids with an aura of each attribute (card data).
AURA_IDS = {attribute: frozenset(cid for cid, aura in AURAS.items() if aura.attribute == attribute)
            for attribute in {aura.attribute for aura in AURAS.values()}}


def attribute_of(state: StarTrekState, uid: int, attribute: str, facing: bool = True,
                 holders: list[int] | None = None) -> int:
    """Returns a personnel's attribute now (never below 0; `holders`: aura_holders', when the caller has them)."""
    card = state.card(uid)
    value = card.attribute(attribute) + aura_bonus(state, uid, attribute, holders)
    if facing and _facing_now(state, uid):
        boost = effect(card.id, FacingBoost)
        if boost is not None:
            value += dict(boost.attributes).get(attribute, 0)
        a = state.attempt
        if a is not None and a.borrowed_attributes:
            value += sum(v for name, v in a.borrowed_attributes.get(uid, ()) if name == attribute)
    return max(0, value)


# Each card's printed skills as a set (every printed level is at least 1, so a printed skill is had).
SKILL_SETS = {cid: frozenset(skill for skill, level in card.skills if level > 0) for cid, card in CARDS.items()}


def has_skill(state: StarTrekState, uid: int, skill: str, facing: bool = True) -> bool:
    """Returns True when the personnel has at least one level of `skill` now."""
    if facing and _facing_now(state, uid):
        return skills_of(state, uid, facing).get(skill, 0) > 0
    # Not facing: the printed box and the gains, each a level of 1, so having one is enough (no box to build: the
    # bots and Worf's order ask this of many personnel at every moment).
    if skill in SKILL_SETS[state.cards[uid]] or skill in state.turn_gains.get(uid, ()):
        return True
    if state.gear and skill in equipment_skills(state, uid):
        return True
    a = state.attempt
    return a is not None and skill in a.gains.get(uid, ())


# --- requirements -----------------------------------------------------------------------------------

def meets(state: StarTrekState, req: Requirement, group: Iterable[int], facing: bool = True) -> bool:
    """Returns True when the group meets the requirement tree (§9)."""
    return _judge(state, list(group), facing)(req)


def _judge(state: StarTrekState, members: list[int], facing: bool) -> Callable[[Requirement], bool]:
    """Returns whether a group meets a requirement tree, for any tree: skills totalled once, attributes when asked."""
    boxes = skill_boxes(state, members, facing)
    totals: dict[str, int] = {}
    for box in boxes:
        for skill, level in box.items():
            totals[skill] = totals.get(skill, 0) + level
    attributes: dict[str, int] = {}

    def total(attribute: str) -> int:
        if attribute not in attributes:
            attributes[attribute] = group_attribute(state, members, attribute, facing)
        return attributes[attribute]

    def check(node: Requirement) -> bool:
        if isinstance(node, SkillAtLeast):   # the commonest node first (the kinds are disjoint: order is cost only)
            return totals.get(node.skill, 0) >= node.count
        if isinstance(node, AttributeOver):
            return total(node.attribute) > node.greater_than
        if isinstance(node, AllOf):
            return all(check(c) for c in node.children)
        if isinstance(node, AnyOf):
            return any(check(c) for c in node.children)
        return any(box.get(node.skill, 0) >= node.count for box in boxes)   # PersonnelHas

    return check


def skill_boxes(state: StarTrekState, members: list[int], facing: bool) -> list[Mapping[str, int]]:
    """Returns each member's skill levels now (skills_of's), to read, never to change: a member with nothing added
    to its printed box gets that box itself, kept for its card id."""
    a = state.attempt
    if state.gear:   # equipment present may add skills: skills_of's work
        return [skills_of(state, p, facing) for p in members]
    # Every requirement check of an attempt asks for these: most personnel have only their printed box then. Those
    # with a gain, and while facing a dilemma those with a borrowed box or a facing boost, have skills_of's.
    gains, linked, ids = state.turn_gains, a.gains if a is not None else {}, state.cards
    lent = a.borrowed if facing and a is not None and a.current is not None else None
    if lent is None:
        return [skills_of(state, p, facing) if p in gains or p in linked else PRINTED_BOX[ids[p]] for p in members]
    return [skills_of(state, p, facing) if p in gains or p in linked or p in lent or ids[p] in BOOSTED
            else PRINTED_BOX[ids[p]] for p in members]


# The cards with a facing boost (Riker, Seven): their skills and attributes change while they face a dilemma.
BOOSTED = frozenset(cid for cid in CARDS if effect(cid, FacingBoost) is not None)
# Each card's printed skill levels, for skill_boxes to hand out (never changed: skills_of makes its own).
PRINTED_BOX: Mapping[str, Mapping[str, int]] = {cid: dict(card.skills) for cid, card in CARDS.items()}


def group_attribute(state: StarTrekState, members: list[int], attribute: str, facing: bool) -> int:
    """Returns the members' total of one attribute now (each attribute_of)."""
    holders = aura_holders(state, attribute)   # found once for the whole group
    if holders:   # only those where a member is can reach one: most are elsewhere
        holders = _near(state, members, holders)
    a, ids = state.attempt, state.cards
    printed = PRINTED_ATTRIBUTES.get(attribute)
    if holders or printed is None or facing and a is not None and a.current is not None and (
            a.borrowed_attributes or any(ids[p] in BOOSTED for p in members)):
        return sum(attribute_of(state, p, attribute, facing, holders) for p in members)
    # no aura reaches them, nothing lent, no facing boost: each member's printed value is all there is
    return sum([printed[ids[p]] for p in members])


def _near(state: StarTrekState, members: list[int], holders: list[int]) -> list[int]:
    """Returns the holders at a member's place, or at the other copy of a member's surface (K5): the only auras
    aura_bonus counts for the members."""
    loc = state.loc
    places: set[int] = set()
    for p in members:
        place = loc.get(p)
        if place is not None:
            places.add(place)
            twin = None if place in loc else twin_of(state, place)
            if twin is not None:
                places.add(twin)
    return [h for h in holders if loc[h] in places]


# Each personnel's printed attributes (never below 0, as attribute_of counts them), by attribute (card data).
PRINTED_ATTRIBUTES = {attribute: {cid: max(0, card.attribute(attribute)) for cid, card in CARDS.items()
                                  if card.kind is Kind.PERSONNEL} for attribute in ("integrity", "cunning", "strength")}


def missing(state: StarTrekState, req: Requirement, group: Iterable[int], facing: bool = False) -> list[str]:
    """Returns the leaf requirements not met, as short texts ("Physics", "Cunning>34"), for bots and the log."""
    # One judge for every part of the tree: the group's skills and attributes are the same for each part.
    met = _judge(state, list(group), facing)
    return [text for node, text in _parts(req) if not met(node)]


def _parts(req: Requirement) -> tuple[tuple[Requirement, str], ...]:
    """Returns the parts of a requirement tree `missing` names, with their texts: its leaves and its "either … or"
    nodes, outside any "either … or"."""
    got = _PARTS.get(id(req))
    if got is None or got[0] is not req:   # the trees are card data: each is flattened once (kept with it, by id)
        if len(_PARTS) >= 4096:
            _PARTS.clear()
        got = _PARTS[id(req)] = (req, tuple(_flatten(req)))
    return got[1]


def _flatten(node: Requirement) -> list[tuple[Requirement, str]]:
    if isinstance(node, AllOf):
        return [part for c in node.children for part in _flatten(c)]
    if isinstance(node, AnyOf):
        return [(node, " or ".join(_leaf(c) for c in node.children))]
    return [(node, _leaf(node))]


_PARTS: dict[int, tuple[Requirement, tuple[tuple[Requirement, str], ...]]] = {}


def _leaf(node: Requirement) -> str:
    if isinstance(node, SkillAtLeast):
        return node.skill if node.count == 1 else f"{node.count} {node.skill}"
    if isinstance(node, PersonnelHas):
        return f"{node.count} {node.skill}"
    if isinstance(node, AttributeOver):
        return f"{node.attribute.capitalize()}>{node.greater_than}"
    return "(…)"


# --- staffing, Range and moving ---------------------------------------------------------------------------

def staffing_gap(state: StarTrekState, ship: int) -> list[str]:
    """Returns what keeps a ship from being staffed ("Cmd", "Stf", or its affiliation); empty when staffed."""
    ids = state.cards
    crew = tuple([ids[p] for p in personnel_in(state, ship) if p not in state.stopped])
    return list(staffing_needs(ids[ship], crew))


@lru_cache(maxsize=4096)
def staffing_needs(ship_id: str, crew_ids: tuple[str, ...]) -> tuple[str, ...]:
    """Returns what a crew of these card ids lacks to staff a ship of this id (card data only, so kept)."""
    card = CARDS[ship_id]
    cmd = stf = 0
    kin = False  # one of the ship's affiliation aboard
    for cid in crew_ids:
        member = CARDS[cid]
        icons = member.staffing_icons
        if "Cmd" in icons:
            cmd += 1
        if "Stf" in icons:
            stf += 1
        if member.affiliation == card.affiliation:
            kin = True
    need_cmd = card.staffing.count("Cmd")
    need_stf = card.staffing.count("Stf")
    gap = ["Cmd"] * max(0, need_cmd - cmd)
    spare = max(0, cmd - need_cmd) + stf  # a [Cmd] left over fills a [Stf]
    gap += ["Stf"] * max(0, need_stf - spare)
    if not kin:
        gap.append(card.affiliation)
    return tuple(gap)


def staffed(state: StarTrekState, ship: int) -> bool:
    """Returns True when the ship's unstopped crew covers its staffing icons, with one of its affiliation (§7.2)."""
    return not staffing_gap(state, ship)


def range_left(state: StarTrekState, ship: int) -> int:
    """Returns the Range a ship may still spend this turn: its Range after damage (never below 0), its bonus, less
    what it spent (a damage card that lowers it below what was spent leaves none: never below 0)."""
    left = state.card(ship).range + state.range_bonus.get(ship, 0) - state.range_used.get(ship, 0)
    if ship in state.damage:  # damage lowers the Range: what was spent stays spent, and none may be left (D2)
        left = max(0, ship_attribute(state, ship, "range") + state.range_bonus.get(ship, 0)
                   - state.range_used.get(ship, 0))
    return left


def move_cost(state: StarTrekState, origin: int, destination: int) -> int:
    """Returns the Range a move costs: both spans, +2 across quadrants, −2 within one region (§7.3)."""
    return move_cost_between(state.cards[origin], state.cards[destination])


@cache
def move_cost_between(origin: str, destination: str) -> int:
    """Returns the Range a move costs between two missions given by card id (printed data only, so kept)."""
    a, b = CARDS[origin], CARDS[destination]
    cost = a.span + b.span
    if a.quadrant != b.quadrant:
        cost += 2
    if a.region is not None and a.region == b.region:
        cost -= 2
    return cost
