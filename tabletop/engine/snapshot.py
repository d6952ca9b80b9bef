"""Plain-data snapshots of states, to compare two states field by field (RNG included)."""

from __future__ import annotations

import dataclasses
import random
from enum import Enum
from typing import Any


def snapshot(value: Any) -> Any:
    """Returns `value` as nested plain data: dataclasses and named tuples become dicts, RNGs their internal state."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: snapshot(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {name: snapshot(v) for name, v in zip(value._fields, value)}
    if isinstance(value, random.Random):
        return value.getstate()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {snapshot(k): snapshot(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [snapshot(v) for v in value]
    return value
