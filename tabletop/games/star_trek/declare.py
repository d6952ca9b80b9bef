"""Step 1 of a mission attempt (§8): who attempts and whether the declaration may stand (R9, R10, K5)."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.components import PERSONNEL, Kind, seat_of_uid
from tabletop.games.star_trek.crew import KIND_OF, copies_of, same_location, staffing_gap
from tabletop.games.star_trek.state import StarTrekState, commander_of
from tabletop.games.star_trek.steps import arg
from tabletop.games.star_trek.zones import name


def group_for(state: StarTrekState, seat: int, mission: int, ship: int | None) -> list[int]:
    """Returns the attempting group: the seat's unstopped personnel on the planet (on either copy of a mission in
    both decks: one location, K5), or aboard the chosen ship."""
    places = (ship,) if ship is not None else copies_of(state, mission)
    # Asked at every attempt's start and refusal: the place tested first (most cards in play are elsewhere), the
    # kind read off a table and the commander as crew.in_play reads it, with no call per card in play.
    ids, stopped, command = state.cards, state.stopped, state.commander
    return [p for p, at in state.loc.items() if at in places and KIND_OF[ids[p]] is PERSONNEL
            and p not in stopped and (command[p] if p in command else seat_of_uid(p)) == seat]


def declare_check(state: StarTrekState, seat: int, action: Action) -> Reason | None:
    """Returns why `attempt <mission> [<ship>]` is refused now, or None."""
    mission, ship = arg(action, 0), arg(action, 1)
    if not 1 <= len(action.args) <= 2 or mission is None or not 0 <= mission < len(state.cards) \
            or state.card(mission).kind is not Kind.MISSION:
        return Reason("st.no_such_mission")
    refused = _mission_check(state, seat, mission) or _place_check(state, seat, action, mission, ship)
    if refused is not None:
        return refused
    card = state.card(mission)
    group = group_for(state, seat, mission, ship if card.mission_type == "space" else None)
    if not group:
        return Reason("st.no_attempting_personnel", {"mission": card.name})
    if not any(card.allows(state.card(p).affiliation) for p in group):
        return Reason("st.no_allowed_affiliation", {"mission": card.name})
    return None


def _mission_check(state: StarTrekState, seat: int, mission: int) -> Reason | None:
    """Returns why the mission itself may not be attempted by the seat: not its own, a headquarters, completed."""
    card = state.card(mission)
    if mission not in state.sides[seat].missions:
        return Reason("st.not_your_mission", {"mission": card.name})
    if card.mission_type == "headquarters":
        return Reason("st.hq_attempt", {"mission": card.name})
    if any(mission in side.completed for side in state.sides):
        return Reason("st.already_completed", {"mission": card.name})
    return None


def _place_check(state: StarTrekState, seat: int, action: Action, mission: int, ship: int | None) -> Reason | None:
    """Returns why the attempt's place is wrong: a ship named at a planet; at a space mission, no ship of the seat
    there (either copy), or a stopped one, or (with `attempt_needs_staffed_ship`) an unstaffed one."""
    card = state.card(mission)
    if card.mission_type == "planet":
        return Reason("st.planet_no_ship", {"mission": card.name}) if len(action.args) != 1 else None
    if ship is None:
        return Reason("st.choose_ship", {"mission": card.name})
    if not 0 <= ship < len(state.cards) or ship not in state.loc or state.card(ship).kind is not Kind.SHIP \
            or commander_of(state, ship) != seat or not same_location(state, state.loc[ship], mission):
        return Reason("st.no_ship_there", {"mission": card.name})
    if ship in state.stopped:
        return Reason("st.ship_stopped", {"ship": name(state, ship)})
    if state.switches.attempt_needs_staffed_ship and staffing_gap(state, ship):
        return Reason("st.ship_not_staffed", {"ship": name(state, ship),
                                              "missing": ", ".join(staffing_gap(state, ship))})
    return None
