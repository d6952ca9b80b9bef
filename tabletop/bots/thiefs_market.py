"""A greedy Thief's Market bot: grabs what it can use without inviting theft, buys the best card it can."""

from __future__ import annotations

import random
from typing import Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.games.thiefs_market.components import CARD, GEMS, Face
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import ThiefsMarketView

SAMPLE = 400  # take and steal choices valued per decision
# What an end-game or ability card is worth beyond its printed points (a rough guide).
KIND_VALUE = {"end_treasure_map": 6, "end_building_set": 2.5, "end_vp_per_icon_set": 3, "end_vp_per_other_card": 4,
              "end_vp_per_infamy_tokens": 3, "end_vp_per_opponent_icon": 3, "extra_purchase_and_discount": 3,
              "exchange_gold_for_infamy": 2, "on_gain_infamy_per_die_in_pile": 3, "infamy_on_buy_with_color": 1.5,
              "spend_die_for_infamy": 1.5, "convert_die": 1, "extra_purchase_if_pile_has": 1.5,
              "bonus_on_turn_in": 1, "infamy_if_hold_start_marker": 1, "spend_die_for_gold": 1,
              "lucky_appendage": 0.5, "swap_for_next_deck_card_free": 3, "infamy_when_stolen_from": 1,
              "copy_opponent_card_permanent": 3, "infamy_if_other_pile_at_least": 1}


def card_value(card_id: str) -> float:
    """Returns a rough worth of owning a card: its points, its effect, a henchman icon's share of the bonus."""
    card = CARD[card_id]
    return card.vp + KIND_VALUE.get(card.kind, 0) + 0.5 * card.icons.count("henchman")


class GreedyThief:
    """Greedy, seeing only its own view."""

    name = "greedy"
    needs_view = True

    def choose(self, game: Game, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Returns the legal action this bot likes best now."""
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if "hold" in kinds:
            return self._hold(view, seat, legal)
        if "no_reroll" in kinds:
            return self._reroll(view, seat, legal)
        if view.phase is Phase.DISTRIBUTE:
            return self._distribute(view, seat, legal, rng)
        return self._buy(view, seat, list(legal))

    # --- sharing out the loot ---------------------------------------------------------------------
    def _pile_value(self, view: ThiefsMarketView, seat: Seat, dice: Sequence[int], marker: int) -> float:
        gold = view.seats[seat].gold
        best = 0.0
        for _, row in view.rows:
            for card_id in row:
                cost = CARD[card_id].cost
                short = sum(max(0, cost[f] - dice[f]) for f in GEMS)
                if short <= gold:
                    best = max(best, card_value(card_id) - 0.6 * short)
        # A card it can afford, plus bags (gold) and masks (infamy) that score whatever happens.
        return best + 1.2 * dice[Face.GOLD] + 1.0 * dice[Face.INFAMY] + 0.2 * sum(dice[f] for f in GEMS) + 0.4 * marker

    def _distribute(self, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
        picks = legal if len(legal) <= SAMPLE else [legal[i] for i in rng.sample(range(len(legal)), SAMPLE)]

        def score(action: Action) -> float:
            if action.kind == "take":
                dice, marker = action.args[:6], action.args[6]
            else:
                victim, returned = action.args[0], action.args[1:]
                pile = view.seats[victim].pile
                held = list(pile) + [int(view.seats[victim].has_marker)]
                dice = [held[f] - returned[f] for f in range(6)]
                marker = held[6] - returned[6]
            size = sum(dice) + marker
            # Big piles get stolen: keep what is useful, not everything.
            return self._pile_value(view, seat, dice, marker) - 0.15 * max(0, size - 3) ** 2

        return max(picks, key=score)

    # --- Lucky Animal Appendage ---------------------------------------------------------------------
    def _hold(self, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action]) -> Action:
        """Keeps unrolled the returned die worth most: robbed, this seat takes from the centre again later."""
        def worth(action: Action) -> float:
            alone = [0] * 6
            alone[Face[str(action.args[0]).upper()]] = 1
            return self._pile_value(view, seat, alone, 0)

        return max(legal, key=worth)

    def _reroll(self, view: ThiefsMarketView, seat: Seat, legal: Sequence[Action]) -> Action:
        """Re-rolls the die whose re-roll is worth most on average, if any re-roll beats keeping the pile."""
        pile = list(view.seats[seat].pile or (0,) * 6)
        now = self._pile_value(view, seat, pile, 0)

        def expected(action: Action) -> float:
            face = Face[str(action.args[1]).upper()]
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
    def _buy(self, view: ThiefsMarketView, seat: Seat, legal: list[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "copy" in kinds:
            return max((a for a in legal if a.kind == "copy"), key=lambda a: card_value(a.args[0]))
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            # The best card, paid with as few gold tokens as possible.
            return max(buys, key=lambda a: (card_value(a.args[0]), -sum(a.args[1:5])))
        late = any(deck == "C" for deck, _ in view.rows)
        for action in legal:
            if action.kind == "spend" and CARD[action.args[0]].kind == "spend_die_for_infamy":
                return action
            if action.kind == "exchange" and late:
                return action
        return Action("done")
