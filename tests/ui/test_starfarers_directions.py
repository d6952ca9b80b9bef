"""Every direction word of Starfarers matches the galaxy as the table draws it (turned a quarter): the clock
hours of the place names and the lesson's "to the right", measured on the drawn board."""

from __future__ import annotations

import json
import math
from pathlib import Path

from tabletop.games import available_games
from tabletop.games.starfarers.components import BOARD_DATA
from tabletop.games.starfarers.places import PLACES
from tabletop.games.starfarers.tutorial import TEXTS
from tabletop.ui.games.starfarers.layout import NODES_BY_ID, OUTPOST_DOCK, PLANET_XY
from tabletop.ui.games.starfarers.scene import StarfarersScene

NAMES = ["Aiko", "Ben", "Chiara", "Dev"]


def _drawn(scene: StarfarersScene, xy: tuple[float, float]) -> tuple[float, float]:
    """Returns where a galaxy point is drawn on the screen (scene pixels)."""
    board = scene.board
    p = board.mapToScene(board.to_item(*xy))
    return p.x(), p.y()


def test_every_clock_hour_is_read_on_the_galaxy_as_drawn(qapp):
    game = available_games()["starfarers"]
    state = game.new_game(4, {}, 3)
    scene = StarfarersScene()
    scene.render_view(game.view(state, 0), [], NAMES, None)
    sectors = {s["id"]: s["hexes"] for s in BOARD_DATA["sectors"]}
    checked = 0
    for node, place in PLACES.items():
        if not place.hour:
            continue
        hexes = [_drawn(scene, PLANET_XY[h]) for h in sectors[place.sector]]
        cx, cy = sum(x for x, _ in hexes) / 3, sum(y for _, y in hexes) / 3
        x, y = _drawn(scene, NODES_BY_ID[node])
        angle = math.degrees(math.atan2(x - cx, -(y - cy))) % 360  # clockwise from straight up the screen
        whole, _, half = place.hour.partition(":")
        named = (int(whole) % 12) * 30 + (15 if half else 0)
        off = abs((angle - named + 180) % 360 - 180)
        assert off <= (7.6 if half else 15.1), (node, place, round(angle))
        checked += 1
    assert checked > 100


def test_the_lesson_sends_the_ship_the_way_its_words_say(qapp):
    lesson = json.loads(Path("assets/starfarers/tutorial.json").read_text(encoding="utf-8"))
    first = next(s for s in lesson["steps"] if s["id"] == "fly-1")
    assert "to the right" in TEXTS[first["text"]][1]
    game = available_games()["starfarers"]
    scene = StarfarersScene()
    state = game.new_game(4, {}, 3)
    scene.render_view(game.view(state, 0), [], NAMES, None)
    action = first["action"][0] if isinstance(first["action"], list) else first["action"]  # a step may play several
    start = _drawn(scene, NODES_BY_ID[action.split()[2]])
    outpost = _drawn(scene, NODES_BY_ID[OUTPOST_DOCK["green_folk"]]) if "green_folk" in OUTPOST_DOCK else None
    assert outpost is not None, sorted(OUTPOST_DOCK)
    dx, dy = outpost[0] - start[0], outpost[1] - start[1]
    assert dx > 2 * abs(dy), (dx, dy)  # the outpost lies to the right on the screen
