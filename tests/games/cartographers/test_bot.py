"""The greedy Cartographers bot (also the table's Hint): it always answers with a legal action."""

from __future__ import annotations

import random

from tabletop.bots import make_bot
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.grid import FULL

from .test_rules import HAMLET, fill
from .test_skills import skilled


def test_on_a_full_map_with_a_skill_affordable_the_bot_skips():
    state = skilled(top=(HAMLET,), skills=("knowledge", "search", "diplomacy"), coins=5)
    sheet = state.sheets[0]
    fill(state, 0, [divmod(i, 11) for i in range(121) if not (sheet.map.mountains | sheet.map.wasteland) >> i & 1])
    assert sheet.filled == FULL
    legal = list(GAME.legal_actions(state, 0))
    assert {a.kind for a in legal} == {"skip", "skill"}
    bot = make_bot("greedy", GAME.id)
    assert bot.choose(GAME, GAME.view(state, 0), 0, legal, random.Random(1)).kind == "skip"


def test_the_bot_answers_every_moment_of_seeded_games_with_skills():
    bot = make_bot("greedy", GAME.id)
    for seed in range(3):
        state = GAME.new_game(2, {"skills": True, "promo_ambushes": True}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            choice = bot.choose(GAME, GAME.view(state, seat), seat, legal, rng)
            assert choice in legal
            GAME.apply(state, seat, rng.choice(legal) if rng.random() < 0.5 else choice)
