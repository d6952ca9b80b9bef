"""What one seat may see of Catan: Starfarers: the whole galaxy but face-down discs, other hands (sizes only),
the reserve pile, the encounter deck and the reserve discs; the current encounter's outcomes stay hidden until
it is answered (the card is shown by its title and question only)."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import Seat
from tabletop.engine.decisions import DecisionView, Prompt
from tabletop.games.starfarers.board import PLANETS, node_id
from tabletop.games.starfarers.components import CIVS, DISCS, ENCOUNTER_BY_ID, TOKENS
from tabletop.games.starfarers.flight import speed
from tabletop.games.starfarers.scoring import all_points
from tabletop.games.starfarers.state import Phase, StarfarersState


class PlanetView(NamedTuple):
    """A planet as anybody sees it: its disc's numbers once face up, or the hazard token lying on it."""

    id: str
    face_up: bool
    numbers: tuple[int, ...] | None
    token: str | None


class ShipView(NamedTuple):
    """A ship on the galaxy and how far it has flown this turn."""

    id: int
    owner: Seat
    trade: bool
    node: str
    steps: int
    done: bool
    halted: bool
    must_leave: bool
    start: str = ""  # where it stood when this turn's flight began
    path: tuple[str, ...] = ()  # where it flew this flight: its start, then each node it stepped onto (none: no steps)
    steps_left: int = 0  # the steps it may still take this flight (0 outside its owner's flight)


class OfferView(NamedTuple):
    """The open offer round: the offer (all zero: a call for proposals), who may accept it, the answers so far."""

    give: tuple[int, ...]
    want: tuple[int, ...]
    open_to: tuple[Seat, ...]
    answers: tuple[tuple[Seat, str, tuple[int, ...], tuple[int, ...]], ...]


class EncounterView(NamedTuple):
    """The encounter being met: its title and how it asks (not its id, whose outcomes would show)."""

    family: str
    title: str
    ask: str


class StarfarersView(NamedTuple):
    """The table as one seat (or, with viewer None, anybody) sees it."""

    viewer: Seat | None
    players: int
    colours: tuple[str, ...]
    neutral: str | None
    current: Seat
    turn: int
    phase: Phase
    dice: tuple[int, int] | None
    balls: tuple[str, str] | None
    speed: int
    hand: tuple[int, ...] | None              # the viewer's own hand
    hand_sizes: tuple[int, ...]
    supply: tuple[int, ...]
    reserve_count: int
    planets: tuple[PlanetView, ...]
    tokens_won: tuple[tuple[str, ...], ...]
    reserve_disc_count: int
    colonies: tuple[tuple[str, Seat], ...]
    spaceports: tuple[tuple[str, Seat], ...]
    ships: tuple[ShipView, ...]
    moving: int | None
    pieces: tuple[tuple[int, ...], ...]
    upgrades: tuple[tuple[int, ...], ...]
    tray: tuple[int, ...]
    fame: tuple[int, ...]
    fame_tray: int
    stations: tuple[tuple[str, tuple[Seat, ...]], ...]
    markers: tuple[tuple[str, Seat | None], ...]
    friendship_left: tuple[tuple[str, ...], ...]
    friends: tuple[tuple[str, ...], ...]
    ship_tokens: tuple[int, ...]
    encounter_draw_count: int
    encounter_discard: tuple[str, ...]
    encounter: EncounterView | None
    offer: OfferView | None
    points: tuple[int, ...]
    vp_history: tuple[tuple[int, ...], ...]
    produced: tuple[tuple[int, ...], ...]
    winner: Seat | None
    decisions: tuple[DecisionView, ...]
    prompt: Prompt | None
    hands: tuple[tuple[int, ...], ...] | None = None  # every seat's hand, with everything open (a review's)

    def deciding(self) -> DecisionView | None:
        """Returns the decision being made now (the first of the top frame), or None."""
        return next((d for d in self.decisions if d.now), None)


def _planet(state: StarfarersState, p: int) -> PlanetView:
    disc = state.planet_disc[p]
    up = state.face_up[p]
    token = state.planet_token[p]
    return PlanetView(PLANETS[p].id, up, DISCS[disc].numbers if up and disc is not None else None,
                      TOKENS[token].name if token is not None else None)


def _offer(state: StarfarersState) -> OfferView | None:
    """Returns the offer round under way as the table shows it (None when there is none)."""
    o = state.offer
    if o is None:
        return None
    return OfferView(tuple(o.give), tuple(o.want), tuple(o.open_to),
                     tuple((s, a[0], a[1], a[2]) for s, a in sorted(o.answers.items())))


def _encounter(state: StarfarersState) -> EncounterView | None:
    """Returns the encounter card being read (None when there is none)."""
    if state.encounter_current is None:
        return None
    card = ENCOUNTER_BY_ID[state.encounter_current]
    return EncounterView(card.family, card.title, card.ask)


def _ships(state: StarfarersState, flying: int) -> tuple[ShipView, ...]:
    """Returns every ship on the board, with its flight so far and the steps it has left at `flying` speed."""
    return tuple(ShipView(s.id, s.owner, s.trade, node_id(s.node), s.steps, s.done, s.halted, s.must_leave,
                          node_id(s.start) if s.start >= 0 else "",
                          tuple(node_id(n) for n in (s.start, *s.path)) if s.path and s.start >= 0 else (),
                          max(0, flying - s.steps) if s.owner == state.current and not s.done and not s.halted
                          else 0)
                 for s in state.ships if s is not None)


def make_view(state: StarfarersState, viewer: Seat | None, everything: bool = False) -> StarfarersView:
    """Returns the view of `viewer` (`everything`: every seat's hand shown too)."""
    flying = speed(state, state.current) if state.phase is Phase.FLIGHT else 0
    offer, encounter, ships = _offer(state), _encounter(state), _ships(state, flying)
    return StarfarersView(
        viewer=viewer, players=state.players, colours=state.colours, neutral=state.neutral, current=state.current,
        turn=state.turn, phase=state.phase, dice=state.dice, balls=state.balls,
        speed=flying,
        hand=tuple(state.hands[viewer]) if viewer is not None else None,
        hand_sizes=tuple(sum(h) for h in state.hands), supply=tuple(state.supply), reserve_count=len(state.reserve),
        planets=tuple(_planet(state, p.key) for p in PLANETS),
        tokens_won=tuple(tuple(TOKENS[t].name for t in won) for won in state.tokens_won),
        reserve_disc_count=len(state.reserve_discs),
        colonies=tuple(sorted((node_id(n), o) for n, o in state.colonies.items())),
        spaceports=tuple(sorted((node_id(n), o) for n, o in state.spaceports.items())),
        ships=ships, moving=state.moving, pieces=tuple(tuple(p) for p in state.pieces),
        upgrades=tuple(tuple(u) for u in state.upgrades), tray=tuple(state.tray), fame=tuple(state.fame),
        fame_tray=state.fame_tray, stations=tuple((CIVS[k], tuple(s)) for k, s in enumerate(state.stations)),
        markers=tuple((CIVS[k], m) for k, m in enumerate(state.markers)),
        friendship_left=tuple(tuple(c) for c in state.friendship_left),
        friends=tuple(tuple(f) for f in state.friends), ship_tokens=tuple(state.ship_tokens),
        encounter_draw_count=len(state.encounter_draw), encounter_discard=tuple(state.encounter_discard),
        encounter=encounter, offer=offer, points=all_points(state), vp_history=tuple(state.vp_history),
        produced=tuple(tuple(p) for p in state.produced), winner=state.winner,
        decisions=state.decisions.view(viewer), prompt=state.decisions.prompt(viewer),
        hands=tuple(tuple(h) for h in state.hands) if everything else None)
