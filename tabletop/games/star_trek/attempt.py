"""The mission attempt, step by step (§8): declare, budget, the owner's secret draw and stack, facing each dilemma
with its windows (Mission Briefing, Adapt, Interlink; Analyze on return), the requirement check and the outcome.

`advance` walks the steps until a decision is needed; each answer sets the next step and calls it again. The
dilemma owner's draw and stack are private decisions on the stack (hand-overs behind the curtain); windows with
no legal response are passed over, and a choice with one eligible personnel is applied at once (§13). Once the
owner has chosen, and after each dilemma is placed, the attempting player steps on (`next`): the screen comes back
to them before anything resolves, and each dilemma's outcome stays on the table until they go on (issue 23).
"""

from __future__ import annotations

from typing import Callable, Mapping

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision, Param
from tabletop.engine.reason import Reason
from tabletop.games.star_trek import borrow
from tabletop.games.star_trek.crew import missing
from tabletop.games.star_trek.declare import group_for
from tabletop.games.star_trek.dilemmas import eligible, resolve, stop_chosen, template_of, unstopped_facing
from tabletop.games.star_trek.effects import (BorrowSkills, Interlink, OvercomeIfCopyOvercome, OvercomeInsteadOfReturn,
                                              StopOneWithSkill, cards_with, effect)
from tabletop.games.star_trek.scoring import complete_mission
from tabletop.games.star_trek.state import Attempt, Faced, StarTrekState
from tabletop.games.star_trek.steps import (ADD, BRIEF, CHECK, DONE, FACING, NEXT, NEXT_DILEMMA, PASS, PICK, RETURN,
                                            STACK, Step, arg)
from tabletop.games.star_trek.zones import (ONLY, discard_top_of_deck, draw_dilemmas, name, names, return_dilemma,
                                            stop)

_new = tuple.__new__


# --- step 1: declare (declare.py) and the budget -------------------------------------------------------

def begin(state: StarTrekState, seat: int, action: Action, events: list[Event]) -> None:
    """Starts a legal attempt: fixes the group and the budget N (step 2), then runs on."""
    mission = arg(action, 0)
    assert mission is not None
    ship = arg(action, 1)
    group = group_for(state, seat, mission, ship)
    overcome = len(state.beneath.get(mission, ()))
    budget = max(0, len(group) - overcome)
    state.attempt = Attempt(seat, 1 - seat, mission, ship, group, budget)
    # this event and the dilemmas' draw and reveal are made as Event(...) makes them, straight: every attempt does
    events.append(_new(Event, ("st.attempt_begins", {"seat": seat, "mission": name(state, mission),
                                                     "count": len(group), "overcome": overcome, "budget": budget},
                               seat, None, False)))
    advance(state, events)


# --- the walk ------------------------------------------------------------------------------------------

def advance(state: StarTrekState, events: list[Event]) -> None:
    """Runs the attempt's steps until a decision is open or the attempt is over."""
    while state.attempt is not None:
        a = state.attempt
        run = _RUNS.get(a.step)
        if run is None or run(state, a, events):
            return  # waiting for a decision


# Each step of the walk: runs it and returns True when a decision is now open (the walk waits for it).
Run = Callable[[StarTrekState, Attempt, list[Event]], bool]


def _run_draw(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    _draw(state, a, events)
    return a.step == "draw"  # the owner decides whether to add a Limited Welcome


def _run_choose(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    if not any(_choosable(state, a, u) for u in a.drawn + a.added):
        _finish_stack(state, a, (), events)
        return False
    a.step = "choosing"
    a.handed = True
    state.decisions.push(Decision(a.owner, STACK, "st.prompt.stack", {"budget": a.budget, "mission": a.mission},
                                  private=True))
    return True


def _run_ready(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    # the stack is chosen: back to the attempting player before anything resolves
    if not (a.stack or a.handed):
        a.step = "face"  # nothing was handed over and nothing is stacked: no need to stop
        return False
    _await_next(state, a)
    return True


def _run_placed(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    _await_next(state, a)  # the dilemma's outcome stays on the table until the attempting player goes on
    return True


def _run_face(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    _face_next(state, a, events)
    return False


def _window(state: StarTrekState, a: Attempt, opens: bool, kind: str, params: Mapping[str, Param], waiting: str,
            otherwise: str) -> bool:
    """Opens the attempting player's window `kind` (step `waiting`) when it has a response; else steps on to
    `otherwise`. Returns True when the window is open."""
    if opens:
        a.step = waiting
        state.decisions.push(Decision(a.seat, kind, f"st.prompt.{kind}", params))
        return True
    a.step = otherwise
    return False


def _run_window(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    return _window(state, a, _responds(state, a), FACING, {"dilemma": a.current}, "windowing", "resolve")


def _run_resolve(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    resolve(state, a, events)
    return a.step == "pick"


def _run_after(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    opens = a.outcome == "return" and bool(_analyze_cards(state, a))
    return _window(state, a, opens, RETURN, {"dilemma": a.current}, "returning", "place")


def _run_place(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    _place(state, a, events)
    return False


def _run_check(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    return _window(state, a, bool(_interlinks(state, a)), CHECK, {"mission": a.mission}, "checking", "evaluate")


def _run_evaluate(state: StarTrekState, a: Attempt, events: list[Event]) -> bool:
    _evaluate(state, a, events)
    return False


def _draw(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """Step 3: the owner draws N; with a Limited Welcome on the mission, the owner may add it."""
    a.drawn = draw_dilemmas(state, a.owner, a.budget, events)
    # the events as Event(...) makes them (reveal=True; visible_to=a.owner), made straight: every attempt draws
    events.append(_new(Event, ("st.dilemmas_drawn", {"seat": a.owner, "count": len(a.drawn)}, a.owner, None, True)))
    if a.drawn:
        events.append(_new(Event, ("st.dilemmas_drawn_cards", {"seat": a.owner, "cards": names(state, a.drawn)},
                                   a.owner, ONLY[a.owner], False)))
    if state.on_mission.get(a.mission):
        a.handed = True
        state.decisions.push(Decision(a.owner, ADD, "st.prompt.add", {"mission": a.mission}, private=True))
        return
    a.step = "choose" if a.drawn else "check"


def _choosable(state: StarTrekState, a: Attempt, uid: int) -> bool:
    """Returns True when a drawn dilemma may go first on the stack: _stack_refusal's tests with nothing chosen (its
    type, its cost within the budget), asked of every draw without wording a refusal."""
    card = state.card(uid)
    return card.dilemma_type in (state.card(a.mission).mission_type, "dual") and card.cost <= a.budget


def _stack_refusal(state: StarTrekState, a: Attempt, uid: int, chosen: tuple[object, ...]) -> Reason | None:
    """Returns why a drawn dilemma cannot go on the stack after `chosen`, or None."""
    card = state.card(uid)
    if uid in chosen:
        return Reason("st.already_picked")
    mission_type = state.card(a.mission).mission_type
    if card.dilemma_type not in (mission_type, "dual"):
        return Reason("st.wrong_dilemma_type", {"dilemma": card.name, "type": card.dilemma_type,
                                                "mission_type": mission_type})
    spent = sum(state.card(int(str(c))).cost for c in chosen)
    if card.cost > a.budget - spent:
        return Reason("st.over_budget", {"dilemma": card.name, "cost": card.cost, "left": a.budget - spent})
    if any(state.card(int(str(c))).title == card.title for c in chosen):
        return Reason("st.same_title", {"dilemma": card.name})
    return None


def _finish_stack(state: StarTrekState, a: Attempt, chosen: tuple[object, ...], events: list[Event]) -> None:
    """Step 4's end: the chosen dilemmas form the stack in pick order; the rest go face up to the pile's bottom."""
    a.stack = [int(str(c)) for c in chosen]
    rest = [u for u in a.drawn + a.added if u not in a.stack]
    for u in rest:
        return_dilemma(state, u)
    a.drawn, a.added = [], []
    events.append(Event("st.stack_chosen", {"seat": a.owner, "count": len(a.stack), "returned": len(rest)},
                        a.owner))
    a.step = "ready"


def _await_next(state: StarTrekState, a: Attempt) -> None:
    """Opens the attempting player's step on, its prompt saying what comes next."""
    if not a.group:
        prompt = "st.prompt.next_nobody"
    elif a.stack:
        prompt = "st.prompt.next_dilemma" if a.faced else "st.prompt.next_first"
    else:
        prompt = "st.prompt.next_check"
    a.step = "next"
    state.decisions.push(Decision(a.seat, NEXT, prompt, {"count": len(a.stack), "mission": a.mission}))


def _face_next(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """Step 5: reveal the top dilemma; everyone unstopped faces it. Nobody left: the rest is overcome, it fails."""
    if not a.group:
        if a.stack:
            state.beneath.setdefault(a.mission, []).extend(a.stack)
            events.append(Event("st.rest_overcome", {"count": len(a.stack), "mission": name(state, a.mission)}))
            a.stack = []
        _fail(state, a, events)
        return
    if not a.stack:
        a.step = "check"
        return
    a.current = a.stack.pop(0)
    a.facing = [p for p in a.group if p not in state.stopped]
    a.borrowed = {}
    a.borrowed_attributes = {}
    a.faced.append(Faced(a.current, list(a.facing)))
    events.append(_new(Event, ("st.dilemma_revealed", {"seat": a.seat, "dilemma": name(state, a.current),
                                                       "count": len(a.facing),
                                                       "crew": [state.card(p).title for p in a.facing]},
                               a.owner, None, True)))
    a.step = "window"


def _place(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """Step 5.5–5.6: the dilemma goes beneath, back to its pile, or on the mission; stopped and killed leave."""
    assert a.current is not None
    d = a.current
    record = a.faced[-1]
    record.stopped = [p for p in record.facing if p in state.stopped]
    record.killed = [p for p in record.facing if p in a.killed]
    record.outcome = a.outcome
    if a.outcome == "return":
        return_dilemma(state, d)
        events.append(Event("st.dilemma_returned", {"dilemma": name(state, d), "seat": a.owner}, a.owner))
    elif a.outcome == "on":
        state.on_mission.setdefault(a.mission, []).append(d)
        events.append(Event("st.dilemma_on_mission", {"dilemma": name(state, d), "mission": name(state, a.mission)}))
    else:
        state.beneath.setdefault(a.mission, []).append(d)
        events.append(Event("st.dilemma_overcome", {"dilemma": name(state, d), "mission": name(state, a.mission)}))
    a.current = None
    a.facing = []
    a.borrowed = {}
    a.borrowed_attributes = {}
    a.group = [p for p in a.group if p in state.loc and p not in state.stopped]
    a.step = "placed"


def _evaluate(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """Steps 6–7: the requirements over the remaining group; completed, or failed."""
    mission = state.card(a.mission)
    assert mission.requirements is not None
    # what the group misses, judged once: a group meets the requirements exactly when it misses none of them
    short = missing(state, mission.requirements, a.group)
    if a.group and not short:
        group = list(a.group)
        state.attempt = None
        complete_mission(state, a.seat, a.mission, group, events)
    else:
        events.append(Event("st.requirements_missed", {"mission": mission.name, "missing": ", ".join(short)}))
        _fail(state, a, events)


def _fail(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """The attempt fails: the group is stopped, and the ship at a space mission (switch)."""
    for p in a.group:
        stop(state, p, events)
    if a.ship is not None and a.ship in state.loc and state.switches.failed_space_attempt_stops_ship:
        stop(state, a.ship, events)
    state.attempt = None
    events.append(Event("st.attempt_failed", {"seat": a.seat, "mission": name(state, a.mission)}, a.seat))


# --- what the attempting player may use ---------------------------------------------------------------------

def _hand_with(state: StarTrekState, seat: int, kind: type) -> list[int]:
    held, ids = cards_with(kind), state.cards
    return [u for u in state.sides[seat].hand if ids[u] in held]


def briefing_parts(state: StarTrekState, a: Attempt, card: int) -> tuple[list[int], list[int], list[int]]:
    """Returns Mission Briefing's possible payments (other hand cards), receivers (facing) and lenders (stopped)."""
    t = effect(state.cards[card], BorrowSkills)
    assert t is not None
    pay = [u for u in state.sides[a.seat].hand if u != card] if t.discard else [card]  # The Promise: no cost
    receivers = [p for p in unstopped_facing(state, a)
                 if not t.affiliation or state.card(p).affiliation == t.affiliation]
    lenders = borrow.lenders(state, a, t)
    if t.source.exclude_receiver:  # Shady Resources: another personnel lends, so a receiver needs one besides itself
        receivers = [r for r in receivers if any(u != r for u in lenders)]
    return pay, receivers, lenders


def _briefable(state: StarTrekState, a: Attempt, card: int) -> bool:
    """Returns True when a Mission Briefing in hand can be played now: briefing_parts finds a payment, a receiver and
    a lender. Asked as each dilemma is revealed, so each part is looked for in that order, the dearest (the lenders)
    only when the others are there."""
    t = effect(state.cards[card], BorrowSkills)
    assert t is not None
    if t.discard and not any(u != card for u in state.sides[a.seat].hand):
        return False   # no other hand card to pay with
    receivers = [p for p in unstopped_facing(state, a)
                 if not t.affiliation or state.card(p).affiliation == t.affiliation]
    if not receivers:
        return False
    lenders = borrow.lenders(state, a, t)
    if t.source.exclude_receiver:   # as briefing_parts: a receiver needs a lender besides itself
        return any(u != r for r in receivers for u in lenders)
    return bool(lenders)


def _adapts(state: StarTrekState, a: Attempt) -> list[int]:
    assert a.current is not None
    title = state.card(a.current).title
    copies = any(state.card(d).title == title for m in state.sides[a.seat].missions for d in state.beneath.get(m, ()))
    if not copies:
        return []
    out = []
    for u in _hand_with(state, a.seat, OvercomeIfCopyOvercome):
        t = effect(state.cards[u], OvercomeIfCopyOvercome)
        assert t is not None
        if any(state.card(p).affiliation == t.affiliation for p in unstopped_facing(state, a)):
            out.append(u)
    return out


def _interlinks(state: StarTrekState, a: Attempt) -> list[int]:
    if not state.sides[a.seat].deck:
        return []
    linked, ids = cards_with(Interlink), state.cards   # most of a group has no Interlink: no uses to list
    return [p for p in a.group if ids[p] in linked and p not in state.stopped and borrow.interlink_actions(state, p)
            and a.interlinked.get(p, 0) < state.switches.interlink_uses]


def _analyze_cards(state: StarTrekState, a: Attempt) -> list[int]:
    out = []
    for u in _hand_with(state, a.seat, OvercomeInsteadOfReturn):
        t = effect(state.cards[u], OvercomeInsteadOfReturn)
        assert t is not None
        # Personnel it stopped still face it; a killed one has left the facing list.
        if any(state.card(p).affiliation == t.affiliation for p in a.facing):
            out.append(u)
    return out


def _responds(state: StarTrekState, a: Attempt) -> bool:
    """Returns True when the attempting player has a facing response now (a Mission Briefing it can play, an Adapt,
    an interlink): asked as each dilemma is revealed, so each kind is looked for only until one is found."""
    # The cheap kinds first (an interlink listed has a use: _interlinks asks for one); copies of one lending card
    # answer alike (each has the other to pay with), so one of each card id is asked.
    if _interlinks(state, a) or _adapts(state, a):
        return True
    ids = state.cards
    firsts: dict[str, int] = {}
    for u in _hand_with(state, a.seat, BorrowSkills):
        firsts.setdefault(ids[u], u)
    return any(_briefable(state, a, u) for u in firsts.values())


def _use_interlink(state: StarTrekState, a: Attempt, p: int, events: list[Event], named: str = "") -> None:
    t = effect(state.cards[p], Interlink)
    assert t is not None
    skill = t.skill or named
    discard_top_of_deck(state, a.seat, events)
    a.interlinked[p] = a.interlinked.get(p, 0) + 1
    borg = [q for q in a.group if "Borg" in state.card(q).species]
    for q in borg:  # the Borg in the attempt now gain it (a snapshot)
        a.gains.setdefault(q, []).append(skill)
    events.append(Event("st.interlinked", {"seat": a.seat, "card": name(state, p), "skill": skill,
                                           "count": len(borg)}, a.seat))


# --- the decisions of an attempt ------------------------------------------------------------------------------

def _attempt(state: StarTrekState) -> Attempt:
    assert state.attempt is not None
    return state.attempt


def _add_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    return [Action("add", (u,)) for u in state.on_mission.get(a.mission, ())] + [DONE]


def _add_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == DONE:
        return None
    a = _attempt(state)
    if arg(action) not in state.on_mission.get(a.mission, ()) or len(action.args) != 1:
        return Reason("st.not_on_mission")
    return None


def _add_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    if action != DONE:
        uid = arg(action)
        assert uid is not None
        state.on_mission[a.mission].remove(uid)
        a.added.append(uid)
        events.append(Event("st.welcome_added", {"seat": a.owner, "dilemma": name(state, uid)}, a.owner))
        if state.on_mission[a.mission]:
            return
    state.decisions.pop()
    a.step = "choose"
    advance(state, events)


def _stack_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    drawn = a.drawn + a.added
    return [Action("choose", (u,)) for u in drawn] + [Action("unchoose", (u,)) for u in drawn] + [DONE]


def _stack_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == DONE:
        return None
    a = _attempt(state)
    uid = arg(action)
    if uid is None or len(action.args) != 1 or uid not in a.drawn + a.added:
        return Reason("st.not_drawn")
    if action.kind == "unchoose":  # a pick taken back before Done (issue 23)
        return None if uid in decision.picks else Reason("st.not_stacked", {"dilemma": name(state, uid)})
    return _stack_refusal(state, a, uid, decision.picks)


def _stack_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    if action.kind == "unchoose":  # the budget comes back and the places below it move up one
        state.decisions.replace(decision.unpick(arg(action)))
        return
    if action != DONE:
        state.decisions.replace(decision.pick(arg(action)))  # "done" ends the choice, so refusals can be shown
        return
    state.decisions.pop()
    _finish_stack(state, a, decision.picks, events)
    advance(state, events)


def _facing_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    hand = state.sides[a.seat].hand
    return ([Action("brief", (u,)) for u in hand] + [Action("adapt", (u,)) for u in hand]
            + [use for p in a.group for use in borrow.interlink_actions(state, p)] + [PASS])


def _facing_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    a = _attempt(state)
    if action == PASS:
        return None
    uid = arg(action)
    if uid is not None and action.kind == "interlink":
        return _interlink_check(state, a, uid, action)
    if uid is None or len(action.args) != 1:
        return Reason("st.no_such_card")
    if uid not in state.sides[a.seat].hand:
        return Reason("st.not_in_hand")
    if action.kind == "brief":
        if effect(state.cards[uid], BorrowSkills) is None:
            return Reason("st.not_that_card", {"card": name(state, uid)})
        pay, receivers, lenders = briefing_parts(state, a, uid)
        if not pay:
            return Reason("st.too_few_cards", {"card": name(state, uid), "need": 1, "have": 0})
        if not receivers or not lenders:
            return borrow.refusal(effect(state.cards[uid], BorrowSkills), bool(receivers))
        return None
    if effect(state.cards[uid], OvercomeIfCopyOvercome) is None:
        return Reason("st.not_that_card", {"card": name(state, uid)})
    if uid not in _adapts(state, a):
        return Reason("st.no_copy_overcome", {"dilemma": name(state, a.current or 0)})
    return None


def _interlink_check(state: StarTrekState, a: Attempt, uid: int, action: Action) -> Reason | None:
    if uid not in a.group or uid in state.stopped:
        return Reason("st.not_in_attempt")
    if effect(state.cards[uid], Interlink) is None:
        return Reason("st.not_that_card", {"card": name(state, uid)})
    if a.interlinked.get(uid, 0) >= state.switches.interlink_uses:
        return Reason("st.interlink_used", {"card": name(state, uid)})
    if action not in borrow.interlink_actions(state, uid):  # Information Drone: a skill of a non-Borg with it
        return Reason("st.no_skill_to_link", {"card": name(state, uid)})
    if not state.sides[a.seat].deck:
        return Reason("st.cost_needs_deck", {"card": name(state, uid)})
    return None


def _close_window(state: StarTrekState, a: Attempt, events: list[Event]) -> None:
    """After a response: the window stays open while another response is possible (R45), else it closes."""
    if _responds(state, a):
        return
    state.decisions.pop()
    a.step = "resolve"
    advance(state, events)


def _facing_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    if action == PASS:
        state.decisions.pop()
        a.step = "resolve"
        advance(state, events)
        return
    uid = arg(action)
    assert uid is not None
    if action.kind == "interlink":
        _use_interlink(state, a, uid, events, str(action.args[1]) if len(action.args) == 2 else "")
        _close_window(state, a, events)
    elif action.kind == "brief":
        brief = Decision(a.seat, BRIEF, "st.prompt.brief", {"card": uid})
        t = effect(state.cards[uid], BorrowSkills)
        state.decisions.push(brief.pick(uid) if t is not None and not t.discard else brief)  # no cost to pick
    else:
        side = state.sides[a.seat]
        side.hand.remove(uid)
        side.discard.append(uid)
        events.append(Event("st.adapted", {"seat": a.seat, "card": name(state, uid),
                                           "dilemma": name(state, a.current or 0)}, a.seat))
        a.faced[-1].by = state.cards[uid]
        state.decisions.pop()
        a.outcome = "overcome"
        a.step = "place"
        advance(state, events)


def _brief_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    card = decision.params["card"]
    assert isinstance(card, int)
    pay, receivers, lenders = briefing_parts(state, a, card)
    verb, among = [("pay", pay), ("receive", receivers), ("lend", lenders)][len(decision.picks)]
    return [Action(verb, (u,)) for u in among if verb != "lend" or u != decision.picks[1]]  # never to itself


def _brief_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    a = _attempt(state)
    card = decision.params["card"]
    assert isinstance(card, int)
    parts = briefing_parts(state, a, card)
    verb = ("pay", "receive", "lend")[len(decision.picks)]
    if action.kind != verb:
        return Reason("st.brief_next", {"next": verb})
    if arg(action) not in parts[len(decision.picks)] or len(action.args) != 1 or \
            (verb == "lend" and arg(action) == decision.picks[1]):
        return Reason(("st.not_in_hand", "st.no_receiver", "st.no_stopped_lender")[len(decision.picks)])
    return None


def _brief_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    decision = decision.pick(arg(action))
    if len(decision.picks) < 3:
        state.decisions.replace(decision)
        return
    state.decisions.pop()
    card = decision.params["card"]
    paid, receiver, lender = (int(str(p)) for p in decision.picks)
    assert isinstance(card, int)
    side = state.sides[a.seat]
    for u in dict.fromkeys((card, paid)):   # The Promise costs nothing: it is its own "payment"
        side.hand.remove(u)
        side.discard.append(u)
    # The lender's printed skill box (R28), levels included; The Promise adds its printed attributes (R76).
    a.borrowed.setdefault(receiver, []).extend(state.card(lender).skills)
    t = effect(state.cards[card], BorrowSkills)
    if t is not None and t.copy_attributes:
        a.borrowed_attributes.setdefault(receiver, []).extend(borrow.printed_attributes(state, lender))
    events.append(Event("st.briefed", {"seat": a.seat, "card": name(state, receiver), "lender": name(state, lender),
                                       "paid": name(state, paid)}, a.seat))
    a.faced[-1].by = state.cards[card]
    _close_window(state, a, events)


def _pick_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    return [Action("stop", (p,)) for p in a.facing]


def _pick_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    a = _attempt(state)
    assert a.current is not None
    t = template_of(state, a.current)
    assert isinstance(t, StopOneWithSkill)
    uid = arg(action)
    if uid is None or len(action.args) != 1 or uid not in eligible(state, a, t.skills_any_of):
        return Reason("st.not_eligible", {"skills": " / ".join(t.skills_any_of)})
    return None


def _pick_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    uid = arg(action)
    assert uid is not None
    state.decisions.pop()
    events.append(Event("st.chose_to_stop", {"seat": decision.seat, "card": name(state, uid)}, decision.seat))
    stop_chosen(state, a, uid, events)
    advance(state, events)


def _return_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    return [Action("analyze", (u,)) for u in state.sides[a.seat].hand] + [PASS]


def _return_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == PASS:
        return None
    a = _attempt(state)
    uid = arg(action)
    if uid is None or len(action.args) != 1 or uid not in state.sides[a.seat].hand:
        return Reason("st.not_in_hand")
    if uid not in _analyze_cards(state, a):
        return Reason("st.not_that_card", {"card": name(state, uid)})
    return None


def _return_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    state.decisions.pop()
    if action != PASS:
        uid = arg(action)
        assert uid is not None
        side = state.sides[a.seat]
        side.hand.remove(uid)
        side.discard.append(uid)
        a.outcome = "overcome"
        events.append(Event("st.analyzed", {"seat": a.seat, "card": name(state, uid),
                                            "dilemma": name(state, a.current or 0)}, a.seat))
        a.faced[-1].by = state.cards[uid]
    a.step = "place"
    advance(state, events)


def _check_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    a = _attempt(state)
    return [use for p in a.group for use in borrow.interlink_actions(state, p)] + [PASS]


def _check_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == PASS:
        return None
    uid = arg(action)
    if uid is None:
        return Reason("st.no_such_card")
    return _interlink_check(state, _attempt(state), uid, action)


def _check_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    if action != PASS:
        uid = arg(action)
        assert uid is not None
        _use_interlink(state, a, uid, events, str(action.args[1]) if len(action.args) == 2 else "")
        if _interlinks(state, a):
            return
    state.decisions.pop()
    a.step = "evaluate"
    advance(state, events)


def _next_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [NEXT_DILEMMA]


def _next_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    return None if action == NEXT_DILEMMA else Reason("st.no_such_card")


def _next_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    a = _attempt(state)
    state.decisions.pop()
    a.step = "face"
    advance(state, events)


STEPS = {
    NEXT: Step(frozenset({"next"}), _next_candidates, _next_check, _next_act),
    ADD: Step(frozenset({"add", "done"}), _add_candidates, _add_check, _add_act),
    STACK: Step(frozenset({"choose", "unchoose", "done"}), _stack_candidates, _stack_check, _stack_act),
    FACING: Step(frozenset({"brief", "adapt", "interlink", "pass"}), _facing_candidates, _facing_check, _facing_act),
    BRIEF: Step(frozenset({"pay", "receive", "lend"}), _brief_candidates, _brief_check, _brief_act),
    PICK: Step(frozenset({"stop"}), _pick_candidates, _pick_check, _pick_act),
    RETURN: Step(frozenset({"analyze", "pass"}), _return_candidates, _return_check, _return_act),
    CHECK: Step(frozenset({"interlink", "pass"}), _check_candidates, _check_check, _check_act),
}


_RUNS: dict[str, Run] = {"draw": _run_draw, "choose": _run_choose, "ready": _run_ready, "placed": _run_placed,
                         "face": _run_face, "window": _run_window, "resolve": _run_resolve, "after": _run_after,
                         "place": _run_place, "check": _run_check, "evaluate": _run_evaluate}
