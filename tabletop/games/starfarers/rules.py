"""Catan: Starfarers' rules for 3–4 seats on the beginner board, to 15 VP (shared/notes/starfarers.md): the turn flow.

A turn is production → trade & build → flight. Every choice is a decision on the engine's decision stack: the
turn's phase at the bottom (`roll`, `trade`, `fly`), and above it whatever a rule asks on the way — discards on
a 7 (each seat in order, behind the curtain), the robbery, an offer being written, each other seat's answer to
an offer round, the active player's pick of an answer, an encounter's question and its picks, Wear and Tear for
each seat over the threshold, a friendship card. Steps that need no choice run from the state's agenda (the
production steps, an encounter card's operations, the turn's phases and its end); a step that needs one pushes a
decision and the agenda waits. Big choices are made pick by pick (`discard ore`, `offer_give fuel`, …), flights
step by step.

Each kind of decision is an engine Step (tabletop/engine/steps.py), declared beside the rules it belongs to:
set-up in setup.py, the roll, discards and the robbery in production.py, trading and offers in trade.py, ships
in flight.py, an encounter's questions in encounters.py. Every action is checked by its step's check, which
gives the reason for a refusal; the legal list is the candidates that pass it (or a fast list tests hold equal
to it), so the list and the reasons cannot disagree. This module keeps the turn: whose decision, the agenda,
the phases, the end of a turn and the win.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, OptionError, OptionSpec, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.parts import FromParts, GameParts
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Check, Step, Stepped
from tabletop.games.starfarers import encounters, fast_lists, flight, production, setup, trade
from tabletop.games.starfarers.arguments import BadArgument
from tabletop.games.starfarers.audit import invariants, scramble_hidden
from tabletop.games.starfarers.board import BOARD, COLONY_SITE
from tabletop.games.starfarers.components import BOX
from tabletop.games.starfarers.encounters import OPS, Op
from tabletop.games.starfarers.flight import END_FLIGHT, foreign_sites, ships_of
from tabletop.games.starfarers.moves import describe
from tabletop.games.starfarers.production import PRODUCTION_OPS, ROLL
from tabletop.games.starfarers.scoring import all_points, final_result, points
from tabletop.games.starfarers.setup import roll_decision
from tabletop.games.starfarers.state import Phase, StarfarersState
from tabletop.games.starfarers.trade import ACCEPT, END_TURN, OFFER, SHAKE, TAKE_NONE, token_check
from tabletop.games.starfarers.view import StarfarersView, make_view

BASE_KINDS = frozenset({"roll", "trade", "fly"})
OVER = Phase.OVER
# Events after which someone's VP may have changed, or a turn began: the win is checked then (§9).
VP_EVENTS = frozenset({"sf.turn", "sf.colony_founded", "sf.built", "sf.marker_taken", "sf.pirate_beaten",
                       "sf.ice_terraformed", "sf.fame_gained", "sf.fame_lost"})


def _refusing_odd_arguments(check: Check) -> Check:
    """Returns `check` answering an action whose arguments name nothing (a word for a number, one too few) with a
    reason, where the step's own check would raise."""
    def checked(state: StarfarersState, decision: Decision, action: Action) -> Reason | None:
        try:
            return check(state, decision, action)
        except (BadArgument, TypeError, ValueError, IndexError, KeyError):
            return Reason("sf.bad_argument", {"action": action.text()})
    return checked


# Every kind of decision (each verb answers one kind), each check refusing odd arguments in words.
# The busiest carry a fast legal list (fast_lists.py).
STEPS: dict[str, Step] = {kind: step._replace(check=_refusing_odd_arguments(step.check),
                                              fast=fast_lists.FAST.get(kind, step.fast)) for kind, step in
                          {**production.STEPS, **trade.STEPS, **encounters.STEPS, **flight.STEPS}.items()}


class Starfarers(FromParts[StarfarersState, StarfarersView], Stepped[StarfarersState, StarfarersView]):
    """Catan: Starfarers for 3–4 seats."""

    # A seat's view (the galaxy, and one's own hand), the moves in words, and the result (every seat's VP; the winner
    # ranks first).
    parts = GameParts(make_view, describe, final_result)

    id = "starfarers"
    min_players = 3
    max_players = 4
    # 2: a trade ship ending its flight on a docking point must found its station there (it may no longer park);
    #    ships record their path this flight.
    rules_version = 2
    options = (OptionSpec("neutral", BOARD.default_neutral, "sf.option.neutral"),)

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        """Raises OptionError when the neutral colour is not one of the four."""
        if options["neutral"] not in BOX.colours:
            raise OptionError(Reason("sf.bad_neutral", {"colour": options["neutral"]}))

    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> StarfarersState:
        """Returns the beginner set-up (§4): discs drawn face down, pieces placed, 3 reserve cards each."""
        return setup.new_game(players, self.check_setup(players, options), seed)

    # --- whose decision: the top of the decision stack, answered by the steps -------------------------------
    steps = STEPS

    def is_over(self, state: StarfarersState) -> bool:
        """Returns True once a player has won."""
        return state.phase is Phase.OVER

    def not_now(self, state: StarfarersState, decision: Decision, action: Action) -> Reason:
        """Returns why a verb of another step is refused: the step the decision is in."""
        return Reason("sf.not_now", {"step": decision.kind})

    def invariants(self, state: StarfarersState) -> list[str]:
        """Returns broken conservation invariants (cards, discs, tokens, pieces, upgrades, fame, decks)."""
        return invariants(state)

    def scramble_hidden(self, state: StarfarersState, seat: Seat | None, rng: random.Random) -> StarfarersState:
        """Returns a copy whose secrets of `seat` (None: the piles, decks and face-down discs) differ."""
        return scramble_hidden(state, seat, rng)

    def action_universe(self, state: StarfarersState) -> list[Action]:
        """Returns the candidates of the deciding seat and a few common moves that are often refused."""
        seats = self.to_act(state)
        out: list[Action] = []
        if seats:
            decision = state.decisions.open(seats[0])
            if decision is not None:
                out = list(STEPS[decision.kind].candidates(state, decision))
        extra = [ROLL, SHAKE, END_TURN, OFFER, END_FLIGHT, TAKE_NONE, ACCEPT, Action("build", ("booster",)),
                 Action("build", ("cannon",)), Action("trade", (3, "ore", "ore")), Action("trade", (1, "goods", "ore")),
                 Action("discard", ("ore",)), Action("step", (0, "v4_12"))]
        return out + [a for a in extra if a not in out]

    # --- applying actions --------------------------------------------------------------------------
    def apply(self, state: StarfarersState, seat: Seat, action: Action) -> list[Event]:
        """Applies a legal action through its step; runs what follows until the next decision; returns the events."""
        # Stepped.apply inlined (the seat's open decision answered by its step's act): a random game makes millions,
        # and the call through super() was some 4 % of one.
        decision = state.decisions.open(seat)
        assert decision is not None, "apply trusts the caller: the action is legal"
        events: list[Event] = []
        STEPS[decision.kind].act(state, decision, action, events)
        if events or state.agenda:  # most picks change no VP and queue nothing: no need to run the agenda
            self._run(state, events)
        return events

    def _run(self, state: StarfarersState, events: list[Event]) -> None:
        """Runs agenda steps until one waits for a decision, checking for a winner after each change of VP."""
        for event in events:  # a winner is checked after each change of VP: this runs after most moves
            if event.code in VP_EVENTS:
                self._check_win(state, events)
                break
        while state.phase is not Phase.OVER and state.agenda:
            top = state.decisions.current()
            if top is not None and top.kind not in BASE_KINDS:
                return
            step = state.agenda.pop(0)
            seen = len(events)
            AGENDA[str(step["op"])](state, step, events)
            for k in range(seen, len(events)):  # the events this step added
                if events[k].code in VP_EVENTS:
                    self._check_win(state, events)
                    break

    def _check_win(self, state: StarfarersState, events: list[Event]) -> None:
        """Ends the game when the active player has 15 VP or more during their own turn (§9)."""
        if state.phase is not Phase.OVER and points(state, state.current) >= BOX.vp_win:
            state.winner = state.current
            state.phase = Phase.OVER
            state.decisions.clear()
            state.agenda.clear()
            state.vp_history.append(all_points(state))
            events.append(Event("sf.won", {"seat": state.current, "vp": points(state, state.current)},
                                state.current))

    # --- turn flow -----------------------------------------------------------------------------------
    @staticmethod
    def _end_turn(state: StarfarersState, step: Op, events: list[Event]) -> None:
        """Ends the turn (after `end_turn` or `end_flight`, which put this step on the agenda): the next seat rolls."""
        for ship in state.ships:
            if ship is not None:
                ship.done = ship.halted = False
                ship.steps = 0
                ship.path = []
        state.moving = None
        state.vp_history.append(all_points(state))
        state.current = (state.current + 1) % state.players
        state.turn += 1
        state.phase = Phase.PRODUCTION
        state.rolled = False
        state.dice = state.balls = None
        state.goods_used = False
        state.fame_used = []
        state.decisions.clear()
        state.decisions.push(roll_decision(state.current))
        events.append(Event("sf.turn", {"seat": state.current, "turn": state.turn}, state.current))

    @staticmethod
    def _begin_trade(state: StarfarersState, step: Op, events: list[Event]) -> None:
        state.phase = Phase.TRADE
        state.decisions.clear()
        state.decisions.push(Decision(state.current, "trade", "sf.prompt.trade"))
        token_check(state)

    @staticmethod
    def _begin_moving(state: StarfarersState, step: Op, events: list[Event]) -> None:
        seat = state.current
        sites = foreign_sites(state, seat, BOARD.neutral_sites_block)
        for ship in ships_of(state, seat):
            ship.must_leave = (not ship.trade and COLONY_SITE[ship.node]) or ship.node in sites
        state.decisions.clear()
        state.decisions.push(Decision(seat, "fly", "sf.prompt.fly"))


AgendaFn = Callable[[StarfarersState, Op, list[Event]], None]

# The agenda's operations: production's and encounters' own, and the turn's phases and end.
AGENDA: dict[str, AgendaFn] = {**OPS, **PRODUCTION_OPS, "begin_trade": Starfarers._begin_trade,
                               "begin_moving": Starfarers._begin_moving, "end_turn": Starfarers._end_turn}
