"""The Starfarers heuristic bot against three random bots: its win rate over seeded 4-seat games, and its time
per decision and per hint (the issue asks for >= 75% wins and at most 100 ms for a hint or a bot move).

    python bench/bench_starfarers_bot.py            # 200 games
    python bench/bench_starfarers_bot.py --smoke    # a few games, for CI

A bot decision is timed as the table's bot seat makes it: the seat's view, then choose(). A hint is timed as the
Hint button makes it (tabletop/ui/controller.py): the legal list, the view, choose() and explain().
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from dataclasses import dataclass, field

from tabletop.bots import explain
from tabletop.bots.random_bot import RandomBot
from tabletop.bots.starfarers import StarfarersBot
from tabletop.games.starfarers.rules import Starfarers


@dataclass
class Tally:
    """Wins and the times (s) of every bot decision and hint."""

    games: int = 0
    wins: int = 0
    decisions: list[float] = field(default_factory=list)
    hints: list[float] = field(default_factory=list)
    decisions_cpu: list[float] = field(default_factory=list)  # the same in this process's CPU time, which other
    hints_cpu: list[float] = field(default_factory=list)      # work on a busy machine does not stretch


def play(seed: int, seat: int, tally: Tally) -> None:
    """Plays one 4-seat game with the heuristic bot in `seat`; adds its result and times to `tally`."""
    game = Starfarers()
    state = game.new_game(4, {}, seed)
    rng = random.Random(seed)
    randoms = RandomBot()
    greedy = StarfarersBot()
    while not game.is_over(state):
        who = game.to_act(state)[0]
        if who == seat:
            started, cpu = time.perf_counter(), time.process_time()
            legal = game.legal_actions(state, who)
            view = game.view(state, who)
            helper = StarfarersBot()  # the Hint button makes a fresh bot each time
            action = helper.choose(game, view, who, legal, random.Random(seed))
            explain(helper, game, view, who, action)
            tally.hints.append(time.perf_counter() - started)
            tally.hints_cpu.append(time.process_time() - cpu)
            started, cpu = time.perf_counter(), time.process_time()
            action = greedy.choose(game, game.view(state, who), who, legal, rng)
            tally.decisions.append(time.perf_counter() - started)
            tally.decisions_cpu.append(time.process_time() - cpu)
        else:
            action = randoms.choose(game, None, who, game.legal_actions(state, who), rng)
        game.apply(state, who, action)
    tally.games += 1
    tally.wins += state.winner == seat


def _ms(times: list[float], cpu: list[float]) -> dict[str, float]:
    return {"mean_ms": round(statistics.fmean(times) * 1000, 3), "max_ms": round(max(times) * 1000, 1),
            "p99_ms": round(sorted(times)[int(len(times) * 0.99)] * 1000, 2),
            "max_cpu_ms": round(max(cpu) * 1000, 1), "count": len(times)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="a few games only")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    games = 8 if args.smoke else args.games
    tally = Tally()
    started = time.perf_counter()
    for seed in range(games):
        play(seed, seed % 4, tally)  # the bot takes each seat in turn
    print(json.dumps({"games": tally.games, "wins": tally.wins, "win_rate": round(tally.wins / tally.games, 3),
                      "bot_decision": _ms(tally.decisions, tally.decisions_cpu),
                      "hint": _ms(tally.hints, tally.hints_cpu),
                      "seconds": round(time.perf_counter() - started, 1)}, indent=1))


if __name__ == "__main__":
    main()
