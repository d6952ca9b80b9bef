"""Undo late in a long game: how long one `Session.undo()` takes once the log is long.

    python bench/bench_undo.py            # every game, the longest of a few seeded random games
    python bench/bench_undo.py --smoke    # one game, a few undos, for CI

Each game is played by random choices until late (at least three quarters of its length) and stopped at a
moment where the last move may be taken back; then undo and the same move again are timed, many times.
Prints one JSON line per game: the log length, the undo floor, the median undo time in milliseconds, and
beside it the median time of rebuilding the game from the seed without the last move, which is what undo
cost before it kept the state at the floor.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from tabletop.engine.contract import Game
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games


def late_undoable(game: Game, players: int, seed: int) -> Session | None:
    """Returns a session of a seeded random game stopped late at a moment that can be undone (None: none found)."""
    rng = random.Random(seed)
    full = Session(game, [SeatInfo(f"P{i + 1}") for i in range(players)], {}, seed)
    while not full.is_over():
        seat = full.to_act()[0]
        full.act(seat, rng.choice(full.legal_actions(seat)))
    length = len(full.log)
    rng = random.Random(seed)
    session = Session(game, [SeatInfo(f"P{i + 1}") for i in range(players)], {}, seed)
    found = None
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
        if len(session.log) >= length * 3 // 4 and session.can_undo():
            found = len(session.log)
            break
    return session if found else None


def time_undo(session: Session, repeats: int) -> float:
    """Returns the median seconds of one undo (the move is played again between undos)."""
    times = []
    for _ in range(repeats):
        last = session.log[-1]
        started = time.perf_counter()
        session.undo()
        times.append(time.perf_counter() - started)
        session.act(last.seat, last.action)
    return statistics.median(times)


def time_full_replay(session: Session, repeats: int) -> float:
    """Returns the median seconds of replaying the log from the seed without its last move (the old undo)."""
    actions = [(t.seat, t.action.text()) for t in session.log[:-1]]
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        Session.replay(session.game, session.seats, session.options, session.seed, actions)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="a short run that only checks the bench works")
    games = available_games()
    parser.add_argument("--game", action="append", choices=sorted(games), help="only this game (repeatable)")
    args = parser.parse_args()
    for game_id in args.game or (["star-cartel"] if args.smoke else sorted(games)):
        game = games[game_id]
        players = game.max_players
        session = next(s for s in (late_undoable(game, players, seed) for seed in range(40)) if s is not None)
        repeats = 3 if args.smoke else 50
        seconds = time_undo(session, repeats)
        before = time_full_replay(session, repeats)
        print(json.dumps({"game": game_id, "players": players, "log": len(session.log),
                          "undo_floor": session.undo_floor, "undo_ms": round(seconds * 1000, 3),
                          "full_replay_ms": round(before * 1000, 3)}))


if __name__ == "__main__":
    main()
