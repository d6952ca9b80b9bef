"""Marks double-code colour with shape: within a set no two marks share either, and shapes draw solid."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tabletop.ui.games.cartographers.scene import TERRAIN_MARKS
from tabletop.ui.games.star_cartel import CARGO_MARKS, SEAT_MARKS
from tabletop.ui.games.thiefs_market import FACE_MARKS, ICON_MARKS
from tabletop.ui.items import Shape, shape_path

MARK_SETS = {
    "cartographers terrains": tuple(TERRAIN_MARKS.values()),
    "star cartel cargo": tuple(CARGO_MARKS.values()),
    "star cartel seats": SEAT_MARKS,
    "thief's market faces": tuple(FACE_MARKS.values()),
    "thief's market card types": tuple(ICON_MARKS.values()),
}


@pytest.mark.parametrize("name", MARK_SETS)
def test_no_two_marks_of_a_set_share_a_shape_or_a_colour(name):
    marks = MARK_SETS[name]
    assert len({m.shape for m in marks}) == len(marks), "a colour-blind player could not tell two apart"
    assert len({m.colour.lower() for m in marks}) == len(marks)


@pytest.mark.parametrize("shape, inside", [
    (Shape.CROSS, QPointF(0, 0)),        # where the two bars cross
    (Shape.TREE, QPointF(0, -0.35)),     # where the two tiers of the fir overlap
    (Shape.STAR, QPointF(0, 0)),
])
def test_overlapping_parts_of_a_shape_are_filled_not_holes(qapp, shape, inside):
    path = shape_path(shape, 1.0)
    assert path.contains(inside)
