"""Message codes → English source text, shared by the UI (translated) and the CLI (English).

Rules code emits codes plus parameters. The catalogs live beside the code that
emits them (engine/messages.py, games/<game>/messages.py) and wrap every text
in QT_TRANSLATE_NOOP(context, text): pyside6-lupdate extracts the call by its
name, so this Qt-free stand-in keeps the engine free of Qt while Qt Linguist
still owns the translations.
"""

from __future__ import annotations

import string
from functools import lru_cache
from typing import Any, Callable

Translate = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> tuple[str, str]:  # noqa: N802 (lupdate needs the name)
    """Returns (context, text): marks `text` for translation in `context` without translating it."""
    return (context, text)


@lru_cache(maxsize=None)
def catalog() -> dict[str, tuple[str, str]]:
    """Returns every message code with its (context, English text)."""
    from tabletop.engine.messages import MESSAGES as engine
    from tabletop.games.cartographers.messages import MESSAGES as cartographers
    from tabletop.games.star_cartel.messages import MESSAGES as star_cartel
    from tabletop.games.thiefs_market.messages import MESSAGES as thiefs_market

    return {**engine, **star_cartel, **cartographers, **thiefs_market}


@lru_cache(maxsize=None)
def terms() -> dict[str, tuple[str, str]]:
    """Returns the game words that parameters may hold (cargo names, …) with their (context, text)."""
    from tabletop.engine.messages import TERMS as engine
    from tabletop.games.cartographers.messages import TERMS as cartographers
    from tabletop.games.star_cartel.messages import TERMS as star_cartel
    from tabletop.games.thiefs_market.messages import TERMS as thiefs_market

    return {**engine, **star_cartel, **cartographers, **thiefs_market}


def _identity(context: str, text: str) -> str:
    return text


def _seat(seat: int) -> str:
    return f"Seat {seat + 1}"


def render(code: str, params: dict[str, Any] | None = None, translate: Translate = _identity,
           seat_name: Callable[[int], str] = _seat) -> str:
    """Returns the message for `code` with its parameters filled in, in the language of `translate`."""
    entry = catalog().get(code)
    if entry is None:
        return code + (f" {params}" if params else "")
    template = translate(*entry)
    words = terms()
    separator = translate(*words["list_separator"])
    values: dict[str, Any] = {}
    for key, value in (params or {}).items():
        if key in ("seat", "victim") and isinstance(value, int):
            value = seat_name(value)
        elif key == "seats" and isinstance(value, (list, tuple)):
            value = separator.join(seat_name(s - 1) for s in value)  # tie-break seats are numbered from 1
        elif key == "dice" and isinstance(value, (list, tuple)):
            from tabletop.games.thiefs_market.messages import dice_words  # the only game whose log counts dice

            value = dice_words(value, translate)
        elif hasattr(value, "code") and hasattr(value, "params"):
            value = render(value.code, value.params, translate, seat_name)
        elif isinstance(value, str) and value in words:
            value = translate(*words[value])
        values[key] = value
    try:
        return FORMATTER.format(template, **values)
    except (KeyError, IndexError, ValueError):
        return template


class _Formatter(string.Formatter):
    """`{n:card|cards}` writes "1 card" or "3 cards"; any other field formats as usual."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec and isinstance(value, int):
            one, other = format_spec.split("|", 1)
            return f"{value} {one if value == 1 else other}"
        return super().format_field(value, format_spec)


FORMATTER = _Formatter()


def english(code: str, params: dict[str, Any] | None = None) -> str:
    """Returns the English message for `code`."""
    return render(code, params)
