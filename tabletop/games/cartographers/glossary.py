"""Cartographers' things in Japanese, one word each, as the rule book (shared/rules/cartographers.ja.txt) writes
them; tests/test_glossary.py holds every Japanese text of the game to it."""

from tabletop.translatable import Term

# The translation contexts of the game's texts: its messages, its table, its tutorial.
CONTEXTS = ("cartographers", "cartographers_view", "tutorial_cartographers")

# Rejected words are regular expressions, so a word may be refused alone and kept inside a longer one.
GLOSSARY = (
    # The rule book's マップ(シート); 地図 stays only in the titles a map-maker earns (地図製作者, 地図職人).
    Term("map", "マップ", (r"地図(?!製作者|職人)",)),
    Term("edict", "勅命", ()),
    Term("explore card", "探検カード", ("探索カード",)),
    Term("shape", "形状", ("図形",)),
    Term("terrain", "地形", ()),
    Term("ambush", "待ち伏せ", ()),
    Term("ruins", "廃墟", ("遺跡",)),
    Term("coin", "コイン", ("硬貨",)),
    Term("season", "季節", ()),
    Term("monster", "モンスター", ("怪物",)),
    Term("time", "時間", ()),
    Term("turn", "ターン", ("手番",)),
)
