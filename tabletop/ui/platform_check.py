"""Before Qt starts: can it? Qt aborts the process (a core dump) when its platform plugin cannot load.

This module imports no Qt module that needs a display; it finds what is missing and names it in
one line, with the Debian/Ubuntu packages that bring it, so `tabletop` can exit 2 instead.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from pathlib import Path
from typing import Callable, Mapping

# System libraries Qt's X11 plugin (xcb) loads, with the Debian/Ubuntu package of each. Qt 6.5+
# needs libxcb-cursor0; minimal installs often lack it and the icccm/keysyms ones.
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
# Libraries that Qt's GUI module itself needs on any platform (its import fails without them).
GUI_LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
}
PACKAGES = {**GUI_LIBRARIES, **XCB_LIBRARIES}
# Platforms that draw into memory or a framebuffer: they need no display server.
HEADLESS = {"offscreen", "minimal", "minimalegl", "vnc", "linuxfb", "eglfs", "vkkhrdisplay"}

Loader = Callable[[str], object]


def missing_libraries(names: list[str], load: Loader = ctypes.CDLL) -> list[str]:
    """Returns the libraries of `names` that the dynamic loader cannot find."""
    missing = []
    for name in names:
        try:
            load(name)
        except OSError:
            missing.append(name)
    return missing


def missing_message(libraries: list[str]) -> str:
    """Returns the one line naming missing system libraries and the packages that bring them."""
    packages = sorted({PACKAGES[lib] for lib in libraries if lib in PACKAGES})
    line = f"tabletop: Qt cannot start: missing system libraries {', '.join(libraries)}"
    if packages:
        line += f" (Debian/Ubuntu: sudo apt-get install {' '.join(packages)})"
    return line


def _missing_soname(error: BaseException) -> str | None:
    """Returns the library an ImportError or OSError from the loader names, if it names one."""
    found = re.search(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file", str(error))
    return found.group(1) if found else None


def _x_display_answers() -> bool:
    """Returns True when the X server named by DISPLAY accepts a connection."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # reported as a missing library instead
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(None, None)
    try:
        failed: int = xcb.xcb_connection_has_error(connection)  # ctypes returns what restype says: an int
        return failed == 0
    finally:
        xcb.xcb_disconnect(connection)


def plugin_dir() -> Path | None:
    """Returns the folder of Qt's platform plugins shipped with PySide6 (None when not found)."""
    try:
        import PySide6  # the package itself loads no Qt library
    except ImportError:
        return None
    folder = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms"
    return folder if folder.is_dir() else None


def _asks_for_x11(env: Mapping[str, str]) -> bool:
    """Returns True when Qt will open its window through X11 (xcb), the one platform checked here: Windows and macOS
    ship their own plugin with PySide6; a headless platform needs no display; Qt falls back to X11 on its own if the
    Wayland plugin fails, and says so; a platform we do not know how to check is left to Qt to try."""
    requested = [p.split(":")[0].strip() for p in env.get("QT_QPA_PLATFORM", "").split(";") if p.strip()]
    if requested and requested[0] in HEADLESS:
        return False
    if bool(env.get("WAYLAND_DISPLAY")) and (not requested or requested[0].startswith("wayland")):
        return False
    return not requested or requested[0] == "xcb"


def _missing_for_xcb(load: Loader) -> list[str]:
    """Returns the libraries the xcb platform plugin lacks here (the plugin itself loaded, when they are there)."""
    missing = missing_libraries(list(XCB_LIBRARIES), load)
    if not missing:
        folder = plugin_dir()
        if folder is not None and (folder / "libqxcb.so").is_file():
            try:
                load(str(folder / "libqxcb.so"))
            except OSError as e:
                missing = [_missing_soname(e) or str(e)]
    return missing


def qt_problem(env: Mapping[str, str] | None = None, platform: str = sys.platform,
               load: Loader = ctypes.CDLL, display_answers: Callable[[], bool] = _x_display_answers) -> str | None:
    """Returns one line saying why Qt cannot start here, or None when it can."""
    env = os.environ if env is None else env
    try:
        import PySide6.QtGui  # noqa: F401 (needs the GL, font and glib libraries, but no display)
    except ImportError as e:
        soname = _missing_soname(e)
        if soname:
            return missing_message([soname])
        return f"tabletop: Qt cannot start: PySide6 is not installed properly ({e}); reinstall with pip"
    if not platform.startswith("linux") or not _asks_for_x11(env):
        return None
    if not env.get("DISPLAY"):
        return ("tabletop: no display to open a window on (DISPLAY is not set): start it from a desktop session, "
                "or use 'tabletop-cli simulate …' and the other headless commands")
    missing = _missing_for_xcb(load)
    if missing:
        return missing_message(missing)
    if not display_answers():
        return f"tabletop: cannot connect to the display {env.get('DISPLAY')!r}: is the X server running?"
    return None
