"""Catan: Starfarers (Kosmos, 2019): explore the galaxy with a mothership, found colonies, befriend aliens."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import GameEntry, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = GameEntry(
    id="starfarers",
    title=QT_TRANSLATE_NOOP("home", "Catan: Starfarers"),
    blurb=QT_TRANSLATE_NOOP("home", "Explore the galaxy with your mother ship. 3–4 players."),
    min_players=3,
    max_players=4,
    codes=("sf",),
    rules="tabletop.games.starfarers.rules:Starfarers",
    messages="tabletop.games.starfarers.messages",
    rules_file="starfarers",
    bots={"greedy": "tabletop.bots.starfarers:StarfarersBot", "strong": "tabletop.bots.strong_games:StrongStarfarer",
          "easy": "tabletop.bots.strong_games:EasyStarfarer"},
    scene="tabletop.ui.games.starfarers.scene:StarfarersScene",
    emblem=(Mark("#c0504d", Shape.TRIANGLE), Mark("#e69f00", Shape.DIAMOND), Mark("#4a78c2", Shape.HEXAGON),
            Mark("#5c9e4a", Shape.TREE), Mark("#b07cc6", Shape.STAR)),
    tutorial="starfarers/tutorial.json",
    tutorial_texts="tabletop.games.starfarers.tutorial",
)

__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
