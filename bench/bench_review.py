"""The review's figures: the analysis's search time per analysed move (median and worst, on one core: process
time), a whole solo Cartographers game analysed, and the worst step through a long game's moments (the state and
the view of a moment, as the Review page asks for them), and a step on the Review page itself (the moment drawn by
the game's own table, then the page painted).

Targets (issue 31): at most 1 s of search per analysed move (median); a whole solo Cartographers game analysed in
under a minute; a step through 500 moments well under the page's 100 ms (the table's drawing is bench_refresh's).

    python bench/bench_review.py                 # every game, one seeded greedy game each
    python bench/bench_review.py --game star-trek
    python bench/bench_review.py --smoke         # a few moves of two games, for CI
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import NamedTuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tabletop.bots import make_bot  # noqa: E402
from tabletop.engine.session import SeatInfo, SeatKind, Session  # noqa: E402
from tabletop.games import available_games  # noqa: E402
from tabletop.review.analysis import Analyser  # noqa: E402
from tabletop.review.timeline import OPEN, Timeline  # noqa: E402


class Case(NamedTuple):
    """A game to analyse: its seats, and the most moves played (long games are cut: the search per move is the
    figure)."""

    game: str
    players: int
    moves: int | None


CASES = (Case("cartographers", 1, None), Case("star-cartel", 4, None), Case("thiefs-market", 4, None),
         Case("starfarers", 4, 400), Case("star-trek", 2, 400))


def greedy_game(case: Case, seed: int) -> Session:
    """Returns a seeded game of greedy bots (cut at the case's moves)."""
    game = available_games()[case.game]
    session = Session(game, [SeatInfo(f"P{i + 1}") for i in range(case.players)], {}, seed)
    bot = make_bot("greedy", case.game)
    rng = random.Random(seed)
    while not session.is_over() and (case.moves is None or len(session.log) < case.moves):
        seat = session.to_act()[0]
        session.act(seat, bot.choose(game, session.view(seat), seat, session.legal_actions(seat), rng))
    return session


def analyse(case: Case, seed: int, limit: int | None) -> dict[str, object]:
    """Returns the analysis figures of seat 0's moves in one game (at most `limit` of its moves weighed)."""
    session = greedy_game(case, seed)
    analyser = Analyser(session.game, case.players)
    timeline = Timeline.of(session)
    seconds: list[float] = []
    moves = 0
    started = time.process_time()
    for k in timeline.moves_of(0):
        if limit is not None and len(seconds) >= limit:
            break
        state = timeline.state_at(k - 1)
        before = time.process_time()
        review = analyser.weigh(state, 0, timeline.action(k), k - 1, seed)
        moves += 1
        if review.weighed:
            seconds.append(time.process_time() - before)
    whole = time.process_time() - started
    return {"game": case.game, "players": case.players, "moves": len(session.log), "seat_moves": moves,
            "weighed": len(seconds), "samples": analyser.budget.samples, "candidates": analyser.budget.candidates,
            "median_s": round(statistics.median(seconds), 3) if seconds else None,
            "worst_s": round(max(seconds), 3) if seconds else None,
            "whole_s": round(whole, 2), "complete": limit is None, "over": session.is_over()}


def steps(case: Case, seed: int, moments: int) -> dict[str, object]:
    """Returns the worst and median time of a step through a game's moments, forwards, then backwards, then jumps."""
    session = greedy_game(case._replace(moves=moments), seed)
    timeline = Timeline.of(session)
    times = []
    order = [*range(len(timeline)), *range(timeline.last, -1, -1), *random.Random(seed).sample(range(len(timeline)),
                                                                                              min(50, len(timeline)))]
    for k in order:
        before = time.perf_counter()
        timeline.view_at(k, 0)
        timeline.view_at(k, OPEN)
        times.append(time.perf_counter() - before)
    return {"game": case.game, "moments": len(timeline), "step_median_ms": round(1000 * statistics.median(times), 2),
            "step_worst_ms": round(1000 * max(times), 2)}


def window_steps(case: Case, seed: int, moments: int) -> dict[str, object]:
    """Returns the time of a step on the Review page (the moment drawn, then the page painted into its 1366×768
    window image, as the screen does), every moment forwards then every seventh backwards: wall clock and CPU."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tabletop.ui.app import make_app
    from tabletop.ui.review.page import ReviewPage

    app = make_app()
    game = available_games()[case.game]
    session = greedy_game(case._replace(moves=moments), seed)
    for k in range(1, len(session.seats)):  # one person among bots: the review a game in progress allows
        session.seats[k] = SeatInfo(session.seats[k].name, SeatKind.BOT, "greedy")
    page = ReviewPage(session, None)
    page.resize(1366, 768)
    page.show()
    app.processEvents()
    wall: list[float] = []
    cpu: list[float] = []
    for k in [*range(len(session.log) + 1), *range(len(session.log), -1, -7)]:
        started, used = time.perf_counter(), time.process_time()
        page.slider.setValue(k)
        page.repaint()
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - used)
    page.deleteLater()
    app.processEvents()
    return {"game": game.id, "window_moments": len(session.log) + 1,
            "page_step_median_ms": round(1000 * statistics.median(wall), 1),
            "page_step_worst_ms": round(1000 * max(wall), 1),
            "page_step_cpu_median_ms": round(1000 * statistics.median(cpu), 1),
            "page_step_cpu_worst_ms": round(1000 * max(cpu), 1)}


def stats_figures(count: int) -> dict[str, object]:
    """Returns the statistics' times over `count` finished solo Cartographers saves: read with no cache (each save
    replayed once), with the cache, and the home page's list and statistics card refreshed (wall clock)."""
    import shutil
    import tempfile
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tabletop.engine.saves import save_session
    from tabletop.review.stats import collect
    from tabletop.ui.app import make_app
    from tabletop.ui.home import HomePage

    folder = Path(tempfile.mkdtemp(prefix="bench-stats-"))
    try:
        saves, cache, index = folder / "saves", folder / "cache" / "statistics.json", folder / "cache" / "index.json"
        saves.mkdir()
        case = Case("cartographers", 1, None)
        sources = []
        for seed in range(10):  # ten games, each saved many times (each file is read and replayed on its own)
            session = greedy_game(case, seed)
            session.seats[0] = SeatInfo("Aiko")
            sources.append(saves / f"game-{seed}-0.json")
            save_session(session, sources[-1])
        for k in range(10, count):
            shutil.copyfile(sources[k % 10], saves / f"game-{k % 10}-{k}.json")
        started = time.perf_counter()
        cold = collect(saves, cache, index)
        cold_s = time.perf_counter() - started
        started = time.perf_counter()
        warm = collect(saves, cache, index)
        warm_s = time.perf_counter() - started
        make_app()
        home = HomePage(saves, "en", None, index, cache)
        home.resize(1366, 768)
        home.show()
        home.stats_card.make_chart()  # as once the page is on the screen: the card reads its figures from then on
        times = []
        for _ in range(5):
            started = time.perf_counter()
            home.refresh_saves()
            times.append(time.perf_counter() - started)
        home.deleteLater()
        assert cold.games["cartographers"].finished == warm.games["cartographers"].finished == count
        return {"stats_saves": count, "collect_cold_s": round(cold_s, 2), "collect_warm_ms": round(1000 * warm_s, 1),
                "home_refresh_median_ms": round(1000 * statistics.median(times), 1)}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="three moves of two games, for CI")
    parser.add_argument("--game", help="only this game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stats", type=int, metavar="SAVES", help="only the statistics over this many saves (500)")
    args = parser.parse_args()
    if args.stats:
        print(json.dumps(stats_figures(args.stats)), flush=True)
        return
    cases = [c for c in CASES if args.game in (None, c.game)]
    if not cases:
        raise SystemExit(f"no case for {args.game!r}")
    if args.smoke:
        cases = cases[:2]
    for case in cases:
        print(json.dumps(analyse(case, args.seed, 3 if args.smoke else None)), flush=True)
    long_game = next((c for c in cases if c.game == "starfarers"), cases[0])
    print(json.dumps(steps(long_game, args.seed, 60 if args.smoke else 500)), flush=True)
    for case in cases[:1] if args.smoke else cases:
        print(json.dumps(window_steps(case, args.seed, 40 if args.smoke else 500)), flush=True)


if __name__ == "__main__":
    main()
