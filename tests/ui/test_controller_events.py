"""The table animates only the events the seat at the screen may see; bots are made only from known names."""

from __future__ import annotations

from typing import Any

from tabletop.engine.contract import Event
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_cartel import GAME


def test_an_event_for_one_seat_is_animated_only_for_that_seat(window: Any, paths: Any, monkeypatch: Any) -> None:
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    page = window.open_session(Session(GAME, seats, {}, 3), paths.saves / "events.json")
    animated: list[tuple[Event, ...]] = []
    monkeypatch.setattr(page.scene, "animate", lambda events, reduced: animated.append(tuple(events)))
    public = Event("cartel.turn", {"seat": 1}, 1)
    secret = Event("cartel.stashed", {"seat": 1, "cargo": "food", "cards": 2}, 1, visible_to=1)
    controller = page.controller
    controller.last_events = (public, secret)
    for viewer, seen in ((0, (public,)), (None, (public,)), (1, (public, secret))):
        controller.viewer = viewer
        page.refresh()
        assert animated[-1] == seen, f"viewer {viewer}"


def test_the_new_game_dialog_offers_each_games_own_bots_and_only_known_ones(qtbot) -> None:
    from tabletop.bots import BOT_NAMES
    from tabletop.games import available_games, entry
    from tabletop.ui.new_game import NewGameDialog

    for game_id, game in available_games().items():
        if not entry(game_id).playable:
            continue
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        offered = [bot for kind, bot in dialog.kind_choices if kind == "bot"]
        # The game's registered bots, from its registration, then the random bot every game has.
        assert offered == [*entry(game_id).bots, "random"]
        assert dialog.kinds[0].count() == 1 + len(offered)
        # The controller plays a bot seat without a name with "greedy", and so does the hint.
        assert set(offered) | {"greedy"} <= set(BOT_NAMES)


def test_bot_moves_are_saved_when_a_person_is_next_and_when_the_table_is_left(window: Any, paths: Any) -> None:
    import json

    from tabletop.engine.session import SeatKind

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "random"), SeatInfo("Chiara", SeatKind.BOT, "random")]
    path = paths.saves / "bots.json"
    page = window.open_session(Session(GAME, seats, {}, 3), path)
    controller, session = page.controller, page.controller.session
    controller._timer.stop()  # the test plays the bots' clock by hand

    def saved_moves() -> int:
        return len(json.loads(path.read_text(encoding="utf-8"))["actions"]) if path.exists() else 0

    def bots_play() -> None:
        """Plays the bots' moves by hand until a person is next; only the last one saves."""
        before = len(session.log)
        while session.to_act()[0] != 0:
            controller._timer.stop()
            controller._bot_step()
            if session.to_act()[0] != 0:
                assert saved_moves() == before, "a bot move was saved while another bot was next"
        assert saved_moves() == len(session.log) > before + 1

    while session.to_act()[0] == 0:  # Aiko plays until the bots are next
        controller.act(session.legal_actions(0)[0])
    assert saved_moves() == len(session.log)
    bots_play()
    while session.to_act()[0] == 0:
        controller.act(session.legal_actions(0)[0])
    controller._timer.stop()
    controller._bot_step()
    assert session.to_act()[0] != 0 and saved_moves() == len(session.log) - 1
    controller.stop()  # leaving the table saves the bot move not saved yet
    assert saved_moves() == len(session.log)


def test_bots_at_no_delay_are_drawn_once_a_frame_and_a_person_always_sees_the_latest_table(
        window: Any, paths: Any, qtbot: Any) -> None:
    from tabletop.engine.session import SeatKind
    from tabletop.ui.i18n import message

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "random"), SeatInfo("Chiara", SeatKind.BOT, "random")]
    page = window.open_session(Session(GAME, seats, {}, 3), paths.saves / "frames.json")
    controller, session = page.controller, page.controller.session
    controller.bot_delay_ms = 0
    # The frame's clock stands still and its put-off redraw waits past the run, so how the moves are drawn does not
    # hang on how fast this machine plays them: every bot move falls in one frame.
    controller.clock = lambda: 0.0  # type: ignore[method-assign]
    page.frame_ms = 60_000
    drawn: list[int] = []
    original = page.refresh
    page.refresh = lambda: (drawn.append(len(session.log)), original())[1]  # type: ignore[method-assign]
    for _ in range(3):
        while session.to_act()[0] == 0 and not session.is_over():
            controller.act(session.legal_actions(0)[0])
        before = len(session.log)
        qtbot.waitUntil(lambda: session.is_over() or session.to_act()[0] == 0, timeout=5000)
        # The bots' moves came within one frame or so: fewer drawings than moves, and the last one drawn
        # at once when Aiko, a person, is next, with the log as it is now.
        bot_moves = len(session.log) - before
        assert drawn[-1] == len(session.log)
        assert len([d for d in drawn if d > before]) < bot_moves or bot_moves == 1
        lines = [message(e.code, e.params, controller.seat_names) for e in session.events_for(controller.viewer)
                 if not e.code.endswith(".revealed")][-300:]
        assert [page.log.item(k).text() for k in range(page.log.count())] == lines
