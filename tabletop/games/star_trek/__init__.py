"""Star Trek CCG, Second Edition (Decipher, 2002): missions, dilemmas and crews; Federation against Borg."""

from __future__ import annotations

from tabletop.marks import Mark, Shape
from tabletop.registry import Lesson, Tool, housed, lazy_rules
from tabletop.translatable import QT_TRANSLATE_NOOP

ENTRY = housed(
    "star_trek", "StarTrek", "StarTrekScene",
    id="star-trek",
    title=QT_TRANSLATE_NOOP("home", "Star Trek CCG, Second Edition"),
    blurb=QT_TRANSLATE_NOOP("home", "Missions, dilemmas and crews. 2 players."),
    min_players=2,
    max_players=2,
    codes=("st",),
    bots={"greedy": "tabletop.bots.star_trek.greedy:GreedyStarTrek",
          "strong": "tabletop.bots.star_trek.strong:StrongStarTrek",
          "easy": "tabletop.bots.star_trek.strong:EasyStarTrek"},
    # Federation, Borg, a dilemma: the marks the table is played with.
    emblem=(Mark("#0072B2", Shape.CIRCLE), Mark("#009E73", Shape.HEXAGON), Mark("#8b1e1e", Shape.CROSS)),
    cli="tabletop.games.star_trek.deck_commands:add_commands",  # star-trek deck check / export
    option_words="tabletop.games.star_trek.deck_files:options_from_words",
    seat_choice="tabletop.ui.games.star_trek.deck_builder.seat_decks:SeatDecks",
    home_tools=(Tool(QT_TRANSLATE_NOOP("home", "Deck builder"), "tabletop.ui.games.star_trek.deck_builder:open_builder",
                     QT_TRANSLATE_NOOP("home", "Build your own deck from the 120 cards, import or export one")),),
    # Learn to play, then the battles lesson (words: tutorial.py and tutorial_battles.py)
    tutorials=(Lesson("star_trek/tutorial.json"),
               Lesson("star_trek/tutorial_battles.json",
                      QT_TRANSLATE_NOOP("tutorial_star_trek", "Learn to play: battles"),
                      QT_TRANSLATE_NOOP("tutorial_star_trek", "A guided game of battles: engagements, personnel "
                                                              "combat, damage and equipment."))),
    stuck_after=3_000,  # random games' lengths, measured 2026-11-26: 464 / 763 / 815
)


__getattr__ = lazy_rules(ENTRY, __name__)  # GAME, the rules, made on first use
