"""The table's chrome (issue 21): the final table's heading, why Undo is greyed out, the Rules window (toggle,
Esc, never over Home or the New game dialog) and Home from the curtain."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.ui.rules_panel import RulesDialog


def _finished(game_id: str, names: list[str], seed: int = 8) -> Session:
    session = Session(available_games()[game_id], [SeatInfo(n) for n in names], {}, seed)
    rng = random.Random(seed)
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def _lowest_ink_row(widget) -> int:
    """Returns the lowest pixel row of `widget` drawn in its text colour (-1 when none)."""
    image = widget.grab().toImage()
    ink = QColor("#2f4f4a")
    for y in range(image.height() - 1, -1, -1):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) < 90:
                return y
    return -1


# --- the final table's heading -------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_final_headings_descenders_are_whole_and_clear_of_the_table(window, paths, qtbot, lang):
    window.set_language(lang)
    for game_id, names in (("star-cartel", ["Peggy", "Gypsy", "Jaq"]), ("star-trek", ["Peggy", "Gypsy"])):
        page = window.open_session(_finished(game_id, names), paths.saves / f"{game_id}.json")
        qtbot.waitUntil(lambda: page.stack.currentWidget() is page.results)
        results = page.results
        heading = results.heading
        assert any(c in heading.text() for c in "gyjpq")
        assert heading.geometry().bottom() < results.table.geometry().top()
        lowest = _lowest_ink_row(heading)
        # The lowest ink (a descender) is drawn inside the heading, not on its last row where Qt would cut it.
        assert 0 < lowest < heading.height() - 2, (lowest, heading.height())
    window.leave_table()


# --- why Undo is greyed out ----------------------------------------------------------------------------------------
def test_the_session_names_its_undo_barrier():
    game = available_games()["starfarers"]
    session = Session(game, [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara")], {}, 3)
    assert session.undo_barrier().code == "engine.undo_nothing"
    rng = random.Random(3)
    for _ in range(2000):
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        roll = next((a for a in legal if a.kind == "roll"), None)
        if roll is not None and len(session.log) > 20:
            session.act(seat, roll)
            break
        session.act(seat, rng.choice(legal))
    barrier = session.undo_barrier()
    assert barrier is not None and barrier.code == "engine.undo_revealed"
    assert barrier.params["move"] == len(session.log) - 1 and barrier.params["seat"] == session.log[-1].seat
    # A move that reveals nothing and keeps the decision can be taken back; one that hands it over cannot.
    for _ in range(2000):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
        if session.can_undo():
            assert session.undo_barrier() is None
        elif session.to_act()[0] != seat and not any(e.reveal for e in session.log[-1].events):
            assert session.undo_barrier().code == "engine.undo_handed_over"
            break
    else:
        pytest.fail("no hand-over without a reveal")


def test_undo_greyed_out_after_a_roll_says_why_and_what_the_roll_showed(window, paths, qtbot):
    game = available_games()["starfarers"]
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "random"), SeatInfo("Chiara", SeatKind.BOT, "random")]
    page = window.open_session(Session(game, seats, {}, 3), paths.saves / "roll.json")
    controller, session = page.controller, page.controller.session
    for _ in range(600):
        if controller.acting_person() is None:
            qtbot.waitUntil(lambda: controller.acting_person() is not None or session.is_over(), timeout=10_000)
        roll = next((a for a in controller.legal() if a.kind == "roll"), None)
        if roll is not None:
            controller.act(roll)
            if controller.acting_person() == 0:
                break
        else:
            controller.act(controller.legal()[0])
    page.refresh()
    assert not page.undo_button.isEnabled()
    tip = page.undo_button.toolTip()
    assert "Undo can't take back Aiko's last move: it showed something that was hidden" in tip
    rolled = [page.log.item(r).text() for r in range(page.log.count())][-3:]
    assert any(line in tip for line in rolled), (tip, rolled)
    # A move that can be taken back: Undo is live and says what it does.
    for action in controller.legal():
        before = len(session.log)
        controller.act(action)
        if controller.can_undo():
            break
        assert len(session.log) > before
        if controller.acting_person() != 0:
            pytest.skip("no move to take back after this roll")
    page.refresh()
    assert page.undo_button.isEnabled() and "Ctrl+Z" in page.undo_button.toolTip()


def test_undo_greyed_out_while_bots_play_says_whose_move_undo_takes_back(window, paths, qtbot):
    game = available_games()["star-cartel"]
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    page = window.open_session(Session(game, seats, {}, 9), paths.saves / "bots.json")
    page.set_pace(60_000)  # the bots wait: the table is drawn while they are to move
    controller = page.controller
    while controller.acting_person() == 0:
        controller.act(controller.legal()[0])
    assert controller.bots_playing()
    assert not page.undo_button.isEnabled()
    assert page.undo_button.toolTip() == "Undo takes back your own move when it is your turn."


# --- the Rules window ----------------------------------------------------------------------------------------------
def _table(window, paths):
    game = available_games()["star-cartel"]
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    page = window.open_session(Session(game, seats, {}, 9), paths.saves / "rules.json")
    page.set_pace(60_000)
    return page


def _rules_open(window) -> list[RulesDialog]:
    return [d for d in window.findChildren(RulesDialog) if d.isVisible()]


def test_rules_toggles_and_esc_closes_it_from_itself_or_the_table(window, paths, qtbot):
    page = _table(window, paths)
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert len(_rules_open(window)) == 1
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert _rules_open(window) == []
    # Esc in the Rules window, with no click inside it first.
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    dialog = _rules_open(window)[0]
    assert dialog.search.hasFocus() or dialog.focusWidget() is dialog.search
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert _rules_open(window) == []
    # Esc on the table.
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert _rules_open(window)
    page.board.setFocus()
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert _rules_open(window) == []
    # Another game's rules from Home replace the window rather than close it.
    window.show_rules("star-cartel")
    assert window.show_rules("thiefs-market") is not None and len(_rules_open(window)) == 1


def test_rules_never_stay_over_home_or_the_new_game_dialog(window, paths, qtbot):
    page = _table(window, paths)
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert _rules_open(window)
    qtbot.mouseClick(page.menu_button, Qt.MouseButton.LeftButton)
    assert window.table is None and _rules_open(window) == []
    window.show_rules("star-cartel")
    dialog = window.ask_new_game("star-cartel")
    qtbot.addWidget(dialog)
    assert _rules_open(window) == []
    dialog.reject()


# --- Home from the curtain -----------------------------------------------------------------------------------------
def test_the_group_goes_home_from_the_curtain_without_anyone_s_table_shown(window, paths, qtbot):
    game = available_games()["star-cartel"]
    session = Session(game, [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara")], {}, 9)
    page = window.open_session(session, paths.saves / "curtain.json")
    controller = page.controller
    assert page.curtain.isVisible() and page.curtain.home.isVisible()
    assert page.curtain.home.text() == "Home (the game is saved)"
    # The curtain's Home sits where the table's own Home is: the bottom right.
    home = page.curtain.home.geometry()
    assert home.bottom() > page.curtain.height() * 0.8 and home.right() > page.curtain.width() * 0.8
    drawn_for: list[object] = []
    original = page.refresh
    page.refresh = lambda: (drawn_for.append(controller.viewer), original())[1]  # type: ignore[method-assign]
    qtbot.mouseClick(page.curtain.home, Qt.MouseButton.LeftButton)
    assert window.table is None and window.stack.currentWidget() is window.home
    assert drawn_for == [] and controller.viewer is None
    # The game is saved at the hand-over and continues there, behind the curtain again.
    again = window.continue_game(paths.saves / "curtain.json")
    assert again is not None and again.curtain.isVisible() and again.controller.viewer is None


@pytest.mark.parametrize("keys", ["Ctrl+Shift+Z", "Ctrl+Y"])
def test_redo_by_keyboard_plays_the_undone_move_again_exactly(window, paths, qtbot, keys):
    from PySide6.QtGui import QKeySequence
    from PySide6.QtTest import QTest

    from tabletop.engine.snapshot import snapshot

    game = available_games()["cartographers"]
    page = window.open_session(Session(game, [SeatInfo("Aiko")], {}, 3), paths.saves / "redo.json")
    controller, session = page.controller, page.controller.session
    for action in controller.legal():  # a move that may be taken back
        controller.act(action)
        if controller.can_undo():
            break
    assert controller.can_undo(), "no move to take back"
    played, state = session.log[-1], snapshot(session.state)
    page.activateWindow()
    page.setFocus()
    QTest.keySequence(page.window(), QKeySequence("Ctrl+Z"))
    qtbot.waitUntil(lambda: session.log[-1:] != [played], timeout=5_000)
    assert "Ctrl+Shift+Z" in page.undo_button.toolTip() or not page.undo_button.isEnabled()
    QTest.keySequence(page.window(), QKeySequence(keys))
    qtbot.waitUntil(lambda: session.log[-1:] == [played], timeout=5_000)
    assert snapshot(session.state) == state and not controller.can_redo()
    # Redo with nothing taken back says so, and changes nothing.
    QTest.keySequence(page.window(), QKeySequence(keys))
    qtbot.waitUntil(lambda: bool(page.refusal.text()), timeout=5_000)
    assert "no move taken back" in page.refusal.text() and session.log[-1] == played
