"""Exact, lazy lists of take and steal choices: every sub-multiset of a pile, numbered in mixed radix.

Taking from eleven dice offers about a thousand choices; building them all on
every turn would make bot games crawl, so a choice is built only when asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.action import Action


class Choices(Sequence):
    """`verb prefix… c0 c1 … c6` for every count vector 0 ≤ c ≤ bounds, without the excluded ones.

    `skip_none` leaves out all-zero (take nothing, return nothing); `skip_all` leaves
    out the full vector (a thief must keep at least one object).
    """

    def __init__(self, verb: str, prefix: tuple, bounds: tuple[int, ...], skip_none: bool = True,
                 skip_all: bool = False):
        self.verb = verb
        self.prefix = prefix
        self.bounds = bounds
        size = 1
        for b in bounds:
            size *= b + 1
        self.first = 1 if skip_none else 0
        self.last = size - (1 if skip_all else 0)  # exclusive

    def __len__(self) -> int:
        return max(0, self.last - self.first)

    def counts(self, k: int) -> tuple[int, ...]:
        """Returns the count vector numbered `k` (least significant first)."""
        out = []
        for b in self.bounds:
            k, r = divmod(k, b + 1)
            out.append(r)
        return tuple(out)

    def index_of(self, counts: tuple[int, ...]) -> int | None:
        """Returns the number of a count vector, or None when it is out of bounds."""
        if len(counts) != len(self.bounds):
            return None
        k, scale = 0, 1
        for c, b in zip(counts, self.bounds):
            if not isinstance(c, int) or not 0 <= c <= b:
                return None
            k += c * scale
            scale *= b + 1
        return k

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return Action(self.verb, self.prefix + self.counts(self.first + i))

    def __contains__(self, action) -> bool:
        if not isinstance(action, Action) or action.kind != self.verb:
            return False
        n = len(self.prefix)
        if action.args[:n] != self.prefix:
            return False
        k = self.index_of(action.args[n:])
        return k is not None and self.first <= k < self.last

    def __iter__(self):
        for k in range(self.first, self.last):
            yield Action(self.verb, self.prefix + self.counts(k))


class Chain(Sequence):
    """Several action sequences one after another, as one list."""

    def __init__(self, parts: list[Sequence]):
        self.parts = [p for p in parts if len(p)]

    def __len__(self) -> int:
        return sum(len(p) for p in self.parts)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        for part in self.parts:
            if i < len(part):
                return part[i]
            i -= len(part)
        raise IndexError(i)

    def __contains__(self, action) -> bool:
        return any(action in part for part in self.parts)

    def __iter__(self):
        for part in self.parts:
            yield from part

    def __eq__(self, other) -> bool:
        return list(self) == list(other)
