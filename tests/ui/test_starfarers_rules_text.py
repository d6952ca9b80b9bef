"""The Starfarers rules panel says what the game does: answers to offers are public, a trade ship on a docking point
must found its station, and ≥ shows as ≥ (in a font that has it) where the rules compare at least."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from tabletop.ui.rules_panel import RulesDialog, rules_text


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_rules_say_offers_and_answers_are_public(language: str) -> None:
    text = rules_text("starfarers", language)
    assert "secret" not in text and "見えないように" not in text
    assert ("Offers and answers are public" in text) if language == "en" else ("提案と回答は公開され" in text)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_rules_say_a_trade_ship_on_a_docking_point_must_found_its_station(language: str) -> None:
    text = rules_text("starfarers", language)
    assert ("must found a trade station there" in text) if language == "en" else ("必ず交易ステーションを設置" in text)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_panel_shows_at_least_as_the_sign(qtbot, language: str) -> None:
    dialog = RulesDialog(language, "starfarers")
    qtbot.addWidget(dialog)
    shown = dialog.text.document().toPlainText()
    pirate = next(line for line in shown.splitlines() if "A pirate base is beaten" in line or "海賊基地は" in line)
    assert pirate.count("≥") == 2, pirate  # cannons ≥ strength, pods ≥ number
    assert ">=" not in shown
    assert QFontMetrics(dialog.text.font()).inFontUcs4(ord("≥"))
