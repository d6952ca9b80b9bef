"""A greedy Thief's Market bot: grabs what it can use without inviting theft, buys the best card it can.

Takes and steals are made pick by pick. The bot plans them greedily — add the object (or, stealing, send
back the object) that raises the pile's worth most, stop when nothing does — so planning again at every
pick gives the same plan, and it needs no memory between picks.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.decisions import DecisionView
from tabletop.engine.reason import Reason
from tabletop.bots.strong import Budget, EasyBot, Plan, StrongBot
from tabletop.games.thiefs_market.components import CARD, Face
from tabletop.games.thiefs_market.effects import short_text
from tabletop.games.thiefs_market.moves import BUY, RETURN, STEAL, TAKE, MoveParts, make, parts
from tabletop.games.thiefs_market.payment import shortfall
from tabletop.games.thiefs_market.rules import CANCEL, DONE, OBJECTS, TAKE_ALL, counts_of
from tabletop.games.thiefs_market.view import ThiefsMarketView

MARKER = len(OBJECTS) - 1
# What an end-game or ability card is worth beyond its printed points, by effect template (a rough guide).
KIND_VALUE = {"end_treasure_map": 6, "end_building_set": 2.5, "end_vp_per_icon_set": 3, "end_vp_per_other_card": 4,
              "end_vp_per_infamy_tokens": 3, "end_vp_per_opponent_icon": 3, "extra_purchase_and_discount": 3,
              "exchange_gold_for_infamy": 2, "on_gain_infamy_per_die_in_pile": 3, "infamy_on_buy_with_color": 1.5,
              "spend_die_for_infamy": 1.5, "convert_die": 1, "extra_purchase_if_pile_has": 1.5,
              "bonus_on_turn_in": 1, "infamy_if_hold_start_marker": 1, "spend_die_for_gold": 1,
              "lucky_appendage": 0.5, "swap_for_next_deck_card_free": 3, "infamy_when_stolen_from": 1,
              "copy_opponent_card_permanent": 3, "infamy_if_other_pile_at_least": 1}


def _value_of(card_id: str) -> float:
    """Returns a card's worth to the greedy bot (card_value reads it from CARD_VALUE)."""
    card = CARD[card_id]
    return card.vp + KIND_VALUE.get(card.template or "", 0) + 0.5 * card.icons.count("henchman")


CARD_VALUE = {card_id: _value_of(card_id) for card_id in CARD}


def card_value(card_id: str) -> float:
    """Returns a rough worth of owning a card: its points, its effect, a henchman icon's share of the bonus."""
    return CARD_VALUE[card_id]


# The greedy bot weighs many piles against the same market (and the Strong bot's playouts run it thousands of
# times a move), so the best card for given gems is worked out once.
@lru_cache(maxsize=8192)
def best_card(rows: tuple[tuple[str, tuple[str, ...]], ...], gems: tuple[int, ...], discount: int,
              gold: int) -> tuple[str | None, float]:
    """Returns the card these gems (with `gold` tokens and the discount) buy best on the market, and its worth
    less 0.6 a gold token it needs; (None, 0) if no card is worth buying."""
    best, best_card_id = 0.0, None
    for _, row in rows:
        for card_id in row:
            short = shortfall(CARD[card_id].cost, gems, discount)  # the rules' own count of gold needed
            if short <= gold:
                worth = CARD_VALUE[card_id] - 0.6 * short
                if worth > best:
                    best, best_card_id = worth, card_id
    return best_card_id, best


class GreedyThief:
    """Greedy, seeing only its own view."""

    name = "greedy"
    needs_view = True

    # The game is any registered game's rules object: the bot reads only the view and the legal actions.
    def choose(self, game: Game[Any, Any], view: ThiefsMarketView, seat: Seat, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Returns the legal action this bot likes best now."""
        if len(legal) == 1:
            return legal[0]
        decision = view.deciding()
        kind = decision.kind if decision is not None else None
        if decision is None or kind == "buy":
            return self._buy(view, legal)
        if kind == "split":
            return self._split(view, seat, legal)
        if kind == "take":
            return self._take_pick(view, seat, decision, legal)
        if kind == "steal":
            return self._return_pick(view, seat, decision, legal)
        if kind == "pay":
            return self._pay(legal)
        if kind == "hold":
            return self._hold(view, seat, legal)
        if kind == "reroll":
            return self._reroll(view, seat, legal)
        return max((a for a in legal if a.kind == "copy"), key=lambda a: card_value(str(a.args[0])),
                   default=legal[0])

    # --- sharing out the loot ---------------------------------------------------------------------
    def _target(self, view: ThiefsMarketView, seat: Seat, dice: Sequence[int]) -> tuple[str | None, float]:
        """Returns the card these dice would buy best (None if none is within reach) and its worth."""
        me = view.seats[seat]
        return best_card(view.rows, tuple(dice[:4]), me.discount, me.gold)

    def _pile_value(self, view: ThiefsMarketView, seat: Seat, dice: Sequence[int], marker: int) -> float:
        best = self._target(view, seat, dice)[1]
        # A card it can afford, plus bags (gold) and masks (infamy) that score whatever happens.
        gems = sum(dice[:4])
        return best + 1.2 * dice[Face.GOLD] + 1.0 * dice[Face.INFAMY] + 0.2 * gems + 0.4 * marker

    def _worth(self, view: ThiefsMarketView, seat: Seat, objects: Sequence[int]) -> float:
        """Returns a pile's worth to this seat, less the risk that a big pile is stolen."""
        size = sum(objects)
        return self._pile_value(view, seat, objects[:6], objects[MARKER]) - 0.15 * max(0, size - 3) ** 2

    def _next_take(self, view: ThiefsMarketView, seat: Seat, picked: list[int], first: bool) -> int | None:
        """Returns the object whose pick raises the take's worth most (any when `first`), or None to stop."""
        centre = list(view.centre) + [int(view.marker_in_centre)]
        now = self._worth(view, seat, picked)
        best, best_worth = None, now
        for k in range(len(OBJECTS)):
            if picked[k] < centre[k]:
                more = list(picked)
                more[k] += 1
                worth = self._worth(view, seat, more)
                if worth > best_worth or (first and best is None):
                    best, best_worth = k, worth
        return best

    def _next_return(self, view: ThiefsMarketView, seat: Seat, victim: Seat, returned: list[int],
                     first: bool) -> int | None:
        """Returns the object whose return raises the stolen pile's worth most (any when `first`), or None."""
        held = self._held(view, victim)
        kept = [h - r for h, r in zip(held, returned)]
        if sum(kept) < 2:
            return None  # a thief keeps at least one object
        best, best_worth = None, self._worth(view, seat, kept)
        for k in range(len(OBJECTS)):
            if kept[k]:
                fewer = list(kept)
                fewer[k] -= 1
                worth = self._worth(view, seat, fewer)
                if worth > best_worth or (first and best is None):
                    best, best_worth = k, worth
        return best

    def _held(self, view: ThiefsMarketView, victim: Seat) -> list[int]:
        other = view.seats[victim]
        return list(other.pile or (0,) * 6) + [int(other.has_marker)]

    def _planned_take(self, view: ThiefsMarketView, seat: Seat) -> tuple[int, float]:
        """Returns the first pick of the greedy take and the worth of the whole take."""
        picked = [0] * len(OBJECTS)
        first = None
        while (k := self._next_take(view, seat, picked, not any(picked))) is not None:
            first = k if first is None else first
            picked[k] += 1
        assert first is not None  # the centre holds something: a take was offered
        return first, self._worth(view, seat, picked)

    def _planned_steal(self, view: ThiefsMarketView, seat: Seat, victim: Seat) -> float:
        returned = [0] * len(OBJECTS)
        while (k := self._next_return(view, seat, victim, returned, not any(returned))) is not None:
            returned[k] += 1
        return self._worth(view, seat, [h - r for h, r in zip(self._held(view, victim), returned)])

    def _split(self, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action]) -> Action:
        """Plans the best take and the best steal of each pile, and starts the best of them."""
        options: list[tuple[float, Action]] = []
        if TAKE_ALL in legal:
            everything = list(view.centre) + [int(view.marker_in_centre)]
            options.append((self._worth(view, seat, everything), TAKE_ALL))
        elif any(a.kind == "take" for a in legal):
            first, worth = self._planned_take(view, seat)
            options.append((worth, make(TAKE, pick=OBJECTS[first])))
        for action in legal:
            if action.kind == "steal":
                options.append((self._planned_steal(view, seat, int(action.args[0])), action))
        return max(options, key=lambda o: o[0])[1]

    def _take_pick(self, view: ThiefsMarketView, seat: Seat, decision: DecisionView,
                   legal: Sequence[Action]) -> Action:
        k = self._next_take(view, seat, counts_of(decision.picks), False)
        return DONE if k is None else make(TAKE, pick=OBJECTS[k])

    def _return_pick(self, view: ThiefsMarketView, seat: Seat, decision: DecisionView,
                     legal: Sequence[Action]) -> Action:
        returned = counts_of(decision.picks)
        k = self._next_return(view, seat, int(str(decision.params["victim"])), returned, not any(returned))
        return DONE if k is None else make(RETURN, pick=OBJECTS[k])

    # --- Lucky Animal Appendage ---------------------------------------------------------------------
    def _hold(self, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action]) -> Action:
        """Keeps unrolled the returned die worth most: robbed, this seat takes from the centre again later."""
        def worth(action: Action) -> float:
            alone = [0] * 6
            alone[Face.of(str(action.args[0]))] = 1
            return self._pile_value(view, seat, alone, 0)

        return max(legal, key=worth)

    def _reroll(self, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action]) -> Action:
        """Re-rolls the die whose re-roll is worth most on average, if any re-roll beats keeping the pile."""
        pile = list(view.seats[seat].pile or (0,) * 6)
        now = self._pile_value(view, seat, pile, 0)

        def expected(action: Action) -> float:
            face = Face.of(str(action.args[1]))
            total = 0.0
            for new in Face:
                after = list(pile)
                after[face] -= 1
                after[new] += 1
                total += self._pile_value(view, seat, after, 0)
            return total / len(Face)

        rerolls = [a for a in legal if a.kind == "reroll"]
        best = max(rerolls, key=expected)
        return best if expected(best) > now + 0.05 else Action("no_reroll")

    # --- buying -------------------------------------------------------------------------------------
    def _buy(self, view: ThiefsMarketView, legal: Sequence[Action]) -> Action:
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            return max(buys, key=lambda a: card_value(str(a.args[0])))
        late = any(deck == "C" for deck, _ in view.rows)
        for action in legal:
            if action.kind == "spend" and CARD[str(action.args[0])].template == "spend_die_for_infamy":
                return action
            if action.kind == "exchange" and late:
                return action
        return DONE

    def _pay(self, legal: Sequence[Action]) -> Action:
        """Pays with as few gold tokens as it can: the discount where no die fits, then dice, then gold."""
        dice = {str(a.args[0]) for a in legal if a.kind == "pay" and a.args[1] == "die"}

        def cost(action: Action) -> int:
            if action.kind == "waive":
                return 0 if action.args[0] not in dice else 1
            if action == CANCEL:
                return 9
            return 2 if action.args[1] == "die" else 3

        return min(legal, key=cost)

    # --- why -----------------------------------------------------------------------------------------
    def explain(self, game: Game[Any, Any], view: ThiefsMarketView, seat: Seat, action: Action) -> Reason | None:
        """Returns why this bot would play `action` now, in its own terms (a hint's sentence), or None."""
        decision = view.deciding()
        named = parts(action)
        if action == TAKE_ALL:
            return Reason("tm.why.take_all")
        if action.kind == TAKE:
            return self._why_take(view, seat, decision, action)
        if action.kind == STEAL and named.victim is not None:
            return self._why_steal(view, seat, named.victim)
        if action == DONE:
            kind = decision.kind if decision is not None else None
            if kind in ("take", "steal"):
                return Reason("tm.why.done_" + str(kind))
            return Reason("tm.why.done_buying" if view.purchases_left else "tm.why.no_purchase_left")
        return _why_plain(action, named)

    def _why_steal(self, view: ThiefsMarketView, seat: Seat, victim: int) -> Reason:
        """Returns why stealing from `victim` pays: the card its pile, less what it would give back, buys."""
        returned = [0] * len(OBJECTS)
        while (k := self._next_return(view, seat, victim, returned, not any(returned))) is not None:
            returned[k] += 1
        kept = [h - r for h, r in zip(self._held(view, victim), returned)]
        card = self._target(view, seat, kept[:6])[0]
        if card is not None:
            return Reason("tm.why.steal", {"victim": victim, "card": card})
        return Reason("tm.why.steal_loot", {"victim": victim})

    def _why_take(self, view: ThiefsMarketView, seat: Seat, decision: DecisionView | None,
                  action: Action) -> Reason:
        """Returns why a take (or one more pick of it) is worth it: the card the whole take buys, or its loot."""
        plan = counts_of(decision.picks) if decision is not None and decision.kind == "take" else [0] * len(OBJECTS)
        plan[OBJECTS.index(str(action.args[0]))] += 1
        while (k := self._next_take(view, seat, plan, False)) is not None:
            plan[k] += 1
        card = self._target(view, seat, plan[:6])[0]
        if card is not None:
            return Reason("tm.why.take", {"dice": plan, "card": card})
        centre = sum(view.centre) + int(view.marker_in_centre)
        if sum(plan) * 2 < centre:
            return Reason("tm.why.take_small", {"dice": plan})
        return Reason("tm.why.take_loot", {"dice": plan})


# The Strong (search) and Easy bots of this game: the search's settings for it (tabletop/bots/strong.py).

class StrongThief(StrongBot):
    """Thief's Market: playouts of a round or so, then the points as they stand."""

    plan = Plan("tabletop.games.thiefs_market.sampling:determinize", "tabletop.bots.thiefs_market:GreedyThief",
                "tabletop.games.thiefs_market.sampling:estimate", Budget(candidates=4, playouts=24, depth=80),
                score_scale=20.0)
    hint_budget = Budget(candidates=4, playouts=12, depth=80)  # half the search: the hint within 0.5 s


class EasyThief(EasyBot):
    """Easy Thief's Market."""

    greedy = "tabletop.bots.thiefs_market:GreedyThief"


def _why_plain(action: Action, named: MoveParts) -> Reason | None:
    """Returns why a move that needs no plan is played: a card bought or used, a cost paid, a die held, … (None for a
    move this bot does not explain)."""
    kind, face, card = action.kind, named.face or named.pick or "", named.card or ""
    if action == CANCEL:
        return Reason("tm.why.cancel")
    if kind in ("unpick", "return"):
        return Reason("tm.why." + kind, {"dice": [int(o == face) for o in OBJECTS]})
    if kind == BUY:
        bought = CARD[card]
        if bought.template is None:
            return Reason("tm.why.buy", {"card": card, "vp": bought.vp})
        code, params = short_text(card)
        return Reason("tm.why.buy_effect", {"card": card, "effect": Reason(code, dict(params))})
    if kind == "pay":
        return Reason("tm.why.pay_die" if named.way == "die" else "tm.why.pay_gold", {"face": face})
    if kind in ("waive", "hold"):
        return Reason("tm.why." + kind, {"face": face})
    if kind == "convert":
        return Reason("tm.why.convert", {"card": card, "to": face})
    if kind in ("spend", "exchange", "copy"):
        return Reason("tm.why." + kind, {"card": card})
    if kind == "reroll":
        return Reason("tm.why.reroll", {"face": face})
    if kind == "no_reroll":
        return Reason("tm.why.no_reroll")
    return None
