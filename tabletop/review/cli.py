"""`tabletop-cli review SAVE [--seat N] [--analyse]` and `tabletop-cli stats [--game G]`: the review and the
statistics as one JSON object. Bad input of any kind exits with status 2 and one line (CommandError)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any, Sequence

from tabletop.registry import CommandError
from tabletop.translatable import Text

HONEST = ("Each move is weighed on deals of what {name} could see at that moment: the cards {name} could not see "
          "are dealt at random for every trial, never read.")


def add_commands(sub: Any) -> None:
    """Adds `review` and `stats` to the CLI's subcommands (`sub`: argparse's subparsers), each setting `run`."""
    review = sub.add_parser("review", help="a saved game's moves of one seat, analysed by the Strong bot")
    review.add_argument("file", type=Path)
    review.add_argument("--seat", type=int, help="the seat to review, 1 for the first (default: the person's)")
    review.add_argument("--analyse", action="store_true", help="weigh each move with the Strong bot's search")
    review.set_defaults(run=run_review)
    stats = sub.add_parser("stats", help="statistics of the saved games, per game")
    stats.add_argument("--game", help="only this game (its id)")
    stats.add_argument("--saves", type=Path, help="the saves folder (default: the user's)")
    stats.set_defaults(run=run_stats)


def _english(text: Text, **values: Any) -> str:
    """Returns a review text in English with its values (counts in their singular or plural)."""
    from tabletop.messages import FORMATTER

    return FORMATTER.format(text[1], **values)


def _user_folders() -> tuple[Path, Path]:
    """Returns the user's saves folder and cache folder (as the app finds them)."""
    from platformdirs import PlatformDirs

    dirs = PlatformDirs("tabletop", appauthor=False)
    return Path(dirs.user_data_path) / "saves", Path(dirs.user_cache_path)


def run_review(args: argparse.Namespace) -> dict[str, Any]:
    """Returns the review of one seat of a save: its moves in words, and with --analyse what each was worth."""
    from tabletop.engine.saves import SaveError, one_line
    from tabletop.messages import render
    from tabletop.review.access import review_access
    from tabletop.review.timeline import Timeline
    from tabletop.saved_games import load_session

    try:
        session, _ = load_session(args.file)
    except SaveError as e:
        raise CommandError(f"{one_line(str(args.file))}: {one_line(str(e.reason))}") from None
    names = [s.name for s in session.seats]
    access = review_access(session.seats, session.is_over())
    if access.refused is not None:
        raise CommandError(_english(access.refused, count=access.people))
    seat = _chosen_seat(args.seat, names, access.viewers, access.default())

    def seat_name(s: int) -> str:
        return names[s] if 0 <= s < len(names) else f"Seat {s + 1}"

    timeline = Timeline.of(session)
    game = session.game

    def words(k: int, text: str) -> str:
        from tabletop.engine.action import Action

        phrase = game.describe_action(timeline.view_at(k, seat), Action.parse(text))
        return render(phrase.code, phrase.params, seat_name=seat_name)

    out: dict[str, Any] = {"file": str(args.file), "game": game.id, "seat": seat + 1, "name": names[seat],
                           "over": session.is_over(), "actions": len(session.log)}
    if not args.analyse:
        out["moves"] = [{"index": k - 1, "move": words(k - 1, timeline.action(k).text())}
                        for k in timeline.moves_of(seat)]
        return out
    analysis, seconds = _analysed(args.file, session, seat)
    out.update({"unit": analysis.unit, "honest": HONEST.format(name=names[seat]), "seconds": round(seconds, 2),
                "moves": [{**m.to_json(), "move": words(m.log_index, m.move),
                           "best_move": None if m.best_move is None else words(m.log_index, m.best_move)}
                          for m in analysis.moves],
                "costliest": [m.log_index for m in analysis.costliest(3)]})
    return out


def _chosen_seat(asked: int | None, names: list[str], viewers: Sequence[int], default: int) -> int:
    """Returns the seat (from 0) whose moves are reviewed: --seat (from 1) when it may be, else the default;
    raises CommandError for a seat out of range or not open to review yet."""
    if asked is None:
        return default
    if 1 <= asked <= len(names) and asked - 1 in viewers:
        return asked - 1
    if 1 <= asked <= len(names):
        raise CommandError(f"only {names[viewers[0]]}'s own moves can be reviewed while the game goes on "
                           f"(--seat {viewers[0] + 1})")
    raise CommandError(f"--seat must be 1 to {len(names)} for this game of {len(names)} seats")


def _analysed(path: Path, session: Any, seat: int) -> tuple[Any, float]:
    """Returns the analysis of `seat`'s moves (moves weighed before, kept beside the save, are not weighed again)
    and the seconds it took; keeps it beside the save."""
    from tabletop.review.analysis import Analyser
    from tabletop.review.store import keep, known_moves

    started = time.perf_counter()
    try:
        analyser = Analyser(session.game, len(session.seats))
    except ValueError as e:
        raise CommandError(str(e)) from None
    known = known_moves(path, session.log, seat, analyser.budget)
    analysis = analyser.analyse(session.seed, session.options, session.log, seat, known=known)
    keep(path, session.log, session.game.id, analyser.budget, analysis)
    return analysis, time.perf_counter() - started


def run_stats(args: argparse.Namespace) -> dict[str, Any]:
    """Returns the statistics of the saves as JSON data (one game's alone with --game)."""
    from tabletop.games import entries
    from tabletop.messages import english
    from tabletop.review.stats import collect, to_json

    known = [e.id for e in entries()]
    if args.game is not None and args.game not in known:
        raise CommandError(english("engine.unknown_game", {"game": args.game, "known": ", ".join(known)}))
    from tabletop.engine.saves import SUMMARY_INDEX

    saves, cache = _user_folders()
    if args.saves is not None:
        if not args.saves.is_dir():
            raise CommandError(f"{args.saves}: no such folder")
        saves = args.saves
    return to_json(collect(saves, cache / "statistics.json", cache / SUMMARY_INDEX), args.game)
