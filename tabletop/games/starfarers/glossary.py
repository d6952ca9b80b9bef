"""Catan: Starfarers' things in Japanese, one word each, as the rule book (shared/rules/catan_starfarers.ja.txt)
writes them; tests/test_glossary.py holds every Japanese text of the game to it."""

from tabletop.translatable import Term

# The translation contexts of the game's texts: its messages, its table, its tutorial.
CONTEXTS = ("starfarers", "starfarers_view", "tutorial_starfarers")

# Rejected words are regular expressions, so a word may be refused alone and kept inside a longer one.
GLOSSARY = (
    Term("flight", "航行", ("飛行",)),
    Term("speed", "移動力", ("速度", "スピード")),
    Term("booster", "動力炉", ("ブースター", "エンジン")),
    Term("cannon", "搭載砲", ("大砲", "キャノン")),
    Term("freight pod", "船倉", ("貨物室", "フレイトポッド")),
    Term("upgrade", "拡張", ("アップグレード",)),
    Term("victory point", "勝利点", (r"\bVP\b",)),
    Term("colony ship", "移民船", ("コロニー船",)),
    Term("trade ship", "交易船", ("貿易船",)),
    Term("spaceport", "宇宙港", ("スペースポート",)),
    Term("mothership", "母船", ("マザーシップ",)),
    Term("goods", "交易品", ("商品",)),
    Term("supply (the resource cards of the bank)", "ストック", ("供給", "サプライ")),
    Term("ore", "鉱石", ("鉱物",)),
    # The rule book answers an encounter's question with 回答; a trade offer's answers are called the same.
    Term("answer", "回答", ("答え", "返答")),
    # Withdrawing an offer or proposal is 撤回: 取り消し is the app's Undo.
    Term("withdraw (an offer or a proposal)", "撤回", ("取り消",)),
)
