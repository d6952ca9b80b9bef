"""Card effects as data: a game's effect templates register by name once; a card names one with its parameters.

Each template is a class implemented once (its rule, its timing, its text); the card data in a game's
`assets/` say `{"template": name, ...parameters}`. This registry is what both sides meet in: the game's
templates register with its decorator, and the loader finds a card's template by name, refusing an unknown
one in words. Qt-free and game-agnostic; each game keeps its own registry, so two games may share a name.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Generic, TypeVar

T = TypeVar("T")
C = TypeVar("C", bound=type[Any])


class TemplateRegistry(Mapping[str, type[T]], Generic[T]):
    """A game's effect templates by name (each class's `name`), in the order they were registered."""

    def __init__(self) -> None:
        self._by_name: dict[str, type[T]] = {}

    def register(self, cls: C) -> C:
        """Registers `cls` under its `name` (a class decorator); a second template of one name is a bug."""
        name = str(cls.name)
        if name in self._by_name:
            raise ValueError(f"two effect templates named {name!r}")
        self._by_name[name] = cls
        return cls

    def named(self, name: object) -> type[T]:
        """Returns the template a card's effect names; raises ValueError naming an unknown one."""
        found = self._by_name.get(str(name))
        if found is None:
            raise ValueError(f"no effect template {name!r}")
        return found

    def __getitem__(self, name: str) -> type[T]:
        return self._by_name[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_name)

    def __len__(self) -> int:
        return len(self._by_name)
