"""The game-agnostic core: actions, reasons, events, the game contract, sessions and saves.

Pure Python; never imports Qt.
"""

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Game, OptionSpec, Result
from tabletop.engine.reason import IllegalAction, Reason

__all__ = ["Action", "Event", "Game", "IllegalAction", "OptionSpec", "Reason", "Result"]
