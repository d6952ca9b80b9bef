"""Headless commands: simulate bot games and replay saves. Bad input: exit 2 with a one-line reason."""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import re
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

from tabletop.bots import BOT_NAMES, make_bot
from tabletop.command_line import EXIT_BAD_INPUT, CommandOutput, OneLineParser, refuse
from tabletop.engine.action import Action
from tabletop.engine.contract import Game, OptionError, Seat
from tabletop.engine.files import ready_folder
from tabletop.engine.playout import play_out
from tabletop.engine.saves import SaveError, one_line, write_json_atomic
from tabletop.saved_games import load_session
from tabletop.engine.session import SeatInfo, SeatKind, Session, Turn
from tabletop.games import available_games, entries, entry
from tabletop.messages import english, render
from tabletop.registry import CommandError, load

__all__ = ["EXIT_BAD_INPUT", "MAX_GAMES", "MAX_SEED", "build_parser", "main", "play_one", "replay", "simulate"]

# A million random games of Starfarers take two days on one core; more is a slip of the keyboard, refused at once.
MAX_GAMES = 1_000_000
MAX_SEED = 2**63 - 1  # seeds are whole numbers from 0 (random.Random takes -n for n: the same game twice)
_WHOLE = re.compile(r"[-+]?[0-9]+")  # ASCII digits: str.isdigit() passes "²", which int() refuses


class UsageError(CommandError):
    """A bad command line; the message is printed as one line."""


def whole(text: str) -> int:
    """Returns the whole number `text` writes (an argparse type), refused in one short line otherwise."""
    try:
        return int(text)
    except ValueError:  # not a number, or past the 4,300 digits int() reads
        shown = one_line(text, 40)
        raise argparse.ArgumentTypeError(f"“{shown}” has too many digits" if _WHOLE.fullmatch(text.strip())
                                         else f"“{shown}” is not a whole number") from None


def _within(option: str, value: int, low: int, high: int | None = None) -> None:
    """Raises UsageError unless `value` is from `low` to `high` (at least `low`, when no `high`)."""
    if value < low or high is not None and value > high:
        raise UsageError(f"{option} must be at least {low:,}" if value < low else
                         f"{option} must be at most {high:,}, not {one_line(str(value), 40)}")


def build_parser() -> argparse.ArgumentParser:
    """Returns the parser of the headless commands."""
    parser = OneLineParser(prog="tabletop", description="Play tabletop games on one computer.")
    parser.add_argument("--self-test", action="store_true", help="open every game offscreen, render it, exit")
    sub = parser.add_subparsers(dest="command", parser_class=OneLineParser)
    sim = sub.add_parser("simulate", help="play bot games and print figures as JSON")
    sim.add_argument("game", help="game id: " + ", ".join(e.id for e in entries() if e.rules))
    sim.add_argument("--players", type=whole, required=True)  # the game says how many
    sim.add_argument("--games", type=whole, default=1, help=f"at most {MAX_GAMES:,}")
    sim.add_argument("--seed", type=whole, default=0,
                     help="the first game's seed (the next game's is one more), from 0 to 2**63-1")
    sim.add_argument("--bot", default="random", help="bot for every seat: " + ", ".join(BOT_NAMES))
    sim.add_argument("--seats", help="one bot per seat, comma-separated (e.g. greedy,random,random,random)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option")
    sim.add_argument("--save-dir", type=Path, help="write each game's save here")
    sim.add_argument("--jobs", type=whole, default=1,
                     help="play the games on this many processes (same results); more than the cores "
                          "(os.cpu_count()) are clamped to them")
    rep = sub.add_parser("replay", help="load a save without a window and summarise it")
    rep.add_argument("file", type=Path)
    rep.add_argument("--moves", action="store_true", help="list every move in words, as its player saw it")
    from tabletop.review.cli import add_commands  # review SAVE, stats

    add_commands(sub)
    for e in entries():
        if e.cli:  # a game's own commands, each setting `run` on its parser (the game's name, then the tool)
            load(e.cli)(sub)
    return parser


def _game(game_id: str) -> Game[Any, Any]:  # any game: its state and view types are its own
    games = available_games()
    if game_id not in games:
        known = ", ".join(games)
        if any(e.id == game_id for e in entries()):
            raise UsageError(f"{game_id} is not playable in this version yet (playable: {known})")
        raise UsageError(english("engine.unknown_game", {"game": game_id, "known": known}))
    return games[game_id]


def _options(pairs: list[str], text: frozenset[str] = frozenset()) -> dict[str, bool | int | str]:
    options: dict[str, bool | int | str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise UsageError(f"option {pair!r}: write NAME=VALUE")
        lowered = value.strip().lower()
        if name in text:  # a text option (Star Trek's decks=A,B) is taken as written
            options[name] = value
        elif lowered in ("true", "on", "yes"):
            options[name] = True
        elif lowered in ("false", "off", "no"):
            options[name] = False
        elif _WHOLE.fullmatch(lowered):
            try:
                options[name] = int(lowered)
            except ValueError:  # past the 4,300 digits int() reads
                raise UsageError(f"option {name}: the number has too many digits") from None
        else:
            raise UsageError(f"option {name}: {value!r} is neither true/false nor a whole number")
    return options


def simulate(args: argparse.Namespace) -> dict[str, object]:
    """Returns the figures of K seeded bot games."""
    game = _game(args.game)
    # Every check is made before the first game, so bad input never costs the games played before it.
    given = _options(args.option, frozenset(s.name for s in game.options if isinstance(s.default, str)))
    reader = entry(game.id).option_words
    if reader:  # the game reads its text options' words (Star Trek: premade decks or deck files)
        try:
            given = load(reader)(given)
        except ValueError as e:
            raise UsageError(f"option {e}") from None
    options = game.check_setup(args.players, given)  # first: the count a list of bots is made of
    bot_names = args.seats.split(",") if args.seats else [args.bot] * args.players
    if len(bot_names) != args.players:
        raise UsageError(f"--seats names {len(bot_names)} bots for {args.players} players")
    for name in bot_names:
        if name not in BOT_NAMES:
            raise UsageError(f"unknown bot {name!r} (bots: {', '.join(BOT_NAMES)})")
    _within("--games", args.games, 1, MAX_GAMES)
    _within("--seed", args.seed, 0, MAX_SEED)
    if args.seed + args.games - 1 > MAX_SEED:
        raise UsageError(f"--seed {args.seed} with --games {args.games} goes past the last seed, 2**63-1")
    _within("--jobs", args.jobs, 1)  # more than the cores are as many as the cores (below)
    seeds = range(args.seed, args.seed + args.games)  # a range, not a list: a million games hold no million seeds
    if args.save_dir:
        _check_save_dir(args.save_dir, game.id, seeds)
    jobs = min(args.jobs, os.cpu_count() or 1)  # more processes than cores only wait their turn
    totals = [0.0] * args.players
    wins = [0.0] * args.players
    actions = 0
    started = time.perf_counter()
    for seed, (log, scores, winners) in zip(seeds, _played(game.id, bot_names, options, seeds, jobs)):
        actions += len(log)
        for s in range(args.players):  # summed in seed order whatever the jobs, so the figures never differ
            totals[s] += scores[s]
            if s in winners:
                wins[s] += 1 / len(winners)  # a shared win counts as a fraction
        if args.save_dir:
            _write_save(game, bot_names, options, seed, log, args.save_dir / _save_name(game.id, seed))
    seconds = max(time.perf_counter() - started, 1e-9)  # a coarse clock may see no time pass
    return {
        "game": game.id, "players": args.players, "games": args.games, "seed": args.seed, "bots": bot_names,
        "options": options, "actions": actions, "seconds": round(seconds, 4),
        "actions_per_second": round(actions / seconds, 1), "games_per_second": round(args.games / seconds, 2),
        "mean_scores": [round(t / args.games, 3) for t in totals],
        "win_rates": [round(w / args.games, 4) for w in wins],
    }


def _save_name(game_id: str, seed: int) -> str:
    """Returns the file name of the save of a simulated game."""
    return f"{game_id}-{seed}.json"


def _check_save_dir(folder: Path, game_id: str, seeds: range) -> None:
    """Makes `folder` when missing; raises UsageError unless every game's save can be written in it."""
    try:
        ready_folder(folder)
        with os.scandir(folder) as found:
            folders = [entry.name for entry in found if entry.is_dir(follow_symlinks=False)]
    except OSError as e:
        raise UsageError(f"--save-dir {folder}: {e.strerror or e}") from None
    # A save replaces a file of its name, but not a folder; read once here, not once per game.
    name = re.compile(re.escape(game_id) + r"-(0|[1-9][0-9]*)\.json")
    for taken in folders:
        match = name.fullmatch(taken)
        if match and int(match.group(1)) in seeds:
            raise UsageError(f"--save-dir {folder}: {taken} is a folder, where a game's save would be written")


# One bot game's outcome: its moves in order, the seats' scores and the winners.
Outcome = tuple[list[tuple[Seat, Action]], tuple[int, ...], list[Seat]]


def play_one(game_id: str, bot_names: list[str], options: Mapping[str, object], seed: int) -> Outcome:
    """Returns one seeded bot game's actions, scores and winners (run in a worker process by --jobs)."""
    game = available_games()[game_id]
    bots = [make_bot(name, game_id) for name in bot_names]
    state = game.new_game(len(bot_names), options, seed)
    with _collector_paused():
        log = play_out(game, state, bots, random.Random(seed))
    result = game.result(state)
    return log, tuple(result.scores), result.winners()


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pauses Python's cyclic garbage collector for the block (when it runs), and lets it run again after."""
    # A bot game makes records by the million and next to no reference cycles (a few hundred in a Star Trek game,
    # none in the other games'): reference counting frees them, and the collector's passes during a game would
    # find nothing, at some 4 % of a random Starfarers game's time. What it finds waits for the game's end.
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


# Games a run plays between two collections of the collector's youngest generation, while it keeps the collector
# paused. A game leaves a few hundred objects in reference cycles (Star Trek's; 40 KB), freed only by a collection;
# collected between games, when the game's records are gone, a collection finds little else alive to look at, where
# the collector let run after every game looked again at everything the game had left in its caches.
GAMES_PER_COLLECTION = 32


def _collect_young(played: int) -> None:
    """Collects the youngest generation's cycles once every GAMES_PER_COLLECTION games `played`."""
    if played % GAMES_PER_COLLECTION == 0:
        gc.collect(0)


def _played(game_id: str, bot_names: list[str], options: Mapping[str, object], seeds: range,
            jobs: int) -> Iterator[Outcome]:
    """Yields each game's outcome in seed order, played here or spread over `jobs` processes."""
    if jobs == 1 or len(seeds) == 1:
        with _collector_paused():   # for the whole run, its youngest generation collected every few games
            for played, seed in enumerate(seeds, 1):
                yield play_one(game_id, bot_names, options, seed)
                _collect_young(played)
        return
    from collections import deque
    from concurrent.futures import Future, ProcessPoolExecutor
    from multiprocessing import get_context

    # Every game owns its seed and its bots, so where it runs cannot change it; taken in order, the figures are
    # summed in seed order. A few games per process are asked ahead (pool.map would ask for all of them at once).
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(seeds)), mp_context=get_context("spawn"),
                               initializer=_worker_started)
    ahead: deque[Future[Outcome]] = deque()
    try:
        for seed in seeds:
            ahead.append(pool.submit(_worker_game, game_id, bot_names, options, seed))
            if len(ahead) >= 4 * jobs:
                yield ahead.popleft().result()
        while ahead:
            yield ahead.popleft().result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _worker_started() -> None:
    """Leaves Ctrl+C to the command (a worker stopped by it would print its own traceback), and pauses the collector
    for the worker's life, as a run of games here does (_played)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.disable()


_worker_games = 0   # the games this worker process has played


def _worker_game(game_id: str, bot_names: list[str], options: Mapping[str, object], seed: int) -> Outcome:
    """Returns play_one's outcome, played in a worker process, collecting the youngest generation every few games."""
    global _worker_games
    outcome = play_one(game_id, bot_names, options, seed)
    _worker_games += 1
    _collect_young(_worker_games)
    return outcome


def _write_save(game: Game[Any, Any], bot_names: list[str], options: Mapping[str, object], seed: int,
                log: list[tuple[Seat, Action]], path: Path) -> None:
    from tabletop.engine.saves import session_to_json

    seats = [SeatInfo(f"{name.title()} {i + 1}", SeatKind.BOT, name) for i, name in enumerate(bot_names)]
    session = Session(game, seats, dict(options), seed)
    session.log = [Turn(seat, action, ()) for seat, action in log]
    session.state = None
    session.state = game.new_game(len(seats), options, seed)
    for seat, action in log:
        game.apply(session.state, seat, action)
    try:
        write_json_atomic(path, session_to_json(session))
    except OSError as e:  # checked before the first game; a disk can still fill up since
        raise CommandError(f"{path}: the save cannot be written: {e.strerror or e}") from None


def replay(args: argparse.Namespace) -> dict[str, object]:
    """Returns a summary of a save after replaying it."""
    try:
        session, doc = load_session(args.file)
    except SaveError as e:
        raise UsageError(f"{args.file}: {e.reason}") from None
    summary: dict[str, object] = {"file": str(args.file), "game": session.game.id,
                                  "seats": [s.to_json() for s in session.seats], "actions": len(session.log),
                                  "replayed_from_older": session.replayed_from_older}
    if session.replayed_from_older:
        summary["note"] = english("save.replayed_from_older")
    if session.is_over():
        result = session.game.result(session.state)
        summary["result"] = {"scores": list(result.scores), "ranks": list(result.ranks),
                             "winners": [session.seats[s].name for s in result.winners()],
                             "tiebreaks": [str(r) for r in result.tiebreaks]}
    else:
        summary["to_act"] = [session.seats[s].name for s in session.to_act()]
    if args.moves:
        summary["moves"] = moves_in_words(session)
    return summary


def moves_in_words(session: Session) -> list[dict[str, str]]:
    """Returns each logged move with its seat's name, in the game's own English words as that seat saw it."""
    game, names = session.game, [s.name for s in session.seats]

    def seat_name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"

    state = game.new_game(len(session.seats), session.options, session.seed)
    out = []
    for turn in session.log:
        phrase = game.describe_action(game.view(state, turn.seat), turn.action)
        out.append({"seat": seat_name(turn.seat), "move": render(phrase.code, phrase.params, seat_name=seat_name)})
        game.apply(state, turn.seat, turn.action)
    return out


def _commands(parser: argparse.ArgumentParser, prefix: str = "") -> list[str]:
    """Returns the commands of `parser` by name, a game's own with their subcommands ("<game> <tool>")."""
    names = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                names += _commands(sub, f"{prefix}{name} ") or [prefix + name]
    return names


def main(argv: list[str] | None = None) -> int:
    """Runs a headless command; returns the exit status."""
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        out: object  # JSON to print, or a game command's CommandOutput
        if args.command == "simulate":
            out = simulate(args)
        elif args.command == "replay":
            out = replay(args)
        elif hasattr(args, "run"):
            out = args.run(args)
        else:
            raise UsageError(f"no command given ({', '.join(_commands(parser))}, --self-test)")
    except CommandError as e:
        return refuse(str(e))
    except OptionError as e:
        return refuse(str(e.reason))
    if isinstance(out, CommandOutput):
        if out.text is not None:
            sys.stdout.write(out.text)
        else:
            print(_json_line(out.value))
        return out.status
    print(_json_line(out))
    return 0


def _json_line(out: object) -> str:
    """Returns `out` as one line of JSON that the console can show: its own letters where it has them."""
    text = json.dumps(out, ensure_ascii=False)
    try:
        text.encode(getattr(sys.stdout, "encoding", None) or "utf-8", getattr(sys.stdout, "errors", None) or "strict")
    except (UnicodeEncodeError, LookupError):  # a Windows code page without Japanese, a file name of raw bytes
        return json.dumps(out)  # \u escapes: the same JSON
    return text


if __name__ == "__main__":
    from tabletop.console import exit_with

    exit_with(main)
