"""A game's every moment: moment k is the table after the log's first k moves, for a chosen viewer.

The states are rebuilt from the seed and the logged moves, trusted (each was legal when played), with a copy kept
every few moves on the way, so any moment costs at most a copy and a few moves, and the next one a single move.
"""

from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Game, Seat
from tabletop.engine.session import SeatInfo, Session, Turn

# The viewer that sees everything (after the game's end): each moment laid out as the seat that made its move saw
# it, with every seat's secrets shown too (the game's open_view), and the whole log. The engine's None is the
# public view between seats, which a review never shows.
OPEN = -1

KEEP_EVERY = 16  # moves between the copies kept on the way: a jump costs a copy and at most this many moves


def cut(session: Session, k: int) -> Session:
    """Returns a fresh session of the same game, seats, options and seed replayed to its first `k` moves."""
    if not 0 <= k <= len(session.log):
        raise ValueError(f"moment {k} is not in a game of {len(session.log)} moves")
    actions = [(t.seat, t.action.text()) for t in session.log[:k]]
    cutting = Session.replay(session.game, list(session.seats), dict(session.options), session.seed, actions)
    cutting.tags = dict(session.tags)
    return cutting


class Timeline:
    """The moments of one logged game, rebuilt on demand; states it returns are its own, to read and not to change
    (each is good until the next call)."""

    def __init__(self, game: Game[Any, Any], seats: Sequence[SeatInfo], options: dict[str, Any], seed: int,
                 turns: Sequence[Turn], keep_every: int = KEEP_EVERY):
        self.game = game
        self.seats = tuple(seats)
        self.options = dict(options)
        self.seed = seed
        self.turns = tuple(turns)
        self.keep_every = max(1, keep_every)
        self._kept: dict[int, Any] = {0: game.new_game(len(self.seats), self.options, seed)}
        self._state: Any = game.copy_state(self._kept[0])
        self._at = 0

    @classmethod
    def of(cls, session: Session) -> Timeline:
        """Returns the timeline of a session's log (a loaded save's)."""
        return cls(session.game, session.seats, session.options, session.seed, session.log)

    def __len__(self) -> int:
        """Returns the number of moments: one before any move, and one after each."""
        return len(self.turns) + 1

    @property
    def last(self) -> int:
        """Returns the last moment (after every logged move)."""
        return len(self.turns)

    def state_at(self, k: int) -> Any:
        """Returns the state after the first `k` moves (the timeline's own: read it, never change it)."""
        if not 0 <= k <= self.last:
            raise IndexError(f"moment {k} of {self.last}")
        start = max(m for m in self._kept if m <= k)
        if not start <= self._at <= k:  # the state on hand is past `k`, or further back than a copy kept
            self._state, self._at = self.game.copy_state(self._kept[start]), start
        apply = self.game.apply
        while self._at < k:
            turn = self.turns[self._at]
            apply(self._state, turn.seat, turn.action)
            self._at += 1
            if self._at % self.keep_every == 0 and self._at not in self._kept:
                self._kept[self._at] = self.game.copy_state(self._state)
        return self._state

    def mover(self, k: int) -> Seat:
        """Returns the seat whose move led to moment `k` (at moment 0, the first seat to decide)."""
        if k > 0:
            return self.turns[k - 1].seat
        first = self.game.to_act(self.state_at(0))
        return first[0] if first else 0

    def eyes(self, k: int, viewer: int) -> Seat:
        """Returns the seat whose view shows moment `k` to `viewer` (OPEN: the seat that made its move)."""
        return self.mover(k) if viewer == OPEN else viewer

    def view_at(self, k: int, viewer: int) -> Any:
        """Returns the table at moment `k` as `viewer` sees it (a seat; OPEN: nothing hidden)."""
        state = self.state_at(k)
        if viewer == OPEN:
            return self.game.open_view(state, self.mover(k))
        return self.game.view(state, viewer)

    def events_at(self, k: int, viewer: int) -> tuple[Event, ...]:
        """Returns the events of the move that led to moment `k` that `viewer` may read (OPEN: all of them)."""
        if k == 0:
            return ()
        events = self.turns[k - 1].events
        return events if viewer == OPEN else tuple(e for e in events if e.visible(viewer))

    def events_to(self, k: int, viewer: int) -> list[tuple[int, Event]]:
        """Returns every event up to moment `k` that `viewer` may read, each with the moment its move led to."""
        return [(m, e) for m in range(1, k + 1) for e in self.events_at(m, viewer)]

    def action(self, k: int) -> Action:
        """Returns the move that led to moment `k` (k ≥ 1)."""
        return self.turns[k - 1].action

    def moves_of(self, seat: Seat) -> list[int]:
        """Returns the moments that `seat`'s moves led to, in order."""
        return [k + 1 for k, t in enumerate(self.turns) if t.seat == seat]
