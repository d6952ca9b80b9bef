"""The reading side of the contract from a game's own modules: a game names its view maker, its move words and its
final result once (`parts`), and the engine answers view, open_view, describe_action and result from them, the
same forwarding for every game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Generic

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Result, Seat, StateT, ViewT
from tabletop.engine.reason import Phrase


@dataclass(frozen=True)
class GameParts(Generic[StateT, ViewT]):
    """The functions of a game's modules the contract's reading side forwards to."""

    make_view: Callable[..., ViewT]  # (state, seat, everything=False): `everything` shows every seat's secrets
    describe: Callable[[ViewT, Action], Phrase]  # a move in the words of whoever sees the view (moves.py)
    result: Callable[[StateT], Result]  # final scores and ranks with the game's tie-breaks


class FromParts(Game[StateT, ViewT]):
    """A game whose view, move words and result are its modules' functions, named in `parts`."""

    parts: ClassVar[GameParts[Any, Any]]  # a class variable holds no type variable: each game's own types

    def view(self, state: StateT, seat: Seat | None) -> ViewT:
        """Returns what `seat` may see (None: the public view shown between seats), as the game's view maker says."""
        return self.parts.make_view(state, seat)  # type: ignore[no-any-return]

    def open_view(self, state: StateT, seat: Seat) -> ViewT:
        """Returns `seat`'s view with every seat's secrets shown too (a review's "everything open")."""
        return self.parts.make_view(state, seat, everything=True)  # type: ignore[no-any-return]

    def describe_action(self, view: ViewT, action: Action) -> Phrase:
        """Returns `action` in the words of whoever sees `view` (moves.py), e.g. for the move list and `replay`."""
        return self.parts.describe(view, action)

    def result(self, state: StateT) -> Result:
        """Returns the final scores and ranks with the game's tie-breaks."""
        return self.parts.result(state)
