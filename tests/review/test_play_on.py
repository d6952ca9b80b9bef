"""Play on from here: a legal game whose first moments are the original's, with the same seats or a person moved,
the original save untouched."""

from __future__ import annotations

import random

import pytest

from tabletop.bots import make_bot
from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatKind
from tabletop.engine.snapshot import digest
from tabletop.review.play_on import play_on, seats_with_person_at
from tabletop.review.timeline import Timeline
from tabletop.saved_games import load_session
from tests.review.games import TABLES, played, saved


@pytest.mark.parametrize("game_id,players", TABLES)
def test_playing_on_gives_a_legal_game_whose_first_moments_are_the_originals(tmp_path, game_id, players):
    path = saved(tmp_path, "original.json", played(game_id, players, seed=7, moves=90, people=players))
    before = path.read_bytes(), path.stat().st_mtime_ns
    original, _ = load_session(path)
    k = 37
    new = play_on(original, k, origin=path.name)
    assert new.seats == original.seats and new.seed == original.seed and new.options == original.options
    assert [(t.seat, t.action) for t in new.log] == [(t.seat, t.action) for t in original.log[:k]]
    timeline = Timeline.of(original)
    for moment in (0, 5, k):
        assert digest(Timeline.of(new).state_at(moment)) == digest(timeline.state_at(moment))
    assert new.tags["played_on_at"] == k and new.tags["played_on_from"] == "original.json"
    # It goes on as a game of its own: every move the rules' to make (act checks each), to a save of its own.
    rng = random.Random(3)
    bot = make_bot("random", game_id)
    while not new.is_over() and len(new.log) < k + 60:
        seat = new.to_act()[0]
        new.act(seat, bot.choose(new.game, new.view(seat), seat, new.legal_actions(seat), rng))
    assert len(new.log) > k
    save_session(new, tmp_path / "played-on.json")
    again, _ = load_session(tmp_path / "played-on.json")
    assert digest(again.state) == digest(new.state)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before  # the original is never written


def test_a_person_may_take_any_seat():
    original = played("star-cartel", 3, seed=1, moves=20, people=1)
    seats = seats_with_person_at(original.seats, 2)
    assert [s.kind for s in seats] == [SeatKind.BOT, SeatKind.BOT, SeatKind.PERSON]
    assert seats[2].name == "Aiko"  # the person keeps their name in the seat they take
    assert seats[0].bot == "strong" and seats[1] == original.seats[1]
    new = play_on(original, 10, seats)
    assert new.seats == seats and len(new.log) == 10


def test_a_daily_map_played_on_is_not_that_days_result():
    original = played("cartographers", 1, seed=2, moves=6)
    original.tags = {"daily": "2026-11-21", "practice": "x"}
    new = play_on(original, 4)
    assert "daily" not in new.tags and new.tags["practice"] == "x"
    assert original.tags == {"daily": "2026-11-21", "practice": "x"}


def test_a_moment_outside_the_game_is_refused():
    original = played("star-cartel", 3, seed=1, moves=5)
    with pytest.raises(ValueError):
        play_on(original, 6)
