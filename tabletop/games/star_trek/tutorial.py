"""Star Trek's tutorial words: counters, playing and staffing a ship, beaming, Range, a mission attempt with two
dilemmas chosen in secret, stopped personnel, the discard down to seven; then draws, a second attempt at Trivas
System where Mission Briefing (an interrupt) saves Rixx from An Old Debt, and the mission completed and scored.
Card titles stay in English."""

from __future__ import annotations

from tabletop.games.star_trek.tutorial_battles import TEXTS as BATTLE_TEXTS
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
    "play_davies": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Your crew is ready again. Trivas System needs Engineer, Geology, Physics, Science and Cunning over "
        "34. Play Davies: Geology, Physics, Science."),
    "play_barron": QT_TRANSLATE_NOOP("tutorial_star_trek", "Play Barron for 1: more Geology and Cunning."),
    "play_lopez": QT_TRANSLATE_NOOP("tutorial_star_trek", "Play Lopez for 1: Biology, Honor and Security."),
    "draw": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Your hand is empty: draw a card for 1 counter."),
    "draw_more": QT_TRANSLATE_NOOP("tutorial_star_trek", "Draw again for 1 counter."),
    "end_play_again": QT_TRANSLATE_NOOP("tutorial_star_trek", "All 7 counters are spent: end the play segment."),
    "fly_home": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Fly the Excelsior home to Earth to fetch them: 5 Range of its 8."),
    "beam_new": QT_TRANSLATE_NOOP("tutorial_star_trek", "Beam the new personnel aboard the Excelsior."),
    "end_orders_again": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "3 Range is too little to fly on. End your orders."),
    "play_davies_again": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "You drew two Mission Briefings: interrupts, kept for the attempt. Play your second Davies."),
    "draw_for_kwan": QT_TRANSLATE_NOOP("tutorial_star_trek", "Draw a card: 6 counters are left."),
    "play_kwan_again": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "A second Daniel Kwan: play him at once for 1, a second Engineer."),
    "play_rabal": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Rabal came up: play him for 2. He is Non-Aligned, which Earth admits."),
    "draw_last": QT_TRANSLATE_NOOP("tutorial_star_trek", "Spend your last counter on a draw."),
    "fly_trivas": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Nine aboard, Cunning 48. Fly to Trivas System for 5 Range."),
    "attempt_trivas": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Attempt Trivas System: Ada may spend 9 on dilemmas."),
    "reveal_wavefront": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Ada stacked three dilemmas in secret. Next reveals the first."),
    "reveal_pinned": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada chose whom Wavefront stops: Lian T'su. Next."),
    "pass_pinned": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Mission Briefing may be played now, but Pinned Down stops one at random: no skill helps. Pass."),
    "reveal_debt": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Pinned Down stopped Lopez, your only Biology. Next."),
    "brief": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "An Old Debt kills Rixx, your Leadership, unless the crew has Biology, Physics and Cunning over 32. "
        "Play Mission Briefing."),
    "brief_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "An interrupt costs no counters and is played when its moment comes, even mid-attempt."),
    "brief_pay": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "It costs another card from hand: discard D'Arsay Archive."),
    "brief_receive": QT_TRANSLATE_NOOP(
        "tutorial_star_trek", "Choose who faces the dilemma with borrowed skills: Rixx."),
    "brief_lend": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Lend Rixx stopped Lopez's skills: Biology, for this dilemma."),
    "pass_debt": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "One is enough: keep the other. Pass."),
    "check_trivas": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Rixx's borrowed Biology met An Old Debt: no one died. Next checks Trivas System."),
    "scored": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "The seven unstopped have Engineer, Geology, Physics, Science and Cunning 38: Trivas System is "
        "completed, 35 points."),
    "scored_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "A completed mission cannot be attempted again."),
    "end_orders_scored": QT_TRANSLATE_NOOP("tutorial_star_trek", "End your orders: Ada's turn comes."),
    "choose_pinned": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada attempts Adelaar System with four drones: you draw four of your dilemmas and may spend 4. Choose "
        "Pinned Down, for 2."),
    "choose_rule": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "A space mission takes only space and dual dilemmas."),
    "unchoose_pinned": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "The other two cost 3: the 2 left buy nothing. Until Done a pick can be taken back: take it back."),
    "choose_injury": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Choose Recurring Injury for 3: you, its owner, choose whom it stops, not chance."),
    "done_choosing": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Press Done: your stack goes face down at Adelaar System."),
    "stop_drone": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "No drone has 2 Biology or 2 Medical. Stop the Opposition Drone: Security, which Adelaar System "
        "needs."),
    "end": QT_TRANSLATE_NOOP(
        "tutorial_star_trek",
        "Ada's drones missed Adelaar System. You have 35 points; a planet is still to do: fly to Lapideas "
        "System, worth 30, and beam the crew down. Geology, Physics, Science and Cunning 48 meet it; two "
        "Geology add 5."),
}

# The battles lesson's words (codes "b_…"), in the same catalog: a game's lessons share one TEXTS.
TEXTS.update(BATTLE_TEXTS)
