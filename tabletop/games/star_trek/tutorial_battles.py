"""Star Trek's second lesson, battles (assets/star_trek/tutorial_battles.json): equipment carried to Lapideas System
and counted for its requirements, an engagement lost (Cry "Havoc!", Weapons against Shields), Ada's Borg Cutting
Beam winning one and laying damage on the ship, a personnel combat with a hand weapon (Brutal Struggle and the
Phaser), and the second Cutting Beam destroying the ship. Card titles stay in English; the words are merged into
the game's tutorial TEXTS, so the codes start with "b_"."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

TEXTS: dict[str, Text] = {
    "b_welcome": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "A lesson in battles. You command the Federation from Earth; Ada's Borg will come to Lapideas System, your "
        "planet mission."),
    "b_welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Only cards start a battle: an event in your core, used as an order. No battle is fought at a "
        "headquarters."),
    "b_turn_1": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Play the U.S.S. Excelsior, T'Lara and Van Orton for your 7 counters, then end play and orders: two "
        "aboard cannot staff the ship yet."),
    "b_play_2": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada played a Borg Sphere and two drones. Play William T. Riker, Robin Lefler, Rabal and the Tricorder, "
        "then end play."),
    "b_play_2_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Equipment is played at your headquarters and helps your personnel present with it: the Tricorder gives "
        "your Science personnel Geology."),
    "b_board": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Beam your five personnel and the Tricorder aboard the U.S.S. Excelsior, then fly to Lapideas System."),
    "b_board_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Equipment beams like personnel and travels with its ship."),
    "b_beam_down": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Beam everyone down to Lapideas System, the Tricorder too: it helps only the crew on the same surface."),
    "b_attempt": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Attempt Lapideas System: Geology, Physics, Science and Cunning over 30. Ada has no dilemmas in this "
        "lesson."),
    "b_attempt_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Nobody here has Geology printed, but Van Orton has Science: with the Tricorder he has Geology too."),
    "b_scored": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Completed, 30 points: the Tricorder's Geology counted for the requirements. End your orders."),
    "b_play_3": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada's Borg Sphere came to Lapideas System and left a drone on its surface. Draw your last three cards, "
        "then play Cry \"Havoc!\" and the Starfleet Type-2 Phaser."),
    "b_play_3_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "An event that starts battles stays in your core until you use it as an order."),
    "b_fetch": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Staff the U.S.S. Excelsior with T'Lara, William T. Riker and Robin Lefler, fetch the Phaser from Earth "
        "and beam it down to Lapideas System."),
    "b_engage": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Use Cry \"Havoc!\": the U.S.S. Excelsior, with T'Lara's Leadership aboard, engages the Borg Sphere."),
    "b_engage_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "An engagement sets the beginner's Weapons against the target's Shields: the strictly higher total wins."),
    "b_lost": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Weapons 7 against Shields 9: you lost, and Cry \"Havoc!\" is discarded. Press Next."),
    "b_lost_end": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "The battle is over: the U.S.S. Excelsior and its crew are stopped. End your orders."),
    "b_lost_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Equal totals win nobody. After a battle the beginner's ship and crew are stopped; the defender's are "
        "not."),
    "b_play_4": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada's Borg Cutting Beam won, 10 against 7: William T. Riker was taken aboard her Sphere, and the Beam "
        "lies on the U.S.S. Excelsior as damage. Play Brutal Struggle."),
    "b_play_4_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "This damage card takes 2 from the ship's Range, Weapons and Shields. A second damage card destroys it."),
    "b_crew_down": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Beam T'Lara and Robin Lefler down to Lapideas System, where Ada's Cartography Drone stands."),
    "b_combat": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Use Brutal Struggle: T'Lara's Leadership starts a personnel combat against the Cartography Drone."),
    "b_combat_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Every unstopped personnel of yours on that surface attacks: total Strength against total Strength."),
    "b_won": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Strength 19, and the Phaser adds 1 for each of your three Federation personnel: 22 against 5. You won: "
        "a defender at random is killed. Press Next."),
    "b_won_end": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "The Cartography Drone is killed, and your attackers are stopped. End your orders."),
    "b_won_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "A hand weapon counts only in a personnel combat, never for a mission."),
    "b_end": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada's second Borg Cutting Beam destroyed the U.S.S. Excelsior: two damage cards destroy a ship, and "
        "everyone aboard dies with it. Your crew had beamed down in time."),
}
