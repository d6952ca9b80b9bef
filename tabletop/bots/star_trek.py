"""Star Trek bots: the greedy bot of the notes (§13), playing both decks from its seat's view.

It plays a ship first, then the personnel with the most skills per counter, and draws with what is left. In its
orders it gathers its personnel aboard one carrier ship, flies to the mission they can best solve, and attempts
only when the group already meets the requirements with enough members to absorb dilemmas. As the dilemma owner
it stacks the costliest distinct dilemmas and stops the personnel holding most of the mission's skills; as the
attempting player it gives up those holding fewest, and uses Interlink, Adapt and Analyze when they help.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.games.star_trek.components import (CARDS, AllOf, AnyOf, AttributeOver, Card, Kind, PersonnelHas,
                                                 Requirement, SkillAtLeast)
from tabletop.games.star_trek.effects import AttributeAura, Interlink, effect
from tabletop.games.star_trek.view import MissionView, StarTrekView



def _card(card_id: str) -> Card:
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
    for card_id, place in members:
        box = dict(_card(card_id).skills)
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
            value = _card(card_id).attribute(name)
            for j, (other, other_place) in enumerate(members):
                aura = effect(other, AttributeAura)
                if j != k and other_place == place and aura is not None and aura.attribute == name \
                        and "Borg" in _card(card_id).species:
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


class GreedyStarTrek:
    """The notes' heuristic bot (a hint, or a seat)."""

    name = "greedy"
    needs_view = True

    def choose(self, game: Game[Any, Any], view: StarTrekView, seat: Seat, legal: list[Action],
               rng: random.Random) -> Action:
        """Returns one of `legal`."""
        mine = [d for d in view.decisions if d.now and d.seat == seat]
        kind = mine[0].kind if mine else None
        by_kind = {a.kind: a for a in legal}
        handler = getattr(self, f"_{kind}", None)
        if handler is not None:
            action = handler(view, seat, legal)
            if action in legal:
                return action  # type: ignore[no-any-return]
        for fallback in ("pass", "done", "end_orders", "end_play"):
            if fallback in by_kind:
                return by_kind[fallback]
        return legal[0]

    # --- the table as the bot reads it -------------------------------------------------------------------------
    @staticmethod
    def _people(view: StarTrekView, seat: Seat) -> list[tuple[int, str, int, int | None, bool]]:
        """Returns the seat's personnel in play: (uid, card, mission, ship or None, stopped)."""
        out: list[tuple[int, str, int, int | None, bool]] = []
        for side in view.sides:
            for m in side.missions:
                out += [(p.uid, p.card, m.uid, None, p.stopped) for p in m.surface if _owner(p.uid) == seat]
                for s in m.ships:
                    out += [(p.uid, p.card, m.uid, s.uid, p.stopped) for p in s.crew if s.owner == seat]
        return out

    @staticmethod
    def _missions(view: StarTrekView) -> dict[int, MissionView]:
        return {m.uid: m for side in view.sides for m in side.missions}

    def _target(self, view: StarTrekView, seat: Seat) -> MissionView | None:
        """Returns the open mission the seat's unstopped personnel together come closest to solving."""
        everyone = self._people(view, seat)
        people = [(c, 0) for _, c, _, _, stopped in everyone if not stopped]
        best, best_key = None, None
        for m in view.sides[seat].missions:
            card = _card(m.card)
            if m.completed or card.requirements is None:
                continue
            # Stay with the mission the crew is already at: a target that changes every turn is never reached.
            there = sum(1 for p in everyone if p[2] == m.uid)
            key = (group_meets(card.requirements, people, self._interlink_skills([c for c, _ in people])),
                   -there, -card.points)
            if best_key is None or key < best_key:
                best, best_key = m, key
        return best

    @staticmethod
    def _interlink_skills(cards: list[str]) -> dict[str, int]:
        out: dict[str, int] = {}
        for c in cards:
            link = effect(c, Interlink)
            if link is not None:
                out[link.skill] = 1
        return out

    # --- the turn -----------------------------------------------------------------------------------------------
    def _play(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        ships_in_play = sum(1 for m in self._missions(view).values() for s in m.ships if s.owner == seat)
        hand = {c.uid: c.card for c in view.sides[seat].hand or ()}
        ships = [a for a in plays if _card(hand[int(a.args[0])]).kind is Kind.SHIP]
        if ships and ships_in_play < 2:
            return max(ships, key=lambda a: _card(hand[int(a.args[0])]).range)
        people = [a for a in plays if _card(hand[int(a.args[0])]).kind is Kind.PERSONNEL]
        if people:
            def value(a: Action) -> float:
                card = _card(hand[int(a.args[0])])
                return sum(n for _, n in card.skills) / max(1, card.cost) + 0.1 * card.cost
            return max(people, key=value)
        for a in legal:
            if a.kind == "draw":
                return a
        return Action("end_play")

    def _orders(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        missions = self._missions(view)
        people = self._people(view, seat)
        # (a) attempt where the group already meets the requirements
        for a in legal:
            if a.kind != "attempt":
                continue
            m = missions[int(a.args[0])]
            card = _card(m.card)
            assert card.requirements is not None
            if len(a.args) == 1:
                group = [(c, mission) for _, c, mission, ship, stopped in people
                         if mission == m.uid and ship is None and not stopped]
            else:
                group = [(c, int(a.args[1])) for _, c, mission, ship, stopped in people
                         if ship == a.args[1] and not stopped]
            extra = self._interlink_skills([c for c, _ in group])
            # Failing costs little (everyone unstops at the end of the turn) and every dilemma overcome there
            # lowers the next attempt's budget: attempt whenever the group meets the requirements.
            if group_meets(card.requirements, group, extra) == 0:
                return a
        target = self._target(view, seat)
        if target is None:
            return Action("end_orders")
        # (b) gather everyone aboard the carrier, fly to the target, beam down at a planet
        ships = [s for m in missions.values() for s in m.ships if s.owner == seat]
        if not ships:
            return Action("end_orders")
        where = {s.uid: m.uid for m in missions.values() for s in m.ships}
        crowd = {s.uid: sum(1 for p in people if p[2] == where[s.uid] and not p[4]) for s in ships}
        carrier = max(ships, key=lambda s: (crowd[s.uid], -s.uid))
        at = where[carrier.uid]
        if at != target.uid:
            for p in people:
                if p[2] == at and p[3] != carrier.uid and not p[4]:
                    beam = Action("beam", (p[0], carrier.uid))
                    if beam in legal:
                        return beam
            move = Action("move", (carrier.uid, target.uid))
            if move in legal:
                return move
            return Action("end_orders")
        if _card(target.card).mission_type == "planet":
            for p in people:
                if p[3] == carrier.uid and not p[4]:
                    beam = Action("beam", (p[0], target.uid))
                    if beam in legal:
                        return beam
        return Action("end_orders")

    def _discard(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        hand = {c.uid: c.card for c in view.sides[seat].hand or ()}
        discards = [a for a in legal if a.kind == "discard"]

        def value(a: Action) -> float:
            card = _card(hand[int(a.args[0])])
            if card.kind is Kind.EVENT:
                return 0
            return sum(n for _, n in card.skills) + (5 if card.kind is Kind.SHIP else 0)
        return min(discards, key=value)

    def _name(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        target = self._target(view, seat)
        if target is not None:
            have: set[str] = set()
            for _, c, _, _, _ in self._people(view, seat):
                have |= {s for s, _ in _card(c).skills}
            for skill in sorted(required_skills(_card(target.card).requirements) - have):
                return Action("name", (skill,))
        return Action("name", ("Security",))

    def _tuck(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        return legal[0]

    def _aboard(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        return next((a for a in legal if a.kind == "aboard"), Action("done"))

    # --- the mission attempt ------------------------------------------------------------------------------------
    def _add(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        return Action("done")

    def _stack(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        drawn = {c.uid: c.card for c in (view.attempt.drawn if view.attempt and view.attempt.drawn else ())}
        chooses = [a for a in legal if a.kind == "choose"]
        if not chooses:
            return Action("done")
        return max(chooses, key=lambda a: (_card(drawn[int(a.args[0])]).cost, -int(a.args[0])))

    def _mission_skills(self, view: StarTrekView) -> set[str]:
        if view.attempt is None:
            return set()
        m = self._missions(view)[view.attempt.mission]
        return required_skills(_card(m.card).requirements)

    def _pick(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        wanted = self._mission_skills(view)
        cards = {p.uid: p.card for m in self._missions(view).values() for p in m.surface}
        cards.update({p.uid: p.card for m in self._missions(view).values() for s in m.ships for p in s.crew})

        def held(a: Action) -> int:
            return sum(n for s, n in _card(cards[int(a.args[0])]).skills if s in wanted)
        attempting = view.attempt is not None and view.attempt.seat == seat
        return (min if attempting else max)(legal, key=held)

    def _facing(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        for a in legal:
            if a.kind == "adapt":
                return a
        return self._interlink_if_needed(view, legal)

    def _check(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        return self._interlink_if_needed(view, legal)

    def _interlink_if_needed(self, view: StarTrekView, legal: list[Action]) -> Action:
        wanted = self._mission_skills(view)
        cards = {p.uid: p.card for m in self._missions(view).values() for s in m.ships for p in s.crew}
        cards.update({p.uid: p.card for m in self._missions(view).values() for p in m.surface})
        for a in legal:
            if a.kind == "interlink":
                link = effect(cards[int(a.args[0])], Interlink)
                if link is not None and link.skill in wanted:
                    return a
        return Action("pass")

    def _return(self, view: StarTrekView, seat: Seat, legal: list[Action]) -> Action:
        return next((a for a in legal if a.kind == "analyze"), Action("pass"))


def _owner(uid: int) -> int:
    return uid // 60
