"""A game may teach in several lessons (issue 33): each is registered with its words on the game's home card, and
each button starts its own lesson; every game's first lesson stays its Learn to play, where it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from tabletop.games import entries
from tabletop.registry import LEARN, LEARN_TIP, Lesson
from tabletop.tutorial.load import every_lesson
from tabletop.ui.i18n import translate


def test_every_games_first_lesson_is_its_learn_to_play_where_it_was():
    for e in entries():
        if e.tutorials:
            folder = e.rules.split(".")[2]  # tabletop.games.<folder>.rules:…
            assert e.tutorials[0] == Lesson(f"{folder}/tutorial.json", LEARN, LEARN_TIP), e.id
            assert e.tutorial == e.tutorials[0].file
    assert [k for g, k in every_lesson() if g == "star-trek"] == [0, 1]
    assert all(len(e.tutorials) == 1 for e in entries() if e.tutorials and e.id != "star-trek")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_star_trek_card_offers_both_lessons_and_each_starts_its_own(window, qtbot, lang):
    window.resize(1366, 768)
    assert window.language.use(lang)
    QApplication.processEvents()
    card = next(c for c in window.home.cards if c.game_id == "star-trek")
    texts = [button.text() for _, button in card.learn_buttons]
    assert texts == [translate("tutorial", "Learn to play"), translate("tutorial_star_trek", "Learn to play: battles")]
    if lang == "ja":
        assert texts == ["遊び方を学ぶ", "遊び方を学ぶ：戦闘"]
    for _, button in card.learn_buttons:  # whole inside the card, and clear of every other button on it
        inside = QRect(button.mapTo(card, QPoint(0, 0)), button.size())
        assert card.rect().contains(inside) and button.isVisible()
        assert button.fontMetrics().horizontalAdvance(button.text()) <= button.width()
    for other in window.home.cards:
        if other.game_id != "star-trek" and other.learn_button is not None:
            assert len(other.learn_buttons) == 1 and other.learn_button.text() == texts[0]
    for lesson, ending in ((1, "tutorial_battles.json"), (0, "tutorial.json")):
        if window.table is not None:
            window.leave_table()  # back to the home page
        qtbot.mouseClick(dict(card.learn_buttons)[lesson], Qt.MouseButton.LeftButton)
        page = window.table
        assert page is not None and page.tutorial is not None
        assert page.tutorial.runner.tutorial.source.endswith("star_trek/" + ending)
        assert page.tutorial.runner.index == 0 and not page.tutorial.runner.session.log


def test_the_battles_lessons_real_game_offers_the_premade_decks(window, qtbot):
    from tabletop.ui.new_game import NewGameDialog

    card = next(c for c in window.home.cards if c.game_id == "star-trek")
    qtbot.mouseClick(dict(card.learn_buttons)[1], Qt.MouseButton.LeftButton)
    page = window.table
    page.tutorial.runner.play_to_end()
    page.tutorial.refresh()
    page.tutorial.bubble.real_button.click()
    QApplication.processEvents()
    dialog, = [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
    choice = dialog.collect()
    assert choice.options["decks"] == "federation_premiere,borg_call_to_arms"  # not the lesson's ten cards
    assert page.tutorial.runner.session.options["decks"].startswith("[")
    dialog.reject()
