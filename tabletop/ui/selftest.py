"""`tabletop --self-test`: start offscreen, open every game's table with a seeded game, render it, exit."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.engine.saves import one_line

if TYPE_CHECKING:  # Qt is loaded only once the arguments are read (a bad one gets its line without it)
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QApplication


def run_self_test(argv: list[str]) -> int:
    """Returns 0 when every available game's table opened and rendered; 2 for bad arguments; 1 on failure."""
    from tabletop.command_line import refuse
    from tabletop.registry import CommandError

    try:
        args = _arguments(argv)
    except CommandError as e:
        return refuse(str(e))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tabletop.ui.app import make_app
    from tabletop.ui.games import playable_games

    app = make_app()
    with tempfile.TemporaryDirectory(prefix="tabletop-self-test-") as tmp:
        failed = _open_every_table(app, Path(tmp), args.lang, args.screenshots)
    if failed:
        print(f"self-test: {failed}", file=sys.stderr)
        return 1
    print(f"self-test passed: {', '.join(playable_games())} ({args.lang})")
    return 0


def _arguments(argv: list[str]) -> argparse.Namespace:
    """Returns the self-test's arguments, the screenshots folder made ready (CommandError when not)."""
    from tabletop.command_line import OneLineParser
    from tabletop.engine.files import ready_folder
    from tabletop.registry import CommandError

    parser = OneLineParser(prog="tabletop --self-test")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--lang", choices=("en", "ja"), default="en")
    parser.add_argument("--screenshots", type=Path, help="save a PNG of each screen here")
    args = parser.parse_args(argv)
    if args.screenshots:
        try:
            ready_folder(args.screenshots)  # before the tables open: a file there is named now, not after them
        except OSError as e:
            raise CommandError(f"--screenshots {args.screenshots}: {e.strerror or e}") from e
    return args


def _open_every_table(app: QApplication, tmp: Path, lang: str, screenshots: Path | None) -> str | None:
    """Opens each game's table in a fresh window with a seeded game of bots, renders it, and saves the screenshots
    asked for; returns what failed in one line, or None."""
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.ui.app import make_window
    from tabletop.ui.games import playable_games
    from tabletop.ui.settings import AppPaths, Settings

    paths = AppPaths(tmp / "data", tmp / "config")
    Settings(language=lang, bot_delay_ms=0).save(paths.settings_file)
    window = make_window(paths)
    window.show()
    shots = [("menu", window.grab())] if screenshots else []
    for game in playable_games().values():
        seats = [SeatInfo(f"Bot {i + 1}", SeatKind.BOT, "greedy") for i in range(game.min_players)]
        window.settings.bot_delay_ms = 60_000  # render the opening position, don't play it out
        page = window.open_session(Session(game, seats, {}, 1), paths.saves / f"{game.id}.json")
        layout = page.layout()  # the page's row: always there
        if layout is not None:
            layout.activate()  # grab() renders the table itself; no need to paint it on screen first
        shot = page.grab()
        if shot.isNull() or len(page.scene.items()) < 20:
            return f"{game.id}: the table did not render"
        shots.append((game.id, shot))
    window.leave_table()  # opening each table closed the one before
    failed = _save_shots(shots, screenshots, lang) if screenshots else None
    window.close()
    window.deleteLater()
    app.processEvents()
    return failed


def _save_shots(shots: list[tuple[str, QPixmap]], folder: Path, lang: str) -> str | None:
    """Saves each screen's PNG in `folder`; returns the file that could not be written, in one line, or None."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, pixmap in shots:
        shot_file = folder / f"self-test-{name}-{lang}.png"
        if not pixmap.save(str(shot_file)):  # the folder was writable a moment ago: a full disk
            return f"{one_line(str(shot_file))}: the screenshot cannot be written"
    return None
