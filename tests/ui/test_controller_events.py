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


def test_every_bot_name_the_table_can_be_given_is_a_known_bot() -> None:
    from tabletop.bots import BOT_NAMES
    from tabletop.ui.new_game import NewGameDialog

    offered = {bot for kind, bot in NewGameDialog.KINDS if kind == "bot"}
    # The controller plays a bot seat without a name with "greedy", and so does the hint.
    assert offered | {"greedy"} <= set(BOT_NAMES)
