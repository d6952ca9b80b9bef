"""Plain-data snapshots of states, to compare two states field by field (RNG included), and their digests."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from collections.abc import Mapping
from enum import Enum
from typing import Any

DIGEST_PREFIX = "sha256:"


def snapshot(value: Any) -> Any:
    """Returns `value` as nested plain data: dataclasses and named tuples become dicts, RNGs their internal state."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: snapshot(getattr(value, f.name)) for f in dataclasses.fields(value) if _kept(value, f)}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {name: snapshot(v) for name, v in zip(value._fields, value)}
    if isinstance(value, random.Random):
        return value.getstate()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return {snapshot(k): snapshot(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [snapshot(v) for v in value]
    return value


OMIT_DEFAULT = {"snapshot": "omit_default"}  # a field's metadata: left out of the snapshot while at its default


def _kept(value: Any, f: dataclasses.Field[Any]) -> bool:
    """Returns False for a field marked OMIT_DEFAULT that holds its default, so a field added to a state later
    leaves the digests of games that never use it (and their saves) as they were."""
    if f.metadata.get("snapshot") != "omit_default":
        return True
    if f.default_factory is not dataclasses.MISSING:
        default = f.default_factory()
    else:
        default = f.default
    return bool(getattr(value, f.name) != default)


def canonical(value: Any) -> Any:
    """Returns a snapshot as JSON data that reads the same for equal states: sets sorted, keys made text.

    Raises TypeError for a value JSON cannot hold, naming its type.
    """
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return repr(value)  # JSON has no NaN or infinity; repr reads back exactly
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if isinstance(value, (set, frozenset)):
        # A set's order follows string hashing, which changes from run to run: sort by the items' JSON.
        return sorted((canonical(v) for v in value), key=_text)
    if isinstance(value, Mapping):  # a dict, or a read-only mapping a frozen record holds
        if all(isinstance(k, str) for k in value):
            return {k: canonical(v) for k, v in value.items()}
        # Keys that are not text (cargo numbers, cells) become their JSON, so 1 and "1" stay two keys.
        return {_text(canonical(k)): canonical(v) for k, v in value.items()}
    raise TypeError(f"a state snapshot cannot hold a {type(value).__name__}")


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))


def digest(state: Any) -> str:
    """Returns "sha256:" and the hex digest of the state's canonical snapshot: equal states, equal digests."""
    return DIGEST_PREFIX + hashlib.sha256(_text(canonical(snapshot(state))).encode("ascii")).hexdigest()
