"""English texts of Thief's Market's codes: refusals, prompts, the log, game words, every card effect's text."""

from typing import Sequence

from tabletop.engine.messages import TERMS as ENGINE_TERMS
from tabletop.games.thiefs_market.components import CARD, Face
from tabletop.messages import FORMATTER, QT_TRANSLATE_NOOP, Translate

MESSAGES = {
    # Why a move is refused.
    "tm.centre_empty": QT_TRANSLATE_NOOP("thiefs_market", "The centre is empty: steal a pile instead."),
    "tm.take_everything": QT_TRANSLATE_NOOP(
        "thiefs_market", "You are the last without a pile: taking from the centre means taking everything."),
    "tm.take_at_least_one": QT_TRANSLATE_NOOP("thiefs_market", "Take at least one object."),
    "tm.not_in_centre": QT_TRANSLATE_NOOP("thiefs_market", "The centre does not hold those objects."),
    "tm.steal_yourself": QT_TRANSLATE_NOOP("thiefs_market", "You cannot steal your own pile."),
    "tm.no_pile_there": QT_TRANSLATE_NOOP("thiefs_market", "That player has no pile to steal."),
    "tm.pile_of_one": QT_TRANSLATE_NOOP("thiefs_market", "{seat}'s pile holds one object: a pile of one cannot be stolen."),
    "tm.return_at_least_one": QT_TRANSLATE_NOOP("thiefs_market", "A thief returns at least one object to the centre."),
    "tm.keep_at_least_one": QT_TRANSLATE_NOOP("thiefs_market", "A thief keeps at least one object of the pile."),
    "tm.not_in_pile": QT_TRANSLATE_NOOP("thiefs_market", "The pile does not hold those objects."),
    "tm.distribution_now": QT_TRANSLATE_NOOP("thiefs_market", "The loot is being shared out: take or steal."),
    "tm.buying_now": QT_TRANSLATE_NOOP("thiefs_market", "The loot is shared out; now the market is open."),
    "tm.choose_first": QT_TRANSLATE_NOOP("thiefs_market", "First finish the choice your new card asks for."),
    "tm.nothing_to_choose": QT_TRANSLATE_NOOP("thiefs_market", "There is no choice to make now."),
    "tm.copy_opponents_card": QT_TRANSLATE_NOOP("thiefs_market", "Mimetic Stew copies a card another player owns."),
    "tm.choose_held_die": QT_TRANSLATE_NOOP(
        "thiefs_market", "First choose which returned die is not re-rolled (Lucky Animal Appendage)."),
    "tm.hold_a_returned_die": QT_TRANSLATE_NOOP(
        "thiefs_market", "Choose one of the dice returned from your pile: that die is not re-rolled."),
    "tm.choose_reroll": QT_TRANSLATE_NOOP(
        "thiefs_market", "Before buying, choose a die of your pile to re-roll, or none (Lucky Animal Appendage)."),
    "tm.no_purchases_left": QT_TRANSLATE_NOOP("thiefs_market", "You have no purchase left this round."),
    "tm.not_on_display": QT_TRANSLATE_NOOP("thiefs_market", "That card is not in the market."),
    "tm.cannot_afford": QT_TRANSLATE_NOOP(
        "thiefs_market", "{card} is out of reach: it needs "
                         "{missing:more matching die or gold token|more matching dice or gold tokens}."),
    "tm.not_your_card": QT_TRANSLATE_NOOP("thiefs_market", "You do not own a card that does that."),
    "tm.used_up": QT_TRANSLATE_NOOP("thiefs_market", "{card} is used up for this round."),
    "tm.cannot_become": QT_TRANSLATE_NOOP("thiefs_market", "{card} cannot turn a die into {face}."),
    "tm.reroll_before_buying": QT_TRANSLATE_NOOP("thiefs_market", "The re-roll comes before your first purchase."),
    "tm.no_such_die": QT_TRANSLATE_NOOP("thiefs_market", "Your pile has no die that fits."),
    "tm.no_gold": QT_TRANSLATE_NOOP("thiefs_market", "You have no gold token to exchange."),
    # Picks: a take, a steal and a payment are chosen one object (or gem) at a time.
    "tm.take_all_last": QT_TRANSLATE_NOOP(
        "thiefs_market", "Only the last player without a pile takes everything at once; pick objects one by one."),
    "tm.pick_one_object": QT_TRANSLATE_NOOP(
        "thiefs_market", "Pick one object at a time: a die's face or the start marker."),
    "tm.nothing_picked": QT_TRANSLATE_NOOP(
        "thiefs_market", "Nothing is picked yet: take from the centre or choose a pile to steal."),
    "tm.not_picked": QT_TRANSLATE_NOOP("thiefs_market", "That is not among your picks."),
    "tm.finish_take": QT_TRANSLATE_NOOP("thiefs_market", "First finish taking (Done), or cancel it."),
    "tm.finish_steal": QT_TRANSLATE_NOOP("thiefs_market", "First finish the steal (Done), or cancel it."),
    "tm.pay_gem_by_gem": QT_TRANSLATE_NOOP(
        "thiefs_market", "Choose only the card: its cost is then paid gem by gem."),
    "tm.nothing_to_pay": QT_TRANSLATE_NOOP("thiefs_market", "Choose a card to buy first."),
    "tm.finish_payment": QT_TRANSLATE_NOOP(
        "thiefs_market", "First finish paying for {card}, or cancel the purchase."),
    "tm.not_in_cost": QT_TRANSLATE_NOOP("thiefs_market", "{card}'s cost has no {face} gem left to pay."),
    "tm.no_gold_left": QT_TRANSLATE_NOOP("thiefs_market", "You have no gold token left for this payment."),
    "tm.no_discount": QT_TRANSLATE_NOOP("thiefs_market", "No discount is left to take a gem off this cost."),
    "tm.use_discount": QT_TRANSLATE_NOOP(
        "thiefs_market", "Your discount still takes a gem off this cost: waive one."),
    "tm.payment_short": QT_TRANSLATE_NOOP(
        "thiefs_market", "Paying that way would leave the rest of the cost unpayable."),
    # What the seat deciding is asked (the decision's prompt).
    "tm.prompt.split": QT_TRANSLATE_NOOP("thiefs_market", "{seat}: take from the centre, or steal a pile."),
    "tm.prompt.take": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat}: pick more from the centre, one at a time, or finish taking."),
    "tm.prompt.steal": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat}: pick what goes back from {victim}'s pile, one at a time, then finish the steal."),
    "tm.prompt.hold": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat}: your pile was stolen. Choose the returned die that is not re-rolled "
                         "(Lucky Animal Appendage)."),
    "tm.prompt.buy": QT_TRANSLATE_NOOP("thiefs_market", "{seat}: buy a card, use your cards, then finish."),
    "tm.prompt.pay": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat}: pay for {card}, gem by gem: a die of its colour or a gold token."),
    "tm.prompt.reroll": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat}: before buying, choose a die of your pile to re-roll, or re-roll none "
                         "(Lucky Animal Appendage)."),
    "tm.prompt.copy": QT_TRANSLATE_NOOP("thiefs_market", "{seat}: choose the card Mimetic Stew copies."),
    # The moves, as the move list, the hint, the tutorial and `replay` name them (moves.py).
    "tm.move.take_all": QT_TRANSLATE_NOOP("thiefs_market", "Take everything"),
    "tm.move.take": QT_TRANSLATE_NOOP("thiefs_market", "Take {dice} from the centre"),
    "tm.move.return": QT_TRANSLATE_NOOP("thiefs_market", "Send {dice} back to the centre"),
    "tm.move.unpick": QT_TRANSLATE_NOOP("thiefs_market", "Put back the pick: {dice}"),
    "tm.move.steal": QT_TRANSLATE_NOOP("thiefs_market", "Steal {seat}'s pile"),
    "tm.move.done_take": QT_TRANSLATE_NOOP("thiefs_market", "Done: take what is picked"),
    "tm.move.done_steal": QT_TRANSLATE_NOOP("thiefs_market", "Done: steal, returning what is picked"),
    "tm.move.done_buying": QT_TRANSLATE_NOOP("thiefs_market", "Done buying"),
    "tm.move.cancel_purchase": QT_TRANSLATE_NOOP("thiefs_market", "Cancel the purchase"),
    "tm.move.cancel": QT_TRANSLATE_NOOP("thiefs_market", "Cancel: take or steal something else"),
    "tm.move.buy": QT_TRANSLATE_NOOP("thiefs_market", "Buy {card}"),
    "tm.move.pay_die": QT_TRANSLATE_NOOP("thiefs_market", "Pay a {face} gem with a {face} die"),
    "tm.move.pay_gold": QT_TRANSLATE_NOOP("thiefs_market", "Pay a {face} gem with a gold token"),
    "tm.move.waive": QT_TRANSLATE_NOOP("thiefs_market", "Take a {face} gem off the cost (discount)"),
    "tm.move.convert": QT_TRANSLATE_NOOP("thiefs_market", "{card}: a die becomes {face}"),
    "tm.move.use": QT_TRANSLATE_NOOP("thiefs_market", "Use {card}"),
    "tm.move.reroll": QT_TRANSLATE_NOOP("thiefs_market", "{card}: re-roll a {face} die"),
    "tm.move.hold": QT_TRANSLATE_NOOP("thiefs_market", "Do not re-roll the returned {face} die"),
    "tm.move.no_reroll": QT_TRANSLATE_NOOP("thiefs_market", "Re-roll no die"),
    "tm.move.copy": QT_TRANSLATE_NOOP("thiefs_market", "Copy {card}"),
    # The log.
    "tm.rolled": QT_TRANSLATE_NOOP("thiefs_market", "Round {round}: {seat} rolls the loot: {dice}."),
    "tm.took": QT_TRANSLATE_NOOP("thiefs_market", "{seat} takes {dice} from the centre."),  # dice: the marker too
    "tm.stole": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} steals {victim}'s pile, keeps {dice} and returns {returned:object|objects}."),
    "tm.lucky_die": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} chooses a returned {face} die: it is not re-rolled (Lucky Animal Appendage)."),
    "tm.rerolled": QT_TRANSLATE_NOOP(
        "thiefs_market", "{count:returned die is|returned dice are} re-rolled: {dice}."),
    "tm.infamy_private": QT_TRANSLATE_NOOP(
        "thiefs_market", "(Only {seat} sees this) {seat} gains {infamy:infamy token|infamy tokens}."),
    "tm.buying": QT_TRANSLATE_NOOP("thiefs_market", "The market opens; {seat} holds the start marker and buys first."),
    "tm.buyer": QT_TRANSLATE_NOOP("thiefs_market", "{seat} may buy {purchases:card|cards}."),
    "tm.bought": QT_TRANSLATE_NOOP("thiefs_market", "{seat} buys {card}."),
    "tm.bought_with_gold": QT_TRANSLATE_NOOP("thiefs_market", "{seat} buys {card} using {gold:gold token|gold tokens}."),
    "tm.extra_purchase": QT_TRANSLATE_NOOP(
        "thiefs_market", "{card} gives {seat} {purchases:more purchase|more purchases} this round."),
    "tm.potion_gained": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} discards the Unlabeled Potion and gains {card} from deck {deck}, free."),
    "tm.potion_empty": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} discards the Unlabeled Potion; deck {deck} has no card left to gain."),
    "tm.copied": QT_TRANSLATE_NOOP("thiefs_market", "{seat}'s Mimetic Stew becomes a copy of {card}."),
    "tm.exchanged": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} uses {card}: {gold:gold token|gold tokens} for infamy."),
    "tm.converted": QT_TRANSLATE_NOOP("thiefs_market", "{seat} uses {card}: a {from} die becomes {to}."),
    "tm.spent_for_infamy": QT_TRANSLATE_NOOP("thiefs_market", "{seat} uses {card}: a {face} die for infamy."),
    "tm.spent_for_gold": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} uses {card}: a {face} die for {gold:gold token|gold tokens}."),
    "tm.rerolled_one": QT_TRANSLATE_NOOP("thiefs_market", "{seat} re-rolls a {from} die: {to}."),
    "tm.kept_dice": QT_TRANSLATE_NOOP("thiefs_market", "{seat} re-rolls no die ({card})."),
    "tm.gold_in": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seat} turns {bags:gold bag|gold bags} into {gold:gold token|gold tokens}."),
    "tm.dealt": QT_TRANSLATE_NOOP("thiefs_market", "New in the market from deck {deck}: {card}."),
    "tm.new_deck": QT_TRANSLATE_NOOP("thiefs_market", "The market opens a row from deck {deck}."),
    "tm.game_over": QT_TRANSLATE_NOOP("thiefs_market", "Deck C cannot refill the market: the game is over."),
    "tm.tie_cards": QT_TRANSLATE_NOOP("thiefs_market", "{seats} tied on {total:point|points}; more cards ranks first."),
    "tm.tie_infamy": QT_TRANSLATE_NOOP(
        "thiefs_market", "{seats} tied on {total:point|points} and on cards; more infamy tokens ranks first."),
    "tm.tie_shared": QT_TRANSLATE_NOOP("thiefs_market", "{seats} tied on every count and share the place."),
    "tm.option.promos": QT_TRANSLATE_NOOP("thiefs_market", "Add the four promo cards"),
    # Every card effect in words, one text per effect template (effects.py), filled in from the card's
    # parameters: what a card says comes from the same data as what it does.
    "tm.effect.convert_die": QT_TRANSLATE_NOOP(
        "thiefs_market", "{per_round}: turn a {face} die of your pile into {into}."),
    "tm.effect.spend_die_for_infamy": QT_TRANSLATE_NOOP(
        "thiefs_market", "{per_round}: give up a {face} die of your pile for {infamy:infamy token|infamy tokens}."),
    "tm.effect.spend_die_for_gold": QT_TRANSLATE_NOOP(
        "thiefs_market", "{per_round}: give up a {face} die of your pile for {gold:gold token|gold tokens}."),
    "tm.effect.exchange_gold_for_infamy": QT_TRANSLATE_NOOP(
        "thiefs_market", "{per_round}: pay {gold:gold token|gold tokens} for {infamy:infamy token|infamy tokens}."),
    "tm.effect.extra_purchase_if_pile_has": QT_TRANSLATE_NOOP(
        "thiefs_market", "If your pile holds a {face} die after the loot is shared, you may buy "
                         "{purchases:more card|more cards} (already in the round you buy this one)."),
    "tm.effect.extra_purchase_and_discount": QT_TRANSLATE_NOOP(
        "thiefs_market", "Buy {purchases:more card|more cards} each round; every card costs {discount:gem|gems} "
                         "less (you choose which)."),
    "tm.effect.infamy_on_buy_with_color": QT_TRANSLATE_NOOP(
        "thiefs_market", "Whenever you buy a card whose cost shows {colour} (this one too), gain "
                         "{infamy:infamy token|infamy tokens}."),
    "tm.effect.infamy_if_hold_start_marker": QT_TRANSLATE_NOOP(
        "thiefs_market", "If you hold the start marker after the loot is shared, gain "
                         "{infamy:infamy token|infamy tokens}."),
    "tm.effect.infamy_if_other_pile_at_least": QT_TRANSLATE_NOOP(
        "thiefs_market", "If another pile holds {objects:object|objects} or more after the loot is shared, gain "
                         "{infamy:infamy token|infamy tokens}."),
    "tm.effect.infamy_when_stolen_from": QT_TRANSLATE_NOOP(
        "thiefs_market", "When your pile is stolen, gain {infamy:infamy token|infamy tokens}."),
    "tm.effect.on_gain_infamy_per_die_in_pile": QT_TRANSLATE_NOOP(
        "thiefs_market", "When you gain it, gain {per_die:infamy token|infamy tokens} for each die your pile held "
                         "when the loot was shared out (before you paid)."),
    "tm.effect.bonus_on_turn_in": QT_TRANSLATE_NOOP(
        "thiefs_market", "When you turn in one or more {face} dice at the round's end, gain "
                         "{extra:more token|more tokens}."),
    "tm.effect.swap_for_next_deck_card_free": QT_TRANSLATE_NOOP(
        "thiefs_market", "When you buy it, discard it and gain, free, the next card of its own deck (if one is "
                         "left)."),
    "tm.effect.lucky_appendage": QT_TRANSLATE_NOOP(
        "thiefs_market", "When your pile is stolen, you choose {holds:returned die|returned dice} not to re-roll. "
                         "Before you buy, you may re-roll {rerolls:die|dice} of your pile."),
    "tm.effect.copy_opponent_card_permanent": QT_TRANSLATE_NOOP(
        "thiefs_market", "When you gain it, it becomes for good a copy of a card another player owns."),
    "tm.effect.end_building_set": QT_TRANSLATE_NOOP(
        "thiefs_market", "At the end: {vp_if_1:point|points}, or {vp_if_2plus:point|points} if you have two or "
                         "more {icon} icons."),
    "tm.effect.end_vp_per_icon_set": QT_TRANSLATE_NOOP(
        "thiefs_market", "At the end: {vp:point|points} for every {set_size:{icon} icon|{icon} icons} (this card counts)."),
    "tm.effect.end_vp_per_other_card": QT_TRANSLATE_NOOP(
        "thiefs_market", "At the end: {vp:point|points} for each of your other cards."),
    "tm.effect.end_vp_per_infamy_tokens": QT_TRANSLATE_NOOP(
        "thiefs_market", "At the end: {vp:point|points} for every {per:infamy token|infamy tokens}."),
    "tm.effect.end_treasure_map": QT_TRANSLATE_NOOP(
        "thiefs_market", "At the end: {vp:point|points}, or {vp_if_other_has_icon:point|points} if another player "
                         "has a {icon} icon."),
    "tm.effect.end_vp_per_opponent_icon": QT_TRANSLATE_NOOP(
        "thiefs_market", "At the end: {vp:point|points} for each {icon} icon among the other players' cards."),
    "tm.effect.none": QT_TRANSLATE_NOOP("thiefs_market", "No effect: only its points and icons."),
    # Every card effect in short words, for the card's face on the table (effects.short_text); `often` and
    # `faces` read shorter than the rule text's `per_round` and `into`.
    "tm.short.convert_die": QT_TRANSLATE_NOOP("thiefs_market", "{often}: {face} die → {faces}"),
    "tm.short.spend_die_for_infamy": QT_TRANSLATE_NOOP(
        "thiefs_market", "{often}: {face} die → {infamy:infamy token|infamy tokens}"),
    "tm.short.spend_die_for_gold": QT_TRANSLATE_NOOP(
        "thiefs_market", "{often}: {face} die → {gold:gold token|gold tokens}"),
    "tm.short.exchange_gold_for_infamy": QT_TRANSLATE_NOOP(
        "thiefs_market", "{often}: {gold:gold token|gold tokens} → {infamy:infamy token|infamy tokens}"),
    "tm.short.extra_purchase_if_pile_has": QT_TRANSLATE_NOOP(
        "thiefs_market", "A {face} die in your pile: buy {purchases:more card|more cards}"),
    "tm.short.extra_purchase_and_discount": QT_TRANSLATE_NOOP(
        "thiefs_market", "Buy {purchases:more card|more cards}; each costs {discount:gem|gems} less"),
    "tm.short.infamy_on_buy_with_color": QT_TRANSLATE_NOOP(
        "thiefs_market", "Buying a card that costs {colour}: +{infamy:infamy token|infamy tokens}"),
    "tm.short.infamy_if_hold_start_marker": QT_TRANSLATE_NOOP(
        "thiefs_market", "Holding the start marker: +{infamy:infamy token|infamy tokens}"),
    "tm.short.infamy_if_other_pile_at_least": QT_TRANSLATE_NOOP(
        "thiefs_market", "Another pile of {objects:object|objects} or more: +{infamy:infamy token|infamy tokens}"),
    "tm.short.infamy_when_stolen_from": QT_TRANSLATE_NOOP(
        "thiefs_market", "Your pile stolen: +{infamy:infamy token|infamy tokens}"),
    "tm.short.on_gain_infamy_per_die_in_pile": QT_TRANSLATE_NOOP(
        "thiefs_market", "Gained: +{per_die:infamy token|infamy tokens} per die in your pile"),
    "tm.short.bonus_on_turn_in": QT_TRANSLATE_NOOP(
        "thiefs_market", "Turning in {face} dice: +{extra:token|tokens}"),
    "tm.short.swap_for_next_deck_card_free": QT_TRANSLATE_NOOP(
        "thiefs_market", "Gained: swap it for its deck's next card, free"),
    "tm.short.lucky_appendage": QT_TRANSLATE_NOOP(
        "thiefs_market", "Pile stolen: {holds:die is|dice are} not re-rolled; before buying, re-roll "
                         "{rerolls:die|dice}"),
    "tm.short.copy_opponent_card_permanent": QT_TRANSLATE_NOOP(
        "thiefs_market", "Gained: becomes a copy of another player's card"),
    "tm.short.end_building_set": QT_TRANSLATE_NOOP(
        "thiefs_market", "End: {vp_if_1:point|points}; {vp_if_2plus:point|points} with 2+ {icon} icons"),
    "tm.short.end_vp_per_icon_set": QT_TRANSLATE_NOOP(
        "thiefs_market", "End: {vp:point|points} per {set_size:{icon} icon|{icon} icons}"),
    "tm.short.end_vp_per_other_card": QT_TRANSLATE_NOOP(
        "thiefs_market", "End: {vp:point|points} per other card"),
    "tm.short.end_vp_per_infamy_tokens": QT_TRANSLATE_NOOP(
        "thiefs_market", "End: {vp:point|points} per {per:infamy token|infamy tokens}"),
    "tm.short.end_treasure_map": QT_TRANSLATE_NOOP(
        "thiefs_market", "End: {vp:point|points}; {vp_if_other_has_icon:point|points} if another has a {icon} icon"),
    "tm.short.end_vp_per_opponent_icon": QT_TRANSLATE_NOOP(
        "thiefs_market", "End: {vp:point|points} per {icon} icon of the others"),
    "tm.short.none": QT_TRANSLATE_NOOP("thiefs_market", "No effect"),
    # Why the bot (or a hint) suggests a move, in the bot's own terms (bots/thiefs_market.py, explain).
    "tm.why.take": QT_TRANSLATE_NOOP("thiefs_market", "Takes {dice}: with them, {card} can be bought."),
    "tm.why.take_loot": QT_TRANSLATE_NOOP(
        "thiefs_market", "Takes {dice}: gold bags and masks score whatever is bought."),
    "tm.why.take_small": QT_TRANSLATE_NOOP(
        "thiefs_market", "Takes only {dice}: a bigger pile would tempt a thief."),
    "tm.why.steal": QT_TRANSLATE_NOOP("thiefs_market", "Steals {victim}'s pile: with it, {card} can be bought."),
    "tm.why.steal_loot": QT_TRANSLATE_NOOP(
        "thiefs_market", "Steals {victim}'s pile: it is worth more than anything in the centre."),
    "tm.why.take_all": QT_TRANSLATE_NOOP("thiefs_market", "The last without a pile takes everything left."),
    "tm.why.return": QT_TRANSLATE_NOOP("thiefs_market", "Sends back {dice}: the rest still buys the card aimed at."),
    "tm.why.done_take": QT_TRANSLATE_NOOP("thiefs_market", "Stops here: one more object would invite a theft."),
    "tm.why.done_steal": QT_TRANSLATE_NOOP(
        "thiefs_market", "Keeps the rest of the pile: each object is worth keeping."),
    "tm.why.buy": QT_TRANSLATE_NOOP(
        "thiefs_market", "Buys {card}: the best card within reach, worth {vp:point|points}."),
    "tm.why.buy_effect": QT_TRANSLATE_NOOP(
        "thiefs_market", "Buys {card}: the best card within reach ({effect})."),  # effect: its short text
    "tm.why.pay_die": QT_TRANSLATE_NOOP("thiefs_market", "Pays with a {face} die, keeping gold tokens for later."),
    "tm.why.pay_gold": QT_TRANSLATE_NOOP("thiefs_market", "Pays with a gold token: no {face} die is left."),
    "tm.why.waive": QT_TRANSLATE_NOOP("thiefs_market", "The discount pays the {face} gem: no die fits it."),
    "tm.why.spend": QT_TRANSLATE_NOOP("thiefs_market", "Uses {card}: infamy scores a point per token."),
    "tm.why.exchange": QT_TRANSLATE_NOOP("thiefs_market", "Uses {card}: near the end, infamy is worth more than gold."),
    "tm.why.done_buying": QT_TRANSLATE_NOOP("thiefs_market", "Nothing worth buying is within reach this round."),
    "tm.why.no_purchase_left": QT_TRANSLATE_NOOP("thiefs_market", "No purchase is left this round."),
    "tm.why.unpick": QT_TRANSLATE_NOOP("thiefs_market", "Puts back {dice}: the pile is worth more without it."),
    "tm.why.cancel": QT_TRANSLATE_NOOP("thiefs_market", "Starts again: another choice is worth more."),
    "tm.why.convert": QT_TRANSLATE_NOOP("thiefs_market", "Uses {card}: a {to} die pays a cost the old face cannot."),
    "tm.why.hold": QT_TRANSLATE_NOOP("thiefs_market", "Keeps the {face} die: it is the most useful one."),
    "tm.why.reroll": QT_TRANSLATE_NOOP("thiefs_market", "Re-rolls the {face} die: a new face is likely worth more."),
    "tm.why.no_reroll": QT_TRANSLATE_NOOP("thiefs_market", "Keeps the pile: no re-roll is likely to improve it."),
    "tm.why.copy": QT_TRANSLATE_NOOP("thiefs_market", "Copies {card}: the most valuable card the others own."),
}

ICONS = {
    "henchman": QT_TRANSLATE_NOOP("thiefs_market", "henchman"),
    "building": QT_TRANSLATE_NOOP("thiefs_market", "building"),
    "magic": QT_TRANSLATE_NOOP("thiefs_market", "magic"),
    "finery": QT_TRANSLATE_NOOP("thiefs_market", "finery"),
    "scheme": QT_TRANSLATE_NOOP("thiefs_market", "scheme"),
    "compass": QT_TRANSLATE_NOOP("thiefs_market", "compass"),
}

TERMS = {
    **ICONS,  # the card types, which the effect texts name
    "green": QT_TRANSLATE_NOOP("thiefs_market", "green"),
    "white": QT_TRANSLATE_NOOP("thiefs_market", "white"),
    "blue": QT_TRANSLATE_NOOP("thiefs_market", "blue"),
    "red": QT_TRANSLATE_NOOP("thiefs_market", "red"),
    "gold": QT_TRANSLATE_NOOP("thiefs_market", "gold bag"),
    "infamy": QT_TRANSLATE_NOOP("thiefs_market", "mask"),
    "dice_count": QT_TRANSLATE_NOOP("thiefs_market", "{n:{face}|{face}}"),  # how a number of dice of one face reads
    "start_marker": QT_TRANSLATE_NOOP("thiefs_market", "the start marker"),
    "once_per_round": QT_TRANSLATE_NOOP("thiefs_market", "Once per round"),
    "times_per_round": QT_TRANSLATE_NOOP("thiefs_market", "{n:time|times} per round"),
    "any_number_of_times": QT_TRANSLATE_NOOP("thiefs_market", "As often as you like"),
    "or": QT_TRANSLATE_NOOP("thiefs_market", " or "),  # between the faces a die may become
    "once_per_round_short": QT_TRANSLATE_NOOP("thiefs_market", "Once a round"),  # on a card's face
    "times_per_round_short": QT_TRANSLATE_NOOP("thiefs_market", "{times}× a round"),
    "any_time_short": QT_TRANSLATE_NOOP("thiefs_market", "Any time"),
    "faces_joiner": QT_TRANSLATE_NOOP("thiefs_market", "/"),  # between faces on a card's face: "white/blue"
    # Card names, as printed.
    "Alchemical Lab": QT_TRANSLATE_NOOP("thiefs_market", "Alchemical Lab"),
    "Bondsman": QT_TRANSLATE_NOOP("thiefs_market", "Bondsman"),
    "Coercion Coordinator": QT_TRANSLATE_NOOP("thiefs_market", "Coercion Coordinator"),
    "Corrupt Official": QT_TRANSLATE_NOOP("thiefs_market", "Corrupt Official"),
    "Disgruntled Minion": QT_TRANSLATE_NOOP("thiefs_market", "Disgruntled Minion"),
    "Fence": QT_TRANSLATE_NOOP("thiefs_market", "Fence"),
    "Glamer": QT_TRANSLATE_NOOP("thiefs_market", "Glamer"),
    "Guy In a Trenchcoat": QT_TRANSLATE_NOOP("thiefs_market", "Guy In a Trenchcoat"),
    "Local Celebrity": QT_TRANSLATE_NOOP("thiefs_market", "Local Celebrity"),
    "Nearby Safehouse": QT_TRANSLATE_NOOP("thiefs_market", "Nearby Safehouse"),
    "Necklace": QT_TRANSLATE_NOOP("thiefs_market", "Necklace"),
    "Pawnbroker": QT_TRANSLATE_NOOP("thiefs_market", "Pawnbroker"),
    "Philosopher's Stone": QT_TRANSLATE_NOOP("thiefs_market", "Philosopher's Stone"),
    "Public Relations Expert": QT_TRANSLATE_NOOP("thiefs_market", "Public Relations Expert"),
    "Shadowy Hood": QT_TRANSLATE_NOOP("thiefs_market", "Shadowy Hood"),
    "Tailor": QT_TRANSLATE_NOOP("thiefs_market", "Tailor"),
    "Anthropomorphic Water Buffalo": QT_TRANSLATE_NOOP("thiefs_market", "Anthropomorphic Water Buffalo"),
    "Bookie": QT_TRANSLATE_NOOP("thiefs_market", "Bookie"),
    "Brooch": QT_TRANSLATE_NOOP("thiefs_market", "Brooch"),
    "Concealed Safehouse": QT_TRANSLATE_NOOP("thiefs_market", "Concealed Safehouse"),
    "Deceptive Bits of Colored Glass": QT_TRANSLATE_NOOP("thiefs_market", "Deceptive Bits of Colored Glass"),
    "Easily Impressed Noble": QT_TRANSLATE_NOOP("thiefs_market", "Easily Impressed Noble"),
    "Executive Assistant": QT_TRANSLATE_NOOP("thiefs_market", "Executive Assistant"),
    "Eyepatch of Command": QT_TRANSLATE_NOOP("thiefs_market", "Eyepatch of Command"),
    "Fortified Safehouse": QT_TRANSLATE_NOOP("thiefs_market", "Fortified Safehouse"),
    "Gauntlet of Evil Intent": QT_TRANSLATE_NOOP("thiefs_market", "Gauntlet of Evil Intent"),
    "Imbalanced Scales": QT_TRANSLATE_NOOP("thiefs_market", "Imbalanced Scales"),
    "Legitimate Jeweller": QT_TRANSLATE_NOOP("thiefs_market", "Legitimate Jeweller"),
    "Lucky Animal Appendage": QT_TRANSLATE_NOOP("thiefs_market", "Lucky Animal Appendage"),
    "Menacing Monocle": QT_TRANSLATE_NOOP("thiefs_market", "Menacing Monocle"),
    "Provisioned Safehouse": QT_TRANSLATE_NOOP("thiefs_market", "Provisioned Safehouse"),
    "Rumor-Monger": QT_TRANSLATE_NOOP("thiefs_market", "Rumor-Monger"),
    "Sticky-Fingered Dockhand": QT_TRANSLATE_NOOP("thiefs_market", "Sticky-Fingered Dockhand"),
    "Unlabeled Potion": QT_TRANSLATE_NOOP("thiefs_market", "Unlabeled Potion"),
    "Wicked Clutches": QT_TRANSLATE_NOOP("thiefs_market", "Wicked Clutches"),
    "Big Haul": QT_TRANSLATE_NOOP("thiefs_market", "Big Haul"),
    "Collecting Golem": QT_TRANSLATE_NOOP("thiefs_market", "Collecting Golem"),
    "Crown": QT_TRANSLATE_NOOP("thiefs_market", "Crown"),
    "Exit Strategy": QT_TRANSLATE_NOOP("thiefs_market", "Exit Strategy"),
    "Fur Coat": QT_TRANSLATE_NOOP("thiefs_market", "Fur Coat"),
    "Giant Belt Buckle": QT_TRANSLATE_NOOP("thiefs_market", "Giant Belt Buckle"),
    "Insurance Racket": QT_TRANSLATE_NOOP("thiefs_market", "Insurance Racket"),
    "Island Estate": QT_TRANSLATE_NOOP("thiefs_market", "Island Estate"),
    "Loyalty Program": QT_TRANSLATE_NOOP("thiefs_market", "Loyalty Program"),
    "Political Campaign": QT_TRANSLATE_NOOP("thiefs_market", "Political Campaign"),
    "Scepter": QT_TRANSLATE_NOOP("thiefs_market", "Scepter"),
    "The Heist": QT_TRANSLATE_NOOP("thiefs_market", "The Heist"),
    "Treasure Map": QT_TRANSLATE_NOOP("thiefs_market", "Treasure Map"),
    "Mimetic Stew": QT_TRANSLATE_NOOP("thiefs_market", "Mimetic Stew"),
    "Narrow Alleyway": QT_TRANSLATE_NOOP("thiefs_market", "Narrow Alleyway"),
    "Wut": QT_TRANSLATE_NOOP("thiefs_market", "Wut"),
    "Purported Curse": QT_TRANSLATE_NOOP("thiefs_market", "Purported Curse"),
}

RULES = {
    "distribution": QT_TRANSLATE_NOOP(
        "thiefs_market", "Sharing the loot: the start player rolls every die and takes any number of objects (dice "
                         "and the start marker). Then each player without a pile either takes at least one object "
                         "from the centre or steals a whole pile of two or more objects, returning at least one "
                         "(returned dice are re-rolled) and keeping at least one. The robbed player goes again "
                         "later. The last player without a pile who takes from the centre takes everything."),
    "buying": QT_TRANSLATE_NOOP(
        "thiefs_market", "Buying: from the start-marker holder clockwise, each player may buy one card. Gem dice pay "
                         "their own colour; gold tokens are wild. A gold-bag die is not a gold token."),
    "round_end": QT_TRANSLATE_NOOP(
        "thiefs_market", "End of the round: gold-bag dice become gold tokens, mask dice infamy tokens; all dice go "
                         "back to the centre; the market is refilled. When A runs out, five cards of B are dealt; "
                         "then C. When C cannot refill, the game ends."),
    "scoring": QT_TRANSLATE_NOOP(
        "thiefs_market", "Score: card points, 1 per infamy token, most henchman icons 3 (second most 1), most gold "
                         "tokens 3 (a tie: 1 each). Ties: more cards, then more infamy tokens."),
    "infamy": QT_TRANSLATE_NOOP(
        "thiefs_market", "Infamy tokens are secret: only their owner knows how many they have."),
}


def dice_words(counts: Sequence[int], translate: Translate) -> str:
    """Returns dice counts by face, and the start marker as a 7th count, in words: "2 green, 1 mask"."""
    def word(key: str) -> str:
        return translate(*TERMS[key])

    pattern = word("dice_count")
    parts = [FORMATTER.format(pattern, n=n, face=word(f)) for f, n in zip((face.word for face in Face), counts) if n]
    if len(counts) > 6 and counts[6]:
        parts.append(word("start_marker"))
    return translate(*ENGINE_TERMS["list_separator"]).join(parts) or "—"


def faces_words(faces: object, translate: Translate) -> str:
    """Returns one face or several in words: "white or blue or green"."""
    return _faces_joined(faces, translate, "or")


def per_round_words(per_round: object, translate: Translate) -> str:
    """Returns how often an ability works: "Once per round", "2 times per round", "As often as you like"."""
    if per_round is None:
        return translate(*TERMS["any_number_of_times"])
    if per_round == 1:
        return translate(*TERMS["once_per_round"])
    return FORMATTER.format(translate(*TERMS["times_per_round"]), n=per_round)


def card_words(card: object, translate: Translate) -> str:
    """Returns a card's name in the current language, from its id (`C03`) or its English name."""
    name = CARD[card].name if isinstance(card, str) and card in CARD else str(card)
    return translate(*TERMS[name]) if name in TERMS else name


def short_faces_words(faces: object, translate: Translate) -> str:
    """Returns one face or several, short, for a card's face: "white/blue/green"."""
    return _faces_joined(faces, translate, "faces_joiner")


def _faces_joined(faces: object, translate: Translate, joiner: str) -> str:
    """Returns one face (a word) or several (a list) in words, joined by the term `joiner`."""
    if isinstance(faces, str):
        faces = (faces,)
    assert isinstance(faces, (list, tuple))
    return translate(*TERMS[joiner]).join(translate(*TERMS[str(f)]) for f in faces)


def short_often_words(per_round: object, translate: Translate) -> str:
    """Returns how often an ability works, short, for a card's face: "Once a round", "Any time"."""
    if per_round is None:
        return translate(*TERMS["any_time_short"])
    if per_round == 1:
        return translate(*TERMS["once_per_round_short"])
    return translate(*TERMS["times_per_round_short"]).format(times=per_round)


# Parameters that read in this game's own way (tabletop/messages.py's render asks the catalog of the code's game).
PARAMS = {"dice": dice_words, "into": faces_words, "to": faces_words, "per_round": per_round_words,
          "card": card_words, "faces": short_faces_words, "often": short_often_words}

# The parameters that count things: each is always written {name:one|many} (tabletop/messages.py).
COUNTS = frozenset({"bags", "count", "discount", "extra", "gold", "holds", "infamy", "per_die", "purchases", "rerolls",
                    "returned", "vp", "vp_if_1", "vp_if_2plus", "vp_if_other_has_icon", "missing", "total", "objects",
                    "set_size", "per", "n"})
