"""Star Trek's things in Japanese, one word each, as the rule book (shared/rules/star_trek_ccg_2e.ja.txt) writes
them; tests/test_glossary.py holds every Japanese text of the game to it. Card titles stay in English."""

from tabletop.translatable import Term

# The translation contexts of the game's texts: its messages, its table, its tutorial.
CONTEXTS = ("star_trek", "star_trek_view", "tutorial_star_trek")

# Rejected words are regular expressions, so a word may be refused alone and kept inside a longer one.
GLOSSARY = (
    Term("counter", "カウンター", ("行動ポイント",)),
    Term("turn", "ターン", ("手番",)),
    Term("point", "ポイント", (r"(\d|\})点",)),  # the rule book's 100ポイント
    Term("complete (a mission)", "解決", ("達成",)),
    Term("skill", "スキル", ("技能",)),
    Term("Range", "移動力", ("レンジ", "Range")),
    Term("span", "距離", ("スパン", "Span")),
    Term("ship", "宇宙艦", ("宇宙船",)),
    Term("personnel", "人員", ("クルー",)),
    Term("stopped", "停止状態", ("ストップ",)),
    Term("requirements", "解決条件", ("必要条件",)),
    Term("play (a card from hand)", "配置", (r"(を|の)プレイ(?!ヤー)|プレイ(し|で|さ|と)",)),
    Term("staffing (the icons a ship's crew must cover)", "必要スタッフ", ("必要人員", "スタッフィング")),
    Term("unstaffed", "スタッフ不足", ("人員不足",)),
    Term("Staff icon", "操艦", ("スタッフアイコン",)),
    Term("dilemma budget", "ジレンマコスト", ("コスト上限",)),
    Term("Earth (the Federation's headquarters)", "地球", (r"Earth(?!,)",)),
    Term("Unicomplex (the Borg headquarters)", "ユニコンプレックス", (r"Unicomplex(?!,)",)),
    # Battles (star_trek_decks.md §2.1–2.7), as the rule book says them: 「戦闘は個人戦と艦隊戦の 2種類」
    Term("battle", "戦闘", ("バトル",)),
    Term("engagement (a battle of ships)", "艦隊戦", ("交戦", "艦船戦", "宇宙戦")),
    Term("personnel combat", "個人戦", ("白兵戦", "人員戦")),
    Term("Weapons", "武器", ("Weapons",)),
    Term("Shields", "シールド", ("Shields",)),
    Term("damage (a card lying on a ship)", "ダメージ", ("損傷",)),
    Term("destroyed (a ship)", "破壊", ("撃沈",)),
    Term("equipment", "装備", ("イクイップメント",)),
    Term("core (where events stay in play)", "コア", ()),
    Term("removed from the game", "ゲームから除外", ()),
    Term("Integrity", "誠実", ("Integrity",)),
    Term("Cunning", "狡猾", ("Cunning",)),
    Term("Strength", "強さ", ("Strength", "戦闘力")),
    Term("Human", "人類", ("Human",)),
    Term("Vulcan", "バルカン人", ("Vulcan",)),
    Term("Klingon", "クリンゴン人", ("Klingon",)),
    Term("Acquisition", "獲得", ("Acquisition",)),
    Term("Anthropology", "人類学", ("Anthropology",)),
    Term("Archaeology", "考古学", ("Archaeology",)),
    Term("Astrometrics", "天体測定", ("Astrometrics",)),
    Term("Biology", "生物学", (r"(?<!Exo)Biology",)),
    Term("Diplomacy", "外交", ("Diplomacy",)),
    Term("Engineer", "工学", ("Engineer",)),
    Term("Exobiology", "宇宙生物学", ("Exobiology",)),
    Term("Geology", "地質学", ("Geology",)),
    Term("Honor", "名誉", ("Honor",)),
    Term("Intelligence", "諜報", ("Intelligence",)),
    Term("Law", "法律", (r"\bLaw\b",)),
    Term("Leadership", "統率", ("Leadership",)),
    Term("Medical", "医療", ("Medical",)),
    Term("Navigation", "航法", ("Navigation",)),
    Term("Officer", "士官", ("Officer",)),
    Term("Physics", "物理学", ("Physics",)),
    Term("Programming", "プログラミング", ("Programming",)),
    Term("Science", "科学", ("Science",)),
    Term("Security", "保安", ("Security",)),
    Term("Telepathy", "テレパシー", ("Telepathy",)),
    Term("Transporters", "転送装置", ("Transporters",)),
    Term("Treachery", "裏切り", ("Treachery",)),
)
