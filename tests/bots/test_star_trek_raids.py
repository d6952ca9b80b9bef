"""The greedy bot goes where a battle pays (star_trek_decks.md §8) on literal states: a staffed ship with a battle
event in the core moves to the opponent's mission for a sure win and engages there, staffing it first when the
personnel where it stands can; Cutting Beam picks a damaged ship, then the crew the opponent needs; equipment is
played for a skill the target mission lacks and beamed with the group; the beginner's choice and the defender's
Render Assistance do not change with the opponent's hidden hand."""

import random

from tabletop.bots.star_trek import battles, equipment, raids
from tabletop.bots.star_trek.board import Board
from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.games.star_trek.moves import BEAM, MOVE, make
from tests.games.star_trek.battle_literal import gear, table, to_core, with_cards
from tests.games.star_trek.literal import FED, GAME, act, mission, orders, place, play_segment, take, to_hand

BORG = 1
DRONES = ("Cartography Drone", "Research Drone", "Computation Drone", "Opposition Drone")


def greedy_orders(state, seat, limit=40):
    """Plays the greedy bot's orders until it ends them; returns the actions it took."""
    bot, rng, taken = GreedyStarTrek(), random.Random(0), []
    for _ in range(limit):
        if list(GAME.to_act(state))[:1] != [seat]:
            break
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME, GAME.view(state, seat), seat, legal, rng)
        taken.append(action)
        GAME.apply(state, seat, action)
        if action.kind == "end_orders":
            break
    return taken


def raid_table(staffed=True, damaged=False):
    """Borg's Sphere at its Adelaar System (crewed, or its drones on Unicomplex's surface beside it), a Fed Nebula
    with three crew at Vaytan, a Cutting Beam in the Borg core; the Fed hand is empty (no Render Assistance)."""
    state = table("federation_premiere", "borg_call_to_arms")
    vaytan = mission(state, FED, "Vaytan")
    nebula = place(state, FED, "U.S.S. Nebula", vaytan)
    crew = [place(state, FED, t, nebula) for t in ("Lopez", "Lian T'su", "Rixx")]
    home = mission(state, BORG, "Adelaar System" if staffed else "Unicomplex")
    sphere = place(state, BORG, "Borg Sphere", home)
    drones = [place(state, BORG, t, sphere if staffed else home) for t in DRONES]
    beam = to_core(state, BORG, "Borg Cutting Beam")
    if damaged:
        state.damage[nebula] = [take(state, BORG, "Borg Cutting Beam")]
    orders(state, BORG)
    return state, vaytan, nebula, crew, sphere, drones, beam


def test_a_staffed_ship_with_a_battle_event_goes_to_the_opponents_mission_and_engages():
    state, vaytan, nebula, crew, sphere, drones, beam = raid_table()
    taken = greedy_orders(state, BORG)
    assert make(MOVE, ship=sphere, to=vaytan) in taken
    assert make("engage", card=beam, ship=sphere, to=nebula) in taken
    assert state.damage.get(nebula) == [beam]


def test_a_ship_is_staffed_from_the_personnel_beside_it_before_the_raid():
    state, vaytan, nebula, crew, sphere, drones, beam = raid_table(staffed=False)
    taken = greedy_orders(state, BORG)
    beams = [a for a in taken if a.kind == BEAM]
    assert beams and all(a.args[1] == sphere for a in beams)
    assert taken.index(beams[-1]) < taken.index(make(MOVE, ship=sphere, to=vaytan))
    assert any(a.kind == "engage" for a in taken)


def test_no_raid_where_render_assistance_could_spoil_the_win():
    state, vaytan, nebula, crew, sphere, drones, beam = raid_table()
    place(state, FED, "U.S.S. Galaxy", vaytan)
    for title in ("Render Assistance", "Barron"):
        to_hand(state, FED, title)
    view = GAME.view(state, BORG)
    assert raids.raid(view, BORG, GAME.legal_actions(state, BORG)) is None   # 10 against 8 + 9 at worst


def test_the_raid_choice_does_not_change_with_the_defenders_hidden_hand():
    choices = []
    for title in ("Render Assistance", "Davies"):
        state, vaytan, nebula, crew, sphere, drones, beam = raid_table()
        place(state, FED, "U.S.S. Galaxy", vaytan)
        to_hand(state, FED, title)
        legal = GAME.legal_actions(state, BORG)
        choices.append(GreedyStarTrek().choose(GAME, GAME.view(state, BORG), BORG, legal, random.Random(0)))
    assert choices[0] == choices[1] != make(MOVE, ship=sphere, to=vaytan)


def test_render_assistance_answer_does_not_change_with_the_beginners_hidden_hand():
    answers = []
    for title in ("Borg Cutting Beam", "Salvaging the Wreckage"):
        state, vaytan, nebula, crew, sphere, drones, beam = raid_table()
        galaxy = place(state, FED, "U.S.S. Galaxy", vaytan)
        assist = to_hand(state, FED, "Render Assistance")
        to_hand(state, BORG, title)
        act(state, BORG, f"move {sphere} {vaytan}")
        act(state, BORG, f"engage {beam} {sphere} {galaxy}")
        act(state, BORG, "pass")   # the beginner answers the window first (scenario 22), holding no response
        legal = GAME.legal_actions(state, FED)
        answers.append(GreedyStarTrek().choose(GAME, GAME.view(state, FED), FED, legal, random.Random(0)))
    assert answers[0] == answers[1] == make("assist", card=assist, ship=nebula)


def test_cutting_beam_prefers_a_damaged_ship_then_the_crew_the_opponent_needs():
    state, vaytan, nebula, crew, sphere, drones, beam = raid_table(damaged=True)
    excelsior = place(state, FED, "U.S.S. Excelsior", vaytan)
    for t in ("Worf", "Martin", "Barron", "Davies"):
        place(state, FED, t, excelsior)
    act(state, BORG, f"move {sphere} {vaytan}")
    legal = GAME.legal_actions(state, BORG)
    view = GAME.view(state, BORG)
    assert battles.best_battle(view, BORG, legal) == make("engage", card=beam, ship=sphere, to=nebula)
    state.damage.clear()
    view = GAME.view(state, BORG)
    needed = {make("engage", card=beam, ship=sphere, to=s): battles.engagement_pays(view, BORG,
                                                                                     make("engage", card=beam,
                                                                                          ship=sphere, to=s))
              for s in (nebula, excelsior)}
    assert all(v is not None for v in needed.values())
    assert battles.best_battle(view, BORG, legal) == max(needed, key=lambda a: needed[a])


def equipment_table():
    """Fed with a Tricorder in hand, Van Orton (Science, no Geology) and a Nebula at Earth, in its play segment."""
    state = table(with_cards("federation_premiere", "Tricorder"), "borg_call_to_arms")
    earth = mission(state, FED, "Earth")
    nebula = place(state, FED, "U.S.S. Nebula", earth)
    people = [place(state, FED, t, earth) for t in ("Van Orton", "Rixx", "Lopez", "Lian T'su")]
    return state, earth, nebula, people


def test_a_skill_granting_equipment_is_played_when_a_target_mission_lacks_that_skill():
    state, earth, nebula, people = equipment_table()
    tricorder = to_hand(state, FED, "Tricorder")
    to_hand(state, FED, "Lopez")
    play_segment(state, FED)
    board = Board(GAME.view(state, FED), FED)
    plays = [a for a in GAME.legal_actions(state, FED) if a.kind == "play"]
    lacking = {"Geology"}
    assert equipment.worth_playing(board.view, FED, board.hand, plays, [p.card for p in board.people], lacking) \
        == make("play", card=tricorder)
    assert equipment.worth_playing(board.view, FED, board.hand, plays, [p.card for p in board.people],
                                   {"Physics"}) is None


def test_equipment_is_beamed_with_the_group_and_down_with_it():
    state, earth, nebula, people = equipment_table()
    tricorder = gear(state, FED, "Tricorder", earth)
    for p in people:
        act(state, FED, f"beam {p} {nebula}")
    bot = GreedyStarTrek()
    legal = GAME.legal_actions(state, FED)
    step = bot._board_ship(Board(GAME.view(state, FED), FED), earth, nebula, legal)
    assert step == make(BEAM, card=tricorder, to=nebula)
    act(state, FED, f"beam {tricorder} {nebula}")
    lapideas = mission(state, FED, "Lapideas System")
    act(state, FED, f"move {nebula} {lapideas}")
    for p in people:
        act(state, FED, f"beam {p} {lapideas}")
    legal = GAME.legal_actions(state, FED)
    assert bot._beam_down(Board(GAME.view(state, FED), FED), lapideas, legal) == make(BEAM, card=tricorder,
                                                                                      to=lapideas)


def test_the_hint_gives_the_battle_reasons_in_the_games_words():
    from tabletop.messages import english
    state, vaytan, nebula, crew, sphere, drones, beam = raid_table(damaged=True)
    bot = GreedyStarTrek()
    move = make(MOVE, ship=sphere, to=vaytan)
    reason = bot.explain(GAME, GAME.view(state, BORG), BORG, move)
    assert reason.code == "st.why.raid"
    assert english(reason.code, reason.params) == ("Moves Borg Sphere to Vaytan, Host Metaphasic Shielding Test: "
                                                   "Borg Cutting Beam beats U.S.S. Nebula there for sure "
                                                   "(10 Weapons, 6 Shields at most).")
    act(state, BORG, f"move {sphere} {vaytan}")
    reason = bot.explain(GAME, GAME.view(state, BORG), BORG, make("engage", card=beam, ship=sphere, to=nebula))
    assert reason.code == "st.why.engage_damaged" and reason.params["shields"] == 6


def test_the_hint_for_render_assistance_says_what_it_turns():
    from tabletop.messages import english
    state, vaytan, nebula, crew, sphere, drones, beam = raid_table()
    galaxy = place(state, FED, "U.S.S. Galaxy", vaytan)
    assist = to_hand(state, FED, "Render Assistance")
    act(state, BORG, f"move {sphere} {vaytan}")
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    reason = GreedyStarTrek().explain(GAME, GAME.view(state, FED), FED, make("assist", card=assist, ship=nebula))
    assert english(reason.code, reason.params) == ("Sends U.S.S. Nebula to help: its Shields make 17 against 10 "
                                                   "Weapons, and the engagement is not lost.")
