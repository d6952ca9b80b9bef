"""Soak test: seeded bot games of every game at every player count, checked at every action.

    python bench/soak.py                      # 10000 games per game, on every core
    python bench/soak.py --smoke              # 50 games per game, for CI
    python bench/soak.py --game thiefs-market --seed 123 --games 1   # one game again, as a failure prints it
    python bench/soak.py --lengths --games 200                 # how long the soak games run, unchecked
    python bench/soak.py --lengths --random-only --games 300   # the longest kind: random bots, every seat

Each game's setup (player count, bots per seat, yes/no options, mid-game save point) comes from its
seed alone, so `--seed S --games 1` replays exactly the game the soak reported for seed S. Checked:
the game's own invariants after setup and after every action (component conservation lives there),
an end within its game's `stuck_after` (its registration), no exception from any call, a sound result, and that save -> load -> replay
gives the same state, views and result, at the end and, for a share of the games, at a random point.
Exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import copy
import multiprocessing
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Iterable, NamedTuple

from tabletop.bots import BOT_NAMES, make_bot
from tabletop.engine.contract import Game
from tabletop.engine.saves import SaveError, save_session
from tabletop.saved_games import load_session
from tabletop.engine.session import SeatInfo, SeatKind, Session, Turn
from tabletop.engine.snapshot import snapshot
from tabletop.games import available_games, entry

def stuck_after(game_id: str) -> int:
    """Returns how many actions make a game of `game_id` stuck: its registration's own limit."""
    return entry(game_id).stuck_after


MIDGAME_SHARE = 0.25  # games that also save and reload at a random point, not only at the end
SMOKE_GAMES = 50
CHUNK = 20  # games per task handed to a worker: big enough to amortise, small enough to balance


class Case(NamedTuple):
    """One soak game, all of it derived from (game id, seed)."""

    game_id: str
    seed: int
    players: int
    bots: tuple[str, ...]
    options: dict[str, Any]
    midgame_check: bool


class Failure(NamedTuple):
    """The first thing that went wrong in one game, with what it takes to reproduce it."""

    case: Case
    step: int  # actions applied when the problem showed (0: at setup)
    action: str  # the last action applied, "-" before the first
    problem: str

    def describe(self) -> str:
        """Returns the failure as printed: what, where, and the command that replays it."""
        c = self.case
        options = ", ".join(f"{k}={v}" for k, v in sorted(c.options.items())) or "-"
        return (f"FAIL {c.game_id} players {c.players} options {options} seed {c.seed} "
                f"bots {','.join(c.bots)}: after action {self.step} ({self.action}): {self.problem}\n"
                f"     reproduce: python bench/soak.py --game {c.game_id} --seed {c.seed} --games 1 --jobs 1")


class Outcome(NamedTuple):
    """What one game cost and whether it failed."""

    game_id: str
    seed: int
    actions: int
    seconds: float
    failure: Failure | None


class _Broken(Exception):
    """Raised inside a game's soak to stop it at its first problem."""


def plan_case(game: Game, seed: int) -> Case:
    """Returns the soak game of `game` for `seed`: player count, bots, options and checks."""
    # A string seed is hashed with SHA-512, so the plan is the same on every run and machine.
    rng = random.Random(f"soak/{game.id}/{seed}")
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    bots = tuple(rng.choice(BOT_NAMES) for _ in range(players))
    options = {spec.name: rng.random() < 0.5 for spec in game.options if isinstance(spec.default, bool)}
    return Case(game.id, seed, players, bots, options, rng.random() < MIDGAME_SHARE)


def round_trip_problem(game: Game, case: Case, state: Any, turns: list[Turn], path: Path) -> str | None:
    """Returns how the game saved after `turns` and loaded again differs from `state`, or None."""
    seats = [SeatInfo(f"{name} {i + 1}", SeatKind.BOT, name) for i, name in enumerate(case.bots)]
    # The session wraps the state as played, so the save holds exactly the actions the bots took.
    session = Session(game, seats, dict(case.options), case.seed, state=state, log=list(turns))
    save_session(session, path)
    try:
        loaded, _ = load_session(path)
    except SaveError as e:
        return f"save of {len(turns)} actions does not load: {e.reason}"
    if snapshot(loaded.state) != snapshot(state):
        return f"state after save/load of {len(turns)} actions differs from the played one"
    for viewer in [None, *range(case.players)]:
        if game.view(loaded.state, viewer) != game.view(state, viewer):
            return f"view of {'the public' if viewer is None else f'seat {viewer}'} differs after save/load"
    if game.is_over(state) and game.result(loaded.state) != game.result(state):
        return "result differs after save/load"
    return None


def _where(error: BaseException) -> str:
    """Returns the innermost frames of an exception's traceback, innermost first."""
    frames = traceback.extract_tb(error.__traceback__)[-3:]
    return " <- ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(frames))


def soak_game(game: Game, seed: int, save_dir: Path) -> Outcome:
    """Returns the outcome of playing and checking the soak game of `game` for `seed`."""
    started = time.perf_counter()
    case = plan_case(game, seed)
    turns: list[Turn] = []
    failure: Failure | None = None

    def broken(problem: str) -> _Broken:
        nonlocal failure
        failure = Failure(case, len(turns), turns[-1].action.text() if turns else "-", problem)
        return _Broken()

    try:
        bots = [make_bot(name, game.id) for name in case.bots]
        bot_rng = random.Random(seed)  # as `tabletop simulate` seeds its bots
        table_rng = random.Random(f"soak/{game.id}/{seed}/table")  # who acts first among several; save point
        kept: tuple[int, Any] | None = None
        state = game.new_game(case.players, case.options, seed)
        if problems := game.invariants(state):
            raise broken(f"invariants at setup: {problems}")
        limit = stuck_after(game.id)
        while not game.is_over(state):
            if len(turns) >= limit:
                raise broken(f"no end after {limit} actions")
            seats = game.to_act(state)
            if not seats:
                raise broken("the game is not over but nobody is to act")
            # Simultaneous steps may be decided in any order; the UI lets people do so.
            seat = seats[0] if len(seats) == 1 else table_rng.choice(seats)
            legal = game.legal_actions(state, seat)
            if not legal:
                raise broken(f"seat {seat} is to act but has no legal action")
            bot = bots[seat]
            action = bot.choose(game, game.view(state, seat) if bot.needs_view else None, seat, legal, bot_rng)
            if action not in legal:
                raise broken(f"{case.bots[seat]} bot of seat {seat} chose {action.text()!r}, not a legal action")
            events = game.apply(state, seat, action)
            turns.append(Turn(seat, action, tuple(events)))
            if problems := game.invariants(state):
                raise broken(f"invariants after seat {seat} played {action.text()!r}: {problems}")
            # Reservoir sampling keeps a uniformly random point of a game whose length is unknown ahead.
            if case.midgame_check and table_rng.randrange(len(turns)) == 0:
                kept = (len(turns), copy.deepcopy(state))
        if game.to_act(state):
            raise broken(f"the game is over but seats {game.to_act(state)} are still to act")
        result = game.result(state)
        if len(result.scores) != case.players or len(result.ranks) != case.players or min(result.ranks) != 1:
            raise broken(f"unsound result {result.scores} ranks {result.ranks}")
        path = save_dir / f"{game.id}-{seed}.json"
        if problem := round_trip_problem(game, case, state, turns, path):
            raise broken(problem)
        if kept is not None:
            at, mid_state = kept
            if problem := round_trip_problem(game, case, mid_state, turns[:at], path):
                raise broken(f"at the mid-game save point {at}: {problem}")
    except _Broken:
        pass
    except Exception as e:  # any exception is a finding; the other games go on
        failure = Failure(case, len(turns), turns[-1].action.text() if turns else "-",
                          f"{type(e).__name__}: {e} [{_where(e)}]")
    return Outcome(game.id, seed, len(turns), time.perf_counter() - started, failure)


def game_length(game: Game, seed: int, limit: int = 1_000_000, random_only: bool = False) -> int:
    """Returns the actions the soak game of `game` for `seed` takes to end, played as soak_game plays it, unchecked;
    with `random_only`, the longest kind instead: random bots in every seat, as many seats as the game has."""
    case = plan_case(game, seed)
    if random_only:
        case = case._replace(players=game.max_players, bots=("random",) * game.max_players)
    bots = [make_bot(name, game.id) for name in case.bots]
    bot_rng = random.Random(seed)
    table_rng = random.Random(f"soak/{game.id}/{seed}/table")
    state = game.new_game(case.players, case.options, seed)
    actions = 0
    while not game.is_over(state) and actions < limit:
        seats = game.to_act(state)
        seat = seats[0] if len(seats) == 1 else table_rng.choice(seats)
        legal = game.legal_actions(state, seat)
        bot = bots[seat]
        game.apply(state, seat, bot.choose(game, game.view(state, seat) if bot.needs_view else None, seat, legal,
                                           bot_rng))
        actions += 1
        if case.midgame_check:  # soak_game draws from the table's generator here: keep its choices of seat the same
            table_rng.randrange(actions)
    return actions


def length_chunk(task: tuple[str, list[int], bool]) -> list[tuple[str, int, int]]:
    """Returns (game id, seed, actions) of one game's seeds (a worker's unit of work for --lengths)."""
    game_id, seeds, random_only = task
    game = available_games()[game_id]
    return [(game_id, seed, game_length(game, seed, random_only=random_only)) for seed in seeds]


def lengths_report(game_ids: list[str], games: int, seed: int, jobs: int, random_only: bool = False) -> str:
    """Returns, per game, the longest soak games and the 99th and 50th percentiles of their lengths."""
    work = [(gid, seeds, random_only) for gid, seeds in tasks(game_ids, games, seed)]
    if jobs <= 1:
        found = [r for task in work for r in length_chunk(task)]
    else:
        with multiprocessing.Pool(jobs) as pool:
            found = [r for chunk in pool.imap_unordered(length_chunk, work) for r in chunk]
    lines = [f"{'game':<16}{'games':>7}{'median':>8}{'p99':>8}{'longest':>9}  seed of the longest, limit now"]
    for gid in game_ids:
        mine = sorted((actions, s) for g, s, actions in found if g == gid)
        counts = [a for a, _ in mine]
        lines.append(f"{gid:<16}{len(counts):>7}{counts[len(counts) // 2]:>8}{counts[len(counts) * 99 // 100]:>8}"
                     f"{counts[-1]:>9}  {mine[-1][1]}, {stuck_after(gid)}")
    return "\n".join(lines)


def soak_chunk(task: tuple[str, list[int]]) -> list[Outcome]:
    """Returns the outcomes of one game's seeds (a worker's unit of work)."""
    game_id, seeds = task
    game = available_games()[game_id]
    with tempfile.TemporaryDirectory(prefix="tabletop-soak-") as tmp:
        return [soak_game(game, seed, Path(tmp)) for seed in seeds]


def tasks(game_ids: list[str], games: int, seed: int) -> list[tuple[str, list[int]]]:
    """Returns the work split into chunks of consecutive seeds per game."""
    return [(gid, list(range(start, min(start + CHUNK, seed + games))))
            for gid in game_ids for start in range(seed, seed + games, CHUNK)]


def run(game_ids: list[str], games: int, seed: int, jobs: int) -> list[Outcome]:
    """Returns the outcomes of every soak game, sorted by game and seed."""
    work = tasks(game_ids, games, seed)
    if jobs <= 1:
        outcomes = [o for task in work for o in soak_chunk(task)]
    else:
        with multiprocessing.Pool(jobs) as pool:
            outcomes = [o for chunk in pool.imap_unordered(soak_chunk, work) for o in chunk]
    return sorted(outcomes, key=lambda o: (o.game_id, o.seed))


def report(outcomes: list[Outcome], game_ids: list[str], wall: float) -> str:
    """Returns the printed summary: failures first, then one line per game and the total."""
    lines = [f.describe() for o in outcomes if (f := o.failure)]
    if lines:
        lines.append("")
    lines.append(f"{'game':<16}{'games':>8}{'actions':>11}{'failures':>10}{'seconds':>10}")
    for gid in game_ids:
        mine = [o for o in outcomes if o.game_id == gid]
        lines.append(f"{gid:<16}{len(mine):>8}{sum(o.actions for o in mine):>11}"
                     f"{sum(1 for o in mine if o.failure):>10}{sum(o.seconds for o in mine):>10.1f}")
    # Per-game seconds are time spent in that game's soak (summed over workers); the total is wall time.
    lines.append(f"{'total':<16}{len(outcomes):>8}{sum(o.actions for o in outcomes):>11}"
                 f"{sum(1 for o in outcomes if o.failure):>10}{wall:>10.1f}")
    return "\n".join(lines)


def main(argv: Iterable[str] | None = None) -> int:
    """Runs the soak from the command line; returns the exit status (1 when anything failed)."""
    games_by_id = available_games()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per game (default 10000)")
    parser.add_argument("--game", action="append", choices=sorted(games_by_id), help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed; game k uses seed S+k")
    parser.add_argument("--smoke", action="store_true", help=f"{SMOKE_GAMES} games per game, for CI")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--lengths", action="store_true", help="only measure how long the games run (no checks)")
    parser.add_argument("--random-only", action="store_true",
                        help="with --lengths: random bots in every seat of the largest table (the longest games)")
    args = parser.parse_args(None if argv is None else list(argv))
    games = SMOKE_GAMES if args.smoke else args.games
    if games < 1:
        parser.error("--games must be at least 1")
    game_ids = sorted(set(args.game)) if args.game else sorted(games_by_id)
    if args.lengths:
        print(lengths_report(game_ids, games, args.seed, args.jobs, args.random_only))
        return 0
    started = time.perf_counter()
    outcomes = run(game_ids, games, args.seed, args.jobs)
    print(report(outcomes, game_ids, time.perf_counter() - started))
    return 1 if any(o.failure for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
