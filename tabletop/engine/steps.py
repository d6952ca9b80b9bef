"""The one way a game declares a decision step: the verbs that answer it, its candidates, its check, how an
answer acts, and optionally a fast legal list; and `Stepped`, the game whose every decision is such a step.

A game keeps a table `kind -> Step` for the kinds of decision its rules push on the decision stack. The legal
list of a decision is its candidates that pass its check, so the list and the reasons for a refusal cannot
disagree. A busy step may add a `fast` list written for speed; the conformance test
(tests/engine/test_steps.py) holds it equal to the checked one at every moment of seeded games. A `Stepped` game
declares its steps and gets its legal lists, its reasons for a refusal and the applying of an answer from them
here, the same for every game. Qt-free.
"""

from __future__ import annotations

from abc import abstractmethod
from functools import cached_property
from typing import Any, Callable, Iterable, Mapping, NamedTuple, TypeVar

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Game, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason

# The state is each game's own type: a NamedTuple cannot be generic on Python 3.10, so its place reads Any here
# and each game's functions name their own state type.
Candidates = Callable[[Any, Decision], Iterable[Action]]
Check = Callable[[Any, Decision, Action], "Reason | None"]
Act = Callable[[Any, Decision, Action, "list[Event]"], None]
Fast = Callable[[Any, Decision], "list[Action]"]

StateT = TypeVar("StateT")
ViewT = TypeVar("ViewT")


class Step(NamedTuple):
    """How one kind of decision is answered: its verbs, the actions worth listing, why one is refused, applying one,
    and optionally a fast legal list that must equal the checked candidates.

    The check is asked only about actions whose verb is one of `verbs` (the game says why another verb is refused:
    `Stepped.not_now`).
    """

    verbs: frozenset[str]
    candidates: Candidates
    check: Check
    act: Act
    fast: Fast | None = None

    def checked(self, state: Any, decision: Decision) -> list[Action]:
        """Returns the candidates that pass the check, in their order, each once."""
        check = self.check
        return [a for a in dict.fromkeys(self.candidates(state, decision)) if check(state, decision, a) is None]

    def legal(self, state: Any, decision: Decision) -> list[Action]:
        """Returns the legal answers to `decision`: the fast list when the step has one, else the checked one."""
        fast = self.fast
        return fast(state, decision) if fast is not None else self.checked(state, decision)


class Stepped(Game[StateT, ViewT]):
    """A game whose every decision is a Step: it declares `steps`, and the engine answers the contract from them.

    Who decides comes from the state's decision stack (`state.decisions`, a DecisionStack), which the game empties
    when it ends; a game whose state keeps none says it otherwise (`open_decision`, `to_act`). Why an action is
    refused is asked the same way in every game: the game is over; the seat decides nothing now; its verb answers no
    step of the game (unknown) or another step than the open one (`not_now`, the game's words); else the open step's
    check. A game adds what a step cannot say through those hooks (`wrong_verb`, `not_now`) or by its steps' checks.
    """

    @property
    @abstractmethod
    def steps(self) -> Mapping[str, Step]:
        """Returns each kind of decision's Step."""

    # --- who decides what ----------------------------------------------------------------------------------
    # These two run several times for every move of a bot's game, so they read the state's decision stack straight:
    # not through typing.cast (a call of its own) nor a bound on the state's type (Star Cartel's state keeps no
    # stack, and overrides both), and without asking is_over: a game empties its stack when it ends
    # (tests/engine/test_conformance.py holds every game to it).
    def to_act(self, state: StateT) -> tuple[Seat, ...]:
        """Returns the seats of the top frame of the decision stack (none once the game is over: it is empty)."""
        return state.decisions.to_act()  # type: ignore[attr-defined,no-any-return]

    def open_decision(self, state: StateT, seat: Seat) -> Decision | None:
        """Returns the decision `seat` answers now, its own on the top frame of the decision stack, or None."""
        return state.decisions.open(seat)  # type: ignore[attr-defined,no-any-return]

    def open_step(self, state: StateT, seat: Seat) -> tuple[Step, Decision] | None:
        """Returns the step and decision `seat` answers now, or None."""
        decision = self.open_decision(state, seat)
        return None if decision is None else (self.steps[decision.kind], decision)

    # --- the contract, from the steps ----------------------------------------------------------------------
    def legal_actions(self, state: StateT, seat: Seat) -> list[Action]:
        """Returns every legal action of `seat` now: the legal answers to its open decision."""
        decision = self.open_decision(state, seat)
        if decision is None:
            return []
        step = self.steps[decision.kind]
        fast = step.fast  # Step.legal, inlined: bots ask for this list at every move
        return fast(state, decision) if fast is not None else step.checked(state, decision)

    def why_illegal(self, state: StateT, seat: Seat, action: Action) -> Reason | None:
        """Returns None when legal, else the reason: the open step's own check, without building the legal list."""
        if self.is_over(state):
            return Reason("engine.game_over")
        decision = self.open_decision(state, seat)
        if decision is None:
            return Reason("engine.not_your_turn", {"seat": seat})
        step = self.steps[decision.kind]
        if action.kind not in step.verbs:
            return self.wrong_verb(state, decision, action)
        return step.check(state, decision, action)

    def apply(self, state: StateT, seat: Seat, action: Action) -> list[Event]:
        """Applies a legal action to the seat's open decision, through its step's act; returns what happened."""
        decision = self.open_decision(state, seat)
        assert decision is not None, "apply trusts the caller: the action is legal"
        events: list[Event] = []
        self.steps[decision.kind].act(state, decision, action, events)
        return events

    # --- hooks for what a step cannot say ------------------------------------------------------------------
    @cached_property
    def verbs(self) -> frozenset[str]:
        """Returns every verb some step of the game answers."""
        return frozenset(verb for step in self.steps.values() for verb in step.verbs)

    def wrong_verb(self, state: StateT, decision: Decision, action: Action) -> Reason:
        """Returns why an action whose verb the open step does not answer is refused: unknown to the game, or
        another step's (`not_now`)."""
        if action.kind not in self.verbs:
            return Reason("engine.unknown_action", {"action": action.text()})
        return self.not_now(state, decision, action)

    def not_now(self, state: StateT, decision: Decision, action: Action) -> Reason:
        """Returns why another step's verb does not answer `decision` (a game names the decision it waits for)."""
        return Reason("engine.not_legal_now", {"action": action.text()})


def verb_kinds(steps: Mapping[str, Step]) -> dict[str, tuple[str, ...]]:
    """Returns each verb and the kinds of decision it answers, in the order of `steps`."""
    found: dict[str, tuple[str, ...]] = {}
    for kind, step in steps.items():
        for verb in sorted(step.verbs):
            found[verb] = found.get(verb, ()) + (kind,)
    return found
