"""Resource cards and chance: hands, the supply, the reserve pile, dice, the mothership's balls, production."""

from __future__ import annotations

from operator import le
from typing import Any

from tabletop.engine.contract import Event, Seat
from tabletop.games.starfarers.board import PLANETS
from tabletop.games.starfarers.components import BOX, DISCS, RESOURCES, Resource
from tabletop.games.starfarers.state import StarfarersState


WORDS = tuple(r.word for r in Resource)


def word(resource: int) -> str:
    """Returns a resource's name as actions and texts write it."""
    return WORDS[resource]


def counted(cards: list[int] | tuple[int, ...]) -> dict[str, int]:
    """Returns cards counted by resource as a {word: n} map without zeros (for event parameters)."""
    return {WORDS[r]: n for r, n in enumerate(cards) if n}


def hand_size(state: StarfarersState, seat: Seat) -> int:
    """Returns how many resource cards a seat holds."""
    return sum(state.hands[seat])


def pay(state: StarfarersState, seat: Seat, cost: tuple[int, ...] | list[int]) -> None:
    """Moves `cost` from the seat's hand to the supply."""
    hand = state.hands[seat]
    for r, n in enumerate(cost):
        if n:
            hand[r] -= n
            state.supply[r] += n


def can_pay(state: StarfarersState, seat: Seat, cost: tuple[int, ...] | list[int]) -> bool:
    """Returns True when the seat's hand covers `cost`."""
    # Each cost at most the hand's count, compared in C: the trade list asks this for every build.
    return all(map(le, cost, state.hands[seat]))


def take_from_supply(state: StarfarersState, seat: Seat, resource: int, n: int = 1) -> int:
    """Moves up to n cards of a resource from the supply to a hand; returns how many moved."""
    moved = min(n, state.supply[resource])
    state.supply[resource] -= moved
    state.hands[seat][resource] += moved
    return moved


# --- chance --------------------------------------------------------------------------------------
def rigged(state: StarfarersState, kind: type) -> Any:
    """Returns the next injected chance result of this kind (scenario tests), or None."""
    if state.rigged and isinstance(state.rigged[0], kind):
        return state.rigged.pop(0)
    return None


def _rigged_pair(state: StarfarersState, kind: type) -> tuple[Any, ...] | None:
    """Returns the next injected pair when its values are of this kind (dice: int, balls: str), else None; a pair
    of the other kind stays for its own draw."""
    forced = rigged(state, tuple)
    if forced is not None and all(isinstance(v, kind) for v in forced):
        return tuple(forced)
    if forced is not None:
        state.rigged.insert(0, forced)
    return None


def roll_dice(state: StarfarersState) -> tuple[int, int]:
    """Returns two dice."""
    forced = _rigged_pair(state, int)
    if forced is not None:
        return int(forced[0]), int(forced[1])
    return state.rng.randint(1, 6), state.rng.randint(1, 6)


def shake(state: StarfarersState) -> tuple[str, str]:
    """Returns two of the mothership's five balls, drawn without replacement."""
    forced = _rigged_pair(state, str)
    if forced is not None:
        return str(forced[0]), str(forced[1])
    a, b = state.rng.sample(range(len(BOX.balls)), 2)
    return BOX.balls[a], BOX.balls[b]


def ball_sum(balls: tuple[str, str]) -> int:
    """Returns the two balls' values added (black 0), as contests count them."""
    return BOX.ball_value[balls[0]] + BOX.ball_value[balls[1]]


# --- the reserve pile ------------------------------------------------------------------------------
def rebuild_reserve(state: StarfarersState, events: list[Event]) -> None:
    """Rebuilds the empty reserve pile with up to 8 of each type from the supply and shuffles it."""
    pile: list[int] = []
    for r in RESOURCES:
        n = min(BOX.reserve_per_type, state.supply[r])
        state.supply[r] -= n
        pile += [int(r)] * n
    state.rng.shuffle(pile)
    state.reserve = pile
    events.append(Event("sf.reserve_rebuilt", {"cards": len(pile)}, reveal=True))


def draw_reserve(state: StarfarersState, seat: Seat, n: int, events: list[Event]) -> int:
    """Draws n reserve cards for a seat (rebuilding an empty pile); returns how many it got."""
    got = [0] * 5
    for _ in range(n):
        if not state.reserve:
            rebuild_reserve(state, events)
            if not state.reserve:
                break
        card = state.reserve.pop()
        state.hands[seat][card] += 1
        got[card] += 1
    drawn = sum(got)
    events.append(Event("sf.reserve_draw", {"seat": seat, "cards": drawn}, seat))
    if drawn:
        events.append(Event("sf.reserve_draw_seen", {"seat": seat, "resources": counted(got)}, seat,
                            visible_to=seat, reveal=True))
    return drawn


def reserve_draw_size(vp: int) -> int:
    """Returns how many reserve cards the roller draws at this many VP (≤7: 2, 8–9: 1, 10+: 0)."""
    for highest, cards in BOX.reserve_draw:
        if vp <= highest:
            return cards
    return 0


# --- production ------------------------------------------------------------------------------------
# Each planet's key, corners and resource, and each disc's numbers: read at every roll.
PLANET_ROWS = tuple((p.key, p.corners, int(p.resource)) for p in PLANETS)
DISC_NUMBERS = tuple(d.numbers for d in DISCS)


# The corners and resource of the planets producing on each roll, by the discs' layout: asked at every roll, while
# discs turn face up or change a few times a game.
Producing = tuple[tuple[tuple[int, ...], int], ...]
_PRODUCING: dict[tuple[int, tuple[int | None, ...], tuple[bool, ...]], Producing] = {}


def producing(state: StarfarersState, roll: int) -> Producing:
    """Returns the corners and resource of every face-up planet whose disc shows `roll`."""
    discs = tuple(state.planet_disc)
    key = (roll, discs, tuple(state.face_up))
    found = _PRODUCING.get(key)
    if found is None:
        face_up = state.face_up
        rows = []
        for planet, corners, resource in PLANET_ROWS:
            disc = discs[planet]
            if disc is not None and roll in DISC_NUMBERS[disc] and face_up[planet]:
                rows.append((corners, resource))
        found = tuple(rows)
        if len(_PRODUCING) > 4096:
            _PRODUCING.clear()
        _PRODUCING[key] = found
    return found


def owed(state: StarfarersState, roll: int) -> list[list[int]]:
    """Returns what each seat is owed for a roll: 1 per colony or spaceport on a corner of each producing
    planet, plus the Green Folk's +1 (once per roll per card) when planets owe that resource."""
    claims = [[0] * 5 for _ in range(state.players)]
    colonies, spaceports = state.colonies, state.spaceports
    for corners, resource in producing(state, roll):
        for corner in corners:
            owner = colonies.get(corner)
            if owner is None:
                owner = spaceports.get(corner)
            if owner is not None and owner >= 0:
                claims[owner][resource] += 1
    for seat in range(state.players):
        for card in state.friends[seat]:
            if card.startswith("GF_"):
                r = Resource[card[3:]]
                if claims[seat][r]:
                    claims[seat][r] += 1
    return claims


def produce(state: StarfarersState, roll: int, events: list[Event]) -> list[list[int]]:
    """Pays each seat what planets owe it, with Catan's shortage rule (R8); returns the claims before it."""
    claims = owed(state, roll)
    seats = range(state.players)
    for r in range(5):
        claimants = [s for s in seats if claims[s][r]]
        if not claimants:
            continue
        total = 0
        for s in claimants:
            total += claims[s][r]
        if total > state.supply[r]:
            if len(claimants) > 1:
                events.append(Event("sf.shortage", {"resource": WORDS[r]}))
                continue
            paid = {claimants[0]: state.supply[r]}
        else:
            paid = {s: claims[s][r] for s in claimants}
        for seat, n in paid.items():
            if n:
                take_from_supply(state, seat, r, n)
                state.produced[seat][r] += n
                events.append(Event("sf.produced", {"seat": seat, "resource": WORDS[r], "n": n}, seat))
    return claims
