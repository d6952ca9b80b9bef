"""Seeded games for the review's tests: played by bots, saved, of every game."""

from __future__ import annotations

import random
from pathlib import Path

from tabletop.bots import make_bot
from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games

NAMES = ("Aiko", "Ben", "Chiara", "Dev", "Emi", "Femi")
# Every game at a small table: (game, players).
TABLES = [("cartographers", 1), ("cartographers", 3), ("star-cartel", 3), ("thiefs-market", 3), ("starfarers", 3),
          ("star-trek", 2)]


def seats(players: int, people: int) -> list[SeatInfo]:
    """Returns `players` seats, the first `people` of them people, the rest greedy bots."""
    return [SeatInfo(NAMES[i]) if i < people else SeatInfo(f"Bot {i + 1}", SeatKind.BOT, "greedy")
            for i in range(players)]


def played(game_id: str, players: int, seed: int, moves: int | None = None, people: int = 1,
           bot: str = "random") -> Session:
    """Returns a seeded game of `moves` moves (None: to its end) played by `bot` in every seat."""
    game = available_games()[game_id]
    session = Session(game, seats(players, people), {}, seed)
    player = make_bot(bot, game_id)
    rng = random.Random(seed)
    while not session.is_over() and (moves is None or len(session.log) < moves):
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        session.act(seat, player.choose(game, session.view(seat), seat, legal, rng))
    return session


def saved(folder: Path, name: str, session: Session) -> Path:
    """Returns the path of `session` saved in `folder` as `name`."""
    path = folder / name
    save_session(session, path)
    return path
