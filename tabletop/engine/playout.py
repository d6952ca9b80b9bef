"""Bot-only games without a window: the loop behind `tabletop simulate` and the benchmarks."""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence, TypeVar

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat

StateT = TypeVar("StateT")


class Player(Protocol):
    """What the loop asks of a bot (tabletop.bots.Bot has this shape): whether it reads a view, and a choice."""

    @property
    def needs_view(self) -> bool:
        """Returns False when the bot chooses without a view (so none is built)."""

    # The view is the game's own type (or None), which a loop over any game cannot name.
    def choose(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns one of `legal`."""


def play_out(game: Game[StateT, Any], state: StateT, bots: Sequence[Player], rng: random.Random,
             max_actions: int = 1_000_000) -> list[tuple[Seat, Action]]:
    """Plays `state` to the end with one bot per seat; returns the actions taken, in order."""
    log: list[tuple[Seat, Action]] = []
    append = log.append
    to_act, legal_actions, apply, view = game.to_act, game.legal_actions, game.apply, game.view
    # What each seat's bot asks, read once rather than at every move: a searching bot (strong) thinks on the state
    # (it samples its own states from its seat's view); another chooses, from a view only when it reads one.
    thinks = [getattr(bot, "think", None) for bot in bots]
    chooses = [bot.choose for bot in bots]
    viewed = [bot.needs_view for bot in bots]
    for _ in range(max_actions):
        seats = to_act(state)
        if not seats:
            return log
        seat = seats[0]  # simultaneous steps: seats decide one after another
        legal = legal_actions(state, seat)
        think = thinks[seat]
        action = (think(game, state, seat, legal, rng) if think is not None else
                  chooses[seat](game, view(state, seat) if viewed[seat] else None, seat, legal, rng))
        apply(state, seat, action)
        append((seat, action))
    if not to_act(state):
        return log
    raise RuntimeError(f"{game.id}: no end after {max_actions} actions")
