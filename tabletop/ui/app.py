"""Starting the app: QApplication, the bundled font, the remembered language, the main window."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from tabletop.ui.i18n import Language
from tabletop.ui.settings import AppPaths, Settings
from tabletop.ui.style import STYLESHEET, font, load_fonts

if TYPE_CHECKING:
    from tabletop.ui.main_window import MainWindow  # imported when the window is made: the app starts sooner


# Qt's offscreen platform (tests, --self-test, screenshots) says this of every window it shows: it is not
# about the app, and a line of noise per window hides the lines that matter.
_NOISE = frozenset({"This plugin does not support propagateSizeHints()"})


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message not in _NOISE:
        print(message, file=sys.stderr)


def make_app(argv: list[str] | None = None) -> QApplication:
    """Returns the QApplication with the bundled font and the stylesheet in place."""
    qInstallMessageHandler(_qt_message)
    running = QApplication.instance()  # a test run's, or none yet
    app = running if isinstance(running, QApplication) else QApplication([sys.argv[0], *(argv or [])])
    app.setApplicationName("Tabletop")
    load_fonts()
    # Set once: setting them again restyles every widget alive (an app, or a test run, that calls this twice).
    if app.font() != font(10.5):
        app.setFont(font(10.5))
    if app.styleSheet() != STYLESHEET:
        app.setStyleSheet(STYLESHEET)
    return app


def make_window(paths: AppPaths) -> MainWindow:
    """Returns the main window with the saved settings and language applied."""
    from tabletop.ui.main_window import MainWindow

    settings = Settings.load(paths.settings_file)
    language = Language()
    language.use(settings.language)
    return MainWindow(paths, settings, language)


def open_app(argv: list[str]) -> tuple[QApplication, MainWindow]:
    """Returns the QApplication and its main window, shown, for the user's own folders."""
    app = make_app(argv)
    window = make_window(AppPaths.for_user())
    window.show()
    return app, window
