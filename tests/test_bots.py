"""Bots choose only legal actions, and the greedy Star Cartel bot beats random play."""

import json

import pytest

from tabletop.cli import main


@pytest.mark.slow
def test_greedy_star_cartel_bot_wins_most_four_seat_games_against_three_random_bots(capsys):
    wins = 0.0
    for seat in range(4):  # the greedy bot in every seat position, 50 seeded games each
        bots = ["random"] * 4
        bots[seat] = "greedy"
        assert main(["simulate", "star-cartel", "--players", "4", "--games", "50", "--seed", str(1000 + 50 * seat),
                     "--seats", ",".join(bots)]) == 0
        wins += json.loads(capsys.readouterr().out)["win_rates"][seat] * 50
    rate = wins / 200
    print(f"greedy win rate over 200 games: {rate:.3f}")
    assert rate >= 0.60


@pytest.mark.slow
def test_greedy_cartographer_beats_random_by_thirty_points_over_200_solo_games(capsys):
    means = {}
    for bot in ("greedy", "random"):
        assert main(["simulate", "cartographers", "--players", "1", "--games", "200", "--seed", "500",
                     "--bot", bot]) == 0
        means[bot] = json.loads(capsys.readouterr().out)["mean_scores"][0]
    print(f"solo means over 200 games: {means}")
    assert means["greedy"] - means["random"] >= 30


@pytest.mark.slow
def test_greedy_thief_wins_most_four_seat_games_against_three_random_bots(capsys):
    wins = 0.0
    for seat in range(4):
        bots = ["random"] * 4
        bots[seat] = "greedy"
        assert main(["simulate", "thiefs-market", "--players", "4", "--games", "50", "--seed", str(700 + 50 * seat),
                     "--seats", ",".join(bots)]) == 0
        wins += json.loads(capsys.readouterr().out)["win_rates"][seat] * 50
    print(f"greedy thief win rate over 200 games: {wins / 200:.3f}")
    assert wins / 200 >= 0.60
