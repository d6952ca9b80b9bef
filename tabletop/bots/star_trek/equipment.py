"""The greedy bot's equipment rules (star_trek_decks.md §8): play a skill-granting equipment when one of its
targets will attempt a mission that lacks that skill, a hand weapon when a combat event waits in the core for
personnel it arms; and beam the equipment with the group (it never staffs nor counts toward a group's size).

It reads only its seat's view: equipment lies on a surface or aboard a ship, in public.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS, CARDS_PER_SEAT, Kind
from tabletop.games.star_trek.effects import effect
from tabletop.games.star_trek.effects_decks import BeginCombat, CombatStrengthBonus, EquipmentSkillGrant
from tabletop.games.star_trek.moves import BEAM, make, parts
from tabletop.games.star_trek.view import StarTrekView


class Gear(NamedTuple):
    """One equipment of the seat's in play: where it lies (a mission, and the ship when aboard one)."""

    uid: int
    card: str
    mission: int
    ship: int | None


def my_gear(view: StarTrekView, seat: int) -> list[Gear]:
    """Returns the seat's equipment in play, wherever it lies."""
    out: list[Gear] = []
    for side in view.sides:
        for m in side.missions:
            out += [Gear(g.uid, g.card, m.uid, None) for g in m.equipment if g.uid // CARDS_PER_SEAT == seat]
            for s in m.ships:
                out += [Gear(g.uid, g.card, m.uid, s.uid) for g in s.equipment if g.uid // CARDS_PER_SEAT == seat]
    return out


def grants(card: str, people: list[str]) -> str | None:
    """Returns the skill an equipment card grants one of these personnel cards, or None."""
    grant = effect(card, EquipmentSkillGrant)
    if grant is None:
        return None
    wanted = grant.targets.skill
    if any(wanted is None or dict(CARDS[p].skills).get(wanted) for p in people):
        return grant.gain
    return None


def arms(card: str, people: list[str]) -> bool:
    """Returns True when a hand weapon would add Strength to one of these personnel cards."""
    weapon = effect(card, CombatStrengthBonus)
    return weapon is not None and any(weapon.targets.affiliation in (None, CARDS[p].affiliation) for p in people)


def worth_playing(view: StarTrekView, seat: int, hand: dict[int, str], plays: list[Action], people: list[str],
                  lacking: set[str]) -> Action | None:
    """Returns the play of an equipment that helps now: a skill the target mission lacks for one of its
    targets, or a weapon for the personnel of a combat event in the core; None when none does."""
    combat = any(effect(c.card, BeginCombat) is not None for c in view.sides[seat].core)
    for a in plays:
        card = hand.get(int(str(parts(a).card)), "")
        if card not in CARDS or CARDS[card].kind is not Kind.EQUIPMENT:
            continue
        if grants(card, people) in lacking or (combat and arms(card, people)):
            return a
    return None


def beam_along(gear: list[Gear], origin: int, to: int, legal: list[Action]) -> Action | None:
    """Returns the beam of an equipment of the seat's lying at `origin` (not already at `to`) to `to`, so that it
    goes with the group; None when all of it is there."""
    for g in gear:
        there = g.ship if g.ship is not None else g.mission
        if g.mission == origin and there != to:
            beam = make(BEAM, card=g.uid, to=to)
            if beam in legal:
                return beam
    return None
