"""The kinds of decision a Star Trek turn asks for, and how each one answers the rules (one Step per kind)."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.steps import Step

__all__ = ["Step", "arg"]  # Step is the engine's: how one kind of decision is answered (engine/steps.py)

# The turn (turn.py, orders.py).
PLAY = "play"            # play and draw cards: spend the counters
ORDERS = "orders"        # beam, move, attempt, use card orders
DISCARD = "discard"      # discard down to the hand limit
NAME = "name"            # the Borg Queen names a skill
TUCK = "tuck"            # Picard: three cards from hand to the deck's bottom, in order
SHIP = "ship"            # Invasive Drone: which ship receives
ABOARD = "aboard"        # Invasive Drone: who goes aboard
# The mission attempt (attempt.py).
ADD = "add"              # the dilemma owner may add a Limited Welcome lying on the mission (private)
STACK = "stack"          # the dilemma owner chooses and orders the stack (private)
FACING = "facing"        # the attempting player's facing window
BRIEF = "brief"          # Mission Briefing: the card discarded, who gains, who lends
PICK = "pick"            # a dilemma's choice of a personnel to stop (attempting player or owner)
RETURN = "return"        # the return window (Analyze)
CHECK = "check"          # the window before the requirement check (Interlink)
NEXT = "next"            # the attempting player steps on: reveal the next dilemma, or go on to the check

DONE = Action("done")
PASS = Action("pass")
NEXT_DILEMMA = Action("next")


def arg(action: Action, k: int = 0) -> int | None:
    """Returns the k-th argument as a card number, or None when it is missing or not a number."""
    if len(action.args) <= k or not isinstance(action.args[k], int):
        return None
    value = action.args[k]
    assert isinstance(value, int)
    return value
