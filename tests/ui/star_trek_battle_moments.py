"""Battle moments of Star Trek, literal states of the battles note's scenarios (tests/games/star_trek) with the seat
at the screen: for the table's battle tests (tests/ui/test_star_trek_battles.py) and the refresh bench."""

from __future__ import annotations

from typing import Callable

from tabletop.engine.session import SeatInfo
from tabletop.games.star_trek.state import StarTrekState
from tests.games.star_trek.battle_literal import gear, table, to_core, with_cards
from tests.games.star_trek.literal import FED, act, kind_now, mission, orders, place, take
from tests.games.star_trek.test_battles import combat_table, drones, scenario_21, scenario_22

BORG = 1
NAMES = [SeatInfo("Aiko"), SeatInfo("Ben")]


def engagement_won():
    """Ben's Borg Sphere wins against Aiko's Nebula: a crew member taken, the Beam laid on it as damage."""
    state, nebula, crew, sphere, borg, beam = scenario_21()
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    return state, BORG


def _assisted(**switches: object) -> StarTrekState:
    """Returns scenario 22 after Ben engages the Galaxy and Aiko answers with Render Assistance (the Nebula joins)."""
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22(**switches)
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    act(state, BORG, "pass")   # the beginner answers the window first (scenario 22), holding no response
    act(state, FED, f"assist {hand[0]} {nebula}")
    return state


def engagement_lost():
    """Aiko's Galaxy is joined by the Nebula through Render Assistance: Ben's engagement is lost."""
    return _assisted(), BORG


def combat_with_weapons():
    """Aiko's Klingons begin a personnel combat on Remus, a hand weapon on each side."""
    state = combat_table()
    remus = mission(state, 1, "Remus")
    kli = [place(state, 0, t, remus) for t in ("K'nera", "T'vis", "Kahmis")]
    for t in ("Mopak", "Sabrun", "Noram"):
        place(state, 1, t, remus)
    gear(state, 0, "Klingon Disruptor Pistol", remus)
    gear(state, 1, "Romulan Disruptor Pistol", remus)
    honor = to_core(state, 0, "Let Honor Guide You")
    orders(state, 0)
    act(state, 0, f"combat {honor} {kli[0]}")
    return state, 0


def ship_destroyed():
    """A second Cutting Beam on the Nebula destroys it."""
    state = table("federation", "borg_call_to_arms")
    vaytan = mission(state, FED, "Vaytan")
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    for t in ("Lopez", "Lian T'su"):
        place(state, FED, t, nebula)
    state.damage[nebula] = [take(state, BORG, "Borg Cutting Beam")]
    sphere = place(state, BORG, "Borg Sphere", vaytan)
    drones(state, sphere)
    beam = to_core(state, BORG, "Borg Cutting Beam")
    orders(state, BORG)
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    return state, BORG


def defenders_window():
    """Ben engages the Galaxy; Aiko may answer with Render Assistance (the Nebula joins)."""
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22()
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    act(state, BORG, "pass")   # the beginner answers the window first (scenario 22), holding no response
    return state, FED


def damage_choice():
    """Ben won with the joined ships not adding: he picks the ship the Beam lies on."""
    state = _assisted(joined_ships_add_attributes=False)
    assert kind_now(state) == "damage"
    return state, BORG


def orders_with_gear():
    """Aiko's orders with a battle event in her core, equipment on Remus and aboard her ship."""
    kli = with_cards("klingon", "Let Honor Guide You", "Klingon Disruptor Pistol", "Klingon Disruptor Pistol")
    state = table(kli, "romulan")
    remus = mission(state, 1, "Remus")
    ship = place(state, 0, "I.K.S. K'Vort", remus)
    place(state, 0, "T'vis", remus)
    place(state, 1, "Mopak", remus)
    gear(state, 0, "Klingon Disruptor Pistol", remus)
    gear(state, 0, "Klingon Disruptor Pistol", ship)
    to_core(state, 0, "Let Honor Guide You")
    orders(state, 0)
    return state, 0


MOMENTS: dict[str, Callable[[], tuple]] = {f.__name__: f for f in (
    engagement_won, engagement_lost, combat_with_weapons, ship_destroyed, defenders_window, damage_choice,
    orders_with_gear)}


