"""Play on from here: a new game from a moment of another, with the same seats (or a person moved to another
seat); its first moments are the original's, and the original's save is never touched."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.review.timeline import cut

# Tags of the original that a game played on must not carry: a played-on daily map is not that day's result.
DROPPED_TAGS = frozenset({"daily"})


def seats_with_person_at(seats: Sequence[SeatInfo], seat: int, name: str | None = None,
                         bot: str = "strong") -> list[SeatInfo]:
    """Returns the seats with a person at `seat` (named `name`, else the seat's name or the first person's) and a
    bot, the seat's own or `bot`, in every other seat."""
    people = [s for s in seats if s.kind is SeatKind.PERSON]
    out = []
    for i, s in enumerate(seats):
        if i == seat:
            shown = name or (s.name if s.kind is SeatKind.PERSON or not people else people[0].name)
            out.append(SeatInfo(shown))
        elif s.kind is SeatKind.BOT:
            out.append(s)
        else:
            out.append(SeatInfo(s.name, SeatKind.BOT, bot))
    return out


def play_on(session: Session, k: int, seats: Sequence[SeatInfo] | None = None, origin: str = "") -> Session:
    """Returns a new session replayed to moment `k` of `session` (the same seats unless `seats` is given), tagged
    with where it came from (`origin`: the original save's file name)."""
    if seats is not None and len(seats) != len(session.seats):
        raise ValueError(f"{len(seats)} seats for a game of {len(session.seats)}")
    new = cut(session, k)
    if seats is not None:
        new.seats = list(seats)
    new.tags = {key: value for key, value in session.tags.items() if key not in DROPPED_TAGS}
    new.tags["played_on_at"] = k
    if origin:
        new.tags["played_on_from"] = origin
    return new
