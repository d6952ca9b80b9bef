"""The Cartographers table names a drawing by a cell its shape covers, and a click on that cell draws exactly the
drawing so named (the move list, the hint and the log use the same cell)."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games

GAME = available_games()["cartographers"]
SQUARE = re.compile(r"\b([A-K])(1[01]|[1-9])\b")


def test_a_click_on_the_named_cell_draws_the_drawing_so_named(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 26), paths.saves / "naming.json")
    scene, session = page.scene, page.controller.session
    rng = random.Random(3)
    tried = 0
    for _ in range(4):  # four cards, some shapes with an empty middle among them
        legal = [a for a in page.controller.legal() if a.kind == "place"]
        for action in rng.sample(legal, min(12, len(legal))):
            option, orientation, _, _, terrain = action.args
            scene.option, scene.orientation = option, orientation
            scene.terrain_index = [t.word for t in scene._terrains()].index(terrain)
            scene._redraw_controls()
            label = scene.action_label(page.controller.view(), action)
            found = SQUARE.findall(label)
            assert len(found) == 1, label
            cell = ("ABCDEFGHIJK".index(found[0][0]), int(found[0][1]) - 1)
            assert cell in scene.drawing_cells(action), f"{label}: the named cell is not drawn on"
            rect = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(*cell))
            before = len(session.log)
            qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                             pos=page.board.mapFromScene(rect.center()))
            qtbot.waitUntil(lambda: len(session.log) == before + 1, timeout=5000)
            assert session.log[-1].action == action, f"{label}: the click drew {session.log[-1].action.text()}"
            log_line = [e for e in session.log[-1].events if e.code == "carto.drew_solo"]
            assert log_line and log_line[0].params["square"] == "".join(found[0])  # the log names the same cell
            assert page.controller.undo()
            QApplication.processEvents()
            tried += 1
        page.controller.act(legal[0])
        page.controller.act(next(a for a in page.controller.legal() if a.kind == "confirm"))
        QApplication.processEvents()
    assert tried >= 30
