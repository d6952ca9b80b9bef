"""Encounters (遭遇) as data: each card's tree of operations (assets/starfarers/components.json, `encounters.ops`)
runs here, one operation at a time, from the state's agenda; an operation that needs a choice pushes a decision
and the agenda waits for it.

Rulings (§11, R28–R30, R39, R41): the app plays the reader; a contest is 2 balls (black 0) plus the stat, the
subject's physical and Scientists upgrades against the rival's physical ones, the subject winning ties; the
rival only shakes. Wear and Tear hits every player in turn order, then a new encounter is drawn for the active
player with the Wear and Tear card set aside, so it cannot draw itself again.
"""

from __future__ import annotations

from typing import Any, Callable

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step
from tabletop.games.starfarers import cards
from tabletop.games.starfarers.arguments import args_of, upgrade_arg
from tabletop.games.starfarers.components import BOX, ENCOUNTER_BY_ID, UPGRADES, Upgrade
from tabletop.games.starfarers.flight import bonus, free_sites, ships_of
from tabletop.games.starfarers.state import STATION, TRANSPORT, StarfarersState

Op = dict[str, Any]


def rival(state: StarfarersState, vs: str) -> Seat:
    """Returns the contest rival: left = next seat, right = previous, second_right = two seats back."""
    step = {"left": 1, "right": -1, "second_right": -2}[vs]
    return (state.current + step) % state.players


def physical(state: StarfarersState, seat: Seat) -> int:
    """Returns how many physical upgrades a seat has (Scientists cards are not physical)."""
    return sum(state.upgrades[seat])


def gain_fame(state: StarfarersState, seat: Seat, n: int, events: list[Event]) -> None:
    """Gives up to n fame pieces from the tray, or returns up to -n of the seat's to it (never below 0)."""
    if n >= 0:
        moved = min(n, state.fame_tray)
        state.fame_tray -= moved
        state.fame[seat] += moved
        if moved:
            events.append(Event("sf.fame_gained", {"seat": seat, "n": moved}, seat))
    else:
        moved = min(-n, state.fame[seat])
        state.fame[seat] -= moved
        state.fame_tray += moved
        if moved:
            events.append(Event("sf.fame_lost", {"seat": seat, "n": moved}, seat))


def fitting_upgrades(state: StarfarersState, seat: Seat) -> list[Upgrade]:
    """Returns the upgrade types a seat may still take (below its limit, the tray not empty)."""
    return [u for u in UPGRADES if state.upgrades[seat][u] < BOX.upgrade_max[u] and state.tray[u] > 0]


def owned_upgrades(state: StarfarersState, seat: Seat) -> list[Upgrade]:
    """Returns the physical upgrade types a seat has at least one of."""
    return [u for u in UPGRADES if state.upgrades[seat][u] > 0]


def can_place_free_ship(state: StarfarersState, seat: Seat) -> bool:
    """Returns True when a free trade ship can be placed now: a free site, a transport and a station in supply."""
    pieces = state.pieces[seat]
    return pieces[TRANSPORT] > 0 and pieces[STATION] > 0 and bool(free_sites(state, seat))


# --- operations ------------------------------------------------------------------------------------------
def _seat(state: StarfarersState, op: Op) -> Seat:
    return int(op.get("seat", state.current))


def op_encounter(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Draws the top encounter card for the active player and asks its question (or runs it for everyone)."""
    if not state.encounter_draw:
        state.encounter_draw, state.encounter_discard = state.encounter_discard, []
        state.rng.shuffle(state.encounter_draw)
        events.append(Event("sf.encounters_shuffled", {"cards": len(state.encounter_draw)}, reveal=True))
    card = ENCOUNTER_BY_ID[state.encounter_draw.pop()]
    state.encounter_current = card.id
    events.append(Event("sf.encounter", {"seat": state.current, "title": card.title, "family": card.family},
                        state.current, reveal=True))
    if card.ask == "none":
        state.agenda[0:0] = [*card.tree["all"], {"op": "encounter_done"}]
    else:
        state.decisions.push(Decision(state.current, "encounter", "sf.prompt.encounter",
                                      {"family": card.family, "ask": card.ask}))


def op_encounter_done(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Discards the encounter card just resolved."""
    if state.encounter_current is not None:
        state.encounter_discard.append(state.encounter_current)
        state.encounter_current = None


def op_discard_aside(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Discards the Wear and Tear card set aside during its redraw (last, so it cannot draw itself)."""
    state.encounter_discard += state.encounter_aside
    state.encounter_aside = []


def op_redraw(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Sets this card aside, shuffles the draw pile with the discards, and draws a new encounter."""
    if state.encounter_current is not None:
        state.encounter_aside.append(state.encounter_current)
        state.encounter_current = None
    state.encounter_draw += state.encounter_discard
    state.encounter_discard = []
    state.rng.shuffle(state.encounter_draw)
    events.append(Event("sf.encounters_shuffled", {"cards": len(state.encounter_draw)}, reveal=True))
    state.agenda[0:0] = [{"op": "encounter"}, {"op": "discard_aside"}]


def op_fame(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Gains or loses fame pieces."""
    gain_fame(state, _seat(state, op), int(op["n"]), events)


def op_take(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Lets the seat take n resource cards of its choice from the supply (only what it holds)."""
    seat = _seat(state, op)
    n = min(int(op["n"]), sum(state.supply))
    if n > 0:
        state.decisions.push(Decision(seat, "take", "sf.prompt.take", {"left": n}, private=True))


def op_give(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Makes the seat return n resource cards of its choice (all it holds if fewer)."""
    seat = _seat(state, op)
    n = min(int(op["n"]), cards.hand_size(state, seat))
    if n > 0:
        state.decisions.push(Decision(seat, "give", "sf.prompt.give", {"left": n}, private=True))


def op_draw_reserve(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Draws reserve cards for the seat."""
    cards.draw_reserve(state, _seat(state, op), int(op["n"]), events)


def op_gain_upgrade(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Lets the seat take a free upgrade of a type that fits (R31); nothing when none fits."""
    seat = _seat(state, op)
    for _ in range(int(op.get("n", 1))):
        if fitting_upgrades(state, seat):
            state.decisions.push(Decision(seat, "upgrade", "sf.prompt.upgrade"))
            if int(op.get("n", 1)) > 1:
                state.agenda.insert(0, {**op, "n": int(op["n"]) - 1})
            return


def op_lose_upgrade(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Makes the seat remove a physical upgrade of its choice; nothing when it has none."""
    seat = _seat(state, op)
    if owned_upgrades(state, seat):
        state.decisions.push(Decision(seat, "lose", "sf.prompt.lose", {"n": int(op.get("n", 1))}))


def op_free_ship(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Places a free trade ship now, or gives a trade ship token to place later (R32)."""
    seat = _seat(state, op)
    if can_place_free_ship(state, seat):
        state.decisions.push(Decision(seat, "place_ship", "sf.prompt.place_ship"))
    else:
        state.ship_tokens[seat] += 1
        events.append(Event("sf.ship_token", {"seat": seat}, seat))


def op_space_jump(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Lets the seat move one of its ships to any node where it may end (R41)."""
    seat = _seat(state, op)
    if ships_of(state, seat):
        state.decisions.push(Decision(seat, "jump_ship", "sf.prompt.jump_ship"))


def op_halt_ship(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Makes the seat choose one of its ships that does not move this flight."""
    seat = _seat(state, op)
    if any(not s.halted for s in ships_of(state, seat)):
        state.decisions.push(Decision(seat, "halt", "sf.prompt.halt"))


def op_goto(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Continues with a named list of operations of the current card."""
    card = ENCOUNTER_BY_ID[str(op.get("card", state.encounter_current))]
    state.agenda[0:0] = card.tree["nodes"][op["node"]]


def contest_value(state: StarfarersState, seat: Seat, stat: str, balls: tuple[str, str], subject: bool) -> int:
    """Returns a contest value: the balls plus boosters (speed) or cannons (combat); Scientists only for the subject."""
    upgrade = Upgrade.BOOSTER if stat == "speed" else Upgrade.CANNON
    value = cards.ball_sum(balls) + state.upgrades[seat][upgrade]
    if subject:
        value += bonus(state, seat, "boosters" if stat == "speed" else "cannons")
    return value


def op_contest(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Both sides shake; the subject wins ties; runs the win or the lose list."""
    seat = state.current
    other = rival(state, str(op["vs"]))
    stat = str(op["stat"])
    mine, theirs = cards.shake(state), cards.shake(state)
    a = contest_value(state, seat, stat, mine, True)
    b = contest_value(state, other, stat, theirs, False)
    won = a >= b
    events.append(Event("sf.contest", {"seat": seat, "victim": other, "stat": stat, "balls": "+".join(mine),
                                       "rival_balls": "+".join(theirs), "value": a, "rival_value": b,
                                       "won": won}, seat, reveal=True))
    card = state.encounter_current
    branch = [dict(o, card=card) if o.get("op") == "goto" else o for o in op["win" if won else "lose"]]
    state.agenda[0:0] = branch


def op_council(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """The most physical upgrades run one list, the fewest the other (if everyone ties, only the first)."""
    order = [(state.current + k) % state.players for k in range(state.players)]
    counts = {s: physical(state, s) for s in order}
    most, fewest = max(counts.values()), min(counts.values())
    steps: list[Op] = []
    for s in order:
        if counts[s] == most:
            steps += [{**o, "seat": s} for o in op["most_physical_upgrades"]]
    if most != fewest:
        for s in order:
            if counts[s] == fewest:
                steps += [{**o, "seat": s} for o in op["fewest_physical_upgrades"]]
    events.append(Event("sf.council", {"most": most, "fewest": fewest}))
    state.agenda[0:0] = steps


def op_wear_and_tear(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Every player with more than N physical upgrades, in turn order from the active player, removes one."""
    order = [(state.current + k) % state.players for k in range(state.players)]
    state.agenda[0:0] = [{"op": "wear_one", "seat": s, "more_than": op["more_than"]} for s in order]


def op_wear_one(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """One player over the threshold removes a physical upgrade of their choice (an off-turn decision)."""
    seat = int(op["seat"])
    if physical(state, seat) > int(op["more_than"]):
        state.decisions.push(Decision(seat, "lose", "sf.prompt.wear", {"more_than": int(op["more_than"])}))


OPS: dict[str, Callable[[StarfarersState, Op, list[Event]], None]] = {
    "encounter": op_encounter, "encounter_done": op_encounter_done, "discard_aside": op_discard_aside,
    "redraw": op_redraw, "fame": op_fame, "take": op_take, "give": op_give, "draw_reserve": op_draw_reserve,
    "gain_upgrade": op_gain_upgrade, "lose_upgrade": op_lose_upgrade, "free_ship": op_free_ship,
    "space_jump": op_space_jump, "halt_ship": op_halt_ship, "goto": op_goto, "contest": op_contest,
    "council": op_council, "wear_and_tear": op_wear_and_tear, "wear_one": op_wear_one,
}


# === the decisions of an encounter: its question, and upgrades gained or lost (Wear and Tear too) ===============
def _check_encounter(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    (answer,) = args_of(a, 1)
    card = ENCOUNTER_BY_ID[str(state.encounter_current)]
    if card.ask == "number":
        if not isinstance(answer, int) or not 0 <= answer <= card.most:
            return Reason("sf.answer_number", {"highest": card.most})
        if answer > cards.hand_size(state, d.seat):
            return Reason("sf.answer_cards", {"n": answer, "have": cards.hand_size(state, d.seat)})
        return None
    if answer not in ("yes", "no"):
        return Reason("sf.answer_yes_no")
    if answer == "yes" and cards.hand_size(state, d.seat) < card.yes_needs_cards:
        return Reason("sf.yes_needs_cards", {"n": card.yes_needs_cards})
    return None


def _cand_encounter(state: StarfarersState, d: Decision) -> list[Action]:
    card = ENCOUNTER_BY_ID[str(state.encounter_current)]
    if card.ask == "number":
        return [Action("answer", (n,)) for n in range(card.most + 1)]
    return [Action("answer", ("yes",)), Action("answer", ("no",))]


def _do_encounter(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    answer = a.args[0]
    card = ENCOUNTER_BY_ID[str(state.encounter_current)]
    events.append(Event("sf.answered", {"seat": d.seat, "answer": str(answer), "card": card.id}, d.seat))
    state.decisions.settle(d.seat)
    ops: list[Op] = [{"op": "give", "n": answer}] if isinstance(answer, int) and answer else []
    state.agenda[0:0] = ops + list(card.tree[str(answer)]) + [{"op": "encounter_done"}]


def _check_upgrade(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    u = upgrade_arg(args_of(a, 1)[0])
    if d.kind == "upgrade":
        if u not in fitting_upgrades(state, d.seat):
            return Reason("sf.upgrade_does_not_fit", {"upgrade": u.word})
        return None
    return None if state.upgrades[d.seat][u] else Reason("sf.no_such_upgrade", {"upgrade": u.word})


def _cand_upgrade(state: StarfarersState, d: Decision) -> list[Action]:
    return [Action(d.kind, (u.word,)) for u in Upgrade]


def _do_upgrade(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    u = upgrade_arg(a.args[0])
    step = 1 if d.kind == "upgrade" else -1
    state.upgrades[d.seat][u] += step
    state.tray[u] -= step
    events.append(Event("sf.upgrade_gained" if step > 0 else "sf.upgrade_lost",
                        {"seat": d.seat, "upgrade": u.word}, d.seat))
    state.decisions.settle(d.seat)


STEPS: dict[str, Step] = {
    "encounter": Step(frozenset({"answer"}), _cand_encounter, _check_encounter, _do_encounter),
    "upgrade": Step(frozenset({"upgrade"}), _cand_upgrade, _check_upgrade, _do_upgrade),
    "lose": Step(frozenset({"lose"}), _cand_upgrade, _check_upgrade, _do_upgrade),
}
