"""A table drawn fresh in the middle of an attempt shows the same crew and marks, and the same revealed dilemma with
what it did, as the live one: the view carries the attempt's record, the table keeps nothing (a Continue shows what
was left)."""

from __future__ import annotations

import random

from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.ui.games.star_trek import Chip, CrewLine, StarTrekScene
from tabletop.ui.games.star_trek.items import CardFace
from tabletop.ui.items import ButtonItem, LabelItem
from tests.ui.test_star_trek_table import _page

NAMES = ["Aiko", "Ben"]


def _marks(scene) -> tuple[list, list]:
    """Returns the crew list (card, mark) in order and the marked cards in play (card, mark), sorted."""
    lines = [(i.card.id, i.crew) for i in sorted((i for i in scene.items() if isinstance(i, CrewLine)),
                                                  key=lambda i: (i.scenePos().y(), i.scenePos().x()))]
    chips = sorted((i.card.id, i.crew.value) for i in scene.items() if isinstance(i, Chip) and i.crew is not None)
    return lines, chips


def _panel(scene) -> list[tuple]:
    """Returns what the attempt panel draws, in place order: texts, card faces (the revealed dilemma), crew lines
    with their marks and buttons."""
    out = []
    for i in scene.items():
        pos = i.scenePos()
        if pos.x() < StarTrekScene.LEFT_W:
            continue
        if isinstance(i, CrewLine):
            out.append((pos.y(), pos.x(), "crew", i.card.id, i.crew.value))
        elif isinstance(i, CardFace):
            out.append((pos.y(), pos.x(), "face", i.card.id))
        elif isinstance(i, (LabelItem, ButtonItem)):
            out.append((pos.y(), pos.x(), type(i).__name__, i.text))
    return sorted(out)


def _draw(scene: StarTrekScene, session: Session, seat: int) -> None:
    scene.render_view(session.view(seat), session.legal_actions(seat), NAMES, seat)


def test_a_table_drawn_fresh_mid_attempt_equals_the_live_one(qtbot):
    compared = lost = revealed = 0
    for seed in range(3):
        session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed), random.Random(seed)
        live = StarTrekScene()  # drawn after every move of every attempt, as a table at the screen is
        for _ in range(2500):
            if session.is_over():
                break
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
            a = session.state.attempt
            if a is None:
                continue
            seat = session.to_act()[0]
            _draw(live, session, seat)
            fresh = StarTrekScene()
            _draw(fresh, session, seat)
            lines, chips = _marks(live)
            assert (lines, chips) == _marks(fresh)
            assert len(lines) == len(a.crew)  # everyone who began it, the stopped and killed too
            panel = _panel(live)
            assert panel == _panel(fresh)
            if a.faced and a.faced[-1].outcome:  # a dilemma's outcome on the table: face up, with what it did
                revealed += any(p[2] == "face" and p[3] == session.state.cards[a.faced[-1].dilemma] for p in panel)
            compared += 1
            lost += len(a.group) < len(a.crew)
    assert compared and lost, "no attempt lost a member in the seeded games: the test saw nothing"
    assert revealed, "no dilemma's outcome was drawn in the seeded games: the test saw nothing"


def _mid_attempt_with_losses() -> Session:
    """Returns a seeded random game stopped mid-attempt after some of the crew were stopped."""
    for seed in range(40):
        session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed), random.Random(seed)
        for _ in range(2500):
            if session.is_over():
                break
            a = session.state.attempt
            if a is not None and len(a.group) + 1 < len(a.crew) and a.current is not None:
                return session
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
    raise AssertionError("no attempt lost two members in 40 seeded games")


def test_continue_mid_attempt_shows_the_same_crew(window, paths, qtbot):
    session = _mid_attempt_with_losses()
    seat = session.to_act()[0]
    live = _page(qtbot, session, seat).scene
    before, panel = _marks(live), _panel(live)
    path = paths.saves / "mid-attempt.json"
    save_session(session, path)
    page = window.continue_game(path)
    assert page is not None
    if page.controller.waiting_for is not None:  # the curtain: the seat to act comes to the screen
        page.controller.ready()
    assert page.controller.viewer == seat
    after = _marks(page.scene)
    assert after == before and len(after[0]) == len(session.state.attempt.crew)
    assert _panel(page.scene) == panel and session.state.attempt.faced  # the revealed dilemma and what it did
