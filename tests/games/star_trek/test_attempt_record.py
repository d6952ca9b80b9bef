"""The attempt's record: who began it stays its crew to the end, the killed are named, and every view carries them."""

import random

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.zones import kill, stop


def _attempt_steps(seeds=range(6), limit: int = 2500):
    """Yields (session, crew at the attempt's start) after every move of seeded random games while an attempt is
    under way."""
    for seed in seeds:
        session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
        begun: list[int] | None = None
        for _ in range(limit):
            if session.is_over():
                break
            seat = session.to_act()[0]
            before = session.state.attempt
            session.act(seat, rng.choice(session.legal_actions(seat)))
            a = session.state.attempt
            if a is None:
                begun = None
                continue
            if before is None:  # it began with this move
                begun = list(a.crew)
            yield session, begun


def test_the_crew_is_who_began_the_attempt_and_never_shrinks():
    shrunk = 0
    for session, begun in _attempt_steps():
        a = session.state.attempt
        assert a.crew == begun
        assert set(a.group) <= set(a.crew) and set(a.facing) <= set(a.crew)
        shrunk += len(a.group) < len(a.crew)
    assert shrunk, "no attempt lost a member in the seeded games: the test saw nothing"


def test_a_personnel_killed_in_the_attempt_is_recorded_and_shown_killed_to_both_seats():
    session, _ = next((s, b) for s, b in _attempt_steps() if s.state.attempt.current is not None
                      and len(s.state.attempt.facing) >= 2)
    state, a = session.state, session.state.attempt
    victim, other = a.facing[0], a.facing[1]
    kill(state, victim, [])   # as a dilemma kills
    stop(state, other, [])
    assert a.killed == [victim] and victim in a.crew and victim not in a.group
    assert victim in state.sides[victim // 60].discard
    for viewer in (0, 1, None):
        status = {c.uid: c.status for c in GAME.view(state, viewer).attempt.crew}
        assert status[victim] == "killed" and status[other] == "stopped"


def test_every_seat_sees_the_same_crew_and_marks_as_the_state_has_them():
    for session, _ in _attempt_steps(seeds=range(3)):
        state, a = session.state, session.state.attempt
        views = [GAME.view(state, viewer).attempt.crew for viewer in (0, 1, None)]
        assert views[0] == views[1] == views[2]
        assert [c.uid for c in views[0]] == a.crew
        for c in views[0]:
            expected = "killed" if c.uid in a.killed else "stopped" if c.uid in state.stopped else \
                "facing" if a.current is not None and c.uid in a.facing else "attempting"
            assert c.status == expected and c.card == state.cards[c.uid]
