"""Star Trek's final table: sides level at the deciding step is a draw, as the rules say, never a "shared win"; the
points chart names whole player turns only (issue 30)."""

from __future__ import annotations

import random

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME


def ended_by_the_turn_limit(limit: int) -> Session:
    """Returns a game of random moves cut short by the turn limit (nobody completes a mission that soon)."""
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {"turn_limit": limit}, 3)
    rng = random.Random(3)
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def test_a_level_game_ended_by_the_turn_limit_is_a_draw(window, paths, qtbot):
    session = ended_by_the_turn_limit(2)
    view = session.view(None)
    assert view.end_reason == "turn_limit" and [s.score for s in view.sides] == [0, 0]
    page = window.open_session(session, paths.saves / "draw.json")
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.results, timeout=10_000)
    heading = page.results.heading.text()
    assert heading == "A draw between Aiko and Ben: the turn limit came with the sides level"
    assert "win" not in heading.lower()


def test_the_points_chart_ticks_whole_turns(window, paths, qtbot):
    session = ended_by_the_turn_limit(7)
    page = window.open_session(session, paths.saves / "ticks.json")
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.results, timeout=10_000)
    axis = page.results.chart.getPlotItem().getAxis("bottom")
    ticks = [value for level in axis.tickValues(0, 7, 600) for value in level[1]]
    assert ticks and all(float(t).is_integer() for t in ticks), ticks
