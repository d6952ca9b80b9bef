"""One seeded greedy-bot game with every move explained: the reasons a bot gives, checked as readable text."""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots import explain, make_bot
from tabletop.engine.contract import Game
from tabletop.engine.reason import Reason
from tabletop.messages import english


def reasons_of_a_game(game: Game[Any, Any], players: int, options: dict[str, Any], seed: int) -> list[Reason]:
    """Returns the greedy bot's reason for every move of a whole game; fails on one missing or left unfilled."""
    state = game.new_game(players, options, seed)
    bot = make_bot("greedy", game.id)
    rng = random.Random(seed)
    reasons = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        action = bot.choose(game, view, seat, game.legal_actions(state, seat), rng)
        reason = explain(bot, game, view, seat, action)
        assert reason is not None, action
        text = english(reason.code, reason.params)
        assert text and "{" not in text and not text.startswith(reason.code), text
        reasons.append(reason)
        game.apply(state, seat, action)
    return reasons
