"""Reasons: why a move is refused, as a code plus parameters the UI translates."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Reason:
    """A message code (e.g. `cartel.over_capacity`) and its named parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        from tabletop.messages import english

        return english(self.code, self.params)


class IllegalAction(Exception):
    """Raised when a seat tries an action the rules refuse; carries the Reason."""

    def __init__(self, reason: Reason):
        super().__init__(str(reason))
        self.reason = reason
