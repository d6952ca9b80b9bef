"""How the Strong bot picks among its candidate moves from playouts: the selectors a game's search can use.

A selector is handed a trial (one sampled state, every move asked for played out on it) and spends the budget's
playouts as it sees fit. Every trial plays the moves on the same sampled state with the same dice, so a difference
between two moves is the moves', not the luck of the deal.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, NamedTuple, Protocol, Sequence

from tabletop.engine.action import Action


class Playout(NamedTuple):
    """One move played out in one sampled state: its worth to the searching seat, and the work it took."""

    value: float  # in [0, 1] (a game's bonus for the greedy move may lift it a little above)
    work: float   # the steps played, a costly step counting as more than one (the game's `step_cost`)


# One trial: a newly sampled state (drawn with the rng), each of the moves played out on it, in their order.
Trial = Callable[[Sequence[Action], random.Random], list[Playout]]


class Selector(Protocol):
    """A rule for choosing among candidate moves (best first by the greedy bot's ranking) from trials."""

    def __call__(self, trial: Trial, candidates: list[Action], playouts: int, depth: int,
                 rng: random.Random) -> Action:
        """Returns one of `candidates`, after trials worth about `playouts` playouts of `depth` steps."""


@dataclass(frozen=True)
class Halving:
    """Sequential halving: each round gives the moves left equal trials, then keeps the better half (ties keep
    the greedy bot's order)."""

    def __call__(self, trial: Trial, candidates: list[Action], playouts: int, depth: int,
                 rng: random.Random) -> Action:
        """Returns the move that survives the rounds."""
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        totals = {a: 0.0 for a in candidates}
        counts = {a: 0 for a in candidates}
        alive = list(candidates)
        for _ in range(rounds):
            per = max(1, playouts // (rounds * len(alive)))
            for _k in range(per):
                for action, played in zip(alive, trial(alive, rng)):
                    totals[action] += played.value
                    counts[action] += 1
            order = sorted(range(len(alive)), key=lambda i: (-totals[alive[i]] / counts[alive[i]], i))
            alive = [alive[i] for i in order[:max(1, len(alive) // 2)]]
            if len(alive) == 1:
                break
        return alive[0]


@dataclass(frozen=True)
class GreedyStands:
    """The greedy move (the first candidate) stands unless another does better by `margin` and by `evidence`
    standard errors of their paired differences; the trials stop when their work reaches the budget's.

    A few playouts pick up noise as readily as a better move; with the greedy move as the default the search
    only acts on evidence. Capping the work rather than the playouts gives a slow position fewer samples rather
    than a slow move."""

    margin: float    # how much better than the greedy move (in expected wins) another must do to replace it
    evidence: float  # and by how many standard errors of the paired differences beyond the margin

    def __call__(self, trial: Trial, candidates: list[Action], playouts: int, depth: int,
                 rng: random.Random) -> Action:
        """Returns the greedy move, or the one whose paired edge over it is clearest."""
        rounds = max(2, playouts // len(candidates))
        allowance = playouts * depth
        outcomes: list[list[float]] = [[] for _ in candidates]
        work = 0.0
        for _ in range(rounds):
            if work >= allowance:
                break
            for i, played in enumerate(trial(candidates, rng)):
                outcomes[i].append(played.value)
                work += played.work
        n = len(outcomes[0])
        if n < 2:
            return candidates[0]
        best, best_edge = 0, 0.0
        for i in range(1, len(candidates)):
            diffs = [b - a for a, b in zip(outcomes[0], outcomes[i])]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            edge = mean - self.margin - self.evidence * (var / n) ** 0.5
            if edge > best_edge:
                best, best_edge = i, edge
        return candidates[best]
