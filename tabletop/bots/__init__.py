"""Bots: players that choose among the legal actions, seeing only their seat's view."""

from __future__ import annotations

import random
from typing import Any, Protocol

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat


class Bot(Protocol):
    """A player program. `needs_view` False lets fast bots skip building a view."""

    name: str
    needs_view: bool

    def choose(self, game: Game, view: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns one of `legal`."""


BOT_NAMES = ("random", "greedy")


def make_bot(name: str, game_id: str) -> Bot:
    """Returns a bot by name for a game; greedy falls back to random where a game has none yet."""
    from tabletop.bots.random_bot import RandomBot

    if name == "random":
        return RandomBot()
    if name == "greedy":
        if game_id == "star-cartel":
            from tabletop.bots.star_cartel import GreedyCartelBot

            return GreedyCartelBot()
        if game_id == "thiefs-market":
            from tabletop.bots.thiefs_market import GreedyThief

            return GreedyThief()
        if game_id == "cartographers":
            from tabletop.bots.cartographers import GreedyCartographer

            return GreedyCartographer()
        return RandomBot()
    raise KeyError(name)
