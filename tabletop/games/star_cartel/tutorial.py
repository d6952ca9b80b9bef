"""Star Cartel's tutorial words: loading from the hub, capacity, delivery and the price track, the stash, the shipyard."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

TEXTS: dict[str, Text] = {
    "welcome": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "You smuggle contraband for the Star Cartel. Each card in your stash will score its cargo's price at the "
        "end, so you want a good stash and high prices for what is in it."),
    "welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel", "Every price starts at 3 on the cartel board (1 to 9)."),
    "load_first": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel", "Load the plants 1 at the bottom of column 1 onto your ship."),
    "load_first_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "You load from the bottom row of the hub only, and you must load while a card fits. The column then moves "
        "down and is refilled at the top."),
    "load_second": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel", "The food 3 has moved down into column 1's bottom space. Load it as your second card."),
    "load_second_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "A second card may come from the same column only. Two cards is the most a turn can load."),
    "capacity": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "Your Courier holds 6 and carries 4. The medicine 4 in column 1 would make 8, so it cannot be loaded. "
        "Load the medicine 1 at the bottom of column 2."),
    "capacity_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel", "A load may never go over the ship's capacity."),
    "fill": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel", "The weapons 1 in column 2 makes your load exactly 6. Load it: a full ship delivers."),
    "fill_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "You deliver when the load equals the capacity exactly, or when no hub card fits."),
    "smallest": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "Delivery! Your cards form sets by cargo. Food (size 3) is the largest set: its price will go up 2. "
        "Plants, medicine and weapons tie for the smallest: you choose. Choose weapons: its price will drop 1."),
    "smallest_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "Sets compare by total size, not by number of cards. Largest: +2, smallest: −1. Both sets are discarded."),
    "stash": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "Plants and medicine are left. Stash the plants: they go face down in front of you and score the plants "
        "price at the end."),
    "stash_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "One remaining set goes to your stash; only you may look at it. The other sets are discarded."),
    "shipyard": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "After delivering you took the top ship of the shipyard, the Lyra: capacity 7, worth 2 points at the end. "
        "Bigger ships come next."),
    "shipyard_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "Whoever takes the last ship, the Cassiopeia, ends the game: everyone else has one last turn with an express "
        "delivery."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "That is a whole turn cycle. At the end, each stashed card scores its cargo's price (its size does not "
        "count), and each player adds their ship's value. The highest total wins."),
    "end_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_cartel",
        "Ties: more contraband points, then more from a single cargo, then fewer cards."),
}
