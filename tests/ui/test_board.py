"""The shared hex board item: fits any hex graph, finds the intersection under a click, zooms and pans."""

from __future__ import annotations

import json
import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from tabletop.marks import Mark, Shape
from tabletop.resources import asset_path
from tabletop.ui.board import BoardLayout, HexBoardItem, Tile

COLOURS = {"orange": "#d9822b", "green": "#5c9e4a", "blue": "#4a78c2", "yellow": "#e0c341", "white": "#d8d8d8"}


def galaxy() -> BoardLayout:
    """Returns Starfarers' beginner board (assets) as a layout: space hexes, coloured planets, every route."""
    data = json.loads(asset_path("starfarers", "board_beginner.json").read_text(encoding="utf-8"))
    planets = {p["id"]: p for p in data["planets"]}
    tiles = []
    for hex_id in data["hexes"]:
        column, half_row = (int(n) for n in hex_id[1:].split("_"))
        planet = planets.get(hex_id)
        tiles.append(Tile(hex_id, 1.5 * column, half_row * math.sqrt(3) / 2,
                          COLOURS.get(planet["colour"], "#888888") if planet else "#1b2540",
                          Mark("#f4f1e8", Shape.CIRCLE) if planet else None,
                          str(planet["disc"][0]) if planet and planet.get("disc_face_up") else ""))
    nodes = {n["id"]: (n["x"], n["y"]) for n in data["nodes"]}
    return BoardLayout(tiles, nodes, [tuple(e) for e in data["edges"]])


@pytest.fixture
def board(qapp):
    scene = QGraphicsScene()
    item = HexBoardItem(galaxy(), 560, 700)
    scene.addItem(item)
    yield item
    scene.removeItem(item)


def test_the_whole_galaxy_fits_its_frame_and_every_intersection_is_inside(board):
    for x, y in board.layout.nodes.values():
        point = board.to_item(x, y)
        assert 0 <= point.x() <= board.width and 0 <= point.y() <= board.height


def test_a_click_on_an_intersection_names_it_and_a_click_between_them_names_none(board):
    clicked: list[str] = []
    board.node_clicked.connect(clicked.append)
    x, y = board.layout.nodes["v4_28"]
    assert board.node_at(board.to_item(x, y)) == "v4_28"
    assert board.node_at(board.to_item(x + 0.1, y - 0.1)) == "v4_28"
    # The centre of a hex is a full radius from each of its corners: nobody's.
    assert board.node_at(board.to_item(1.5 * 3, 7 * math.sqrt(3) / 2)) is None


def test_zoom_keeps_the_point_under_the_pointer_and_never_shows_an_empty_frame(board):
    x, y = board.layout.nodes["v14_20"]
    anchor = board.to_item(x, y)
    board.set_zoom(2.5, anchor)
    after = board.to_item(x, y)
    assert abs(after.x() - anchor.x()) < 1 and abs(after.y() - anchor.y()) < 1
    assert board.scale() == pytest.approx(2.5 * board._fit)
    board.set_zoom(9, anchor)
    assert board.zoom == 4.0  # at most 4×
    board._offset = QPointF(10_000, 10_000)  # a wild pan is held at the board's edge
    board.set_zoom(4.0)
    corner = board.to_item(board.bounds.left(), board.bounds.top())
    assert corner.x() <= 0 and corner.y() <= 0
    board.set_zoom(0.2)
    assert board.zoom == 1.0 and board.node_at(board.to_item(*board.layout.nodes["v4_28"])) == "v4_28"


def test_the_galaxy_draws(board, tmp_path):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(560, 700, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    board.scene().render(painter)
    painter.end()
    image.save(str(tmp_path / "galaxy.png"))
    # Planets are painted in their resource colours somewhere on the board, not only space.
    colours = {image.pixelColor(x, y).name() for x in range(0, 560, 7) for y in range(0, 700, 7)}
    assert "#5c9e4a" in colours and "#4a78c2" in colours
