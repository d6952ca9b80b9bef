"""Who may review what: a finished game through any seat's eyes or with everything open; a game in progress only
where no second person could see another's past (solo, or one person among bots), and then only that person's own
seat; never a hot-seat game of two or more people until it ends."""

from __future__ import annotations

from typing import NamedTuple, Sequence

from tabletop.engine.session import SeatInfo, SeatKind
from tabletop.review.timeline import OPEN
from tabletop.translatable import QT_TRANSLATE_NOOP, Text

# Why a review is refused, in the review's own words (translated by the window; printed in English by the CLI).
HOT_SEAT = QT_TRANSLATE_NOOP("review", "This game is still being played by {count:person|people} at one screen: "
                                       "it can be reviewed once it ends, so that no one sees another's moves.")


class Access(NamedTuple):
    """The viewers a review may show (seats, and OPEN for everything open), or why it may show none."""

    viewers: tuple[int, ...]
    refused: Text | None = None
    people: int = 0  # how many people play the game (the refusal's count)

    @property
    def allowed(self) -> bool:
        """Returns True when the game may be reviewed at all."""
        return self.refused is None

    def default(self) -> int:
        """Returns the viewer a review opens with: the only person's seat, else the first seat."""
        return self.viewers[0]


def review_access(seats: Sequence[SeatInfo], over: bool) -> Access:
    """Returns whose eyes a review of a game with these seats may look through, finished or not."""
    people = [i for i, s in enumerate(seats) if s.kind is SeatKind.PERSON]
    if over:
        # The person's own seat first, so a solo player or one among bots opens as they played.
        first = people[:1] if len(people) == 1 else []
        return Access(tuple(first + [i for i in range(len(seats)) if i not in first] + [OPEN]), None, len(people))
    if len(people) >= 2:
        return Access((), HOT_SEAT, len(people))
    if len(people) == 1:
        return Access((people[0],), None, 1)
    return Access(tuple(range(len(seats))) + (OPEN,), None, 0)  # bots alone: no person to keep anything from


def check_viewer(access: Access, viewer: int) -> None:
    """Raises PermissionError when `viewer` is not among the viewers `access` allows."""
    if viewer not in access.viewers:
        raise PermissionError(f"viewer {viewer} is not allowed here (allowed: {list(access.viewers)})")
