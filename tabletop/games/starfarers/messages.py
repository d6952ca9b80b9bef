"""English texts of Catan: Starfarers' codes: refusals, log lines, prompts, options and the game's words."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping

from tabletop.messages import QT_TRANSLATE_NOOP
from tabletop.translatable import Translate


MESSAGES = {
    # Why a move is refused.
    "sf.not_now": QT_TRANSLATE_NOOP("starfarers", "Not now: the table is waiting for {step}."),
    "sf.bad_argument": QT_TRANSLATE_NOOP("starfarers", "“{action}” names nothing on this table."),
    "sf.bad_neutral": QT_TRANSLATE_NOOP(
        "starfarers", "The neutral colour must be yellow, red, white or blue, not “{colour}”."),
    "sf.same_type": QT_TRANSLATE_NOOP("starfarers", "A trade gives and takes different resources, not {resource} for {resource}."),
    "sf.rate_unavailable": QT_TRANSLATE_NOOP(
        "starfarers", "You cannot trade {resource} at {rate}:1 now (3:1, goods 2:1, and the Merchants' cards)."),
    "sf.not_enough": QT_TRANSLATE_NOOP("starfarers", "You need {need:{resource}|{resource}} and hold {have}."),
    "sf.supply_empty": QT_TRANSLATE_NOOP("starfarers", "The supply has no {resource} left."),
    "sf.no_fame_card": QT_TRANSLATE_NOOP("starfarers", "You have no Fame for Sale card {card}."),
    "sf.card_used": QT_TRANSLATE_NOOP("starfarers", "This Fame for Sale card was already used this turn."),
    "sf.fame_tray_empty": QT_TRANSLATE_NOOP("starfarers", "No fame medal pieces are left in the tray."),
    "sf.no_ships": QT_TRANSLATE_NOOP(
        "starfarers", "You have no ship on the board: end the turn instead (no shake, no encounter)."),
    "sf.fly_first": QT_TRANSLATE_NOOP("starfarers", "You have ships on the board: shake the mothership and fly."),
    "sf.no_cards_to_trade": QT_TRANSLATE_NOOP("starfarers", "You hold no resource cards to trade."),
    "sf.nobody_can_trade": QT_TRANSLATE_NOOP("starfarers", "No other player holds a card to trade."),
    "sf.upgrade_limit": QT_TRANSLATE_NOOP("starfarers", "You already have the most {upgrade} allowed: {most:piece|pieces}."),
    "sf.tray_empty": QT_TRANSLATE_NOOP("starfarers", "The upgrades tray has no {upgrade} left."),
    "sf.not_your_colony": QT_TRANSLATE_NOOP("starfarers", "A spaceport upgrades one of your colonies; {node} is not one."),
    "sf.no_shipyard": QT_TRANSLATE_NOOP("starfarers", "All three of your shipyard rings are in play."),
    "sf.not_your_site": QT_TRANSLATE_NOOP("starfarers", "Ships are built beside your own spaceports, not on {node}."),
    "sf.site_occupied": QT_TRANSLATE_NOOP("starfarers", "A piece stands on {node}."),
    "sf.no_transport": QT_TRANSLATE_NOOP("starfarers", "All three of your transports are on the board."),
    "sf.no_colony": QT_TRANSLATE_NOOP("starfarers", "You have no colony left in your supply."),
    "sf.no_station": QT_TRANSLATE_NOOP("starfarers", "You have no trade station left in your supply."),
    "sf.cannot_afford": QT_TRANSLATE_NOOP("starfarers", "A {what} costs {cost}."),
    "sf.build_where": QT_TRANSLATE_NOOP("starfarers", "Choose where: click a marked place on the galaxy to build the {what}."),
    "sf.no_colony_to_upgrade": QT_TRANSLATE_NOOP("starfarers", "A spaceport upgrades one of your colonies: you have none."),
    "sf.no_spaceport_to_build_at": QT_TRANSLATE_NOOP("starfarers", "Ships are built beside your own spaceports: you have none."),
    "sf.both_sides": QT_TRANSLATE_NOOP("starfarers", "{resource} cannot be on both sides of a trade."),
    "sf.want_too_many": QT_TRANSLATE_NOOP("starfarers", "Nobody can give more than {most:card|cards}."),
    "sf.not_an_opponent": QT_TRANSLATE_NOOP("starfarers", "{seat} is making the offer."),
    "sf.already_skipped": QT_TRANSLATE_NOOP("starfarers", "The offer is already closed to {seat}."),
    "sf.nobody_open": QT_TRANSLATE_NOOP("starfarers", "The offer must stay open to at least one player."),
    "sf.no_gifts": QT_TRANSLATE_NOOP("starfarers", "No gifts: both sides of a trade give at least one card."),
    "sf.propose_first": QT_TRANSLATE_NOOP("starfarers", "Choose “propose” first to write a proposal."),
    "sf.nothing_to_cancel": QT_TRANSLATE_NOOP("starfarers", "Nothing is written yet: send a call for proposals instead."),
    "sf.finish_proposal": QT_TRANSLATE_NOOP("starfarers", "Finish or cancel the proposal first."),
    "sf.active_has_no_cards": QT_TRANSLATE_NOOP("starfarers", "The active player holds no cards to trade."),
    "sf.call_only": QT_TRANSLATE_NOOP("starfarers", "This is a call for proposals: there is no offer to accept."),
    "sf.not_open_to_you": QT_TRANSLATE_NOOP("starfarers", "The offer is not open to you."),
    "sf.lack_cards": QT_TRANSLATE_NOOP("starfarers", "One side no longer holds the cards of this trade."),
    "sf.no_answer_from": QT_TRANSLATE_NOOP("starfarers", "{seat} neither accepted nor proposed a trade."),
    "sf.none_to_return": QT_TRANSLATE_NOOP("starfarers", "You hold no {resource}."),
    "sf.not_a_target": QT_TRANSLATE_NOOP("starfarers", "You cannot take a card from {seat}."),
    "sf.answer_number": QT_TRANSLATE_NOOP("starfarers", "Answer with a number from 0 to {highest}."),
    "sf.answer_cards": QT_TRANSLATE_NOOP("starfarers", "You cannot give {n:card|cards}: you hold {have}."),
    "sf.answer_yes_no": QT_TRANSLATE_NOOP("starfarers", "Answer yes or no."),
    "sf.yes_needs_cards": QT_TRANSLATE_NOOP("starfarers", "Saying yes needs {n:resource card|resource cards} in hand."),
    "sf.upgrade_does_not_fit": QT_TRANSLATE_NOOP("starfarers", "No more {upgrade} fit: at the limit, or the tray is empty."),
    "sf.no_such_upgrade": QT_TRANSLATE_NOOP("starfarers", "You have no {upgrade} to remove."),
    "sf.not_your_ship": QT_TRANSLATE_NOOP("starfarers", "Ship {ship} is not one of your ships on the board."),
    "sf.already_halted": QT_TRANSLATE_NOOP("starfarers", "That ship is already halted."),
    "sf.cannot_end_there": QT_TRANSLATE_NOOP("starfarers", "This ship may not end its flight on {node}."),
    "sf.card_not_here": QT_TRANSLATE_NOOP("starfarers", "{card} is not among this outpost's friendship cards."),
    "sf.finish_ship_first": QT_TRANSLATE_NOOP(
        "starfarers", "The moving ship stands on {node}, where it may not end: move it on before starting another."),
    "sf.ship_done": QT_TRANSLATE_NOOP("starfarers", "That ship has finished its flight this turn."),
    "sf.ship_halted": QT_TRANSLATE_NOOP("starfarers", "That ship does not move this flight."),
    "sf.not_adjacent": QT_TRANSLATE_NOOP("starfarers", "The ship is not next to {node}: ships move one edge per step."),
    "sf.no_steps_left": QT_TRANSLATE_NOOP("starfarers", "Not enough speed: this ship has no step left (speed {speed})."),
    "sf.stranded": QT_TRANSLATE_NOOP(
        "starfarers", "From {node} the ship could not reach a place to end its flight with the steps left."),
    "sf.not_colony_ship": QT_TRANSLATE_NOOP("starfarers", "Only a colony ship founds a colony."),
    "sf.not_colony_site": QT_TRANSLATE_NOOP("starfarers", "Colonies are founded on colony sites between two planets, not on {node}."),
    "sf.site_taken": QT_TRANSLATE_NOOP("starfarers", "Another piece already stands on {node}."),
    "sf.hazard_blocks": QT_TRANSLATE_NOOP(
        "starfarers", "A pirate base or an ice planet next to {node} blocks colonies: beat or terraform it first."),
    "sf.two_colonies": QT_TRANSLATE_NOOP("starfarers", "With 3 players a system holds at most 2 colonies."),
    "sf.not_docking_point": QT_TRANSLATE_NOOP("starfarers", "Only a trade ship on an outpost's docking point founds a station."),
    "sf.dock_refused": QT_TRANSLATE_NOOP(
        "starfarers", "No station here: {stations:station is|stations are} docked already, and a station needs more "
                      "freight pods than that; you have {pods:freight pod|freight pods}."),
    "sf.dock_taken": QT_TRANSLATE_NOOP(
        "starfarers", "No station here: another ship already stands on {node}, so nobody can dock there now."),
    "sf.docks_full": QT_TRANSLATE_NOOP("starfarers", "No station here: every dock at {node} is taken."),
    "sf.must_dock": QT_TRANSLATE_NOOP(
        "starfarers", "A trade ship that ends its flight on an outpost's docking point must found its trade station "
                      "there: found it on {node}, or fly on."),
    "sf.must_leave": QT_TRANSLATE_NOOP("starfarers", "The ship on {node} must found a colony or end its flight elsewhere."),
    # The game log.
    "sf.turn": QT_TRANSLATE_NOOP("starfarers", "{seat}'s turn {turn}."),
    "sf.rolled": QT_TRANSLATE_NOOP("starfarers", "{seat} rolls {a} and {b}: {total}."),
    "sf.produced": QT_TRANSLATE_NOOP("starfarers", "{seat} produces {n:{resource}|{resource}}."),
    "sf.shortage": QT_TRANSLATE_NOOP("starfarers", "The supply is short of {resource}: nobody gets any."),
    "sf.reserve_draw": QT_TRANSLATE_NOOP("starfarers", "{seat} draws {cards:card|cards} from the reserve pile."),
    "sf.reserve_draw_seen": QT_TRANSLATE_NOOP("starfarers", "(Only {seat} sees this) {seat} drew {resources}."),
    "sf.reserve_rebuilt": QT_TRANSLATE_NOOP("starfarers", "The reserve pile is rebuilt from the supply ({cards:card|cards})."),
    "sf.returned": QT_TRANSLATE_NOOP("starfarers", "{seat} returns 1 {resource} to the supply."),
    "sf.robbed": QT_TRANSLATE_NOOP("starfarers", "{seat} takes a random card from {victim}."),
    "sf.robbed_seen": QT_TRANSLATE_NOOP("starfarers", "(Only {seat} and {victim} see this) The card was {resource}."),
    "sf.helped": QT_TRANSLATE_NOOP("starfarers", "A Helping Hand: {seat} draws a random card from {victim}."),
    "sf.helped_seen": QT_TRANSLATE_NOOP("starfarers", "(Only {seat} and {victim} see this) The card was {resource}."),
    "sf.nothing_to_rob": QT_TRANSLATE_NOOP("starfarers", "Nobody holds a card for {seat} to take."),
    "sf.supply_trade": QT_TRANSLATE_NOOP("starfarers", "{seat} trades {n:{give}|{give}} for 1 {get} with the supply."),
    "sf.built": QT_TRANSLATE_NOOP("starfarers", "{seat} builds a {what}."),
    "sf.offer_sent": QT_TRANSLATE_NOOP("starfarers", "{seat} offers {give} for {want}."),
    "sf.call_sent": QT_TRANSLATE_NOOP("starfarers", "{seat} calls for trade proposals."),
    "sf.accepted": QT_TRANSLATE_NOOP("starfarers", "{seat} accepts the offer."),
    "sf.passed": QT_TRANSLATE_NOOP("starfarers", "{seat} passes."),
    "sf.proposed": QT_TRANSLATE_NOOP("starfarers", "{seat} proposes {give} for {want}."),
    "sf.traded": QT_TRANSLATE_NOOP("starfarers", "{seat} trades {give} to {victim} for {get}."),
    "sf.no_trade": QT_TRANSLATE_NOOP("starfarers", "{seat} takes none of the answers."),
    "sf.no_flight": QT_TRANSLATE_NOOP("starfarers", "{seat} has no ship on the board: no flight."),
    "sf.shaken": QT_TRANSLATE_NOOP("starfarers", "{seat} shakes the mothership: {balls}, speed {speed}."),
    "sf.encounter": QT_TRANSLATE_NOOP("starfarers", "Encounter for {seat}: {title}."),
    "sf.encounters_shuffled": QT_TRANSLATE_NOOP("starfarers", "The encounter cards are shuffled ({cards:card|cards})."),
    "sf.answered": QT_TRANSLATE_NOOP("starfarers", "{seat} answers {answer}."),
    "sf.contest": QT_TRANSLATE_NOOP(
        "starfarers", "Contest of {stat}: {seat} {value} ({balls}) against {victim} {rival_value} ({rival_balls})."),
    "sf.council": QT_TRANSLATE_NOOP("starfarers", "The Galactic Council: the best-equipped fleets have {most:upgrade|upgrades}, the weakest "
                                "{fewest:upgrade|upgrades}."),
    "sf.fame_gained": QT_TRANSLATE_NOOP("starfarers", "{seat} gains {n:fame medal piece|fame medal pieces}."),
    "sf.fame_lost": QT_TRANSLATE_NOOP("starfarers", "{seat} loses {n:fame medal piece|fame medal pieces}."),
    "sf.took": QT_TRANSLATE_NOOP("starfarers", "{seat} takes 1 {resource} from the supply."),
    "sf.upgrade_gained": QT_TRANSLATE_NOOP("starfarers", "{seat} takes a free {upgrade}."),
    "sf.upgrade_lost": QT_TRANSLATE_NOOP("starfarers", "{seat} removes a {upgrade}."),
    "sf.halted": QT_TRANSLATE_NOOP("starfarers", "{seat}'s ship on {node} does not move this flight."),
    "sf.ship_placed": QT_TRANSLATE_NOOP("starfarers", "{seat} places a free trade ship on {node}."),
    "sf.ship_token": QT_TRANSLATE_NOOP("starfarers", "{seat} takes a trade ship token, to place when possible."),
    "sf.token_placed": QT_TRANSLATE_NOOP("starfarers", "{seat} places a trade ship from a token on {node}."),
    "sf.jumped": QT_TRANSLATE_NOOP("starfarers", "Space jump: {seat}'s ship arrives at {node}."),
    "sf.step": QT_TRANSLATE_NOOP("starfarers", "{seat}'s ship moves to {node}."),
    "sf.explored": QT_TRANSLATE_NOOP("starfarers", "{seat} explores {system}: {discs}."),
    "sf.pirate_beaten": QT_TRANSLATE_NOOP("starfarers", "{seat} beats the pirate base {strength} at {planet}: 1 VP."),
    "sf.ice_terraformed": QT_TRANSLATE_NOOP("starfarers", "{seat} terraforms the ice planet {strength} at {planet}: 1 VP."),
    "sf.reserve_disc": QT_TRANSLATE_NOOP("starfarers", "A reserve disc {number} goes face up on {planet}."),
    "sf.colony_founded": QT_TRANSLATE_NOOP("starfarers", "{seat} founds a colony at {node}."),
    "sf.station_founded": QT_TRANSLATE_NOOP("starfarers", "{seat} docks a trade station at the {civ}' outpost."),
    "sf.marker_taken": QT_TRANSLATE_NOOP("starfarers", "{seat} takes the {civ}' friendship marker (2 VP)."),
    "sf.befriended": QT_TRANSLATE_NOOP("starfarers", "{seat} takes the friendship card {card}."),
    "sf.won": QT_TRANSLATE_NOOP("starfarers", "{seat} has {vp:VP|VP} on their own turn and wins!"),
    # The moves, as the move list, the hint, the tutorial and `replay` name them (moves.py).
    "sf.move.roll": QT_TRANSLATE_NOOP("starfarers", "Roll the dice"),
    "sf.move.shake": QT_TRANSLATE_NOOP("starfarers", "Shake the mothership"),
    "sf.move.end_turn": QT_TRANSLATE_NOOP("starfarers", "End the turn"),
    "sf.move.offer": QT_TRANSLATE_NOOP("starfarers", "Write an offer to the others"),
    "sf.move.offer_send": QT_TRANSLATE_NOOP("starfarers", "Send the offer"),
    "sf.move.offer_cancel": QT_TRANSLATE_NOOP("starfarers", "Cancel the offer"),
    "sf.move.accept": QT_TRANSLATE_NOOP("starfarers", "Accept the offer"),
    "sf.move.pass": QT_TRANSLATE_NOOP("starfarers", "Pass"),
    "sf.move.propose": QT_TRANSLATE_NOOP("starfarers", "Propose a trade"),
    "sf.move.propose_send": QT_TRANSLATE_NOOP("starfarers", "Send the proposal"),
    "sf.move.propose_cancel": QT_TRANSLATE_NOOP("starfarers", "Cancel the proposal"),
    "sf.move.take_none": QT_TRANSLATE_NOOP("starfarers", "Take no answer"),
    "sf.move.end_flight": QT_TRANSLATE_NOOP("starfarers", "End the flight"),
    "sf.move.trade": QT_TRANSLATE_NOOP("starfarers", "Trade {n:{give}|{give}} for 1 {get}"),
    "sf.move.build_at": QT_TRANSLATE_NOOP("starfarers", "Build a {what} at {node}"),
    "sf.move.build": QT_TRANSLATE_NOOP("starfarers", "Build a {what}"),
    "sf.move.step": QT_TRANSLATE_NOOP("starfarers", "Move {ship} to {node}"),
    "sf.move.found": QT_TRANSLATE_NOOP("starfarers", "Found a colony with {ship}"),
    "sf.move.dock": QT_TRANSLATE_NOOP("starfarers", "Dock a trade station with {ship}"),
    "sf.move.halt": QT_TRANSLATE_NOOP("starfarers", "Halt {ship}"),
    "sf.move.jump_ship": QT_TRANSLATE_NOOP("starfarers", "Jump with {ship}"),
    "sf.move.jump": QT_TRANSLATE_NOOP("starfarers", "Jump to {node}"),
    "sf.move.place_ship": QT_TRANSLATE_NOOP("starfarers", "Place the trade ship at {node}"),
    "sf.move.befriend": QT_TRANSLATE_NOOP("starfarers", "Take the friendship card {card}"),
    "sf.move.fame_for_sale": QT_TRANSLATE_NOOP("starfarers", "Fame for Sale: 1 goods for 1 fame medal piece"),
    "sf.move.offer_skip": QT_TRANSLATE_NOOP("starfarers", "Close the offer to {seat}"),
    "sf.move.take_offer": QT_TRANSLATE_NOOP("starfarers", "Take {seat}'s answer"),
    "sf.move.rob": QT_TRANSLATE_NOOP("starfarers", "Take a card from {seat}"),
    "sf.move.help": QT_TRANSLATE_NOOP("starfarers", "Draw a card from {seat}"),
    "sf.move.take_trade": QT_TRANSLATE_NOOP("starfarers", "Take {seat}'s trade: you get {give} for {want}"),
    "sf.move.offer_give": QT_TRANSLATE_NOOP("starfarers", "Offer: give 1 {what}"),
    "sf.move.offer_want": QT_TRANSLATE_NOOP("starfarers", "Offer: want 1 {what}"),
    "sf.move.propose_give": QT_TRANSLATE_NOOP("starfarers", "Proposal: give 1 {what}"),
    "sf.move.propose_want": QT_TRANSLATE_NOOP("starfarers", "Proposal: want 1 {what}"),
    "sf.move.return": QT_TRANSLATE_NOOP("starfarers", "Return 1 {what}"),
    "sf.move.take": QT_TRANSLATE_NOOP("starfarers", "Take 1 {what}"),
    "sf.move.upgrade": QT_TRANSLATE_NOOP("starfarers", "Take a free {what}"),
    "sf.move.remove": QT_TRANSLATE_NOOP("starfarers", "Remove a {what}"),
    "sf.move.answer": QT_TRANSLATE_NOOP("starfarers", "Answer: {what}"),
    "sf.move.ship": QT_TRANSLATE_NOOP("starfarers", "the {kind}"),
    "sf.move.ship_at": QT_TRANSLATE_NOOP("starfarers", "the {kind} at {node}"),
    "sf.move.ship_number": QT_TRANSLATE_NOOP("starfarers", "ship {ship}"),
    # What the table asks for.
    "sf.prompt.roll": QT_TRANSLATE_NOOP("starfarers", "{seat}: roll the dice."),
    "sf.prompt.trade": QT_TRANSLATE_NOOP("starfarers", "{seat}: trade and build, then shake the mothership."),
    "sf.prompt.place_token": QT_TRANSLATE_NOOP("starfarers", "{seat}: place the trade ship from your token on a spaceport site."),
    "sf.prompt.offer": QT_TRANSLATE_NOOP("starfarers", "{seat}: write an offer (what you give, what you want, to whom)."),
    "sf.prompt.answer": QT_TRANSLATE_NOOP("starfarers", "{seat}: accept the offer, propose a trade, or pass."),
    "sf.prompt.choose": QT_TRANSLATE_NOOP("starfarers", "{seat}: take one answer, or none."),
    "sf.prompt.discard": QT_TRANSLATE_NOOP("starfarers", "{seat}: a 7! Return {left:card|cards} of your choice."),
    "sf.prompt.rob": QT_TRANSLATE_NOOP("starfarers", "{seat}: choose an opponent to take a random card from."),
    "sf.prompt.relief": QT_TRANSLATE_NOOP("starfarers", "{seat}: Galactic Relief Fund: take 1 resource of your choice."),
    "sf.prompt.help": QT_TRANSLATE_NOOP("starfarers", "{seat}: A Helping Hand: choose an opponent with more VP."),
    "sf.prompt.encounter": QT_TRANSLATE_NOOP("starfarers", "{seat}: an encounter! Give your answer."),
    "sf.prompt.give": QT_TRANSLATE_NOOP("starfarers", "{seat}: return {left:card|cards} of your choice."),
    "sf.prompt.take": QT_TRANSLATE_NOOP("starfarers", "{seat}: take {left:card|cards} of your choice from the supply."),
    "sf.prompt.upgrade": QT_TRANSLATE_NOOP("starfarers", "{seat}: choose a free upgrade."),
    "sf.prompt.lose": QT_TRANSLATE_NOOP("starfarers", "{seat}: choose an upgrade to remove."),
    "sf.prompt.wear": QT_TRANSLATE_NOOP("starfarers", "{seat}: Wear and Tear (more than {more_than:upgrade|upgrades}): remove one."),
    "sf.prompt.halt": QT_TRANSLATE_NOOP("starfarers", "{seat}: choose a ship that does not move this flight."),
    "sf.prompt.place_ship": QT_TRANSLATE_NOOP("starfarers", "{seat}: place your free trade ship on a spaceport site."),
    "sf.prompt.jump_ship": QT_TRANSLATE_NOOP("starfarers", "{seat}: space jump: choose a ship."),
    "sf.prompt.jump": QT_TRANSLATE_NOOP("starfarers", "{seat}: space jump: choose where the ship arrives."),
    "sf.prompt.befriend": QT_TRANSLATE_NOOP("starfarers", "{seat}: choose a friendship card."),
    "sf.prompt.fly": QT_TRANSLATE_NOOP("starfarers", "{seat}: move your ships, then end the flight."),
    # Why the hint suggests a move, in the heuristic bot's terms.
    "sf.why.build": QT_TRANSLATE_NOOP("starfarers", "Build a {what}: it is the next piece of the plan."),
    "sf.why.trade_for": QT_TRANSLATE_NOOP(
        "starfarers", "This trade brings {get}: the next {what} still needs {resources}."),
    "sf.why.trade_players": QT_TRANSLATE_NOOP(
        "starfarers", "A trade with the others toward the next {what}, which still needs {resources}."),
    "sf.why.wait": QT_TRANSLATE_NOOP(
        "starfarers", "Nothing to build yet: the next {what} still needs {resources}."),
    "sf.why.wait_built": QT_TRANSLATE_NOOP("starfarers", "Nothing more to do now: the next {what} must wait."),
    "sf.why.end_flight": QT_TRANSLATE_NOOP(
        "starfarers", "No step brings a ship closer to a free colony site or an open outpost now."),
    "sf.why.step_on": QT_TRANSLATE_NOOP("starfarers", "This ship has nowhere worth reaching: it moves on to {node}."),
    "sf.why.step_colony": QT_TRANSLATE_NOOP(
        "starfarers", "This colony ship reaches {node} in {steps:step|steps}, this flight."),
    "sf.why.step_colony_later": QT_TRANSLATE_NOOP(
        "starfarers", "This colony ship is then {steps:step|steps} from {node}: it gets there on a later flight."),
    "sf.why.step_outpost": QT_TRANSLATE_NOOP(
        "starfarers", "This trade ship reaches {node} in {steps:step|steps}, this flight, to found a trade station."),
    "sf.why.step_outpost_later": QT_TRANSLATE_NOOP(
        "starfarers", "This trade ship is then {steps:step|steps} from {node}, where it founds a trade station."),
    "sf.why.arrive_colony": QT_TRANSLATE_NOOP(
        "starfarers", "This step brings the colony ship onto {node}: it can found a colony there."),
    "sf.why.arrive_outpost": QT_TRANSLATE_NOOP(
        "starfarers", "This step brings the trade ship onto {node}: it founds its trade station there."),
    "sf.why.found_colony": QT_TRANSLATE_NOOP(
        "starfarers", "A colony on {node} scores at once: {vp:VP|VP} in all."),
    "sf.why.dock": QT_TRANSLATE_NOOP("starfarers", "A trade station at {node}: you choose one of its friendship cards."),
    "sf.why.dock_marker": QT_TRANSLATE_NOOP(
        "starfarers", "A trade station at {node}: a friendship card, and its friendship marker (2 VP) comes to you."),
    "sf.why.spaceport": QT_TRANSLATE_NOOP(
        "starfarers", "A spaceport on {node}: {vp:VP|VP} in all, and two more sites to build ships on."),
    "sf.why.build_colony_ship": QT_TRANSLATE_NOOP(
        "starfarers", "A colony ship here is {steps:step|steps} from {node}, the best free colony site."),
    "sf.why.build_trade_ship": QT_TRANSLATE_NOOP(
        "starfarers", "A trade ship here is {steps:step|steps} from {node}, where your freight pods found a station."),
    "sf.why.build_ship_at": QT_TRANSLATE_NOOP(
        "starfarers", "A {what} at {node}: no free colony site or open outpost is in sight yet, but it can fly at once."),
    "sf.why.booster": QT_TRANSLATE_NOOP(
        "starfarers", "A booster: your ships then fly {n:step|steps} beyond the mothership's shake on every flight."),
    "sf.why.cannon": QT_TRANSLATE_NOOP(
        "starfarers", "A cannon: {n:cannon|cannons} then, for pirate bases and pirates."),
    "sf.why.freight_pod": QT_TRANSLATE_NOOP(
        "starfarers", "A freight pod: with {n:freight pod|freight pods} you may found a station at {node}."),
    "sf.why.freight_pods": QT_TRANSLATE_NOOP(
        "starfarers", "A freight pod: {n:freight pod|freight pods} then, for trade stations and ice planets."),
    "sf.why.done": QT_TRANSLATE_NOOP("starfarers", "Nothing more worth doing now."),
    # Options.
    "sf.option.neutral": QT_TRANSLATE_NOOP("starfarers", "Neutral colour with 3 players"),
}

# Words that event and reason parameters carry.
TERMS = {
    "ore": QT_TRANSLATE_NOOP("starfarers", "ore"),
    "fuel": QT_TRANSLATE_NOOP("starfarers", "fuel"),
    "carbon": QT_TRANSLATE_NOOP("starfarers", "carbon"),
    "food": QT_TRANSLATE_NOOP("starfarers", "food"),
    "goods": QT_TRANSLATE_NOOP("starfarers", "goods"),
    "booster": QT_TRANSLATE_NOOP("starfarers", "booster"),
    "cannon": QT_TRANSLATE_NOOP("starfarers", "cannon"),
    "freight_pod": QT_TRANSLATE_NOOP("starfarers", "freight pod"),
    "spaceport": QT_TRANSLATE_NOOP("starfarers", "spaceport"),
    "colony_ship": QT_TRANSLATE_NOOP("starfarers", "colony ship"),
    "trade_ship": QT_TRANSLATE_NOOP("starfarers", "trade ship"),
    "green_folk": QT_TRANSLATE_NOOP("starfarers", "Green Folk"),
    "scientists": QT_TRANSLATE_NOOP("starfarers", "Scientists"),
    "merchants": QT_TRANSLATE_NOOP("starfarers", "Merchants"),
    "diplomats": QT_TRANSLATE_NOOP("starfarers", "Diplomats"),
    "resource_count": QT_TRANSLATE_NOOP("starfarers", "{n:{resource}|{resource}}"),  # "2 ore" in a list of cards
    "speed": QT_TRANSLATE_NOOP("starfarers", "speed"),
    "combat": QT_TRANSLATE_NOOP("starfarers", "combat"),
    "yes": QT_TRANSLATE_NOOP("starfarers", "yes"),
    "no": QT_TRANSLATE_NOOP("starfarers", "no"),
    "roll": QT_TRANSLATE_NOOP("starfarers", "the roll"),
    "trade": QT_TRANSLATE_NOOP("starfarers", "trade and build"),
    "fly": QT_TRANSLATE_NOOP("starfarers", "the flight"),
    "offer": QT_TRANSLATE_NOOP("starfarers", "the offer being written"),
    "answer": QT_TRANSLATE_NOOP("starfarers", "an answer to the offer"),
    "choose": QT_TRANSLATE_NOOP("starfarers", "the choice of an answer"),
    "discard": QT_TRANSLATE_NOOP("starfarers", "discards on a 7"),
    "rob": QT_TRANSLATE_NOOP("starfarers", "the robbery"),
    "relief": QT_TRANSLATE_NOOP("starfarers", "the Galactic Relief Fund"),
    "help": QT_TRANSLATE_NOOP("starfarers", "A Helping Hand"),
    "encounter": QT_TRANSLATE_NOOP("starfarers", "the answer to the encounter"),
    "give": QT_TRANSLATE_NOOP("starfarers", "cards to return"),
    "take": QT_TRANSLATE_NOOP("starfarers", "cards to take"),
    "upgrade": QT_TRANSLATE_NOOP("starfarers", "a free upgrade"),
    "lose": QT_TRANSLATE_NOOP("starfarers", "an upgrade to remove"),
    "halt": QT_TRANSLATE_NOOP("starfarers", "a ship to halt"),
    "place_ship": QT_TRANSLATE_NOOP("starfarers", "a free trade ship's site"),
    "place_token": QT_TRANSLATE_NOOP("starfarers", "a trade ship token's site"),
    "jump_ship": QT_TRANSLATE_NOOP("starfarers", "the ship to jump"),
    "jump": QT_TRANSLATE_NOOP("starfarers", "the jump's destination"),
    "befriend": QT_TRANSLATE_NOOP("starfarers", "a friendship card"),
}

RESOURCE_WORDS = ("ore", "fuel", "carbon", "food", "goods")


def _cards(value: Any, translate: Translate) -> str:
    """Returns cards counted by resource ({"ore": 2}) as "2 ore, 1 fuel" in the current language."""
    if isinstance(value, str):
        return translate(*TERMS[value]) if value in TERMS else value
    if not isinstance(value, Mapping):
        return str(value)
    from tabletop.messages import FORMATTER

    count = translate(*TERMS["resource_count"])
    parts = [FORMATTER.format(count, n=n, resource=translate(*TERMS[w]) if w in TERMS else w) for w, n in value.items()]
    return translate("engine", ", ").join(parts) if parts else "—"


# The galaxy's landmarks: the four home systems of the Catanian Colonies, the eight planetary systems
# (numbered as the board shows them) and the four alien outposts.
SECTOR_NAMES = {
    "H_A": QT_TRANSLATE_NOOP("starfarers", "Colonies A"),
    "H_B": QT_TRANSLATE_NOOP("starfarers", "Colonies B"),
    "H_C": QT_TRANSLATE_NOOP("starfarers", "Colonies C"),
    "H_D": QT_TRANSLATE_NOOP("starfarers", "Colonies D"),
    "S01": QT_TRANSLATE_NOOP("starfarers", "System 1"),
    "S02": QT_TRANSLATE_NOOP("starfarers", "System 2"),
    "S03": QT_TRANSLATE_NOOP("starfarers", "System 3"),
    "S04": QT_TRANSLATE_NOOP("starfarers", "System 4"),
    "S05": QT_TRANSLATE_NOOP("starfarers", "System 5"),
    "S06": QT_TRANSLATE_NOOP("starfarers", "System 6"),
    "S07": QT_TRANSLATE_NOOP("starfarers", "System 7"),
    "S08": QT_TRANSLATE_NOOP("starfarers", "System 8"),
    "O_GF": QT_TRANSLATE_NOOP("starfarers", "the Green Folk outpost"),
    "O_ME": QT_TRANSLATE_NOOP("starfarers", "the Merchants' outpost"),
    "O_DI": QT_TRANSLATE_NOOP("starfarers", "the Diplomats' outpost"),
    "O_SC": QT_TRANSLATE_NOOP("starfarers", "the Scientists' outpost"),
}

# How an intersection reads (places.py says which parts each one has).
PLACE_TEXTS = {
    "site": QT_TRANSLATE_NOOP("starfarers", "the colony site between {a} and {b} in {sector}"),
    "dock": QT_TRANSLATE_NOOP("starfarers", "the docking point of {sector}"),
    "edge_planet": QT_TRANSLATE_NOOP("starfarers", "the point at {clock} by the {resource} planet of {sector}"),
    "edge_outpost": QT_TRANSLATE_NOOP("starfarers", "the approach at {clock} to {sector}"),
    "space": QT_TRANSLATE_NOOP("starfarers", "the point {steps:step|steps} out from {sector} at {clock}"),
    "hour": QT_TRANSLATE_NOOP("starfarers", "{h} o'clock"),
    "half_hour": QT_TRANSLATE_NOOP("starfarers", "half past {h}"),
    "planet": QT_TRANSLATE_NOOP("starfarers", "the {resource} planet of {sector}"),
    "pirate": QT_TRANSLATE_NOOP("starfarers", "pirate base {strength}"),
    "ice": QT_TRANSLATE_NOOP("starfarers", "ice planet {strength}"),
}

# The friendship cards' names and rules (names other than the Diplomats' four, and all wording, are ours).
FRIENDSHIP_TEXTS = {
    "GF_ORE": (QT_TRANSLATE_NOOP("starfarers", "Ore Harvest"), QT_TRANSLATE_NOOP(
        "starfarers", "On any production roll that gives you at least one ore from planets, take 1 more ore.")),
    "GF_FUEL": (QT_TRANSLATE_NOOP("starfarers", "Fuel Harvest"), QT_TRANSLATE_NOOP(
        "starfarers", "On any production roll that gives you at least one fuel from planets, take 1 more fuel.")),
    "GF_CARBON": (QT_TRANSLATE_NOOP("starfarers", "Carbon Harvest"), QT_TRANSLATE_NOOP(
        "starfarers", "On any production roll that gives you at least one carbon from planets, take 1 more carbon.")),
    "GF_FOOD": (QT_TRANSLATE_NOOP("starfarers", "Food Harvest"), QT_TRANSLATE_NOOP(
        "starfarers", "On any production roll that gives you at least one food from planets, take 1 more food.")),
    "GF_GOODS": (QT_TRANSLATE_NOOP("starfarers", "Goods Harvest"), QT_TRANSLATE_NOOP(
        "starfarers", "On any production roll that gives you at least one goods from planets, take 1 more goods.")),
    "SC_BC1": (QT_TRANSLATE_NOOP("starfarers", "Improved Drives and Guns"), QT_TRANSLATE_NOOP(
        "starfarers", "Counts as 1 booster and 1 cannon for all your ships (not a physical upgrade).")),
    "SC_BC2": (QT_TRANSLATE_NOOP("starfarers", "Improved Drives and Guns"), QT_TRANSLATE_NOOP(
        "starfarers", "Counts as 1 booster and 1 cannon for all your ships (not a physical upgrade).")),
    "SC_BC3": (QT_TRANSLATE_NOOP("starfarers", "Improved Drives and Guns"), QT_TRANSLATE_NOOP(
        "starfarers", "Counts as 1 booster and 1 cannon for all your ships (not a physical upgrade).")),
    "SC_BB": (QT_TRANSLATE_NOOP("starfarers", "Improved Drives"), QT_TRANSLATE_NOOP(
        "starfarers", "Counts as 2 boosters for all your ships (not physical).")),
    "SC_CC": (QT_TRANSLATE_NOOP("starfarers", "Improved Guns"), QT_TRANSLATE_NOOP(
        "starfarers", "Counts as 2 cannons for all your ships (not physical).")),
    "ME_ORE": (QT_TRANSLATE_NOOP("starfarers", "Ore Broker"), QT_TRANSLATE_NOOP(
        "starfarers", "Trade 2 ore for 1 other resource from the supply, as often as you like.")),
    "ME_FUEL": (QT_TRANSLATE_NOOP("starfarers", "Fuel Broker"), QT_TRANSLATE_NOOP(
        "starfarers", "Trade 2 fuel for 1 other resource from the supply, as often as you like.")),
    "ME_CARBON": (QT_TRANSLATE_NOOP("starfarers", "Carbon Broker"), QT_TRANSLATE_NOOP(
        "starfarers", "Trade 2 carbon for 1 other resource from the supply, as often as you like.")),
    "ME_FOOD": (QT_TRANSLATE_NOOP("starfarers", "Food Broker"), QT_TRANSLATE_NOOP(
        "starfarers", "Trade 2 food for 1 other resource from the supply, as often as you like.")),
    "ME_GOODS": (QT_TRANSLATE_NOOP("starfarers", "Goods Broker"), QT_TRANSLATE_NOOP(
        "starfarers", "Once per turn, trade 1 goods for 1 other resource from the supply.")),
    "DI_TRIBUTE": (QT_TRANSLATE_NOOP("starfarers", "Reduced Tribute"), QT_TRANSLATE_NOOP(
        "starfarers", "When a 7 is rolled you discard only if you hold more than 12 resource cards.")),
    "DI_FAME1": (QT_TRANSLATE_NOOP("starfarers", "Fame for Sale"), QT_TRANSLATE_NOOP(
        "starfarers", "Once per turn in your trade & build phase: return 1 goods, take 1 fame medal piece "
                      "(not while the tray is empty).")),
    "DI_RELIEF": (QT_TRANSLATE_NOOP("starfarers", "Galactic Relief Fund"), QT_TRANSLATE_NOOP(
        "starfarers", "If your own production roll (not a 7) owes you nothing from planets, take 1 resource of "
                      "your choice from the supply, if it holds one.")),
    "DI_HELP": (QT_TRANSLATE_NOOP("starfarers", "A Helping Hand"), QT_TRANSLATE_NOOP(
        "starfarers", "At the end of your production phase, if an opponent has more VP than you, draw 1 random "
                      "resource card from one of them.")),
}
FRIENDSHIP_TEXTS["DI_FAME2"] = FRIENDSHIP_TEXTS["DI_FAME1"]  # the Diplomats' two copies of one card


# The stand-in encounter cards (all their contents are ours): each family's title and question.
ENCOUNTER_TITLES = {
    "A Merchant's Request": QT_TRANSLATE_NOOP("starfarers", "A Merchant's Request"),
    "The Travelers' Collection": QT_TRANSLATE_NOOP("starfarers", "The Travelers' Collection"),
    "Pirate Raiders": QT_TRANSLATE_NOOP("starfarers", "Pirate Raiders"),
    "Pirate Toll": QT_TRANSLATE_NOOP("starfarers", "Pirate Toll"),
    "Distress Call": QT_TRANSLATE_NOOP("starfarers", "Distress Call"),
    "Wormhole": QT_TRANSLATE_NOOP("starfarers", "Wormhole"),
    "Galactic Council": QT_TRANSLATE_NOOP("starfarers", "Galactic Council"),
    "Asteroid Field": QT_TRANSLATE_NOOP("starfarers", "Asteroid Field"),
    "Wear and Tear": QT_TRANSLATE_NOOP("starfarers", "Wear and Tear"),
}
ENCOUNTER_QUESTIONS = {
    "merchant_gift": QT_TRANSLATE_NOOP(
        "starfarers", "A merchant ship hails you and asks for a contribution. How many resource cards (0-3) do you give?"),
    "traveler_gift": QT_TRANSLATE_NOOP(
        "starfarers", "Travelers collect supplies for a long voyage. How many resource cards (0-3) do you give?"),
    "pirate_attack": QT_TRANSLATE_NOOP("starfarers", "Pirates close in on your fleet. Do you try to outrun them?"),
    "pirate_toll": QT_TRANSLATE_NOOP(
        "starfarers", "A pirate captain demands 2 resource cards for safe passage. Do you pay?"),
    "distress_call": QT_TRANSLATE_NOOP(
        "starfarers", "A ship drifts toward a star and calls for help. Do you try a rescue?"),
    "wormhole": QT_TRANSLATE_NOOP("starfarers", "A wormhole opens ahead of your ships. Do you fly into it?"),
    "galactic_council": QT_TRANSLATE_NOOP(
        "starfarers", "The Galactic Council honours the best-equipped fleet and supports the weakest. "
                      "Applies to all players."),
    "asteroid_field": QT_TRANSLATE_NOOP("starfarers", "A shortcut leads through an asteroid field. Do you take it?"),
    "wear_and_tear": QT_TRANSLATE_NOOP(
        "starfarers", "Long flights wear ships down: every player over the limit of physical upgrades removes 1 of "
                      "their choice. Then you meet a new encounter."),
}


def encounter_title(value: Any, translate: Translate) -> str:
    """Returns an encounter card's title in the current language."""
    return translate(*ENCOUNTER_TITLES[value]) if value in ENCOUNTER_TITLES else str(value)


BALL_WORDS = {
    "yellow": QT_TRANSLATE_NOOP("starfarers", "yellow"),
    "red": QT_TRANSLATE_NOOP("starfarers", "red"),
    "blue": QT_TRANSLATE_NOOP("starfarers", "blue"),
    "black": QT_TRANSLATE_NOOP("starfarers", "black"),
}


def ball_words(value: Any, translate: Translate) -> str:
    """Returns the mothership's balls ("yellow+black") in the current language."""
    if not isinstance(value, str):
        return str(value)
    return "+".join(translate(*BALL_WORDS[b]) if b in BALL_WORDS else b for b in value.split("+"))


def sector_words(value: Any, translate: Translate) -> str:
    """Returns a sector id (`S03`, `O_ME`) as its name ("System 3", "the Merchants' outpost")."""
    return translate(*SECTOR_NAMES[value]) if value in SECTOR_NAMES else str(value)


def _resource(word: str, translate: Translate) -> str:
    return translate(*TERMS[word]) if word in TERMS else word


def _clock(hour: str, translate: Translate) -> str:
    """Returns a clock position ("2", "1:30") as "2 o'clock" / "half past 1"."""
    whole, _, half = hour.partition(":")
    return translate(*PLACE_TEXTS["half_hour" if half else "hour"]).format(h=whole)


@lru_cache(maxsize=None)
def _places() -> tuple[Callable[[str], Any], Any]:
    """Returns the board's place finder and the formatter: imported on first use (the catalog loads without the
    board), then kept, since a table redraw names places hundreds of times."""
    from tabletop.games.starfarers.places import place_of
    from tabletop.messages import FORMATTER

    return place_of, FORMATTER


def place_words(value: Any, translate: Translate) -> str:
    """Returns a node id (`v5_21`) as a place a player finds on the board; any other value as it is."""
    place_of, FORMATTER = _places()
    place = place_of(value) if isinstance(value, str) else None
    if place is None:
        return str(value)
    sector = sector_words(place.sector, translate)
    if place.kind == "site":
        a, b = (_resource(r, translate) for r in place.resources)
        return translate(*PLACE_TEXTS["site"]).format(sector=sector, a=a, b=b)
    if place.kind == "dock":
        return translate(*PLACE_TEXTS["dock"]).format(sector=sector)
    clock = _clock(place.hour, translate)
    if place.kind == "edge":
        if place.resources:
            return translate(*PLACE_TEXTS["edge_planet"]).format(
                sector=sector, resource=_resource(place.resources[0], translate), clock=clock)
        return translate(*PLACE_TEXTS["edge_outpost"]).format(sector=sector, clock=clock)
    return str(FORMATTER.format(translate(*PLACE_TEXTS["space"]), steps=place.steps, sector=sector, clock=clock))


def planet_words(value: Any, translate: Translate) -> str:
    """Returns a planet hex id (`h2_20`) as "the ore planet of System 1"."""
    from tabletop.games.starfarers.board import PLANETS, SECTORS

    planet = next((p for p in PLANETS if p.id == value), None)
    if planet is None:
        return str(value)
    return translate(*PLACE_TEXTS["planet"]).format(resource=_resource(planet.resource.word, translate),
                                                    sector=sector_words(SECTORS[planet.sector].id, translate))


def disc_words(value: Any, translate: Translate) -> str:
    """Returns revealed discs ("4, pirate4, 10") with hazards named ("4, pirate base 4, 10")."""
    if not isinstance(value, str):
        return str(value)
    parts = []
    for disc in value.split(", "):
        for hazard in ("pirate", "ice"):
            if disc.startswith(hazard) and disc[len(hazard):].isdigit():
                disc = translate(*PLACE_TEXTS[hazard]).format(strength=disc[len(hazard):])
        parts.append(disc)
    return translate("engine", ", ").join(parts)


def card_name(value: Any, translate: Translate) -> str:
    """Returns a friendship card id (`ME_ORE`) as its name ("Ore Broker"); any other value as it is."""
    return translate(*FRIENDSHIP_TEXTS[value][0]) if value in FRIENDSHIP_TEXTS else str(value)


def card_rule(card: str, translate: Translate) -> str:
    """Returns a friendship card's rule text in the current language."""
    return translate(*FRIENDSHIP_TEXTS[card][1]) if card in FRIENDSHIP_TEXTS else card


PARAMS = {"give": _cards, "want": _cards, "get": _cards, "cost": _cards, "resources": _cards, "node": place_words,
          "planet": planet_words, "system": sector_words, "discs": disc_words, "card": card_name,
          "title": encounter_title, "balls": ball_words, "rival_balls": ball_words}

# The parameters that count things: each is always written {name:one|many} (tabletop/messages.py).
COUNTS = frozenset({"pods", "stations", "cards", "left", "n", "steps", "most", "need", "vp", "more_than", "sf.council:fewest"})
