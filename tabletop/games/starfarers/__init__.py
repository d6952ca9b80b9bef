"""Catan: Starfarers (Kosmos, 2019): explore the galaxy with a mothership, found colonies, befriend aliens."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import Tool, bots_in, housed, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = housed(
    "starfarers", "Starfarers", "StarfarersScene",
    title=QT_TRANSLATE_NOOP("home", "Catan: Starfarers"),
    blurb=QT_TRANSLATE_NOOP("home", "Explore the galaxy with your mother ship. 3–4 players."),
    min_players=3,
    max_players=4,
    codes=("sf",),
    bots=bots_in("tabletop.bots.starfarers",
                 greedy="StarfarersBot", strong="StrongStarfarer", easy="EasyStarfarer"),
    emblem=(Mark("#c0504d", Shape.TRIANGLE), Mark("#e69f00", Shape.DIAMOND), Mark("#4a78c2", Shape.HEXAGON),
            Mark("#5c9e4a", Shape.TREE), Mark("#b07cc6", Shape.STAR)),
    stuck_after=38_000,  # random games' lengths, measured 2026-11-26: 6,273 / 14,032 / 15,049
    stand_in="tabletop.games.starfarers.stand_in:stand_in",
    table_tools=(Tool(QT_TRANSLATE_NOOP("table", "Decline bots' offers"),
                      "tabletop.ui.games.starfarers.tools:decline_bot_offers",
                      QT_TRANSLATE_NOOP("table", "From now on the app declines the bots' trade offers for you, "
                                                 "so you are not called to the screen for them"),
                      on="tabletop.ui.games.starfarers.tools:declining_bot_offers"),),
)

__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
