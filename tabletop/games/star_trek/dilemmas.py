"""The five dilemma templates (§11.2): what a revealed dilemma does to the personnel facing it.

`resolve` runs the current dilemma's template. It sets where the dilemma goes (`outcome`: overcome, return or
on) and the attempt's next step, or opens a choice of a personnel to stop (PICK) for the attempting player or,
off turn, for the dilemma owner; a choice with a single eligible personnel is applied at once and logged.
Random selections use the state's RNG and are undo barriers.
"""

from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision
from tabletop.games.star_trek.components import AllOf, AnyOf, AttributeOver, PersonnelHas, Requirement, SkillAtLeast
from tabletop.games.star_trek.crew import has_skill, meets, skill_boxes
from tabletop.games.star_trek.effects import (CrewLimit, RandomStopScaling, RandomStopUnlessKill, StopOneWithSkill,
                                              Template, UnlessRequirement, EFFECTS)
from tabletop.games.star_trek.effects_decks import ReturnEquipmentToHand
from tabletop.games.star_trek.gear import return_equipment
from tabletop.games.star_trek.state import Attempt, StarTrekState
from tabletop.games.star_trek.steps import PICK
from tabletop.games.star_trek.zones import kill, name, stop


def template_of(state: StarTrekState, dilemma: int) -> Template:
    """Returns a dilemma's template."""
    return EFFECTS[state.cards[dilemma]][0]


def unstopped_facing(state: StarTrekState, a: Attempt) -> list[int]:
    """Returns the facing personnel who are still unstopped (eligibility, random picks and checks use these)."""
    return [p for p in a.facing if p not in state.stopped]


def eligible(state: StarTrekState, a: Attempt, skills: tuple[str, ...]) -> list[int]:
    """Returns the unstopped facing personnel with at least one of the skills (gains while facing count)."""
    # has_skill's answer for each, from one box a personnel (crew.skill_boxes: skills_of's levels, the printed box
    # itself for most), not a box built for each skill asked
    facing = unstopped_facing(state, a)
    return [p for p, box in zip(facing, skill_boxes(state, facing, True)) if any(box.get(s, 0) > 0 for s in skills)]


def met_text(state: StarTrekState, req: Requirement, group: list[int]) -> str:
    """Returns the part of a requirement the group meets, as the rules write it ("2 Security", "Diplomacy,
    Medical"): of "either … or …" the first alternative met. The group must meet the requirement."""
    def parts(node: Requirement) -> list[str]:
        if isinstance(node, AllOf):
            return [p for child in node.children for p in parts(child)]
        if isinstance(node, AnyOf):
            return parts(next(c for c in node.children if meets(state, c, group)))
        if isinstance(node, SkillAtLeast):
            return [node.skill if node.count == 1 else f"{node.count} {node.skill}"]
        if isinstance(node, PersonnelHas):
            return [f"{node.count} {node.skill}"]
        assert isinstance(node, AttributeOver)
        return [f"{node.attribute.capitalize()}>{node.greater_than}"]

    return ", ".join(parts(req))


def _spared(state: StarTrekState, a: Attempt, req: Requirement, facing: list[int], events: list[Event]) -> None:
    """Records and logs that the facing personnel meet a dilemma's condition, naming the skills that did it."""
    assert a.current is not None
    skills = met_text(state, req, facing)
    a.faced[-1].saved = skills
    events.append(Event("st.dilemma_unless_met", {"dilemma": name(state, a.current), "skills": skills}))


def _random(state: StarTrekState, among: list[int]) -> int:
    return among[state.rng.randrange(len(among))]


def _random_stop(state: StarTrekState, among: list[int], events: list[Event]) -> None:
    chosen = _random(state, among)
    events.append(Event("st.random_pick", {"card": name(state, chosen)}, reveal=True))
    stop(state, chosen, events)


def _random_kill(state: StarTrekState, among: list[int], events: list[Event]) -> None:
    chosen = _random(state, among)
    events.append(Event("st.random_pick", {"card": name(state, chosen)}, reveal=True))
    kill(state, chosen, events)


def stop_chosen(state: StarTrekState, a: Attempt, uid: int, events: list[Event]) -> None:
    """Stops the personnel a dilemma's chooser picked; the dilemma is overcome."""
    stop(state, uid, events)
    a.outcome = "overcome"
    a.step = "after"


def resolve(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """Resolves the current dilemma's template over the facing personnel."""
    assert a.current is not None
    t = template_of(state, a.current)
    facing = unstopped_facing(state, a)
    a.outcome = "overcome"
    a.step = "after"
    if isinstance(t, StopOneWithSkill):
        _stop_one(state, a, t, facing, events)
    elif isinstance(t, UnlessRequirement):
        _unless(state, a, t, facing, events)
    elif isinstance(t, ReturnEquipmentToHand):  # Equipment Malfunction: nobody is stopped; it is overcome
        scope = a.mission if state.battle_switches.malfunction_this_mission else None
        return_equipment(state, a.seat, scope, events)
    elif isinstance(t, RandomStopScaling):
        for threshold in t.thresholds:
            left = unstopped_facing(state, a)
            if not left or len(left) < threshold:
                break
            _random_stop(state, left, events)
    elif isinstance(t, CrewLimit):
        _crew_limit(state, a, t, facing, events)
    elif isinstance(t, RandomStopUnlessKill) and facing:
        _stop_unless_kill(state, a, t, facing, events)


def _stop_all_and_return(state: StarTrekState, a: Attempt, facing: list[int], events: list[Event]) -> None:
    """Stops everyone facing; the dilemma goes back to its owner's pile."""
    for p in facing:
        stop(state, p, events)
    a.outcome = "return"


def _stop_one(state: StarTrekState, a: Attempt, t: StopOneWithSkill, facing: list[int],
              events: list[Event]) -> None:
    """Stop one with a skill: unless met, nothing; one eligible, stopped; several, the chooser picks; none, the
    family's fallback (stop all and return, or a random kill)."""
    assert a.current is not None
    if t.unless is not None and meets(state, t.unless, facing):
        _spared(state, a, t.unless, facing, events)
        return
    among = eligible(state, a, t.skills_any_of)
    if len(among) == 1:
        events.append(Event("st.only_eligible", {"card": name(state, among[0])}))
        stop_chosen(state, a, among[0], events)
    elif among:
        chooser = a.owner if t.owner_chooses else a.seat
        a.step = "pick"
        state.decisions.push(Decision(chooser, PICK, "st.prompt.pick",
                                      {"dilemma": a.current, "skills": t.skills_any_of}))
    elif t.stop_all_and_return:
        _stop_all_and_return(state, a, facing, events)
    elif facing:
        _random_kill(state, facing, events)


def _unless(state: StarTrekState, a: Attempt, t: UnlessRequirement, facing: list[int], events: list[Event]) -> None:
    """Unless the requirement is met: a random facing personnel with the skill dies (Sokath: all stop, return)."""
    if meets(state, t.requirement, facing):
        _spared(state, a, t.requirement, facing, events)
    elif not t.kill_skill:  # Sokath: everyone facing is stopped and the dilemma goes back
        _stop_all_and_return(state, a, facing, events)
    else:
        among = [p for p in facing if has_skill(state, p, t.kill_skill)]
        if among:
            _random_kill(state, among, events)


def _crew_limit(state: StarTrekState, a: Attempt, t: CrewLimit, facing: list[int], events: list[Event]) -> None:
    """Limited Welcome: over the limit, that many random ones carry on and the rest stop; it lies on the mission."""
    if len(facing) > t.keep:
        keep = list(facing)
        state.rng.shuffle(keep)
        carry_on = set(keep[:t.keep])
        events.append(Event("st.crew_limited", {"keep": t.keep}, reveal=True))
        for p in facing:
            if p not in carry_on:
                stop(state, p, events)
    a.outcome = "on"


def _stop_unless_kill(state: StarTrekState, a: Attempt, t: RandomStopUnlessKill, facing: list[int],
                      events: list[Event]) -> None:
    """Ornaran Threat: one picked at random is stopped if the group meets the requirement, else killed while the
    others stop and the dilemma goes back."""
    assert a.current is not None
    chosen = _random(state, facing)
    events.append(Event("st.random_pick", {"card": name(state, chosen)}, reveal=True))
    if meets(state, t.requirement, facing):  # spared the kill: the one picked is only stopped
        a.faced[-1].saved = met_text(state, t.requirement, facing)
        events.append(Event("st.spared_kill", {"dilemma": name(state, a.current), "card": name(state, chosen),
                                               "skills": a.faced[-1].saved}))
        stop(state, chosen, events)
    else:
        kill(state, chosen, events)
        _stop_all_and_return(state, a, unstopped_facing(state, a), events)
