"""An analysis kept beside its save (`<save>.analysis`), so reopening a review is instant.

Not named `*.json`: the saves list reads every such file in the folder as a save. Each seat's moves are kept with
the digest of the log they were weighed on and the budget they were weighed with; a save played on since (a game
in progress) keeps the moves of the log they share, and a file that is missing, damaged or from another budget is
simply weighed again. Written atomically; a folder that cannot be written loses only the shortcut.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Sequence

from tabletop.engine.saves import write_json_atomic
from tabletop.engine.session import Turn
from tabletop.review.analysis import Analysis, AnalysisBudget, MoveReview

FORMAT = "tabletop-analysis"
VERSION = 1
SUFFIX = ".analysis"


def analysis_path(save: Path) -> Path:
    """Returns where the analysis of the save at `save` is kept."""
    return save.with_name(save.name + SUFFIX)


def log_digest(turns: Sequence[Turn]) -> str:
    """Returns a digest of the logged moves (who played what, in order)."""
    text = "\n".join(f"{t.seat} {t.action.text()}" for t in turns)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _read(path: Path) -> dict[str, Any]:
    """Returns the analysis file's document, or an empty one when it is missing or is not one."""
    try:
        doc = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
        return {}
    return doc


def known_moves(save: Path, turns: Sequence[Turn], seat: int, budget: AnalysisBudget) -> dict[int, MoveReview]:
    """Returns the moves of `seat` already weighed for this log with this budget, by log index."""
    doc = _read(analysis_path(save))
    entry = doc.get("seats", {}).get(str(seat)) if isinstance(doc.get("seats"), dict) else None
    if not isinstance(entry, dict) or entry.get("budget") != list(budget):
        return {}
    length = entry.get("length")
    if type(length) is not int or not 0 <= length <= len(turns) or entry.get("log") != log_digest(turns[:length]):
        return {}
    found: dict[int, MoveReview] = {}
    for data in entry.get("moves") or ():
        try:
            move = MoveReview.from_json(data)
        except ValueError:
            return {}
        if move.log_index >= length or turns[move.log_index].seat != seat or turns[move.log_index].action.text() != move.move:
            return {}
        found[move.log_index] = move
    return found


def keep(save: Path, turns: Sequence[Turn], game: str, budget: AnalysisBudget, analysis: Analysis) -> bool:
    """Writes `analysis` (of `turns`, the save's log) beside the save, with the other seats' kept; returns False
    when the folder cannot be written."""
    path = analysis_path(save)
    doc = _read(path)
    kept = doc.get("seats")
    seats: dict[str, Any] = kept if isinstance(kept, dict) else {}
    # The log the moves were weighed on reaches up to the last move weighed (a cancelled analysis stops early).
    length = analysis.moves[-1].log_index + 1 if analysis.moves else 0
    seats = {**seats, str(analysis.seat): {
        "budget": list(budget), "unit": analysis.unit, "length": length, "log": log_digest(turns[:length]),
        "complete": analysis.complete, "moves": [m.to_json() for m in analysis.moves]}}
    try:
        write_json_atomic(path, {"format": FORMAT, "version": VERSION, "game": game, "seats": seats})
    except OSError:
        return False
    return True
