"""The Strong bot's one search loop: its selectors, and the hooks a game's plan changes a playout with."""

from __future__ import annotations

import random
from typing import Any, Sequence

from tabletop.bots.selection import GreedyStands, Halving, Playout
from tabletop.bots.star_cartel import StrongCartel
from tabletop.bots.strong import Budget
from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.games import available_games

A, B, C, D = (Action(k) for k in "abcd")


class Scripted:
    """A trial of fixed worths per move plus a wobble shared by every move of one trial; counts its playouts."""

    def __init__(self, worth: dict[Action, float], wobble: float = 0.0, work: float = 1.0) -> None:
        self.worth, self.wobble, self.work, self.playouts = worth, wobble, work, 0

    def __call__(self, actions: Sequence[Action], rng: random.Random) -> list[Playout]:
        luck = self.wobble * (rng.random() - 0.5)
        self.playouts += len(actions)
        return [Playout(self.worth[a] + luck, self.work) for a in actions]


def test_halving_keeps_the_best_mean_and_the_greedy_order_on_a_tie() -> None:
    trial = Scripted({A: 0.2, B: 0.5, C: 0.7, D: 0.1}, wobble=0.4)
    assert Halving()(trial, [A, B, C, D], 48, 10, random.Random(1)) == C
    assert trial.playouts <= 48 + 4  # the budget's playouts, split over the rounds
    assert Halving()(Scripted({A: 0.5, B: 0.5, C: 0.5}), [B, A, C], 12, 10, random.Random(1)) == B


def test_greedy_stands_without_a_clear_edge_and_stops_at_the_work_allowed() -> None:
    rule = GreedyStands(margin=0.03, evidence=1.0)
    assert rule(Scripted({A: 0.50, B: 0.52}), [A, B], 20, 10, random.Random(1)) == A
    assert rule(Scripted({A: 0.50, B: 0.60}, wobble=0.3), [A, B], 20, 10, random.Random(1)) == B
    slow = Scripted({A: 0.50, B: 0.60}, work=150.0)
    assert rule(slow, [A, B], 20, 10, random.Random(1)) == A  # one trial is all 200 steps allow: no evidence
    assert slow.playouts == 2


class Hooked(StrongCartel):
    """Star Cartel's Strong bot with playouts of three steps and each hook recorded."""

    plan = StrongCartel.plan._replace(budget=Budget(candidates=3, playouts=6, depth=3))

    def __init__(self) -> None:
        super().__init__()
        self.viewed: list[Seat] = []
        self.leaves = 0

    def playout_view(self, game: Any, state: Any, seat: Seat) -> Any:
        self.viewed.append(seat)
        return super().playout_view(game, state, seat)

    def step_cost(self, legal: list[Action]) -> float:
        return 2.0

    def leaf_value(self, game: Any, state: Any, seat: Seat) -> float:
        self.leaves += 1
        return 0.25


def test_a_playout_uses_the_plan_s_view_step_cost_and_leaf_value() -> None:
    game = available_games()["star-cartel"]
    state = game.new_game(4, {}, 3)
    seat = game.to_act(state)[0]
    bot = Hooked()
    action = game.legal_actions(state, seat)[0]
    played = bot.playout(game, game.copy_state(state), seat, action, random.Random(1))
    assert played == Playout(0.25, 1.0 + 3 * 2.0) and bot.leaves == 1
    assert bot.viewed  # the greedy players chose from the plan's view (a step with one legal move needs none)
