"""One table view per game, by game id."""

from __future__ import annotations

from importlib import import_module

from tabletop.ui.games.base import GameScene

# Each game's scene class, imported when first needed: a game's table code loads with its first table.
SCENES = {
    "cartographers": ("tabletop.ui.games.cartographers", "CartographersScene"),
    "star-cartel": ("tabletop.ui.games.star_cartel", "StarCartelScene"),
    "thiefs-market": ("tabletop.ui.games.thiefs_market", "ThiefsMarketScene"),
}


def playable_games() -> dict:
    """Returns the games that have rules and a table view, by id."""
    from tabletop.games import available_games

    return {gid: game for gid, game in available_games().items() if gid in SCENES}


def scene_class(game_id: str) -> type[GameScene]:
    """Returns the table scene class of the game. Raises KeyError for a game without a table."""
    module, name = SCENES[game_id]
    return getattr(import_module(module), name)


def scene_for(game_id: str) -> GameScene:
    """Returns a new table scene for the game."""
    return scene_class(game_id)()
