"""Each invariant reports a state broken on purpose; seeded random games keep them all."""

import random

from tabletop.games.star_trek.rules import StarTrek

GAME = StarTrek()


def _state():
    return GAME.new_game(2, {}, 1)


def test_a_sound_state_has_no_problem():
    assert GAME.invariants(_state()) == []


def test_a_lost_card_is_reported():
    state = _state()
    state.sides[0].deck.pop()
    assert any("conserved" in p for p in GAME.invariants(state))


def test_a_doubled_card_is_reported():
    state = _state()
    state.sides[0].hand.append(state.sides[0].deck[0])
    assert any("conserved" in p for p in GAME.invariants(state))


def test_counters_out_of_bounds_are_reported():
    state = _state()
    state.counters = -1
    assert any("counters" in p for p in GAME.invariants(state))
    state.counters = 8
    assert any("counters" in p for p in GAME.invariants(state))


def test_overspent_range_is_reported():
    state = _state()
    ship = next(u for u in state.sides[0].deck if state.card(u).kind.value == "ship")
    state.sides[0].deck.remove(ship)
    state.loc[ship] = state.sides[0].missions[0]
    state.range_used[ship] = 99
    assert any("Range" in p for p in GAME.invariants(state))


def test_a_score_without_its_missions_is_reported():
    state = _state()
    state.sides[1].score = 35
    assert any("score" in p for p in GAME.invariants(state))


def test_a_personnel_in_space_is_reported():
    state = _state()
    side = state.sides[0]
    person = next(u for u in side.deck if state.card(u).kind.value == "personnel")
    side.deck.remove(person)
    space = next(m for m in side.missions if state.card(m).mission_type == "space")
    state.loc[person] = space
    assert any("surface" in p for p in GAME.invariants(state))


def test_a_stopped_mark_out_of_play_and_nobody_deciding_are_reported():
    state = _state()
    state.stopped.add(state.sides[0].hand[0])
    state.decisions.clear()
    problems = GAME.invariants(state)
    assert any("stopped" in p for p in problems) and any("deciding" in p for p in problems)


def test_seeded_random_games_keep_every_invariant_and_points_add_up():
    for seed in range(6):
        state = GAME.new_game(2, {}, seed)
        rng = random.Random(seed)
        while not state.over:
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            assert GAME.invariants(state) == []
        for side in state.sides:
            assert side.score == sum(state.card(m).points for m in side.completed) + sum(
                v for k, v in side.breakdown.items() if k.endswith("bonus"))
