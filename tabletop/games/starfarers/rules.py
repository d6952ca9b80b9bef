"""Catan: Starfarers' rules for 3–4 seats on the beginner board, to 15 VP (shared/notes/starfarers.md).

A turn is production → trade & build → flight. Every choice is a decision on the engine's decision stack: the
turn's phase at the bottom (`roll`, `trade`, `fly`), and above it whatever a rule asks on the way — discards on
a 7 (each seat in order, behind the curtain), the robbery, an offer being written, each other seat's answer to
an offer round, the active player's pick of an answer, an encounter's question and its picks, Wear and Tear for
each seat over the threshold, a friendship card. Steps that need no choice run from the state's agenda (the
production steps, an encounter card's operations); a step that needs one pushes a decision and the agenda
waits. Big choices are made pick by pick (`discard ore`, `offer_give fuel`, …), flights step by step.

Every action is checked by one function per decision kind (`_check`), which gives the reason for a refusal;
the legal list is the candidates that pass it, so the list and the reasons cannot disagree.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping

from tabletop.engine.action import Action, Arg
from tabletop.engine.contract import Event, Game, OptionError, OptionSpec, Result, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.starfarers import cards
from tabletop.games.starfarers.audit import invariants, scramble_hidden
from tabletop.games.starfarers.board import BOARD, COLONY_SITE, DOCKING, NEIGHBOURS, NODES, PLANETS, node_id, node_of
from tabletop.games.starfarers.components import (BOX, CIVS, DISCS, ENCOUNTER_BY_ID, ENCOUNTERS, FRIENDSHIP,
                                                  FRIENDSHIP_BY_ID, RESOURCE_BY_WORD, RESOURCES, TOKENS,
                                                  UPGRADE_BY_WORD, UPGRADES, Resource, Upgrade)
from tabletop.games.starfarers.encounters import OPS, Op, can_place_free_ship, fitting_upgrades, gain_fame
from tabletop.games.starfarers.flight import (can_dock, can_end_within, colony_refusal, enter, foreign_sites,
                                              found_colony, found_station, free_sites, legal_end, may_step, occupied,
                                              place_ship, ships_of, speed, steps_left)
from tabletop.games.starfarers.production import PRODUCTION_OPS, after_roll, help_targets, rob_targets, steal
from tabletop.games.starfarers.scoring import all_points, final_result, points
from tabletop.games.starfarers.state import (COLONY, NEUTRAL, SHIPYARD, STATION, TRANSPORT, Offer, Phase, Ship,
                                             StarfarersState)
from tabletop.games.starfarers.trade import (answer_decision, answering_order, most_wanted, offer_decision,
                                             sides, skipped, supply_rates, tally)
from tabletop.games.starfarers.view import StarfarersView, make_view

BASE_KINDS = frozenset({"roll", "trade", "fly"})
# Events after which someone's VP may have changed, or a turn began: the win is checked then (§9).
VP_EVENTS = frozenset({"sf.turn", "sf.colony_founded", "sf.built", "sf.marker_taken", "sf.pirate_beaten",
                       "sf.ice_terraformed", "sf.fame_gained", "sf.fame_lost"})
SHIP_BUILDS = {"colony_ship": False, "trade_ship": True}
UPGRADE_BUILDS = {u.word: u for u in Upgrade}

# The decision kind each verb answers.
VERB_KIND = {
    "roll": "roll",
    "trade": "trade", "build": "trade", "fame_for_sale": "trade", "offer": "trade", "shake": "trade",
    "end_turn": "trade",
    "place_token": "place_token",
    "offer_give": "offer", "offer_want": "offer", "offer_skip": "offer", "offer_send": "offer",
    "offer_cancel": "offer",
    "accept": "answer", "pass": "answer", "propose_give": "answer", "propose_want": "answer",
    "propose": "answer", "propose_send": "answer", "propose_cancel": "answer",
    "take_offer": "choose", "take_none": "choose",
    "discard": "discard", "rob": "rob", "relief": "relief", "help": "help",
    "answer": "encounter", "give": "give", "take": "take", "upgrade": "upgrade", "lose": "lose",
    "halt": "halt", "place_ship": "place_ship", "jump_ship": "jump_ship", "jump": "jump",
    "befriend": "befriend",
    "step": "fly", "found": "fly", "dock": "fly", "end_flight": "fly",
}

ROLL = Action("roll")
SHAKE = Action("shake")
END_TURN = Action("end_turn")
OFFER = Action("offer")
OFFER_SEND = Action("offer_send")
OFFER_CANCEL = Action("offer_cancel")
ACCEPT = Action("accept")
PASS = Action("pass")
PROPOSE = Action("propose")
PROPOSE_SEND = Action("propose_send")
PROPOSE_CANCEL = Action("propose_cancel")
TAKE_NONE = Action("take_none")
END_FLIGHT = Action("end_flight")


class BadArgument(Exception):
    """An action argument that names nothing (a fuzzed save, a typo)."""


def _res(arg: Arg) -> int:
    if isinstance(arg, str) and arg in RESOURCE_BY_WORD:
        return int(RESOURCE_BY_WORD[arg])
    raise BadArgument(arg)


def _upg(arg: Arg) -> Upgrade:
    if isinstance(arg, str) and arg in UPGRADE_BY_WORD:
        return UPGRADE_BY_WORD[arg]
    raise BadArgument(arg)


def _node(arg: Arg) -> int:
    node = node_of(arg)
    if node is None:
        raise BadArgument(arg)
    return node


def _int(arg: Arg, low: int, high: int) -> int:
    if isinstance(arg, int) and low <= arg <= high:
        return arg
    raise BadArgument(arg)


def _args(action: Action, n: int) -> tuple[Arg, ...]:
    if len(action.args) != n:
        raise BadArgument(action.text())
    return action.args


class Starfarers(Game[StarfarersState, StarfarersView]):
    """Catan: Starfarers for 3–4 seats."""

    id = "starfarers"
    min_players = 3
    max_players = 4
    rules_version = 1
    options = (OptionSpec("neutral", BOARD.default_neutral, "sf.option.neutral"),)

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        """Raises OptionError when the neutral colour is not one of the four."""
        if options["neutral"] not in BOX.colours:
            raise OptionError(Reason("sf.bad_neutral", {"colour": options["neutral"]}))

    # --- setup -------------------------------------------------------------------------------------
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> StarfarersState:
        """Returns the beginner set-up (§4): discs drawn face down, pieces placed, 3 reserve cards each."""
        opts = self.check_setup(players, options)
        rng = random.Random(seed)
        neutral = opts["neutral"] if players == 3 else None
        colours = tuple(c for c in BOX.colours if c != neutral)[:players]
        supply = [BOX.cards_per_resource] * 5
        reserve = [int(r) for r in RESOURCES for _ in range(BOX.reserve_per_type)]
        for r in RESOURCES:
            supply[r] -= BOX.reserve_per_type
        rng.shuffle(reserve)
        planet_disc: list[int | None] = [None] * len(PLANETS)
        home = [d.id for d in DISCS if d.pool == "home"]
        for planet in PLANETS:
            if planet.home:
                planet_disc[planet.key] = home.pop(0)
        pools: dict[str, list[int]] = {}
        for d in DISCS:
            if d.pool not in ("home", "reserve"):
                pools.setdefault(d.pool, []).append(d.id)
        for pool in pools.values():
            rng.shuffle(pool)
        for planet in PLANETS:
            if not planet.home:
                planet_disc[planet.key] = pools[planet.pool].pop()
        reserve_discs = [d.id for d in DISCS if d.pool == "reserve"]
        rng.shuffle(reserve_discs)
        deck = [c.id for c in ENCOUNTERS]
        rng.shuffle(deck)
        state = StarfarersState(
            players=players, colours=colours, neutral=neutral, rng=rng, hands=[[0] * 5 for _ in range(players)],
            supply=supply, reserve=reserve, planet_disc=planet_disc, face_up=[p.home for p in PLANETS],
            planet_token=[None] * len(PLANETS), tokens_aside=[t.id for t in TOKENS],
            tokens_won=[[] for _ in range(players)], reserve_discs=reserve_discs, discs_out=[],
            colonies={}, spaceports={}, ships=[None] * (3 * players),
            pieces=[[BOX.pieces["colony"], BOX.pieces["trade_station"], BOX.pieces["transport"],
                     BOX.pieces["shipyard"]] for _ in range(players)],
            upgrades=[list(BOX.upgrade_start) for _ in range(players)],
            tray=[BOX.upgrade_tray[u] - BOX.upgrade_start[u] * players for u in UPGRADES],
            fame=[BOX.fame_start] * players, fame_tray=BOX.fame_tray - BOX.fame_start * players,
            stations=[[] for _ in CIVS], markers=[None] * len(CIVS),
            friendship_left=[[c.id for c in FRIENDSHIP if c.civ == civ] for civ in CIVS],
            friends=[[] for _ in range(players)], ship_tokens=[0] * players,
            encounter_draw=deck, encounter_discard=[], produced=[[0] * 5 for _ in range(players)])
        for seat, colour in enumerate(colours):
            start = BOARD.start[colour]
            state.spaceports[start.spaceport] = seat
            for node in start.colonies:
                state.colonies[node] = seat
            state.pieces[seat][COLONY] -= 3
            state.pieces[seat][SHIPYARD] -= 1
            place_ship(state, seat, False, start.ship)
        if neutral is not None:
            start = BOARD.start[neutral]
            state.spaceports[start.spaceport] = NEUTRAL
            for node in start.colonies:
                state.colonies[node] = NEUTRAL
        for seat in range(players):
            for _ in range(BOX.start_cards):
                state.hands[seat][state.reserve.pop()] += 1
        state.start_seat = state.current = self._start_player(state)
        state.vp_history.append(all_points(state))
        state.decisions.push(self._roll_decision(state.current))
        return state

    @staticmethod
    def _start_player(state: StarfarersState) -> int:
        """Returns the seat with the highest 2d6 roll; tied seats roll again."""
        seats = list(range(state.players))
        while len(seats) > 1:
            rolls = {s: state.rng.randint(1, 6) + state.rng.randint(1, 6) for s in seats}
            best = max(rolls.values())
            seats = [s for s in seats if rolls[s] == best]
        return seats[0]

    @staticmethod
    def _roll_decision(seat: Seat) -> Decision:
        return Decision(seat, "roll", "sf.prompt.roll")

    # --- whose decision ----------------------------------------------------------------------------
    def to_act(self, state: StarfarersState) -> tuple[Seat, ...]:
        """Returns the seat of the top decision (the active player, or a seat deciding off turn)."""
        if state.phase is Phase.OVER:
            return ()
        return state.decisions.to_act()

    def is_over(self, state: StarfarersState) -> bool:
        """Returns True once a player has won."""
        return state.phase is Phase.OVER

    def result(self, state: StarfarersState) -> Result:
        """Returns the VP of every seat; the winner ranks first."""
        return final_result(state)

    def view(self, state: StarfarersState, seat: Seat | None) -> StarfarersView:
        """Returns what `seat` may see."""
        return make_view(state, seat)

    def invariants(self, state: StarfarersState) -> list[str]:
        """Returns broken conservation invariants (cards, discs, tokens, pieces, upgrades, fame, decks)."""
        return invariants(state)

    def scramble_hidden(self, state: StarfarersState, seat: Seat | None, rng: random.Random) -> StarfarersState:
        """Returns a copy whose secrets of `seat` (None: the piles, decks and face-down discs) differ."""
        return scramble_hidden(state, seat, rng)

    # --- checking actions --------------------------------------------------------------------------
    def why_illegal(self, state: StarfarersState, seat: Seat, action: Action) -> Reason | None:
        """Returns None when legal, else the reason (one check per decision kind, shared with the legal list)."""
        if self.is_over(state):
            return Reason("engine.game_over")
        if seat not in self.to_act(state):
            return Reason("engine.not_your_turn", {"seat": seat})
        return self._check(state, seat, action)

    def diagnose(self, state: StarfarersState, seat: Seat, action: Action) -> Reason:
        """Returns why an illegal action is refused."""
        return self._check(state, seat, action) or Reason("engine.unknown_action", {"action": action.text()})

    def _check(self, state: StarfarersState, seat: Seat, action: Action) -> Reason | None:
        decision = state.decisions.open(seat)
        if decision is None:
            return Reason("engine.not_your_turn", {"seat": seat})
        kind = VERB_KIND.get(action.kind)
        if kind is None:
            return Reason("engine.unknown_action", {"action": action.text()})
        if kind != decision.kind:
            return Reason("sf.not_now", {"step": decision.kind})
        try:
            return CHECKS[kind](self, state, decision, action)
        except (BadArgument, TypeError, ValueError, IndexError, KeyError):
            return Reason("sf.bad_argument", {"action": action.text()})

    def legal_actions(self, state: StarfarersState, seat: Seat) -> list[Action]:
        """Returns every legal action of `seat` now: the candidates its open decision passes."""
        if state.phase is Phase.OVER:
            return []
        decision = state.decisions.open(seat)
        if decision is None:
            return []
        fast = FAST_LEGAL.get(decision.kind)
        if fast is not None:
            return fast(self, state, decision)
        return self.checked_candidates(state, decision)

    def checked_candidates(self, state: StarfarersState, decision: Decision) -> list[Action]:
        """Returns the candidates of a decision that pass its check (what the fast generators must equal)."""
        check = CHECKS[decision.kind]
        return [a for a in CANDIDATES[decision.kind](self, state, decision) if check(self, state, decision, a) is None]

    # --- fast legal lists for the busiest decisions (tests hold them equal to checked_candidates) -------------
    def _fast_trade(self, state: StarfarersState, d: Decision) -> list[Action]:
        seat = d.seat
        hand = state.hands[seat]
        supply = state.supply
        gets = [get for get in range(5) if supply[get] > 0]
        out: list[Action] = []
        for give in range(5):
            have = hand[give]
            if not have:
                continue
            for rate in supply_rates(state, seat, give):
                if have >= rate:
                    out += [TRADES[rate, give, get] for get in gets if get != give]
        ups = state.upgrades[seat]
        tray = state.tray
        for u, most, cost, build in UPGRADE_ROWS:
            if ups[u] < most and tray[u] > 0 and cards.can_pay(state, seat, cost):
                out.append(build)
        pieces = state.pieces[seat]
        if pieces[SHIPYARD] > 0 and cards.can_pay(state, seat, SPACEPORT_COST):
            out += [Action("build", ("spaceport", node_id(n))) for n, o in state.colonies.items() if o == seat]
        if pieces[TRANSPORT] > 0:
            colony_ok = pieces[COLONY] > 0 and cards.can_pay(state, seat, COLONY_SHIP_COST)
            trade_ok = pieces[STATION] > 0 and cards.can_pay(state, seat, TRADE_SHIP_COST)
            if colony_ok or trade_ok:
                for node in free_sites(state, seat):
                    if colony_ok:
                        out.append(Action("build", ("colony_ship", node_id(node))))
                    if trade_ok:
                        out.append(Action("build", ("trade_ship", node_id(node))))
        if hand[GOODS] and state.fame_tray > 0:
            out += [Action("fame_for_sale", (c,)) for c in state.friends[seat]
                    if c.startswith("DI_FAME") and c not in state.fame_used]
        if any(hand) and any(any(state.hands[s]) for s in range(state.players) if s != seat):
            out.append(OFFER)
        out.append(SHAKE if ships_of(state, seat) else END_TURN)
        return out

    def _fast_offer(self, state: StarfarersState, d: Decision) -> list[Action]:
        give, want, closed = sides(d.picks)
        hand = state.hands[d.seat]
        out = [OFFER_GIVE[r] for r in range(5) if not want[r] and give[r] < hand[r]]
        if sum(want) < most_wanted(state):
            out += [OFFER_WANT[r] for r in range(5) if not give[r]]
        if len(closed) < state.players - 2:
            out += [OFFER_SKIP[s] for s in answering_order(state) if s not in closed]
        if bool(sum(give)) == bool(sum(want)) and len(closed) < state.players - 1:
            out.append(OFFER_SEND)
        if d.picks:
            out.append(OFFER_CANCEL)
        return out

    def _fast_answer(self, state: StarfarersState, d: Decision) -> list[Action]:
        offer = state.offer
        assert offer is not None
        hand = state.hands[d.seat]
        if not d.picks:
            out = []
            if sum(offer.give) and d.seat in offer.open_to and cards.can_pay(state, d.seat, offer.want):
                out.append(ACCEPT)
            out.append(PASS)
            if any(hand) and any(state.hands[state.current]):
                out.append(PROPOSE)
            return out
        give, want, _closed = sides(d.picks)
        out = [PROPOSE_GIVE[r] for r in range(5) if not want[r] and give[r] < hand[r]]
        if sum(want) < cards.hand_size(state, state.current):
            out += [PROPOSE_WANT[r] for r in range(5) if not give[r]]
        if sum(give) and sum(want):
            out.append(PROPOSE_SEND)
        out.append(PROPOSE_CANCEL)
        return out

    def _fast_fly(self, state: StarfarersState, d: Decision) -> list[Action]:
        seat = d.seat
        sites = foreign_sites(state, seat, BOARD.neutral_sites_block)
        out: list[Action] = []
        fast = speed(state, seat)
        # The nodes holding a piece other than a given ship (flight.taken_nodes), from one list of the pieces.
        fixed = set(state.colonies)
        fixed.update(state.spaceports)
        ship_nodes = [s.node for s in state.ships if s is not None]

        def taken(ship: Ship) -> set[int]:
            others = list(ship_nodes)
            others.remove(ship.node)  # this ship's own node only: another ship passing here still counts
            return fixed.union(others)

        # While the moving ship stands where it may not end, no other ship may start (_switch_refusal), and the
        # flight may not end while it has not finished (_end_flight_refusal).
        stuck = None
        moving = state.ships[state.moving] if state.moving is not None else None
        if moving is not None and not legal_end(state, moving, moving.node, sites, taken=taken(moving)):
            stuck = moving
        may_end = stuck is None or stuck.done
        for ship in ships_of(state, seat):
            if ship.must_leave and may_end and not ship.halted and ship.node == ship.start and \
                    not legal_end(state, ship, ship.node, sites, taken=taken(ship)):
                may_end = False
            if ship.done or (stuck is not None and ship is not stuck):
                continue
            left = fast - ship.steps
            if not ship.halted and left > 0:
                mine = taken(ship)
                out += [STEP[ship.id, n] for n in NEIGHBOURS[ship.node]
                        if can_end_within(state, ship, n, left - 1, sites, mine)]
            if ship.trade:
                if DOCKING[ship.node] and can_dock(state, seat, ship.node) and ship.node not in taken(ship):
                    out.append(Action("dock", (ship.id,)))
            elif COLONY_SITE[ship.node] and colony_refusal(state, ship) is None:
                out.append(Action("found", (ship.id,)))
        if may_end:
            out.append(END_FLIGHT)
        return out

    def _fast_cards(self, state: StarfarersState, d: Decision) -> list[Action]:
        """Returns the legal picks of a resource: from the hand (discard, give) or from the supply (take, relief)."""
        source = state.hands[d.seat] if d.kind in ("discard", "give") else state.supply
        row = RESOURCE_PICKS[d.kind]
        return [row[r] for r in range(5) if source[r] >= 1]

    def _fast_choose(self, state: StarfarersState, d: Decision) -> list[Action]:
        offer = state.offer
        assert offer is not None
        out = []
        for seat in answering_order(state):
            answer = offer.answers.get(seat)
            if answer is not None and answer[0] != "pass" and cards.can_pay(state, seat, answer[1]) and \
                    cards.can_pay(state, d.seat, answer[2]):
                out.append(TAKE_OFFER[seat])
        out.append(TAKE_NONE)
        return out

    def action_universe(self, state: StarfarersState) -> list[Action]:
        """Returns the candidates of the deciding seat and a few common moves that are often refused."""
        seats = self.to_act(state)
        out: list[Action] = []
        if seats:
            decision = state.decisions.open(seats[0])
            if decision is not None:
                out = list(CANDIDATES[decision.kind](self, state, decision))
        extra = [ROLL, SHAKE, END_TURN, OFFER, END_FLIGHT, TAKE_NONE, ACCEPT, Action("build", ("booster",)),
                 Action("build", ("cannon",)), Action("trade", (3, "ore", "ore")), Action("trade", (1, "goods", "ore")),
                 Action("discard", ("ore",)), Action("step", (0, "v4_12"))]
        return out + [a for a in extra if a not in out]

    # --- applying actions --------------------------------------------------------------------------
    def apply(self, state: StarfarersState, seat: Seat, action: Action) -> list[Event]:
        """Applies a legal action; runs what follows until the next decision; returns the events."""
        events: list[Event] = []
        decision = state.decisions.open(seat)
        assert decision is not None
        APPLY[decision.kind](self, state, decision, action, events)
        self._run(state, events)
        return events

    def _run(self, state: StarfarersState, events: list[Event]) -> None:
        """Runs agenda steps until one waits for a decision, checking for a winner after each change of VP."""
        self._check_win_after(state, events, 0)
        while state.phase is not Phase.OVER and state.agenda:
            top = state.decisions.current()
            if top is not None and top.kind not in BASE_KINDS:
                return
            step = state.agenda.pop(0)
            seen = len(events)
            STEPS[str(step["op"])](self, state, step, events)
            self._check_win_after(state, events, seen)

    def _check_win_after(self, state: StarfarersState, events: list[Event], start: int) -> None:
        """Checks for a winner when an event from `start` on may have changed VP (or a turn began)."""
        for k in range(start, len(events)):
            if events[k].code in VP_EVENTS:
                self._check_win(state, events)
                return

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

    def _settle(self, state: StarfarersState, decision: Decision) -> None:
        state.decisions.settle(decision.seat)

    # --- turn flow -----------------------------------------------------------------------------------
    def _end_turn(self, state: StarfarersState, events: list[Event]) -> None:
        for ship in state.ships:
            if ship is not None:
                ship.done = ship.halted = False
                ship.steps = 0
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
        state.decisions.push(self._roll_decision(state.current))
        events.append(Event("sf.turn", {"seat": state.current, "turn": state.turn}, state.current))

    def _begin_trade(self, state: StarfarersState, step: Op, events: list[Event]) -> None:
        state.phase = Phase.TRADE
        state.decisions.clear()
        state.decisions.push(Decision(state.current, "trade", "sf.prompt.trade"))
        self._token_check(state)

    def _token_check(self, state: StarfarersState) -> None:
        """Pushes the forced placement of a trade ship token when one can be placed (R32)."""
        seat = state.current
        if state.ship_tokens[seat] and can_place_free_ship(state, seat):
            state.decisions.push(Decision(seat, "place_token", "sf.prompt.place_token"))

    def _begin_moving(self, state: StarfarersState, step: Op, events: list[Event]) -> None:
        seat = state.current
        sites = foreign_sites(state, seat, BOARD.neutral_sites_block)
        for ship in ships_of(state, seat):
            ship.must_leave = (not ship.trade and COLONY_SITE[ship.node]) or ship.node in sites
        state.decisions.clear()
        state.decisions.push(Decision(seat, "fly", "sf.prompt.fly"))

    # === one check, candidates and effect per decision kind ==========================================
    # roll
    def _check_roll(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        _args(a, 0)
        return None

    def _cand_roll(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [ROLL]

    def _do_roll(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        dice = cards.roll_dice(state)
        state.dice = dice
        state.rolled = True
        total = dice[0] + dice[1]
        events.append(Event("sf.rolled", {"seat": d.seat, "a": dice[0], "b": dice[1], "total": total}, d.seat,
                            reveal=True))
        state.decisions.clear()
        after_roll(state, total, events)

    # trade & build
    def _check_trade(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        seat = d.seat
        verb = a.kind
        if verb == "trade":
            rate_arg, give_arg, get_arg = _args(a, 3)
            rate, give, get = _int(rate_arg, 1, 3), _res(give_arg), _res(get_arg)
            if give == get:
                return Reason("sf.same_type", {"resource": cards.word(give)})
            if rate not in supply_rates(state, seat, give):
                return Reason("sf.rate_unavailable", {"rate": rate, "resource": cards.word(give)})
            if state.hands[seat][give] < rate:
                return Reason("sf.not_enough", {"resource": cards.word(give), "need": rate,
                                                "have": state.hands[seat][give]})
            if state.supply[get] < 1:
                return Reason("sf.supply_empty", {"resource": cards.word(get)})
            return None
        if verb == "build":
            return self._check_build(state, seat, a)
        if verb == "fame_for_sale":
            (card,) = _args(a, 1)
            if not isinstance(card, str) or card not in state.friends[seat] or \
                    FRIENDSHIP_BY_ID[card].kind != "buy_fame":
                return Reason("sf.no_fame_card", {"card": str(card)})
            if card in state.fame_used:
                return Reason("sf.card_used")
            if state.hands[seat][Resource.GOODS] < 1:
                return Reason("sf.not_enough", {"resource": "goods", "need": 1, "have": 0})
            if state.fame_tray < 1:
                return Reason("sf.fame_tray_empty")
            return None
        _args(a, 0)
        if verb == "shake":
            return None if ships_of(state, seat) else Reason("sf.no_ships")
        if verb == "end_turn":
            return Reason("sf.fly_first") if ships_of(state, seat) else None
        # offer: both sides must give a card, so both need one
        if not any(state.hands[seat]):
            return Reason("sf.no_cards_to_trade")
        if not any(cards.hand_size(state, s) for s in answering_order(state)):
            return Reason("sf.nobody_can_trade")
        return None

    def _check_build(self, state: StarfarersState, seat: Seat, a: Action) -> Reason | None:
        if not a.args or not isinstance(a.args[0], str):
            raise BadArgument(a.text())
        what = a.args[0]
        if what in UPGRADE_BUILDS:
            _args(a, 1)
            u = UPGRADE_BUILDS[what]
            if state.upgrades[seat][u] >= BOX.upgrade_max[u]:
                return Reason("sf.upgrade_limit", {"upgrade": what, "most": BOX.upgrade_max[u]})
            if state.tray[u] < 1:
                return Reason("sf.tray_empty", {"upgrade": what})
        elif what == "spaceport":
            node = _node(_args(a, 2)[1])
            if state.colonies.get(node) != seat:
                return Reason("sf.not_your_colony", {"node": node_id(node)})
            if state.pieces[seat][SHIPYARD] < 1:
                return Reason("sf.no_shipyard")
        elif what in SHIP_BUILDS:
            node = _node(_args(a, 2)[1])
            if not any(owner == seat and node in NODES[port].spaceport_sites
                       for port, owner in state.spaceports.items()):
                return Reason("sf.not_your_site", {"node": node_id(node)})
            if occupied(state, node):
                return Reason("sf.site_occupied", {"node": node_id(node)})
            if state.pieces[seat][TRANSPORT] < 1:
                return Reason("sf.no_transport")
            if state.pieces[seat][STATION if SHIP_BUILDS[what] else COLONY] < 1:
                return Reason("sf.no_station" if SHIP_BUILDS[what] else "sf.no_colony")
        else:
            raise BadArgument(what)
        cost = BOX.build_costs[what]
        if not cards.can_pay(state, seat, cost):
            return Reason("sf.cannot_afford", {"what": what, "cost": cards.counted(cost)})
        return None

    def _cand_trade(self, state: StarfarersState, d: Decision) -> list[Action]:
        seat = d.seat
        hand = state.hands[seat]
        out: list[Action] = []
        for give in range(5):
            for rate in supply_rates(state, seat, give):
                if hand[give] >= rate:
                    out += [Action("trade", (rate, cards.word(give), cards.word(get)))
                            for get in range(5) if get != give]
        out += [Action("build", (u.word,)) for u in Upgrade]
        out += [Action("build", ("spaceport", node_id(n))) for n, o in state.colonies.items() if o == seat]
        for node in free_sites(state, seat):
            out += [Action("build", ("colony_ship", node_id(node))), Action("build", ("trade_ship", node_id(node)))]
        out += [Action("fame_for_sale", (c,)) for c in state.friends[seat] if c.startswith("DI_FAME")]
        out += [OFFER, SHAKE, END_TURN]
        return out

    def _do_trade(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        seat = d.seat
        verb = a.kind
        if verb == "trade":
            rate, give, get = int(a.args[0]), _res(a.args[1]), _res(a.args[2])
            state.hands[seat][give] -= rate
            state.supply[give] += rate
            cards.take_from_supply(state, seat, get)
            if give == Resource.GOODS and rate == 1:
                state.goods_used = True
            events.append(Event("sf.supply_trade", {"seat": seat, "n": rate, "give": cards.word(give),
                                                    "get": cards.word(get)}, seat))
        elif verb == "build":
            self._build(state, seat, a, events)
        elif verb == "fame_for_sale":
            card = str(a.args[0])
            cost = FRIENDSHIP_BY_ID[card].effect["cost"]
            cards.pay(state, seat, [int(cost.get(r.word, 0)) for r in Resource])
            state.fame_used.append(card)
            gain_fame(state, seat, 1, events)
        elif verb == "offer":
            state.decisions.push(offer_decision(seat))
        elif verb == "shake":
            self._shake(state, events)
        else:
            events.append(Event("sf.no_flight", {"seat": seat}, seat))
            self._end_turn(state, events)

    def _build(self, state: StarfarersState, seat: Seat, a: Action, events: list[Event]) -> None:
        what = str(a.args[0])
        cards.pay(state, seat, BOX.build_costs[what])
        params: dict[str, Any] = {"seat": seat, "what": what}
        if what in UPGRADE_BUILDS:
            u = UPGRADE_BUILDS[what]
            state.upgrades[seat][u] += 1
            state.tray[u] -= 1
        elif what == "spaceport":
            node = _node(a.args[1])
            del state.colonies[node]
            state.spaceports[node] = seat
            state.pieces[seat][SHIPYARD] -= 1
            params["node"] = node_id(node)
        else:
            node = _node(a.args[1])
            place_ship(state, seat, SHIP_BUILDS[what], node)
            params["node"] = node_id(node)
        events.append(Event("sf.built", params, seat))

    def _shake(self, state: StarfarersState, events: list[Event]) -> None:
        seat = state.current
        state.phase = Phase.FLIGHT
        state.decisions.clear()
        balls = cards.shake(state)
        state.balls = balls
        black = "black" in balls
        state.base_speed = BOX.black_base if black else cards.ball_sum(balls)
        for ship in ships_of(state, seat):
            ship.steps, ship.done, ship.halted, ship.must_leave, ship.start = 0, False, False, False, ship.node
        state.moving = None
        events.append(Event("sf.shaken", {"seat": seat, "balls": "+".join(balls), "base": state.base_speed,
                                          "speed": speed(state, seat), "encounter": black}, seat, reveal=True))
        state.agenda = ([{"op": "encounter"}] if black else []) + [{"op": "begin_moving"}]

    # forced placement of a trade ship token
    def _check_place_token(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        node = _node(_args(a, 1)[0])
        return None if node in free_sites(state, d.seat) else Reason("sf.not_your_site", {"node": node_id(node)})

    def _cand_place(self, state: StarfarersState, d: Decision) -> list[Action]:
        verb = "place_token" if d.kind == "place_token" else "place_ship"
        return [Action(verb, (node_id(n),)) for n in free_sites(state, d.seat)]

    def _do_place_token(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        node = _node(a.args[0])
        place_ship(state, d.seat, True, node)
        state.ship_tokens[d.seat] -= 1
        events.append(Event("sf.token_placed", {"seat": d.seat, "node": node_id(node)}, d.seat))
        self._settle(state, d)
        self._token_check(state)

    # writing an offer
    def _check_offer(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        give, want = tally(d.picks, "give"), tally(d.picks, "want")
        if a.kind == "offer_give":
            r = _res(_args(a, 1)[0])
            if want[r]:
                return Reason("sf.both_sides", {"resource": cards.word(r)})
            if give[r] + 1 > state.hands[d.seat][r]:
                return Reason("sf.not_enough", {"resource": cards.word(r), "need": give[r] + 1,
                                                "have": state.hands[d.seat][r]})
            return None
        if a.kind == "offer_want":
            r = _res(_args(a, 1)[0])
            if give[r]:
                return Reason("sf.both_sides", {"resource": cards.word(r)})
            if sum(want) + 1 > most_wanted(state):
                return Reason("sf.want_too_many", {"most": most_wanted(state)})
            return None
        if a.kind == "offer_skip":
            seat = _int(_args(a, 1)[0], 0, state.players - 1)
            closed = skipped(d.picks)
            if seat == d.seat:
                return Reason("sf.not_an_opponent", {"seat": seat})
            if seat in closed:
                return Reason("sf.already_skipped", {"seat": seat})
            return None if len(closed) < state.players - 2 else Reason("sf.nobody_open")
        _args(a, 0)
        if a.kind == "offer_cancel":
            # Undo also takes picks back; cancelling is for an offer that cannot be completed.
            return None if d.picks else Reason("sf.nothing_to_cancel")
        if a.kind == "offer_send":
            if bool(sum(give)) != bool(sum(want)):
                return Reason("sf.no_gifts")
            if len(skipped(d.picks)) >= state.players - 1:
                return Reason("sf.nobody_open")
        return None

    def _cand_offer(self, state: StarfarersState, d: Decision) -> list[Action]:
        out = [Action("offer_give", (r.word,)) for r in Resource] + [Action("offer_want", (r.word,)) for r in Resource]
        out += [Action("offer_skip", (s,)) for s in answering_order(state)]
        return out + [OFFER_SEND, OFFER_CANCEL]

    def _do_offer(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        if a.kind in ("offer_give", "offer_want"):
            state.decisions.replace(d.pick((a.kind[6:], _res(a.args[0]))))
        elif a.kind == "offer_skip":
            state.decisions.replace(d.pick(("skip", int(a.args[0]))))
        elif a.kind == "offer_cancel":
            self._settle(state, d)
        else:
            closed = skipped(d.picks)
            order = [s for s in answering_order(state)]
            offer = Offer(tally(d.picks, "give"), tally(d.picks, "want"), [s for s in order if s not in closed])
            state.offer = offer
            self._settle(state, d)
            events.append(Event("sf.offer_sent" if sum(offer.give) else "sf.call_sent", {
                "seat": d.seat, "give": cards.counted(offer.give), "want": cards.counted(offer.want),
                "open_to": tuple(offer.open_to)}, d.seat))
            state.decisions.push(Decision(d.seat, "choose", "sf.prompt.choose"))
            for seat in reversed(order):
                state.decisions.push(answer_decision(seat, d.seat))

    # answering an offer round
    def _check_answer(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        offer = state.offer
        assert offer is not None
        # A proposal is written pick by pick after `propose` (its first pick marks it).
        writing = bool(d.picks)
        give, want = tally(d.picks, "give"), tally(d.picks, "want")
        hand = state.hands[d.seat]
        if a.kind in ("propose_give", "propose_want", "propose_send", "propose_cancel") and not writing:
            return Reason("sf.propose_first")
        if a.kind in ("accept", "pass", "propose") and writing:
            return Reason("sf.finish_proposal")
        if a.kind in ("propose_give", "propose_want"):
            r = _res(_args(a, 1)[0])
            if (want if a.kind == "propose_give" else give)[r]:
                return Reason("sf.both_sides", {"resource": cards.word(r)})
            if a.kind == "propose_give" and give[r] + 1 > hand[r]:
                return Reason("sf.not_enough", {"resource": cards.word(r), "need": give[r] + 1, "have": hand[r]})
            active = cards.hand_size(state, state.current)
            if a.kind == "propose_want" and sum(want) + 1 > active:
                return Reason("sf.want_too_many", {"most": active})
            return None
        _args(a, 0)
        if a.kind == "propose_send":
            return None if sum(give) and sum(want) else Reason("sf.no_gifts")
        if a.kind == "propose":
            if not any(hand):
                return Reason("sf.no_cards_to_trade")
            if not cards.hand_size(state, state.current):
                return Reason("sf.active_has_no_cards")
        if a.kind == "accept":
            if not sum(offer.give):
                return Reason("sf.call_only")
            if d.seat not in offer.open_to:
                return Reason("sf.not_open_to_you")
            if not cards.can_pay(state, d.seat, offer.want):
                return Reason("sf.lack_cards")
        return None

    def _cand_answer(self, state: StarfarersState, d: Decision) -> list[Action]:
        if not d.picks:
            return [ACCEPT, PASS, PROPOSE]
        out = [*PROPOSE_GIVE, *PROPOSE_WANT]
        return out + [PROPOSE_SEND, PROPOSE_CANCEL]

    def _do_answer(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        offer = state.offer
        assert offer is not None
        if a.kind == "propose":
            state.decisions.replace(d.pick(("propose",)))
            return
        if a.kind in ("propose_give", "propose_want"):
            state.decisions.replace(d.pick((a.kind[8:], _res(a.args[0]))))
            return
        if a.kind == "propose_cancel":  # back to accept, propose or pass
            state.decisions.replace(Decision(d.seat, d.kind, d.prompt, d.params, d.private))
            return
        if a.kind == "accept":
            offer.answers[d.seat] = ("accept", tuple(offer.want), tuple(offer.give))
            events.append(Event("sf.accepted", {"seat": d.seat}, d.seat))
        elif a.kind == "pass":
            offer.answers[d.seat] = ("pass", (), ())
            events.append(Event("sf.passed", {"seat": d.seat}, d.seat))
        else:
            give, want = tally(d.picks, "give"), tally(d.picks, "want")
            offer.answers[d.seat] = ("propose", tuple(give), tuple(want))
            events.append(Event("sf.proposed", {"seat": d.seat, "give": cards.counted(give),
                                                "want": cards.counted(want)}, d.seat))
        self._settle(state, d)

    # the active player takes one answer or none
    def _check_choose(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        offer = state.offer
        assert offer is not None
        if a.kind == "take_none":
            _args(a, 0)
            return None
        seat = _int(_args(a, 1)[0], 0, state.players - 1)
        answer = offer.answers.get(seat)
        if answer is None or answer[0] == "pass":
            return Reason("sf.no_answer_from", {"seat": seat})
        _, theirs, mine = answer
        if not cards.can_pay(state, seat, theirs) or not cards.can_pay(state, d.seat, mine):
            return Reason("sf.lack_cards")
        return None

    def _cand_choose(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action("take_offer", (s,)) for s in answering_order(state)] + [TAKE_NONE]

    def _do_choose(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        offer = state.offer
        assert offer is not None
        if a.kind == "take_offer":
            seat = int(a.args[0])
            _, theirs, mine = offer.answers[seat]
            for r in range(5):
                state.hands[seat][r] += mine[r] - theirs[r]
                state.hands[d.seat][r] += theirs[r] - mine[r]
            events.append(Event("sf.traded", {"seat": d.seat, "victim": seat, "give": cards.counted(list(mine)),
                                              "get": cards.counted(list(theirs))}, d.seat))
        else:
            events.append(Event("sf.no_trade", {"seat": d.seat}, d.seat))
        state.offer = None
        self._settle(state, d)

    # discards on a 7, giving cards back in an encounter
    def _check_discard(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        r = _res(_args(a, 1)[0])
        if state.hands[d.seat][r] < 1:
            return Reason("sf.none_to_return", {"resource": cards.word(r)})
        return None

    def _cand_resources(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action(d.kind, (r.word,)) for r in Resource]

    def _do_discard(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        r = _res(a.args[0])
        state.hands[d.seat][r] -= 1
        state.supply[r] += 1
        left = int(str(d.params["left"])) - 1
        events.append(Event("sf.returned", {"seat": d.seat, "resource": cards.word(r)}, d.seat))
        if left and cards.hand_size(state, d.seat):
            state.decisions.replace(d.with_params(left=left))
        else:
            self._settle(state, d)

    # taking cards from the supply (an encounter, Galactic Relief)
    def _check_take(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        r = _res(_args(a, 1)[0])
        return None if state.supply[r] else Reason("sf.supply_empty", {"resource": cards.word(r)})

    def _do_take(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        r = _res(a.args[0])
        cards.take_from_supply(state, d.seat, r)
        events.append(Event("sf.took", {"seat": d.seat, "resource": cards.word(r)}, d.seat))
        left = int(str(d.params.get("left", 1))) - 1
        if left and any(state.supply):
            state.decisions.replace(d.with_params(left=left))
        else:
            self._settle(state, d)

    # robbing on a 7, A Helping Hand
    def _check_rob(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        victim = _int(_args(a, 1)[0], 0, state.players - 1)
        targets = rob_targets(state, d.seat) if d.kind == "rob" else help_targets(state, d.seat)
        return None if victim in targets else Reason("sf.not_a_target", {"seat": victim})

    def _cand_rob(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action(d.kind, (s,)) for s in range(state.players) if s != d.seat]

    def _do_rob(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        steal(state, d.seat, int(a.args[0]), "sf.robbed" if d.kind == "rob" else "sf.helped", events)
        self._settle(state, d)

    # an encounter's question
    def _check_encounter(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        (answer,) = _args(a, 1)
        card = ENCOUNTER_BY_ID[str(state.encounter_current)]
        if card.ask == "number":
            if not isinstance(answer, int) or not 0 <= answer <= card.most:
                return Reason("sf.answer_number", {"highest": card.most})
            if answer > cards.hand_size(state, d.seat):
                return Reason("sf.answer_cards", {"n": answer, "have": cards.hand_size(state, d.seat)})
            return None
        if answer not in ("yes", "no"):
            return Reason("sf.answer_yes_no")
        if answer == "yes" and cards.hand_size(state, d.seat) < card.yes_needs_cards:
            return Reason("sf.yes_needs_cards", {"n": card.yes_needs_cards})
        return None

    def _cand_encounter(self, state: StarfarersState, d: Decision) -> list[Action]:
        card = ENCOUNTER_BY_ID[str(state.encounter_current)]
        if card.ask == "number":
            return [Action("answer", (n,)) for n in range(card.most + 1)]
        return [Action("answer", ("yes",)), Action("answer", ("no",))]

    def _do_encounter(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        answer = a.args[0]
        card = ENCOUNTER_BY_ID[str(state.encounter_current)]
        events.append(Event("sf.answered", {"seat": d.seat, "answer": str(answer), "card": card.id}, d.seat))
        self._settle(state, d)
        ops: list[Op] = [{"op": "give", "n": answer}] if isinstance(answer, int) and answer else []
        state.agenda[0:0] = ops + list(card.tree[str(answer)]) + [{"op": "encounter_done"}]

    # free upgrades and lost upgrades (encounters, Wear and Tear)
    def _check_upgrade(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        u = _upg(_args(a, 1)[0])
        if d.kind == "upgrade":
            if u not in fitting_upgrades(state, d.seat):
                return Reason("sf.upgrade_does_not_fit", {"upgrade": u.word})
            return None
        return None if state.upgrades[d.seat][u] else Reason("sf.no_such_upgrade", {"upgrade": u.word})

    def _cand_upgrade(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action(d.kind, (u.word,)) for u in Upgrade]

    def _do_upgrade(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        u = _upg(a.args[0])
        step = 1 if d.kind == "upgrade" else -1
        state.upgrades[d.seat][u] += step
        state.tray[u] -= step
        events.append(Event("sf.upgrade_gained" if step > 0 else "sf.upgrade_lost",
                            {"seat": d.seat, "upgrade": u.word}, d.seat))
        self._settle(state, d)

    # halting a ship, placing a free one, the space jump
    def _check_ship_choice(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        ship_id = _int(_args(a, 1)[0], 0, 3 * state.players - 1)
        ship = state.ships[ship_id]
        if ship is None or ship.owner != d.seat:
            return Reason("sf.not_your_ship", {"ship": ship_id})
        if d.kind == "halt" and ship.halted:
            return Reason("sf.already_halted", {"ship": ship_id})
        return None

    def _cand_ships(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action(d.kind, (k,)) for k in range(d.seat * 3, d.seat * 3 + 3)]

    def _do_halt(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        ship = state.ships[int(a.args[0])]
        assert ship is not None
        ship.halted = True
        events.append(Event("sf.halted", {"seat": d.seat, "node": node_id(ship.node)}, d.seat))
        self._settle(state, d)

    def _do_place_ship(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        node = _node(a.args[0])
        place_ship(state, d.seat, True, node)
        events.append(Event("sf.ship_placed", {"seat": d.seat, "node": node_id(node)}, d.seat))
        self._settle(state, d)

    def _do_jump_ship(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        self._settle(state, d)
        state.decisions.push(Decision(d.seat, "jump", "sf.prompt.jump", {"ship": int(a.args[0])}))

    def _check_jump(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        node = _node(_args(a, 1)[0])
        ship = state.ships[int(str(d.params["ship"]))]
        assert ship is not None
        sites = foreign_sites(state, d.seat, BOARD.neutral_sites_block)
        if node == ship.node or not legal_end(state, ship, node, sites):
            return Reason("sf.cannot_end_there", {"node": node_id(node)})
        return None

    def _cand_jump(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action("jump", (n.id,)) for n in NODES]

    def _do_jump(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        node = _node(a.args[0])
        ship = state.ships[int(str(d.params["ship"]))]
        assert ship is not None
        self._settle(state, d)
        events.append(Event("sf.jumped", {"seat": d.seat, "node": node_id(node)}, d.seat))
        enter(state, ship, node, events)
        ship.halted = True  # it has ended its flight on arrival (R41)
        if ship.trade and DOCKING[node]:
            self._dock(state, ship, events)

    # a friendship card
    def _check_befriend(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        (card,) = _args(a, 1)
        civ = int(str(d.params["civ"]))
        return None if card in state.friendship_left[civ] else Reason("sf.card_not_here", {"card": str(card)})

    def _cand_befriend(self, state: StarfarersState, d: Decision) -> list[Action]:
        return [Action("befriend", (c.id,)) for c in FRIENDSHIP if c.civ == CIVS[int(str(d.params["civ"]))]]

    def _do_befriend(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        card = str(a.args[0])
        civ = int(str(d.params["civ"]))
        state.friendship_left[civ].remove(card)
        state.friends[d.seat].append(card)
        events.append(Event("sf.befriended", {"seat": d.seat, "card": card}, d.seat))
        self._settle(state, d)

    def _dock(self, state: StarfarersState, ship: Ship, events: list[Event]) -> None:
        civ = found_station(state, ship, events)
        state.decisions.push(Decision(ship.owner, "befriend", "sf.prompt.befriend", {"civ": civ}))

    # flight
    def _ship_of(self, state: StarfarersState, seat: Seat, arg: Arg) -> Ship | Reason:
        ship_id = _int(arg, 0, 3 * state.players - 1)
        ship = state.ships[ship_id]
        if ship is None or ship.owner != seat:
            return Reason("sf.not_your_ship", {"ship": ship_id})
        return ship

    def _switch_refusal(self, state: StarfarersState, ship: Ship, sites: frozenset[int]) -> Reason | None:
        """Returns why another ship cannot start yet: the moving one stands where it may not end."""
        if state.moving is None or state.moving == ship.id:
            return None
        moving = state.ships[state.moving]
        if moving is None or legal_end(state, moving, moving.node, sites):
            return None
        return Reason("sf.finish_ship_first", {"node": node_id(moving.node)})

    def _check_fly(self, state: StarfarersState, d: Decision, a: Action) -> Reason | None:
        seat = d.seat
        sites = foreign_sites(state, seat, BOARD.neutral_sites_block)
        if a.kind == "end_flight":
            _args(a, 0)
            return self._end_flight_refusal(state, seat, sites)
        if a.kind == "step":
            ship_arg, node_arg = _args(a, 2)
            ship = self._ship_of(state, seat, ship_arg)
            if isinstance(ship, Reason):
                return ship
            node = _node(node_arg)
        else:
            ship = self._ship_of(state, seat, _args(a, 1)[0])
            if isinstance(ship, Reason):
                return ship
            node = ship.node
        if ship.done:
            return Reason("sf.ship_done")
        refusal = self._switch_refusal(state, ship, sites)
        if refusal is not None:
            return refusal
        if a.kind == "found":
            code = colony_refusal(state, ship)
            return None if code is None else Reason(code, {"node": node_id(ship.node)})
        if a.kind == "dock":
            if not ship.trade or not DOCKING[node]:
                return Reason("sf.not_docking_point")
            if not can_dock(state, seat, node) or occupied(state, node, ship):
                return Reason("sf.dock_refused")
            return None
        if ship.halted:
            return Reason("sf.ship_halted")
        if node not in NEIGHBOURS[ship.node]:
            return Reason("sf.not_adjacent", {"node": node_id(node)})
        if steps_left(state, ship) < 1:
            return Reason("sf.no_steps_left", {"speed": speed(state, seat)})
        if not may_step(state, ship, node, sites):
            return Reason("sf.stranded", {"node": node_id(node)})
        return None

    def _end_flight_refusal(self, state: StarfarersState, seat: Seat, sites: frozenset[int]) -> Reason | None:
        if state.moving is not None:
            moving = state.ships[state.moving]
            if moving is not None and not moving.done and not legal_end(state, moving, moving.node, sites):
                return Reason("sf.cannot_end_there", {"node": node_id(moving.node)})
        for ship in ships_of(state, seat):
            if ship.must_leave and not ship.halted and ship.node == ship.start and \
                    not legal_end(state, ship, ship.node, sites):
                return Reason("sf.must_leave", {"node": node_id(ship.node)})
        return None

    def _cand_fly(self, state: StarfarersState, d: Decision) -> list[Action]:
        out: list[Action] = []
        for ship in ships_of(state, d.seat):
            if ship.done:
                continue
            if not ship.halted:
                out += [Action("step", (ship.id, node_id(n))) for n in NEIGHBOURS[ship.node]]
            if ship.trade:
                if DOCKING[ship.node]:
                    out.append(Action("dock", (ship.id,)))
            elif COLONY_SITE[ship.node]:
                out.append(Action("found", (ship.id,)))
        out.append(END_FLIGHT)
        return out

    def _do_fly(self, state: StarfarersState, d: Decision, a: Action, events: list[Event]) -> None:
        seat = d.seat
        if a.kind == "end_flight":
            self._end_turn(state, events)
            return
        ship = state.ships[int(a.args[0])]
        assert ship is not None
        if state.moving is not None and state.moving != ship.id:
            previous = state.ships[state.moving]
            if previous is not None:
                previous.done = True
        state.moving = ship.id
        if a.kind == "step":
            node = _node(a.args[1])
            ship.steps += 1
            events.append(Event("sf.step", {"seat": seat, "ship": ship.id, "node": node_id(node)}, seat))
            enter(state, ship, node, events)
        elif a.kind == "found":
            found_colony(state, ship, events)
        else:
            self._dock(state, ship, events)


CheckFn = Callable[[Starfarers, StarfarersState, Decision, Action], "Reason | None"]
CandFn = Callable[[Starfarers, StarfarersState, Decision], list[Action]]
ApplyFn = Callable[[Starfarers, StarfarersState, Decision, Action, list[Event]], None]
S = Starfarers

CHECKS: dict[str, CheckFn] = {
    "roll": S._check_roll, "trade": S._check_trade, "place_token": S._check_place_token, "offer": S._check_offer,
    "answer": S._check_answer, "choose": S._check_choose, "discard": S._check_discard, "give": S._check_discard,
    "take": S._check_take, "relief": S._check_take, "rob": S._check_rob, "help": S._check_rob,
    "encounter": S._check_encounter, "upgrade": S._check_upgrade, "lose": S._check_upgrade,
    "halt": S._check_ship_choice, "jump_ship": S._check_ship_choice, "place_ship": S._check_place_token,
    "jump": S._check_jump, "befriend": S._check_befriend, "fly": S._check_fly,
}
CANDIDATES: dict[str, CandFn] = {
    "roll": S._cand_roll, "trade": S._cand_trade, "place_token": S._cand_place, "offer": S._cand_offer,
    "answer": S._cand_answer, "choose": S._cand_choose, "discard": S._cand_resources, "give": S._cand_resources,
    "take": S._cand_resources, "relief": S._cand_resources, "rob": S._cand_rob, "help": S._cand_rob,
    "encounter": S._cand_encounter, "upgrade": S._cand_upgrade, "lose": S._cand_upgrade, "halt": S._cand_ships,
    "jump_ship": S._cand_ships, "place_ship": S._cand_place, "jump": S._cand_jump, "befriend": S._cand_befriend,
    "fly": S._cand_fly,
}
APPLY: dict[str, ApplyFn] = {
    "roll": S._do_roll, "trade": S._do_trade, "place_token": S._do_place_token, "offer": S._do_offer,
    "answer": S._do_answer, "choose": S._do_choose, "discard": S._do_discard, "give": S._do_discard,
    "take": S._do_take, "relief": S._do_take, "rob": S._do_rob, "help": S._do_rob,
    "encounter": S._do_encounter, "upgrade": S._do_upgrade, "lose": S._do_upgrade, "halt": S._do_halt,
    "jump_ship": S._do_jump_ship, "place_ship": S._do_place_ship, "jump": S._do_jump,
    "befriend": S._do_befriend, "fly": S._do_fly,
}

StepFn = Callable[[Starfarers, StarfarersState, Op, list[Event]], None]


def _op(fn: Callable[[StarfarersState, Op, list[Event]], None]) -> StepFn:
    return lambda game, state, op, events: fn(state, op, events)


FastFn = Callable[[Starfarers, StarfarersState, Decision], list[Action]]
FAST_LEGAL: dict[str, FastFn] = {"trade": S._fast_trade, "offer": S._fast_offer, "fly": S._fast_fly,
                                  "answer": S._fast_answer, "discard": S._fast_cards, "give": S._fast_cards,
                                  "take": S._fast_cards, "relief": S._fast_cards, "choose": S._fast_choose}
TRADES = {(rate, give, get): Action("trade", (rate, Resource(give).word, Resource(get).word))
          for rate in (1, 2, 3) for give in range(5) for get in range(5)}
BUILD_UPGRADE = {u: Action("build", (u.word,)) for u in Upgrade}
UPGRADE_ROWS = tuple((int(u), BOX.upgrade_max[u], BOX.build_costs[u.word], BUILD_UPGRADE[u]) for u in Upgrade)
SPACEPORT_COST, COLONY_SHIP_COST, TRADE_SHIP_COST = (BOX.build_costs[w] for w in ("spaceport", "colony_ship",
                                                                                  "trade_ship"))
GOODS = int(Resource.GOODS)
OFFER_SKIP = [Action("offer_skip", (s,)) for s in range(4)]
TAKE_OFFER = [Action("take_offer", (s,)) for s in range(4)]
RESOURCE_PICKS = {kind: [Action(kind, (r.word,)) for r in Resource] for kind in ("discard", "give", "take", "relief")}
STEP = {(ship, n.key): Action("step", (ship, n.id)) for ship in range(12) for n in NODES}
OFFER_GIVE = [Action("offer_give", (r.word,)) for r in Resource]
OFFER_WANT = [Action("offer_want", (r.word,)) for r in Resource]
PROPOSE_GIVE = [Action("propose_give", (r.word,)) for r in Resource]
PROPOSE_WANT = [Action("propose_want", (r.word,)) for r in Resource]

STEPS: dict[str, StepFn] = {name: _op(fn) for name, fn in {**OPS, **PRODUCTION_OPS}.items()}
STEPS["begin_trade"] = S._begin_trade
STEPS["begin_moving"] = S._begin_moving
