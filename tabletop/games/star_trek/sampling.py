"""States a seat's view of Star Trek could be: the opponent's hand, every deck and dilemma pile dealt anew from the
cards the seat cannot see (for the strong bot)."""

from __future__ import annotations

import random
from typing import Sequence

from tabletop.engine.contract import Game, Seat
from tabletop.games.star_trek.components import Kind
from tabletop.games.star_trek.reckoning import group_meets
from tabletop.games.star_trek.state import StarTrekState, commander_of


def _deal(pool: list[int], sizes: Sequence[int], rng: random.Random) -> list[list[int]]:
    """Returns the pool, sorted then shuffled by `rng`, cut into piles of these sizes (what is left last)."""
    cards = sorted(pool)
    rng.shuffle(cards)
    out, at = [], 0
    for size in sizes:
        out.append(cards[at:at + size])
        at += size
    out.append(cards[at:])
    return out


def determinize(game: Game[StarTrekState, object], state: StarTrekState, seat: Seat,
                rng: random.Random) -> StarTrekState:
    """Returns a copy where `seat`'s own deck and face-down dilemmas are shuffled, and the other seat's hand, deck,
    dilemma pile (and, in an attempt against `seat`, its drawn and stacked dilemmas) are dealt from its unseen cards."""
    world = state.copy()
    mine = world.sides[seat]
    mine.deck = _deal(mine.deck, (), rng)[0]
    down = [u for u in mine.pile if u not in mine.face_up]
    mine.pile = _deal(down, (), rng)[0] + [u for u in mine.pile if u in mine.face_up]
    for other, side in enumerate(world.sides):
        if other == seat:
            continue
        hand, deck = _deal([*side.hand, *side.deck], (len(side.hand),), rng)
        side.hand, side.deck = hand, deck
        attempt = world.attempt
        unseen = list(side.pile)
        if attempt is not None and attempt.owner == other:
            # The opponent's drawn dilemmas and its stack (until each is revealed) come from the same unseen pile.
            unseen += [*attempt.drawn, *attempt.stack]
            stack, drawn, pile = _deal(unseen, (len(attempt.stack), len(attempt.drawn)), rng)
            attempt.stack, attempt.drawn = stack, drawn
        else:
            pile = _deal(unseen, (), rng)[0]
        # Which of its dilemmas came back face up only their owner sees: here they are all face down.
        side.pile, side.face_up = pile, set()
    world.rng = random.Random(rng.getrandbits(64))
    return world


# The share of a mission's points a side counts on when its personnel in play miss 0, 1, 2 of the requirement's
# parts: a met mission is usually completed within a turn or two, unless the dilemmas stop the crew.
_PROGRESS = (0.6, 0.25, 0.08)


def estimate(game: Game[StarTrekState, object], state: StarTrekState) -> Sequence[float]:
    """Returns each side's points plus a share of its open missions' points by how near its personnel in play come
    to their requirements (the points as they stand miss a mission about to be completed)."""
    crews: list[list[tuple[str, int]]] = [[] for _ in state.sides]
    for uid, place in state.loc.items():
        card = state.card(uid)
        if card.kind is Kind.PERSONNEL:  # a stopped one is back next turn: an attempt must not look like a loss
            crews[commander_of(state, uid)].append((card.id, 0))
    out = []
    for seat, side in enumerate(state.sides):
        value = float(side.score)
        for mission in side.missions:
            card = state.card(mission)
            if card.requirements is None or any(mission in s.completed for s in state.sides):
                continue
            misses = group_meets(card.requirements, crews[seat]) if crews[seat] else len(_PROGRESS)
            if misses < len(_PROGRESS):
                value += _PROGRESS[misses] * card.points
        out.append(value)
    return out
