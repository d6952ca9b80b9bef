"""Thief's Market's big choices made as small picks: short legal lists, and payments gem by gem that reach
every way to pay and never a dead end."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, strategies as st

from tabletop.games.thiefs_market import GAME
from tabletop.games.thiefs_market.payment import Payment, shortfall


def test_no_legal_list_holds_more_than_a_few_dozen_actions():
    # Before the picks, a five-seat round start listed 1,535 takes and the largest list over 200 games 1,943.
    largest = 0
    for seed in range(36):
        state = GAME.new_game(3 + seed % 3, {"promos": seed % 2 == 1}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            largest = max(largest, len(legal))
            GAME.apply(state, seat, rng.choice(legal))
    assert largest <= 40


def every_payment(cost, dice, gold, discount):
    """Returns every (paid dice, paid gold, waived) by gem that pays `cost`, by brute force."""
    waives = min(discount, sum(cost))
    per_gem = []
    for f in range(4):
        per_gem.append([(d, g, w) for w in range(cost[f] + 1) for g in range(cost[f] - w + 1)
                        for d in [cost[f] - w - g] if d <= dice[f]])
    out = set()
    for choice in itertools.product(*per_gem):
        if sum(c[1] for c in choice) <= gold and sum(c[2] for c in choice) == waives:
            out.add(tuple(tuple(c[k] for c in choice) for k in range(3)))
    return out


def reachable(payment: Payment, seen: set, visited: set) -> None:
    """Collects every payment the picks can complete from here; fails on a dead end."""
    if payment in visited:
        return  # the same gems paid the same ways, in another order
    visited.add(payment)
    if payment.complete:
        seen.add((payment.paid_dice, payment.paid_gold, payment.waived))
        return
    options = payment.options()
    assert options, f"a dead end: {payment}"
    for way, face in options:
        reachable(payment.pay(way, face).settled(), seen, visited)


@given(cost=st.lists(st.integers(0, 2), min_size=4, max_size=4).filter(any),
       dice=st.lists(st.integers(0, 3), min_size=4, max_size=4), gold=st.integers(0, 4),
       discount=st.integers(0, 2))
def test_picking_gem_by_gem_reaches_every_way_to_pay_and_no_other(cost, dice, gold, discount):
    if shortfall(cost, dice, discount) > gold:
        return  # not affordable: the rules do not offer the card
    seen: set = set()
    reachable(Payment.start(cost, dice + [0, 0], gold, discount), seen, set())
    assert seen == every_payment(cost, dice, gold, discount)


def test_a_colour_with_one_way_to_pay_asks_nothing():
    # Two white gems, one white die, one gold token: the die and the token, whatever the order.
    payment = Payment.start((0, 2, 0, 0), (0, 1, 0, 0, 0, 0), 1, 0)
    assert payment.complete and payment.paid_dice == (0, 1, 0, 0) and payment.paid_gold == (0, 1, 0, 0)
    # Two gold tokens: the die may stay in the pile, so the colour is a choice.
    assert Payment.start((0, 2, 0, 0), (0, 1, 0, 0, 0, 0), 2, 0).options() == [("die", 1), ("gold", 1)]


def test_the_discount_must_be_used_and_its_refusals_say_why():
    payment = Payment(cost=(0, 2, 0, 0), dice=(0, 2, 0, 0), gold=1, waives=2)
    assert payment.refusal("die", 1) == "tm.use_discount" and payment.refusal("gold", 1) == "tm.use_discount"
    assert payment.refusal("waive", 0) == "tm.not_in_cost"
    short = Payment(cost=(0, 1, 1, 0), dice=(0, 1, 0, 0), gold=0, waives=1)
    assert short.refusal("waive", 1) == "tm.payment_short"  # the blue gem needs the discount
    assert short.refusal("gold", 2) == "tm.no_gold_left" and short.refusal("die", 2) == "tm.no_such_die"
    assert Payment(cost=(1, 0, 0, 0), dice=(1, 0, 0, 0), gold=0, waives=0).refusal("waive", 0) == "tm.no_discount"
