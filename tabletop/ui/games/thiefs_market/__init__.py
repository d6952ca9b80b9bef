"""The Thief's Market table: the scene (scene.py), its areas (panels.py), its items (items.py: cards, dice marks, a
seat's area and card window), its words (words.py) and where a bot's move is framed (framing.py). The names other
modules use are here."""

from tabletop.ui.games.thiefs_market.items import (FACE_MARKS, ICON_MARKS, CardFace, CardWindow, PickedMark, SeatArea,
                                                   TextItem, card_type, effect_short, effect_text, text_size,
                                                   unbroken_words)
from tabletop.ui.games.thiefs_market.scene import ThiefsMarketScene

__all__ = ["FACE_MARKS", "ICON_MARKS", "CardFace", "CardWindow", "PickedMark", "SeatArea", "TextItem",
           "ThiefsMarketScene", "card_type", "effect_short", "effect_text", "text_size", "unbroken_words"]
