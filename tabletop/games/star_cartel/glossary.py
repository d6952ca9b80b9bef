"""Star Cartel's things in Japanese, one word each, as the rule book (shared/rules/star_cartel.ja.txt) writes them;
tests/test_glossary.py holds every Japanese text of the game to it."""

from tabletop.translatable import Term

# The translation contexts of the game's texts: its messages, its table, its tutorial.
CONTEXTS = ("star_cartel", "star_cartel_view", "tutorial_star_cartel")

# Rejected words are regular expressions, so a word may be refused alone and kept inside a longer one.
GLOSSARY = (
    Term("column", "縦列", (r"列目",)),
    Term("ship", "宇宙船", ("宇宙艦",)),
    Term("price (of a contraband type)", "価値", ("価格", "値段")),
    # The rule book says 価値 for a ship's points too; one word per thing gives the ship its 点数.
    Term("value (of a ship)", "点数", (r"宇宙船(カード)?の(性能と)?価値", r"価値\{v(alue)?\}", r"積載量6、価値")),
    Term("stashed cards (no hand in this game)", "カード枚数", ("手札",)),
    Term("loading", "船積", ("積込み",)),
    Term("capacity", "積載量", ("容量",)),
    Term("stash", "蓄財", ("貯蔵",)),
    Term("express delivery", "特急配達", ("速達",)),
    Term("crash", "暴落", ("クラッシュ",)),
    Term("contraband", "禁制品", ("密輸品",)),
    Term("hub", "ハブ", ("集積所",)),
    Term("shipyard", "造船所", ("ドック",)),
)
