"""Actions: small immutable values with a stable text form, like `chess.Move.uci()`."""

from __future__ import annotations

import re
from enum import IntEnum
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


Layout = dict[str, tuple[str, ...]]  # each verb's arguments in order, by name; a name ending in "?" may be left off


def made(layout: Layout, kind: str, named: dict[str, Arg | None]) -> Action:
    """Returns the action of verb `kind` whose arguments are the named parts in the layout's order, each as its text
    form reads back (a word of digits is a number, as in a save). Raises ValueError for a verb the layout lacks, a
    part it does not take, or one it needs that is missing (None counts as missing)."""
    names = layout.get(kind)
    if names is None:
        raise ValueError(f"no move {kind!r}")
    given = {name: arg for name, arg in named.items() if arg is not None}
    wanted = [name.rstrip("?") for name in names]
    extra = sorted(set(given) - set(wanted))
    if extra:
        raise ValueError(f"{kind} takes no {', '.join(extra)}")
    args: list[Arg] = []
    for name, bare in zip(names, wanted):
        if bare in given:
            arg = given[bare]
            args.append(int(arg) if isinstance(arg, str) and _INT.fullmatch(arg) else arg)
        elif not name.endswith("?"):
            raise ValueError(f"{kind} needs its {bare}")
    return Action(kind, tuple(args))


class Worded(IntEnum):
    """Numbered things (a resource, a cargo, a die's face) that action texts name by their lower-case names."""

    @property
    def word(self) -> str:
        """Returns the name used in action texts, e.g. `freight_pod`."""
        # `_name_`, not `name`: Enum's `name` goes through a Python-level descriptor, and log lines ask for words often.
        return self._name_.lower()
