"""A sixth game that only the tests register (three in a row), to show a game is found by its one line.

`TABLETOP_SIXTH_GAME=1 pytest …` registers it before any test is collected (tests/conftest.py), so every
cross-game test lists it; `python -m tests.sixth_game.launch …` runs the CLI, the tools and the benches with it.
"""

from __future__ import annotations

ENV = "TABLETOP_SIXTH_GAME"


def register_sixth_game() -> None:
    """Registers three in a row after the built-in games: the game's one line."""
    from tabletop.games import register
    from tests.sixth_game.three_in_a_row import ENTRY

    register(ENTRY)
