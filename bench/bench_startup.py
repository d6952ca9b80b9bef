"""Start-up cost, as whole processes against a bare PySide6 process showing one window:

- home: the app started to its home page drawn, with one save of each game to list (what a player waits
  for; it must not grow with the number of games, whose rules and tables load when first opened). The
  saves were listed once before, as by an earlier start, so their summaries are indexed;
- all tables (with --self-test): `tabletop --self-test`, which opens and draws every game's table in
  turn. It is a test, not a start-up figure, and is shown only for comparison.

    python bench/bench_startup.py                 # 10 runs each, taken in turns: medians, spread, best
    python bench/bench_startup.py --self-test     # also `tabletop --self-test`
    python bench/bench_startup.py --smoke         # one run each, for CI

The ratio to the bare window is what to read: the machine's speed and load divide out of it. Each run's
ratio is its own process against the bare one run just before it; the CPU-time ratio beside it is steadier on
a shared machine, where a process also waits for a core.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
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


# The app to its home page, as `tabletop` starts it (tabletop.__main__: the collector held off while the
# start-up objects are made), in throwaway folders holding one save per game.
HOME = """
import sys
from pathlib import Path
from tabletop.__main__ import starting_up
with starting_up():
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


def timed(argv: list[str], cwd: str) -> tuple[float, float]:
    """Returns the seconds a process takes from start to exit (it must exit 0), and the CPU seconds it used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, check=True, env=child_env(), cwd=cwd, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def spread(values: list[float]) -> dict[str, float]:
    """Returns the median, lowest and highest of `values`, rounded."""
    return {"median": round(statistics.median(values), 3), "min": round(min(values), 3),
            "max": round(max(values), 3)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--self-test", action="store_true", help="also time `tabletop --self-test` (every table)")
    args = parser.parse_args()
    runs = 1 if args.smoke else args.runs
    # The processes start in an empty folder, so they import the same tabletop as this script (the
    # installed one, or the one PYTHONPATH names) and never a checkout that happens to be the current
    # folder. An installed app has its bytecode compiled by pip; give a checkout the same start.
    import compileall

    import tabletop

    compileall.compile_dir(os.path.dirname(tabletop.__file__), quiet=1)
    bare: list[tuple[float, float]] = []
    home: list[tuple[float, float]] = []
    ours: list[float] = []
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as folders:
        make_saves(folders)
        timed([sys.executable, "-c", HOME, folders], empty)  # an earlier start: the saves are indexed
        for _ in range(runs):  # alternate them, so a busy spell on the machine slows all alike
            bare.append(timed([sys.executable, "-c", BARE], empty))
            home.append(timed([sys.executable, "-c", HOME, folders], empty))
            if args.self_test:
                ours.append(timed([sys.executable, "-m", "tabletop", "--self-test"], empty)[0])
    bare_wall, home_wall = [b[0] for b in bare], [h[0] for h in home]
    # CPU seconds: on a shared machine a process waits for a core, which wall time counts and CPU time does not.
    bare_cpu, home_cpu = [b[1] for b in bare], [h[1] for h in home]
    figures = {"runs": runs, "bare_pyside6_seconds": spread(bare_wall), "home_seconds": spread(home_wall),
               "home_ratio": spread([h / b for h, b in zip(home_wall, bare_wall)]),
               "home_median_ratio": round(statistics.median(home_wall) / statistics.median(bare_wall), 2),
               "home_best_ratio": round(min(home_wall) / min(bare_wall), 2),
               "home_cpu_ratio": spread([h / b for h, b in zip(home_cpu, bare_cpu)]),
               "home_median_cpu_ratio": round(statistics.median(home_cpu) / statistics.median(bare_cpu), 2)}
    if ours:
        figures.update({"all_tables_seconds": spread(ours),
                        "all_tables_median_ratio": round(statistics.median(ours) / statistics.median(bare_wall), 2)})
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
