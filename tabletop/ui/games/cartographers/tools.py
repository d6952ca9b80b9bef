"""Cartographers beyond one table: Today's map and its best maps, copying a map, practising on a map.

The game's registration names these as its home-card button and note, its table's side-panel buttons and
what happens when a game ends; the shared window, home page and table know nothing of maps.
"""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.ui.i18n import fmt, reason_text, translate, words_of

if TYPE_CHECKING:
    from tabletop.ui.table import TablePage
    from tabletop.ui.tool_hooks import ToolWindow

BESTS = "cartographers-bests.json"  # in the app's data folder
term = words_of("cartographers")


def start_daily(window: ToolWindow, day: date | None = None) -> TablePage:
    """Starts Today's map, a solo game dealt from the date (the same for everyone that day); returns its table."""
    from tabletop.engine.session import SeatInfo, Session
    from tabletop.games.cartographers import GAME
    from tabletop.games.cartographers.daily import daily_options, daily_seed

    day = day or date.today()
    seat = SeatInfo(window.settings.player_name or translate("home", "Cartographer"))
    session = Session(GAME, [seat], daily_options(day), daily_seed(day), tags={"daily": day.isoformat()})
    return window.open_session(session, window.new_save_path("cartographers-daily"))


def start_practice(window: ToolWindow, sheet_text: str) -> TablePage | None:
    """Returns the table of a solo game started from a map in the sheet notation; None, naming why, for a bad map."""
    from tabletop.engine.contract import OptionError
    from tabletop.engine.session import SeatInfo, Session
    from tabletop.games.cartographers import GAME

    try:
        options = GAME.check_setup(1, {"start_sheet": sheet_text})
    except OptionError as e:
        shown = window.table.refusal if window.table is not None else window.home.problem
        shown.setText(reason_text(e.reason))
        return None
    seat = SeatInfo(window.settings.player_name or translate("home", "Cartographer"))
    session = Session(GAME, [seat], options, random.SystemRandom().randrange(1, 2**31))
    return window.open_session(session, window.new_save_path("cartographers-practice"))


def copy_map(window: ToolWindow) -> None:
    """Puts the open table's map on the clipboard in the sheet notation."""
    from PySide6.QtGui import QGuiApplication

    from tabletop.ui.games.cartographers.scene import CartographersScene

    page = window.table
    if page is None or not isinstance(page.scene, CartographersScene):
        return
    QGuiApplication.clipboard().setText(page.scene.sheet_text())
    page.hint.setText(translate("table", "The map is on the clipboard in the sheet notation."))


def practise(window: ToolWindow) -> None:
    """Asks for a map file and starts a practice game on it; a file that cannot be read is named on the table."""
    from PySide6.QtWidgets import QFileDialog

    page = window.table
    if page is None:
        return
    name, _ = QFileDialog.getOpenFileName(page, translate("table", "Practise on a map"), "",
                                          translate("table", "Map sheets (*.txt);;All files (*)"))
    if not name:
        return
    try:
        text = Path(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):  # Python's own words would be English: name the file instead
        page.refusal.setText(translate("table", "{file} cannot be read as a map sheet (a text file).").format(
            file=Path(name).name))
        return
    start_practice(window, text)


def record_daily(window: ToolWindow, page: TablePage) -> None:
    """Keeps a finished Today's map among the best maps and lists them under the final scores."""
    from tabletop.games.cartographers.results import final_result
    from tabletop.games.cartographers.solo import title_for
    from tabletop.ui.bests import Best, record_best

    session = page.controller.session
    day = session.tags.get("daily")
    if not day or not session.is_over():
        return
    row = final_result(session.state).breakdown[0]
    save = page.controller.save_path.name if page.controller.save_path else ""
    bests = record_best(window.paths.data / BESTS, Best(day, row["total"], row["rating"], title_for(row["rating"]),
                                                        save))
    if bests:
        lines = [translate("home", "Best maps of the day:")] + [
            fmt(translate("home", "{place}. {date}: {score:star|stars} ({title})"), 
                place=k + 1, date=b.date, score=b.score, title=term(b.title)) for k, b in enumerate(bests[:5])]
        page.results.extra.setText("\n".join(lines))


def best_maps_note(data: Path) -> str:
    """Returns the best three maps of the day for the home page's card ("" before the first)."""
    from tabletop.ui.bests import load_bests

    bests = load_bests(data / BESTS)
    if not bests:
        return ""
    return "\n".join([translate("home", "Best maps of the day:")] + [
        fmt(translate("home", "{date}: {score:star|stars} ({title})"), date=b.date, score=b.score, title=term(b.title))
        for b in bests[:3]])
