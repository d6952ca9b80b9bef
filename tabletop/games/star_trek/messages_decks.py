"""English texts the battles note adds (star_trek_decks.md): its options, its cards' effects, battle refusals,
log lines and prompts. messages.py merges them into the game's catalog."""

from __future__ import annotations

from tabletop.messages import QT_TRANSLATE_NOOP

DECK_MESSAGES = {
    # Options: the battles note's switches and the decks the seats play.
    "st.option.damage_cards_to_destroy": QT_TRANSLATE_NOOP("star_trek", "Damage cards that destroy a ship"),
    "st.option.damage_repair_at_headquarters": QT_TRANSLATE_NOOP(
        "star_trek", "Ships at their headquarters lose one damage card at the end of each turn"),
    "st.option.battle_stops_both": QT_TRANSLATE_NOOP("star_trek", "A battle stops the defender's cards too"),
    "st.option.stopped_defenders_fight": QT_TRANSLATE_NOOP(
        "star_trek", "Stopped personnel and ships can be attacked and defend"),
    "st.option.joined_ships_add_attributes": QT_TRANSLATE_NOOP(
        "star_trek", "Ships that join an engagement add their Weapons or Shields"),
    "st.option.malfunction_this_mission": QT_TRANSLATE_NOOP(
        "star_trek", "Equipment Malfunction returns only the equipment at the attempted mission"),
    "st.option.download_shuffles": QT_TRANSLATE_NOOP("star_trek", "A download shuffles the draw deck"),
    "st.option.decks": QT_TRANSLATE_NOOP("star_trek", "The decks of seat 1 and seat 2"),
    "st.bad_decks": QT_TRANSLATE_NOOP("star_trek", "The decks cannot be read: {why}."),
    # Card effects of the new templates (our own words; card titles stay in English).
    "st.effect.engagement_take": QT_TRANSLATE_NOOP(
        "star_trek", "Stays in your core. Order: a staffed, unstopped {affiliation} ship of yours engages an "
                     "opposing ship at its mission (not a headquarters). If you win, you take command of a random "
                     "opposing personnel aboard the ships involved and put it aboard your ship, then this card lies "
                     "on an opposing ship involved as damage. Otherwise discard it."),
    "st.effect.engagement_kill": QT_TRANSLATE_NOOP(
        "star_trek", "Stays in your core. Order, discarding it: a staffed, unstopped ship of yours that carries "
                     "an unstopped personnel of yours with {skill} engages an opposing ship at its mission (not a "
                     "headquarters). If you win, a random opposing personnel aboard the ships involved is killed."),
    "st.effect.begin_combat": QT_TRANSLATE_NOOP(
        "star_trek", "Stays in your core. Order, discarding it: an unstopped personnel of yours with {skill} starts "
                     "a personnel combat where it stands (not at a headquarters); your unstopped personnel there "
                     "fight every opposing personnel there by total Strength. If you win, a random defender is "
                     "killed."),
    "st.effect.combat_affiliation": QT_TRANSLATE_NOOP(
        "star_trek", "Stays in your core. Order, discarding it: an unstopped {affiliation} personnel of yours with "
                     "{skill} starts a personnel combat where it stands (not at a headquarters); your unstopped "
                     "personnel there fight every opposing personnel there by total Strength. If you win, a "
                     "random defender is killed."),
    "st.effect.join_engagement": QT_TRANSLATE_NOOP(
        "star_trek", "When an engagement that involves a ship of yours begins: another ship of yours at that "
                     "mission joins your side."),
    "st.effect.damage_attribute_mod": QT_TRANSLATE_NOOP(
        "star_trek", "As damage on a ship: the ship's Range, Weapons and Shields are each {amount} lower (never "
                     "below 0)."),
    "st.effect.beam_stopped_personnel": QT_TRANSLATE_NOOP(
        "star_trek", "Order: stop this personnel; stopped personnel of yours at its mission may beam and stay "
                     "stopped; discard the top card of your draw deck for each one moved."),
    "st.effect.return_equipment_to_hand": QT_TRANSLATE_NOOP(
        "star_trek", "Every equipment the attempting player commands goes back to its owner's hand; then this "
                     "dilemma is overcome."),
    "st.effect.discard_pile_to_deck_bottom": QT_TRANSLATE_NOOP(
        "star_trek", "Put up to {max:personnel or ship|personnel or ships} from your discard pile under your draw "
                     "deck in the order you choose; then this event is removed from the game."),
    "st.effect.download_personnel": QT_TRANSLATE_NOOP(
        "star_trek", "When played: you may search your draw deck for a {species} with {skill}, show it and take it "
                     "into your hand; the deck is shuffled after the search."),
    "st.effect.download_ship": QT_TRANSLATE_NOOP(
        "star_trek", "When played: you may search your draw deck for a ship of the {ship_class}, show it and take "
                     "it into your hand; the deck is shuffled after the search."),
    "st.effect.draw_on_play_if": QT_TRANSLATE_NOOP(
        "star_trek", "When played: if a mission you command needs {skill}, you may draw {draw:card|cards}."),
    "st.effect.discard_to_draw": QT_TRANSLATE_NOOP(
        "star_trek", "Order, once a turn: discard a card from your hand, then draw {draw:card|cards}."),
    "st.effect.cost_modifier_while": QT_TRANSLATE_NOOP(
        "star_trek", "While you command at least {at_least} {affiliation} personnel with {skill}, your {affiliation} "
                     "ships "
                     "cost {amount} less (not below 0)."),
    "st.effect.equipment_skill_grant": QT_TRANSLATE_NOOP(
        "star_trek", "Your personnel with {skill} present with this equipment have {gain} as well."),
    "st.effect.combat_strength_bonus": QT_TRANSLATE_NOOP(
        "star_trek", "In a personnel combat: your {affiliation} personnel present with this weapon have Strength "
                     "+{amount}."),
    "st.effect.interlink_named": QT_TRANSLATE_NOOP(
        "star_trek", "Interlink: in a mission attempt, name a skill of a non-Borg personnel of yours with this "
                     "drone and discard your top card: every Borg in the attempt has that skill until it ends."),
    "st.effect.borrow_from_discard": QT_TRANSLATE_NOOP(
        "star_trek", "When your {affiliation} personnel faces a dilemma: until the dilemma is resolved it adds the "
                     "skills, Integrity, Cunning and Strength of a {affiliation} personnel in your discard pile."),
    "st.effect.borrow_skills_any": QT_TRANSLATE_NOOP(
        "star_trek", "When your personnel faces a dilemma, discard another card: until the dilemma is resolved it "
                     "has every skill of another personnel of yours with {skill} at this mission, stopped or not."),
    "st.effect.unless_stop_all": QT_TRANSLATE_NOOP(
        "star_trek", "Unless the facing personnel have {requirement}, or {alternative}, all facing personnel are "
                     "stopped and the dilemma goes back to its owner's pile."),
    "st.effect.attribute_aura_skill": QT_TRANSLATE_NOOP(
        "star_trek", "Each other {species} of yours with {skill} present has {attribute} +{amount}."),
}

BATTLE_MESSAGES = {
    # Why a battle is refused (§2.11).
    "st.not_in_core": QT_TRANSLATE_NOOP("star_trek", "That event is not lying in your core."),
    "st.wrong_battle": QT_TRANSLATE_NOOP("star_trek", "{card} does not start that kind of battle."),
    "st.not_your_ship": QT_TRANSLATE_NOOP("star_trek", "Name a ship of yours in play."),
    "st.battle_at_headquarters": QT_TRANSLATE_NOOP(
        "star_trek", "No battle can be fought at a headquarters ({mission})."),
    "st.no_opposing_ship": QT_TRANSLATE_NOOP("star_trek", "No opposing ship is at {mission} to engage."),
    "st.target_stopped": QT_TRANSLATE_NOOP("star_trek", "{ship} is stopped: a stopped ship cannot be engaged."),
    "st.ship_does_not_fit": QT_TRANSLATE_NOOP(
        "star_trek", "{ship} cannot start {card}: it does not carry what the card asks (an unstopped personnel "
                     "of yours with the skill, or the right affiliation)."),
    "st.no_opposing_personnel": QT_TRANSLATE_NOOP(
        "star_trek", "No opposing personnel is present with {card} to fight."),
    "st.personnel_stopped": QT_TRANSLATE_NOOP("star_trek", "{card} is stopped: only an unstopped personnel starts "
                                                           "a combat."),
    "st.personnel_does_not_fit": QT_TRANSLATE_NOOP("star_trek", "{card} does not fit {event}."),
    "st.not_a_response": QT_TRANSLATE_NOOP("star_trek", "{card} is not a response to an engagement."),
    "st.joiner_not_ready": QT_TRANSLATE_NOOP(
        "star_trek", "{ship} cannot join: the beginner's ships must be staffed and unstopped."),
    "st.no_joiner": QT_TRANSLATE_NOOP("star_trek", "That ship cannot join: it is not yours at this mission, or it "
                                                   "is in the battle already."),
    "st.not_an_involved_ship": QT_TRANSLATE_NOOP("star_trek", "Choose an opposing ship in this engagement."),
    # The log.
    "st.engagement_begins": QT_TRANSLATE_NOOP("star_trek", "{seat} uses {card}: {ship} engages {target}."),
    "st.combat_begins": QT_TRANSLATE_NOOP(
        "star_trek", "{seat} uses {card}: {personnel} starts a personnel combat ({attackers} against {defenders})."),
    "st.joined_battle": QT_TRANSLATE_NOOP("star_trek", "{seat} plays {card}: {ship} joins the engagement."),
    "st.passed_response": QT_TRANSLATE_NOOP("star_trek", "{seat} plays no response."),
    "st.battle_result": QT_TRANSLATE_NOOP("star_trek", "{seat}'s total {mine} against {theirs}: {outcome}."),
    "st.battle_pick": QT_TRANSLATE_NOOP("star_trek", "Picked at random: {card}."),
    "st.command_taken": QT_TRANSLATE_NOOP("star_trek", "{seat} takes command of {card}, now aboard {ship}."),
    "st.damaged": QT_TRANSLATE_NOOP("star_trek", "{card} lies on {ship} as damage ({count:damage card|damage cards})."),
    "st.ship_destroyed": QT_TRANSLATE_NOOP("star_trek", "{ship} is destroyed."),
    "st.repaired": QT_TRANSLATE_NOOP("star_trek", "{ship} is repaired at its headquarters: {card} is discarded."),
    "st.equipment_returned": QT_TRANSLATE_NOOP("star_trek", "Equipment back to hand: {cards}."),
    # Prompts and the moves' words.
    "st.prompt.assist": QT_TRANSLATE_NOOP("star_trek", "{seat}: respond to the engagement, or pass."),
    "st.prompt.damage": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose the opposing ship that takes the damage."),
    "st.prompt.battle_over": QT_TRANSLATE_NOOP("star_trek", "{seat}: the battle is over ({outcome}); go on with "
                                                            "Next."),
    "st.move.engage": QT_TRANSLATE_NOOP("star_trek", "{card}: {ship} engages {target}"),
    "st.move.combat": QT_TRANSLATE_NOOP("star_trek", "{card}: {personnel} starts a combat"),
    "st.move.assist": QT_TRANSLATE_NOOP("star_trek", "Play {card}: {ship} joins"),
    "st.move.damage": QT_TRANSLATE_NOOP("star_trek", "Damage {ship}"),
    "st.move.in_core": QT_TRANSLATE_NOOP("star_trek", "in the core"),
}
DECK_MESSAGES.update(BATTLE_MESSAGES)

ORDER_MESSAGES = {
    "st.prompt.onplay": QT_TRANSLATE_NOOP("star_trek", "{seat}: use the text of the personnel just played, or pass."),
    "st.prompt.fetch": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose the card the search takes."),
    "st.prompt.shed": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose a card to discard."),
    "st.prompt.carry": QT_TRANSLATE_NOOP("star_trek", "{seat}: beam stopped personnel (one deck card each), then "
                                                      "Done."),
    "st.prompt.salvage": QT_TRANSLATE_NOOP("star_trek", "{seat}: choose personnel and ships from your discard "
                                                        "pile, in order, then Done."),
    "st.searched": QT_TRANSLATE_NOOP("star_trek", "{seat} searches the draw deck ({card})."),
    "st.downloaded": QT_TRANSLATE_NOOP("star_trek", "{seat} takes {card} from the draw deck into hand."),
    "st.found_nothing": QT_TRANSLATE_NOOP("star_trek", "{seat} finds nothing to take."),
    "st.deck_shuffled": QT_TRANSLATE_NOOP("star_trek", "{seat} shuffles the draw deck."),
    "st.no_skill_to_link": QT_TRANSLATE_NOOP(
        "star_trek", "{card} can link only a skill of a non-Borg personnel of yours with it."),
    "st.move.interlink_named": QT_TRANSLATE_NOOP("star_trek", "{card}'s Interlink: {skill}"),
    "st.no_receiver_of": QT_TRANSLATE_NOOP("star_trek", "No {affiliation} personnel of yours faces this dilemma "
                                                        "unstopped."),
    "st.no_lender_in_discard": QT_TRANSLATE_NOOP("star_trek", "No {affiliation} personnel lies in your discard pile "
                                                              "to lend its skills."),
    "st.no_lender_with_skill": QT_TRANSLATE_NOOP(
        "star_trek", "No other personnel of yours with {skill} is at this mission to lend its skills."),
    "st.salvaged": QT_TRANSLATE_NOOP("star_trek", "{seat} puts {cards} under the draw deck."),
    "st.not_found_in_deck": QT_TRANSLATE_NOOP("star_trek", "That card was not found by the search."),
    "st.no_card_in_hand": QT_TRANSLATE_NOOP("star_trek", "{card}'s order needs a card in your hand to discard."),
    "st.not_carried": QT_TRANSLATE_NOOP(
        "star_trek", "Only a stopped personnel of yours at this mission may beam, to its surface or a ship of yours "
                     "there."),
    "st.not_in_discard": QT_TRANSLATE_NOOP("star_trek", "That card is not in your discard pile (or is picked "
                                                        "already)."),
    "st.not_personnel_or_ship": QT_TRANSLATE_NOOP("star_trek", "{card} is neither a personnel nor a ship."),
    "st.salvage_full": QT_TRANSLATE_NOOP("star_trek", "At most {max:card|cards} may be put under the deck."),
    "st.move.accept": QT_TRANSLATE_NOOP("star_trek", "Use it"),
    "st.move.fetch": QT_TRANSLATE_NOOP("star_trek", "Take {card}"),
    "st.move.shed": QT_TRANSLATE_NOOP("star_trek", "Discard {card}"),
    "st.move.carry": QT_TRANSLATE_NOOP("star_trek", "Beam {card} to {to}"),
    "st.move.salvage": QT_TRANSLATE_NOOP("star_trek", "Put {card} under the deck"),
}
DECK_MESSAGES.update(ORDER_MESSAGES)

DECK_TERMS = {
    "outcome_win": QT_TRANSLATE_NOOP("star_trek", "the beginner wins"),
    "outcome_loss": QT_TRANSLATE_NOOP("star_trek", "the defender wins"),
    "outcome_tie": QT_TRANSLATE_NOOP("star_trek", "a tie: nobody wins"),
    "outcome_": QT_TRANSLATE_NOOP("star_trek", "not resolved yet"),
    "step_assist": QT_TRANSLATE_NOOP("star_trek", "an engagement's responses come first"),
    "step_damage": QT_TRANSLATE_NOOP("star_trek", "the damaged ship must be chosen first"),
    "step_battle": QT_TRANSLATE_NOOP("star_trek", "the battle is over: go on with Next first"),
    "step_onplay": QT_TRANSLATE_NOOP("star_trek", "decide on the played personnel's text first"),
    "step_fetch": QT_TRANSLATE_NOOP("star_trek", "choose the card the search takes first"),
    "step_shed": QT_TRANSLATE_NOOP("star_trek", "choose the card to discard first"),
    "step_carry": QT_TRANSLATE_NOOP("star_trek", "finish beaming the stopped personnel first"),
    "step_salvage": QT_TRANSLATE_NOOP("star_trek", "finish choosing the cards for the deck's bottom first"),
    "Romulan": QT_TRANSLATE_NOOP("star_trek", "Romulan"),
    "D'deridex Class": QT_TRANSLATE_NOOP("star_trek", "D'deridex class"),
}

# The parameters that count things in these texts (messages.COUNTS takes them in).
DECK_COUNTS = frozenset({"st.damaged:count", "st.salvage_full:max", "st.effect.discard_pile_to_deck_bottom:max",
                         "st.effect.draw_on_play_if:draw",
                         "st.effect.discard_to_draw:draw"})
