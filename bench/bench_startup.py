"""Start-up cost: `tabletop --self-test` as a whole process against a bare PySide6 process showing one window.

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
    ours: list[float] = []
    with tempfile.TemporaryDirectory() as empty:
        for _ in range(runs):  # alternate the two, so a busy spell on the machine slows both alike
            bare.append(wall_time([sys.executable, "-c", BARE], empty))
            ours.append(wall_time([sys.executable, "-m", "tabletop", "--self-test"], empty))
    print(json.dumps({"bare_pyside6_seconds": round(min(bare), 3), "self_test_seconds": round(min(ours), 3),
                      "ratio": round(min(ours) / min(bare), 2),
                      "median_ratio": round(statistics.median(ours) / statistics.median(bare), 2),
                      "runs": runs}, indent=1))


if __name__ == "__main__":
    main()
