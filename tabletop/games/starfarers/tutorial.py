"""Catan: Starfarers' tutorial words: production, a supply trade, a booster, the mothership shake, an encounter,
and a flight that explores a system and founds a colony."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

TEXTS: dict[str, Text] = {
    "welcome": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "You play red: a spaceport, two colonies and a colony ship in your home system. A colony scores 1 VP, "
        "a spaceport 2. Reach 15 VP on your own turn to win."),
    "welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "A turn has three phases: production, then trade and build, then flight."),
    "roll": QT_TRANSLATE_NOOP("tutorial_starfarers", "Production comes first. Roll the dice."),
    "roll_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Planets showing the roll produce 1 card per colony or spaceport on their corners. Then, up to 7 VP, "
        "you draw 2 from the reserve pile."),
    "trade": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "The 6 paid you 1 fuel; the reserve pile gave ore and goods. A booster costs 2 fuel: trade 3 ore for "
        "1 fuel."),
    "trade_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "The supply gives 1 card of your choice for 3 of one kind, or for 2 goods."),
    "build": QT_TRANSLATE_NOOP("tutorial_starfarers", "Build the booster: +1 speed for every ship you have."),
    "build_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Boosters, cannons and freight pods go on your mothership: at most 6, 6 and 5."),
    "shake": QT_TRANSLATE_NOOP("tutorial_starfarers", "Now shake the mothership: it sets your speed."),
    "shake_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Two of its five balls drop out: blue 1, yellow 2 and red 3 add up to your base speed. Black: an "
        "encounter, and base speed 3."),
    "answer": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Black: an encounter! A merchant asks for 0 to 3 cards, and refusing costs fame. Give 1."),
    "answer_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "You answer with a number or yes or no. A number is how many cards you give first."),
    "give": QT_TRANSLATE_NOOP("tutorial_starfarers", "Give the ore and keep the goods, which trade 2 for 1."),
    "give_rule": QT_TRANSLATE_NOOP("tutorial_starfarers", "Good answers earn half medals: 2 make 1 VP."),
    "step_first": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Your second half medal: 1 VP. Speed 5 (base 3 + 2 boosters): fly the colony ship up toward the "
        "face-down system."),
    "step_first_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "Ships may pass other pieces but not end a flight on one."),
    "step_on": QT_TRANSLATE_NOOP("tutorial_starfarers", "One more step the same way."),
    "step_explore": QT_TRANSLATE_NOOP("tutorial_starfarers", "This step explores the unknown system."),
    "step_explore_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Next to face-down discs, all three turn face up. A pirate base or ice planet blocks colonies beside it "
        "until cleared."),
    "step_last": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "Its discs are face up. Fifth step: onto the free colony site between two planets."),
    "step_last_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "A colony ship founds only on a free colony site where its flight ends."),
    "found": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "Found the colony: 1 VP now, and cards whenever its planets' numbers are rolled."),
    "found_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Never beside a pirate base or ice planet; with 3 players, at most 2 colonies per system."),
    "end_flight": QT_TRANSLATE_NOOP("tutorial_starfarers", "End the flight: the dice pass to the next player."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A whole turn, and 6 VP. Next: trade ships and freight pods, for trade stations at alien outposts and "
        "their friendship cards."),
    "end_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "The first trade station at an outpost takes its friendship marker: 2 VP."),
}
