"""Star Cartel rules, one scenario per rule of rules/star_cartel.ja.txt and notes/star_cartel.md."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.games.star_cartel import GAME
from tabletop.games.star_cartel.components import CARDS, SHIPS
from tabletop.games.star_cartel.state import Phase

from .table import C, F, M, P, W, arrange, hub_specs, play, ship_id


def legal(state):
    return {a.text() for a in GAME.legal_actions(state, state.current)}


def reason(state, text):
    r = GAME.why_illegal(state, state.current, Action.parse(text))
    return r.code if r else None


# --- setup (ゲームの準備) ------------------------------------------------------

@pytest.mark.parametrize("players, ships", [(3, 12), (4, 16), (5, 21), (6, 21)])
def test_shipyard_keeps_the_ships_marked_for_the_player_count(players, ships):
    state = GAME.new_game(players, {}, 3)
    yard = [SHIPS[s] for s in reversed(state.shipyard)]  # top first
    assert len(yard) == ships
    assert all(s.min_players <= players for s in yard)
    assert [s.capacity for s in yard] == sorted(s.capacity for s in yard)  # smallest on top
    assert yard[-1].name == "Cassiopeia"


def test_setup_prices_start_at_three_and_each_seat_has_a_starting_ship():
    state = GAME.new_game(5, {}, 11)
    assert state.prices == [3, 3, 3, 3, 3]
    assert [SHIPS[s].capacity for s in state.ships] == [6] * 5
    assert len(set(state.ships)) == 5


@pytest.mark.parametrize("seed", range(30))
def test_opening_hub_has_twelve_cards_and_no_size_four(seed):
    state = GAME.new_game(4, {}, seed)
    assert [len(col) for col in state.hub] == [3, 3, 3, 3]
    assert all(CARDS[c].size != 4 for col in state.hub for c in col)
    assert len(state.draw) == 90 - 12
    assert not GAME.invariants(state)


def test_box_holds_ninety_contraband_eighteen_per_type():
    sizes = {}
    for card in CARDS:
        sizes.setdefault(card.cargo, []).append(card.size)
    assert len(CARDS) == 90
    for cargo_sizes in sizes.values():
        assert sorted(cargo_sizes) == [1] * 6 + [2] * 5 + [3] * 4 + [4] * 3


def test_start_seat_is_drawn_from_the_seed():
    starts = {GAME.new_game(4, {}, seed).start_seat for seed in range(40)}
    assert starts == {0, 1, 2, 3}


# --- loading (船積) --------------------------------------------------------------

def test_only_bottom_cards_that_fit_may_be_loaded():
    state = arrange(hub=[[(F, 4)], [(W, 1), (P, 1)], [(M, 3)], [(C, 2)]], loads={0: [(F, 2)]})
    # capacity 6, load 2: room 4
    assert legal(state) == {"load 0 0", "load 1 0", "load 2 0", "load 3 0"}
    assert reason(state, "load 1 1") == "cartel.bottom_row_only"


def test_over_capacity_is_refused_with_capacity_and_load():
    state = arrange(hub=[[(F, 4)], [(W, 1)], [(M, 3)], [(C, 2)]], loads={0: [(F, 2), (P, 1)]})
    r = GAME.why_illegal(state, 0, Action.parse("load 0 0"))
    assert r.code == "cartel.over_capacity"
    assert r.params == {"capacity": 6, "load": 7}


def test_column_drops_and_refills_from_the_draw_pile():
    state = arrange(hub=[[(F, 1), (W, 2), (P, 3)], [(M, 1)], [(C, 1)], [(F, 2)]], draw=[(M, 4)])
    play(state, "load 0 0")
    assert hub_specs(state)[0] == [(W, 2), (P, 3), (M, 4)]


def test_second_card_comes_from_the_same_column_and_is_optional():
    state = arrange(hub=[[(F, 1), (W, 2), (P, 1)], [(M, 1), (C, 1)], [(C, 1)], [(F, 2)]])
    play(state, "load 0 0")
    assert legal(state) == {"load 0 0", "stop"}
    assert reason(state, "load 1 0") == "cartel.same_column"
    play(state, "stop")
    assert state.current == 1  # not full: the turn ends


def test_second_card_that_does_not_fit_ends_the_loading_by_itself():
    state = arrange(hub=[[(F, 1), (W, 3)], [(M, 1)], [(C, 1)], [(F, 2)]], loads={0: [(P, 3)]})
    play(state, "load 0 0")  # load 4: the weapons 3 above would make 7
    assert state.current == 1


def test_loading_is_compulsory_when_a_card_fits():
    state = arrange()
    assert reason(state, "stop") == "cartel.must_load_first"
    assert reason(state, "deliver") == "cartel.must_load_when_fits"


def test_nothing_fits_means_deliver_instead_of_loading():
    state = arrange(hub=[[(F, 3)], [(W, 3)], [(P, 4)], [(M, 2)]], loads={0: [(F, 3), (W, 2), (C, 1)]},
                    ships={0: "Lyra"})  # capacity 7, load 6: nothing of size 1 at the bottom
    assert legal(state) == {"deliver"}
    play(state, "deliver")
    assert state.prices == [5, 3, 3, 3, 2]
    assert [CARDS[c].cargo for c in state.stashes[0]] == [W]
    assert state.current == 1  # the delivery resolved and the turn passed


def test_full_ship_delivers_in_the_same_turn():
    state = arrange(hub=[[(C, 2)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 3), (W, 1)]})
    events = play(state, "load 0 0")  # F3 W1 C2 = 6: crystals is the only set left, stashed at once
    assert "cartel.delivery" in [e.code for e in events]
    assert state.loads[0] == [] and state.ships[0] == ship_id("Lyra")


# --- delivery (配達) ---------------------------------------------------------------

def test_sets_compare_total_size_not_card_count():
    # food: three cards of size 1 (total 3); weapons: one card of size 4
    state = arrange(hub=[[(M, 1)], [(C, 3)], [(C, 3)], [(C, 3)]],
                    loads={0: [(F, 1), (F, 1), (F, 1), (W, 4), (P, 2)]}, ships={0: "Hydra"})
    play(state, "load 0 0")  # 10 of 10: W4 largest, M1 smallest, F3 and P2 remain
    assert state.prices == [3, 5, 3, 2, 3]
    assert legal(state) == {"stash food", "stash plants"}
    play(state, "stash food")
    assert len(state.stashes[0]) == 3


def test_largest_plus_two_smallest_minus_one_then_stash_one_set():
    state = arrange(hub=[[(P, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 3), (W, 1), (C, 1)]},
                    prices=[3, 4, 5, 6, 7])
    play(state, "load 0 0")  # F3 W1 C1 P1: largest food; smallest tied W/C/P
    assert state.phase is Phase.DELIVERY
    assert legal(state) == {"smallest weapons", "smallest crystals", "smallest plants"}
    assert state.prices[F] == 3  # nothing moves before the choice
    play(state, "smallest crystals")
    assert state.prices == [5, 4, 5, 6, 6]
    assert legal(state) == {"stash weapons", "stash plants"}
    play(state, "stash plants")
    assert [CARDS[c].cargo for c in state.stashes[0]] == [P]
    assert state.loads[0] == [] and state.current == 1
    assert not GAME.invariants(state)


def test_one_cargo_only_moves_just_the_largest_and_nothing_is_stashed():
    state = arrange(hub=[[(F, 2)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 2), (F, 2)]})
    play(state, "load 0 0")
    assert state.prices == [5, 3, 3, 3, 3]
    assert state.stashes[0] == []


def test_tied_largest_sets_are_the_deliverers_choice():
    state = arrange(hub=[[(W, 3)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 3)]})
    play(state, "load 0 0")
    assert legal(state) == {"largest food", "largest weapons"}
    assert reason(state, "largest plants") == "cartel.not_delivered"
    play(state, "largest weapons")
    assert state.prices[W] == 5 and state.prices[F] == 2  # the other tied set is the smallest


def test_refusing_a_set_that_is_not_tied_says_why():
    state = arrange(hub=[[(P, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 2), (W, 2), (C, 1)]})
    play(state, "load 0 0")  # F2 W2 C1 P1: largest tied F/W
    r = GAME.why_illegal(state, 0, Action.parse("largest crystals"))
    assert r.code == "cartel.not_largest" and r.params == {"cargo": "crystals", "size": 1, "largest": 2}


def test_delivery_takes_the_top_ship_and_discards_the_old_one():
    state = arrange(hub=[[(F, 2)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 2), (F, 2)]})
    old = state.ships[0]
    top = state.shipyard[-1]
    play(state, "load 0 0")
    assert state.ships[0] == top and SHIPS[top].name == "Lyra"
    assert old in state.ship_discard


# --- the cartel board (カルテルボード) -------------------------------------------

@pytest.mark.parametrize("before, after", [(7, 9), (8, 1), (9, 1)])
def test_a_price_pushed_above_nine_crashes_to_one(before, after):
    prices = [before, 3, 3, 3, 3]
    state = arrange(hub=[[(F, 2)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 2), (F, 2)]}, prices=prices)
    events = play(state, "load 0 0")
    assert state.prices[F] == after
    assert ("cartel.crash" in [e.code for e in events]) == (before + 2 > 9)


def test_no_price_goes_below_one():
    state = arrange(hub=[[(W, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 3), (W, 2)]},
                    prices=[3, 1, 3, 3, 3])
    play(state, "load 0 0")  # F3 W3: tie
    play(state, "largest food")
    assert state.prices[W] == 1


# --- the hub refill ruling ------------------------------------------------------------

def test_empty_draw_pile_is_rebuilt_from_the_discards():
    state = arrange(hub=[[(F, 1), (W, 1), (P, 1)], [(M, 1)], [(C, 1)], [(F, 2)]])
    state.discard, state.draw = state.draw, []
    events = play(state, "load 0 0")
    assert "cartel.reshuffled" in [e.code for e in events]
    assert len(state.hub[0]) == 3
    assert not GAME.invariants(state)


def test_column_stays_short_when_both_piles_are_empty():
    state = arrange(hub=[[(F, 1), (W, 1), (P, 1)], [(M, 1)], [(C, 1)], [(F, 2)]])
    parked = state.draw
    state.draw = []
    state.stashes[3] = parked  # keep the cards on the table, out of both piles
    play(state, "load 0 0")
    assert len(state.hub[0]) == 2
    assert not GAME.invariants(state)


# --- abilities (宇宙船の能力) ----------------------------------------------------------

def test_reach_takes_the_first_card_from_any_row_then_the_bottom_of_that_column():
    state = arrange(hub=[[(F, 1), (W, 2), (P, 1)], [(M, 1)], [(C, 1)], [(F, 2)]], ships={0: "Vela"})
    assert "load 0 2" in legal(state)
    play(state, "load 0 1")  # the weapons 2 from the middle row
    assert legal(state) == {"load 0 0", "stop"}


def test_without_abilities_reach_is_ignored():
    state = arrange(abilities=False, hub=[[(F, 1), (W, 2), (P, 1)], [(M, 1)], [(C, 1)], [(F, 2)]],
                    ships={0: "Vela"})
    assert reason(state, "load 0 1") == "cartel.bottom_row_only"


def test_jettison_discards_a_row_before_loading_once_per_turn():
    state = arrange(5, hub=[[(F, 1), (W, 2)], [(M, 1), (C, 3)], [(C, 1)], [(F, 2), (P, 1)]],
                    draw=[(M, 2), (M, 3)], ships={0: "Pyxis"})  # Pyxis is in the box from five players
    assert {"jettison 0", "jettison 1"} <= legal(state)
    assert "jettison 2" not in legal(state)  # no card in the top row
    play(state, "jettison 1")
    assert [len(c) for c in state.hub] == [3, 3, 3, 3]
    assert all((W, 2) not in col and (C, 3) not in col for col in hub_specs(state)[:2])
    assert reason(state, "jettison 0") == "cartel.jettison_used"
    play(state, "load 0 0")
    state.jettisoned = False
    assert reason(state, "jettison 0") == "cartel.jettison_before_loading"


def test_jettison_is_refused_without_the_ability():
    state = arrange()
    assert reason(state, "jettison 0") == "cartel.no_jettison"


def test_fixer_moves_the_largest_down_two_instead_of_up():
    state = arrange(hub=[[(W, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 4), (C, 2), (P, 1)]},
                    ships={0: "Carina"}, prices=[5, 3, 3, 3, 3])
    play(state, "load 0 0")  # F4 C2 P1 W1 = 8: full; smallest tied P/W
    assert legal(state) == {"smallest plants", "smallest weapons"}
    play(state, "smallest plants")
    assert legal(state) == {"fixer none", "fixer largest", "fixer smallest"}
    assert reason(state, "stash crystals") == "cartel.first_fixer"
    play(state, "fixer largest")
    assert state.prices == [3, 3, 2, 3, 3]  # food 5 − 2 instead of +2; plants −1 as usual


def test_fixer_smallest_moves_up_one_and_the_largest_moves_as_usual():
    state = arrange(hub=[[(P, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 4), (C, 2), (W, 1)]},
                    ships={0: "Carina"}, prices=[5, 3, 4, 3, 3])
    play(state, "load 0 0")  # F4 C2 W1 P1: smallest tied W/P
    play(state, "smallest plants", "fixer smallest")
    assert state.prices == [7, 3, 5, 3, 3]  # food +2 as usual, plants +1 instead of −1
    play(state, "stash crystals")
    assert state.current == 1


def test_fixer_without_a_smallest_set_offers_only_the_largest():
    state = arrange(hub=[[(F, 2)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 4), (F, 2)]},
                    ships={0: "Carina"})
    play(state, "load 0 0")
    assert legal(state) == {"fixer none", "fixer largest"}
    assert reason(state, "fixer smallest") == "cartel.fixer_no_smallest"


def test_double_stash_may_stash_a_second_set():
    state = arrange(hub=[[(W, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 4), (C, 2), (M, 2)]},
                    ships={0: "Corvus"})
    play(state, "load 0 0")  # F4 C2 M2 W1 = 9: full. Largest food, smallest weapons
    assert legal(state) == {"stash crystals", "stash medicine"}
    assert reason(state, "end_stash") == "cartel.stash_required"
    play(state, "stash crystals")
    assert legal(state) == {"stash medicine", "end_stash"}
    play(state, "stash medicine")
    assert sorted(CARDS[c].cargo for c in state.stashes[0]) == [M, C]
    assert state.current == 1


def test_a_ship_without_double_stash_stashes_one_set_and_discards_the_rest():
    state = arrange(hub=[[(W, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 4), (C, 2), (M, 2)]},
                    ships={0: "Lupus"})
    discards = len(state.discard)
    play(state, "load 0 0", "stash crystals")
    assert [CARDS[c].cargo for c in state.stashes[0]] == [C]
    assert len(state.discard) == discards + 3  # food, weapons and medicine
    assert state.current == 1


def test_specialist_loads_a_third_card_of_the_same_type_from_any_column():
    state = arrange(5, hub=[[(F, 1), (F, 2)], [(W, 1)], [(F, 1), (C, 1)], [(P, 1)]],
                    ships={0: "Aquila"})  # Aquila is in the box from five players
    play(state, "load 0 0", "load 0 0")  # two food
    assert legal(state) == {"load 2 0", "stop"}
    r = GAME.why_illegal(state, 0, Action.parse("load 1 0"))
    assert r.code == "cartel.specialist_same_cargo" and r.params == {"cargo": "food"}
    play(state, "load 2 0")
    assert len(state.loads[0]) == 3 and state.current == 1


def test_only_the_current_ship_ability_counts():
    state = arrange(hub=[[(F, 1), (W, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 2), (F, 2), (F, 2)]},
                    ships={0: "Vela"})
    play(state, "load 0 0")  # full: Vela (REACH) goes, Lyra (no ability) comes
    assert SHIPS[state.ships[0]].name == "Lyra"
    state.current = 0
    assert reason(state, "load 0 1") == "cartel.bottom_row_only"


# --- the end (ゲームの終了) ----------------------------------------------------------

def _before_cassiopeia(**kw):
    state = arrange(**kw)
    state.shipyard = [ship_id("Cassiopeia")]
    return state


def test_taking_cassiopeia_gives_every_other_player_one_last_turn():
    state = _before_cassiopeia(hub=[[(F, 2)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 2), (F, 2)]},
                               current=1)
    state.loads[1], state.loads[0] = state.loads[0], []
    state.load_totals = [0, 4, 0, 0]
    events = play(state, "load 0 0")
    assert "cartel.cassiopeia" in [e.code for e in events]
    assert state.current == 2 and state.final_turn and state.final_turns == [3, 0]


def test_last_turn_is_an_express_delivery_without_a_new_ship():
    state = _before_cassiopeia(hub=[[(C, 1), (M, 4)], [(W, 4)], [(P, 4)], [(M, 4)]], loads={2: [(W, 3)]})
    state.final_turns, state.final_turn, state.current = [3], True, 2
    ship = state.ships[2]
    events = play(state, "load 0 0")  # W3 C1 = 4 of 6, and nothing else fits
    assert "cartel.express_delivery" in [e.code for e in events]
    assert state.prices[W] == 4  # largest +1
    assert state.prices[C] == 3  # smallest unchanged
    assert state.ships[2] == ship  # no new ship
    assert state.current == 3


def test_last_turn_full_ship_is_a_normal_delivery():
    state = _before_cassiopeia(hub=[[(F, 3)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={2: [(W, 2), (C, 1)]})
    state.final_turns, state.final_turn, state.current = [3], True, 2
    events = play(state, "load 0 0")
    assert "cartel.delivery" in [e.code for e in events]
    assert state.prices[F] == 5 and state.prices[C] == 2


def test_game_ends_after_the_last_final_turn():
    state = _before_cassiopeia(hub=[[(F, 3)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={3: [(W, 2), (C, 1)]})
    state.final_turns, state.final_turn, state.current = [], True, 3
    play(state, "load 0 0")
    assert GAME.is_over(state) and GAME.to_act(state) == ()
    assert GAME.legal_actions(state, 0) == []
    assert GAME.why_illegal(state, 0, Action.parse("stop")).code == "engine.game_over"


def test_not_your_turn_is_refused():
    state = arrange(current=2)
    assert GAME.why_illegal(state, 0, Action.parse("load 0 0")).code == "engine.not_your_turn"


def test_a_price_held_at_the_bottom_of_the_track_is_logged_unchanged_and_a_crash_as_its_move():
    from tabletop.messages import english

    state = GAME.new_game(3, {}, 1)
    state.prices[0], state.prices[1] = 1, 9
    events: list = []
    GAME._move_price(state, 0, -1, "smallest", events)
    GAME._move_price(state, 1, 2, "largest", events)
    assert state.prices[0] == 1 and events[0].params["delta"] == "+0"
    assert "1 → 1 (unchanged)" in english(events[0].code, events[0].params)
    assert events[1].code == "cartel.crash" and events[1].params["delta"] == "+2"
