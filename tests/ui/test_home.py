"""The home page: its title, the saved games in progress and finished, in order of last play, named on one line."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games

SEATS = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]


def saved(path: Path, moves: int | None = 6, played: str | None = None, seed: int = 3) -> Session:
    """Returns a Star Cartel game of `moves` random moves (None: to its end) after saving it at `path`."""
    session = Session(available_games()["star-cartel"], SEATS, {}, seed)
    rng = random.Random(seed)
    while not session.is_over() and (moves is None or len(session.log) < moves):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    save_session(session, path)
    if played:
        doc = json.loads(path.read_text(encoding="utf-8"))
        doc["played"] = played
        path.write_text(json.dumps(doc), encoding="utf-8")
    return session


def column(table, col: int) -> list[str]:
    return [table.item(row, col).text() for row in range(table.rowCount())]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_title_is_drawn_whole_inside_its_label(window, language):
    window.set_language(language)
    window.resize(1366, 768)
    window.layout().activate()
    title = window.home.title
    metrics = title.fontMetrics()
    text_rect = metrics.boundingRect(title.contentsRect(), int(title.alignment()), title.text())
    assert title.rect().contains(text_rect), (text_rect, title.rect())
    ink = metrics.tightBoundingRect(title.text())  # glyphs may reach past the font's ascent and descent
    baseline = text_rect.top() + metrics.ascent()
    assert baseline + ink.top() >= 0 and baseline + ink.bottom() < title.height()
    image = title.grab().toImage()  # and on screen: the last rows of the label hold no ink
    ground = image.pixelColor(image.width() - 1, image.height() - 1)
    for y in (image.height() - 1, image.height() - 2):
        assert all(image.pixelColor(x, y) == ground for x in range(0, min(image.width(), 300)))


def test_bot_seats_are_named_in_the_list(window, paths):
    saved(paths.saves / "a.json")
    window.home.refresh_saves()
    assert window.home.saves.item(0, 1).text() == "Aiko, Ben, Chiara (bot)"


def test_bot_seats_are_named_in_japanese(window, paths, qtbot):
    saved(paths.saves / "a.json")
    window.set_language("ja")
    qtbot.waitUntil(lambda: window.home.continue_label.text() == "保存したゲームを続ける")
    assert window.home.saves.item(0, 1).text() == "Aiko、Ben、Chiara（ボット）"


def test_a_save_named_with_a_newline_is_named_on_one_line(window, paths, qtbot):
    paths.saves.mkdir(parents=True)
    bad = paths.saves / "two\nlines.json"
    bad.write_text("{ nope", encoding="utf-8")
    window.home.refresh_saves()
    assert window.home.saves.item(0, 0).text() == "two\\nlines.json"
    qtbot.mouseClick(window.home.continue_button, Qt.MouseButton.LeftButton)
    problem = window.home.problem.text()
    assert problem.startswith("two\\nlines.json: The save is damaged at line 1") and "\n" not in problem
    assert "\n" not in window.home.saves.item(0, 0).toolTip()
    assert bad.read_text(encoding="utf-8") == "{ nope"


def test_continue_names_a_save_with_a_seat_that_is_not_there(window, paths, qtbot):
    path = paths.saves / "odd\r.json"
    saved(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"][1][0] = -1
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    window.home.refresh_saves()
    qtbot.mouseClick(window.home.continue_button, Qt.MouseButton.LeftButton)
    assert window.table is None
    assert window.home.problem.text() == ("odd\\r.json: The save is damaged: field “actions[1]”: there is no seat -1.")
    assert path.read_bytes() == before


def test_finished_games_are_listed_apart_and_can_be_looked_at(window, paths, qtbot):
    saved(paths.saves / "going.json", played="2026-01-02T10:00:00+00:00")
    finished = saved(paths.saves / "done.json", moves=None, played="2026-01-01T10:00:00+00:00")
    assert finished.is_over()
    window.home.refresh_saves()
    home = window.home
    assert [s.path.name for s in home.summaries] == ["going.json"] and home.saves.rowCount() == 1
    assert [s.path.name for s in home.finished_summaries] == ["done.json"] and home.finished.rowCount() == 1
    assert home.finished.item(0, 1).text() == "Aiko, Ben, Chiara (bot)"
    qtbot.mouseClick(home.look_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and window.table.controller.session.is_over()


def test_looking_at_a_finished_game_does_not_reorder_the_lists(window, paths, qtbot):
    saved(paths.saves / "new.json", moves=None, seed=4, played="2026-02-01T10:00:00+00:00")
    saved(paths.saves / "old.json", moves=None, seed=5, played="2026-01-01T10:00:00+00:00")
    home = window.home
    home.refresh_saves()
    assert [s.path.name for s in home.finished_summaries] == ["new.json", "old.json"]
    times = column(home.finished, 2)
    home.finished.selectRow(1)
    qtbot.mouseClick(home.look_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and window.table.controller.save_path.name == "old.json"
    window.leave_table()
    assert [s.path.name for s in home.finished_summaries] == ["new.json", "old.json"]
    assert column(home.finished, 2) == times


def test_saves_are_listed_by_last_play_not_by_file_time(window, paths):
    saved(paths.saves / "b.json", played="2026-01-03T10:00:00+00:00")
    saved(paths.saves / "a.json", played="2026-01-01T10:00:00+00:00")
    saved(paths.saves / "c.json", played="2026-01-02T10:00:00+00:00")
    for name, age in (("a.json", 0), ("b.json", 300), ("c.json", 100)):  # written in another order
        os.utime(paths.saves / name, (time.time() - age, time.time() - age))
    window.home.refresh_saves()
    assert [s.path.name for s in window.home.summaries] == ["b.json", "c.json", "a.json"]


def test_continuing_a_game_and_leaving_without_a_move_keeps_its_place(window, paths, qtbot):
    saved(paths.saves / "first.json", played="2026-01-03T10:00:00+00:00")
    saved(paths.saves / "second.json", played="2026-01-01T10:00:00+00:00")
    home = window.home
    home.refresh_saves()
    home.saves.selectRow(1)
    window.settings.bot_delay_ms = 60_000  # the bot seat must not move while the table is open
    qtbot.mouseClick(home.continue_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and window.table.controller.save_path.name == "second.json"
    window.leave_table()
    assert [s.path.name for s in home.summaries] == ["first.json", "second.json"]


def test_leftover_temporary_files_are_cleared_at_start_and_saves_kept(app, qtbot, paths):
    from tabletop.ui.app import make_window

    saved(paths.saves / "a.json")
    leftover = paths.saves / "a.json.x1y2z3w4.tmp"
    leftover.write_text('{"format": "tabletop-save"')
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    window = make_window(paths)
    qtbot.addWidget(window)
    assert not leftover.exists() and (paths.saves / "a.json").exists()
    assert [s.path.name for s in window.home.summaries] == ["a.json"]
    for translator in window.language._translators:
        app.removeTranslator(translator)


def test_the_marks_on_a_card_are_painted(window):
    card = next(c for c in window.home.cards if c.marks is not None)
    image = card.marks.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())}
    assert QColor(card.marks.marks[0].colour).name() in colours


def test_the_continue_lists_cache_is_kept_in_the_cache_folder_not_beside_the_saves(app, qtbot, paths):
    from tabletop.engine.saves import OLD_SUMMARY_INDEX
    from tabletop.ui.app import make_window

    saved(paths.saves / "a.json")
    stale = paths.saves / OLD_SUMMARY_INDEX  # an older version's index: entries a save of this name no longer has
    stale.write_text(json.dumps({"version": 1, "saves": {"a.json": {"stamp": [0, 0, 0], "seats": ["Zed"]}}}))
    window = make_window(paths)
    qtbot.addWidget(window)
    assert [s.seats for s in window.home.summaries] == [("Aiko", "Ben", "Chiara")]
    assert paths.summary_index.parent == paths.cache_dir == paths.cache and paths.summary_index.is_file()
    assert [p.name for p in paths.saves.iterdir()] == ["a.json"]  # a copy of the saves takes only saves
    assert list(json.loads(paths.summary_index.read_text(encoding="utf-8"))["saves"]) == ["a.json"]
    paths.summary_index.write_text("{ damaged")
    window.home.refresh_saves()
    assert [s.seats for s in window.home.summaries] == [("Aiko", "Ben", "Chiara")]
    assert list(json.loads(paths.summary_index.read_text(encoding="utf-8"))["saves"]) == ["a.json"]  # rebuilt
    for translator in window.language._translators:
        app.removeTranslator(translator)


def test_the_users_cache_folder_is_platformdirs_own():
    from platformdirs import PlatformDirs

    from tabletop.ui.settings import AppPaths

    mine = AppPaths.for_user()  # folders named, none made or written
    dirs = PlatformDirs("tabletop", appauthor=False)
    assert mine.cache == Path(dirs.user_cache_path) and mine.summary_index.parent == mine.cache
    assert mine.saves == Path(dirs.user_data_path) / "saves" and mine.cache != mine.saves
