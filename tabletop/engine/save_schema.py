"""The one declared schema of a save document, as msgspec Structs.

Imported only when a save is first read (tabletop.engine.saves), so starting
the app does not pay for msgspec. Unknown fields are allowed: a save of the
same format version may carry extras (e.g. a state snapshot) that this
version does not need.
"""

from __future__ import annotations

from typing import Annotated

from msgspec import UNSET, Meta, Struct, UnsetType

OptionValue = bool | int | str
Scalar = str | int | float | bool | None  # any JSON value but an array or an object


class SavedSeat(Struct):
    """One seat: its name, who plays it and, for a bot, which bot."""

    name: str
    # Any text passes here; saves.py refuses an unknown kind with its own reason (save.unknown_bot).
    kind: str = "person"
    bot: str | None = None
    declines_bot_offers: bool = False  # the person chose to have the bots' offers declined (absent: no)


class SavedStatus(Struct):
    """Who decides now and whether the game is over, so the Continue list needs no replay."""

    to_act: list[int]
    over: bool


class SaveDocument(Struct):
    """A whole save: format, version, game, options, seats, seed and the action log."""

    format: str
    format_version: int
    game: str
    players: Annotated[list[SavedSeat], Meta(min_length=1)]
    seed: int
    actions: list[tuple[int, str]]
    app_version: str = ""
    options: dict[str, OptionValue] = {}
    created: str = ""
    updated: str = ""  # when it was written
    played: str = ""  # when its last move was made (absent in saves from before it was kept)
    # UNSET rather than None: an absent status is fine, a null one is damage.
    status: SavedStatus | UnsetType = UNSET
    tags: dict[str, Scalar] | UnsetType = UNSET
    # The game's rules version when saved (absent: 1, saves from before versions) and the digest of the final
    # state, so a save from other rules can be checked by replaying it (saves.py).
    rules_version: Annotated[int, Meta(ge=1)] | UnsetType = UNSET
    digest: Annotated[str, Meta(pattern="^sha256:[0-9a-f]{64}$")] | UnsetType = UNSET
