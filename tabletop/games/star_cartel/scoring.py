"""Star Cartel's final scoring (得点計算) and tie-breaks."""

from __future__ import annotations

from tabletop.engine.contract import Result, rank_by
from tabletop.engine.reason import Reason
from tabletop.games.star_cartel.components import CARDS, SHIPS, Cargo
from tabletop.games.star_cartel.state import StarCartelState


def seat_breakdown(prices: list[int] | tuple[int, ...], stash: list[int], ship: int) -> dict[str, int]:
    """Returns a seat's points: per cargo (card count × price, size ignored), contraband, ship, total."""
    per_cargo = {t.word: 0 for t in Cargo}
    for card in stash:
        cargo = CARDS[card].cargo
        per_cargo[cargo.word] += prices[cargo]
    contraband = sum(per_cargo.values())
    return {**per_cargo, "contraband": contraband, "best_cargo": max(per_cargo.values()),
            "cards": len(stash), "ship": SHIPS[ship].value, "total": contraband + SHIPS[ship].value}


def final_result(state: StarCartelState) -> Result:
    """Returns scores and ranks: total, then contraband points, then best single cargo, then fewest cards."""
    rows = [seat_breakdown(state.prices, state.stashes[s], state.ships[s]) for s in range(state.players)]
    keys: list[tuple[int, ...]] = [(r["total"], r["contraband"], r["best_cargo"], -r["cards"]) for r in rows]
    ranks = rank_by(keys)
    return Result(tuple(r["total"] for r in rows), ranks, tuple(rows), tuple(_explain_ties(rows, keys)))


_STEPS = ("cartel.tie_contraband", "cartel.tie_best_cargo", "cartel.tie_fewest_cards")


def _explain_ties(rows: list[dict[str, int]], keys: list[tuple[int, ...]]) -> list[Reason]:
    """Returns one reason per group of seats tied on total, naming the step that split them (or none)."""
    reasons: list[Reason] = []
    totals = sorted({k[0] for k in keys}, reverse=True)
    for total in totals:
        group = [s for s, k in enumerate(keys) if k[0] == total]
        if len(group) < 2:
            continue
        seats = [s + 1 for s in group]
        for depth, code in enumerate(_STEPS, start=1):
            if len({keys[s][: depth + 1] for s in group}) > 1:
                reasons.append(Reason(code, {"seats": seats, "total": total}))
                break
        else:
            reasons.append(Reason("cartel.tie_shared", {"seats": seats, "total": total}))
    return reasons
