"""The analysis run off the window's thread: progress as it goes, a Cancel that stops it after the move being
weighed, and the result (complete or not) handed back on the window's thread, then kept beside the save."""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from tabletop.engine.session import Session
from tabletop.review.analysis import STARS, WIN, Analyser, Analysis, MoveReview, default_budget
from tabletop.review.store import keep, known_moves
from tabletop.ui.collection import pause_collection, release_when, resume_collection


class _Relay(QObject):
    """What a worker thread posts to: one object for the whole app, living on the window's thread and never deleted,
    so the worker never touches a run (or page) that the window may be deleting at that very moment."""

    progressed = Signal(object, int, int)  # the run's cancel event (whose run it is), moves weighed, moves to weigh
    ended = Signal(object)                 # the finished Future


_relay: _Relay | None = None


def relay() -> _Relay:
    """Returns the app's one relay, made on the window's thread on first use (call it there)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
        app = QCoreApplication.instance()
        if app is not None:
            _relay.moveToThread(app.thread())
    return _relay


class AnalysisRun(QObject):
    """One seat's analysis being thought out; `progress(done, total)` and `finished(Analysis)` arrive on the
    window's thread (`failed(str)` if the search raised)."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    _progressed = Signal(object, int, int)  # the relay's, queued to this run on the window's thread
    _ended = Signal(object)

    def __init__(self, session: Session, save: Path | None, seat: int, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.save = save
        self.seat = seat
        self.analyser = Analyser(session.game, len(session.seats))
        self.known = known_moves(save, session.log, seat, self.analyser.budget) if save is not None else {}
        self.cancel = threading.Event()
        self.future: Future[Any] | None = None
        self._pool: ThreadPoolExecutor | None = None
        # The worker emits the relay's signals; each reaches this run queued, on the window's thread, through a
        # signal of the run itself: Qt drops the connection and any call still queued once the run is deleted
        # with its page, so a closed page is never touched (checking isValid on the worker thread raced with it).
        self._relay = relay()
        self._relay.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        self._relay.ended.connect(self._ended, Qt.ConnectionType.QueuedConnection)
        self._progressed.connect(self._progress)
        self._ended.connect(self._end)

    def seat_moves(self) -> list[int]:
        """Returns the log indices of the seat's moves."""
        return [i for i, t in enumerate(self.session.log) if t.seat == self.seat]

    def ready(self) -> Analysis | None:
        """Returns the analysis at once when every move of the seat was weighed before (kept beside the save)."""
        return _whole(self.session, self.seat, self.analyser.unit, self.known)

    def start(self) -> None:
        """Starts weighing the moves not weighed before on a worker thread."""
        session, known, cancel, posts = self.session, dict(self.known), self.cancel, self._relay
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
        hold = pause_collection()  # no collection on the worker thread may free the window's Qt objects
        self.future = self._pool.submit(self.analyser.analyse, session.seed, dict(session.options),
                                        list(session.log), self.seat, known,
                                        lambda done, total: posts.progressed.emit(cancel, done, total), cancel)
        release_when(hold, self.future)
        # Called on the worker thread: it touches only the relay. A page closed meanwhile has deleted this run,
        # whose queued end is then dropped (and the collector resumes by abandon's own look).
        self.future.add_done_callback(posts.ended.emit)
        self._pool.shutdown(wait=False)

    def _progress(self, cancel: object, done: int, total: int) -> None:
        if cancel is self.cancel:  # the relay serves every run: this one's only
            self.progress.emit(done, total)

    def stop(self) -> None:
        """Asks the run to stop after the move being weighed; what was weighed is handed back and kept."""
        self.cancel.set()

    def abandon(self) -> None:
        """Stops the run for a page that is closing: nothing is handed back; the collector resumes once it ends."""
        self.cancel.set()
        if self.future is not None:
            resume_collection()  # looks again shortly until the worker has finished its move

    def running(self) -> bool:
        """Returns True while the analysis is being thought out."""
        return self.future is not None and not self.future.done()

    def _end(self, future: Future[Any]) -> None:
        if future is not self.future:  # another run's end, through the shared relay
            return
        resume_collection()
        try:
            analysis: Analysis = future.result()
        except Exception as error:  # a search that raised must say so, not leave the bar standing
            self.failed.emit(" ".join(f"{type(error).__name__}: {error}".split())[:200])
            return
        if self.save is not None and analysis.moves:
            keep(self.save, self.session.log, self.session.game.id, self.analyser.budget, analysis)
        self.finished.emit(analysis)


def _whole(session: Session, seat: int, unit: str, known: dict[int, MoveReview]) -> Analysis | None:
    """Returns the analysis of every move of `seat` when `known` holds them all, else None."""
    moves = [i for i, t in enumerate(session.log) if t.seat == seat]
    if not moves or any(i not in known for i in moves):
        return None
    return Analysis(seat, unit, tuple(known[i] for i in moves), True)


def kept(session: Session, save: Path | None, seat: int) -> Analysis | None:
    """Returns the whole analysis of `seat` kept beside the save, or None (nothing is weighed here)."""
    if save is None:
        return None
    try:
        budget = default_budget(session.game.id)
    except ValueError:  # a game without a Strong bot has no analysis
        return None
    unit = STARS if len(session.seats) == 1 else WIN
    return _whole(session, seat, unit, known_moves(save, session.log, seat, budget))


def review_of(analysis: Analysis | None, index: int) -> MoveReview | None:
    """Returns the analysed move at log index `index`, if any."""
    if analysis is None:
        return None
    return next((m for m in analysis.moves if m.log_index == index), None)
