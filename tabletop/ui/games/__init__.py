"""One table view per game, by game id."""

from __future__ import annotations

from tabletop.ui.games.base import GameScene


def scene_for(game_id: str) -> GameScene:
    """Returns a new table scene for the game."""
    if game_id == "star-cartel":
        from tabletop.ui.games.star_cartel import StarCartelScene

        return StarCartelScene()
    raise KeyError(game_id)
