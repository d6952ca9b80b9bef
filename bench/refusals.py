"""Why every game refuses what it refuses, over seeded games: recorded to a file, or compared with one.

    python bench/refusals.py --record /tmp/refusals.jsonl.gz     # before a change to the rules' checks
    python bench/refusals.py --compare /tmp/refusals.jsonl.gz    # after it: every answer must be the same

At moments of seeded random games of every game, it asks `why_illegal` of every seat about a sample of actions:
the legal actions of the seats deciding now (asked of every seat, so also of those not deciding), legal actions
of earlier moments, the game's action universe, each of those with its arguments changed (a number one up, one
down, far off; a word misspelt; one argument more or fewer), another verb of the game with the same arguments, and
a verb no game knows. An answer is the Reason's code and parameters, None, or the exception raised. The games
themselves must be the same before and after (same seeds, same games), so the moments are the same moments.
`--sixth` adds the tests' sixth game (tests/sixth_game).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from pathlib import Path
from itertools import zip_longest
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop.engine.action import Action  # noqa: E402
from tabletop.games import available_games  # noqa: E402

SEEDS = (1, 2, 3, 4)
WITH_OPTIONS = 4  # this seed's game turns every yes/no option on (skills, promos, abilities, …)
MOMENTS = 160  # moments asked about in one game (spread over its whole length)
LONGEST = 6_000  # actions played of one game at most (Starfarers' random games run to thousands)
EARLIER = 12  # legal actions of earlier moments asked again
UNIVERSE = 24  # actions of the universe asked, at most


def mutations(action: Action, verbs: list[str], rng: random.Random) -> Iterator[Action]:
    """Yields `action` with its arguments changed, and with another verb of the game."""
    args = action.args
    for k, a in enumerate(args):
        changed: list[int | str] = [a + 1, a - 1, 99] if isinstance(a, int) else [a + "x", "bogus", 0]
        for new in changed:
            yield Action(action.kind, args[:k] + (new,) + args[k + 1:])
    if args:
        yield Action(action.kind, args[:-1])
    yield Action(action.kind, args + (1,))
    yield Action(rng.choice(verbs), args)
    yield Action("bogus", args)


def answer(game: Any, state: Any, seat: int, action: Action) -> Any:
    """Returns why_illegal's answer as plain data: None, [code, params] or ["raised", exception type]."""
    try:
        reason = game.why_illegal(state, seat, action)
    except Exception as e:  # recorded, not hidden: a check that raises must raise the same way after the change
        return ["raised", type(e).__name__]
    if reason is None:
        return None
    return [reason.code, json.loads(json.dumps(reason.params, sort_keys=True, default=repr))]


def census(game_id: str, game: Any) -> Iterator[list[Any]]:
    """Yields [game, seed, moment, seat, action, answer] over the seeded games of one game."""
    for seed in SEEDS:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        options = {o.name: not o.default for o in game.options if isinstance(o.default, bool)} \
            if seed == WITH_OPTIONS else {}
        state = game.new_game(players, options, seed)
        rng = random.Random(seed)
        ask = random.Random(seed + 1000)
        lengths = []  # first a quick run to learn the game's length, so the moments spread over all of it
        probe = game.new_game(players, options, seed)
        probe_rng = random.Random(seed)
        while not game.is_over(probe) and len(lengths) < LONGEST:
            seat = game.to_act(probe)[0]
            game.apply(probe, seat, probe_rng.choice(list(game.legal_actions(probe, seat))))
            lengths.append(seat)
        every = max(1, len(lengths) // MOMENTS)
        earlier: list[Action] = []
        verbs = sorted({a.kind for a in game.action_universe(state)})
        played = 0
        while True:
            if played % every == 0 or game.is_over(state):
                legal_now = [a for s in game.to_act(state) for a in game.legal_actions(state, s)]
                asked = list(dict.fromkeys(legal_now))
                asked += ask.sample(earlier, min(EARLIER, len(earlier)))
                universe = list(game.action_universe(state))
                asked += ask.sample(universe, min(UNIVERSE, len(universe)))
                base = list(dict.fromkeys(asked))
                for action in ask.sample(base, min(12, len(base))):
                    asked += mutations(action, verbs, ask)
                asked = list(dict.fromkeys(asked))
                for seat in range(players):
                    for action in asked:
                        yield [game_id, seed, played, seat, action.text(), answer(game, state, seat, action)]
                earlier = (earlier + legal_now)[-400:]
            if game.is_over(state) or played >= LONGEST:
                break
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))
            played += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--record", type=Path)
    group.add_argument("--compare", type=Path)
    parser.add_argument("--sixth", action="store_true", help="add the tests' sixth game")
    parser.add_argument("--game", help="one game only")
    args = parser.parse_args(argv)
    if args.sixth:
        from tests.sixth_game import register_sixth_game
        register_sixth_game()
    games = {g: game for g, game in sorted(available_games().items()) if args.game in (None, g)}
    started = time.perf_counter()
    rows = (row for game_id, game in games.items() for row in census(game_id, game))
    if args.record:
        count = 0
        with gzip.open(args.record, "wt", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row) + "\n")
                count += 1
        print(f"recorded {count} answers of {len(games)} games in {time.perf_counter() - started:.0f} s")
        return 0
    counts: dict[str, list[int]] = {}
    shown = 0
    with gzip.open(args.compare, "rt", encoding="utf-8") as before:
        recorded = (line for line in before if json.loads(line)[0] in games)  # a record of more games: these only
        for row, line in zip_longest(rows, recorded):
            if row is None or line is None:
                print("the record and this run have different lengths: stopped", file=sys.stderr)
                return 1
            old = json.loads(line)
            tally = counts.setdefault(row[0], [0, 0, 0])
            tally[0] += 1
            tally[2] += old[5] is not None
            if json.loads(json.dumps(row)) != old:
                tally[1] += 1
                if shown < 20:
                    print("differs:", old, "now", row[4:], file=sys.stderr)
                    shown += 1
                if old[:5] != json.loads(json.dumps(row))[:5]:
                    print("the games themselves differ: stopped", file=sys.stderr)
                    return 1
    for game_id, (n, bad, refused) in counts.items():
        print(f"{game_id}: {n} answers compared ({refused} refusals), {bad} differ")
    total = sum(n for n, _, _ in counts.values())
    wrong = sum(bad for _, bad, _ in counts.values())
    print(f"total: {total} compared, {wrong} differ, in {time.perf_counter() - started:.0f} s")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
