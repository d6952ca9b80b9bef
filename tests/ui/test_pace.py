"""The bots' pace (issue 21): the per-turn timing policy, a bot turn at the table, Skip to my turn, the bot move
just made marked on the table and in the log, and the pace kept in the settings. No wall-clock speed is asserted:
the controller's clock is a fake one and the policy is a pure function."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.ui.controller import GameController
from tabletop.ui.pace import NORMAL, PACES, move_delay_ms, pace_for, turn_budget_ms, turn_delays_ms

BY_KEY = {p.key: p for p in PACES}


# --- the policy ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("pace", PACES, ids=[p.key for p in PACES])
def test_a_lone_move_waits_the_paces_whole_delay(pace):
    assert turn_delays_ms(pace.move_ms, pace.turn_ms, 1) == [pace.move_ms]


@pytest.mark.parametrize("pace", PACES, ids=[p.key for p in PACES])
@pytest.mark.parametrize("thinking", [0.0, 15.0, 120.0])
def test_no_turn_of_any_length_waits_longer_than_the_paces_turn(pace, thinking):
    for moves in range(1, 201):
        delays = turn_delays_ms(pace.move_ms, pace.turn_ms, moves, thinking)
        assert sum(delays) <= 0.75 * pace.turn_ms, (moves, delays)
        # Waiting stops at three quarters of the turn: a move that starts after that, thinking included, waits
        # nothing.
        assert all(d == 0 for k, d in enumerate(delays) if sum(delays[:k]) + k * thinking >= 0.75 * pace.turn_ms)
        assert delays == sorted(delays, reverse=True), "a later move never waits longer than an earlier one"


def test_a_forty_move_turn_at_normal_takes_at_most_three_seconds_and_its_first_moves_stay_visible():
    delays = turn_delays_ms(NORMAL.move_ms, NORMAL.turn_ms, 40)
    assert sum(delays) <= 3000
    assert delays[0] == 700 and all(d >= 150 for d in delays[:5])


def test_slower_paces_wait_longer_and_instant_never_waits():
    for moves in (1, 3, 12, 40):
        sums = [sum(turn_delays_ms(p.move_ms, p.turn_ms, moves)) for p in PACES]
        assert sums == sorted(sums, reverse=True) and len(set(sums)) == len(sums), (moves, sums)
        assert set(turn_delays_ms(0, 0, moves)) == {0}


def test_the_delay_is_the_paces_share_of_the_turn_time_left():
    # Normal waits by 2.25 s at most: the last quarter of its 3 s is kept for the bot's thinking and the drawing.
    assert move_delay_ms(700, 3000, 0) == 700
    assert move_delay_ms(700, 3000, 1125) == 350
    assert move_delay_ms(700, 3000, 2250) == 0 and move_delay_ms(700, 3000, 9000) == 0
    assert move_delay_ms(60_000, 60_000, 0) == 60_000 and move_delay_ms(60_000, 60_000, 1) == 0


def test_any_stored_delay_reads_as_the_nearest_pace():
    assert [pace_for(ms).key for ms in (0, 30, 250, 400, 700, 950, 1200, 5000)] == \
        ["instant", "instant", "fast", "fast", "normal", "normal", "slow", "slow"]
    assert [turn_budget_ms(p.move_ms) for p in PACES] == [p.turn_ms for p in PACES]
    assert turn_budget_ms(60_000) == 240_000  # a screenshot's hold: its first move still waits the minute


# --- the controller ------------------------------------------------------------------------------------------------
class FakeClock:
    """A clock the test moves by hand (seconds)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def bot_runs(controller: GameController, clock: FakeClock, thinking_s: float, moves: int) -> list[tuple[int, list]]:
    """Plays `moves` bot moves by hand, the clock moving by each scheduled delay plus `thinking_s`; returns each
    run of one bot's moves (a turn) with the delays scheduled for it."""
    session = controller.session
    runs: list[tuple[int, list]] = []
    controller.start()
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        if not runs or runs[-1][0] != seat:
            runs.append((seat, []))
        runs[-1][1].append(controller.step_delay_ms)
        controller._timer.stop()
        clock.now += controller.step_delay_ms / 1000 + thinking_s
        controller._bot_step()
    return runs[:-1]  # the last run may be cut short


@pytest.mark.parametrize("game_id", ["star-trek", "starfarers"])
def test_a_bot_turn_at_the_table_follows_the_policy_and_fits_the_paces_turn(qapp, game_id):
    game = available_games()[game_id]
    players = max(2, game.min_players)
    seats = [SeatInfo(f"Bot {k}", SeatKind.BOT, "greedy") for k in range(players)]
    controller = GameController(Session(game, seats, {}, 7), None, bot_delay_ms=NORMAL.move_ms)
    clock = FakeClock()
    controller.clock = clock
    runs = bot_runs(controller, clock, 0.010, 250)
    long_turns = [delays for _, delays in runs if len(delays) >= 8]
    assert long_turns, "the game should have bot turns of many moves"
    for _, delays in runs:
        policy = turn_delays_ms(NORMAL.move_ms, NORMAL.turn_ms, len(delays), 10.0)
        assert all(abs(a - b) <= 1 for a, b in zip(delays, policy, strict=True)), (delays, policy)  # ms rounding
        assert sum(delays) <= NORMAL.turn_ms
    controller.stop()


def _hot_seat_with_bots(window, paths, pace_ms: int):
    """Returns a Star Cartel table for Aiko (person), two bots, then Dev (person), at the pace `pace_ms`."""
    game = available_games()["star-cartel"]
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy"),
             SeatInfo("Dev")]
    page = window.open_session(Session(game, seats, {}, 9), paths.saves / "skip.json")  # Aiko starts
    page.set_pace(pace_ms)
    return page


def test_skip_to_my_turn_plays_the_bots_at_once_and_stops_at_the_curtain(window, paths, qtbot):
    page = _hot_seat_with_bots(window, paths, BY_KEY["slow"].move_ms)
    controller, session = page.controller, page.controller.session
    page.curtain.button.click()
    assert controller.acting_person() == 0 and not page.skip_button.isEnabled()
    while session.to_act()[0] == 0:
        controller.act(controller.legal()[0])
    assert controller.bots_playing() and page.skip_button.isEnabled()
    assert controller._timer.remainingTime() > 1000  # slow: Ben's first move waits
    delays: list[int] = []
    controller.changed.connect(lambda: delays.append(controller.step_delay_ms))
    qtbot.mouseClick(page.skip_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.waiting_for is not None, timeout=10_000)
    # Both bots played with no delay; Dev is next, so the curtain comes between Aiko and Dev.
    assert {seat for seat, *_ in session.log[-3:]} & {1, 2}
    assert set(delays[:-1]) <= {0}
    assert controller.waiting_for == 3 and controller.viewer is None and page.curtain.isVisible()
    assert not controller.skipping and not page.skip_button.isEnabled()
    # The pace is as it was: the next bot turn waits again.
    for seat in (3, 0):
        page.curtain.button.click()
        while session.to_act()[0] == seat:
            controller.act(controller.legal()[0])
    assert controller.bots_playing() and controller.step_delay_ms == BY_KEY["slow"].move_ms


def test_a_quicker_pace_picked_while_a_bot_waits_cuts_the_wait(window, paths, qtbot):
    page = _hot_seat_with_bots(window, paths, BY_KEY["slow"].move_ms)
    controller, session = page.controller, page.controller.session
    page.curtain.button.click()
    while session.to_act()[0] == 0:
        controller.act(controller.legal()[0])
    assert controller._timer.remainingTime() > BY_KEY["fast"].move_ms
    page.pace.activated.emit(PACES.index(BY_KEY["fast"]))
    # Qt's default (coarse) timers may run up to 5% over their interval, so the wait left is read with that slack:
    # still far below the slow pace's 1,200 ms it replaced.
    assert controller._timer.remainingTime() <= BY_KEY["fast"].move_ms * 1.05 + 1 and controller.step_delay_ms == 250


def test_skip_in_a_game_of_bots_plays_to_the_final_table(window, paths, qtbot):
    game = available_games()["star-cartel"]
    seats = [SeatInfo(n, SeatKind.BOT, "random") for n in ("Ben", "Chiara", "Dev")]
    page = window.open_session(Session(game, seats, {}, 2), paths.saves / "bots.json")
    page.set_pace(BY_KEY["normal"].move_ms)
    page.skip_button.click()
    qtbot.waitUntil(page.controller.session.is_over, timeout=30_000)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.results, timeout=5000)
    assert not page.skip_button.isEnabled()


def test_the_bot_move_just_made_is_marked_in_the_log_and_named_on_the_board(window, paths, qtbot):
    page = _hot_seat_with_bots(window, paths, BY_KEY["instant"].move_ms)
    controller, session = page.controller, page.controller.session
    page.curtain.button.click()
    while session.to_act()[0] == 0:
        controller.act(controller.legal()[0])
    qtbot.waitUntil(lambda: controller.waiting_for is not None, timeout=10_000)
    page.refresh()
    last = session.log[-1]
    assert controller.is_bot(last.seat)
    lines = [page.log.item(r).text() for r in range(page.log.count())]
    marked = [page.log.item(r).text() for r in range(page.log.count()) if page.log.item(r).font().bold()]
    assert marked and marked == lines[-len(marked):]
    banners = [i for i in page.scene.items() if i.data(0) == "last_move"]
    assert len(banners) == 1 and list(banners[0].lines) == marked
    # Dev at the screen: the mark stays (the bots moved last), written only with what Dev may read.
    page.curtain.button.click()
    banner = next(i for i in page.scene.items() if i.data(0) == "last_move")
    from tabletop.ui.i18n import message
    visible = [message(e.code, e.params, controller.seat_names) for e in last.events
               if e.visible(3) and not e.code.endswith(".revealed")]
    assert list(banner.lines) == visible
    # Dev's own move takes the mark away.
    controller.act(controller.legal()[0])
    assert not [i for i in page.scene.items() if i.data(0) == "last_move"]
    assert not any(page.log.item(r).font().bold() for r in range(page.log.count()))


# --- the setting ---------------------------------------------------------------------------------------------------
def test_the_pace_picked_at_the_table_is_kept_and_the_next_table_opens_with_it(window, paths, qtbot, app):
    from tabletop.ui.app import make_window

    page = _hot_seat_with_bots(window, paths, BY_KEY["normal"].move_ms)
    assert [page.pace.itemText(r) for r in range(page.pace.count())] == ["Slow", "Medium", "Fast", "Instant"]
    page.pace.activated.emit(2)  # what choosing Fast in the list does
    assert page.controller.bot_delay_ms == 250 and page.controller.turn_ms == BY_KEY["fast"].turn_ms
    assert json.loads(paths.settings_file.read_text(encoding="utf-8"))["bot_delay_ms"] == 250
    window.leave_table()
    again = make_window(paths)
    qtbot.addWidget(again)
    assert again.settings.bot_delay_ms == 250
    table = _hot_seat_with_bots(again, paths, again.settings.bot_delay_ms)
    assert table.pace.currentText() == "Fast" and table.controller.turn_ms == 1000
    dialog = again.edit_settings()
    qtbot.addWidget(dialog)
    assert dialog.pace.currentText() == "Fast"
    dialog.pace.setCurrentIndex(0)
    dialog.accept()
    assert table.pace.currentText() == "Slow" and table.controller.bot_delay_ms == BY_KEY["slow"].move_ms
    again.leave_table()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_banner_of_a_long_move_keeps_its_full_size_and_cuts_lines_short(app, lang):
    from tabletop.ui.items import text_rect
    from tabletop.ui.last_move import POINTS, MoveBanner

    word = "Unicomplex, Root of the Hive Mind " if lang == "en" else "ユニコンプレックス、ハイブマインドの中枢へ転送しました。"
    lines = ["Bot 1 beams " + word * 4, "short", "Bot 1 ends the turn: " + word * 3]
    banner = MoveBanner(lines)
    box = banner.label.text_boxes()[0]
    size, covered = text_rect(box.rect, box.text, box.size, box.bold, box.align)
    assert size == POINTS and covered.height() <= box.rect.height() + 0.5
    assert box.text.count("\n") == 1 and box.text.split("\n")[1].startswith("…")
    assert banner.toolTip() == "\n".join(lines)
