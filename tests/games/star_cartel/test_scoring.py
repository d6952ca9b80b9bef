"""Star Cartel final scoring (得点計算) and its tie-breaks."""

from tabletop.games.star_cartel import GAME
from tabletop.games.star_cartel.scoring import final_result

from .table import C, F, M, P, W, arrange


def test_each_stashed_card_scores_its_price_whatever_its_size_plus_ship_value():
    state = arrange(stashes={0: [(F, 1), (F, 4), (W, 2)]}, prices=[5, 2, 3, 3, 3], ships={0: "Orion"})
    row = final_result(state).breakdown[0]
    assert row["food"] == 10 and row["weapons"] == 2
    assert row["contraband"] == 12 and row["ship"] == 4 and row["total"] == 16


def test_higher_total_wins():
    state = arrange(stashes={0: [(F, 1)], 1: [(F, 1), (F, 1)]}, prices=[4, 3, 3, 3, 3])
    result = final_result(state)
    assert result.ranks[1] == 1 and result.ranks[0] == 2
    assert result.winners() == [1]


def test_tie_goes_to_more_contraband_points():
    # seat 0: 5 contraband + ship 2 (Lyra); seat 1: 6 contraband + ship 1 (Courier)
    state = arrange(stashes={0: [(F, 1)], 1: [(W, 1), (W, 1)]}, prices=[5, 3, 3, 3, 3], ships={0: "Lyra"})
    result = final_result(state)
    assert result.scores[0] == result.scores[1] == 7
    assert result.ranks[1] < result.ranks[0]
    assert result.tiebreaks[0].code == "cartel.tie_contraband"


def test_then_the_higher_score_from_one_type():
    # both 6 contraband; seat 0 has 6 from food alone, seat 1 has 3 + 3
    state = arrange(stashes={0: [(F, 1), (F, 1)], 1: [(W, 1), (P, 1)]}, prices=[3, 3, 3, 3, 3])
    result = final_result(state)
    assert result.ranks[0] == 1 and result.ranks[1] == 2
    assert result.tiebreaks[0].code == "cartel.tie_best_cargo"


def test_then_fewer_contraband_cards():
    # both 6 points from a single type: seat 0 with one card at 6, seat 1 with two at 3
    state = arrange(stashes={0: [(F, 1)], 1: [(W, 2), (W, 3)], 2: [(M, 1)], 3: [(C, 1)]},
                    prices=[6, 3, 1, 1, 1])
    result = final_result(state)
    assert result.scores[0] == result.scores[1] == 7
    assert result.ranks[0] == 1 and result.ranks[1] == 2
    assert result.tiebreaks[0].code == "cartel.tie_fewest_cards"


def test_a_full_tie_is_shared():
    state = arrange(stashes={0: [(F, 1)], 1: [(W, 1)]}, prices=[3, 3, 3, 3, 3])
    result = final_result(state)
    assert result.ranks[0] == result.ranks[1] == 1
    assert set(result.winners()) == {0, 1}
    assert result.tiebreaks[0].code == "cartel.tie_shared"


def test_result_goes_through_the_game_contract():
    state = arrange(stashes={2: [(P, 2)]}, prices=[3, 3, 9, 3, 3])
    assert GAME.result(state).winners() == [2]
