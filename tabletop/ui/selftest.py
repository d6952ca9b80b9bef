"""`tabletop --self-test`: start offscreen, open every game's table with a seeded game, render it, exit."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from tabletop.engine.saves import one_line


def run_self_test(argv: list[str]) -> int:
    """Returns 0 when every available game's table opened and rendered; 2 for bad arguments; 1 on failure."""
    from tabletop.command_line import OneLineParser, refuse
    from tabletop.engine.files import ready_folder
    from tabletop.registry import CommandError

    parser = OneLineParser(prog="tabletop --self-test")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--lang", choices=("en", "ja"), default="en")
    parser.add_argument("--screenshots", type=Path, help="save a PNG of each screen here")
    try:
        args = parser.parse_args(argv)
        if args.screenshots:
            ready_folder(args.screenshots)  # before the tables open: a file there is named now, not after them
    except CommandError as e:
        return refuse(str(e))
    except OSError as e:
        return refuse(f"--screenshots {args.screenshots}: {e.strerror or e}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.ui.games import playable_games
    from tabletop.ui.app import make_app, make_window
    from tabletop.ui.settings import AppPaths, Settings

    app = make_app()
    with tempfile.TemporaryDirectory(prefix="tabletop-self-test-") as tmp:
        paths = AppPaths(Path(tmp) / "data", Path(tmp) / "config")
        Settings(language=args.lang, bot_delay_ms=0).save(paths.settings_file)
        window = make_window(paths)
        window.show()
        shots = [("menu", window.grab())] if args.screenshots else []
        for game in playable_games().values():
            seats = [SeatInfo(f"Bot {i + 1}", SeatKind.BOT, "greedy") for i in range(game.min_players)]
            window.settings.bot_delay_ms = 60_000  # render the opening position, don't play it out
            page = window.open_session(Session(game, seats, {}, 1), paths.saves / f"{game.id}.json")
            layout = page.layout()  # the page's row: always there
            if layout is not None:
                layout.activate()  # grab() renders the table itself; no need to paint it on screen first
            shot = page.grab()
            if shot.isNull() or len(page.scene.items()) < 20:
                print(f"self-test: {game.id}: the table did not render", file=sys.stderr)
                return 1
            shots.append((game.id, shot))
        window.leave_table()  # opening each table closed the one before
        if args.screenshots:
            args.screenshots.mkdir(parents=True, exist_ok=True)
            for name, pixmap in shots:
                shot_file = args.screenshots / f"self-test-{name}-{args.lang}.png"
                if not pixmap.save(str(shot_file)):  # the folder was writable a moment ago: a full disk
                    print(f"self-test: {one_line(str(shot_file))}: the screenshot cannot be written", file=sys.stderr)
                    return 1
        window.close()
        window.deleteLater()
        app.processEvents()
    print(f"self-test passed: {', '.join(playable_games())} ({args.lang})")
    return 0
