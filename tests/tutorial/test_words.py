"""A tutorial's words match the table: the learner's name follows the language, the solo tutorial ends with the
solo title (not a tie rule nobody can meet), and Thief's Market calls dice what the move list calls them and
explains henchmen before it scores them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.games.cartographers.components import SOLO_TITLES
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.texts import SHARED, texts_for
from tabletop.ui.i18n import Language, translate, words_of


def say(game_id: str, code: str) -> str:
    """Returns a tutorial text in the current language."""
    return translate(*texts_for(game_id)[code])


@pytest.fixture(params=["en", "ja"])
def lang(request, app):
    language = Language()
    assert language.use(request.param)
    yield request.param
    language.use("en")


def test_the_learners_name_follows_the_language(window, qtbot):
    assert window.language.use("ja")
    card = next(c for c in window.home.cards if c.game_id == "cartographers")
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    page = window.table
    japanese = translate(*SHARED["learner"])
    assert japanese != "Apprentice" and page.controller.session.seats[0].name == japanese
    page.tutorial.bubble.next_button.click()
    assert page.controller.act(page.tutorial.runner.expected)
    assert window.language.use("en")
    QApplication.processEvents()
    assert page.controller.session.seats[0].name == "Apprentice"
    assert "Apprentice" in page.prompt.text() and japanese not in page.prompt.text()
    lines = [page.log.item(k).text() for k in range(page.log.count())]
    assert lines and not any(japanese in line for line in lines) and any("Apprentice" in line for line in lines)


def test_the_solo_tutorial_ends_with_the_queens_title_not_a_tie_rule(lang):
    tutorial = load_tutorial("cartographers")
    assert tutorial.players == 1
    end = tutorial.steps[-1]
    words = say("cartographers", end.text) + " " + say("cartographers", end.rule or end.text)
    term = words_of("cartographers")
    assert term(SOLO_TITLES[0][1]) in words and term("Apprentice Surveyor") in words
    assert ("Ties" not in words) if lang == "en" else ("同点" not in words)


def test_thiefs_market_names_dice_as_the_move_list_does_and_teaches_henchmen_before_scoring(lang):
    tutorial = load_tutorial("thiefs-market")
    term = words_of("thiefs-market")
    words = {s.id: say("thiefs-market", s.text) + " " + (say("thiefs-market", s.rule) if s.rule else "")
             for s in tutorial.steps if s.text}
    gem = "gem" if lang == "en" else "宝石"
    for step in ("welcome", "return"):  # the dice in a pile: the log says "1 blue, 2 mask"
        assert term("blue") in words[step] and term("infamy") in words[step]
        assert gem not in words[step], f"{step} calls a die a gem: {words[step]}"
    bag = term("gold")  # the die's face, "gold bag", which only becomes a gold token at the round's end
    assert bag in words["pay"] and bag in words["end"]
    henchman = term("henchman")
    order = [s.id for s in tutorial.steps if s.text]
    first = next(k for k, sid in enumerate(order) if henchman in words[sid])
    assert order[first] != "end" and henchman in words["end"]


def test_the_ambush_step_names_what_the_table_shows(lang):
    """The ambush card's corner is not on the table: the words name the card its row of revealed cards shows, and
    the corner the red frames mark (top right, where the monsters went in the seeded game)."""
    from tabletop.games.cartographers.rules import CARD
    from tabletop.tutorial.runner import TutorialRunner
    from tabletop.tutorial.model import StepKind

    runner = TutorialRunner(load_tutorial("cartographers"))
    while runner.step.id != "ambush":
        runner.next() if runner.step.kind is StepKind.READ else runner.play(runner.expected)
    ambush = next(e for t in runner.session.log for e in t.events if e.code == "carto.solo_ambush")
    cells = ambush.params["cells"]
    assert all(r <= 1 and c >= 8 for r, c in cells)  # rows A-B, columns 9-11: the top right corner
    view = runner.session.game.view(runner.session.state, runner.learner)
    names = [words_of("cartographers")(CARD[c].name) for c in view.revealed]
    words = say("cartographers", "ambush")
    assert any(name in words for name in names), f"the words name no card the row shows: {words}"
    assert ("top right" in words and "card names" not in words) if lang == "en" else "右上" in words
