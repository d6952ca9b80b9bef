"""A game being played: seats, the action log, undo barriers and replay.

Undo restores a copy of the state kept at the undo floor and replays only the
turns after it. A live session copies the state whenever the floor moves; a
session rebuilt by `replay` (a loaded save) skips those copies, so loading
stays as fast as replaying, and its first undo rebuilds the floor state from
the seed once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NamedTuple

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Game, Seat
from tabletop.engine.reason import IllegalAction, Reason


class SeatKind(Enum):
    """Who sits in a seat."""

    PERSON = "person"
    BOT = "bot"


class SeatInfo(NamedTuple):
    """A seat's name and who plays it (`bot` names the bot for bot seats), and the person's choices that last the
    game (`declines_bot_offers`: the app declines the bots' trade offers for them)."""

    name: str
    kind: SeatKind = SeatKind.PERSON
    bot: str | None = None
    declines_bot_offers: bool = False

    def to_json(self) -> dict[str, Any]:
        """Returns the seat as saved."""
        data: dict[str, Any] = {"name": self.name, "kind": self.kind.value}
        if self.bot:
            data["bot"] = self.bot
        if self.declines_bot_offers:
            data["declines_bot_offers"] = True
        return data


class Turn(NamedTuple):
    """One logged action with the events it produced."""

    seat: Seat
    action: Action
    events: tuple[Event, ...]


class ReplayError(Exception):
    """Raised when a logged action cannot be replayed; names its index (0-based) and the reason."""

    def __init__(self, index: int, action: str, reason: Reason, state: Any = None):
        super().__init__(f"action {index + 1} ({action!r}): {reason}")
        self.index = index
        self.action = action
        self.reason = reason
        self.state = state  # the game just before that action (None when not known), to describe the action by


@dataclass
class Session:
    """The state of one game plus everything needed to save, replay and undo it."""

    # Any game: a session is the engine's, above every game's own state and view types.
    game: Game[Any, Any]
    seats: list[SeatInfo]
    options: dict[str, Any]
    seed: int
    state: Any = None
    log: list[Turn] = field(default_factory=list)
    undo_floor: int = 0  # the log may be rewound down to this length, never further
    tags: dict[str, Any] = field(default_factory=dict)  # e.g. {"daily": "2026-11-21"}; saved, never read by rules
    # Set by load_session when the save was made under an older rules version and its moves were replayed under
    # today's (saves.py): the table and `replay` say so. Not saved: the next save is of today's rules.
    replayed_from_older: bool = field(default=False, compare=False)
    # A copy of the state when the log was `_floor_at` long (None: not kept; undo rebuilds it from the start).
    _floor_state: Any = field(default=None, init=False, repr=False, compare=False)
    _floor_at: int = field(default=-1, init=False, repr=False, compare=False)
    _start_state: Any = field(default=None, init=False, repr=False, compare=False)  # a given starting state
    _keep_floor: bool = field(default=True, init=False, repr=False, compare=False)  # False while replaying
    # The moves Undo took back, last undone last: Redo plays them again, until another move is made. Not saved.
    undone: list[Turn] = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.options = self.game.check_setup(len(self.seats), self.options)
        if self.state is None:
            self.state = self.game.new_game(len(self.seats), self.options, self.seed)
        elif not self.log:
            # A state handed in (a scenario) is where undo starts; the seed would give another table.
            self._start_state = self.game.copy_state(self.state)

    # --- playing --------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        """Returns the seats that must decide now."""
        return self.game.to_act(self.state)

    def legal_actions(self, seat: Seat) -> list[Action]:
        """Returns the legal actions of `seat`."""
        return self.game.legal_actions(self.state, seat)

    def act(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        """Applies `action` for `seat` and logs it; raises IllegalAction with the reason."""
        reason = self.game.why_illegal(self.state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        before = self.game.to_act(self.state)
        events = tuple(self.game.apply(self.state, seat, action))
        self.log.append(Turn(seat, action, events))
        self.undone.clear()  # another move: what was taken back is gone for good (redo() keeps the rest)
        # Undo never crosses a reveal (draw, roll, shuffle) or a hand-over to another seat.
        if any(e.reveal for e in events) or self.game.to_act(self.state) != before:
            self.undo_floor = len(self.log)
            if self._keep_floor:
                self._floor_state, self._floor_at = self.game.copy_state(self.state), self.undo_floor
        return events

    def is_over(self) -> bool:
        """Returns True once the game has ended."""
        return self.game.is_over(self.state)

    # --- undo -----------------------------------------------------------------
    def can_undo(self) -> bool:
        """Returns True when the last action may be taken back."""
        return len(self.log) > self.undo_floor

    def undo_barrier(self) -> Reason | None:
        """Returns why the last action may not be taken back (None when it may): nothing played yet, a move that
        revealed something (a card drawn, dice rolled), or one that handed the decision to another seat."""
        if self.can_undo():
            return None
        if self.undo_floor == 0:
            return Reason("engine.undo_nothing")
        turn = self.log[self.undo_floor - 1]
        if any(e.reveal for e in turn.events):
            return Reason("engine.undo_revealed", {"seat": turn.seat, "move": self.undo_floor - 1})
        return Reason("engine.undo_handed_over", {"seat": turn.seat})

    def undo(self) -> Turn:
        """Takes back the last action (the state at the floor, then the turns after it); returns that action."""
        if not self.can_undo():
            raise IllegalAction(Reason("engine.undo_barrier"))
        last = self.log.pop()
        state = self._state_at_floor()
        # The turns after the floor were legal and the rules are deterministic: they give the same events again.
        for turn in self.log[self.undo_floor:]:
            self.game.apply(state, turn.seat, turn.action)
        self.state = state
        self.undone.append(last)
        return last

    def can_redo(self) -> bool:
        """Returns True when a move taken back may be played again (no other move was made since)."""
        return bool(self.undone)

    def redo(self) -> tuple[Event, ...]:
        """Plays the last move taken back again, exactly (it revealed nothing, so it gives the same events); returns
        its events."""
        if not self.undone:
            raise IllegalAction(Reason("engine.redo_nothing"))
        rest, turn = self.undone[:-1], self.undone[-1]
        events = self.act(turn.seat, turn.action)
        self.undone[:] = rest
        return events

    def _state_at_floor(self) -> Any:
        """Returns a fresh copy of the state at the undo floor, rebuilding (and keeping) it when none is kept."""
        if self._floor_state is not None and self._floor_at == self.undo_floor:
            return self.game.copy_state(self._floor_state)
        if self._start_state is not None:
            state = self.game.copy_state(self._start_state)
        else:
            state = self.game.new_game(len(self.seats), self.options, self.seed)
        for turn in self.log[:self.undo_floor]:
            self.game.apply(state, turn.seat, turn.action)
        self._floor_state, self._floor_at = self.game.copy_state(state), self.undo_floor
        return state

    # --- views and log ----------------------------------------------------------
    def view(self, seat: Seat | None) -> Any:
        """Returns what `seat` may see (None: public)."""
        return self.game.view(self.state, seat)

    def events_for(self, viewer: Seat | None) -> list[Event]:
        """Returns the logged events `viewer` may read, oldest first."""
        return [e for t in self.log for e in t.events if e.visible(viewer)]

    # --- replay -----------------------------------------------------------------
    @classmethod
    def replay(cls, game: Game[Any, Any], seats: list[SeatInfo], options: dict[str, Any], seed: int,
               actions: list[tuple[Seat, str]]) -> Session:
        """Returns the session after replaying `actions`; raises ReplayError at the first bad one."""
        session = cls(game, seats, options, seed)
        # No copy at every floor on the way: most would be dropped at the next one. The first undo makes it.
        session._keep_floor = False
        for index, (seat, text) in enumerate(actions):
            try:
                action = Action.parse(text)
            except ValueError:
                raise ReplayError(index, str(text), Reason("engine.unreadable_action", {"action": str(text)}),
                                  session.state) from None
            try:
                session.act(seat, action)
            except IllegalAction as e:
                raise ReplayError(index, text, e.reason, session.state) from None
        session._keep_floor = True
        return session
