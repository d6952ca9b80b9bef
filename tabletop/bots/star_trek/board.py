"""Star Trek bots' reckoning of their own side of the table: who and what is where, and how well the personnel
they can gather at a mission this turn would meet its requirements (a plan)."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from tabletop.bots.star_trek.equipment import my_gear
from tabletop.engine.contract import Seat
from tabletop.games.star_trek.components import CARDS_PER_SEAT
from tabletop.games.star_trek.effects import Interlink, effect
from tabletop.games.star_trek.reckoning import card_data, group_meets, missing_skills, move_cost, staffs
from tabletop.games.star_trek.view import MissionView, StarTrekView


class Person(NamedTuple):
    """One of the bot's personnel in play."""

    uid: int
    card: str
    mission: int
    ship: int | None
    stopped: bool


class Ship(NamedTuple):
    """One of the bot's ships in play."""

    uid: int
    card: str
    mission: int
    stopped: bool
    range_left: int


class Plan(NamedTuple):
    """A mission to attempt this turn and how the crews get there."""

    mission: int
    carriers: tuple[tuple[int, int], ...]  # (where personnel wait, the ship that brings them all)
    fetch: tuple[int, int] | None           # (ship at the mission, where it fetches personnel and comes back)
    group: tuple[str, ...]                   # the card ids of everyone who would attempt
    misses: int                              # requirement leaves the group misses
    spare: int                               # members the group could lose one at a time and still meet them


@lru_cache(maxsize=None)
def _link(card: str) -> str | None:
    """Returns the skill a personnel card's Interlink can give, or None (remembered: asked for every card of every
    group the bots reckon)."""
    link = effect(card, Interlink)
    return None if link is None else link.skill


@lru_cache(maxsize=1 << 16)
def _misses(mission: str, cards: tuple[str, ...], links: tuple[tuple[str, int], ...]) -> int:
    """Returns how many requirement leaves of a mission card these personnel cards miss (remembered: the bots
    reckon the same groups over and over, and the Strong bot's playouts reckon them thousands of times a move)."""
    req = card_data(mission).requirements
    assert req is not None
    return group_meets(req, [(c, 0) for c in cards], dict(links))


class Board:
    """The bot's side of the table, read from its view."""

    def __init__(self, view: StarTrekView, seat: Seat):
        self.view = view
        self.seat = seat
        self.missions: dict[int, MissionView] = {m.uid: m for side in view.sides for m in side.missions}
        self.people: list[Person] = []
        self.ships: list[Ship] = []
        for m in self.missions.values():
            self.people += [Person(p.uid, p.card, m.uid, None, p.stopped) for p in m.surface
                            if p.uid // CARDS_PER_SEAT == seat]
            for s in m.ships:
                if s.owner == seat:
                    self.ships.append(Ship(s.uid, s.card, m.uid, s.stopped, s.range_left))
                    self.people += [Person(p.uid, p.card, m.uid, s.uid, p.stopped) for p in s.crew]
        self.gear = my_gear(view, seat)
        side = view.sides[seat]
        self.hand = {c.uid: c.card for c in side.hand or ()}
        self.deck_count = side.deck_count
        self.open = [m for m in side.missions if not m.completed and card_data(m.card).requirements is not None]

    def lacking(self) -> set[str]:
        """Returns the skills the personnel in play lack for the mission they come closest to solving."""
        target = self.target()
        if target is None:
            return set()
        req = card_data(target.card).requirements
        assert req is not None
        cards = [p.card for p in self.people]
        return missing_skills(req, cards) - set(self.links(cards))

    def remaining(self) -> list[int]:
        """Returns the attempting group's members still unstopped."""
        attempt = self.view.attempt
        if attempt is None:
            return []
        unstopped = {p.uid for m in self.missions.values() for p in m.surface if not p.stopped}
        unstopped |= {p.uid for m in self.missions.values() for s in m.ships for p in s.crew if not p.stopped}
        return [u for u in attempt.group if u in unstopped]

    def ready_at(self, mission: int) -> list[Person]:
        """Returns the unstopped personnel anywhere at a mission."""
        return [p for p in self.people if p.mission == mission and not p.stopped]

    def ships_at(self, mission: int) -> list[Ship]:
        """Returns the bot's ships at a mission."""
        return [s for s in self.ships if s.mission == mission]

    def card_of(self, uid: int) -> str:
        """Returns the card id of a card in play anywhere on the table."""
        for m in self.missions.values():
            for p in m.surface:
                if p.uid == uid:
                    return p.card
            for s in m.ships:
                if s.uid == uid:
                    return s.card
                for p in s.crew:
                    if p.uid == uid:
                        return p.card
        return self.hand.get(uid, "")

    def cost(self, origin: int, destination: int) -> int:
        """Returns the Range a move between two missions costs."""
        return move_cost(self.missions[origin].card, self.missions[destination].card)

    def links(self, cards: list[str]) -> dict[str, int]:
        """Returns the skills Interlink can give these personnel (none with an empty draw deck)."""
        if not self.deck_count:
            return {}
        return {skill: 1 for skill in map(_link, cards) if skill is not None}

    def misses(self, mission: int, cards: list[str]) -> int:
        """Returns how many requirement leaves of a mission these personnel, gathered in one place, miss."""
        return _misses(self.missions[mission].card, tuple(sorted(cards)), tuple(sorted(self.links(cards).items())))

    def carrier(self, origin: int, mission: int) -> Ship | None:
        """Returns the ship that can bring everyone waiting at `origin` to `mission` now, or None."""
        crew = [p.card for p in self.ready_at(origin)]
        fits = [s for s in self.ships_at(origin) if not s.stopped and s.range_left >= self.cost(origin, mission)
                and staffs(s.card, crew)]
        return max(fits, key=lambda s: (s.range_left, -s.uid), default=None)

    def _carried(self, mission: int) -> tuple[list[str], list[tuple[int, int]], list[int]]:
        """Returns who can be at a mission this turn on their own ships (card ids), those ships by where they
        wait, and the places whose personnel no ship there can bring."""
        cards = [p.card for p in self.ready_at(mission)]
        carriers: list[tuple[int, int]] = []
        stranded: list[int] = []
        for origin in sorted({p.mission for p in self.people if not p.stopped} - {mission}):
            ship = self.carrier(origin, mission)
            if ship is None:
                stranded.append(origin)
            else:
                carriers.append((origin, ship.uid))
                cards += [p.card for p in self.ready_at(origin)]
        return cards, carriers, stranded

    def _fetch(self, mission: int, stranded: list[int]) -> tuple[int, int] | None:
        """Returns (a ship at the mission, the place it fetches the most stranded personnel from), or None."""
        here = [p.card for p in self.ready_at(mission)]
        for origin in sorted(stranded, key=lambda o: -len(self.ready_at(o))):
            trip = self.cost(mission, origin) * 2
            ships = [s for s in self.ships_at(mission) if not s.stopped and s.range_left >= trip
                     and staffs(s.card, here)]
            if ships:
                return ships[0].uid, origin
        return None

    def plan(self, mission: int) -> Plan:
        """Returns how the most personnel can be gathered at a mission this turn, and how well they would do."""
        cards, carriers, stranded = self._carried(mission)
        fetch = self._fetch(mission, stranded)
        if fetch is not None:
            cards += [p.card for p in self.ready_at(fetch[1])]
        if card_data(self.missions[mission].card).mission_type == "space" and not carriers and fetch is None \
                and not any(not s.stopped for s in self.ships_at(mission)):
            return Plan(mission, (), None, tuple(cards), 99, 0)
        misses = self.misses(mission, cards) if cards else 99
        spare = 0
        if misses == 0:
            spare = sum(1 for k in range(len(cards)) if self.misses(mission, cards[:k] + cards[k + 1:]) == 0)
        return Plan(mission, tuple(carriers), fetch, tuple(cards), misses, spare)

    def best_plan(self) -> Plan | None:
        """Returns the plan for the open mission most likely to be completed this turn."""
        plans = [self.plan(m.uid) for m in self.open]

        def key(p: Plan) -> tuple[int, int, int, int]:
            m = self.missions[p.mission]
            return (p.misses, -p.spare, -len(m.beneath), -card_data(m.card).points)
        return min(plans, key=key, default=None)

    def target(self) -> MissionView | None:
        """Returns the open mission all the personnel in play together come closest to solving."""
        cards = [p.card for p in self.people]

        def key(m: MissionView) -> tuple[int, int, int]:
            there = sum(1 for p in self.people if p.mission == m.uid)
            return (self.misses(m.uid, cards), -there, -card_data(m.card).points)
        return min(self.open, key=key, default=None)
