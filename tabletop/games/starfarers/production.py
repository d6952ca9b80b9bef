"""Production (産出フェイズ) after the roll, as agenda steps: planets, the 7, reserve draws, Diplomats' cards.

Order on a 7 (§5.1, R6, R7): no production; everyone over the limit discards half, rounded down, each a private
decision in seat order from the active player's left; the active player robs a random card from an opponent
who holds one; each opponent from the left draws a reserve card; then the active player's normal reserve draw.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step
from tabletop.games.starfarers import cards
from tabletop.games.starfarers.arguments import args_of, int_arg, resource_arg
from tabletop.games.starfarers.components import BOX, Resource
from tabletop.games.starfarers.encounters import Op
from tabletop.games.starfarers.scoring import points
from tabletop.games.starfarers.state import StarfarersState

TRIBUTE_MORE_THAN = 12


def discard_limit(state: StarfarersState, seat: Seat) -> int:
    """Returns the hand size a seat may hold on a 7 without discarding (7; 12 with Reduced Tribute)."""
    return TRIBUTE_MORE_THAN if "DI_TRIBUTE" in state.friends[seat] else BOX.discard_more_than


def after_roll(state: StarfarersState, roll: int, events: list[Event]) -> None:
    """Queues the production steps for this roll."""
    seat = state.current
    if roll == 7:
        order = [(seat + k) % state.players for k in range(1, state.players + 1)]
        state.agenda += [{"op": "discard", "seat": s} for s in order]
        state.agenda += [{"op": "rob"}, {"op": "opponents_draw"}, {"op": "own_draw"}]
    else:
        claims = cards.produce(state, roll, events)
        if not any(claims[seat]) and "DI_RELIEF" in state.friends[seat]:
            state.agenda.append({"op": "relief"})
        state.agenda.append({"op": "own_draw"})
    if "DI_HELP" in state.friends[seat]:
        state.agenda.append({"op": "help"})
    state.agenda.append({"op": "begin_trade"})


def op_discard(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """A seat over its limit returns half its hand, rounded down, card by card (a private decision)."""
    seat = int(op["seat"])
    size = cards.hand_size(state, seat)
    if size > discard_limit(state, seat):
        state.decisions.push(Decision(seat, "discard", "sf.prompt.discard", {"left": size // 2}, private=True))


def rob_targets(state: StarfarersState, seat: Seat) -> list[Seat]:
    """Returns the opponents holding at least one card."""
    return [s for s in range(state.players) if s != seat and cards.hand_size(state, s) > 0]


def op_rob(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """The active player chooses an opponent holding a card to rob (nothing if nobody holds one)."""
    if rob_targets(state, state.current):
        state.decisions.push(Decision(state.current, "rob", "sf.prompt.rob"))
    else:
        events.append(Event("sf.nothing_to_rob", {"seat": state.current}, state.current))


def op_opponents_draw(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Each opponent, from the active player's left, draws one reserve card."""
    for k in range(1, state.players):
        cards.draw_reserve(state, (state.current + k) % state.players, 1, events)


def op_own_draw(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """The active player draws reserve cards by VP (≤7: 2, 8–9: 1, 10+: 0)."""
    n = cards.reserve_draw_size(points(state, state.current))
    if n:
        cards.draw_reserve(state, state.current, n, events)


def op_relief(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """Galactic Relief Fund: the active player takes 1 resource of their choice, if the supply holds any."""
    if any(state.supply):
        state.decisions.push(Decision(state.current, "relief", "sf.prompt.relief"))


def help_targets(state: StarfarersState, seat: Seat) -> list[Seat]:
    """Returns the opponents with more VP than the seat who hold a card (A Helping Hand)."""
    mine = points(state, seat)
    return [s for s in rob_targets(state, seat) if points(state, s) > mine]


def op_help(state: StarfarersState, op: Op, events: list[Event]) -> None:
    """A Helping Hand: draw a random card from an opponent with more VP, chosen by the active player."""
    if help_targets(state, state.current):
        state.decisions.push(Decision(state.current, "help", "sf.prompt.help"))


def steal(state: StarfarersState, thief: Seat, victim: Seat, code: str, events: list[Event]) -> None:
    """Moves one random card from the victim's hand to the thief's; only the two see which."""
    hand = state.hands[victim]
    k = state.rng.randrange(sum(hand))
    resource = 0
    while k >= hand[resource]:
        k -= hand[resource]
        resource += 1
    hand[resource] -= 1
    state.hands[thief][resource] += 1
    events.append(Event(code, {"seat": thief, "victim": victim}, thief))
    events.append(Event(code + "_seen", {"seat": thief, "victim": victim, "resource": cards.word(resource)}, thief,
                        visible_to=(thief, victim), reveal=True))


PRODUCTION_OPS = {"discard": op_discard, "rob": op_rob, "opponents_draw": op_opponents_draw,
                  "own_draw": op_own_draw, "relief": op_relief, "help": op_help}


# === the decisions of production: the roll, cards to return or take, the robbery ===============================
ROLL = Action("roll")
RESOURCE_PICKS = {kind: [Action(kind, (r.word,)) for r in Resource] for kind in ("discard", "give", "take", "relief")}


def _check_roll(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    args_of(a, 0)
    return None


def _cand_roll(state: StarfarersState, d: Decision) -> list[Action]:
    return [ROLL]


def _do_roll(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    dice = cards.roll_dice(state)
    state.dice = dice
    state.rolled = True
    total = dice[0] + dice[1]
    events.append(Event("sf.rolled", {"seat": d.seat, "a": dice[0], "b": dice[1], "total": total}, d.seat,
                        reveal=True))
    state.decisions.clear()
    after_roll(state, total, events)


# discards on a 7, giving cards back in an encounter
def _check_discard(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    r = resource_arg(args_of(a, 1)[0])
    if state.hands[d.seat][r] < 1:
        return Reason("sf.none_to_return", {"resource": cards.word(r)})
    return None


def _cand_resources(state: StarfarersState, d: Decision) -> list[Action]:
    return [Action(d.kind, (r.word,)) for r in Resource]


def _do_discard(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    r = resource_arg(a.args[0])
    state.hands[d.seat][r] -= 1
    state.supply[r] += 1
    left = int(str(d.params["left"])) - 1
    events.append(Event("sf.returned", {"seat": d.seat, "resource": cards.word(r)}, d.seat))
    if left and cards.hand_size(state, d.seat):
        state.decisions.replace(d.with_params(left=left))
    else:
        state.decisions.settle(d.seat)


# taking cards from the supply (an encounter, Galactic Relief)
def _check_take(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    r = resource_arg(args_of(a, 1)[0])
    return None if state.supply[r] else Reason("sf.supply_empty", {"resource": cards.word(r)})


def _do_take(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    r = resource_arg(a.args[0])
    cards.take_from_supply(state, d.seat, r)
    events.append(Event("sf.took", {"seat": d.seat, "resource": cards.word(r)}, d.seat))
    left = int(str(d.params.get("left", 1))) - 1
    if left and any(state.supply):
        state.decisions.replace(d.with_params(left=left))
    else:
        state.decisions.settle(d.seat)


# robbing on a 7, A Helping Hand
def _check_rob(state: StarfarersState, d: Decision, a: Action) -> Reason | None:
    victim = int_arg(args_of(a, 1)[0], 0, state.players - 1)
    targets = rob_targets(state, d.seat) if d.kind == "rob" else help_targets(state, d.seat)
    return None if victim in targets else Reason("sf.not_a_target", {"seat": victim})


def _cand_rob(state: StarfarersState, d: Decision) -> list[Action]:
    return [Action(d.kind, (s,)) for s in range(state.players) if s != d.seat]


def _do_rob(state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
    steal(state, d.seat, int(a.args[0]), "sf.robbed" if d.kind == "rob" else "sf.helped", events)
    state.decisions.settle(d.seat)


STEPS: dict[str, Step] = {
    # The roll is its one candidate and always legal: the candidates are the fast list too.
    "roll": Step(frozenset({"roll"}), _cand_roll, _check_roll, _do_roll, _cand_roll),
    "discard": Step(frozenset({"discard"}), _cand_resources, _check_discard, _do_discard),
    "give": Step(frozenset({"give"}), _cand_resources, _check_discard, _do_discard),
    "take": Step(frozenset({"take"}), _cand_resources, _check_take, _do_take),
    "relief": Step(frozenset({"relief"}), _cand_resources, _check_take, _do_take),
    "rob": Step(frozenset({"rob"}), _cand_rob, _check_rob, _do_rob),
    "help": Step(frozenset({"help"}), _cand_rob, _check_rob, _do_rob),
}
