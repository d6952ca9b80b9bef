"""Reasons: why a move is refused, as a code plus parameters the UI translates."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

# How a reason reads as text. The texts live above the engine (tabletop/messages.py finds each game's catalog
# through the registration), so the engine imports none of them: tabletop.messages passes its English lookup in
# when it loads (use_text). Until then a reason reads as its code and parameters.
Render = Callable[[str, "dict[str, Any]"], str]


def _plain(code: str, params: Mapping[str, Any]) -> str:
    return code + (f" {dict(params)}" if params else "")


_text: list[Render] = [_plain]


def use_text(render: Render) -> None:
    """Sets how every Reason reads as text (str): `render(code, params)`."""
    _text[0] = render


@dataclass(frozen=True)
class Phrase:
    """Words for a viewer as a message code (e.g. `cartel.move.load`) and its named parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return _text[0](self.code, self.params)


@dataclass(frozen=True)
class Reason(Phrase):
    """Why a move is refused: a message code (e.g. `cartel.over_capacity`) and its named parameters."""


class ReasonError(Exception):
    """An error that carries the rules' Reason, and reads as it in the language in use when shown."""

    def __init__(self, reason: Reason):
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        # Read when shown, not when raised, so the text is the one in use then.
        return str(self.reason)


class IllegalAction(ReasonError):
    """Raised when a seat tries an action the rules refuse; carries the Reason."""
