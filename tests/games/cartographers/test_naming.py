"""A drawing is named by the cell the table holds its shape by: a cell the shape covers, the same for every shape,
turn and place, and the log names the cell the move list names (alone at the table, without saying only you see it)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.grid import SIZE, cells_of, orient, orientations
from tabletop.games.cartographers.naming import cell_of, corner_for, grip, held_cell, square_name
from tabletop.games.cartographers.rules import CARD
from tabletop.games.cartographers.skills import DOMINO, SQUARE

SHAPES = sorted({shape for card in CARD.values() for shape in [o.cells for o in getattr(card, "options", ())]
                 + ([card.cells] if hasattr(card, "cells") else [])} | {DOMINO, SQUARE, ((0, 0),)})


@pytest.mark.parametrize("shape", SHAPES)
def test_every_turn_of_every_shape_is_held_by_a_cell_it_covers(shape):
    for _, turned in orientations(shape):
        assert grip(turned) in turned
        for row, col in [(0, 0), (3, 7), (10, 10)]:
            cell = cell_of(turned, row, col)
            assert corner_for(turned, cell) == (row, col)  # a click on the named cell draws it right there
            assert cell in {(row + r, col + c) for r, c in turned}


def test_a_shape_whose_middle_is_empty_is_named_by_a_covered_cell():
    hinterland = next(c for c in CARD.values() if getattr(c, "name", "") == "Hinterland Stream").options[0].cells
    turned = orient(hinterland, 3)  # └── : the box's middle (1, 1) is empty
    assert (1, 1) not in turned and grip(turned) in turned
    assert square_name(cell_of(turned, 6, 5)) != square_name((7, 6))


def test_a_shape_whose_middle_is_covered_is_held_there_as_before():
    line = ((0, 0), (0, 1), (0, 2))
    assert grip(line) == (0, 1) and grip(((0, 0), (1, 0), (1, 1), (0, 1))) == (0, 0)


def play(players: int, seed: int):
    seats = [SeatInfo("Aiko")] + [SeatInfo(f"Bot {k}", SeatKind.BOT, "greedy") for k in range(1, players)]
    session = Session(GAME, seats, {}, seed)
    rng = random.Random(seed)
    while not session.is_over() and len(session.log) < 60:
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        session.act(seat, legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("players", [1, 2])
def test_the_log_names_each_drawing_by_a_cell_it_covers_and_says_private_only_with_others(players):
    session = play(players, 5)
    named = 0
    for turn in session.log:
        for event in turn.events:
            if event.code in ("carto.drew_private", "carto.drew_solo"):
                assert event.code == ("carto.drew_solo" if players == 1 else "carto.drew_private")
                drawn = next(e for t in session.log[session.log.index(turn):] for e in t.events
                             if e.code in ("carto.drew", "carto.monster_drawn")
                             and e.params["seat"] == event.params["seat"])
                cells = [tuple(c) for c in drawn.params["cells"]]
                assert event.params["square"] == square_name(held_cell(cells))
                row, col = "ABCDEFGHIJK".index(event.params["square"][0]), int(event.params["square"][1:]) - 1
                assert (row, col) in cells and 0 <= row < SIZE
                named += 1
    assert named >= 5


def test_the_solo_line_does_not_say_only_one_player_sees_it():
    from tabletop.games.cartographers.messages import MESSAGES

    assert "Only" not in MESSAGES["carto.drew_solo"][1] and "Only" in MESSAGES["carto.drew_private"][1]
    mask = sum(1 << k for k in (3, 14, 15))
    assert held_cell(cells_of(mask)) in set(cells_of(mask))
