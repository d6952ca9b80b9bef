"""Saves of the games this app has: the engine's save reading (engine/saves.py), given the registered games and
bots, which the engine may not look up itself (it imports nothing above it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.bots import BOT_NAMES
from tabletop.engine import saves
from tabletop.engine.saves import SaveError, SaveSummary
from tabletop.engine.session import Session
from tabletop.games import available_games

__all__ = ["SaveError", "SaveSummary", "load_session", "read_document", "summarize"]


def load_session(path: Path) -> tuple[Session, dict[str, Any]]:
    """Returns the replayed session of a registered game and its document; raises SaveError (and nothing else)."""
    return saves.load_session(path, available_games(), BOT_NAMES)


def summarize(path: Path) -> SaveSummary:
    """Returns the Continue-list line of a save without replaying it; raises SaveError (and nothing else)."""
    return saves.summarize(path, BOT_NAMES)


def read_document(path: Path) -> dict[str, Any]:
    """Returns the checked save document at `path`; raises SaveError (and nothing else) naming what is wrong."""
    return saves.read_document(path, BOT_NAMES)
