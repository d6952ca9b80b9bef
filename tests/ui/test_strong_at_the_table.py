"""The Strong bot at the table: it thinks on its own thread while the window goes on, and a move thought out for
a table that was left is never played."""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtCore import QTimer

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games.star_cartel import GAME
from tests.ui.settle import settle


def open_table(window: Any, paths: Any, name: str) -> Any:
    """Returns the controller of a Star Cartel table: Aiko, then three Strong bots, bots at once."""
    seats = [SeatInfo("Aiko")] + [SeatInfo(n, SeatKind.BOT, "strong") for n in ("Ben", "Chiara", "Dai")]
    page = window.open_session(Session(GAME, seats, {}, 5), paths.saves / name)
    page.controller.set_pace(0)
    return page.controller


def test_strong_bots_think_off_the_window_thread_and_play_their_moves(window: Any, paths: Any, qtbot: Any) -> None:
    controller = open_table(window, paths, "strong.json")
    session = controller.session
    ticks: list[int] = []
    beat = QTimer()
    beat.timeout.connect(lambda: ticks.append(len(session.log)))
    beat.start(5)
    while session.to_act()[0] == 0:
        controller.act(session.legal_actions(0)[0])
    before = len(session.log)
    qtbot.waitUntil(lambda: session.is_over() or session.to_act()[0] == 0, timeout=60_000)
    beat.stop()
    assert controller._thinker is not None and len(session.log) > before
    # The window's own timer kept firing while the bots thought: at some beat a bot was still to move.
    assert any(n < len(session.log) for n in ticks if n >= before)
    qtbot.waitUntil(gc.isenabled, timeout=5_000)  # the collector resumes once the thinking is over


def test_a_move_thought_out_for_a_table_left_is_never_played(window: Any, paths: Any, qtbot: Any) -> None:
    controller = open_table(window, paths, "left.json")
    session = controller.session
    while session.to_act()[0] == 0:
        controller.act(session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: controller._thinking is not None, timeout=10_000)
    ticket = controller._thinking
    # No garbage collection on the bot's thread while it thinks: freeing a Qt item there would crash the app.
    assert not gc.isenabled() or ticket.future.done()
    controller.stop()  # Home: the table is left while the bot thinks
    moves = len(session.log)
    ticket.future.result(timeout=60)
    settle(controller._thinker)  # anything the thread posts for the window has reached it, and been dropped there
    assert len(session.log) == moves and controller._thinking is None
    qtbot.waitUntil(gc.isenabled, timeout=5_000)
