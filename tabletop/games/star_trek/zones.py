"""Moving cards between zones: draws, discards, kills, dilemma piles (with their face-up bottoms), leaving play."""

from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.state import StarTrekState, owner_of


_new = tuple.__new__
ONLY = (frozenset((0,)), frozenset((1,)))   # an event's visible_to for one seat, as Event makes it


# Each card's printed name, made once: nearly every move's event names a card or two.
NAMES = {cid: card.name for cid, card in CARDS.items()}


def name(state: StarTrekState, uid: int) -> str:
    """Returns the printed name of a card (titles stay in English in every language)."""
    return NAMES[state.cards[uid]]


def names(state: StarTrekState, uids: list[int]) -> tuple[str, ...]:
    """Returns the names of several cards."""
    ids = state.cards
    return tuple([NAMES[ids[u]] for u in uids])


def draw_cards(state: StarTrekState, seat: int, n: int, events: list[Event]) -> int:
    """Draws up to n cards from the top of the deck into the hand (what there is); returns how many were drawn."""
    side = state.sides[seat]
    drawn = side.deck[:n]
    del side.deck[:len(drawn)]
    side.hand.extend(drawn)
    if drawn:
        # the two events as Event(...) makes them (reveal=True; visible_to=seat), made straight: a draw is among
        # the commonest moves of a game, and the constructor's own call costs as much as the rest of the draw
        ids = state.cards
        events.append(_new(Event, ("st.drew", {"seat": seat, "count": len(drawn)}, seat, None, True)))
        cards = (NAMES[ids[drawn[0]]],) if n == 1 else tuple([NAMES[ids[u]] for u in drawn])   # mostly one card
        events.append(_new(Event, ("st.drew_cards", {"seat": seat, "cards": cards}, seat, ONLY[seat], False)))
    return len(drawn)


def discard_top_of_deck(state: StarTrekState, seat: int, events: list[Event]) -> None:
    """Discards the top card of a seat's draw deck (a cost); the discard pile is public."""
    side = state.sides[seat]
    uid = side.deck.pop(0)
    side.discard.append(uid)
    events.append(Event("st.discarded_top", {"seat": seat, "card": name(state, uid)}, seat, reveal=True))


def leave_play(state: StarTrekState, uid: int) -> None:
    """Takes a personnel or ship out of play (its place, stopped mark and turn gains go)."""
    del state.loc[uid]
    if state.commander:
        state.commander.pop(uid, None)   # command ends with play (T5: it never reverts while in play)
    state.stopped.discard(uid)
    state.turn_gains.pop(uid, None)
    state.range_used.pop(uid, None)
    state.range_bonus.pop(uid, None)
    a = state.attempt
    if a is not None:
        if uid in a.group:
            a.group.remove(uid)
        if uid in a.facing:
            a.facing.remove(uid)
        a.gains.pop(uid, None)
        a.borrowed.pop(uid, None)


def kill(state: StarTrekState, uid: int, events: list[Event]) -> None:
    """Kills a personnel: it goes to its owner's discard pile."""
    a = state.attempt
    if a is not None and uid in a.crew:  # the attempt's record keeps whom it killed
        a.killed.append(uid)
    leave_play(state, uid)
    state.sides[owner_of(uid)].discard.append(uid)
    events.append(Event("st.killed", {"seat": owner_of(uid), "card": name(state, uid)}, owner_of(uid)))


def stop(state: StarTrekState, uid: int, events: list[Event], why: str = "st.stopped") -> None:
    """Stops a card (turns it sideways); a stopped card cannot be stopped again."""
    if uid not in state.stopped:
        state.stopped.add(uid)
        owner = owner_of(uid)   # every failed attempt stops its group: the event made straight, as Event makes it
        events.append(_new(Event, (why, {"seat": owner, "card": NAMES[state.cards[uid]]}, owner, None, False)))


def return_to_hand(state: StarTrekState, uid: int, events: list[Event]) -> None:
    """Returns a personnel from play to its owner's hand (a cost of Invasive and Transwarp Drone)."""
    leave_play(state, uid)
    state.sides[owner_of(uid)].hand.append(uid)
    events.append(Event("st.returned_to_hand", {"seat": owner_of(uid), "card": name(state, uid)}, owner_of(uid)))


def draw_dilemmas(state: StarTrekState, owner: int, n: int, events: list[Event]) -> list[int]:
    """Draws up to n dilemmas from the top of a pile; meeting a face-up card first shuffles the rest face down."""
    side = state.sides[owner]
    drawn: list[int] = []
    while len(drawn) < n and side.pile:
        if side.pile[0] in side.face_up:
            side.face_up.clear()
            state.rng.shuffle(side.pile)
            events.append(Event("st.pile_reshuffled", {"seat": owner, "count": len(side.pile)}, owner, reveal=True))
        drawn.append(side.pile.pop(0))
    return drawn


def return_dilemma(state: StarTrekState, uid: int) -> None:
    """Puts a dilemma face up at the bottom of its owner's pile (not overcome)."""
    side = state.sides[owner_of(uid)]
    side.pile.append(uid)
    side.face_up.add(uid)


def unique_in_play(state: StarTrekState, seat: int, uid: int) -> bool:
    """Returns True when `seat` commands a card with this card's title (uniqueness is by title among the cards a
    player commands, §6 and T4)."""
    title = state.card(uid).title
    command = state.commander
    return any(command.get(u, owner_of(u)) == seat and state.card(u).title == title for u in state.loc)


def is_personnel(state: StarTrekState, uid: int) -> bool:
    """Returns True for a personnel card."""
    return state.card(uid).kind is Kind.PERSONNEL
