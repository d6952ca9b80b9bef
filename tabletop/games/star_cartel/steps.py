"""Star Cartel's decisions as engine Steps: a turn's loading and the delivery's choices, each with its legal list
and its reasons for a refusal (rules: 手番にできること; rulings in shared/notes/star_cartel.md).

A turn is one seat's. It loads (or jettisons first, or finds that nothing fits and delivers); when the ship
delivers, it may choose which tied set counts as the largest or the smallest, whether to use the Fixer, and which
sets to stash. Each of these is a kind of decision. The game keeps no decision stack: the kind follows from the
phase and the delivery so far (`open_decision`). Each check decides every action of its step's verbs alone, and
`not_now` says why another decision's verb is refused; each fast list is the list written out for speed, and
tests/engine/test_steps.py holds the two equal. Qt-free.
"""

from __future__ import annotations

from typing import Callable, Iterable

from tabletop.engine.action import Action, Arg
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Act, Step
from tabletop.games.star_cartel.components import BOX, CARDS, SHIPS, Ability, Cargo
from tabletop.games.star_cartel.state import Delivery, Fixer, Phase, StarCartelState

COLUMNS = BOX.hub_columns
ROWS = BOX.hub_rows
SIZE = tuple(c.size for c in CARDS)
CARGO = tuple(int(c.cargo) for c in CARDS)
CAPACITY = tuple(s.capacity for s in SHIPS)

# Every action exists once; the legal lists hand out these shared values.
LOAD = {(c, r): Action("load", (c, r)) for c in range(COLUMNS) for r in range(ROWS)}
JETTISON = {r: Action("jettison", (r,)) for r in range(ROWS)}
STOP = Action("stop")
DELIVER = Action("deliver")
LARGEST = {int(t): Action("largest", (t.word,)) for t in Cargo}
SMALLEST = {int(t): Action("smallest", (t.word,)) for t in Cargo}
STASH = {int(t): Action("stash", (t.word,)) for t in Cargo}
END_STASH = Action("end_stash")
FIXER = {f: Action("fixer", (f.value,)) for f in Fixer}
UNIVERSE: tuple[Action, ...] = (
    *LOAD.values(), *JETTISON.values(), STOP, DELIVER, *LARGEST.values(), *SMALLEST.values(),
    *STASH.values(), END_STASH, *FIXER.values())
KNOWN = frozenset(UNIVERSE)

# The kinds of decision: the loading phase, then the delivery's choices in the order the rules take them.
LOADING = "loading"
LARGEST_SET = "largest"
SMALLEST_SET = "smallest"
FIXER_CHOICE = "fixer"
STASH_CHOICE = "stash"
LOADING_VERBS = frozenset({"load", "jettison", "stop", "deliver"})

# What each kind asks, in the words the refusals already use; the loading names the seat whose turn it is.
PROMPTS = {LOADING: "cartel.turn", LARGEST_SET: "cartel.first_largest", SMALLEST_SET: "cartel.first_smallest",
           FIXER_CHOICE: "cartel.first_fixer", STASH_CHOICE: "cartel.first_stash"}
# Made once: a bot asks for the open decision at every move, and a decision carries nothing but its seat and kind.
DECISIONS = {kind: tuple(Decision(seat, kind, prompt, {"seat": seat} if kind == LOADING else {})
                         for seat in range(len(BOX.starting_ships)))
             for kind, prompt in PROMPTS.items()}


WORDS = tuple(t.word for t in Cargo)  # read at every load and every card revealed


def cargo_word(cargo: int) -> str:
    """Returns the cargo's name as used in texts (`food`)."""
    return WORDS[cargo]


def number(arg: Arg) -> int:
    """Returns an action argument that must be a number (a column, a row); raises TypeError for a word."""
    if not isinstance(arg, int):
        raise TypeError(f"expected a number, not {arg!r}")
    return arg


def cargo_of(arg: Arg) -> Cargo:
    """Returns the cargo an action argument names (`food`); raises KeyError for another word."""
    return Cargo[str(arg).upper()]


Pick = Callable[[Iterable[int]], int]  # max or min


def tied(sets: dict[int, int], pick: Pick) -> list[int]:
    """Returns the cargos whose set size equals the largest (pick=max) or smallest (pick=min), in loading order."""
    if not sets:
        return []
    best = pick(sets.values())
    return [t for t, s in sets.items() if s == best]


def ability_of(state: StarCartelState, seat: int) -> Ability | None:
    """Returns the ability of the seat's current ship, if abilities are in play."""
    return SHIPS[state.ships[seat]].ability if state.abilities else None


def stashable(d: Delivery) -> list[int]:
    """Returns the cargos still on the ship that may go to the stash."""
    return [t for t in d.sets if t not in (d.largest, d.smallest) and t not in d.stashed]


def open_decision(state: StarCartelState, seat: int) -> Decision | None:
    """Returns the decision `seat` answers now: its loading, or the delivery's next choice; None off its turn."""
    if seat != state.current:
        return None
    if state.phase is Phase.LOADING:
        return DECISIONS[LOADING][seat]
    d = state.delivery
    if d is None:  # the game is over
        return None
    if d.largest is None:
        return DECISIONS[LARGEST_SET][seat]
    if not d.smallest_resolved:
        return DECISIONS[SMALLEST_SET][seat]
    return DECISIONS[FIXER_CHOICE if d.fixer is None else STASH_CHOICE][seat]


# --- loading ------------------------------------------------------------------------------------------------
def specialist_cargo(state: StarCartelState) -> int | None:
    """Returns the cargo of two same-type picks when SPECIALIST may add a third."""
    picks = state.turn_picks
    if (len(picks) == 2 and CARGO[picks[0]] == CARGO[picks[1]]
            and ability_of(state, state.current) is Ability.SPECIALIST):
        return CARGO[picks[0]]
    return None


def loads(state: StarCartelState) -> list[Action]:
    """Returns the load actions open to the current seat at this point of its turn."""
    seat = state.current
    room = CAPACITY[state.ships[seat]] - state.load_totals[seat]
    hub = state.hub
    picks = state.turn_picks
    if not picks:
        if ability_of(state, seat) is Ability.REACH:
            return [LOAD[c, r] for c in range(COLUMNS) for r, card in enumerate(hub[c]) if SIZE[card] <= room]
        return [LOAD[c, 0] for c in range(COLUMNS) if hub[c] and SIZE[hub[c][0]] <= room]
    if len(picks) == 1:
        first = state.first_column
        if first is None:  # the first pick names it; a state without one has nothing more to load
            return []
        column = hub[first]
        return [LOAD[first, 0]] if column and SIZE[column[0]] <= room else []
    wanted = specialist_cargo(state)
    if wanted is not None:
        return [LOAD[c, 0] for c in range(COLUMNS)
                if hub[c] and CARGO[hub[c][0]] == wanted and SIZE[hub[c][0]] <= room]
    return []


def _loading_list(state: StarCartelState, decision: Decision) -> list[Action]:
    """Returns the loading's legal list, written out: the loads, a jettison first, then stop or deliver."""
    actions = loads(state)
    if not state.turn_picks:
        if ability_of(state, state.current) is Ability.JETTISON and not state.jettisoned:
            actions += [JETTISON[r] for r in range(ROWS) if any(len(col) > r for col in state.hub)]
        if not any(a.kind == "load" for a in actions):
            actions.append(DELIVER)  # nothing fits: the loading step is skipped
    else:
        actions.append(STOP)
    return actions


LOADING_CANDIDATES = (*LOAD.values(), *JETTISON.values(), DELIVER, STOP)


def _loading_candidates(state: StarCartelState, decision: Decision) -> tuple[Action, ...]:
    return LOADING_CANDIDATES


def _check_loading(state: StarCartelState, decision: Decision, action: Action) -> Reason | None:
    """Returns why the loading seat may not take `action` now, or None when it may."""
    if action not in KNOWN:
        return Reason("engine.unknown_action", {"action": action.text()})
    kind, seat, picks = action.kind, decision.seat, state.turn_picks
    if kind == "jettison":
        if ability_of(state, seat) is not Ability.JETTISON:
            return Reason("cartel.no_jettison")
        if state.jettisoned:
            return Reason("cartel.jettison_used")
        if picks:
            return Reason("cartel.jettison_before_loading")
        row = number(action.args[0])
        return None if any(len(col) > row for col in state.hub) else Reason("cartel.row_empty", {"row": row + 1})
    if kind == "deliver":
        if picks:
            return Reason("cartel.deliver_after_loading")
        if any(_load_refusal(state, seat, c, r) is None for c, r in LOAD):
            return Reason("cartel.must_load_when_fits")
        return None
    if kind == "stop":
        return None if picks else Reason("cartel.must_load_first")
    return _load_refusal(state, seat, number(action.args[0]), number(action.args[1]))


def _load_refusal(state: StarCartelState, seat: int, column: int, row: int) -> Reason | None:
    """Returns why the card at (`column`, `row`) may not be loaded now, or None when it may."""
    cards = state.hub[column]
    if row >= len(cards):
        return Reason("cartel.empty_space", {"column": column + 1})
    card = cards[row]
    picks = state.turn_picks
    if not picks:
        if row and ability_of(state, seat) is not Ability.REACH:
            return Reason("cartel.bottom_row_only", {"column": column + 1})
    elif len(picks) == 1:
        if column != state.first_column:
            return Reason("cartel.same_column", {"column": (state.first_column or 0) + 1})
        if row:
            return Reason("cartel.bottom_row_only", {"column": column + 1})
    elif (wanted := specialist_cargo(state)) is not None:
        if row:
            return Reason("cartel.bottom_row_only", {"column": column + 1})
        if CARGO[card] != wanted:
            return Reason("cartel.specialist_same_cargo", {"cargo": cargo_word(wanted)})
    else:
        return Reason("cartel.no_more_cards", {"picks": len(picks)})
    load = state.load_totals[seat] + SIZE[card]
    capacity = CAPACITY[state.ships[seat]]
    if load > capacity:
        return Reason("cartel.over_capacity", {"capacity": capacity, "load": load})
    return None


# --- the delivery's choices ---------------------------------------------------------------------------------
def _delivery(state: StarCartelState) -> Delivery:
    d = state.delivery
    assert d is not None, "a delivery choice is open only during a delivery"
    return d


def _unknown(action: Action) -> Reason | None:
    """Returns why an action of a known verb is refused when its arguments are none the game knows (else None)."""
    return None if action in KNOWN else Reason("engine.unknown_action", {"action": action.text()})


def not_now(decision: Decision, action: Action) -> Reason:
    """Returns why a verb of another decision than `decision` is refused: any delivery choice while loading; while
    delivering, any loading, or another choice than the one the delivery waits for."""
    if action not in KNOWN:
        return Reason("engine.unknown_action", {"action": action.text()})
    if decision.kind == LOADING:
        return Reason("cartel.not_delivering")
    if action.kind in LOADING_VERBS:
        return Reason("cartel.delivering_now")
    return Reason("cartel.first_" + decision.kind)


def _largest_list(state: StarCartelState, decision: Decision) -> list[Action]:
    return [LARGEST[t] for t in tied(_delivery(state).sets, max)]


def _largest_candidates(state: StarCartelState, decision: Decision) -> list[Action]:
    return [LARGEST[t] for t in _delivery(state).sets]


def _check_largest(state: StarCartelState, decision: Decision, action: Action) -> Reason | None:
    """Returns why `action` may not name the largest of the tied sets, or None when it may."""
    if (unknown := _unknown(action)) is not None:
        return unknown
    sets, cargo = _delivery(state).sets, cargo_of(action.args[0])
    if int(cargo) not in sets:
        return Reason("cartel.not_delivered", {"cargo": cargo.word})
    largest = max(sets.values())
    if sets[cargo] != largest:
        return Reason("cartel.not_largest", {"cargo": cargo.word, "size": sets[cargo], "largest": largest})
    return None


def _smallest_list(state: StarCartelState, decision: Decision) -> list[Action]:
    d = _delivery(state)
    return [SMALLEST[t] for t in tied({t: s for t, s in d.sets.items() if t != d.largest}, min)]


def _smallest_candidates(state: StarCartelState, decision: Decision) -> list[Action]:
    return [SMALLEST[t] for t in _delivery(state).sets]


def _check_smallest(state: StarCartelState, decision: Decision, action: Action) -> Reason | None:
    """Returns why `action` may not name the smallest of the tied sets, or None when it may."""
    if (unknown := _unknown(action)) is not None:
        return unknown
    d, cargo = _delivery(state), cargo_of(action.args[0])
    if int(cargo) not in d.sets:
        return Reason("cartel.not_delivered", {"cargo": cargo.word})
    if cargo == d.largest:
        return Reason("cartel.already_largest", {"cargo": cargo.word})
    smallest = min(s for t, s in d.sets.items() if t != d.largest)
    if d.sets[cargo] != smallest:
        return Reason("cartel.not_smallest", {"cargo": cargo.word, "size": d.sets[cargo], "smallest": smallest})
    return None


def _fixer_list(state: StarCartelState, decision: Decision) -> list[Action]:
    return [FIXER[Fixer.NONE], FIXER[Fixer.LARGEST]] + (
        [FIXER[Fixer.SMALLEST]] if _delivery(state).smallest is not None else [])


def _fixer_candidates(state: StarCartelState, decision: Decision) -> Iterable[Action]:
    return FIXER.values()


def _check_fixer(state: StarCartelState, decision: Decision, action: Action) -> Reason | None:
    """Returns why `action` is no Fixer choice now, or None when it is one."""
    if (unknown := _unknown(action)) is not None:
        return unknown
    if Fixer(action.args[0]) is Fixer.SMALLEST and _delivery(state).smallest is None:
        return Reason("cartel.fixer_no_smallest")
    return None


def _stash_list(state: StarCartelState, decision: Decision) -> list[Action]:
    d = _delivery(state)
    return [STASH[t] for t in stashable(d)] + ([END_STASH] if d.stashed else [])


def _stash_candidates(state: StarCartelState, decision: Decision) -> list[Action]:
    return [STASH[t] for t in _delivery(state).sets] + [END_STASH]


def _check_stash(state: StarCartelState, decision: Decision, action: Action) -> Reason | None:
    """Returns why `action` may not stash a set (or end the stashing) now, or None when it may."""
    d = _delivery(state)
    if action is END_STASH or action == END_STASH:
        return None if d.stashed else Reason("cartel.stash_required")
    if (unknown := _unknown(action)) is not None:
        return unknown
    cargo = cargo_of(action.args[0])
    if int(cargo) not in d.sets:
        return Reason("cartel.not_delivered", {"cargo": cargo.word})
    if int(cargo) in d.stashed:
        return Reason("cartel.already_stashed", {"cargo": cargo.word})
    if cargo in (d.largest, d.smallest):
        return Reason("cartel.set_discarded", {"cargo": cargo.word})
    return None


def declare(loading: Act, choosing: Act) -> dict[str, Step]:
    """Returns each kind of decision's Step: the loading answered by `loading`, a delivery choice by `choosing`."""
    return {
        LOADING: Step(LOADING_VERBS, _loading_candidates, _check_loading, loading, _loading_list),
        LARGEST_SET: Step(frozenset({"largest"}), _largest_candidates, _check_largest, choosing, _largest_list),
        SMALLEST_SET: Step(frozenset({"smallest"}), _smallest_candidates, _check_smallest, choosing, _smallest_list),
        FIXER_CHOICE: Step(frozenset({"fixer"}), _fixer_candidates, _check_fixer, choosing, _fixer_list),
        STASH_CHOICE: Step(frozenset({"stash", "end_stash"}), _stash_candidates, _check_stash, choosing, _stash_list),
    }
