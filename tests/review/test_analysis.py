"""The analysis of one seat's moves: losses never negative, a planted blunder among the costliest, honest about what
the seat could not see, the same on every run, kept beside the save and taken up again after a cancel."""

from __future__ import annotations

import random
import threading

import pytest

from tabletop.bots import make_bot
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.games.cartographers.sampling import estimate
from tabletop.review.analysis import STARS, WIN, AnalysisBudget, Analyser
from tabletop.review.store import analysis_path, keep, known_moves
from tabletop.review.timeline import Timeline
from tests.review.games import played, saved

QUICK = AnalysisBudget(samples=2, candidates=3)


def gain(game, state, seat, action) -> float:
    """Returns what a Cartographers drawing adds to the seat's points as the map stands (drawn and confirmed)."""
    after = game.copy_state(state)
    game.apply(after, seat, action)
    while game.to_act(after) and [a.kind for a in game.legal_actions(after, seat)] == ["confirm"]:
        game.apply(after, seat, game.legal_actions(after, seat)[0])
    return estimate(game, after)[seat] - estimate(game, state)[seat]


def blundered_game(at: int = 4) -> tuple[Session, int]:
    """Returns a solo Cartographers game played by the greedy bot but for one drawing, the log index of its move
    `at`, that scores nothing where the greedy bot's scores 6."""
    game = available_games()["cartographers"]
    session = Session(game, [SeatInfo("Aiko")], {}, 1)
    greedy = make_bot("greedy", "cartographers")
    rng = random.Random(1)
    while not session.is_over():
        legal = session.legal_actions(0)
        action = greedy.choose(game, session.view(0), 0, legal, rng)
        if len(session.log) == at:
            assert gain(game, session.state, 0, action) == 6
            action = min(legal, key=lambda a: gain(game, session.state, 0, a))
            assert gain(game, session.state, 0, action) == 0
        session.act(0, action)
    return session, at


def test_a_planted_blunder_is_among_the_three_costliest_moves_and_no_loss_is_negative():
    session, blunder = blundered_game()
    analysis = Analyser(session.game, 1, QUICK).analyse(session.seed, session.options, session.log, 0)
    assert analysis.unit == STARS and analysis.complete
    assert [m.log_index for m in analysis.moves] == [k for k, t in enumerate(session.log) if t.seat == 0]
    assert all(m.loss >= 0 for m in analysis.moves)
    assert blunder in [m.log_index for m in analysis.costliest(3)]
    worst = next(m for m in analysis.moves if m.log_index == blunder)
    assert worst.best_move != worst.move and worst.loss >= 3  # stars: most of the 6 the greedy drawing scored
    for m in analysis.moves:
        if m.weighed:
            assert m.value_best is not None and m.value_played is not None
            assert m.loss == pytest.approx(m.value_best - m.value_played, abs=0.01)
            assert m.value_before == m.value_best
        else:
            assert m.loss == 0 and m.best_move is None


@pytest.mark.parametrize("game_id,players", [("star-cartel", 3), ("thiefs-market", 3), ("starfarers", 3),
                                             ("star-trek", 2), ("cartographers", 3)])
def test_losses_are_never_negative_and_win_chances_stay_within_0_and_1(game_id, players):
    session = played(game_id, players, seed=3, moves=40, bot="greedy")
    analyser = Analyser(session.game, players, AnalysisBudget(samples=1, candidates=2))
    timeline = Timeline.of(session)
    weighed = 0
    for k in timeline.moves_of(0)[:6]:
        review = analyser.weigh(timeline.state_at(k - 1), 0, timeline.action(k), k - 1, session.seed)
        assert review.loss >= 0
        if review.weighed:
            weighed += 1
            assert all(0 <= v <= 1 for v in (review.value_before, review.value_played, review.value_best))
    assert analyser.unit == WIN and weighed


@pytest.mark.parametrize("game_id,players", [("star-cartel", 3), ("star-trek", 2), ("thiefs-market", 3)])
def test_a_seat_is_weighed_on_what_it_could_see_only(game_id, players):
    session = played(game_id, players, seed=6, moves=50, bot="greedy")
    game = session.game
    analyser = Analyser(game, players, AnalysisBudget(samples=2, candidates=2))
    timeline = Timeline.of(session)
    compared = 0
    for n, k in enumerate(timeline.moves_of(0)[:5]):
        state = game.copy_state(timeline.state_at(k - 1))
        for hider in [None, *range(1, players)]:
            twin = game.scramble_hidden(state, hider, random.Random(n))
            assert game.view(twin, 0) == game.view(state, 0)
            mine = analyser.weigh(state, 0, timeline.action(k), k - 1, session.seed)
            theirs = analyser.weigh(twin, 0, timeline.action(k), k - 1, session.seed)
            assert mine == theirs, f"{game_id}: the analysis read {hider}'s secrets at move {k - 1}"
            compared += mine.weighed
    assert compared


def test_the_same_save_gives_the_same_analysis():
    session = played("thiefs-market", 3, seed=2, moves=30, bot="greedy")
    first = Analyser(session.game, 3, QUICK).analyse(session.seed, session.options, session.log, 1)
    again = Analyser(session.game, 3, QUICK).analyse(session.seed, session.options, session.log, 1)
    assert first == again and first.moves


def test_kept_beside_the_save_reused_and_taken_up_after_a_cancel(tmp_path):
    session = played("thiefs-market", 3, seed=2, moves=40, bot="greedy")
    path = saved(tmp_path, "game.json", session)
    analyser = Analyser(session.game, 3, QUICK)
    cancel = threading.Event()
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 3:
            cancel.set()

    part = analyser.analyse(session.seed, session.options, session.log, 0, progress=progress, cancel=cancel)
    assert not part.complete and len(part.moves) == 3 and seen[-1][0] == 3
    assert keep(path, session.log, session.game.id, QUICK, part)
    assert not analysis_path(path).name.endswith(".json")  # never listed as a save
    known = known_moves(path, session.log, 0, QUICK)
    assert sorted(known) == [m.log_index for m in part.moves]
    weighed: list[int] = []
    real = analyser.weigh
    analyser.weigh = lambda state, seat, played_, index, seed: weighed.append(index) or real(  # type: ignore
        state, seat, played_, index, seed)
    whole = analyser.analyse(session.seed, session.options, session.log, 0, known=known)
    assert whole.complete and whole.moves[:3] == part.moves
    assert weighed == [m.log_index for m in whole.moves[3:]]  # only the moves not weighed before
    keep(path, session.log, session.game.id, QUICK, whole)
    assert known_moves(path, session.log, 0, QUICK) == {m.log_index: m for m in whole.moves}
    assert known_moves(path, session.log, 1, QUICK) == {}  # another seat: not analysed yet
    assert known_moves(path, session.log, 0, AnalysisBudget(3, 3)) == {}  # another budget: weighed again
    longer = played("thiefs-market", 3, seed=2, moves=50, bot="greedy")  # the same game, played on since
    assert longer.log[:40] == session.log
    assert known_moves(path, longer.log, 0, QUICK) == {m.log_index: m for m in whole.moves}
    other = played("thiefs-market", 3, seed=3, moves=40, bot="greedy")
    assert known_moves(path, other.log, 0, QUICK) == {}  # another game's log
    analysis_path(path).write_text("{damaged", encoding="utf-8")
    assert known_moves(path, session.log, 0, QUICK) == {}
