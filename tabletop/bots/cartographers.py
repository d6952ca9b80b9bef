"""A greedy Cartographers bot: draws where the edicts still to be scored gain most, and ambushes where they hurt."""

from __future__ import annotations

import random
from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.games.cartographers.components import SEASONS, ExploreCard, Terrain
from tabletop.games.cartographers.grid import neighbours
from tabletop.games.cartographers.scoring import CARDS, completed_mountains, monster_penalty
from tabletop.games.cartographers.sheet import DRAWN_INDEX, Sheet
from tabletop.games.cartographers.state import Drawing, Step
from tabletop.games.cartographers.view import CartographersView

SAMPLE = 160  # placements valued per decision; enough to find good ones, cheap enough for 200 games in a test
CHOICES = ("skill", "pass", "skip", "confirm")  # actions that draw nothing: they have no cells to value


def sheet_from_view(view: CartographersView, seat: Seat) -> Sheet:
    """Returns a Sheet rebuilt from what the view shows of one seat."""
    shown = view.sheets[seat]
    sheet = Sheet(view.side, list(shown.drawn))
    sheet.shape_coins = shown.coins
    return sheet


def edict_weights(view: CartographersView) -> dict[str, int]:
    """Returns, for each scoring card in play, how many of the remaining seasons will score it."""
    edicts = dict(view.edicts)
    weights = {key: 0 for key in edicts.values()}
    for season in SEASONS[view.season:]:
        for letter in season.edicts:
            weights[edicts[letter]] += 1
    return weights


class GreedyCartographer:
    """Greedy: the best sampled drawing by weighted edict points, coins and monster penalty."""

    name = "greedy"
    needs_view = True

    def choose(self, game: Game[Any, Any], view: CartographersView, seat: Seat, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Returns the legal action with the best value for this seat (the worst for an ambush victim)."""
        if len(legal) == 1:
            return legal[0]
        drawings = [a for a in (legal if len(legal) <= SAMPLE else
                                [legal[i] for i in rng.sample(range(len(legal)), SAMPLE)])
                    if a.kind not in CHOICES]
        if not drawings:
            # Nothing to draw (skills before an ambush, or a full map): keep the coins, they score every season.
            return next(a for a in legal if a.kind in ("pass", "skip", "confirm"))
        candidates = drawings
        if view.step is Step.AMBUSH:
            victim = dict(view.targets)[seat]
            return max(candidates, key=lambda a: self._harm(game, view, victim, a))
        return max(candidates, key=lambda a: self._value(game, view, seat, a))

    def _cells(self, game: Game[Any, Any], view: CartographersView, action: Action, seat: Seat) -> int:
        from tabletop.games.cartographers.rules import cells_of

        return cells_of(_Probe(view, seat), action, seat) or 0

    def _value(self, game: Game[Any, Any], view: CartographersView, seat: Seat, action: Action) -> float:
        sheet = sheet_from_view(view, seat)
        before_mountains = completed_mountains(sheet).bit_count()
        mask = self._cells(game, view, action, seat)
        terrain = Terrain[str(action.args[-1]).upper()]
        sheet.drawn[DRAWN_INDEX[terrain]] |= mask
        seasons_left = len(SEASONS) - view.season
        value = sum(w * CARDS[key](sheet) for key, w in edict_weights(view).items() if w)
        value += seasons_left * monster_penalty(sheet)
        coin = action.kind in ("place", "sneak") and view.sheets[seat].need == "main" and \
            _card(view).options[int(action.args[0])].coin
        coins = int(coin) + completed_mountains(sheet).bit_count() - before_mountains
        return value + seasons_left * coins

    def _harm(self, game: Game[Any, Any], view: CartographersView, victim: Seat, action: Action) -> float:
        sheet = sheet_from_view(view, victim)
        mask = self._cells(game, view, action, victim)
        # Monsters hurt most where many empty spaces surround them.
        return (neighbours(mask) & ~(sheet.filled | mask)).bit_count()


def _card(view: CartographersView) -> ExploreCard:
    """Returns the explore card the view shows being drawn."""
    from tabletop.games.cartographers.rules import explore_of

    return explore_of(view)


class _Probe:
    """Just enough of a state for `cells_of`: the current card and this seat's drawings so far."""

    def __init__(self, view: CartographersView, seat: Seat):
        self.card = view.card
        self.staged: dict[int, list[Drawing]] = {seat: list(view.sheets[seat].staged or ())}

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(name)
