"""Requirements and crews reckoned for planning: what a group of personnel meets, what it still lacks, whether a
crew staffs a ship, what a flight costs and how much harm a dilemma would do (the bots plan with it; the Strong
bot's estimate in sampling.py reads group_meets)."""

from __future__ import annotations

from tabletop.games.star_trek.components import (CARDS, AllOf, AnyOf, AttributeOver, Card, PersonnelHas,
                                                 Requirement, SkillAtLeast)
from tabletop.games.star_trek.effects import (AttributeAura, CrewLimit, FacingBoost, RandomStopScaling,
                                              RandomStopUnlessKill, StopOneWithSkill, UnlessRequirement, effect)


def card_data(card_id: str) -> Card:
    """Returns the printed card of that id."""
    return CARDS[card_id]


def _leaves(req: Requirement) -> list[Requirement]:
    if isinstance(req, (AllOf, AnyOf)):
        return [leaf for c in req.children for leaf in _leaves(c)]
    return [req]


def required_skills(req: Requirement | None) -> set[str]:
    """Returns the skills a requirement tree names."""
    if req is None:
        return set()
    return {leaf.skill for leaf in _leaves(req) if isinstance(leaf, (SkillAtLeast, PersonnelHas))}


def group_meets(req: Requirement, members: list[tuple[str, int]], extra: dict[str, int] | None = None) -> int:
    """Returns how many leaves of `req` the group misses (printed skills, auras by place, `extra` skills for all)."""
    boxes = []
    for card_id, _ in members:
        box = dict(card_data(card_id).skills)
        for skill, n in (extra or {}).items():
            box[skill] = box.get(skill, 0) + n
        boxes.append(box)
    totals: dict[str, int] = {}
    for box in boxes:
        for s, n in box.items():
            totals[s] = totals.get(s, 0) + n

    def attribute(name: str) -> int:
        total = 0
        for k, (card_id, place) in enumerate(members):
            value = card_data(card_id).attribute(name)
            for j, (other, other_place) in enumerate(members):
                aura = effect(other, AttributeAura)
                if j != k and other_place == place and aura is not None and aura.attribute == name \
                        and "Borg" in card_data(card_id).species:
                    value += aura.amount
            total += value
        return total

    def miss(node: Requirement) -> int:
        if isinstance(node, AllOf):
            return sum(miss(c) for c in node.children)
        if isinstance(node, AnyOf):
            return min(miss(c) for c in node.children)
        if isinstance(node, SkillAtLeast):
            return int(totals.get(node.skill, 0) < node.count)
        if isinstance(node, PersonnelHas):
            return int(not any(b.get(node.skill, 0) >= node.count for b in boxes))
        assert isinstance(node, AttributeOver)
        return int(attribute(node.attribute) <= node.greater_than)

    return miss(req)


def missing_leaves(req: Requirement, members: list[tuple[str, int]], extra: dict[str, int]) -> list[str]:
    """Returns the requirement's parts the group misses, as the rules write them ("Physics", "Cunning>34")."""
    out: list[str] = []

    def text(node: Requirement) -> str:
        if isinstance(node, (AllOf, AnyOf)):
            return " or ".join(text(c) for c in node.children)
        if isinstance(node, AttributeOver):
            return f"{node.attribute.capitalize()}>{node.greater_than}"
        assert isinstance(node, (SkillAtLeast, PersonnelHas))
        return node.skill if node.count == 1 else f"{node.count} {node.skill}"

    for part in req.children if isinstance(req, AllOf) else (req,):
        if group_meets(part, members, extra):
            out.append(text(part))
    return out


def missing_skills(req: Requirement, cards: list[str]) -> set[str]:
    """Returns the skills of the requirement's skill leaves that the cards together (or alone, for "2 X") lack."""
    totals: dict[str, int] = {}
    for c in cards:
        for s, n in card_data(c).skills:
            totals[s] = totals.get(s, 0) + n
    out: set[str] = set()
    for leaf in _leaves(req):
        if isinstance(leaf, SkillAtLeast) and totals.get(leaf.skill, 0) < leaf.count:
            out.add(leaf.skill)
        elif isinstance(leaf, PersonnelHas) and not any(dict(card_data(c).skills).get(leaf.skill, 0) >= leaf.count
                                                        for c in cards):
            out.add(leaf.skill)
    return out


def staffs(ship: str, crew: list[str]) -> bool:
    """Returns True when these (unstopped) personnel aboard would staff the ship (§7.2)."""
    card = card_data(ship)
    cmd = sum(1 for c in crew if "Cmd" in card_data(c).staffing_icons)
    stf = sum(1 for c in crew if "Stf" in card_data(c).staffing_icons)
    need_cmd, need_stf = card.staffing.count("Cmd"), card.staffing.count("Stf")
    return (cmd >= need_cmd and cmd - need_cmd + stf >= need_stf
            and any(card_data(c).affiliation == card.affiliation for c in crew))


def move_cost(origin: str, destination: str) -> int:
    """Returns the Range a move between two missions costs (§7.3)."""
    a, b = card_data(origin), card_data(destination)
    return (a.span + b.span + (2 if a.quadrant != b.quadrant else 0)
            - (2 if a.region is not None and a.region == b.region else 0))


WIPE = 10.0  # the harm of a dilemma that stops or kills the whole crew: the attempt fails


def dilemma_harm(dilemma: str, crew: list[str]) -> float:
    """Returns about how many of these facing personnel a dilemma would take out (WIPE: all of them)."""
    n = len(crew)
    if n == 0:
        return 0.0
    members = [(c, 0) for c in crew]
    boosted = _facing_boxes(crew)
    one = effect(dilemma, StopOneWithSkill)
    if one is not None:
        if one.unless is not None and group_meets(one.unless, members) == 0:
            return 0.0
        if any(box.get(s, 0) for box in boosted for s in one.skills_any_of):
            return 1.5 if one.owner_chooses else 1.0  # the owner stops the member the mission needs
        return WIPE if one.stop_all_and_return else 1.2
    debt = effect(dilemma, UnlessRequirement)
    if debt is not None:
        met = group_meets(debt.requirement, members) == 0
        return 0.0 if met or not any(box.get(debt.kill_skill, 0) for box in boosted) else 1.3
    return _head_count_harm(dilemma, crew, members)


def _facing_boxes(crew: list[str]) -> list[dict[str, int]]:
    """Returns each facing personnel's skill levels, with what they gain while facing (Riker, Seven)."""
    boosted = [dict(card_data(c).skills) for c in crew]
    for box, c in zip(boosted, crew):
        boost = effect(c, FacingBoost)
        for skill in boost.gain_skills if boost is not None else ():
            box[skill] = box.get(skill, 0) + 1
    return boosted


def _head_count_harm(dilemma: str, crew: list[str], members: list[tuple[str, int]]) -> float:
    """Returns the harm of the dilemmas that stop by numbers or at random (Pinned Down, Limited Welcome, Ornaran
    Threat); 0.5 for a dilemma this bot does not know."""
    n = len(crew)
    pinned = effect(dilemma, RandomStopScaling)
    if pinned is not None:
        stopped = 0
        for threshold in pinned.thresholds:
            if n - stopped >= max(1, threshold):
                stopped += 1
        return float(stopped)
    limit = effect(dilemma, CrewLimit)
    if limit is not None:
        return float(max(0, n - limit.keep))
    threat = effect(dilemma, RandomStopUnlessKill)
    if threat is not None:
        return 1.0 if group_meets(threat.requirement, members) == 0 else WIPE
    return 0.5  # a dilemma this bot does not know: some harm, not worth a costly slot
