"""The greedy bot's hint reasons are about this position: the ship, the place it flies to and how far, the site a
colony or spaceport goes on, the cards the next build lacks; never a general maxim."""

from __future__ import annotations

import random

from tabletop.bots import explain, make_bot
from tabletop.bots.starfarers import dist_from
from tabletop.games.starfarers.board import node_of
from tabletop.messages import english
from tests.games.starfarers.helpers import GAME, YELLOW, act, add_trade_ship, flight, new, node, set_upgrades

BOT = make_bot("greedy", GAME.id)


def _why(state, seat, action):
    view = GAME.view(state, seat)
    reason = explain(BOT, GAME, view, seat, action)
    assert reason is not None, action
    return reason, english(reason.code, dict(reason.params))


def test_a_step_names_the_colony_site_the_ship_flies_to_and_how_many_steps_it_is_then():
    state = new(4)
    flight(state, YELLOW, 5)
    view = GAME.view(state, YELLOW)
    step = BOT.choose(GAME, view, YELLOW, GAME.legal_actions(state, YELLOW), random.Random(1))
    assert step.kind == "step"
    reason, text = _why(state, YELLOW, step)
    assert reason.code.startswith("sf.why.step_colony")
    target = node_of(reason.params["node"])
    assert reason.params["steps"] == dist_from(target)[node_of(step.args[1])] > 0
    assert "colony ship" in text and "colony site" in text and f"{reason.params['steps']} steps" in text, text
    assert "System" in text or "Colonies" in text, text  # the site is named where a player finds it


def test_the_last_step_onto_the_site_says_it_arrives_there():
    state = new(4)
    ship = next(s for s in state.ships if s is not None and s.owner == YELLOW)
    ship.node = ship.start = node("v4_22")
    flight(state, YELLOW, 5)
    step = next(a for a in GAME.legal_actions(state, YELLOW) if a.kind == "step" and a.args[1] == "v5_21")
    reason, text = _why(state, YELLOW, step)
    assert reason.code == "sf.why.arrive_colony" and reason.params["node"] == "v5_21"
    assert "onto the colony site between goods and ore in System 1" in text, text


def test_founding_names_the_site_and_the_points_it_brings():
    from tests.games.starfarers.helpers import set_disc

    state = new(4)
    for planet, value in (("h1_19", 4), ("h2_20", 10), ("h1_21", 5)):
        set_disc(state, planet, value)
    ship = next(s for s in state.ships if s is not None and s.owner == YELLOW)
    ship.node = ship.start = node("v4_22")
    flight(state, YELLOW, 5)
    act(state, YELLOW, f"step {ship.id} v5_21")
    reason, text = _why(state, YELLOW, next(a for a in GAME.legal_actions(state, YELLOW) if a.kind == "found"))
    assert reason.params["node"] == "v5_21" and reason.params["vp"] == 5
    assert "System 1" in text and "5 VP" in text, text


def test_a_trade_ship_step_names_the_outpost_and_docking_names_the_marker():
    state = new(4)
    set_upgrades(state, YELLOW, freight_pod=1)
    ship = add_trade_ship(state, YELLOW, "v5_13")
    flight(state, YELLOW, 3)
    for other in state.ships:
        if other is not None and other is not ship:
            other.done = True
    reason, text = _why(state, YELLOW, next(a for a in GAME.legal_actions(state, YELLOW)
                                            if a.kind == "step" and a.args[1] == "v4_12"))
    assert reason.code == "sf.why.arrive_outpost" and "Green Folk" in text, text
    act(state, YELLOW, f"step {ship.id} v4_12")
    reason, text = _why(state, YELLOW, next(a for a in GAME.legal_actions(state, YELLOW) if a.kind == "dock"))
    assert reason.code == "sf.why.dock_marker" and "Green Folk" in text and "friendship marker" in text, text


def test_waiting_and_trading_name_the_cards_the_next_build_lacks():
    from tests.games.starfarers.helpers import set_hand, trade_phase

    state = new(4)
    set_hand(state, YELLOW, ore=4, carbon=2)
    trade_phase(state, YELLOW)
    trade = next(a for a in GAME.legal_actions(state, YELLOW) if a.text() == "trade 3 ore food")
    reason, text = _why(state, YELLOW, trade)
    assert reason.params["what"] == "spaceport" and reason.params["resources"] == {"carbon": 1, "food": 2}
    assert text == "This trade brings food: the next spaceport still needs 1 carbon, 2 food.", text


def test_no_reason_in_a_whole_game_is_a_maxim_or_left_unfilled():
    state = new(4, seed=8)
    rng = random.Random(8)
    seen: set[str] = set()
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        action = BOT.choose(GAME, view, seat, GAME.legal_actions(state, seat), rng)
        reason = explain(BOT, GAME, view, seat, action)
        if action.kind in ("step", "found", "dock", "build", "trade"):
            assert reason is not None, action
            text = english(reason.code, dict(reason.params))
            assert "{" not in text and "points first" not in text, text
            if action.kind in ("step", "found", "dock") or (action.kind == "build" and len(action.args) == 2):
                assert "node" in reason.params, (action, reason)
            seen.add(reason.code)
        GAME.apply(state, seat, action)
    assert {"sf.why.found_colony", "sf.why.spaceport"} <= seen and any(c.startswith("sf.why.step_") for c in seen)
