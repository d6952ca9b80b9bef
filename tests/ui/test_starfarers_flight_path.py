"""During a flight the table draws the moving ship's path so far (the places its view says it passed) as a line,
with its steps left beside it; the table keeps none of it itself."""

from __future__ import annotations

import random

from tabletop.games import available_games
from tabletop.ui.games.starfarers.scene import NODES_BY_ID, StarfarersScene

GAME = available_games()["starfarers"]
NAMES = ["Aiko", "Ben", "Chiara", "Dev"]


def _mid_flight(steps: int):
    """Returns (state, seat) of a seeded random game whose moving ship has just taken `steps` steps."""
    for seed in range(20):
        state = GAME.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            ship = state.ships[state.moving] if state.moving is not None else None
            if ship is not None and ship.steps == steps and not ship.done and any(
                    a.kind == "step" and a.args[0] == ship.id for a in legal):
                return state, seat
            moves = [a for a in legal if a.kind == "step"] if ship is None or ship.steps < steps else []
            mine = [a for a in moves if ship is None or a.args[0] == ship.id]
            GAME.apply(state, seat, rng.choice(mine or legal))
    raise AssertionError("no seeded game reached the flight")


def test_the_table_draws_the_path_the_view_carries_and_the_steps_left(qapp):
    state, seat = _mid_flight(3)
    scene = StarfarersScene()
    scene.render_view(GAME.view(state, seat), GAME.legal_actions(state, seat), NAMES, seat)
    moving = next(s for s in scene.view.ships if s.id == scene.view.moving)
    assert len(moving.path) == 4 and moving.path[-1] == moving.node
    assert scene.trail is not None
    assert [(p.x(), p.y()) for p in scene.trail.points] == [NODES_BY_ID[n] for n in moving.path]
    assert scene.steps_badge is not None
    assert scene.steps_badge.text == f"{moving.steps_left} step{'s' if moving.steps_left != 1 else ''} left"
    assert moving.steps_left == scene.view.speed - 3


def test_the_path_grows_with_each_step_and_is_gone_after_the_turn(qapp):
    state, seat = _mid_flight(1)
    scene = StarfarersScene()
    scene.render_view(GAME.view(state, seat), GAME.legal_actions(state, seat), NAMES, seat)
    assert scene.trail is not None and len(scene.trail.points) == 2
    ship = state.moving
    step = next(a for a in GAME.legal_actions(state, seat) if a.kind == "step" and a.args[0] == ship)
    GAME.apply(state, seat, step)
    scene.render_view(GAME.view(state, seat), GAME.legal_actions(state, seat), NAMES, seat)
    assert len(scene.trail.points) == 3
    assert (scene.trail.points[-1].x(), scene.trail.points[-1].y()) == NODES_BY_ID[str(step.args[1])]
    while GAME.to_act(state) and GAME.to_act(state)[0] == seat and state.phase.value == "flight":
        legal = GAME.legal_actions(state, seat)
        end = next((a for a in legal if a.kind in ("end_flight", "found", "dock")), legal[0])
        GAME.apply(state, seat, end)
    nxt = GAME.to_act(state)[0]
    scene.render_view(GAME.view(state, nxt), GAME.legal_actions(state, nxt), NAMES, nxt)
    assert scene.trail is None


def test_the_steps_left_badge_covers_no_mark_nor_piece(qapp):
    """Mid-flight, at every sampled moment, the badge stands clear of every place mark and piece on the galaxy."""
    import random

    from tabletop.games import available_games
    from tabletop.ui.games.starfarers.pieces import HazardItem, Piece, Spot
    from tabletop.ui.games.starfarers.scene import StarfarersScene

    game = available_games()["starfarers"]
    scene = StarfarersScene()
    checked = 0
    for seed in range(6):
        state = game.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if state.moving is not None and any(a.kind == "step" for a in legal):
                scene.render_view(game.view(state, seat), legal, ["Aiko", "Ben", "Chiara", "Dev"], seat)
                badge = scene.steps_badge
                assert badge is not None
                box = badge.sceneBoundingRect().adjusted(4, 4, -4, -4)  # the pill itself, not its margin
                marks = [i for i in scene.board.content.childItems() if isinstance(i, (Spot, Piece, HazardItem))]
                covered = [i for i in marks if i.isVisible() and box.intersects(
                    i.mapRectToScene(i.boundingRect().adjusted(4, 4, -4, -4)))]
                assert not covered, [type(i).__name__ for i in covered]
                checked += 1
            game.apply(state, seat, rng.choice(legal))
    assert checked >= 20
