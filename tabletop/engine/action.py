"""Actions: small immutable values with a stable text form, like `chess.Move.uci()`."""

from __future__ import annotations

import re
from typing import NamedTuple

Arg = int | str

# An int argument is written in ASCII digits, as `text()` writes one. str.isdigit() would also take
# "²" (which int() refuses) and "٣" (which int() reads as 3), so such words would not read back as themselves.
_INT = re.compile(r"-?[0-9]+")


class Action(NamedTuple):
    """One decision of one seat: a verb and its arguments, e.g. `load 2 0`."""

    kind: str
    args: tuple[Arg, ...] = ()

    def text(self) -> str:
        """Returns the stable text form used in logs, saves and bug reports."""
        if not self.args:
            return self.kind
        return " ".join([self.kind, *(str(a) for a in self.args)])

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Returns the action written as `text`; numbers become ints. Raises ValueError."""
        if not isinstance(text, str):
            raise ValueError(f"an action must be text, not {type(text).__name__}")
        words = text.split()
        if not words or not words[0].replace("_", "").isalpha():
            raise ValueError(f"not an action: {text!r}")
        args = tuple(int(w) if _INT.fullmatch(w) else w for w in words[1:])
        return cls(words[0], args)

    def __str__(self) -> str:
        return self.text()
