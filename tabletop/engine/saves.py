"""Saves: JSON with a format version, seed, options, seats and the action log.

Written atomically (temp file + os.replace). A damaged, foreign or newer file
raises SaveError naming the problem; this module never deletes or rewrites a
file it could not read. Every field is checked against the one schema in
save_schema.py, so reading a save raises SaveError and nothing else.

The saves list reads a side index of each save's small summary, keyed by the
file's size, time and inode, so listing decodes only a save written since it
was last listed; the index is a cache, rebuilt from the saves whenever it is
missing, stale, damaged or another folder's. It lives where the app keeps its
caches (the app passes its path in: the engine knows no user folders), not
beside the saves, so a copy of the saves folder carries only saves. An index
an older version left in the saves folder (`.summaries`) is never read, and
clear_leftovers removes it.

Rules versions. A save names the rules version of its game (`rules_version`,
absent in saves from before versions: 1) and the digest of the state its log
replays to. The log is the game: the digest only tells whether other rules
replay it to the same state. A save is replayed under today's rules and then:

- today's version: loads as always. Its digest is not consulted: a game may
  gain a state field without a new rules version (Cartographers' coin ledger
  did), and refusing such a save would lose a game whose every move is legal;
  nor could a digest anyone may recompute tell a tampered log from a good one.
- an older version: loads whenever every move replays legally under today's
  rules, whatever its digest (a state that gained a field, e.g. Starfarers'
  `ships[].path`, digests otherwise though the game is move for move the
  same), with `Session.replayed_from_older` set: the table and `replay` say
  it was saved by an older version and replayed under today's rules, since
  the table may not look as they left it. The flag is not saved: the next
  autosave writes today's version, and from then on it is an ordinary save.
  It is refused only when it cannot go on: SaveError `save.older_move_refused`
  names the first move today's rules refuse (its number, its player and the
  move in the game's words, the action's text when the game cannot read it)
  and why.
- a newer version: loads only when it replays to its digest (the change did
  not touch this game); else SaveError `save.rules_changed`, naming the game
  and both versions.

A refused save is never written: the file is left as it is, so a version
with the old rules can still open it.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Collection, Mapping, NamedTuple

from tabletop import __version__
from tabletop.engine.files import MB, read_regular_file
from tabletop.engine.reason import Reason

if TYPE_CHECKING:
    from tabletop.engine.save_schema import SaveDocument
    from tabletop.engine.contract import Game
    from tabletop.engine.session import ReplayError, SeatInfo, Session

# The engine's sessions, snapshots and contract are imported where a save is written or replayed, not here:
# the home page lists saves (and the settings are written) without them.

SAVE_FORMAT = "tabletop-save"
FORMAT_VERSION = 1
SAVE_LIMIT = 64 * MB  # the longest games save a few hundred kB; a larger file is no save, and is not read whole


class SaveError(Exception):
    """Raised for a save that cannot be loaded; `reason` names the problem."""

    def __init__(self, path: Path | None, reason: Reason):
        super().__init__(f"{path}: {reason}" if path else str(reason))
        self.path = path
        self.reason = reason


class SaveSummary(NamedTuple):
    """What the saves list shows of a save, read without replaying it."""

    path: Path
    game: str
    seats: tuple[str, ...]
    actions: int
    updated: str  # when it was last played (its last move; when it was written, for saves from before that)
    to_act: tuple[int, ...]
    over: bool
    bots: tuple[bool, ...] = ()  # per seat: played by a bot


SUMMARY_INDEX = "summaries.json"  # the index's name in the app's cache folder
OLD_SUMMARY_INDEX = ".summaries"  # where versions before the cache folder kept it: beside the saves
_INDEX_VERSION = 2  # 2: names the saves folder it indexes
# What write_json_atomic leaves when the process dies between writing and renaming (tempfile's 8 characters).
_LEFTOVER = re.compile(r"(?:.+\.json|" + re.escape(OLD_SUMMARY_INDEX) + r")\.[A-Za-z0-9_]{8}\.tmp", re.DOTALL)
LEFTOVER_AGE = 60.0  # seconds: a younger one may be another open window's save being written right now

# path -> (actions, when the last of them was played), for the saves this process read or wrote: writing a
# game again without a new move (opening it, leaving it) keeps its time, so the list keeps the order of play.
_played: dict[str, tuple[int, str]] = {}


def _key(path: Path) -> str:
    return os.path.abspath(path)


def session_to_json(session: Session, created: str | None = None, played: str | None = None) -> dict[str, Any]:
    """Returns the save document of a session (`played`: when its last move was made; now if not given)."""
    from tabletop.engine.snapshot import digest

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
        "played": played or now,
        # Not needed to load; lets the Continue list show the game without replaying it.
        "status": {"to_act": list(session.to_act()), "over": session.is_over()},
        "tags": session.tags,
        # The rules the log was played under and the state it replays to: checked when other rules load it.
        "rules_version": session.game.rules_version,
        "digest": digest(session.state),
    }


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Writes `data` to `path` so that a crash leaves either the old or the new file, never half of one."""
    import tempfile  # here: the app starts (reading settings, listing saves) without it

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
    """Writes the session's save to `path` atomically, keeping its time of last play when no move was made."""
    known = _played.get(_key(path))
    played = known[1] if known is not None and known[0] == len(session.log) else None
    doc = session_to_json(session, created, played)
    write_json_atomic(path, doc)
    _played[_key(path)] = (len(session.log), doc["played"])


def one_line(text: str, limit: int | None = None) -> str:
    """Returns `text` (a file's name, a value from a file) on one line: control characters escaped, at most
    `limit` characters."""
    return _shown(text, limit or max(len(text) * 4, 1))


def clear_leftovers(folder: Path, older_than: float = LEFTOVER_AGE) -> list[Path]:
    """Removes the half-written temporary files a killed process left in `folder`, and the index of summaries an
    older version kept there; returns those removed.

    Only names write_json_atomic makes ("<save>.json.<8 characters>.tmp") and only regular files older than
    `older_than` seconds: a save itself ends in ".json" and is never touched.
    """
    removed = []
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:  # no folder yet, or one we may not read: nothing to clear
        return []
    for name in names:
        old_index = name == OLD_SUMMARY_INDEX  # a cache, now kept in the cache folder: never read again
        if not old_index and (not name.endswith(".tmp") or not _LEFTOVER.fullmatch(name)):
            continue
        path = folder / name
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and (old_index or now - info.st_mtime >= older_than):
                path.unlink()
                removed.append(path)
        except OSError:  # gone already, or not ours to remove: left as it is
            continue
    return removed


# The games and the bots are the app's, above the engine: whoever reads a save passes them in (the registered
# games, tabletop.games.available_games(); the bot names, tabletop.bots.BOT_NAMES).
def read_document(path: Path, bot_names: Collection[str]) -> dict[str, Any]:
    """Returns the checked save document at `path`; raises SaveError (and nothing else) naming what is wrong."""
    return _read(path, bot_names)[0]


def _read(path: Path, bot_names: Collection[str]) -> tuple[dict[str, Any], SaveDocument]:
    """Returns the save at `path` as decoded JSON and as checked against the schema; raises only SaveError."""
    # Imported here, not at the top: the app starts without msgspec until a save is read.
    import msgspec

    from tabletop.engine.save_schema import SaveDocument

    def fail(code: str, params: dict[str, Any] | None = None) -> SaveError:
        return SaveError(path, Reason(code, params or {}))

    try:
        # A FIFO or device named *.json would block or never end; only regular files are saves.
        raw = read_regular_file(path, SAVE_LIMIT)
    except OSError as e:
        raise fail("save.unreadable", {"detail": e.strerror or str(e)}) from None
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        raise fail("save.not_text") from None
    try:
        doc = msgspec.json.decode(raw)
    except msgspec.ValidationError:
        # Untyped decoding refuses only numbers beyond what it can hold (e.g. 5,000 digits, 1e999).
        raise fail("save.number_too_long") from None
    except msgspec.DecodeError as e:
        raise fail("save.not_json", _json_error_position(raw, str(e))) from None
    except RecursionError:
        raise fail("save.too_deep") from None
    except Exception as e:  # e.g. MemoryError: whatever the bytes are, reading must end in a SaveError
        raise fail("save.undecodable", {"detail": type(e).__name__}) from None
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise fail("save.not_a_save")
    version = doc.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise fail("save.bad_field", {"field": "format_version", "detail": "not a whole number"})
    if version > FORMAT_VERSION:  # checked before the schema: a newer format may have other fields
        app_version = doc.get("app_version")
        raise fail("save.newer_version", {"version": version, "supported": FORMAT_VERSION,
                                          "app_version": _shown(app_version) if isinstance(app_version, str)
                                          else "?"})
    try:
        document = msgspec.convert(doc, SaveDocument)
    except msgspec.ValidationError as e:
        field, detail = _field_error(doc, str(e))
        raise fail("save.bad_field", {"field": field, "detail": detail}) from None
    except RecursionError:
        raise fail("save.too_deep") from None
    _check_meaning(document, fail, bot_names)
    return doc, document


def _check_meaning(document: SaveDocument, fail: Callable[[str, dict[str, Any]], SaveError],
                   bot_names: Collection[str]) -> None:
    """Raises what `fail` makes for what the schema cannot say: unknown seat kinds and bots, seats out of range."""
    import msgspec

    from tabletop.engine.session import SeatKind

    kinds = {k.value for k in SeatKind}
    for i, seat in enumerate(document.players):
        if seat.kind not in kinds:
            raise fail("save.unknown_bot", {"field": f"players[{i}].kind", "bot": _shown(seat.kind)})
        # A bot seat without a bot name plays the default bot (the table's choice), so only a named one is checked.
        if seat.kind == SeatKind.BOT.value and seat.bot and seat.bot not in bot_names:
            raise fail("save.unknown_bot", {"field": f"players[{i}].bot", "bot": _shown(seat.bot)})
    for k, (seat_index, _) in enumerate(document.actions):
        if not 0 <= seat_index < len(document.players):  # replayed, it would read as another seat's, or "Seat 0"
            raise fail("save.bad_field", {"field": f"actions[{k}]", "detail": f"there is no seat {seat_index}"})
    if not isinstance(document.status, msgspec.UnsetType):
        for k, seat_index in enumerate(document.status.to_act):
            if not 0 <= seat_index < len(document.players):
                raise fail("save.bad_field", {"field": f"status.to_act[{k}]",
                                              "detail": f"there is no seat {_shown(seat_index)}"})


def _shown(value: Any, limit: int = 60) -> str:
    """Returns `value` as one short line, fit to quote from a file in a message."""
    text = value if isinstance(value, str) else repr(value)
    # Escape control characters (a newline would break the one-line messages of the CLI).
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _json_error_position(raw: bytes, message: str) -> dict[str, Any]:
    """Returns the line, column and detail of a msgspec decode error message about `raw`."""
    # msgspec names the byte offset, e.g. "JSON is malformed: invalid character (byte 43)".
    found = re.search(r"\(byte (\d+)\)", message)
    offset = min(int(found.group(1)), len(raw)) if found else len(raw)
    before = raw[:offset]
    line_start = before.rfind(b"\n") + 1
    detail = re.sub(r"\s*\(byte \d+\)", "", message).removeprefix("JSON is malformed: ")
    return {"line": before.count(b"\n") + 1,
            "column": len(before[line_start:].decode("utf-8", "replace")) + 1,
            "detail": detail[:1].lower() + detail[1:]}


_SEGMENT = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[\.\.\.\]")


def _field_error(doc: dict[str, Any], message: str) -> tuple[str, str]:
    """Returns the readable field path and detail of a msgspec ValidationError message about `doc`."""
    # Messages read "Expected `int`, got `str` - at `$.players[2].kind`" (no "at" for the document itself).
    detail, _, where = message.partition(" - at `")
    path = where.rstrip("`")
    missing = re.fullmatch(r"Object missing required field `(.+)`", detail)
    parts: list[str] = []
    node: Any = doc
    for name, index in (m.groups() for m in _SEGMENT.finditer(path)):
        if name is not None:
            parts.append(("." if parts else "") + name)
            node = node.get(name) if isinstance(node, dict) else None
        elif index is not None:
            parts.append(f"[{index}]")
            node = node[int(index)] if isinstance(node, list) and int(index) < len(node) else None
        else:  # "[...]": a value in an object; msgspec does not say which key, so find the first bad one
            key = _bad_key(node, parts[0] if len(parts) == 1 else None)
            if key is None:
                parts.append("[…]")
            else:
                parts.append(f".{key}" if key.isidentifier() else f"[{json.dumps(_shown(key), ensure_ascii=False)}]")
            node = None  # only top-level fields are objects of values, so nothing lies deeper
    if missing:
        parts.append(("." if parts else "") + missing.group(1))
        detail = "missing"
    detail = detail.replace("`", "")
    return "".join(parts) or "(the document)", detail[:1].lower() + detail[1:]


def _bad_key(node: Any, field: str | None) -> str | None:
    """Returns the first key of the top-level object field `field` whose value the schema refuses."""
    import typing

    import msgspec

    from tabletop.engine.save_schema import SaveDocument

    if not isinstance(node, dict) or field is None:
        return None
    declared = typing.get_type_hints(SaveDocument).get(field)
    arms = typing.get_args(declared) if typing.get_origin(declared) is not dict else (declared,)
    value_types = [typing.get_args(a)[1] for a in arms if typing.get_origin(a) is dict]
    if not value_types:
        return None
    for key, value in node.items():
        try:
            msgspec.convert(value, value_types[0])
        except (msgspec.ValidationError, RecursionError):
            return str(key)  # a JSON object's keys are text already
    return None


def seats_from_json(players: list[dict[str, Any]]) -> list[SeatInfo]:
    """Returns the seats described in a save."""
    from tabletop.engine.session import SeatInfo, SeatKind

    return [SeatInfo(p["name"], SeatKind(p.get("kind", "person")), p.get("bot"), bool(p.get("declines_bot_offers")))
            for p in players]


def load_session(path: Path, games: Mapping[str, Game[Any, Any]],
                 bot_names: Collection[str]) -> tuple[Session, dict[str, Any]]:
    """Returns the replayed session and its document (of one of `games`, by id); raises SaveError (and nothing
    else) naming the problem."""
    from tabletop.engine.contract import OptionError
    from tabletop.engine.session import ReplayError, SeatInfo, SeatKind, Session
    from tabletop.engine.snapshot import digest

    doc, document = _read(path, bot_names)
    import msgspec  # already loaded by _read

    if document.game not in games:
        raise SaveError(path, Reason("save.unknown_game", {"game": _shown(document.game)}))
    game = games[document.game]
    saved_rules = 1 if isinstance(document.rules_version, msgspec.UnsetType) else document.rules_version
    saved_digest = None if isinstance(document.digest, msgspec.UnsetType) else document.digest
    older, newer = saved_rules < game.rules_version, saved_rules > game.rules_version
    changed = Reason("save.rules_changed", {"game": game.id, "saved": saved_rules, "current": game.rules_version})
    seats = [SeatInfo(p.name, SeatKind(p.kind), p.bot, p.declines_bot_offers) for p in document.players]
    try:
        session = Session.replay(game, seats, dict(document.options), document.seed, list(document.actions))
    except OptionError as e:  # the seats or options themselves (checked before any move): named as they are
        raise SaveError(path, e.reason) from None
    except ReplayError as e:
        if older:
            raise SaveError(path, _no_longer_fits(game, seats, document.actions[e.index][0], e, saved_rules)) from None
        raise SaveError(path, changed if newer else Reason("save.bad_action", {
            "index": e.index + 1, "action": _shown(e.action), "detail": e.reason.code, "reason": e.reason})) from None
    except Exception as e:  # a game's own bug on an odd action: the save still must not stop the app
        raise SaveError(path, changed if older or newer else Reason(
            "save.replay_failed", {"detail": _shown(f"{type(e).__name__}: {e}")})) from None
    # A newer version's save without a digest has nothing to vouch for it.
    if newer and (saved_digest is None or digest(session.state) != saved_digest):
        raise SaveError(path, changed)
    session.replayed_from_older = older
    if isinstance(document.tags, dict):  # else UNSET: the save has no tags
        session.tags = dict(document.tags)
    _played[_key(path)] = (len(document.actions), _last_played(document))
    return session, doc


def _no_longer_fits(game: Game[Any, Any], seats: list[SeatInfo], seat: int, error: ReplayError,
                    saved_rules: int) -> Reason:
    """Returns why an older save cannot go on: its first move today's rules refuse, named in the game's words
    (the action's text when the game cannot read it), with the player who made it and today's reason."""
    from tabletop.engine.action import Action
    from tabletop.engine.reason import Phrase

    move = Phrase("engine.move", {"action": _shown(error.action)})
    if error.state is not None:
        try:
            move = game.describe_action(game.view(error.state, seat), Action.parse(error.action))
        except Exception:  # an action today's game cannot read or name: its text says what it was
            pass
    return Reason("save.older_move_refused", {
        "game": game.id, "saved": saved_rules, "current": game.rules_version, "index": error.index + 1,
        "player": _shown(seats[seat].name), "move": move, "reason": error.reason})


def _last_played(document: SaveDocument) -> str:
    """Returns when the save's last move was made (when it was written, for a save from before that was kept)."""
    return document.played or document.updated


def summarize(path: Path, bot_names: Collection[str]) -> SaveSummary:
    """Returns the Continue-list line of a save without replaying it; raises SaveError (and nothing else)."""
    _, document = _read(path, bot_names)
    import msgspec  # already loaded by _read

    status = None if isinstance(document.status, msgspec.UnsetType) else document.status
    return SaveSummary(path, document.game, tuple(p.name for p in document.players), len(document.actions),
                       _last_played(document), tuple(status.to_act) if status else (),
                       status.over if status else False, tuple(p.kind == "bot" for p in document.players))


def list_saves(folder: Path, bot_names: Collection[str], index_file: Path | None) -> list[SaveSummary | SaveError]:
    """Returns every save in `folder`, last played first: its summary, or the SaveError of a damaged one.

    Summaries come from the index at `index_file` (None: none is kept) when the file is the one indexed; any
    other save is read once and indexed. A damaged save is never indexed (it is read, and named, each time) and
    never written to.
    """
    where = os.path.abspath(folder)
    index = _read_index(index_file, where) if index_file else {}
    fresh: dict[str, dict[str, Any]] = {}
    found: list[tuple[float, SaveSummary | SaveError]] = []
    for path in _save_files(folder):
        try:
            info = path.stat()
            stamp = [info.st_mtime_ns, info.st_size, info.st_ino]
        except OSError:  # gone since listed, or a dangling link: named when read
            info, stamp = None, None
        entry = index.get(path.name)
        summary = _from_index(path, entry) if stamp is not None and entry and entry.get("stamp") == stamp else None
        if summary is None:
            try:
                summary = summarize(path, bot_names)  # raises SaveError and nothing else, whatever the file holds
            except SaveError as e:
                found.append((info.st_mtime if info else 0.0, e))
                continue
        if stamp is not None:
            fresh[path.name] = {"stamp": stamp, **_index_entry(summary)}
        found.append((_when(summary.updated, info.st_mtime if info else 0.0), summary))
    if index_file and fresh != index:
        try:
            write_json_atomic(index_file, {"version": _INDEX_VERSION, "folder": where, "saves": fresh})
        except OSError:  # a folder we may not write: the list is right, only the next one reads more
            pass
    found.sort(key=lambda pair: pair[0], reverse=True)
    return [item for _, item in found]


def _save_files(folder: Path) -> list[Path]:
    """Returns the save files in `folder` by name; none when the folder cannot be listed."""
    try:
        return sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:  # e.g. a folder we may not read: no saves to list rather than no app
        return []


def _when(stamp: str, fallback: float) -> float:
    """Returns an ISO time as seconds since the epoch (`fallback` for text that is none)."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return fallback
    return (moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).timestamp()


def _index_entry(summary: SaveSummary) -> dict[str, Any]:
    return {"game": summary.game, "seats": list(summary.seats), "bots": list(summary.bots),
            "actions": summary.actions, "played": summary.updated, "to_act": list(summary.to_act),
            "over": summary.over}


def _read_index(index_file: Path, folder: str) -> dict[str, dict[str, Any]]:
    """Returns the index of summaries of the saves in `folder` by file name; empty when it is missing,
    unreadable or another folder's."""
    try:
        doc = json.loads(read_regular_file(index_file, SAVE_LIMIT))
    except (OSError, ValueError, RecursionError):  # missing, damaged: a cache, so rebuilt from the saves
        return {}
    if (not isinstance(doc, dict) or doc.get("version") != _INDEX_VERSION or doc.get("folder") != folder
            or not isinstance(doc.get("saves"), dict)):
        return {}
    return {name: entry for name, entry in doc["saves"].items() if isinstance(entry, dict)}


def _from_index(path: Path, entry: dict[str, Any]) -> SaveSummary | None:
    """Returns the summary an index entry holds, or None for an entry that is not one (then the save is read)."""
    seats, bots, to_act = entry.get("seats"), entry.get("bots"), entry.get("to_act")
    game, actions, played, over = entry.get("game"), entry.get("actions"), entry.get("played"), entry.get("over")
    if not (isinstance(seats, list) and seats and all(isinstance(n, str) for n in seats)
            and isinstance(bots, list) and len(bots) == len(seats) and all(isinstance(b, bool) for b in bots)
            and isinstance(to_act, list) and all(type(s) is int and 0 <= s < len(seats) for s in to_act)
            and isinstance(game, str) and type(actions) is int and isinstance(played, str)
            and isinstance(over, bool)):
        return None
    return SaveSummary(path, game, tuple(seats), actions, played, tuple(to_act), over, tuple(bots))
