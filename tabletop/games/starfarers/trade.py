"""Trading (交換): with the supply at 3:1, goods 2:1 and the Merchants' rates, and offer rounds between players.

Rulings (§10, R11, R12, R35, R40): only the active player trades; any other player may accept an offer open to
them or propose a trade of their own, once per round, behind the curtain; the active player takes at most one
answer or none; no gifts (both sides give a card) and no type on both sides.
"""

from __future__ import annotations

from tabletop.engine.contract import Seat
from tabletop.engine.decisions import Decision, Param
from tabletop.games.starfarers.components import BOX, Resource
from tabletop.games.starfarers.state import StarfarersState


# The Merchants' card for each resource (ME_ORE ... ME_GOODS), by resource index.
MERCHANTS = tuple("ME_" + r.name for r in Resource)
GOODS = int(Resource.GOODS)


def supply_rates(state: StarfarersState, seat: Seat, give: int) -> list[int]:
    """Returns the rates (cards given for one) at which the seat may trade this resource with the supply now."""
    friends = state.friends[seat]
    if give == GOODS:
        if friends and "ME_GOODS" in friends and not state.goods_used:
            return [BOX.goods_rate, 1]
        return [BOX.goods_rate]
    if friends and MERCHANTS[give] in friends:
        return [BOX.supply_rate, 2]
    return [BOX.supply_rate]


def tally(picks: tuple[Param, ...], side: str) -> list[int]:
    """Returns the cards picked for one side ("give" or "want") of an offer or a proposal, by resource."""
    counts = [0] * 5
    for pick in picks:
        if isinstance(pick, tuple) and pick[0] == side:
            counts[int(str(pick[1]))] += 1
    return counts


def skipped(picks: tuple[Param, ...]) -> list[int]:
    """Returns the seats an offer being written is not open to."""
    out: list[int] = []
    for pick in picks:
        if isinstance(pick, tuple) and pick[0] == "skip":
            seat = int(str(pick[1]))
            if seat in out:
                out.remove(seat)  # a second skip opens it again
            else:
                out.append(seat)
    return out


def sides(picks: tuple[Param, ...]) -> tuple[list[int], list[int], list[int]]:
    """Returns tally(picks, "give"), tally(picks, "want") and skipped(picks) from one pass over the picks."""
    give, want = [0] * 5, [0] * 5
    closed: list[int] = []
    for pick in picks:
        if not isinstance(pick, tuple):
            continue
        side = pick[0]
        if side == "give":
            give[int(str(pick[1]))] += 1
        elif side == "want":
            want[int(str(pick[1]))] += 1
        elif side == "skip":
            seat = int(str(pick[1]))
            if seat in closed:
                closed.remove(seat)
            else:
                closed.append(seat)
    return give, want, closed


def answering_order(state: StarfarersState) -> list[Seat]:
    """Returns the other seats from the active player's left."""
    return [(state.current + k) % state.players for k in range(1, state.players)]


def most_wanted(state: StarfarersState) -> int:
    """Returns how many cards an offer may ask for: the largest hand among the other players."""
    return max(sum(state.hands[s]) for s in answering_order(state))


def offer_decision(seat: Seat) -> Decision:
    """Returns the active player's decision of writing an offer, pick by pick."""
    return Decision(seat, "offer", "sf.prompt.offer", private=True)


def answer_decision(seat: Seat, active: Seat) -> Decision:
    """Returns a player's answer to an offer round, behind the curtain."""
    return Decision(seat, "answer", "sf.prompt.answer", {"active": active}, private=True)
