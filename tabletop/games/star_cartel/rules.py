"""Star Cartel's rules: setup, loading, delivery, the price track, abilities and the Cassiopeia end.

Turn structure (rules: 手番にできること; rulings in shared/notes/star_cartel.md):
LOADING  — optional JETTISON, then load from the hub (mandatory when anything
           fits), optionally a second card from the same column (a third with
           SPECIALIST); when nothing fits at the start, deliver instead.
DELIVERY — when the load equals the capacity, when nothing fitted, or on a last
           turn (express): largest set +2, smallest −1 (ties: the deliverer
           chooses), stash one set (two with DOUBLE_STASH), take a new ship.
What a seat may do at each of these decisions, and why anything else is refused, steps.py declares as engine
Steps; this module applies the answers.
"""

from __future__ import annotations

import random
from functools import cached_property
from typing import Any, Mapping

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, OptionSpec, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.parts import FromParts, GameParts
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step, Stepped
from tabletop.games.star_cartel.components import BOX, CARDS, CASSIOPEIA, SHIPS, Ability, Cargo
from tabletop.games.star_cartel.moves import describe
from tabletop.games.star_cartel.state import Delivery, Fixer, Phase, StarCartelState
from tabletop.games.star_cartel.steps import (CAPACITY, CARGO, COLUMNS, ROWS, SIZE, UNIVERSE, ability_of, cargo_of,
                                              cargo_word, declare, loads, not_now, number, open_decision, stashable,
                                              tied)
from tabletop.games.star_cartel.view import StarCartelView, make_view
from tabletop.games.star_cartel.scoring import final_result

# The bots read these helpers here, beside the rules that use them.
__all__ = ["StarCartel", "cargo_of", "cargo_word", "moved_price", "number", "tied"]


class StarCartel(FromParts[StarCartelState, StarCartelView], Stepped[StarCartelState, StarCartelView]):
    """Star Cartel for 3–6 seats."""

    # A seat's view (one's own stash; only counts of the others'), the moves in words, and the result (the final
    # scores with the rules' tie-breaks).
    parts = GameParts(make_view, describe, final_result)

    id = "star-cartel"
    min_players = 3
    max_players = 6
    options = (OptionSpec("abilities", False, "cartel.option.abilities"),)  # off: the rules advise it for a first game
    # 2: a set chosen for the stash stays on the ship until the stash choice closes (DOUBLE_STASH's second
    # set), so a game saved between the two choices replays to another table.
    rules_version = 2

    # --- setup ----------------------------------------------------------------
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> StarCartelState:
        """Returns the table after setup (ゲームの準備)."""
        opts = self.check_setup(players, options)
        rng = random.Random(seed)
        draw = [c.id for c in CARDS]
        rng.shuffle(draw)
        hub: list[list[int]] = [[] for _ in range(COLUMNS)]
        set_aside: list[int] = []
        for r in range(ROWS):
            for c in range(COLUMNS):
                card = draw.pop()
                # Setup only: size-4 cards in the opening hub are set aside and replaced.
                while SIZE[card] == 4:
                    set_aside.append(card)
                    card = draw.pop()
                hub[c].append(card)
        draw.extend(set_aside)
        rng.shuffle(draw)
        shipyard = [s.id for s in BOX.shipyard if s.min_players <= players]
        shipyard.reverse()  # top ship last, so taking it is a pop()
        start = rng.randrange(players)
        prices = [BOX.price_start] * len(Cargo)
        return StarCartelState(
            players=players, abilities=opts["abilities"], rng=rng, prices=prices, hub=hub, draw=draw,
            discard=[], shipyard=shipyard, ship_discard=[],
            ships=[BOX.starting_ships[i].id for i in range(players)],
            loads=[[] for _ in range(players)], load_totals=[0] * players,
            stashes=[[] for _ in range(players)], start_seat=start, current=start,
            price_history=[tuple(prices)])

    # --- whose decision: the steps (steps.py) ------------------------------------------------------------
    def to_act(self, state: StarCartelState) -> tuple[Seat, ...]:
        """Returns the one seat whose turn it is (none once the game is over)."""
        return () if state.phase is Phase.OVER else (state.current,)

    def is_over(self, state: StarCartelState) -> bool:
        """Returns True after the last of the final turns."""
        return state.phase is Phase.OVER

    def open_decision(self, state: StarCartelState, seat: Seat) -> Decision | None:
        """Returns the decision `seat` answers now (its loading, or a delivery choice), or None: the game keeps no
        decision stack, the phase and the delivery so far tell it."""
        return open_decision(state, seat)

    @cached_property
    def steps(self) -> dict[str, Step]:
        """Returns each kind of decision's Step (steps.py), answered by this game's loading and delivery choices."""
        return declare(self._loading, self._delivery_choice)

    def not_now(self, state: StarCartelState, decision: Decision, action: Action) -> Reason:
        """Returns why a verb of another decision is refused: a loading is no delivery, a delivery choice comes
        first (steps.py)."""
        return not_now(decision, action)

    # --- applying actions -----------------------------------------------------
    def _loading(self, state: StarCartelState, decision: Decision, action: Action, events: list[Event]) -> None:
        """Applies a load, a jettison, the end of loading or a delivery because nothing fits (the loading's act)."""
        kind, seat = action.kind, decision.seat
        if kind == "load":
            self._load(state, seat, number(action.args[0]), number(action.args[1]), events)
        elif kind == "jettison":
            self._jettison(state, seat, number(action.args[0]), events)
        elif kind == "stop":
            self._finish_loading(state, events)
        else:  # deliver
            events.append(Event("cartel.nothing_fits", {"seat": seat}, seat))
            self._start_delivery(state, express=False, events=events)

    def _load(self, state: StarCartelState, seat: Seat, column: int, row: int, events: list[Event]) -> None:
        card = self._take(state, column, row, events)
        state.loads[seat].append(card)
        state.load_totals[seat] += SIZE[card]
        if not state.turn_picks:
            state.first_column = column
        state.turn_picks.append(card)
        events.append(Event("cartel.loaded", {
            "seat": seat, "cargo": cargo_word(CARGO[card]), "size": SIZE[card], "column": column + 1,
            "load": state.load_totals[seat], "capacity": CAPACITY[state.ships[seat]]}, seat))
        if not loads(state):
            self._finish_loading(state, events)

    def _jettison(self, state: StarCartelState, seat: Seat, row: int, events: list[Event]) -> None:
        state.jettisoned = True
        dumped = []
        for column in range(COLUMNS):
            if len(state.hub[column]) > row:
                card = state.hub[column].pop(row)
                state.discard.append(card)
                dumped.append(card)
        events.append(Event("cartel.jettisoned", {"seat": seat, "row": row + 1, "cards": len(dumped)}, seat))
        for column in range(COLUMNS):
            self._refill(state, column, events)

    def _take(self, state: StarCartelState, column: int, row: int, events: list[Event]) -> int:
        """Removes a hub card; the column drops one space and its top is refilled."""
        card = state.hub[column].pop(row)
        self._refill(state, column, events)
        return card

    def _refill(self, state: StarCartelState, column: int, events: list[Event]) -> None:
        cards = state.hub[column]
        while len(cards) < ROWS:
            if not state.draw:
                if not state.discard:
                    return  # both piles empty: the column stays short
                state.draw, state.discard = state.discard, []
                state.rng.shuffle(state.draw)
                events.append(Event("cartel.reshuffled", {"cards": len(state.draw)}, reveal=True))
            card = state.draw.pop()
            cards.append(card)
            events.append(Event("cartel.revealed", {
                "cargo": cargo_word(CARGO[card]), "size": SIZE[card], "column": column + 1}, reveal=True))

    def _finish_loading(self, state: StarCartelState, events: list[Event]) -> None:
        seat = state.current
        full = state.load_totals[seat] == CAPACITY[state.ships[seat]]
        if full:
            self._start_delivery(state, express=False, events=events)
        elif state.final_turn:
            self._start_delivery(state, express=True, events=events)
        else:
            self._end_turn(state, events)

    def _start_delivery(self, state: StarCartelState, express: bool, events: list[Event]) -> None:
        seat = state.current
        sets: dict[int, int] = {}
        for card in state.loads[seat]:
            sets[CARGO[card]] = sets.get(CARGO[card], 0) + SIZE[card]
        stash_limit = 2 if ability_of(state, seat) is Ability.DOUBLE_STASH else 1
        state.phase = Phase.DELIVERY
        state.delivery = Delivery(sets=sets, express=express, stash_limit=stash_limit)
        events.append(Event("cartel.express_delivery" if express else "cartel.delivery", {"seat": seat}, seat))
        self._advance_delivery(state, events)

    def _advance_delivery(self, state: StarCartelState, events: list[Event]) -> None:
        """Resolves every delivery step that needs no choice, stopping at the next choice."""
        d = state.delivery
        assert d is not None
        seat = state.current
        if d.largest is None and d.sets:
            ties = tied(d.sets, max)
            if len(ties) > 1:
                return
            d.largest = ties[0]
        if not d.smallest_resolved:
            rest = {t: s for t, s in d.sets.items() if t != d.largest}
            ties = tied(rest, min)
            if len(ties) > 1:
                return
            d.smallest = ties[0] if ties else None  # one cargo only: no smallest set
            d.smallest_resolved = True
        if d.fixer is None:
            if ability_of(state, seat) is Ability.FIXER and d.sets:
                return
            d.fixer = Fixer.NONE
        if not d.prices_moved:
            self._move_prices(state, d, events)
        if not d.stash_closed:
            remaining = stashable(d)
            if remaining and len(d.stashed) < d.stash_limit:
                if len(remaining) > 1 or d.stashed:
                    return  # a choice (or DOUBLE_STASH's optional second set)
                self._stash(state, remaining[0], events)
            d.stash_closed = True
        self._close_delivery(state, events)

    def _move_prices(self, state: StarCartelState, d: Delivery, events: list[Event]) -> None:
        seat = state.current
        d.prices_moved = True
        if d.largest is not None:
            delta = -2 if d.fixer is Fixer.LARGEST else (1 if d.express else 2)
            self._move_price(state, d.largest, delta, "largest", events)
        if d.smallest is not None:
            delta = 1 if d.fixer is Fixer.SMALLEST else (0 if d.express else -1)
            self._move_price(state, d.smallest, delta, "smallest", events)
        for t in (d.largest, d.smallest):
            if t is not None:
                self._discard_set(state, seat, t)
        state.price_history.append(tuple(state.prices))

    def _move_price(self, state: StarCartelState, cargo: int, delta: int, role: str, events: list[Event]) -> None:
        before = state.prices[cargo]
        after = moved_price(before, delta)
        crashed = before + delta > BOX.price_max
        state.prices[cargo] = after
        events.append(Event("cartel.crash" if crashed else "cartel.price_" + role, {
            "seat": state.current, "cargo": cargo_word(cargo), "before": before, "after": after,
            # The move the price made: a marker held at the bottom of the track reads "unchanged", not "−1".
            "delta": f"{delta if crashed else after - before:+d}"}, state.current))

    def _discard_set(self, state: StarCartelState, seat: Seat, cargo: int) -> None:
        load = state.loads[seat]
        state.discard.extend(c for c in load if CARGO[c] == cargo)
        _set_load(state, seat, [c for c in load if CARGO[c] != cargo])

    def _stash(self, state: StarCartelState, cargo: int, events: list[Event]) -> None:
        seat = state.current
        d = state.delivery
        assert d is not None
        d.stashed.append(cargo)
        cards = sum(1 for c in state.loads[seat] if CARGO[c] == cargo)
        events.append(Event("cartel.stashed", {"seat": seat, "cargo": cargo_word(cargo), "cards": cards},
                            seat, visible_to=seat))

    def _close_delivery(self, state: StarCartelState, events: list[Event]) -> None:
        seat = state.current
        d = state.delivery
        assert d is not None
        if d.stashed:
            # The chosen sets leave the ship only now, all together: while a second stash (DOUBLE_STASH)
            # is still open, a load missing one set would tell everyone which cargo went face down.
            cards = [c for c in state.loads[seat] if CARGO[c] in d.stashed]
            state.stashes[seat].extend(cards)
            _set_load(state, seat, [c for c in state.loads[seat] if CARGO[c] not in d.stashed])
            events.append(Event("cartel.stashed_count", {"seat": seat, "cards": len(cards)}, seat))
        leftover = state.loads[seat]
        if leftover:
            state.discard.extend(leftover)
            events.append(Event("cartel.discarded_rest", {"seat": seat, "cards": len(leftover)}, seat))
        _set_load(state, seat, [])
        state.delivery = None
        if not state.final_turn:
            old = state.ships[seat]
            new = state.shipyard.pop()
            state.ship_discard.append(old)
            state.ships[seat] = new
            events.append(Event("cartel.new_ship", {"seat": seat, "ship": SHIPS[new].name,
                                                    "capacity": SHIPS[new].capacity, "value": SHIPS[new].value}, seat))
            if new == CASSIOPEIA:
                n = state.players
                state.final_turns = [(seat + k) % n for k in range(1, n)]
                events.append(Event("cartel.cassiopeia", {"seat": seat}, seat))
        self._end_turn(state, events)

    def _delivery_choice(self, state: StarCartelState, decision: Decision, action: Action, events: list[Event]) -> None:
        """Applies a choice of the delivery, then goes on to its next choice (every delivery choice's act)."""
        seat = decision.seat
        d = state.delivery
        assert d is not None
        if action.kind == "fixer":
            d.fixer = Fixer(action.args[0])
            events.append(Event("cartel.fixer_" + d.fixer.value, {"seat": seat}, seat))
        elif action.kind == "end_stash":
            d.stash_closed = True
        else:
            cargo = int(cargo_of(action.args[0]))
            if action.kind == "largest":
                d.largest = cargo
            elif action.kind == "smallest":
                d.smallest = cargo
                d.smallest_resolved = True
            else:
                self._stash(state, cargo, events)
                if len(d.stashed) >= d.stash_limit or not stashable(d):
                    d.stash_closed = True
        self._advance_delivery(state, events)

    def _end_turn(self, state: StarCartelState, events: list[Event]) -> None:
        seat = state.current
        state.phase = Phase.LOADING
        state.turn_picks = []
        state.first_column = None
        state.jettisoned = False
        state.delivery = None
        if state.final_turns is not None:
            if not state.final_turns:
                state.phase = Phase.OVER
                state.final_turn = False
                events.append(Event("cartel.game_over", {}))
                return
            state.current = state.final_turns.pop(0)
            state.final_turn = True
        else:
            state.current = (seat + 1) % state.players
        state.turn += 1
        events.append(Event("cartel.last_turn" if state.final_turn else "cartel.turn", {"seat": state.current},
                            state.current))

    # --- views, scoring, test hooks ------------------------------------------
    def invariants(self, state: StarCartelState) -> list[str]:
        """Returns broken invariants: cards and ships conserved, prices 1–9, loads within capacity."""
        problems: list[str] = []
        places = [*state.draw, *state.discard, *(c for col in state.hub for c in col),
                  *(c for load in state.loads for c in load), *(c for s in state.stashes for c in s)]
        if sorted(places) != list(range(len(CARDS))):
            problems.append(f"contraband not conserved: {len(places)} cards placed, {len(set(places))} distinct")
        if any(not BOX.price_min <= p <= BOX.price_max for p in state.prices):
            problems.append(f"price off the track: {state.prices}")
        for s in range(state.players):
            total = sum(SIZE[c] for c in state.loads[s])
            if total != state.load_totals[s]:
                problems.append(f"seat {s} load total {state.load_totals[s]} != {total}")
            if total > CAPACITY[state.ships[s]]:
                problems.append(f"seat {s} load {total} exceeds capacity {CAPACITY[state.ships[s]]}")
        if any(len(col) > ROWS for col in state.hub):
            problems.append("a hub column holds more than three cards")
        return problems + _ship_problems(state)

    def scramble_hidden(self, state: StarCartelState, seat: Seat | None, rng: random.Random) -> StarCartelState:
        """Returns a copy where `seat`'s stash (None: the draw pile order) is swapped for other cards."""
        other = state.copy()
        if seat is None:
            rng.shuffle(other.draw)
            other.rng = random.Random(rng.random())
            return other
        d = other.delivery
        if d is not None and seat == other.current and d.stashed and not d.stash_closed:
            # A stash choice still open is as secret as the stash: another set could have been chosen.
            others = [t for t in d.sets if t not in (d.largest, d.smallest, *d.stashed)]
            if others:
                d.stashed = [*d.stashed[:-1], rng.choice(others)]
        stash = other.stashes[seat]
        # Swap stash cards with same-sized pile cards of another cargo: the count stays, the contents change.
        for pile in (other.draw, other.discard):
            for i, card in enumerate(stash):
                j = next((j for j, c in enumerate(pile) if CARGO[c] != CARGO[card] and SIZE[c] == SIZE[card]), None)
                if j is not None:
                    stash[i], pile[j] = pile[j], stash[i]
        return other

    def action_universe(self, state: StarCartelState) -> list[Action]:
        """Returns every action Star Cartel knows."""
        return list(UNIVERSE)


def moved_price(price: int, delta: int) -> int:
    """Returns the price after a move: above 9 it crashes to 1, and it never goes below 1."""
    after = price + delta
    if after > BOX.price_max:
        return BOX.crash_to
    return max(BOX.price_min, after)


def _set_load(state: StarCartelState, seat: Seat, cards: list[int]) -> None:
    """Replaces a seat's load, keeping the running total in step."""
    state.loads[seat] = cards
    state.load_totals[seat] = sum(SIZE[c] for c in cards)


def _ship_problems(state: StarCartelState) -> list[str]:
    """Returns what is broken among the ship cards and the phases they govern: a ship in two places or lost, a
    delivery outside its phase, the last turns out of step with the Cassiopeia."""
    problems: list[str] = []
    # Every ship of this player count is in exactly one place: under a seat, in the shipyard or discarded.
    ships = [*state.ships, *state.shipyard, *state.ship_discard]
    if len(ships) != len(set(ships)):
        problems.append("a ship card is in two places")
    boxed = {s.id for s in BOX.starting_ships[:state.players]} | {
        s.id for s in BOX.shipyard if s.min_players <= state.players}
    if set(ships) != boxed:
        lost, extra = sorted(boxed - set(ships)), sorted(set(ships) - boxed)
        problems.append(f"ships not conserved: lost {lost}, not in this game {extra}")
    if (state.delivery is not None) != (state.phase is Phase.DELIVERY):
        problems.append(f"a delivery in progress in phase {state.phase.value}")
    if (CASSIOPEIA in state.shipyard) == (state.final_turns is not None):
        problems.append("the last turns do not match where the Cassiopeia is")
    return problems
