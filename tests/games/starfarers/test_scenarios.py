"""The test scenarios of shared/notes/starfarers.md §15, one test (or more) per scenario, named after it.

4-player beginner board unless stated; seats yellow 0, red 1, white 2, blue 3; rolls and shakes injected."""

from __future__ import annotations

from tabletop.games.starfarers import cards
from tabletop.games.starfarers.board import NEIGHBOURS
from tabletop.games.starfarers.components import ENCOUNTERS, TOKEN_BY_NAME
from tabletop.games.starfarers.encounters import gain_fame, op_lose_upgrade
from tabletop.games.starfarers.scoring import points
from tabletop.games.starfarers.state import NEUTRAL, Phase

from tests.games.starfarers.helpers import (BLUE, GAME, RED, WHITE, YELLOW, act, add_trade_ship, empty_hands,
                                            flight, give_friend, new, node, planet, produced, refused,
                                            rig_top_encounter, set_disc, set_fame, set_hand, set_upgrades, ship_of,
                                            trade_phase, turn_of)


# --- 1. Setup ---------------------------------------------------------------------------------------
def test_1_setup():
    state = new(4)
    assert [points(state, s) for s in range(4)] == [4, 4, 4, 4]
    assert [sum(h) for h in state.hands] == [3, 3, 3, 3]
    assert [u[0] for u in state.upgrades] == [1, 1, 1, 1] and state.fame == [1, 1, 1, 1]
    assert len(state.reserve) == 28
    assert sorted(s.node for s in state.ships if s is not None) == sorted(
        node(n) for n in ("v5_27", "v13_27", "v20_26", "v28_26"))
    home_sites = [n for s in GAME_SECTORS("home") for n in s.colony_sites]
    assert len(home_sites) == 12
    assert all(n in state.colonies or n in state.spaceports for n in home_sites)
    for seat in range(4):
        assert state.pieces[seat] == [5, 7, 2, 2]  # colonies, trade stations, transports, shipyards


def GAME_SECTORS(kind):
    from tabletop.games.starfarers.board import SECTORS

    return [s for s in SECTORS if s.type == kind]


# --- 2. Production, spaceport = 1 --------------------------------------------------------------------
def test_2_production_spaceport_gives_one():
    state = new(4)
    turn_of(state, YELLOW)
    state.rigged = [(4, 4)]
    got = produced(act(state, YELLOW, "roll"))
    assert got == {(YELLOW, "carbon"): 1, (RED, "carbon"): 1, (WHITE, "ore"): 1, (BLUE, "ore"): 1}
    state = new(4)
    turn_of(state, YELLOW)
    state.rigged = [(4, 6)]
    assert produced(act(state, YELLOW, "roll")) == {(RED, "fuel"): 1, (BLUE, "fuel"): 1}


# --- 3. Double discs -----------------------------------------------------------------------------------
def test_3_double_discs():
    state = new(4)
    turn_of(state, YELLOW)
    state.rigged = [(1, 2)]
    assert produced(act(state, YELLOW, "roll")) == {
        (RED, "goods"): 1, (WHITE, "goods"): 1, (YELLOW, "food"): 1, (BLUE, "food"): 1}
    state = new(4)
    turn_of(state, YELLOW)
    state.rigged = [(6, 6)]
    assert produced(act(state, YELLOW, "roll")) == {(RED, "goods"): 1, (WHITE, "goods"): 1}


# --- 4. 3 players -----------------------------------------------------------------------------------------
def test_4_three_players_neutral_blue_blocks_and_never_produces():
    state = new(3)
    assert state.neutral == "blue" and state.colours == ("yellow", "red", "white")
    for n in ("v29_27", "v8_28", "v22_28"):
        assert node(n) in state.colonies or node(n) in state.spaceports
        assert state.colonies.get(node(n), state.spaceports.get(node(n))) == NEUTRAL
    assert all(s is None or s.node != node("v28_26") for s in state.ships)
    turn_of(state, YELLOW)
    state.rigged = [(4, 6)]
    assert produced(act(state, YELLOW, "roll")) == {(RED, "fuel"): 1}
    assert [points(state, s) for s in range(3)] == [4, 4, 4]


def test_4_three_players_two_colonies_per_system():
    state = new(3)
    state.colonies[node("v14_22")] = RED
    state.colonies[node("v11_21")] = WHITE
    state.pieces[RED][0] -= 1
    state.pieces[WHITE][0] -= 1
    set_disc(state, "h4_22", 10)  # no hazard in S02 on this table
    ship = ship_of(state, YELLOW)
    ship.node = next(n for n in NEIGHBOURS[node("v14_20")])
    flight(state, YELLOW, 3)
    act(state, YELLOW, f"step {ship.id} v14_20")
    assert refused(state, YELLOW, f"found {ship.id}") == "sf.two_colonies"
    act(state, YELLOW, "end_flight")
    for _ in range(2):  # red's and white's turns pass
        flight(state, state.current, 3)
        act(state, state.current, "end_flight")
    flight(state, YELLOW, 3)
    assert ship.must_leave
    assert refused(state, YELLOW, "end_flight") == "sf.must_leave"


# --- 5. The 7 -------------------------------------------------------------------------------------------
def _seven_table(white_cards: int):
    state = new(4)
    empty_hands(state)
    set_hand(state, YELLOW, ore=3)
    set_hand(state, RED, fuel=9)
    set_hand(state, WHITE, carbon=white_cards)
    give_friend(state, WHITE, "DI_TRIBUTE")
    set_hand(state, BLUE, food=7)
    turn_of(state, YELLOW)
    state.rigged = [(3, 4)]
    return state


def test_5_the_seven():
    state = _seven_table(12)
    events = act(state, YELLOW, "roll")
    assert not produced(events)
    assert GAME.to_act(state) == (RED,)
    for _ in range(4):
        act(state, RED, "discard fuel")
    assert sum(state.hands[RED]) == 5
    assert GAME.to_act(state) == (YELLOW,) and state.decisions.current().kind == "rob"
    before = [sum(h) for h in state.hands]
    events = act(state, YELLOW, "rob 2")
    draws = [e.params["seat"] for e in events if e.code == "sf.reserve_draw"]
    assert draws == [RED, WHITE, BLUE, YELLOW]
    after = [sum(h) for h in state.hands]
    assert after == [before[0] + 1 + 2, before[1] + 1, before[2] - 1 + 1, before[3] + 1]
    seen = next(e for e in events if e.code == "sf.robbed_seen")
    assert seen.visible_to == frozenset({YELLOW, WHITE}) and seen.reveal
    assert state.phase is Phase.TRADE


def test_5_the_seven_reduced_tribute_above_twelve():
    state = _seven_table(13)
    act(state, YELLOW, "roll")
    assert GAME.to_act(state) == (RED,)
    for _ in range(4):
        act(state, RED, "discard fuel")
    assert GAME.to_act(state) == (WHITE,) and state.decisions.current().params["left"] == 6
    assert state.decisions.current().private
    for _ in range(6):
        act(state, WHITE, "discard carbon")
    assert sum(state.hands[WHITE]) == 7


# --- 6. Reserve draws and rebuild --------------------------------------------------------------------------
def test_6_reserve_draws_and_rebuild():
    assert cards.reserve_draw_size(7) == 2 and cards.reserve_draw_size(8) == 1
    assert cards.reserve_draw_size(9) == 1 and cards.reserve_draw_size(10) == 0
    state = new(4)
    # Leave one card in the pile; the rest goes to the supply, 3 ore only (the other ore in hands).
    last = state.reserve.pop()
    for card in state.reserve:
        state.supply[card] += 1
    state.reserve = [last]
    state.hands[YELLOW][0] += state.supply[0] - 3
    state.supply[0] = 3
    supply = list(state.supply)
    got = cards.draw_reserve(state, YELLOW, 2, [])
    assert got == 2
    rebuilt = [min(8, n) for n in supply]
    assert rebuilt[0] == 3
    assert len(state.reserve) == sum(rebuilt) - 1
    assert not GAME.invariants(state)


# --- 7. Mothership -------------------------------------------------------------------------------------------
def test_7_mothership_black_means_encounter_then_speed_three_plus_boosters():
    state = new(4)
    trade_phase(state, YELLOW)
    set_upgrades(state, YELLOW, booster=2)
    rig_top_encounter(state, "E27")
    state.rigged = [("black", "yellow")]
    events = act(state, YELLOW, "shake")
    assert any(e.code == "sf.encounter" for e in events)
    assert state.decisions.current().kind == "encounter"
    act(state, YELLOW, "answer no")
    assert state.decisions.current().kind == "fly"
    assert GAME.view(state, YELLOW).speed == 5


def test_7_mothership_red_blue_no_encounter():
    state = new(4)
    trade_phase(state, YELLOW)
    state.rigged = [("red", "blue")]
    events = act(state, YELLOW, "shake")
    assert not any(e.code == "sf.encounter" for e in events)
    assert state.decisions.current().kind == "fly" and GAME.view(state, YELLOW).speed == 5


# --- 8. Explore and found -------------------------------------------------------------------------------------
PATH = ("v4_26", "v5_25", "v4_24", "v5_23", "v4_22", "v5_21")


def _s01(hazard: bool = False):
    state = new(4)
    set_disc(state, "h1_19", 4)
    set_disc(state, "h2_20", "pirate4" if hazard else 10)
    set_disc(state, "h1_21", 5)
    return state


def test_8_explore_and_found():
    state = _s01()
    flight(state, YELLOW, 5)  # yellow + red, 1 booster: 6
    ship = ship_of(state, YELLOW)
    s01 = [planet(p) for p in ("h1_19", "h2_20", "h1_21")]
    for n in PATH[:4]:
        act(state, YELLOW, f"step {ship.id} {n}")
    assert not any(state.face_up[p] for p in s01)
    events = act(state, YELLOW, f"step {ship.id} v4_22")
    assert all(state.face_up[p] for p in s01) and any(e.code == "sf.explored" and e.reveal for e in events)
    act(state, YELLOW, f"step {ship.id} v5_21")
    transports = state.pieces[YELLOW][2]
    act(state, YELLOW, f"found {ship.id}")
    assert points(state, YELLOW) == 5 and state.pieces[YELLOW][2] == transports + 1
    assert state.colonies[node("v5_21")] == YELLOW
    claims = cards.owed(state, 10)
    assert claims[YELLOW][0] == 1  # ore on 10 (h2_20)
    assert cards.owed(state, 5)[YELLOW][4] == 1  # goods on 5 (h1_21)


def test_8_explore_and_found_speed_five_cannot_reach():
    state = _s01()
    flight(state, YELLOW, 4)
    ship = ship_of(state, YELLOW)
    for n in PATH[:5]:
        act(state, YELLOW, f"step {ship.id} {n}")
    assert refused(state, YELLOW, f"step {ship.id} v5_21") == "sf.no_steps_left"
    act(state, YELLOW, "end_flight")


# --- 9. Pirate base -------------------------------------------------------------------------------------------
def test_9_pirate_base_blocks_the_colony_without_cannons():
    state = _s01(hazard=True)
    flight(state, YELLOW, 5)
    ship = ship_of(state, YELLOW)
    for n in PATH[:5]:
        act(state, YELLOW, f"step {ship.id} {n}")
    h2_20 = planet("h2_20")
    assert state.planet_token[h2_20] == TOKEN_BY_NAME["pirate4"].id and state.planet_disc[h2_20] is None
    act(state, YELLOW, f"step {ship.id} v5_21")
    assert refused(state, YELLOW, f"found {ship.id}") == "sf.hazard_blocks"
    act(state, YELLOW, "end_flight")
    for _ in range(3):
        flight(state, state.current, 3)
        act(state, state.current, "end_flight")
    flight(state, YELLOW, 3)
    assert refused(state, YELLOW, "end_flight") == "sf.must_leave"
    assert refused(state, YELLOW, f"found {ship.id}") == "sf.hazard_blocks"


def test_9_pirate_base_beaten_with_cannons_and_scientists():
    state = _s01(hazard=True)
    set_upgrades(state, YELLOW, cannon=2)
    give_friend(state, YELLOW, "SC_CC")
    flight(state, YELLOW, 5)
    ship = ship_of(state, YELLOW)
    for n in PATH[:5]:
        act(state, YELLOW, f"step {ship.id} {n}")
    h2_20 = planet("h2_20")
    assert state.planet_token[h2_20] is not None  # v4_22 is no corner of h2_20
    events = act(state, YELLOW, f"step {ship.id} v5_21")
    assert any(e.code == "sf.pirate_beaten" for e in events)
    assert state.planet_token[h2_20] is None and state.face_up[h2_20] and state.planet_disc[h2_20] is not None
    assert len(state.reserve_discs) == 4
    act(state, YELLOW, f"found {ship.id}")
    assert points(state, YELLOW) == 6


def test_9_v2_20_is_never_blocked_by_h2_20():
    from tabletop.games.starfarers.flight import colony_refusal

    state = _s01(hazard=True)
    for p in ("h1_19", "h2_20", "h1_21"):
        state.face_up[planet(p)] = True
    state.planet_token[planet("h2_20")] = TOKEN_BY_NAME["pirate4"].id
    state.tokens_aside.remove(TOKEN_BY_NAME["pirate4"].id)
    disc = state.planet_disc[planet("h2_20")]
    state.planet_disc[planet("h2_20")] = None
    state.discs_out.append(disc)
    ship = ship_of(state, YELLOW)
    ship.node = node("v2_20")
    assert colony_refusal(state, ship) is None
    assert not GAME.invariants(state)


# --- 10. Blockade ------------------------------------------------------------------------------------------------
def test_10_blockade_pass_but_not_end_on_another_players_spaceport_site():
    state = new(4)
    flight(state, YELLOW, 5)
    ship = ship_of(state, YELLOW)
    ship.node = node("v8_26")
    ship.start = ship.node
    act(state, YELLOW, f"step {ship.id} v10_26")
    assert refused(state, YELLOW, "end_flight") == "sf.cannot_end_there"
    act(state, YELLOW, f"step {ship.id} v11_25")
    act(state, YELLOW, "end_flight")


def test_10_blockade_trade_ship_colony_site_and_colony_ship_docking_point():
    from tabletop.games.starfarers.flight import foreign_sites, legal_end

    state = new(4)
    trade = add_trade_ship(state, YELLOW, "v4_24")
    colony = ship_of(state, YELLOW)
    sites = foreign_sites(state, YELLOW)
    assert not legal_end(state, trade, node("v5_21"), sites)
    assert not legal_end(state, colony, node("v4_12"), sites)
    # Stranding: one step left next to a colony site: no step onto it; with two, on and off again.
    trade.node = node("v4_22")
    trade.start = trade.node
    flight(state, YELLOW, 0)
    set_upgrades(state, YELLOW, booster=1)
    state.base_speed = 0
    colony.done = True
    assert refused(state, YELLOW, f"step {trade.id} v5_21") == "sf.stranded"
    set_upgrades(state, YELLOW, booster=2)
    act(state, YELLOW, f"step {trade.id} v5_21")
    assert refused(state, YELLOW, "end_flight") == "sf.cannot_end_there"
    act(state, YELLOW, f"step {trade.id} v4_22")
    act(state, YELLOW, "end_flight")


# --- 11. Trade station and marker -----------------------------------------------------------------------------
def _dock(state, seat, pods):
    set_upgrades(state, seat, freight_pod=pods)
    ship = add_trade_ship(state, seat, "v5_11")
    flight(state, seat, 3)
    for other in state.ships:
        if other is not None and other is not ship:
            other.done = True
    return ship


def test_11_trade_station_and_marker():
    from tabletop.games.starfarers.components import CIVS

    gf = CIVS.index("green_folk")
    state = new(4)
    ship = _dock(state, YELLOW, 1)
    act(state, YELLOW, f"step {ship.id} v4_12")
    act(state, YELLOW, f"dock {ship.id}")
    act(state, YELLOW, "befriend GF_ORE")
    assert state.stations[gf] == [YELLOW] and state.markers[gf] == YELLOW and points(state, YELLOW) == 6
    act(state, YELLOW, "end_flight")
    ship = _dock(state, RED, 1)
    act(state, RED, f"step {ship.id} v4_12")  # it may pass, not end there
    assert refused(state, RED, f"dock {ship.id}") == "sf.dock_refused"
    assert refused(state, RED, "end_flight") == "sf.cannot_end_there"
    state.ships[ship.id] = None
    state.pieces[RED][1] += 1
    state.pieces[RED][2] += 1
    ship = _dock(state, RED, 2)
    act(state, RED, f"step {ship.id} v4_12")
    act(state, RED, f"dock {ship.id}")
    assert len([a for a in GAME.legal_actions(state, RED) if a.kind == "befriend"]) == 4
    act(state, RED, "befriend GF_FUEL")
    assert state.markers[gf] == YELLOW
    act(state, RED, "end_flight")
    ship = _dock(state, RED, 3)
    act(state, RED, f"step {ship.id} v4_12")
    act(state, RED, f"dock {ship.id}")
    act(state, RED, "befriend GF_FOOD")
    assert state.markers[gf] == RED and points(state, YELLOW) == 4 and points(state, RED) == 6
    act(state, RED, "end_flight")
    state.stations[gf] += [WHITE, WHITE]
    state.pieces[WHITE][1] -= 2
    ship = _dock(state, BLUE, 5)
    act(state, BLUE, f"step {ship.id} v4_12")
    assert refused(state, BLUE, f"dock {ship.id}") == "sf.docks_full"


# --- 12. Supply and player trades ------------------------------------------------------------------------------
def test_12_supply_and_player_trades():
    state = new(4)
    set_hand(state, YELLOW, ore=6, goods=4)
    trade_phase(state, YELLOW)
    act(state, YELLOW, "trade 3 ore fuel")
    assert refused(state, YELLOW, "trade 3 ore ore") == "sf.same_type"
    act(state, YELLOW, "trade 2 goods food")
    assert refused(state, YELLOW, "trade 2 ore food") == "sf.rate_unavailable"
    give_friend(state, YELLOW, "ME_ORE")
    act(state, YELLOW, "trade 2 ore food")
    give_friend(state, YELLOW, "ME_GOODS")
    act(state, YELLOW, "trade 1 goods ore")
    assert refused(state, YELLOW, "trade 1 goods ore") == "sf.rate_unavailable"
    set_hand(state, YELLOW, goods=2, ore=1)
    act(state, YELLOW, "trade 2 goods ore")
    # No gifts: 1 ore for nothing.
    act(state, YELLOW, "offer")
    act(state, YELLOW, "offer_give ore")
    assert refused(state, YELLOW, "offer_send") == "sf.no_gifts"
    # Non-active players trade with nobody.
    for text in ("trade 3 ore fuel", "offer", "accept"):
        assert refused(state, RED, text) == "engine.not_your_turn"


# --- 13. Fame -------------------------------------------------------------------------------------------------------
def test_13_fame():
    state = new(4)
    assert points(state, YELLOW) == 4
    gain_fame(state, YELLOW, 1, [])
    assert points(state, YELLOW) == 5
    gain_fame(state, YELLOW, -1, [])
    assert points(state, YELLOW) == 4
    set_fame(state, YELLOW, 0)
    gain_fame(state, YELLOW, -1, [])
    assert state.fame[YELLOW] == 0 and not GAME.invariants(state)


def test_13_a_pirate_token_is_never_removed_by_an_encounter():
    ops = {op["op"] for card in ENCOUNTERS for ops in _op_lists(card.tree) for op in ops}
    assert not ops & {"lose_token", "remove_token"}
    state = new(4)
    state.tokens_won[YELLOW].append(state.tokens_aside.pop())
    set_upgrades(state, YELLOW, booster=0)
    op_lose_upgrade(state, {"op": "lose_upgrade", "n": 1}, [])
    gain_fame(state, YELLOW, -5, [])
    assert len(state.tokens_won[YELLOW]) == 1 and points(state, YELLOW) == 5  # 4 + the token


def _op_lists(tree):
    for key, value in tree.items():
        if key == "nodes":
            yield from value.values()
        else:
            yield value
            for op in value:
                for branch in ("win", "lose", "most_physical_upgrades", "fewest_physical_upgrades"):
                    if branch in op:
                        yield op[branch]


def test_13_fame_for_sale():
    state = new(4)
    give_friend(state, YELLOW, "DI_FAME1")
    set_hand(state, YELLOW, goods=3)
    trade_phase(state, YELLOW)
    act(state, YELLOW, "fame_for_sale DI_FAME1")
    assert state.fame[YELLOW] == 2 and state.hands[YELLOW][4] == 2
    assert refused(state, YELLOW, "fame_for_sale DI_FAME1") == "sf.card_used"
    give_friend(state, YELLOW, "DI_FAME2")
    for s in range(4):
        state.fame[s] += state.fame_tray if s == BLUE else 0
    state.fame_tray = 0
    assert refused(state, YELLOW, "fame_for_sale DI_FAME2") == "sf.fame_tray_empty"


# --- 14. Winning ----------------------------------------------------------------------------------------------------
def test_14_winning_ends_at_once_on_your_turn():
    state = _s01()
    set_fame(state, YELLOW, 21)  # 4 + 10 = 14
    colony = ship_of(state, YELLOW)
    second = add_trade_ship(state, YELLOW, "v5_29")
    flight(state, YELLOW, 5)
    for n in PATH:
        act(state, YELLOW, f"step {colony.id} {n}")
    events = act(state, YELLOW, f"found {colony.id}")
    assert GAME.is_over(state) and state.winner == YELLOW
    assert any(e.code == "sf.won" for e in events)
    assert second.node == node("v5_29") and GAME.to_act(state) == ()
    assert GAME.result(state).ranks[YELLOW] == 1


def test_14_a_non_active_player_wins_at_the_start_of_their_turn():
    state = new(4)
    set_fame(state, RED, 21)  # 14 VP
    set_upgrades(state, RED, cannon=3)
    trade_phase(state, YELLOW)
    rig_top_encounter(state, "E25")
    state.rigged = [("black", "blue")]
    act(state, YELLOW, "shake")
    assert points(state, RED) == 15 and not GAME.is_over(state)
    act(state, YELLOW, "end_flight")
    assert GAME.is_over(state) and state.winner == RED


def test_14_losing_the_marker_before_your_turn_means_no_win():
    from tabletop.games.starfarers.components import CIVS

    gf = CIVS.index("green_folk")
    state = new(4)
    state.stations[gf] = [RED, YELLOW]
    state.pieces[RED][1] -= 1
    state.pieces[YELLOW][1] -= 1
    state.markers[gf] = RED
    give_friend(state, RED, "GF_ORE")
    give_friend(state, YELLOW, "GF_FUEL")
    set_fame(state, RED, 18)  # 4 + 2 + 9 = 15
    assert points(state, RED) == 15
    ship = _dock(state, YELLOW, 3)
    act(state, YELLOW, f"step {ship.id} v4_12")
    act(state, YELLOW, f"dock {ship.id}")
    act(state, YELLOW, "befriend GF_FOOD")
    assert state.markers[gf] == YELLOW and points(state, RED) == 13
    act(state, YELLOW, "end_flight")
    assert not GAME.is_over(state) and state.current == RED


# --- 15. Encounters (stand-in) --------------------------------------------------------------------------------------
def test_15_encounter_pirate_raiders_tie_goes_to_the_subject():
    state = new(4)
    trade_phase(state, YELLOW)
    rig_top_encounter(state, "E10")
    state.rigged = [("black", "blue"), ("yellow", "black"), ("yellow", "red"), ("yellow", "yellow"), ("red", "blue")]
    act(state, YELLOW, "shake")
    events = act(state, YELLOW, "answer yes")
    contests = [e.params for e in events if e.code == "sf.contest"]
    assert [(c["value"], c["rival_value"], c["victim"], c["won"]) for c in contests] == [
        (3, 6, BLUE, False), (4, 4, BLUE, True)]
    assert state.decisions.current().kind == "upgrade"
    act(state, YELLOW, "upgrade cannon")
    assert state.upgrades[YELLOW][1] == 1 and state.fame[YELLOW] == 2
    assert state.decisions.current().kind == "fly"


def test_15_encounter_wear_and_tear():
    state = new(4)
    set_upgrades(state, WHITE, booster=3, cannon=2, freight_pod=2)
    give_friend(state, WHITE, "SC_BB")
    set_upgrades(state, BLUE, booster=2, cannon=2, freight_pod=2)
    trade_phase(state, YELLOW)
    rig_top_encounter(state, "E32")  # the redraw shuffles; whichever card comes, it is not E32 itself
    state.rigged = [("black", "red")]
    act(state, YELLOW, "shake")
    assert GAME.to_act(state) == (WHITE,)
    decision = state.decisions.current()
    assert decision.kind == "lose" and not decision.private
    act(state, WHITE, "lose cannon")
    assert sum(state.upgrades[WHITE]) == 6 and sum(state.upgrades[BLUE]) == 6
    assert GAME.to_act(state) == (YELLOW,)
    assert state.encounter_current != "E32" and "E32" not in state.encounter_draw
    assert not GAME.invariants(state)


# --- 16. Counter-offers ---------------------------------------------------------------------------------------------
def _counter_offer_table():
    state = new(4)
    empty_hands(state)
    set_hand(state, YELLOW, ore=2, fuel=1)
    set_hand(state, RED, food=2)
    set_hand(state, WHITE, carbon=1, food=1)
    set_hand(state, BLUE, goods=3)
    trade_phase(state, YELLOW)
    for text in ("offer", "offer_give ore", "offer_want food", "offer_send"):
        act(state, YELLOW, text)
    assert GAME.to_act(state) == (RED,) and state.decisions.current().private
    act(state, RED, "accept")
    assert GAME.to_act(state) == (WHITE,)
    assert refused(state, WHITE, "propose_want fuel") == "sf.propose_first"
    for text in ("propose", "propose_give carbon"):
        act(state, WHITE, text)
    assert refused(state, WHITE, "propose_want carbon") == "sf.both_sides"
    act(state, WHITE, "propose_want fuel")
    assert refused(state, WHITE, "accept") == "sf.finish_proposal"
    act(state, WHITE, "propose_send")
    assert refused(state, WHITE, "pass") == "engine.not_your_turn"  # one answer per round
    act(state, BLUE, "propose")
    act(state, BLUE, "propose_give goods")
    assert refused(state, BLUE, "propose_send") == "sf.no_gifts"
    act(state, BLUE, "propose_give goods")
    act(state, BLUE, "propose_want ore")
    act(state, BLUE, "propose_send")
    return state


def test_16_counter_offers_take_one():
    state = _counter_offer_table()
    view = GAME.view(state, YELLOW)
    assert [a[:2] for a in view.offer.answers] == [(RED, "accept"), (WHITE, "propose"), (BLUE, "propose")]
    assert GAME.view(state, BLUE).offer == view.offer  # offers and proposals are public
    act(state, YELLOW, "take_offer 2")
    assert state.hands[YELLOW] == [2, 0, 1, 0, 0] and state.hands[WHITE] == [0, 1, 0, 1, 0]
    assert state.hands[RED] == [0, 0, 0, 2, 0] and state.offer is None
    assert state.decisions.current().kind == "trade"
    act(state, YELLOW, "offer")  # a new round may open
    act(state, YELLOW, "offer_send")  # a plain call for proposals
    assert GAME.to_act(state) == (RED,)


def test_16_counter_offers_take_none_changes_nothing():
    state = _counter_offer_table()
    hands = [list(h) for h in state.hands]
    act(state, YELLOW, "take_none")
    assert state.hands == hands and state.decisions.current().kind == "trade"


def test_16_counter_offers_only_with_the_active_player():
    state = _counter_offer_table()
    # No answer action names another seat: a proposal always goes to the active player.
    for seat in (RED, WHITE, BLUE):
        assert GAME.legal_actions(state, seat) == []
    assert all(a.kind in ("take_offer", "take_none") for a in GAME.legal_actions(state, YELLOW))
