"""The Star Trek greedy bot against the random bot: win rate with each deck and the slowest move.

Target (issue 14): at least 70 % wins (strict, draws are not wins) over 200 seeded games with each deck, and
every move within 100 ms.

    python bench/bench_star_trek_bot.py            # 200 games with each deck
    python bench/bench_star_trek_bot.py --smoke    # a few games, for CI
"""

from __future__ import annotations

import argparse
import json
import random
import time

from tabletop.bots.random_bot import RandomBot
from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.games.star_trek.rules import StarTrek


def run(games: int) -> dict[str, object]:
    """Returns the greedy bot's wins, draws and losses per deck and its slowest move in milliseconds."""
    game = StarTrek()
    out: dict[str, object] = {}
    slowest = slowest_cpu = 0.0
    for deck, fed_seat in (("federation", 1), ("borg", 2)):
        wins = draws = losses = 0
        for seed in range(games):
            state = game.new_game(2, {"federation_seat": fed_seat}, seed)
            greedy = 0  # the greedy bot sits in seat 0, which plays `deck`
            bots = {0: GreedyStarTrek(), 1: RandomBot()}
            rng = random.Random(seed)
            while not game.is_over(state):
                seat = game.to_act(state)[0]
                legal = game.legal_actions(state, seat)
                started, cpu = time.perf_counter(), time.process_time()
                bot = bots[seat]
                action = bot.choose(game, game.view(state, seat) if bot.needs_view else None, seat, legal, rng)
                if seat == greedy:
                    slowest = max(slowest, time.perf_counter() - started)
                    slowest_cpu = max(slowest_cpu, time.process_time() - cpu)
                game.apply(state, seat, action)
            ranks = game.result(state).ranks
            if ranks[greedy] == 1 and ranks[1 - greedy] == 1:
                draws += 1
            elif ranks[greedy] == 1:
                wins += 1
            else:
                losses += 1
        out[deck] = {"games": games, "wins": wins, "draws": draws, "losses": losses, "win_rate": wins / games}
    out["slowest_move_ms"] = round(slowest * 1000, 2)
    out["slowest_move_cpu_ms"] = round(slowest_cpu * 1000, 2)  # the bot's own work, whatever else runs
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--smoke", action="store_true", help="a few games only")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    print(json.dumps(run(4 if args.smoke else args.games), indent=1))


if __name__ == "__main__":
    main()
