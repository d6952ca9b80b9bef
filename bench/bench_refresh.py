"""A table refresh after a click, at the busiest moments of every game, timed the way the app does it.

    python bench/bench_refresh.py                  # every game, every step timed, best of 7 at the worst steps
    python bench/bench_refresh.py --smoke          # a few steps a game, one repeat, for CI
    python bench/bench_refresh.py --game cartographers --repeats 11
    python bench/bench_refresh.py --scale 2            # as on a high-density screen (2× in each direction)

A refresh is `TablePage.refresh()` (the scene's render_view, the side panel's move list and the log),
then the posted events Qt handles before the next frame: the lists' delayed layout and painting the
page, table and side panel, into its 1366×768 window image, as the screen does after a click. (Qt's
offscreen platform paints a shown window into such an image; where a platform paints nothing for a
window kept off the screen, the page is rendered into one instead.)

Each case plays a seeded game with random moves, every seat a person, and at each step draws the table
for the seat to act, as that person sees it after a click. It reports per case the median step and the
worst one (best of N repeats at the few slowest steps, so one busy spell on a shared machine does not
pass for the slowest moment), split into refresh and paint, and what that step was.

With `--cpu` the steps are timed in this process's CPU time instead of the wall clock: on a machine shared with
other work the wall clock counts the time others ran too, while the CPU time is what the refresh itself costs.

    python bench/bench_refresh.py --game starfarers --cpu   # Starfarers' long four-seat game, in CPU time
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SCREEN = (1366, 768)
CLOCK = time.perf_counter  # what a step is timed by: the wall clock, or the CPU time with --cpu


@dataclass(frozen=True)
class Case:
    """One seeded game to time: a game, its seats and options."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1

    @property
    def name(self) -> str:
        """Returns the case as one word-ish label (game, seats, options on)."""
        on = "".join(f"+{k}" for k, v in sorted(self.options.items()) if v)
        return f"{self.game}-{self.players}p{on}"


# The busiest moments: Thief's Market's round start with 5 seats (the longest move list), Cartographers
# late in a 6-seat game with skills (the most items), Star Cartel with 6 seats late; and each game's
# smallest table, which people play most.
CASES = (
    Case("cartographers", 6, {"skills": True}),
    Case("cartographers", 1, {"skills": True}),
    Case("star-cartel", 6, {"abilities": True}),
    Case("star-cartel", 3, {"abilities": True}),
    Case("thiefs-market", 5, {}),
    Case("thiefs-market", 3, {}),
    Case("starfarers", 4, {}),
    Case("star-trek", 2, {}),
)


def load_game(game_id: str) -> Any:
    """Returns a game's rules, loading that game alone (the registry's way, or the older list of all games)."""
    try:
        from tabletop.games import entry
        from tabletop.registry import rules_of
    except ImportError:
        from tabletop.games import available_games

        return available_games()[game_id]
    return rules_of(entry(game_id))


def play_through(case: Case) -> list[tuple[int, Any]]:
    """Returns the (seat, action) pairs of the case's seeded random game, played without a table."""
    from tabletop.engine.session import SeatInfo, Session

    game = load_game(case.game)
    session = Session(game, [SeatInfo(f"P{k + 1}") for k in range(case.players)], dict(case.options), case.seed)
    rng = random.Random(case.seed)
    moves = []
    while not session.is_over() and len(moves) < 800:  # random play never ends Starfarers: its first 800 moves
        seat = session.to_act()[0]
        action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
        moves.append((seat, action))
    return moves


def _paint_counter() -> type:
    """Returns a QObject class counting the paint events of the widget it filters."""
    from PySide6.QtCore import QEvent, QObject

    class Counter(QObject):
        """Counts paint events."""

        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    return Counter


class Table:
    """A table page for a session, sized like the app on a 1366×768 screen, drawn on demand."""

    def __init__(self, case: Case, session: Any = None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QImage

        from tabletop.engine.session import SeatInfo, Session
        from tabletop.ui.controller import GameController
        from tabletop.ui.games import scene_for
        from tabletop.ui.table import TablePage

        game = load_game(case.game)
        names = ["Aiko", "Ben", "Chiara", "Daichi", "Emi", "Femi"]
        seats = [SeatInfo(names[k]) for k in range(case.players)]
        self.session = session if session is not None else Session(game, seats, dict(case.options), case.seed)
        self.controller = GameController(self.session, None, bot_delay_ms=60_000)
        self.page = TablePage(self.controller, scene_for(case.game))
        # Laid out and painted like a window on screen, without opening one on a desktop.
        self.page.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        self.page.resize(*SCREEN)
        self.page.show()
        self.image = QImage(*SCREEN, QImage.Format.Format_ARGB32_Premultiplied)
        self.painted = _paint_counter()()
        self.page.board.viewport().installEventFilter(self.painted)

    def act(self, seat: int, action: Any) -> None:
        """Plays a move on the session, as the controller would after a click (without redrawing)."""
        self.controller.last_events = self.session.act(seat, action)

    def seat_up(self) -> int | None:
        """Puts the seat to act at the screen; returns it (None at the end)."""
        if self.session.is_over():
            self.controller.viewer = None
            return None
        seat = self.session.to_act()[0]
        self.controller.viewer = seat
        self.controller.waiting_for = None
        return seat

    def refresh(self) -> tuple[float, float]:
        """Returns the milliseconds of one refresh and of painting the page after it."""
        from PySide6.QtWidgets import QApplication

        started = CLOCK()
        self.page.refresh()
        refreshed = CLOCK()
        self.painted.count = 0
        QApplication.processEvents()  # what runs before the next frame: the lists' layout and the paint
        if not self.painted.count:  # a platform that paints only what is on a real screen: paint it here
            self.page.render(self.image)
        painted = CLOCK()
        return (refreshed - started) * 1000, (painted - refreshed) * 1000

    def describe(self) -> str:
        """Returns what the table shows now: the step, the seat to act and how many moves it has."""
        session = self.session
        if session.is_over():
            return f"after move {len(session.log)}: the final table"
        seat = session.to_act()[0]
        legal = self.controller.legal()
        listed = len(self.page.scene.listed_actions(legal))
        state = session.state
        where = ", ".join(f"{k} {getattr(state, k)}" for k in ("round", "season", "phase", "step")
                          if isinstance(getattr(state, k, None), (int, str)) or hasattr(getattr(state, k, None),
                                                                                       "name"))
        return (f"after move {len(session.log)} ({where}): seat {seat + 1} to act, {len(legal)} legal moves, "
                f"{listed} listed")


def time_case(case: Case, smoke: bool, repeats: int) -> dict[str, Any]:
    """Returns the case's figures: steps timed, median and worst step (ms) and what the worst step showed."""
    moves = play_through(case)
    total = len(moves) + 1  # a table before each move, and the final one
    if smoke:  # a handful of steps spread over the game, the last third (the busiest) most
        chosen = sorted({0, total // 3, total // 2, (2 * total) // 3, (5 * total) // 6, total - 2, total - 1})
    else:
        chosen = list(range(total))
    table = Table(case)
    samples: list[tuple[float, int]] = []  # (ms, step)
    best: dict[int, tuple[float, float]] = {}  # step -> (refresh ms, paint ms), the best seen
    shown: dict[int, str] = {}
    table.seat_up()
    table.refresh()  # the first table pays for loading fonts and the game's table code: not a click's cost
    for step in range(total):
        if step in chosen:
            table.seat_up()
            # Best of two even here: a single figure per step would let a busy spell pose as a busy step.
            best[step] = min((table.refresh() for _ in range(1 if smoke else 2)), key=sum)
            samples.append((sum(best[step]), step))
            if smoke:
                shown[step] = table.describe()
        if step < len(moves):
            table.act(*moves[step])
    table.page.deleteLater()
    if not smoke:
        # The slowest few steps again, best of `repeats` each: the worst step is the slowest of those bests.
        best = {}
        for _, step in sorted(samples, reverse=True)[:3]:
            replay = Table(case)
            for seat, action in moves[:step]:
                replay.act(seat, action)
            replay.seat_up()
            replay.refresh()
            best[step] = min((replay.refresh() for _ in range(repeats)), key=sum)
            shown[step] = replay.describe()
            replay.page.deleteLater()
    worst = max(best, key=lambda s: sum(best[s]))
    return {"case": case.name, "steps_timed": len(samples), "moves": len(moves),
            "median_ms": round(statistics.median(ms for ms, _ in samples), 1),
            "worst_ms": round(sum(best[worst]), 1), "worst_refresh_ms": round(best[worst][0], 1),
            "worst_paint_ms": round(best[worst][1], 1), "worst_step": shown[worst],
            "repeats": repeats}


# Moments random play seldom reaches, built as literal states (tests/ui/star_trek_battle_moments.py): the busiest
# battles of Star Trek, a personnel combat of six with hand weapons and an engagement with a ship joining.
MOMENTS = ("combat_with_weapons", "engagement_lost")


def time_moment(name: str, repeats: int) -> dict[str, Any]:
    """Returns a literal moment's figures: its refresh and paint (ms), best of `repeats`, for the seat at the
    screen."""
    from tabletop.engine.session import Session
    from tests.ui.star_trek_battle_moments import MOMENTS as BUILD, NAMES

    state, viewer = BUILD[name]()
    table = Table(Case("star-trek", 2), Session(load_game("star-trek"), list(NAMES), {}, 0, state))
    table.controller.viewer, table.controller.waiting_for = viewer, None
    table.refresh()  # the first table pays for loading fonts and the game's table code
    refresh, paint = min((table.refresh() for _ in range(repeats)), key=sum)
    table.page.deleteLater()
    return {"case": f"star-trek-{name}", "steps_timed": 1, "moves": 0, "median_ms": round(refresh + paint, 1),
            "worst_ms": round(refresh + paint, 1), "worst_refresh_ms": round(refresh, 1),
            "worst_paint_ms": round(paint, 1), "worst_step": f"{name}: the battle panel for seat {viewer + 1}",
            "repeats": repeats}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="a few steps a game and one repeat, for CI")
    parser.add_argument("--game", help="only this game's cases (an id such as cartographers)")
    parser.add_argument("--repeats", type=int, default=7, help="best of this many at the slowest steps")
    parser.add_argument("--target-ms", type=float, default=50.0)
    parser.add_argument("--cpu", action="store_true",
                        help="time in this process's CPU time, not the wall clock (a machine shared with others)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="device pixels a pixel, as on a high-density screen (2: four times the pixels to paint)")
    args = parser.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)  # read when the application starts
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    from PySide6.QtWidgets import QApplication

    from tabletop.ui.app import make_app

    app = make_app()
    cases = [c for c in CASES if args.game in (None, c.game)]
    if not cases:
        raise SystemExit(f"no cases for {args.game!r}")
    results = []
    for case in cases:
        result = time_case(case, args.smoke, 1 if args.smoke else args.repeats)
        QApplication.processEvents()  # the pages deleted with deleteLater go now
        results.append(result)
        print(json.dumps(result), flush=True)
    for name in MOMENTS if args.game in (None, "star-trek") else ():
        result = time_moment(name, 1 if args.smoke else args.repeats)
        QApplication.processEvents()
        results.append(result)
        print(json.dumps(result), flush=True)
    worst = max(results, key=lambda r: r["worst_ms"])
    print(json.dumps({"target_ms": args.target_ms, "scale": args.scale, "clock": "cpu" if args.cpu else "wall", "slowest_case": worst["case"],
                      "slowest_ms": worst["worst_ms"],
                      "within_target": all(r["worst_ms"] <= args.target_ms for r in results)}))
    del app


if __name__ == "__main__":
    main()
