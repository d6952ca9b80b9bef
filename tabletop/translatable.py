"""Marking text for translation without Qt, so the engine, the games and their registrations stay Qt-free.

pyside6-lupdate extracts QT_TRANSLATE_NOOP(context, text) calls by their name, wherever the function comes
from; Qt Linguist then owns the translations and the UI translates the (context, text) pairs.
"""

from __future__ import annotations

from typing import Callable

Text = tuple[str, str]  # (context, English text), as QT_TRANSLATE_NOOP returns it
Translate = Callable[[str, str], str]  # (context, English text) -> the text in the current language


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:  # noqa: N802 (lupdate needs the name)
    """Returns (context, text): marks `text` for translation in `context` without translating it."""
    return (context, text)
