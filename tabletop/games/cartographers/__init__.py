"""Cartographers (Thunderworks Games, 2019): draw the realm's map season by season, solo or with others."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import Tool, bots_in, housed, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

_TOOLS = "tabletop.ui.games.cartographers.tools"  # Today's map, best maps, practice maps

ENTRY = housed(
    "cartographers", "Cartographers", "CartographersScene",
    title=QT_TRANSLATE_NOOP("home", "Cartographers"),
    blurb=QT_TRANSLATE_NOOP("home", "Draw the map of the realm, season by season. Solo or 1–6 players."),
    min_players=1,
    max_players=6,
    codes=("carto", "sheet"),
    bots=bots_in("tabletop.bots.cartographers",
                 greedy="GreedyCartographer", strong="StrongCartographer", easy="EasyCartographer"),
    # The terrains players draw (forest, village, farm, water, monster), as the table draws them.
    emblem=(Mark("#3f7d3a", Shape.TREE), Mark("#c0504d", Shape.SQUARE), Mark("#e0b43c", Shape.DIAMOND),
            Mark("#3f7fbf", Shape.CIRCLE), Mark("#7a4a9a", Shape.STAR)),
    cli="tabletop.games.cartographers.commands:add_commands",
    home_tools=(Tool(QT_TRANSLATE_NOOP("home", "Today's map"), f"{_TOOLS}:start_daily"),),
    home_note=f"{_TOOLS}:best_maps_note",
    table_tools=(Tool(QT_TRANSLATE_NOOP("table", "Copy map"), f"{_TOOLS}:copy_map",
                      QT_TRANSLATE_NOOP("table", "Copy map as text")),
                 Tool(QT_TRANSLATE_NOOP("table", "Practise…"), f"{_TOOLS}:practise",
                      QT_TRANSLATE_NOOP("table", "Practise on a map…"))),
    finished=f"{_TOOLS}:record_daily",
    stuck_after=1_000,  # random games, measured 2026-11-26: median 288, p99 356, longest 360 actions
)


__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
