"""Star Trek's tutorial words: counters, playing and staffing a ship, beaming, Range, a mission attempt with two
dilemmas chosen in secret, stopped personnel, and the discard down to seven. Card titles stay in English."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

TEXTS: dict[str, Text] = {
    "welcome": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "You command the Federation from Earth; Ada plays the Borg. Complete your missions to score, past her "
        "dilemmas."),
    "welcome_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Win with 100 points and a planet and a space mission completed."),
    "play_ship": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Each turn gives you 7 counters. Play the U.S.S. Excelsior for 4: it will carry your crew."),
    "play_rixx": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "The Excelsior needs three Staff icons aboard to fly. Play Rixx for 1: Command fills a Staff place."),
    "play_lian": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Play Lian T'su for 1: a Staff icon, and Navigation, which Vaytan needs."),
    "play_kwan": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Play Daniel Kwan with your last counter: a third Staff icon, and Engineer."),
    "play_kwan_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "You must spend all 7 counters while your deck has cards; 1 counter draws a card."),
    "end_play": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "All spent. End the play segment: orders (beam, move, attempt) come next and cost nothing."),
    "beam_rixx": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Your crew stands on Earth. Beam Rixx aboard the Excelsior to staff it."),
    "beam_rixx_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Beaming moves unstopped personnel between a surface and a ship at the same mission."),
    "beam_lian": QT_TRANSLATE_NOOP("tutorial_star_trek", "Beam Lian T'su aboard: a second Staff icon."),
    "beam_kwan": QT_TRANSLATE_NOOP("tutorial_star_trek", "Beam Daniel Kwan aboard: the Excelsior is staffed."),
    "beam_kwan_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "A ship is staffed when unstopped crew aboard cover its icons, one of its affiliation."),
    "move": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Fly to Vaytan, a space mission worth 35. It costs 5 of the Excelsior's 8 Range."),
    "move_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "A move costs both missions' spans added. Range comes back each turn."),
    "attempt": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Attempt Vaytan. Three cannot meet its requirements, but each dilemma overcome now eases the next try."),
    "attempt_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada draws one dilemma per attempting personnel, less those overcome there, and may spend that much."),
    "reveal": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada chose her dilemmas in secret: two lie face down at Vaytan. Press Next to reveal the first."),
    "reveal_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Dilemmas are faced one at a time, top first; each does what it says, then the next."),
    "reveal_second": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Rixx is stopped, and Command Decisions lies overcome beneath Vaytan. Next reveals the second dilemma."),
    "check": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Systems Diagnostic stopped Daniel Kwan, the only one with Engineer or Programming. Next checks Vaytan's "
        "requirements against Lian T'su alone."),
    "check_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Only the crew still unstopped after the dilemmas count for the mission's requirements."),
    "pick": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "The first of Ada's secret dilemmas is Command Decisions: stop one with Leadership or Officer. Stop Rixx: "
        "Vaytan needs Lian T'su's Navigation."),
    "pick_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "A stopped card turns grey, its mark struck with a slanted bar: it leaves the attempt and cannot beam "
        "or staff."),
    "pick_wrong": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "The rules allow that, but Vaytan needs Lian T'su's Navigation. Stop Rixx."),
    "end_orders": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Alone, Lian T'su missed Vaytan's requirements: the attempt failed. End your orders."),
    "end_orders_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Overcome dilemmas stay beneath Vaytan and lower the next draw. A failed attempt stops crew and ship."),
    "discard": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada played two drones and drew three: eight cards as her turn ended, so she discarded one."),
    "discard_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "At the end of your turn, discard down to 7; then stopped cards unstop."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Your crew is ready again. Next, play Davies, Barron and Lopez at Earth and fly the Excelsior home for them; "
        "then take all six to Lapideas System: Geology, Physics, Science and Cunning 31 meet it, and two Geology add "
        "5 points."),
}
