"""Greedy against greedy on every pairing of the four new premade Star Trek decks (star_trek_decks.md §5): each
deck's win rate from both seats, draws apart, and the battles fought. Figures for the note, not a timed test;
the card data is never tuned to balance them (issue 33).

    python bench/bench_star_trek_decks.py            # 200 seeded games a pairing (100 with each deck at seat 1)
    python bench/bench_star_trek_decks.py --smoke    # two games a pairing, for CI
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
from collections import Counter

from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.games.star_trek.rules import StarTrek

DECKS = ("federation_premiere", "borg_call_to_arms", "klingon", "romulan")
REFERENCE = ("federation", "borg")   # the seed decks' default pairing, a reference row
BATTLE_EVENTS = ("st.engagement_begins", "st.combat_begins", "st.joined_battle", "st.ship_destroyed")


def play(a: str, b: str, seed: int) -> tuple[list[float], Counter[str]]:
    """Returns one greedy game's result (1 a win, 0.5 a shared first place, 0 a loss, per seat) and its battles."""
    game = StarTrek()
    state = game.new_game(2, {"decks": f"{a},{b}"}, seed)
    bot = GreedyStarTrek()
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = bot.choose(game, game.view(state, seat), seat, game.legal_actions(state, seat), rng)
        seen.update(e.code for e in game.apply(state, seat, action) if e.code in BATTLE_EVENTS)
    ranks = game.result(state).ranks
    firsts = [r == 1 for r in ranks]
    if sum(firsts) > 1:
        seen["draw"] += 1   # a shared first place: half a win each
    return [(1.0 / sum(firsts)) if f else 0.0 for f in firsts], seen


def run(games: int) -> dict[str, object]:
    """Returns each pairing's win rates (deck by deck), battle counts and battles a game over `games` seeded
    games, the seed decks' default pairing first as a reference."""
    out: dict[str, object] = {}
    for a, b in [REFERENCE, *itertools.combinations(DECKS, 2)]:
        wins = {a: 0.0, b: 0.0}
        battles: Counter[str] = Counter()
        for seed in range(games):
            first, second = (a, b) if seed % 2 == 0 else (b, a)   # each deck sits at seat 1 half the time
            score, seen = play(first, second, seed)
            wins[first] += score[0]
            wins[second] += score[1]
            battles.update(seen)
        fought = battles["st.engagement_begins"] + battles["st.combat_begins"]
        out[f"{a} vs {b}"] = {"games": games, "win_rate": {d: round(w / games, 3) for d, w in wins.items()},
                              "draws": battles.pop("draw", 0), "battles": dict(battles),
                              "battles_per_game": round(fought / games, 3)}
    return out


def table(figures: dict[str, object]) -> str:
    """Returns the figures as a plain text table: a pairing a line, each deck's win rate, battles a game."""
    lines = []
    for pairing, row in figures.items():
        assert isinstance(row, dict)
        rates = "  ".join(f"{d} {r:.3f}" for d, r in row["win_rate"].items())
        lines.append(f"{pairing:45} {rates:60} draws {row['draws']:3}  battles/game {row['battles_per_game']:.2f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="two games a pairing")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    figures = run(2 if args.smoke else args.games)
    print(json.dumps(figures, indent=1))
    print(table(figures))


if __name__ == "__main__":
    main()
