"""The games, each in its own package; all of them Qt-free. Each package's ENTRY registers it (tabletop/registry.py).

This is the one place that names every game: the app, the CLI, the translation tool and the tests find the
games here, so adding a game touches its own folders and the line below. A game may also be registered from
outside (`register`, one line): the tests register a sixth game that way, and every part finds it alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.games import cartographers, star_cartel, star_trek, starfarers, thiefs_market
from tabletop.registry import GameEntry, rules_of

if TYPE_CHECKING:
    from tabletop.engine.contract import Game

# The games in the order the app lists them.
BUILT_IN: tuple[GameEntry, ...] = tuple(p.ENTRY for p in (cartographers, star_cartel, thiefs_market, starfarers,
                                                          star_trek))
REGISTERED: list[GameEntry] = list(BUILT_IN)
_BY_ID = {e.id: e for e in REGISTERED}


def register(entry: GameEntry) -> None:
    """Adds a game after the built-in ones. Call it before anything lists the games (the texts cache them).

    Raises ValueError for an id or a message-code prefix another game has.
    """
    if entry.id in _BY_ID:
        raise ValueError(f"a game {entry.id!r} is registered already")
    taken = {p for e in REGISTERED for p in e.codes} | {"engine", "save"}
    if taken & set(entry.codes):
        raise ValueError(f"{entry.id}: message-code prefixes {sorted(taken & set(entry.codes))} are taken")
    REGISTERED.append(entry)
    _BY_ID[entry.id] = entry


def entries() -> tuple[GameEntry, ...]:
    """Returns every registered game, playable or coming later, in the order the app lists them."""
    return tuple(REGISTERED)


def entry(game_id: str) -> GameEntry:
    """Returns the registration of a game. Raises KeyError for an unknown id."""
    return _BY_ID[game_id]


def bot_names() -> tuple[str, ...]:
    """Returns "random" (every game's) and each bot a registered game names, in order of first mention."""
    return ("random", *dict.fromkeys(name for e in entries() for name in e.bots))


def game_ids() -> tuple[str, ...]:
    """Returns the ids of every registered game, in the order the app lists them."""
    return tuple(_BY_ID)


def available_games() -> dict[str, Game[Any, Any]]:
    """Returns the games that have rules, by id (their rules load on the first call)."""
    return {e.id: rules_of(e) for e in REGISTERED if e.rules}
