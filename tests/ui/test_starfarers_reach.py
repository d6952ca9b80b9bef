"""The Starfarers table: every legal move can be played by clicks on the table itself (not only from the side
list), choices among a fixed set keep their places, and no new move appears under the pointer that played one."""

from __future__ import annotations

import random
from typing import Iterator

import pytest
from PySide6.QtCore import Qt

from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.games.starfarers.moves import parts
from tabletop.ui.games.action_items import on_table
from tabletop.ui.games.starfarers.pieces import Piece, Spot
from tabletop.ui.games.starfarers.scene import StarfarersScene
from tabletop.ui.games.starfarers.strip import RESOURCES
from tabletop.ui.items import ButtonItem, LabelItem

NAMES = ["Aiko", "Ben", "Chiara", "Dev"]


@pytest.fixture
def game():
    return available_games()["starfarers"]


def _moments(game, seeds: range, turns: int) -> Iterator[tuple[object, int, list[Action]]]:
    """Yields seeded 4-seat moments (state, seat to act, its legal moves), random moves between them."""
    for seed in seeds:
        state = game.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(turns):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            yield state, seat, legal
            game.apply(state, seat, rng.choice(legal))


def _clickable(scene: StarfarersScene, action: Action) -> bool:
    """Returns True when a click on the table plays `action`: a lit button or a mark on the galaxy, after the
    clicks that choose it (the ship to fly, the resource given to the supply)."""
    p = parts(action)
    if action.kind == "step" and p.ship != scene.selected_ship:
        ships = [i for i in scene.board.content.childItems() if isinstance(i, Piece) and i.highlighted is not None]
        assert ships, "the ships are on the galaxy"
        scene.choose_ship(p.ship)  # what a click on the ship does
    if action.kind == "trade" and scene.bank_give != p.give:
        scene.bank_give = p.give  # what a click on the bank's give button does
        scene.render_view(scene.view, scene.legal, scene.names, scene.acting)
    item = scene.action_items.get(action)
    if item is None or not on_table(item, scene) or not item.isVisible():
        return False
    if isinstance(item, Spot):
        return True
    return bool(item.acceptedMouseButtons() & Qt.MouseButton.LeftButton) and not item.dimmed


def test_every_legal_move_is_reachable_by_clicks_on_the_table(qapp, game):
    scene = StarfarersScene()
    missing: dict[str, int] = {}
    kinds: set[str] = set()
    for k, (state, seat, legal) in enumerate(_moments(game, range(5), 400)):
        if k % 4 and len(legal) > 10:
            continue  # every small choice, and a sample of the long ones (flights, trade & build)
        view = game.view(state, seat)
        scene.render_view(view, legal, NAMES, seat)
        for action in sorted(legal, key=lambda a: (a.kind, str(a.args[:2]))):
            kinds.add(action.kind)
            if not _clickable(scene, action):
                missing[action.kind] = missing.get(action.kind, 0) + 1
        assert not any(isinstance(i, LabelItem) and i.text == "More moves are in the side panel's list."
                       for i in scene.items()), [a for a in legal]
    assert {"answer", "discard", "give", "take", "step", "trade", "rob"} <= kinds, "the sample meets the questions"
    assert not missing


def test_a_choice_among_resources_keeps_every_slot_in_place(qapp, game):
    scene = StarfarersScene()
    seen = 0
    for state, seat, legal in _moments(game, range(6), 400):
        kinds = {a.kind for a in legal}
        if not kinds & {"discard", "give", "take"}:
            continue
        kind = next(iter(kinds & {"discard", "give", "take"}))
        scene.render_view(game.view(state, seat), legal, NAMES, seat)
        slots = sorted((b.scenePos().x(), b) for b in scene.items()
                       if isinstance(b, ButtonItem) and b.toolTip().startswith(("Return 1", "Take 1")))
        # Five slots in the resources' order, whichever are spent: a spent one greyed where it stands.
        assert len(slots) == 5
        for (x, button), word in zip(slots, RESOURCES):
            action = Action(kind, (word,))
            assert scene.action_items.get(action) is button
            assert button.dimmed == (action not in legal)
        assert [round(x) for x, _ in slots] == [486, 598, 710, 822, 934]
        seen += 1
    assert seen >= 5


def test_no_new_move_appears_under_the_pointer_that_played_one(qapp, game):
    """A move played by a button of the strip: at the next moment of the same seat, whatever is lit at that point
    plays the same move again (a slot of the same choice), never another one."""
    scene = StarfarersScene()
    checked = 0
    for seed in range(6):
        state = game.new_game(4, {}, seed)
        rng = random.Random(seed)
        for t in range(300):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if len(legal) > 12 and t % 4:  # a sample of the long choices (flights, trade & build), every short one
                game.apply(state, seat, rng.choice(legal))
                continue
            scene.render_view(game.view(state, seat), legal, NAMES, seat)
            action = rng.choice(legal)
            item = scene.action_items.get(action)
            game.apply(state, seat, action)
            if not isinstance(item, ButtonItem) or game.is_over(state) or game.to_act(state)[0] != seat:
                continue
            point = item.sceneBoundingRect().center()
            after = game.legal_actions(state, seat)
            scene.render_view(game.view(state, seat), after, NAMES, seat)
            under = [a for a in after if (i := scene.action_items.get(a)) is not None and isinstance(i, ButtonItem)
                     and i.sceneBoundingRect().adjusted(4, 4, -4, -4).contains(point) and not i.dimmed]
            assert all(a.kind == action.kind and a.args == action.args for a in under), (action, under)
            checked += 1
    assert checked >= 30


def test_every_cost_chip_builds_or_says_why_not_in_one_line(qapp, qtbot, game):
    from tabletop.ui.games.starfarers.pieces import CostChip
    from tabletop.ui.i18n import message

    scene = StarfarersScene()
    said: set[str] = set()
    built = 0
    for k, (state, seat, legal) in enumerate(_moments(game, range(3), 300)):
        view = game.view(state, seat)
        writing = any(a.kind.startswith(("offer_", "propose_")) for a in legal)
        if seat != view.current or view.offer is not None or view.encounter is not None or writing or k % 3:
            continue
        scene.render_view(view, legal, NAMES, seat)
        chips = [i for i in scene.items() if isinstance(i, CostChip)]
        assert len(chips) == 6
        for chip in chips:
            assert chip.acceptedMouseButtons() & Qt.MouseButton.LeftButton, chip.text
            with qtbot.waitSignal(scene.action_chosen, timeout=5000) as chosen:
                chip.clicked.emit()
            action = chosen.args[0]
            assert action.kind == "build"
            if action in legal:
                built += 1
                continue
            reason = game.why_illegal(state, seat, action)
            assert reason is not None
            words = message(reason.code, dict(reason.params), NAMES)
            assert "\n" not in words and "names nothing" not in words, words
            said.add(reason.code)
    assert built and {"sf.not_now", "sf.cannot_afford"} <= said
