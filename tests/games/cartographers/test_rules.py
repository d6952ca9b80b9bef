"""Cartographers' turn, season and ambush rules, scenario by scenario (ゲームの流れ, ソロモード and the notes)."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.engine.decisions import DecisionStack
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.components import COIN_TRACK, SCORING_BY_KEY, SEASONS, SIDES, Terrain
from tabletop.games.cartographers.grid import bit, mask_of, neighbours
from tabletop.games.cartographers.rules import AMBUSH_IDS, CARD, EXPLORE_IDS
from tabletop.games.cartographers.solo import ring_positions, solo_ambush, title_for
from tabletop.games.cartographers.state import Step

RUINS = (5, 6)
GREAT_RIVER, FARMLAND, HAMLET, FOREST, HINTERLAND, RIFT = 7, 8, 9, 10, 11, 17
GOBLIN, BUGBEAR = 1, 2  # Goblin Attack passes ccw; Bugbear Assault passes cw


def table(players=1, top=(), seed=1, side_b=False, prepare=None):
    """Returns a game whose next cards are `top` (first revealed first), already revealed up to a decision.

    `prepare(state)` runs just before the first reveal (to deal skills, give coins, …)."""
    state = GAME.new_game(players, {"side_b": side_b}, seed)
    pool = list(EXPLORE_IDS) + [c for c in state.deck if c not in EXPLORE_IDS]
    rest = [c for c in pool if c not in top]
    state.deck = rest + list(reversed(top))
    state.revealed, state.time, state.turn = [], 0, 0
    state.ruins_pending = False
    state.decisions, state.staged, state.targets = DecisionStack(), [[] for _ in range(players)], {}
    if prepare:
        prepare(state)
    GAME._reveal(state, [])
    return state


def legal(state, seat=0):
    return list(GAME.legal_actions(state, seat))


def draw(state, seat, text):
    action = Action.parse(text)
    reason = GAME.why_illegal(state, seat, action)
    assert reason is None, reason
    events = GAME.apply(state, seat, action)
    return events + GAME.apply(state, seat, Action("confirm"))


def fill(state, seat, cells, terrain=Terrain.FOREST):
    from tabletop.games.cartographers.sheet import DRAWN_INDEX

    state.sheets[seat].drawn[DRAWN_INDEX[terrain]] |= mask_of(cells)


def test_setup_deals_one_scoring_card_from_each_deck_to_the_four_edicts():
    for seed in range(20):
        state = GAME.new_game(2, {}, seed)
        decks = sorted(SCORING_BY_KEY[k].deck for k in state.edicts.values())
        assert sorted(state.edicts) == ["A", "B", "C", "D"]
        assert decks == sorted(["forest", "farm_water", "village", "placement"])
        assert len([c for c in state.deck + state.revealed if c in AMBUSH_IDS]) == 1  # one ambush shuffled in
        assert len([c for c in state.deck + state.revealed if c in EXPLORE_IDS]) == 13


def test_a_shape_may_not_cover_filled_spaces_mountains_or_leave_the_map():
    state = table(top=[GREAT_RIVER])  # water: 3 in a line (coin) or the 5-cell shape
    assert GAME.why_illegal(state, 0, Action.parse("place 0 0 0 3 water")).code == "carto.on_mountain"  # (1,3)
    fill(state, 0, [(0, 0)])
    assert GAME.why_illegal(state, 0, Action.parse("place 0 0 0 0 water")).code == "carto.overlaps"
    assert GAME.why_illegal(state, 0, Action.parse("place 0 0 9 0 water")).code == "carto.off_map"
    assert GAME.why_illegal(state, 0, Action.parse("place 0 0 3 0 forest")).code == "carto.terrain_not_on_card"
    assert Action.parse("place 0 0 3 0 water") in GAME.legal_actions(state, 0)


def test_every_rotation_and_flip_is_offered_once():
    state = table(top=[GREAT_RIVER])
    acts = legal(state)
    masks = [GAME.cells_of(state, a) for a in acts]
    assert len(masks) == len(set(masks))  # one action per distinct drawing
    line = [a for a in acts if a.args[0] == 0]
    assert {a.args[1] for a in line} == {0, 1}  # a straight line: two orientations
    turned = Action.parse("place 0 2 3 0 water")  # the same cells as orientation 0
    assert GAME.why_illegal(state, 0, turned).code == "carto.same_as"


def test_small_shape_pays_a_coin_and_a_surrounded_mountain_another_in_one_turn():
    state = table(top=[FARMLAND])
    fill(state, 0, [(4, 5), (5, 4)])       # mountain (5,5) needs (5,6) and (6,5)
    fill(state, 0, [(6, 5)], Terrain.WATER)
    events = draw(state, 0, "place 0 0 4 6 farm")  # the 2-cell coin shape: (4,6) and (5,6)
    codes = [e.code for e in events]
    assert "carto.coin_shape" in codes and "carto.coin_mountain" in codes
    assert state.sheets[0].coins == 2


def test_the_coin_track_stops_at_fourteen():
    state = table(top=[FARMLAND])
    state.sheets[0].shape_coins = COIN_TRACK
    draw(state, 0, "place 0 0 0 0 farm")
    assert state.sheets[0].coins == COIN_TRACK


def test_ruins_oblige_the_next_shape_to_cover_an_empty_ruins_space():
    state = table(top=[RUINS[0], HAMLET])
    assert state.ruins_pending and CARD[state.card].id == HAMLET
    ruins = state.sheets[0].map.ruins
    assert all(GAME.cells_of(state, a) & ruins for a in legal(state))
    r = GAME.why_illegal(state, 0, Action.parse("place 0 0 5 0 village"))
    assert r.code == "carto.must_cover_ruins"
    draw(state, 0, legal(state)[0].text())
    assert not state.ruins_pending


def test_ruins_with_no_empty_ruins_space_left_allow_a_one_by_one_anywhere():
    state = table(top=[RUINS[0], HAMLET])
    fill(state, 0, [(1, 5), (2, 1), (2, 9), (8, 1), (8, 9), (9, 5)])  # every ruins space drawn on
    acts = legal(state)
    assert acts and all(a.kind == "single" for a in acts)
    assert {a.args[2] for a in acts} == {"village"}


def test_ruins_then_ambush_the_condition_waits_for_the_next_explore_card():
    state = table(players=1, top=[RUINS[0], GOBLIN, HAMLET])
    assert state.ruins_pending and CARD[state.card].id == HAMLET
    assert state.sheets[0].drawn[4]  # the goblins were drawn by the solo walk


def test_no_shape_fits_means_a_one_by_one_anywhere():
    state = table(top=[FISHING := 16])  # a 1×4 line of village or water
    cells = [(r, c) for r in range(11) for c in range(11) if (r + c) % 3 == 0]
    fill(state, 0, [x for x in cells if not bit(*x) & state.sheets[0].map.mountains])
    acts = legal(state)
    assert acts and {a.kind for a in acts} == {"single"}
    assert {a.args[2] for a in acts} == {"village", "water"}
    assert GAME.why_illegal(state, 0, Action.parse("place 0 0 0 1 water")).code in ("carto.overlaps",
                                                                                   "carto.on_mountain")
    assert FISHING == 16


def test_season_ends_when_the_time_reaches_the_threshold_and_scores_its_two_edicts():
    state = table(top=[HINTERLAND, FOREST, HAMLET, FARMLAND, HINTERLAND + 1, HINTERLAND + 2])
    edicts = SEASONS[0].edicts
    assert edicts == ("A", "B")
    times = 0
    while state.season == 0:
        card = CARD[state.card]
        draw(state, 0, legal(state)[0].text())
        times += card.time
    assert times >= 8 and times - card.time < 8
    box = state.sheets[0].seasons[0]
    assert box.edicts == ("A", "B") and box.total == box.first + box.second + box.coins + box.monsters
    assert SEASONS[1].edicts == ("B", "C") and SEASONS[2].edicts == ("C", "D") and SEASONS[3].edicts == ("D", "A")
    assert [s.threshold for s in SEASONS] == [8, 8, 7, 6]


def test_an_unrevealed_ambush_stays_and_the_next_season_adds_another():
    state = table(top=[HINTERLAND, HINTERLAND + 1, HINTERLAND + 2, HINTERLAND + 3])  # 8 time: spring ends
    while state.season == 0:
        draw(state, 0, legal(state)[0].text())
    ambushes = [c for c in state.deck + state.revealed if c not in EXPLORE_IDS]
    assert len(ambushes) == 2 and len(state.ambush_deck) == 2
    assert not GAME.invariants(state)


def test_multiplayer_ambush_is_drawn_by_the_neighbour_in_the_arrows_direction():
    state = table(players=3, top=[BUGBEAR, HAMLET])  # cw: seat 0's sheet goes to seat 1
    assert state.step is Step.AMBUSH
    assert dict(state.targets) == {1: 0, 2: 1, 0: 2}
    state2 = table(players=3, top=[GOBLIN, HAMLET])  # ccw
    assert dict(state2.targets) == {2: 0, 0: 1, 1: 2}
    for drawer in (0, 1, 2):
        draw(state, drawer, legal(state, drawer)[0].text())
    assert all(sheet.drawn[4].bit_count() == 4 for sheet in state.sheets)  # Bugbear: 4 monster cells each
    assert state.step is Step.DRAW and CARD[state.card].id == HAMLET


def test_each_neighbour_draws_the_monster_as_its_own_private_decision_on_the_stack():
    state = table(players=3, top=[BUGBEAR, HAMLET])
    (frame,) = list(state.decisions)  # one simultaneous frame: every drawer at once
    assert [(d.seat, d.kind, d.params["victim"], d.private) for d in frame.decisions] == [
        (0, "ambush", 2, True), (1, "ambush", 0, True), (2, "ambush", 1, True)]
    # The drawer reads whose map it draws on; the others only that it is deciding.
    mine = GAME.view(state, 1).decisions
    assert mine[1].params["victim"] == 0 and mine[1].prompt == "carto.to_draw_monster"
    assert mine[0].kind is None and mine[0].prompt == "engine.deciding" and not mine[0].params
    draw(state, 1, legal(state, 1)[0].text())
    assert state.waiting == (0, 2)  # settled: the frame keeps the seats still drawing
    assert GAME.legal_actions(state, 1) == []


def test_a_skill_bought_changes_only_its_buyers_decision():
    state = table(players=2, top=[HAMLET], prepare=lambda s: (
        setattr(s, "skills", ["search", "knowledge", "sneak"]),
        setattr(s.sheets[0], "shape_coins", 5)))
    assert [d.params["plan"] for d in state.decisions.top.decisions] == [("main",), ("main",)]
    GAME.apply(state, 0, Action("skill", ("search",)))
    assert [d.params["plan"] for d in state.decisions.top.decisions] == [("main", "search"), ("main",)]
    assert GAME.view(state, 1).decisions[0].params == {}  # the purchase stays secret until the step ends


def test_an_ambush_that_cannot_fit_becomes_a_one_by_one_monster():
    state = table(players=2, top=[BUGBEAR, HAMLET])
    everything = [(r, c) for r in range(11) for c in range(11) if (r, c) != (0, 0)]
    free = [x for x in everything if not bit(*x) & state.sheets[0].map.mountains]
    fill(state, 0, free)
    drawer = next(d for d, v in state.targets.items() if v == 0)
    assert [a.text() for a in legal(state, drawer)] == ["monster_single 0 0"]
    assert GAME.why_illegal(state, drawer, Action.parse("monster_single 0 0")) is None  # its step answers that verb


def test_drawings_stay_private_until_everyone_has_confirmed():
    state = table(players=2, top=[HAMLET])
    first = legal(state, 0)[0]
    GAME.apply(state, 0, first)
    assert GAME.view(state, 0).sheets[0].staged and GAME.view(state, 0).sheets[0].has_drawn
    # The others learn nothing of it, not even that something is drawn, until it is confirmed.
    assert GAME.view(state, 1).sheets[0].staged is None and not GAME.view(state, 1).sheets[0].has_drawn
    assert state.sheets[0].drawn[1] == 0  # not on the sheet yet
    assert [a.text() for a in legal(state, 0)] == ["confirm"]
    assert GAME.why_illegal(state, 0, legal(state, 1)[0]).code == "carto.confirm_first"
    GAME.apply(state, 0, Action("confirm"))
    assert GAME.view(state, 1).sheets[0].has_drawn and state.sheets[0].drawn[1] == 0
    GAME.apply(state, 1, legal(state, 1)[0])
    GAME.apply(state, 1, Action("confirm"))
    assert state.sheets[0].drawn[1] and state.sheets[1].drawn[1]


def test_a_drawing_can_be_undone_before_it_is_confirmed():
    session = Session(GAME, [SeatInfo("Aiko")], {}, 3)
    action = session.legal_actions(0)[0]
    session.act(0, action)
    assert session.can_undo()
    session.undo()
    assert session.state.staged[0] == []
    session.act(0, action)
    session.act(0, Action("confirm"))  # the next card is revealed: no way back
    assert not session.can_undo()


def test_solo_walk_starts_in_the_corner_and_walks_the_ring_in_the_arrows_direction():
    positions = ring_positions(2, 2, "top_left", "cw")
    assert positions[:3] == [(0, 0), (0, 1), (0, 2)]
    assert ring_positions(2, 2, "top_left", "ccw")[:3] == [(0, 0), (1, 0), (2, 0)]
    assert ring_positions(1, 1, "bottom_right", "cw")[:3] == [(10, 10), (10, 9), (10, 8)]
    ring0 = ring_positions(1, 1, "top_left", "cw")
    assert len(set(ring0[:40])) == 40 and ring0[40] == (1, 1)  # the outer ring, then one ring inward


def test_solo_ambush_takes_the_first_free_place_and_is_ignored_without_room():
    goblin = CARD[GOBLIN]  # diagonal of three from the bottom-right corner, counter-clockwise
    assert goblin.solo_corner == "bottom_right"
    mask = solo_ambush(goblin, 0)
    assert mask == mask_of([(8, 8), (9, 9), (10, 10)])
    blocked = mask_of([(10, 10)])
    assert solo_ambush(goblin, blocked) == mask_of([(7, 8), (8, 9), (9, 10)])  # ccw: up the right side
    full = (1 << 121) - 1
    assert solo_ambush(goblin, full) is None
    state = table(players=1, top=[GOBLIN, HAMLET])
    state2 = table(players=1, top=[HAMLET])
    for r in range(11):
        fill(state2, 0, [(r, c) for c in range(11) if not bit(r, c) & state2.sheets[0].map.mountains])
    events = []
    GAME._solo_ambush(state2, goblin, events)
    assert events[0].code == "carto.solo_ambush_ignored"
    assert state.sheets[0].drawn[4] == mask_of([(8, 8), (9, 9), (10, 10)])


@pytest.mark.parametrize("rating, title", [(30, "Legendary Cartographer"), (29, "Master Mapsmith"),
                                           (0, "Apprentice Surveyor"), (-1, "Amateur Assessor"),
                                           (-10, "Inept Assistant"), (-20, "Dimwitted Doodler"),
                                           (-21, "Oblivious Inkdrinker")])
def test_solo_titles_by_rating(rating, title):
    assert title_for(rating) == title


def test_a_whole_solo_game_reports_rating_and_title():
    import random

    from tabletop.games.cartographers.results import final_result, solo_title

    state = GAME.new_game(1, {}, 5)
    rng = random.Random(5)
    while not GAME.is_over(state):
        acts = GAME.legal_actions(state, 0)
        GAME.apply(state, 0, acts[rng.randrange(len(acts))])
    row = final_result(state).breakdown[0]
    assert len(state.sheets[0].seasons) == 4
    assert row["total"] == sum(s.total for s in state.sheets[0].seasons)
    assert row["rating"] == row["total"] - sum(SCORING_BY_KEY[k].solo for k in state.edicts.values())
    assert solo_title(state) == title_for(row["rating"])


def test_ties_go_to_fewer_points_lost_to_monsters():
    from tabletop.games.cartographers.results import final_result
    from tabletop.games.cartographers.sheet import SeasonScore

    state = GAME.new_game(3, {}, 1)
    boxes = [[SeasonScore(("A", "B"), 10, 5, 2, -3)], [SeasonScore(("A", "B"), 11, 4, 0, -1)],
             [SeasonScore(("A", "B"), 10, 0, 0, 0)]]
    for sheet, box in zip(state.sheets, boxes):
        sheet.seasons = box
    result = final_result(state)
    assert result.scores == (14, 14, 10)
    assert result.ranks == (2, 1, 3)
    assert result.tiebreaks[0].code == "carto.tie_monsters"


def test_a_practice_maps_surrounded_mountain_pays_no_coin_on_the_first_drawing():
    rows = ["..........."] * 11
    rows = [row[:] for row in rows]

    def put(r, c, symbol):
        rows[r] = rows[r][:c] + symbol + rows[r][c + 1:]
    for r, c in SIDES["A"].mountain_cells:
        put(r, c, "^")
    for r, c in ((0, 3), (2, 3), (1, 2), (1, 4)):  # B4's mountain already surrounded on the practice map
        put(r, c, "F")
    state = GAME.new_game(1, {"start_sheet": "side A\n" + "\n".join(rows) + "\n"}, 2)
    while state.step is not Step.DRAW:
        GAME.apply(state, 0, legal(state)[0])
    sheet = state.sheets[0]
    assert sheet.coins == 0
    far = next(a for a in legal(state) if not GAME.cells_of(state, a) & neighbours(sheet.map.mountains)
               and not (a.kind == "place" and CARD[state.card].options[a.args[0]].coin))
    events = GAME.apply(state, 0, far) + GAME.apply(state, 0, Action("confirm"))
    assert "carto.coin_mountain" not in [e.code for e in events]
    assert sheet.coins == 0  # it was never completed by a drawing
    # Completing another mountain still pays as usual.
    fill(state, 0, [(4, 5), (6, 5), (5, 4)])
    state2_events = []
    GAME._mountain_coins(state, 0, state2_events)
    assert not state2_events
    fill(state, 0, [(5, 6)])
    GAME._mountain_coins(state, 0, state2_events)
    assert [e.params["mountains"] for e in state2_events] == [1] and sheet.coins == 1
