"""The strong bot: determinized Monte Carlo search over the game's own legal moves.

Each think samples, from the seat's view only, full states the hidden cards could be (the game's
`determinize`, in its folder's sampling.py), tries a few candidate moves in each of them by playing the game on
with greedy players, and keeps the move that did best by its game's selector (tabletop/bots/selection.py:
sequential halving unless the game sets another). The candidates are the greedy bot's own ranking (its choice,
then its choice among the rest…); the trials are shared between candidates (the same sampled states for every
candidate in a round), so a difference between two moves is the moves', not the luck of the deal. A game's plan
changes a playout through its hooks alone: the view its greedy players read, the work a step costs, the worth of
a playout stopped short of the end. Budgets count playouts (or their work), never seconds: the same seed always
gives the same move, on any machine.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Callable, NamedTuple, Sequence

from tabletop.bots.selection import Halving, Playout, Selector
from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.registry import load

# A game's determinizer: (rules, the real state, the deciding seat, rng) -> a state consistent with that seat's
# view. It must read nothing of the real state that the view does not show (tests/bots/test_strong_honest.py).
Determinize = Callable[[Game[Any, Any], Any, Seat, random.Random], Any]
# A game's estimate of an unfinished playout: (rules, state) -> each seat's expected final points.
Estimate = Callable[[Game[Any, Any], Any], Sequence[float]]


class Budget(NamedTuple):
    """How hard the bot thinks: candidate moves, playouts in all, and how far a playout goes."""

    candidates: int
    playouts: int
    depth: int  # actions in a playout before the estimate takes over (0: to the end of the game)


class Plan(NamedTuple):
    """One game's search settings: where its sampler, greedy bot and estimate live, and the budget."""

    determinize: str  # "module:function" references, imported on first use
    greedy: str
    estimate: str
    budget: Budget
    score_scale: float  # points that count as a whole win in a solo game (a share of it otherwise)


class StrongBot:
    """Searches over its legal moves in states sampled from its view; plays like the greedy bot without a state."""

    name = "strong"
    needs_view = True
    needs_state = True  # loops that can hand it the state call `think`; the sampler hides what the view hides
    plan: Plan
    # A smaller search for the table's hint, set by a game where it answers within 0.5 s on one core and still plays
    # better than the Normal bot (bench/bench_strong_bot.py --hint measures both); None: the hint asks Normal.
    hint_budget: Budget | None = None
    selector: Selector = Halving()  # how the candidates are narrowed to the move played (tabletop/bots/selection.py)

    def __init__(self) -> None:
        self._greedy: Any = load(self.plan.greedy)()
        self._determinize: Determinize = load(self.plan.determinize)
        self._estimate: Estimate = load(self.plan.estimate)

    def hinting(self) -> StrongBot | None:
        """Returns this bot searching at its hint budget, or None where its game sets none."""
        if self.hint_budget is None:
            return None
        bot = copy.copy(self)
        bot.plan = self.plan._replace(budget=self.hint_budget)
        return bot

    # --- the Bot protocol -----------------------------------------------------------------------------------
    def choose(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns the greedy bot's choice (a caller without the state gets the Normal bot's move)."""
        action: Action = self._greedy.choose(game, view, seat, legal, rng)
        return action

    def explain(self, game: Game[Any, Any], view: Any, seat: Seat, action: Action) -> Reason | None:
        """Returns the greedy bot's reason for `action`, the move's immediate worth in the game's own terms."""
        method = getattr(self._greedy, "explain", None)
        return None if method is None else method(game, view, seat, action)

    # --- searching --------------------------------------------------------------------------------------------
    def think(self, game: Game[Any, Any], state: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns the candidate move with the best mean playout outcome for `seat` over sampled states."""
        if len(legal) == 1:
            return legal[0]
        view = game.view(state, seat)
        seed = rng.getrandbits(64)
        if not self.worth_searching(game, view, seat, legal):
            return self.choose(game, view, seat, legal, random.Random(seed))
        candidates = self.candidates(game, view, seat, legal, random.Random(seed))
        if not candidates:  # the greedy bot built a move of its own: play it
            return self.choose(game, view, seat, legal, random.Random(seed))
        if len(candidates) == 1:
            return candidates[0]
        return self.select(game, state, seat, candidates, random.Random(seed + 1))

    def worth_searching(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action]) -> bool:
        """Returns False for a move the greedy bot plays as well as a search would (a game's plan may say which:
        stepping on, carrying out a plan already chosen); the budget goes to the real decisions."""
        return True

    def candidates(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action],
                   rng: random.Random) -> list[Action]:
        """Returns up to the budget's number of moves, best first by the greedy bot's own ranking."""
        left = list(legal)
        ranked: list[Action] = []
        while left and len(ranked) < self.plan.budget.candidates:
            try:
                pick: Action = self._greedy.choose(game, view, seat, left, rng)
            except (StopIteration, ValueError, KeyError, IndexError):
                # A greedy bot may count on a move the rules always offer (pass, done) that was ranked already.
                pick = ranked[0] if ranked else legal[0]
            if pick not in left:  # a greedy bot that builds its move rather than picking one ranks no further:
                if pick in legal and pick not in ranked:  # the other candidates are drawn from the rest
                    ranked.append(pick)
                    left.remove(pick)
                room = max(0, self.plan.budget.candidates - len(ranked))
                ranked += rng.sample(left, min(room, len(left)))
                break
            ranked.append(pick)
            left.remove(pick)
        return ranked

    def select(self, game: Game[Any, Any], state: Any, seat: Seat, candidates: list[Action],
               rng: random.Random) -> Action:
        """Returns the game's selector's choice among the candidates, from trials on states sampled for `seat`."""
        def trial(actions: Sequence[Action], draw: random.Random) -> list[Playout]:
            sample_seed = draw.getrandbits(64)
            world = self._determinize(game, state, seat, random.Random(sample_seed))
            return [self.playout(game, world, seat, action, random.Random(sample_seed + 1)) for action in actions]
        budget = self.plan.budget
        return self.selector(trial, candidates, budget.playouts, budget.depth, rng)

    def playout(self, game: Game[Any, Any], world: Any, seat: Seat, action: Action, rng: random.Random) -> Playout:
        """Returns `seat`'s outcome after `action` in a copy of `world`, played on by greedy players, and the
        playout's work."""
        state = game.copy_state(world)
        game.apply(state, seat, action)
        depth = self.plan.budget.depth
        steps = 0
        work = 1.0
        to_act, legal_actions, apply, view, choose, cost = (game.to_act, game.legal_actions, game.apply,
                                                            self.playout_view, self._greedy.choose, self.step_cost)
        while depth == 0 or steps < depth:
            seats = to_act(state)
            if not seats:
                return Playout(self.outcome(game.result(state).scores, seat), work)
            who = seats[0]
            legal = legal_actions(state, who)
            work += cost(legal)
            apply(state, who, legal[0] if len(legal) == 1 else choose(game, view(game, state, who), who, legal, rng))
            steps += 1
        return Playout(self.leaf_value(game, state, seat), work)

    def playout_view(self, game: Game[Any, Any], state: Any, seat: Seat) -> Any:
        """Returns the view the greedy players of a playout choose from (a game may hand them a lighter one that
        leads to the same moves)."""
        return game.view(state, seat)

    def step_cost(self, legal: list[Action]) -> float:
        """Returns the work of one playout step with these legal moves (a game may count a long list as more)."""
        return 1.0

    def leaf_value(self, game: Game[Any, Any], state: Any, seat: Seat) -> float:
        """Returns `seat`'s outcome of a playout stopped at the budget's depth: the game's estimate of the points."""
        return self.outcome(self._estimate(game, state), seat)

    def outcome(self, scores: Sequence[float], seat: Seat) -> float:
        """Returns a playout's worth to `seat`: solo, points over the scale; else a win (shared on a tie) plus a
        little for the margin over the best other seat, so lost games still tell better from worse."""
        mine = scores[seat]
        if len(scores) == 1:
            return mine / self.plan.score_scale
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        tied = sum(1 for s in scores if s == max(scores))
        win = (1.0 / tied) if mine >= best_other else 0.0
        margin = max(-1.0, min(1.0, (mine - best_other) / self.plan.score_scale))
        return 0.8 * win + 0.1 * (1.0 + margin)


def play_on(game: Game[Any, Any], state: Any, going: Callable[[Any], bool],
            pick: Callable[[Any, Seat, list[Action]], Action],
            cost: Callable[[list[Action]], float] = lambda legal: 0.0) -> float:
    """Returns the work (`cost` of each step's legal list) of playing `state` on while `going(state)` holds and the
    game is not over, each move `pick`'s (an only legal move is played without asking): the loop of a game's own
    playouts that stop somewhere other than the budget's depth (a turn, an attempt's end)."""
    work = 0.0
    while going(state):
        seats = game.to_act(state)
        if not seats:
            break
        who = seats[0]
        legal = game.legal_actions(state, who)
        work += cost(legal)
        game.apply(state, who, legal[0] if len(legal) == 1 else pick(state, who, legal))
    return work


def end_scores(game: Game[Any, Any], state: Any) -> Sequence[float]:
    """Returns the final scores (an estimate for games whose playouts always reach the end)."""
    return game.result(state).scores


# What Star Cartel's playouts end on: the game's own final scores (a whole game of greedy players is quick).
END_SCORES = "tabletop.bots.strong:end_scores"


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
