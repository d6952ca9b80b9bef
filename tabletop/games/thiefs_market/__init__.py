"""Thief's Market (Tasty Minstrel Games, 2016): share the loot or steal it, then buy the market."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import bots_in, housed, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = housed(
    "thiefs_market", "ThiefsMarket", "ThiefsMarketScene",
    title=QT_TRANSLATE_NOOP("home", "Thief's Market"),
    blurb=QT_TRANSLATE_NOOP("home", "Take loot or steal a whole pile, then buy the market. 3–5 players."),
    min_players=3,
    max_players=5,
    codes=("tm",),
    bots=bots_in("tabletop.bots.thiefs_market",
                 greedy="GreedyThief", strong="StrongThief", easy="EasyThief"),
    # The six dice faces (green, white, blue, red, gold bag, mask), as the table draws them.
    emblem=(Mark("#2e9e5b", Shape.DIAMOND), Mark("#d8d2c2", Shape.CIRCLE), Mark("#3b73c4", Shape.SQUARE),
            Mark("#d2452f", Shape.TRIANGLE), Mark("#e0b12c", Shape.STAR), Mark("#3d2b4f", Shape.HEXAGON)),
    stuck_after=4_000,  # random games' lengths, measured 2026-11-26: 1,033 / 1,399 / 1,490
)


__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
