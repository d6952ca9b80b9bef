"""Reading an action's arguments: each reader returns what an argument names, or raises BadArgument."""

from __future__ import annotations

from tabletop.engine.action import Action, Arg
from tabletop.games.starfarers.board import node_of
from tabletop.games.starfarers.components import RESOURCE_BY_WORD, UPGRADE_BY_WORD, Upgrade


class BadArgument(Exception):
    """An action argument that names nothing (a fuzzed save, a typo)."""


# Each resource's index by its word, as plain ints: read at most moves.
RESOURCE_INDEX = {word: int(resource) for word, resource in RESOURCE_BY_WORD.items()}


def resource_arg(arg: Arg) -> int:
    """Returns the resource a word names."""
    if isinstance(arg, str) and arg in RESOURCE_INDEX:
        return RESOURCE_INDEX[arg]
    raise BadArgument(arg)


def upgrade_arg(arg: Arg) -> Upgrade:
    """Returns the upgrade a word names."""
    if isinstance(arg, str) and arg in UPGRADE_BY_WORD:
        return UPGRADE_BY_WORD[arg]
    raise BadArgument(arg)


def node_arg(arg: Arg) -> int:
    """Returns the board node an id names."""
    node = node_of(arg)
    if node is None:
        raise BadArgument(arg)
    return node


def int_arg(arg: Arg, low: int, high: int) -> int:
    """Returns a whole number from `low` to `high`."""
    if isinstance(arg, int) and low <= arg <= high:
        return arg
    raise BadArgument(arg)


def args_of(action: Action, n: int) -> tuple[Arg, ...]:
    """Returns the action's arguments when it has exactly `n`."""
    if len(action.args) != n:
        raise BadArgument(action.text())
    return action.args
