"""Random-bot throughput of `tabletop simulate`, beside catanatron 3.2.1's random 4-player games.

    python bench/bench_simulate.py --game starfarers       # full run (about 20 s per engine)
    python bench/bench_simulate.py --game star-trek        # two seats, the most it takes
    python bench/bench_simulate.py --smoke                 # a few games, for CI
    python bench/bench_simulate.py --game star-trek --option decks=klingon,romulan   # a game option, as simulate's

catanatron is measured only when it can be imported: installed, or in --catlib (a folder made with
`pip install catanatron==3.2.1 --target /tmp/sf/catlib`, kept out of the project's requirements). Both run in this
process, taking turns in --rounds rounds, so that a busy moment of the machine falls on both alike; the ratio is
of the totals. `ratio` is of wall-clock rates; `cpu_ratio` of rates per second of this process's CPU time, which
other work on a shared machine disturbs less.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time

from tabletop.cli import GAMES_PER_COLLECTION, main as cli_main


def tabletop_figures(game: str, players: int, games: int, seed: int, options: tuple[str, ...] = ()) -> dict:
    """Returns the JSON figures printed by `tabletop simulate` (`options`: its `--option KEY=VALUE` words)."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        words = [w for option in options for w in ("--option", option)]
        status = cli_main(["simulate", game, "--players", str(players), "--games", str(games), "--seed", str(seed),
                           *words])
    if status != 0:
        raise SystemExit(f"simulate failed with status {status}")
    return json.loads(out.getvalue())


def has_catanatron(catlib: str) -> bool:
    """Returns True when catanatron imports, from the environment or else from the `catlib` folder."""
    try:
        import catanatron  # noqa: F401
    except ImportError:
        if catlib not in sys.path:
            sys.path.append(catlib)
        try:
            import catanatron  # noqa: F401,F811
        except ImportError:
            return False
    return True


def catanatron_figures(seconds: float, first_seed: int) -> dict:
    """Returns catanatron's random 4-player games played for about `seconds`: games, actions, seconds."""
    from catanatron import Color, Game, RandomPlayer

    colours = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    started, cpu = time.perf_counter(), time.process_time()
    actions = games = 0
    # `tabletop simulate` plays a run of games with the cyclic collector paused, its youngest generation collected
    # every GAMES_PER_COLLECTION games (cli._played): catanatron's games are played the same way, so the ratio
    # compares the engines, not the collector's passes.
    running = gc.isenabled()
    gc.disable()
    try:
        while time.perf_counter() - started < seconds:
            game = Game([RandomPlayer(c) for c in colours], seed=first_seed + games)
            game.play()
            actions += len(game.state.actions)
            games += 1
            if games % GAMES_PER_COLLECTION == 0:
                gc.collect(0)
    finally:
        if running:
            gc.enable()
    return {"games": games, "actions": actions, "seconds": time.perf_counter() - started,
            "cpu_seconds": time.process_time() - cpu}


def _total(parts: list[dict]) -> dict:
    games, actions, seconds, cpu = (sum(p[k] for p in parts) for k in ("games", "actions", "seconds", "cpu_seconds"))
    return {"games": games, "actions": actions, "seconds": round(seconds, 3),
            "actions_per_second": round(actions / seconds, 1), "actions_per_cpu_second": round(actions / cpu, 1)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="a short run that only checks the bench works")
    parser.add_argument("--game", default="star-cartel")
    parser.add_argument("--players", type=int, help="seats (default: as many as the game takes, at most 4)")
    parser.add_argument("--games", type=int, help="games to simulate (default 2000; 20 with --smoke)")
    parser.add_argument("--rounds", type=int, default=4, help="turns each engine takes (1 with --smoke)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option passed to `tabletop simulate` (e.g. decks=klingon,romulan); repeatable")
    parser.add_argument("--catlib", default="/tmp/sf/catlib", help="a folder holding catanatron 3.2.1")
    args = parser.parse_args()
    if args.players is None:
        from tabletop.games import entries

        most = {e.id: e.max_players for e in entries()}
        args.players = min(4, most.get(args.game, 4))  # an unknown game is named by `tabletop simulate` itself
    games = args.games or (20 if args.smoke else 2000)
    rounds = 1 if args.smoke else max(1, args.rounds)
    with_catanatron = has_catanatron(args.catlib)
    ours: list[dict] = []
    theirs: list[dict] = []
    figures: dict = {}
    # One game first, unmeasured: the game's modules are imported and its tables built before any round, as
    # catanatron's are by has_catanatron, so neither engine's rate pays for loading (the CPU figure would).
    tabletop_figures(args.game, args.players, 1, seed=0, options=tuple(args.option))
    for k in range(rounds):
        share = games // rounds + (1 if k < games % rounds else 0)
        cpu = time.process_time()
        figures = tabletop_figures(args.game, args.players, share, seed=1 + sum(p["games"] for p in ours),
                                   options=tuple(args.option))
        figures["cpu_seconds"] = time.process_time() - cpu
        ours.append(figures)
        if with_catanatron:
            # The same wall time for catanatron as our round took, at least a second.
            theirs.append(catanatron_figures(max(1.0, figures["seconds"]), sum(p["games"] for p in theirs)))
    report: dict = {"tabletop": {"game": args.game, "players": args.players, "options": args.option, **_total(ours)},
                    "catanatron_3_2_1": _total(theirs) if theirs else None, "rounds": rounds}
    if theirs:
        report["ratio"] = round(report["tabletop"]["actions_per_second"] /
                                report["catanatron_3_2_1"]["actions_per_second"], 2)
        report["cpu_ratio"] = round(report["tabletop"]["actions_per_cpu_second"] /
                                    report["catanatron_3_2_1"]["actions_per_cpu_second"], 2)
        report["ratio_by_round"] = [round((o["actions"] / o["seconds"]) / (t["actions"] / t["seconds"]), 2)
                                    for o, t in zip(ours, theirs)]
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
