"""A searching bot's move is played whatever the order of the threads (issue 29): a move ready at once, one ready
late, one whose "ready" never arrives, one whose search raised and one that takes far too long."""

from __future__ import annotations

import gc
import threading
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any, Callable

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games.star_cartel import GAME
from tabletop.saved_games import load_session

NAMES = ("Ben", "Chiara", "Dai")


class AtOnce(Executor):
    """Thinks on the caller's own thread: the move is ready before `submit` returns (one legal move, a shortcut)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as e:
            future.set_exception(e)
        return future


class Gated(Executor):
    """Thinks on a thread of its own that waits for the test to open the gate: the move is ready late."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.started += 1

        def run() -> None:
            self.gate.wait(60)
            try:
                future.set_result(fn(*args, **kwargs))
            except Exception as e:
                future.set_exception(e)

        threading.Thread(target=run, daemon=True).start()
        return future


class Mute(Future):  # type: ignore[type-arg]
    """A future whose "ready" never reaches anyone: its callbacks are dropped."""

    def add_done_callback(self, fn: Callable[..., Any]) -> None:
        pass


class MuteAtOnce(Executor):
    """Thinks at once, and the move's "ready" is lost on the way."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future = Mute()
        future.set_result(fn(*args, **kwargs))
        return future


class Raising(Executor):
    """A search that raised."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_exception(ValueError("no candidates\nleft"))
        return future


class Never(Executor):
    """A search that does not end until the test lets it (`end`)."""

    def __init__(self) -> None:
        self.futures: list[Future[Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.futures.append(Future())
        return self.futures[-1]

    def end(self) -> None:
        for future in self.futures:
            future.set_exception(RuntimeError("ended by the test"))


class Closed(Executor):
    """A pool that takes no more work (shut down)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        raise RuntimeError("cannot schedule new futures after shutdown")


def to_the_bots(controller: Any) -> None:
    """Plays the person's (seat 0's) first moves until a bot is to move."""
    session = controller.session
    while session.to_act()[0] == 0:
        controller.act(session.legal_actions(0)[0])


def let_normal_play_on(qtbot: Any, page: Any) -> None:
    """Clicks "Let Normal play on" and waits until a move has been played."""
    session = page.controller.session
    moves = len(session.log)
    page.skip_button.click()
    qtbot.waitUntil(lambda: len(session.log) > moves, timeout=10_000)


def watched(qtbot: Any, controller: Any, times: int) -> None:
    """Waits until the controller's watch has looked at the move being thought out `times` more times."""
    ticks: list[int] = []
    controller._watch.timeout.connect(lambda: ticks.append(1))
    qtbot.waitUntil(lambda: len(ticks) >= times, timeout=10_000)


def strong_table(window: Any, paths: Any, name: str, pool: Callable[[], Executor] | None,
                 person: bool = False) -> Any:
    """Returns the page of a Star Cartel table of Strong bots (Aiko a person first when `person`), bots at once,
    whose searches run on the pools `pool` makes."""
    seats = [SeatInfo(n, SeatKind.BOT, "strong") for n in NAMES]
    seats.insert(0, SeatInfo("Aiko") if person else SeatInfo("Eve", SeatKind.BOT, "strong"))
    session = Session(GAME, seats, {}, 5)
    page = window.open_session(session, paths.saves / name)
    page.controller.set_pace(0)
    page.controller.bot_pool = pool  # set before the first bot step: the timer has not fired yet
    return page


def test_a_move_ready_before_submit_returns_is_played_and_the_bots_go_on(window: Any, paths: Any, qtbot: Any) -> None:
    page = strong_table(window, paths, "at-once.json", AtOnce)
    session = page.controller.session
    qtbot.waitUntil(lambda: len(session.log) >= 12, timeout=60_000)
    # Each move's "ready" came (posted before the ticket was held, read after): none waited for the watch.
    assert page.controller.stuck is None and page.controller.rescued == 0


def test_a_move_ready_late_is_played_once_the_search_ends(window: Any, paths: Any, qtbot: Any) -> None:
    gated = Gated()
    page = strong_table(window, paths, "late.json", lambda: gated)
    controller, session = page.controller, page.controller.session
    qtbot.waitUntil(lambda: gated.started == 1, timeout=10_000)
    watched(qtbot, controller, 3)  # the window goes on meanwhile; nothing is played before the move is ready
    assert len(session.log) == 0 and controller._thinking is not None
    gated.gate.set()
    qtbot.waitUntil(lambda: len(session.log) >= 4, timeout=60_000)
    assert controller.stuck is None


def test_a_move_whose_ready_is_lost_is_still_played(window: Any, paths: Any, qtbot: Any) -> None:
    page = strong_table(window, paths, "mute.json", MuteAtOnce)
    session = page.controller.session
    qtbot.waitUntil(lambda: len(session.log) >= 4, timeout=30_000)
    assert page.controller.rescued >= 4


def test_a_search_that_raised_says_so_in_one_line_and_offers_the_normal_bot(window: Any, paths: Any,
                                                                           qtbot: Any) -> None:
    page = strong_table(window, paths, "raised.json", Raising, person=True)
    controller, session = page.controller, page.controller.session
    to_the_bots(controller)
    seat = session.to_act()[0]
    qtbot.waitUntil(lambda: controller.stuck is not None, timeout=10_000)
    qtbot.waitUntil(lambda: page.snapshot.stuck is not None, timeout=5_000)
    assert controller.stuck.seat == seat and controller.stuck.why.code == "engine.bot_failed"
    prompt = page.prompt.text()
    assert "\n" not in prompt and "ValueError: no candidates left" in prompt and NAMES[seat - 1] in prompt
    assert page.skip_button.isEnabled() and page.skip_button.text() == "Let Normal play on"
    let_normal_play_on(qtbot, page)
    # The seat is the Normal bot's now; the next Strong seat's search raises too and is offered in its turn.
    assert session.seats[seat].bot == "greedy" and (controller.stuck is None or controller.stuck.seat != seat)
    # The Normal bot keeps the seat in the save (written when the seat changed hands): Continue goes on with it.
    assert load_session(Path(controller.save_path))[0].seats[seat].bot == "greedy"


def test_a_search_far_past_its_time_offers_the_normal_bot(window: Any, paths: Any, qtbot: Any) -> None:
    never = Never()
    page = strong_table(window, paths, "never.json", lambda: never, person=True)
    controller = page.controller
    now = [0.0]
    controller.clock = lambda: now[0]
    to_the_bots(controller)
    qtbot.waitUntil(lambda: controller._thinking is not None, timeout=10_000)
    now[0] += controller.patience_s - 1
    watched(qtbot, controller, 3)
    assert controller.stuck is None  # still within its time
    now[0] += 2
    qtbot.waitUntil(lambda: page.snapshot.stuck is not None, timeout=5_000)
    assert controller.stuck.why.code == "engine.bot_slow" and "20 seconds" in page.prompt.text()
    let_normal_play_on(qtbot, page)
    window.leave_table()
    never.end()  # garbage collection pauses while any search runs, a hung one too: it resumes once they end
    qtbot.waitUntil(gc.isenabled, timeout=5_000)


def test_a_move_that_cannot_even_be_handed_over_says_so_and_collection_goes_on(window: Any, paths: Any,
                                                                             qtbot: Any) -> None:
    page = strong_table(window, paths, "closed.json", Closed, person=True)
    controller = page.controller
    to_the_bots(controller)
    qtbot.waitUntil(lambda: page.snapshot.stuck is not None, timeout=5_000)
    assert "cannot schedule new futures" in page.prompt.text() and controller._thinking is None
    qtbot.waitUntil(gc.isenabled, timeout=5_000)
    let_normal_play_on(qtbot, page)
