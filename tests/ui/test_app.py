"""The app shell: home page, New game, Continue, damaged saves, Rules panel, language, self-test."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from tabletop.engine.session import SeatKind
from tabletop.ui.app import make_window
from tabletop.ui.rules_panel import RulesDialog
from tabletop.ui.settings import Settings


def test_home_lists_the_five_games_and_only_playable_ones_start(window):
    titles = [card.title.text() for card in window.home.cards]
    assert titles == ["Cartographers", "Star Cartel", "Thief's Market", "Catan: Starfarers",
                      "Star Trek CCG, Second Edition"]
    assert [card.button.isEnabled() for card in window.home.cards] == [True, True, True, True, True]


def test_new_game_dialog_builds_seats_and_refuses_bad_ones(window, qtbot):
    dialog = window.ask_new_game("star-cartel")
    qtbot.addWidget(dialog)
    assert dialog.count.minimum() == 3 and dialog.count.maximum() == 6
    dialog.count.setValue(3)
    dialog.names[1].setText("aiko")  # same as "Aiko", ignoring case
    dialog.accept()
    assert dialog.isVisible() and "aiko" in dialog.problem.text()
    dialog.names[1].setText("")
    dialog.accept()
    assert dialog.problem.text() == "Player 2 needs a name."
    dialog.names[1].setText("Ben")
    dialog.seed.setText("x1")
    dialog.accept()
    assert "whole number" in dialog.problem.text()
    dialog.seed.setText("99")
    dialog.kinds[2].setCurrentIndex(dialog.kind_choices.index(("bot", "random")))
    dialog.option_boxes["abilities"].setChecked(False)
    dialog.accept()
    page = window.table
    session = page.controller.session
    assert [s.name for s in session.seats] == ["Aiko", "Ben", "Chiara"]
    assert session.seats[2].kind is SeatKind.BOT and session.seats[2].bot == "random"
    assert session.seed == 99 and session.options == {"abilities": False}
    assert page.controller.save_path.exists()


def test_continue_lists_saves_with_whose_turn(window, qtbot):
    dialog = window.ask_new_game("star-cartel")
    qtbot.addWidget(dialog)
    dialog.accept()
    window.leave_table()
    home = window.home
    assert home.saves.rowCount() == 1
    assert home.saves.item(0, 0).text() == "Star Cartel"
    assert "Aiko" in home.saves.item(0, 1).text()
    qtbot.mouseClick(home.continue_button, Qt.MouseButton.LeftButton)
    assert window.table is not None


def test_a_damaged_save_is_named_and_never_touched(window, paths, qtbot):
    paths.saves.mkdir(parents=True)
    bad = paths.saves / "broken.json"
    bad.write_text('{"format": "tabletop-save", "format_version": 1, "game": ', encoding="utf-8")
    window.home.refresh_saves()
    assert window.home.saves.item(0, 2).text() == "damaged: cannot continue"
    qtbot.mouseClick(window.home.continue_button, Qt.MouseButton.LeftButton)
    assert window.table is None
    assert "broken.json: The save is damaged at line 1" in window.home.problem.text()
    assert bad.read_text(encoding="utf-8").endswith('"game": ')
    assert [p.name for p in paths.saves.iterdir()] == ["broken.json"]


def test_language_switches_at_run_time_and_is_remembered(window, paths, qtbot):
    window.home.language_box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: window.home.continue_label.text() == "保存したゲームを続ける")  # LanguageChange is posted
    assert window.home.cards[1].title.text() == "スターカルテル"
    assert json.loads(paths.settings_file.read_text(encoding="utf-8"))["language"] == "ja"
    dialog = window.ask_new_game("star-cartel")
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.kinds[2].setCurrentIndex(0)  # three people: the curtain comes first
    dialog.accept()
    page = window.table
    assert page.curtain.title.text().endswith("さんに交代")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert "ハブ" in page.prompt.text()
    assert page.undo_button.text() == "取り消し"
    again = make_window(paths)
    qtbot.addWidget(again)
    assert again.language.code == "ja"
    window.home.language_box.setCurrentIndex(0)
    qtbot.waitUntil(lambda: window.table.undo_button.text() == "Undo")


def test_rules_panel_searches_both_languages(app, qtbot):
    for language, needle, reconstructed in (("en", "Cassiopeia", "Reconstructed card values"),
                                            ("ja", "カシオペア", "再構成")):
        dialog = RulesDialog(language, "star-cartel")
        qtbot.addWidget(dialog)
        dialog.search.setText(needle)
        assert dialog.matches >= 2
        assert dialog.find_next()
        assert reconstructed in dialog.text.toPlainText()
        dialog.search.setText("no such words here")
        assert dialog.matches == 0 and not dialog.find_next()


def test_settings_survive_a_damaged_file(paths):
    paths.config.mkdir(parents=True)
    paths.settings_file.write_text("{oops", encoding="utf-8")
    assert Settings.load(paths.settings_file) == Settings()


def test_self_test_opens_every_game_and_exits_0(tmp_path):
    for lang in ("en", "ja"):
        proc = subprocess.run([sys.executable, "-m", "tabletop", "--self-test", "--lang", lang, "--screenshots",
                               str(tmp_path)], capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        assert "self-test passed" in proc.stdout
    assert {p.name for p in tmp_path.iterdir()} >= {"self-test-menu-en.png", "self-test-star-cartel-ja.png"}


def test_self_test_refuses_bad_arguments():
    proc = subprocess.run([sys.executable, "-m", "tabletop", "--self-test", "--lang", "xx"], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2


def test_new_cartographers_game_defaults_to_solo_with_its_options(window, qtbot):
    dialog = window.ask_new_game("cartographers")
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 1 and dialog.count.minimum() == 1
    assert set(dialog.option_boxes) == {"side_b", "skills", "promo_ambushes"}  # no text option in the dialog
    dialog.option_boxes["side_b"].setChecked(True)
    dialog.option_boxes["skills"].setChecked(True)
    dialog.accept()
    session = window.table.controller.session
    assert len(session.seats) == 1 and session.options["side_b"] and len(session.state.skills) == 3


def test_settings_are_edited_saved_and_used(window, paths, qtbot):
    dialog = window.edit_settings()
    qtbot.addWidget(dialog)
    dialog.name.setText("Mika")
    dialog.pace.setCurrentIndex(2)  # fast
    dialog.motion.setChecked(True)
    dialog.accept()
    saved = json.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert saved["player_name"] == "Mika" and saved["bot_delay_ms"] == 250 and saved["reduced_motion"] is True
    card = next(c for c in window.home.cards if c.game_id == "cartographers")
    today = next(button for _, button in card.tool_buttons if button.text() == "Today's map")
    qtbot.mouseClick(today, Qt.MouseButton.LeftButton)  # the game's own button on its card
    page = window.table
    assert page.controller.session.seats[0].name == "Mika"
    assert page.controller.bot_delay_ms == 250 and page.controller.reduced_motion


def test_open_app_shows_the_home_page_in_the_users_folders_and_remembered_language(app, qtbot, paths, monkeypatch):
    from tabletop.ui import app as app_module
    from tabletop.ui.settings import AppPaths

    Settings(language="ja").save(paths.settings_file)
    monkeypatch.setattr(AppPaths, "for_user", classmethod(lambda cls: paths))
    opened, window = app_module.open_app([])
    qtbot.addWidget(window)
    assert opened is app and window.isVisible()
    assert window.stack.currentWidget() is window.home
    assert window.home.cards[0].title.text() == "カートグラファーズ"
    window.set_language("en")  # leave the shared QApplication in English for the next tests


def test_each_playable_game_card_shows_the_marks_its_table_is_played_with(window):
    from tabletop.ui.games.star_cartel import CARGO_MARKS
    from tabletop.ui.games.star_trek import StarTrekScene
    from tabletop.ui.games.starfarers.scene import RESOURCE_MARKS
    from tabletop.ui.games.thiefs_market import FACE_MARKS

    cards = {card.game_id: card for card in window.home.cards}
    assert cards["star-cartel"].marks.marks == tuple(CARGO_MARKS.values())
    assert cards["thiefs-market"].marks.marks == tuple(FACE_MARKS.values())
    assert len({m.shape for m in cards["cartographers"].marks.marks}) == 5  # five terrains, five shapes
    assert cards["starfarers"].marks.marks == tuple(RESOURCE_MARKS.values())
    assert cards["star-trek"].marks.marks == StarTrekScene.EMBLEM


OLD_SAVES = Path(__file__).resolve().parents[1] / "saves_old"  # saves made by older commits (its README)


def test_a_game_saved_by_an_older_version_goes_on_and_the_table_says_so_in_one_line(window, paths, qtbot):
    path = paths.saves / "starfarers-old.json"
    paths.saves.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(OLD_SAVES / "starfarers-1-39dbf6d-mid-trade.json", path)
    page = window.continue_game(path)
    assert page is not None and page.controller.snapshot().replayed_from_older
    assert not page.notice.isHidden()
    assert page.notice.text() == "Saved by an older version; replayed under today's rules."
    # The bots play on to the person's turn, and the autosave writes today's rules version.
    qtbot.waitUntil(lambda: json.loads(path.read_bytes())["rules_version"] == 2, timeout=10000)
    assert not page.notice.isHidden()  # said for the whole sitting: this game came from an older save
    window.set_language("ja")
    qtbot.waitUntil(lambda: page.notice.text() == "古いバージョンで保存されたゲームを、現在のルールで再現しました。",
                    timeout=5000)


def test_a_game_of_todays_rules_has_no_such_line(window):
    dialog = window.ask_new_game("star-cartel")
    dialog.accept()
    page = window.table
    assert not page.controller.snapshot().replayed_from_older and page.notice.isHidden()


def test_an_older_save_that_cannot_go_on_is_named_on_the_home_page_and_never_written(window, paths):
    name = "star-trek-1-39dbf6d-mid-attempt-late.json"
    path = paths.saves / name
    paths.saves.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(OLD_SAVES / "refused" / name, path)
    before = path.read_bytes()
    window.home.refresh_saves()
    assert window.continue_game(path) is None and window.table is None
    problem = window.home.problem.text()
    assert problem.startswith(f"{name}: This Star Trek CCG, Second Edition game was saved by an older version")
    assert "its move 78, Aiko's “Pass”, no longer fits" in problem and "\n" not in problem
    window.home.refresh_saves()
    assert path.read_bytes() == before and sorted(p.name for p in paths.saves.glob("*.json")) == [name]


def test_the_home_title_has_room_for_its_whole_line_in_both_languages(window):
    from PySide6.QtGui import QFontMetrics

    for language in ("en", "ja"):
        window.set_language(language)
        title = window.home.title
        window.resize(1366, 768)
        window.layout().activate()
        assert title.height() >= QFontMetrics(title.font()).lineSpacing(), language
