"""Writes the golden save of one game: tests/golden/<game-id>.json, a whole seeded game played by bots.

    python tests/golden/make_golden.py star-cartel

Run it only on purpose. tests/engine/test_golden.py replays every golden save and fails when the game no
longer plays out the same (another die roll, another shuffle, a rule that resolves differently), because
every player's saves of that game would no longer load as they were played. When that change is meant:

1. raise the game's `rules_version` in its rules.py, with a comment saying what changed;
2. run this script for that game and commit the new golden file with the change.

Each file holds the save as the app writes it, the final scores and ranks, and the digest of the final state.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any, NamedTuple

from tabletop.bots import make_bot
from tabletop.engine.contract import Game
from tabletop.engine.saves import session_to_json
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.engine.snapshot import digest

HERE = Path(__file__).resolve().parent
STAMP = "2026-01-01T00:00:00+00:00"  # fixed, so regenerating unchanged rules rewrites the same file


class Setup(NamedTuple):
    """How a game's golden save is played: seats' bots, options, seed."""

    bots: tuple[str, ...]
    options: dict[str, Any]
    seed: int


# A few options on, so their rules are covered too; greedy and random bots mixed, so the log wanders.
SETUPS: dict[str, Setup] = {
    "star-cartel": Setup(("greedy", "random", "greedy", "random"), {"abilities": True}, 2026),
    "cartographers": Setup(("greedy", "random", "greedy"), {"side_b": True, "skills": True, "promo_ambushes": True},
                           2026),
    "thiefs-market": Setup(("greedy", "random", "greedy", "random"), {"promos": True}, 2026),
    # Greedy seats only: random play makes a Starfarers game thousands of moves long, the file too.
    "starfarers": Setup(("greedy", "greedy", "greedy", "greedy"), {}, 2026),
    "star-trek": Setup(("greedy", "random"), {}, 2026),
}


def setup_of(game: Game[Any, Any]) -> Setup:
    """Returns the game's setup above, or for a game not listed: one seat more than the least, yes/no options on."""
    if game.id in SETUPS:
        return SETUPS[game.id]
    players = min(game.min_players + 1, game.max_players)
    options = {spec.name: True for spec in game.options if isinstance(spec.default, bool)}
    return Setup(tuple("greedy" if i % 2 == 0 else "random" for i in range(players)), options, 2026)


def play(game: Game[Any, Any], setup: Setup) -> Session:
    """Returns the session of a whole game played by the setup's bots."""
    seats = [SeatInfo(f"{name.title()} {i + 1}", SeatKind.BOT, name) for i, name in enumerate(setup.bots)]
    session = Session(game, seats, dict(setup.options), setup.seed)
    bots = [make_bot(name, game.id) for name in setup.bots]
    rng = random.Random(setup.seed)
    while not session.is_over():
        seat = session.to_act()[0]
        bot = bots[seat]
        view = session.view(seat) if bot.needs_view else None
        session.act(seat, bot.choose(game, view, seat, session.legal_actions(seat), rng))
    return session


def golden_document(game: Game[Any, Any]) -> dict[str, Any]:
    """Returns the golden file's contents for a game: its save, final result and final digest."""
    session = play(game, setup_of(game))
    save = session_to_json(session, created=STAMP)
    save["updated"] = STAMP
    result = game.result(session.state)
    return {
        "about": "Made by tests/golden/make_golden.py; checked by tests/engine/test_golden.py. Do not edit.",
        "save": save,
        "result": {"scores": list(result.scores), "ranks": list(result.ranks)},
        "digest": digest(session.state),
    }


def write(game: Game[Any, Any], folder: Path = HERE) -> Path:
    """Writes the game's golden file into `folder`; returns its path."""
    path = folder / f"{game.id}.json"
    path.write_text(json.dumps(golden_document(game), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    from tabletop.games import available_games

    games = available_games()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(games), help="the game whose golden save to write")
    args = parser.parse_args(argv)
    path = write(games[args.game])
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
