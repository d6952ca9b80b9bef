"""A reviewed game in words for one viewer: each move as the move list names it, and each log line with the
moment its move led to. Nothing is written that the viewer did not see: their own moves (every move, with
everything open) in the game's words as the mover saw them, another seat's as the log showed it to them."""

from __future__ import annotations

from typing import NamedTuple, Sequence

from tabletop.review.timeline import OPEN, Timeline
from tabletop.ui.i18n import message, translate



class Words(NamedTuple):
    """The move list's entries (entry k-1 names the move that led to moment k) and the log's lines with their
    moments, oldest first."""

    moves: tuple[str, ...]
    log: tuple[tuple[int, str], ...]


def in_words(timeline: Timeline, viewer: int, names: Sequence[str]) -> Words:
    """Returns the game's moves and log lines in words for `viewer` (a seat, or OPEN), in the current language."""
    game = timeline.game
    moves: list[str] = []
    log: list[tuple[int, str]] = []
    for k in range(1, len(timeline)):
        seat = timeline.turns[k - 1].seat
        events = [e for e in timeline.events_at(k, viewer) if not e.code.endswith(".revealed")]  # as the table's log
        lines = [message(e.code, e.params, names) for e in events]
        log += [(k, line) for line in lines]
        # Another seat's move is named by the first line of the log it wrote itself (not the turn it handed on).
        own = [line for e, line in zip(events, lines) if e.seat == seat] or lines
        name = names[seat] if seat < len(names) else str(seat + 1)
        # Its maker's words when the viewer made it, sees everything, or saw everything it did (an empty move, or
        # one with a secret, is named by what the log showed the viewer).
        made = timeline.turns[k - 1].events
        public = bool(made) and all(e.visible(viewer) for e in made)
        if viewer in (OPEN, seat) or public:
            # The move as its maker saw it before making it: the view of the moment before.
            phrase = game.describe_action(game.view(timeline.state_at(k - 1), seat), timeline.action(k))
            moves.append(translate("review", "{name}: {move}").format(name=name,
                                                                  move=message(phrase.code, phrase.params, names)))
        elif own:
            moves.append(own[0])  # the log's words, which name whoever made the move
        else:
            moves.append(translate("review", "{name} made a move you could not see.").format(name=name))
    return Words(tuple(moves), tuple(log))
