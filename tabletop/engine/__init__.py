"""The game-agnostic core: actions, reasons, events, the game contract, sessions and saves.

Pure Python; never imports Qt. The names below load with their module on first use, so that writing the
settings or listing saves (tabletop.engine.saves) does not import the game contract.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.engine.action import Action
    from tabletop.engine.contract import Audited, Event, Game, OptionSpec, Result
    from tabletop.engine.reason import IllegalAction, Reason
    from tabletop.engine.steps import Step, Stepped

__all__ = ["Action", "Audited", "Event", "Game", "IllegalAction", "OptionSpec", "Reason", "Result", "Step", "Stepped"]

_HOME = {"Action": "action", "Audited": "contract", "Event": "contract", "Game": "contract", "OptionSpec": "contract",
         "Result": "contract", "IllegalAction": "reason", "Reason": "reason", "Step": "steps", "Stepped": "steps"}


def __getattr__(name: str) -> Any:
    """Returns one of the names above, importing its module the first time."""
    if name in _HOME:
        return getattr(import_module(f"tabletop.engine.{_HOME[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
