"""Moments of a seeded game where the side column and the table say the most: a hint shown, a refusal shown,
a trade offer open. Each is rendered into the text meter at 1366×768 (tests/ui/text_moments.py plays the rest).

The game is played by seeded random moves with every seat a person at the screen, as in text_moments; at each
chosen step the person to act asks for a hint (the Strong bot's short search where the game has one), then plays
a move seen earlier that the rules now refuse.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import QApplication

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.text_meter import DrawnText, measure
from tests.ui.text_moments import NAMES, Setup, play_moves

AT = (0.3, 0.7, 0.94)  # where in the game a hint and a refusal are shown, as fractions of its moves
OFFERS = 2  # open trade offers looked at, where the game has them (the first ones after AT[0])


def offer_steps(setup: Setup, moves: list[tuple[int, Any]]) -> list[int]:
    """Returns the first steps after AT[0] of the game at which a trade offer is open (none if the game has none)."""
    game = available_games()[setup.game]
    session = Session(game, [SeatInfo(n) for n in NAMES[:setup.players]], dict(setup.options), setup.seed)
    found: list[int] = []
    for step, (seat, action) in enumerate(moves):
        if step > AT[0] * len(moves) and getattr(session.state, "offer", None) is not None:
            found.append(step)
            if len(found) == OFFERS:
                break
        session.act(seat, action)
    return found


def bubble_rect(window: Any, page: Any) -> list[QRectF]:
    """Returns where the table's refusal bubble is in the window (none when it shows none)."""
    bubble = page.scene._bubble
    if bubble is None:
        return []
    polygon = page.board.mapFromScene(bubble.sceneBoundingRect())
    shift = page.board.viewport().mapTo(window, QPoint(0, 0))
    return [QRectF(polygon.boundingRect().translated(shift))]


def busy_moments(window: Any, setup: Setup, qtbot: Any) -> Iterator[tuple[str, list[DrawnText], list[QRectF]]]:
    """Yields (moment, texts on screen, bubbles floating over the table) with a hint shown and with a refusal shown
    at the steps of AT, and at the steps where a trade offer is open."""
    moves = play_moves(setup)
    steps = sorted({min(len(moves) - 1, int(f * len(moves))) for f in AT} | set(offer_steps(setup, moves)))
    game = available_games()[setup.game]
    session = Session(game, [SeatInfo(n) for n in NAMES[:setup.players]], dict(setup.options), setup.seed)
    page = window.open_session(session, window.paths.saves / "overlap.json")
    controller = page.controller
    rng = random.Random(setup.seed)
    seen: list[Action] = []  # moves legal once, for a refusal later
    done = 0
    for step in steps:
        for seat, action in moves[done:step]:
            if rng.random() < 0.2:
                legal = session.legal_actions(seat)
                seen.extend(rng.sample(legal, min(2, len(legal))))
            controller.last_events = session.act(seat, action)
        done = step
        page.curtain.hide()
        controller.waiting_for = None
        controller.viewer = session.to_act()[0]
        page.refresh()
        QApplication.processEvents()
        name = f"{setup.name} move {step}/{len(moves)}"
        if getattr(session.state, "offer", None) is not None:
            yield f"{name}, offer open", measure(window), []
        with qtbot.waitSignal(controller.hinted, timeout=20_000):
            assert page.controller.acting_person() is not None
            page._hint()
        QApplication.processEvents()
        assert page.hint.text(), name
        yield f"{name}, hint shown", measure(window), []
        refused = next((a for a in reversed(seen) if controller.why(a) is not None), None)
        if refused is not None:
            page._play(refused)
            QApplication.processEvents()
            assert page.refusal.text(), name
            yield f"{name}, refusal shown", measure(window), bubble_rect(window, page)
    window.leave_table()
