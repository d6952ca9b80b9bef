"""Where the shipped data lives: assets/ and translations/, installed or from a checkout."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

_PACKAGE = Path(__file__).resolve().parent


def _root(name: str) -> Path:
    """Returns the folder `name` inside the installed package, or beside it in a checkout."""
    installed = _PACKAGE / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def asset_path(*parts: str) -> Path:
    """Returns the path of a file under assets/."""
    return _root("assets").joinpath(*parts)


def translations_dir() -> Path:
    """Returns the folder holding the .ts and .qm catalogs."""
    return _root("translations")


@lru_cache(maxsize=None)
def load_json(*parts: str) -> Any:
    """Returns the parsed JSON asset at assets/<parts>."""
    with asset_path(*parts).open(encoding="utf-8") as f:
        return json.load(f)
