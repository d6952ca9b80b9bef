"""The Starfarers table: the whole galaxy drawn, a click on a highlighted node plays it, hands kept private."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.games.starfarers.board import NODES, PLANETS
from tabletop.ui.games.starfarers.pieces import Spot
from tabletop.ui.games.starfarers.scene import NODES_BY_ID, StarfarersScene
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
    assert len([i for i in scene.board.content.childItems() if isinstance(i, Spot)]) == len(scene.node_actions)
    node, (action,) = next(iter(scene.node_actions.items()))
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
    hand = [i for i in scene.items() if isinstance(i, LabelItem) and i.text == "Your hand"]
    assert len(hand) == 1
    counts = sorted((i.pos().y(), i.text) for i in hand[0].parentItem().childItems()
                    if isinstance(i, LabelItem) and i.pos().x() == 92)
    assert [int(t) for _, t in counts] == list(view.hand)
    behind = game.view(state, None)
    scene.render_view(behind, [], NAMES, None)
    texts = [i.text for i in scene.items() if isinstance(i, LabelItem)]
    assert "Your hand" not in texts and "Hands are hidden" in texts
    assert not any(isinstance(i, LabelItem) and i.pos().x() == 92 for i in scene.items())
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


def test_moves_and_log_lines_name_places_not_node_ids(qapp, game):
    from tabletop.messages import english

    scene = StarfarersScene()
    state, seat, legal = _flight(game)
    view = game.view(state, seat)
    scene.render_view(view, legal, NAMES, seat)
    for action in legal:
        label = scene.action_label(view, action)
        assert "v" + "_" not in label and not any(n.id in label for n in NODES), label
    # Every intersection has its own name, and a colony site reads as one.
    from tabletop.games.starfarers.messages import place_words
    names = {place_words(n.id, lambda c, t: t) for n in NODES}
    assert len(names) == len(NODES)
    assert english("sf.colony_founded", {"seat": 0, "node": "v5_21"}) == \
        "Seat 1 founds a colony at the colony site between goods and ore in System 1."
    assert english("sf.explored", {"seat": 0, "system": "S01", "discs": "4, pirate4, 10"}) == \
        "Seat 1 explores System 1: 4, pirate base 4, 10."


def test_every_place_planet_outpost_cost_and_friend_has_a_rule_tooltip(qapp, game):
    from PySide6.QtCore import QPointF

    from tabletop.games.starfarers.components import FRIENDSHIP
    from tabletop.ui.games.starfarers.tips import friendship_tip

    scene = StarfarersScene()
    state = game.new_game(4, {}, 11)
    seat = game.to_act(state)[0]
    scene.render_view(game.view(state, seat), game.legal_actions(state, seat), NAMES, seat)
    board = scene.board
    for node in NODES:
        point = board.to_item(*NODES_BY_ID[node.id])
        assert board.tip_at(QPointF(point)), node.id
    site = board.tip_at(board.to_item(*NODES_BY_ID["v5_21"]))
    assert site.startswith("The colony site between goods and ore in System 1") and "found a colony" in site
    for planet in PLANETS:
        tile = next(t for t in board.layout.tiles if t.id == planet.id)
        tip = board.tip_at(board.to_item(tile.x, tile.y))
        assert "planet of" in tip and ("face down" in tip or "Number" in tip), tip
    dock = board.tip_at(board.to_item(*NODES_BY_ID["v4_12"]))
    assert "Green Folk" in dock and "Friendship cards left" in dock and "Ore Harvest" in dock
    rules = {i.rule_id for i in scene.rule_items()}
    assert {"sf.cost", "sf.friendship", "sf.colony", "sf.spaceport", "sf.ship", "sf.supply"} <= rules
    costs = [i.toolTip() for i in scene.rule_items() if i.rule_id == "sf.cost"]
    assert len(costs) == 6 and any(t.startswith("booster: 2 fuel.") for t in costs)
    assert all(friendship_tip(c.id) for c in FRIENDSHIP)
    assert "Stand-in card" in friendship_tip("DI_HELP") and "House ruling" in friendship_tip("ME_GOODS")


def test_an_encounter_carries_the_stand_in_mark_and_its_question(qapp, game):
    for seed in range(30):
        state = game.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.encounter_current is not None:
                break
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        if state.encounter_current is not None:
            break
    seat = game.to_act(state)[0]
    scene = StarfarersScene()
    scene.render_view(game.view(state, seat), game.legal_actions(state, seat), NAMES, seat)
    marks = [i for i in scene.rule_items() if i.rule_id == "sf.standin"]
    assert marks and "Stand-in encounter card" in marks[0].toolTip()
    assert any(t.text.endswith("?") or "players" in t.text for t in scene.items() if isinstance(t, LabelItem))


def test_a_hazard_token_sits_on_its_own_planet_and_covers_no_number(qapp, game):
    from PySide6.QtCore import QRectF

    for seed in range(60):
        state = game.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if any(t is not None for t in state.planet_token):
                break
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        if any(t is not None for t in state.planet_token):
            break
    scene = StarfarersScene()
    scene.render_view(game.view(state, None), [], NAMES, None)
    tokens = [i for i in scene.rule_items() if i.rule_id == "sf.hazard"]
    assert tokens
    board = scene.board
    numbered = [t for t in board.layout.tiles if t.label]
    for token in tokens:
        centre = token.sceneBoundingRect().center()
        for tile in numbered:  # the number is drawn in a box under the tile's centre
            box = board.mapRectToScene(board.content.mapRectToParent(QRectF(tile.x - 0.6, tile.y, 1.2, 0.5)))
            assert not box.contains(centre), tile.id


def test_a_click_on_a_place_the_ship_cannot_reach_says_why_there(window, qtbot, paths, game):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tabletop.engine.session import SeatInfo, Session

    session = Session(game, [SeatInfo(n) for n in NAMES], {}, 11)
    rng = random.Random(11)
    while not any(a.kind == "step" for a in session.legal_actions(session.to_act()[0])):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    page = window.open_session(session, paths.saves / "refusal.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    scene = page.scene
    far = min(NODES, key=lambda n: n.y).id  # the far end of space: never next to a ship on its first flights
    scene.board.node_clicked.emit(far)
    QApplication.processEvents()
    assert "ships move one edge per step" in page.refusal.text()
    bubble = scene._bubble
    assert bubble is not None and bubble.scene() is scene
    x, y = NODES_BY_ID[far]
    node = scene.board.mapToScene(scene.board.to_item(x, y))
    assert abs(bubble.scenePos().y() - node.y()) < 60, "the reason shows by the clicked place"


def test_the_final_table_charts_what_each_seat_produced(qapp, game):
    import pyqtgraph as pg

    state = game.new_game(4, {}, 3)
    rng = random.Random(3)
    for _ in range(600):
        seat = game.to_act(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    plot = pg.PlotItem()
    plot.addLegend()
    scene = StarfarersScene()
    assert scene.plot_second(plot, game.view(state, None))
    bars = [i for i in plot.items if isinstance(i, pg.BarGraphItem)]
    assert len(bars) == 5
    total = sum(sum(b.opts["height"]) for b in bars)
    assert total == sum(map(sum, state.produced)) > 0


def test_a_real_click_on_a_galaxy_place_plays_its_step_outside_the_boards_own_handler(window, paths, qtbot, game):
    """The step a click plays redraws the galaxy, deleting the board that took the click: the move is posted from
    the board's mouse handler, never played inside it (issue 29)."""
    from PySide6.QtCore import Qt

    from tabletop.engine.session import SeatInfo, SeatKind, Session

    seed = 11
    state, seat, legal = _flight(game, seed)
    seats = [SeatInfo(n) if i == seat else SeatInfo(n, SeatKind.BOT, "greedy") for i, n in enumerate(NAMES)]
    session = Session(game, seats, {}, seed, state=state)
    page = window.open_session(session, paths.saves / "click.json")
    window.resize(1366, 768)
    page.controller.set_pace(60_000)  # the bots wait: only the person's click moves the table
    page.refresh()
    scene = page.scene
    node, (action,) = next((n, a) for n, a in scene.node_actions.items() if len(a) == 1)
    x, y = NODES_BY_ID[node]
    at = scene.board.content.mapToScene(x, y)
    before = len(session.log)
    board = scene.board
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=page.board.mapFromScene(at))
    assert len(session.log) == before, "the step was played inside the board's own mouse handler"
    qtbot.waitUntil(lambda: len(session.log) == before + 1, timeout=5_000)
    assert session.log[-1].action == action and board is not None
