"""Builds assets/fonts/*.ttf: BIZ UDPGothic (SIL OFL 1.1) subset for the app's Latin and Japanese text.

Run by hand when new Japanese text needs glyphs the subset lacks (a UI test
lists any missing character):
    python tools/subset_font.py /usr/share/fonts/truetype/bizud-gothic
The source fonts come from Debian's fonts-morisawa-bizud-gothic.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parents[1]
FACES = {"BIZUDPGothic-Regular.ttf": "TabletopSans-Regular.ttf", "BIZUDPGothic-Bold.ttf": "TabletopSans-Bold.ttf"}


def wanted_characters() -> set[str]:
    """Returns kana, JIS level-1 kanji, punctuation and symbols, plus every character of our texts."""
    chars = {chr(c) for c in range(0x20, 0x250)}
    for lo, hi in [(0x2000, 0x206F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2460, 0x24FF), (0x2500, 0x27BF),
                   (0x3000, 0x30FF), (0xFF00, 0xFFEF)]:
        chars |= {chr(c) for c in range(lo, hi + 1)}
    for code in range(0x4E00, 0xA000):  # JIS X 0208 level 1: EUC-JP lead bytes 0xB0–0xCF
        ch = chr(code)
        try:
            encoded = ch.encode("euc_jp")
        except UnicodeEncodeError:
            continue
        if len(encoded) == 2 and 0xB0 <= encoded[0] <= 0xCF:
            chars.add(ch)
    for pattern in ("assets/**/*.md", "assets/**/*.json", "translations/*.ts"):
        for path in ROOT.glob(pattern):
            chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() or c == " "}


def main(source_dir: str) -> None:
    text = "".join(sorted(wanted_characters()))
    for src, dst in FACES.items():
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        font = subset.load_font(str(Path(source_dir) / src), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        # Rename the family so it never clashes with an installed BIZ UDPGothic.
        for record in font["name"].names:
            if record.nameID in (1, 4, 16):
                old = record.toUnicode()
                record.string = old.replace("BIZ UDPGothic", "Tabletop Sans").replace("BIZ UDPゴシック", "Tabletop Sans")
        out = ROOT / "assets" / "fonts" / dst
        subset.save_font(font, str(out), options)
        print(out, out.stat().st_size)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/bizud-gothic")
