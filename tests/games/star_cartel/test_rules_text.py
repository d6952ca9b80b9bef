"""The rules text players read says what the engine does: the second card comes from the same column."""

import re

import pytest

from tabletop.resources import asset_path


@pytest.mark.parametrize("language, second, same", [("en", r"second card|crystals 2", "same column"),
                                                     ("ja", r"2枚目|水晶2", "同じ縦列")])
def test_every_mention_of_the_second_card_says_the_same_column(language, second, same):
    text = asset_path("rules", f"star_cartel.{language}.md").read_text(encoding="utf-8")
    # Paragraphs about the hub's second card; the Long Reach and Specialist abilities word it their own way.
    paragraphs = [p for p in re.split(r"\n\s*\n|\n- ", text) if re.search(second, p)
                  and not re.search(r"Long Reach|Specialist|遠距離積込|専門家", p)]
    assert len(paragraphs) >= 2  # the rule and the example
    for paragraph in paragraphs:
        assert same in paragraph, paragraph
