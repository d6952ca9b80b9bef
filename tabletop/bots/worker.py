"""A bot's move thought out off the caller's thread (Qt-free, for the window's controller).

The controller submits a move to think about and polls (or is called back) when it is ready. The bot thinks on its
own copy of the state, so the table may move on meanwhile (Undo, Home); a move asked for before such a change is
told apart by its ticket and dropped, never played on the new table.
"""

from __future__ import annotations

import random
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, Callable, NamedTuple

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat


class Ticket(NamedTuple):
    """One move being thought about: for which table position (its number) and seat, and the move to come."""

    number: int
    seat: Seat
    future: Future[Action]


def decide(bot: Any, game: Game[Any, Any], state: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    """Returns the bot's move: a searching bot thinks on the state (sampling only what its seat may see), any
    other chooses from the seat's view."""
    think = getattr(bot, "think", None)
    if think is not None:
        action: Action = think(game, state, seat, legal, rng)
        return action
    chosen: Action = bot.choose(game, game.view(state, seat) if bot.needs_view else None, seat, legal, rng)
    return chosen


class Thinker:
    """Thinks one bot move at a time on a worker thread; a newer table position makes older tickets stale."""

    def __init__(self, pool: Executor | None = None) -> None:
        # One worker: a newer move waits for the one before; tests hand in pools that answer at once or late.
        self._pool = pool or ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._number = 0

    def submit(self, bot: Any, game: Game[Any, Any], state: Any, seat: Seat, legal: list[Action],
               rng: random.Random, done: Callable[[Ticket], None] | None = None) -> Ticket:
        """Returns the ticket of a move now being thought about on a copy of `state`.

        `done` is called with the ticket once the move is ready: on the worker thread, or on the caller's own
        thread before this returns when the move was ready at once (one legal move, a shortcut). So `done` must
        only post an event (a queued signal), never act: the caller does not hold the ticket yet when it runs."""
        self._number += 1
        copy, moves = game.copy_state(state), list(legal)
        seed = random.Random(rng.getrandbits(64))
        ticket = Ticket(self._number, seat, self._pool.submit(decide, bot, game, copy, seat, moves, seed))
        if done is not None:
            # A stale ticket calls no one: its table may be gone (and its window's objects deleted) by then.
            ticket.future.add_done_callback(lambda _: self.current(ticket) and done(ticket))
        return ticket

    def forget(self) -> None:
        """Makes every ticket given so far stale (the table changed: an undo, a new game, leaving it)."""
        self._number += 1

    def current(self, ticket: Ticket) -> bool:
        """Returns True when `ticket` is the latest one and nothing has changed the table since."""
        return ticket.number == self._number

    def close(self) -> None:
        """Stops taking moves; a move being thought about is finished and dropped."""
        self.forget()
        self._pool.shutdown(wait=False, cancel_futures=True)
