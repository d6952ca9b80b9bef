"""The rules scenarios of §15 of the notes (shared/notes/star_trek.md), one test (or a few) each."""

from __future__ import annotations

import random

from tabletop.engine.snapshot import snapshot
from tabletop.games.star_trek.crew import attribute_of, range_left, staffed
from tests.games.star_trek.literal import (BORG, FED, GAME, act, beneath, empty_deck, fresh, kind_now, mission,
                                           only_dilemmas_of_type, orders, pile_top, place, play_segment, refused,
                                           step_on, take, to_hand)


# 1. Setup ------------------------------------------------------------------------------------------------
def test_01_setup():
    state = GAME.new_game(2, {}, 7)
    for side in state.sides:
        assert len(side.missions) == 5 and len(side.hand) == 7 and len(side.deck) == 28 and len(side.pile) == 20
        assert side.score == 0
    assert state.loc == {} and state.beneath == {}
    again = GAME.new_game(2, {}, 7)
    assert again.first == state.first and [s.hand for s in again.sides] == [s.hand for s in state.sides]
    view = GAME.view(state, FED)
    assert view.sides[BORG].hand is None and view.sides[BORG].hand_count == 7
    assert "deck" not in view.sides[FED]._fields or not isinstance(view.sides[FED].deck_count, list)


# 2. Counters ----------------------------------------------------------------------------------------------
def test_02_counters():
    state = fresh()
    play_segment(state, FED)
    nebula, lopez = to_hand(state, FED, "U.S.S. Nebula"), to_hand(state, FED, "Lopez")
    act(state, FED, f"play {nebula}")
    act(state, FED, f"play {lopez}")
    assert state.counters == 1
    assert refused(state, FED, "end_play") == "st.must_spend_counters"
    act(state, FED, "draw")
    act(state, FED, "end_play")
    assert kind_now(state) == "orders"
    play_segment(state, FED, counters=3)
    state.sides[FED].hand += state.sides[FED].deck
    state.sides[FED].deck.clear()
    act(state, FED, "end_play")


# 3. Play list, uniqueness ----------------------------------------------------------------------------------
def test_03_play_list_and_uniqueness():
    state = fresh()
    play_segment(state, FED)
    pran, rabal = to_hand(state, FED, "Pran Tainer"), to_hand(state, FED, "Rabal")
    act(state, FED, f"play {pran}")
    act(state, FED, f"play {rabal}")
    second = to_hand(state, FED, "Pran Tainer")
    assert refused(state, FED, f"play {second}") == "st.unique_in_play"
    drone = take(state, BORG, "Opposition Drone")
    state.sides[FED].hand.append(drone)
    state.sides[FED].deck.append(state.sides[BORG].deck.pop())  # keep the counts honest is not needed here
    state.sides[BORG].deck.append(state.sides[FED].deck.pop())
    assert refused(state, FED, f"play {drone}") == "st.not_on_play_list"
    play_segment(state, BORG)
    sphere = to_hand(state, BORG, "Borg Sphere")
    act(state, BORG, f"play {sphere}")


# 4. Staffing ------------------------------------------------------------------------------------------------
def test_04_staffing():
    state = fresh()
    earth = mission(state, FED, "Earth")
    ship = place(state, FED, "U.S.S. Excelsior", earth)
    for t in ("Rixx", "Rabal", "Lopez"):
        place(state, FED, t, ship)
    assert staffed(state, ship)
    other = fresh()
    earth = mission(other, FED, "Earth")
    ship = place(other, FED, "U.S.S. Excelsior", earth)
    place(other, FED, "Rabal", ship)
    place(other, FED, "Rabal", ship)
    place(other, FED, "Lopez", ship, stopped=True)
    assert not staffed(other, ship)
    third = fresh()
    earth = mission(third, FED, "Earth")
    nebula = place(third, FED, "U.S.S. Nebula", earth)
    for t in ("Rabal", "Lopez", "Pran Tainer"):
        place(third, FED, t, nebula)
    assert not staffed(third, nebula)
    place(third, FED, "Rixx", nebula)
    assert staffed(third, nebula)


# 5. Range ------------------------------------------------------------------------------------------------------
def _borg_sphere(state):
    uni = mission(state, BORG, "Unicomplex")
    sphere = place(state, BORG, "Borg Sphere", uni)
    crew = [place(state, BORG, t, sphere) for t in
            ("Transwarp Drone", "Opposition Drone", "Opposition Drone", "Computation Drone", "Research Drone")]
    return uni, sphere, crew


def test_05_range():
    state = fresh()
    orders(state, BORG)
    uni, sphere, crew = _borg_sphere(state)
    argo, fluidic, adelaar = (mission(state, BORG, t) for t in ("Argolisian Moon", "Fluidic Space", "Adelaar System"))
    act(state, BORG, f"move {sphere} {argo}")
    assert range_left(state, sphere) == 3
    assert refused(state, BORG, f"move {sphere} {fluidic}") == "st.range_short"
    act(state, BORG, f"order {crew[0]}")
    assert crew[0] in state.sides[BORG].hand and range_left(state, sphere) == 5
    assert staffed(state, sphere)
    assert refused(state, BORG, f"move {sphere} {fluidic}") == "st.range_short"
    assert refused(state, BORG, f"move {sphere} {adelaar}") == "st.range_short"
    act(state, BORG, "end_orders")
    assert range_left(state, sphere) == 9


# 6. Beaming and stopped ------------------------------------------------------------------------------------------
def test_06_beaming_and_stopped():
    state = fresh()
    lapideas, vaytan = mission(state, FED, "Lapideas System"), mission(state, FED, "Vaytan")
    nebula = place(state, FED, "U.S.S. Nebula", lapideas)
    lopez = place(state, FED, "Lopez", lapideas, stopped=True)
    assert refused(state, FED, f"beam {lopez} {nebula}") == "st.stopped_cannot_beam"
    nebula2 = place(state, FED, "U.S.S. Nebula", vaytan)
    galaxy = place(state, FED, "U.S.S. Galaxy", vaytan)
    rixx = place(state, FED, "Rixx", nebula2)
    assert refused(state, FED, f"beam {rixx} {vaytan}") == "st.no_surface"
    act(state, FED, f"beam {rixx} {galaxy}")
    assert state.loc[rixx] == galaxy


def _invasive(state, with_ship: bool):
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    invasive = place(state, BORG, "Invasive Drone", akusei, stopped=True)
    others = [place(state, BORG, t, akusei, stopped=True) for t in
              ("Opposition Drone", "Opposition Drone", "Computation Drone", "Research Drone")]
    sphere = place(state, BORG, "Borg Sphere", akusei) if with_ship else None
    return invasive, others, sphere


def test_06_invasive_drone_places_stopped_drones_aboard():
    state = fresh()
    invasive, others, sphere = _invasive(state, True)
    act(state, BORG, f"order {invasive}")
    assert invasive in state.sides[BORG].hand
    for p in others:
        act(state, BORG, f"aboard {p}")
    act(state, BORG, "done")
    assert all(state.loc[p] == sphere and p in state.stopped for p in others)
    off = fresh(stopped_card_text_active=False)
    invasive, _, _ = _invasive(off, True)
    assert refused(off, BORG, f"order {invasive}") == "st.stopped_no_text"


def test_06_invasive_drone_needs_a_ship():
    state = fresh()
    invasive, _, _ = _invasive(state, False)
    assert refused(state, BORG, f"order {invasive}") == "st.no_ship_here"


# 7. Dilemma budget and choice ---------------------------------------------------------------------------------------
FED_LAPIDEAS_7 = ("Jean-Luc Picard", "Lopez", "Pran Tainer", "Lian T'su", "Davies", "Daniel Kwan", "Martin")


def test_07_budget_and_choice():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for t in FED_LAPIDEAS_7:
        place(state, FED, t, lapideas)
    beneath(state, lapideas, BORG, ["Command Decisions", "Triage"])
    pile_top(state, BORG, ["Kolaran Raiders", "Kolaran Raiders", "Wavefront", "Authenticate Artifacts",
                           "An Old Debt"])
    act(state, FED, f"attempt {lapideas}")
    a = state.attempt
    assert a.budget == 5 and len(a.drawn) == 5 and GAME.to_act(state) == (BORG,)
    kr = [u for u in a.drawn if state.card(u).title == "Kolaran Raiders"]
    wave = next(u for u in a.drawn if state.card(u).title == "Wavefront")
    aa = next(u for u in a.drawn if state.card(u).title == "Authenticate Artifacts")
    debt = next(u for u in a.drawn if state.card(u).title == "An Old Debt")
    assert refused(state, BORG, f"choose {wave}") == "st.wrong_dilemma_type"
    act(state, BORG, f"choose {kr[0]}")
    assert refused(state, BORG, f"choose {kr[1]}") == "st.same_title"
    act(state, BORG, f"choose {aa}")
    assert refused(state, BORG, f"choose {debt}") == "st.over_budget"  # 1 + 2 + 3 = 6 > 5
    act(state, BORG, "done")
    # Back to the attempting player before anything resolves: the stack lies face down until Fed steps on.
    assert kind_now(state) == "next" and GAME.to_act(state) == (FED,)
    assert state.attempt.current is None and state.attempt.stack == [kr[0], aa]
    act(state, FED, "next")
    assert state.attempt.current == kr[0] and state.attempt.stack == [aa]
    bottom = state.sides[BORG].pile[-3:]
    assert sorted(bottom) == sorted([kr[1], wave, debt]) and set(bottom) <= state.sides[BORG].face_up
    assert GAME.view(state, FED).sides[BORG].face_up is None


def test_07_no_budget_no_hand_over():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for t in ("Davies", "Pran Tainer", "Martin"):
        place(state, FED, t, lapideas)
    beneath(state, lapideas, BORG, ["Command Decisions", "Triage", "Pinned Down"])
    pile = list(state.sides[BORG].pile)
    act(state, FED, f"attempt {lapideas}")
    assert state.attempt is None and state.sides[BORG].pile == pile and GAME.to_act(state) == (FED,)


def test_07_no_budget_with_limited_welcome():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for t in ("Davies", "Pran Tainer", "Martin"):
        place(state, FED, t, lapideas)
    beneath(state, lapideas, BORG, ["Command Decisions", "Triage", "Pinned Down"])
    welcome = take(state, BORG, "Limited Welcome")
    state.on_mission[lapideas] = [welcome]
    act(state, FED, f"attempt {lapideas}")
    assert GAME.to_act(state) == (BORG,) and kind_now(state) == "add"
    act(state, BORG, f"add {welcome}")
    assert state.sides[BORG].pile[-1] == welcome and welcome in state.sides[BORG].face_up
    assert kind_now(state) == "next" and GAME.to_act(state) == (FED,) and state.attempt.stack == []
    act(state, FED, "next")  # after the hand-over, Fed steps on to the check
    assert state.attempt is None


# 8. The walkthrough -------------------------------------------------------------------------------------------------
def _walkthrough(seed=0, **options):
    state = fresh(seed, **options)
    lapideas = mission(state, FED, "Lapideas System")
    group = [place(state, FED, t, lapideas) for t in FED_LAPIDEAS_7]
    return state, lapideas, group


def _stack(state, titles):
    """The owner chooses exactly these drawn dilemmas, in order; the attempting player steps on until a decision
    other than Next."""
    a = state.attempt
    for t in titles:
        uid = next(u for u in a.drawn + a.added if state.card(u).title == t and u not in state.decisions.open(BORG).picks)
        act(state, BORG, f"choose {uid}")
    act(state, BORG, "done")
    step_on(state)


def test_08_walkthrough():
    state, lapideas, group = _walkthrough()
    picard, lopez = group[0], group[1]
    pile_top(state, BORG, ["Kolaran Raiders", "Authenticate Artifacts", "Wavefront", "Triage", "Systems Diagnostic",
                           "Command Decisions", "Command Decisions"])
    act(state, FED, f"attempt {lapideas}")
    _stack(state, ["Kolaran Raiders", "Authenticate Artifacts"])
    assert GAME.to_act(state) == (FED,) and kind_now(state) == "pick"
    assert {a.args[0] for a in GAME.legal_actions(state, FED)} == {picard, lopez}
    act(state, FED, f"stop {lopez}")
    assert kind_now(state) == "next" and state.attempt.faced[-1].stopped == [lopez]  # Kolaran Raiders' outcome
    act(state, FED, "next")
    # Authenticate Artifacts: Picard is the only eligible one, stopped at once.
    assert picard in state.stopped
    step_on(state)
    assert len(state.beneath[lapideas]) == 2 and state.attempt is None
    assert set(group) <= state.stopped  # failed: Cunning 28
    act(state, FED, "end_orders")
    assert not state.stopped
    # Next Fed turn: N = 7 - 2 = 5; Pinned Down alone.
    orders(state, FED)
    pile_top(state, BORG, ["Pinned Down", "Command Decisions", "Command Decisions", "Systems Diagnostic", "Wavefront"])
    act(state, FED, f"attempt {lapideas}")
    assert state.attempt.budget == 5
    _stack(state, ["Pinned Down"])
    assert lapideas in state.sides[FED].completed
    stopped = [p for p in group if p in state.stopped]
    assert len(stopped) == 1
    assert state.sides[FED].score == (30 if stopped[0] == group[2] else 35)
    assert len(state.beneath[lapideas]) == 3


def test_08_walkthrough_unstop_at_owner_turn():
    state, lapideas, group = _walkthrough(unstop_at_owner_turn=True)
    pile_top(state, BORG, ["Kolaran Raiders", "Authenticate Artifacts"])
    act(state, FED, f"attempt {lapideas}")
    _stack(state, ["Kolaran Raiders", "Authenticate Artifacts"])
    act(state, FED, f"stop {group[1]}")
    step_on(state)
    act(state, FED, "end_orders")
    assert set(group) <= state.stopped  # still stopped during the Borg turn
    orders(state, BORG)
    act(state, BORG, "end_orders")
    assert not state.stopped & set(group)


# 9. Wiped out; the rest overcome ------------------------------------------------------------------------------------
def _vaytan(**options):
    state = fresh(**options)
    vaytan = mission(state, FED, "Vaytan")
    ship = place(state, FED, "U.S.S. Excelsior", vaytan)
    group = [place(state, FED, t, ship) for t in ("Lopez", "Lian T'su", "Davies", "Rixx", "Barron", "Van Orton")]
    pile_top(state, BORG, ["Systems Diagnostic", "Wavefront", "Command Decisions", "Pinned Down", "Pinned Down",
                           "Limited Welcome"])
    act(state, FED, f"attempt {vaytan} {ship}")
    _stack(state, ["Systems Diagnostic", "Wavefront", "Command Decisions"])
    return state, vaytan, ship, group


def test_09_wiped_out():
    state, vaytan, ship, group = _vaytan()
    assert set(group) <= state.stopped
    sd = next(u for u in state.sides[BORG].pile if state.card(u).title == "Systems Diagnostic")
    assert state.sides[BORG].pile[-1] == sd and sd in state.sides[BORG].face_up
    assert [state.card(u).title for u in state.beneath[vaytan]] == ["Wavefront", "Command Decisions"]
    assert ship in state.stopped
    earth = mission(state, FED, "Earth")
    assert refused(state, FED, f"move {ship} {earth}") == "st.ship_stopped"
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    crew = [place(state, FED, t, nebula) for t in ("Jean-Luc Picard", "Rabal", "Daniel Kwan")]
    act(state, FED, f"beam {crew[0]} {ship}")
    act(state, FED, f"beam {crew[0]} {nebula}")
    assert refused(state, FED, f"attempt {vaytan} {ship}") == "st.ship_stopped"
    assert GAME.why_illegal(state, FED, __import__("tabletop.engine.action", fromlist=["Action"]).Action.parse(
        f"attempt {vaytan} {nebula}")) is None
    act(state, FED, f"attempt {vaytan} {nebula}")
    assert state.attempt is None or state.attempt.budget == 3 - 2


def test_09_ship_not_stopped_when_switched_off():
    state, vaytan, ship, group = _vaytan(failed_space_attempt_stops_ship=False)
    assert ship not in state.stopped
    assert refused(state, FED, f"move {ship} {mission(state, FED, 'Earth')}") == "st.ship_not_staffed"


# 10. Analyze -----------------------------------------------------------------------------------------------------------
def _argolis(analyze: bool):
    state = fresh()
    orders(state, BORG)
    argo = mission(state, BORG, "Argolisian Moon")
    group = [place(state, BORG, t, argo) for t in ("Cartography Drone", "Research Drone", "Computation Drone",
                                                   "Transwarp Drone", "Invasive Drone", "Opposition Drone")]
    card = to_hand(state, BORG, "Analyze") if analyze else None
    empty_deck(state, BORG)  # no Interlink: its cost needs the deck
    pile_top(state, FED, ["Authenticate Artifacts"])
    act(state, BORG, f"attempt {argo}")
    _stack_fed(state, ["Authenticate Artifacts"])
    return state, argo, group, card


def _stack_fed(state, titles):
    a = state.attempt
    for t in titles:
        uid = next(u for u in a.drawn + a.added if state.card(u).title == t)
        act(state, FED, f"choose {uid}")
    act(state, FED, "done")
    step_on(state)


def test_10_analyze():
    state, argo, group, card = _argolis(True)
    assert kind_now(state) == "return"
    from tabletop.games.star_trek.rules import STEPS
    legal = GAME.legal_actions(state, BORG)   # the fast list (legal_choices.screened) as its checks answer
    assert legal == STEPS["return"].checked(state, state.decisions.open(BORG))
    assert [str(a) for a in legal] == [f"analyze {card}", "pass"]
    act(state, BORG, f"analyze {card}")
    assert [state.card(u).title for u in state.beneath[argo]] == ["Authenticate Artifacts"]
    assert set(group) <= state.stopped and argo not in state.sides[BORG].completed
    without, argo2, _, _ = _argolis(False)
    assert without.beneath.get(argo2, []) == []
    assert without.card(without.sides[FED].pile[-1]).title == "Authenticate Artifacts"


# 11. Adapt --------------------------------------------------------------------------------------------------------------
def _akusei(copy_beneath: bool, dilemma: str = "Kolaran Raiders"):
    state = fresh()
    orders(state, BORG)
    akusei, argo = mission(state, BORG, "Akusei Belt"), mission(state, BORG, "Argolisian Moon")
    group = [place(state, BORG, t, akusei) for t in ("Opposition Drone", "Invasive Drone", "Computation Drone")]
    if copy_beneath:
        beneath(state, argo, FED, ["Kolaran Raiders"])
    else:
        state.on_mission[argo] = [take(state, FED, "Limited Welcome")]
    adapt = to_hand(state, BORG, "Adapt")
    empty_deck(state, BORG)
    pile_top(state, FED, [dilemma])
    act(state, BORG, f"attempt {akusei}")
    _stack_fed(state, [dilemma])
    return state, akusei, group, adapt


def test_11_adapt():
    state, akusei, group, adapt = _akusei(True)
    assert kind_now(state) == "facing"
    events = act(state, BORG, f"adapt {adapt}")
    codes = [e.code for e in events]
    assert "st.adapted" in codes and "st.chose_to_stop" not in codes and "st.only_eligible" not in codes
    assert state.card(state.beneath[akusei][0]).title == "Kolaran Raiders"


def test_11_adapt_needs_a_copy_beneath():
    state, _, _, adapt = _akusei(False)
    assert kind_now(state) != "facing"  # no response: the window is passed over
    state2, _, _, _ = _akusei(False, "Limited Welcome")
    assert kind_now(state2) != "facing"


# 12. Mission Briefing and facing boosts ------------------------------------------------------------------------------------
def _tzenketh(briefing: bool):
    state = fresh()
    tz = mission(state, FED, "Tzenketh")
    group = [place(state, FED, t, tz) for t in ("Worf", "William T. Riker", "Lopez", "Lian T'su", "Rixx", "Davies",
                                                "Daniel Kwan")]
    cards = [to_hand(state, FED, "Mission Briefing"), to_hand(state, FED, "Barron")] if briefing else []
    pile_top(state, BORG, ["Kolaran Raiders", "Failure To Communicate"])
    act(state, FED, f"attempt {tz}")
    _stack(state, ["Kolaran Raiders", "Failure To Communicate"])
    return state, tz, group, cards


def test_12_mission_briefing():
    state, tz, group, (briefing, barron) = _tzenketh(True)
    worf, riker, lopez = group[0], group[1], group[2]
    assert kind_now(state) == "pick"
    assert riker in {a.args[0] for a in GAME.legal_actions(state, FED)}  # Security while facing
    act(state, FED, f"stop {lopez}")
    step_on(state)
    assert kind_now(state) == "facing"
    act(state, FED, f"brief {briefing}")
    act(state, FED, f"pay {barron}")
    act(state, FED, f"receive {riker}")
    events = act(state, FED, f"lend {lopez}")
    assert state.card(state.beneath[tz][-1]).title == "Failure To Communicate"
    assert "st.dilemma_unless_met" in [e.code for e in events]  # Riker has Security 2: nobody is stopped by it
    assert state.attempt.faced[-1].saved == "2 Security" and state.attempt.faced[-1].by == state.cards[briefing]
    events += step_on(state)
    assert "st.chose_to_stop" not in [e.code for e in events] and kind_now(state) == "orders"
    from tabletop.games.star_trek.crew import skills_of
    assert "Security" not in skills_of(state, riker) and "Anthropology" not in skills_of(state, riker)


def test_12_without_briefing_the_owner_chooses():
    state, tz, group, _ = _tzenketh(False)
    act(state, FED, f"stop {group[2]}")
    step_on(state)
    assert kind_now(state) == "pick" and GAME.to_act(state) == (BORG,)
    assert {a.args[0] for a in GAME.legal_actions(state, BORG)} == {group[0], group[1]}


# 13. Pinned Down -----------------------------------------------------------------------------------------------------------
def _pinned(n: int) -> int:
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    titles = ["Lopez", "Lopez", "Lian T'su", "Lian T'su", "Davies", "Davies", "Daniel Kwan", "Daniel Kwan", "Martin",
              "Martin", "Rixx", "Rixx"]
    group = [place(state, FED, t, lapideas) for t in titles[:n]]
    pile_top(state, BORG, ["Pinned Down"])
    act(state, FED, f"attempt {lapideas}")
    _stack(state, ["Pinned Down"])
    return sum(1 for p in group if p in state.stopped or p not in state.loc) if state.attempt is None else -1


def test_13_pinned_down():
    # The group fails the check afterwards (no Geology), so count the stops before that: use the log instead.
    for n, stops in ((9, 1), (11, 2), (12, 3)):
        state = fresh()
        lapideas = mission(state, FED, "Lapideas System")
        titles = ["Lopez", "Lopez", "Lian T'su", "Lian T'su", "Davies", "Davies", "Daniel Kwan", "Daniel Kwan",
                  "Martin", "Martin", "Rixx", "Rixx"]
        for t in titles[:n]:
            place(state, FED, t, lapideas)
        pile_top(state, BORG, ["Pinned Down"])
        act(state, FED, f"attempt {lapideas}")
        a = state.attempt
        uid = next(u for u in a.drawn if state.card(u).title == "Pinned Down")
        act(state, BORG, f"choose {uid}")
        events = act(state, BORG, "done") + step_on(state)
        assert sum(1 for e in events if e.code == "st.random_pick") == stops, n


# 14. Limited Welcome ---------------------------------------------------------------------------------------------------------
def test_14_limited_welcome():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    titles = ["Lopez", "Lopez", "Lian T'su", "Lian T'su", "Davies", "Davies", "Daniel Kwan", "Daniel Kwan",
              "Martin", "Martin", "Rixx"]
    group = [place(state, FED, t, lapideas) for t in titles]
    welcome = pile_top(state, BORG, ["Limited Welcome"])[0]
    act(state, FED, f"attempt {lapideas}")
    _stack(state, ["Limited Welcome"])
    assert state.on_mission[lapideas] == [welcome] and state.beneath.get(lapideas, []) == []
    assert lapideas in state.sides[FED].completed  # the 9 who carried on meet the requirements
    assert sum(1 for p in group if p in state.stopped) == 2


def test_14_limited_welcome_comes_back():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for t in ("Lopez", "Lian T'su", "Davies", "Daniel Kwan", "Martin", "Rixx", "Barron", "Van Orton"):
        place(state, FED, t, lapideas)
    welcome = take(state, BORG, "Limited Welcome")
    state.on_mission[lapideas] = [welcome]
    act(state, FED, f"attempt {lapideas}")
    assert state.attempt.budget == 8 and kind_now(state) == "add"
    act(state, BORG, f"add {welcome}")
    act(state, BORG, f"choose {welcome}")
    act(state, BORG, "done")
    step_on(state)
    assert state.on_mission[lapideas] == [welcome]


def test_14_two_welcomes_only_one_chosen():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for t in ("Lopez", "Lian T'su", "Davies", "Daniel Kwan", "Martin", "Rixx", "Barron", "Van Orton"):
        place(state, FED, t, lapideas)
    w1, w2 = take(state, BORG, "Limited Welcome"), take(state, BORG, "Limited Welcome")
    state.on_mission[lapideas] = [w1, w2]
    act(state, FED, f"attempt {lapideas}")
    act(state, BORG, f"add {w1}")
    act(state, BORG, f"add {w2}")
    act(state, BORG, f"choose {w1}")
    assert refused(state, BORG, f"choose {w2}") == "st.same_title"
    act(state, BORG, "done")
    assert w2 in state.sides[BORG].face_up


# 15. Auras and Interlink at the check ------------------------------------------------------------------------------------------
def _fluidic(deck: bool = True, **options):
    state = fresh(**options)
    orders(state, BORG)
    fluidic = mission(state, BORG, "Fluidic Space")
    sphere = place(state, BORG, "Borg Sphere", fluidic)
    group = [place(state, BORG, t, sphere) for t in ("Cartography Drone", "Acclimation Drone", "Computation Drone",
                                                     "Opposition Drone", "Invasive Drone", "Research Drone")]
    only_dilemmas_of_type(state, FED, ("planet",))  # no eligible space or dual dilemma: the stack is empty
    if not deck:
        empty_deck(state, BORG)
    return state, fluidic, sphere, group


def test_15_auras_and_interlink():
    state, fluidic, sphere, group = _fluidic()
    assert sum(attribute_of(state, p, "cunning", facing=False) for p in group) == 36
    act(state, BORG, f"attempt {fluidic} {sphere}")
    # Interlinks before the check: Cartography (Astrometrics) or Research (Physics).
    assert kind_now(state) == "check"
    research = group[5]
    act(state, BORG, f"interlink {research}")
    assert refused(state, BORG, f"interlink {research}") == "st.interlink_used"
    act(state, BORG, "pass")
    assert fluidic in state.sides[BORG].completed and state.sides[BORG].score == 35


def test_15_interlink_twice_when_switched():
    state, fluidic, sphere, group = _fluidic(interlink_uses=2)
    act(state, BORG, f"attempt {fluidic} {sphere}")
    act(state, BORG, f"interlink {group[5]}")
    act(state, BORG, f"interlink {group[5]}")
    assert len(state.sides[BORG].discard) == 2


def test_15_no_deck_no_interlink():
    state, fluidic, sphere, group = _fluidic(deck=False)
    act(state, BORG, f"attempt {fluidic} {sphere}")
    assert state.attempt is None and fluidic not in state.sides[BORG].completed


def test_15_aura_of_a_stopped_drone():
    state, fluidic, sphere, group = _fluidic()
    state.stopped.add(group[2])
    others = [p for p in group if p != group[2]]
    assert sum(attribute_of(state, p, "cunning", facing=False) for p in others) == 30
    off, _, _, group2 = _fluidic(stopped_card_text_active=False)
    off.stopped.add(group2[2])
    assert sum(attribute_of(off, p, "cunning", facing=False) for p in group2 if p != group2[2]) == 25


# 16. Seven of Nine ----------------------------------------------------------------------------------------------------------------
def _seven(dilemmas: list[str]):
    state = fresh()
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    group = [place(state, BORG, t, akusei) for t in ("Seven of Nine", "Acclimation Drone", "Acclimation Drone",
                                                     "Transwarp Drone", "Calibration Drone", "Cartography Drone",
                                                     "Research Drone")]
    empty_deck(state, BORG)
    return state, akusei, group


def test_16_seven_of_nine():
    state, akusei, group = _seven(["Kolaran Raiders"])
    assert sum(attribute_of(state, p, "strength", facing=False) for p in group) == 36
    pile_top(state, FED, ["Kolaran Raiders"])
    act(state, BORG, f"attempt {akusei}")
    _stack_fed(state, ["Kolaran Raiders"])
    assert group[0] in state.stopped  # the only one with Security while facing


def test_16_seven_without_dilemmas_and_the_queen():
    state, akusei, group = _seven([])
    side = state.sides[FED]
    side.pile[:] = [u for u in side.pile if state.card(u).dilemma_type == "space"] + \
        [u for u in side.pile if state.card(u).dilemma_type != "space"]
    beneath(state, akusei, FED, ["Pinned Down"] * 0)
    for p in group:
        state.turn_gains[p] = ["Security"]
    act(state, BORG, f"attempt {akusei}")
    # No choosable dilemma costs <= 7 of the planet kind at the top? The owner may still choose: pass on all.
    while state.attempt is not None and kind_now(state) == "stack":
        act(state, FED, "done")
    assert akusei in state.sides[BORG].completed or state.attempt is not None


# 17. Ornaran Threat -------------------------------------------------------------------------------------------------------------
def _ornaran(titles, analyze=False):
    state = fresh()
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    group = [place(state, BORG, t, akusei) for t in titles]
    card = to_hand(state, BORG, "Analyze") if analyze else None
    empty_deck(state, BORG)
    pile_top(state, FED, ["Ornaran Threat", "Kolaran Raiders", "Kolaran Raiders", "Triage"])
    act(state, BORG, f"attempt {akusei}")
    _stack_fed(state, ["Ornaran Threat"])
    return state, akusei, group, card


def test_17_ornaran_threat_met():
    state, akusei, group, _ = _ornaran(["Invasive Drone", "Opposition Drone", "Computation Drone", "Transwarp Drone"])
    assert state.card(state.beneath[akusei][0]).title == "Ornaran Threat"


def test_17_ornaran_threat_kills():
    state, akusei, group, card = _ornaran(["Computation Drone", "Transwarp Drone", "Research Drone",
                                           "Calibration Drone"], analyze=True)
    assert kind_now(state) == "return"
    dead = [p for p in group if p not in state.loc]
    assert len(dead) == 1 and dead[0] in state.sides[BORG].discard
    act(state, BORG, "pass")
    assert state.card(state.sides[FED].pile[-1]).title == "Ornaran Threat"


def test_17_ornaran_threat_alone():
    from tabletop.games.star_trek import attempt
    from tabletop.games.star_trek.state import Attempt
    state = fresh()
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    drone = place(state, BORG, "Cartography Drone", akusei)
    to_hand(state, BORG, "Analyze")
    empty_deck(state, BORG)
    threat = take(state, FED, "Ornaran Threat")
    state.attempt = Attempt(BORG, FED, akusei, None, [drone], 4, stack=[threat], step="face")  # a literal stack
    attempt.advance(state, [])
    assert drone in state.sides[BORG].discard and kind_now(state) != "return"
    assert state.card(state.sides[FED].pile[-1]).title == "Ornaran Threat"


# 18. Winning -------------------------------------------------------------------------------------------------------------------
def test_18_winning():
    from tabletop.games.star_trek.scoring import complete_mission
    state = fresh()
    fed = state.sides[FED]
    tz, lap, vay = (mission(state, FED, t) for t in ("Tzenketh", "Lapideas System", "Vaytan"))
    complete_mission(state, FED, lap, [], [])
    complete_mission(state, FED, tz, [], [])
    assert fed.score == 65 and not state.over
    complete_mission(state, FED, vay, [], [])
    assert state.over and GAME.result(state).ranks == (1, 2) and GAME.to_act(state) == ()
    state = fresh()
    complete_mission(state, FED, mission(state, FED, "Tzenketh"), [], [])
    complete_mission(state, FED, mission(state, FED, "Vaytan"), [], [])
    group = [place(state, FED, "Pran Tainer", mission(state, FED, "Lapideas System"))]
    complete_mission(state, FED, mission(state, FED, "Lapideas System"), group, [])
    assert state.over and state.sides[FED].score == 105
    assert GAME.result(state).breakdown[FED]["Lapideas System"] == 30
    assert GAME.result(state).breakdown[FED]["Lapideas System bonus"] == 5
    state = fresh()
    state.switches = state.switches._replace(points_to_win=60)
    complete_mission(state, BORG, mission(state, BORG, "Akusei Belt"), [], [])
    complete_mission(state, BORG, mission(state, BORG, "Argolisian Moon"), [], [])
    assert not state.over
    complete_mission(state, BORG, mission(state, BORG, "Adelaar System"), [], [])
    assert state.over and GAME.result(state).ranks == (2, 1)


# 19. End of turn and deck-out -----------------------------------------------------------------------------------------------------
def test_19_discard_down_to_seven():
    state = fresh()
    hand = [to_hand(state, FED, "Lopez"), to_hand(state, FED, "Lopez")] + [to_hand(state, FED, "Davies")] * 1
    while len(state.sides[FED].hand) < 9:
        state.sides[FED].hand.append(state.sides[FED].deck.pop())
    act(state, FED, "end_orders")
    assert refused(state, FED, "end_turn") == "st.hand_over_limit"
    act(state, FED, f"discard {hand[0]}")
    assert kind_now(state) == "discard"
    act(state, FED, f"discard {hand[1]}")
    assert state.current == BORG


def test_19_end_of_turn_effects_end():
    state = fresh()
    orders(state, BORG)
    uni, sphere, crew = _borg_sphere(state)
    queen = place(state, BORG, "Borg Queen", uni)
    act(state, BORG, f"order {queen}")
    act(state, BORG, "name Transporters")
    state.stopped.add(crew[1])
    act(state, BORG, "end_orders")
    assert not state.turn_gains and not state.stopped and range_left(state, sphere) == 9


def _decked(fed_titles, borg_titles, seed=0):
    from tabletop.games.star_trek.scoring import complete_mission
    state = fresh(seed)
    for seat, titles in ((FED, fed_titles), (BORG, borg_titles)):
        for t in titles:
            complete_mission(state, seat, mission(state, seat, t), [], [])
        side = state.sides[seat]
        side.discard += side.deck
        side.deck.clear()
    return state


def test_19_deck_out():
    state = _decked(["Lapideas System", "Vaytan"], ["Fluidic Space", "Adelaar System"])
    act(state, FED, "end_orders")
    assert state.over and GAME.result(state).ranks == (1, 2)
    state = _decked(["Tzenketh", "Vaytan"], ["Akusei Belt", "Adelaar System"])
    act(state, FED, "end_orders")
    assert state.over and GAME.result(state).ranks == (1, 1)


def test_19_picard_refills_a_deck():
    state = _decked([], [])
    picard = place(state, FED, "Jean-Luc Picard", mission(state, FED, "Earth"))
    cards = [state.sides[FED].discard.pop() for _ in range(3)]
    state.sides[FED].hand += cards
    act(state, FED, f"order {picard}")
    for c in cards:
        act(state, FED, f"tuck {c}")
    act(state, FED, "end_orders")
    assert not state.over and len(state.sides[FED].deck) == 2


def test_19_turn_limit():
    state = GAME.new_game(2, {"turn_limit": 2}, 3)
    rng = random.Random(3)
    while not state.over:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    assert state.end_reason in ("turn_limit", "points") and state.turn <= 2


# 20. Orders ---------------------------------------------------------------------------------------------------------------------
def test_20_worf():
    state = fresh()
    earth = mission(state, FED, "Earth")
    worf = place(state, FED, "Worf", earth)
    lopez = [place(state, FED, "Lopez", earth), place(state, FED, "Lopez", earth)]
    place(state, FED, "Elizabeth Shelby", earth)
    state.stopped.add(lopez[0])
    pile = list(state.sides[BORG].pile)
    before_public, before_borg = GAME.view(state, None), GAME.view(state, BORG)
    events = act(state, FED, f"order {worf}")
    private = [e for e in events if e.code == "st.examined_cards"]
    assert len(private[0].params["cards"]) == 3 and private[0].visible_to == frozenset({FED}) and private[0].reveal
    assert state.sides[BORG].pile == pile
    assert GAME.view(state, BORG).sides == before_borg.sides and GAME.view(state, None).sides == before_public.sides
    assert refused(state, FED, f"order {worf}") == "st.order_used"
    alone = fresh()
    worf = place(alone, FED, "Worf", mission(alone, FED, "Earth"))
    assert refused(alone, FED, f"order {worf}") == "st.nothing_to_examine"


def test_20_borg_queen():
    state = fresh()
    orders(state, BORG)
    uni, sphere, crew = _borg_sphere(state)
    queen = place(state, BORG, "Borg Queen", uni)
    deck = len(state.sides[BORG].deck)
    act(state, BORG, f"order {queen}")
    act(state, BORG, "name Transporters")
    from tabletop.games.star_trek.crew import has_skill
    assert all(has_skill(state, p, "Transporters") for p in crew + [queen])
    assert len(state.sides[BORG].deck) == deck - 1 and len(state.sides[BORG].discard) == 1
    assert refused(state, BORG, f"order {queen}") == "st.order_used"


def test_20_picard():
    state = fresh()
    picard = place(state, FED, "Jean-Luc Picard", mission(state, FED, "Earth"))
    state.sides[FED].hand += [state.sides[FED].deck.pop() for _ in range(2)]
    assert refused(state, FED, f"order {picard}") == "st.too_few_cards"
    state.sides[FED].hand.append(state.sides[FED].deck.pop())
    state.sides[FED].hand.append(state.sides[FED].deck.pop())
    hand = list(state.sides[FED].hand)
    act(state, FED, f"order {picard}")
    events = []
    for c in hand[:3]:
        events += act(state, FED, f"tuck {c}")
    assert state.sides[FED].deck[-3:] == hand[:3] and len(state.sides[FED].hand) == 2
    public = [e for e in events if e.visible(BORG)]
    assert all("cards" not in e.params for e in public)


def test_20_calibration_drone():
    state = fresh()
    orders(state, BORG)
    drone = place(state, BORG, "Calibration Drone", mission(state, BORG, "Unicomplex"))
    state.sides[BORG].hand += [state.sides[BORG].deck.pop() for _ in range(5)]
    deck = len(state.sides[BORG].deck)
    act(state, BORG, f"order {drone}")
    assert drone in state.sides[BORG].discard and len(state.sides[BORG].hand) == 5
    assert len(state.sides[BORG].deck) == deck


def test_secrets_scrambled_stay_out_of_the_other_view():
    state = GAME.new_game(2, {}, 11)
    other = GAME.scramble_hidden(state, FED, random.Random(1))
    assert GAME.view(other, BORG) == GAME.view(state, BORG) and GAME.view(other, FED) != GAME.view(state, FED)
    shuffled = GAME.scramble_hidden(state, None, random.Random(1))
    assert snapshot(shuffled) != snapshot(state)
    assert all(GAME.view(shuffled, v) == GAME.view(state, v) for v in (None, FED, BORG))
