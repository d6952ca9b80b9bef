"""Starting the app to its home page imports no table, controller, scene, bot, session or game rules, and decodes
no save it has listed before: what a player waits for does not grow with the games or their saves."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import entries
from tabletop.registry import rules_of

ROOT = Path(__file__).resolve().parents[1]

# The app as `tabletop` starts it, to its home page drawn; prints the modules it imported.
START = """
import json, sys
from pathlib import Path
from tabletop.ui.app import make_app, make_window
from tabletop.ui.settings import AppPaths
app = make_app()
window = make_window(AppPaths(Path(sys.argv[1]) / "data", Path(sys.argv[1]) / "config"))
window.show()
app.processEvents()
window.grab()
print(json.dumps({"modules": sorted(sys.modules), "continue": window.home.saves.rowCount(),
                  "finished": window.home.finished.rowCount()}))
"""

GAME_PACKAGES = {f"tabletop.games.{e.id.replace('-', '_')}" for e in entries()}


def start(folder: Path) -> dict:
    """Returns what a fresh process starting the app in `folder` imported and listed."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", START, str(folder)], capture_output=True, text=True, env=env,
                          cwd=folder)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def not_at_start(module: str) -> bool:
    """Returns True for a module the home page must not need: tables, scenes, bots, sessions, rules."""
    return (module in ("tabletop.ui.table", "tabletop.ui.controller", "tabletop.engine.session", "msgspec")
            or module.startswith(("tabletop.ui.games.base", "tabletop.bots", "tabletop.tutorial.model",
                                  "tabletop.tutorial.runner", "tabletop.ui.items", "tabletop.engine.save_schema"))
            or module.startswith("tabletop.ui.games.") and not module.endswith(".tools")  # a game's own buttons
            and module != "tabletop.ui.games.cartographers"  # the package of the card's note (tools)
            or module.rpartition(".")[0] in GAME_PACKAGES)  # a game's rules, state, view, messages…


def test_the_home_page_starts_without_tables_bots_rules_or_decoding_saves(tmp_path: Path):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    for entry in entries():  # one game of each, as the start-up bench lists them
        game = rules_of(entry)
        seats = [SeatInfo(f"P{k}", SeatKind.BOT if k else SeatKind.PERSON, "random" if k else None)
                 for k in range(max(2, entry.min_players))]
        session = Session(game, seats, {}, 7)
        for _ in range(5):
            seat = session.to_act()[0]
            session.act(seat, session.legal_actions(seat)[0])
        save_session(session, saves / f"{entry.id}.json")
    first = start(tmp_path)  # the saves are new: each is read once, and indexed
    assert first["continue"] == len(entries())
    again = start(tmp_path)
    assert again["continue"] == len(entries()) and again["finished"] == 0
    unwanted = [m for m in again["modules"] if not_at_start(m)]
    assert unwanted == [], unwanted
    assert "tabletop.ui.home" in again["modules"] and "tabletop.games.star_trek" in again["modules"]


def test_the_check_would_see_a_table_or_rules_module():
    assert not_at_start("tabletop.ui.table") and not_at_start("tabletop.games.starfarers.rules")
    assert not_at_start("tabletop.ui.games.star_cartel") and not_at_start("tabletop.bots.star_trek")
    assert not_at_start("tabletop.ui.games.cartographers.scene")
    assert not not_at_start("tabletop.games.starfarers") and not not_at_start("tabletop.ui.home")
    assert not not_at_start("tabletop.ui.games.cartographers.tools")
