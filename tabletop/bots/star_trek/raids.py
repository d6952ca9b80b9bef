"""The greedy bot's raids (star_trek_decks.md §8): no mission of the pool lies in two of the new premade decks, so
a battle happens only where a ship of one player goes to the other's missions. With a battle event in its core and
no attempt of its own left this turn, the bot moves a staffed ship there when an engagement would be a sure win
against the worst case, staffing it first from the unstopped personnel where it stands when they can.

It reads only its seat's view.
"""

from __future__ import annotations

from typing import NamedTuple

from tabletop.bots.star_trek.battles import (engagement_value, fits, is_mine, same_place, ships_in_view,
                                             worst_shields)
from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.effects import effect
from tabletop.games.star_trek.effects_decks import BeginEngagement
from tabletop.games.star_trek.moves import BEAM, MOVE, make, parts
from tabletop.games.star_trek.reckoning import move_cost, staffs
from tabletop.games.star_trek.view import CardView, ShipView, StarTrekView


def _events(view: StarTrekView, seat: int) -> list[str]:
    """Returns the card ids of the engagement events lying in the seat's core."""
    return [c.card for c in view.sides[seat].core if effect(c.card, BeginEngagement) is not None]


class Raid(NamedTuple):
    """A sure engagement a ship would have after a move: its worth, the event, the target, the odds at worst."""

    value: float
    event: str
    target: ShipView
    weapons: int
    shields: int   # the most Shields the engagement may meet


def best_raid(view: StarTrekView, seat: int, at: int, mine: ShipView, dest: int,
              crew: list[CardView] | None = None) -> Raid | None:
    """Returns the best sure engagement a ship of the seat's at `at` would have after moving to `dest` (with
    `crew` aboard, staffing it), or None."""
    events = _events(view, seat)
    if same_place(view, at, dest):
        return None
    theirs = [s for m, s in ships_in_view(view).values() if s.owner != seat and same_place(view, m, dest)]
    found: list[Raid] = []
    for event in (e for e in events if fits(e, mine, seat, crew)):
        for target in theirs:
            others = [s.shields for s in theirs if s.uid != target.uid]
            value = engagement_value(view, seat, event, mine.weapons, target, others)
            if value is not None:
                found.append(Raid(value, event, target, mine.weapons, worst_shields(view, seat, target, others)))
    return max(found, key=lambda r: r.value, default=None)


def raid(view: StarTrekView, seat: int, legal: list[Action]) -> Action | None:
    """Returns the move of a ship of the seat's, fitting a battle event in its core, to a mission where an
    engagement is a sure win against the worst case (the best one), or None."""
    events = _events(view, seat)
    if not events:
        return None
    ships = ships_in_view(view)
    kinds = {m.uid: CARDS[m.card].mission_type for side in view.sides for m in side.missions}
    scored: list[tuple[float, Action]] = []
    for a in legal:
        p = parts(a)
        if a.kind == MOVE and p.ship in ships and p.to is not None and kinds.get(p.to) != "headquarters":
            found = best_raid(view, seat, ships[p.ship][0], ships[p.ship][1], p.to)
            if found is not None:
                scored.append((found.value, a))
    return max(scored, key=lambda x: x[0])[1] if scored else None


def raiding(view: StarTrekView, seat: int) -> bool:
    """Returns True when an unstopped ship of the seat's stands at a mission of the opponent's (a raid's end)."""
    return any(s.owner == seat and not s.stopped for m in view.sides[1 - seat].missions for s in m.ships)


def ready(view: StarTrekView, seat: int, mission: int) -> list[CardView]:
    """Returns the seat's unstopped personnel anywhere at a mission (its surface and the seat's ships there)."""
    m = next(m for side in view.sides for m in side.missions if m.uid == mission)
    people = [p for p in m.surface if is_mine(view, seat, p)]
    people += [p for s in m.ships if s.owner == seat for p in s.crew]
    return [p for p in people if not p.stopped]


def _worth_staffing(view: StarTrekView, seat: int, at: int, ship: ShipView) -> list[CardView]:
    """Returns the unstopped personnel beside an unstaffed ship of the seat's when they staff it and a raid within its
    Range left would then be a sure win; else an empty list."""
    if ship.owner != seat or ship.stopped or not ship.staffing_gap:
        return []
    crew = ready(view, seat, at)
    if not staffs(ship.card, [p.card for p in crew]):
        return []
    here = next(m.card for side in view.sides for m in side.missions if m.uid == at)
    targets = [m for m in view.sides[1 - seat].missions if CARDS[m.card].mission_type != "headquarters"]
    if any(move_cost(here, m.card) <= ship.range_left and best_raid(view, seat, at, ship, m.uid, crew) is not None
           for m in targets):
        return crew
    return []


def staff_for_raid(view: StarTrekView, seat: int, legal: list[Action]) -> Action | None:
    """Returns the beam aboard an unstaffed ship of the seat's of an unstopped personnel where it stands, when those
    personnel would staff it and a raid would then be a sure win within its Range left; else None."""
    if not _events(view, seat):
        return None
    for at, ship in ships_in_view(view).values():
        for p in _worth_staffing(view, seat, at, ship):
            beam = make(BEAM, card=p.uid, to=ship.uid)
            if beam in legal:
                return beam
    return None


def staffing_event(view: StarTrekView, seat: int, ship: int) -> str | None:
    """Returns the battle event a raid would win with once the personnel beside this ship staff it, or None."""
    ships = ships_in_view(view)
    if ship not in ships or not _worth_staffing(view, seat, *ships[ship]):
        return None
    at, mine = ships[ship]
    crew = ready(view, seat, at)
    raids = [best_raid(view, seat, at, mine, m.uid, crew) for m in view.sides[1 - seat].missions]
    return max((r for r in raids if r is not None), key=lambda r: r.value).event
