"""Right-click turns the shape over the map only; over an edict card or anywhere else it leaves the shape as it is,
and reads the card large (issue 30)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.cartographers import GAME


def right_click(qtbot, page, at: QPointF) -> None:
    """Right-clicks the board at scene point `at`."""
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.RightButton, pos=page.board.mapFromScene(at))


def test_right_click_turns_the_shape_over_the_map_and_nowhere_else(window, paths, qtbot):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 3), paths.saves / "right.json")
    window.resize(1366, 768)
    page.refresh()
    scene = page.scene
    sheet = scene.sheet_item.sceneBoundingRect()
    outside = [i for i in scene.items() if "edict" in (getattr(i, "rule_id", None) or "")]
    elsewhere = outside[0].sceneBoundingRect().center() if outside else QPointF(sheet.right() + 40, sheet.top() + 40)
    assert not sheet.contains(elsewhere)
    before = scene.orientation
    right_click(qtbot, page, elsewhere)
    assert scene.orientation == before, "a right-click off the map turned the shape"
    assert scene.large.is_open, "a right-click on an edict card did not read it large"
    page.board.setFocus()
    qtbot.keyClick(page.board.viewport(), Qt.Key.Key_Escape)
    assert not scene.large.is_open
    right_click(qtbot, page, sheet.center())
    assert scene.orientation != before, "a right-click on the map did not turn the shape"
