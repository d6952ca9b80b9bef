"""“Play a real game” at a tutorial's end opens the New game dialog filled in like the lesson (the game, its seats:
names, person or bot, and its options), not a started game; Start plays those settings with a fresh deal, Cancel
stays at the lesson's end. Every game with a tutorial."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import SeatKind
from tabletop.games import entries
from tabletop.ui.home import game_title
from tabletop.ui.new_game import NewGameDialog

GAMES = [e.id for e in entries() if e.tutorial]


def finish_lesson(window, qtbot, game_id):
    """Returns the tutorial page of `game_id`, played to its end step (its bubble offering a real game)."""
    card = next(c for c in window.home.cards if c.game_id == game_id)
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    page = window.table
    page.tutorial.runner.play_to_end()
    page.tutorial.refresh()
    assert page.tutorial.bubble.real_button.isVisible()
    return page


def open_dialog(window, page) -> NewGameDialog:
    """Returns the New game dialog that Play a real game opened."""
    page.tutorial.bubble.real_button.click()
    QApplication.processEvents()
    dialogs = [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
    assert len(dialogs) == 1, "Play a real game did not open one New game dialog"
    return dialogs[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_play_a_real_game_opens_the_new_game_dialog_filled_in_like_the_lesson(window, qtbot, game_id):
    page = finish_lesson(window, qtbot, game_id)
    runner = page.tutorial.runner
    seats = list(runner.session.seats)
    dialog = open_dialog(window, page)
    assert window.table is page  # nothing started yet
    assert game_title(game_id) in dialog.windowTitle()
    assert dialog.count.value() == len(seats)
    for k, seat in enumerate(seats):
        assert dialog.names[k].text() == seat.name
        kind, bot = dialog.kind_choices[dialog.kinds[k].currentIndex()]
        assert (kind, bot) == (seat.kind.value, seat.bot if seat.kind is SeatKind.BOT else None), f"seat {k}"
    choice = dialog.collect()
    assert choice.options == dict(runner.session.options)
    dialog.accept()
    QApplication.processEvents()
    real = window.table
    assert real is not page and getattr(real, "tutorial", None) is None
    session = real.controller.session
    assert [(s.name, s.kind, s.bot) for s in session.seats] == [(s.name, s.kind, s.bot) for s in seats]
    assert session.options == dict(runner.session.options) and real.controller.save_path is not None


def test_cancel_stays_at_the_lessons_end(window, qtbot):
    page = finish_lesson(window, qtbot, "starfarers")
    dialog = open_dialog(window, page)
    assert dialog.count.value() == 3 and dialog.names[0].text() == "Ada" and dialog.names[2].text() == "Bruno"
    dialog.reject()
    QApplication.processEvents()
    assert window.table is page and page.tutorial.runner.finished
