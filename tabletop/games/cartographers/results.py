"""Cartographers' final result: four seasons added up; ties to fewer points lost to monsters; the solo title."""

from __future__ import annotations

from tabletop.engine.contract import Result, rank_by
from tabletop.engine.reason import Reason
from tabletop.games.cartographers.components import SCORING_BY_KEY
from tabletop.games.cartographers.solo import title_for
from tabletop.games.cartographers.state import CartographersState


def final_result(state: CartographersState) -> Result:
    """Returns scores, ranks and each seat's season boxes (and, solo, the rating and title)."""
    rows = []
    for sheet in state.sheets:
        row = {f"season_{k + 1}": s.total for k, s in enumerate(sheet.seasons)}
        row.update({"edicts": sum(s.first + s.second for s in sheet.seasons),
                    "coins": sum(s.coins for s in sheet.seasons),
                    "monsters": sum(s.monsters for s in sheet.seasons)})
        row["total"] = sum(s.total for s in sheet.seasons)
        rows.append(row)
    if state.players == 1:
        solo_values = sum(SCORING_BY_KEY[key].solo for key in state.edicts.values())
        rows[0]["solo_values"] = solo_values
        rows[0]["rating"] = rows[0]["total"] - solo_values
    keys = [(r["total"], r["monsters"]) for r in rows]
    ranks = rank_by(keys)
    ties = []
    for total in sorted({k[0] for k in keys}, reverse=True):
        group = [s for s, k in enumerate(keys) if k[0] == total]
        if len(group) > 1:
            split = len({keys[s] for s in group}) > 1
            ties.append(Reason("carto.tie_monsters" if split else "carto.tie_shared",
                               {"seats": [s + 1 for s in group], "total": total}))
    return Result(tuple(r["total"] for r in rows), ranks, tuple(rows), tuple(ties))


def solo_title(state: CartographersState) -> str:
    """Returns the solo title earned (English name, the key of its translation)."""
    return title_for(final_result(state).breakdown[0]["rating"])
