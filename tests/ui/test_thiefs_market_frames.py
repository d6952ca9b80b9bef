"""A hint's frame on the Thief's Market table leaves its neighbours readable (issue 30): the frame round Done or
Pay keeps off the words of the buttons beside and under it (it hid half of "Cancel…"), and the frame round a pile
to steal keeps off the seat's row of cards under it."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.thiefs_market import GAME
from tabletop.ui.games.marker import HintFrame
from tabletop.ui.games.thiefs_market.items import CONTROLS_H, CardFace
from tabletop.ui.items import ButtonItem

NAMES = ["Aiko", "Ben", "Chiara"]


def moment(test) -> Session:
    """Returns a seeded random game at its first moment where `test(session, seat)` holds."""
    for seed in range(40):
        session = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed)
        rng = random.Random(seed)
        while not session.is_over():
            seat = session.to_act()[0]
            if test(session, seat):
                return session
            session.act(seat, rng.choice(session.legal_actions(seat)))
    raise AssertionError("no such moment in 40 seeded games")


def open_at(window, paths, session: Session):
    page = window.open_session(session, paths.saves / "frames.json")
    window.resize(1366, 768)
    page.curtain.hide()
    page.controller.waiting_for = None
    page.controller.viewer = session.to_act()[0]
    page.refresh()
    QApplication.processEvents()
    return page


def frame_of(scene) -> QRectF:
    (frame,) = [i for i in scene.items() if isinstance(i, HintFrame)]
    return frame.mapRectToScene(frame.boundingRect())


def words(button: ButtonItem) -> QRectF:
    return button.mapRectToScene(button.text_boxes()[0].rect)


def test_a_frame_round_a_button_leaves_the_words_of_the_buttons_beside_it_clear(window, paths):
    session = moment(lambda s, seat: any(a.kind == "unpick" for a in s.legal_actions(seat))
                     and any(a.kind == "cancel" for a in s.legal_actions(seat)))
    page = open_at(window, paths, session)
    scene = page.scene
    moves = {id(item): action for action, item in scene.action_items.registered()}
    buttons = [b for b in scene.items() if isinstance(b, ButtonItem) and id(b) in moves
               and b.topLevelItem().y() == scene.HEIGHT - CONTROLS_H]
    assert len(buttons) >= 3  # Done, Undo pick, Cancel
    for button in buttons:
        action = moves[id(button)]
        assert scene.preview(page.controller.view(), action) is not None
        frame = frame_of(scene)
        hidden = [b.text for b in buttons if b is not button and frame.intersects(words(b))]
        assert not hidden, f"the frame round {button.text!r} covers {hidden}"


def test_a_frame_round_a_pile_to_steal_leaves_the_cards_under_it_clear(window, paths):
    def stealing(session, seat):
        steals = [a for a in session.legal_actions(seat) if a.kind == "steal"]
        return any(session.state.tableau[int(a.args[0])] for a in steals)
    session = moment(stealing)
    page = open_at(window, paths, session)
    scene = page.scene
    seat = page.controller.viewer
    steal = next(a for a in session.legal_actions(seat) if a.kind == "steal" and session.state.tableau[int(a.args[0])])
    assert scene.preview(page.controller.view(), steal) is not None
    frame = frame_of(scene)
    victim = int(steal.args[0])
    cards = [c for c in scene.card_windows[f"seat{victim}"].childItems() if isinstance(c, CardFace) and c.isVisible()]
    assert cards
    covered = [c.card_id for c in cards if frame.intersects(c.mapRectToScene(QRectF(0, 0, c.width, c.height)))]
    assert not covered, f"the frame round the pile covers the cards {covered}"
