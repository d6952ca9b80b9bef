"""Test set-up: Qt offscreen with the bundled font, and never the real user folders."""

import os
import sys

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# Property tests run the same examples on every machine, so CI is deterministic; the stored
# regressions are explicit @example cases. HYPOTHESIS_PROFILE=deep searches freshly and longer.
settings.register_profile("ci", derandomize=True, max_examples=200, deadline=None, database=None, print_blob=True)
settings.register_profile("deep", max_examples=3000, deadline=None, database=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

if os.environ.get("TABLETOP_SIXTH_GAME"):  # tests/sixth_game: registered before any test module lists the games
    from tests.sixth_game import register_sixth_game  # noqa: E402

    register_sixth_game()


@pytest.fixture(scope="session")
def qapp_args():
    return ["tabletop-tests"]


@pytest.fixture
def app(qapp):
    """Returns the QApplication with the app's font and stylesheet."""
    from tabletop.ui.app import make_app

    return make_app()


@pytest.fixture
def paths(tmp_path):
    """Returns app folders under the test's temporary directory."""
    from tabletop.ui.settings import AppPaths

    return AppPaths(tmp_path / "data", tmp_path / "config", tmp_path / "cache")


@pytest.fixture
def window(app, qtbot, paths):
    """Returns a shown main window in English whose bots move at once."""
    from tabletop.ui.app import make_window
    from tabletop.ui.settings import Settings

    Settings(language="en", bot_delay_ms=0).save(paths.settings_file)
    w = make_window(paths)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.leave_table()
    w.language.use("en")
    for translator in w.language._translators:  # each window installs its own; the next test's window adds more
        app.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _no_widgets_left_over():
    """Deletes the windows and pages a test leaves behind: kept alive, every later test's window restyled and
    retranslated them all (a table page redraws on a language change), and setting up a window took 18 s."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return
    for widget in QApplication.topLevelWidgets():
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
