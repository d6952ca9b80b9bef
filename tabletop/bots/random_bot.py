"""The random bot: any legal action, uniformly."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat


class RandomBot:
    """Chooses uniformly among the legal actions."""

    name = "random"
    needs_view = False

    def choose(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns a uniformly random legal action."""
        # randrange(n) of an n above 0 is _randbelow(n), the same draw from the same generator, less the argument
        # checks randrange makes first: a random game asks this at every move.
        return legal[rng._randbelow(len(legal))]  # type: ignore[attr-defined]
