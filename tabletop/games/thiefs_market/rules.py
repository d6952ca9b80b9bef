"""Thief's Market's rules: Splitting the loot (take or steal, pick by pick), Buying, the round's end.

Rulings (shared/notes/thiefs_market.md) and our reading of the icon-only cards:
- Splitting: the start player rolls every die and takes at least one object
  (dice and the start marker); then each seat without a pile, clockwise, takes at
  least one object from the centre or steals a whole pile of two or more objects,
  returning at least one and keeping at least one. Returned dice are re-rolled;
  the robbed seat has no pile again. The last seat without a pile that takes from
  the centre takes everything.
- Buying, from the start-marker holder clockwise: one card each unless a card
  grants more; gems pay their colour, gold tokens are wild; a gold-bag die is no
  gold token. Abilities marked once per round are used during one's buying turn.
- Card effects are data: each card names a template of effects.py with its
  parameters; the timing rulings of "Card effects in words" are written there
  (Big Haul counts the pile recorded at the end of Splitting, the henchmen give
  their purchase in the round they are bought, Unlabeled Potion reaches only into
  its own deck, Lucky Animal Appendage's owner chooses).

Every choice is a decision on the engine's decision stack (tabletop/engine/decisions.py):
a seat's Splitting turn, and above it the picks of a take or a steal; the robbed
owner's choice of a returned die that keeps its face (off turn: the thief's turn
waits underneath); a buying turn, and above it the payment of a card gem by gem,
the re-roll before buying, Mimetic Stew's copy. Big choices are made pick by pick —
`take green`, `take marker`, … `done`; `steal 2`, `return red`, … `done`; `buy C03`,
`pay white gold`, … — so no list of legal actions runs into the hundreds.
"""

from __future__ import annotations

import random
from functools import cached_property
from typing import Any, Mapping, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, OptionSpec, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.parts import FromParts, GameParts
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step, Stepped
from tabletop.games.thiefs_market import effects
from tabletop.games.thiefs_market.audit import action_universe, invariants, scramble_hidden
from tabletop.games.thiefs_market.components import (CARD, CARDS, DECKS, DICE_BY_PLAYERS, GEMS, KEEP_PER_DECK,
                                                     ROW_SIZE, START_GOLD, Face)
from tabletop.games.thiefs_market.effects import effect_of, gain_infamy, owned, pile_of
from tabletop.games.thiefs_market.loot import (BUY, BUYS, CANCEL, CARD_CHOICE, CHOICE_VERBS, DONE, HOLD, MARKER,
                                               OBJECTS, PAY, RETURNS, SPLIT, STEAL, STEALS, TAKE, TAKE_ALL, TAKES,
                                               UNPICKS, buying_turn, centre_objects, counts_of, gold_short, held,
                                               market, objects, payment_of, splitting_turn, stealable, without_pile)
from tabletop.games.thiefs_market.payment import WAIVE, Payment, shortfall
from tabletop.games.thiefs_market.refusals import refusal
from tabletop.games.thiefs_market.moves import describe
from tabletop.games.thiefs_market.scoring import final_result, points_now
from tabletop.games.thiefs_market.state import Phase, ThiefsMarketState
from tabletop.games.thiefs_market.view import ThiefsMarketView, make_view


class _CardsAnswer(dict[str, Step]):
    """The steps by kind of decision; a kind not among them is a card's own question, answered by its step."""

    def __missing__(self, kind: str) -> Step:
        return self[CARD_CHOICE]


class ThiefsMarket(FromParts[ThiefsMarketState, ThiefsMarketView], Stepped[ThiefsMarketState, ThiefsMarketView]):
    """Thief's Market for 3–5 seats."""

    # A seat's view (everything but the deck orders and other seats' infamy tokens), the moves in words, and the
    # result (card points, infamy tokens and bonuses; ties by cards, then infamy).
    parts = GameParts(make_view, describe, final_result)

    id = "thiefs-market"
    rules_version = 2  # 2: card effects as the notes say (Big Haul, Heist, henchmen, Potion, Appendage)
    min_players = 3
    max_players = 5
    options = (OptionSpec("promos", False, "tm.option.promos"),)

    # --- setup ------------------------------------------------------------------
    # Options are the contract's: names to values of any option type (checked by check_setup).
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> ThiefsMarketState:
        """Returns the table after setup: decks cut to 13/12/11, five cards of A on display, one gold each."""
        opts = self.check_setup(players, options)
        rng = random.Random(seed)
        decks: dict[str, list[str]] = {}
        boxed: list[str] = []
        for deck in DECKS:
            cards = [c.id for c in CARDS if c.deck == deck and (not c.promo or opts["promos"])]
            rng.shuffle(cards)
            keep = KEEP_PER_DECK[deck]
            decks[deck], returned = cards[:keep], cards[keep:]
            boxed += returned
        rows = {"A": [decks["A"].pop() for _ in range(ROW_SIZE)]}
        start = rng.randrange(players)
        state = ThiefsMarketState(
            players=players, promos=opts["promos"], rng=rng, decks=decks, rows=rows, boxed=boxed,
            gold=[START_GOLD] * players, infamy=[0] * players, tableau=[[] for _ in range(players)],
            start_seat=start, used=[[] for _ in range(players)], extra_purchases=[0] * players)
        self._start_round(state, [])
        return state

    def _start_round(self, state: ThiefsMarketState, events: list[Event]) -> None:
        n = DICE_BY_PLAYERS[state.players]
        state.phase = Phase.DISTRIBUTE
        state.centre = self._roll(state, n)
        state.marker_in_centre = True
        state.marker_owner = None
        state.piles = [None] * state.players
        state.used = [[] for _ in range(state.players)]
        state.final_piles = []  # recorded again when this round's Splitting ends
        state.decisions.clear()
        state.decisions.push(splitting_turn(state.start_seat))
        events.append(Event("tm.rolled", {"seat": state.start_seat, "dice": tuple(state.centre),
                                          "round": state.round}, state.start_seat, reveal=True))

    def _roll(self, state: ThiefsMarketState, n: int) -> list[int]:
        counts = [0] * 6
        for _ in range(n):
            counts[state.rng.randrange(6)] += 1
        return counts

    # --- whose decision: the top frame of the decision stack, answered by the steps below -------------------
    def is_over(self, state: ThiefsMarketState) -> bool:
        """Returns True after the round in which deck C could not refill the market."""
        return state.phase is Phase.OVER

    # --- what the table holds (loot.py) --------------------------------------------------------
    def market(self, state: ThiefsMarketState) -> list[str]:
        """Returns every card on display, row by row."""
        return market(state)

    def shortfall(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> int:
        """Returns how many more gold tokens a seat needs to buy a card now (0: it can pay)."""
        return gold_short(state, seat, card_id)

    # --- the decision steps ------------------------------------------------------------------
    @cached_property
    def steps(self) -> dict[str, Step]:
        """Returns each kind of decision's Step; any other kind is a card's own question (CARD_CHOICE), answered by
        its effect.

        The lists below are written out exactly, so each is its step's fast list, and a check refuses what is not
        in it with the step's reason (refusals.py).
        """
        def step(verbs: frozenset[str], choices: Any, act: Any) -> Step:
            def check(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason | None:
                return None if action in choices(state, decision) else refusal(state, decision, action)
            return Step(verbs, choices, check, act, choices)

        return _CardsAnswer({
            SPLIT: step(frozenset({"take", "steal"}), self._split_choices,
                        lambda state, d, a, events: self._split(state, d.seat, a, events)),
            TAKE: step(frozenset({"take", "unpick", "done", "cancel"}), self._take_choices, self._taking),
            STEAL: step(frozenset({"return", "unpick", "done", "cancel"}), self._steal_choices, self._stealing),
            HOLD: step(frozenset({"hold"}), self._hold_choices,
                       lambda state, d, a, events: self._hold(state, d, Face.of(str(a.args[0])), events)),
            BUY: step(frozenset({"buy", "done", "convert", "spend", "exchange", "reroll"}),
                      self._buying_choices,
                      lambda state, d, a, events: self._buying(state, d.seat, a, events)),
            PAY: step(frozenset({"pay", "waive", "cancel"}), self._pay_choices, self._paying),
            CARD_CHOICE: step(CHOICE_VERBS | {"reroll", "done", "cancel"}, self._card_choices, self._card_choice),
        })

    def not_now(self, state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
        """Returns the open step's reason (refusals.py) for a verb of another step: what the decision waits for."""
        return refusal(state, decision, action)

    def _hold_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        dice = decision.params["dice"]
        assert isinstance(dice, tuple)
        return [Action("hold", (OBJECTS[face],)) for face in range(6) if dice[face]]  # OBJECTS: the faces' words

    def _card_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        effect = effect_of(state, str(decision.params["card"]))
        return effect.choices(state, decision) if effect is not None else []

    def _split_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        seat = decision.seat
        out = []
        centre = centre_objects(state)
        if any(centre):
            if len(without_pile(state)) == 1:
                out.append(TAKE_ALL)  # the last seat without a pile takes everything, in one action
            else:
                out += [TAKES[k] for k in range(7) if centre[k]]
        out += [STEALS[victim] for victim in range(state.players) if stealable(state, seat, victim)]
        return out

    def _take_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        picked = counts_of(decision.picks)
        left = [n - p for n, p in zip(centre_objects(state), picked)]
        return [TAKES[k] for k in range(7) if left[k]] + [UNPICKS[k] for k in range(7) if picked[k]] + [DONE, CANCEL]

    def _steal_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        returned = counts_of(decision.picks)
        kept = [n - r for n, r in zip(held(state, int(str(decision.params["victim"]))), returned)]
        out = []
        if sum(kept) >= 2:  # the thief keeps at least one object
            out += [RETURNS[k] for k in range(7) if kept[k]]
        out += [UNPICKS[k] for k in range(7) if returned[k]]
        if decision.picks:  # and returns at least one
            out.append(DONE)
        return out + [CANCEL]

    def _buying_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        seat = decision.seat
        out = []
        if state.purchases_left > 0:
            pile, gold, off = pile_of(state, seat), state.gold[seat], effects.discount(state, seat)
            out += [BUYS[c] for c in self.market(state) if shortfall(CARD[c].cost, pile, off) <= gold]
        for card_id, effect in owned(state, seat):
            out += effect.abilities(state, seat, card_id)
        out.append(DONE)
        return out

    def _pay_choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        ways = payment_of(state, decision).options()
        return [Action("waive", (face.word,)) if way == WAIVE else Action("pay", (face.word, way))
                for way, face in ways] + [CANCEL]

    # --- applying actions ---------------------------------------------------------------------
    def _card_choice(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        effect = effect_of(state, str(decision.params["card"]))
        assert effect is not None
        effect.choose(state, decision, action, events)
        if state.decisions.current() is not None and state.decisions.current() == state.decisions.find(BUY) \
                and not state.bought_this_turn:
            self._before_buying(state, decision.seat)  # the next before-buying choice (a Stew may copy the appendage)

    # Splitting ----------------------------------------------------------------------------------
    def _split(self, state: ThiefsMarketState, seat: Seat, action: Action, events: list[Event]) -> None:
        if action == TAKE_ALL:
            self._take(state, seat, centre_objects(state), events)
        elif action.kind == "take":
            state.decisions.push(Decision(seat, TAKE, "tm.prompt.take", picks=(str(action.args[0]),)))
        else:
            victim = int(action.args[0])
            state.decisions.push(Decision(seat, STEAL, "tm.prompt.steal", {"victim": victim}))

    def _taking(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        if action.kind == "take":
            state.decisions.replace(decision.pick(str(action.args[0])))
        elif action.kind == "unpick":
            fewer = decision.unpick(str(action.args[0]))
            if fewer.picks:
                state.decisions.replace(fewer)
            else:
                state.decisions.pop()  # nothing picked: back to take-or-steal
        elif action == CANCEL:
            state.decisions.pop()
        else:
            state.decisions.pop()
            self._take(state, decision.seat, counts_of(decision.picks), events)

    def _take(self, state: ThiefsMarketState, seat: Seat, counts: Sequence[int], events: list[Event]) -> None:
        """The seat's pile is what it took; its Splitting turn ends."""
        pile = list(counts[:6])
        for f in range(6):
            state.centre[f] -= pile[f]
        state.piles[seat] = pile
        if counts[MARKER]:
            state.marker_in_centre = False
            state.marker_owner = seat
        events.append(Event("tm.took", {"seat": seat, "dice": tuple(pile) + (int(bool(counts[MARKER])),)}, seat))
        state.decisions.settle(seat)
        self._next_distributor(state, seat, events)

    def _stealing(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        if action.kind == "return":
            state.decisions.replace(decision.pick(str(action.args[0])))
        elif action.kind == "unpick":
            state.decisions.replace(decision.unpick(str(action.args[0])))
        elif action == CANCEL:
            state.decisions.pop()
        else:
            state.decisions.pop()
            self._steal(state, decision.seat, int(str(decision.params["victim"])), counts_of(decision.picks), events)

    def _steal(self, state: ThiefsMarketState, seat: Seat, victim: Seat, returned: Sequence[int],
               events: list[Event]) -> None:
        pile = pile_of(state, victim)
        had_marker = state.marker_owner == victim
        kept = [pile[f] - returned[f] for f in range(6)]
        state.piles[victim] = None
        state.piles[seat] = kept
        if had_marker:
            if returned[MARKER]:
                state.marker_in_centre = True
                state.marker_owner = None
            else:
                state.marker_owner = seat
        kept_marker = int(state.marker_owner == seat)
        events.append(Event("tm.stole", {"seat": seat, "victim": victim, "dice": tuple(kept) + (kept_marker,),
                                         "returned": sum(returned)}, seat))
        # The returned dice wait in the centre, faces unchanged, until they are re-rolled below.
        for f in range(6):
            state.centre[f] += returned[f]
        for card_id, effect in owned(state, victim):
            effect.when_stolen(state, victim, card_id, events)
        holds = effects.total(state, victim, lambda e: e.returned_dice_kept())
        self._settle_holds(state, victim, tuple(returned[:6]), holds, events)

    def _hold(self, state: ThiefsMarketState, decision: Decision, face: Face, events: list[Event]) -> None:
        state.decisions.settle(decision.seat)
        dice, holds = decision.params["dice"], decision.params["holds"]
        assert isinstance(dice, tuple) and isinstance(holds, int)
        waiting = self._hold_one(decision.seat, [int(str(n)) for n in dice], face, events)
        self._settle_holds(state, decision.seat, tuple(waiting), holds - 1, events)

    def _hold_one(self, seat: Seat, dice: list[int], face: Face, events: list[Event]) -> list[int]:
        """Returns the returned dice still to re-roll after one of `face` keeps its face."""
        dice[face] -= 1
        events.append(Event("tm.lucky_die", {"seat": seat, "face": face.word}, seat))
        return dice

    def _settle_holds(self, state: ThiefsMarketState, victim: Seat, dice: tuple[int, ...], holds: int,
                      events: list[Event]) -> None:
        """Holds dice while there is no real choice, asks the owner when there is, else re-rolls the rest."""
        waiting = list(dice)
        while holds and sum(waiting):
            faces = [f for f in range(6) if waiting[f]]
            if len(faces) > 1 and holds < sum(waiting):
                # A real choice: the robbed owner decides, off turn, before the thief's turn goes on.
                state.decisions.push(Decision(victim, HOLD, "tm.prompt.hold", {"dice": tuple(waiting),
                                                                               "holds": holds}))
                return
            waiting = self._hold_one(victim, waiting, Face(faces[0]), events)
            holds -= 1
        count = sum(waiting)
        if count:
            for f in range(6):
                state.centre[f] -= waiting[f]
            rolled = self._roll(state, count)
            for f in range(6):
                state.centre[f] += rolled[f]
            events.append(Event("tm.rerolled", {"count": count, "dice": tuple(rolled)}, reveal=True))
        thief = state.current
        state.decisions.settle(thief)  # the thief's turn, which waited underneath, ends
        self._next_distributor(state, thief, events)

    def _next_distributor(self, state: ThiefsMarketState, seat: Seat, events: list[Event]) -> None:
        n = state.players
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if state.piles[nxt] is None:
                state.decisions.push(splitting_turn(nxt))
                return
        self._end_distribution(state, events)

    def _end_distribution(self, state: ThiefsMarketState, events: list[Event]) -> None:
        """Everyone has a pile: cards acting at the end of Splitting act, then the marker's holder buys first."""
        state.decisions.clear()  # Splitting is over (a scenario may also start here)
        state.final_piles = [list(pile_of(state, s)) for s in range(state.players)]
        for seat in range(state.players):
            for card_id, effect in owned(state, seat):
                effect.at_end_of_splitting(state, seat, card_id, events)
            state.extra_purchases[seat] = effects.total(state, seat, lambda e: e.extra_purchases(state, seat))
        state.phase = Phase.BUY
        first = state.marker_owner if state.marker_owner is not None else state.start_seat
        state.buy_order = [(first + k) % state.players for k in range(state.players)]
        events.append(Event("tm.buying", {"seat": first}, first))
        self._begin_buying_turn(state, state.buy_order[0], events)

    # Buying ------------------------------------------------------------------------------------
    def _begin_buying_turn(self, state: ThiefsMarketState, seat: Seat, events: list[Event]) -> None:
        state.purchases_left = 1 + state.extra_purchases[seat]
        state.bought_this_turn = 0
        state.decisions.push(buying_turn(seat))
        events.append(Event("tm.buyer", {"seat": seat, "purchases": state.purchases_left}, seat))
        self._before_buying(state, seat)

    def _before_buying(self, state: ThiefsMarketState, seat: Seat) -> None:
        """Opens the next choice a card asks for before its owner buys (Lucky Animal Appendage's re-roll)."""
        for card_id, effect in owned(state, seat):
            decision = effect.before_buying(state, seat, card_id)
            if decision is not None:
                state.decisions.push(decision)
                return

    def _buying(self, state: ThiefsMarketState, seat: Seat, action: Action, events: list[Event]) -> None:
        if action == DONE:
            state.decisions.settle(seat)
            self._next_buyer(state, seat, events)
        elif action.kind == "buy":
            card_id = str(action.args[0])
            payment = Payment.start(CARD[card_id].cost, pile_of(state, seat), state.gold[seat],
                                    effects.discount(state, seat))
            if payment.complete:  # one way to pay: no question
                self._purchase(state, seat, card_id, payment, events)
            else:
                # "owed": what is left to pay once every colour with one way to pay is paid (for the table).
                state.decisions.push(Decision(seat, PAY, "tm.prompt.pay", {"card": card_id, "owed": payment.cost}))
        else:
            card_id = str(action.args[0])
            effect = effect_of(state, card_id)
            assert effect is not None
            effect.use(state, seat, card_id, action, events)

    def _paying(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        if action == CANCEL:
            state.decisions.pop()
            return
        way = WAIVE if action.kind == "waive" else str(action.args[1])
        decision = decision.pick((way, str(action.args[0])))
        payment = payment_of(state, decision)
        if payment.complete:
            state.decisions.pop()
            self._purchase(state, decision.seat, str(decision.params["card"]), payment, events)
        else:
            state.decisions.replace(decision.with_params(owed=payment.cost))

    def _purchase(self, state: ThiefsMarketState, seat: Seat, card_id: str, payment: Payment,
                  events: list[Event]) -> None:
        """Pays, takes the card from the market, then lets the seat's cards act on the purchase."""
        pile = pile_of(state, seat)
        for f in GEMS:
            pile[f] -= payment.paid_dice[f]
            state.centre[f] += payment.paid_dice[f]  # spent dice wait in the centre for the next roll
        gold = sum(payment.paid_gold)
        state.gold[seat] -= gold
        for row in state.rows.values():
            if card_id in row:
                row.remove(card_id)
        state.purchases_left -= 1
        state.bought_this_turn += 1
        card = CARD[card_id]
        events.append(Event("tm.bought_with_gold" if gold else "tm.bought",
                            {"seat": seat, "card": card.name, "gold": gold}, seat))
        state.tableau[seat].append(card_id)
        for _, effect in owned(state, seat):
            effect.when_you_buy(state, seat, card, events)
        gained = effects.EFFECT[card_id]
        if gained is not None:
            gained.when_gained(state, seat, card_id, events)

    def _next_buyer(self, state: ThiefsMarketState, seat: Seat, events: list[Event]) -> None:
        order = state.buy_order
        k = order.index(seat)
        if k + 1 < len(order):
            self._begin_buying_turn(state, order[k + 1], events)
        else:
            self._end_round(state, events)

    # End of the round --------------------------------------------------------------------------
    def _end_round(self, state: ThiefsMarketState, events: list[Event]) -> None:
        for seat in range(state.players):
            pile = pile_of(state, seat)
            bags, masks = pile[Face.GOLD], pile[Face.INFAMY]
            if bags:
                gold = bags + effects.total(state, seat, lambda e: e.turn_in_bonus(Face.GOLD))
                state.gold[seat] += gold
                events.append(Event("tm.gold_in", {"seat": seat, "bags": bags, "gold": gold}, seat))
            if masks:
                gain_infamy(state, seat, masks + effects.total(state, seat, lambda e: e.turn_in_bonus(Face.INFAMY)),
                            events)
        # Every die goes back to the centre (the next round rolls them all again), the last round's too.
        for seat in range(state.players):
            state.centre = [c + n for c, n in zip(state.centre, pile_of(state, seat))]
        state.piles = [None] * state.players
        state.start_seat = state.marker_owner if state.marker_owner is not None else state.start_seat
        over = self._refill(state, events)
        state.points_by_round.append(tuple(points_now(state)))
        if over:
            state.phase = Phase.OVER
            state.decisions.clear()
            events.append(Event("tm.game_over", {}))
            return
        state.round += 1
        self._start_round(state, events)

    def _refill(self, state: ThiefsMarketState, events: list[Event]) -> bool:
        """Refills every row from its own deck; opens B, then C, when a deck runs dry. Returns True at the end."""
        for deck in DECKS:
            if deck not in state.rows:
                continue
            row, pile = state.rows[deck], state.decks[deck]
            while len(row) < ROW_SIZE and pile:
                row.append(pile.pop())
                events.append(Event("tm.dealt", {"card": CARD[row[-1]].name, "deck": deck}, reveal=True))
            if len(row) < ROW_SIZE:
                if deck == "C":
                    return True  # C cannot replace the bought cards: the game ends after this round
                following = DECKS[DECKS.index(deck) + 1]
                if following not in state.rows:
                    state.rows[following] = []
                    events.append(Event("tm.new_deck", {"deck": following}, reveal=True))
        return False

    # --- views, results, test hooks ---------------------------------------------------------------
    def invariants(self, state: ThiefsMarketState) -> list[str]:
        """Returns broken invariants: dice count constant, cards conserved, no negative tokens, decisions sound."""
        return invariants(state)

    def scramble_hidden(self, state: ThiefsMarketState, seat: Seat | None, rng: random.Random) -> ThiefsMarketState:
        """Returns a copy where `seat`'s infamy tokens (None: the deck orders) differ."""
        return scramble_hidden(state, seat, rng)

    def action_universe(self, state: ThiefsMarketState) -> list[Action]:
        """Returns every legal action of the seats to act and a sample of every other form, legal or not."""
        return action_universe(state, [a for seat in self.to_act(state) for a in self.legal_actions(state, seat)])


# The pieces of a round are named from here too (the bot, the table and the tests read them with the rules).
__all__ = ["ThiefsMarket", "OBJECTS", "MARKER", "SPLIT", "TAKE", "STEAL", "HOLD", "BUY", "PAY", "CARD_CHOICE", "DONE",
           "CANCEL", "TAKE_ALL", "objects", "counts_of", "splitting_turn", "buying_turn"]
