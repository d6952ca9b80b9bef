"""Saves: JSON with a format version, seed, options, seats and the action log.

Written atomically (temp file + os.replace). A damaged, foreign or newer file
raises SaveError naming the problem; this module never deletes or rewrites a
file it could not read.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NamedTuple

from tabletop import __version__
from tabletop.engine.contract import OptionError
from tabletop.engine.reason import Reason
from tabletop.engine.session import ReplayError, SeatInfo, SeatKind, Session

SAVE_FORMAT = "tabletop-save"
FORMAT_VERSION = 1


class SaveError(Exception):
    """Raised for a save that cannot be loaded; `reason` names the problem."""

    def __init__(self, path: Path | None, reason: Reason):
        super().__init__(f"{path}: {reason}" if path else str(reason))
        self.path = path
        self.reason = reason


class SaveSummary(NamedTuple):
    """What the Continue list shows of a save, read without replaying it."""

    path: Path
    game: str
    seats: tuple[str, ...]
    actions: int
    updated: str
    to_act: tuple[int, ...]
    over: bool


def session_to_json(session: Session, created: str | None = None) -> dict[str, Any]:
    """Returns the save document of a session."""
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    return {
        "format": SAVE_FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": session.game.id,
        "options": session.options,
        "players": [s.to_json() for s in session.seats],
        "seed": session.seed,
        "actions": [[t.seat, t.action.text()] for t in session.log],
        "created": created or now,
        "updated": now,
        # Not needed to load; lets the Continue list show the game without replaying it.
        "status": {"to_act": list(session.to_act()), "over": session.is_over()},
        "tags": session.tags,
    }


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Writes `data` to `path` so that a crash leaves either the old or the new file, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_session(session: Session, path: Path, created: str | None = None) -> None:
    """Writes the session's save to `path` atomically."""
    write_json_atomic(path, session_to_json(session, created))


def read_document(path: Path) -> dict[str, Any]:
    """Returns the checked save document at `path`; raises SaveError naming what is wrong."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise SaveError(path, Reason("save.unreadable", {"detail": e.strerror or str(e)})) from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(path, Reason("save.not_text")) from None
    except json.JSONDecodeError as e:
        raise SaveError(path, Reason("save.not_json", {"line": e.lineno, "column": e.colno, "detail": e.msg})) from None
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise SaveError(path, Reason("save.not_a_save"))
    version = doc.get("format_version")
    if not isinstance(version, int):
        raise SaveError(path, Reason("save.bad_field", {"field": "format_version", "detail": "not a whole number"}))
    if version > FORMAT_VERSION:
        raise SaveError(path, Reason("save.newer_version", {"version": version, "supported": FORMAT_VERSION,
                                                            "app_version": doc.get("app_version", "?")}))
    _check_fields(path, doc)
    return doc


def _check_fields(path: Path, doc: dict[str, Any]) -> None:
    def bad(field: str, detail: str) -> SaveError:
        return SaveError(path, Reason("save.bad_field", {"field": field, "detail": detail}))

    if not isinstance(doc.get("game"), str):
        raise bad("game", "missing")
    if not isinstance(doc.get("seed"), int) or isinstance(doc.get("seed"), bool):
        raise bad("seed", "not a whole number")
    if not isinstance(doc.get("options", {}), dict):
        raise bad("options", "not an object")
    players = doc.get("players")
    if not isinstance(players, list) or not players:
        raise bad("players", "not a list of seats")
    for i, p in enumerate(players):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise bad(f"players[{i}]", "a seat needs a name")
        if p.get("kind", "person") not in ("person", "bot"):
            raise bad(f"players[{i}].kind", "must be person or bot")
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise bad("actions", "not a list")
    for i, a in enumerate(actions):
        if (not isinstance(a, list) or len(a) != 2 or not isinstance(a[0], int) or isinstance(a[0], bool)
                or not isinstance(a[1], str)):
            raise bad(f"actions[{i}]", "each action is [seat, text]")


def seats_from_json(players: list[dict[str, Any]]) -> list[SeatInfo]:
    """Returns the seats described in a save."""
    return [SeatInfo(p["name"], SeatKind(p.get("kind", "person")), p.get("bot")) for p in players]


def load_session(path: Path) -> tuple[Session, dict[str, Any]]:
    """Returns the replayed session and its document; raises SaveError naming the problem."""
    from tabletop.games import available_games

    doc = read_document(path)
    games = available_games()
    if doc["game"] not in games:
        raise SaveError(path, Reason("save.unknown_game", {"game": doc["game"]}))
    try:
        session = Session.replay(games[doc["game"]], seats_from_json(doc["players"]), doc.get("options", {}),
                                 doc["seed"], [tuple(a) for a in doc["actions"]])
    except OptionError as e:
        raise SaveError(path, e.reason) from None
    except ReplayError as e:
        raise SaveError(path, Reason("save.bad_action", {"index": e.index + 1, "action": e.action,
                                                        "detail": e.reason.code, "reason": e.reason})) from None
    if isinstance(doc.get("tags"), dict):
        session.tags = dict(doc["tags"])
    return session, doc


def summarize(path: Path) -> SaveSummary:
    """Returns the Continue-list line of a save without replaying it; raises SaveError."""
    doc = read_document(path)
    status = doc.get("status") if isinstance(doc.get("status"), dict) else {}
    return SaveSummary(path, doc["game"], tuple(p["name"] for p in doc["players"]), len(doc["actions"]),
                       str(doc.get("updated", "")), tuple(status.get("to_act", ())), bool(status.get("over", False)))
