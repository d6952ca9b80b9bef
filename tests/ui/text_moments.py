"""Seeded games driven to their busiest moments in the real window at 1366×768, every text measured on screen.

Game-agnostic: a `Setup` names a game, its seats and options; `measure_setup` plays it with random moves,
every seat a person at the screen (hot-seat), and at moments spread over the game (most of them late, where
tables are fullest) and at the final table renders the whole window into a `TextMeter`. Used by
tests/ui/test_text_floor.py and bench/text_sizes.py.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator, NamedTuple

from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.items import Overflow, record_overflows
from tabletop.ui.text_meter import DrawnText, measure

SCREEN = (1366, 768)
NAMES = ["Aiko", "Ben", "Chiara", "Daichi", "Emi", "Femi"]
LONG_GAME = 1500  # random play never ends some games (Starfarers): their first moves only
# Where in the game to look, as fractions of its moves: tables fill up as a game goes on.
MOMENTS = (0.0, 0.3, 0.55, 0.7, 0.8, 0.88, 0.94, 0.98)


class Setup(NamedTuple):
    """One seeded game to measure: a game, how many seats, its options."""

    game: str
    players: int
    options: dict[str, Any] = {}
    seed: int = 3
    large_seats: bool = True  # the table shows a seat large (`GameScene.enlarge(seat)`): measure that too

    @property
    def name(self) -> str:
        """Returns the setup as a short label (game, seats, options on)."""
        on = "".join(f"+{k}" for k, v in sorted(self.options.items()) if v)
        return f"{self.game}-{self.players}p{on}"


class Seen(NamedTuple):
    """A text measured at a moment: the setup, the moment, and the text as drawn."""

    where: str
    text: DrawnText


# The busiest moments of the three older tables (the floor test) and of all five (the bench).
OLDER_TABLES = (
    Setup("cartographers", 1, {}),
    Setup("cartographers", 1, {"side_b": True, "skills": True}),
    Setup("cartographers", 6, {"side_b": True, "skills": True, "promo_ambushes": True}),
    Setup("star-cartel", 3, {"abilities": True}),
    Setup("star-cartel", 6, {"abilities": True}),
    Setup("thiefs-market", 3, {}),
    Setup("thiefs-market", 5, {"promos": True}),
)
NEWER_TABLES = (
    Setup("starfarers", 4, {}, large_seats=False),
    Setup("starfarers", 3, {}, large_seats=False),
    Setup("star-trek", 2, {}, large_seats=False),  # its large view is a card's
)


def play_moves(setup: Setup) -> list[tuple[int, Any]]:
    """Returns the (seat, action) pairs of the setup's seeded random game."""
    game = available_games()[setup.game]
    session = Session(game, [SeatInfo(n) for n in NAMES[:setup.players]], dict(setup.options), setup.seed)
    rng = random.Random(setup.seed)
    moves = []
    while not session.is_over() and len(moves) < LONG_GAME:
        seat = session.to_act()[0]
        action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
        moves.append((seat, action))
    return moves


def open_window(language: str) -> Any:
    """Returns the main window in `language`, shown at 1366×768, bots never moving on their own."""
    from tabletop.ui.app import make_window
    from tabletop.ui.settings import AppPaths, Settings

    folder = Path(tempfile.mkdtemp(prefix="text-floor-"))
    paths = AppPaths(folder / "data", folder / "config")
    Settings(language=language, bot_delay_ms=60_000).save(paths.settings_file)
    window = make_window(paths)
    window.resize(*SCREEN)
    window.show()
    return window


def moments(window: Any, setup: Setup,
            shown: Callable[[Any, str], None] | None = None) -> Iterator[tuple[str, list[DrawnText], list[Overflow]]]:
    """Yields (moment, texts on screen, texts overflowing their boxes) at the setup's moments and its final table.

    `shown(window, moment)`, if given, is called at each moment before measuring (a screenshot, say)."""
    from PySide6.QtWidgets import QApplication

    moves = play_moves(setup)
    game = available_games()[setup.game]
    session = Session(game, [SeatInfo(n) for n in NAMES[:setup.players]], dict(setup.options), setup.seed)
    page = window.open_session(session, window.paths.saves / "text-floor.json")
    steps = sorted({min(len(moves) - 1, int(f * len(moves))) for f in MOMENTS})
    done = 0
    for step in steps + [len(moves)]:
        for seat, action in moves[done:step]:
            page.controller.last_events = session.act(seat, action)
        done = step
        over = session.is_over()
        page.curtain.hide()
        page.controller.waiting_for = None
        page.controller.viewer = None if over else session.to_act()[0]
        with record_overflows() as overflows:
            page.refresh()
            if over:
                page._finished()  # the final table, as the controller shows it
            QApplication.processEvents()
            texts = measure(window)
        moment = f"{setup.name} move {step}/{len(moves)}" + (" (final table)" if over else "")
        if shown is not None:
            shown(window, moment)
        yield moment, texts, list(overflows)
        if setup.large_seats and not over and step == steps[-1]:  # late in the game: each other seat large
            for seat in range(setup.players):
                if seat == page.controller.viewer:
                    continue
                large = f"{moment}, seat {seat + 1} large"
                with record_overflows() as overflows:
                    page.scene.enlarge(seat)
                    QApplication.processEvents()
                    texts = measure(window)
                if shown is not None:
                    shown(window, large)
                page.scene.enlarge(None)
                yield large, texts, list(overflows)
        if over:
            page.stack.setCurrentWidget(page.board)  # and the board at the end, behind the final table
            with record_overflows() as overflows:
                QApplication.processEvents()
                texts = measure(window)
            yield moment.replace("final table", "board at the end"), texts, list(overflows)
    window.leave_table()
