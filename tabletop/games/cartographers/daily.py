"""Today's map: a solo game whose deck, edicts and side come from the date, the same for everyone that day."""

from __future__ import annotations

from datetime import date


def daily_seed(day: date) -> int:
    """Returns the seed of the day's game (YYYYMMDD)."""
    return day.year * 10000 + day.month * 100 + day.day


def daily_options(day: date) -> dict[str, bool]:
    """Returns the day's options: side A and side B alternate day by day."""
    return {"side_b": day.toordinal() % 2 == 1, "promo_ambushes": False}
