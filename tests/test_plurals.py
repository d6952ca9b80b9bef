"""Every count in every catalog goes through the one plural mechanism, and reads right with 1 and with 2.

The texts come from the registry: the engine's catalog and, for each registered game, every (context, text) its
messages module holds (MESSAGES, TERMS and the other tables beside them). A catalog names its counts in COUNTS;
a count is always written `{n:card|cards}`. A number left bare before a counted noun ("{n} counters left") is
a count that skips the mechanism, and fails here.
"""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from importlib import import_module
from pathlib import Path
from typing import Any, Iterator

import pytest

from tabletop.games import entries
from tabletop.messages import FORMATTER, Catalog, counts_in, game_catalog, plural_forms, render
from tabletop.messages import _engine as engine_catalog

TS_JA = Path(__file__).resolve().parents[1] / "translations" / "tabletop_ja.ts"
PARSER = string.Formatter()
# Words that may stand between a number and what it counts ("2 more cards", "the 3 remaining dilemmas").
# Parameters that carry words (a die's face, an icon, an affiliation, a seat's name): before a noun they are its
# adjective ("a green die", "2 Borg icons"), not a number.
WORD_PARAMS = {"face", "from", "to", "icon", "affiliation", "type", "mission_type", "cargo", "seat", "seats", "colour"}
MODIFIERS = {"more", "other", "remaining", "returned", "extra", "free", "random", "face-down", "matching", "empty"}


def fields(text: str) -> Iterator[tuple[str, str, str]]:
    """Yields (name, format spec, text after the field) for every field of a template, nested ones too."""
    for literal_index, (_, name, spec, _) in enumerate(PARSER.parse(text)):
        if name is None:
            continue
        after = "".join(lit for lit, *_ in list(PARSER.parse(text))[literal_index + 1:literal_index + 2])
        yield name, spec or "", after
        if spec:
            yield from fields(spec)


def texts_in(value: Any, context: str) -> Iterator[str]:
    """Yields every translatable text of `context` found in a module's value (dicts and tuples searched)."""
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        if value[0] == context:
            yield value[1]
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from texts_in(v, context)
    elif isinstance(value, dict):
        for v in value.values():
            yield from texts_in(v, context)


def books() -> list[tuple[str, Catalog, list[str], dict[str, str]]]:
    """Returns (name, catalog, every text of its messages module, message text -> code) for the engine and games."""
    found = []
    engine = engine_catalog()
    module = import_module("tabletop.engine.messages")
    found.append(("engine", engine, sorted({t for v in vars(module).values() for t in texts_in(v, "engine")}),
                  {text: code for code, (_, text) in engine.messages.items()}))
    for e in entries():
        if not e.messages:
            continue
        book = game_catalog(e.id)
        contexts = {ctx for ctx, _ in book.messages.values()}
        module = import_module(e.messages)
        texts = sorted({t for ctx in contexts for v in vars(module).values() for t in texts_in(v, ctx)})
        found.append((e.id, book, texts, {text: code for code, (_, text) in book.messages.items()}))
    return found


BOOKS = books()
# Every noun that some count counts, from the plural forms themselves: a bare number before one of them is a
# count that skips the mechanism.
VERBS = {"is", "are", "was", "were", "has", "have", "goes", "go", "remains", "remain", "lies", "lie", "meets", "meet",
         "carries", "carry", "faces", "face"}
NOUNS = {"counter", "counters", "personnel", "player", "players", "vp", "icon", "icons", "time", "times", "turn",
         "turns", "round", "rounds", "ship", "ships", "upgrade", "upgrades", "borg", "drone", "drones", "resource",
         "resources", "column", "columns", "row", "rows", "season", "seasons", "mission", "missions",
         "ore", "fuel", "carbon", "food", "goods", "are", "were", "have", "go", "remain", "lie", "meet", "carry"} | {
    nouns[0] for _, _, texts, _ in BOOKS for text in texts for _, spec, _ in fields(text)
    if (forms := plural_forms(spec)) for form in forms
    if (nouns := [w.lower() for w in re.findall(r"[A-Za-z-]+", re.sub(r"\{\w*\}", "", form))
                  if w.lower() not in MODIFIERS | VERBS])}


def reads_as_count(after: str) -> bool:
    """Returns True when the text after a field starts with a counted noun, perhaps after a modifier ("2 more cards")."""
    words = re.match(r" ([A-Za-z-]+)(?: ([A-Za-z-]+))?", after)
    if words is None:
        return False
    first, second = words.group(1), words.group(2)
    return first.lower() in NOUNS or first in MODIFIERS and second is not None and second.lower() in NOUNS


def count_fields(text: str, counts: frozenset[str]) -> list[tuple[str, str, str]]:
    return [(n, s, a) for n, s, a in fields(text) if n in counts]


def fill(text: str, counts: frozenset[str], n: int) -> str:
    """Returns `text` with every count set to n and every other field to its name in capitals."""
    names = {name for name, _, _ in fields(text)}
    return FORMATTER.format(text, **{name: n if name in counts else name.upper() for name in names})


@pytest.mark.parametrize("name, book, texts, codes", BOOKS, ids=[b[0] for b in BOOKS])
def test_every_count_uses_the_plural_form(name, book, texts, codes):
    problems = []
    for text in texts:
        counts = counts_in(book, codes.get(text, ""))
        for field, spec, after in fields(text):
            forms = plural_forms(spec)
            if field in counts and forms is None:
                problems.append(f"count {{{field}}} without {{{field}:one|many}}: {text}")
            elif forms is not None and field not in counts:
                problems.append(f"{{{field}}} has plural forms but is not in COUNTS: {text}")
            elif forms is None and not spec and field not in WORD_PARAMS | counts and reads_as_count(after):
                problems.append(f"{{{field}}} reads as a count but is not one: {text}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name, book, texts, codes", BOOKS, ids=[b[0] for b in BOOKS])
def test_counts_read_right_with_one_and_two(name, book, texts, codes):
    counted = [t for t in texts if count_fields(t, counts_in(book, codes.get(t, "")))]
    assert counted, "a catalog with no count at all: the scan failed"
    problems = []
    for text in counted:
        counts = counts_in(book, codes.get(text, ""))
        for n in (1, 2):
            if text in codes:  # a message: through render, with its parameters' own readings
                params = {f: n if f in counts else f.upper() for f, _, _ in fields(text)}
                out = render(codes[text], params)
            else:
                out = fill(text, counts, n)
            if "{" in out or "|" in out:
                problems.append(f"unformatted with {n}: {out}")
            for field, spec, _ in count_fields(text, counts):
                one, many = plural_forms(spec) or ("", "")
                word = FORMATTER.format(one if n == 1 else many, **{f: f.upper() for f, _, _ in fields(spec)})
                if f"{n} {word}" not in out:
                    problems.append(f"with {n}, “{n} {word}” is missing: {out}")
                other = FORMATTER.format(many if n == 1 else one, **{f: f.upper() for f, _, _ in fields(spec)})
                if one != many and re.search(rf"\b{n} {re.escape(other)}(?![A-Za-z])", out):
                    problems.append(f"with {n}, the other form: {out}")
        if fill(text, counts, 1) == fill(text, counts, 2):
            problems.append(f"reads the same with 1 and 2: {text}")
    assert not problems, "\n".join(problems)


def test_singular_and_plural_are_the_right_way_round():
    swapped = [spec for _, _, texts, _ in BOOKS for text in texts for _, spec, _ in fields(text)
               if (forms := plural_forms(spec)) and forms[0].split()[0] == forms[1].split()[0] + "s"]
    assert not swapped


def japanese() -> dict[tuple[str, str], str]:
    """Returns (context, English source) -> Japanese translation from tabletop_ja.ts."""
    tree = ET.parse(TS_JA)
    return {(ctx.findtext("name"), m.findtext("source")): m.findtext("translation") or ""
            for ctx in tree.iter("context") for m in ctx.iter("message")}


@pytest.mark.parametrize("name, book, texts, codes", BOOKS, ids=[b[0] for b in BOOKS])
def test_japanese_counts_have_one_form_and_a_counter(name, book, texts, codes):
    """A count reads 「炭素1枚」: the number, then its counter, never "1 炭素"; no plural forms in Japanese."""
    ja = japanese()
    contexts = {ctx for ctx, _ in book.messages.values()}
    problems = []
    for text in texts:
        counts = {f for f, _, _ in count_fields(text, counts_in(book, codes.get(text, "")))}
        if not counts:
            continue
        translated = next((ja[(c, text)] for c in contexts if (c, text) in ja), None)
        assert translated is not None, f"no Japanese for {text}"
        for field, spec, after in fields(translated):
            if field in counts and (plural_forms(spec) or re.match(r" +[^\x00-\x7f]", after)):
                problems.append(translated)
    assert not problems, "\n".join(problems)


def sources() -> list[tuple[str, str]]:
    """Returns (context, English source) of every text the app translates, the tables' and pages' too."""
    tree = ET.parse(TS_JA)
    return [(ctx.findtext("name") or "", m.findtext("source") or "") for ctx in tree.iter("context")
            for m in ctx.iter("message")]


def test_japanese_has_one_form_for_every_number():
    """Japanese counts without plural forms: no translation keeps a `{n:one|many}`."""
    kept = [text for text in japanese().values() if re.search(r"\{\w+:[^{}]*\|", text)]
    assert not kept


def test_the_tables_and_pages_count_with_the_plural_form_too():
    """The UI's own texts (the .ts holds them all) use the same form: no bare number before a counted noun, and
    each `{n:one|many}` reads right with 1 and 2."""
    problems = []
    for context, text in sources():
        try:
            found = list(fields(text))
        except ValueError:
            continue  # not a template (a literal brace in a rule text)
        for field, spec, after in found:
            forms = plural_forms(spec)
            if forms is None and not spec and field not in WORD_PARAMS | {"name", "title"} and reads_as_count(after):
                problems.append(f"{context}: {{{field}}} reads as a count but is not one: {text}")
            elif forms is not None:
                one = fill(text, frozenset({field}), 1)
                many = fill(text, frozenset({field}), 2)
                words = {f: f.upper() for f, _, _ in fields(spec)}
                if f"1 {FORMATTER.format(forms[0], **words)}" not in one or \
                        f"2 {FORMATTER.format(forms[1], **words)}" not in many:
                    problems.append(f"{context}: {text} reads “{one}” and “{many}”")
    assert not problems, "\n".join(problems)
