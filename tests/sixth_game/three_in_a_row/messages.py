"""English texts of three in a row's message codes."""

from tabletop.translatable import QT_TRANSLATE_NOOP

MESSAGES = {
    "row3.marked": QT_TRANSLATE_NOOP("three_in_a_row", "{seat} marks square {square}."),
    "row3.taken": QT_TRANSLATE_NOOP("three_in_a_row", "Square {square} is marked already."),
    "row3.no_square": QT_TRANSLATE_NOOP("three_in_a_row", "There is no square {square}."),
    "row3.won": QT_TRANSLATE_NOOP("three_in_a_row", "{seat} has three in a row."),
    "row3.mark_first": QT_TRANSLATE_NOOP("three_in_a_row", "Mark a square first."),
    "row3.one_square": QT_TRANSLATE_NOOP("three_in_a_row", "Square {square} is chosen: confirm it or take it back."),
    "row3.prompt": QT_TRANSLATE_NOOP("three_in_a_row", "{seat}: mark a square."),
}
TERMS: dict[str, tuple[str, str]] = {}
