"""Each scoring card, the monster penalty and mountain coins on hand-made sheets (得点カード一覧 and the notes)."""

from __future__ import annotations

import pytest

from tabletop.games.cartographers.scoring import CARDS, completed_mountains, monster_penalty, score_sheet
from tabletop.games.cartographers.sheet import SheetError, format_sheet, parse_sheet

# Side A prints mountains at (1,3) (2,8) (5,5) (8,2) (9,7) and ruins at (1,5) (2,1) (2,9) (8,1) (8,9) (9,5).
# Side B: mountains (1,8) (2,3) (7,5) (8,9) (9,2); wasteland (3,5) (4,4) (4,5) (5,4) (5,5) (5,6) (6,5).


def sheet(cells: dict[tuple[int, int], str], side: str = "A"):
    """Returns a parsed sheet with the side's printed cells plus `cells` (row, col) -> symbol."""
    from tabletop.games.cartographers.components import SIDES
    from tabletop.games.cartographers.grid import bit

    printed = SIDES[side]
    rows = []
    for r in range(11):
        row = ""
        for c in range(11):
            if printed.mountains & bit(r, c):
                row += "^"
            elif printed.wasteland & bit(r, c):
                row += "X"
            else:
                row += cells.get((r, c), ".")
        rows.append(row)
    return parse_sheet(f"side {side}\n" + "\n".join(rows))


def fill(cells, symbol):
    return {cell: symbol for cell in cells}


def test_sentinel_wood_counts_forest_on_the_edge():
    s = sheet({(0, 0): "F", (0, 5): "F", (5, 0): "F", (10, 10): "F", (3, 3): "F", (1, 1): "F"})
    assert CARDS["sentinel_wood"](s) == 4


def test_greenbough_counts_rows_and_columns_with_forest():
    s = sheet({(0, 0): "F", (0, 1): "F", (4, 4): "F"})
    assert CARDS["greenbough"](s) == 2 + 3  # rows 0 and 4; columns 0, 1 and 4


def test_treetower_counts_forest_surrounded_by_filled_spaces_or_the_edge():
    s = sheet({(0, 0): "F", (0, 1): "V", (1, 0): "A",            # corner: two edges, two filled
               (3, 3): "F", (2, 3): "W", (4, 3): "W", (3, 2): "V", (3, 4): "M",
               (6, 6): "F", (5, 6): "F", (7, 6): "A", (6, 5): "A"})  # (6,7) empty: not surrounded
    # (0,0) yes; (3,3) yes; (6,6) no; (5,6) no: (4,6) is empty.
    assert CARDS["treetower"](s) == 2


def test_stoneside_forest_counts_each_joined_mountain_once():
    path = [(1, 4), (1, 5), (1, 6), (1, 7), (2, 7)]  # joins (1,3) and (2,8); (1,5) is an empty ruins space
    assert CARDS["stoneside_forest"](sheet(fill(path, "F"))) == 6
    lone = [(4, 5)]  # touches only (5,5)
    assert CARDS["stoneside_forest"](sheet(fill(path + lone, "F"))) == 6
    second = [(3, 8), (4, 8), (4, 7), (4, 6), (4, 5)]  # joins (2,8) and (5,5): (2,8) must not count twice
    assert CARDS["stoneside_forest"](sheet(fill(path + second, "F"))) == 9


def test_canal_lake_counts_water_by_farms_and_farms_by_water():
    s = sheet({(4, 0): "W", (4, 1): "A", (3, 0): "A", (6, 6): "W", (0, 10): "A"})
    assert CARDS["canal_lake"](s) == 1 + 2


def test_mages_valley_water_two_farm_one_next_to_mountains():
    s = sheet({(5, 4): "W", (4, 5): "A", (0, 0): "W", (8, 3): "W", (7, 2): "A"})
    assert CARDS["mages_valley"](s) == 2 + 1 + 2 + 1


def test_golden_granary_counts_printed_ruins_drawn_on_or_not():
    s = sheet({(2, 0): "W", (2, 2): "W", (2, 1): "F", (8, 1): "A", (9, 5): "A", (0, 0): "W"})
    # water next to the ruins at (2,1): (2,0) and (2,2) even though (2,1) is drawn on; farms on ruins: 2
    assert CARDS["the_golden_granary"](s) == 2 + 3 * 2


def test_shoreside_expanse_needs_clusters_away_from_the_edge_and_the_other_terrain():
    s = sheet({(3, 3): "A", (3, 4): "A",             # a farm cluster alone: 3
               (6, 1): "W", (6, 2): "W",             # a water cluster alone: 3
               (0, 6): "A",                          # on the edge: 0
               (7, 7): "A", (7, 8): "W"})            # touching each other: 0 and 0
    assert CARDS["shoreside_expanse"](s) == 6


def test_wildholds_eight_per_village_cluster_of_six_or_more():
    six = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    five = [(6, 0), (6, 1), (6, 2), (6, 3), (7, 0)]
    assert CARDS["wildholds"](sheet(fill(six + five, "V"))) == 8
    other_six = [(10, 0), (10, 1), (10, 2), (10, 3), (10, 4), (10, 5)]
    assert CARDS["wildholds"](sheet(fill(six + other_six, "V"))) == 16


def test_great_city_takes_the_largest_cluster_not_next_to_a_mountain():
    by_mountain = [(4, 5), (4, 6), (4, 7), (4, 8), (4, 9)]  # (4,5) touches the mountain (5,5)
    away = [(0, 0), (0, 1), (0, 2)]
    assert CARDS["great_city"](sheet(fill(by_mountain + away, "V"))) == 3
    assert CARDS["great_city"](sheet(fill(by_mountain, "V"))) == 0


def test_greengold_plains_counts_kinds_of_terrain_around_a_village_cluster():
    s = sheet({(6, 8): "V", (6, 9): "V", (5, 8): "F", (7, 8): "A", (6, 10): "W"})
    assert CARDS["greengold_plains"](s) == 3
    # On side B: forest, a mountain and wasteland: wasteland does not count, so two kinds only.
    b = sheet({(3, 3): "V", (3, 4): "F"}, side="B")  # (2,3) mountain, (4,4) wasteland... (3,5) wasteland
    assert CARDS["greengold_plains"](b) == 0
    b2 = sheet({(3, 3): "V", (3, 4): "F", (3, 2): "M"}, side="B")
    assert CARDS["greengold_plains"](b2) == 3  # forest, monster, mountain


def test_shieldgate_second_largest_cluster_a_tie_makes_it_second():
    four_a = [(0, 0), (0, 1), (0, 2), (0, 3)]
    four_b = [(10, 0), (10, 1), (10, 2), (10, 3)]
    two = [(6, 9), (6, 10)]
    assert CARDS["shieldgate"](sheet(fill(four_a + four_b + two, "V"))) == 8
    assert CARDS["shieldgate"](sheet(fill(four_a + two, "V"))) == 4
    assert CARDS["shieldgate"](sheet(fill(four_a, "V"))) == 0


def test_borderlands_six_per_full_row_or_column_mountains_count_as_filled():
    row0 = fill([(0, c) for c in range(11)], "F")
    row1 = fill([(1, c) for c in range(11) if c != 3], "A")  # (1,3) is a mountain
    assert CARDS["borderlands"](sheet(row0)) == 6
    assert CARDS["borderlands"](sheet({**row0, **row1})) == 12
    col0 = fill([(r, 0) for r in range(11)], "W")
    assert CARDS["borderlands"](sheet({**row0, **col0})) == 12


def test_broken_road_lines_run_from_the_left_edge_to_the_bottom_edge():
    assert CARDS["the_broken_road"](sheet({(10, 0): "F"})) == 3            # the corner cell alone is a line
    assert CARDS["the_broken_road"](sheet({(9, 0): "F", (10, 1): "F"})) == 3
    assert CARDS["the_broken_road"](sheet({(9, 0): "F"})) == 0
    # The long diagonal passes the mountain (5,5): it counts as filled.
    main = fill([(i, i) for i in range(11) if i != 5], "A")
    assert CARDS["the_broken_road"](sheet(main)) == 3


def test_lost_barony_three_per_side_of_the_largest_filled_square():
    square3 = fill([(r, c) for r in range(3) for c in range(3)], "V")
    assert CARDS["lost_barony"](sheet(square3)) == 9
    # A 2×2 around the mountain (5,5) uses it as a filled cell.
    around = fill([(4, 4), (4, 5), (5, 4)], "F")
    assert CARDS["lost_barony"](sheet(around)) == 6
    assert CARDS["lost_barony"](sheet({})) == 3  # a lone mountain is a 1×1 square


def test_cauldrons_count_empty_spaces_closed_in_by_filled_spaces_or_the_edge():
    s = sheet({(0, 1): "F", (1, 0): "F",                               # (0,0) empty, closed by edge and forests
               (3, 4): "V", (5, 4): "V", (4, 3): "V", (4, 5): "V"})    # (4,4) empty, closed in
    assert CARDS["the_cauldrons"](s) == 2


def test_monster_penalty_counts_each_empty_neighbour_once():
    s = sheet({(3, 3): "M", (3, 5): "M"})  # (3,4) borders both: one point
    assert monster_penalty(s) == -7
    s = sheet({(0, 0): "M", (0, 1): "F"})
    assert monster_penalty(s) == -1


def test_mountain_coin_when_its_four_neighbours_are_filled():
    ring = fill([(4, 5), (6, 5), (5, 4)], "F")
    assert completed_mountains(sheet(ring)).bit_count() == 0
    ring[(5, 6)] = "M"
    assert completed_mountains(sheet(ring)).bit_count() == 1


def test_score_sheet_reports_all_sixteen_cards():
    data = score_sheet(sheet({(0, 0): "F"}))
    assert data["side"] == "A" and len(data["cards"]) == 16
    assert data["cards"]["sentinel_wood"] == 1 and data["monsters"] == 0 and data["mountain_coins"] == 0


def test_the_notation_round_trips():
    s = sheet({(0, 0): "F", (5, 4): "W", (3, 3): "M"}, side="B")
    assert format_sheet(parse_sheet(format_sheet(s))) == format_sheet(s)


@pytest.mark.parametrize("text, code, line", [
    ("", "sheet.empty", None),
    ("side C\n", "sheet.bad_side", 1),
    ("# a comment\n\nside A\n" + "...........\n", "sheet.row_count", 4),
    ("side A\n" + "...........\n" + ".." + "\n", "sheet.row_length", 3),
])
def test_bad_sheets_name_the_line(text, code, line):
    with pytest.raises(SheetError) as err:
        parse_sheet(text)
    assert err.value.reason.code == code
    if line is not None:
        assert err.value.reason.params["line"] == line


def test_bad_symbols_and_misplaced_mountains_name_line_and_column():
    rows = [list("...........") for _ in range(11)]
    for r, c in [(1, 3), (2, 8), (5, 5), (8, 2), (9, 7)]:
        rows[r][c] = "^"
    good = "side A\n" + "\n".join("".join(r) for r in rows)
    assert parse_sheet(good)
    bad = good.splitlines()
    bad[3] = bad[3][:4] + "Q" + bad[3][5:]  # sheet row 2, column 5
    with pytest.raises(SheetError) as err:
        parse_sheet("\n".join(bad))
    assert err.value.reason.params == {"line": 4, "column": 5, "symbol": "Q"}
    missing = good.splitlines()
    missing[2] = missing[2].replace("^", ".")  # row 1's mountain erased
    with pytest.raises(SheetError) as err:
        parse_sheet("\n".join(missing))
    assert err.value.reason.code == "sheet.mountain_missing" and err.value.reason.params["column"] == 4
    extra = good.splitlines()
    extra[1] = "^" + extra[1][1:]
    with pytest.raises(SheetError) as err:
        parse_sheet("\n".join(extra))
    assert err.value.reason.code == "sheet.mountain_misplaced"
