"""Translations: every code has English and Japanese, the catalogs are in step, the font has every glyph."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QRawFont

from tabletop.games.star_cartel.messages import ABILITY_NAMES, RULES, TERMS
from tabletop.messages import catalog
from tabletop.resources import asset_path, translations_dir
from tabletop.ui.i18n import Language, translate

ROOT = Path(__file__).resolve().parents[2]


def entries(lang: str) -> dict[tuple[str, str], tuple[str, str | None]]:
    tree = ET.parse(translations_dir() / f"tabletop_{lang}.ts")
    found = {}
    for context in tree.iter("context"):
        name = context.find("name").text
        for message in context.iter("message"):
            translation = message.find("translation")
            found[(name, message.find("source").text)] = (translation.text or "", translation.get("type"))
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_engine_code_and_game_word_has_a_finished_entry(lang):
    table = entries(lang)
    wanted = [*catalog().values(), *TERMS.values(), *ABILITY_NAMES.values(), *RULES.values()]
    for context, source in wanted:
        text, state = table.get((context, source), ("", "missing"))
        assert text.strip() and state is None, f"{lang}: {context}: {source!r} is {state or 'empty'}"


def test_japanese_is_japanese():
    table = entries("ja")
    import re

    # Sources that hold only placeholders and punctuation ("{first} {second}") have no words to translate, nor
    # those whose only word is an article Japanese has none of ("the {kind}").
    def has_words(src: str) -> bool:
        return bool(set(re.findall(r"[^\W\d_]+", re.sub(r"\{[^}]*\}", "", src))) - {"the", "a", "an"})

    texts = [t for (ctx, src), (t, _) in table.items() if has_words(src) and src != "Tabletop"]
    japanese = [t for t in texts if any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in t)]
    assert len(japanese) == len(texts), set(texts) - set(japanese)


def test_placeholders_survive_translation():
    import re
    for (ctx, source), (text, _) in entries("ja").items():
        names = r"\{(\w+)[^}]*\}"  # {cards} or {cards:card|cards}
        assert sorted(re.findall(names, source)) == sorted(re.findall(names, text)), source


def test_both_catalogs_load_and_translate(app):
    language = Language()
    assert language.use("ja")
    assert translate("star_cartel", "food") == "食料"
    assert language.use("en")
    assert translate("star_cartel", "food") == "food"
    assert not language.use("xx") and language.code == "en"


def test_translation_files_are_in_step_with_the_code_and_the_qm_is_fresh(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for lang in ("en", "ja"):
        qm = tmp_path / f"{lang}.qm"
        subprocess.run([str(lrelease), str(translations_dir() / f"tabletop_{lang}.ts"), "-qm", str(qm)],
                       check=True, capture_output=True)
        assert qm.read_bytes() == (translations_dir() / f"tabletop_{lang}.qm").read_bytes(), \
            f"tabletop_{lang}.qm is stale: run tools/translations.py"


def test_the_bundled_font_has_every_character_we_show(app):
    from tabletop.ui.style import load_fonts

    family = load_fonts()
    text = "".join(t for t, _ in entries("ja").values())
    text += asset_path("rules", "star_cartel.ja.md").read_text(encoding="utf-8")
    text += asset_path("rules", "star_cartel.en.md").read_text(encoding="utf-8")
    for bold in (False, True):
        font = QFont(family)
        font.setBold(bold)
        raw = QRawFont.fromFont(font)
        assert raw.familyName() == family
        missing = sorted({c for c in text if c.strip() and not raw.supportsCharacter(ord(c))})
        assert missing == [], f"run tools/subset_font.py; missing: {''.join(missing)}"


def test_every_translated_text_names_its_context_in_letters():
    """lupdate reads the source, not the running code: `translate(CTX, "…")` with a variable context is never
    extracted, so its text stays English in every language (the first Starfarers table did this)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "tabletop"
    call = re.compile(r"\b(?:translate|QT_TRANSLATE_NOOP)\(\s*([^\s,)]+)\s*,", re.S)
    found = [f"{path.relative_to(root)}: {match.group(1)}" for path in root.rglob("*.py")
             for match in call.finditer(path.read_text(encoding="utf-8"))
             if not match.group(1).startswith(('"', "'")) and match.group(1) != "context"]  # the definitions
    assert not found, found
