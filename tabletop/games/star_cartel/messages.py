"""English texts of Star Cartel's codes: refusals, log events, game words and rule tooltips."""

from typing import Any

from tabletop.messages import QT_TRANSLATE_NOOP, Translate, signed

MESSAGES = {
    # Why a move is refused.
    "cartel.over_capacity": QT_TRANSLATE_NOOP("star_cartel", "Capacity {capacity}: the load would be {load}."),
    "cartel.bottom_row_only": QT_TRANSLATE_NOOP(
        "star_cartel", "Only the bottom card of a column can be loaded (column {column})."),
    "cartel.same_column": QT_TRANSLATE_NOOP("star_cartel", "A second card must come from the same column (column {column})."),
    "cartel.empty_space": QT_TRANSLATE_NOOP("star_cartel", "There is no card there (column {column})."),
    "cartel.must_load_when_fits": QT_TRANSLATE_NOOP(
        "star_cartel", "A hub card fits on the ship, so loading is compulsory. You deliver only when the ship is full "
           "or nothing fits."),
    "cartel.must_load_first": QT_TRANSLATE_NOOP("star_cartel", "Load at least one card before ending the loading."),
    "cartel.deliver_after_loading": QT_TRANSLATE_NOOP(
        "star_cartel", "Cards were loaded this turn; the delivery comes when the ship is exactly full."),
    "cartel.no_jettison": QT_TRANSLATE_NOOP("star_cartel", "Only a ship with the Jettison ability may discard a hub row."),
    "cartel.jettison_used": QT_TRANSLATE_NOOP("star_cartel", "Jettison may be used once per turn."),
    "cartel.jettison_before_loading": QT_TRANSLATE_NOOP("star_cartel", "Jettison is used before loading, not after."),
    "cartel.row_empty": QT_TRANSLATE_NOOP("star_cartel", "Row {row} of the hub is empty."),
    "cartel.specialist_same_cargo": QT_TRANSLATE_NOOP("star_cartel", "The Specialist's third card must be {cargo}."),
    "cartel.no_more_cards": QT_TRANSLATE_NOOP("star_cartel", "{picks:card was|cards were} loaded this turn; no more may be loaded."),
    "cartel.not_delivering": QT_TRANSLATE_NOOP("star_cartel", "That is a delivery choice, and the ship is still loading."),
    "cartel.delivering_now": QT_TRANSLATE_NOOP("star_cartel", "The ship is delivering: finish the delivery choices first."),
    "cartel.first_largest": QT_TRANSLATE_NOOP("star_cartel", "First choose which tied set counts as the largest."),
    "cartel.first_smallest": QT_TRANSLATE_NOOP("star_cartel", "First choose which tied set counts as the smallest."),
    "cartel.first_fixer": QT_TRANSLATE_NOOP("star_cartel", "First decide whether to use the Fixer."),
    "cartel.first_stash": QT_TRANSLATE_NOOP("star_cartel", "Now choose a set to stash."),
    "cartel.fixer_no_smallest": QT_TRANSLATE_NOOP("star_cartel", "There is no smallest set whose marker could move."),
    "cartel.not_delivered": QT_TRANSLATE_NOOP("star_cartel", "No {cargo} is being delivered."),
    "cartel.not_largest": QT_TRANSLATE_NOOP("star_cartel", "{cargo} totals {size}, but the largest set totals {largest}."),
    "cartel.not_smallest": QT_TRANSLATE_NOOP("star_cartel", "{cargo} totals {size}, but the smallest set totals {smallest}."),
    "cartel.already_largest": QT_TRANSLATE_NOOP("star_cartel", "{cargo} is already the largest set."),
    "cartel.already_stashed": QT_TRANSLATE_NOOP("star_cartel", "{cargo} is already in the stash."),
    "cartel.set_discarded": QT_TRANSLATE_NOOP(
        "star_cartel", "The {cargo} set was the largest or the smallest and has been discarded."),
    "cartel.stash_required": QT_TRANSLATE_NOOP("star_cartel", "One set must go to the stash first."),
    # The game log.
    "cartel.loaded": QT_TRANSLATE_NOOP(
        "star_cartel", "{seat} loads {cargo} {size} from column {column} (load {load} of {capacity})."),
    "cartel.revealed": QT_TRANSLATE_NOOP("star_cartel", "New hub card in column {column}: {cargo} {size}."),
    "cartel.reshuffled": QT_TRANSLATE_NOOP("star_cartel", "The discards are shuffled into a new draw pile ({cards:card|cards})."),
    "cartel.jettisoned": QT_TRANSLATE_NOOP("star_cartel", "{seat} jettisons hub row {row} ({cards:card|cards} discarded)."),
    "cartel.nothing_fits": QT_TRANSLATE_NOOP("star_cartel", "Nothing in the hub fits {seat}'s ship, so the ship delivers."),
    "cartel.delivery": QT_TRANSLATE_NOOP("star_cartel", "{seat} delivers to the Star Cartel."),
    "cartel.express_delivery": QT_TRANSLATE_NOOP("star_cartel", "{seat} makes an express delivery on the last turn."),
    "cartel.price_largest": QT_TRANSLATE_NOOP("star_cartel", "Largest set {cargo}: price {before} → {after} ({delta})."),
    "cartel.price_smallest": QT_TRANSLATE_NOOP("star_cartel", "Smallest set {cargo}: price {before} → {after} ({delta})."),
    "cartel.crash": QT_TRANSLATE_NOOP("star_cartel", "{cargo} crashes! The price passed 9 and falls to {after}."),
    "cartel.fixer_none": QT_TRANSLATE_NOOP("star_cartel", "{seat} does not use the Fixer."),
    "cartel.fixer_largest": QT_TRANSLATE_NOOP("star_cartel", "{seat} uses the Fixer: the largest set's marker moves −2."),
    "cartel.fixer_smallest": QT_TRANSLATE_NOOP("star_cartel", "{seat} uses the Fixer: the smallest set's marker moves +1."),
    "cartel.stashed_count": QT_TRANSLATE_NOOP("star_cartel", "{seat} stashes a set face down ({cards:card|cards})."),
    "cartel.stashed": QT_TRANSLATE_NOOP("star_cartel", "(Only {seat} sees this) {seat} stashed {cargo}, {cards:card|cards}."),
    "cartel.discarded_rest": QT_TRANSLATE_NOOP("star_cartel", "{seat} discards the remaining sets ({cards:card|cards})."),
    "cartel.new_ship": QT_TRANSLATE_NOOP(
        "star_cartel", "{seat} takes the {ship} from the shipyard (capacity {capacity}, value {value})."),
    "cartel.cassiopeia": QT_TRANSLATE_NOOP(
        "star_cartel", "{seat} took the Cassiopeia! Every other player has one last turn, with express delivery."),
    "cartel.turn": QT_TRANSLATE_NOOP("star_cartel", "{seat}'s turn."),
    "cartel.last_turn": QT_TRANSLATE_NOOP("star_cartel", "{seat}'s last turn."),
    "cartel.game_over": QT_TRANSLATE_NOOP("star_cartel", "The game is over."),
    # The moves, as the move list, the hint, the tutorial and `replay` name them (moves.py).
    "cartel.move.load": QT_TRANSLATE_NOOP("star_cartel", "Load {cargo} {size} from column {column}"),
    "cartel.move.load_row": QT_TRANSLATE_NOOP("star_cartel", "Load {cargo} {size} from column {column} (row {row})"),
    "cartel.move.jettison": QT_TRANSLATE_NOOP("star_cartel", "Jettison hub row {row}"),
    "cartel.move.stop": QT_TRANSLATE_NOOP("star_cartel", "End loading"),
    "cartel.move.deliver": QT_TRANSLATE_NOOP("star_cartel", "Deliver (nothing fits)"),
    "cartel.move.fixer_none": QT_TRANSLATE_NOOP("star_cartel", "No Fixer"),
    "cartel.move.fixer_largest": QT_TRANSLATE_NOOP("star_cartel", "Fixer: largest −2"),
    "cartel.move.fixer_smallest": QT_TRANSLATE_NOOP("star_cartel", "Fixer: smallest +1"),
    "cartel.move.end_stash": QT_TRANSLATE_NOOP("star_cartel", "Stash no more"),
    "cartel.move.largest": QT_TRANSLATE_NOOP("star_cartel", "Count {cargo} as the largest set"),
    "cartel.move.smallest": QT_TRANSLATE_NOOP("star_cartel", "Count {cargo} as the smallest set"),
    "cartel.move.stash": QT_TRANSLATE_NOOP("star_cartel", "Stash the {cargo} set"),
    # How ties on the final score were broken.
    "cartel.tie_contraband": QT_TRANSLATE_NOOP(
        "star_cartel", "{seats} tied on {total:point|points}; the higher contraband score ranks first."),
    "cartel.tie_best_cargo": QT_TRANSLATE_NOOP(
        "star_cartel", "{seats} tied on {total:point|points} and on contraband; the higher score from a single cargo ranks first."),
    "cartel.tie_fewest_cards": QT_TRANSLATE_NOOP(
        "star_cartel", "{seats} tied on {total:point|points}, contraband and best cargo; fewer contraband cards ranks first."),
    "cartel.tie_shared": QT_TRANSLATE_NOOP("star_cartel", "{seats} tied on {total:point|points} and on every tie-break: they share the place."),
    # Option.
    "cartel.option.abilities": QT_TRANSLATE_NOOP(
        "star_cartel", "Ship abilities (the rules suggest leaving them off in a first game)"),
    # Why the hint suggests a move, in the bot's terms.
    "cartel.why.deliver_now": QT_TRANSLATE_NOOP(
        "star_cartel", "Fills the ship, so it delivers now: your stash gets {n:card|cards} of {cargo} at price "
                       "{price}, {points:point|points}."),
    "cartel.why.toward": QT_TRANSLATE_NOOP(
        "star_cartel", "Builds a load whose delivery would stash {n:card|cards} of {cargo} at price {price}, "
                       "{points:point|points}."),
    "cartel.why.raise": QT_TRANSLATE_NOOP(
        "star_cartel", "Delivered as the largest set, {cargo} would go from price {before} to {after}, and your "
                       "stash holds {n:card|cards} of it."),
    "cartel.why.load": QT_TRANSLATE_NOOP(
        "star_cartel", "Of the cards in reach, this one leaves the best delivery open."),
    "cartel.why.stop": QT_TRANSLATE_NOOP(
        "star_cartel", "No card in reach makes the coming delivery worth more: stop loading."),
    "cartel.why.deliver": QT_TRANSLATE_NOOP("star_cartel", "Nothing in the hub fits the ship: it delivers what it carries."),
    "cartel.why.jettison": QT_TRANSLATE_NOOP(
        "star_cartel", "Clears hub row {row}: the cards under it are worth more to you."),
    "cartel.why.plan": QT_TRANSLATE_NOOP(
        "star_cartel", "Leaves your stash worth {points:point|points} at the prices after this delivery, the most it "
                       "can be."),
    "cartel.why.stash": QT_TRANSLATE_NOOP(
        "star_cartel", "Stashes {n:card|cards} of {cargo} at price {price}: {points:point|points}."),
    "cartel.why.end_stash": QT_TRANSLATE_NOOP("star_cartel", "No other set would add to your stash."),
}

# Words that event and reason parameters carry.
TERMS = {
    "food": QT_TRANSLATE_NOOP("star_cartel", "food"),
    "weapons": QT_TRANSLATE_NOOP("star_cartel", "weapons"),
    "plants": QT_TRANSLATE_NOOP("star_cartel", "plants"),
    "medicine": QT_TRANSLATE_NOOP("star_cartel", "medicine"),
    "crystals": QT_TRANSLATE_NOOP("star_cartel", "crystals"),
    "unchanged": QT_TRANSLATE_NOOP("star_cartel", "unchanged"),  # a price that does not move
    # The shipyard's ships, named in one script wherever they appear (cards, tooltips, log, rules).
    "Lyra": QT_TRANSLATE_NOOP("star_cartel", "Lyra"),
    "Vela": QT_TRANSLATE_NOOP("star_cartel", "Vela"),
    "Pyxis": QT_TRANSLATE_NOOP("star_cartel", "Pyxis"),
    "Carina": QT_TRANSLATE_NOOP("star_cartel", "Carina"),
    "Columba": QT_TRANSLATE_NOOP("star_cartel", "Columba"),
    "Aquila": QT_TRANSLATE_NOOP("star_cartel", "Aquila"),
    "Lupus": QT_TRANSLATE_NOOP("star_cartel", "Lupus"),
    "Corvus": QT_TRANSLATE_NOOP("star_cartel", "Corvus"),
    "Draco": QT_TRANSLATE_NOOP("star_cartel", "Draco"),
    "Hydra": QT_TRANSLATE_NOOP("star_cartel", "Hydra"),
    "Orion": QT_TRANSLATE_NOOP("star_cartel", "Orion"),
    "Cygnus": QT_TRANSLATE_NOOP("star_cartel", "Cygnus"),
    "Phoenix": QT_TRANSLATE_NOOP("star_cartel", "Phoenix"),
    "Perseus": QT_TRANSLATE_NOOP("star_cartel", "Perseus"),
    "Auriga": QT_TRANSLATE_NOOP("star_cartel", "Auriga"),
    "Andromeda": QT_TRANSLATE_NOOP("star_cartel", "Andromeda"),
    "Pegasus": QT_TRANSLATE_NOOP("star_cartel", "Pegasus"),
    "Cepheus": QT_TRANSLATE_NOOP("star_cartel", "Cepheus"),
    "Scorpius": QT_TRANSLATE_NOOP("star_cartel", "Scorpius"),
    "Centaurus": QT_TRANSLATE_NOOP("star_cartel", "Centaurus"),
    "Cassiopeia": QT_TRANSLATE_NOOP("star_cartel", "Cassiopeia"),
}

ABILITY_NAMES = {
    "REACH": QT_TRANSLATE_NOOP("star_cartel", "Long Reach"),
    "JETTISON": QT_TRANSLATE_NOOP("star_cartel", "Jettison"),
    "FIXER": QT_TRANSLATE_NOOP("star_cartel", "Fixer"),
    "DOUBLE_STASH": QT_TRANSLATE_NOOP("star_cartel", "Double Stash"),
    "SPECIALIST": QT_TRANSLATE_NOOP("star_cartel", "Specialist"),
}

# Rule texts shown as tooltips; each rule element on the table carries one of these ids.
RULES = {
    "ability.REACH": QT_TRANSLATE_NOOP(
        "star_cartel", "Long Reach: the first card you load may come from any row of the hub. "
           "A second card then comes from the bottom of that column."),
    "ability.JETTISON": QT_TRANSLATE_NOOP(
        "star_cartel", "Jettison: before loading, you may discard every card in one hub row (once per turn). "
           "The columns drop and are refilled."),
    "ability.FIXER": QT_TRANSLATE_NOOP(
        "star_cartel", "Fixer: at a delivery, instead of the usual move, either move the largest set's marker −2 "
           "or the smallest set's marker +1 (not both)."),
    "ability.DOUBLE_STASH": QT_TRANSLATE_NOOP(
        "star_cartel", "Double Stash: after the largest and smallest sets are resolved, you may stash a second set."),
    "ability.SPECIALIST": QT_TRANSLATE_NOOP(
        "star_cartel", "Specialist: after loading two cards of the same type in one turn, you may load a third card "
           "of that type from the bottom of any column."),
    "hub": QT_TRANSLATE_NOOP(
        "star_cartel", "The hub: load the bottom card of any column (mandatory when one fits), then optionally the new "
           "bottom card of the same column. The load may never exceed the ship's capacity. A column drops when a "
           "card is taken and is refilled from the draw pile."),
    "loading": QT_TRANSLATE_NOOP(
        "star_cartel", "Load: the total size of the cards on a ship may never exceed its capacity. When the load equals the "
           "capacity, the ship delivers at once."),
    "delivery": QT_TRANSLATE_NOOP(
        "star_cartel", "Delivery: sort the load into sets by type and compare total sizes (not card counts). The largest set "
           "is discarded and its price moves +2; the smallest is discarded and its price moves −1 (ties: you "
           "choose). Stash one remaining set face down, discard the rest and take the next ship."),
    "crash": QT_TRANSLATE_NOOP(
        "star_cartel", "The crash: a price pushed above 9 falls to 1 (even a +2 from 8 or 9). No price goes below 1."),
    "price_track": QT_TRANSLATE_NOOP(
        "star_cartel", "The cartel board: the price of each contraband type, from 1 to 9. All start at 3."),
    "shipyard": QT_TRANSLATE_NOOP(
        "star_cartel", "The shipyard: after each delivery you take its top ship and discard your old one. Ships come "
           "smallest first; the Cassiopeia is at the bottom."),
    "express": QT_TRANSLATE_NOOP(
        "star_cartel", "The end: when someone takes the Cassiopeia, every other player has one last turn and then delivers "
           "even if the ship is not full (express delivery: largest set +1, smallest set unchanged). "
           "No new ship is taken."),
    "stash": QT_TRANSLATE_NOOP(
        "star_cartel", "The stash: face-down cards only their owner may look at. At the end each card scores the final price "
           "of its type (its size does not matter)."),
    "scoring": QT_TRANSLATE_NOOP(
        "star_cartel", "Score: each stashed card scores the price of its type, plus your ship's value. Ties: higher "
           "contraband score, then the higher score from one type, then fewer contraband cards; then shared."),
    "reconstructed": QT_TRANSLATE_NOOP(
        "star_cartel", "Reconstructed card values: the publisher never published the card list, so sizes, capacities and "
           "ship values here are a reconstruction that fits every fact in the rules."),
}



def delta_words(value: Any, translate: Translate) -> str:
    """Returns a price marker's move: "+2" or "−1" with a true minus sign, or "unchanged" (express delivery)."""
    if isinstance(value, str) and value.lstrip("+-").isdigit():
        value = int(value)  # events carry it as text, "+2" or "-1"
    return translate(*TERMS["unchanged"]) if value == 0 else signed(value)


PARAMS = {"delta": delta_words}

# The parameters that count things: each is always written {name:one|many} (tabletop/messages.py).
COUNTS = frozenset({"cards", "n", "picks", "points", "total"})
