"""Star Trek CCG, Second Edition (Decipher, 2002): missions, dilemmas and crews; Federation against Borg."""

from __future__ import annotations

from tabletop.registry import GameEntry, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = GameEntry(
    id="star-trek",
    title=QT_TRANSLATE_NOOP("home", "Star Trek CCG, Second Edition"),
    blurb=QT_TRANSLATE_NOOP("home", "Missions, dilemmas and crews. 2 players."),
    min_players=2,
    max_players=2,
    codes=("st",),
    rules="tabletop.games.star_trek.rules:StarTrek",
    messages="tabletop.games.star_trek.messages",
    bots={"greedy": "tabletop.bots.star_trek:GreedyStarTrek"},
)


__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
