"""Start-up cost, as whole processes against a bare PySide6 process showing one window:

- home: the app started to its home page drawn, with saves to list (what a player waits for; the issue's
  figure: it must not grow with the number of games, whose rules and tables load when first opened);
- all tables: `tabletop --self-test`, which also opens and draws every game's table in turn.

    python bench/bench_startup.py            # best of 10 runs each, taken in turns
    python bench/bench_startup.py --smoke    # one run each, for CI
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
w = QLabel("bare")
w.show()
app.processEvents()
w.grab()
"""


# The app to its home page, as `tabletop` starts it, in throwaway folders holding one save per game.
HOME = """
import sys, tempfile
from pathlib import Path
from tabletop.ui.app import make_app, make_window
from tabletop.ui.settings import AppPaths
app = make_app()
window = make_window(AppPaths(Path(sys.argv[1]) / "data", Path(sys.argv[1]) / "config"))
window.show()
app.processEvents()
window.grab()
"""


def make_saves(folder: str) -> None:
    """Writes a short seeded game of each playable game into `folder`'s saves, for the home page to list."""
    from pathlib import Path

    from tabletop.engine.saves import save_session
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.games import entries
    from tabletop.registry import rules_of
    from tabletop.ui.settings import AppPaths

    paths = AppPaths(Path(folder) / "data", Path(folder) / "config")
    paths.saves.mkdir(parents=True, exist_ok=True)
    for entry in entries():
        if not entry.playable:
            continue
        game = rules_of(entry)
        session = Session(game, [SeatInfo(f"P{k}", SeatKind.PERSON) for k in range(max(2, entry.min_players))], {}, 7)
        for _ in range(5):
            seat = session.to_act()[0]
            session.act(seat, session.legal_actions(seat)[0])
        save_session(session, paths.saves / f"{entry.id}.json")


def child_env() -> dict[str, str]:
    """Returns the environment of the measured processes: offscreen, with PYTHONPATH made absolute."""
    paths = [os.path.abspath(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=os.pathsep.join(paths))


def wall_time(argv: list[str], cwd: str) -> float:
    """Returns the seconds a process takes from start to exit (it must exit 0)."""
    started = time.perf_counter()
    subprocess.run(argv, check=True, env=child_env(), cwd=cwd, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    runs = 1 if args.smoke else args.runs
    # The processes start in an empty folder, so they import the same tabletop as this script (the
    # installed one, or the one PYTHONPATH names) and never a checkout that happens to be the current
    # folder. An installed app has its bytecode compiled by pip; give a checkout the same start.
    import compileall

    import tabletop

    compileall.compile_dir(os.path.dirname(tabletop.__file__), quiet=1)
    bare: list[float] = []
    home: list[float] = []
    ours: list[float] = []
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as folders:
        make_saves(folders)
        for _ in range(runs):  # alternate them, so a busy spell on the machine slows all alike
            bare.append(wall_time([sys.executable, "-c", BARE], empty))
            home.append(wall_time([sys.executable, "-c", HOME, folders], empty))
            ours.append(wall_time([sys.executable, "-m", "tabletop", "--self-test"], empty))
    print(json.dumps({"bare_pyside6_seconds": round(min(bare), 3),
                      "home_seconds": round(min(home), 3), "home_ratio": round(min(home) / min(bare), 2),
                      "home_median_ratio": round(statistics.median(home) / statistics.median(bare), 2),
                      "all_tables_seconds": round(min(ours), 3), "all_tables_ratio": round(min(ours) / min(bare), 2),
                      "all_tables_median_ratio": round(statistics.median(ours) / statistics.median(bare), 2),
                      "runs": runs}, indent=1))


if __name__ == "__main__":
    main()
