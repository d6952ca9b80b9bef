"""What one seat may see of Star Trek (§13): the open table, its own hand, its own returned dilemmas and, while it
chooses a stack, its drawn dilemmas; of hidden zones the others see only sizes. Deck orders are nobody's."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import Seat
from tabletop.engine.decisions import DecisionView, Prompt
from tabletop.games.star_trek.components import (AllOf, AnyOf, AttributeOver, Kind, PersonnelHas, Requirement,
                                                  SkillAtLeast)
from tabletop.games.star_trek.crew import (attribute_of, move_cost, personnel_at_mission, personnel_in, range_left,
                                           skills_of, staffing_gap)
from tabletop.games.star_trek.decks import premade_decks
from tabletop.games.star_trek.effects import AttributeAura, FacingBoost, effect
from tabletop.games.star_trek.effects_decks import DamageAttributeMod
from tabletop.games.star_trek.gear import combat_bonus, ship_attribute
from tabletop.games.star_trek.state import Attempt, Faced, StarTrekState, commander_of, owner_of


class CardView(NamedTuple):
    """A card in play or in an open zone: its number, its card id, whether it is stopped, and its owner when another
    seat commands it (taken by a battle; None otherwise)."""

    uid: int
    card: str
    stopped: bool = False
    owner: Seat | None = None


class NeedView(NamedTuple):
    """One requirement of a mission against the crew there: a skill (levels summed), one personnel with a skill
    (the best one's levels) or an attribute total (needs more than the printed number: `need` is one more)."""

    kind: str          # "skill" | "personnel" | "attribute"
    what: str          # the skill, or the attribute in lower case
    need: int
    have: int
    either: int        # 0: required; k > 0: one of the k-th "either … or …" group is enough


class ShipView(NamedTuple):
    """A ship at a mission with its crew."""

    uid: int
    card: str
    owner: Seat
    stopped: bool
    crew: tuple[CardView, ...]
    staffing_gap: tuple[str, ...]   # empty: staffed
    range_left: int
    costs: tuple[tuple[int, int], ...] = ()   # (mission, the Range a move there costs) for every other mission
    damage: tuple[CardView, ...] = ()         # the cards lying on it as damage, public
    equipment: tuple[CardView, ...] = ()      # equipment aboard
    range: int = 0                            # Range, Weapons and Shields now (after damage)
    weapons: int = 0
    shields: int = 0


class MissionView(NamedTuple):
    """A mission with its surface, the ships there, and the dilemmas beneath and on it."""

    uid: int
    card: str
    completed: bool
    surface: tuple[CardView, ...]
    ships: tuple[ShipView, ...]
    beneath: tuple[str, ...]
    on: tuple[str, ...]
    needs: tuple[NeedView, ...] = ()   # its requirements against its owner's unstopped personnel there
    equipment: tuple[CardView, ...] = ()   # equipment on its surface


class SideView(NamedTuple):
    """One seat's side: `hand` and `face_up` are None unless it is the viewer's own."""

    seat: Seat
    deck: str
    hand: tuple[CardView, ...] | None
    hand_count: int
    deck_count: int
    discard: tuple[str, ...]
    pile_count: int
    face_up: tuple[str, ...] | None
    missions: tuple[MissionView, ...]
    score: int
    breakdown: tuple[tuple[str, int], ...]
    core: tuple[CardView, ...] = ()     # events lying in its core, public
    removed: tuple[str, ...] = ()       # removed from the game, public
    deck_name: str = ""                 # a player's own deck's name ("": the premade deck `deck`)
    deck_title: str = ""                # the deck's name as the table shows it: its own, or the premade deck's


class CrewView(NamedTuple):
    """A member of an attempt's crew and where it stands: attempting, facing (the dilemma revealed now), stopped
    or killed in the attempt."""

    uid: int
    card: str
    status: str


class FacedView(NamedTuple):
    """A dilemma revealed in the attempt, face up: whom it stopped and killed, the requirement the crew met that
    spared it (as the rules write it, "2 Security"), the interrupt that changed it, and where it went ("" while it
    resolves; overcome, return or on)."""

    card: str
    stopped: tuple[int, ...]
    killed: tuple[int, ...]
    outcome: str
    saved: str
    by: str


class AttemptView(NamedTuple):
    """A mission attempt under way: the drawn dilemmas and the stack's order are the owner's alone."""

    seat: Seat
    owner: Seat
    mission: int
    ship: int | None
    group: tuple[int, ...]
    budget: int
    drawn_count: int
    drawn: tuple[CardView, ...] | None
    stack_count: int
    stack: tuple[str, ...] | None
    current: str | None
    facing: tuple[int, ...]
    step: str
    crew: tuple[CrewView, ...]    # everyone who began the attempt, in order, the killed and stopped too
    faced: tuple[FacedView, ...] = ()   # the dilemmas revealed so far, in order (public once revealed)


class FighterView(NamedTuple):
    """A ship or personnel on a side of a battle, with what it counts: Weapons (the beginner's ships) or Shields
    (the defender's) as they were in the fight, or Strength with the hand weapons present (`bonus` of it); value
    None once it has left play (killed, destroyed), when it can no longer be measured."""

    uid: int
    card: str
    value: int | None
    bonus: int = 0


class BattleView(NamedTuple):
    """A battle under way or just fought, all public: the sides (ships or personnel, by number), the responses, the
    totals, the beginner's outcome (win, loss, tie; "" while responses may come) and what the card did."""

    kind: str                      # engagement | combat
    seat: Seat                     # the beginner
    event: str                     # the card id of the event that began it
    mission: int
    beginner: tuple[int, ...]
    defender: tuple[int, ...]
    joined: tuple[int, ...]
    responses: tuple[str, ...]
    step: str                      # window | damage | over
    beginner_total: int
    defender_total: int
    outcome: str
    taken: int | None
    killed: str | None             # the card id of the personnel killed (it has left play)
    damaged: int | None
    destroyed: tuple[str, ...]     # card ids of the ships destroyed
    fighters: tuple[FighterView, ...] = ()   # the beginner's side, then the defender's, joiners included
    taken_card: str | None = None  # the card ids of the personnel taken and the ship damaged
    damaged_card: str | None = None


class StarTrekView(NamedTuple):
    """The table as one seat (or, with viewer None, anybody) sees it."""

    viewer: Seat | None
    current: Seat
    first: Seat
    turn: int
    counters: int
    sides: tuple[SideView, ...]
    attempt: AttemptView | None
    decisions: tuple[DecisionView, ...]
    prompt: Prompt | None
    over: bool
    end_reason: str
    battle: BattleView | None = None
    # Each personnel in play whose Integrity, Cunning and Strength as the rules count them now (auras of others
    # present, a facing boost) differ from the printed ones: (uid, (integrity, cunning, strength)).
    values: tuple[tuple[int, tuple[int, int, int]], ...] = ()


def _values(state: StarTrekState) -> tuple[tuple[int, tuple[int, int, int]], ...]:
    """Returns the personnel in play whose attributes now differ from the printed ones, with their values now."""
    if not any(effect(state.cards[u], AttributeAura) or effect(state.cards[u], FacingBoost) for u in state.loc):
        return ()  # nothing in play changes an attribute: every value is the printed one
    out = []
    for uid in state.loc:
        card = state.card(uid)
        if card.kind is not Kind.PERSONNEL:
            continue
        now = (attribute_of(state, uid, "integrity"), attribute_of(state, uid, "cunning"),
               attribute_of(state, uid, "strength"))
        if now != (card.integrity, card.cunning, card.strength):
            out.append((uid, now))
    return tuple(out)


def _card(state: StarTrekState, uid: int) -> CardView:
    if state.commander and uid in state.commander:
        return CardView(uid, state.cards[uid], uid in state.stopped, owner_of(uid))
    return CardView(uid, state.cards[uid], uid in state.stopped)


def _gear_at(state: StarTrekState, place: int) -> tuple[CardView, ...]:
    return tuple(CardView(g, state.cards[g]) for g, at in state.gear.items() if at == place) if state.gear else ()


def _fought_with(state: StarTrekState, ship: int, attribute: str, event: int) -> int:
    """Returns a ship's Weapons or Shields as the battle counted them: its damage less the battle's own event, which
    a won engagement lays on it afterwards."""
    value = int(getattr(state.card(ship), attribute))
    for d in state.damage.get(ship, ()):
        mod = effect(state.cards[d], DamageAttributeMod) if d != event else None
        value += int(getattr(mod, attribute)) if mod is not None else 0
    return max(0, value)


def _fighter(state: StarTrekState, uid: int, kind: str, attribute: str, event: int) -> FighterView:
    """Returns one card of a battle's side with what it counts (None once it has left play)."""
    if uid not in state.loc:
        return FighterView(uid, state.cards[uid], None)
    if kind == "engagement":
        return FighterView(uid, state.cards[uid], _fought_with(state, uid, attribute, event))
    bonus = combat_bonus(state, uid)
    return FighterView(uid, state.cards[uid], attribute_of(state, uid, "strength", facing=False) + bonus, bonus)


def _battle(state: StarTrekState) -> BattleView | None:
    b = state.battle
    if b is None:
        return None
    fighters = tuple(_fighter(state, u, b.kind, "weapons", b.event) for u in b.beginner) + tuple(
        _fighter(state, u, b.kind, "shields", b.event) for u in b.defender)
    return BattleView(b.kind, b.seat, state.cards[b.event], b.mission, tuple(b.beginner), tuple(b.defender),
                      tuple(b.joined), tuple(state.cards[c] for c in b.responses), b.step, b.beginner_total,
                      b.defender_total, b.outcome, b.taken, state.cards[b.killed] if b.killed is not None else None,
                      b.damaged, tuple(state.cards[s] for s in b.destroyed), fighters,
                      state.cards[b.taken] if b.taken is not None else None,
                      state.cards[b.damaged] if b.damaged is not None else None)


def _deck_title(deck_id: str, own: str) -> str:
    """Returns a seat's deck's name: a player's own deck's, else the premade deck's (its id for one unknown)."""
    if own:
        return own
    premade = premade_decks().get(deck_id.rstrip("+"))
    return premade.name if premade is not None else deck_id


def _needs(state: StarTrekState, m: int, seat: Seat) -> tuple[NeedView, ...]:
    """Returns a mission's requirements against `seat`'s unstopped personnel there (none once completed)."""
    req = state.card(m).requirements
    if req is None:
        return ()
    crew = [p for p in personnel_at_mission(state, m, seat) if p not in state.stopped]
    boxes = [skills_of(state, p, facing=False) for p in crew]
    out: list[NeedView] = []
    groups = [0]

    def walk(node: Requirement, either: int) -> None:
        if isinstance(node, AllOf):
            for child in node.children:
                walk(child, either)
        elif isinstance(node, AnyOf):
            groups[0] += 1
            for child in node.children:
                walk(child, groups[0])
        elif isinstance(node, SkillAtLeast):
            out.append(NeedView("skill", node.skill, node.count, sum(b.get(node.skill, 0) for b in boxes), either))
        elif isinstance(node, PersonnelHas):
            out.append(NeedView("personnel", node.skill, node.count,
                                max((b.get(node.skill, 0) for b in boxes), default=0), either))
        elif isinstance(node, AttributeOver):
            out.append(NeedView("attribute", node.attribute, node.greater_than + 1,
                                sum(attribute_of(state, p, node.attribute, facing=False) for p in crew), either))

    walk(req, 0)
    return tuple(out)


def _costs(state: StarTrekState, m: int, missions: list[int]) -> tuple[tuple[int, int], ...]:
    """Returns what a move from mission `m` to each other mission costs (the other copy of a mission in both decks
    is the same location, no move: left out, K5)."""
    ids = state.cards
    return tuple((d, move_cost(state, m, d)) for d in missions if ids[d] != ids[m])


def _mission(state: StarTrekState, m: int, completed: bool, missions: list[int], sums: bool) -> MissionView:
    ships = tuple(
        ShipView(s, state.cards[s], commander_of(state, s), s in state.stopped,
                 tuple(_card(state, p) for p in personnel_in(state, s)), tuple(staffing_gap(state, s)),
                 range_left(state, s), _costs(state, m, missions) if sums else (),
                 tuple(CardView(d, state.cards[d]) for d in state.damage.get(s, ())), _gear_at(state, s),
                 ship_attribute(state, s, "range"), ship_attribute(state, s, "weapons"),
                 ship_attribute(state, s, "shields"))
        for s, at in state.loc.items() if at == m and state.card(s).kind is Kind.SHIP)
    return MissionView(m, state.cards[m], completed, tuple(_card(state, p) for p in personnel_in(state, m)), ships,
                       tuple(state.cards[d] for d in state.beneath.get(m, ())),
                       tuple(state.cards[d] for d in state.on_mission.get(m, ())),
                       _needs(state, m, owner_of(m)) if sums and not completed else (), _gear_at(state, m))


def _crew_status(state: StarTrekState, uid: int) -> str:
    """Returns where a member of the attempt's crew stands: killed, stopped, facing or attempting."""
    a = state.attempt
    assert a is not None
    if uid in a.killed:
        return "killed"
    if uid in state.stopped:
        return "stopped"
    return "facing" if a.current is not None and uid in a.facing else "attempting"


def _faced(state: StarTrekState, f: Faced) -> FacedView:
    """Returns a revealed dilemma's record; while it resolves, whom it has stopped and killed so far."""
    a = state.attempt
    assert a is not None
    stopped, killed = f.stopped, f.killed
    if not f.outcome:  # those facing it were unstopped at its reveal: whoever is stopped now, it stopped
        stopped = [p for p in f.facing if p in state.stopped]
        killed = [p for p in f.facing if p in a.killed]
    return FacedView(state.cards[f.dilemma], tuple(stopped), tuple(killed), f.outcome, f.saved, f.by)


def make_view(state: StarTrekState, viewer: Seat | None, sums: bool = True, everything: bool = False) -> StarTrekView:
    """Returns what `viewer` may see; without `sums`, the missions' needs and the ships' move costs are left empty
    (they are worked out for people to read, and cost most of a view: the strong bot's playouts do without);
    `everything`: every side's hand and returned dilemmas and the attempt's drawn dilemmas shown."""
    completed = {m for side in state.sides for m in side.completed}
    missions = [m for side in state.sides for m in side.missions]
    sides = tuple(_side(state, s, viewer == s or everything, completed, missions, sums)
                  for s in range(len(state.sides)))
    a = state.attempt
    attempt = None if a is None else _attempt(state, a, viewer == a.owner or everything)
    return StarTrekView(viewer, state.current, state.first, state.turn, state.counters, sides, attempt,
                        state.decisions.view(viewer), state.decisions.prompt(viewer), state.over, state.end_reason,
                        _battle(state), _values(state) if sums else ())


def _side(state: StarTrekState, s: int, own: bool, completed: set[int], missions: list[int], sums: bool) -> SideView:
    """Returns one side's view; `own`: its hand and its returned dilemmas shown."""
    side = state.sides[s]
    return SideView(
        s, side.deck_id, tuple(_card(state, u) for u in side.hand) if own else None, len(side.hand),
        len(side.deck), tuple(state.cards[u] for u in side.discard), len(side.pile),
        tuple(state.cards[u] for u in side.pile if u in side.face_up) if own else None,
        tuple(_mission(state, m, m in completed, missions, sums) for m in side.missions), side.score,
        tuple(sorted(side.breakdown.items())), tuple(CardView(u, state.cards[u]) for u in side.core),
        tuple(state.cards[u] for u in side.removed), side.deck_name, _deck_title(side.deck_id, side.deck_name))


def _attempt(state: StarTrekState, a: Attempt, owner: bool) -> AttemptView:
    """Returns the attempt's view; `owner`: the dilemma owner's drawn cards and stack shown."""
    return AttemptView(a.seat, a.owner, a.mission, a.ship, tuple(a.group), a.budget, len(a.drawn) + len(a.added),
                       tuple(_card(state, u) for u in a.drawn + a.added) if owner else None,
                       len(a.stack), tuple(state.cards[u] for u in a.stack) if owner else None,
                       state.cards[a.current] if a.current is not None else None, tuple(a.facing), a.step,
                       tuple(CrewView(p, state.cards[p], _crew_status(state, p)) for p in a.crew),
                       tuple(_faced(state, f) for f in a.faced))
