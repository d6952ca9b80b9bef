"""Paying for a card gem by gem: a die of the gem's colour, a gold token (wild), or the discount.

A purchase's cost is paid one gem at a time, so a choice of payment is a few small picks, never a list of
every combination. A gem colour that can be paid one way only is paid at once (`settled`), so most
purchases ask nothing; every way offered keeps the rest of the cost payable, so no pick leads into a dead
end. Insurance Racket's discount is no option: each purchase costs that many gems fewer, and its buyer only
chooses which.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tabletop.games.thiefs_market.components import GEMS, Face

DIE, GOLD, WAIVE = "die", "gold", "waive"   # how one gem is paid
WAYS = (DIE, GOLD, WAIVE)
Gems = tuple[int, int, int, int]            # green, white, blue, red


def shortfall(cost: Sequence[int], dice: Sequence[int], discount: int = 0) -> int:
    """Returns how many gold tokens a cost needs beyond the gem dice held and the discount."""
    # A plain loop, not sum() over a generator of max(): every Buying list asks this of each card on display.
    short = -discount
    for f in GEMS:
        over = cost[f] - dice[f]
        if over > 0:
            short += over
    return short if short > 0 else 0


@dataclass(frozen=True, slots=True)
class Payment:
    """A purchase being paid: what is still owed by gem, what is left to pay with, and what was paid."""

    cost: Gems          # gems still to pay
    dice: Gems          # gem dice of the pile not spent on this purchase
    gold: int           # gold tokens not spent on it
    waives: int         # gems the discount still takes off (it must: the card costs that much less)
    paid_dice: Gems = (0, 0, 0, 0)
    paid_gold: Gems = (0, 0, 0, 0)
    waived: Gems = (0, 0, 0, 0)

    @classmethod
    def start(cls, cost: Sequence[int], pile: Sequence[int], gold: int, discount: int) -> Payment:
        """Returns a payment of `cost` from a pile and gold tokens, nothing paid yet, each forced gem settled."""
        owed = _gems(cost)
        return cls(owed, _gems(pile[:4]), gold, min(discount, sum(owed))).settled()

    @property
    def complete(self) -> bool:
        """Returns True once every gem of the cost is paid."""
        return not any(self.cost)

    def payable(self) -> bool:
        """Returns True when the rest of the cost can still be paid, using up the discount."""
        return self.waives <= sum(self.cost) and shortfall(self.cost, self.dice, self.waives) <= self.gold

    def refusal(self, way: str, face: Face) -> str | None:
        """Returns why one gem may not be paid this way (a reason code), or None when it may."""
        if way not in WAYS or face not in GEMS or not self.cost[face]:
            return "tm.not_in_cost"
        if way == DIE and not self.dice[face]:
            return "tm.no_such_die"
        if way == GOLD and not self.gold:
            return "tm.no_gold_left"
        if way == WAIVE and not self.waives:
            return "tm.no_discount"
        if way != WAIVE and self.waives > sum(self.cost) - 1:
            return "tm.use_discount"  # the discount still takes this many gems off: waive them
        if not self.pay(way, face).payable():
            return "tm.payment_short"
        return None

    def pay(self, way: str, face: Face) -> Payment:
        """Returns the payment after one gem of `face` is paid `way` (unchecked)."""
        cost = _minus(self.cost, face)
        if way == DIE:
            return Payment(cost, _minus(self.dice, face), self.gold, self.waives, _plus(self.paid_dice, face),
                           self.paid_gold, self.waived)
        if way == GOLD:
            return Payment(cost, self.dice, self.gold - 1, self.waives, self.paid_dice,
                           _plus(self.paid_gold, face), self.waived)
        return Payment(cost, self.dice, self.gold, self.waives - 1, self.paid_dice, self.paid_gold,
                       _plus(self.waived, face))

    def options(self) -> list[tuple[str, Face]]:
        """Returns every (way, gem) that may be paid next, gem by gem in the cost's order."""
        return [(way, face) for face in GEMS if self.cost[face] for way in WAYS if self.refusal(way, face) is None]

    def settled(self) -> Payment:
        """Returns the payment with every gem colour that can be paid one way only (so many dice, so much gold,
        so many gems waived) paid that way: a pick is asked only where the choice changes the outcome."""
        payment = self
        changed = True
        while changed:
            changed = False
            for face in GEMS:
                if payment.cost[face]:
                    outcomes = payment.outcomes(face)
                    if len(outcomes) == 1:
                        dice, gold, waived = outcomes[0]
                        for way, n in ((DIE, dice), (GOLD, gold), (WAIVE, waived)):
                            for _ in range(n):
                                payment = payment.pay(way, face)
                        changed = True
        return payment

    def outcomes(self, face: Face) -> list[tuple[int, int, int]]:
        """Returns every (dice, gold tokens, gems waived) that pays the rest of `face` and leaves the cost payable."""
        owed = self.cost[face]
        out = []
        for waived in range(min(owed, self.waives) + 1):
            for gold in range(min(owed - waived, self.gold) + 1):
                dice = owed - waived - gold
                if dice > self.dice[face]:
                    continue
                rest = Payment(_minus(self.cost, face, owed), _minus(self.dice, face, dice), self.gold - gold,
                               self.waives - waived)
                if rest.payable():
                    out.append((dice, gold, waived))
        return out


def _gems(counts: Sequence[int]) -> Gems:
    return (counts[0], counts[1], counts[2], counts[3])


def _minus(gems: Gems, face: Face, by: int = 1) -> Gems:
    return _gems([n - by * (f == face) for f, n in enumerate(gems)])


def _plus(gems: Gems, face: Face) -> Gems:
    return _gems([n + (f == face) for f, n in enumerate(gems)])
