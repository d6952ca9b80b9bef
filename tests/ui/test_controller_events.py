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
