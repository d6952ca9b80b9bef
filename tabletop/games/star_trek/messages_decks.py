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
        "star_trek", "While you command at least {at_least} {affiliation} personnel with {skill}, your {affiliation} ships "
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

DECK_TERMS = {
    "Romulan": QT_TRANSLATE_NOOP("star_trek", "Romulan"),
    "D'deridex Class": QT_TRANSLATE_NOOP("star_trek", "D'deridex class"),
}

# The parameters that count things in these texts (messages.COUNTS takes them in).
DECK_COUNTS = frozenset({"st.effect.discard_pile_to_deck_bottom:max", "st.effect.draw_on_play_if:draw",
                         "st.effect.discard_to_draw:draw"})
