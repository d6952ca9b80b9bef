"""Why Thief's Market refuses a move: a pile too small to steal, a card not affordable, a pick too many, …"""

from __future__ import annotations

from typing import Callable

from tabletop.engine.action import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.components import CARD, Face
from tabletop.games.thiefs_market.effects import effect_of
from tabletop.games.thiefs_market.loot import (BUY, BUYING_VERBS, HOLD, OBJECTS, PAY, SPLIT,
                                               SPLITTING_VERBS, STEAL, TAKE, TAKE_ALL, centre_objects, counts_of,
                                               gold_short, held, market, payment_of, without_pile)
from tabletop.games.thiefs_market.payment import DIE, GOLD, WAIVE
from tabletop.games.thiefs_market.state import ThiefsMarketState


def refusal(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    """Returns why `action` does not answer `decision`: a pile too small to steal, a card not affordable, a pick too
    many, … (each step's check, for what its list does not hold, and a verb of another step)."""
    return REFUSALS.get(decision.kind, _why_not_card)(state, decision, action)


def _why_not_split(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    verb, seat = action.kind, decision.seat
    if verb == "take":
        if not any(centre_objects(state)):
            return Reason("tm.centre_empty")
        if action == TAKE_ALL:
            return Reason("tm.take_all_last")
        if len(without_pile(state)) == 1:
            return Reason("tm.take_everything")
        if len(action.args) != 1 or action.args[0] not in OBJECTS:
            return Reason("tm.pick_one_object")
        return Reason("tm.not_in_centre")
    if verb == "steal":
        victim = action.args[0] if len(action.args) == 1 else None
        if victim == seat:
            return Reason("tm.steal_yourself")
        if not isinstance(victim, int) or not 0 <= victim < state.players or state.piles[victim] is None:
            return Reason("tm.no_pile_there")
        return Reason("tm.pile_of_one", {"seat": victim})
    if verb == "done":
        return Reason("tm.take_at_least_one")
    if verb in ("return", "unpick", "cancel"):
        return Reason("tm.nothing_picked")
    return _elsewhere(action)


def _why_not_take(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    verb = action.kind
    if verb == "take":
        if action == TAKE_ALL:
            return Reason("tm.take_all_last")
        if len(action.args) != 1 or action.args[0] not in OBJECTS:
            return Reason("tm.pick_one_object")
        return Reason("tm.not_in_centre")
    if verb == "unpick":
        return Reason("tm.not_picked")
    if verb in ("steal", "return"):
        return Reason("tm.finish_take")
    return _elsewhere(action)


def _why_not_steal(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    verb = action.kind
    if verb == "return":
        if len(action.args) != 1 or action.args[0] not in OBJECTS:
            return Reason("tm.pick_one_object")
        kept = [n - r for n, r in zip(held(state, int(str(decision.params["victim"]))),
                                      counts_of(decision.picks))]
        if kept[OBJECTS.index(str(action.args[0]))] and sum(kept) < 2:
            return Reason("tm.keep_at_least_one")
        return Reason("tm.not_in_pile")
    if verb == "done":
        return Reason("tm.return_at_least_one")
    if verb == "unpick":
        return Reason("tm.not_picked")
    if verb in ("take", "steal"):
        return Reason("tm.finish_steal")
    return _elsewhere(action)


def _why_not_buy(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    verb, seat = action.kind, decision.seat
    card_id = str(action.args[0]) if action.args else ""
    if verb == "buy":
        if state.purchases_left <= 0:
            return Reason("tm.no_purchases_left")
        if card_id not in market(state):
            return Reason("tm.not_on_display", {"card": card_id})
        missing = gold_short(state, seat, card_id)
        if missing:
            return Reason("tm.cannot_afford", {"card": CARD[card_id].name, "missing": missing})
        return Reason("tm.pay_gem_by_gem")
    if verb in ("convert", "spend", "exchange", "reroll"):
        effect = effect_of(state, card_id) if card_id in state.tableau[seat] else None
        if effect is None or verb not in effect.verbs:
            return Reason("tm.not_your_card")
        return effect.refusal(state, seat, card_id, action)
    if verb in ("pay", "waive", "cancel"):
        return Reason("tm.nothing_to_pay")
    if verb in SPLITTING_VERBS:
        return Reason("tm.buying_now")
    return Reason("tm.nothing_to_choose")


def _why_not_pay(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    verb, args = action.kind, action.args
    card = CARD[str(decision.params["card"])].name
    if verb in ("pay", "waive"):
        face = Face.__members__.get(str(args[0]).upper()) if args else None
        way = WAIVE if verb == "waive" else (str(args[1]) if len(args) == 2 else "")
        if face is None or (verb == "waive" and len(args) != 1) or (verb == "pay" and way not in (DIE, GOLD)):
            return Reason("tm.not_in_cost", {"card": card, "face": str(args[0]) if args else "-"})
        code = payment_of(state, decision).refusal(way, face) or "tm.not_in_cost"
        return Reason(code, {"card": card, "face": face.word})
    return Reason("tm.finish_payment", {"card": card})


def _why_not_hold(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    return Reason("tm.hold_a_returned_die" if action.kind == "hold" else "tm.choose_held_die")


def _why_not_card(state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
    """Returns the card's own reason for refusing an answer to its question."""
    effect = effect_of(state, str(decision.params["card"]))
    return effect.refuse_choice(state, decision, action) if effect is not None else Reason("tm.choose_first")


def _elsewhere(action: Action) -> Reason:
    """Returns why a move of Buying, or an answer to a card, is refused during Splitting."""
    if action.kind in BUYING_VERBS or action.kind == "done":
        return Reason("tm.distribution_now")
    return Reason("tm.nothing_to_choose")


# Each kind of decision's reasons; a card's own question (any other kind) is the card's (_why_not_card).
REFUSALS: dict[str, Callable[[ThiefsMarketState, Decision, Action], Reason]] = {
    SPLIT: _why_not_split, TAKE: _why_not_take, STEAL: _why_not_steal, HOLD: _why_not_hold, BUY: _why_not_buy,
    PAY: _why_not_pay}
