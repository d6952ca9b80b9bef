"""Opening a saved game to a drawn table (the issue's figure for Starfarers: a save of 300 actions, under 1 s).

Writes a save of N seeded random actions (one person and bots, so no curtain hides the table; the bots wait
their delay, so none moves while it is measured), then times
the app's own load path, the one the home page's Continue and File > Open take (MainWindow.continue_game: read
the save, replay it, build the table page, draw the scene), until the table is painted offscreen (a grab).

    python bench/bench_open_save.py                          # starfarers and star-trek, 300 actions, 1 + 5 runs
    python bench/bench_open_save.py --game starfarers --actions 300
    python bench/bench_open_save.py --smoke                  # one opening of a short save of each, for CI
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("starfarers", "star-trek")


def write_save(game_id: str, actions: int, seed: int, path: Path) -> int:
    """Writes a save of `actions` random actions of a seeded game (fewer if it ends first); returns how many."""
    from tabletop.engine.saves import save_session
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.games import entry
    from tabletop.registry import rules_of

    game_entry = entry(game_id)
    players = max(game_entry.min_players, min(4, game_entry.max_players))
    seats = [SeatInfo("P1", SeatKind.PERSON)] + [SeatInfo(f"Bot {k}", SeatKind.BOT, "greedy")
                                                  for k in range(2, players + 1)]
    session = Session(rules_of(game_entry), seats, {}, seed)
    rng = random.Random(seed)
    while len(session.log) < actions and not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    save_session(session, path)
    return len(session.log)


def open_to_drawn_table(window, app, path: Path, shot: Path | None = None) -> float:
    """Returns the seconds from asking the window to open the save to its table painted (offscreen)."""
    started = time.perf_counter()
    page = window.continue_game(path)
    if page is None:
        raise SystemExit(f"{path} did not open")
    app.processEvents()
    picture = page.grab()
    seconds = time.perf_counter() - started
    if shot is not None:
        picture.save(str(shot))
    window.leave_table()
    app.processEvents()
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=GAMES, action="append", help="a game to measure (default: both)")
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5, help="openings of each save; the best and median count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--smoke", action="store_true", help="one opening of a 40-action save of each game")
    parser.add_argument("--shots", type=Path, help="a folder to keep a picture of each table opened")
    args = parser.parse_args()
    actions = 40 if args.smoke else args.actions
    runs = 1 if args.smoke else args.runs

    from tabletop.ui.app import make_app, make_window
    from tabletop.ui.settings import AppPaths

    app = make_app([sys.argv[0]])
    report: dict[str, dict[str, float | int]] = {}
    with tempfile.TemporaryDirectory() as folder:
        paths = AppPaths(Path(folder) / "data", Path(folder) / "config")
        paths.saves.mkdir(parents=True, exist_ok=True)
        window = make_window(paths)
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        for game_id in args.game or GAMES:
            path = paths.saves / f"{game_id}-bench.json"
            played = write_save(game_id, actions, args.seed, path)
            shot = args.shots / f"{game_id}.png" if args.shots else None
            # The first opening also loads the game's rules and table code, as the first one after start-up does.
            times = [open_to_drawn_table(window, app, path, shot) for _ in range(runs + 1)]
            report[game_id] = {"actions": played, "first_seconds": round(times[0], 3),
                               "best_seconds": round(min(times[1:]), 3),
                               "median_seconds": round(statistics.median(times[1:]), 3), "runs": runs}
        window.close()
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
