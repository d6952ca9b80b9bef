"""Keeps translations/ in step with the code: lupdate, English filled from the source, lrelease.

    python tools/translations.py            # update .ts from the code and rebuild .qm
    python tools/translations.py --check    # exit 1 if a .ts is stale or a Japanese text is unfinished
    python tools/translations.py --fill ja.json   # write {source: Japanese} pairs, then update

Japanese texts are written in translations/tabletop_ja.ts (Qt Linguist, or by hand).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = {lang: ROOT / "translations" / f"tabletop_{lang}.ts" for lang in ("en", "ja")}


def sources() -> list[str]:
    """Returns every Python file lupdate reads: the app's, and the folders of every registered game's parts."""
    from tabletop.games import entries

    files = set((ROOT / "tabletop").rglob("*.py"))
    for entry in entries():  # a game registered from outside tabletop/ (the tests' sixth game) brings its folders
        for ref in (entry.rules, entry.scene, entry.messages, entry.tutorial_texts, *entry.bots.values()):
            spec = importlib.util.find_spec(ref.partition(":")[0]) if ref else None
            if spec is not None and spec.origin:
                files.update(Path(spec.origin).parent.rglob("*.py"))
    return sorted(os.path.relpath(p, ROOT) for p in files)


def tool(name: str) -> str:
    """Returns the path of a Qt tool shipped with PySide6 (pyside6-lupdate, pyside6-lrelease)."""
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def lupdate(ts: Path) -> None:
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources(), "-ts", str(ts)],
                   cwd=ROOT, check=True, capture_output=True)


def fill_english(ts: Path) -> None:
    """English is the source language: every translation is its source text, finished."""
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        translation.text = source
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def unfinished(ts: Path) -> list[str]:
    """Returns the source texts whose translation is missing or unfinished."""
    tree = ET.parse(ts)
    return [m.find("source").text for m in tree.iter("message")
            if m.find("translation").get("type") == "unfinished" or not (m.find("translation").text or "").strip()]


def lrelease(ts: Path) -> Path:
    qm = ts.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def update() -> None:
    for lang, ts in TS.items():
        lupdate(ts)
        if lang == "en":
            fill_english(ts)
        lrelease(ts)
    missing = unfinished(TS["ja"])
    print(f"{len(missing)} Japanese texts unfinished")
    for text in missing:
        print("  ", text)


def check() -> int:
    """Returns 1 when the committed .ts files miss strings from the code or have unfinished Japanese."""
    with tempfile.TemporaryDirectory() as tmp:
        problems = []
        for lang, ts in TS.items():
            copy = Path(tmp) / ts.name
            shutil.copy(ts, copy)
            lupdate(copy)
            before = {m.find("source").text for m in ET.parse(ts).iter("message")}
            after = {m.find("source").text for m in ET.parse(copy).iter("message")}
            if before != after:
                problems.append(f"{ts.name}: out of step with the code ({len(after - before)} new, "
                                f"{len(before - after)} gone)")
        problems += [f"tabletop_ja.ts unfinished: {t}" for t in unfinished(TS["ja"])]
    print("\n".join(problems) or "translations in step")
    return 1 if problems else 0


def fill(path: Path) -> None:  # run update() first so new sources are in the file
    """Writes Japanese texts from a JSON object {source text: Japanese} into tabletop_ja.ts."""
    import json

    texts = json.loads(path.read_text(encoding="utf-8"))
    tree = ET.parse(TS["ja"])
    for message in tree.iter("message"):
        source = message.find("source").text
        if source in texts:
            translation = message.find("translation")
            translation.text = texts[source]
            translation.attrib.pop("type", None)
    tree.write(TS["ja"], encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    if "--fill" in sys.argv:
        update()  # bring new source texts into the files first
        fill(Path(sys.argv[sys.argv.index("--fill") + 1]))
        update()
    else:
        sys.exit(check() if "--check" in sys.argv else update())
