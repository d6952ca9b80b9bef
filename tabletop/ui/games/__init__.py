"""One table view per game, found through the game's registration."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.games import entries, entry
from tabletop.registry import load, rules_of

if TYPE_CHECKING:
    from tabletop.engine.contract import Game
    from tabletop.ui.games.base import GameScene  # not at run time: a game's home-page note lives in this package


def playable_games() -> dict[str, Game[Any, Any]]:
    """Returns the games that have rules and a table view, by id (their rules load on the first call)."""
    return {e.id: rules_of(e) for e in entries() if e.playable}


def scene_class(game_id: str) -> type[GameScene[Any]]:
    """Returns the table scene class of the game, importing its table code. Raises KeyError for a game without one."""
    ref = entry(game_id).scene
    if not ref:
        raise KeyError(game_id)
    scene: type[GameScene[Any]] = load(ref)
    return scene


def scene_for(game_id: str) -> GameScene[Any]:  # any game's: the caller does not know its view type
    """Returns a new table scene for the game."""
    return scene_class(game_id)()
