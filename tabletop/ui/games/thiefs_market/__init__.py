"""The Thief's Market table: cards (cards.py), the table's own items (table_items.py), the scene (scene.py), its
words (words.py). The names other modules use are here."""

from tabletop.ui.games.thiefs_market.cards import (FACE_MARKS, ICON_MARKS, CardFace, TextItem, card_type,
                                                   effect_short, effect_text, text_size, unbroken_words)
from tabletop.ui.games.thiefs_market.scene import ThiefsMarketScene
from tabletop.ui.games.thiefs_market.table_items import CardWindow, PickedMark, SeatArea

__all__ = ["FACE_MARKS", "ICON_MARKS", "CardFace", "CardWindow", "PickedMark", "SeatArea", "TextItem",
           "ThiefsMarketScene", "card_type", "effect_short", "effect_text", "text_size", "unbroken_words"]
