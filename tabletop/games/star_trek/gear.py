"""Damage on ships and equipment in play (star_trek_decks.md §2.4, §2.5): a ship's Range, Weapons and Shields less
its damage, its destruction, and what equipment adds to the personnel present with it (skills; Strength in combat).

Equipment lies where `state.gear` says, as `state.loc` says of personnel: a mission's surface or aboard a ship, so
it moves with its ship. It is never stopped and never a personnel: it staffs nothing and counts for no group.
"""

from __future__ import annotations

from functools import cache

from tabletop.engine.contract import Event
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.effects import effect
from tabletop.games.star_trek.effects_decks import CombatStrengthBonus, DamageAttributeMod, EquipmentSkillGrant
from tabletop.games.star_trek.state import StarTrekState, commander_of, owner_of, twin_of
from tabletop.games.star_trek.zones import kill, leave_play, name


@cache
def _damage_mod(card_id: str) -> DamageAttributeMod | None:
    return effect(card_id, DamageAttributeMod)


def ship_attribute(state: StarTrekState, ship: int, attribute: str) -> int:
    """Returns a ship's printed range, weapons or shields less what the damage cards on it take (never below 0)."""
    value = int(getattr(state.card(ship), attribute))
    for d in state.damage.get(ship, ()):
        mod = _damage_mod(state.cards[d])
        if mod is not None:
            value += int(getattr(mod, attribute))
    return max(0, value)


def destroy_ship(state: StarTrekState, ship: int, events: list[Event]) -> None:
    """Destroys a ship: everyone aboard is killed, its equipment and damage cards go with it, each card to its
    owner's discard pile."""
    for p in [p for p, at in state.loc.items() if at == ship]:
        kill(state, p, events)
    for g in [g for g, at in state.gear.items() if at == ship]:
        del state.gear[g]
        state.sides[owner_of(g)].discard.append(g)
    for d in state.damage.pop(ship, []):
        state.sides[owner_of(d)].discard.append(d)
    leave_play(state, ship)
    state.commander.pop(ship, None)
    state.sides[owner_of(ship)].discard.append(ship)
    events.append(Event("st.ship_destroyed", {"seat": owner_of(ship), "ship": name(state, ship)}, owner_of(ship)))


def place_damage(state: StarTrekState, card: int, ship: int, events: list[Event]) -> bool:
    """Lays a card on a ship as damage, then destroys the ship once it has enough (the switch); returns True when it
    was destroyed."""
    state.damage.setdefault(ship, []).append(card)
    events.append(Event("st.damaged", {"seat": owner_of(ship), "ship": name(state, ship), "card": name(state, card),
                                       "count": len(state.damage[ship])}, owner_of(ship)))
    if len(state.damage[ship]) >= state.battle_switches.damage_cards_to_destroy:
        destroy_ship(state, ship, events)
        return True
    return False


def repair_at_headquarters(state: StarTrekState, events: list[Event]) -> None:
    """The JA's end-of-turn repair (a switch, off by default): each ship at a headquarters of its affiliation loses
    its oldest damage card, to that card's owner's discard pile."""
    for ship in sorted(state.damage):
        mission = state.card(state.loc[ship])
        if mission.mission_type == "headquarters" and mission.affiliation == state.card(ship).affiliation:
            card = state.damage[ship].pop(0)
            state.sides[owner_of(card)].discard.append(card)
            if not state.damage[ship]:
                del state.damage[ship]
            events.append(Event("st.repaired", {"seat": owner_of(ship), "ship": name(state, ship),
                                                "card": name(state, card)}, owner_of(ship)))


# --- equipment --------------------------------------------------------------------------------------

@cache
def _grant(card_id: str) -> EquipmentSkillGrant | None:
    return effect(card_id, EquipmentSkillGrant)


@cache
def _weapon(card_id: str) -> CombatStrengthBonus | None:
    return effect(card_id, CombatStrengthBonus)


def equipment_skills(state: StarTrekState, uid: int) -> list[str]:
    """Returns the skills equipment present gives a personnel: one level each, from each piece whose holder filter
    its printed skills meet (a grant never feeds another grant)."""
    place = state.loc.get(uid)
    if place is None or not state.gear:
        return []
    seat = commander_of(state, uid)
    card = state.card(uid)
    printed = dict(card.skills)
    out = []
    twin = twin_of(state, place)  # equipment on the other copy's surface is present too (K5)
    for g, at in state.gear.items():
        if (at != place and at != twin) or commander_of(state, g) != seat:
            continue
        grant = _grant(state.cards[g])
        if grant is not None and (grant.targets.skill is None or printed.get(grant.targets.skill, 0) > 0):
            out.append(grant.gain)
    return out


def combat_bonus(state: StarTrekState, uid: int) -> int:
    """Returns the Strength hand weapons present add to a personnel while a combat resolves."""
    place = state.loc.get(uid)
    if place is None:
        return 0
    seat = commander_of(state, uid)
    card = state.card(uid)
    bonus = 0
    twin = twin_of(state, place)
    for g, at in state.gear.items():
        if (at != place and at != twin) or commander_of(state, g) != seat:
            continue
        weapon = _weapon(state.cards[g])
        if weapon is not None and (weapon.targets.affiliation is None or
                                   weapon.targets.affiliation == card.affiliation):
            bonus += weapon.amount
    return bonus


def return_equipment(state: StarTrekState, seat: int, mission: int | None, events: list[Event]) -> list[int]:
    """Returns to their owners' hands the equipment `seat` commands (only that at `mission` when given); returns
    them (Equipment Malfunction)."""
    out = []
    twin = None if mission is None else twin_of(state, mission)  # the other copy is this mission's location (K5)
    for g, at in list(state.gear.items()):
        if commander_of(state, g) != seat:
            continue
        where = state.loc.get(at, at)
        if mission is not None and where != mission and where != twin:
            continue
        del state.gear[g]
        state.sides[owner_of(g)].hand.append(g)
        out.append(g)
    if out:
        events.append(Event("st.equipment_returned", {"seat": seat, "cards": tuple(name(state, g) for g in out)},
                            seat))
    return out


EQUIPMENT = frozenset(cid for cid, card in CARDS.items() if card.kind is Kind.EQUIPMENT)
