"""Choosing dilemmas: each stacked one shows its place in the stack, the budget left follows each pick, a stacked
one is taken back by a click (its budget back, the places below moving up), and a dilemma that cannot be stacked
says why when clicked."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS
from tabletop.ui.games.star_trek import Chip
from tabletop.ui.i18n import reason_text
from tabletop.ui.items import LabelItem
from tests.ui.test_star_trek_table import _page, _until


def _drawn_chips(page) -> dict[int, Chip]:
    chips = {}
    for action, item in page.scene.action_items.items():
        if action.kind in ("choose", "unchoose") and isinstance(item, Chip):
            chips[action.args[0]] = item
    return chips


def test_picks_are_numbered_the_budget_left_follows_and_refusals_say_why(qtbot):
    session = _until("stack")
    owner = session.to_act()[0]
    a = session.state.attempt
    page = _page(qtbot, session, owner)
    chips = _drawn_chips(page)
    assert set(chips) == set(a.drawn + a.added)  # every drawn dilemma is clickable, the refused ones to say why
    legal = [act for act in session.legal_actions(owner) if act.kind == "choose"]
    assert legal, "nothing could be stacked here"
    if legal:
        first = legal[0].args[0]
        session.act(owner, legal[0])
        page.refresh()
        chips = _drawn_chips(page)
        assert chips[first].note.endswith("stacked 1") and chips[first].bold
        left = a.budget - CARDS[session.state.cards[first]].cost
        labels = [i.text for i in page.scene.items() if isinstance(i, LabelItem)]
        assert any(f"{left} left · 1 stacked" in t for t in labels), labels
        assert page.scene.action_items[Action("unchoose", (first,))] is chips[first]  # a click takes it back
    refused = [u for u in chips if Action("choose", (u,)) not in session.legal_actions(owner)]
    assert refused, "no dilemma was refused here"
    chips[refused[0]].clicked.emit()
    qtbot.waitUntil(lambda: bool(page.refusal.text()), timeout=5000)
    reason = session.game.why_illegal(session.state, owner, Action("choose", (refused[0],)))
    assert reason is not None and page.refusal.text() == reason_text(reason, ["Aiko", "Ben"])


def _stack_of_two():
    """Returns a seeded random game where the dilemma owner chooses and two or more dilemmas fit the stack."""
    from tests.ui.test_star_trek_table import _session
    import random
    for seed in range(60):
        session, rng = _session(seed), random.Random(seed)
        for _ in range(2500):
            if session.is_over():
                break
            seat = session.to_act()[0]
            decision = session.state.decisions.open(seat)
            if decision.kind == "stack" and not decision.picks:
                a = session.state.attempt
                fits = sorted(CARDS[session.state.cards[u]].cost for u in a.drawn + a.added
                              if Action("choose", (u,)) in session.legal_actions(seat))
                if len(fits) >= 2 and sum(fits[:2]) <= a.budget:
                    return session
            session.act(seat, rng.choice(session.legal_actions(seat)))
    raise AssertionError("no stack of two in 60 seeded games")


def test_a_stacked_dilemma_is_taken_back_by_a_click_and_the_places_move_up(qtbot):
    session = _stack_of_two()
    owner = session.to_act()[0]
    a = session.state.attempt
    page = _page(qtbot, session, owner)
    picked = []
    for _ in range(3):  # stack up to three, whatever the budget allows
        legal = [act for act in session.legal_actions(owner) if act.kind == "choose"]
        if not legal:
            break
        session.act(owner, legal[0])
        picked.append(legal[0].args[0])
    assert len(picked) >= 2, "fewer than two dilemmas could be stacked here"
    page.refresh()
    chips = _drawn_chips(page)
    chips[picked[0]].clicked.emit()
    qtbot.waitUntil(lambda: list(session.state.decisions.open(owner).picks) == picked[1:], timeout=5000)
    chips = _drawn_chips(page)
    assert not chips[picked[0]].bold and chips[picked[0]].note == str(CARDS[session.state.cards[picked[0]]].cost)
    assert chips[picked[1]].note.endswith("stacked 1"), "the place below moved up"
    left = a.budget - sum(CARDS[session.state.cards[u]].cost for u in picked[1:])
    labels = [i.text for i in page.scene.items() if isinstance(i, LabelItem)]
    assert any(f"{left} left · {len(picked) - 1} stacked" in t for t in labels), labels


def test_every_card_in_play_and_in_the_attempt_reads_large_on_a_right_click(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent
    from PySide6.QtCore import QEvent

    from tabletop.ui.games.star_trek import CardThing
    from tests.ui.test_star_trek_reading import _facing

    session = _facing()
    page = _page(qtbot, session, session.state.attempt.seat)
    kinds = set()

    def cards():  # the table is drawn afresh after each enlargement: find the items again, in one order
        found = [i for i in page.scene.items() if isinstance(i, CardThing) and i.parentItem() is not None
                 and i.parentItem().data(0) != "enlarged"]
        return sorted(found, key=lambda i: (i.scenePos().y(), i.scenePos().x()))

    for k in range(len(cards())):
        item = cards()[k]
        assert item.toolTip(), item.card.id  # it can be hovered
        event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
        event.setButton(Qt.MouseButton.RightButton)
        card = item.card.id
        kinds.add(type(item).__name__)
        item.mousePressEvent(event)
        assert page.scene.enlarged == card
        page.scene.enlarge(None)
    assert {"PlayCard", "CrewLine", "MissionHead", "CardFace"} <= kinds
