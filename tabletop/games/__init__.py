"""The games, each in its own package; all of them Qt-free. Each package's ENTRY registers it (tabletop/registry.py).

This is the one place that names every game: the app, the CLI, the translation tool and the tests find the
games here, so adding a game touches its own folders and the line below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.games import cartographers, star_cartel, star_trek, starfarers, thiefs_market
from tabletop.registry import GameEntry, rules_of

if TYPE_CHECKING:
    from tabletop.engine.contract import Game

# The games in the order the app lists them.
REGISTERED: tuple[GameEntry, ...] = tuple(p.ENTRY for p in (cartographers, star_cartel, thiefs_market, starfarers,
                                                            star_trek))
_BY_ID = {e.id: e for e in REGISTERED}
GAME_IDS = tuple(_BY_ID)


def entries() -> tuple[GameEntry, ...]:
    """Returns every registered game, playable or coming later, in the order the app lists them."""
    return REGISTERED


def entry(game_id: str) -> GameEntry:
    """Returns the registration of a game. Raises KeyError for an unknown id."""
    return _BY_ID[game_id]


def available_games() -> dict[str, Game[Any, Any]]:
    """Returns the games that have rules, by id (their rules load on the first call)."""
    return {e.id: rules_of(e) for e in REGISTERED if e.rules}
