"""The hint asks the Strong bot's short search where the game sets a hint budget: thought out off the window's
thread, the same move for the same table, dropped when the table moves on; elsewhere (and in a lesson) it is the
Normal bot's, at once."""

from __future__ import annotations

import gc
import random
from typing import Any

from PySide6.QtCore import Qt

from tabletop.bots import explain, make_bot
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.ui.i18n import reason_text
from tests.ui.hinting import click_hint
from tests.ui.settle import settle

CARTO = available_games()["cartographers"]
TREK = available_games()["star-trek"]
LOOKING = "Looking for a good move…"


def searched_move(controller: Any) -> Any:
    """Returns the move the hint's search gives for the person at the screen, thought out here on the same seed."""
    session, seat = controller.session, controller.acting_person()
    rng = random.Random(random.Random(len(session.log)).getrandbits(64))  # as the worker re-seeds it
    return controller.hint_search().think(session.game, session.game.copy_state(session.state), seat,
                                          session.legal_actions(seat), rng)


def test_the_cartographers_hint_is_the_strong_search_s_move_and_says_why(window, qtbot, paths):
    session = Session(CARTO, [SeatInfo("Aiko")], {}, 21)
    page = window.open_session(session, paths.saves / "strong-hint.json")
    controller = page.controller
    assert controller.hint_search() is not None and controller.hint_search().plan.budget == \
        make_bot("strong", "cartographers").hint_budget
    expected = searched_move(controller)
    page._hint()
    # Until the search's answer reaches the window, the table says it is looking and asking again adds nothing.
    assert controller.hint_pending() and page.hint.text() == LOOKING
    ticket = controller._hinting
    page._hint()
    assert controller._hinting is ticket
    qtbot.waitUntil(lambda: not controller.hint_pending(), timeout=20_000)
    assert page.hint.text().startswith("Hint: ")
    assert page.moves.currentItem().data(Qt.ItemDataRole.UserRole) == expected  # selected, ready for Enter
    qtbot.waitUntil(gc.isenabled, timeout=5_000)  # the collector resumes once the search is over


def test_a_searched_hint_gives_the_normal_bot_s_reason_where_they_agree_and_the_search_s_where_not(
        window, qtbot, paths):
    session = Session(CARTO, [SeatInfo("Aiko")], {}, 23)
    page = window.open_session(session, paths.saves / "reasons.json")
    controller, seen = page.controller, set()
    for _ in range(12):
        normal = controller.hint()
        hint = click_hint(qtbot, page)
        assert hint.action == searched_move(controller)
        why = page.hint.text().split("\n", 1)[1]
        if hint.action == normal.action:
            assert hint.why == normal.why and why == reason_text(normal.why, ["Aiko"])
        else:
            other = str(CARTO.describe_action(session.view(0), normal.action))
            assert hint.why.code == "engine.hint_searched_why" and other in why
            assert str(controller.hint_search().plan.budget.playouts) in why
            # ... and what the move itself does in the position, in the Normal bot's words for this very move.
            own = explain(make_bot("greedy", "cartographers"), CARTO, session.view(0), 0, hint.action)
            assert hint.why.params["why"] == own and why.startswith(reason_text(own, ["Aiko"]))
        seen.add(hint.action == normal.action)
        controller.act(hint.action)
    assert seen == {True, False}


def test_a_hint_thought_out_for_a_table_that_moved_on_is_dropped(window, qtbot, paths):
    session = Session(CARTO, [SeatInfo("Aiko")], {}, 22)
    page = window.open_session(session, paths.saves / "moved-on.json")
    controller = page.controller
    shown: list[Any] = []
    controller.hinted.connect(shown.append)
    page._hint()
    future = controller._hinting.future
    controller.act(controller.legal()[0])  # the person moves before the hint is ready
    assert not controller.hint_pending()
    future.result(timeout=30)
    settle(controller._hinter)  # anything the thread posts for the window has reached it, and been dropped there
    assert shown == [] and page.hint.text() != LOOKING and not page.hint.text().startswith("Hint: ")
    qtbot.waitUntil(gc.isenabled, timeout=5_000)


def test_a_game_without_a_hint_budget_hints_the_normal_move_at_once(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy")]
    session = Session(TREK, seats, {}, 6)
    page = window.open_session(session, paths.saves / "normal-hint.json")
    qtbot.waitUntil(lambda: page.controller.acting_person() is not None, timeout=20_000)
    assert page.controller.hint_search() is None, "this test wants a game whose hint is the Normal bot's"
    hint = page.controller.hint()
    page._hint()  # answered before the window runs again: nothing is thought out off its thread
    assert not page.controller.hint_pending() and page.hint.text().startswith("Hint: ")
    assert click_hint(qtbot, page) == hint
