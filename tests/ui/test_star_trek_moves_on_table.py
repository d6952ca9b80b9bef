"""Every move on the Star Trek table (issue 30): each legal move of the person at the screen is played by clicks on
the table itself (a card, a mission, a button of the middle column, after selecting a card where it takes that),
never only from the side list; a selection says how to let it go (Cancel, Esc) and hides no other move; the middle
column's buttons sit in fixed slots, and no new move appears under the pointer that just played one."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.ui.games.star_trek.panels import PITCH, Guard, middle_moves
from tabletop.ui.i18n import Language
from tabletop.ui.items import ButtonItem
from tests.ui.test_star_trek_table import _page


def _game(seed: int) -> tuple[Session, list[tuple[int, Action]]]:
    """Returns a fresh seeded game and the random moves of its whole play."""
    session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
    moves = []
    while not session.is_over() and len(moves) < 1200:
        seat = session.to_act()[0]
        action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
        moves.append((seat, action))
    return Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), moves


def _moments(seed: int, count: int) -> list[Session]:
    """Returns `count` moments of a seeded random game, spread over it."""
    _, moves = _game(seed)
    out = []
    for k in range(count):
        session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed)
        for seat, action in moves[:int(len(moves) * k / count)]:
            session.act(seat, action)
        out.append(session)
    return out


def unreachable(scene, legal: list[Action]) -> list[Action]:
    """Returns the legal moves no click on the table plays: neither an item's move as drawn, nor one after a click
    on a card that selects it."""
    missing = [a for a in legal if a not in scene.action_items]
    for uid in sorted(scene.selectable):
        if not missing:
            break
        scene.select(uid)
        missing = [a for a in missing if a not in scene.action_items]
        scene.select(uid)  # let go again
    return missing


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("seed", [3, 7, 24])
def test_every_legal_move_is_played_from_the_table(qtbot, language, seed):
    words = Language()
    assert words.use(language)
    try:
        seen = 0
        for session in _moments(seed, 14):
            if session.is_over():
                continue
            seat = session.to_act()[0]
            page = _page(qtbot, session, seat)
            legal = session.legal_actions(seat)
            seen += len(legal)
            missing = unreachable(page.scene, legal)
            assert not missing, f"move {len(session.log)}: only in the side list: " + ", ".join(
                page.scene.action_label(page.scene.view, a) for a in missing)
            tops = sorted(b.y() for b in page.scene.panel.buttons.values())
            assert all((t - tops[0]) % PITCH == 0 for t in tops), tops  # fixed slots, whatever the labels
            page.close()
        assert seen > 50
    finally:
        words.use("en")


def test_attempts_and_interlinks_are_buttons_and_a_selection_hides_no_other_move():
    attempt, interlink = Action("attempt", (5, 9)), Action("interlink", (12,))
    beam_mine, beam_other = Action("beam", (20, 5)), Action("beam", (21, 5))
    end = Action("end_orders")
    legal = [beam_mine, beam_other, attempt, interlink, end]
    # Nothing selected: beams show on their cards once selected; an attempt shows here even though drawn on the table.
    assert middle_moves(legal, {attempt}, {20, 21, 9}, None) == [attempt, interlink, end]
    # One selected: its moves first, and every other move stays.
    assert middle_moves(legal, {attempt}, {20, 21, 9}, 20) == [beam_mine, attempt, interlink, end]
    # A beam whose card no click selects is a button.
    assert beam_other in middle_moves(legal, set(), {20}, None)


def _moment_with(kind: str, seeds=range(1, 30)) -> Session:
    """Returns a seeded random game stopped where the seat to act can make a move of `kind`."""
    for seed in seeds:
        session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
        for _ in range(400):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            if any(a.kind == kind for a in legal) and len(session.log) > 20:
                return session
            session.act(seat, rng.choice(legal))
    pytest.skip(f"no {kind} reached")


def test_a_selection_shows_cancel_which_lets_it_go(qtbot):
    session = _moment_with("beam")
    page = _page(qtbot, session, session.to_act()[0])
    page.show()
    scene = page.scene
    uid = min(scene.selectable)
    scene.select(uid)
    cancel = next(i for i in scene.items() if isinstance(i, ButtonItem) and i.data(0) == "cancel selection")
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(cancel.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: scene.selected is None, timeout=5000)
    assert not any(isinstance(i, ButtonItem) and i.data(0) == "cancel selection" for i in scene.items())


@pytest.mark.parametrize("kind", ["end_play", "end_orders"])
def test_no_new_move_appears_under_the_pointer_that_just_played_one(qtbot, kind):
    session = _moment_with(kind)
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    page.show()
    scene = page.scene
    action = next(a for a in scene.panel.buttons if a.kind == kind)
    shown = set(scene.panel.buttons)
    point = page.board.mapFromScene(scene.panel.buttons[action].sceneBoundingRect().center())
    moves = len(session.log)
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(session.log) > moves and scene.panel is not None and action not in scene.legal,
                    timeout=5000)
    under = [i for i in page.board.items(point) if isinstance(i, ButtonItem)]
    played = {id(item): a for a, item in scene.panel.buttons.items()}
    new = [played[id(i)] for i in under if id(i) in played and played[id(i)] not in shown]
    assert not new, f"{scene.action_label(scene.view, new[0])} appeared under the pointer"
    assert isinstance(scene.guard, Guard)
    # The second click of a double click lands where no new move is: nothing more is played.
    after = len(session.log)
    qtbot.mouseDClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    for _ in range(3):  # a move a click posts is played at the next turn of the event loop
        QApplication.processEvents()
    assert len(session.log) == after
    # A click elsewhere lets the slots fill again.
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=page.board.mapFromScene(5, 5))
    assert scene.guard is None


def _place(button: ButtonItem) -> QRectF:
    """Returns the button's own rectangle in the scene (its glow aside)."""
    return QRectF(button.scenePos(), QSizeF(button.width, button.height))


def test_the_slot_of_the_button_just_clicked_stays_empty_for_a_new_move_until_a_click_elsewhere(qtbot):
    session = _moment_with("end_play")
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    page.show()
    scene, view = page.scene, page.scene.view
    end_play, end_orders = Action("end_play"), Action("end_orders")
    scene.render_view(view, [end_play], scene.names, seat)
    first = _place(scene.panel.buttons[end_play])
    scene.panel.buttons[end_play].clicked.emit()  # as the click does: the guard is set
    scene.render_view(view, [end_orders], scene.names, seat)
    moved = _place(scene.panel.buttons[end_orders])
    assert not moved.intersects(first)  # a new move: one slot down
    assert moved.top() == first.top() + PITCH
    scene.render_view(view, [end_play, end_orders], scene.names, seat)
    assert _place(scene.panel.buttons[end_play]) == first  # the same move may stay where it was
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=page.board.mapFromScene(5, 5))
    scene.render_view(view, [end_orders], scene.names, seat)
    assert _place(scene.panel.buttons[end_orders]) == first  # after a click elsewhere: the first slot
