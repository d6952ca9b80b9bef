"""The curtain as a player would try to peek: at every hand-over of seeded hot-seat games of every game,
what is drawn (board pixels, tooltips, side panel) is exactly what a fresh table shows that seat, and it
does not change when another seat's secrets do."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games, entry
from tabletop.ui.controller import GameController
from tabletop.ui.games import scene_for
from tabletop.ui.items import TableItem
from tabletop.ui.table import TablePage

NAMES = ["Aiko", "Ben", "Chiara", "Dev", "Emi", "Femi"]


def _option_sets(game) -> list[dict]:
    on = {spec.name: True for spec in game.options if isinstance(spec.default, bool)}
    return [{}] + ([on] if on else [])


# Games with a table; a game whose rules come before its table is checked by the engine tests only.
CASES = [(gid, options) for gid, game in sorted(available_games().items()) if entry(gid).playable
         for options in _option_sets(game)]
IDS = [gid + ("-all-options" if options else "") for gid, options in CASES]


def board_pixels(page: TablePage) -> bytes:
    """Returns the board as drawn, at a third of its size (enough to see any item, quick to compare)."""
    scene = page.scene
    image = QImage(scene.WIDTH // 3, scene.HEIGHT // 3, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    return bytes(image.constBits())


def tooltips(page: TablePage) -> list[str]:
    """Returns the tooltips of every item on the board, in drawing order."""
    items = [i for i in page.scene.items() if i.isVisible()]
    return sorted(i.toolTip() for i in items if isinstance(i, TableItem) and i.toolTip())


def side_panel(page: TablePage) -> tuple:
    """Returns what the side panel shows: prompt, moves, log, and whether Undo and Hint are live."""
    return (page.prompt.text(), [page.moves.item(r).text() for r in range(page.moves.count())],
            [page.log.item(r).text() for r in range(page.log.count())], page.undo_button.isEnabled(),
            page.hint_button.isEnabled(), page.refusal.text(), page.hint.text())


def same_table(live: TablePage, fresh: TablePage, where: str) -> None:
    """Checks that two tables show the same board, tooltips and side panel."""
    assert side_panel(live) == side_panel(fresh), where
    assert tooltips(live) == tooltips(fresh), where
    assert board_pixels(live) == board_pixels(fresh), f"{where}: the board differs from a fresh one"


def fresh_page(qtbot, session: Session, viewer: int | None, waiting_for: int | None) -> TablePage:
    """Returns a new table for the same session, drawn for `viewer` with nothing left over from anyone."""
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    controller.viewer, controller.waiting_for = viewer, waiting_for
    page = TablePage(controller, scene_for(session.game.id))
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.refresh()
    return page


def peek(qtbot, page: TablePage, rng: random.Random) -> None:
    """Moves the mouse over the board the way a player looks around: over clickable things and anywhere."""
    scene, board = page.scene, page.board
    spots = [item.sceneBoundingRect().center() for item in list(scene.action_items.values())[:6]]
    spots += [QPointF(rng.uniform(0, scene.WIDTH), rng.uniform(0, scene.HEIGHT)) for _ in range(4)]
    for spot in spots:
        qtbot.mouseMove(board.viewport(), board.mapFromScene(spot))
    QApplication.processEvents()


@pytest.mark.parametrize("game_id, options", CASES, ids=IDS)
def test_every_hand_over_shows_only_what_a_fresh_table_shows(qtbot, app, game_id, options):
    game = available_games()[game_id]
    for seed, players in ((1, game.min_players), (2, min(game.max_players, game.min_players + 1))):
        if players < 2:
            players = 2
        session = Session(game, [SeatInfo(n) for n in NAMES[:players]], options, seed)
        controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
        page = TablePage(controller, scene_for(game_id))
        qtbot.addWidget(page)
        page.resize(1366, 768)
        page.show()
        qtbot.waitExposed(page)
        controller.start()
        rng = random.Random(seed)
        hand_overs = 0
        while not session.is_over() and hand_overs < 14:
            if controller.waiting_for is not None:
                hand_overs += 1
                seat = controller.waiting_for
                # Behind the curtain: the public table, and nothing of the last seat.
                assert page.curtain.isVisible() and page.curtain.geometry() == page.rect()
                where = f"seed {seed}, {len(session.log)} actions, pass to seat {seat}"
                same_table(page, fresh_page(qtbot, session, None, seat), where + " (curtain up)")
                page.curtain.button.click()
                assert not page.curtain.isVisible()
                # The next seat's table: theirs alone, no hover, preview or selection of the seat before.
                same_table(page, fresh_page(qtbot, session, seat, None), where)
                others_secrets_stay_hidden(qtbot, session, seat, rng)
            seat = controller.acting_person()
            assert seat is not None
            peek(qtbot, page, rng)
            assert controller.act(rng.choice(session.legal_actions(seat)))
        assert hand_overs > 0


def others_secrets_stay_hidden(qtbot, session: Session, viewer: int, rng: random.Random) -> None:
    """Checks that the board drawn for `viewer` is the same whatever another seat's secrets are."""
    game = session.game
    page = fresh_page(qtbot, session, viewer, None)
    mine = board_pixels(page), tooltips(page)
    for owner in range(len(session.seats)):
        if owner == viewer:
            continue
        scrambled = game.scramble_hidden(session.state, owner, random.Random(rng.random()))
        page.scene.render_view(game.view(scrambled, viewer), game.legal_actions(scrambled, viewer),
                               page.controller.seat_names, viewer)
        assert (board_pixels(page), tooltips(page)) == mine, (owner, viewer)
        page.scene.render_view(game.view(session.state, viewer), game.legal_actions(session.state, viewer),
                               page.controller.seat_names, viewer)


def _hot_seat(window, paths, game_id: str = "star-cartel", players: int = 3) -> TablePage:
    game = available_games()[game_id]
    session = Session(game, [SeatInfo(n) for n in NAMES[:players]], {}, 4)
    return window.open_session(session, paths.saves / f"{game_id}.json")


def test_a_table_that_fails_to_draw_shows_nothing_of_the_last_seat(window, paths, qtbot, monkeypatch):
    page = _hot_seat(window, paths)
    page.curtain.button.click()
    controller = page.controller
    assert page.moves.count() > 0
    seat = controller.acting_person()
    broken = []

    def render_view(*args):
        broken.append(True)
        raise AttributeError("a drawing bug")

    # Aiko plays up to the hand-over; then Ben's table (and the public one behind the curtain) fail to draw.
    while controller.acting_person() == seat:
        controller.act(controller.legal()[0])
        if controller.acting_person() == seat:
            continue
    monkeypatch.setattr(page.scene, "render_view", render_view)
    page.curtain.button.click() if page.curtain.isVisible() else None
    page.refresh()
    assert broken
    assert "could not be drawn" in page.prompt.text() and "errors.log" in page.prompt.text()
    assert page.moves.count() == 0 and page.log.count() == 0
    assert not page.undo_button.isEnabled() and not page.hint_button.isEnabled()
    assert page.scene.items() == []  # nothing of the last seat's board either
    report = (paths.data / "errors.log").read_text(encoding="utf-8")
    assert "AttributeError: a drawing bug" in report and "seed 4" in report
    # The game is saved and continues from the Continue list.
    window.leave_table()
    again = window.continue_game(page.controller.save_path)
    assert again is not None and len(again.controller.session.log) == len(controller.session.log)


def test_the_rules_panel_closes_and_forgets_its_search_when_the_curtain_rises(window, paths, qtbot):
    page = _hot_seat(window, paths)
    page.curtain.button.click()
    dialog = window.show_rules("star-cartel")
    dialog.search.setText("stash")
    assert dialog.isVisible()
    controller = page.controller
    seat = controller.acting_person()
    while controller.waiting_for is None:
        controller.act(controller.legal()[0])
    assert controller.acting_person() != seat and page.curtain.isVisible()
    assert not dialog.isVisible()
    assert window.show_rules("star-cartel").search.text() == ""


def test_no_button_of_the_table_flashes_as_a_window_of_its_own(window, paths, qtbot):
    from PySide6.QtWidgets import QWidget

    shown: list[str] = []
    original = QWidget.setVisible

    def spy(widget, visible):
        if visible and widget.parent() is None:  # a widget without a parent shows as a window
            shown.append(type(widget).__name__ + ":" + getattr(widget, "text", lambda: "")())
        original(widget, visible)

    QWidget.setVisible = spy
    try:
        _hot_seat(window, paths, "cartographers", 2)
    finally:
        QWidget.setVisible = original
    assert shown == []


def test_the_curtain_button_has_the_keyboard_focus(window, paths, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page = _hot_seat(window, paths)
    assert page.curtain.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.curtain.button)
