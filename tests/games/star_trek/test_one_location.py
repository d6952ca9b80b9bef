"""K5/R68 beyond attempts and battles: the two copies of a mission in both decks are one location for beaming
(personnel and equipment, down, up and across), for ships (no move between the copies), for card orders that
need a ship there, and for what counts the cards present (auras, equipment, lenders)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.action import Action
from tabletop.games.star_trek.crew import attribute_of, skills_of
from tabletop.games.star_trek.decks import decks_option, premade_decks
from tabletop.games.star_trek.gear import return_equipment
from tabletop.games.star_trek.legal import FAST
from tabletop.games.star_trek.rules import STEPS
from tabletop.messages import english
from tests.games.star_trek.battle_literal import gear, table, with_cards
from tests.games.star_trek.literal import (FED, GAME, act, card_id, kind_now, mission, orders, pile_top, place,
                                           refused, to_hand)
from tests.games.star_trek.test_legal import moments

ROM = KLI = BORG = 1


def tzenketh_table(fed: object = "federation", other: object = "romulan"):
    """Returns Federation (seed) against `other` with both copies of Tzenketh: (state, Fed's copy, the other's)."""
    state = table(fed, other)  # type: ignore[arg-type]
    return state, mission(state, FED, "Tzenketh"), mission(state, ROM, "Tzenketh")


def legal(state, seat: int) -> set[str]:
    """Returns the seat's legal moves as text."""
    return {str(a) for a in GAME.legal_actions(state, seat)}


def test_beam_down_from_a_ship_at_the_other_copy():
    state, fed_tz, rom_tz = tzenketh_table()
    nebula = place(state, FED, "U.S.S. Nebula", rom_tz)
    worf, lopez = place(state, FED, "Worf", nebula), place(state, FED, "Lopez", nebula)
    orders(state, FED)
    moves = legal(state, FED)
    assert {f"beam {worf} {fed_tz}", f"beam {worf} {rom_tz}"} <= moves   # either copy's surface: one place
    act(state, FED, f"beam {worf} {fed_tz}")
    assert state.loc[worf] == fed_tz
    act(state, FED, f"beam {lopez} {rom_tz}")
    assert Action.parse(f"attempt {fed_tz}") in GAME.legal_actions(state, FED)   # both stand at Fed's mission


def test_beam_up_from_the_other_copy_and_across_between_ships_at_both_copies():
    state, fed_tz, rom_tz = tzenketh_table()
    nebula = place(state, FED, "U.S.S. Nebula", fed_tz)
    galaxy = place(state, FED, "U.S.S. Galaxy", rom_tz)
    lopez = place(state, FED, "Lopez", rom_tz)
    rixx = place(state, FED, "Rixx", nebula)
    orders(state, FED)
    moves = legal(state, FED)
    assert {f"beam {lopez} {nebula}", f"beam {lopez} {galaxy}", f"beam {rixx} {galaxy}"} <= moves
    act(state, FED, f"beam {lopez} {nebula}")
    act(state, FED, f"beam {rixx} {galaxy}")
    assert (state.loc[lopez], state.loc[rixx]) == (nebula, galaxy)


def test_from_one_copy_surface_to_the_other_is_no_beam_and_the_opponent_ship_stays_closed():
    state, fed_tz, rom_tz = tzenketh_table()
    lopez = place(state, FED, "Lopez", rom_tz)
    deridex = place(state, ROM, "D'deridex", fed_tz)
    place(state, ROM, "Thexor", deridex)
    orders(state, FED)
    assert refused(state, FED, f"beam {lopez} {fed_tz}") == "st.one_location"
    assert refused(state, FED, f"beam {lopez} {deridex}") == "st.opponent_ship"
    assert not {f"beam {lopez} {fed_tz}", f"beam {lopez} {deridex}"} & legal(state, FED)
    reason = GAME.why_illegal(state, FED, Action.parse(f"beam {lopez} {fed_tz}"))
    assert reason is not None and english(reason.code, reason.params) == \
        "Tzenketh, Investigate Coup is in both decks: its two copies are one location, so it is already there."


def test_a_ship_does_not_move_between_the_copies_and_the_view_prices_no_such_move():
    state, fed_tz, rom_tz = tzenketh_table()
    nebula = place(state, FED, "U.S.S. Nebula", fed_tz)
    for title in ("Rixx", "Lopez", "Lian T'su"):
        place(state, FED, title, nebula)
    orders(state, FED)
    assert refused(state, FED, f"move {nebula} {rom_tz}") == "st.one_location"
    moves = legal(state, FED)
    assert f"move {nebula} {rom_tz}" not in moves and f"move {nebula} {mission(state, FED, 'Earth')}" in moves
    ship = next(s for m in GAME.view(state, FED).sides[FED].missions for s in m.ships if s.uid == nebula)
    assert rom_tz not in dict(ship.costs) and dict(ship.costs)[mission(state, ROM, "Romulus")] == 4


def test_equipment_beams_down_at_the_other_copy_and_helps_whoever_stands_at_either_copy():
    state, fed_tz, rom_tz = tzenketh_table(with_cards("federation", "Tricorder"))
    nebula = place(state, FED, "U.S.S. Nebula", rom_tz)
    tricorder = gear(state, FED, "Tricorder", nebula)
    davies = place(state, FED, "Davies", rom_tz)
    orders(state, FED)
    assert skills_of(state, davies, facing=False).get("Geology") == 1    # the Tricorder is aboard: not present
    assert f"beam {tricorder} {fed_tz}" in legal(state, FED)
    act(state, FED, f"beam {tricorder} {fed_tz}")
    assert state.gear[tricorder] == fed_tz
    assert skills_of(state, davies, facing=False).get("Geology") == 2    # on the other copy's surface: present
    assert refused(state, FED, f"beam {tricorder} {rom_tz}") == "st.one_location"


def with_tzenketh(deck_id, replaced):
    """Returns a premade deck with Tzenketh in place of the mission `replaced`: it shares a mission with Fed (seed)."""
    base = premade_decks()[deck_id]
    missions = tuple(card_id("Tzenketh") if m == card_id(replaced) else m for m in base.missions)
    return replace(base, id=f"{deck_id}+", missions=missions)


def test_an_aura_counts_the_personnel_present_at_either_copy():
    state = table("federation", with_tzenketh("klingon", "Khitomer"))
    fed_tz, kli_tz = mission(state, FED, "Tzenketh"), mission(state, KLI, "Tzenketh")
    bamara = place(state, KLI, "B'amara", kli_tz)
    printed = state.card(bamara).cunning
    kahlest = place(state, KLI, "Kahlest", fed_tz)
    assert attribute_of(state, bamara, "cunning") == printed + 1   # Kahlest stands at the same location
    state.loc[kahlest] = mission(state, KLI, "Qo'noS")
    assert attribute_of(state, bamara, "cunning") == printed


def test_mission_briefing_finds_a_stopped_lender_standing_on_the_other_copy():
    state, fed_tz, rom_tz = tzenketh_table()
    group = [place(state, FED, t, fed_tz) for t in ("Worf", "William T. Riker", "Lopez", "Lian T'su", "Rixx",
                                                     "Davies", "Daniel Kwan")]
    martin = place(state, FED, "Martin", rom_tz, stopped=True)
    briefing, barron = to_hand(state, FED, "Mission Briefing"), to_hand(state, FED, "Barron")
    pile_top(state, ROM, ["Kolaran Raiders"])
    orders(state, FED)
    act(state, FED, f"attempt {fed_tz}")
    while kind_now(state) != "facing":
        seat = GAME.to_act(state)[0]
        choose = [a for a in GAME.legal_actions(state, seat) if a.kind == "choose"]
        act(state, seat, str(choose[0] if choose else GAME.legal_actions(state, seat)[-1]))
    act(state, FED, f"brief {briefing}")
    act(state, FED, f"pay {barron}")
    act(state, FED, f"receive {group[1]}")
    assert f"lend {martin}" in legal(state, FED)   # stopped, Federation, at the mission's location
    act(state, FED, f"lend {martin}")


def test_robin_lefler_carries_stopped_personnel_from_the_other_copy_into_a_ship_there():
    state, fed_tz, rom_tz = tzenketh_table(with_cards("federation", "Robin Lefler"))
    lefler = place(state, FED, "Robin Lefler", fed_tz)
    nebula = place(state, FED, "U.S.S. Nebula", rom_tz)
    davies = place(state, FED, "Davies", rom_tz, stopped=True)
    barron = place(state, FED, "Barron", fed_tz, stopped=True)
    orders(state, FED)
    act(state, FED, f"order {lefler}")
    moves = legal(state, FED)
    assert {f"carry {davies} {nebula}", f"carry {barron} {nebula}"} <= moves
    assert f"carry {davies} {fed_tz}" not in moves and f"carry {barron} {rom_tz}" not in moves   # no move
    act(state, FED, f"carry {davies} {nebula}")
    assert state.loc[davies] == nebula and davies in state.stopped


def test_invasive_drone_places_personnel_from_either_copy_aboard_a_ship_at_the_other():
    state = table("federation", with_tzenketh("borg", "Argolisian Moon"))
    fed_tz, borg_tz = mission(state, FED, "Tzenketh"), mission(state, BORG, "Tzenketh")
    drone = place(state, BORG, "Invasive Drone", fed_tz)
    sphere = place(state, BORG, "Borg Sphere", borg_tz)
    research = place(state, BORG, "Research Drone", fed_tz, stopped=True)
    orders(state, BORG)
    assert f"order {drone}" in legal(state, BORG)   # the Sphere at the other copy is at its mission
    act(state, BORG, f"order {drone}")
    assert f"aboard {research}" in legal(state, BORG)
    act(state, BORG, f"aboard {research}")
    assert state.loc[research] == sphere


def test_the_fast_lists_equal_the_checked_ones_when_only_seed_cards_share_a_mission():
    """The seed's cards only (the fast card orders), one mission in both decks: the lists still equal their
    checks, beams to the other copy included."""
    options = {"decks": decks_option(premade_decks()["federation"], with_tzenketh("borg", "Argolisian Moon"))}
    seen = 0
    for seed in range(3):
        for now, seat in moments(seed, options, greedy=seed == 1):
            decision = now.decisions.open(seat)
            assert decision is not None
            if decision.kind in FAST:
                assert GAME.legal_actions(now, seat) == STEPS[decision.kind].checked(now, decision), seed
                seen += 1
    assert seen > 100


def test_equipment_malfunction_on_this_mission_takes_the_equipment_at_either_copy():
    """`equipment_malfunction_scope` this_mission: equipment lying on the other copy's surface is at the mission
    attempted, so it goes back to hand too; equipment elsewhere stays."""
    state, fed_tz, rom_tz = tzenketh_table(with_cards("federation", "Tricorder", "Medical Kit"))
    tricorder = gear(state, FED, "Tricorder", rom_tz)
    kit = gear(state, FED, "Medical Kit", mission(state, FED, "Earth"))
    assert return_equipment(state, FED, fed_tz, []) == [tricorder]
    assert tricorder in state.sides[FED].hand and state.gear == {kit: mission(state, FED, "Earth")}
