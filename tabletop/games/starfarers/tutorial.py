"""Catan: Starfarers' tutorial words (assets/starfarers/tutorial.json plays them): the set-up on the table, an offer
and a counter-offer, a trade ship built and flown to the Green Folk outpost over four turns, a 7 with its discards
and robbery, a supply trade, a freight pod, a spaceport, an encounter, and a trade station with its friendship card.

The words name what the seeded game shows (seed 1007): red's spaceport in Colonies B and colonies in Colonies A and
D (tests/tutorial/test_starfarers.py holds them to the state)."""

from __future__ import annotations

from tabletop.games.starfarers.messages import SECTOR_NAMES
from tabletop.translatable import QT_TRANSLATE_NOOP, Text

# The galaxy's systems and outposts by name: a bubble whose words name one leaves it in view.
PLACES: dict[str, Text] = dict(SECTOR_NAMES)

TEXTS: dict[str, Text] = {
    "welcome": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "You play red. Your spaceport stands in Colonies B with your colony ship beside it; your two colonies are "
        "in Colonies A and Colonies D. A colony scores 1 VP and a spaceport 2, so you start with 4. Reach 15 VP on "
        "your own turn to win."),
    "welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "A turn has three phases: production, then trade and build, then flight."),
    "roll": QT_TRANSLATE_NOOP("tutorial_starfarers", "You go first. Production comes first: roll the dice."),
    "roll_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Planets showing the roll produce 1 card per colony or spaceport on their corners. Then, up to 7 VP, "
        "you draw 2 from the reserve pile."),
    "offer": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "The 11 paid you food; the reserve pile gave ore and carbon. A trade ship costs 1 ore, 1 fuel and 2 goods, "
        "and you have 1 goods. Ask the other players: open an offer."),
    "offer_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Only the player whose turn it is trades, in the trade and build phase. Any ratio goes, but both sides give "
        "at least 1 card."),
    "offer_give": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "Offer 1 carbon: you hold 2, and a trade ship needs none."),
    "offer_want": QT_TRANSLATE_NOOP("tutorial_starfarers", "Ask for 1 goods in return."),
    "offer_send": QT_TRANSLATE_NOOP("tutorial_starfarers", "Send the offer to Ada and Bruno."),
    "offer_send_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Each other player accepts, passes, or proposes a trade of their own: a counter-offer. Answers are public."),
    "take_counter": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Bruno passed. Ada counters: her 1 goods for 2 carbon. Take her counter-offer: a trade ship needs no "
        "carbon."),
    "take_counter_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "You take one answer at most, or none; only you close a trade."),
    "trade_ship": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Now you hold 1 ore, 1 fuel and 2 goods. Build a trade ship on your spaceport's free site."),
    "trade_ship_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Ships are built on the free sites beside your own spaceports, and may fly the same turn. A trade ship "
        "carries a trade station to an alien outpost."),
    "shake": QT_TRANSLATE_NOOP("tutorial_starfarers", "Now shake the mothership: it sets your speed."),
    "shake_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Two of its five balls drop out: blue 1, yellow 2 and red 3 add up to your base speed. Black: an "
        "encounter, and base speed 3."),
    "fly_first": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Yellow and yellow: base speed 4, plus your booster, 5. The Green Folk outpost is 16 steps to the right: "
        "fly the trade ship 5 steps toward it, one point at a time, until your speed is used up."),
    "fly_first_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A ship may pass other pieces but may not end its flight on one, nor may a trade ship end on a colony site."),
    "end_flight": QT_TRANSLATE_NOOP("tutorial_starfarers", "End the flight: the dice pass to Bruno."),
    "end_flight_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "The other players' rolls pay your colonies too. Only the player who rolls draws from the reserve pile."),
    "roll_again": QT_TRANSLATE_NOOP("tutorial_starfarers", "Your turn again: roll the dice."),
    "roll_again_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "From 8 VP you draw 1 card from the reserve pile, from 10 VP none."),
    "shake_keep": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "An outpost needs a freight pod on your mothership (2 ore), and you hold 1 ore. Keep your cards and "
        "shake."),
    "fly_six": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Yellow and red: base 5, plus the booster, speed 6. Fly five steps on toward the outpost, past System 1."),
    "explore": QT_TRANSLATE_NOOP("tutorial_starfarers", "The sixth step reaches System 4 and explores it."),
    "explore_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Next to face-down discs, all three turn face up. A pirate base or ice planet blocks colonies beside it "
        "until cleared."),
    "end_flight_pirates": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "System 4 holds a pirate base 4: 4 cannons beat it. End the flight here, beside the fuel planet."),
    "roll_eight": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "The others' rolls paid you well: you hold 8 cards. Roll the dice."),
    "discard_first": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A 7! You hold 8 cards, more than 7: return half, 4 cards of your choice. Keep the ore for a freight pod "
        "and the carbon and food for a spaceport: return your 2 fuel and 2 goods."),
    "discard_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "On a 7 no planet produces, and everyone holding more than 7 cards returns half, rounded down."),
    "rob": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Now rob: take 1 card at random from an opponent. Ada and Bruno hold 3 each; take one from Ada."),
    "rob_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Then each opponent draws 1 card from the reserve pile, and you make your own draw."),
    "supply_trade": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Ada's card was goods, and the reserve pile gave fuel and goods. Trade with the supply: 2 goods for the "
        "ore you lack."),
    "supply_trade_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "The supply gives 1 card of your choice for 3 of one kind, or for 2 goods."),
    "freight_pod": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "Build a freight pod with your 2 ore, then shake the mothership."),
    "freight_pod_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A trade station needs more freight pods than the stations already at that outpost: the first needs 1."),
    "fly_four": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Blue and yellow: base 3, speed 4. Fly four steps up past System 4's fuel planet, to beside the outpost, "
        "and end the flight there: its docking point, one step further, is for your next flight."),
    "fly_short_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A trade ship that ends its flight on an outpost's docking point must found its trade station there."),
    "spaceport": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Roll the dice. Then you hold 3 carbon and 4 food: upgrade your colony in Colonies D to a spaceport, for 3 "
        "carbon and 2 food, and 1 VP more."),
    "spaceport_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A spaceport scores 2 VP and produces 1 card, like a colony. Ships are built beside it. At most 3."),
    "shake_last": QT_TRANSLATE_NOOP("tutorial_starfarers", "Shake the mothership for the last flight."),
    "encounter": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Black: an encounter! Pirate Raiders close in on your fleet. Try to outrun them: answer yes."),
    "encounter_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Outrunning is a contest of speed with the player on your right: each adds two balls and their boosters, and "
        "you win ties. Caught, you fight with cannons."),
    "dock_step": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "4 against Ada's 4: you got away. Step onto the Green Folk's docking point."),
    "dock_step_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers", "After an encounter the base speed is 3, whatever the other ball."),
    "dock": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Found the trade station: your 1 freight pod is more than the 0 stations here."),
    "dock_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "The first trade station at an outpost takes its friendship marker, 2 VP. It moves only to a player with "
        "more stations there."),
    "befriend": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Choose 1 Green Folk friendship card: take Ore Harvest, one more ore whenever planets pay you ore. Then end "
        "the flight, and the lesson's last turn."),
    "befriend_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "A friendship card works at once and for the rest of the game. Each card is unique."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "You have 7 VP: 1 colony, 2 spaceports and the Green Folk's friendship marker. More colonies, stations "
        "and fame take you to 15."),
    "end_rule": QT_TRANSLATE_NOOP(
        "tutorial_starfarers",
        "Beating a pirate base or terraforming an ice planet scores 1 VP; every 2 fame medal pieces score 1 VP."),
}
