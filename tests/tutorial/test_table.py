"""Tutorials at the table: Learn to play opens one, it plays to its end in both languages with every bubble's
text inside the bubble, a wrong click is answered and changes nothing, the end offers a real game; and the
learner's time stays under ten minutes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

from tabletop.engine.session import SeatKind
from tabletop.games import entries
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import StepKind
from tabletop.tutorial.runner import TutorialRunner
from tabletop.tutorial.texts import texts_for
from tabletop.tutorial.timing import estimate
from tabletop.ui.i18n import translate
from tests.tutorial.walk import shoot, walk

GAMES = [e.id for e in entries() if e.tutorial]  # every game that registers a tutorial


def open_from_home(window, qtbot, game_id):
    card = next(c for c in window.home.cards if c.game_id == game_id)
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    page = window.table
    assert page is not None and page.tutorial is not None
    return page


def text_fits(label) -> bool:
    """Returns True when the label's wrapped text, measured with its font, fits inside it."""
    metrics = QFontMetrics(label.font())
    need = metrics.boundingRect(QRect(0, 0, label.width(), 100000), Qt.TextFlag.TextWordWrap, label.text())
    return need.width() <= label.width() and need.height() <= label.height()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_learn_to_play_runs_the_tutorial_to_its_end(window, qtbot, tmp_path, game_id, lang):
    assert window.language.use(lang)
    page = open_from_home(window, qtbot, game_id)
    overlay = page.tutorial
    assert overlay.runner.session.seats[overlay.runner.learner].kind is SeatKind.PERSON
    problems = []

    def check(k, step):
        bubble = overlay.bubble
        assert bubble.isVisible() and window.rect().contains(bubble.geometry()), step.id
        for label in bubble.labels:
            if label.isVisible() and not text_fits(label):
                problems.append(f"{step.id}: {label.text()!r} does not fit {label.size()}")
        say = bubble.say.text()
        if lang == "ja" and step.text:
            assert any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in say), \
                f"{step.id}: no Japanese for {say!r}"
        if step.kind is StepKind.ACT:
            assert overlay.ring.isVisible(), f"{step.id}: nothing points at the move"
            assert bubble.move_line.text(), step.id

    files = shoot(qtbot, window, page, tmp_path, f"{game_id}-{lang}")
    walk_problems = list(problems)
    problems.clear()
    assert not walk_problems, walk_problems
    assert len(files) == sum(max(1, len(s.actions)) for s in overlay.runner.tutorial.steps
                             if s.kind is not StepKind.BOTS)  # a step of several moves: seen before each
    check(0, overlay.runner.step)  # the end step: scores shown, a real game offered
    assert overlay.bubble.real_button.isVisible() and overlay.bubble.move_line.text()
    options = dict(overlay.runner.session.options)
    seats = len(overlay.runner.session.seats)
    overlay.bubble.real_button.click()  # the New game dialog, filled in like the lesson (test_real_game.py)
    from tabletop.ui.new_game import NewGameDialog

    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    assert window.table is page
    dialog.accept()
    real = window.table
    assert real is not page and getattr(real, "tutorial", None) is None
    assert real.controller.session.options == options and len(real.controller.session.seats) == seats
    assert real.controller.save_path is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_click_is_answered_and_nothing_is_played(window, qtbot, game_id):
    page = open_from_home(window, qtbot, game_id)
    overlay = page.tutorial
    runner = overlay.runner
    walked = []

    def first_act(k, step):  # the first act step with another legal move to try (a lone roll has none)
        if step.kind is StepKind.ACT and not walked and len(runner.session.legal_actions(runner.learner)) > 1:
            walked.append(step)
            raise StopIteration

    with pytest.raises(StopIteration):
        walk(qtbot, page, first_act)
    session = runner.session
    log, index = len(session.log), runner.index
    legal = list(session.legal_actions(runner.learner))
    other = next(a for a in legal if a != runner.expected)
    assert not page.controller.act(other)
    assert overlay.bubble.feedback.isVisible() and overlay.bubble.feedback.text() == \
        translate(*texts_for(game_id)["not_this_move"])
    illegal = next(a for a in session.game.action_universe(session.state) if a not in legal)
    assert not page.controller.act(illegal)
    assert overlay.bubble.feedback.text() and overlay.bubble.feedback.text() == page.refusal.text()
    assert (len(session.log), runner.index) == (log, index)
    assert page.controller.hint().action == runner.expected and not page.controller.can_undo()
    assert page.controller.hint_search() is None  # a lesson's hint is its step's move, never a search's


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_learner_needs_under_ten_minutes(app, game_id, lang, capsys):
    from tabletop.ui.i18n import Language

    language = Language()
    assert language.use(lang)
    try:
        tutorial = load_tutorial(game_id)
        runner = TutorialRunner(tutorial)
        runner.play_to_end()
        bot_moves = sum(1 for t in runner.session.log if t.seat != tutorial.learner)
        texts = texts_for(game_id)
        found = estimate(tutorial, lambda code: translate(*texts[code]), lang, bot_moves)
    finally:
        language.use("en")
    with capsys.disabled():
        print(f"\n{game_id} [{lang}]: {found.steps} steps, {found.moves} moves, {found.bot_moves} bot moves, "
              f"{found.minutes:.1f} minutes")
    assert found.seconds < 600
