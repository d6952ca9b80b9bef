"""The greedy bot's raids (star_trek_decks.md §8): no mission of the pool lies in two of the new premade decks, so
a battle happens only where a ship of one player goes to the other's missions. With a battle event in its core and
no attempt of its own left this turn, the bot moves a staffed ship there when an engagement would be a sure win
against the worst case, staffing it first from the unstopped personnel where it stands when they can.

It reads only its seat's view.
"""

from __future__ import annotations

from tabletop.bots.star_trek.battles import engagement_value, fits, is_mine, same_place, ships_in_view
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


def _value(view: StarTrekView, seat: int, events: list[str], at: int, mine: ShipView, dest: int,
           crew: list[CardView] | None = None) -> float | None:
    """Returns the best sure engagement a ship of the seat's at `at` would have after moving to `dest` (with
    `crew` aboard, staffing it), or None."""
    if same_place(view, at, dest):
        return None
    theirs = [s for m, s in ships_in_view(view).values() if s.owner != seat and same_place(view, m, dest)]
    values = [engagement_value(view, seat, event, mine.weapons, target,
                               [s.shields for s in theirs if s.uid != target.uid])
              for event in events if fits(event, mine, seat, crew) for target in theirs]
    return max((v for v in values if v is not None), default=None)


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
            value = _value(view, seat, events, ships[p.ship][0], ships[p.ship][1], p.to)
            if value is not None:
                scored.append((value, a))
    return max(scored, key=lambda x: x[0])[1] if scored else None


def raiding(view: StarTrekView, seat: int) -> bool:
    """Returns True when an unstopped ship of the seat's stands at a mission of the opponent's (a raid's end)."""
    return any(s.owner == seat and not s.stopped for m in view.sides[1 - seat].missions for s in m.ships)


def _ready(view: StarTrekView, seat: int, mission: int) -> list[CardView]:
    """Returns the seat's unstopped personnel anywhere at a mission (its surface and the seat's ships there)."""
    m = next(m for side in view.sides for m in side.missions if m.uid == mission)
    people = [p for p in m.surface if is_mine(view, seat, p)]
    people += [p for s in m.ships if s.owner == seat for p in s.crew]
    return [p for p in people if not p.stopped]


def staff_for_raid(view: StarTrekView, seat: int, legal: list[Action]) -> Action | None:
    """Returns the beam aboard an unstaffed ship of the seat's of an unstopped personnel where it stands, when those
    personnel would staff it and a raid would then be a sure win within its Range left; else None."""
    events = _events(view, seat)
    if not events:
        return None
    targets = [m for m in view.sides[1 - seat].missions if CARDS[m.card].mission_type != "headquarters"]
    for at, ship in ships_in_view(view).values():
        if ship.owner != seat or ship.stopped or not ship.staffing_gap:
            continue
        ready = _ready(view, seat, at)
        if not staffs(ship.card, [p.card for p in ready]):
            continue
        here = next(m.card for side in view.sides for m in side.missions if m.uid == at)
        if any(move_cost(here, m.card) <= ship.range_left and _value(view, seat, events, at, ship, m.uid, ready)
               is not None for m in targets):
            for p in ready:
                beam = make(BEAM, card=p.uid, to=ship.uid)
                if beam in legal:
                    return beam
    return None
