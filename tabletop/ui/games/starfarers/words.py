"""The words of Starfarers' vocabulary as the table shows them, looked up once per language: one redraw names
the same few dozen words hundreds of times, and each look-up through the catalogs costs more than the drawing."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from tabletop.ui.i18n import words_of

_lookup = words_of("starfarers")
_known: dict[str, str] = {}
_language: list[str] = [""]  # the language the known words are in


def term(word: str) -> str:
    """Returns a word of the game's vocabulary in the current language."""
    found = _known.get(word)
    if found is None:
        found = _known[word] = _lookup(word)
    return found


def check_language() -> None:
    """Forgets the words looked up when the language has changed since (the app sets the default locale with
    the language); called at the start of each redraw."""
    name = QLocale().name()
    if name != _language[0]:
        _known.clear()
        _language[0] = name
