"""The greedy bot's battle rules (star_trek_decks.md §8) on the note's literal states: a sure win is taken, a win
Render Assistance could spoil is not, the defender answers with Render Assistance when it turns the engagement."""

from tabletop.bots.star_trek import battles
from tabletop.engine.action import Action
from tests.games.star_trek.literal import FED, GAME, act
from tests.games.star_trek.test_battles import scenario_21, scenario_22

BORG = 1


def test_a_sure_win_is_taken():
    state, nebula, crew, sphere, borg, beam = scenario_21()
    legal = GAME.legal_actions(state, BORG)
    assert battles.best_battle(GAME.view(state, BORG), BORG, legal) == Action("engage", (beam, sphere, nebula))


def test_a_win_render_assistance_could_spoil_is_not_started_and_the_defender_answers():
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22()
    legal = GAME.legal_actions(state, BORG)
    assert battles.best_battle(GAME.view(state, BORG), BORG, legal) is None   # 10 against 9 + 8 at worst
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    assert battles.assist(GAME.view(state, BORG), BORG, GAME.legal_actions(state, BORG)) == Action("pass")
    act(state, BORG, "pass")   # the beginner's turn in the window comes first (scenario 22)
    answer = battles.assist(GAME.view(state, FED), FED, GAME.legal_actions(state, FED))
    assert answer == Action("assist", (hand[0], nebula))


def test_the_damage_goes_to_a_ship_already_damaged():
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22(joined_ships_add_attributes=False)
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    act(state, BORG, "pass")
    act(state, FED, f"assist {hand[0]} {nebula}")
    view = GAME.view(state, BORG)
    legal = GAME.legal_actions(state, BORG)
    assert battles.damage_target(view, legal).args[0] in (galaxy, nebula)
