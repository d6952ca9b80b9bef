"""Star Trek's Japanese names each thing once, as the rule book does (issue 30): staffing is 必要スタッフ (a ship
short of it: スタッフ不足; its icons 指揮 and 操艦), a card from hand is 配置 (an interrupt 使用), the attempt's
budget is ジレンマコスト, a counter is a カウンター; the table, the log, the lesson and the rules panel agree, and the
rules panel's search finds each word the table shows."""

from __future__ import annotations

import pytest

from tabletop.ui.i18n import Language, translate
from tabletop.ui.rules_panel import RulesDialog

# (context, English source, the rule book's word its Japanese must hold)
TABLE_WORDS = [
    ("star_trek_view", "Staffing {icons} · Range {range}", "必要スタッフ"),
    ("star_trek_view", "unstaffed", "スタッフ不足"),
    ("star_trek_view", "Not staffed: missing {icons}", "スタッフ不足"),
    ("star_trek_view", "Staff icon: staffs a ship's Staff icon.", "操艦"),
    ("star_trek_view", "Command icon: staffs a ship's Command or Staff icon.", "指揮"),
    ("star_trek_view", "Budget {budget} · drawn {drawn} · stack {stack}", "ジレンマコスト"),
    ("star_trek_view", "Budget {budget} · {left} left · {n} stacked", "ジレンマコスト"),
    ("star_trek", "Play {card}", "配置"),
    ("star_trek", "End playing cards", "配置"),
    ("star_trek", "{seat} plays {card} at {mission} (cost {cost}).", "配置"),
    ("star_trek_view", "{card} was played.", "使用"),
    ("tutorial_star_trek", "Play Daniel Kwan with your last counter: a third Staff icon, and Engineer.", "カウンター"),
]


@pytest.fixture
def japanese(app):
    words = Language()
    assert words.use("ja")
    yield words
    words.use("en")


@pytest.mark.parametrize("context,source,word", TABLE_WORDS, ids=[s[:30] for _, s, _ in TABLE_WORDS])
def test_the_table_says_the_rule_books_word(japanese, context, source, word):
    text = translate(context, source)
    assert text != source, "not translated"
    assert word in text, text


def test_the_lesson_never_calls_a_counter_a_point(japanese):
    text = translate("tutorial_star_trek", "Play Daniel Kwan with your last counter: a third Staff icon, and "
                                           "Engineer.")
    assert "ポイント" not in text


@pytest.mark.parametrize("word", sorted({w for _, _, w in TABLE_WORDS} | {"スタッフが揃", "カウンター"}))
def test_the_rules_panel_finds_each_word_the_table_shows(japanese, qtbot, word):
    rules = RulesDialog("ja", "star-trek")
    qtbot.addWidget(rules)
    assert rules._highlight(word) > 0, word
