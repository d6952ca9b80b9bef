"""The Strong bot's analysis of one seat's moves: for each, what the seat could expect before it, after the move
played and after the bot's best move, and the difference as a loss.

Honest about hidden information: each move is weighed on states sampled from what its seat could see at that
moment (the game's own sampler, the one the Strong bot thinks with; it reads nothing the seat's view does not
show), never on the real hidden cards. The candidates are the Strong bot's own (the greedy bot's ranking) with the
move played added; every candidate is played out on the same sampled states with the same dice, so a difference
between two moves is the moves', not the luck of the deal. Values are the bot's outcome for the seat: a win
chance from 0 to 1 in games of several seats (a win counting most, the margin a little), expected stars in solo
Cartographers. Everything is seeded by the game's seed and the move's place: the same save always gives the same
analysis.
"""

from __future__ import annotations

import random
import threading
from typing import Any, Callable, NamedTuple, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.session import Turn
from tabletop.registry import load

WIN = "win"      # values are win chances, 0 to 1
STARS = "stars"  # values are expected final stars (solo Cartographers: the points of a solo game)


class AnalysisBudget(NamedTuple):
    """How hard each move is weighed: sampled states, and the bot's candidates tried on each (plus the move played)."""

    samples: int
    candidates: int


class MoveReview(NamedTuple):
    """One move of the analysed seat and what the search made of it (values None for a move not weighed: the only
    legal one, or a step of a plan the Strong bot never weighs either)."""

    log_index: int               # its place in the game's log (0 for the first move)
    move: str                    # the move played (its action text)
    value_before: float | None   # what the seat could expect before it: the best of the moves weighed
    value_played: float | None   # ... after the move played
    value_best: float | None     # ... after the bot's best move
    best_move: str | None        # the bot's best move (its action text)
    loss: float                  # value_best − value_played, never below 0

    @property
    def weighed(self) -> bool:
        """Returns True when the move was weighed by the search."""
        return self.value_played is not None

    def to_json(self) -> dict[str, Any]:
        """Returns the move as saved and printed."""
        return {"index": self.log_index, "move": self.move, "value_before": self.value_before,
                "value_played": self.value_played, "value_best": self.value_best, "best_move": self.best_move,
                "loss": self.loss}

    @classmethod
    def from_json(cls, data: Any) -> MoveReview:
        """Returns a move read back from `to_json`'s data; raises ValueError for anything else."""
        if not isinstance(data, dict):
            raise ValueError("not a move")
        index, move, best, loss = data.get("index"), data.get("move"), data.get("best_move"), data.get("loss")
        values = [data.get(k) for k in ("value_before", "value_played", "value_best")]
        if (type(index) is not int or index < 0 or not isinstance(move, str) or
                not (best is None or isinstance(best, str)) or not isinstance(loss, (int, float)) or loss < 0 or
                not all(v is None or (isinstance(v, (int, float)) and not isinstance(v, bool)) for v in values)):
            raise ValueError("not a move")
        before, played, best_value = (None if v is None else float(v) for v in values)
        return cls(index, move, before, played, best_value, best, float(loss))


class Analysis(NamedTuple):
    """One seat's analysed moves, in the order played."""

    seat: Seat
    unit: str                    # WIN or STARS
    moves: tuple[MoveReview, ...]
    complete: bool               # every move of the seat in the log is here (False: cancelled part way)

    def costliest(self, count: int = 3) -> list[MoveReview]:
        """Returns the `count` moves that lost most (none that lost nothing), costliest first."""
        lossy = [m for m in self.moves if m.loss > 0]
        return sorted(lossy, key=lambda m: (-m.loss, m.log_index))[:count]


Progress = Callable[[int, int], None]  # (moves weighed so far, moves to weigh)


def _strong(game_id: str) -> Any:
    """Returns a fresh Strong bot of the game; raises ValueError for a game without one."""
    from tabletop.bots import BOT_NAMES, make_bot
    from tabletop.bots.strong import StrongBot

    bot = make_bot("strong", game_id) if "strong" in BOT_NAMES else None
    if not isinstance(bot, StrongBot):
        raise ValueError(f"{game_id} has no Strong bot to analyse with")
    return bot


def default_budget(game_id: str) -> AnalysisBudget:
    """Returns the analysis budget of a game: up to 4 of the Strong bot's candidates, and as many sampled states as
    give a move about twice the playouts the bot spends on one move of its own (each candidate and the move played
    once a sample), 2 to 12: a loss is a difference of two means, so it needs more trials than a choice."""
    budget = _strong(game_id).plan.budget
    candidates = min(4, budget.candidates)
    return AnalysisBudget(samples=min(12, max(2, 2 * (budget.playouts // (candidates + 1)))), candidates=candidates)


def _value(played: Any) -> float:
    """Returns a playout's worth: a number, or a record with a `value` (the bots' newer playouts carry their work)."""
    return float(getattr(played, "value", played))


class Analyser:
    """Weighs the moves of one seat with the Strong bot's search machinery."""

    def __init__(self, game: Game[Any, Any], players: int, budget: AnalysisBudget | None = None):
        self.game = game
        self.players = players
        # Two bots: one ranks the candidates, the other plays them out; a bot that ranked may favour its own first
        # choice in its playouts (Starfarers gives it a prior), which would read as a loss for any other move.
        self.ranker = _strong(game.id)
        self.player = _strong(game.id)
        self.budget = budget or default_budget(game.id)
        self.unit = STARS if players == 1 else WIN
        self._determinize = load(self.ranker.plan.determinize)

    def scale(self, value: float) -> float:
        """Returns a playout outcome in the analysis's unit: stars in a solo game, a win chance otherwise."""
        if self.unit == STARS:
            return round(value * float(self.ranker.plan.score_scale), 2)
        return round(min(1.0, max(0.0, value)), 3)

    def weigh(self, state: Any, seat: Seat, played: Action, index: int, seed: int) -> MoveReview:
        """Returns the review of `played`, `seat`'s move at `state` (the log's move `index`); reads the state only
        through the seat's view and the game's sampler."""
        game = self.game
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        if len(legal) <= 1 or not self.ranker.worth_searching(game, view, seat, legal):
            return MoveReview(index, played.text(), None, None, None, None, 0.0)
        rng = random.Random(f"{seed}:{index}:{seat}")
        candidates = self.ranker.candidates(game, view, seat, legal, random.Random(rng.getrandbits(64)))
        moves = list(dict.fromkeys(candidates[:self.budget.candidates]))
        if played not in moves:
            moves.append(played)
        totals = [0.0] * len(moves)
        for _ in range(self.budget.samples):
            sample_seed = rng.getrandbits(64)
            world = self._determinize(game, state, seat, random.Random(sample_seed))
            for j, action in enumerate(moves):
                outcome = self.player.playout(game, world, seat, action, random.Random(sample_seed + 1))
                totals[j] += _value(outcome)
        means = [self.scale(t / self.budget.samples) for t in totals]
        mine = moves.index(played)
        # A tie goes to the move played: an equal move lost nothing.
        best = max(range(len(moves)), key=lambda j: (means[j], j == mine))
        loss = max(0.0, round(means[best] - means[mine], 3))
        return MoveReview(index, played.text(), means[best], means[mine], means[best], moves[best].text(), loss)

    def analyse(self, seed: int, options: dict[str, Any], turns: Sequence[Turn], seat: Seat,
                known: dict[int, MoveReview] | None = None, progress: Progress | None = None,
                cancel: threading.Event | None = None) -> Analysis:
        """Returns the analysis of `seat`'s moves in the logged `turns` of a game from `seed`; moves in `known`
        (by log index) are kept as they are. Stops early, incomplete, once `cancel` is set."""
        game = self.game
        state = game.new_game(self.players, options, seed)
        todo = [i for i, t in enumerate(turns) if t.seat == seat]
        known = known or {}
        done: list[MoveReview] = []
        complete = True
        for index, turn in enumerate(turns):
            if turn.seat == seat:
                if cancel is not None and cancel.is_set():
                    complete = False
                    break
                review = known.get(index)
                if review is None or review.move != turn.action.text():
                    review = self.weigh(state, seat, turn.action, index, seed)
                done.append(review)
                if progress is not None:
                    progress(len(done), len(todo))
            game.apply(state, turn.seat, turn.action)
        return Analysis(seat, self.unit, tuple(done), complete)
