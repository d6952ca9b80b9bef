"""The Review page in the app: "Analyse my moves" off the window's thread with its progress, Cancel and the costliest
moves marked, kept beside the save so reopening is instant; play on from here; the entry points (the end screen,
the home page's lists); the Statistics page; and no text under 10 px at 1366×768 in either language."""

from __future__ import annotations

import pytest

from tabletop.review import analysis as analysis_module
from tabletop.review.analysis import AnalysisBudget
from tabletop.review.store import analysis_path
from tabletop.ui.items import FLOOR_PX
from tabletop.ui.review import runner
from tabletop.ui.review.page import ReviewPage
from tabletop.ui.review.stats_page import StatisticsPage
from tabletop.ui.text_meter import measure
from tests.review.games import played, saved

QUICK = AnalysisBudget(samples=1, candidates=2)


@pytest.fixture
def quick(monkeypatch):
    """Makes the window's analysis search at a small budget; returns the log indices it weighs and a list whose
    one number, when set, is how many moves are weighed before the run's own Cancel is pressed."""
    weighed: list[int] = []
    cancel_after: list[int] = []

    class Quick(analysis_module.Analyser):
        def __init__(self, game, players, budget=None):
            super().__init__(game, players, QUICK)
            self.run_cancel = None

        def analyse(self, seed, options, turns, seat, known=None, progress=None, cancel=None):
            self.run_cancel = cancel
            return super().analyse(seed, options, turns, seat, known, progress, cancel)

        def weigh(self, state, seat, played_, index, seed):
            weighed.append(index)
            review = super().weigh(state, seat, played_, index, seed)
            if cancel_after and len(weighed) == cancel_after[0]:
                self.run_cancel.set()  # as Cancel does: the run ends after this move
            return review

    monkeypatch.setattr(runner, "Analyser", Quick)
    monkeypatch.setattr(runner, "default_budget", lambda game_id: QUICK)  # what reopening looks for
    return weighed, cancel_after


def test_analyse_my_moves_with_progress_cancel_and_instant_reopening(app, qtbot, window, quick):
    weighed, cancel_after = quick
    session = played("cartographers", 1, seed=2, moves=16, bot="greedy")  # in progress: one person, allowed
    path = saved(window.paths.saves, "solo.json", session)
    page = window.open_review(path)
    assert page is not None and page.panel.button.text() == "Analyse my moves"
    cancel_after.append(2)
    page.analyse()
    progress: list[tuple[int, int]] = []
    page.run.progress.connect(lambda done, total: progress.append((done, total)))
    assert page.panel.bar.isVisible() and not page.panel.button.isVisible()
    qtbot.waitUntil(lambda: page.analysis is not None, timeout=20000)
    assert not page.analysis.complete and len(page.analysis.moves) == 2 and weighed == [0, 1]
    assert page.panel.button.isVisible()  # a cancelled run may be taken up again
    assert analysis_path(path).is_file()
    weighed.clear()
    cancel_after.clear()
    page.analyse()
    page.run.progress.connect(lambda done, total: progress.append((done, total)))
    qtbot.waitUntil(lambda: page.analysis is not None and page.analysis.complete, timeout=20000)
    assert weighed == list(range(2, 16))  # only the moves not weighed before
    assert progress and progress[-1] == (16, 16)
    assert "could see" in page.panel.honest.text()
    costly = page.analysis.costliest(3)
    assert page.slider.marked == tuple(m.log_index + 1 for m in costly)
    assert len(page.chart.marks) == len(costly)
    if costly:
        page.slider.setValue(costly[0].log_index + 1)
        assert "the bot would have played" in page.note.text()
    # Each mark (on the slider and the chart) tells its move's note; each costly move in the panel is a link there.
    assert costly and len(page.slider.tips) == len(costly) == len(page.chart.marks)
    for m, tip, line in zip(costly, page.slider.tips, page.chart.marks):
        assert tip.startswith(f"Move {m.log_index + 1}: ") and "the bot would have played" in tip
        assert line.toolTip() == tip
        assert page.slider.tip_at(page.slider.mark_x(m.log_index + 1)) == tip
    page.slider.setValue(0)
    if costly:
        page.panel.found.linkActivated.emit(str(costly[-1].log_index + 1))
        assert page.moment == costly[-1].log_index + 1
        assert f'href="{costly[0].log_index + 1}"' in page.panel.found.text()
    # Reopened, the analysis is there at once: nothing is weighed again.
    weighed.clear()
    again = window.open_review(path)
    assert again is not None and again.analysis is not None and again.analysis.complete and weighed == []
    assert again.run is None


def test_play_on_from_here_opens_a_new_game_and_leaves_the_save(app, qtbot, window):
    session = played("star-cartel", 3, seed=6, people=1, bot="greedy")
    path = saved(window.paths.saves, "done.json", session)
    before = path.read_bytes()
    page = window.open_review(path)
    assert page is not None
    page.slider.setValue(len(session.log))
    assert not page.play_button.isEnabled()  # nothing to play on from the very end
    page.slider.setValue(12)
    page.play_as.setCurrentIndex(page.play_as.findData(2))  # the person takes the third seat
    page.play_button.click()
    table = window.table
    assert table is not None and window.review is None
    new = table.controller.session
    assert [(t.seat, t.action) for t in new.log[:12]] == [(t.seat, t.action) for t in session.log[:12]]
    assert new.seats[2].name == "Aiko" and new.seats[0].kind.value == "bot"
    assert table.controller.save_path != path and table.controller.save_path.is_file()
    assert path.read_bytes() == before


def test_the_end_screen_and_the_home_page_open_the_review(app, qtbot, window):
    session = played("cartographers", 1, seed=3, bot="greedy")
    path = saved(window.paths.saves, "finished.json", session)
    table = window.continue_game(path)
    assert table is not None
    qtbot.waitUntil(lambda: table.stack.currentWidget() is table.results, timeout=5000)
    table.results.review_button.click()
    assert isinstance(window.review, ReviewPage) and window.review.session.is_over()
    window.leave_table()
    window.home.refresh_saves()
    window.home.finished.selectRow(0)
    window.home.review_button.click()
    assert isinstance(window.review, ReviewPage) and window.review.save == path


def test_the_statistics_page_names_damaged_saves(app, qtbot, window):
    saved(window.paths.saves, "a.json", played("cartographers", 1, seed=1, bot="greedy"))
    (window.paths.saves / "broken.json").write_text("{", encoding="utf-8")
    window.home.stats_button.click()
    page = window.review
    assert isinstance(page, StatisticsPage)
    assert "broken.json" in page.damaged.text()
    assert "Games played: 1, finished: 1" in page.figures.text()
    assert window.paths.statistics_cache.is_file()
    page.show_game("star-trek")
    assert "Games played: 0" in page.figures.text()
    page.home.click()
    assert window.review is None and window.stack.currentWidget() is window.home


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_text_under_10_px(app, qtbot, window, language):
    window.set_language(language)
    window.resize(1366, 768)
    session = played("star-cartel", 3, seed=4, people=1, bot="greedy")
    page = window.open_review(saved(window.paths.saves, "cartel.json", session))
    page.slider.setValue(30)
    window.layout().activate()
    texts = measure(window)
    small = {t.text: round(t.pixels, 1) for t in texts if t.pixels < FLOOR_PX - 0.01}
    assert len(texts) > 50 and not small, small
    saved(window.paths.saves, "solo.json", played("cartographers", 1, seed=1, bot="greedy"))
    window.open_statistics()
    window.layout().activate()
    texts = measure(window)
    small = {t.text: round(t.pixels, 1) for t in texts if t.pixels < FLOOR_PX - 0.01}
    assert len(texts) > 10 and not small, small


def test_leaving_mid_analysis_stops_it_and_the_collector_resumes(app, qtbot, window, quick):
    import gc

    weighed, _ = quick
    session = played("cartographers", 1, seed=4, moves=30, bot="greedy")
    page = window.open_review(saved(window.paths.saves, "solo.json", session))
    page.analyse()
    run = page.run
    assert run is not None and run.running() and not gc.isenabled()
    window.leave_table()  # Home, with the analysis under way
    assert run.cancel.is_set()
    qtbot.waitUntil(lambda: run.future.done() and gc.isenabled(), timeout=20000)
    assert len(weighed) < 30  # it stopped before weighing every move
