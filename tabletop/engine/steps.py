"""The one way a game declares a decision step: the verbs that answer it, its candidates, its check, how an
answer acts, and optionally a fast legal list.

A game keeps a table `kind -> Step` for the kinds of decision its rules push on the decision stack. The legal
list of a decision is its candidates that pass its check, so the list and the reasons for a refusal cannot
disagree. A busy step may add a `fast` list written for speed; the conformance test
(tests/engine/test_steps.py) holds it equal to the checked one at every moment of seeded games. Qt-free.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, NamedTuple, Protocol, runtime_checkable

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason

# The state is each game's own type: a NamedTuple cannot be generic on Python 3.10, so its place reads Any here
# and each game's functions name their own state type.
Candidates = Callable[[Any, Decision], Iterable[Action]]
Check = Callable[[Any, Decision, Action], "Reason | None"]
Act = Callable[[Any, Decision, Action, "list[Event]"], None]
Fast = Callable[[Any, Decision], "list[Action]"]


class Step(NamedTuple):
    """How one kind of decision is answered: its verbs, the actions worth listing, why one is refused, applying one,
    and optionally a fast legal list that must equal the checked candidates."""

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


@runtime_checkable
class Stepped(Protocol):
    """A game whose decisions are Steps: it tells which one a seat answers now (tests/engine/test_steps.py)."""

    def open_step(self, state: Any, seat: Seat) -> tuple[Step, Decision] | None:
        """Returns the Step and the decision `seat` answers now, or None when it answers none."""


def verb_kinds(steps: Mapping[str, Step]) -> dict[str, tuple[str, ...]]:
    """Returns each verb and the kinds of decision it answers, in the order of `steps`."""
    found: dict[str, tuple[str, ...]] = {}
    for kind, step in steps.items():
        for verb in sorted(step.verbs):
            found[verb] = found.get(verb, ()) + (kind,)
    return found
