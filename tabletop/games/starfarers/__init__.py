"""Catan: Starfarers (Kosmos, 1999): explore the galaxy with a mother ship. Listed; its rules come later."""

from tabletop.registry import GameEntry
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = GameEntry(
    id="starfarers",
    title=QT_TRANSLATE_NOOP("home", "Catan: Starfarers"),
    blurb=QT_TRANSLATE_NOOP("home", "Explore the galaxy with your mother ship. 3–4 players."),
    min_players=3,
    max_players=4,
)
