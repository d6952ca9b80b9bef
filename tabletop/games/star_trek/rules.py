"""Star Trek CCG, Second Edition: Federation (Earth) against Borg (Unicomplex), as shared/notes/star_trek.md says.

Every choice is a decision on the engine's decision stack: the turn's segments (play and draw, orders, discard),
the choices card orders open (turn.py, orders.py), and a mission attempt's steps (attempt.py): the dilemma
owner's secret draw and stack are private decisions of the other seat in the middle of the attempting player's
turn; windows and "choose a personnel" picks follow. Each kind of decision is a Step: the actions worth listing,
why one is refused, applying one; the legal list is the listed actions that are not refused, so the list and
the reasons cannot disagree (the busiest steps build that same list in one pass, legal.py, and a test holds the
two equal). Big choices go pick by pick (a stack, Picard's three cards, Mission Briefing).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable, Mapping

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, OptionError, OptionSpec, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.parts import FromParts, GameParts
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Stepped
from tabletop.games.star_trek import attempt, battles, deck_orders, orders, turn
from tabletop.games.star_trek.components import (COUNTERS, DEFAULT_BATTLE_SWITCHES, DEFAULT_SWITCHES, HAND_SIZE,
                                                 BattleSwitches, Kind, Switches, uid_of)
from tabletop.games.star_trek.decks import DeckList, decks_from_option, premade_decks
from tabletop.games.star_trek.crew import range_left
from tabletop.games.star_trek.legal import FAST
from tabletop.games.star_trek.moves import describe
from tabletop.games.star_trek.scoring import final_result
from tabletop.games.star_trek.state import Side, StarTrekState, commander_of, owner_of
from tabletop.games.star_trek.steps import Step
from tabletop.games.star_trek.view import StarTrekView, make_view
from tabletop.games.star_trek.zones import draw_cards

# Every kind of decision's Step; the busiest have the list legal.py builds in one pass as their fast list.
STEPS: dict[str, Step] = {kind: step._replace(fast=FAST.get(kind, step.fast))
                          for kind, step in {**turn.STEPS, **orders.STEPS, **attempt.STEPS,
                                             **battles.STEPS, **deck_orders.STEPS}.items()}
# Each kind's legal list (its fast list, else its checked one) and act, read in one lookup at every move of a game.
LISTS: dict[str, Callable[[StarTrekState, Decision], list[Action]]] = {
    kind: step.fast if step.fast is not None else step.checked for kind, step in STEPS.items()}
ACTS = {kind: step.act for kind, step in STEPS.items()}


SEATS = ((0,), (1,))   # to_act's answers, made once


def deal(players_decks: tuple[DeckList, DeckList], rng: random.Random) -> tuple[tuple[str, ...], list[Side]]:
    """Returns every card's id by number ("" where no card has it) and each side with its missions, shuffled deck
    and pile (nothing drawn)."""
    premade = premade_decks()
    numbered: dict[int, str] = {}
    sides = []
    for seat, deck in enumerate(players_decks):
        ids = deck.cards()
        for i, card_id in enumerate(ids):
            numbered[uid_of(seat, i)] = card_id
        n_draw = sum(n for _, n in deck.draw_deck)
        missions = [uid_of(seat, i) for i in range(len(deck.missions))]
        draw = [uid_of(seat, i) for i in range(len(missions), len(missions) + n_draw)]
        pile = [uid_of(seat, i) for i in range(len(missions) + n_draw, len(ids))]
        rng.shuffle(draw)
        rng.shuffle(pile)
        own_name = "" if premade.get(deck.id) == deck else deck.name
        sides.append(Side(deck.id, deck=draw, pile=pile, missions=missions, deck_name=own_name))
    cards = tuple(numbered.get(u, "") for u in range(max(numbered) + 1))
    return _one_of(cards), sides  # fixed for the game: a tuple, which copies of the state share (legal.Dealt)


def _one_of(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Returns the one tuple kept for these card ids by number: a card's number is its place in its deck's list,
    so every game of one pairing of decks numbers its cards alike, and given one tuple, its games share the tables
    worked out for it (legal.Dealt: the board's reach, the Fleets, the splits)."""
    kept = DEALT_CARDS.get(cards)
    if kept is None:
        if len(DEALT_CARDS) >= 64:   # many decks met (deck files): the older tuples stay with their games
            DEALT_CARDS.clear()
        kept = DEALT_CARDS[cards] = cards
    return kept


DEALT_CARDS: dict[tuple[str, ...], tuple[str, ...]] = {}   # each `cards` tuple dealt, kept as the one of its value


def switches_from(options: Mapping[str, Any]) -> Switches:
    """Returns the rule switches the options set (the notes' defaults otherwise)."""
    return DEFAULT_SWITCHES._replace(
        attempt_needs_staffed_ship=options["attempt_needs_staffed_ship"],
        failed_space_attempt_stops_ship=options["failed_space_attempt_stops_ship"],
        unstop_at_owner_turn=options["unstop_at_owner_turn"],
        stopped_card_text_active=options["stopped_card_text_active"],
        interlink_uses=options["interlink_uses"], turn_limit=options["turn_limit"])


def battle_switches_from(options: Mapping[str, Any]) -> BattleSwitches:
    """Returns the battles note's rule switches the options set (its defaults otherwise)."""
    return BattleSwitches(**{name: options[name] for name in BattleSwitches._fields})


def decks_of(options: Mapping[str, Any]) -> tuple[DeckList, DeckList]:
    """Returns the two seats' decks: options["decks"], or the seed pairing with Federation at `federation_seat`."""
    try:
        decks = decks_from_option(options["decks"])
    except ValueError as e:
        raise OptionError(Reason("st.bad_decks", {"why": str(e)})) from None
    if not options["decks"].strip() and options["federation_seat"] == 2:
        decks = (decks[1], decks[0])
    return decks


class StarTrek(FromParts[StarTrekState, StarTrekView], Stepped[StarTrekState, StarTrekView]):
    """Star Trek CCG 2E for two seats: Federation against Borg."""

    # A seat's view (the open table, one's own hand and secrets, sizes of the rest), the moves in words, and the
    # result (the scores and ranks (§12)).
    parts = GameParts(make_view, describe, final_result)

    id = "star-trek"
    rules_version = 2   # 2: the attempting player steps through the dilemmas (`next`); stack picks can be taken back
    min_players = 2
    max_players = 2
    options = (
        OptionSpec("federation_seat", 1, "st.option.federation_seat", 1, 2),
        OptionSpec("turn_limit", DEFAULT_SWITCHES.turn_limit, "st.option.turn_limit", 0, 400),
        OptionSpec("failed_space_attempt_stops_ship", DEFAULT_SWITCHES.failed_space_attempt_stops_ship,
                   "st.option.failed_space_attempt_stops_ship"),
        OptionSpec("stopped_card_text_active", DEFAULT_SWITCHES.stopped_card_text_active,
                   "st.option.stopped_card_text_active"),
        OptionSpec("attempt_needs_staffed_ship", DEFAULT_SWITCHES.attempt_needs_staffed_ship,
                   "st.option.attempt_needs_staffed_ship"),
        OptionSpec("unstop_at_owner_turn", DEFAULT_SWITCHES.unstop_at_owner_turn, "st.option.unstop_at_owner_turn"),
        OptionSpec("interlink_uses", DEFAULT_SWITCHES.interlink_uses, "st.option.interlink_uses", 1, 3),
        # The battles note's switches (star_trek_decks.md §2.10), named as BattleSwitches' fields.
        OptionSpec("damage_cards_to_destroy", DEFAULT_BATTLE_SWITCHES.damage_cards_to_destroy,
                   "st.option.damage_cards_to_destroy", 2, 3),
        OptionSpec("damage_repair_at_headquarters", DEFAULT_BATTLE_SWITCHES.damage_repair_at_headquarters,
                   "st.option.damage_repair_at_headquarters"),
        OptionSpec("battle_stops_both", DEFAULT_BATTLE_SWITCHES.battle_stops_both, "st.option.battle_stops_both"),
        OptionSpec("stopped_defenders_fight", DEFAULT_BATTLE_SWITCHES.stopped_defenders_fight,
                   "st.option.stopped_defenders_fight"),
        OptionSpec("joined_ships_add_attributes", DEFAULT_BATTLE_SWITCHES.joined_ships_add_attributes,
                   "st.option.joined_ships_add_attributes"),
        OptionSpec("malfunction_this_mission", DEFAULT_BATTLE_SWITCHES.malfunction_this_mission,
                   "st.option.malfunction_this_mission"),
        OptionSpec("download_shuffles", DEFAULT_BATTLE_SWITCHES.download_shuffles, "st.option.download_shuffles"),
        # Seat 1's and seat 2's decks (decks.decks_option): "" is the seed pairing; a text option, so New game
        # shows the deck pickers, not a box.
        OptionSpec("decks", "", "st.option.decks"),
    )

    # --- setup ------------------------------------------------------------------------------------------
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> StarTrekState:
        """Returns the table after setup: missions out, decks and piles shuffled, 7 cards each, a random first."""
        opts = self.check_setup(players, options)
        rng = random.Random(seed)
        cards, sides = deal(decks_of(opts), rng)
        first = rng.randrange(2)
        state = StarTrekState(rng=rng, switches=switches_from(opts), cards=cards, sides=sides, first=first,
                              current=first, battle_switches=battle_switches_from(opts))
        events: list[Event] = []
        for seat in (first, 1 - first):
            draw_cards(state, seat, HAND_SIZE, events)
        turn.start_turn(state, events)
        return state

    # --- whose decision: the top of the decision stack, answered by the steps (turn.py, orders.py, attempt.py) ---
    def is_over(self, state: StarTrekState) -> bool:
        """Returns True once somebody has won on points, or the game ended by deck-out or the turn limit."""
        return state.over

    steps = STEPS

    # The three calls a bot's game makes at every move, answered off the decision stack straight: a Star Trek
    # frame holds one decision (one seat decides at a time), so its top decision is read without the two calls
    # through Stepped.open_decision and DecisionStack.open each makes; any other frame goes through Stepped.
    def to_act(self, state: StarTrekState) -> tuple[Seat, ...]:
        """Returns the seat of the decision on top of the stack (none once the game is over: it is empty)."""
        frames = state.decisions.frames
        if frames and len(frames[-1].decisions) == 1:
            return SEATS[frames[-1].decisions[0].seat]
        return state.decisions.to_act()

    def legal_actions(self, state: StarTrekState, seat: Seat) -> list[Action]:
        """Returns every legal action of `seat` now: the legal answers to its open decision."""
        frames = state.decisions.frames
        if frames:
            decision = frames[-1].decisions[0]
            if decision.seat == seat:
                return LISTS[decision.kind](state, decision)
        return super().legal_actions(state, seat)

    def apply(self, state: StarTrekState, seat: Seat, action: Action) -> list[Event]:
        """Applies a legal action to the seat's open decision, through its step's act; returns what happened."""
        frames = state.decisions.frames
        decision = frames[-1].decisions[0] if frames else None
        if decision is None or decision.seat != seat:
            return super().apply(state, seat, action)
        events: list[Event] = []
        ACTS[decision.kind](state, decision, action, events)
        return events

    def not_now(self, state: StarTrekState, decision: Decision, action: Action) -> Reason:
        """Returns why a verb of another step is refused: the step the decision is in."""
        return Reason("st.not_now", {"step": f"step_{decision.kind}"})

    # --- views, results, test hooks -----------------------------------------------------------------------------
    def invariants(self, state: StarTrekState) -> list[str]:
        """Returns broken invariants: every card in one zone, counters and Range in bounds, places and scores sound."""
        return check_invariants(state)

    def scramble_hidden(self, state: StarTrekState, seat: Seat | None, rng: random.Random) -> StarTrekState:
        """Returns a copy whose secrets of `seat` differ (None: the deck and pile orders and the RNG)."""
        other = state.copy()
        if seat is None:
            for side in other.sides:
                rng.shuffle(side.deck)
                down = [u for u in side.pile if u not in side.face_up]
                up = [u for u in side.pile if u in side.face_up]
                rng.shuffle(down)
                side.pile = down + up
            other.rng = random.Random(rng.random())
            return other
        side = other.sides[seat]
        if side.hand and side.deck:  # a hand card and a deck card change places: only the owner sees its hand
            i, j = rng.randrange(len(side.hand)), rng.randrange(len(side.deck))
            side.hand[i], side.deck[j] = side.deck[j], side.hand[i]
        return other

    def action_universe(self, state: StarTrekState) -> list[Action]:
        """Returns the legal actions of the seat to act and a sample of every other form, legal or not."""
        acts = [turn.DRAW, turn.END_PLAY, turn.END_ORDERS, turn.END_TURN, Action("pass"), Action("done"),
                Action("next"),
                Action("name", ("Physics",)), Action("name", ("Flying",)), Action("play", (9999,)),
                Action("bogus")]
        for side in state.sides:
            for u in side.hand[:3]:
                acts += [Action(v, (u,)) for v in ("play", "discard", "tuck", "brief", "adapt", "analyze", "pay")]
            for m in side.missions:
                acts.append(Action("attempt", (m,)))
        inplay = list(state.loc)[:12]
        for u in inplay:
            kind = state.card(u).kind
            if kind is Kind.PERSONNEL:
                acts += [Action("order", (u,)), Action("beam", (u, state.sides[owner_of(u)].missions[0])),
                         Action("interlink", (u,)), Action("stop", (u,)), Action("aboard", (u,)),
                         Action("receive", (u,)), Action("lend", (u,))]
            else:
                acts += [Action("move", (u, state.sides[0].missions[1])), Action("ship", (u,)),
                         Action("attempt", (state.loc[u], u))]
        a = state.attempt
        if a is not None:
            acts += [Action("choose", (u,)) for u in a.drawn[:4]] + [Action("unchoose", (u,)) for u in a.drawn[:4]] \
                + [Action("add", (a.mission,))]
        for seat in self.to_act(state):
            acts += self.legal_actions(state, seat)
        return list(dict.fromkeys(acts))


def zones_of(state: StarTrekState) -> list[int]:
    """Returns every card number found in a zone (each should appear once)."""
    found: list[int] = []
    for side in state.sides:
        found += side.hand + side.deck + side.discard + side.pile + side.missions + side.core + side.removed
    found += list(state.loc) + list(state.gear)
    for cards in state.damage.values():
        found += cards
    for cards in (*state.beneath.values(), *state.on_mission.values()):
        found += cards
    a = state.attempt
    if a is not None:
        found += a.drawn + a.added + a.stack + ([a.current] if a.current is not None else [])
    return found


def check_invariants(state: StarTrekState) -> list[str]:
    """Returns the broken invariants of a state."""
    problems = []
    found = zones_of(state)
    numbered = [u for u, card_id in enumerate(state.cards) if card_id]
    if sorted(found) != numbered:
        doubled = sorted(u for u, n in Counter(found).items() if n > 1)
        lost = sorted(set(numbered) - set(found))
        problems.append(f"cards not conserved: doubled {doubled}, lost {lost}")
    if not 0 <= state.counters <= COUNTERS:
        problems.append(f"counters {state.counters} out of 0..{COUNTERS}")
    problems += _side_problems(state) + _place_problems(state)
    if not state.stopped <= set(state.loc):
        problems.append("a stopped mark on a card not in play")
    if not state.over and not state.decisions.to_act():
        problems.append("nobody is deciding")
    if state.attempt is not None and not set(state.attempt.group) <= set(state.loc):
        problems.append("an attempting personnel is not in play")
    return problems


def _side_problems(state: StarTrekState) -> list[str]:
    """Returns what is wrong in the sides' piles and scores."""
    problems = []
    for side in state.sides:
        if any(state.card(u).kind is not Kind.DILEMMA for u in side.pile):
            problems.append("a non-dilemma in a dilemma pile")
        if not side.face_up <= set(side.pile):
            problems.append("a face-up mark on a card not in the pile")
        if side.score != sum(side.breakdown.values()):
            problems.append(f"score {side.score} is not the sum of its breakdown")
        if any(state.card(u).kind in (Kind.MISSION, Kind.DILEMMA) for u in side.hand + side.deck + side.discard):
            problems.append("a mission or dilemma among draw-deck cards")
    return problems


def _place_problems(state: StarTrekState) -> list[str]:
    """Returns what is wrong with where the cards in play are: ships at missions within their Range, personnel
    on a surface or aboard a ship of their commander, nothing else in play."""
    problems = []
    for uid, place in state.loc.items():
        card = state.card(uid)
        if card.kind is Kind.SHIP:
            if state.card(place).kind is not Kind.MISSION:
                problems.append(f"ship {uid} is not at a mission")
            elif range_left(state, uid) < 0:
                problems.append(f"ship {uid} spent more Range than it has")
        elif card.kind is Kind.PERSONNEL:
            where = state.card(place)
            if where.kind is Kind.SHIP:
                if place not in state.loc or commander_of(state, place) != commander_of(state, uid):
                    problems.append(f"personnel {uid} aboard a ship not of its owner in play")
            elif where.kind is not Kind.MISSION or where.mission_type == "space":
                problems.append(f"personnel {uid} on no surface")
        else:
            problems.append(f"card {uid} of type {card.kind.value} in play")
    return problems
