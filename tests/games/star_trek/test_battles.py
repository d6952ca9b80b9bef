"""The battles note's rule scenarios 21–31 and 46 (star_trek_decks.md §7): engagements, combats, damage, each from
its literal state to its exact result, with the switches that change them in both positions."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.games.star_trek.crew import range_left, staffed
from tabletop.games.star_trek.gear import ship_attribute
from tests.games.star_trek.battle_literal import gear, table, to_core, with_cards
from tests.games.star_trek.literal import (FED, GAME, act, kind_now, mission, orders, place, refused, take,
                                           to_hand)

BORG = KLI = ROM = 1
KLI0 = 0   # the Klingons sit at seat 0 when they attack


def drones(state, ship, titles=("Cartography Drone", "Research Drone", "Computation Drone", "Opposition Drone")):
    return [place(state, BORG, t, ship) for t in titles]


def scenario_21(crewed=True, **options):
    state = table("federation", "borg_call_to_arms", **options)
    vaytan = mission(state, FED, "Vaytan")
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    crew = [place(state, FED, t, nebula) for t in ("Lopez", "Lian T'su", "Rixx")] if crewed else []
    sphere = place(state, BORG, "Borg Sphere", vaytan)
    borg = drones(state, sphere)
    beam = to_core(state, BORG, "Borg Cutting Beam")
    orders(state, BORG)
    return state, nebula, crew, sphere, borg, beam


# 21 ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("both", [False, True])
def test_21_engagement_won_with_borg_cutting_beam(both):
    state, nebula, crew, sphere, borg, beam = scenario_21(battle_stops_both=both)
    assert staffed(state, sphere)
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (10, 8, "win")
    taken = b.taken
    assert taken in crew and state.loc[taken] == sphere and state.commander[taken] == BORG and taken < 60
    assert taken in state.stopped
    assert state.damage[nebula] == [beam] and state.sides[BORG].core == []
    assert [ship_attribute(state, nebula, a) for a in ("range", "weapons", "shields")] == [6, 6, 6]
    assert nebula in state.loc
    assert {sphere, *borg} <= state.stopped
    rest = [p for p in crew if p != taken]
    if both:  # battle_stops = both: the Nebula and its two remaining crew are stopped too
        assert {nebula, *rest} <= state.stopped
    else:
        assert not {nebula, *rest} & state.stopped
    assert kind_now(state) == "battle"
    act(state, BORG, "next")
    assert state.battle is None and kind_now(state) == "orders"


def test_21_taking_the_only_staff_leaves_the_ship_unstaffed_and_an_empty_ship_is_still_damaged():
    for seed in range(12):  # find a deal where the pick is Rixx ([Cmd]): the Nebula is then unstaffed
        state, nebula, crew, sphere, borg, beam = scenario_21()
        state.rng.seed(seed)
        act(state, BORG, f"engage {beam} {sphere} {nebula}")
        if state.cards[state.battle.taken] == "1C281":
            assert not staffed(state, nebula)
            break
    else:
        pytest.fail("no seed picked Rixx")
    state, nebula, crew, sphere, borg, beam = scenario_21(crewed=False)
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    assert state.battle.outcome == "win" and state.battle.taken is None and state.damage[nebula] == [beam]


# 22 ---------------------------------------------------------------------------------------------------------
def scenario_22(hold_assistance=True, **options):
    state = table("federation_premiere", "borg_call_to_arms", **options)
    vaytan = mission(state, FED, "Vaytan")
    galaxy = place(state, FED, "U.S.S. Galaxy", vaytan)
    martin = place(state, FED, "Martin", galaxy)
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    crew = [place(state, FED, t, nebula) for t in ("Lopez", "Lian T'su", "Rixx")]
    sphere = place(state, BORG, "Borg Sphere", vaytan)
    drones(state, sphere)
    beam = to_core(state, BORG, "Borg Cutting Beam")
    hand = [to_hand(state, FED, "Render Assistance")] if hold_assistance else [to_hand(state, FED, "Davies")]
    hand += [to_hand(state, FED, "Barron"), to_hand(state, FED, "Martin")]
    orders(state, BORG)
    return state, galaxy, nebula, [martin, *crew], sphere, beam, hand


def borg_passes(state):
    """The window's first turn is the beginner's: Borg holds no response and passes (scenario 22's literal step)."""
    assert kind_now(state) == "assist" and state.decisions.current().seat == BORG
    assert GAME.legal_actions(state, BORG) == [Action("pass")]
    act(state, BORG, "pass")


def test_22_render_assistance_off_turn_turns_the_engagement():
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22()
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    borg_passes(state)
    assert kind_now(state) == "assist" and state.decisions.current().seat == FED  # the hand-over to Fed
    act(state, FED, f"assist {hand[0]} {nebula}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (10, 17, "loss")
    assert beam in state.sides[BORG].discard and b.taken is None and not state.damage
    assert sphere in state.stopped and not {galaxy, nebula} & state.stopped
    assert hand[0] in state.sides[FED].discard


def test_22_joined_ships_not_adding_lets_the_borg_win_and_choose_the_damaged_ship():
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22(joined_ships_add_attributes=False)
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    borg_passes(state)
    act(state, FED, f"assist {hand[0]} {nebula}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (10, 9, "win")
    assert b.taken in crew and kind_now(state) == "damage"
    act(state, BORG, f"damage {nebula}")
    assert state.damage == {nebula: [beam]}


def test_22_the_window_opens_without_render_assistance_and_the_borg_cannot_tell():
    views = []
    for holds in (True, False):
        state, galaxy, nebula, crew, sphere, beam, hand = scenario_22(hold_assistance=holds)
        act(state, BORG, f"engage {beam} {sphere} {galaxy}")
        borg_passes(state)
        assert kind_now(state) == "assist"
        view = GAME.view(state, BORG)
        views.append((view.decisions, view.prompt, view.sides[FED].hand_count))
        if not holds:
            assert GAME.legal_actions(state, FED) == [GAME.legal_actions(state, FED)[-1]]  # pass only
            act(state, FED, "pass")
            assert state.battle.outcome == "win"
    assert views[0] == views[1]


# 23 ---------------------------------------------------------------------------------------------------------
def test_23_a_tie_wins_nobody():
    state = table("klingon", "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    vorcha = place(state, KLI0, "I.K.S. Vor'cha", adelaar)
    crew = [place(state, KLI0, t, vorcha) for t in ("Gowron", "Kahmis", "Kroval", "Vorax")]
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    borg = drones(state, sphere)
    havoc = to_core(state, KLI0, 'Cry "Havoc!"')
    orders(state, KLI0)
    act(state, KLI0, f"engage {havoc} {vorcha} {sphere}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (9, 9, "tie")
    assert b.killed is None and havoc in state.sides[KLI0].discard
    assert {vorcha, *crew} <= state.stopped and not {sphere, *borg} & state.stopped


def test_23_a_tie_runs_the_otherwise_text():
    state, nebula, crew, sphere, borg, beam = scenario_21()
    old = take(state, BORG, "Borg Cutting Beam")
    state.damage[sphere] = [old]
    assert ship_attribute(state, sphere, "weapons") == 8
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    assert state.battle.outcome == "tie" and beam in state.sides[BORG].discard and nebula not in state.damage


# 24 ---------------------------------------------------------------------------------------------------------
def scenario_24(deridex=False):
    state = table("klingon", "romulan")
    risan = mission(state, ROM, "Risan Approach")
    vorcha = place(state, KLI0, "I.K.S. Vor'cha", risan)
    for t in ("Gowron", "Kahmis", "Kroval", "Vorax"):
        place(state, KLI0, t, vorcha)
    scout = place(state, ROM, "Romulan Scout Vessel", risan)
    crew = [place(state, ROM, t, scout) for t in ("Jorvas", "Chagrith")]
    other = place(state, ROM, "D'deridex", risan) if deridex else None
    assistance = to_hand(state, ROM, "Render Assistance")
    havoc = to_core(state, KLI0, 'Cry "Havoc!"')
    orders(state, KLI0)
    return state, vorcha, scout, crew, other, assistance, havoc


def test_24_a_won_engagement_kills_a_random_crew_member():
    state, vorcha, scout, crew, _, _, havoc = scenario_24()
    act(state, KLI0, f"engage {havoc} {vorcha} {scout}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (9, 6, "win")
    assert b.killed in crew and b.killed in state.sides[ROM].discard and b.killed not in state.loc
    assert vorcha in state.stopped


def test_24_the_romulans_answer_with_render_assistance():
    state, vorcha, scout, crew, deridex, assistance, havoc = scenario_24(deridex=True)
    act(state, KLI0, f"engage {havoc} {vorcha} {scout}")
    act(state, KLI0, "pass")   # the beginner's turn in the window comes first (it holds no response)
    act(state, ROM, f"assist {assistance} {deridex}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (9, 15, "loss") and b.killed is None
    assert all(p in state.loc for p in crew) and vorcha in state.stopped


# 25, 26, 29 ---------------------------------------------------------------------------------------------------
def combat_table(**options):
    kli = with_cards("klingon", "Let Honor Guide You", "Let Honor Guide You", "Klingon Disruptor Pistol")
    rom = with_cards("romulan", "Romulan Disruptor Pistol")
    return table(kli, rom, **options)


def test_25_combat_won_and_29_stopped_afterwards():
    state = combat_table()
    remus = mission(state, ROM, "Remus")
    kli = [place(state, KLI0, t, remus) for t in ("K'nera", "T'vis", "Kahmis")]
    rom = [place(state, ROM, t, remus) for t in ("Mopak", "Sabrun", "Noram")]
    honor = to_core(state, KLI0, "Let Honor Guide You")
    second = to_core(state, KLI0, "Let Honor Guide You")
    orders(state, KLI0)
    act(state, KLI0, f"combat {honor} {kli[0]}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (21, 16, "win")
    assert b.killed in rom and b.killed in state.sides[ROM].discard and honor in state.sides[KLI0].discard
    assert set(kli) <= state.stopped and not set(rom) & state.stopped
    act(state, KLI0, "next")
    # 29: stopped, they cannot beam, and a second combat finds no unstopped Klingon with Honor
    assert refused(state, KLI0, f"combat {second} {kli[0]}") == "st.personnel_stopped"
    act(state, KLI0, "end_orders")
    assert not set(kli) & state.stopped   # unstopped at the end of the turn


@pytest.mark.parametrize("fight", [True, False])
def test_26_a_stopped_defender_a_hand_weapon_and_a_tie(fight):
    def setup(pistol_on_planet=True, romulan_pistol=False):
        state = combat_table(stopped_defenders_fight=fight)
        remus = mission(state, ROM, "Remus")
        kli = [place(state, KLI0, t, remus) for t in ("K'nera", "T'vis")]
        mopak = place(state, ROM, "Mopak", remus)
        thexor = place(state, ROM, "Thexor", remus, stopped=True)
        if pistol_on_planet:
            gear(state, KLI0, "Klingon Disruptor Pistol", remus)
        else:
            ship = place(state, KLI0, "I.K.S. K'Vort", remus)
            gear(state, KLI0, "Klingon Disruptor Pistol", ship)
        if romulan_pistol:
            gear(state, ROM, "Romulan Disruptor Pistol", remus)
        honor = to_core(state, KLI0, "Let Honor Guide You")
        orders(state, KLI0)
        act(state, KLI0, f"combat {honor} {kli[0]}")
        return state, kli, mopak, thexor, honor

    state, kli, mopak, thexor, honor = setup()
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == ((16, 14, "win") if fight else (16, 6, "win"))
    assert b.killed in ((mopak, thexor) if fight else (mopak,))
    state, kli, mopak, thexor, honor = setup(pistol_on_planet=False)
    b = state.battle
    assert (b.beginner_total, b.defender_total) == ((14, 14) if fight else (14, 6))
    if fight:
        assert b.outcome == "tie" and b.killed is None and honor in state.sides[KLI0].discard
        assert set(kli) <= state.stopped
        state, *_ = setup(romulan_pistol=True)
        assert (state.battle.beginner_total, state.battle.defender_total, state.battle.outcome) == (16, 16, "tie")


# 27 ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("phaser", [False, True])
def test_27_combat_lost_and_auras_count(phaser):
    fed = with_cards("federation", "Brutal Struggle", "Starfleet Type-2 Phaser")
    state = table(fed, "borg")
    akusei = mission(state, BORG, "Akusei Belt")
    picard, davies = place(state, FED, "Jean-Luc Picard", akusei), place(state, FED, "Davies", akusei)
    borg = [place(state, BORG, t, akusei) for t in ("Opposition Drone", "Cartography Drone", "Evaluation Drone")]
    if phaser:
        gear(state, FED, "Starfleet Type-2 Phaser", akusei)
    struggle = to_core(state, FED, "Brutal Struggle")
    orders(state, FED)
    act(state, FED, f"combat {struggle} {picard}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == ((13 if phaser else 11), 18, "loss")
    assert b.killed is None and {picard, davies} <= state.stopped and struggle in state.sides[FED].discard
    assert not set(borg) & state.stopped


# 28 ---------------------------------------------------------------------------------------------------------
def test_28_refusals():
    fed = with_cards("federation", "Brutal Struggle")
    state = table(fed, "borg_call_to_arms")
    unicomplex = mission(state, BORG, "Unicomplex")
    picard = place(state, FED, "Jean-Luc Picard", unicomplex)
    place(state, BORG, "Research Drone", unicomplex)
    struggle = to_core(state, FED, "Brutal Struggle")
    orders(state, FED)
    assert refused(state, FED, f"combat {struggle} {picard}") == "st.battle_at_headquarters"

    state, nebula, crew, sphere, borg, beam = scenario_21()
    earth = mission(state, FED, "Earth")
    state.loc[nebula] = state.loc[sphere] = earth
    assert refused(state, BORG, f"engage {beam} {sphere} {nebula}") == "st.battle_at_headquarters"
    state.loc[nebula] = state.loc[sphere] = mission(state, FED, "Vaytan")
    state.stopped.add(sphere)
    assert refused(state, BORG, f"engage {beam} {sphere} {nebula}") == "st.ship_stopped"
    cube = place(state, BORG, "Borg Cube", state.loc[nebula])
    for t in ("Calibration Drone", "Invasive Drone", "Transwarp Drone", "Information Drone", "Acclimation Drone"):
        place(state, BORG, t, cube)
    assert staffed(state, cube)
    assert GAME.why_illegal(state, BORG, Action.parse(f"engage {beam} {cube} {nebula}")) is None

    state = table("klingon", "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    vorcha = place(state, KLI0, "I.K.S. Vor'cha", adelaar)
    gowron = place(state, KLI0, "Gowron", vorcha, stopped=True)
    for t in ("K'nera", "Kahmis", "Kroval", "Vorax"):
        place(state, KLI0, t, vorcha)
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    havoc = to_core(state, KLI0, 'Cry "Havoc!"')
    orders(state, KLI0)
    leaders = [p for p in state.loc if state.loc[p] == vorcha and "Leadership" in dict(state.card(p).skills)]
    for p in leaders:
        state.stopped.add(p)
    assert gowron in leaders
    assert refused(state, KLI0, f"engage {havoc} {vorcha} {sphere}") in ("st.ship_does_not_fit",
                                                                          "st.ship_not_staffed")


# 30, 31 -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("threshold", [2, 3])
def test_30_damage_to_destruction(threshold):
    state = table("federation", "borg_call_to_arms", damage_cards_to_destroy=threshold)
    vaytan = mission(state, FED, "Vaytan")
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    crew = [place(state, FED, t, nebula) for t in ("Lopez", "Lian T'su")]
    first = take(state, BORG, "Borg Cutting Beam")
    state.damage[nebula] = [first]
    sphere = place(state, BORG, "Borg Sphere", vaytan)
    drones(state, sphere)
    beam = to_core(state, BORG, "Borg Cutting Beam")
    orders(state, BORG)
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (10, 6, "win") and b.taken in crew
    other = next(p for p in crew if p != b.taken)
    if threshold == 2:
        assert b.destroyed == [nebula] and nebula not in state.loc and nebula in state.sides[FED].discard
        assert {first, beam} <= set(state.sides[BORG].discard) and other in state.sides[FED].discard
        assert nebula not in state.damage
    else:
        assert state.damage[nebula] == [first, beam] and other in state.loc
        assert [ship_attribute(state, nebula, a) for a in ("range", "weapons", "shields")] == [4, 4, 4]


@pytest.mark.parametrize("repair", [False, True])
def test_31_damage_persists_and_range(repair):
    state = table("federation", "borg_call_to_arms", damage_repair_at_headquarters=repair)
    vaytan, earth = mission(state, FED, "Vaytan"), mission(state, FED, "Earth")
    lapideas = mission(state, FED, "Lapideas System")
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    for t in ("Rixx", "Lopez", "Lian T'su"):
        place(state, FED, t, nebula)
    beam = take(state, BORG, "Borg Cutting Beam")
    state.damage[nebula] = [beam]
    orders(state, FED)
    assert range_left(state, nebula) == 6
    act(state, FED, f"move {nebula} {earth}")
    assert range_left(state, nebula) == 1
    assert refused(state, FED, f"move {nebula} {lapideas}") == "st.range_short"
    act(state, FED, "end_orders")
    if repair:
        assert nebula not in state.damage and beam in state.sides[BORG].discard
        assert range_left(state, nebula) == 8
    else:
        assert state.damage[nebula] == [beam] and range_left(state, nebula) == 6
    # a ship that used 5 of its 8 Range and then takes a Cutting Beam has 1 left
    state.damage.pop(nebula, None)
    state.range_used[nebula] = 5
    state.damage[nebula] = [take(state, BORG, "Borg Cutting Beam")]
    assert range_left(state, nebula) == 1


# 46 ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("staffed_kvort", [True, False])
def test_46_render_assistance_for_the_beginner(staffed_kvort):
    state = table("klingon", "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    vorcha = place(state, KLI0, "I.K.S. Vor'cha", adelaar)
    crew = [place(state, KLI0, t, vorcha) for t in ("Gowron", "Kahmis", "Kroval", "Vorax")]
    kvort = place(state, KLI0, "I.K.S. K'Vort", adelaar)
    crew += [place(state, KLI0, "Dokar", kvort)]
    if staffed_kvort:
        crew += [place(state, KLI0, t, kvort) for t in ("T'vis", "B'amara")]
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    borg = drones(state, sphere)
    havoc = to_core(state, KLI0, 'Cry "Havoc!"')
    assistance = to_hand(state, KLI0, "Render Assistance")
    orders(state, KLI0)
    act(state, KLI0, f"engage {havoc} {vorcha} {sphere}")
    assert kind_now(state) == "assist" and state.decisions.current().seat == KLI0
    if not staffed_kvort:
        assert refused(state, KLI0, f"assist {assistance} {kvort}") == "st.joiner_not_ready"
        return
    act(state, KLI0, f"assist {assistance} {kvort}")
    b = state.battle
    assert (b.beginner_total, b.defender_total, b.outcome) == (17, 9, "win") and b.killed in borg
    assert {vorcha, kvort, *crew} <= state.stopped


def test_render_assistance_is_played_once_per_window():
    """One Render Assistance per side and window (count 1, E3): after Kli's joiner, a second copy in hand with a
    second ready ship is not offered, and the window moves on to the totals."""
    state = table("klingon", "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    vorcha = place(state, KLI0, "I.K.S. Vor'cha", adelaar)
    for t in ("Gowron", "Kahmis", "Kroval", "Vorax"):
        place(state, KLI0, t, vorcha)
    kvorts = [place(state, KLI0, "I.K.S. K'Vort", adelaar) for _ in range(2)]
    for ship, crew in zip(kvorts, (("Dokar", "T'vis", "B'amara"), ("K'nera", "T'vis", "B'amara"))):
        for t in crew:
            place(state, KLI0, t, ship)
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    drones(state, sphere)
    havoc = to_core(state, KLI0, 'Cry "Havoc!"')
    first, second = to_hand(state, KLI0, "Render Assistance"), to_hand(state, KLI0, "Render Assistance")
    orders(state, KLI0)
    act(state, KLI0, f"engage {havoc} {vorcha} {sphere}")
    assert {Action.parse(f"assist {c} {s}") for c in (first, second) for s in kvorts} \
        <= set(GAME.legal_actions(state, KLI0))
    act(state, KLI0, f"assist {first} {kvorts[0]}")
    assert kind_now(state) == "battle" and state.battle.beginner == [vorcha, kvorts[0]]
    assert GAME.why_illegal(state, KLI0, Action.parse(f"assist {second} {kvorts[1]}")) is not None
    assert second in state.sides[KLI0].hand and state.battle.responses == [first]
