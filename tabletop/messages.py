"""Message codes → English source text, shared by the UI (translated) and the CLI (English).

Rules code emits codes plus parameters. The catalogs live beside the code that emits them
(engine/messages.py, games/<game>/messages.py). A code's prefix ("cartel" in "cartel.over_capacity") names
the game whose catalog holds it, found through the game's registration; the words its parameters may hold
are that game's TERMS over the engine's, so two games can each have their own "food". Every text is wrapped
in QT_TRANSLATE_NOOP(context, text), a Qt-free stand-in that pyside6-lupdate extracts by its name, so the
engine stays free of Qt while Qt Linguist still owns the translations.

Counts have one plural mechanism: a parameter a catalog names in its COUNTS is always written `{n:card|cards}`
("1 card", "2 cards"; `{n:card is|cards are}` when the verb agrees too), and its translation writes the number
where its language wants it (Japanese 「{cargo}{n}枚」, one form for every number).
"""

from __future__ import annotations

import string
from functools import lru_cache
from importlib import import_module
from typing import Any, Callable, Mapping, NamedTuple

from tabletop.engine.reason import use_text
from tabletop.translatable import QT_TRANSLATE_NOOP, Text, Translate

__all__ = ["QT_TRANSLATE_NOOP", "Catalog", "Text", "Translate", "catalog", "catalog_for", "counts_in", "english",
           "plural_forms", "render", "words"]

ParamWords = Callable[[Any, Translate], str]  # a parameter's value -> how it reads in a sentence


class Catalog(NamedTuple):
    """The texts of the engine or of one game: its message codes, its words, and how its own parameters read."""

    messages: Mapping[str, Text]
    terms: Mapping[str, Text]  # the words parameters may hold (cargo names, …): the game's over the engine's
    params: Mapping[str, ParamWords]  # parameter name -> its reading (Thief's Market's dice counts)
    counts: frozenset[str] = frozenset()  # parameters that count things, always `{name:one|many}`: "n" in every
    # text of the catalog, "code:n" in that message alone (where "n" names something else in other messages)


@lru_cache(maxsize=None)
def _engine() -> Catalog:
    from tabletop.engine.messages import COUNTS, MESSAGES, TERMS

    return Catalog(MESSAGES, TERMS, {}, COUNTS)


@lru_cache(maxsize=None)
def _games_by_code() -> dict[str, str]:
    """Returns code prefix -> game id, from the registrations."""
    from tabletop.games import entries

    return {prefix: e.id for e in entries() for prefix in e.codes}


@lru_cache(maxsize=None)
def game_catalog(game_id: str) -> Catalog:
    """Returns a game's catalog (the engine's alone for a game without texts yet); loads its messages module."""
    from tabletop.games import entry

    engine = _engine()
    name = entry(game_id).messages
    if not name:
        return engine
    module = import_module(name)
    return Catalog(module.MESSAGES, {**engine.terms, **module.TERMS}, getattr(module, "PARAMS", {}),
                   engine.counts | getattr(module, "COUNTS", frozenset()))


@lru_cache(maxsize=None)
def _titles() -> dict[str, Text]:
    """Returns game id -> title, from the registrations."""
    from tabletop.games import entries

    return {e.id: e.title for e in entries()}


def catalog_for(code: str) -> Catalog:
    """Returns the catalog that holds `code`: its game's by the code's prefix, else the engine's."""
    game_id = _games_by_code().get(code.partition(".")[0])
    return _engine() if game_id is None else game_catalog(game_id)


def counts_in(book: Catalog, code: str = "") -> frozenset[str]:
    """Returns the parameters that count things in message `code` of `book` (in its other texts without a code)."""
    return frozenset(name.rpartition(":")[2] for name in book.counts
                     if ":" not in name or name.rpartition(":")[0] == code)


def words(game_id: str) -> Mapping[str, Text]:
    """Returns the words of a game's vocabulary (with the engine's) and their (context, text)."""
    return game_catalog(game_id).terms


@lru_cache(maxsize=None)
def catalog() -> dict[str, Text]:
    """Returns every message code of the engine and of every registered game with its (context, English text)."""
    from tabletop.games import entries

    merged = dict(_engine().messages)
    for e in entries():
        merged.update(game_catalog(e.id).messages)
    return merged


def _identity(context: str, text: str) -> str:
    return text


def _seat(seat: int) -> str:
    return f"Seat {seat + 1}"


def render(code: str, params: dict[str, Any] | None = None, translate: Translate = _identity,
           seat_name: Callable[[int], str] = _seat) -> str:
    """Returns the message for `code` with its parameters filled in, in the language of `translate`."""
    book = catalog_for(code)
    text = book.messages.get(code)
    if text is None:
        return code + (f" {params}" if params else "")
    template = translate(*text)
    terms = book.terms
    values: dict[str, Any] = {}
    for key, value in (params or {}).items():
        if key in ("seat", "victim") and isinstance(value, int):
            value = seat_name(value)
        elif key == "seats" and isinstance(value, (list, tuple)):  # tie-break seats are numbered from 1
            value = translate(*terms["list_separator"]).join(seat_name(s - 1) for s in value)
        elif key == "game" and isinstance(value, str) and value in _titles():
            value = translate(*_titles()[value])  # a game id (in save messages) reads as the game's title
        elif key in book.params:
            value = book.params[key](value, translate)
        elif hasattr(value, "code") and hasattr(value, "params"):
            value = render(value.code, value.params, translate, seat_name)
        elif isinstance(value, str) and value in terms:
            value = translate(*terms[value])
        values[key] = value
    try:
        return FORMATTER.format(template, **values)
    except (KeyError, IndexError, ValueError):
        return template


def plural_forms(format_spec: str) -> tuple[str, str] | None:
    """Returns a count's (singular, plural) words from its format spec "card|cards"; None for any other spec."""
    if "|" not in format_spec:
        return None
    one, many = format_spec.split("|", 1)
    return one, many


class _Formatter(string.Formatter):
    """`{n:card|cards}` writes "1 card" or "3 cards" (the words may hold fields: `{n:{resource}|{resource}}`);
    any other field formats as usual."""

    def format_field(self, value: Any, format_spec: str) -> str:
        forms = plural_forms(format_spec)
        if forms is not None:
            count = value if isinstance(value, int) else int(value) if str(value).isdigit() else None
            return f"{value} {forms[0] if count == 1 else forms[1]}"
        return str(super().format_field(value, format_spec))


FORMATTER = _Formatter()


def signed(value: Any, translate: Translate = _identity) -> str:
    """Returns a change of points or price with its sign, a true minus: "+2", "−1", "±0" (a parameter reading)."""
    if not isinstance(value, int):
        return str(value)
    return "±0" if value == 0 else f"+{value}" if value > 0 else f"\u2212{-value}"


def english(code: str, params: dict[str, Any] | None = None) -> str:
    """Returns the English message for `code`."""
    return render(code, params)


# Reasons read in English wherever they are printed (the engine cannot look the texts up itself).
use_text(english)
