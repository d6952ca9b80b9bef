"""English texts of Star Trek's codes: refusals, log lines, prompts, options, card effects and game words.

Card titles stay in English in every language (notes §16.6); effects, rules and tooltips are translated.
"""

from __future__ import annotations

import re
from typing import Any

from tabletop.games.star_trek.deck_messages import BUILDER_MESSAGES
from tabletop.games.star_trek.messages_decks import DECK_COUNTS, DECK_MESSAGES, DECK_TERMS
from tabletop.games.star_trek.reasons import BOT_REASONS
from tabletop.messages import FORMATTER, QT_TRANSLATE_NOOP
from tabletop.translatable import Translate

MESSAGES = {
    # Why a move is refused: counters and playing cards.
    "st.short_of_counters": QT_TRANSLATE_NOOP("star_trek", "Not enough counters: this costs {cost}, and {counters:counter is|counters are} left."),
    "st.must_spend_counters": QT_TRANSLATE_NOOP(
        "star_trek", "You must spend all your counters while your draw deck has cards ({counters:counter|counters} left)."),
    "st.deck_empty": QT_TRANSLATE_NOOP("star_trek", "Your draw deck is empty."),
    "st.not_on_play_list": QT_TRANSLATE_NOOP("star_trek", "{card} cannot be played at {mission}: it is not on its list."),
    "st.unique_in_play": QT_TRANSLATE_NOOP("star_trek", "{card} is unique and you already have one in play."),
    "st.not_in_hand": QT_TRANSLATE_NOOP("star_trek", "That card is not in your hand."),
    "st.interrupt_not_now": QT_TRANSLATE_NOOP(
        "star_trek", "{card} is an interrupt: it is played only when its moment comes in a mission attempt."),
    "st.no_such_card": QT_TRANSLATE_NOOP("star_trek", "There is no such card here."),
    "st.not_in_play": QT_TRANSLATE_NOOP("star_trek", "That card is not in play."),
    "st.not_your_card": QT_TRANSLATE_NOOP("star_trek", "That card is not yours."),
    "st.not_now": QT_TRANSLATE_NOOP("star_trek", "That cannot be done now: {step}."),
    # Beaming, staffing, moving.
    "st.stopped_cannot_beam": QT_TRANSLATE_NOOP("star_trek", "{card} is stopped: stopped personnel cannot beam."),
    "st.no_surface": QT_TRANSLATE_NOOP("star_trek", "{mission} is a space mission: there is no surface to beam to."),
    "st.not_same_mission": QT_TRANSLATE_NOOP("star_trek", "Beaming only reaches places at the same mission."),
    "st.already_there": QT_TRANSLATE_NOOP("star_trek", "It is already there."),
    "st.one_location": QT_TRANSLATE_NOOP(
        "star_trek", "{mission} is in both decks: its two copies are one location, so it is already there."),
    "st.not_a_destination": QT_TRANSLATE_NOOP("star_trek", "That is not a place to go to."),
    "st.opponent_ship": QT_TRANSLATE_NOOP("star_trek", "You cannot beam onto your opponent's ship."),
    "st.ship_stopped": QT_TRANSLATE_NOOP("star_trek", "{ship} is stopped."),
    "st.ship_not_staffed": QT_TRANSLATE_NOOP("star_trek", "{ship} is not staffed: missing {missing}."),
    "st.range_short": QT_TRANSLATE_NOOP("star_trek", "{ship} has not enough Range: the move needs {need}, {left} left."),
    # Attempts.
    "st.no_such_mission": QT_TRANSLATE_NOOP("star_trek", "That is not a mission."),
    "st.not_your_mission": QT_TRANSLATE_NOOP("star_trek", "{mission} is not your mission: you attempt only your own."),
    "st.hq_attempt": QT_TRANSLATE_NOOP("star_trek", "{mission} is a headquarters: it cannot be attempted."),
    "st.already_completed": QT_TRANSLATE_NOOP("star_trek", "{mission} is already completed."),
    "st.planet_no_ship": QT_TRANSLATE_NOOP(
        "star_trek", "{mission} is a planet: the personnel on its surface attempt it, not a ship."),
    "st.choose_ship": QT_TRANSLATE_NOOP("star_trek", "{mission} is a space mission: choose the ship whose crew attempts it."),
    "st.no_ship_there": QT_TRANSLATE_NOOP("star_trek", "You have no such ship at {mission}."),
    "st.no_attempting_personnel": QT_TRANSLATE_NOOP("star_trek", "You have no unstopped personnel to attempt {mission}."),
    "st.no_allowed_affiliation": QT_TRANSLATE_NOOP(
        "star_trek", "None of these personnel is of an affiliation that may attempt {mission}."),
    # The dilemma stack.
    "st.not_drawn": QT_TRANSLATE_NOOP("star_trek", "That dilemma is not among those you drew."),
    "st.already_picked": QT_TRANSLATE_NOOP("star_trek", "That card is already chosen."),
    "st.wrong_dilemma_type": QT_TRANSLATE_NOOP(
        "star_trek", "{dilemma} is a {type} dilemma: it cannot be used at a {mission_type} mission."),
    "st.over_budget": QT_TRANSLATE_NOOP("star_trek", "{dilemma} costs {cost}: only {left} of the budget is left."),
    "st.same_title": QT_TRANSLATE_NOOP("star_trek", "{dilemma} is already in the stack: two with one title are not allowed."),
    "st.not_on_mission": QT_TRANSLATE_NOOP("star_trek", "No such dilemma lies on this mission."),
    "st.not_stacked": QT_TRANSLATE_NOOP("star_trek", "{dilemma} is not in the stack: there is nothing to take back."),
    "st.not_eligible": QT_TRANSLATE_NOOP("star_trek", "Choose a facing personnel with {skills}."),
    # Card orders and interrupts.
    "st.no_order": QT_TRANSLATE_NOOP("star_trek", "{card} has no order."),
    "st.stopped_no_text": QT_TRANSLATE_NOOP("star_trek", "{card} is stopped: its order cannot be used."),
    "st.order_used": QT_TRANSLATE_NOOP("star_trek", "{card}'s order is used once a turn: it was used this turn."),
    "st.cost_needs_deck": QT_TRANSLATE_NOOP("star_trek", "{card} needs the top card of your draw deck, which is empty."),
    "st.too_few_cards": QT_TRANSLATE_NOOP("star_trek", "{card} needs {need:card|cards} in hand; you have {have}."),
    "st.nothing_to_examine": QT_TRANSLATE_NOOP(
        "star_trek", "{card} would look at no dilemma: you command no other Federation personnel with Security."),
    "st.no_ship_here": QT_TRANSLATE_NOOP("star_trek", "{card}: you have no ship at its mission."),
    "st.not_aboard": QT_TRANSLATE_NOOP("star_trek", "{card} is not aboard a ship."),
    "st.no_such_skill": QT_TRANSLATE_NOOP("star_trek", "That is not a skill."),
    "st.not_that_card": QT_TRANSLATE_NOOP("star_trek", "{card} does not do that."),
    "st.no_receiver": QT_TRANSLATE_NOOP("star_trek", "No Federation personnel of yours faces this dilemma unstopped."),
    "st.no_stopped_lender": QT_TRANSLATE_NOOP(
        "star_trek", "No stopped Federation personnel of yours is at this mission to lend its skills."),
    "st.brief_next": QT_TRANSLATE_NOOP("star_trek", "Mission Briefing: next, {next}."),
    "st.no_copy_overcome": QT_TRANSLATE_NOOP(
        "star_trek", "No {dilemma} lies overcome beneath a mission of yours (or no Borg of yours faces it)."),
    "st.not_in_attempt": QT_TRANSLATE_NOOP("star_trek", "That personnel is not an unstopped member of the attempt."),
    "st.interlink_used": QT_TRANSLATE_NOOP("star_trek", "{card}'s Interlink was already used in this attempt."),
    # End of turn.
    "st.hand_over_limit": QT_TRANSLATE_NOOP("star_trek", "You hold {cards:card|cards}: discard down to {limit} first."),
    # Prompts.
    "st.prompt.play": QT_TRANSLATE_NOOP("star_trek", "{seat}: play cards and draw ({counters:counter|counters} left)."),
    "st.prompt.orders": QT_TRANSLATE_NOOP("star_trek", "{seat}: beam, move ships, attempt missions, use orders."),
    "st.prompt.discard": QT_TRANSLATE_NOOP("star_trek", "{seat}: discard {over:card|cards} down to seven."),
    "st.prompt.name": QT_TRANSLATE_NOOP("star_trek", "{seat}: name a skill for your Borg."),
    "st.prompt.tuck": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: choose {put:card|cards} to put under your draw deck, in order."),
    "st.prompt.ship": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose the ship your personnel go aboard."),
    "st.prompt.aboard": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose personnel to put aboard; done when finished."),
    "st.prompt.add": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: you may add the Limited Welcome lying on this mission to your drawn dilemmas."),
    "st.prompt.stack": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: choose the dilemmas to face, top first (budget {budget}); done when finished."),
    "st.prompt.facing": QT_TRANSLATE_NOOP("star_trek", "{seat}: respond to the dilemma, or pass."),
    "st.prompt.brief": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: Mission Briefing: discard a card, then choose who gains and who lends."),
    "st.prompt.pick": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose a facing personnel with {skills} to stop."),
    "st.prompt.return": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: the dilemma is about to go back to its pile: play Analyze, or pass."),
    "st.prompt.check": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: the requirements are about to be checked: use an Interlink, or pass."),
    "st.prompt.next_first": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: your crew faces {count:dilemma|dilemmas}, face down. Reveal the first with Next."),
    "st.prompt.next_dilemma": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: {count:dilemma is|dilemmas are} left. Face the next with Next."),
    "st.prompt.next_check": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: no dilemma is left. Next checks the mission's requirements."),
    "st.prompt.next_nobody": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}: nobody is left to go on. Next ends the attempt: it fails."),
    # The moves, as the move list, the hint, the tutorial and `replay` name them (moves.py); a card's name
    # says where it is and which copy when another copy is in view.
    "st.move.draw": QT_TRANSLATE_NOOP("star_trek", "Draw a card (1 counter)"),
    "st.move.end_play": QT_TRANSLATE_NOOP("star_trek", "End playing cards"),
    "st.move.end_orders": QT_TRANSLATE_NOOP("star_trek", "End orders"),
    "st.move.end_turn": QT_TRANSLATE_NOOP("star_trek", "End the turn"),
    "st.move.pass": QT_TRANSLATE_NOOP("star_trek", "Pass"),
    "st.move.done": QT_TRANSLATE_NOOP("star_trek", "Done"),
    "st.move.add": QT_TRANSLATE_NOOP("star_trek", "Add the Limited Welcome on the mission"),
    "st.move.play": QT_TRANSLATE_NOOP("star_trek", "Play {card}"),
    "st.move.beam": QT_TRANSLATE_NOOP("star_trek", "Beam {card} to {to}"),
    "st.move.move": QT_TRANSLATE_NOOP("star_trek", "Move {ship} to {to}"),
    "st.move.move_cost": QT_TRANSLATE_NOOP("star_trek", "Move {ship} to {to} (Range {cost} of {left})"),
    "st.move.attempt_with": QT_TRANSLATE_NOOP("star_trek", "Attempt {mission} with {ship}"),
    "st.move.attempt": QT_TRANSLATE_NOOP("star_trek", "Attempt {mission}"),
    "st.move.name": QT_TRANSLATE_NOOP("star_trek", "Name {skill}"),
    "st.move.order": QT_TRANSLATE_NOOP("star_trek", "Use the order of {card}"),
    "st.move.discard": QT_TRANSLATE_NOOP("star_trek", "Discard {card}"),
    "st.move.tuck": QT_TRANSLATE_NOOP("star_trek", "Put {card} under the deck"),
    "st.move.ship": QT_TRANSLATE_NOOP("star_trek", "Aboard {card}"),
    "st.move.aboard": QT_TRANSLATE_NOOP("star_trek", "Put {card} aboard"),
    "st.move.choose": QT_TRANSLATE_NOOP("star_trek", "Stack {card}"),
    "st.move.unchoose": QT_TRANSLATE_NOOP("star_trek", "Take {card} back from the stack"),
    "st.move.next": QT_TRANSLATE_NOOP("star_trek", "Next: face what comes next"),
    # Next, by what it does now (the prompt open): the table's Next button, the move list and a lesson say it so.
    "st.move.next_first": QT_TRANSLATE_NOOP("star_trek", "Next: reveal the first dilemma"),
    "st.move.next_dilemma": QT_TRANSLATE_NOOP("star_trek", "Next: reveal the next dilemma"),
    "st.move.next_check": QT_TRANSLATE_NOOP("star_trek", "Next: check the requirements"),
    "st.move.next_nobody": QT_TRANSLATE_NOOP("star_trek", "Next: end the attempt"),
    "st.move.next_battle": QT_TRANSLATE_NOOP("star_trek", "Next: end the battle"),
    "st.move.use": QT_TRANSLATE_NOOP("star_trek", "Use {card}"),  # an interrupt is used (使用), not played (配置)
    "st.move.interlink": QT_TRANSLATE_NOOP("star_trek", "Interlink: {card}"),
    "st.move.pay": QT_TRANSLATE_NOOP("star_trek", "Discard {card} to pay"),
    "st.move.receive": QT_TRANSLATE_NOOP("star_trek", "{card} gains the skills"),
    "st.move.lend": QT_TRANSLATE_NOOP("star_trek", "{card} lends its skills"),
    "st.move.stop": QT_TRANSLATE_NOOP("star_trek", "Stop {card}"),
    "st.move.in_hand": QT_TRANSLATE_NOOP("star_trek", "in hand"),
    "st.move.at": QT_TRANSLATE_NOOP("star_trek", "at {mission}"),
    "st.move.aboard_ship": QT_TRANSLATE_NOOP("star_trek", "aboard {ship}"),
    "st.move.drawn": QT_TRANSLATE_NOOP("star_trek", "drawn"),
    "st.move.card_at": QT_TRANSLATE_NOOP("star_trek", "{card} ({place})"),
    "st.move.card_at_copy": QT_TRANSLATE_NOOP("star_trek", "{card} ({place}, copy {copy})"),
    "st.move.card_copy": QT_TRANSLATE_NOOP("star_trek", "{card} (copy {copy})"),
    # The game log.
    "st.turn": QT_TRANSLATE_NOOP("star_trek", "{seat}'s turn {turn}."),
    "st.turn_ended": QT_TRANSLATE_NOOP("star_trek", "{seat}'s turn ends: stopped cards unstop, Range comes back."),
    "st.drew": QT_TRANSLATE_NOOP("star_trek", "{seat} draws {count:card|cards}."),
    "st.drew_cards": QT_TRANSLATE_NOOP("star_trek", "(Only {seat} sees this) {seat} drew {cards}."),
    "st.played": QT_TRANSLATE_NOOP("star_trek", "{seat} plays {card} at {mission} (cost {cost})."),
    "st.played_event": QT_TRANSLATE_NOOP("star_trek", "{seat} plays {card} (cost {cost})."),
    "st.counters_lost": QT_TRANSLATE_NOOP("star_trek", "{seat}'s deck is empty: {counters:counter is|counters are} lost."),
    "st.beamed": QT_TRANSLATE_NOOP("star_trek", "{seat} beams {card} to {to}."),
    "st.moved": QT_TRANSLATE_NOOP("star_trek", "{seat} moves {ship} to {to} (Range {cost}, {left} left)."),
    "st.order": QT_TRANSLATE_NOOP("star_trek", "{seat} uses {card}'s order."),
    "st.discarded_top": QT_TRANSLATE_NOOP("star_trek", "{seat} discards the top card of the draw deck: {card}."),
    "st.named_skill": QT_TRANSLATE_NOOP("star_trek", "{seat} names {skill}: {count:Borg has|Borg have} it until the end of the turn."),
    "st.cycled": QT_TRANSLATE_NOOP("star_trek", "{seat} puts {count:card|cards} from hand under the draw deck."),
    "st.tucked": QT_TRANSLATE_NOOP("star_trek", "{seat} puts {count:card|cards} from hand under the draw deck, in order."),
    "st.examined": QT_TRANSLATE_NOOP("star_trek", "{seat} looks at the top {count:card|cards} of the opponent's dilemma pile."),
    "st.examined_cards": QT_TRANSLATE_NOOP("star_trek", "(Only {seat} sees this) The top of the pile: {cards}."),
    "st.returned_to_hand": QT_TRANSLATE_NOOP("star_trek", "{card} returns to {seat}'s hand."),
    "st.placed_aboard": QT_TRANSLATE_NOOP("star_trek", "{seat} places {card} aboard {ship}."),
    "st.range_bonus": QT_TRANSLATE_NOOP("star_trek", "{ship} gains {amount} Range this turn."),
    "st.discarded": QT_TRANSLATE_NOOP("star_trek", "{seat} discards {card}."),
    "st.attempt_begins": QT_TRANSLATE_NOOP(
        "star_trek", "{seat} attempts {mission} with {count:personnel|personnel}; {overcome:dilemma lies|dilemmas lie} "
                     "beneath it: budget {budget}."),
    "st.dilemmas_drawn": QT_TRANSLATE_NOOP("star_trek", "{seat} draws {count:dilemma|dilemmas}."),
    "st.dilemmas_drawn_cards": QT_TRANSLATE_NOOP("star_trek", "(Only {seat} sees this) Drawn: {cards}."),
    "st.pile_reshuffled": QT_TRANSLATE_NOOP(
        "star_trek", "{seat}'s dilemma pile reached its face-up cards: {count:card is|cards are} shuffled face down."),
    "st.welcome_added": QT_TRANSLATE_NOOP("star_trek", "{seat} takes {dilemma} back from the mission."),
    "st.stack_chosen": QT_TRANSLATE_NOOP(
        "star_trek", "{seat} stacks {count:dilemma|dilemmas} face down; {returned:goes|go} under the pile."),
    "st.dilemma_revealed": QT_TRANSLATE_NOOP("star_trek", "{dilemma} is revealed to {count:personnel|personnel}: {crew}."),
    "st.dilemma_unless_met": QT_TRANSLATE_NOOP("star_trek", "{dilemma}: the crew has {skills}, so nothing happens."),
    "st.spared_kill": QT_TRANSLATE_NOOP(
        "star_trek", "{dilemma}: the crew has {skills}, so {card} is stopped, not killed."),
    "st.only_eligible": QT_TRANSLATE_NOOP("star_trek", "{card} is the only one who qualifies."),
    "st.chose_to_stop": QT_TRANSLATE_NOOP("star_trek", "{seat} chooses {card}."),
    "st.random_pick": QT_TRANSLATE_NOOP("star_trek", "Selected at random: {card}."),
    "st.crew_limited": QT_TRANSLATE_NOOP(
        "star_trek", "{keep:personnel, chosen at random, carries|personnel, chosen at random, carry} on."),
    "st.stopped": QT_TRANSLATE_NOOP("star_trek", "{card} is stopped."),
    "st.killed": QT_TRANSLATE_NOOP("star_trek", "{card} is killed."),
    "st.adapted": QT_TRANSLATE_NOOP("star_trek", "{seat} plays {card}: {dilemma} does nothing and is overcome."),
    "st.analyzed": QT_TRANSLATE_NOOP("star_trek", "{seat} plays {card}: {dilemma} is overcome instead."),
    "st.briefed": QT_TRANSLATE_NOOP(
        "star_trek", "{seat} plays Mission Briefing, discarding {paid}: {card} has {lender}'s skills for this dilemma."),
    "st.interlinked": QT_TRANSLATE_NOOP(
        "star_trek", "{card}'s Interlink: {count:Borg has|Borg have} {skill} until the attempt ends."),
    "st.dilemma_overcome": QT_TRANSLATE_NOOP("star_trek", "{dilemma} is overcome beneath {mission}."),
    "st.dilemma_returned": QT_TRANSLATE_NOOP("star_trek", "{dilemma} goes back under {seat}'s dilemma pile."),
    "st.dilemma_on_mission": QT_TRANSLATE_NOOP("star_trek", "{dilemma} now lies on {mission}."),
    "st.rest_overcome": QT_TRANSLATE_NOOP(
        "star_trek", "Nobody is left: {count:remaining dilemma is|remaining dilemmas are} overcome beneath {mission}."),
    "st.requirements_missed": QT_TRANSLATE_NOOP("star_trek", "{mission}: the requirements are not met (missing {missing})."),
    "st.attempt_failed": QT_TRANSLATE_NOOP("star_trek", "{seat}'s attempt at {mission} fails."),
    "st.mission_completed": QT_TRANSLATE_NOOP(
        "star_trek", "{seat} completes {mission}: {points:point|points}{bonus}; score {score}."),
    # What follows a completed mission's points when it earned a completion bonus ({bonus} above; none: nothing).
    "st.bonus_phrase": QT_TRANSLATE_NOOP("star_trek", " and a bonus of {bonus:point|points}"),
    "st.game_over_points": QT_TRANSLATE_NOOP(
        "star_trek", "The game is over: 100 points with a planet and a space mission completed."),
    "st.game_over_deck_out": QT_TRANSLATE_NOOP("star_trek", "The game is over: both draw decks are empty."),
    "st.game_over_turn_limit": QT_TRANSLATE_NOOP("star_trek", "The game is over: the turn limit is reached."),
    # How the final ranks were decided.
    "st.rank_by_missions": QT_TRANSLATE_NOOP(
        "star_trek", "Ranked first by completed missions (a planet and a space mission, then any), then by points."),
    "st.tie_points": QT_TRANSLATE_NOOP("star_trek", "{seats} completed the same kinds of mission: the points decide."),
    "st.tie_shared": QT_TRANSLATE_NOOP("star_trek", "{seats} are equal on missions and points ({total}): a draw."),
    # Options.
    "st.option.federation_seat": QT_TRANSLATE_NOOP("star_trek", "Seat playing the Federation (the other plays the Borg)"),
    "st.option.turn_limit": QT_TRANSLATE_NOOP("star_trek", "Turn limit in player turns (0: none)"),
    "st.option.failed_space_attempt_stops_ship": QT_TRANSLATE_NOOP(
        "star_trek", "A failed space attempt stops the ship too"),
    "st.option.stopped_card_text_active": QT_TRANSLATE_NOOP(
        "star_trek", "Stopped cards keep their orders and auras"),
    "st.option.attempt_needs_staffed_ship": QT_TRANSLATE_NOOP(
        "star_trek", "A space attempt needs a staffed ship"),
    "st.option.unstop_at_owner_turn": QT_TRANSLATE_NOOP(
        "star_trek", "Stopped cards unstop at the start of their owner's turn (not at every turn's end)"),
    "st.option.interlink_uses": QT_TRANSLATE_NOOP("star_trek", "Interlink uses per drone per attempt"),
    # Card effects, one per template (card titles stay in English).
    "st.effect.hq_play_list": QT_TRANSLATE_NOOP(
        "star_trek", "Headquarters: you may play personnel and ships of {affiliations} or with the icons "
                     "{series_icons} here."),
    "st.effect.single_headquarters": QT_TRANSLATE_NOOP("star_trek", "Its owner may command no other headquarters."),
    "st.effect.completion_bonus": QT_TRANSLATE_NOOP(
        "star_trek", "When completed: {points:more point|more points} if the completing personnel have 2 Acquisition or "
                     "2 Geology."),
    "st.effect.cost_reduction_per": QT_TRANSLATE_NOOP(
        "star_trek", "For every personnel under your command whose owner is another player, pay {amount} less "
                     "for this drone."),
    "st.effect.attribute_aura": QT_TRANSLATE_NOOP(
        "star_trek", "Each other Borg of yours present has {attribute} +{amount}."),
    "st.effect.facing_boost": QT_TRANSLATE_NOOP(
        "star_trek", "While facing a dilemma: Strength +{strength} and the skills {gain_skills}."),
    "st.effect.facing_skills": QT_TRANSLATE_NOOP(
        "star_trek", "While facing a dilemma: the skills {gain_skills}."),
    "st.effect.interlink": QT_TRANSLATE_NOOP(
        "star_trek", "Interlink ({skill}): in a mission attempt, discard your top card: every Borg in the "
                     "attempt has {skill} until it ends."),
    "st.effect.name_skill_for_group": QT_TRANSLATE_NOOP(
        "star_trek", "Once each turn, as an order: throw away your draw deck's top card and pick any skill; "
                     "until this turn ends, every Borg under your command knows it."),
    "st.effect.cycle_hand": QT_TRANSLATE_NOOP(
        "star_trek", "Put your hand under your draw deck, shuffled, and draw as many cards."),
    "st.effect.hand_to_deck_bottom_then_draw": QT_TRANSLATE_NOOP(
        "star_trek", "Order: put {put:card|cards} from your hand under your draw deck in any order, then draw {draw}."),
    "st.effect.examine_dilemma_pile_top": QT_TRANSLATE_NOOP(
        "star_trek", "Order, once a turn: look at the top card of your opponent's dilemma pile for each other "
                     "{affiliation} personnel with {skill} you command (at most {maximum}), and put them back."),
    "st.effect.place_personnel_aboard_ship": QT_TRANSLATE_NOOP(
        "star_trek", "Order, with a ship of yours at its mission: return this drone to your hand; put any of your "
                     "personnel there, stopped ones too, aboard that ship."),
    "st.effect.ship_range_bonus": QT_TRANSLATE_NOOP(
        "star_trek", "Order, aboard a ship: return this drone to your hand; the ship has +{amount} Range this turn."),
    "st.effect.borrow_skills": QT_TRANSLATE_NOOP(
        "star_trek", "Response while a {affiliation} personnel of yours meets a dilemma, paid with one other card "
                     "from your hand: it borrows the whole skill box of a stopped {affiliation} personnel of yours "
                     "at the same mission; the loan ends once the dilemma is placed."),
    "st.effect.overcome_if_copy_overcome": QT_TRANSLATE_NOOP(
        "star_trek", "When your {affiliation} personnel face a dilemma whose copy lies overcome beneath one of your "
                     "missions: it does nothing and is overcome."),
    "st.effect.overcome_instead_of_return": QT_TRANSLATE_NOOP(
        "star_trek", "If a dilemma met by your {affiliation} personnel would return to its owner's pile, it lies "
                     "beneath the mission as overcome."),
    "st.effect.stop_one_with_skill": QT_TRANSLATE_NOOP(
        "star_trek", "Unless a facing personnel has 2 {first} or 2 {second}, your opponent chooses a facing "
                     "personnel with {first} or {second} to be stopped. If none has either skill, all facing "
                     "personnel are stopped and the dilemma goes back to its owner's pile."),
    "st.effect.stop_one_owner_chooses": QT_TRANSLATE_NOOP(
        "star_trek", "Your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has "
                     "either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile."),
    "st.effect.stop_one_or_kill": QT_TRANSLATE_NOOP(
        "star_trek", "You choose a facing personnel with {first} or {second} to be stopped. If none has either "
                     "skill, a random facing personnel is killed."),
    "st.effect.stop_one_or_stop_all": QT_TRANSLATE_NOOP(
        "star_trek", "You choose a facing personnel with {first} or {second} to be stopped. If none has either "
                     "skill, all facing personnel are stopped and the dilemma goes back to its owner's pile."),
    "st.effect.unless_requirement": QT_TRANSLATE_NOOP(
        "star_trek", "Unless the facing personnel have {requirement}, or {alternative}, a random facing personnel "
                     "with {kill_skill} is killed (none has it: nothing happens)."),
    "st.effect.random_stop_scaling": QT_TRANSLATE_NOOP(
        "star_trek", "One random facing personnel is stopped; a second if {second:personnel remains|personnel remain}; "
                     "a third if {third:personnel remains|personnel remain}."),
    "st.effect.crew_limit": QT_TRANSLATE_NOOP(
        "star_trek", "If more than {keep:personnel faces|personnel face} it, {keep:random one carries|random ones carry} "
                     "on and the rest are stopped. It then "
                     "lies on the mission and may come back at later attempts there."),
    "st.effect.random_stop_unless_kill": QT_TRANSLATE_NOOP(
        "star_trek", "Chance picks one facing personnel. A group holding Diplomacy plus Medical, or Security "
                     "twice, only sees that one stopped; any other group loses it (killed), the rest are stopped, "
                     "and the dilemma returns under its owner's pile."),
}
MESSAGES.update(BOT_REASONS)  # why the greedy bot (a hint) suggests a move
MESSAGES.update(DECK_MESSAGES)  # the battles note's options, effects, refusals and log lines
MESSAGES.update(BUILDER_MESSAGES)  # deck building: the deck rules, deck files, saved decks

# Words that reason and event parameters carry.
TERMS = {
    "step_play": QT_TRANSLATE_NOOP("star_trek", "it is the play-and-draw segment"),
    "step_orders": QT_TRANSLATE_NOOP("star_trek", "it is the orders segment"),
    "step_discard": QT_TRANSLATE_NOOP("star_trek", "discard down to seven first"),
    "step_name": QT_TRANSLATE_NOOP("star_trek", "name a skill first"),
    "step_tuck": QT_TRANSLATE_NOOP("star_trek", "choose the cards to put under the deck first"),
    "step_ship": QT_TRANSLATE_NOOP("star_trek", "choose a ship first"),
    "step_aboard": QT_TRANSLATE_NOOP("star_trek", "choose who goes aboard first"),
    "step_add": QT_TRANSLATE_NOOP("star_trek", "the dilemma owner is deciding on Limited Welcome"),
    "step_stack": QT_TRANSLATE_NOOP("star_trek", "the dilemma owner is choosing the stack"),
    "step_facing": QT_TRANSLATE_NOOP("star_trek", "a dilemma is being faced"),
    "step_brief": QT_TRANSLATE_NOOP("star_trek", "finish Mission Briefing first"),
    "step_pick": QT_TRANSLATE_NOOP("star_trek", "a personnel must be chosen for the dilemma"),
    "step_return": QT_TRANSLATE_NOOP("star_trek", "a dilemma is about to go back to its pile"),
    "step_check": QT_TRANSLATE_NOOP("star_trek", "the requirements are about to be checked"),
    "step_next": QT_TRANSLATE_NOOP("star_trek", "the attempting player goes on with Next first"),
    "pay": QT_TRANSLATE_NOOP("star_trek", "discard a card"),
    "receive": QT_TRANSLATE_NOOP("star_trek", "choose who gains the skills"),
    "lend": QT_TRANSLATE_NOOP("star_trek", "choose the stopped personnel who lends them"),
    "planet": QT_TRANSLATE_NOOP("star_trek", "planet"),
    "space": QT_TRANSLATE_NOOP("star_trek", "space"),
    "dual": QT_TRANSLATE_NOOP("star_trek", "dual"),
    "headquarters": QT_TRANSLATE_NOOP("star_trek", "headquarters"),
    "integrity": QT_TRANSLATE_NOOP("star_trek", "Integrity"),
    "cunning": QT_TRANSLATE_NOOP("star_trek", "Cunning"),
    "strength": QT_TRANSLATE_NOOP("star_trek", "Strength"),
    "Federation": QT_TRANSLATE_NOOP("star_trek", "Federation"),
    "Borg": QT_TRANSLATE_NOOP("star_trek", "Borg"),
    "Non-Aligned": QT_TRANSLATE_NOOP("star_trek", "Non-Aligned"),
    # A ship's staffing icons, as the data writes them.
    "Cmd": QT_TRANSLATE_NOOP("star_trek", "Command"),
    "Stf": QT_TRANSLATE_NOOP("star_trek", "Staff"),
    # Species and keywords printed on personnel.
    "Human": QT_TRANSLATE_NOOP("star_trek", "Human"),
    "Vulcan": QT_TRANSLATE_NOOP("star_trek", "Vulcan"),
    "Klingon": QT_TRANSLATE_NOOP("star_trek", "Klingon"),
    "Drone": QT_TRANSLATE_NOOP("star_trek", "Drone"),
    "Admiral": QT_TRANSLATE_NOOP("star_trek", "Admiral"),
    "Atrean": QT_TRANSLATE_NOOP("star_trek", "Atrean"),
    "Napean": QT_TRANSLATE_NOOP("star_trek", "Napean"),
    "Bolian": QT_TRANSLATE_NOOP("star_trek", "Bolian"),
    "Barzan": QT_TRANSLATE_NOOP("star_trek", "Barzan"),
    "Hekaran": QT_TRANSLATE_NOOP("star_trek", "Hekaran"),
    "Commander: U.S.S. Enterprise-E": QT_TRANSLATE_NOOP("star_trek", "Commander: U.S.S. Enterprise-E"),
    # The two headquarters, named as the rule book names them (地球); the other card titles stay in English.
    "Earth": QT_TRANSLATE_NOOP("star_trek", "Earth"),
    "Earth, Cradle of the Federation": QT_TRANSLATE_NOOP("star_trek", "Earth, Cradle of the Federation"),
    "Unicomplex": QT_TRANSLATE_NOOP("star_trek", "Unicomplex"),
    "Unicomplex, Root of the Hive Mind": QT_TRANSLATE_NOOP("star_trek", "Unicomplex, Root of the Hive Mind"),
    "either": QT_TRANSLATE_NOOP("star_trek", "{first} or {second}"),
    "levels": QT_TRANSLATE_NOOP("star_trek", "{n:{skill}|{skill}}"),   # a skill or icon with its count: "2 Engineer"
}

# The 23 skills, as tooltips and the Borg Queen's choice name them.
SKILL_NAMES = {
    "Acquisition": QT_TRANSLATE_NOOP("star_trek", "Acquisition"),
    "Anthropology": QT_TRANSLATE_NOOP("star_trek", "Anthropology"),
    "Archaeology": QT_TRANSLATE_NOOP("star_trek", "Archaeology"),
    "Astrometrics": QT_TRANSLATE_NOOP("star_trek", "Astrometrics"),
    "Biology": QT_TRANSLATE_NOOP("star_trek", "Biology"),
    "Diplomacy": QT_TRANSLATE_NOOP("star_trek", "Diplomacy"),
    "Engineer": QT_TRANSLATE_NOOP("star_trek", "Engineer"),
    "Exobiology": QT_TRANSLATE_NOOP("star_trek", "Exobiology"),
    "Geology": QT_TRANSLATE_NOOP("star_trek", "Geology"),
    "Honor": QT_TRANSLATE_NOOP("star_trek", "Honor"),
    "Intelligence": QT_TRANSLATE_NOOP("star_trek", "Intelligence"),
    "Law": QT_TRANSLATE_NOOP("star_trek", "Law"),
    "Leadership": QT_TRANSLATE_NOOP("star_trek", "Leadership"),
    "Medical": QT_TRANSLATE_NOOP("star_trek", "Medical"),
    "Navigation": QT_TRANSLATE_NOOP("star_trek", "Navigation"),
    "Officer": QT_TRANSLATE_NOOP("star_trek", "Officer"),
    "Physics": QT_TRANSLATE_NOOP("star_trek", "Physics"),
    "Programming": QT_TRANSLATE_NOOP("star_trek", "Programming"),
    "Science": QT_TRANSLATE_NOOP("star_trek", "Science"),
    "Security": QT_TRANSLATE_NOOP("star_trek", "Security"),
    "Telepathy": QT_TRANSLATE_NOOP("star_trek", "Telepathy"),
    "Transporters": QT_TRANSLATE_NOOP("star_trek", "Transporters"),
    "Treachery": QT_TRANSLATE_NOOP("star_trek", "Treachery"),
}
TERMS.update(SKILL_NAMES)
TERMS.update(DECK_TERMS)


def cards_words(value: Any, translate: Translate) -> str:
    """Returns a list of card names as one phrase (titles stay in English)."""
    if isinstance(value, (list, tuple)):
        return translate("engine", ", ").join(str(v) for v in value) if value else "—"
    return str(value)


# A short requirement as the rules write it for the log: "2 Engineer", "Cunning>34", "Leadership or Security".
_PART = re.compile(r"^(?:(\d+) )?([A-Za-z]+)(>\d+)?$")


def _requirement_part(part: str, translate: Translate) -> str:
    """Returns one leaf requirement ("2 Engineer", "Cunning>34", "Stf") with its word translated."""
    found = _PART.match(part.strip())
    if found is None:
        return part
    count, word, over = found.groups()
    entry = TERMS.get(word) or TERMS.get(word.lower())
    text = translate(*entry) if entry else word
    if count:
        text = FORMATTER.format(translate(*TERMS["levels"]), n=count, skill=text)
    return text + (over or "")


def requirement_words(value: Any, translate: Translate) -> str:
    """Returns requirements joined as the rules write them ("Physics, 2 Engineer, Leadership or Security"),
    translated; a list or tuple of skills reads as "one of them"."""
    if isinstance(value, (list, tuple)):
        value = " or ".join(str(v) for v in value)
    out = []
    for part in str(value).split(", "):
        options = [_requirement_part(o, translate) for o in re.split(r" or | / ", part)]
        text = options[0]
        for other in options[1:]:
            text = translate(*TERMS["either"]).format(first=text, second=other)
        out.append(text)
    return translate("engine", ", ").join(out)


def bonus_words(bonus: Any, translate: Translate) -> str:
    """Returns a completion bonus as it follows the mission's points: nothing when there is none."""
    if not bonus:
        return ""
    return FORMATTER.format(translate(*MESSAGES["st.bonus_phrase"]), bonus=bonus)


PARAMS = {"bonus": bonus_words, "cards": cards_words, "crew": cards_words, "missing": requirement_words, "skills": requirement_words,
          "gain_skills": requirement_words, "affiliations": requirement_words, "series_icons": requirement_words,
          "requirement": requirement_words, "alternative": requirement_words}

# The parameters that count things: each is always written {name:one|many} (tabletop/messages.py).
COUNTS = frozenset({"count", "over", "n", "counters", "put", "returned", "keep", "overcome", "points",
                    "st.too_few_cards:need", "st.hand_over_limit:cards", "st.effect.random_stop_scaling:second",
                    "st.effect.random_stop_scaling:third", "st.bonus_phrase:bonus"}) | DECK_COUNTS
