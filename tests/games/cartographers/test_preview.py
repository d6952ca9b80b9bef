"""The shape in hand, read from a view: where it fits, the drawing a spot means, its cells, the edicts' preview.

These answers used to live in the table (tabletop/ui/games/cartographers); they are the game's now (preview.py),
and each is held here against the rules' own reading (cells_of, the legal list, the scoring cards).
"""

from __future__ import annotations

import random

from tabletop.engine.action import Action
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.grid import SIZE, orient
from tabletop.games.cartographers.preview import (Choice, action_at, canonical_orientation, drawing_cells,
                                                  drawing_mode, edict_gains, edict_scores, listed, on_map,
                                                  placements, shape_in_hand, shapes_offered, sheet_shown,
                                                  terrains_offered)
from tabletop.games.cartographers.rules import CARD
from tabletop.games.cartographers.scoring import CARDS
from tabletop.games.cartographers.sheet import DRAWN_INDEX
from tabletop.games.cartographers.skills import SQUARE
from tests.games.cartographers.test_rules import BUGBEAR, FOREST, GREAT_RIVER, fill, table


def seen(state, seat=0):
    """Returns the seat's view and its legal list, as a table is given them."""
    return GAME.view(state, seat), GAME.legal_actions(state, seat)


def test_a_drawing_step_offers_the_cards_shapes_and_terrains():
    state = table(top=(FOREST,))
    view, legal = seen(state)
    assert drawing_mode(legal) == "place"
    assert shapes_offered(view, "place") == [o.cells for o in CARD[FOREST].options]
    assert terrains_offered(legal, "place") == [t for t in Terrain if t in CARD[FOREST].terrains]


def test_after_drawing_the_step_asks_for_confirmation_and_nothing_fits():
    state = table(top=(FOREST,))
    GAME.apply(state, 0, next(iter(GAME.legal_actions(state, 0))))
    view, legal = seen(state)
    assert drawing_mode(legal) == "confirm"
    assert placements(view, legal, Choice()).fits == 0 and listed(view, legal, Choice()) == legal
    assert drawing_mode([]) == "watch"


def test_the_tint_is_every_cell_a_legal_drawing_of_the_shape_in_hand_covers():
    state = table(top=(GREAT_RIVER,))
    fill(state, 0, [(r, 4) for r in range(SIZE)])  # a wall, so that some places do not fit
    view, legal = seen(state)
    terrains = [t.word for t in Terrain if t in CARD[GREAT_RIVER].terrains]
    for choice in (Choice(), Choice(1, 0, 1), Choice(0, 5, 0)):
        shape = CARD[GREAT_RIVER].options[choice.option].cells
        same = [a for a in legal if a.kind == "place" and a.args[0] == choice.option
                and orient(shape, int(a.args[1])) == orient(shape, choice.orientation)
                and a.args[-1] == terrains[choice.terrain % len(terrains)]]  # the index wraps
        expected = 0
        for action in same:
            expected |= GAME.cells_of(state, action)
        assert placements(view, legal, choice).fits == expected and expected
        assert sorted(listed(view, legal, choice)) == sorted(same)
        assert not expected & state.sheets[0].filled


def test_every_legal_drawing_is_found_by_its_cells():
    state = table(top=(GREAT_RIVER,))
    view, legal = seen(state)
    index = placements(view, legal, Choice()).by_cells
    for action in legal:
        if action.kind == "skill":
            continue
        assert index[(GAME.cells_of(state, action), action.args[-1], action.kind)] == action


def test_the_drawing_at_a_spot_is_the_legal_one_with_the_same_cells():
    state = table(top=(GREAT_RIVER,))
    view, legal = seen(state)
    rng = random.Random(7)
    for choice in (Choice(0, 0, 0), Choice(1, 3, 1), Choice(0, 6, 0)):
        chosen = listed(view, legal, choice)
        for action in rng.sample(list(chosen), 10):
            row, col = int(action.args[2]), int(action.args[3])
            found, mask = action_at(view, legal, choice, row, col)
            assert found == action and mask == GAME.cells_of(state, action)
    # A spot that puts the shape over the edge draws nothing: no cells, and the rules refuse it.
    found, mask = action_at(view, legal, Choice(), SIZE - 1, SIZE - 1)
    assert mask is None and found not in legal


def test_turns_that_give_the_same_cells_are_named_by_the_lowest():
    assert {canonical_orientation(SQUARE, o) for o in range(8)} == {0}
    bent = ((0, 0), (1, 0), (1, 1), (1, 2))  # no symmetry: each of the eight is its own
    assert [canonical_orientation(bent, o) for o in range(8)] == list(range(8))
    assert shape_in_hand([bent], Choice(0, 3, 0), "place") == orient(bent, 3)
    assert shape_in_hand([bent], Choice(0, 3, 0), "single") == bent  # a 1×1's kind never turns


def test_the_cells_of_a_drawing_are_those_the_rules_draw_over_the_edge_too():
    state = table(top=(GREAT_RIVER,))
    view, legal = seen(state)
    for action in list(legal)[::37]:
        assert on_map(drawing_cells(view, action)) == GAME.cells_of(state, action)
    over = Action("place", (0, 0, SIZE - 1, SIZE - 2, "water"))
    cells = drawing_cells(view, over)
    assert len(cells) == len(CARD[GREAT_RIVER].options[0].cells) and any(r >= SIZE or c >= SIZE for r, c in cells)


def test_a_monster_drawing_reads_the_ambush_shape():
    state = table(players=2, top=(BUGBEAR,))
    view, legal = seen(state, 0)
    assert drawing_mode(legal) == "monster" and terrains_offered(legal, "monster") == [Terrain.MONSTER]
    for action in list(legal)[::11]:
        assert on_map(drawing_cells(view, action)) == GAME.cells_of(state, action)
        found, _ = action_at(view, legal, Choice(0, int(action.args[0]), 0), int(action.args[1]),
                             int(action.args[2]))
        assert found == action


def test_the_edicts_score_the_map_the_view_shows():
    state = table(players=2, top=(FOREST,))
    fill(state, 1, [(0, 0), (0, 1), (1, 0), (5, 5)])
    view = GAME.view(state, 0)
    for seat in (0, 1):
        sheet = state.sheets[seat]
        assert edict_scores(view, seat) == {key: CARDS[key](sheet) for key in state.edicts.values()}
        assert sheet_shown(view, seat).filled == sheet.filled


def test_the_edict_preview_is_what_the_drawing_would_add():
    state = table(top=(FOREST,))
    view, legal = seen(state)
    for action in list(legal)[::53]:
        mask, terrain = GAME.cells_of(state, action), Terrain[str(action.args[-1]).upper()]
        gains = edict_gains(view, 0, mask, terrain)
        before = {key: CARDS[key](state.sheets[0]) for key in state.edicts.values()}
        state.sheets[0].drawn[DRAWN_INDEX[terrain]] |= mask
        try:
            assert gains == {key: CARDS[key](state.sheets[0]) - before[key] for key in state.edicts.values()}
        finally:
            state.sheets[0].drawn[DRAWN_INDEX[terrain]] &= ~mask
    assert set(gains) == set(state.edicts.values())  # one answer for each of the four edicts


def test_the_preview_reads_nothing_but_the_view():
    # The same view drawn twice, or from another state that shows the same, gives the same answers.
    state = table(top=(FOREST,), seed=3)
    view, legal = seen(state)
    copy = GAME.view(state.copy(), 0)
    assert view == copy
    first = placements(view, legal, Choice(1, 2, 0))
    assert placements(copy, GAME.legal_actions(state.copy(), 0), Choice(1, 2, 0)) == first
    assert first.fits  # something fits on a fresh map
