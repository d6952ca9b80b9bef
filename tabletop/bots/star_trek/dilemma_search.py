"""The Strong bot's dilemma decisions, solved by simulating the rest of the attempt with the game's own rules.

As the dilemma owner it builds the stack one pick at a time: each dilemma it may add next (or stopping there) is
followed by the greedy bot's choice of the rest, and the attempt is played to its end on a few states sampled
from the owner's view (sampling.determinize: the attempting player's hand and deck dealt anew), the same states
for every option. The pick kept is the one whose attempts went worst for the attempting player: the mission not
completed first, then personnel killed, then fewer dilemmas spent beneath the mission. The greedy stack is one of
the options compared, so the answer is the greedy one unless another does better on the same samples. Choosing
whom to stop (the owner's or the attempting player's pick) is answered the same way: each eligible personnel in
turn, the attempt played on. Everything read is the deciding seat's view; the rest is sampled.

Measured (2026-11-29, held-out seeds 98000-98007, bench_strong_bot.py --decks, 96 games): the Strong bot won 55 %
(main: 43 %; greedy at its seat 32 %), 22 games won that main lost and 10 the reverse; CPU per move median 0.0007 s,
worst 0.66 s. At the 974 stack decisions of the greedy games on those seeds, the solver's stack let through about
333 attempts where greedy's let through 381 (59 spots greedy's stack lets through and the solver's stops, 12 the
reverse), spending 1.9 dilemmas beneath a mission per attempt against 2.5. Whom to stop: no measurable change.
"""

from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple

from tabletop.bots.strong import play_on
from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.games.star_trek.moves import make
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.view import make_view

Chooser = Callable[[Game[Any, Any], Any, Seat, list[Action], random.Random], Action]
Sampler = Callable[[Game[Any, Any], StarTrekState, Seat, random.Random], StarTrekState]

DONE = make("done")


class Weights(NamedTuple):
    """What an attempt's end is worth to the dilemma owner, in mission points."""

    killed: float = 4.0      # a personnel killed: gone for good, and its skills with it
    stopped: float = 0.5     # a personnel stopped: out of the rest of the turn
    beneath: float = 1.5     # a dilemma overcome beneath a mission the attempt did not complete: one less next time


class Outcome(NamedTuple):
    """How an attempt ended in one simulation."""

    completed: bool
    points: int      # the mission's points (what completing it scored)
    killed: int
    stopped: int
    beneath: int     # dilemmas added beneath the mission during it


def owner_value(o: Outcome, w: Weights = Weights()) -> float:
    """Returns what an attempt's end is worth to the dilemma owner (higher: worse for the attempting player)."""
    if o.completed:
        return -float(o.points) + w.killed * o.killed
    return w.killed * o.killed + w.stopped * o.stopped - w.beneath * o.beneath


def finish_attempt(game: Game[Any, Any], state: StarTrekState, choose: Chooser, rng: random.Random) -> Outcome:
    """Returns how the attempt under way in `state` ends with both seats played by `choose` (`state` is spent)."""
    a = state.attempt
    assert a is not None
    seat, mission = a.seat, a.mission
    before = len(state.beneath.get(mission, ()))
    crew = list(a.crew)
    play_on(game, state, lambda now: now.attempt is a,
            lambda now, who, legal: choose(game, make_view(now, who, False), who, legal, rng))
    completed = mission in state.sides[seat].completed
    killed = sum(1 for p in crew if p not in state.loc)
    stopped = sum(1 for p in crew if p in state.stopped)
    beneath = len(state.beneath.get(mission, ())) - before
    return Outcome(completed, state.card(mission).points, killed, stopped, beneath)


def run_after(game: Game[Any, Any], world: StarTrekState, seat: Seat, moves: list[Action], choose: Chooser,
         seed: int) -> Outcome:
    """Returns the attempt's end after `seat` plays `moves` in a copy of `world`."""
    state = game.copy_state(world)
    for move in moves:
        game.apply(state, seat, move)
    return finish_attempt(game, state, choose, random.Random(seed))


def compare(game: Game[Any, Any], state: StarTrekState, seat: Seat, options: list[list[Action]], sample: Sampler,
            choose: Chooser, value: Callable[[Outcome], float], samples: int, rng: random.Random) -> list[float]:
    """Returns each option's mean value over the same `samples` states sampled from `seat`'s view, each option a
    list of moves `seat` plays before the attempt runs on."""
    totals = [0.0] * len(options)
    for _ in range(samples):
        seed = rng.getrandbits(64)
        world = sample(game, state, seat, random.Random(seed))
        for i, moves in enumerate(options):
            totals[i] += value(run_after(game, world, seat, moves, choose, seed + 1))
    return [t / samples for t in totals]


def stack_options(game: Game[Any, Any], state: StarTrekState, seat: Seat, legal: list[Action],
                  complete: Callable[[StarTrekState], list[Action]]) -> list[list[Action]]:
    """Returns the owner's options at a stack decision: each dilemma it may add next then `complete`'s choice of the
    rest (done included), and done now; the greedy option (`complete` from here) first."""
    options: list[list[Action]] = [complete(state)]
    for move in [a for a in legal if a.kind == "choose"] + [DONE]:
        if move == DONE:
            option = [DONE]
        else:
            after = game.copy_state(state)
            game.apply(after, seat, move)
            option = [move, *complete(after)]
        if option not in options:
            options.append(option)
    return options


def greedy_rest(game: Game[Any, Any], state: StarTrekState, seat: Seat, choose: Chooser,
                rng: random.Random) -> list[Action]:
    """Returns the picks the greedy bot would add to the stack from here, then done."""
    state = game.copy_state(state)
    moves: list[Action] = []
    while len(moves) < 32:
        legal = game.legal_actions(state, seat)
        move = choose(game, make_view(state, seat, False), seat, legal, rng)
        moves.append(move)
        if move.kind != "choose":
            return moves
        game.apply(state, seat, move)
    return [*moves, DONE]


class Choice(NamedTuple):
    """A solved decision: the move to play, and each option (moves) with its mean value to the deciding seat."""

    move: Action
    values: tuple[float, ...]
    options: tuple[tuple[Action, ...], ...]


def solve_stack(game: Game[Any, Any], state: StarTrekState, seat: Seat, legal: list[Action], sample: Sampler,
                choose: Chooser, samples: int, rng: random.Random, weights: Weights = Weights()) -> Choice:
    """Returns the owner's next stack move: the option (next pick, then greedy's rest) whose simulated attempts
    went worst for the attempting player; ties keep the greedy one."""
    seed = rng.getrandbits(64)
    options = stack_options(game, state, seat, legal,
                            lambda s: greedy_rest(game, s, seat, choose, random.Random(seed)))
    values = compare(game, state, seat, options, sample, choose, lambda o: owner_value(o, weights), samples,
                     random.Random(seed + 1))
    best = max(range(len(options)), key=lambda i: (values[i], -i))
    return Choice(options[best][0], tuple(values), tuple(tuple(o) for o in options))


def solve_pick(game: Game[Any, Any], state: StarTrekState, seat: Seat, legal: list[Action], sample: Sampler,
               choose: Chooser, samples: int, rng: random.Random, weights: Weights = Weights()) -> Choice:
    """Returns whom to stop at a dilemma's choice: the eligible personnel whose loss, the attempt played on, is
    best for `seat` (the owner wants the attempt to fail; the attempting player wants it completed)."""
    a = state.attempt
    assert a is not None
    sign = 1.0 if seat == a.owner else -1.0
    options = [[move] for move in legal]
    values = compare(game, state, seat, options, sample, choose, lambda o: sign * owner_value(o, weights), samples,
                     rng)
    best = max(range(len(options)), key=lambda i: (values[i], -i))
    return Choice(options[best][0], tuple(values), tuple(tuple(o) for o in options))
