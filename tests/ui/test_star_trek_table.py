"""The Star Trek table: both sides' missions, only the viewer's hand, the secret dilemma stack, clicks and refusals."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.components import CARDS
from tabletop.ui.controller import GameController
from tabletop.ui.games.star_trek import CardFace, MissionHead, StarTrekScene
from tabletop.ui.items import TableItem
from tabletop.ui.table import TablePage


def _session(seed: int = 3) -> Session:
    return Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed)


def _page(qtbot, session: Session, viewer: int) -> TablePage:
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    controller.viewer, controller.waiting_for = viewer, None
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.refresh()
    return page


def _tips(scene: StarTrekScene) -> list[str]:
    return sorted(i.toolTip() for i in scene.items() if isinstance(i, TableItem) and i.toolTip())


def _until(kind: str, seeds=range(40), limit: int = 2500) -> Session:
    """Returns a seeded random game stopped where the seat to act has a decision of `kind` open."""
    for seed in seeds:
        session, rng = _session(seed), random.Random(seed)
        for _ in range(limit):
            if session.game.is_over(session.state):
                break
            seat = session.to_act()[0]
            if session.state.decisions.open(seat).kind == kind:
                return session
            session.act(seat, rng.choice(session.legal_actions(seat)))
    pytest.skip(f"no {kind} decision reached")


def test_the_table_draws_both_sides_missions_and_only_the_viewers_hand(qtbot):
    session = _session()
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    heads = [i for i in page.scene.items() if isinstance(i, MissionHead)]
    assert len(heads) == sum(len(s.missions) for s in session.state.sides) == 10
    faces = sorted(i.card.id for i in page.scene.items() if isinstance(i, CardFace))
    assert faces == sorted(session.state.cards[u] for u in session.state.sides[seat].hand)


def test_the_other_hand_shows_only_its_size(qtbot):
    session = _session()
    seat = session.to_act()[0]
    before = _tips(_page(qtbot, session, seat).scene)
    session.state = GAME.scramble_hidden(session.state, 1 - seat, random.Random(5))  # the other hand changes
    assert _tips(_page(qtbot, session, seat).scene) == before


def test_the_secret_dilemma_choice_is_hidden_from_the_attempting_seat(qtbot):
    session = _until("stack")
    a = session.state.attempt
    drawn = {CARDS[session.state.cards[u]].title for u in a.drawn}
    owner_tips = " ".join(_tips(_page(qtbot, session, a.owner).scene))
    assert all(title in owner_tips for title in drawn)
    open_titles = " ".join(CARDS[session.state.cards[u]].title for m in session.state.beneath.values() for u in m)
    attempter_tips = " ".join(_tips(_page(qtbot, session, a.seat).scene))
    assert not [t for t in drawn if t in attempter_tips and t not in open_titles]


def test_a_click_plays_its_move(qtbot):
    session = _session()
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    action = next(a for a in session.legal_actions(seat) if a in page.scene.action_items and a.kind == "play")
    before = len(session.state.sides[seat].hand)
    with qtbot.waitSignal(page.scene.action_chosen, timeout=5000) as chosen:
        page.scene.action_items[action].clicked.emit()
    assert chosen.args == [action]
    qtbot.waitUntil(lambda: len(session.state.sides[seat].hand) == before - 1, timeout=5000)


def test_a_refused_move_gives_its_reason(qtbot):
    session = _session(1)  # seed 1: a hand card at the start cannot be played
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    legal = session.legal_actions(seat)
    refused = [a for a in page.scene.action_items if a not in legal]
    assert refused, "a hand card that cannot be played now is still clickable, to say why"
    page.scene.action_items[refused[0]].clicked.emit()
    qtbot.waitUntil(lambda: bool(page.refusal.text()), timeout=5000)
    assert page.refusal.text() not in ("", refused[0].text())
