"""Thief's Market's things in Japanese, one word each, as the rule book (shared/rules/thiefs_market.ja.txt) writes
them; tests/test_glossary.py holds every Japanese text of the game to it."""

from tabletop.translatable import Term

# The translation contexts of the game's texts: its messages, its table, its tutorial.
CONTEXTS = ("thiefs_market", "tm_view", "tutorial_thiefs_market")

# Rejected words are regular expressions, so a word may be refused alone and kept inside a longer one.
GLOSSARY = (
    # The app's Undo (取り消し, one move back) is the table's word; giving up a take, a steal or a purchase under
    # way is another thing, so it has its own.
    Term("cancel (a take, a steal or a purchase under way)", "やめる", ("取り消す", "取り消して", "キャンセル")),
    Term("put back a pick", "選択を戻す", ("選択をやめる", "選択を1つ戻す")),
    Term("pile", "パイル", (r"山(?!札)",)),
    Term("loot dice", "盗品ダイス", ("戦利品", "サイコロ")),
    Term("market", "マーケット", ("市場",)),
    Term("mask", "仮面", ("マスク",)),
    Term("gold token", "金貨トークン", ("金トークン",)),
    Term("gold bag", "金袋", ("金の袋",)),
    Term("infamy", "悪名", ("悪評",)),
    Term("henchman", "部下", ()),
    Term("object", "オブジェクト", ("物品",)),
    Term("gem", "宝石", ("ジェム",)),
    Term("cards bought (no hand in this game)", "カード枚数", ("手札",)),
)
