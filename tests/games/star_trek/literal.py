"""Literal Star Trek states for the rules scenarios (§15 of the notes): take cards out of the shuffled box and
lay them where a scenario says."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.decisions import Decision
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.rules import StarTrek
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.steps import ORDERS, PLAY

GAME = StarTrek()
FED, BORG = 0, 1


def card_id(title: str) -> str:
    """Returns the id of the card with this title."""
    return next(c.id for c in CARDS.values() if c.title == title)


def fresh(seed: int = 0, **options: object) -> StarTrekState:
    """Returns a new game (Federation seat 0) with both hands back in their decks and Fed to act in orders."""
    state = GAME.new_game(2, dict(options), seed)
    for side in state.sides:
        side.deck += side.hand
        side.hand.clear()
    orders(state, FED)
    return state


def orders(state: StarTrekState, seat: int) -> None:
    """Makes it `seat`'s orders segment."""
    state.decisions.clear()
    state.current = seat
    state.counters = 0
    state.decisions.push(Decision(seat, ORDERS, "st.prompt.orders"))


def play_segment(state: StarTrekState, seat: int, counters: int = 7) -> None:
    """Makes it `seat`'s play-and-draw segment with `counters`."""
    state.decisions.clear()
    state.current = seat
    state.counters = counters
    state.decisions.push(Decision(seat, PLAY, "st.prompt.play", {"counters": counters}))


def take(state: StarTrekState, seat: int, title: str) -> int:
    """Takes a card of this title out of the seat's deck, hand, discard or pile; returns its number."""
    cid = card_id(title)
    side = state.sides[seat]
    for zone in (side.deck, side.hand, side.discard, side.pile):
        for uid in zone:
            if state.cards[uid] == cid:
                zone.remove(uid)
                side.face_up.discard(uid)
                return uid
    raise LookupError(f"no {title} left for seat {seat}")


def mission(state: StarTrekState, seat: int, title: str) -> int:
    """Returns the number of the seat's mission with this title."""
    return next(m for m in state.sides[seat].missions if state.card(m).title == title)


def place(state: StarTrekState, seat: int, title: str, at: int, stopped: bool = False) -> int:
    """Puts a personnel or ship of the seat in play at a mission (its surface) or aboard a ship."""
    uid = take(state, seat, title)
    state.loc[uid] = at
    if stopped:
        state.stopped.add(uid)
    return uid


def to_hand(state: StarTrekState, seat: int, title: str) -> int:
    """Puts a card of this title into the seat's hand."""
    uid = take(state, seat, title)
    state.sides[seat].hand.append(uid)
    return uid


def pile_top(state: StarTrekState, seat: int, titles: list[str]) -> list[int]:
    """Puts these dilemmas on top of the seat's dilemma pile, the first on top."""
    uids = [take(state, seat, t) for t in titles]
    state.sides[seat].pile[:0] = uids
    return uids


def beneath(state: StarTrekState, at: int, owner: int, titles: list[str]) -> list[int]:
    """Lays dilemmas of `owner` overcome beneath a mission."""
    uids = [take(state, owner, t) for t in titles]
    state.beneath.setdefault(at, []).extend(uids)
    return uids


def act(state: StarTrekState, seat: int, text: str) -> list:
    """Applies a legal action (asserting it is legal); returns the events."""
    action = Action.parse(text)
    reason = GAME.why_illegal(state, seat, action)
    assert reason is None, f"{text}: {reason.code} {reason.params}"
    events = GAME.apply(state, seat, action)
    assert GAME.invariants(state) == []
    return events


def refused(state: StarTrekState, seat: int, text: str) -> str:
    """Returns the reason code refusing an action (asserting it is refused)."""
    reason = GAME.why_illegal(state, seat, Action.parse(text))
    assert reason is not None, f"{text} is legal"
    return reason.code


def kind_now(state: StarTrekState) -> str | None:
    """Returns the kind of the decision open now."""
    d = state.decisions.current()
    return None if d is None else d.kind


def empty_deck(state: StarTrekState, seat: int) -> None:
    """Moves the seat's draw deck to its discard pile (an empty deck, every card still somewhere)."""
    side = state.sides[seat]
    side.discard += side.deck
    side.deck.clear()


def only_dilemmas_of_type(state: StarTrekState, seat: int, kinds: tuple[str, ...]) -> None:
    """Leaves only dilemmas of these types in the seat's pile; the rest lie beneath its headquarters."""
    side = state.sides[seat]
    hq = side.missions[0]
    rest = [u for u in side.pile if state.card(u).dilemma_type not in kinds]
    side.pile[:] = [u for u in side.pile if u not in rest]
    state.beneath.setdefault(hq, []).extend(rest)


def step_on(state: StarTrekState) -> list:
    """Plays the attempting player's `next` while it is the open decision (the dilemmas revealed one by one, then
    the check); returns the events."""
    events: list = []
    while kind_now(state) == "next":
        events += act(state, state.decisions.current().seat, "next")
    return events
