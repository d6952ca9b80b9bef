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
        n = len(legal)
        # rng.randrange(n) as CPython's Random draws it (_randbelow_with_getrandbits: the fewest random bits that
        # cover n, drawn again while too large), without its two calls of Python at every move; the same number,
        # so seeded games stay the same (tests/test_bots.py holds it to randrange).
        bits = n.bit_length()
        k = rng.getrandbits(bits)
        while k >= n:
            k = rng.getrandbits(bits)
        return legal[k]
