"""Bots: players that choose among the legal actions, seeing only their seat's view."""

from __future__ import annotations

import random
from typing import Any, Protocol

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.registry import load


class Bot(Protocol):
    """A player program. `needs_view` False lets fast bots skip building a view."""

    name: str
    needs_view: bool

    def choose(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns one of `legal`."""


class Explains(Protocol):
    """A bot that can say, in its own terms, why it would play a move (the table's hint shows it)."""

    def explain(self, game: Game[Any, Any], view: Any, seat: Seat, action: Action) -> Reason | None:
        """Returns why this bot values `action` for `seat` (a code of the game's catalog), or None."""


def explain(bot: Bot, game: Game[Any, Any], view: Any, seat: Seat, action: Action) -> Reason | None:
    """Returns the bot's reason for `action`, or None for a bot that gives none (the random bot)."""
    method = getattr(bot, "explain", None)
    if method is None:
        return None
    reason: Reason | None = method(game, view, seat, action)
    return reason


def _bot_names() -> tuple[str, ...]:
    """Returns every bot's name, from the registered games (tabletop.games.bot_names)."""
    from tabletop.games import bot_names

    return bot_names()


BOT_NAMES = _bot_names()


def make_bot(name: str, game_id: str) -> Bot:
    """Returns a bot by name for a game; a bot a game has not got yet plays at random there."""
    from tabletop.bots.random_bot import RandomBot
    from tabletop.games import entries

    if name not in BOT_NAMES:
        raise KeyError(name)
    found = next((e.bots.get(name) for e in entries() if e.id == game_id), None)
    if found is None:
        return RandomBot()
    bot: Bot = load(found)()
    return bot
