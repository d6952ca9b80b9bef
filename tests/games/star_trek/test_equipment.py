"""The battles note's equipment scenarios 32–35 and one shared mission, 45 (star_trek_decks.md §7)."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.games.star_trek.declare import group_for
from tabletop.games.star_trek.crew import move_cost, skills_of, staffed
from tests.games.star_trek.battle_literal import gear, table, to_core, with_cards
from tests.games.star_trek.literal import (FED, GAME, act, beneath, kind_now, mission, orders, pile_top, place,
                                           play_segment, refused, step_on, to_hand)

BORG = KLI = ROM = 1
LAPIDEAS_SIX = ("Davies", "Van Orton", "Daniel Kwan", "Martin", "Lopez", "Lian T'su")
SIX_BENEATH = ["Command Decisions", "Command Decisions", "Kolaran Raiders", "Kolaran Raiders", "Pinned Down",
               "Pinned Down"]


def lapideas_attempt(first="Davies", tricorder="planet"):
    state = table(with_cards("federation", "Tricorder"), "borg")
    lapideas = mission(state, FED, "Lapideas System")
    crew = [place(state, FED, t, lapideas) for t in (first, *LAPIDEAS_SIX[1:])]
    if tricorder == "planet":
        gear(state, FED, "Tricorder", lapideas)
    else:
        nebula = place(state, FED, "U.S.S. Nebula", lapideas)
        gear(state, FED, "Tricorder", nebula)
    beneath(state, lapideas, BORG, SIX_BENEATH)
    orders(state, FED)
    return state, lapideas, crew


@pytest.mark.parametrize("first, tricorder, geology, score", [
    ("Davies", "planet", 3, 35), ("Davies", "ship", 1, 30), ("Barron", "planet", 2, 35)])
def test_32_equipment_skills_count_in_requirements(first, tricorder, geology, score):
    state, lapideas, crew = lapideas_attempt(first, tricorder)
    assert sum(skills_of(state, p, facing=False).get("Geology", 0) for p in crew) == geology
    act(state, FED, f"attempt {lapideas}")
    step_on(state)
    assert lapideas in state.sides[FED].completed and state.sides[FED].score == score


@pytest.mark.parametrize("barron", [False, True])
def test_33_a_hand_weapon_does_not_count_for_requirements(barron):
    state = table(with_cards("federation_premiere", "Starfleet Type-2 Phaser"), "borg")
    ajilon = mission(state, FED, "Ajilon Prime")
    titles = ["Worf", "Lopez", "Lopez", "Martin", "William T. Riker", "Elizabeth Shelby"] + (["Barron"] if barron
                                                                                             else [])
    crew = [place(state, FED, t, ajilon) for t in titles]
    gear(state, FED, "Starfleet Type-2 Phaser", ajilon)
    beneath(state, ajilon, BORG, SIX_BENEATH + ["Triage"])
    orders(state, FED)
    act(state, FED, f"attempt {ajilon}")
    step_on(state)
    if barron:
        assert ajilon in state.sides[FED].completed and state.sides[FED].score == 35
    else:
        assert ajilon not in state.sides[FED].completed and set(crew) <= state.stopped


def test_34_playing_and_moving_equipment():
    state = table(with_cards("federation", "Tricorder"), with_cards("klingon", "Klingon Disruptor Pistol"))
    earth, vaytan = mission(state, FED, "Earth"), mission(state, FED, "Vaytan")
    tricorder = to_hand(state, FED, "Tricorder")
    play_segment(state, FED)
    act(state, FED, f"play {tricorder}")
    assert state.gear[tricorder] == earth and state.counters == 6
    pistol = to_hand(state, KLI, "Klingon Disruptor Pistol")
    play_segment(state, KLI)
    act(state, KLI, f"play {pistol}")
    assert state.gear[pistol] == mission(state, KLI, "Qo'noS")
    nebula = place(state, FED, "U.S.S. Nebula", earth)
    crew = [place(state, FED, t, nebula) for t in ("Rixx", "Lopez", "Lian T'su")]
    orders(state, FED)
    act(state, FED, f"beam {tricorder} {nebula}")
    act(state, FED, f"move {nebula} {vaytan}")
    assert state.gear[tricorder] == nebula and state.loc[nebula] == vaytan
    assert refused(state, FED, f"beam {tricorder} {vaytan}") == "st.no_surface"
    sphere = place(state, KLI, "I.K.S. K'Vort", vaytan)
    assert refused(state, FED, f"beam {tricorder} {sphere}") == "st.opponent_ship"
    del state.loc[crew[2]]   # Lian T'su leaves: Rixx ([Cmd]) and Lopez stay aboard with the Tricorder
    state.sides[FED].discard.append(crew[2])
    assert not staffed(state, nebula)   # Rixx, Lopez and a Tricorder: equipment gives no icon


def test_34_equipment_never_counts_for_the_dilemma_budget():
    state = table(with_cards("federation", "Tricorder"), "borg")
    lapideas = mission(state, FED, "Lapideas System")
    for t in ("Davies", "Van Orton", "Martin"):
        place(state, FED, t, lapideas)
    gear(state, FED, "Tricorder", lapideas)
    beneath(state, lapideas, BORG, ["Triage"])
    orders(state, FED)
    act(state, FED, f"attempt {lapideas}")
    assert state.attempt.budget == 2


@pytest.mark.parametrize("this_mission", [False, True])
def test_35_equipment_malfunction(this_mission):
    fed = with_cards("federation", "Tricorder", "Medical Kit")
    state = table(fed, "klingon", malfunction_this_mission=this_mission)
    lapideas, earth = mission(state, FED, "Lapideas System"), mission(state, FED, "Earth")
    crew = [place(state, FED, t, lapideas) for t in LAPIDEAS_SIX]
    tricorder = gear(state, FED, "Tricorder", lapideas)
    kit = gear(state, FED, "Medical Kit", earth)
    malfunction = pile_top(state, KLI, ["Equipment Malfunction"])[0]
    orders(state, FED)
    act(state, FED, f"attempt {lapideas}")
    act(state, KLI, f"choose {malfunction}")
    act(state, KLI, "done")
    step_on(state)
    assert tricorder in state.sides[FED].hand
    assert (kit in state.sides[FED].hand) is not this_mission and (kit in state.gear) is this_mission
    assert not set(crew) & state.stopped and malfunction in state.beneath[lapideas]
    assert lapideas in state.sides[FED].completed and state.sides[FED].score == 30   # no Geology bonus


# 45 ---------------------------------------------------------------------------------------------------------
def test_45_one_mission_in_both_decks():
    fed = with_cards("federation", "Brutal Struggle")
    state = table(fed, "romulan")
    fed_tz, rom_tz = mission(state, FED, "Tzenketh"), mission(state, ROM, "Tzenketh")
    romulus = mission(state, ROM, "Romulus")
    picard = place(state, FED, "Jean-Luc Picard", fed_tz)
    place(state, ROM, "Mopak", rom_tz)
    deridex = place(state, ROM, "D'deridex", rom_tz)
    other = place(state, ROM, "D'deridex", romulus)
    for t in ("Thexor", "Noram", "Sabrun", "Talvin"):
        place(state, ROM, t, deridex)
    struggle = to_core(state, FED, "Brutal Struggle")
    orders(state, FED)
    assert GAME.why_illegal(state, FED, Action.parse(f"combat {struggle} {picard}")) is None  # one Tzenketh
    orders(state, ROM)
    assert refused(state, ROM, f"move {deridex} {fed_tz}") == "st.one_location"
    assert move_cost(state, romulus, rom_tz) == 4
    assert other in state.loc


def test_45_each_player_attempts_its_own_copy_with_whoever_stands_at_the_location():
    """K5/R68: the two Tzenketh are one place, so the Romulans who came down onto Fed's copy attempt Rom's copy,
    with N from Rom's copy alone; neither may attempt the other's copy."""
    for attacker in (ROM, FED):
        state = table("federation", "romulan")
        fed_tz, rom_tz = mission(state, FED, "Tzenketh"), mission(state, ROM, "Tzenketh")
        rom = [place(state, ROM, t, fed_tz) for t in ("Thexor", "Noram", "Sabrun", "Talvin", "Mopak", "Jorvas",
                                                       "Chagrith", "Dralvak")]
        fed = [place(state, FED, t, rom_tz) for t in ("Worf", "Lopez", "Rixx")]
        beneath(state, fed_tz, ROM, ["Pinned Down", "Limited Welcome"])    # Fed's copy: the Romulans' dilemmas
        orders(state, attacker)
        own, other = (rom_tz, fed_tz) if attacker == ROM else (fed_tz, rom_tz)
        assert Action.parse(f"attempt {own}") in GAME.legal_actions(state, attacker)
        assert refused(state, attacker, f"attempt {other}") == "st.not_your_mission"
        group, budget = (rom, 8) if attacker == ROM else (fed, 1)   # nothing beneath Rom's copy; 3 − 2 at Fed's
        assert group_for(state, attacker, own, None) == group
        begins = next(e for e in act(state, attacker, f"attempt {own}") if e.code == "st.attempt_begins")
        assert (begins.params["count"], begins.params["budget"]) == (len(group), budget)
