"""The analysis run's worker never touches the page: a page closed (and deleted) while its analysis is being weighed
hears nothing afterwards, raises nothing, and the collector resumes once the worker is done."""

from __future__ import annotations

import gc
import threading

from shiboken6 import isValid

from tabletop.review import analysis as analysis_module
from tabletop.review.analysis import AnalysisBudget
from tabletop.ui.review import runner
from tests.review.games import played, saved

QUICK = AnalysisBudget(samples=1, candidates=2)


def test_a_page_closed_mid_analysis_is_never_called_back(app, qtbot, window, monkeypatch):
    weighing = threading.Event()  # the worker is weighing its first move
    release = threading.Event()   # ... and goes on once the page is gone
    weighed: list[int] = []

    class Held(analysis_module.Analyser):
        def __init__(self, game, players, budget=None):
            super().__init__(game, players, QUICK)

        def weigh(self, state, seat, played_, index, seed):
            weighing.set()
            assert release.wait(20)
            weighed.append(index)
            return super().weigh(state, seat, played_, index, seed)

    ends: list[object] = []
    progress: list[object] = []
    real_end, real_progress = runner.AnalysisRun._end, runner.AnalysisRun._progress
    monkeypatch.setattr(runner, "Analyser", Held)
    monkeypatch.setattr(runner.AnalysisRun, "_end", lambda self, f: (ends.append(f), real_end(self, f)))
    monkeypatch.setattr(runner.AnalysisRun, "_progress",
                        lambda self, c, d, t: (progress.append(d), real_progress(self, c, d, t)))
    session = played("cartographers", 1, seed=4, moves=12, bot="greedy")
    page = window.open_review(saved(window.paths.saves, "solo.json", session))
    page.analyse()
    run = page.run
    assert run is not None and run.running()
    assert weighing.wait(20)
    window.leave_table()  # Home: the page (and its run) is deleted while the worker weighs
    qtbot.waitUntil(lambda: not isValid(run), timeout=5000)
    release.set()  # the worker now weighs its move, sees the cancel, ends and posts its end to the relay
    future = run.future
    qtbot.waitUntil(lambda: future.done() and gc.isenabled(), timeout=20000)
    # Whatever the worker posted after the page went is dropped with the page's run: no late call, no exception.
    for _ in range(5):
        app.processEvents()
    assert ends == [] and progress == [] and weighed == [0]
    assert not any(isinstance(e, Exception) for e in [future.exception()])


def test_a_run_hears_only_its_own_end(app, qtbot, window, monkeypatch):
    monkeypatch.setattr(runner, "Analyser", lambda game, players: analysis_module.Analyser(game, players, QUICK))
    first = played("cartographers", 1, seed=5, moves=3, bot="greedy")
    page = window.open_review(saved(window.paths.saves, "one.json", first))
    seen: list[tuple[int, int]] = []
    page.analyse()
    page.run.progress.connect(lambda done, total: seen.append((done, total)))
    qtbot.waitUntil(lambda: page.analysis is not None and page.analysis.complete, timeout=20000)
    assert seen[-1] == (3, 3) and all(total == 3 for _, total in seen)
