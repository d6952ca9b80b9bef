"""The main window: the home page, and a table page while a game is open.

The table, its controller, the scenes, sessions and every game's rules are imported when the first table
opens, not at start: the home page shows without them.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QStackedWidget

from tabletop.engine.saves import SaveError, clear_leftovers
from tabletop.games import entries, entry
from tabletop.registry import Tool, load, rules_of
from tabletop.ui.home import HomePage, game_title
from tabletop.ui.i18n import Language, translate
from tabletop.ui.settings import AppPaths, Settings

if TYPE_CHECKING:
    from tabletop.engine.session import Session
    from tabletop.ui.controller import GameController
    from tabletop.ui.new_game import NewGameChoice, NewGameDialog
    from tabletop.ui.rules_panel import RulesDialog
    from tabletop.ui.review.page import ReviewPage
    from tabletop.ui.review.stats_page import StatisticsPage
    from tabletop.ui.settings_dialog import SettingsDialog
    from tabletop.ui.table import TablePage
    from tabletop.ui.tool_hooks import FinishedHook, ToolHook


class MainWindow(QMainWindow):
    """Home page and table page in one window."""

    def __init__(self, paths: AppPaths, settings: Settings, language: Language):
        super().__init__()
        self.paths = paths
        self.settings = settings
        self.language = language
        self.resize(1366, 768)
        for folder in (paths.saves, paths.cache_dir):  # what a file being written when the app was killed left
            clear_leftovers(folder)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.home = HomePage(paths.saves, language.code, paths.data, paths.summary_index, paths.statistics_cache)
        self.home.new_game.connect(self.ask_new_game)
        self.home.learn.connect(self.start_tutorial)
        self.home.tool_chosen.connect(self.run_tool)
        self.home.continue_game.connect(self.continue_game)
        self.home.review_game.connect(self.open_review)
        self.home.statistics.connect(self.open_statistics)
        self.home.rules.connect(self.show_rules)
        self.home.language.connect(self.set_language)
        self.home.settings.connect(self.edit_settings)
        self.stack.addWidget(self.home)
        self.table: TablePage | None = None
        self.review: ReviewPage | StatisticsPage | None = None  # a page of its own opened from home or a table
        self._rules: QDialog | None = None
        self._retitle()

    def _retitle(self, game_id: str | None = None) -> None:
        self.setWindowTitle(f"{game_title(game_id)} — {translate('home', 'Tabletop')}" if game_id else translate("home", "Tabletop"))

    # --- starting and leaving games -----------------------------------------------------
    def ask_new_game(self, game_id: str) -> NewGameDialog:
        """Opens the New game dialog for `game_id` and starts the game it returns."""
        from tabletop.ui.new_game import NewGameDialog

        self._close_rules()  # it would stand over the dialog
        dialog = NewGameDialog(rules_of(entry(game_id)), self, self.paths.data)

        def start() -> None:
            if dialog.choice is not None:  # always, once accepted: the dialog accepts only a collected choice
                self.start_new(game_id, dialog.choice)

        dialog.accepted.connect(start)
        dialog.open()
        return dialog

    def start_new(self, game_id: str, choice: NewGameChoice) -> TablePage:
        """Starts a new game from the dialog's choice, saving under a fresh file name."""
        from tabletop.engine.session import Session

        session = Session(rules_of(entry(game_id)), choice.seats, choice.options, choice.seed)
        return self.open_session(session, self.new_save_path(game_id))

    def start_tutorial(self, game_id: str, lesson: int = 0) -> TablePage | None:
        """Opens one of the game's guided games (0: its first, Learn to play); None when its file is broken."""
        from tabletop.ui.tutorial import open_tutorial

        return open_tutorial(self, game_id, lesson)

    def run_tool(self, tool: Tool) -> object:
        """Runs one of a game's own buttons (from its card or its table) with this window; returns what it returns."""
        run: ToolHook = load(tool.run)
        return run(self)

    def new_save_path(self, stem: str) -> Path:
        """Returns a new save file's path named from `stem` (the game's id, or a kind of game) and the time."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.paths.saves / f"{stem}-{stamp}.json"
        k = 1
        while path.exists():  # never overwrite another save
            k += 1
            path = self.paths.saves / f"{stem}-{stamp}-{k}.json"
        return path

    def continue_game(self, path: Path) -> TablePage | None:
        """Reopens a saved game exactly where it was; a bad save is named on the home page and left alone."""
        from tabletop.saved_games import load_session

        try:
            session, doc = load_session(path)
        except SaveError as e:
            self.home.show_problem(e)
            return None
        return self.open_session(session, path, doc.get("created"))

    def open_session(self, session: Session, save_path: Path | None, created: str | None = None,
                     controller: GameController | None = None) -> TablePage:
        """Shows the table of `session` and starts play (with `controller` when given: a tutorial's)."""
        from tabletop.ui.controller import GameController
        from tabletop.ui.games import scene_for
        from tabletop.ui.table import TablePage

        self._close_table()  # the home page is not shown in between, so it needs no refresh
        self._close_review()
        controller = controller or GameController(session, save_path, self.settings.bot_delay_ms, created,
                                                  self.settings.reduced_motion)
        game = entry(session.game.id)
        page = TablePage(controller, scene_for(game.id), game.table_tools)
        page.error_log = self.paths.data / "errors.log"
        controller.curtain.connect(lambda _seat: self._close_rules())
        page.leave.connect(self.leave_table)
        page.rules_requested.connect(self.show_rules)
        page.tool_chosen.connect(self.run_tool)
        page.pace_chosen.connect(self.remember_pace)
        page.review.connect(lambda: self.open_review(save_path, session))
        if game.finished:  # after the page's own final table is filled: the game may add to it
            finished: FinishedHook = load(game.finished)
            controller.finished.connect(lambda: finished(self, page))
        self.table = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._retitle(session.game.id)
        controller.start()
        controller.save()
        return page

    def open_review(self, path: Path | None, session: Session | None = None) -> ReviewPage | None:
        """Opens the Review page of the save at `path` (of `session` when given: the game just ended at the table);
        a save that cannot be read, or a hot-seat game not yet over, is named on the home page instead."""
        from tabletop.review.access import review_access
        from tabletop.saved_games import load_session
        from tabletop.ui.i18n import fmt
        from tabletop.ui.review.page import ReviewPage

        if session is None:
            try:
                session, _ = load_session(path) if path is not None else (None, {})
            except SaveError as e:
                self.home.show_problem(e)
                return None
        if session is None:
            return None
        access = review_access(session.seats, session.is_over())
        if access.refused is not None:
            self.home.problem.setText(fmt(translate(*access.refused), count=access.people))
            return None
        page = ReviewPage(session, path)
        page.leave.connect(self.leave_table)
        page.play_on.connect(lambda new: self.open_session(new, self.new_save_path(new.game.id)))
        self._show_page(page, session.game.id)
        return page

    def open_statistics(self) -> StatisticsPage:
        """Opens the Statistics page of the saves."""
        from tabletop.ui.review.stats_page import StatisticsPage

        page = StatisticsPage(self.paths.saves, self.paths.statistics_cache, self.paths.summary_index)
        page.leave.connect(self.leave_table)
        self._show_page(page, None)
        return page

    def _show_page(self, page: ReviewPage | StatisticsPage, game_id: str | None) -> None:
        """Shows a page of its own in place of the home page or the table."""
        self._close_table()
        self._close_review()
        self.review = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._retitle(game_id)

    def _close_review(self) -> None:
        if self.review is not None:
            close = getattr(self.review, "close_page", None)
            if close is not None:
                close()
            self.stack.removeWidget(self.review)
            self.review.deleteLater()
            self.review = None

    def leave_table(self) -> None:
        """Closes the table (the game is already saved) and shows the home page."""
        self._close_table()
        self._close_review()
        self._close_rules()  # the game's rules would stand over the home page
        self.home.refresh_saves()
        self.home.refresh_notes()
        self.stack.setCurrentWidget(self.home)
        self._retitle()

    def _close_table(self) -> None:
        if self.table is not None:
            self.table.controller.stop()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    # --- rules and language --------------------------------------------------------------
    def show_rules(self, game_id: str = "") -> RulesDialog | None:
        """Opens the Rules panel (for the open game when there is one); closes it when it shows that game already
        (Rules toggles it) and returns None."""
        from PySide6.QtCore import Qt  # here: the home page shows without Qt's namespace of enums

        from tabletop.ui.rules_panel import RulesDialog, rules_shown

        if not game_id and self.table is not None:
            game_id = self.table.controller.session.game.id
        if rules_shown(self, game_id):
            self._close_rules()
            return None
        self._close_rules()
        dialog = RulesDialog(self.language.code, game_id or next(e.id for e in entries() if e.rules_file), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self._rules = dialog
        return dialog

    def _close_rules(self) -> None:
        """Closes the Rules panel, forgetting its search (the curtain is going up: the next person starts afresh)."""
        from shiboken6 import isValid

        if self._rules is not None and isValid(self._rules):  # not already closed (and deleted) by the player
            self._rules.close()
        self._rules = None

    def edit_settings(self) -> SettingsDialog:
        """Opens the Settings dialog; saved choices apply at once, to the open table too."""
        from tabletop.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)

        def save() -> None:
            dialog.apply().save(self.paths.settings_file)
            if self.table is not None:
                self.table.set_pace(self.settings.bot_delay_ms)
                self.table.controller.reduced_motion = self.settings.reduced_motion

        dialog.accepted.connect(save)
        dialog.open()
        return dialog

    def remember_pace(self, move_ms: int) -> None:
        """Keeps the bots' pace picked at the table in the settings."""
        self.settings.bot_delay_ms = move_ms
        self.settings.save(self.paths.settings_file)

    def set_language(self, code: str) -> None:
        """Switches the language at run time and remembers it."""
        if self.language.use(code):
            self.settings.language = code
            self.settings.save(self.paths.settings_file)
            self._retitle(self.table.controller.session.game.id if self.table else None)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.table is not None:
            self.table.controller.stop()
        self._close_review()  # an analysis under way stops after its move: the app does not wait for the rest
        super().closeEvent(event)
