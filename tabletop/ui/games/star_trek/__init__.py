"""The Star Trek CCG table, one job a module: words (cards and moves in words), items (cards drawn), panels (the
right column: the scores, the attempt and the open decision), framing (where a move happened) and scene (the whole
table)."""

from tabletop.ui.games.star_trek.items import (AFFILIATION_MARKS, KIND_MARKS, CardFace, CardThing, Chip, Crew, CrewLine,
                                               DilemmaStrip, MissionHead)
from tabletop.ui.games.star_trek.scene import StarTrekScene
from tabletop.ui.games.star_trek.words import (card_facts, card_tip, compact, icons_words,
                                               requirement_text, score_history)

__all__ = ["AFFILIATION_MARKS", "KIND_MARKS", "CardFace", "CardThing", "Chip", "Crew", "CrewLine", "DilemmaStrip",
           "MissionHead", "StarTrekScene", "card_facts", "card_tip", "compact", "icons_words",
           "requirement_text", "score_history"]
