"""The engine contract every game offers (DESIGN.md), modelled on OpenSpiel's State.

A game is an object with the methods below. State is the game's own mutable
object; it owns its RNG, so the same seed and the same actions always give the
same state. Views are what one seat may see; the UI and bots only get views.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from abc import ABC, abstractmethod
from typing import Any, Generic, Iterable, Mapping, NamedTuple, Protocol, Sequence, TypeVar, runtime_checkable

from tabletop.engine.action import Action
from tabletop.engine.reason import Phrase, Reason, ReasonError

Seat = int
StateT = TypeVar("StateT")
ViewT = TypeVar("ViewT")


class _EventFields(NamedTuple):
    code: str
    params: dict[str, Any]
    seat: Seat | None
    visible_to: frozenset[Seat] | None
    reveal: bool


class Event(_EventFields):
    """Something that happened, for the log and animations.

    `visible_to` is None for public events, else the seats that may read it (a
    stolen card seen by the robber and the victim); a single seat given when
    the event is made becomes a set of one. `reveal` marks hidden information
    coming to light (a draw, a roll, a shuffle): undo never crosses such an event.
    """

    # A named tuple, not a frozen dataclass: nearly every move makes one or two, and a tuple is made in half the
    # instructions of a dataclass that sets each frozen field through object.__setattr__.
    __slots__ = ()

    def __new__(cls, code: str, params: dict[str, Any] | None = None, seat: Seat | None = None,
                visible_to: Seat | Iterable[Seat] | None = None, reveal: bool = False) -> Event:
        # Written by hand, so a single seat (what every game passes today) still works.
        seats = None if visible_to is None else frozenset(
            (visible_to,) if isinstance(visible_to, int) else visible_to)
        return tuple.__new__(cls, (code, {} if params is None else params, seat, seats, reveal))

    def _replace(self, **changes: Any) -> Event:
        """Returns this event with some fields changed (through the same constructor)."""
        return Event(**{**self._asdict(), **changes})

    def visible(self, viewer: Seat | None) -> bool:
        """Returns True when `viewer` (None: the public view) may read this event."""
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)


class OptionSpec(NamedTuple):
    """One game option: its name, type and default (`bool`, `int` or `str`)."""

    name: str
    default: bool | int | str
    label: str  # a message code; the game's messages module holds its text
    minimum: int | None = None
    maximum: int | None = None


class OptionError(ReasonError, ValueError):
    """Raised for a bad option or player count; names the field at fault."""


class Result(NamedTuple):
    """Final scores, ranks (1 = winner; tied seats share a rank) and how ties were broken."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    tiebreaks: tuple[Reason, ...] = ()

    def winners(self) -> list[Seat]:
        """Returns the seats ranked first."""
        return [s for s, r in enumerate(self.ranks) if r == 1]


@runtime_checkable
class Audited(Protocol[StateT]):
    """What the tests and the soak ask of a game beyond the contract: its invariants, its secrets changed, and actions
    worth trying. No part of the app calls these."""

    def invariants(self, state: StateT) -> list[str]:
        """Returns broken invariants (empty when the state is sound)."""

    def scramble_hidden(self, state: StateT, seat: Seat | None, rng: random.Random) -> StateT:
        """Returns a copy whose secrets of `seat` (None: nobody's, e.g. deck order) differ."""

    def action_universe(self, state: StateT) -> list[Action]:
        """Returns a superset of actions worth trying, legal or not (for tests and parsing)."""


def rank_by(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Returns competition ranks (1 = best) for seats ordered by descending keys."""
    return tuple(1 + sum(1 for other in keys if other > k) for k in keys)


class Game(ABC, Generic[StateT, ViewT]):
    """One game's rules behind the common contract, over its own state and view types.

    Every game so far is a `Stepped` game (engine/steps.py): it declares its decision steps, and the engine gives
    its legal lists, its reasons for a refusal and the applying of an answer from them.
    """

    id: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    # Raised whenever a change of the rules makes an old action log play differently (another roll, another
    # card effect). Saves carry it, so a save from other rules is checked before it is trusted (saves.py).
    rules_version: int = 1

    # --- the contract -------------------------------------------------------
    @abstractmethod
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> StateT:
        """Returns a fresh state for `players` seats; all chance comes from `seed`."""

    @abstractmethod
    def to_act(self, state: StateT) -> tuple[Seat, ...]:
        """Returns the seats that must decide now (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, state: StateT, seat: Seat) -> list[Action]:
        """Returns every action `seat` may take now, complete and exact."""

    @abstractmethod
    def why_illegal(self, state: StateT, seat: Seat, action: Action) -> Reason | None:
        """Returns None when `action` is legal for `seat` now, else the reason the rules refuse it."""

    @abstractmethod
    def apply(self, state: StateT, seat: Seat, action: Action) -> list[Event]:
        """Applies a legal action in place and returns the events. Trusts the caller."""

    @abstractmethod
    def view(self, state: StateT, seat: Seat | None) -> ViewT:
        """Returns what `seat` may see (None: the public view shown between seats)."""

    def open_view(self, state: StateT, seat: Seat) -> ViewT:
        """Returns `seat`'s view with nothing hidden: every seat's private things shown as their owners see them
        (a review's "everything open" after the game's end). A game with no secrets between seats shows `view`."""
        return self.view(state, seat)

    @abstractmethod
    def is_over(self, state: StateT) -> bool:
        """Returns True once the game has ended."""

    @abstractmethod
    def result(self, state: StateT) -> Result:
        """Returns final scores and ranks with the game's tie-breaks."""

    # --- shared behaviour ---------------------------------------------------
    def copy_state(self, state: StateT) -> StateT:
        """Returns an independent copy of `state`, its RNG included (kept by sessions at the undo floor)."""
        # deepcopy copies a Random through its pickle protocol, about four times slower than getstate/setstate; handing
        # deepcopy ready clones of the state's own RNGs (its memo, keyed by id) skips that.
        memo: dict[int, Any] = {}
        if dataclasses.is_dataclass(state):
            for f in dataclasses.fields(state):
                value = getattr(state, f.name)
                if isinstance(value, random.Random):
                    clone = random.Random()
                    clone.setstate(value.getstate())
                    memo[id(value)] = clone
        return copy.deepcopy(state, memo)

    def describe_action(self, view: ViewT, action: Action) -> Phrase:
        """Returns `action` in the words of whoever sees `view`, as a message code and its parameters.

        The game names its own moves (like python-chess's san() or OpenSpiel's action_to_string), so the move
        list, the log, the hint, the tutorial and `replay` all read the same words. A game that names none
        reads as the action's text.
        """
        return Phrase("engine.move", {"action": action.text()})

    def check_setup(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Returns the options with defaults filled in; raises OptionError naming the field."""
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:  # "for 2 players", never "for 2 to 2 players"
                raise OptionError(Reason("engine.bad_player_count_exact", {
                    "game": self.id, "players": players, "count": self.min_players}))
            raise OptionError(Reason("engine.bad_player_count", {
                "game": self.id, "players": players,
                "minimum": self.min_players, "maximum": self.max_players}))
        known = {spec.name: spec for spec in self.options}
        for name in options:
            if name not in known:
                raise OptionError(Reason("engine.unknown_option", {
                    "game": self.id, "option": name, "known": ", ".join(known) or "-"}))
        clean: dict[str, Any] = {}
        for spec in self.options:
            value = options.get(spec.name, spec.default)
            if isinstance(spec.default, bool):
                if not isinstance(value, bool):
                    raise OptionError(Reason("engine.option_not_bool", {"option": spec.name, "value": value}))
            elif isinstance(spec.default, str):
                if not isinstance(value, str):
                    raise OptionError(Reason("engine.option_not_text", {"option": spec.name}))
            elif not isinstance(value, int) or isinstance(value, bool) or (
                    spec.minimum is not None and value < spec.minimum) or (
                    spec.maximum is not None and value > spec.maximum):
                raise OptionError(Reason("engine.option_out_of_range", {
                    "option": spec.name, "value": value, "minimum": spec.minimum, "maximum": spec.maximum}))
            clean[spec.name] = value
        self.check_options(players, clean)
        return clean

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        """Raises OptionError when options do not go together (a game's own checks; none by default)."""
