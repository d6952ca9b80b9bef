"""Each game's Japanese names each thing once: its glossary (tabletop/games/<game>/glossary.py) against every
Japanese text of the game, in translations/tabletop_ja.ts and in its rules panel (assets/rules/<game>.ja.md).

The games and their texts come from the registry: the contexts of a game's messages, its tutorial texts and its
table's UI modules.
"""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from importlib import import_module
from pathlib import Path
from typing import Any, Iterator

import pytest

from tabletop.games import entries
from tabletop.messages import game_catalog
from tabletop.registry import GameEntry
from tabletop.translatable import Term

ROOT = Path(__file__).resolve().parents[1]
SHARED_CONTEXTS = {"app", "engine", "table", "home", "tutorial", "rules", "settings", "new_game"}
CONTEXT_CALL = re.compile(r"""(?:translate|QT_TRANSLATE_NOOP)\(\s*["'](\w+)["']""")
GAMES = [e for e in entries() if e.messages]


def texts_in(value: Any) -> Iterator[tuple[str, str]]:
    """Yields every (context, text) pair found in a module's value (dicts, lists and tuples searched)."""
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from texts_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from texts_in(v)


def ui_files(game: GameEntry) -> list[Path]:
    """Returns the source files of a game's table: its whole package when it has one, else its scene module."""
    module = game.scene.partition(":")[0]
    found = importlib.util.find_spec(module)
    assert found is not None and found.origin is not None
    origin = Path(found.origin)
    if origin.name == "__init__.py":  # the table is a package of its own (tabletop.ui.games.<game>)
        return sorted(origin.parent.glob("*.py"))
    if origin.parent.name != "games":  # a module inside the game's own table package
        return sorted(origin.parent.glob("*.py"))
    return [origin]


def contexts_of(game: GameEntry) -> set[str]:
    """Returns the translation contexts of a game's own texts: messages, tutorial and table."""
    book = game_catalog(game.id)
    found = {ctx for ctx, _ in [*book.messages.values(), *book.terms.values()]}
    if game.tutorial_texts:
        found |= {ctx for ctx, _ in texts_in(import_module(game.tutorial_texts).TEXTS)}
    for path in ui_files(game):
        found |= set(CONTEXT_CALL.findall(path.read_text(encoding="utf-8")))
    return found - SHARED_CONTEXTS


def glossary_of(game: GameEntry) -> Any:
    return import_module(game.messages.rpartition(".")[0] + ".glossary")


def japanese_texts(game: GameEntry) -> list[tuple[str, str, str]]:
    """Returns (where, English, Japanese) for every Japanese text of the game: the .ts and the rules panel."""
    contexts = set(glossary_of(game).CONTEXTS)
    code = "\n".join(path.read_text(encoding="utf-8") for path in ui_files(game))
    tree = ET.parse(ROOT / "translations" / "tabletop_ja.ts")
    found = []
    for ctx in tree.iter("context"):
        name = ctx.findtext("name") or ""
        if name not in contexts | SHARED_CONTEXTS:
            continue  # another game's
        for m in ctx.iter("message"):
            # A shared page's text is the game's when the game's table code writes it (Today's map on the home page).
            if name in contexts or f'"{m.findtext("source")}"' in code:
                translation = m.find("translation")
                forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
                found += [(ctx.findtext("name") or "", m.findtext("source") or "", form) for form in forms]
    rules = ROOT / "assets" / "rules" / f"{game.rules_file}.ja.md"
    if game.rules_file and rules.exists():
        found += [(rules.name, "", line) for line in rules.read_text(encoding="utf-8").splitlines()]
    return found


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_glossary_covers_the_games_texts(game):
    glossary = glossary_of(game)
    assert set(glossary.CONTEXTS) == contexts_of(game)
    terms: tuple[Term, ...] = glossary.GLOSSARY
    assert terms and all(isinstance(t, Term) for t in terms)
    assert len({t.concept for t in terms}) == len(terms), "a concept named twice"
    for t in terms:
        assert not any(re.search(r, t.japanese) for r in t.rejected), t


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_no_japanese_text_uses_a_rejected_word(game):
    problems = [f"{t.concept}: “{word}” (use “{t.japanese}”) in {where}: {ja}"
                for where, _, ja in japanese_texts(game) for t in glossary_of(game).GLOSSARY
                for word in t.rejected if re.search(word, ja)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_glossary_word_is_used(game):
    """A word nobody reads is a stale entry: each term's Japanese appears in the game's texts."""
    corpus = "\n".join(ja for _, _, ja in japanese_texts(game))
    unused = [t for t in glossary_of(game).GLOSSARY if t.japanese not in corpus]
    assert not unused


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_japanese_lists_and_counts(game):
    """Names are joined with 、, not a comma; a count reads 「炭素1枚」, never 「1 炭素」."""
    problems = []
    for where, english, ja in japanese_texts(game):
        if where.endswith(".md"):
            continue  # the rules panel's Markdown may hold commas in code and links
        if re.search(r"[,，] ?(?=[{\u3040-\u30ff\u4e00-\u9fffA-Za-z])", ja):
            problems.append(f"a comma between names: {ja}")
        if re.search(r"(\}|\d) +[\u3040-\u30ff\u4e00-\u9fff]", ja):
            problems.append(f"a number before its noun: {ja}")
    assert not problems, "\n".join(problems)
