"""A whole bot-against-bot game in the app, no animations: the wall time from Start to the final table.

Target (issue 14): under 5 s for Star Trek. The real main window starts offscreen with the settings a player
would pick for it (no bot delay, reduced motion); the game starts through the New game dialog with both seats
set to the game's strongest bot, and the app plays it to the end itself: each bot move is scheduled by the
controller's timer, and the table refreshes after every move, as on screen.

    python bench/bench_app_game.py                     # Star Trek, 3 seeded games
    python bench/bench_app_game.py --smoke             # one game, for CI
    python bench/bench_app_game.py --game thiefs-market --games 5
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LIMIT_S = 5.0     # the target for one whole game
GIVE_UP_S = 300   # a game that has not ended by then is reported as unfinished


class Stopwatch:
    """Wall and CPU seconds spent in a few of the app's methods (wrapped, their behaviour unchanged)."""

    def __init__(self) -> None:
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, float] = {}

    def wrap(self, owner: type, method: str, label: str) -> None:
        """Times every call of `owner.method` under `label`."""
        inner = getattr(owner, method)

        def timed(*args, **kwargs):
            wall, cpu = time.perf_counter(), time.process_time()
            try:
                return inner(*args, **kwargs)
            finally:
                self.wall[label] = self.wall.get(label, 0.0) + time.perf_counter() - wall
                self.cpu[label] = self.cpu.get(label, 0.0) + time.process_time() - cpu

        setattr(owner, method, timed)

    def reset(self) -> None:
        """Forgets what was timed so far."""
        self.wall.clear()
        self.cpu.clear()


WATCH = Stopwatch()


def play_one(window, game_id: str, seed: int) -> dict[str, object]:
    """Returns one game's wall time, moves and table refreshes, started from the New game dialog."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    dialog = window.ask_new_game(game_id)
    rules = dialog.game
    players = max(2, rules.min_players)
    dialog.count.setValue(players)
    strongest = dialog.kind_choices.index(next(k for k in dialog.kind_choices if k[0] == "bot"))
    for kind in dialog.kinds[:players]:
        kind.setCurrentIndex(strongest)
    dialog.seed.setText(str(seed))
    WATCH.reset()
    started, cpu = time.perf_counter(), time.process_time()
    dialog.accept()  # the dialog's result starts the game (MainWindow.start_new), as the Start button does
    page = window.table
    assert page is not None, dialog.problem.text()
    controller = page.controller
    refreshes = 0
    done = False

    def count() -> None:
        nonlocal refreshes
        refreshes += 1

    def finish() -> None:
        nonlocal done
        done = True

    controller.changed.connect(count)
    controller.finished.connect(finish)
    app = QApplication.instance()
    while not done and not controller.session.is_over() and time.perf_counter() - started < GIVE_UP_S:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    app.processEvents()  # the final table's paint
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    session = controller.session
    result = session.game.result(session.state) if session.is_over() else None
    window.leave_table()
    return {"seed": seed, "seconds": round(elapsed, 3), "cpu_seconds": round(cpu, 3), "moves": len(session.log),
            "refreshes": refreshes, "finished": session.is_over(), "scores": list(result.scores) if result else None,
            "ms_per_move": round(1000 * elapsed / max(1, len(session.log)), 2),
            # Where the time went: the bot's choice and the rules, the table's refresh, the autosave after each move.
            "wall_in": {k: round(v, 3) for k, v in sorted(WATCH.wall.items())},
            "cpu_in": {k: round(v, 3) for k, v in sorted(WATCH.cpu.items())}}


def run(game_id: str, games: int) -> dict[str, object]:
    """Returns each game's figures and the slowest, against the 5 s target."""
    from tabletop.ui.app import make_app, make_window
    from tabletop.ui.controller import GameController
    from tabletop.ui.settings import AppPaths, Settings
    from tabletop.ui.table import TablePage

    WATCH.wrap(GameController, "_bot_step", "bot_step_all")   # the bot, the rules, and all below
    WATCH.wrap(GameController, "_autosave", "autosave")
    WATCH.wrap(TablePage, "refresh", "refresh")

    app = make_app()
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-app-") as tmp:
        paths = AppPaths(Path(tmp) / "data", Path(tmp) / "config")
        Settings(language="en", bot_delay_ms=0, reduced_motion=True).save(paths.settings_file)
        window = make_window(paths)
        window.show()
        rows = [play_one(window, game_id, seed) for seed in range(1, games + 1)]
        window.close()
        window.deleteLater()
        app.processEvents()
    slowest = max(float(str(r["seconds"])) for r in rows)
    return {"game": game_id, "games": rows,
            "median_s": round(statistics.median(float(str(r["seconds"])) for r in rows), 3),
            "median_cpu_s": round(statistics.median(float(str(r["cpu_seconds"])) for r in rows), 3),
            "slowest_s": slowest, "target_s": LIMIT_S, "load_average": os.getloadavg()[0],
            "all_finished_under_target": all(r["finished"] for r in rows) and slowest < LIMIT_S}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="star-trek")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--smoke", action="store_true", help="one game, for CI")
    args = parser.parse_args()
    out = run(args.game, 1 if args.smoke else args.games)
    print(json.dumps(out, indent=1))
    games = out["games"]
    assert isinstance(games, list)
    return 0 if all(g["finished"] for g in games) else 1


if __name__ == "__main__":
    sys.exit(main())
