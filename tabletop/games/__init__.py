"""The games, each in its own package; all of them Qt-free."""

from __future__ import annotations

from tabletop.engine.contract import Game

# Game ids in the order the app lists them; games not built yet are known but unavailable.
GAME_IDS = ("cartographers", "star-cartel", "thiefs-market", "starfarers", "star-trek")


def available_games() -> dict[str, Game]:
    """Returns the playable games by id."""
    from tabletop.games.cartographers import GAME as cartographers
    from tabletop.games.star_cartel import GAME as star_cartel
    from tabletop.games.thiefs_market import GAME as thiefs_market

    return {g.id: g for g in (cartographers, star_cartel, thiefs_market)}
