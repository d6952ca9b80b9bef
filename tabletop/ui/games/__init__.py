"""One table view per game, by game id."""

from __future__ import annotations

from tabletop.ui.games.base import GameScene


SCENES = ("cartographers", "star-cartel", "thiefs-market")


def playable_games() -> dict:
    """Returns the games that have rules and a table view, by id."""
    from tabletop.games import available_games

    return {gid: game for gid, game in available_games().items() if gid in SCENES}


def scene_for(game_id: str) -> GameScene:
    """Returns a new table scene for the game."""
    if game_id == "cartographers":
        from tabletop.ui.games.cartographers import CartographersScene

        return CartographersScene()
    if game_id == "thiefs-market":
        from tabletop.ui.games.thiefs_market import ThiefsMarketScene

        return ThiefsMarketScene()
    if game_id == "star-cartel":
        from tabletop.ui.games.star_cartel import StarCartelScene

        return StarCartelScene()
    raise KeyError(game_id)
