"""How long watching a bot's turn takes at each pace, for every registered game (issue 21).

A bot's turn is a run of one bot's moves with nobody else's between (as the table counts it). Seeded games of
bots only are played with the game's strongest bot (greedy) in every seat, on a real table page offscreen: each
move's compute is measured in CPU seconds (the bot's choice and the rules; the table's redraw apart), and a
turn's display time at a pace is the delays the pace's policy (tabletop/ui/pace.py) gives those moves plus that
compute, with a redraw counted as the table does it: after every move that waits a frame or more, else at most
once a frame, and always after the turn's last move. Beside it, the reference of the same run: the old flat
700 ms before every bot move, every move redrawn.

    python bench/bench_bot_pace.py              # 3 games of every game
    python bench/bench_bot_pace.py --smoke      # one short game of every game, for CI
    python bench/bench_bot_pace.py --game star-trek --games 5
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OLD_DELAY_MS = 700   # the flat delay before every bot move before paces (the reference)
NORMAL_LIMIT_S = 3.0  # the target: a bot's whole turn at Normal


Move = tuple[float, float]  # one bot move's CPU milliseconds: choosing and playing it, and redrawing the table


def measure_turns(game_id: str, seed: int, max_moves: int) -> list[list[Move]]:
    """Returns the compute of each move of each complete bot turn of one seeded bots-only game."""
    from tabletop.bots import make_bot
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.games import available_games
    from tabletop.ui.controller import GameController
    from tabletop.ui.games import scene_for
    from tabletop.ui.table import TablePage

    game = available_games()[game_id]
    players = min(max(game.min_players, 3), game.max_players)
    seats = [SeatInfo(f"Bot {k + 1}", SeatKind.BOT, "greedy") for k in range(players)]
    session = Session(game, seats, {}, seed)
    controller = GameController(session, None, bot_delay_ms=60_000, reduced_motion=True)  # never fires
    page = TablePage(controller, scene_for(game_id))
    page.resize(1366, 768)
    bots = {k: make_bot("greedy", game_id) for k in range(players)}
    rng = random.Random(seed)
    turns: list[tuple[int, list[Move]]] = []
    for _ in range(max_moves):
        if session.is_over():
            break
        seat = session.to_act()[0]
        started = time.process_time()  # CPU time: the other programs on a busy machine are not the app's
        bot = bots[seat]
        view = session.view(seat) if bot.needs_view else None
        action = bot.choose(game, view, seat, session.legal_actions(seat), rng)
        controller.last_events = session.act(seat, action)
        played = time.process_time()
        page.refresh()
        move = (1000 * (played - started), 1000 * (time.process_time() - played))
        if not turns or turns[-1][0] != seat:
            turns.append((seat, []))
        turns[-1][1].append(move)
    page.deleteLater()
    return [moves for _, moves in (turns if session.is_over() else turns[:-1])]


def turn_seconds(move_ms: int, turn_ms: int, moves: list[Move]) -> float:
    """Returns a turn's display time: the policy's delay before each move (counting the time so far) plus each
    move's thinking, and a redraw whenever the table draws one (table.py's FRAME_MS rule)."""
    from tabletop.ui.pace import move_delay_ms
    from tabletop.ui.table import FRAME_MS

    spent, drawn_at = 0.0, -float(FRAME_MS)
    for k, (think, draw) in enumerate(moves):
        delay = move_delay_ms(move_ms, turn_ms, spent)
        spent += delay + think
        if delay >= FRAME_MS or spent - drawn_at >= FRAME_MS or k == len(moves) - 1:
            spent += draw
            drawn_at = spent
    return spent / 1000


def run(game_ids: list[str], games: int, max_moves: int) -> dict[str, object]:
    """Returns, per game, the median and worst turn length at each pace and at the old flat delay."""
    from PySide6.QtWidgets import QApplication

    from tabletop.ui.app import make_app
    from tabletop.ui.pace import PACES

    make_app()
    out: dict[str, object] = {}
    for game_id in game_ids:
        turns = [t for seed in range(1, games + 1) for t in measure_turns(game_id, seed, max_moves)]
        QApplication.processEvents()
        if not turns:
            out[game_id] = {"turns": 0}
            continue
        row: dict[str, object] = {
            "turns": len(turns),
            "moves_per_turn": {"median": statistics.median(len(t) for t in turns), "worst": max(len(t) for t in turns)},
            "compute_s": {"median": round(statistics.median(sum(map(sum, t)) for t in turns) / 1000, 3),
                          "worst": round(max(sum(map(sum, t)) for t in turns) / 1000, 3)},
        }
        for pace in PACES:
            lengths = [turn_seconds(pace.move_ms, pace.turn_ms, t) for t in turns]
            row[pace.key] = {"median_s": round(statistics.median(lengths), 2), "worst_s": round(max(lengths), 2),
                             "limit_s": pace.turn_ms / 1000}
        old = [len(t) * OLD_DELAY_MS / 1000 + sum(map(sum, t)) / 1000 for t in turns]
        row["reference_flat_700ms"] = {"median_s": round(statistics.median(old), 2), "worst_s": round(max(old), 2)}
        out[game_id] = row
    return out


def main() -> int:
    from tabletop.games import entries

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="one game's id (default: every registered game with a table)")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--moves", type=int, default=3000, help="at most this many moves a game")
    parser.add_argument("--smoke", action="store_true", help="one short game of every game, for CI")
    args = parser.parse_args()
    ids = [args.game] if args.game else [e.id for e in entries() if e.playable]
    games, moves = (1, 120) if args.smoke else (args.games, args.moves)
    out = run(ids, games, moves)
    print(json.dumps({"games_each": games, "load_average": round(os.getloadavg()[0], 2), "by_game": out}, indent=1))
    print(f"\n{'game':<16}{'moves/turn':>11}" + "".join(f"{k:>19}" for k in
                                                     ("slow", "normal", "fast", "instant", "flat 700 ms (old)")))
    for game_id, row in out.items():
        assert isinstance(row, dict)
        if not row.get("turns"):
            print(f"{game_id:<16}  no complete bot turn")
            continue
        cells = [f"{row[k]['median_s']:>6.2f} / {row[k]['worst_s']:>6.2f}"
                 for k in ("slow", "normal", "fast", "instant", "reference_flat_700ms")]
        mpt = row["moves_per_turn"]
        print(f"{game_id:<16}{mpt['median']:>5} / {mpt['worst']:<4}" + "".join(f"{c:>19}" for c in cells))
    print("(seconds a bot's turn takes on screen: median / worst)")
    over = [g for g, row in out.items() if isinstance(row, dict) and row.get("turns")
            and row["normal"]["worst_s"] > NORMAL_LIMIT_S]
    if over:
        print(f"over {NORMAL_LIMIT_S} s at Normal: {', '.join(over)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
