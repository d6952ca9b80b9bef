"""Runs a game at the table: human moves, bot moves at a watchable pace, autosave, undo, the curtain.

The one rule the curtain follows: private information is drawn only for the
seat at the screen (`viewer`). When the decision passes to another person and
more than one person plays, the viewer becomes None (public) and the curtain
asks for the next person before their view is drawn.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import Executor
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, NamedTuple, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tabletop.bots import BOT_NAMES, explain, make_bot
from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Result
from tabletop.engine.reason import IllegalAction, Reason
from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatKind, Session, Turn
from tabletop.bots.worker import Thinker, Ticket
from tabletop.ui.pace import move_delay_ms, turn_budget_ms
from tabletop.games import entries, entry
from tabletop.registry import load
from tabletop.ui.collection import pause_collection, release_when, resume_collection


@dataclass(frozen=True)
class Hint:
    """A bot's suggestion for the person at the screen, and why in the game's terms (None if it cannot say)."""

    action: Action
    why: Reason | None


class FinalTable(NamedTuple):
    """A finished game's final table: the result, and the public view its notes and charts are drawn from."""

    result: Result
    view: object


class Stuck(NamedTuple):
    """A bot that cannot go on by itself: its seat, and why in one line (its search raised, its move was refused,
    or it has thought far longer than its budget). The table offers to let the Normal bot play on for it."""

    seat: int
    why: Reason


class TableSnapshot(NamedTuple):
    """Everything the table page draws after a change, taken from the session at once: the page reads nothing else."""

    view: object                    # the game's view for the seat at the screen (its type is the game's own)
    # The moves of the person at the screen (none while bots play), as the game lists them: a game may hand a
    # sequence of its own that its table reads faster (Cartographers' IndexedActions), so it is not copied.
    legal: Sequence[Action]
    acting: int | None              # the person's seat that may act at the screen now
    undo_refused: Reason | None     # why Undo may not be used now; None when it may
    events: tuple[Event, ...]       # the last move's events the seat at the screen may see
    names: tuple[str, ...]          # the seats' names
    viewer: int | None              # the seat whose private view is drawn (None: public)
    waiting_for: int | None         # the seat the curtain waits for
    to_act: int | None              # the seat to move next (None once the game is over)
    over: bool                      # the game has ended
    log: tuple[Turn, ...]           # the logged moves
    bots: frozenset[int]            # the seats bots play
    can_skip: bool                  # Skip to my turn has bot moves to skip
    reduced_motion: bool            # the settings ask for no animation
    final: FinalTable | None        # the final table, once the game is over
    stuck: Stuck | None = None      # a bot that cannot go on by itself, and why
    replayed_from_older: bool = False  # the game was saved by an older version and replayed under today's rules

    @property
    def can_undo(self) -> bool:
        """Returns True when the person at the screen may take back their last move."""
        return self.undo_refused is None


class GameController(QObject):
    """The live game behind a table page."""

    changed = Signal()            # state or viewer changed: redraw
    refused = Signal(object)      # a Reason for a refused move
    curtain = Signal(int)         # cover the table until this seat's person is ready
    finished = Signal()
    _thought = Signal(object)     # a searching bot's Ticket, posted from its thread when the move is ready
    hinted = Signal(object)       # the Hint asked for with ask_hint, once it is ready
    _hint_thought = Signal(object)  # the hint search's Ticket, posted from its thread when ready
    clock = staticmethod(time.monotonic)  # seconds; tests give a controller a clock of their own
    # Where a searching bot's moves are thought out (None: a thread of its own); tests hand in pools that answer at
    # once, on this thread, or late, to pin down every order of the threads.
    bot_pool: Callable[[], Executor] | None = None
    watch_ms = 200        # how often a move being thought out is looked at, in case its "ready" never arrived
    patience_s = 20.0     # a move thought out for longer than this is offered to the Normal bot (Strong: under 3 s)

    def __init__(self, session: Session, save_path: Path | None, bot_delay_ms: int = 700,
                 created: str | None = None, reduced_motion: bool = False):
        super().__init__()
        self.reduced_motion = reduced_motion
        self.session = session
        self.save_path = save_path
        self.created = created or datetime.now(timezone.utc).isoformat(timespec="seconds")
        self.bot_delay_ms = bot_delay_ms      # the pace: a lone bot move's delay (pace.py)
        self.turn_ms = turn_budget_ms(bot_delay_ms)  # ... and the longest a bot's whole turn takes
        self.step_delay_ms = bot_delay_ms     # the delay before the bot move now scheduled
        self.skipping = False                 # Skip to my turn: the bots play on at once until a person is next
        self._turn: tuple[int, float] | None = None  # the bot whose turn runs, and when it began (clock seconds)
        self.viewer: int | None = None
        self.waiting_for: int | None = None   # the seat the curtain waits for
        # The person at the screen: the last one the curtain was lifted for (or who played with no curtain between).
        # Bots' moves show only public information, so when this person is next again no curtain is needed.
        self.at_screen: int | None = None
        self._last_events: tuple[Event, ...] = ()
        self._bots = {i: make_bot(s.bot or "greedy", session.game.id)
                      for i, s in enumerate(session.seats) if s.kind is SeatKind.BOT}
        self._rng = random.Random(session.seed ^ 0x5EED)
        self._unsaved = False  # bot moves played since the last save
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_step)
        self._thinker: Thinker | None = None  # made for the first searching bot (Strong): it thinks off this thread
        self._thinking: Ticket | None = None  # the move it is thinking about now
        self._thinking_since = 0.0            # ... since when (clock seconds)
        # Queued, never direct: a move ready at once calls back before `_thinking` holds its ticket (issue 29).
        self._thought.connect(self._play_thought, Qt.ConnectionType.QueuedConnection)
        self._watch = QTimer(self)            # looks at the move being thought out until it is played
        self._watch.setInterval(self.watch_ms)
        self._watch.timeout.connect(self._watch_thinking)
        self.stuck: Stuck | None = None       # a bot that cannot go on by itself, until the person decides
        self.rescued = 0                      # moves the watch played because their "ready" had not come
        self._hinter: Thinker | None = None   # thinks out a Strong hint off this thread
        self._hinting: Ticket | None = None   # the hint being thought about now
        self._hint_thought.connect(self._show_hint_thought, Qt.ConnectionType.QueuedConnection)
        self._searcher: Any = False           # the hint's search, made on first use (None: the game has none)
        stand_in = entry(session.game.id).stand_in if session.game.id in {e.id for e in entries()} else ""
        self._stand_in = load(stand_in) if stand_in else None

    # --- who is where -------------------------------------------------------------
    @property
    def people(self) -> list[int]:
        """Returns the seats played by people."""
        return [i for i, s in enumerate(self.session.seats) if s.kind is SeatKind.PERSON]

    @property
    def declining(self) -> set[int]:
        """Returns the people who chose to have the bots' offers declined for them (kept with the seats, so saved)."""
        return {i for i, s in enumerate(self.session.seats) if s.declines_bot_offers}

    def decline_bot_offers(self, seat: int) -> None:
        """From now on the app declines the bots' offers for `seat`'s person; the choice is saved with the seats."""
        seats = self.session.seats
        seats[seat] = seats[seat]._replace(declines_bot_offers=True)
        self._autosave()

    @property
    def seat_names(self) -> list[str]:
        """Returns the seats' names."""
        return [s.name for s in self.session.seats]

    def is_bot(self, seat: int) -> bool:
        """Returns True when a bot plays `seat`."""
        return seat in self._bots

    def acting_person(self) -> int | None:
        """Returns the person's seat that may act at the screen now (None while bots or the curtain act)."""
        if self.waiting_for is not None or self.session.is_over():
            return None
        seats = self.session.to_act()
        if seats and seats[0] in self.people and seats[0] == self.viewer:
            return seats[0]
        return None

    def view(self) -> object:
        """Returns the view for the seat at the screen (public when nobody's private view may show); its type is
        the game's own, which the table's scene (a GameScene of that view) reads."""
        return self.session.view(self.viewer)

    def snapshot(self) -> TableSnapshot:
        """Returns what the table page draws now, read from the session in one go."""
        session = self.session
        over = session.is_over()
        return TableSnapshot(view=self.view(), legal=self.legal(), acting=self.acting_person(),
                             undo_refused=self.undo_reason(), events=self.last_events,
                             names=tuple(self.seat_names), viewer=self.viewer, waiting_for=self.waiting_for,
                             to_act=None if over else session.to_act()[0], over=over, log=tuple(session.log),
                             bots=frozenset(self._bots), can_skip=self.bots_playing() and not self.skipping,
                             reduced_motion=self.reduced_motion,
                             final=FinalTable(session.game.result(session.state), session.view(None)) if over else None,
                             stuck=self.stuck, replayed_from_older=session.replayed_from_older)

    @property
    def last_events(self) -> tuple[Event, ...]:
        """Returns the last move's events the seat at the screen may see (what the table animates)."""
        # Filtered when read, not when stored: the viewer may change (the curtain) before the table redraws.
        viewer = self.viewer
        return tuple(e for e in self._last_events if e.visible(viewer))

    @last_events.setter
    def last_events(self, events: tuple[Event, ...]) -> None:
        self._last_events = tuple(events)

    def moves_made(self) -> int:
        """Returns how many moves the game's log holds (an undo takes one away)."""
        return len(self.session.log)

    def legal(self) -> list[Action]:
        """Returns the moves of the person at the screen (none while bots play)."""
        seat = self.acting_person()
        return self.session.legal_actions(seat) if seat is not None else []

    # --- flow ------------------------------------------------------------------------
    def start(self) -> None:
        """Decides who is next and draws the table (or the curtain)."""
        self._next()

    def stop(self) -> None:
        """Stops the bot clock (leaving the table) and saves any bot moves not saved yet."""
        self._timer.stop()
        self.skipping = False
        self._drop_thinking()
        self._forget_hint()
        if self._unsaved:
            self._autosave()

    def set_pace(self, move_ms: int) -> None:
        """Plays the bots at the pace whose lone move waits `move_ms` (its turn length follows from it)."""
        self.bot_delay_ms, self.turn_ms = move_ms, turn_budget_ms(move_ms)
        if self._timer.isActive() and self._timer.remainingTime() > move_ms:  # a quicker pace: no long wait left
            self.step_delay_ms = move_ms
            self._timer.start(move_ms)

    def bots_playing(self) -> bool:
        """Returns True while a bot is to move (Skip to my turn has something to skip)."""
        return not self.session.is_over() and self.session.to_act()[0] in self._bots

    def skip_to_person(self) -> None:
        """Plays the bots' remaining moves at once until a person must act (or the game ends)."""
        if not self.bots_playing():
            return
        self.skipping = True
        self.step_delay_ms = 0
        self._timer.start(0)

    def _bot_delay(self, seat: int) -> int:
        """Returns the delay before `seat`'s next move: its turn is the run of its moves with no one else's
        between, and the pace spreads the turn's length over them (pace.py)."""
        now = self.clock()
        if self._turn is None or self._turn[0] != seat:
            self._turn = (seat, now)
        if self.skipping:
            return 0
        return move_delay_ms(self.bot_delay_ms, self.turn_ms, 1000 * (now - self._turn[1]))

    def _next(self) -> None:
        self._forget_hint()  # the table changed: a hint being thought out was for the one before
        session = self.session
        people = self.people
        if len(people) == 1:
            self.viewer = people[0]  # one person among bots: nobody to hide anything from
        if session.is_over() or session.to_act()[0] not in self._bots:
            self.skipping = False  # a person is next: skipping stops here (the curtain still comes)
            self._turn = None
        if session.is_over():
            if len(people) != 1:
                self.viewer = None  # the final table shows every score; stashes stay private
            self.changed.emit()
            self.finished.emit()
            return
        seat = session.to_act()[0]
        if seat not in self._bots and self._stood_in(seat):
            return
        if seat in self._bots:
            if len(people) != 1:
                self.viewer = None  # between people only public information is on screen
            self.step_delay_ms = self._bot_delay(seat)
            self.changed.emit()
            self._timer.start(self.step_delay_ms)
            return
        if len(people) > 1 and seat != self.viewer and seat != self.at_screen:
            self.viewer = None
            self.at_screen = None  # whoever sat here leaves; the curtain waits for the next person
            self.waiting_for = seat
            self.changed.emit()  # redraw public-only before the curtain goes up
            self.curtain.emit(seat)
            return
        self.viewer = self.at_screen = seat
        self.changed.emit()

    def _stood_in(self, seat: int) -> bool:
        """Plays the move the game makes for a person not worth calling to the screen (a bot's trade offer they
        could not take); returns True when it did, and carries on from there."""
        if self._stand_in is None:
            return False
        action = self._stand_in(self.session.view(seat), seat, self.session.legal_actions(seat),
                                frozenset(self._bots), seat in self.declining)
        if action is None:
            return False
        self.last_events = self.session.act(seat, action)
        self._unsaved = True
        self._next()
        return True

    def ready(self) -> None:
        """The person the curtain waited for is at the screen: show their view."""
        if self.waiting_for is None:
            return
        self.viewer = self.at_screen = self.waiting_for
        self.waiting_for = None
        self.changed.emit()

    def why(self, action: Action) -> Reason | None:
        """Returns why the person at the screen may not play `action` now (None when they may)."""
        seat = self.acting_person()
        if seat is None:
            return Reason("engine.not_your_turn", {"seat": (self.session.to_act() or (0,))[0]})
        return self.session.game.why_illegal(self.session.state, seat, action)

    def act(self, action: Action) -> bool:
        """Plays a person's move; returns False (and emits `refused`) when the rules refuse it."""
        seat = self.acting_person()
        if seat is None:
            self.refused.emit(Reason("engine.not_your_turn", {"seat": (self.session.to_act() or (0,))[0]}))
            return False
        try:
            self.last_events = self.session.act(seat, action)
        except IllegalAction as e:
            self.refused.emit(e.reason)
            return False
        self._autosave()
        self._next()
        return True

    def _bot_step(self) -> None:
        session = self.session
        if session.is_over() or self.stuck is not None:
            return
        seat = session.to_act()[0]
        bot = self._bots.get(seat)
        if bot is None:
            return
        legal = session.legal_actions(seat)
        if hasattr(bot, "think"):  # a searching bot thinks on its own thread, so the window answers meanwhile
            if self._thinking is None:
                if self._thinker is None:
                    self._thinker = Thinker(self.bot_pool() if self.bot_pool is not None else None)
                self._thinking_since = self.clock()
                hold = pause_collection()
                try:
                    self._thinking = self._thinker.submit(bot, session.game, session.state, seat, legal, self._rng,
                                                          done=self._thought.emit)
                except Exception as e:  # not even handed over (a pool shut down): say so, and let collection go on
                    hold.set_result(None)
                    resume_collection()
                    self._stop_for(seat, self._failure(seat, e))
                    return
                release_when(hold, self._thinking.future)
                self._watch.start()
            return
        view = session.view(seat) if bot.needs_view else None
        try:
            action = bot.choose(session.game, view, seat, legal, self._rng)
        except Exception as e:  # a bot bug must show, not leave the table waiting for ever
            self._stop_for(seat, self._failure(seat, e))
            return
        self._play_bot(seat, action)

    def _play_thought(self, ticket: Ticket) -> None:
        """Plays the move a searching bot has thought out, unless the table moved on meanwhile (Home, a new game)."""
        resume_collection()
        if ticket is not self._thinking or self._thinker is None or not self._thinker.current(ticket):
            return
        self._thinking = None
        self._watch.stop()
        session = self.session
        if session.is_over() or session.to_act()[0] != ticket.seat:
            return
        try:
            action = ticket.future.result()
        except Exception as e:  # a search that raised must show, not leave the table waiting for ever
            self._stop_for(ticket.seat, self._failure(ticket.seat, e))
            return
        self.stuck = None  # a slow search that ends after all: its move is played, the offer withdrawn
        self._play_bot(ticket.seat, action)

    def _watch_thinking(self) -> None:
        """Plays a move thought out whose "ready" never came, and offers the Normal bot for one thought out far
        longer than any search takes: no order of the threads and no search may leave the table waiting."""
        ticket = self._thinking
        if ticket is None:
            self._watch.stop()
        elif ticket.future.done():
            self.rescued += 1
            self._play_thought(ticket)
        elif self.clock() - self._thinking_since > self.patience_s and self.stuck is None:
            self._stop_for(ticket.seat, Reason("engine.bot_slow", {"seat": ticket.seat,
                                                                   "seconds": int(self.patience_s)}))

    @staticmethod
    def _failure(seat: int, error: Exception) -> Reason:
        """Returns the one line that says a bot failed, and how."""
        detail = " ".join(f"{type(error).__name__}: {error}".split())  # one line, whatever the message holds
        return Reason("engine.bot_failed", {"seat": seat, "detail": detail[:200]})

    def _stop_for(self, seat: int, why: Reason) -> None:
        """Stops the bots at `seat`'s move and says why: the table offers to let the Normal bot play on."""
        self.stuck = Stuck(seat, why)
        self.skipping = False
        self.changed.emit()

    def _drop_thinking(self) -> None:
        """Forgets the move being thought out: it is never played (the table was left, or the bot replaced)."""
        self._watch.stop()
        if self._thinker is not None:
            self._thinker.forget()
            self._thinking = None
            resume_collection()

    def play_on_with_normal(self) -> None:
        """The Normal bot takes over the stuck bot's seat for the rest of the game (saved with the seats), and
        the bots go on."""
        if self.stuck is None:
            return
        seat = self.stuck.seat
        self.stuck = None
        self._drop_thinking()
        seats = self.session.seats
        seats[seat] = seats[seat]._replace(bot="greedy")
        self._bots[seat] = make_bot("greedy", self.session.game.id)
        self._autosave()
        self._next()

    def _play_bot(self, seat: int, action: Action) -> None:
        """Plays a bot's move, saves when a person is next, and goes on."""
        session = self.session
        try:
            self.last_events = session.act(seat, action)
        except Exception as e:  # a bot bug must show, not leave the table waiting for ever
            self._stop_for(seat, self._failure(seat, e))
            return
        # Saved when a person is next or the game is over, not after every bot move: a run of bot moves wrote the
        # whole save each time (a third of a bot-only game's time); leaving the table saves what is unsaved.
        if session.is_over() or session.to_act()[0] not in self._bots:
            self._autosave()
        else:
            self._unsaved = True
        self._next()

    def can_undo(self) -> bool:
        """Returns True when the person at the screen may take back their last move."""
        return self.acting_person() is not None and self.session.can_undo() and \
            self.session.log[-1].seat == self.acting_person()

    def undo_reason(self) -> Reason | None:
        """Returns why the person at the screen may not take back the last move now (None when they may)."""
        session = self.session
        if session.is_over():
            return Reason("engine.game_over")
        seat = self.acting_person()
        if seat is None:
            return Reason("engine.undo_not_now")
        barrier = session.undo_barrier()
        if barrier is not None:
            return barrier
        if session.log[-1].seat != seat:
            return Reason("engine.undo_not_yours", {"seat": session.log[-1].seat})
        return None

    def undo(self) -> bool:
        """Takes back the last move within the undo rules; emits `refused` when it may not."""
        if not self.can_undo():
            self.refused.emit(Reason("engine.undo_barrier"))
            return False
        self.session.undo()
        self.last_events = ()
        self._autosave()
        self._next()
        return True

    def can_redo(self) -> bool:
        """Returns True when the person at the screen may play again the move they last took back."""
        seat = self.acting_person()
        return seat is not None and self.session.can_redo() and self.session.undone[-1].seat == seat

    def redo(self) -> bool:
        """Plays again, exactly, the move the person at the screen last took back; emits `refused` when there is
        none (or another move was made since)."""
        if not self.can_redo():
            self.refused.emit(Reason("engine.redo_nothing"))
            return False
        self.last_events = self.session.redo()
        self._autosave()
        self._next()
        return True

    def hint(self) -> Hint | None:
        """Returns the Normal (greedy) bot's suggestion for the person at the screen with its reason (None: not
        their turn)."""
        seat = self.acting_person()
        if seat is None:
            return None
        game = self.session.game
        bot = make_bot("greedy", game.id)
        legal = self.session.legal_actions(seat)
        view = self.session.view(seat)  # the seat's own view: a hint knows no more than the person asking
        action = bot.choose(game, view, seat, legal, random.Random(len(self.session.log)))
        return Hint(action, explain(bot, game, view, seat, action))

    def hint_search(self) -> Any:
        """Returns the Strong bot at its hint budget where the game sets one (it answers within 0.5 s and plays
        better than Normal), else None: the hint is the Normal bot's."""
        if self._searcher is False:
            strong = make_bot("strong", self.session.game.id) if "strong" in BOT_NAMES else None
            hinting = getattr(strong, "hinting", None)
            self._searcher = hinting() if hinting is not None else None
        return self._searcher

    def ask_hint(self) -> bool:
        """Asks for the hint of the person at the screen; `hinted` brings it, at once from the Normal bot, or from
        the Strong bot's short search thought out off this thread. Returns False when no person is to act."""
        seat = self.acting_person()
        if seat is None:
            return False
        searcher = self.hint_search()
        if searcher is None:
            self.hinted.emit(self.hint())
            return True
        if self._hinting is not None:  # already being thought out for this very table
            return True
        if self._hinter is None:
            self._hinter = Thinker()
        session = self.session
        hold = pause_collection()
        self._hinting = self._hinter.submit(searcher, session.game, session.state, seat, session.legal_actions(seat),
                                            random.Random(len(session.log)), done=self._hint_thought.emit)
        release_when(hold, self._hinting.future)
        return True

    def hint_pending(self) -> bool:
        """Returns True while a hint asked for is still being thought out."""
        return self._hinting is not None

    def _forget_hint(self) -> None:
        if self._hinter is not None and self._hinting is not None:
            self._hinter.forget()
            self._hinting = None
            resume_collection()

    def _show_hint_thought(self, ticket: Ticket) -> None:
        """Hands on the hint the search has thought out, unless the table moved on meanwhile."""
        resume_collection()
        if ticket is not self._hinting or self._hinter is None or not self._hinter.current(ticket):
            return
        self._hinting = None
        seat = self.acting_person()
        if seat != ticket.seat:
            return
        try:
            action = ticket.future.result()
        except Exception:  # a search that failed still leaves the person a hint: the Normal bot's
            self.hinted.emit(self.hint())
            return
        # Where the search agrees with the Normal bot, its reason says why; where not, a reason of the Normal bot's
        # would praise another move, so the hint says what the search found.
        normal = self.hint()
        if normal is None or normal.action == action:
            self.hinted.emit(Hint(action, normal.why if normal is not None else None))
            return
        # The Normal bot's reason for the searched move itself says what it does in the position; the search's
        # note says why it beats the move worth most at once.
        game, view = self.session.game, self.session.view(seat)
        params: dict[str, Any] = {"count": self.hint_search().plan.budget.playouts,
                                  "other": game.describe_action(view, normal.action)}
        why = explain(make_bot("greedy", game.id), game, view, seat, action)
        self.hinted.emit(Hint(action, Reason("engine.hint_searched_why", {"why": why, **params}) if why is not None
                              else Reason("engine.hint_searched", params)))

    def save(self) -> None:
        """Writes the game to its save file now (a table just opened is on disk before its first move)."""
        self._autosave()

    def _autosave(self) -> None:
        self._unsaved = False
        if self.save_path is not None:
            save_session(self.session, self.save_path, self.created)
