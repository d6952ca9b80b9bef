"""Rules the §15 scenarios leave open, from issue 13's "Rules must be exactly right" list: the §3.2 adjacency
definitions as the rules apply them, the 3-player colony limit with spaceports, conservation under the heuristic
bot (player trades, docking, friendship cards), and undo stopping at every chance event or reveal."""

from __future__ import annotations

import random

from tabletop.bots.random_bot import RandomBot
from tabletop.bots.starfarers import StarfarersBot
from tabletop.engine.decisions import Decision
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.starfarers import cards
from tabletop.games.starfarers.board import NEIGHBOURS, node_id
from tabletop.games.starfarers.components import TOKEN_BY_NAME

from tests.games.starfarers.helpers import (GAME, RED, WHITE, YELLOW, act, add_trade_ship, empty_hands, flight,
                                            give_friend, new, node, planet, refused, set_disc, set_hand, set_upgrades,
                                            ship_of, turn_of)

S01 = ("h1_19", "h2_20", "h1_21")
PATH = ("v4_26", "v5_25", "v4_24", "v5_23", "v4_22", "v5_21")


def _jump(state, seat, ship, where):
    """Gives `seat` a space jump of `ship` (the wormhole's win) in its flight and makes it."""
    state.decisions.push(Decision(seat, "jump", "sf.prompt.jump", {"ship": ship.id}))
    return act(state, seat, f"jump {where}")


# --- §3.2: exploring is any node touching a planet of the system (12), a colony site included (R19) ---------------
def test_a_space_jump_onto_a_colony_site_explores_its_system():
    state = new(4)
    set_disc(state, "h2_20", 10)
    ship = ship_of(state, YELLOW)
    flight(state, YELLOW, 3)
    events = _jump(state, YELLOW, ship, "v5_21")  # a colony site: not among the picture's 9 circled nodes
    assert all(state.face_up[planet(p)] for p in S01)
    assert any(e.code == "sf.explored" and e.params["system"] == "S01" for e in events)
    act(state, YELLOW, f"found {ship.id}")  # R41: the jumped colony ship may found where it lands


def test_a_hazard_revealed_on_arrival_is_cleared_in_the_same_step_if_the_node_is_its_corner():
    state = new(4)
    set_disc(state, "h2_20", "pirate4")
    set_upgrades(state, YELLOW, cannon=4)
    ship = ship_of(state, YELLOW)
    flight(state, YELLOW, 3)
    events = _jump(state, YELLOW, ship, "v5_21")
    codes = [e.code for e in events]
    assert codes.index("sf.explored") < codes.index("sf.pirate_beaten")
    assert state.tokens_won[YELLOW] == [TOKEN_BY_NAME["pirate4"].id] and state.face_up[planet("h2_20")]


# --- §3.2: reaching an ice planet is a corner of it; freight pods only (R16) ---------------------------------------
def _ice_flight(pods: int, scientists: bool = False):
    state = new(4)
    set_disc(state, "h1_19", 4)
    set_disc(state, "h2_20", "ice3")
    set_disc(state, "h1_21", 5)
    set_upgrades(state, YELLOW, freight_pod=pods, cannon=6 if scientists else 0)
    if scientists:
        give_friend(state, YELLOW, "SC_CC")
    flight(state, YELLOW, 5)
    ship = ship_of(state, YELLOW)
    for n in PATH[:5]:
        act(state, YELLOW, f"step {ship.id} {n}")
    return state, ship


def test_an_ice_planet_is_terraformed_on_its_corner_with_enough_freight_pods():
    state, ship = _ice_flight(pods=3)
    h2_20 = planet("h2_20")
    assert state.planet_token[h2_20] == TOKEN_BY_NAME["ice3"].id  # v4_22 touches S01 but is no corner of h2_20
    events = act(state, YELLOW, f"step {ship.id} v5_21")
    assert any(e.code == "sf.ice_terraformed" for e in events)
    assert state.planet_token[h2_20] is None and state.planet_disc[h2_20] is not None
    assert state.tokens_won[YELLOW] == [TOKEN_BY_NAME["ice3"].id]


def test_cannons_do_not_terraform_an_ice_planet_and_too_few_pods_leave_it():
    for pods, scientists in ((2, False), (2, True)):
        state, ship = _ice_flight(pods, scientists)
        events = act(state, YELLOW, f"step {ship.id} v5_21")
        assert not any(e.code == "sf.ice_terraformed" for e in events)
        assert state.planet_token[planet("h2_20")] == TOKEN_BY_NAME["ice3"].id
        assert refused(state, YELLOW, f"found {ship.id}") == "sf.hazard_blocks"


# --- §3.2: production is by planet corners: a colony site touches 2 planets of its system, not the third -----------
def test_a_colony_produces_from_the_two_planets_it_touches_only():
    state = new(4)
    for p, value in zip(S01, (4, 10, 5)):
        set_disc(state, p, value)
        state.face_up[planet(p)] = True
    before = {roll: cards.owed(state, roll)[YELLOW] for roll in (4, 5, 10)}
    state.colonies[node("v5_21")] = YELLOW  # between h2_20 (ore 10) and h1_21 (goods 5); h1_19 (4) is the third
    state.pieces[YELLOW][0] -= 1
    after = {roll: cards.owed(state, roll)[YELLOW] for roll in (4, 5, 10)}
    assert after[4] == before[4]
    assert after[10][0] == before[10][0] + 1 and after[5][4] == before[5][4] + 1


# --- 3 players: the 2 colonies of a system count spaceports ---------------------------------------------------------
def test_three_players_a_spaceport_counts_toward_a_systems_two_colonies():
    state = new(3)
    state.spaceports[node("v14_22")] = RED
    state.pieces[RED][0] -= 1
    state.pieces[RED][3] -= 1
    state.colonies[node("v11_21")] = WHITE
    state.pieces[WHITE][0] -= 1
    set_disc(state, "h4_22", 10)
    ship = ship_of(state, YELLOW)
    ship.node = next(n for n in NEIGHBOURS[node("v14_20")])
    flight(state, YELLOW, 3)
    act(state, YELLOW, f"step {ship.id} v14_20")
    assert refused(state, YELLOW, f"found {ship.id}") == "sf.two_colonies"
    assert not GAME.invariants(state)


# --- the 7: the robbed opponent must hold a card ----------------------------------------------------------------------
def test_the_seven_robs_only_an_opponent_who_holds_a_card():
    state = new(4)
    empty_hands(state)
    set_hand(state, WHITE, ore=2)
    turn_of(state, YELLOW)
    state.rigged = [(3, 4)]
    act(state, YELLOW, "roll")
    assert state.decisions.current().kind == "rob"
    assert [a.text() for a in GAME.legal_actions(state, YELLOW)] == ["rob 2"]
    assert refused(state, YELLOW, "rob 1") == "sf.not_a_target"


# --- conservation with the heuristic bot: player trades, builds, docking and friendship cards -------------------------
def test_conservation_when_heuristic_bots_trade_build_and_dock():
    bot = StarfarersBot()
    seen: set[str] = set()
    for seed in range(3):
        state = new(4, 40 + seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if seat % 2:
                action = RandomBot().choose(GAME, None, seat, legal, rng)
            else:
                action = bot.choose(GAME, GAME.view(state, seat), seat, legal, rng)
            seen.update(e.code for e in GAME.apply(state, seat, action))
            problems = GAME.invariants(state)
            assert not problems, (seed, action, problems)
    assert {"sf.traded", "sf.befriended", "sf.colony_founded", "sf.built"} <= seen


# --- undo never crosses a roll, a shake, a reserve draw, a disc reveal or an encounter draw ------------------------
# The events of chance and of revealed secrets (§14 "Undo"); each must leave nothing to undo.
BARRIERS = {"sf.rolled", "sf.shaken", "sf.reserve_draw_seen", "sf.reserve_rebuilt", "sf.explored", "sf.reserve_disc",
            "sf.encounter", "sf.encounters_shuffled", "sf.contest", "sf.robbed_seen", "sf.helped_seen"}


def test_undo_never_crosses_a_chance_event_or_a_reveal():
    met: set[str] = set()
    undone_steps = 0
    for seed in range(4):
        session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, seed)
        rng = random.Random(seed)
        while not session.is_over() and len(session.log) < 3000:
            seat = session.to_act()[0]
            action = rng.choice(session.legal_actions(seat))
            events = session.act(seat, action)
            hit = {e.code for e in events} & BARRIERS
            if hit:
                met |= hit
                assert not session.can_undo(), (seed, len(session.log), action, hit)
            elif action.kind == "step" and session.can_undo():
                undone_steps += 1
    assert {"sf.rolled", "sf.shaken", "sf.reserve_draw_seen", "sf.explored", "sf.encounter", "sf.contest",
            "sf.robbed_seen"} <= met, met
    assert undone_steps > 0  # a plain step stays undoable: the barriers are not everywhere


def test_undo_stops_at_a_disc_reveal_but_takes_back_the_steps_before_it():
    state = new(4)
    flight(state, YELLOW, 5)
    ship = ship_of(state, YELLOW)
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 1, state=state)
    from tabletop.engine.action import Action

    for n in PATH[:4]:
        session.act(YELLOW, Action("step", (ship.id, n)))
    assert session.can_undo()
    session.act(YELLOW, Action("step", (ship.id, "v4_22")))  # S01's discs turn face up
    assert not session.can_undo()


# --- fast legal lists where the seeded games of tests/engine/test_steps.py seldom go ------------------------------
def _fast_equals_checked(state, seat):
    step, decision = GAME.open_step(state, seat)
    assert step.fast is not None
    legal = GAME.legal_actions(state, seat)
    assert legal == step.checked(state, decision)
    return legal


def test_a_space_jumps_fast_list_is_every_node_the_ship_may_end_on():
    state = new(4)
    colony_ship = ship_of(state, YELLOW)
    trade_ship = add_trade_ship(state, YELLOW, "v4_26")
    flight(state, YELLOW, 3)
    for ship in (colony_ship, trade_ship):
        state.decisions.push(Decision(YELLOW, "jump", "sf.prompt.jump", {"ship": ship.id}))
        legal = _fast_equals_checked(state, YELLOW)
        ends = {a.args[0] for a in legal}
        assert ends
        assert node_id(ship.node) not in ends  # a jump goes somewhere else
        taken = {node_id(s.node) for s in state.ships if s is not None and s is not ship}
        assert not ends & taken  # never onto another piece
        state.decisions.pop()


def test_a_ships_steps_are_the_same_whether_or_not_it_may_end_where_it_stands():
    state = new(4)
    ship = ship_of(state, YELLOW)
    flight(state, YELLOW, 6)
    first = _fast_equals_checked(state, YELLOW)  # at its start, where it may end: every neighbour
    assert {a.args[1] for a in first if a.kind == "step" and a.args[0] == ship.id} == \
        {node_id(n) for n in NEIGHBOURS[ship.node]}
    for where in PATH[:3]:  # on through nodes where it may or may not end, with steps left and then one
        act(state, YELLOW, f"step {ship.id} {where}")
        _fast_equals_checked(state, YELLOW)
