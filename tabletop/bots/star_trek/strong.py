"""Star Trek's Strong (search) and Easy bots: the search's settings for this game (tabletop/bots/strong.py)."""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.bots.selection import GreedyStands, Playout
from tabletop.bots.star_trek import dilemma_search, planning
from tabletop.bots.strong import Budget, EasyBot, Plan as SearchPlan, StrongBot
from tabletop.games.star_trek.view import StarTrekView, make_view

# The dilemma decisions solved by simulating the rest of the attempt rather than searched (dilemma_search.py).
DILEMMA_SOLVERS = {"stack": dilemma_search.solve_stack, "pick": dilemma_search.solve_pick}


class StrongStarTrek(StrongBot):
    """Star Trek: paired playouts of a few turns, then the points and the missions' progress; the greedy move
    stands unless another one does clearly better on the same sampled states."""

    plan = SearchPlan("tabletop.games.star_trek.sampling:determinize", "tabletop.bots.star_trek.greedy:GreedyStarTrek",
                      "tabletop.games.star_trek.sampling:estimate", Budget(candidates=3, playouts=48, depth=60),
                      score_scale=60.0)
    selector = GreedyStands(margin=0.03, evidence=1.0)  # a better move by 0.03 wins and one standard error
    spread = 20.0      # points of lead that count as about three chances in four of winning an unfinished game
    step_work = 12     # legal moves that cost as much as one step of a playout (a long list is a slow step)
    plan_turns = 3     # a plan's playout runs until this many more turns have begun: the opponent's, then our next
    plan_trials = 16   # sampled states each plan is played out on (at most: the work cap may stop them sooner)
    plan_work = 250.0  # the work of one plan's playout the cap allows on average
    dilemma_samples = 8  # sampled states each dilemma option is simulated on (dilemma_search.py)

    def __init__(self) -> None:
        super().__init__()
        self._turn_plan: tuple[Any, Action | None] | None = None  # (the turn, its chosen plan) once searched

    def think(self, game: Game[Any, Any], state: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns the dilemma solver's move for the owner's stack and for whom to stop (dilemma_search.py); in the
        orders, the next step of the plan chosen at the turn's first orders (planning.py); else the search's move."""
        if len(legal) == 1:
            return legal[0]
        mine = state.decisions.open(seat)
        kind = mine.kind if mine is not None else ""
        solve = DILEMMA_SOLVERS.get(kind)
        if solve is not None:
            return solve(game, state, seat, legal, self._determinize, self._greedy.choose, self.dilemma_samples,
                         random.Random(rng.getrandbits(64))).move
        if kind != "orders":
            return super().think(game, state, seat, legal, rng)
        return self._planned_orders(game, state, seat, legal, rng)

    def _planned_orders(self, game: Game[Any, Any], state: Any, seat: Seat, legal: list[Action],
                        rng: random.Random) -> Action:
        """Returns the next step of this turn's plan, weighing the plans at the turn's first orders."""
        view = make_view(state, seat)
        seed = rng.getrandbits(64)
        turn = (state.turn, seat, tuple(state.sides[seat].missions))
        if self._turn_plan is None or self._turn_plan[0] != turn:
            candidates = planning.plan_candidates(view, seat)
            chosen = None
            if len(candidates) > 1:
                chosen = self.selector(self._plan_trial(game, state, seat), candidates,
                                       self.plan_trials * len(candidates), int(self.plan_work),
                                       random.Random(seed + 1))
            self._turn_plan = (turn, chosen)
        plan = self._turn_plan[1]
        if plan is None:
            return self.choose(game, view, seat, legal, random.Random(seed))
        action: Action = planning.PlannedGreedy(int(plan.args[0])).choose(game, view, seat, legal,
                                                                            random.Random(seed))
        return action

    def _plan_trial(self, game: Game[Any, Any], state: Any, seat: Seat) -> Any:
        """Returns the selector's trial for plans: one sampled state, each plan played out on it."""
        def trial(plans: Any, draw: random.Random) -> list[Playout]:
            sample_seed = draw.getrandbits(64)
            world = self._determinize(game, state, seat, random.Random(sample_seed))
            return [planning.plan_playout(game, world, seat, plan, self._greedy, self.playout_view, self.step_cost,
                                          self.plan_turns, self.stopped_worth, random.Random(sample_seed + 1))
                    for plan in plans]
        return trial

    def stopped_worth(self, game: Game[Any, Any], state: Any, seat: Seat) -> float:
        """Returns a playout's worth where it stopped: the result at the game's end, else the leaf value."""
        if not game.to_act(state):
            return self.outcome(game.result(state).scores, seat)
        return self.leaf_value(game, state, seat)

    def playout_view(self, game: Game[Any, Any], state: Any, seat: Seat) -> StarTrekView:
        """Returns the view without the missions' needs and the ships' move costs: the greedy bot reads neither,
        and without them playouts go twice as fast."""
        return make_view(state, seat, False)

    def step_cost(self, legal: list[Action]) -> float:
        """Returns a step's work: one, and more for a long legal list (the budget caps the playouts' work)."""
        return 1.0 + len(legal) / self.step_work

    def leaf_value(self, game: Game[Any, Any], state: Any, seat: Seat) -> float:
        """Returns the chance of winning an unfinished game the estimated lead in points gives, smoothly."""
        points = self._estimate(game, state)
        lead = points[seat] - max(p for i, p in enumerate(points) if i != seat)
        return 1.0 / (1.0 + math.exp(-1.1 * lead / self.spread))

    def worth_searching(self, game: Game[Any, Any], view: StarTrekView, seat: Seat, legal: list[Action]) -> bool:
        """Returns False for stepping on to the next dilemma and for the orders: the greedy bot's plan stands.

        A playout of a few turns ends on the estimate, which counts a crew that meets a mission as most of its
        points whether it attempts now or next turn; so against an attempt or the move toward one, ending the
        orders looked as good or better (it risks no one to the dilemmas), and the search put attempts off a turn
        while the opponent scored. The alternatives to the greedy step are only ending the orders or another beam
        or move from the legal list, so the budget goes to the other decisions. The orders are weighed as whole
        plans instead, once a turn (think, planning.py)."""
        mine = [d for d in view.decisions if d.now and d.seat == seat]
        kind = mine[0].kind if mine else None
        return kind not in ("next", "orders")

    def candidates(self, game: Game[Any, Any], view: StarTrekView, seat: Seat, legal: list[Action],
                   rng: random.Random) -> list[Action]:
        """Returns the greedy ranking without taking back a dilemma pick (a search that picked better needs no
        undo, and trying it only loops pick, take back, pick)."""
        return super().candidates(game, view, seat, [a for a in legal if a.kind != "unchoose"] or legal, rng)


class EasyStarTrek(EasyBot):
    """Easy Star Trek."""

    greedy = "tabletop.bots.star_trek.greedy:GreedyStarTrek"
