"""The tutorials' words, Qt-free: the shared ones here, each game's in its own module beside this one.

A game's texts live in this package (texts_<game>.py) rather than in the game's folder: they teach, they are
not rules, and a game's package holds its rules alone. One module per game keeps each tutorial's words together
for whoever writes or translates it. Every text is wrapped in QT_TRANSLATE_NOOP, so Qt Linguist has it in both
languages; a tutorial file names texts by their codes.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from typing import Mapping

from tabletop.translatable import QT_TRANSLATE_NOOP, Text

CONTEXT = "tutorial"

# Where each game's tutorial and words are: its asset folder, and its texts module in this package.
FOLDERS = {"cartographers": "cartographers", "star-cartel": "star_cartel", "thiefs-market": "thiefs_market"}

SHARED: dict[str, Text] = {
    "learner": QT_TRANSLATE_NOOP("tutorial", "Apprentice"),
    "not_this_move": QT_TRANSLATE_NOOP(
        "tutorial", "The rules allow that move, but this lesson asks for another one. Try the highlighted move."),
    "read_first": QT_TRANSLATE_NOOP("tutorial", "Nothing was played. Read the bubble first, then press Next."),
    "wait_for_bots": QT_TRANSLATE_NOOP("tutorial", "Nothing was played. The other players are taking their turns."),
}

# The bubble's own words (the UI reads them from here, so the catalog holds every tutorial string once).
UI: dict[str, Text] = {
    "learn": QT_TRANSLATE_NOOP("tutorial", "Learn to play"),
    "learn_tip": QT_TRANSLATE_NOOP("tutorial", "A short guided game: each step shows what to do and why."),
    "next": QT_TRANSLATE_NOOP("tutorial", "Next"),
    "step": QT_TRANSLATE_NOOP("tutorial", "Step {n} of {total}"),
    "rule": QT_TRANSLATE_NOOP("tutorial", "Rule: {text}"),
    "your_move": QT_TRANSLATE_NOOP("tutorial", "Your move: {move}"),
    "bots": QT_TRANSLATE_NOOP("tutorial", "The other players take their turns…"),
    "real_game": QT_TRANSLATE_NOOP("tutorial", "Play a real game"),
    "menu": QT_TRANSLATE_NOOP("tutorial", "Back to the menu"),
    "if_now": QT_TRANSLATE_NOOP("tutorial", "If the game ended now: {scores}"),
    "score": QT_TRANSLATE_NOOP("tutorial", "{name} {points}"),
    "broken": QT_TRANSLATE_NOOP("tutorial", "This tutorial could not be opened: {problem}"),
}


@lru_cache(maxsize=None)
def texts_for(game_id: str) -> Mapping[str, Text]:
    """Returns the text codes a game's tutorial may use (the shared ones, then the game's own)."""
    folder = FOLDERS.get(game_id)
    if folder is None:
        return dict(SHARED)
    module = import_module(f"tabletop.tutorial.texts_{folder}")
    own: Mapping[str, Text] = module.TEXTS
    return {**SHARED, **own}
