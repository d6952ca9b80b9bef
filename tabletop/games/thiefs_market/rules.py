"""Thief's Market's rules: distributing the loot (take or steal), buying, card abilities, the round's end.

Rulings (shared/notes/thiefs_market.md) and our reading of the icon-only cards:
- Distribution: the start player rolls every die and takes at least one object
  (dice and the start marker); then each seat without a pile, clockwise, takes at
  least one object from the centre or steals a whole pile of two or more objects,
  returning at least one and keeping at least one. Returned dice are re-rolled;
  the robbed seat has no pile again. The last seat without a pile that takes from
  the centre takes everything.
- Buying, from the start-marker holder clockwise: one card each unless a card
  grants more; gems pay their colour, gold tokens are wild; a gold-bag die is no
  gold token. Abilities marked once per round are used during one's buying turn.
- Card timing ("Card effects in words"): every seat's final pile is recorded at
  the end of Splitting. Big Haul / The Heist pay 1 infamy per die (not the marker)
  of that pile, whatever was paid or spent since. The extra-purchase henchmen
  (Corrupt Official, Disgruntled Minion, Guy In a Trenchcoat, Executive Assistant)
  check that pile for their colour, so one bought (or gained) this round gives its
  extra purchase at once. Unlabeled Potion is discarded when bought and its buyer
  gains, free, the top card of the potion's own deck (B), if one is left.
- Lucky Animal Appendage (read with medium confidence): when the owner's pile is
  stolen, the owner — off turn, before the thief's turn goes on — picks one
  returned die that is not re-rolled (no question when the returned dice show one
  face). At the start of the owner's buying turn, the owner picks one die of the
  final pile to re-roll, or none. Mimetic Stew (promo) — when gained it becomes,
  for good, a copy of a card an opponent owns. Promo cards join the deck printed
  on their backs (B or C) before it is cut.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Game, OptionSpec, Result, Seat
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.combos import Chain, Choices
from tabletop.games.thiefs_market.components import (CARD, CARDS, DECKS, DICE_BY_PLAYERS, GEMS, KEEP_PER_DECK,
                                                     ROW_SIZE, START_GOLD, Card, Face)
from tabletop.games.thiefs_market.scoring import final_result, points_now
from tabletop.games.thiefs_market.state import Pending, Phase, ThiefsMarketState
from tabletop.games.thiefs_market.view import make_view

DONE = Action("done")
EXCHANGE = Action("exchange")
NO_REROLL = Action("no_reroll")
WAIVE_NONE = "-"


def objects(pile: list[int] | None, marker: bool = False) -> int:
    """Returns how many objects a pile holds (dice, and the marker if it is there)."""
    return (sum(pile) if pile else 0) + int(marker)


def effect_of(state: ThiefsMarketState, card_id: str) -> Card:
    """Returns the card whose effect a card has (a Mimetic Stew plays as the card it copies)."""
    return CARD[state.copies.get(card_id, card_id)]


class ThiefsMarket(Game):
    """Thief's Market for 3–5 seats."""

    id = "thiefs-market"
    min_players = 3
    max_players = 5
    options = (OptionSpec("promos", False, "tm.option.promos"),)

    # --- setup ------------------------------------------------------------------
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> ThiefsMarketState:
        """Returns the table after setup: decks cut to 13/12/11, five cards of A on display, one gold each."""
        opts = self.check_setup(players, options)
        rng = random.Random(seed)
        decks, boxed = {}, []
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
        state.current = state.start_seat
        state.used = [[] for _ in range(state.players)]
        state.bought_decks = []
        state.final_piles = []  # recorded again when this round's Splitting ends
        events.append(Event("tm.rolled", {"seat": state.start_seat, "dice": tuple(state.centre),
                                          "round": state.round}, state.start_seat, reveal=True))

    def _roll(self, state: ThiefsMarketState, n: int) -> list[int]:
        counts = [0] * 6
        for _ in range(n):
            counts[state.rng.randrange(6)] += 1
        return counts

    # --- whose decision ---------------------------------------------------------------
    def to_act(self, state: ThiefsMarketState) -> tuple[Seat, ...]:
        """Returns the seat deciding now: a pending decision's owner (perhaps off turn), else the current seat."""
        if state.phase is Phase.OVER:
            return ()
        return (state.pending.seat,) if state.pending is not None else (state.current,)

    def is_over(self, state: ThiefsMarketState) -> bool:
        """Returns True after the round in which deck C could not refill the market."""
        return state.phase is Phase.OVER

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self, state: ThiefsMarketState, seat: Seat) -> Sequence[Action]:
        """Returns every legal action of `seat` now."""
        if seat not in self.to_act(state):
            return []
        if state.pending is not None:
            return self._pending_actions(state)
        if state.phase is Phase.DISTRIBUTE:
            return self._distribution_actions(state, seat)
        return self._buying_actions(state, seat)

    def _distribution_actions(self, state: ThiefsMarketState, seat: Seat) -> Sequence[Action]:
        parts = []
        centre = tuple(state.centre) + (int(state.marker_in_centre),)
        without = [s for s in range(state.players) if state.piles[s] is None]
        if any(centre):
            if len(without) == 1:
                parts.append([Action("take", centre)])  # the last seat without a pile takes everything
            else:
                parts.append(Choices("take", (), centre))
        for victim in range(state.players):
            pile = state.piles[victim]
            if victim == seat or pile is None:
                continue
            held = tuple(pile) + (int(state.marker_owner == victim),)
            if sum(held) >= 2:  # a pile of one object cannot be stolen
                parts.append(Choices("steal", (victim,), held, skip_none=True, skip_all=True))
        return Chain(parts)

    def _pending_actions(self, state: ThiefsMarketState) -> list[Action]:
        """Returns the small choices of the pending decision: one per face of die, or per card to copy."""
        pending = state.pending
        if pending.kind == "hold":
            return [Action("hold", (Face(f).word,)) for f in range(6) if pending.dice[f]]
        if pending.kind == "reroll":
            pile = state.piles[pending.seat]
            return [Action("reroll", (pending.card, Face(f).word)) for f in range(6) if pile[f]] + [NO_REROLL]
        return [Action("copy", (c,)) for c in self._copy_targets(state, pending.seat)]

    def _copy_targets(self, state: ThiefsMarketState, seat: Seat) -> list[str]:
        """Returns the cards other seats own, which a Mimetic Stew may become."""
        return sorted({c for s in range(state.players) if s != seat for c in state.tableau[s]})

    def _buying_actions(self, state: ThiefsMarketState, seat: Seat) -> list[Action]:
        actions: list[Action] = []
        if state.purchases_left > 0:
            discounted = self._discounted(state, seat)
            for card in self.market(state):
                actions += self._payments(state, seat, CARD[card], discounted)
        actions += self._abilities(state, seat)
        actions.append(DONE)
        return actions

    def market(self, state: ThiefsMarketState) -> list[str]:
        """Returns every card on display, row by row."""
        return [c for deck in DECKS for c in state.rows.get(deck, [])]

    def _discounted(self, state: ThiefsMarketState, seat: Seat) -> bool:
        return any(effect_of(state, c).kind == "extra_purchase_and_discount" for c in state.tableau[seat])

    def _payments(self, state: ThiefsMarketState, seat: Seat, card: Card, discounted: bool) -> list[Action]:
        """Returns every way to pay for `card`: gold tokens covering some gems, perhaps one gem waived."""
        pile = state.piles[seat] or [0] * 6
        gold = state.gold[seat]
        cost = card.cost
        short = 0
        for f in range(4):
            if cost[f] > pile[f]:
                short += cost[f] - pile[f]
        if short - discounted > gold:
            return []  # out of reach whatever the payment
        waives = [WAIVE_NONE] + ([Face(f).word for f in GEMS if card.cost[f]] if discounted else [])
        out = []
        for waive in waives:
            cost = list(card.cost)
            if waive != WAIVE_NONE:
                cost[Face[waive.upper()]] -= 1
            ranges = [range(max(0, cost[f] - pile[f]), cost[f] + 1) for f in GEMS]
            for g in ranges[0]:
                for w in ranges[1]:
                    for b in ranges[2]:
                        for r in ranges[3]:
                            if g + w + b + r <= gold:
                                out.append(Action("buy", (card.id, g, w, b, r, waive)))
        return out

    def _abilities(self, state: ThiefsMarketState, seat: Seat) -> list[Action]:
        """Returns the card abilities `seat` may use now."""
        pile = state.piles[seat] or [0] * 6
        out = []
        for card_id in state.tableau[seat]:
            card = effect_of(state, card_id)
            kind = card.kind
            if card_id in state.used[seat]:
                continue
            if kind == "convert_die":
                source = Face[card.effect["from"].upper()]
                if pile[source]:
                    out += [Action("convert", (card_id, to)) for to in card.effect["to"]]
            elif kind in ("spend_die_for_infamy", "spend_die_for_gold"):
                if pile[Face[card.effect["die"].upper()]]:
                    out.append(Action("spend", (card_id,)))
        if state.gold[seat] and any(effect_of(state, c).kind == "exchange_gold_for_infamy" for c in state.tableau[seat]):
            out.append(EXCHANGE)  # as often as you like
        return out

    # --- why an action is refused -------------------------------------------------------
    def diagnose(self, state: ThiefsMarketState, seat: Seat, action: Action) -> Reason:
        """Returns why a move is refused: a pile too small to steal, a card not affordable, …"""
        kind = action.kind
        if state.pending is not None:
            return self._diagnose_pending(state, seat, action)
        if kind in ("hold", "no_reroll", "copy"):
            return Reason("tm.nothing_to_choose")
        if state.phase is Phase.DISTRIBUTE:
            if kind == "take":
                without = [s for s in range(state.players) if state.piles[s] is None]
                if not any(state.centre) and not state.marker_in_centre:
                    return Reason("tm.centre_empty")
                if len(without) == 1:
                    return Reason("tm.take_everything")
                counts = action.args
                if len(counts) != 7 or not any(counts):
                    return Reason("tm.take_at_least_one")
                return Reason("tm.not_in_centre")
            if kind == "steal":
                victim = action.args[0] if action.args else None
                if victim == seat:
                    return Reason("tm.steal_yourself")
                if not isinstance(victim, int) or not 0 <= victim < state.players or state.piles[victim] is None:
                    return Reason("tm.no_pile_there")
                held = sum(state.piles[victim]) + int(state.marker_owner == victim)
                if held < 2:
                    return Reason("tm.pile_of_one", {"seat": victim})
                returned = action.args[1:]
                if len(returned) == 7 and sum(returned) == 0:
                    return Reason("tm.return_at_least_one")
                if len(returned) == 7 and sum(returned) == held:
                    return Reason("tm.keep_at_least_one")
                return Reason("tm.not_in_pile")
            return Reason("tm.distribution_now")
        if kind == "buy":
            card_id = action.args[0] if action.args else None
            if state.purchases_left <= 0:
                return Reason("tm.no_purchases_left")
            if card_id not in self.market(state):
                return Reason("tm.not_on_display", {"card": str(card_id)})
            card = CARD[card_id]
            pile = state.piles[seat] or [0] * 6
            need = sum(max(0, card.cost[f] - pile[f]) for f in GEMS)
            if self._discounted(state, seat):
                need = max(0, need - 1)
            if need > state.gold[seat]:
                return Reason("tm.cannot_afford", {"card": card.name, "missing": need - state.gold[seat]})
            return Reason("tm.bad_payment")
        if kind in ("convert", "spend", "reroll"):
            card_id = action.args[0] if action.args else None
            if card_id not in state.tableau[seat]:
                return Reason("tm.not_your_card")
            if card_id in state.used[seat]:
                return Reason("tm.once_per_round", {"card": CARD[card_id].name})
            if kind == "reroll" and any(state.piles[seat] or ()):
                return Reason("tm.reroll_before_buying")  # only at the start of the buying turn
            return Reason("tm.no_such_die")
        if kind == "exchange":
            if not state.gold[seat]:
                return Reason("tm.no_gold")
            return Reason("tm.not_your_card")
        if kind in ("take", "steal"):
            return Reason("tm.buying_now")
        return Reason("engine.not_legal_now", {"action": action.text()})

    def _diagnose_pending(self, state: ThiefsMarketState, seat: Seat, action: Action) -> Reason:
        """Returns why a move is refused while a decision waits: say which decision, or what fits it."""
        pending, kind = state.pending, action.kind
        if pending.kind == "hold":
            return Reason("tm.hold_a_returned_die" if kind == "hold" else "tm.choose_held_die")
        if pending.kind == "reroll":
            if kind != "reroll":
                return Reason("tm.choose_reroll")
            card_id = action.args[0] if action.args else None
            if card_id not in state.tableau[seat]:
                return Reason("tm.not_your_card")
            if card_id != pending.card:
                return Reason("tm.choose_reroll")  # another appendage's re-roll comes after this one
            return Reason("tm.no_such_die")
        return Reason("tm.copy_opponents_card" if kind == "copy" else "tm.choose_first")

    # --- applying actions ---------------------------------------------------------------------
    def apply(self, state: ThiefsMarketState, seat: Seat, action: Action) -> list[Event]:
        """Applies a legal action; returns what happened."""
        events: list[Event] = []
        kind = action.kind
        if kind == "take":
            self._take(state, seat, action.args, events)
        elif kind == "steal":
            self._steal(state, seat, action.args[0], action.args[1:], events)
        elif kind == "hold":
            pending = self._hold_one(state, state.pending, Face[str(action.args[0]).upper()], events)
            self._settle_holds(state, pending, events)
        elif kind in ("reroll", "no_reroll"):
            self._lucky_reroll(state, seat, action, events)
        elif kind == "copy":
            self._copy(state, seat, str(action.args[0]), events)
        elif kind == "buy":
            self._buy(state, seat, action.args, events)
        elif kind == "done":
            self._next_buyer(state, events)
        else:
            self._use_ability(state, seat, action, events)
        return events

    # Distribution -------------------------------------------------------------------------------
    def _take(self, state: ThiefsMarketState, seat: Seat, counts: tuple, events: list[Event]) -> None:
        pile = [0] * 6
        for f in range(6):
            pile[f] = counts[f]
            state.centre[f] -= counts[f]
        state.piles[seat] = pile
        if counts[6]:
            state.marker_in_centre = False
            state.marker_owner = seat
        events.append(Event("tm.took", {"seat": seat, "dice": tuple(pile) + (int(bool(counts[6])),)}, seat))
        self._next_distributor(state, seat, events)

    def _steal(self, state: ThiefsMarketState, seat: Seat, victim: int, returned: tuple, events: list[Event]) -> None:
        pile = state.piles[victim]
        had_marker = state.marker_owner == victim
        kept = [pile[f] - returned[f] for f in range(6)]
        state.piles[victim] = None
        state.piles[seat] = kept
        if had_marker:
            if returned[6]:
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
        if any(effect_of(state, c).kind == "infamy_when_stolen_from" for c in state.tableau[victim]):
            gain = sum(effect_of(state, c).effect["infamy"] for c in state.tableau[victim]
                       if effect_of(state, c).kind == "infamy_when_stolen_from")
            state.infamy[victim] += gain
            events.append(Event("tm.infamy_private", {"seat": victim, "infamy": gain}, victim, visible_to=victim))
        # Lucky Animal Appendage: its owner picks returned dice that are not re-rolled (one per appendage).
        lucky = [c for c in state.tableau[victim] if effect_of(state, c).kind == "lucky_appendage"]
        self._settle_holds(state, Pending("hold", victim, lucky[0] if lucky else "", tuple(returned[:6]),
                                          len(lucky)), events)

    def _hold_one(self, state: ThiefsMarketState, pending: Pending, face: Face, events: list[Event]) -> Pending:
        """Returns the hold decision after one returned `face` die is kept from the re-roll."""
        dice = list(pending.dice)
        dice[face] -= 1
        events.append(Event("tm.lucky_die", {"seat": pending.seat, "face": face.word}, pending.seat))
        return pending._replace(dice=tuple(dice), holds=pending.holds - 1)

    def _settle_holds(self, state: ThiefsMarketState, pending: Pending, events: list[Event]) -> None:
        """Holds dice while there is no real choice, waits for the owner when there is, else re-rolls the rest."""
        while pending.holds and sum(pending.dice):
            faces = [f for f in range(6) if pending.dice[f]]
            if len(faces) > 1 and pending.holds < sum(pending.dice):
                state.pending = pending  # a real choice: the robbed owner decides before play goes on
                return
            pending = self._hold_one(state, pending, Face(faces[0]), events)
        state.pending = None
        count = sum(pending.dice)
        if count:
            for f in range(6):
                state.centre[f] -= pending.dice[f]
            rolled = self._roll(state, count)
            for f in range(6):
                state.centre[f] += rolled[f]
            events.append(Event("tm.rerolled", {"count": count, "dice": tuple(rolled)}, reveal=True))
        self._next_distributor(state, state.current, events)  # after the thief, clockwise

    def _next_distributor(self, state: ThiefsMarketState, seat: Seat, events: list[Event]) -> None:
        n = state.players
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if state.piles[nxt] is None:
                state.current = nxt
                return
        self._end_distribution(state, events)

    def _end_distribution(self, state: ThiefsMarketState, events: list[Event]) -> None:
        """Everyone has a pile: after-distribution cards pay, then buying starts with the marker's holder."""
        state.final_piles = [list(pile) for pile in state.piles]
        for seat in range(state.players):
            extra = 0
            for card_id in state.tableau[seat]:
                card = effect_of(state, card_id)
                if card.kind == "extra_purchase_if_pile_has" and self._keyed_die_held(state, seat, card):
                    extra += 1
                elif card.kind == "extra_purchase_and_discount":
                    extra += card.effect["extra_purchases"]
                elif card.kind == "infamy_if_hold_start_marker" and state.marker_owner == seat:
                    self._gain_infamy(state, seat, card.effect["infamy"], events)
                elif card.kind == "infamy_if_other_pile_at_least" and any(
                        objects(state.piles[o], state.marker_owner == o) >= card.effect["objects"]
                        for o in range(state.players) if o != seat):
                    self._gain_infamy(state, seat, card.effect["infamy"], events)
            state.extra_purchases[seat] = extra
        state.phase = Phase.BUY
        first = state.marker_owner
        state.buy_order = [(first + k) % state.players for k in range(state.players)]
        events.append(Event("tm.buying", {"seat": first}, first))
        self._begin_buying_turn(state, state.buy_order[0], events)

    def _keyed_die_held(self, state: ThiefsMarketState, seat: Seat, card: Card) -> bool:
        """Returns True when the seat's final pile held a die of the card's colour at the end of Splitting."""
        return state.final_piles[seat][Face[card.effect["die"].upper()]] > 0

    def _gain_infamy(self, state: ThiefsMarketState, seat: Seat, n: int, events: list[Event]) -> None:
        state.infamy[seat] += n
        events.append(Event("tm.infamy_private", {"seat": seat, "infamy": n}, seat, visible_to=seat))

    # Buying ------------------------------------------------------------------------------------
    def _begin_buying_turn(self, state: ThiefsMarketState, seat: Seat, events: list[Event]) -> None:
        state.current = seat
        state.purchases_left = 1 + state.extra_purchases[seat]
        state.bought_this_turn = 0
        events.append(Event("tm.buyer", {"seat": seat, "purchases": state.purchases_left}, seat))
        self._offer_lucky_reroll(state, seat)

    def _offer_lucky_reroll(self, state: ThiefsMarketState, seat: Seat) -> None:
        """Asks the owner of an unused Lucky Animal Appendage, before buying, for a die of the pile to re-roll."""
        card = next((c for c in state.tableau[seat] if effect_of(state, c).kind == "lucky_appendage"
                     and c not in state.used[seat]), None)
        state.pending = Pending("reroll", seat, card) if card and any(state.piles[seat]) else None

    def _lucky_reroll(self, state: ThiefsMarketState, seat: Seat, action: Action, events: list[Event]) -> None:
        card_id = state.pending.card
        state.pending = None
        state.used[seat].append(card_id)
        if action.kind == "reroll":
            pile = state.piles[seat]
            face = Face[str(action.args[1]).upper()]
            pile[face] -= 1
            new = state.rng.randrange(6)
            pile[new] += 1
            events.append(Event("tm.rerolled_one", {"seat": seat, "from": face.word, "to": Face(new).word}, seat,
                                reveal=True))
        else:
            events.append(Event("tm.kept_dice", {"seat": seat, "card": CARD[card_id].name}, seat))
        self._offer_lucky_reroll(state, seat)  # a Mimetic Stew copying the appendage re-rolls too

    def _next_buyer(self, state: ThiefsMarketState, events: list[Event]) -> None:
        order = state.buy_order
        k = order.index(state.current)
        if k + 1 < len(order):
            self._begin_buying_turn(state, order[k + 1], events)
        else:
            self._end_round(state, events)

    def _buy(self, state: ThiefsMarketState, seat: Seat, args: tuple, events: list[Event]) -> None:
        card_id, g, w, b, r, waive = args
        card = CARD[card_id]
        gold_for = {Face.GREEN: g, Face.WHITE: w, Face.BLUE: b, Face.RED: r}
        cost = list(card.cost)
        if waive != WAIVE_NONE:
            cost[Face[waive.upper()]] -= 1
        pile = state.piles[seat]
        for f in GEMS:
            dice = cost[f] - gold_for[f]
            pile[f] -= dice
            state.centre[f] += dice  # spent dice wait in the centre for the next roll
        state.gold[seat] -= g + w + b + r
        for deck, row in state.rows.items():
            if card_id in row:
                row.remove(card_id)
                state.bought_decks.append(deck)
        state.tableau[seat].append(card_id)
        state.purchases_left -= 1
        state.bought_this_turn += 1
        gold = g + w + b + r
        events.append(Event("tm.bought_with_gold" if gold else "tm.bought",
                            {"seat": seat, "card": card.name, "gold": gold}, seat))
        self._on_buy(state, seat, card, events)

    def _on_buy(self, state: ThiefsMarketState, seat: Seat, card: Card, events: list[Event]) -> None:
        """Cards that pay when something is bought (including the card just bought), then the card's own gain."""
        for owned in state.tableau[seat]:
            effect = effect_of(state, owned)
            if effect.kind == "infamy_on_buy_with_color":
                colour = Face[effect.effect["color"].upper()]
                if card.cost[colour] and (owned != card.id or effect.effect.get("includes_self")):
                    self._gain_infamy(state, seat, effect.effect["infamy"], events)
        if card.kind == "swap_for_next_deck_card_free":
            self._drink_potion(state, seat, card, events)
        else:
            self._on_gain(state, seat, card.id, events)

    def _drink_potion(self, state: ThiefsMarketState, seat: Seat, potion: Card, events: list[Event]) -> None:
        """Unlabeled Potion: discarded; its buyer gains, free, the top card of the potion's own deck, if any."""
        state.tableau[seat].remove(potion.id)
        state.boxed.append(potion.id)  # out of the game, like the cards boxed at setup
        deck = state.decks[potion.deck]
        if not deck:
            events.append(Event("tm.potion_empty", {"seat": seat, "deck": potion.deck}, seat))
            return
        new = deck.pop()
        state.tableau[seat].append(new)
        events.append(Event("tm.potion_gained", {"seat": seat, "card": CARD[new].name, "deck": potion.deck}, seat,
                            reveal=True))
        self._on_gain(state, seat, new, events)

    def _on_gain(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """Cards that act when gained (bought, or free from the potion)."""
        card = CARD[card_id]
        if card.kind == "on_gain_infamy_per_die_in_pile":
            dice = sum(state.final_piles[seat])  # the pile at the end of Splitting, before anything was paid
            if dice:
                self._gain_infamy(state, seat, dice, events)
        elif card.kind == "copy_opponent_card_permanent" and self._copy_targets(state, seat):
            state.pending = Pending("copy", seat, card_id)
        self._extra_purchase_now(state, seat, card_id, events)

    def _extra_purchase_now(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """An extra-purchase henchman works in the round it is gained: its colour in the final pile adds a purchase."""
        card = effect_of(state, card_id)
        if card.kind == "extra_purchase_if_pile_has" and self._keyed_die_held(state, seat, card):
            state.purchases_left += 1
            events.append(Event("tm.extra_purchase", {"seat": seat, "card": CARD[card_id].name}, seat))

    def _copy(self, state: ThiefsMarketState, seat: Seat, target: str, events: list[Event]) -> None:
        card_id = state.pending.card
        state.pending = None
        state.copies[card_id] = target
        events.append(Event("tm.copied", {"seat": seat, "card": CARD[target].name}, seat))
        self._extra_purchase_now(state, seat, card_id, events)

    def _use_ability(self, state: ThiefsMarketState, seat: Seat, action: Action, events: list[Event]) -> None:
        pile = state.piles[seat]
        if action.kind == "exchange":
            state.gold[seat] -= 1
            events.append(Event("tm.exchanged", {"seat": seat}, seat))
            self._gain_infamy(state, seat, 2, events)
            return
        card_id = action.args[0]
        card = effect_of(state, card_id)
        state.used[seat].append(card_id)
        if action.kind == "convert":
            source, target = Face[card.effect["from"].upper()], Face[str(action.args[1]).upper()]
            pile[source] -= 1
            pile[target] += 1
            events.append(Event("tm.converted", {"seat": seat, "card": CARD[card_id].name, "from": source.word,
                                                 "to": target.word}, seat))
        elif action.kind == "spend":
            die = Face[card.effect["die"].upper()]
            pile[die] -= 1
            state.centre[die] += 1
            if card.kind == "spend_die_for_gold":
                state.gold[seat] += card.effect["gold"]
                events.append(Event("tm.spent_for_gold", {"seat": seat, "card": CARD[card_id].name}, seat))
            else:
                events.append(Event("tm.spent_for_infamy", {"seat": seat, "card": CARD[card_id].name,
                                                            "face": die.word}, seat))
                self._gain_infamy(state, seat, card.effect["infamy"], events)

    # End of the round --------------------------------------------------------------------------
    def _end_round(self, state: ThiefsMarketState, events: list[Event]) -> None:
        for seat in range(state.players):
            pile = state.piles[seat] or [0] * 6
            bags, masks = pile[Face.GOLD], pile[Face.INFAMY]
            bonus_gold = sum(effect_of(state, c).effect["extra_gold"] for c in state.tableau[seat]
                             if effect_of(state, c).kind == "bonus_on_turn_in"
                             and effect_of(state, c).effect["die"] == "gold") if bags else 0
            bonus_infamy = sum(effect_of(state, c).effect["extra_infamy"] for c in state.tableau[seat]
                               if effect_of(state, c).kind == "bonus_on_turn_in"
                               and effect_of(state, c).effect["die"] == "infamy") if masks else 0
            if bags:
                state.gold[seat] += bags + bonus_gold
                events.append(Event("tm.gold_in", {"seat": seat, "bags": bags, "gold": bags + bonus_gold}, seat))
            if masks:
                self._gain_infamy(state, seat, masks + bonus_infamy, events)
        state.piles = [None] * state.players
        state.start_seat = state.marker_owner
        over = self._refill(state, events)
        state.points_by_round.append(tuple(points_now(state)))
        if over:
            state.phase = Phase.OVER
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
    def view(self, state: ThiefsMarketState, seat: Seat | None):
        """Returns what `seat` may see: everything but the deck orders and other seats' infamy tokens."""
        return make_view(state, seat)

    def result(self, state: ThiefsMarketState) -> Result:
        """Returns the final scores: card points, infamy tokens and bonuses; ties by cards, then infamy."""
        return final_result(state)

    def invariants(self, state: ThiefsMarketState) -> list[str]:
        """Returns broken invariants: dice count constant, cards conserved, no negative tokens."""
        problems = []
        dice = sum(state.centre) + sum(sum(p) for p in state.piles if p)
        if state.phase is not Phase.OVER and dice != DICE_BY_PLAYERS[state.players]:
            problems.append(f"{dice} dice on the table")
        places = [c for d in state.decks.values() for c in d] + self.market(state) + state.boxed + \
            [c for t in state.tableau for c in t]
        expected = [c.id for c in CARDS if not c.promo or state.promos]
        if sorted(places) != sorted(expected):
            problems.append("cards not conserved")
        if min(state.gold) < 0 or min(state.infamy) < 0:
            problems.append("negative tokens")
        if state.piles and any(p is not None and min(p) < 0 for p in state.piles):
            problems.append("negative dice in a pile")
        markers = int(state.marker_in_centre) + int(state.marker_owner is not None)
        if state.phase is Phase.DISTRIBUTE and markers != 1:
            problems.append("the start marker is lost or doubled")
        pending = state.pending
        if pending is not None and pending.kind == "hold" and any(
                pending.dice[f] > state.centre[f] for f in range(6)):
            problems.append("returned dice waiting for their re-roll are not in the centre")
        return problems

    def scramble_hidden(self, state: ThiefsMarketState, seat: Seat | None, rng: random.Random):
        """Returns a copy where `seat`'s infamy tokens (None: the deck orders) differ."""
        other = state.copy()
        if seat is None:
            for deck in other.decks.values():
                rng.shuffle(deck)
            rng.shuffle(other.boxed)
            other.rng = random.Random(rng.random())
            return other
        other.infamy[seat] += 1 + rng.randrange(3)
        return other

    def action_universe(self, state: ThiefsMarketState) -> list[Action]:
        """Returns a sample of moves worth trying in this phase."""
        acts = [DONE, EXCHANGE, NO_REROLL]
        acts += [Action("hold", (face.word,)) for face in Face]
        acts += [Action("reroll", ("B13", face.word)) for face in Face]
        acts += [Action("copy", (card,)) for cards in state.tableau for card in cards[:2]]
        acts += [Action("take", tuple(1 if f == k else 0 for f in range(7))) for k in range(7)]
        acts.append(Action("take", (0,) * 7))
        for victim in range(state.players):
            acts.append(Action("steal", (victim, 1, 0, 0, 0, 0, 0, 0)))
            acts.append(Action("steal", (victim, 0, 0, 0, 0, 0, 0, 0)))
        for card in self.market(state)[:6]:
            acts.append(Action("buy", (card, 0, 0, 0, 0, WAIVE_NONE)))
        for seat_cards in state.tableau:
            for card in seat_cards[:4]:
                acts += [Action("spend", (card,)), Action("convert", (card, "gold"))]
        return acts
