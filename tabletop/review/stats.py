"""Statistics over the saves in the user data folder: per game, games played and finished, wins by player name,
best and mean scores, and each player's scores game by game (a Today's map game marked).

The saves list (its own index) says what each save is without replaying it; a finished game's result needs a
replay, so each finished save's result is kept in a cache file (in the user cache folder, passed in) keyed by the
file's size, time and inode, and only saves written since are replayed. The cache is rebuilt when it is missing
or damaged. A damaged save is counted and named, never fatal, never written to.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from tabletop.engine.saves import SaveError, SaveSummary, write_json_atomic

CACHE_VERSION = 1


class Finished(NamedTuple):
    """A finished game's result as the statistics keep it: final scores, winners, and its Today's-map date."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    daily: str = ""


class Record(NamedTuple):
    """One save as the statistics read it."""

    file: str
    game: str
    names: tuple[str, ...]
    bots: tuple[bool, ...]
    played: str                  # when its last move was made (ISO)
    result: Finished | None      # None while the game goes on

    def counted(self) -> list[int]:
        """Returns the seats whose scores count: the people's, or every seat of a game of bots alone."""
        people = [s for s, bot in enumerate(self.bots) if not bot]
        return people or list(range(len(self.names)))


class Score(NamedTuple):
    """One player's final score in one game."""

    when: str
    player: str
    score: int
    daily: bool
    file: str


class GameStats(NamedTuple):
    """One game's figures over the saves."""

    game: str
    played: int
    finished: int
    wins: dict[str, float]       # player name -> games won (a shared win counts its share)
    best: Score | None
    mean: float | None
    scores: tuple[Score, ...]    # oldest first

    def to_json(self) -> dict[str, Any]:
        """Returns the figures as `tabletop-cli stats` prints them."""
        return {"played": self.played, "finished": self.finished,
                "wins": {name: round(w, 3) for name, w in sorted(self.wins.items(), key=lambda kv: -kv[1])},
                "best": None if self.best is None else {"score": self.best.score, "player": self.best.player,
                                                        "when": self.best.when, "file": self.best.file},
                "mean": None if self.mean is None else round(self.mean, 2),
                "scores": [{"when": s.when, "player": s.player, "score": s.score, "daily": s.daily}
                           for s in self.scores]}


class Statistics(NamedTuple):
    """The figures of every game with saves, and the saves that could not be read."""

    games: dict[str, GameStats]
    damaged: tuple[SaveError, ...]
    saves: int                   # files read, damaged ones included


def figures(records: list[Record], game: str) -> GameStats:
    """Returns one game's figures from its saves' records."""
    mine = sorted((r for r in records if r.game == game), key=lambda r: r.played)
    wins: dict[str, float] = {}
    scores: list[Score] = []
    for record in mine:
        result = record.result
        if result is None:
            continue
        for seat in result.winners:
            if 0 <= seat < len(record.names):
                name = record.names[seat]
                wins[name] = wins.get(name, 0.0) + 1 / len(result.winners)
        for seat in record.counted():
            if seat < len(result.scores):
                scores.append(Score(record.played, record.names[seat], result.scores[seat], bool(result.daily),
                                    record.file))
    best = max(scores, key=lambda s: (s.score, s.when), default=None)
    mean = sum(s.score for s in scores) / len(scores) if scores else None
    return GameStats(game, len(mine), sum(1 for r in mine if r.result is not None), wins, best, mean,
                     tuple(scores))


def _stamp(path: Path) -> list[int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return [info.st_mtime_ns, info.st_size, info.st_ino]


def _read_cache(cache: Path) -> dict[str, Any]:
    """Returns the cache's entries by save path; empty when it is missing or damaged (then it is rebuilt)."""
    try:
        doc = json.loads(cache.read_bytes())
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict) or doc.get("version") != CACHE_VERSION or not isinstance(doc.get("saves"), dict):
        return {}
    entries: dict[str, Any] = doc["saves"]
    return entries


def _from_cache(entry: Any, stamp: list[int] | None, players: int) -> Finished | None:
    """Returns the result a cache entry holds for a file with `stamp`, or None when it is stale or not one."""
    if not isinstance(entry, dict) or stamp is None or entry.get("stamp") != stamp:
        return None
    scores, winners, daily = entry.get("scores"), entry.get("winners"), entry.get("daily", "")
    if not (isinstance(scores, list) and len(scores) == players and all(type(s) is int for s in scores)
            and isinstance(winners, list) and all(type(w) is int and 0 <= w < players for w in winners)
            and isinstance(daily, str)):
        return None
    return Finished(tuple(scores), tuple(winners), daily)


def _replayed(path: Path) -> Finished:
    """Returns a finished save's result by replaying it; raises SaveError (and nothing else)."""
    from tabletop.saved_games import load_session

    session, _ = load_session(path)
    if not session.is_over():  # its status said over, its moves say otherwise: damaged
        raise SaveError(path, _not_over())
    result = session.game.result(session.state)
    daily = session.tags.get("daily")
    return Finished(tuple(result.scores), tuple(result.winners()), daily if isinstance(daily, str) else "")


def _not_over() -> Any:
    from tabletop.engine.reason import Reason

    return Reason("save.bad_field", {"field": "status.over", "detail": "the moves do not end the game"})


def collect(saves: Path, cache: Path | None, summaries: Path | None = None,
            found: list[SaveSummary | SaveError] | None = None) -> Statistics:
    """Returns the statistics of the saves in `saves`, reading finished results from `cache` (a file, rewritten
    when anything in it changed; None: no cache) and the saves' summaries through the Continue list's index
    `summaries` (None: each save's summary is read), or from `found` when the caller has just listed them."""
    from tabletop.saved_games import list_saves

    known = _read_cache(cache) if cache is not None else {}
    fresh: dict[str, Any] = {}
    records: list[Record] = []
    damaged: list[SaveError] = []
    if found is None:
        found = list_saves(saves, summaries)
    for item in found:
        if isinstance(item, SaveError):
            damaged.append(item)
            continue
        summary: SaveSummary = item
        bots = summary.bots or (False,) * len(summary.seats)
        result = None
        if summary.over:
            key = os.path.abspath(summary.path)
            stamp = _stamp(summary.path)
            result = _from_cache(known.get(key), stamp, len(summary.seats))
            if result is None:
                try:
                    result = _replayed(summary.path)
                except SaveError as e:
                    damaged.append(e)
                    continue
            if stamp is not None:
                fresh[key] = {"stamp": stamp, "scores": list(result.scores), "winners": list(result.winners),
                              "daily": result.daily}
        records.append(Record(summary.path.name, summary.game, summary.seats, bots, summary.updated, result))
    # Entries of other save folders stay (a test's folder, a second data folder): only this folder's are new.
    folder = os.path.abspath(saves)
    others = {k: v for k, v in known.items() if os.path.dirname(k) != folder}
    if cache is not None and {**others, **fresh} != known:
        try:
            write_json_atomic(cache, {"version": CACHE_VERSION, "saves": {**others, **fresh}})
        except OSError:  # a cache folder we may not write: the figures are right, the next reading is slower
            pass
    games = {game: figures(records, game) for game in dict.fromkeys(r.game for r in records)}
    return Statistics(games, tuple(damaged), len(found))


def to_json(stats: Statistics, game: str | None = None) -> dict[str, Any]:
    """Returns the statistics as `tabletop-cli stats` prints them (one game's alone with `game`)."""
    import tabletop.messages  # noqa: F401  (a reason reads as English text once the texts are loaded)

    games = {g: s.to_json() for g, s in stats.games.items() if game in (None, g)}
    if game is not None and game not in games:
        games[game] = figures([], game).to_json()
    return {"saves": stats.saves, "damaged": [{"file": e.path.name if e.path else "", "problem": str(e.reason)}
                                              for e in stats.damaged], "games": games}
