"""The Starfarers table: the whole galaxy drawn, a click on a highlighted node plays it, hands kept private."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.games.starfarers.board import NODES, PLANETS
from tabletop.ui.games.starfarers import StarfarersScene, _Spot
from tabletop.ui.items import LabelItem

NAMES = ["Aiko", "Ben", "Chiara", "Dev"]


@pytest.fixture
def game():
    return available_games()["starfarers"]


def _flight(game, seed: int = 11):
    """Returns a seeded 4-seat state at a moment a seat has ship steps to choose from."""
    state = game.new_game(4, {}, seed)
    rng = random.Random(seed)
    while True:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if any(a.kind == "step" for a in legal):
            return state, seat, legal
        game.apply(state, seat, rng.choice(legal))


def test_the_board_draws_every_planet_and_node(qapp, game):
    scene = StarfarersScene()
    state = game.new_game(4, {}, 11)
    seat = game.to_act(state)[0]
    scene.render_view(game.view(state, seat), game.legal_actions(state, seat), NAMES, seat)
    layout = scene.board.layout
    assert {p.id for p in PLANETS} <= {t.id for t in layout.tiles}
    assert set(layout.nodes) == {n.id for n in NODES}
    # Home discs are face up with their numbers; the others show "?" until explored.
    labels = {t.id: t.label for t in layout.tiles}
    assert labels["h1_27"] == "4" and "?" in labels.values()


def test_clicking_a_highlighted_node_plays_that_step(qapp, qtbot, game):
    scene = StarfarersScene()
    state, seat, legal = _flight(game)
    scene.render_view(game.view(state, seat), legal, NAMES, seat)
    assert scene.node_actions, "the moving ship's destinations are highlighted"
    assert len([i for i in scene.items() if isinstance(i, _Spot)]) == len(scene.node_actions)
    node, action = next(iter(scene.node_actions.items()))
    assert action in legal and action.kind == "step"
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    scene.board.node_clicked.emit(node)
    assert chosen == [action]
    scene.board.node_clicked.emit("v0_0")  # not a destination: no move
    assert chosen == [action]


def test_the_viewers_hand_shows_and_other_hands_only_their_sizes(qapp, game):
    scene = StarfarersScene()
    state = game.new_game(4, {}, 11)
    seat = game.to_act(state)[0]
    view = game.view(state, seat)
    scene.render_view(view, game.legal_actions(state, seat), NAMES, seat)
    texts = [i.text for i in scene.items() if isinstance(i, LabelItem)]
    assert any(t.startswith("carbon ") for t in texts) and "Your hand" in texts
    behind = game.view(state, None)
    scene.render_view(behind, [], NAMES, None)
    texts = [i.text for i in scene.items() if isinstance(i, LabelItem)]
    assert "Your hand" not in texts and not any(t.startswith("carbon ") for t in texts)
    assert [str(n) for n in behind.hand_sizes] == [str(n) for n in view.hand_sizes]


def test_a_refused_move_gives_its_reason(qapp, game):
    from tabletop.ui.i18n import reason_text

    scene = StarfarersScene()
    state, seat, legal = _flight(game)
    scene.render_view(game.view(state, seat), legal, NAMES, seat)
    wrong = Action("step", (legal[0].args[0] if legal[0].kind == "step" else 0, "v0_0"))
    reason = game.why_illegal(state, seat, wrong) or game.why_illegal(state, seat, Action("roll"))
    assert reason is not None
    bubble = scene.show_refusal(reason_text(reason, NAMES))
    assert bubble.scene() is scene
    assert any(isinstance(i, LabelItem) and i.text == reason_text(reason, NAMES) for i in bubble.childItems())
