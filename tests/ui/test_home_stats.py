"""The home page's statistics card: one game's figures (played and finished, best, mean, wins by name) and its chart
of scores game by game with Today's map results marked, read through the cache of results in the user cache
folder (rebuilt when damaged), and updated when a game ends; nothing of it is read before the home page shows."""

from __future__ import annotations

import json
import random

from tabletop.bots import make_bot
from tabletop.review.stats import collect
from tests.review.games import played, saved


def finish_at_the_table(window, qtbot, path) -> None:
    """Continues the save at `path` and plays its person's moves (greedy) to the end, then goes home."""
    table = window.continue_game(path)
    controller = table.controller
    bot, rng = make_bot("greedy", controller.session.game.id), random.Random(1)
    while not controller.session.is_over():
        seat = controller.acting_person()
        if seat is None:
            qtbot.waitUntil(lambda: controller.session.is_over() or controller.acting_person() is not None,
                            timeout=10000)
            continue
        session = controller.session
        assert controller.act(bot.choose(session.game, session.view(seat), seat, controller.legal(), rng))
    window.leave_table()


def test_the_home_page_shows_each_games_figures_and_chart(window, qtbot, paths):
    daily = played("cartographers", 1, seed=1, bot="greedy")
    daily.tags["daily"] = "2026-11-28"
    saved(paths.saves, "a.json", daily)
    saved(paths.saves, "b.json", played("cartographers", 1, seed=2, bot="greedy"))
    saved(paths.saves, "c.json", played("star-cartel", 3, seed=6, people=1, bot="greedy"))
    going = saved(paths.saves, "d.json", played("cartographers", 1, seed=3, moves=20, bot="greedy"))
    card = window.home.stats_card
    assert card.isVisible() and card.parent() is not None
    qtbot.waitUntil(lambda: card.chart is not None, timeout=5000)  # made once the home page is on the screen
    window.home.refresh_saves()
    stats = collect(paths.saves, None)
    card.show_game("cartographers")
    text = card.figures.text()
    carto = stats.games["cartographers"]
    assert "Games played: 3, finished: 2" in text
    assert f"Best score: {carto.best.score} (Aiko" in text and f"Mean score: {carto.mean:.1f}" in text
    assert "Wins: Aiko 2" in text and "Today's map" in text
    items = card.chart.getPlotItem().listDataItems()
    lines = [i for i in items if i.opts.get("pen") is not None and i.name() == "Aiko"]
    stars = [i for i in items if i.opts.get("symbol") == "star"]
    assert len(lines) == 1 and list(lines[0].getData()[1]) == [s.score for s in carto.scores]
    assert len(stars) == 1 and list(stars[0].getData()[1]) == [carto.scores[0].score] or \
        list(stars[0].getData()[1]) == [s.score for s in carto.scores if s.daily]
    card.game.setCurrentIndex(card.game.findData("star-cartel"))
    card.game.activated.emit(card.game.currentIndex())
    assert "Games played: 1, finished: 1" in card.figures.text() and card.shown == "star-cartel"
    # The game in progress ends at the table: back home, the card counts it.
    card.show_game("cartographers")
    finish_at_the_table(window, qtbot, going)
    assert "Games played: 3, finished: 3" in card.figures.text() and card.shown == "cartographers"


def test_a_damaged_cache_is_rebuilt_and_the_figures_stay_right(window, qtbot, paths):
    saved(paths.saves, "a.json", played("cartographers", 1, seed=1, bot="greedy"))
    paths.statistics_cache.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_cache.write_text("{not json", encoding="utf-8")
    qtbot.waitUntil(lambda: window.home.stats_card.chart is not None, timeout=5000)
    window.home.refresh_saves()
    window.home.stats_card.show_game("cartographers")
    assert "Games played: 1, finished: 1" in window.home.stats_card.figures.text()
    doc = json.loads(paths.statistics_cache.read_text(encoding="utf-8"))
    assert len(doc["saves"]) == 1


def test_the_card_speaks_japanese(window, qtbot, paths):
    saved(paths.saves, "a.json", played("cartographers", 1, seed=1, bot="greedy"))
    qtbot.waitUntil(lambda: window.home.stats_card.chart is not None, timeout=5000)
    window.home.refresh_saves()
    window.set_language("ja")
    window.home.stats_card.show_game("cartographers")
    text = window.home.stats_card.figures.text()
    assert "Games played" not in text and "1" in text and "Mean" not in text


def test_nothing_is_read_before_the_home_page_shows(app, qtbot, paths, monkeypatch):
    from tabletop.ui.home import HomePage
    from tabletop.ui.review import home_stats

    saved(paths.saves, "a.json", played("cartographers", 1, seed=1, bot="greedy"))
    read: list[object] = []
    monkeypatch.setattr(home_stats, "collect", lambda *a, **k: read.append(a) or collect(*a, **k))
    home = HomePage(paths.saves, "en", None, paths.summary_index, paths.statistics_cache)
    qtbot.addWidget(home)
    home.refresh_saves()
    assert read == [] and home.stats_card.stats is None and home.stats_card.chart is None
    home.show()
    qtbot.waitUntil(lambda: home.stats_card.chart is not None, timeout=5000)
    assert len(read) == 1 and "Games played: 1, finished: 1" in home.stats_card.figures.text()


def test_a_game_without_a_finished_game_shows_no_empty_chart(window, qtbot, paths):
    saved(paths.saves, "a.json", played("cartographers", 1, seed=1, bot="greedy"))
    card = window.home.stats_card
    qtbot.waitUntil(lambda: card.chart is not None, timeout=5000)
    window.home.refresh_saves()
    card.show_game("star-cartel")
    assert "Games played: 0, finished: 0" in card.figures.text() and not card.chart.isVisible()
    card.show_game("cartographers")
    assert card.chart.isVisible()
