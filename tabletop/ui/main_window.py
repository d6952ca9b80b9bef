"""The main window: the home page, and a table page while a game is open."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QMainWindow, QStackedWidget

from tabletop.engine.saves import SaveError, load_session
from tabletop.engine.session import Session
from tabletop.games import available_games
from tabletop.ui.controller import GameController
from tabletop.ui.games import scene_for
from tabletop.ui.home import HomePage, game_title
from tabletop.ui.i18n import Language, translate
from tabletop.ui.new_game import NewGameDialog
from tabletop.ui.rules_panel import RulesDialog
from tabletop.ui.settings import AppPaths, Settings
from tabletop.ui.table import TablePage


class MainWindow(QMainWindow):
    """Home page and table page in one window."""

    def __init__(self, paths: AppPaths, settings: Settings, language: Language):
        super().__init__()
        self.paths = paths
        self.settings = settings
        self.language = language
        self.resize(1366, 768)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.home = HomePage(paths.saves, language.code)
        self.home.new_game.connect(self.ask_new_game)
        self.home.continue_game.connect(self.continue_game)
        self.home.rules.connect(self.show_rules)
        self.home.language.connect(self.set_language)
        self.stack.addWidget(self.home)
        self.table: TablePage | None = None
        self._retitle()

    def _retitle(self, game_id: str | None = None) -> None:
        self.setWindowTitle(f"{game_title(game_id)} — {translate('home', 'Tabletop')}" if game_id else translate("home", "Tabletop"))

    # --- starting and leaving games -----------------------------------------------------
    def ask_new_game(self, game_id: str) -> NewGameDialog:
        """Opens the New game dialog for `game_id` and starts the game it returns."""
        dialog = NewGameDialog(available_games()[game_id], self)
        dialog.accepted.connect(lambda: self.start_new(game_id, dialog.choice))
        dialog.open()
        return dialog

    def start_new(self, game_id: str, choice) -> TablePage:
        """Starts a new game from the dialog's choice, saving under a fresh file name."""
        session = Session(available_games()[game_id], choice.seats, choice.options, choice.seed)
        return self.open_session(session, self._new_save_path(game_id))

    def _new_save_path(self, game_id: str) -> Path:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.paths.saves / f"{game_id}-{stamp}.json"
        k = 1
        while path.exists():  # never overwrite another save
            k += 1
            path = self.paths.saves / f"{game_id}-{stamp}-{k}.json"
        return path

    def continue_game(self, path: Path) -> TablePage | None:
        """Reopens a saved game exactly where it was; a bad save is named on the home page and left alone."""
        try:
            session, doc = load_session(path)
        except SaveError as e:
            self.home.show_problem(e)
            return None
        return self.open_session(session, path, doc.get("created"))

    def open_session(self, session: Session, save_path: Path, created: str | None = None) -> TablePage:
        """Shows the table of `session` and starts play."""
        self.leave_table()
        controller = GameController(session, save_path, self.settings.bot_delay_ms, created)
        page = TablePage(controller, scene_for(session.game.id))
        page.leave.connect(self.leave_table)
        page.rules_requested.connect(lambda _: self.show_rules(session.game.id))
        self.table = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._retitle(session.game.id)
        controller.start()
        controller._autosave()
        return page

    def leave_table(self) -> None:
        """Closes the table (the game is already saved) and shows the home page."""
        if self.table is not None:
            self.table.controller.stop()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.home.refresh_saves()
        self.stack.setCurrentWidget(self.home)
        self._retitle()

    # --- rules and language --------------------------------------------------------------
    def show_rules(self, game_id: str = "") -> RulesDialog:
        """Opens the Rules panel (for the open game when there is one)."""
        if not game_id and self.table is not None:
            game_id = self.table.controller.session.game.id
        dialog = RulesDialog(self.language.code, game_id or "star-cartel", self)
        dialog.show()
        return dialog

    def set_language(self, code: str) -> None:
        """Switches the language at run time and remembers it."""
        if self.language.use(code):
            self.settings.language = code
            self.settings.save(self.paths.settings_file)
            self._retitle(self.table.controller.session.game.id if self.table else None)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.table is not None:
            self.table.controller.stop()
        super().closeEvent(event)
