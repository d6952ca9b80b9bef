"""Everything open: at a moment with secrets, the review's open view shows every seat's private things as each
owner saw them, while a seat's own eyes show that seat's alone."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.review.timeline import OPEN, Timeline
from tests.review.games import played


def secret(game_id: str, view: Any, seat: int) -> Any:
    """Returns what `view` shows of `seat`'s private things (None: hidden)."""
    if game_id == "star-cartel":
        return view.seats[seat].stash
    if game_id == "thiefs-market":
        return view.seats[seat].infamy
    if game_id == "star-trek":
        side = view.sides[seat]
        return None if side.hand is None else (side.hand, side.face_up)
    if game_id == "starfarers":
        if view.hands is not None:
            return view.hands[seat]
        return view.hand if view.viewer == seat else None
    raise ValueError(game_id)


@pytest.mark.parametrize("game_id,players,moves", [("star-cartel", 3, 60), ("thiefs-market", 3, 150),
                                                   ("star-trek", 2, 60), ("starfarers", 3, 80)])
def test_everything_open_shows_every_seats_secrets_and_a_seat_only_its_own(game_id, players, moves):
    session = played(game_id, players, seed=7, moves=moves, bot="greedy")
    timeline = Timeline.of(session)
    opened = 0
    for k in range(1, timeline.last + 1, 3):
        open_view = timeline.view_at(k, OPEN)
        own = {seat: secret(game_id, timeline.view_at(k, seat), seat) for seat in range(players)}
        assert all(v is not None for v in own.values())
        for seat in range(players):
            # Open: each seat's secret as its owner saw it.
            assert secret(game_id, open_view, seat) == own[seat], (k, seat)
            # A seat's eyes: the others' hidden.
            for other in range(players):
                if other != seat:
                    assert secret(game_id, timeline.view_at(k, seat), other) is None, (k, seat, other)
        opened += any(own[s] for s in range(players))  # a moment where something private was held
    assert opened > 3


def test_cartographers_open_view_shows_every_unconfirmed_drawing():
    session = played("cartographers", 3, seed=2, moves=None, bot="greedy")
    timeline = Timeline.of(session)
    staged_moments = 0
    for k in range(1, timeline.last + 1):
        sheets = timeline.view_at(k, OPEN).sheets
        for seat in range(3):
            own = timeline.view_at(k, seat).sheets[seat]
            assert sheets[seat].staged == own.staged and sheets[seat].skill == own.skill
            for other in range(3):
                if other != seat:
                    assert timeline.view_at(k, other).sheets[seat].staged is None
        # A moment where a seat other than the mover has a drawing not yet confirmed: open shows it.
        mover = timeline.mover(k)
        staged_moments += any(sheets[s].staged for s in range(3) if s != mover)
    assert staged_moments > 0
