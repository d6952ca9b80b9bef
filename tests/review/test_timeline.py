"""The review's moments: the table at each moment equals a fresh table of the save cut there, for every seat and
with everything open, whichever way the timeline is walked; who may review what."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.session import SeatInfo, SeatKind
from tabletop.engine.snapshot import digest
from tabletop.review.access import HOT_SEAT, review_access
from tabletop.review.timeline import OPEN, Timeline, cut
from tabletop.saved_games import load_session
from tests.review.games import TABLES, played, saved


@pytest.mark.parametrize("game_id,players", TABLES)
def test_each_moment_equals_the_save_cut_there(tmp_path, game_id, players):
    original = played(game_id, players, seed=5, moves=120)
    session, _ = load_session(saved(tmp_path, "game.json", original))
    timeline = Timeline.of(session)
    assert len(timeline) == len(session.log) + 1 == 121 or session.is_over()
    rng = random.Random(1)
    # Forwards one by one at the start, then jumps both ways (backwards crosses the copies kept on the way).
    moments = [0, 1, 2, 3, timeline.last, *rng.sample(range(len(timeline)), 10), 40, 17, 16, 15]
    for k in moments:
        fresh = cut(session, k)
        assert len(fresh.log) == k
        assert digest(timeline.state_at(k)) == digest(fresh.state), (game_id, k)
        for seat in range(players):
            assert timeline.view_at(k, seat) == fresh.view(seat)
        mover = session.log[k - 1].seat if k else fresh.to_act()[0]
        assert timeline.view_at(k, OPEN) == fresh.game.open_view(fresh.state, mover)


def test_a_step_needs_at_most_a_copy_and_a_few_moves(tmp_path):
    session = played("starfarers", 3, seed=2, moves=200)
    timeline = Timeline.of(session)
    assert timeline.last == 200
    applied = []
    real = session.game.apply

    class Counting:
        """The game with its moves counted."""

        def __getattr__(self, name):
            return getattr(session.game, name)

        def apply(self, state, seat, action):
            applied.append(action)
            return real(state, seat, action)

    timeline.game = Counting()  # type: ignore[assignment]
    timeline.state_at(200)
    applied.clear()
    timeline.state_at(150)  # back: from the copy kept at 144
    assert len(applied) <= timeline.keep_every
    applied.clear()
    timeline.state_at(151)
    assert len(applied) == 1


def test_the_log_to_a_moment_holds_only_what_the_viewer_may_read():
    session = played("star-cartel", 3, seed=4, moves=60)
    timeline = Timeline.of(session)
    everything = [e for t in session.log[:30] for e in t.events]
    assert [e for _, e in timeline.events_to(30, OPEN)] == everything
    for seat in range(3):
        seen = [e for _, e in timeline.events_to(30, seat)]
        assert seen == [e for e in everything if e.visible(seat)]
    assert any(not e.visible(0) for e in everything)  # the check has teeth: some events are private


PEOPLE = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Bot", SeatKind.BOT, "greedy")]
ONE = [SeatInfo("Aiko", SeatKind.BOT, "greedy"), SeatInfo("Ben"), SeatInfo("Bot", SeatKind.BOT, "greedy")]


def test_a_hot_seat_game_in_progress_may_not_be_reviewed():
    access = review_access(PEOPLE, over=False)
    assert not access.allowed and access.viewers == () and access.refused == HOT_SEAT and access.people == 2


def test_one_person_among_bots_reviews_only_their_own_seat_until_the_end():
    access = review_access(ONE, over=False)
    assert access.allowed and access.viewers == (1,)
    assert review_access([SeatInfo("Solo")], over=False).viewers == (0,)


def test_after_the_end_any_seat_or_everything_open():
    assert review_access(PEOPLE, over=True).viewers == (0, 1, 2, OPEN)
    assert review_access(ONE, over=True).viewers == (1, 0, 2, OPEN)  # the person's own seat first
    bots = [SeatInfo("A", SeatKind.BOT, "greedy"), SeatInfo("B", SeatKind.BOT, "greedy")]
    assert review_access(bots, over=False).viewers == (0, 1, OPEN)  # no person to keep anything from
