"""The analysis run off the window's thread: progress as it goes, a Cancel that stops it after the move being
weighed, and the result (complete or not) handed back on the window's thread, then kept beside the save."""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from shiboken6 import isValid

from tabletop.engine.session import Session
from tabletop.review.analysis import STARS, WIN, Analyser, Analysis, MoveReview, default_budget
from tabletop.review.store import keep, known_moves
from tabletop.ui.collection import pause_collection, release_when, resume_collection


class AnalysisRun(QObject):
    """One seat's analysis being thought out; `progress(done, total)` and `finished(Analysis)` arrive on the
    window's thread (`failed(str)` if the search raised)."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    _progressed = Signal(int, int)  # posted from the worker thread
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
        self._progressed.connect(self.progress.emit, Qt.ConnectionType.QueuedConnection)
        self._ended.connect(self._end, Qt.ConnectionType.QueuedConnection)

    def seat_moves(self) -> list[int]:
        """Returns the log indices of the seat's moves."""
        return [i for i, t in enumerate(self.session.log) if t.seat == self.seat]

    def ready(self) -> Analysis | None:
        """Returns the analysis at once when every move of the seat was weighed before (kept beside the save)."""
        return _whole(self.session, self.seat, self.analyser.unit, self.known)

    def start(self) -> None:
        """Starts weighing the moves not weighed before on a worker thread."""
        session, known = self.session, dict(self.known)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
        hold = pause_collection()  # no collection on the worker thread may free the window's Qt objects
        self.future = self._pool.submit(self.analyser.analyse, session.seed, dict(session.options),
                                        list(session.log), self.seat, known, self._progressed.emit, self.cancel)
        release_when(hold, self.future)
        # A page closed meanwhile has deleted this object: its run ends unheard (and the collector resumes anyway).
        self.future.add_done_callback(self._done)
        self._pool.shutdown(wait=False)

    def _done(self, future: Future[Any]) -> None:
        """Posts the end of the run to the window's thread (called on the worker thread)."""
        if isValid(self):
            self._ended.emit(future)

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
