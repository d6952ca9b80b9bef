"""Headless commands: simulate bot games and replay saves. Bad input: exit 2 with a one-line reason."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Iterator, Mapping, NoReturn

from tabletop.bots import BOT_NAMES, make_bot
from tabletop.engine.action import Action
from tabletop.engine.contract import Game, OptionError, Seat
from tabletop.engine.playout import play_out
from tabletop.engine.saves import SaveError, one_line, write_json_atomic
from tabletop.saved_games import load_session
from tabletop.engine.session import SeatInfo, SeatKind, Session, Turn
from tabletop.games import available_games, entries
from tabletop.messages import english, render
from tabletop.registry import CommandError, load

EXIT_BAD_INPUT = 2


class UsageError(CommandError):
    """A bad command line; the message is printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would print usage and exit; we want one clear line
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """Returns the parser of the headless commands."""
    parser = _Parser(prog="tabletop", description="Play tabletop games on one computer.")
    parser.add_argument("--self-test", action="store_true", help="open every game offscreen, render it, exit")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    sim = sub.add_parser("simulate", help="play bot games and print figures as JSON")
    sim.add_argument("game", help="game id: " + ", ".join(e.id for e in entries() if e.rules))
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bot", default="random", help="bot for every seat: " + ", ".join(BOT_NAMES))
    sim.add_argument("--seats", help="one bot per seat, comma-separated (e.g. greedy,random,random,random)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option")
    sim.add_argument("--save-dir", type=Path, help="write each game's save here")
    sim.add_argument("--jobs", type=int, default=1, help="play the games on this many processes (same results)")
    rep = sub.add_parser("replay", help="load a save without a window and summarise it")
    rep.add_argument("file", type=Path)
    rep.add_argument("--moves", action="store_true", help="list every move in words, as its player saw it")
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


def _options(pairs: list[str]) -> dict[str, bool | int]:
    options: dict[str, bool | int] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise UsageError(f"option {pair!r}: write NAME=VALUE")
        lowered = value.strip().lower()
        if lowered in ("true", "on", "yes"):
            options[name] = True
        elif lowered in ("false", "off", "no"):
            options[name] = False
        elif lowered.lstrip("-").isdigit():
            options[name] = int(lowered)
        else:
            raise UsageError(f"option {name}: {value!r} is neither true/false nor a whole number")
    return options


def simulate(args: argparse.Namespace) -> dict[str, object]:
    """Returns the figures of K seeded bot games."""
    game = _game(args.game)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    bot_names = args.seats.split(",") if args.seats else [args.bot] * args.players
    if len(bot_names) != args.players:
        raise UsageError(f"--seats names {len(bot_names)} bots for {args.players} players")
    for name in bot_names:
        if name not in BOT_NAMES:
            raise UsageError(f"unknown bot {name!r} (bots: {', '.join(BOT_NAMES)})")
    options = game.check_setup(args.players, _options(args.option))
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    totals = [0.0] * args.players
    wins = [0.0] * args.players
    actions = 0
    started = time.perf_counter()
    seeds = [args.seed + k for k in range(args.games)]
    for seed, (log, scores, winners) in zip(seeds, _played(game.id, bot_names, options, seeds, args.jobs)):
        actions += len(log)
        for s in range(args.players):  # summed in seed order whatever the jobs, so the figures never differ
            totals[s] += scores[s]
            if s in winners:
                wins[s] += 1 / len(winners)  # a shared win counts as a fraction
        if args.save_dir:
            _write_save(game, bot_names, options, seed, log, args.save_dir / f"{game.id}-{seed}.json")
    seconds = time.perf_counter() - started
    return {
        "game": game.id, "players": args.players, "games": args.games, "seed": args.seed, "bots": bot_names,
        "options": options, "actions": actions, "seconds": round(seconds, 4),
        "actions_per_second": round(actions / seconds, 1), "games_per_second": round(args.games / seconds, 2),
        "mean_scores": [round(t / args.games, 3) for t in totals],
        "win_rates": [round(w / args.games, 4) for w in wins],
    }


# One bot game's outcome: its moves in order, the seats' scores and the winners.
Outcome = tuple[list[tuple[Seat, Action]], tuple[int, ...], list[Seat]]


def play_one(game_id: str, bot_names: list[str], options: Mapping[str, object], seed: int) -> Outcome:
    """Returns one seeded bot game's actions, scores and winners (run in a worker process by --jobs)."""
    game = available_games()[game_id]
    bots = [make_bot(name, game_id) for name in bot_names]
    state = game.new_game(len(bot_names), options, seed)
    log = play_out(game, state, bots, random.Random(seed))
    result = game.result(state)
    return log, tuple(result.scores), result.winners()


def _played(game_id: str, bot_names: list[str], options: Mapping[str, object], seeds: list[int],
            jobs: int) -> Iterator[Outcome]:
    """Yields each game's outcome in seed order, played here or spread over `jobs` processes."""
    if jobs == 1 or len(seeds) == 1:
        for seed in seeds:
            yield play_one(game_id, bot_names, options, seed)
        return
    from concurrent.futures import ProcessPoolExecutor
    from functools import partial
    from multiprocessing import get_context

    # Every game owns its seed and its bots, so where it runs cannot change it; map keeps the seed order.
    with ProcessPoolExecutor(max_workers=min(jobs, len(seeds)), mp_context=get_context("spawn")) as pool:
        yield from pool.map(partial(play_one, game_id, bot_names, options), seeds)


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
    write_json_atomic(path, session_to_json(session))


def replay(args: argparse.Namespace) -> dict[str, object]:
    """Returns a summary of a save after replaying it."""
    try:
        session, doc = load_session(args.file)
    except SaveError as e:
        raise UsageError(f"{one_line(str(args.file))}: {one_line(str(e.reason))}") from None  # one line, whatever the name
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
        if args.command == "simulate":
            out = simulate(args)
        elif args.command == "replay":
            out = replay(args)
        elif hasattr(args, "run"):
            out = args.run(args)
        else:
            raise UsageError(f"no command given ({', '.join(_commands(parser))}, --self-test)")
    except CommandError as e:
        print(f"tabletop: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OptionError as e:
        print(f"tabletop: {e.reason}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
