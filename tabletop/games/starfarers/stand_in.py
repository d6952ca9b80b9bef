"""Answers the app gives for a person to a bot's trade offer, so nobody is called to the screen for nothing: a
person is asked only when their hand holds what the offer asks for (or, for a call for proposals, any card),
unless they chose to have every bot's offer declined for them for the rest of the game."""

from __future__ import annotations

from typing import AbstractSet, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.games.starfarers.view import StarfarersView

PASS = Action("pass")


def stand_in(view: StarfarersView, seat: Seat, legal: Sequence[Action], bots: AbstractSet[Seat],
             declining: bool) -> Action | None:
    """Returns the pass the app makes for `seat` answering a bot's offer it cannot take (or declines), else None."""
    d = view.deciding()
    offer = view.offer
    if d is None or d.kind != "answer" or d.picks or offer is None or view.current not in bots or PASS not in legal:
        return None
    if declining:
        return PASS
    hand = view.hand or ()
    if any(offer.want):
        holds = len(hand) == len(offer.want) and all(h >= w for h, w in zip(hand, offer.want))
        return None if holds else PASS
    return None if any(hand) else PASS  # a call for proposals: only a person with a card to offer is asked
