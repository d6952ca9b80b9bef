"""Effect templates not covered by a §15 scenario of their own."""

from tabletop.games.star_trek import attempt
from tabletop.games.star_trek.state import Attempt
from tabletop.games.star_trek.turn import cost_to_play
from tests.games.star_trek.literal import (BORG, FED, act, fresh, mission, orders, place, play_segment, refused, take,
                                           to_hand)


def test_cycle_hand_event_darsay_archive():
    state = fresh()
    play_segment(state, FED)
    archive = to_hand(state, FED, "D'Arsay Archive")
    others = [to_hand(state, FED, "Lopez"), to_hand(state, FED, "Davies")]
    deck = len(state.sides[FED].deck)
    act(state, FED, f"play {archive}")
    side = state.sides[FED]
    assert archive in side.discard and len(side.hand) == 2 and len(side.deck) == deck and state.counters == 5
    assert set(others) <= set(side.deck + side.hand)


def test_cost_reduction_is_zero_here():
    state = fresh()
    drone = to_hand(state, BORG, "Acclimation Drone")
    assert cost_to_play(state, BORG, drone) == 2


def _face(state, seat, titles, dilemma, owner):
    where = mission(state, seat, "Akusei Belt" if seat == BORG else "Lapideas System")
    group = [place(state, seat, t, where) for t in titles]
    d = take(state, owner, dilemma)
    state.attempt = Attempt(seat, owner, where, None, list(group), 9, stack=[d], step="face")
    attempt.advance(state, [])
    return group


def test_unless_requirement_met_or_a_leader_killed():
    state = fresh()
    group = _face(state, FED, ["Lopez", "Davies", "Martin", "Rixx", "Lian T'su", "Daniel Kwan", "Barron"],
                  "An Old Debt", BORG)
    assert all(p in state.loc for p in group)  # Biology, Physics and Cunning 36 > 32
    state = fresh()
    group = _face(state, FED, ["Rixx", "Lian T'su"], "An Old Debt", BORG)
    assert group[0] in state.sides[FED].discard and group[1] in state.loc


def test_transwarp_needs_to_be_aboard():
    state = fresh()
    orders(state, BORG)
    drone = place(state, BORG, "Transwarp Drone", mission(state, BORG, "Unicomplex"))
    assert refused(state, BORG, f"order {drone}") == "st.not_aboard"


def test_interlink_in_the_facing_window():
    state = fresh()
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    group = [place(state, BORG, t, akusei) for t in ("Evaluation Drone", "Opposition Drone")]
    d = take(state, FED, "Triage")
    state.attempt = Attempt(BORG, FED, akusei, None, list(group), 9, stack=[d], step="face")
    attempt.advance(state, [])
    assert state.decisions.current().kind == "facing"
    act(state, BORG, f"interlink {group[0]}")
    assert state.attempt is None or all("Exobiology" in state.attempt.gains.get(p, []) for p in group)
