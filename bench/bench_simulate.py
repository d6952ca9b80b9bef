"""Random-bot throughput of `tabletop simulate`, beside catanatron 3.2.1's random 4-player games.

    python bench/bench_simulate.py            # full run (about 20 s per engine)
    python bench/bench_simulate.py --smoke    # a few games, for CI

catanatron is measured only when it is installed (pip install catanatron==3.2.1);
both run in this process, one after the other, on the same machine.
"""

from __future__ import annotations

import argparse
import json
import time

from tabletop.cli import main as cli_main


def tabletop_figures(game: str, players: int, games: int, seed: int) -> dict:
    """Returns the JSON figures printed by `tabletop simulate`."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli_main(["simulate", game, "--players", str(players), "--games", str(games), "--seed", str(seed)])
    if status != 0:
        raise SystemExit(f"simulate failed with status {status}")
    return json.loads(out.getvalue())


def catanatron_figures(seconds: float) -> dict | None:
    """Returns catanatron's random 4-player throughput, or None when it is not installed."""
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        return None
    colours = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    started = time.perf_counter()
    actions = games = 0
    while time.perf_counter() - started < seconds:
        game = Game([RandomPlayer(c) for c in colours], seed=games)
        game.play()
        actions += len(game.state.actions)
        games += 1
    elapsed = time.perf_counter() - started
    return {"games": games, "actions": actions, "seconds": round(elapsed, 3),
            "actions_per_second": round(actions / elapsed, 1)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="a short run that only checks the bench works")
    parser.add_argument("--game", default="star-cartel")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, help="games to simulate (default 2000; 20 with --smoke)")
    args = parser.parse_args()
    games = args.games or (20 if args.smoke else 2000)
    ours = tabletop_figures(args.game, args.players, games, seed=1)
    theirs = catanatron_figures(0.5 if args.smoke else 20.0)
    report = {"tabletop": {k: ours[k] for k in ("game", "players", "games", "actions", "seconds",
                                                "actions_per_second", "games_per_second")},
              "catanatron_3_2_1": theirs}
    if theirs:
        report["ratio"] = round(ours["actions_per_second"] / theirs["actions_per_second"], 2)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
