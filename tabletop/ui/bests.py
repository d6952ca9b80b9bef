"""Personal bests of Today's map, kept in the user data folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

from tabletop.engine.saves import write_json_atomic

KEEP = 20


class Best(NamedTuple):
    """One finished daily game."""

    date: str
    score: int
    rating: int
    title: str
    save: str


def load_bests(path: Path) -> list[Best] | None:
    """Returns the list, best first ([] when there is none yet; None when the file is damaged)."""
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [Best(**entry) for entry in data["bests"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def record_best(path: Path, best: Best) -> list[Best] | None:
    """Adds a finished game (once per save) and returns the list; a damaged file is left untouched."""
    bests = load_bests(path)
    if bests is None:
        return None
    if any(b.save == best.save for b in bests):
        return bests
    bests = sorted([*bests, best], key=lambda b: (-b.score, b.date))[:KEEP]
    write_json_atomic(path, {"bests": [b._asdict() for b in bests]})
    return bests
