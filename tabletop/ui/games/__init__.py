"""One table view per game, by game id."""

from __future__ import annotations

from tabletop.ui.games.base import GameScene
from tabletop.ui.items import Mark


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


def emblem(game_id: str) -> tuple[Mark, ...]:
    """Returns the marks that stand for a game on the home page: the ones its table is played with."""
    if game_id == "cartographers":
        from tabletop.games.cartographers.components import DRAWABLE
        from tabletop.ui.games.cartographers import TERRAIN_MARKS

        return tuple(TERRAIN_MARKS[t] for t in DRAWABLE)
    if game_id == "star-cartel":
        from tabletop.ui.games.star_cartel import CARGO_MARKS

        return tuple(CARGO_MARKS.values())
    if game_id == "thiefs-market":
        from tabletop.ui.games.thiefs_market import FACE_MARKS

        return tuple(FACE_MARKS.values())
    return ()  # games not built yet have no table, so no marks
