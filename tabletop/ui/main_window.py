"""The main window: the home page, and a table page while a game is open."""

from __future__ import annotations

import random
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMainWindow, QStackedWidget

from tabletop.engine.saves import SaveError, load_session
from tabletop.engine.contract import OptionError
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.controller import GameController
from tabletop.ui.games import scene_for
from tabletop.ui.home import HomePage, game_title
from tabletop.ui.i18n import Language, reason_text, term, translate
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
        self.home = HomePage(paths.saves, language.code, paths.data / "cartographers-bests.json")
        self.home.new_game.connect(self.ask_new_game)
        self.home.daily.connect(self.start_daily)
        self.home.continue_game.connect(self.continue_game)
        self.home.rules.connect(self.show_rules)
        self.home.language.connect(self.set_language)
        self.home.settings.connect(self.edit_settings)
        self.stack.addWidget(self.home)
        self.table: TablePage | None = None
        self._rules: QDialog | None = None
        self._retitle()

    def _retitle(self, game_id: str | None = None) -> None:
        self.setWindowTitle(f"{game_title(game_id)} — {translate('home', 'Tabletop')}" if game_id else translate("home", "Tabletop"))

    # --- starting and leaving games -----------------------------------------------------
    def ask_new_game(self, game_id: str):
        """Opens the New game dialog for `game_id` and starts the game it returns."""
        from tabletop.ui.new_game import NewGameDialog

        dialog = NewGameDialog(available_games()[game_id], self)
        dialog.accepted.connect(lambda: self.start_new(game_id, dialog.choice))
        dialog.open()
        return dialog

    def start_new(self, game_id: str, choice) -> TablePage:
        """Starts a new game from the dialog's choice, saving under a fresh file name."""
        session = Session(available_games()[game_id], choice.seats, choice.options, choice.seed)
        return self.open_session(session, self._new_save_path(game_id))

    def start_daily(self, day: date | None = None) -> TablePage:
        """Starts Today's map: a solo Cartographers game dealt from the date."""
        from tabletop.games.cartographers.daily import daily_options, daily_seed

        day = day or date.today()
        seat = SeatInfo(self.settings.player_name or translate("home", "Cartographer"))
        session = Session(available_games()["cartographers"], [seat], daily_options(day), daily_seed(day),
                          tags={"daily": day.isoformat()})
        return self.open_session(session, self._new_save_path("cartographers-daily"))

    def start_practice(self, sheet_text: str) -> TablePage | None:
        """Starts a solo Cartographers game from a map in the sheet notation; a bad map is named, not started."""
        game = available_games()["cartographers"]
        try:
            options = game.check_setup(1, {"start_sheet": sheet_text})
        except OptionError as e:
            if self.table is not None:
                self.table.refusal.setText(reason_text(e.reason))
            else:
                self.home.problem.setText(reason_text(e.reason))
            return None
        seat = SeatInfo(self.settings.player_name or translate("home", "Cartographer"))
        session = Session(game, [seat], options, random.SystemRandom().randrange(1, 2**31))
        return self.open_session(session, self._new_save_path("cartographers-practice"))

    def _record_daily(self, page: TablePage) -> None:
        from tabletop.ui.bests import Best, record_best

        session = page.controller.session
        day = session.tags.get("daily")
        if not day or not session.is_over():
            return
        from tabletop.games.cartographers.results import final_result
        from tabletop.games.cartographers.solo import title_for

        row = final_result(session.state).breakdown[0]
        bests = record_best(self.paths.data / "cartographers-bests.json",
                            Best(day, row["total"], row["rating"], title_for(row["rating"]),
                                 page.controller.save_path.name if page.controller.save_path else ""))
        if bests:
            lines = [translate("home", "Best maps of the day:")] + [
                f"{k + 1}. {b.date}: {b.score} — {term(b.title)}" for k, b in enumerate(bests[:5])]
            page.results.extra.setText("\n".join(lines))

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
        self._close_table()  # the home page is not shown in between, so it needs no refresh
        controller = GameController(session, save_path, self.settings.bot_delay_ms, created,
                                    self.settings.reduced_motion)
        page = TablePage(controller, scene_for(session.game.id))
        page.error_log = self.paths.data / "errors.log"
        controller.curtain.connect(lambda _seat: self._close_rules())
        page.leave.connect(self.leave_table)
        page.rules_requested.connect(lambda _: self.show_rules(session.game.id))
        page.practice_requested.connect(self.start_practice)
        controller.finished.connect(lambda: self._record_daily(page))
        self.table = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._retitle(session.game.id)
        controller.start()
        controller._autosave()
        return page

    def leave_table(self) -> None:
        """Closes the table (the game is already saved) and shows the home page."""
        self._close_table()
        self.home.refresh_saves()
        self.home.refresh_bests()
        self.stack.setCurrentWidget(self.home)
        self._retitle()

    def _close_table(self) -> None:
        if self.table is not None:
            self.table.controller.stop()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    # --- rules and language --------------------------------------------------------------
    def show_rules(self, game_id: str = ""):
        """Opens the Rules panel (for the open game when there is one)."""
        from tabletop.ui.rules_panel import RulesDialog

        if not game_id and self.table is not None:
            game_id = self.table.controller.session.game.id
        from tabletop.ui.games import playable_games

        self._close_rules()
        dialog = RulesDialog(self.language.code, game_id or next(iter(playable_games())), self)
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

    def edit_settings(self):
        """Opens the Settings dialog; saved choices apply at once, to the open table too."""
        from tabletop.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)

        def save() -> None:
            dialog.apply().save(self.paths.settings_file)
            if self.table is not None:
                self.table.controller.bot_delay_ms = self.settings.bot_delay_ms
                self.table.controller.reduced_motion = self.settings.reduced_motion

        dialog.accepted.connect(save)
        dialog.open()
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
