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


def test_simulate_on_two_processes_gives_the_same_figures_as_on_one(capsys):
    figures = []
    for jobs in ("1", "2"):
        assert main(["simulate", "star-cartel", "--players", "4", "--games", "6", "--seed", "31",
                     "--seats", "easy,greedy,random,greedy", "--jobs", jobs]) == 0
        out = json.loads(capsys.readouterr().out)
        figures.append({k: v for k, v in out.items() if k not in ("seconds", "actions_per_second", "games_per_second")})
    assert figures[0] == figures[1]
    assert figures[0]["actions"] > 0 and figures[0]["bots"] == ["easy", "greedy", "random", "greedy"]


def test_simulate_refuses_no_processes_in_one_line(capsys):
    assert main(["simulate", "star-cartel", "--players", "4", "--jobs", "0"]) == 2
    assert capsys.readouterr().err.strip() == "tabletop: --jobs must be at least 1"


def test_every_playable_game_offers_normal_strong_and_easy_bots():
    from tabletop.bots import make_bot
    from tabletop.bots.strong import StrongBot
    from tabletop.games import available_games, entry

    for game_id in available_games():
        assert list(entry(game_id).bots) == ["greedy", "strong", "easy"]
        strong = make_bot("strong", game_id)
        assert isinstance(strong, StrongBot) and strong.name == "strong"
        assert make_bot("easy", game_id).name == "easy"


def test_the_easy_bot_plays_legal_moves_and_strays_from_the_normal_one_now_and_then():
    import random

    from tabletop.bots import make_bot
    from tabletop.games import available_games

    game = available_games()["star-cartel"]
    state = game.new_game(4, {}, 5)
    easy, normal = make_bot("easy", game.id), make_bot("greedy", game.id)
    rng, strays, moves = random.Random(5), 0, 0
    while game.to_act(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        action = easy.choose(game, view, seat, legal, rng)
        assert action in legal
        if len(legal) > 1:
            moves += 1
            strays += action != normal.choose(game, view, seat, legal, random.Random(0))
        game.apply(state, seat, action)
    assert 0 < strays < moves


def test_the_strong_bot_searches_only_when_there_is_a_choice_and_picks_a_legal_move():
    import random

    from tabletop.bots import make_bot
    from tabletop.games import available_games

    game = available_games()["star-cartel"]
    state = game.new_game(4, {}, 8)
    strong = make_bot("strong", game.id)
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    assert len(legal) > 1
    first = strong.think(game, state, seat, legal, random.Random(1))
    assert first in legal
    assert strong.think(game, state, seat, legal, random.Random(1)) == first  # a playout budget, not a clock
    assert strong.think(game, state, seat, legal[:1], random.Random(1)) == legal[0]


def test_the_random_bot_draws_as_randrange_so_seeded_games_stay_the_same():
    import random

    from tabletop.bots.random_bot import RandomBot

    bot = RandomBot()
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 4, 5, 7, 8, 9, 31, 32, 33, 254, 1000):
            legal = list(range(n))
            assert bot.choose(None, None, 0, legal, ours) == legal[theirs.randrange(n)]
        assert ours.random() == theirs.random()  # and left the generator where randrange leaves it
