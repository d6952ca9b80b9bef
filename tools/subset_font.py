"""Builds assets/fonts/*.ttf: BIZ UDPGothic (SIL OFL 1.1) subset for the app's Latin and Japanese text, and
DejaVu Sans Bold (Bitstream Vera licence) subset to Latin for the home page's headline.

Run by hand when new Japanese text needs glyphs the subset lacks (a UI test
lists any missing character):
    python tools/subset_font.py /usr/share/fonts/truetype/bizud-gothic
The source fonts come from Debian's fonts-morisawa-bizud-gothic.

BIZ UDPGothic's Latin descenders are short (its "p" reaches 0.12 em below the baseline), so at headline sizes
"Tabletop" read as if its "p" were cut off. The headline face has full descenders:
    python tools/subset_font.py --headline /usr/share/fonts/truetype/dejavu

BIZ UDPGothic Regular maps ≤ (U+2264) to the outline of ≥ and ≥ to that of ≤ (the Bold face is right), so a
rules text saying "cannons ≤ strength" read the other way. Every build puts each comparison sign on the outline
that opens its way; `--fix-signs` does the same to the shipped fonts in place:
    python tools/subset_font.py --fix-signs
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTFont

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


# Each comparison sign and the way its chevron opens: "<" opens to the right (its point is on the left).
POINTS_LEFT = {0x2264: True, 0x2266: True, 0x2265: False, 0x2267: False}
PAIRS = ((0x2264, 0x2265), (0x2266, 0x2267))


def points_left(font: TTFont, glyph: str) -> bool:
    """Returns whether the glyph's chevron points left (like <): its top arm ends right of its middle."""
    pen = DecomposingRecordingPen(font.getGlyphSet())
    font.getGlyphSet()[glyph].draw(pen)
    points = [pt for _op, args in pen.value for pt in args]
    ys = [y for _x, y in points]
    xs = [x for x, _y in points]
    top = max(ys) - (max(ys) - min(ys)) / 4
    top_xs = [x for x, y in points if y >= top]
    return sum(top_xs) / len(top_xs) > (min(xs) + max(xs)) / 2


def fix_signs(font: TTFont) -> list[str]:
    """Swaps each pair of comparison signs whose outlines open the wrong way; returns what it swapped."""
    cmap = font.getBestCmap()
    swapped = []
    for less, greater in PAIRS:
        if less not in cmap or greater not in cmap:
            continue
        if points_left(font, cmap[less]) != POINTS_LEFT[less] and points_left(font, cmap[greater]) != POINTS_LEFT[greater]:
            a, b = cmap[less], cmap[greater]
            for table in font["cmap"].tables:
                if table.isUnicode() and less in table.cmap and greater in table.cmap:
                    table.cmap[less], table.cmap[greater] = b, a
            swapped.append(f"U+{less:04X}/U+{greater:04X}")
    return swapped


def fix_shipped_fonts() -> None:
    """Puts the comparison signs of the fonts in assets/fonts on the right outlines, in place."""
    for dst in FACES.values():
        path = ROOT / "assets" / "fonts" / dst
        font = TTFont(str(path))
        swapped = fix_signs(font)
        if swapped:
            font.save(str(path))
        print(path, "swapped " + ", ".join(swapped) if swapped else "already right")


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
        fix_signs(font)
        out = ROOT / "assets" / "fonts" / dst
        subset.save_font(font, str(out), options)
        print(out, out.stat().st_size)


HEADLINE = ("DejaVuSans-Bold.ttf", "TabletopHeadline-Bold.ttf")


def build_headline(source_dir: str) -> None:
    """Writes the Latin-only headline face, renamed as the Bitstream Vera licence asks of modified fonts."""
    src, dst = HEADLINE
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(str(Path(source_dir) / src), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for c in range(0x20, 0x250) if chr(c).isprintable()])
    subsetter.subset(font)
    for record in font["name"].names:
        if record.nameID in (1, 3, 4, 6, 16):
            record.string = record.toUnicode().replace("DejaVu Sans", "Tabletop Headline").replace(
                "DejaVuSans", "TabletopHeadline")
    out = ROOT / "assets" / "fonts" / dst
    subset.save_font(font, str(out), options)
    print(out, out.stat().st_size)


if __name__ == "__main__":
    if sys.argv[1:] == ["--fix-signs"]:
        fix_shipped_fonts()
    elif sys.argv[1:2] == ["--headline"]:
        build_headline(sys.argv[2] if len(sys.argv) > 2 else "/usr/share/fonts/truetype/dejavu")
    else:
        main(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/bizud-gothic")
