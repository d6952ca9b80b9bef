"""Makes the saves in this folder with an OLDER commit's own code: run it from a checkout of that commit.

    git -C REPO worktree add --detach /tmp/wt-old COMMIT
    cd /tmp/wt-old && PYTHONPATH=. python REPO/tests/saves_old/make_old_saves.py REPO/tests/saves_old

Each game is played from a fixed seed by that commit's greedy bots (seat 1 a person, the others bots, as
the app would save them) and saved with that commit's `save_session` once it stands in the middle of a
decision (SITUATIONS), so the save must carry an open decision across the upgrade. The files are named
<game>-<rules version>-<commit>-<situation>.json. The script uses only what every commit since saves
carried rules versions has (Session, SeatInfo, save_session, make_bot), and imports `tabletop` from the
checkout it runs in.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

from tabletop.bots import make_bot
from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games

NAMES = ("Aiko", "Ben", "Chiara", "Dev")
TRIES = 10  # seeds tried for a situation


def _ship_in_flight(state: Any) -> bool:
    ship = state.ships[state.moving] if getattr(state, "moving", None) is not None else None
    return ship is not None and ship.steps > 0 and not ship.done


def _stack_depth(state: Any) -> int:
    return len(state.decisions.frames)


# game -> (players, [(situation, seed, at least this many moves, the state stands mid-decision)])
SITUATIONS: dict[str, tuple[int, list[tuple[str, int, int, Callable[[Any], bool]]]]] = {
    "starfarers": (3, [
        ("mid-flight", 11, 60, _ship_in_flight),
        ("mid-trade", 12, 40, lambda s: s.offer is not None),
    ]),
    "star-trek": (2, [
        ("mid-attempt", 21, 30, lambda s: s.attempt is not None),
        ("mid-attempt-late", 22, 120, lambda s: s.attempt is not None),
    ]),
    "star-cartel": (3, [
        ("mid-delivery", 31, 20, lambda s: s.delivery is not None),
        ("mid-loading", 32, 30, lambda s: bool(s.turn_picks)),
    ]),
    "thiefs-market": (4, [
        ("mid-pick", 41, 20, lambda s: _stack_depth(s) >= 2),
        ("mid-pick-late", 42, 80, lambda s: _stack_depth(s) >= 2),
    ]),
    "cartographers": (3, [
        # Simultaneous drawing: someone has drawn this card, someone has not.
        ("mid-draw", 51, 10, lambda s: 0 < len(s.decisions.to_act()) < s.players),
        ("mid-season", 52, 40, lambda s: 0 < len(s.decisions.to_act()) < s.players),
    ]),
}


def played(game: Any, seats: list[SeatInfo], bots: list[Any], seed: int, least: int,
           mid: Callable[[Any], bool]) -> Session | None:
    """Returns the game from `seed` played to its first moment past `least` moves that `mid` holds; None if
    it ends first."""
    session, rng = Session(game, seats, {}, seed), random.Random(seed)
    while not (len(session.log) >= least and mid(session.state)):
        if session.is_over():
            return None
        seat = session.to_act()[0]
        session.act(seat, bots[seat].choose(game, session.view(seat), seat, session.legal_actions(seat), rng))
    return session


def commit() -> str:
    """Returns the short commit of the checkout `tabletop` is imported from."""
    import tabletop

    where = Path(tabletop.__file__).parent
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=where, capture_output=True, text=True,
                          check=True).stdout.strip()


def make(out: Path, only: set[str]) -> list[Path]:
    """Plays and saves every situation of the games in `only` (all when empty); returns the files written."""
    games, made, at = available_games(), [], commit()
    for game_id, (players, situations) in SITUATIONS.items():
        if only and game_id not in only:
            continue
        game = games[game_id]
        seats = [SeatInfo(NAMES[0])] + [SeatInfo(n, SeatKind.BOT, "greedy") for n in NAMES[1:players]]
        bots = [make_bot("greedy", game_id) for _ in range(players)]
        for situation, first_seed, least, mid in situations:
            # An older commit's bots may never come to the situation from this seed: the next seeds are tried.
            session = next((s for s in (played(game, seats, bots, seed, least, mid)
                                        for seed in range(first_seed, first_seed + TRIES)) if s is not None), None)
            if session is None:
                print(f"{game_id} {situation}: not reached from seeds {first_seed}-{first_seed + TRIES - 1}")
                continue
            path = out / f"{game_id}-{game.rules_version}-{at}-{situation}.json"
            save_session(session, path)
            made.append(path)
            print(f"{path.name}: {len(session.log)} moves")
    return made


if __name__ == "__main__":
    make(Path(sys.argv[1]), set(sys.argv[2:]))
