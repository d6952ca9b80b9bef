"""Cartographers' own headless commands: `tabletop cartographers score SHEET.txt`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tabletop.registry import CommandError

SHEET_LIMIT = 1 << 20  # bytes: a sheet is 12 lines and some comments; a larger file is no sheet


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    """Adds `cartographers score`, which prints every scoring card's points for a sheet in the sheet notation."""
    tools = commands.add_parser("cartographers", help="Cartographers tools")
    # A nested parser is of its parent's class, so a bad line here exits as every other bad command line does.
    score = tools.add_subparsers(dest="carto_command").add_parser(
        "score", help="score a sheet written in the sheet notation")
    score.add_argument("file", type=Path)
    score.set_defaults(run=lambda args: score_sheet_file(args.file))


def score_sheet_file(path: Path) -> dict[str, Any]:
    """Returns every scoring card's points for the sheet in `path`."""
    from tabletop.engine.files import read_regular_file
    from tabletop.games.cartographers.scoring import score_sheet
    from tabletop.games.cartographers.sheet import SheetError, parse_sheet
    from tabletop.messages import english

    def unreadable(detail: object) -> CommandError:
        return CommandError(f"{path}: {english('save.unreadable', {'detail': detail})}")

    try:
        text = read_regular_file(path, SHEET_LIMIT).decode("utf-8")
    except OSError as e:
        raise unreadable(e.strerror or e) from None
    except UnicodeDecodeError:
        raise unreadable("not UTF-8 text") from None
    try:
        return score_sheet(parse_sheet(text))
    except SheetError as e:
        raise CommandError(f"{path}: {e}") from None
