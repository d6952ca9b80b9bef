"""What a game's own buttons and its end-of-game hook may use of the main window (their registration names them:
registry.py's `Tool.run` and `GameEntry.finished`).

The window is handed to a game's code as this Protocol rather than as the MainWindow itself, so a game's extras
read only the open table, the home page (to name a problem when no table is open), the settings and folders, and
the two ways to open a new table; the type checker holds them to that.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol, Sequence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tabletop.engine.session import Session
    from tabletop.ui.home import HomePage
    from tabletop.ui.settings import AppPaths, Settings
    from tabletop.ui.table import TablePage


class ToolWindow(Protocol):
    """The main window as a game's own code sees it."""

    @property
    def table(self) -> TablePage | None:
        """Returns the open table's page, or None on the home page."""

    @property
    def home(self) -> HomePage:
        """Returns the home page (its `problem` line names what went wrong while no table is open)."""

    @property
    def settings(self) -> Settings:
        """Returns the player's settings (their name, the bots' pace)."""

    @property
    def paths(self) -> AppPaths:
        """Returns the app's folders (saves, data)."""

    def open_session(self, session: Session, save_path: Path | None) -> TablePage:
        """Shows the table of `session`, saved at `save_path`, and starts play; returns its page."""

    def new_save_path(self, stem: str) -> Path:
        """Returns a new save file's path named from `stem` and the time."""


# A button's function (`Tool.run`): called with the window; what it returns (a table it opened) is for the tests.
ToolHook = Callable[[ToolWindow], object]
# A game's end-of-game hook (`GameEntry.finished`): called with the window and the finished game's table page.
FinishedHook = Callable[[ToolWindow, "TablePage"], None]


class SeatChoice(Protocol):
    """A game's own choice beside each seat in New game (registry.py's `GameEntry.seat_choice`; Star Trek's deck)."""

    owns: frozenset[str]  # the options it sets: New game shows no box of its own for them

    @property
    def boxes(self) -> Sequence[QWidget]:
        """Returns one widget per seat, shown at the end of its row."""

    @property
    def note(self) -> QWidget:
        """Returns a widget shown under the seats (what the choices mean)."""

    def fill_options(self, options: Mapping[str, Any]) -> None:
        """Sets the choices from a game's options."""

    def write(self, options: dict[str, Any]) -> None:
        """Writes the choices into the options being collected."""
