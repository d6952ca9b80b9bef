"""Thief's Market's words: dice counts read the way each language counts them."""

from tabletop.games.thiefs_market.messages import dice_words
from tabletop.messages import render

JAPANESE = {", ": "、", "{n} {face}": "{face}{n}個", "green": "緑", "mask": "仮面",
            "the start marker": "スタートプレイヤーマーカー"}


def japanese(context: str, text: str) -> str:
    return JAPANESE.get(text, text)


def test_dice_counts_in_english_skip_empty_faces_and_name_the_marker():
    assert dice_words([2, 0, 0, 0, 0, 1], lambda c, t: t) == "2 green, 1 mask"
    assert dice_words([0, 0, 0, 0, 0, 0, 1], lambda c, t: t) == "the start marker"
    assert dice_words([0] * 6, lambda c, t: t) == "—"


def test_dice_counts_in_japanese_put_the_counter_after_the_face():
    assert dice_words([2, 0, 0, 0, 0, 1], japanese) == "緑2個、仮面1個"


def test_the_log_uses_the_same_dice_words():
    line = render("tm.took", {"seat": 0, "dice": [2, 0, 0, 0, 0, 1]}, japanese, lambda s: "Aiko")
    assert "緑2個、仮面1個" in line
