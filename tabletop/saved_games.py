"""Saves of the games this app has: the engine's save reading (engine/saves.py), given the registered games and
bots, which the engine may not look up itself (it imports nothing above it).

The home page lists saves through here, so nothing is imported at the top that the home page does not need:
the games' rules and the sessions come in only when a save is replayed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.engine import saves
from tabletop.engine.saves import SaveError, SaveSummary
from tabletop.games import bot_names

if TYPE_CHECKING:
    from tabletop.engine.session import Session

__all__ = ["SaveError", "SaveSummary", "list_saves", "load_session", "read_document", "summarize"]


def load_session(path: Path) -> tuple[Session, dict[str, Any]]:
    """Returns the replayed session of a registered game and its document; raises SaveError (and nothing else)."""
    from tabletop.games import available_games

    return saves.load_session(path, available_games(), bot_names())


def summarize(path: Path) -> SaveSummary:
    """Returns the Continue-list line of a save without replaying it; raises SaveError (and nothing else)."""
    return saves.summarize(path, bot_names())


def list_saves(folder: Path, index_file: Path | None = None) -> list[SaveSummary | SaveError]:
    """Returns every save in `folder`, last played first: its summary, or the SaveError of a damaged one (the
    summaries cached in `index_file`, when given: the app keeps it in its cache folder)."""
    return saves.list_saves(folder, bot_names(), index_file)


def read_document(path: Path) -> dict[str, Any]:
    """Returns the checked save document at `path`; raises SaveError (and nothing else) naming what is wrong."""
    return saves.read_document(path, bot_names())
