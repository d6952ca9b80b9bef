"""Strong bots at every seat go on by themselves from any moment, in every game (issue 29): a table opened through
Continue at the start and mid-decision, at the instant and the fast pace, and after a person's Undo."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.engine.saves import save_session
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games, entry
from tabletop.ui.pace import PACES

GAMES = sorted(available_games())
MOMENTS = (0, 9, 31)  # random moves played before the table is opened: the start, and two moments mid-game
NAMES = ("Ada", "Ben", "Chiara", "Dai")
MOVES = 3  # bot moves each table must play by itself


def players(game_id: str) -> int:
    """Returns the seats a test table has: two, or the fewest the game takes (one for solo games)."""
    found = entry(game_id)
    return min(max(found.min_players, 2), found.max_players) if found.min_players > 1 else 1


def mid_turn(session: Session) -> bool:
    """Returns True when the seat to act made the last move too: a turn (or a decision) is under way."""
    return bool(session.log) and not session.is_over() and session.log[-1].seat == session.to_act()[0]


def played_to(game_id: str, moment: int, seats: list[SeatInfo], seed: int) -> Session:
    """Returns a session of `game_id` after at least `moment` seeded random moves, then on to the middle of a
    seat's turn (the start itself for 0; where the game ends first, its end)."""
    session = Session(available_games()[game_id], seats, {}, seed)
    rng = random.Random(seed)
    while moment and (len(session.log) < moment or not mid_turn(session)) and not session.is_over() \
            and len(session.log) < moment + 200:
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def goes_on(qtbot: Any, session: Session, moves: int) -> None:
    """Waits until the bots have played `moves` more moves (or the game has ended, or a person is next)."""
    start = len(session.log)
    qtbot.waitUntil(lambda: session.is_over() or len(session.log) >= start + moves, timeout=60_000)


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_of_strong_bots_continued_at_any_moment_plays_on(window: Any, paths: Any, qtbot: Any,
                                                                 game_id: str, moment: int) -> None:
    seats = [SeatInfo(NAMES[i], SeatKind.BOT, "strong") for i in range(players(game_id))]
    session = played_to(game_id, moment, seats, 29 + moment)
    assert moment == 0 or mid_turn(session), "no moment in the middle of a turn was found"
    path = paths.saves / f"{game_id}-{moment}.json"
    save_session(session, path)
    page = window.continue_game(path)
    assert page is not None
    pace = PACES[-1] if moment % 2 == 0 else PACES[-2]  # instant, and fast: every order of the timers
    page.set_pace(pace.move_ms)
    goes_on(qtbot, page.controller.session, MOVES)
    assert page.controller.stuck is None


@pytest.mark.parametrize("game_id", GAMES)
def test_strong_bots_go_on_after_a_person_s_undo(window: Any, paths: Any, qtbot: Any, game_id: str) -> None:
    count = max(players(game_id), 2)
    seats = [SeatInfo(NAMES[0])] + [SeatInfo(NAMES[i], SeatKind.BOT, "strong") for i in range(1, count)]
    page = window.open_session(Session(available_games()[game_id], seats, {}, 7), paths.saves / f"{game_id}.json")
    controller = page.controller
    controller.set_pace(0)
    session = controller.session
    rng = random.Random(7)
    undone = False
    for _ in range(60):  # the person plays (the bots between) until a move of theirs may be taken back
        qtbot.waitUntil(lambda: session.is_over() or controller.acting_person() == 0, timeout=60_000)
        if session.is_over():
            break
        controller.act(rng.choice(controller.legal()))
        if controller.can_undo():
            assert controller.undo()
            undone = True
            break
    assert undone, "no move of the person's could be taken back"
    while controller.acting_person() == 0:  # the person plays on after the undo, until the bots are next
        controller.act(rng.choice(controller.legal()))
    goes_on(qtbot, session, 1)
    assert controller.stuck is None
