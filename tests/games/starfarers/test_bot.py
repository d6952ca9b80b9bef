"""The heuristic Starfarers bot plays whole games, legally and quickly, and beats random bots."""

from __future__ import annotations

import random
import time

from tabletop.bots import make_bot
from tabletop.bots.random_bot import RandomBot
from tabletop.bots.starfarers import StarfarersBot

from tests.games.starfarers.helpers import GAME, new


def test_the_greedy_bot_is_registered():
    assert type(make_bot("greedy", "starfarers")) is StarfarersBot


def test_the_greedy_bot_beats_three_random_bots_quickly():
    wins = 0
    slowest = 0.0
    for seed in range(6):
        state = new(4, seed)
        seat = seed % 4
        rng = random.Random(seed)
        bot = StarfarersBot()
        while not GAME.is_over(state):
            who = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, who)
            if who == seat:
                started = time.perf_counter()
                action = bot.choose(GAME, GAME.view(state, who), who, legal, rng)
                slowest = max(slowest, time.perf_counter() - started)
                assert action in legal
            else:
                action = RandomBot().choose(GAME, None, who, legal, rng)
            GAME.apply(state, who, action)
        wins += state.winner == seat
    assert wins >= 5
    assert slowest < 0.5  # the bench asks 100 ms on a quiet machine; tests share the machine


def test_greedy_bots_finish_a_game_among_themselves():
    state = new(3, 4)
    rng = random.Random(4)
    bot = StarfarersBot()
    for _ in range(20000):
        if GAME.is_over(state):
            break
        who = GAME.to_act(state)[0]
        GAME.apply(state, who, bot.choose(GAME, GAME.view(state, who), who, GAME.legal_actions(state, who), rng))
    assert GAME.is_over(state) and not GAME.invariants(state)


def test_the_hint_explains_in_the_games_words():
    from tabletop.engine.action import Action
    from tabletop.messages import catalog

    state = new(4, 1)
    view = GAME.view(state, 0)
    bot = StarfarersBot()
    for text in ("build booster", "step 0 v4_26", "found 0", "shake"):
        reason = bot.explain(GAME, view, 0, Action.parse(text))
        assert reason is not None and reason.code in catalog()
