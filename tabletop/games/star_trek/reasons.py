"""Why the Star Trek greedy bot (or a hint) suggests a move, in the bot's own terms
(tabletop/bots/star_trek/greedy.py, explain).

Merged into the game's catalog (games/star_trek/messages.py), so the codes read like every other "st." code.
"""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP

BOT_REASONS = {
    "st.why.play_ship": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card}: a ship carries the crew from the headquarters to the missions."),
    "st.why.play_skills": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card}: it brings {skill}, which the crew still lacks for {mission}."),
    "st.why.play_personnel": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card}: of the cards in hand, it brings the most skills for its cost."),
    "st.why.draw": QT_TRANSLATE_NOOP(
        "star_trek", "Draws a card: nothing in hand is worth the counters left."),
    "st.why.end_play": QT_TRANSLATE_NOOP(
        "star_trek", "Ends playing: the draw deck is empty and nothing more is worth playing."),
    "st.why.end_play_spent": QT_TRANSLATE_NOOP(
        "star_trek", "Ends playing: the counters of this turn are spent."),
    "st.why.beam_aboard": QT_TRANSLATE_NOOP(
        "star_trek", "Beams {card} aboard {ship}, so that everyone here travels together."),
    "st.why.beam_down": QT_TRANSLATE_NOOP(
        "star_trek", "Beams {card} down to {mission} to join the attempt."),
    "st.why.move_attempt": QT_TRANSLATE_NOOP(
        "star_trek", "Moves {ship} to {mission}: gathered there, the crews meet its requirements."),
    "st.why.move_fetch": QT_TRANSLATE_NOOP(
        "star_trek", "Sends {ship} to {mission} to fetch the personnel waiting there."),
    "st.why.move_closer": QT_TRANSLATE_NOOP(
        "star_trek", "Moves {ship} to {mission}, the mission its crews come closest to solving."),
    "st.why.attempt": QT_TRANSLATE_NOOP(
        "star_trek", "Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, with skills to spare."),
    "st.why.attempt_tight": QT_TRANSLATE_NOOP(
        "star_trek",
        "Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, if no dilemma stops the wrong one."),
    "st.why.end_orders": QT_TRANSLATE_NOOP(
        "star_trek", "Ends the orders: the crews it can gather still lack {missing} for {mission}."),
    "st.why.end_orders_rest": QT_TRANSLATE_NOOP(
        "star_trek", "Ends the orders: nothing more can be attempted this turn."),
    "st.why.discard": QT_TRANSLATE_NOOP("star_trek", "Discards {card}: of the cards in hand, it needs it least."),
    "st.why.tuck": QT_TRANSLATE_NOOP("star_trek", "Puts {card} under the draw deck: it needs it least now."),
    "st.why.stack": QT_TRANSLATE_NOOP(
        "star_trek", "Adds {card} to the stack: within the budget, these dilemmas hurt this crew most."),
    "st.why.stack_wipe": QT_TRANSLATE_NOOP(
        "star_trek", "Adds {card} to the stack, last: this crew cannot meet it, so it ends the attempt."),
    "st.why.stack_done": QT_TRANSLATE_NOOP(
        "star_trek", "Closes the stack: no other dilemma drawn would hurt this crew."),
    "st.why.add_none": QT_TRANSLATE_NOOP(
        "star_trek", "Leaves Limited Welcome on the mission: it would not fit the budget."),
    "st.why.stop_spare": QT_TRANSLATE_NOOP(
        "star_trek", "Stops {card}: of the eligible personnel, the group can best spare it."),
    "st.why.stop_needed": QT_TRANSLATE_NOOP(
        "star_trek", "Stops {card}: of the eligible personnel, the mission needs it most."),
    "st.why.adapt": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card}: a copy of this dilemma already lies beneath a mission of yours."),
    "st.why.analyze": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card}: the dilemma is overcome, so later attempts here face fewer."),
    "st.why.interlink": QT_TRANSLATE_NOOP(
        "star_trek", "Uses {card}'s Interlink: the group gains {skill}, which the mission still lacks."),
    "st.why.pass": QT_TRANSLATE_NOOP("star_trek", "Passes: nothing in hand or in play helps now."),
    "st.why.next": QT_TRANSLATE_NOOP("star_trek", "Goes on: the crew faces what comes next."),
    "st.why.name": QT_TRANSLATE_NOOP("star_trek", "Names {skill}: the crews lack it for {mission}."),
    "st.why.any": QT_TRANSLATE_NOOP("star_trek", "Any choice serves here: the bot takes the first."),
    # Battles and equipment (star_trek_decks.md §8).
    "st.why.play_event": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card} into its core: it waits there for a battle that is a sure win."),
    "st.why.play_gear": QT_TRANSLATE_NOOP(
        "star_trek", "Plays {card}: it gives {skill}, which the crew still lacks for {mission}."),
    "st.why.staff_raid": QT_TRANSLATE_NOOP(
        "star_trek", "Beams {card} aboard {ship}: staffed, it can go where {event} wins for sure."),
    "st.why.raid": QT_TRANSLATE_NOOP(
        "star_trek",
        "Moves {ship} to {mission}: {event} beats {target} there for sure ({weapons} Weapons, {shields} Shields at most)."),
    "st.why.engage": QT_TRANSLATE_NOOP(
        "star_trek", "Engages {target} with {ship}: {weapons} Weapons against at most {shields} Shields, a sure win."),
    "st.why.engage_damaged": QT_TRANSLATE_NOOP(
        "star_trek",
        "Engages {target} with {ship}: it already carries damage, and {weapons} Weapons against at most {shields} Shields win for sure."),
    "st.why.combat": QT_TRANSLATE_NOOP(
        "star_trek", "Starts a personnel combat with {card}: {mine} Strength against {theirs}, a sure win."),
    "st.why.assist_hold": QT_TRANSLATE_NOOP(
        "star_trek", "Sends {ship} to help: its Shields make {ours} against {theirs} Weapons, and the engagement is not lost."),
    "st.why.assist_win": QT_TRANSLATE_NOOP(
        "star_trek", "Sends {ship} to help: its Weapons make {ours} against {theirs} Shields, a win."),
    "st.why.assist_keep": QT_TRANSLATE_NOOP(
        "star_trek", "Passes: no ship here would turn this engagement; the card waits for a later one."),
    "st.why.damage": QT_TRANSLATE_NOOP(
        "star_trek", "Lays the damage on {ship}, the ship with the most crew aboard."),
    "st.why.damage_sink": QT_TRANSLATE_NOOP(
        "star_trek", "Lays the damage on {ship}: it already carries damage, so this brings it closest to destruction."),
}
