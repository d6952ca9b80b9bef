"""Cartographers' tutorial words (solo): shapes and terrains, turning and mirroring, coins, ruins, an ambush,
season scoring with the edicts, the monster penalty."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

TEXTS: dict[str, Text] = {
    "welcome": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "You map the land for the Queen. Each turn an explore card is revealed and you draw one of its shapes on "
        "your map. Four edicts say what scores; each season scores two of them."),
    "welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers", "Spring scores edicts A and B, summer B and C, autumn C and D, winter D and A."),
    "coin_shape": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Farmland shows two shapes. Draw the small one, which has a coin, as farm: turn it once (R) so it lies "
        "flat, then click the map where the move below says."),
    "coin_shape_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "A shape with a coin earns a coin when drawn. Every coin is worth 1 star at each season's scoring."),
    "confirm": QT_TRANSLATE_NOOP(
        "tutorial_cartographers", "Confirm your drawing. Then the next card is revealed."),
    "confirm_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers", "Until you confirm, Undo takes the drawing back and you may draw it elsewhere."),
    "terrain": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Fishing Village may be drawn as village or as water. Choose water (T), stand the line of four upright "
        "(R), and click where the move below says."),
    "terrain_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Draw one shape of the card in one of its terrains, on empty spaces only. It need not touch anything."),
    "turn": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Hinterland Stream: choose water (T), then turn the shape three times (R) until it matches the yellow "
        "outline, and click where the move below says."),
    "turn_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Any shape may be turned (R) and flipped (F) as you like. This one looks the same flipped."),
    "confirm_ambush": QT_TRANSLATE_NOOP(
        "tutorial_cartographers", "Confirm. The next cards are an ambush and then a ruins card."),
    "ambush": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Ambush! Bugbear Assault sends monsters onto your map. With no neighbour to draw them, the solo rules drew "
        "them for you: from a corner, along the map's edge, at the first place they fit. The red frames show where "
        "they went: the top right corner."),
    "ambush_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "At each season's scoring, every empty space next to a monster costs 1 star. Fill them to stop the loss."),
    "ruins": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "A ruins card came before Marshlands, so this shape must cover an empty ruins space. Turn it twice (R) "
        "and draw it as forest on the ruins, where the move below says."),
    "ruins_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "If no shape can cover an empty ruins space, you draw a single space anywhere instead."),
    "mountain": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Great River: draw the line of three, with its coin, as water where the move below says. The spring's "
        "time reaches 8 with it."),
    "mountain_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "A mountain whose four neighbouring spaces are all filled earns a coin too, once."),
    "confirm_season": QT_TRANSLATE_NOOP(
        "tutorial_cartographers", "Confirm, and spring ends: its two edicts are scored."),
    "scored": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Spring scored: Shieldgate (A) 0, because you drew no village; Greenbough (B) 6, for rows and columns "
        "with forest; 3 stars for your coins; −2 for the empty spaces beside the monster."),
    "scored_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Look at the season boxes on your map: each season adds its two edicts, your coins and the monster loss."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "Summer, autumn and winter follow the same way. After winter's scoring your four seasons are added up, "
        "and the solo values printed under the four edicts are taken away."),
    "end_rule": QT_TRANSLATE_NOOP(
        "tutorial_cartographers",
        "What is left earns a title from the Queen: 30 or more, Legendary Cartographer; 0 or more, Apprentice "
        "Surveyor; below 0, lesser titles."),
}
