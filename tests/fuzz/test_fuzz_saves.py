"""Fuzzing the save reader: whatever a file holds, reading it raises only SaveError and never changes it."""

from __future__ import annotations

import copy
import json
import os
import random
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import example, given, strategies as st

from tabletop.bots import make_bot
from tabletop.engine.saves import SaveError, SaveSummary, session_to_json
from tabletop.saved_games import load_session, read_document, summarize
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games

MTIME_NS = 1_000_000_000_000_000_000  # a fixed, unlikely mtime, so any rewrite of the file shows


def played(game_id: str, seats: list[SeatInfo], actions: int, tags: dict[str, Any] | None = None) -> dict[str, Any]:
    """Returns the save document of a seeded game of `game_id` after `actions` random legal actions."""
    session = Session(available_games()[game_id], seats, {}, 11, tags=tags or {})
    rng = random.Random(11)
    for _ in range(actions):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session_to_json(session, "2026-01-02T03:04:05+00:00")


VALID = [
    played("star-cartel", [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Bot", SeatKind.BOT, "greedy")], 12),
    played("cartographers", [SeatInfo("Mika")], 6, {"daily": "2026-01-02", "note": None, "n": 1.5}),
    played("thiefs-market", [SeatInfo("Ann"), SeatInfo("Bo", SeatKind.BOT, "random"), SeatInfo("Cy", SeatKind.BOT)],
           8),
]

# Every kind of move any game has, so mutated action texts reach each game's diagnosis with odd arguments.
KINDS = sorted({a.kind for game in available_games().values()
                for a in game.action_universe(game.new_game(game.min_players, {}, 1))})

SCALARS = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=12))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
ACTION_TEXT = st.builds(lambda kind, args: " ".join([kind, *map(str, args)]), st.sampled_from(KINDS),
                        st.lists(st.integers(-3, 40) | st.sampled_from(["x", "food", "none", "-", "0x1"]),
                                 max_size=3))


def check_reading(raw: bytes) -> None:
    """Reads `raw` as a save every way the app does: only SaveError comes out, what reads is usable, the file stays."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.json"
        path.write_bytes(raw)
        os.utime(path, ns=(MTIME_NS, MTIME_NS))
        for read, usable in ((read_document, None), (summarize, check_summary), (load_session, check_session)):
            try:
                result = read(path)
            except SaveError as e:
                message = str(e.reason)
                assert e.path == path and message and "\n" not in message, message
                # The app survives a game's crash on an odd action, but the fuzzer should still report it.
                assert e.reason.code != "save.replay_failed", message
            else:
                if usable:
                    usable(result)
        assert path.read_bytes() == raw and path.stat().st_mtime_ns == MTIME_NS


def check_summary(summary: SaveSummary) -> None:
    """Checks the Continue list can show a summary: names are text and whose turn names real seats."""
    assert all(isinstance(name, str) for name in summary.seats) and isinstance(summary.updated, str)
    assert all(isinstance(s, int) and 0 <= s < len(summary.seats) for s in summary.to_act), summary.to_act
    assert isinstance(summary.over, bool) and isinstance(summary.game, str)


def check_session(loaded: tuple[Session, dict[str, Any]]) -> None:
    """Checks the table can open a loaded save (its bots exist) and its autosave keeps the save's tags."""
    session, doc = loaded
    for seat in session.seats:
        if seat.kind is SeatKind.BOT:
            make_bot(seat.bot or "greedy", session.game.id)  # as the table's controller builds them
    rewritten = session_to_json(session, doc.get("created"))
    assert rewritten["tags"] == doc.get("tags", {})  # tags of the wrong type must not be dropped silently
    json.dumps(rewritten)


def encoded(doc: Any) -> bytes:
    """Returns `doc` as the app writes JSON."""
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


def paths_in(value: Any, here: tuple = ()) -> list[tuple]:
    """Returns the path (keys and indexes) of every value inside `value`, its own included."""
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths_in(item, here + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths_in(item, here + (index,))
    return found


def with_value(doc: dict[str, Any], path: tuple, value: Any) -> dict[str, Any]:
    """Returns a copy of `doc` with the value at `path` replaced (or deleted, for the DELETE marker)."""
    doc = copy.deepcopy(doc)
    *parents, last = path
    node: Any = doc
    for step in parents:
        node = node[step]
    if value is DELETE:
        del node[last]
    else:
        node[last] = value
    return doc


DELETE = object()


@st.composite
def mutated(draw: st.DrawFn) -> dict[str, Any]:
    """Returns a valid save with one field, at any depth, replaced, deleted or given a new neighbour."""
    doc = draw(st.sampled_from(VALID))
    # Pick a kind of field first (`actions[*][1]`, `status.to_act`, ...), then one of its places: a long
    # action log would otherwise leave the few fields outside it almost never chosen.
    kinds: dict[tuple, list[tuple]] = {}
    for path in paths_in(doc)[1:]:
        kinds.setdefault(tuple("*" if isinstance(step, int) else step for step in path), []).append(path)
    path = draw(st.sampled_from(kinds[draw(st.sampled_from(sorted(kinds, key=str)))]))
    how = draw(st.sampled_from(["replace", "delete", "add", "action"]))
    if how == "delete":
        return with_value(doc, path, DELETE)
    if how == "add":  # a new key, or an extra item, beside the chosen field
        doc = copy.deepcopy(doc)
        node: Any = doc
        for step in path[:-1]:
            node = node[step]
        if isinstance(node, list):
            node.insert(draw(st.integers(0, len(node))), draw(JSON))
        else:
            node[draw(st.text(max_size=8))] = draw(JSON)
        return doc
    if how == "action" and doc["actions"]:
        index = draw(st.integers(0, len(doc["actions"]) - 1))
        return with_value(doc, ("actions", index, 1), draw(ACTION_TEXT))
    return with_value(doc, path, draw(JSON))


def test_the_valid_saves_load() -> None:
    for doc in VALID:
        check_reading(encoded(doc))
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "save.json"
            path.write_bytes(encoded(doc))
            assert load_session(path)[0].game.id == doc["game"]


@given(st.binary(max_size=300))
@example(b"[" * 100_000 + b"]" * 100_000)
@example(b'{"a": ' + b"9" * 5000 + b"}")
@example(b'{"a": 1e999}')
@example(b'{"a": NaN}')
@example(b"\xef\xbb\xbf{}")                    # a byte-order mark
@example(b'"\\ud800"')                         # a lone surrogate, which could never be written back as UTF-8
@example(b"\xff\xfe")
@example(b"")
def test_any_bytes_read_as_a_save_raise_only_save_error(raw: bytes) -> None:
    check_reading(raw)


@given(JSON)
@example({"format": "tabletop-save", "format_version": True})
@example({"format": "tabletop-save", "format_version": 2, "app_version": {"x": [1]}})
@example({"format": "tabletop-save", "format_version": 1})
def test_any_json_value_raises_only_save_error(value: Any) -> None:
    check_reading(encoded(value))


@given(st.dictionaries(st.sampled_from(sorted(VALID[0])), JSON, max_size=6))
def test_any_field_values_raise_only_save_error(fields: dict[str, Any]) -> None:
    check_reading(encoded({"format": "tabletop-save", "format_version": 1, **fields}))


@given(mutated())
@example(with_value(VALID[0], ("status", "to_act"), 3))
@example(with_value(VALID[0], ("status", "to_act"), None))
@example(with_value(VALID[0], ("status", "to_act"), [-100]))
@example(with_value(VALID[0], ("status", "to_act", 0), None))  # found by the fuzzer
@example(with_value(VALID[0], ("tags",), None))                # found by the fuzzer: dropped, then rewritten
@example(with_value(VALID[0], ("status",), "over"))
@example(with_value(VALID[0], ("tags",), [1, 2]))
@example(with_value(VALID[1], ("tags", "daily"), {"date": "2026-01-02"}))
@example(with_value(VALID[0], ("players", 2, "bot"), "genius"))
@example(with_value(VALID[0], ("players", 2, "kind"), "robot"))
@example(with_value(VALID[0], ("players",), []))
@example(with_value(VALID[0], ("seed",), True))
@example(with_value(VALID[0], ("actions", 3, 1), "load x y"))
@example(with_value(VALID[1], ("options", "start_sheet"), "side A\n?"))
def test_any_field_of_a_valid_save_changed_raises_only_save_error(doc: dict[str, Any]) -> None:
    check_reading(encoded(doc))
