"""Screenshots of the Review page (a timeline, then an analysis with its costliest move shown) and of the Statistics
page, at 1366×768 in English and Japanese, to look at.

    python bench/review_screens.py --out /tmp/review-shots          # both languages
    python bench/review_screens.py --out /tmp/review-shots --quick  # a small analysis budget (a few seconds)

Seeded games of greedy bots: a finished Star Cartel game (one person, two bots) at move 40, a finished solo
Cartographers game at its costliest move once analysed, and statistics over nine saves (two of them Today's map)
and one damaged file. The analysis is weighed once and kept beside the save, so the second language reopens it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True, help="the folder the PNG files go in")
    parser.add_argument("--quick", action="store_true", help="analyse at a small budget")
    args = parser.parse_args()
    from PySide6.QtCore import QEventLoop

    from tabletop.review.analysis import AnalysisBudget, Analyser
    from tabletop.ui.app import make_app, make_window
    from tabletop.ui.review import runner
    from tabletop.ui.settings import AppPaths, Settings
    from tests.review.games import played, saved

    if args.quick:
        runner.Analyser = lambda game, players: Analyser(game, players, AnalysisBudget(2, 3))  # type: ignore
    app = make_app()
    args.out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="review-shots-"))
    saves = folder / "data" / "saves"
    cartel = saved(saves, "cartel.json", played("star-cartel", 3, seed=4, people=1, bot="greedy"))
    solo = saved(saves, "carto.json", played("cartographers", 1, seed=2, bot="greedy"))
    for k in range(6):
        game = played("cartographers", 1, seed=20 + k, bot="greedy" if k % 2 else "random")
        if k in (2, 5):
            game.tags = {"daily": f"2026-11-{20 + k}"}
        saved(saves, f"solo-{k}.json", game)
    for k in range(2):
        saved(saves, f"cartel-{k}.json", played("star-cartel", 3, seed=30 + k, people=3, bot="greedy"))
    (saves / "broken.json").write_text("{", encoding="utf-8")
    for language in ("en", "ja"):
        paths = AppPaths(folder / "data", folder / language, folder / "cache")
        Settings(language=language, bot_delay_ms=0).save(paths.settings_file)
        window = make_window(paths)
        window.resize(1366, 768)
        window.show()
        page = window.open_review(cartel)
        page.slider.setValue(40)
        app.processEvents()
        window.grab().save(str(args.out / f"review-timeline-{language}.png"))
        page = window.open_review(solo)
        page.analyse()
        while page.run is not None and page.run.running():
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        app.processEvents()
        costly = page.analysis.costliest(1) if page.analysis is not None else []
        page.slider.setValue(costly[0].log_index + 1 if costly else 9)
        app.processEvents()
        window.grab().save(str(args.out / f"review-analysis-{language}.png"))
        stats = window.open_statistics()
        stats.show_game("cartographers")
        app.processEvents()
        window.grab().save(str(args.out / f"statistics-{language}.png"))
        window.leave_table()
        window.close()
    print(f"screenshots in {args.out}")


if __name__ == "__main__":
    main()
