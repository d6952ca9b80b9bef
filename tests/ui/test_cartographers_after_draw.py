"""Cartographers after a drawing and when nothing fits as turned (issue 30): the place hovered before a move is
forgotten (it stayed red, "Overlaps…", once hanging below the map), and a shape that fits nowhere as turned says
how turned it would fit, in the list of moves and under the card."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.preview import listed

# Every space drawn but row D (the fourth): a shape fits only lying along it.
ONE_ROW = "\n".join(["side A", "AAAAAAAAAAA", "AAA^AAAAAAA", "AAAAAAAA^AA", "...........", "AAAAAAAAAAA",
                     "AAAAA^AAAAA", "AAAAAAAAAAA", "AAAAAAAAAAA", "AA^AAAAAAAA", "AAAAAAA^AAA", "AAAAAAAAAAA"])


def test_the_place_hovered_before_a_drawing_is_forgotten_after_it(window, paths, qtbot):
    session = Session(GAME, [SeatInfo("Aiko")], {}, 3)
    page = window.open_session(session, paths.saves / "hover.json")
    window.resize(1366, 768)
    page.refresh()
    scene = page.scene
    cell = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(0, 0)).center()
    qtbot.mouseMove(page.board.viewport(), page.board.mapFromScene(cell))
    scene.anchor = (0, 0)  # where the mouse is: the offscreen platform moves no real pointer
    scene._update_ghost()
    assert scene.ghost is not None
    before = len(session.log)
    scene.play_anchor()
    qtbot.waitUntil(lambda: len(session.log) > before, timeout=5000)
    page.refresh()
    if scene._mode() == "confirm":  # the drawing waits for its confirmation: confirm it, a new card comes
        page.controller.act(page.controller.legal()[0])
        page.refresh()
    assert scene.anchor is None and scene.ghost is None, "the place hovered before the drawing is still shown"
    assert scene.status is None or not scene.status.text.startswith("Overlaps")


def test_a_shape_that_fits_only_turned_says_how_turned_it_fits(window, paths, qtbot):
    options = GAME.check_setup(1, {"start_sheet": ONE_ROW})
    session = Session(GAME, [SeatInfo("Aiko")], options, 3)
    page = window.open_session(session, paths.saves / "turned.json")
    window.resize(1366, 768)
    page.refresh()
    scene = page.scene
    legal = page.controller.legal()
    assert not listed(scene.view, legal, scene.choice), "the seeded card's first shape fits as it is: pick another"
    moves = [page.moves.item(k).text() for k in range(page.moves.count())]
    assert moves and all("turn" in m for m in moves), moves  # every move listed is a turned one, in its words
    assert scene.status is not None and "Turn it (R)" in scene.status.text and moves[0] in scene.status.text
    # Turned as it says, the shape fits: its moves are the shape in hand's own again.
    qtbot.keyClick(page.board.viewport(), Qt.Key.Key_R)
    page.refresh()
    assert listed(scene.view, page.controller.legal(), scene.choice)
    assert "Turn it" not in scene.status.text
    assert QPointF  # (imported for the pointer's place above)
