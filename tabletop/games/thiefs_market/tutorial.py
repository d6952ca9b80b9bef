"""Thief's Market's tutorial words: taking or stealing a pile, re-rolls, buying, infamy, scoring."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

TEXTS: dict[str, Text] = {
    "welcome": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Each round the loot dice are shared out, then everyone buys market cards with them. Ada rolled every "
        "die and took a blue die, two mask dice and the start marker: that is her pile."),
    "welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market", "The dice and the start marker are the objects. Dice keep their faces when taken."),
    "steal": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "On your turn you take objects from the centre, or steal a whole pile. Steal Ada's pile."),
    "steal_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Only a pile of two or more objects can be stolen. The thief keeps at least one and returns at least one."),
    "return": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Return one mask die to the centre. You keep the blue die, the other mask die and the start marker."),
    "return_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market", "Dice returned to the centre are re-rolled: their faces may change."),
    "steal_done": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market", "Press Done. The pile is yours, unless someone steals it from you."),
    "steal_done_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "A robbed player has no pile again and takes another turn later."),
    "take_all": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Bruno and Ada stole back and forth, and Ada took your pile. You are the last without a pile: take "
        "everything left in the centre."),
    "take_all_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "The last player without a pile who takes from the centre takes all of it, the start marker too."),
    "buy": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Buying: the start marker's holder buys first, and that is you. Buy the Tailor: its cost is one red gem, "
        "paid with a red die. The triangle at its left edge shows it is a henchman."),
    "buy_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "One card per round, unless a card says more. Each gem of a cost is paid with a die of its colour or "
        "with a gold token."),
    "pay": QT_TRANSLATE_NOOP("tutorial_thiefs_market", "Pay with one of your red dice and keep your gold token."),
    "pay_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "A gold bag die is not a gold token: it becomes one at the end of the round."),
    "spend": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "The Tailor works this very turn: give up another red die to gain an infamy token."),
    "spend_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Infamy tokens are secret, and each is worth 1 point at the end. Mask dice in your pile become infamy "
        "tokens when the round ends."),
    "buy_done": QT_TRANSLATE_NOOP("tutorial_thiefs_market", "Press Done to end your buying turn."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "The round ends: gold bag dice become gold tokens, mask dice become infamy, the market is refilled. "
        "The game ends "
        "when deck C cannot refill the market. Then each card scores its points, and each infamy token 1."),
    "end_rule": QT_TRANSLATE_NOOP(
        "tutorial_thiefs_market",
        "Most henchman icons (triangles): 3 points, second most: 1. Most gold tokens: 3. Ties: more cards, then "
        "more infamy."),
}
