"""Marking text for translation without Qt, so the engine, the games and their registrations stay Qt-free.

pyside6-lupdate extracts QT_TRANSLATE_NOOP(context, text) calls by their name, wherever the function comes
from; Qt Linguist then owns the translations and the UI translates the (context, text) pairs.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

Text = tuple[str, str]  # (context, English text), as QT_TRANSLATE_NOOP returns it
Translate = Callable[[str, str], str]  # (context, English text) -> the text in the current language


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:  # noqa: N802 (lupdate needs the name)
    """Returns (context, text): marks `text` for translation in `context` without translating it."""
    return (context, text)


class Term(NamedTuple):
    """One thing of a game as its Japanese texts name it: the rule book's word, and the words it must not be called."""

    concept: str  # the thing, in English as the code names it ("counter", "column")
    japanese: str  # its one Japanese word, as the game's rule book writes it
    rejected: tuple[str, ...] = ()  # other words once used for it (regular expressions): no Japanese text of the
    # game may hold them
