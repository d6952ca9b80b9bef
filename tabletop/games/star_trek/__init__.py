"""Star Trek CCG, Second Edition (Decipher, 2002): missions, dilemmas and crews. Listed; its rules come later."""

from tabletop.registry import GameEntry
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = GameEntry(
    id="star-trek",
    title=QT_TRANSLATE_NOOP("home", "Star Trek CCG, Second Edition"),
    blurb=QT_TRANSLATE_NOOP("home", "Missions, dilemmas and crews. 2 players."),
    min_players=2,
    max_players=2,
)
