"""Random-play speed of this checkout beside an earlier commit's, game by game, measured in the same run.

    python bench/bench_against.py --base ada82f1            # every game, 3 rounds
    python bench/bench_against.py --base ada82f1 --game starfarers --rounds 5
    python bench/bench_against.py --smoke                    # this checkout against itself, one short round
    python bench/bench_against.py --base ada82f1 --game star-trek --option decks=klingon,romulan   # a game option

The base commit is checked out into a temporary folder (`git worktree`), and both trees play the same
`tabletop simulate` games with random bots in fresh interpreters, taking turns round by round so that a busy moment
of the machine falls on both alike. A rate is actions per second of the child's process time, which other work on a
shared machine disturbs less than the wall clock; the child plays one game first, so imports are not counted. Rules may have changed between the two commits, so the same seeds can give
games of other lengths: the figure that counts is the rate, not the total.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tabletop.games import available_games

ROOT = Path(__file__).resolve().parents[1]
# Actions each tree plays of a game in one round: a few seconds of play.
ROUND_ACTIONS = 30_000


# Run in the child: one game first, so that every module the game needs is imported, then the timed games.
CHILD = """
import contextlib, io, json, sys, time
from tabletop.cli import main
def run(seed):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["simulate", sys.argv[1], "--players", sys.argv[2], "--games", "1", "--seed", str(seed),
                       *(w for option in sys.argv[5:] for w in ("--option", option))])
    if status:
        raise SystemExit(status)
    return json.loads(out.getvalue())["actions"]
run(int(sys.argv[4]) + 99_999)
seed, actions, started = int(sys.argv[4]), 0, time.process_time()
while actions < int(sys.argv[3]):  # whole games, seed after seed, until the round's actions are played
    actions += run(seed)
    seed += 1
print(json.dumps([actions, time.process_time() - started]))
"""


def simulate(tree: Path, game: str, players: int, actions: int, seed: int,
             options: tuple[str, ...] = ()) -> tuple[int, float]:
    """Returns the actions played and the process time of whole `tabletop simulate` games from `seed` on in `tree`,
    at least `actions` of them, imports left out (`options`: simulate's `--option KEY=VALUE` words)."""
    env = {**os.environ, "PYTHONPATH": str(tree), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CHILD, game, str(players), str(actions), str(seed), *options],
                          cwd=tree, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{tree.name}: simulate {game} failed: {done.stderr.strip().splitlines()[-1:]}")
    actions, seconds = json.loads(done.stdout)
    return int(actions), float(seconds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="the earlier commit to measure against")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--smoke", action="store_true", help="this checkout against itself, one small round")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, as simulate's (repeatable)")
    args = parser.parse_args(argv)
    if not args.smoke and not args.base:
        parser.error("--base is needed (or --smoke)")
    # Every registered game with rules, at four seats where it takes them (else the nearest it takes).
    cases = [(g.id, min(max(4, g.min_players), g.max_players)) for g in available_games().values()
             if not args.game or g.id in args.game]
    rounds = 1 if args.smoke else args.rounds
    with tempfile.TemporaryDirectory() as tmp:
        base = ROOT
        if not args.smoke:
            base = Path(tmp) / "base"
            subprocess.run(["git", "worktree", "add", "--detach", "-q", str(base), args.base], cwd=ROOT, check=True)
        try:
            trees = {"base": base, "this": ROOT}
            for game, players in cases:
                target = ROUND_ACTIONS // 20 if args.smoke else ROUND_ACTIONS
                totals = {name: [0, 0.0] for name in trees}
                for r in range(rounds):
                    order = list(trees.items()) if r % 2 == 0 else list(reversed(trees.items()))
                    for name, tree in order:
                        actions, cpu = simulate(tree, game, players, target, args.seed + 1000 * r,
                                                tuple(args.option))
                        totals[name][0] += actions
                        totals[name][1] += max(cpu, 1e-6)
                rate = {name: actions / cpu for name, (actions, cpu) in totals.items()}
                change = rate["this"] / rate["base"] - 1
                print(f"{game:14} {players} seats: base {rate['base']:9.0f} actions/s, this {rate['this']:9.0f} "
                      f"actions/s ({change:+.1%}; {totals['this'][0]} actions against {totals['base'][0]})",
                      flush=True)
        finally:
            if not args.smoke:
                subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
