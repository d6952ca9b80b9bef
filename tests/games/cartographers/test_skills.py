"""The skills mini-expansion: three skills, once per season, paid from the coin track (【ミニ拡張】 and the notes)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.grid import mask_of, neighbours
from tabletop.games.cartographers.skills import PASS, SKILL
from tabletop.games.cartographers.state import Step

from .test_rules import BUGBEAR, FARMLAND, GOBLIN, GREAT_RIVER, HAMLET, HINTERLAND, RIFT, fill, table


def skilled(players=1, top=(HAMLET,), skills=("knowledge", "search", "acrobatics"), coins=5):
    def prepare(state):
        state.skills = list(skills)
        for sheet in state.sheets:
            sheet.shape_coins = coins
    return table(players=players, top=top, prepare=prepare)


def kinds(state, seat=0):
    return {a.kind for a in GAME.legal_actions(state, seat)}


def play(state, seat, text):
    action = Action.parse(text)
    reason = GAME.why_illegal(state, seat, action)
    assert reason is None, reason
    return GAME.apply(state, seat, action)


def test_three_different_skills_are_dealt_only_with_the_option():
    for seed in range(10):
        state = GAME.new_game(2, {"skills": True}, seed)
        assert len(set(state.skills)) == 3 and set(state.skills) <= set(SKILL)
    assert GAME.new_game(2, {}, 1).skills == []


def test_a_skill_is_offered_before_drawing_when_the_coins_cover_it():
    state = skilled()
    offered = {a.text() for a in GAME.legal_actions(state, 0) if a.kind == "skill"}
    assert offered == {"skill knowledge", "skill search"}  # acrobatics waits for an ambush
    poor = skilled(coins=0)
    assert "skill" not in kinds(poor)
    r = GAME.why_illegal(poor, 0, Action.parse("skill search"))
    assert r.code == "carto.skill_too_dear" and r.params["cost"] == SKILL["search"].cost
    assert GAME.why_illegal(state, 0, Action.parse("skill diplomacy")).code == "carto.skill_not_dealt"


def test_once_per_season_and_the_cost_stops_scoring():
    state = skilled()
    coins = state.sheets[0].coins_left
    play(state, 0, "skill search")
    assert "skill" not in kinds(state)
    play(state, 0, next(a for a in GAME.legal_actions(state, 0) if a.kind == "place" and a.args[0] == 1).text())
    play(state, 0, GAME.legal_actions(state, 0)[0].text())  # the Search 1×1
    play(state, 0, "confirm")
    assert state.sheets[0].coins_spent == SKILL["search"].cost
    assert state.sheets[0].coins_left == coins - SKILL["search"].cost  # the 5-cell shape earns no coin
    assert GAME.why_illegal(state, 0, Action.parse("skill knowledge")).code == "carto.skill_used"


def test_knowledge_draws_the_cards_shape_as_village():
    state = skilled(top=(GREAT_RIVER,))  # a water card
    play(state, 0, "skill knowledge")
    terrains = {a.args[-1] for a in GAME.legal_actions(state, 0)}
    assert terrains == {"village"}
    r = GAME.why_illegal(state, 0, Action.parse("place 0 0 3 0 water"))
    assert r.code == "carto.terrain_not_on_card"


def test_negotiation_draws_a_two_by_two_in_a_terrain_of_the_card():
    state = skilled(skills=("negotiation", "search", "sneak"))
    play(state, 0, "skill negotiation")
    acts = list(GAME.legal_actions(state, 0))
    assert {a.kind for a in acts} == {"square"} and all(GAME.cells_of(state, a).bit_count() == 4 for a in acts)
    play(state, 0, "square 0 0 village")
    play(state, 0, "confirm")
    assert state.sheets[0].drawn[1] == mask_of([(0, 0), (0, 1), (1, 0), (1, 1)])


def test_sneak_lets_a_shape_hang_over_the_edge_and_keeps_its_coin():
    state = skilled(top=(FARMLAND,), skills=("sneak", "search", "knowledge"))
    play(state, 0, "skill sneak")
    hanging = Action.parse("sneak 0 0 -1 0 farm")  # the 2-cell coin shape, top cell off the map
    assert hanging in GAME.legal_actions(state, 0)
    play(state, 0, hanging.text())
    play(state, 0, "confirm")
    assert state.sheets[0].drawn[2] == mask_of([(0, 0)]) and state.sheets[0].shape_coins == 6


def test_search_adds_a_one_by_one_of_the_same_terrain_next_to_the_shape():
    state = skilled()
    play(state, 0, "skill search")
    play(state, 0, "place 0 0 4 0 village")  # the coin shape: (4,0) (5,0) (5,1)
    main = mask_of([(4, 0), (5, 0), (5, 1)])
    extra = list(GAME.legal_actions(state, 0))
    assert extra and all(a.kind == "single" and a.args[-1] == "village" for a in extra)
    assert all(GAME.cells_of(state, a) & neighbours(main) for a in extra)
    assert GAME.why_illegal(state, 0, Action.parse("single 0 10 village")).code == "carto.search_next_to"


def test_concentration_draws_the_same_shape_again_in_the_same_terrain():
    state = skilled(skills=("concentration", "search", "sneak"), coins=5)
    play(state, 0, "skill concentration")
    play(state, 0, "place 1 0 4 0 village")  # the 5-cell shape
    again = list(GAME.legal_actions(state, 0))
    assert {a.kind for a in again} == {"again"} and {a.args[-1] for a in again} == {"village"}
    assert all(GAME.cells_of(state, a, 0).bit_count() == 5 for a in again[:20])
    play(state, 0, again[-1].text())
    play(state, 0, "confirm")
    assert state.sheets[0].drawn[1].bit_count() == 10


def test_heal_wounds_adds_a_two_by_one_next_to_a_monster_or_nothing_without_one():
    state = skilled(skills=("heal_wounds", "search", "sneak"))
    fill(state, 0, [(8, 5)], Terrain.MONSTER)
    play(state, 0, "skill heal_wounds")
    play(state, 0, "place 0 0 0 0 village")
    extra = list(GAME.legal_actions(state, 0))
    assert {a.kind for a in extra} == {"domino"}
    assert all(GAME.cells_of(state, a) & neighbours(mask_of([(8, 5)])) for a in extra)
    calm = skilled(skills=("heal_wounds", "search", "sneak"))
    play(calm, 0, "skill heal_wounds")
    play(calm, 0, "place 0 0 0 0 village")
    assert [a.text() for a in GAME.legal_actions(calm, 0)] == ["skip"]


def test_diplomacy_adds_a_farm_and_a_village_anywhere():
    state = skilled(skills=("diplomacy", "search", "sneak"))
    play(state, 0, "skill diplomacy")
    play(state, 0, "place 0 0 0 0 village")
    assert {a.args[-1] for a in GAME.legal_actions(state, 0)} == {"farm"}
    play(state, 0, "single 10 10 farm")
    assert {a.args[-1] for a in GAME.legal_actions(state, 0)} == {"village"}
    play(state, 0, "single 10 0 village")
    play(state, 0, "confirm")
    assert state.sheets[0].drawn[2] == mask_of([(10, 10)])


def test_acrobatics_turns_a_neighbours_monster_into_a_two_by_one():
    state = skilled(players=2, top=(BUGBEAR, HAMLET))
    assert state.step is Step.AMBUSH_SKILL and set(state.waiting) == {0, 1}
    play(state, 0, "skill acrobatics")
    play(state, 1, "pass")
    assert state.step is Step.AMBUSH
    drawer_of_0 = next(d for d, v in state.targets.items() if v == 0)
    assert {a.kind for a in GAME.legal_actions(state, drawer_of_0)} == {"monster_domino"}
    drawer_of_1 = next(d for d, v in state.targets.items() if v == 1)
    assert {a.kind for a in GAME.legal_actions(state, drawer_of_1)} == {"monster"}


def test_solo_acrobatics_walks_a_two_by_one():
    state = skilled(players=1, top=(GOBLIN, HAMLET))
    assert state.step is Step.AMBUSH_SKILL
    play(state, 0, "skill acrobatics")
    assert state.step is Step.DRAW
    assert state.sheets[0].drawn[4].bit_count() == 2  # a 2×1 instead of the goblins' diagonal of three


def test_a_skill_stays_private_until_the_drawings_are_shown():
    state = skilled(players=2, top=(HINTERLAND,))
    play(state, 0, "skill search")
    assert GAME.view(state, 0).sheets[0].skill == "search"
    assert GAME.view(state, 1).sheets[0].skill is None and not GAME.view(state, 1).sheets[0].skill_used


def test_acrobatics_is_paid_in_secret_until_every_seat_has_chosen():
    seats = [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara")]
    session = Session(GAME, seats, {"skills": True}, 1, state=skilled(players=3, top=(BUGBEAR, HAMLET)))
    state = session.state
    assert state.step is Step.AMBUSH_SKILL and list(state.waiting) == [0, 1, 2]
    coins = state.sheets[0].coins_left
    session.act(0, Action.parse("skill acrobatics"))
    for viewer in (None, 1, 2):
        shown = GAME.view(state, viewer).sheets[0]
        assert shown.coins_left == coins and not shown.skill_used and shown.skill is None
        assert not [e for e in session.events_for(viewer) if e.code.startswith("carto.skill")]
    assert GAME.view(state, 0).sheets[0].skill == "acrobatics"  # Aiko knows what she paid for
    assert [e.code for e in session.events_for(0) if e.code.startswith("carto.skill")] == ["carto.skill_private"]
    session.act(1, PASS)
    session.act(2, PASS)
    assert state.step is Step.AMBUSH  # everyone has chosen: the payment is shown to all
    for viewer in (None, 1, 2):
        assert GAME.view(state, viewer).sheets[0].coins_left == coins - SKILL["acrobatics"].cost
        paid = [e for e in session.events_for(viewer) if e.code == "carto.skill"]
        assert [(e.params["seat"], e.params["skill"]) for e in paid] == [(0, "acrobatics")]


def step_of(state) -> tuple:
    """Returns what tells one simultaneous step from the next: season, card and step."""
    return state.season, state.turn, state.step


def unseen(view, actor):
    """Returns a view less what all may know of `actor` mid-step: that it has finished (left the waiting list)."""
    done = actor not in view.waiting
    sheets = tuple(s._replace(has_drawn=False) if s.seat == actor and done else s for s in view.sheets)
    return view._replace(waiting=tuple(k for k in view.waiting if k != actor), sheets=sheets,
                         decisions=tuple(d for d in view.decisions if d.seat != actor))


@pytest.mark.parametrize("options", ({}, {"skills": True}, {"skills": True, "promo_ambushes": True}))
def test_nothing_a_seat_does_in_a_simultaneous_step_shows_before_the_step_ends(options):
    checked = set()
    for seed in range(8):
        players = 2 + seed % 2
        session = Session(GAME, [SeatInfo(str(k)) for k in range(players)], options, seed)
        state = session.state
        if state.skills:  # deal the ambush skills half the time, the drawing skills the other half
            state.skills = [["acrobatics", "diplomacy", "search"], ["heal_wounds", "knowledge", "sneak"],
                            ["acrobatics", "concentration", "negotiation"], ["diplomacy", "search", "sneak"]][seed % 4]
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            if state.skills and rng.random() < 0.5:  # pay for skills often, to meet every secret
                legal = [a for a in GAME.legal_actions(state, seat) if a.kind == "skill"] or \
                    GAME.legal_actions(state, seat)
            else:
                legal = GAME.legal_actions(state, seat)
            others = [None, *(k for k in range(players) if k != seat)]
            views = {o: unseen(GAME.view(state, o), seat) for o in others}
            logs = {o: len(session.events_for(o)) for o in others}
            before = step_of(state)
            action = rng.choice(legal)
            session.act(seat, action)
            if GAME.is_over(state) or step_of(state) != before:
                continue  # the step has ended: now everything is shown
            checked.add((state.step, action.kind))
            for o in others:
                assert unseen(GAME.view(state, o), seat) == views[o], (seed, seat, action, o)
                news = session.events_for(o)[logs[o]:]
                assert [e.code for e in news] in ([], ["carto.confirmed"]), (seed, seat, action, o, news)
    assert (Step.DRAW, "place") in checked and (Step.AMBUSH, "monster") in checked
    if options:
        assert (Step.DRAW, "skill") in checked and (Step.AMBUSH_SKILL, "skill") in checked


def test_diplomacy_may_be_used_when_an_ambush_is_revealed_before_the_monsters_come():
    assert SKILL["diplomacy"].timing == "any"  # 外交: ゲーム中いつでも使える
    # Solo: the farm and the village are drawn before the monsters walk in, and they block the walk.
    state = skilled(players=1, top=(GOBLIN, HAMLET), skills=("diplomacy", "search", "sneak"))
    assert state.step is Step.AMBUSH_SKILL
    assert {a.text() for a in GAME.legal_actions(state, 0)} == {"skill diplomacy", "pass"}
    assert GAME.why_illegal(state, 0, Action.parse("skill search")).code == "carto.skill_when_drawing"
    assert GAME.why_illegal(state, 0, Action.parse("single 0 0 farm")).code == "carto.skill_or_pass"
    play(state, 0, "skill diplomacy")
    assert GAME.why_illegal(state, 0, Action.parse("single 0 0 village")).code == "carto.need_farm"
    assert GAME.view(state, 0).sheets[0].need == "farm"
    play(state, 0, "single 10 10 farm")  # the goblins' first place (bottom-right corner)
    play(state, 0, "single 0 0 village")
    play(state, 0, "confirm")
    sheet = state.sheets[0]
    assert sheet.drawn[2] == mask_of([(10, 10)]) and sheet.drawn[1] == mask_of([(0, 0)])
    assert sheet.drawn[4] == mask_of([(7, 8), (8, 9), (9, 10)])  # the walk went on past the farm
    assert sheet.coins_spent == SKILL["diplomacy"].cost and state.step is Step.DRAW
    # With neighbours: the farm and village are on the map before the neighbour draws the monsters.
    state = skilled(players=2, top=(BUGBEAR, HAMLET), skills=("diplomacy", "search", "sneak"))
    assert state.step is Step.AMBUSH_SKILL and list(state.waiting) == [0, 1]
    play(state, 0, "skill diplomacy")
    play(state, 1, "pass")
    assert state.step is Step.AMBUSH_SKILL and list(state.waiting) == [0]  # Aiko still draws
    play(state, 0, "single 5 0 farm")
    play(state, 0, "single 6 0 village")
    play(state, 0, "confirm")
    assert state.step is Step.AMBUSH
    assert state.sheets[0].drawn[2] == mask_of([(5, 0)]) and state.sheets[0].drawn[1] == mask_of([(6, 0)])
    drawer = next(d for d, v in state.targets.items() if v == 0)
    assert all(not GAME.cells_of(state, a) & mask_of([(5, 0), (6, 0)]) for a in GAME.legal_actions(state, drawer))
    assert "skill" not in kinds(state, drawer)  # not while drawing the monsters
    assert GAME.why_illegal(state, drawer, Action.parse("skill diplomacy")).code == "carto.skill_at_reveal"


def test_heal_wounds_counts_a_monster_drawn_in_the_same_turn():
    state = skilled(top=(RIFT,), skills=("heal_wounds", "search", "sneak"))
    assert not state.sheets[0].drawn[4]  # no monster on the map yet
    play(state, 0, "skill heal_wounds")
    play(state, 0, "place 0 0 7 7 monster")  # Rift Lands: a 1×1 monster
    extra = list(GAME.legal_actions(state, 0))
    assert extra and {a.kind for a in extra} == {"domino"}
    assert all(GAME.cells_of(state, a) & neighbours(mask_of([(7, 7)])) for a in extra)
    play(state, 0, "domino 0 7 8 forest")
    play(state, 0, "confirm")
    assert state.sheets[0].drawn[0] == mask_of([(7, 8), (7, 9)])
