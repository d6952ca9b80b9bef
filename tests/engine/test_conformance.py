"""The engine contract, checked the same way for every registered game (OpenSpiel's random_sim_test)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.engine.contract import Audited
from tabletop.engine.playout import play_out
from tabletop.engine.saves import save_session
from tabletop.saved_games import load_session
from tabletop.engine.session import SeatInfo, Session
from tabletop.engine.snapshot import snapshot
from tabletop.bots.random_bot import RandomBot
from tabletop.games import available_games

def _option_sets(game) -> list[dict]:
    """Returns the defaults, and every yes/no option switched on."""
    on = {spec.name: True for spec in game.options if isinstance(spec.default, bool)}
    return [{}] + ([on] if on else [])


# The heavy checks made at every step of a random game (a save replayed from the start, secrets scrambled and
# every view compared) stop after this many actions: a random Catan: Starfarers game runs to thousands of actions,
# which would make them take many minutes; the other games' random games stay near or under it.
LONG_GAME = 1000

CASES = [(gid, game, options) for gid, game in sorted(available_games().items()) for options in _option_sets(game)]
IDS = [gid + ("-all-options" if options else "") for gid, _, options in CASES]


def player_counts(game):
    return range(game.min_players, game.max_players + 1)


@pytest.mark.parametrize("game_id, game", sorted(available_games().items()), ids=sorted(available_games()))
def test_every_game_offers_the_tests_hooks_beside_the_contract(game_id, game):
    assert isinstance(game, Audited), f"{game_id} lacks invariants, scramble_hidden or action_universe"


@pytest.mark.parametrize("game_id, game, options", CASES, ids=IDS)
def test_many_seeded_random_games_finish_with_sound_invariants(game_id, game, options):
    for players in player_counts(game):
        for seed in range(25 if not options else 10):
            state = game.new_game(players, options, seed)
            rng = random.Random(seed)
            steps = 0
            while not game.is_over(state):
                seats = game.to_act(state)
                assert seats, "a live game must have someone to act"
                legal = game.legal_actions(state, seats[0])
                assert legal, f"seat {seats[0]} has no legal action"
                game.apply(state, seats[0], rng.choice(legal))
                problems = game.invariants(state)
                assert not problems, f"{game_id} seed {seed} step {steps}: {problems}"
                steps += 1
            result = game.result(state)
            assert len(result.scores) == players and min(result.ranks) == 1
            # Nobody decides anything once the game is over (the stepped games read it off their emptied stack).
            assert game.to_act(state) == () and not any(game.legal_actions(state, s) for s in range(players))


@pytest.mark.parametrize("game_id, game, options", CASES, ids=IDS)
def test_why_illegal_agrees_with_the_legal_list(game_id, game, options):
    for seed in range(15 if not options else 6):
        players = min(game.max_players, game.min_players + seed % 2)
        state = game.new_game(players, options, seed)
        rng = random.Random(seed)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            for action in game.action_universe(state):
                reason = game.why_illegal(state, seat, action)
                assert (reason is None) == (action in legal), (action, reason)
                if reason is not None:
                    assert reason.code != "engine.not_legal_now", f"no specific reason for {action}"
            for other in range(players):
                if other not in game.to_act(state):
                    assert game.legal_actions(state, other) == []
            game.apply(state, seat, rng.choice(legal))


@pytest.mark.parametrize("game_id, game, options", CASES, ids=IDS)
def test_same_seed_and_actions_give_the_same_state_and_log(game_id, game, options):
    players = min(game.max_players, game.min_players + 1)
    a = game.new_game(players, options, 42)
    log = play_out(game, a, [RandomBot() for _ in range(players)], random.Random(9))
    b = game.new_game(players, options, 42)
    events_a, events_b = [], []
    c = game.new_game(players, options, 42)
    for seat, action in log:
        events_b.append(game.apply(b, seat, action))
    for seat, action in log:
        events_a.append(game.apply(c, seat, action))
    assert snapshot(a) == snapshot(b) == snapshot(c)
    assert events_a == events_b
    assert snapshot(game.new_game(players, options, 43)) != snapshot(game.new_game(players, options, 42))


@pytest.mark.parametrize("game_id, game, options", CASES, ids=IDS)
def test_save_and_load_give_the_identical_state_at_every_step(game_id, game, options, tmp_path: Path):
    players = game.min_players
    seats = [SeatInfo(f"P{i}") for i in range(players)]
    session = Session(game, seats, options, 5)
    rng = random.Random(5)
    path = tmp_path / "game.json"
    while not session.is_over() and len(session.log) < LONG_GAME:
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
        save_session(session, path)
        loaded, _ = load_session(path)
        assert snapshot(loaded.state) == snapshot(session.state), f"after {len(session.log)} actions"
        assert loaded.undo_floor == session.undo_floor


@pytest.mark.parametrize("game_id, game, options", CASES, ids=IDS)
def test_a_view_holds_no_other_seats_secrets(game_id, game, options):
    checked = 0  # over all the seeds: a short game (the tests' sixth) may end before a moment is drawn to check
    for seed in range(12):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = game.new_game(players, options, seed)
        rng = random.Random(seed)
        budget = iter(range(LONG_GAME))  # the checks below stop after LONG_GAME actions
        while not game.is_over(state) and next(budget, None) is not None:
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
            if rng.random() < 0.2 and not game.is_over(state):  # the final table may show everything
                for owner in range(players):
                    other = game.scramble_hidden(state, owner, random.Random(seed))
                    if snapshot(other) == snapshot(state):
                        continue  # nothing secret yet
                    checked += 1
                    # The owner's own view changes with its secret, nobody else's does.
                    assert game.view(other, owner) != game.view(state, owner)
                    for viewer in [None, *range(players)]:
                        if viewer != owner:
                            assert game.view(other, viewer) == game.view(state, viewer), (owner, viewer)
                shuffled = game.scramble_hidden(state, None, random.Random(seed))
                for viewer in [None, *range(players)]:
                    assert game.view(shuffled, viewer) == game.view(state, viewer)
    assert checked > 0, "the secrecy check never found a secret to hide"
