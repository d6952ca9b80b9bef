"""Star Cartel (Osprey Games, 2017): load contraband, deliver it, move the market, stash the rest."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import bots_in, housed, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = housed(
    "star_cartel", "StarCartel", "StarCartelScene",
    title=QT_TRANSLATE_NOOP("home", "Star Cartel"),
    blurb=QT_TRANSLATE_NOOP(
        "home", "Smuggle contraband to the cartel, move the market, stash your share. 3–6 players, 30–60 minutes."),
    min_players=3,
    max_players=6,
    codes=("cartel",),
    bots=bots_in("tabletop.bots.star_cartel",
                 greedy="GreedyCartelBot", strong="StrongCartel", easy="EasyCartel"),
    # The five cargoes (food, weapons, plants, medicine, crystals) in Okabe–Ito colours, as the table draws them.
    emblem=(Mark("#E69F00", Shape.CIRCLE), Mark("#D55E00", Shape.TRIANGLE), Mark("#009E73", Shape.DIAMOND),
            Mark("#56B4E9", Shape.CROSS), Mark("#CC79A7", Shape.HEXAGON)),
    stuck_after=1_000,  # random games' lengths, measured 2026-11-26: 141 / 168 / 178
)


__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
