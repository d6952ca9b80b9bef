"""Three in a row: two seats mark a 3×3 grid in turn; a line of three wins. Registered by the tests only."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import GameEntry, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = GameEntry(
    id="three-in-a-row",
    title=QT_TRANSLATE_NOOP("home", "Three in a Row"),
    blurb=QT_TRANSLATE_NOOP("home", "Mark three squares in a line before the other player. 2 players, 2 minutes."),
    min_players=2,
    max_players=2,
    codes=("row3",),
    rules="tests.sixth_game.three_in_a_row.rules:ThreeInARow",
    messages="tests.sixth_game.three_in_a_row.messages",
    emblem=(Mark("#0072B2", Shape.CROSS), Mark("#D55E00", Shape.CIRCLE)),
)

__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
