"""bench/soak.py keeps working: a few soak games per game pass, and a broken game is reported, not fatal."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tabletop.games import available_games

SOAK_PATH = Path(__file__).resolve().parents[1] / "bench" / "soak.py"


@pytest.fixture(scope="module")
def soak() -> ModuleType:
    """Returns bench/soak.py loaded as a module (bench is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("tabletop_bench_soak", SOAK_PATH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclass-like NamedTuples look their module up while being built
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game_id", sorted(available_games()))
def test_a_few_soak_games_pass(soak, game_id, tmp_path):
    game = available_games()[game_id]
    for seed in range(3):
        outcome = soak.soak_game(game, seed, tmp_path)
        assert outcome.failure is None, outcome.failure.describe()
        assert outcome.actions > 0


def test_the_plan_depends_on_the_seed_alone(soak):
    game = available_games()["thiefs-market"]
    assert soak.plan_case(game, 7) == soak.plan_case(game, 7)
    assert {soak.plan_case(game, s).players for s in range(6)} == set(range(game.min_players, game.max_players + 1))


def test_a_broken_invariant_is_reported_with_how_to_reproduce_it(soak, monkeypatch, tmp_path):
    game = available_games()["star-cartel"]
    real = type(game).invariants
    calls = []

    def breaks_on_the_tenth_call(self, state):
        calls.append(1)
        return ["a card vanished"] if len(calls) == 10 else real(self, state)

    monkeypatch.setattr(type(game), "invariants", breaks_on_the_tenth_call)
    failure = soak.soak_game(game, 3, tmp_path).failure
    assert failure is not None and failure.step == 9 and "a card vanished" in failure.problem
    assert "--game star-cartel --seed 3 --games 1" in failure.describe()


def test_an_exception_fails_one_game_and_the_command_exits_1(soak, monkeypatch, capsys):
    game = available_games()["star-cartel"]
    real = type(game).apply

    def raises_for_seed_1(self, state, seat, action):
        if state.players == 4:  # seed 1 of Star Cartel plays with 4 seats, seed 0 with 3
            raise RuntimeError("rules crashed")
        return real(self, state, seat, action)

    monkeypatch.setattr(type(game), "apply", raises_for_seed_1)
    assert soak.main(["--game", "star-cartel", "--games", "2", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "RuntimeError: rules crashed" in out and "seed 1 " in out
    assert out.count("FAIL ") == 1  # the other game ran and passed


def test_the_command_runs_every_game_in_worker_processes(soak, capsys):
    assert soak.main(["--games", "2", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    for game_id in available_games():
        assert game_id in out
    total, games, _actions, failures, _seconds = out.splitlines()[-1].split()
    assert (total, games, failures) == ("total", str(2 * len(available_games())), "0")


def test_every_game_has_its_own_action_limit_above_its_measured_games(soak):
    for game_id, game in available_games().items():
        longest = max(soak.game_length(game, seed, random_only=True) for seed in range(2))
        assert soak.stuck_after(game_id) >= 2 * longest, game_id


def test_a_game_past_its_limit_is_reported_as_stuck(soak, monkeypatch, tmp_path):
    game = available_games()["star-cartel"]
    monkeypatch.setattr(soak, "stuck_after", lambda game_id: 20 if game_id == "star-cartel" else 1_000)
    failure = soak.soak_game(game, 1, tmp_path).failure
    assert failure is not None and failure.problem == "no end after 20 actions" and failure.step == 20


def test_lengths_are_those_the_soak_plays(soak, tmp_path):
    game = available_games()["thiefs-market"]
    for seed in range(3):
        assert soak.game_length(game, seed) == soak.soak_game(game, seed, tmp_path).actions
