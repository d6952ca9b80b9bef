"""The smallest text each table paints on a 1366×768 screen, per game and language, beside the 10 px floor.

    python bench/text_sizes.py                 # all five games, English and Japanese
    python bench/text_sizes.py --smoke         # one setup a game, English only, for CI
    python bench/text_sizes.py --game star-trek --lang ja --worst 10

Each setup is a seeded random game, every seat a person at the screen, measured at moments spread over the
game (most of them late) and at its final table: the whole window is rendered into a paint device that writes
down every text run with its font's size in device pixels (tabletop/ui/text_meter.py). Prints one JSON line
per game and language: the smallest size, its text and moment, how many distinct texts are under the floor,
and how many texts `draw_text` painted overflowing their boxes (at the floor, the layout has to give room).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="one setup a game, English only")
    parser.add_argument("--game", help="only this game (an id such as cartographers)")
    parser.add_argument("--lang", choices=["en", "ja"], help="only this language")
    parser.add_argument("--worst", type=int, default=3, help="list this many of the smallest distinct texts")
    args = parser.parse_args()
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    from PySide6.QtWidgets import QApplication

    from tabletop.ui.app import make_app
    from tabletop.ui.items import AIM_PX, FLOOR_PX
    from tests.ui.text_moments import NEWER_TABLES, OLDER_TABLES, moments, open_window

    app = make_app()
    setups = [s for s in OLDER_TABLES + NEWER_TABLES if args.game in (None, s.game)]
    if args.smoke:
        setups = [s for k, s in enumerate(setups) if s.game not in {t.game for t in setups[:k]}]
    if not setups:
        raise SystemExit(f"no setups for {args.game!r}")
    languages = [args.lang] if args.lang else (["en"] if args.smoke else ["en", "ja"])
    for language in languages:
        window = open_window(language)
        for game in dict.fromkeys(s.game for s in setups):
            smallest: dict[str, tuple[float, str]] = {}  # text -> (its smallest size, where)
            overflowing: dict[str, str] = {}  # text -> its box and what it needs
            for setup in (s for s in setups if s.game == game):
                for moment, texts, overflows in moments(window, setup):
                    for t in texts:
                        if t.text not in smallest or t.pixels < smallest[t.text][0]:
                            smallest[t.text] = (t.pixels, moment)
                    overflowing.update((o.text, f"{o.box[0]:.0f}×{o.box[1]:.0f} < {o.needs[0]:.0f}×{o.needs[1]:.0f} "
                                                   f"at {o.points:g} pt") for o in overflows)
            worst = sorted(smallest.items(), key=lambda kv: kv[1][0])
            print(json.dumps({
                "game": game, "lang": language, "floor_px": FLOOR_PX, "aim_px": AIM_PX,
                "smallest_px": round(worst[0][1][0], 1), "where": worst[0][1][1],
                "distinct_texts": len(smallest),
                "under_floor": sum(1 for _, (px, _) in worst if px < FLOOR_PX - 0.05),
                "under_aim": sum(1 for _, (px, _) in worst if px < AIM_PX - 0.05),
                "overflowing": len(overflowing),
                "smallest": [[round(px, 1), text.strip()[:40]] for text, (px, _) in worst[:args.worst]],
                "overflows": [f"{text[:40]!r}: {box}" for text, box in list(overflowing.items())[:args.worst]],
            }, ensure_ascii=False), flush=True)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    del app


if __name__ == "__main__":
    main()
