"""The shortcuts a move's rules take for speed answer as the full rules do, at moments of seeded games with every
pairing of decks: printed skill boxes and attributes handed out when nothing is added (crew.skill_boxes,
group_attribute), the aura cards found once a deal (aura_holders), the missed parts of a requirement tree
(missing), costs no modifier can change (turn.cost_to_play), Worf's count and a dilemma's eligible personnel."""

from __future__ import annotations

import random
from collections import Counter
from typing import Iterator

import pytest

from tabletop.games.star_trek.components import AllOf, AnyOf, AttributeOver, PersonnelHas, Requirement, SkillAtLeast
from tabletop.games.star_trek.crew import (AURAS, _leaf, aura_bonus, attribute_of, group_attribute, has_skill,
                                           missing, personnel_in, skill_boxes, skills_of)
from tabletop.games.star_trek.dilemmas import eligible, template_of, unstopped_facing
from tabletop.games.star_trek.effects import ExamineDilemmaPileTop, StopOneWithSkill
from tabletop.games.star_trek.orders import examine_count, order_of
from tabletop.games.star_trek.rules import StarTrek
from tabletop.games.star_trek.state import StarTrekState, commander_of, twin_of
from tabletop.games.star_trek.turn import active_modifiers, cost_to_play

GAME = StarTrek()
ATTRIBUTES = ("integrity", "cunning", "strength")


def moments(seed: int, options: dict[str, object]) -> Iterator[StarTrekState]:
    """Yields the state at every moment of a seeded random game, before its move is made."""
    state = GAME.new_game(2, options, seed)
    rng = random.Random(seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        yield state
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randrange(len(legal))])


def full_aura_bonus(state: StarTrekState, uid: int, attribute: str) -> int:
    """Returns aura_bonus as the rules word it: every other personnel in play at the place (or at the other copy of
    a surface) with an aura of the attribute, commanded alike, its text active, whose target the personnel is."""
    place = state.loc.get(uid)
    if place is None:
        return 0
    places = {place} | ({twin_of(state, place)} - {None} if place not in state.loc else set())
    bonus = 0
    for other, at in state.loc.items():
        aura = AURAS.get(state.cards[other])
        if other == uid or at not in places or aura is None or aura.attribute != attribute:
            continue
        if commander_of(state, other) != commander_of(state, uid):
            continue
        if other in state.stopped and not state.switches.stopped_card_text_active:
            continue
        if aura.targets.species is not None and aura.targets.species not in state.card(uid).species:
            continue
        if aura.targets.skill is not None and not has_skill(state, uid, aura.targets.skill, facing=False):
            continue
        bonus += aura.amount
    return bonus


def full_missing(state: StarTrekState, req: Requirement, group: list[int], facing: bool) -> list[str]:
    """Returns missing's answer from each member's skills_of and attribute_of, walking the tree (the texts are
    crew's own: what is checked here is which parts are missed)."""
    boxes = [skills_of(state, p, facing) for p in group]

    def met(node: Requirement) -> bool:
        match node:
            case AllOf(children=children):
                return all(map(met, children))
            case AnyOf(children=children):
                return any(map(met, children))
            case SkillAtLeast(skill=skill, count=count):
                return sum(box.get(skill, 0) for box in boxes) >= count
            case PersonnelHas(skill=skill, count=count):
                return max((box.get(skill, 0) for box in boxes), default=0) >= count
        assert isinstance(node, AttributeOver)
        return sum(attribute_of(state, p, node.attribute, facing) for p in group) > node.greater_than

    def walk(node: Requirement) -> list[str]:
        if isinstance(node, AllOf):
            return [t for c in node.children for t in walk(c)]
        if met(node):
            return []
        return [" or ".join(_leaf(c) for c in node.children)] if isinstance(node, AnyOf) else [_leaf(node)]

    return walk(req)


def groups(state: StarTrekState) -> list[list[int]]:
    """Returns the personnel at each place in play, and the attempt's group and those facing its dilemma."""
    out = [personnel_in(state, place) for place in sorted(set(state.loc.values()))]
    a = state.attempt
    if a is not None:
        out += [list(a.group), unstopped_facing(state, a)]
    return [g for g in out if g]


def check_groups(state: StarTrekState, seen: Counter[str]) -> None:
    missions = [m for side in state.sides for m in side.missions if state.card(m).requirements is not None]
    for group in groups(state):
        for facing in (False, True):
            assert skill_boxes(state, group, facing) == [skills_of(state, p, facing) for p in group]
            for attribute in ATTRIBUTES:
                assert group_attribute(state, group, attribute, facing) == \
                    sum(attribute_of(state, p, attribute, facing) for p in group)
            for m in missions:
                req = state.card(m).requirements
                assert req is not None
                assert missing(state, req, group, facing) == full_missing(state, req, group, facing), (m, group)
        seen["groups"] += 1
    for p in state.loc:
        for attribute in ATTRIBUTES:
            bonus = aura_bonus(state, p, attribute)
            assert bonus == full_aura_bonus(state, p, attribute), (p, attribute)
            seen["auras"] += bonus > 0


def check_costs_and_orders(state: StarTrekState, seen: Counter[str]) -> None:
    for seat in (0, 1):
        modifiers = active_modifiers(state, seat)
        for u in state.sides[seat].hand:
            assert cost_to_play(state, seat, u) == cost_to_play(state, seat, u, modifiers), u
    for p in state.loc:
        order = order_of(state, p)
        if isinstance(order, ExamineDilemmaPileTop):
            f, seat = order.count, commander_of(state, p)
            counted = [q for q in state.loc if q != p and q not in state.gear and commander_of(state, q) == seat
                       and state.card(q).kind.value == "personnel"
                       and (f.affiliation is None or state.card(q).affiliation == f.affiliation)
                       and (f.skill is None or has_skill(state, q, f.skill, facing=False))]
            pile = len(state.sides[1 - seat].pile)
            assert examine_count(state, p, order) == min(len(counted), order.maximum, pile)
            seen["worf"] += 1
    a = state.attempt
    if a is not None and a.current is not None and isinstance(t := template_of(state, a.current), StopOneWithSkill):
        assert eligible(state, a, t.skills_any_of) == [p for p in unstopped_facing(state, a)
                                                      if any(has_skill(state, p, s) for s in t.skills_any_of)]
        seen["eligible"] += 1


@pytest.mark.parametrize("decks", ["", "klingon,romulan", "federation_premiere,borg_call_to_arms",
                                   "borg_call_to_arms,klingon"])
def test_the_shortcuts_answer_as_the_full_rules_at_moments_of_seeded_games(decks: str) -> None:
    seen: Counter[str] = Counter()
    for seed in range(2):
        for k, state in enumerate(moments(seed, {"decks": decks} if decks else {})):
            if k % 4 == 0 or state.attempt is not None:   # every attempt moment, and one moment in four besides
                check_groups(state, seen)
                check_costs_and_orders(state, seen)
    assert seen["groups"] > 200, seen
