"""Where Qt cannot start, `tabletop` says what is missing in one line and exits 2 (never a core dump)."""

import os
import subprocess
import sys

from tabletop.ui.platform_check import XCB_LIBRARIES, missing_message, qt_problem


def loader_without(*absent: str):
    """Returns a stand-in for ctypes.CDLL that fails for the libraries named."""
    def load(name: str) -> object:
        if any(name.endswith(a) for a in absent):
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return object()
    return load


def test_no_display_is_named():
    problem = qt_problem({}, "linux", loader_without())
    assert problem is not None and "DISPLAY" in problem and "\n" not in problem


def test_missing_xcb_libraries_are_named_with_their_packages():
    problem = qt_problem({"DISPLAY": ":0"}, "linux",
                         loader_without("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0"),
                         display_answers=lambda: True)
    assert problem == missing_message(["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in problem


def test_a_library_only_the_plugin_knows_is_named_from_the_loader():
    def load(name: str) -> object:
        if name.endswith("libqxcb.so"):  # the plugin needs a library our table does not list
            raise OSError("libfancy.so.3: cannot open shared object file: No such file or directory")
        return object()

    problem = qt_problem({"DISPLAY": ":0"}, "linux", load, display_answers=lambda: True)
    assert problem == "tabletop: Qt cannot start: missing system libraries libfancy.so.3"


def test_a_display_that_does_not_answer_is_named():
    problem = qt_problem({"DISPLAY": ":9"}, "linux", loader_without(), display_answers=lambda: False)
    assert problem is not None and "':9'" in problem


def test_headless_platforms_wayland_and_other_systems_need_no_check():
    nothing = loader_without(*XCB_LIBRARIES)
    assert qt_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", nothing) is None
    assert qt_problem({"QT_QPA_PLATFORM": "minimal:foo"}, "linux", nothing) is None
    assert qt_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", nothing) is None
    assert qt_problem({}, "win32", nothing) is None
    assert qt_problem({}, "darwin", nothing) is None


def test_the_app_without_a_display_prints_one_line_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    done = subprocess.run([sys.executable, "-m", "tabletop"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: ") and "DISPLAY" in lines[0]
