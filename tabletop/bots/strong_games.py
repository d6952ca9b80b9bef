"""Each game's strong bot (Strong in New game) and easy bot (Easy): the search settings per game."""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots.strong import Budget, Plan, StrongBot
from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.registry import load

_END = "tabletop.bots.strong:end_scores"


class StrongCartel(StrongBot):
    """Star Cartel: playouts to the end of the game (a game of greedy players takes about 30 ms)."""

    plan = Plan("tabletop.games.star_cartel.sampling:determinize", "tabletop.bots.star_cartel:GreedyCartelBot",
                _END, Budget(candidates=6, playouts=48, depth=0), score_scale=40.0)


class EasyBot:
    """Easy: the greedy bot's move most of the time, otherwise another legal move picked at random."""

    name = "easy"
    needs_view = True
    greedy: str
    wander = 0.3  # the share of moves not the greedy one

    def __init__(self) -> None:
        self._greedy: Any = load(self.greedy)()

    def choose(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns a random legal move with probability `wander`, else the greedy bot's move."""
        if len(legal) > 1 and rng.random() < self.wander:
            return legal[rng.randrange(len(legal))]
        action: Action = self._greedy.choose(game, view, seat, legal, rng)
        return action

    def explain(self, game: Game[Any, Any], view: Any, seat: Seat, action: Action) -> Reason | None:
        """Returns the greedy bot's reason for `action`."""
        method = getattr(self._greedy, "explain", None)
        return None if method is None else method(game, view, seat, action)


class EasyCartel(EasyBot):
    """Easy Star Cartel."""

    greedy = "tabletop.bots.star_cartel:GreedyCartelBot"


class StrongCartographer(StrongBot):
    """Cartographers: playouts of about a season, then every season still to score is counted on the map as it
    stands (the greedy drawer plays a whole solo game in about 0.3 s, too long to play out each trial)."""

    plan = Plan("tabletop.games.cartographers.sampling:determinize", "tabletop.bots.cartographers:GreedyCartographer",
                "tabletop.games.cartographers.sampling:estimate", Budget(candidates=4, playouts=24, depth=10),
                score_scale=100.0)


class EasyCartographer(EasyBot):
    """Easy Cartographers."""

    greedy = "tabletop.bots.cartographers:GreedyCartographer"


class StrongThief(StrongBot):
    """Thief's Market: playouts of a round or so, then the points as they stand."""

    plan = Plan("tabletop.games.thiefs_market.sampling:determinize", "tabletop.bots.thiefs_market:GreedyThief",
                "tabletop.games.thiefs_market.sampling:estimate", Budget(candidates=4, playouts=24, depth=80),
                score_scale=20.0)


class EasyThief(EasyBot):
    """Easy Thief's Market."""

    greedy = "tabletop.bots.thiefs_market:GreedyThief"


class StrongStarfarer(StrongBot):
    """Catan: Starfarers: playouts of a turn round or so (a whole game is about a thousand actions), then the
    victory points as they stand."""

    plan = Plan("tabletop.games.starfarers.sampling:determinize", "tabletop.bots.starfarers:StarfarersBot",
                "tabletop.games.starfarers.sampling:estimate", Budget(candidates=4, playouts=16, depth=120),
                score_scale=5.0)


class EasyStarfarer(EasyBot):
    """Easy Catan: Starfarers."""

    greedy = "tabletop.bots.starfarers:StarfarersBot"


class StrongStarTrek(StrongBot):
    """Star Trek: playouts of a few dozen actions (about a turn), then the points as they stand."""

    plan = Plan("tabletop.games.star_trek.sampling:determinize", "tabletop.bots.star_trek:GreedyStarTrek",
                "tabletop.games.star_trek.sampling:estimate", Budget(candidates=4, playouts=12, depth=40),
                score_scale=60.0)


class EasyStarTrek(EasyBot):
    """Easy Star Trek."""

    greedy = "tabletop.bots.star_trek:GreedyStarTrek"
