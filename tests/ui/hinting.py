"""Asking for a hint at the table as a person does, and waiting for it where a search thinks it out off the thread."""

from __future__ import annotations

from PySide6.QtCore import Qt


def click_hint(qtbot, page):
    """Returns the Hint the table shows after a click on Hint (waiting while a search thinks it out)."""
    with qtbot.waitSignal(page.controller.hinted, timeout=20000) as got:
        qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    return got.args[0]
