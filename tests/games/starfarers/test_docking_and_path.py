"""A trade ship ending on a docking point founds its station there (§7, R25: it may not park), a refusal at a
taken docking point names the taken point, and the view carries the flying ship's path and steps left."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.messages import english
from tabletop.games.starfarers.components import CIVS
from tabletop.games.starfarers.state import Ship, StarfarersState
from tests.games.starfarers.helpers import (BLUE, GAME, RED, YELLOW, act, add_trade_ship, flight, new, node, refused,
                                            set_upgrades)

GF = CIVS.index("green_folk")


def _trade_ship_flying(state: StarfarersState, seat: int, where: str, pods: int, base: int = 3) -> Ship:
    """Returns a trade ship of the seat at `where`, its flight begun; the seat's other ships have flown."""
    set_upgrades(state, seat, freight_pod=pods)
    ship = add_trade_ship(state, seat, where)
    flight(state, seat, base)
    for other in state.ships:
        if other is not None and other is not ship:
            other.done = True
    return ship


def test_a_trade_ship_on_a_docking_point_may_not_end_its_flight_there():
    state = new(4)
    ship = _trade_ship_flying(state, YELLOW, "v5_11", pods=1)
    act(state, YELLOW, f"step {ship.id} v4_12")
    reason = GAME.why_illegal(state, YELLOW, Action("end_flight"))
    assert reason is not None and reason.code == "sf.must_dock" and reason.params["node"] == "v4_12"
    assert Action("end_flight") not in GAME.legal_actions(state, YELLOW)
    assert Action("dock", (ship.id,)) in GAME.legal_actions(state, YELLOW)
    # The refusal names the rule and the place.
    text = english(reason.code, dict(reason.params))
    assert "must found its trade station" in text and "Green Folk" in text, text


def test_stepping_on_past_the_docking_point_ends_the_flight_elsewhere():
    state = new(4)
    ship = _trade_ship_flying(state, YELLOW, "v5_11", pods=1)
    act(state, YELLOW, f"step {ship.id} v4_12")
    act(state, YELLOW, f"step {ship.id} v5_11")
    act(state, YELLOW, "end_flight")
    assert state.stations[GF] == []


def test_another_ship_may_not_start_while_a_trade_ship_stands_on_a_docking_point_it_could_dock_at():
    state = new(4)
    ship = _trade_ship_flying(state, YELLOW, "v5_11", pods=1)
    colony = next(s for s in state.ships if s is not None and s.owner == YELLOW and not s.trade)
    colony.done = False
    act(state, YELLOW, f"step {ship.id} v4_12")
    assert not [a for a in GAME.legal_actions(state, YELLOW) if a.kind == "step" and a.args[0] == colony.id]
    assert refused(state, YELLOW, f"step {colony.id} v4_26") == "sf.must_dock"


def test_in_a_bots_game_a_trade_ship_on_a_docking_point_is_never_offered_the_end_of_the_flight():
    import random

    from tabletop.bots import make_bot
    from tabletop.games.starfarers.board import DOCKING

    state = new(4, seed=3)
    bots = [make_bot("greedy", GAME.id) for _ in range(4)]
    rng = random.Random(3)
    checked = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        moving = state.ships[state.moving] if state.moving is not None else None
        if moving is not None and moving.trade and not moving.done and DOCKING[moving.node]:
            assert Action("end_flight") not in legal
            assert GAME.why_illegal(state, seat, Action("end_flight")) is not None
            checked += 1
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
        for ship in state.ships:  # no trade ship ever rests on a docking point between turns
            assert ship is None or not (ship.trade and ship.done and DOCKING[ship.node])
    assert checked > 0


def test_a_refusal_at_a_taken_docking_point_blames_the_taken_point_not_freight_pods():
    state = new(4)
    parked = add_trade_ship(state, RED, "v5_11")
    parked.node = node("v4_12")  # a red trade ship left on the point (as old rules allowed)
    ship = _trade_ship_flying(state, BLUE, "v5_13", pods=3)
    act(state, BLUE, f"step {ship.id} v4_12")
    reason = GAME.why_illegal(state, BLUE, Action("dock", (ship.id,)))
    assert reason is not None and reason.code == "sf.dock_taken" and reason.params["node"] == "v4_12"
    # With the point free, the same pods are enough: the pods were never the matter.
    state.ships[parked.id] = None
    assert GAME.why_illegal(state, BLUE, Action("dock", (ship.id,))) is None


def test_too_few_freight_pods_are_named_with_the_counts():
    state = new(4)
    state.stations[GF] = [RED]
    ship = _trade_ship_flying(state, YELLOW, "v5_11", pods=1)
    act(state, YELLOW, f"step {ship.id} v4_12")
    reason = GAME.why_illegal(state, YELLOW, Action("dock", (ship.id,)))
    assert reason is not None and reason.code == "sf.dock_refused"
    assert (reason.params["pods"], reason.params["stations"]) == (1, 1)


def test_the_view_carries_the_flying_ships_path_and_steps_left():
    state = new(4)
    ship = _trade_ship_flying(state, YELLOW, "v5_11", pods=0, base=4)
    view = GAME.view(state, RED)
    mine = next(s for s in view.ships if s.id == ship.id)
    assert mine.path == () and mine.steps_left == view.speed == 4 + state.upgrades[YELLOW][0]
    act(state, YELLOW, f"step {ship.id} v4_10")
    act(state, YELLOW, f"step {ship.id} v5_9")
    view = GAME.view(state, RED)
    mine = next(s for s in view.ships if s.id == ship.id)
    assert mine.path == ("v5_11", "v4_10", "v5_9")
    assert mine.steps_left == view.speed - 2
    act(state, YELLOW, f"step {ship.id} v4_10")  # doubling back is part of the path too
    assert next(s for s in GAME.view(state, None).ships if s.id == ship.id).path[-2:] == ("v5_9", "v4_10")
    act(state, YELLOW, "end_flight")
    view = GAME.view(state, None)  # the next turn: no path, no steps left
    assert all(s.path == () and s.steps_left == 0 for s in view.ships)
