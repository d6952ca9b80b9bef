"""Thief's Market's scoring (ゲーム終了): card points and end-game cards, infamy tokens, the bonuses, tie-breaks."""

from __future__ import annotations

from tabletop.engine.contract import Result, rank_by
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.components import CARD
from tabletop.games.thiefs_market.effects import Icons, owned
from tabletop.games.thiefs_market.state import ThiefsMarketState


def icons(state: ThiefsMarketState, seat: int, icon: str) -> int:
    """Returns how many `icon` icons a seat's cards show (a card may show several)."""
    return icon_counts(state, seat).get(icon, 0)


def icon_counts(state: ThiefsMarketState, seat: int) -> dict[str, int]:
    """Returns every icon a seat's cards show, counted (a Mimetic Stew shows the copied card's)."""
    counts: dict[str, int] = {}
    for c in state.tableau[seat]:
        for icon in CARD[state.copies.get(c, c)].icons:
            counts[icon] = counts.get(icon, 0) + 1
    return counts


def card_points(state: ThiefsMarketState, seat: int, table: Icons | None = None) -> int:
    """Returns a seat's points from its cards, end-game cards included (`table`: every seat's icon counts)."""
    if not state.tableau[seat]:
        return 0
    table = table or [icon_counts(state, s) for s in range(state.players)]
    printed = sum(CARD[state.copies.get(c, c)].vp for c in state.tableau[seat])
    return printed + sum(effect.points(state, seat, table) for _, effect in owned(state, seat))


def bonuses(state: ThiefsMarketState, table: Icons | None = None) -> list[dict[str, int]]:
    """Returns each seat's henchman and gold bonuses: most 3 (second most 1 for henchmen); a tie gives 1 each."""
    n = state.players
    table = table or [icon_counts(state, s) for s in range(n)]
    out = [{"henchmen_bonus": 0, "gold_bonus": 0} for _ in range(n)]
    henchmen = [table[s].get("henchman", 0) for s in range(n)]
    _award(out, "henchmen_bonus", henchmen, second=True)
    _award(out, "gold_bonus", list(state.gold), second=False)
    return out


def _award(out: list[dict[str, int]], key: str, counts: list[int], second: bool) -> None:
    best = max(counts)
    if best <= 0:
        return
    top = [s for s, c in enumerate(counts) if c == best]
    if len(top) > 1:
        for s in top:
            out[s][key] = 1  # a tie: every tied player gets 1 instead
        return
    out[top[0]][key] = 3
    rest = [c for c in counts if c < best]
    if second and rest and max(rest) > 0:
        runners = [s for s, c in enumerate(counts) if c == max(rest)]
        for s in runners:
            out[s][key] = 1


def points_now(state: ThiefsMarketState) -> list[int]:
    """Returns every seat's total as it would be scored now (for the chart of points by round)."""
    table = [icon_counts(state, s) for s in range(state.players)]
    extra = bonuses(state, table)
    return [card_points(state, s, table) + state.infamy[s] + extra[s]["henchmen_bonus"] + extra[s]["gold_bonus"]
            for s in range(state.players)]


def final_result(state: ThiefsMarketState) -> Result:
    """Returns scores and ranks: total, then most cards, then most infamy tokens; then shared."""
    table = [icon_counts(state, s) for s in range(state.players)]
    extra = bonuses(state, table)
    rows = []
    for s in range(state.players):
        row = {"cards_points": card_points(state, s, table), "infamy": state.infamy[s], **extra[s],
               "cards": len(state.tableau[s]), "gold": state.gold[s]}
        row["total"] = row["cards_points"] + row["infamy"] + row["henchmen_bonus"] + row["gold_bonus"]
        rows.append(row)
    keys = [(r["total"], r["cards"], r["infamy"]) for r in rows]
    ties = []
    for total in sorted({k[0] for k in keys}, reverse=True):
        group = [s for s, k in enumerate(keys) if k[0] == total]
        if len(group) > 1:
            code = "tm.tie_cards" if len({keys[s][:2] for s in group}) > 1 else (
                "tm.tie_infamy" if len({keys[s] for s in group}) > 1 else "tm.tie_shared")
            ties.append(Reason(code, {"seats": [s + 1 for s in group], "total": total}))
    return Result(tuple(r["total"] for r in rows), rank_by(keys), tuple(rows), tuple(ties))
