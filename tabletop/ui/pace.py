"""How fast bots play: the four paces and the delay before each bot move (Qt-free, so the bench and tests use it).

A pace is a budget per turn, not only a delay per move: a turn of one move waits the pace's whole delay, and a
turn of dozens of moves (Star Trek, Starfarers) still ends within the pace's turn length. Each move waits the
same share of the turn time still left, so the delays shrink as a turn goes on and never add up to more than
the turn's length; the time the bot itself thinks and the table takes to draw count against the same budget,
and a quarter of it is kept for them: the waiting stops by three quarters of the turn's length.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.translatable import QT_TRANSLATE_NOOP, Text


class Pace(NamedTuple):
    """One of the paces a player picks: its name, the delay of a lone move and the longest a turn lasts."""

    key: str
    label: Text
    move_ms: int   # how long a bot's first move of a turn stays on the table before the next
    turn_ms: int   # the longest a bot's whole turn takes: its moves' delays plus its thinking


PACES = (
    Pace("slow", QT_TRANSLATE_NOOP("pace", "Slow"), 1200, 6000),
    Pace("normal", QT_TRANSLATE_NOOP("pace", "Medium"), 700, 3000),  # not "Normal": a bot strength
    Pace("fast", QT_TRANSLATE_NOOP("pace", "Fast"), 250, 1000),
    Pace("instant", QT_TRANSLATE_NOOP("pace", "Instant"), 0, 0),
)
NORMAL = PACES[1]
THINKING_SHARE = 0.25  # of a turn's length, kept for the bot's thinking and the drawing once the waiting is over


def pace_for(move_ms: int) -> Pace:
    """Returns the pace whose move delay is nearest `move_ms` (a settings file may hold any number)."""
    return min(PACES, key=lambda p: (abs(p.move_ms - move_ms), p.move_ms))


def turn_budget_ms(move_ms: int) -> int:
    """Returns the turn length for a move delay: the pace's when it is one, else four moves' worth (a test's or a
    screenshot's hold of a minute keeps its first move's whole delay)."""
    for pace in PACES:
        if pace.move_ms == move_ms:
            return pace.turn_ms
    return 4 * max(0, move_ms)


def move_delay_ms(move_ms: int, turn_ms: int, spent_ms: float) -> int:
    """Returns how long the next bot move waits, `spent_ms` into its turn: the pace's move delay, or the same share
    of the waiting time still left when that is less, so no number of moves waits past three quarters of `turn_ms`."""
    if move_ms <= 0:
        return 0
    waiting_ms = turn_ms * (1 - THINKING_SHARE)
    if waiting_ms <= move_ms:  # no budget beyond one move: the first move waits, the rest follow at once
        return move_ms if spent_ms <= 0 else 0
    left = max(0.0, waiting_ms - spent_ms)
    return int(min(move_ms, left * move_ms / waiting_ms))


def turn_delays_ms(move_ms: int, turn_ms: int, moves: int, thinking_ms: float = 0.0) -> list[int]:
    """Returns the delays of a turn of `moves` bot moves that each think for `thinking_ms` (the policy played out:
    what the tests check and the bench adds the measured thinking to)."""
    delays: list[int] = []
    spent = 0.0
    for _ in range(moves):
        delay = move_delay_ms(move_ms, turn_ms, spent)
        delays.append(delay)
        spent += delay + thinking_ms
    return delays
