"""The tutorials' words, Qt-free: the shared ones here; each game's in its own folder, named by its registration
(`tutorial_texts`), so a game's tutorial is added in the game's folders alone.

Every text is wrapped in QT_TRANSLATE_NOOP, so Qt Linguist has it in both languages; a tutorial file names texts
by their codes.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from typing import Mapping

from tabletop.registry import LEARN, LEARN_TIP
from tabletop.translatable import QT_TRANSLATE_NOOP, Text

CONTEXT = "tutorial"

SHARED: dict[str, Text] = {
    "learner": QT_TRANSLATE_NOOP("tutorial", "Apprentice"),
    "not_this_move": QT_TRANSLATE_NOOP(
        "tutorial", "The rules allow that move, but this lesson asks for another one. Try the highlighted move."),
    "read_first": QT_TRANSLATE_NOOP("tutorial", "Nothing was played. Read the bubble first, then press Next."),
    "wait_for_bots": QT_TRANSLATE_NOOP("tutorial", "Nothing was played. The other players are taking their turns."),
    "wait_for_bot": QT_TRANSLATE_NOOP("tutorial", "Nothing was played. The other player is taking their turn."),
}

# The bubble's own words (the UI reads them from here, so the catalog holds every tutorial string once).
UI: dict[str, Text] = {
    "learn": LEARN,  # the first lesson's button and its tip, as the registry names them
    "learn_tip": LEARN_TIP,
    "next": QT_TRANSLATE_NOOP("tutorial", "Next"),
    "step": QT_TRANSLATE_NOOP("tutorial", "Step {n} of {total}"),
    "rule": QT_TRANSLATE_NOOP("tutorial", "Rule: {text}"),
    "your_move": QT_TRANSLATE_NOOP("tutorial", "Your move: {move}"),
    "bots": QT_TRANSLATE_NOOP("tutorial", "The other players take their turns…"),
    "bot": QT_TRANSLATE_NOOP("tutorial", "The other player takes their turn…"),
    "real_game": QT_TRANSLATE_NOOP("tutorial", "Play a real game"),
    "menu": QT_TRANSLATE_NOOP("tutorial", "Back to the menu"),
    "if_now": QT_TRANSLATE_NOOP("tutorial", "If the game ended now: {scores}"),
    "score": QT_TRANSLATE_NOOP("tutorial", "{name} {points}"),
    # A solo score (Cartographers): the stars less the scoring cards' solo values, as the same bubble explains.
    "score_solo": QT_TRANSLATE_NOOP("tutorial", "{name} {points} − {solo} (the cards' solo values) = {rating}"),
    "broken": QT_TRANSLATE_NOOP("tutorial", "This tutorial could not be opened: {problem}"),
}


@lru_cache(maxsize=None)
def texts_for(game_id: str) -> Mapping[str, Text]:
    """Returns the text codes a game's tutorial may use (the shared ones, then the game's own)."""
    from tabletop.games import entry

    name = entry(game_id).tutorial_texts
    if not name:
        return dict(SHARED)
    own: Mapping[str, Text] = import_module(name).TEXTS
    return {**SHARED, **own}


@lru_cache(maxsize=None)
def place_names(game_id: str) -> Mapping[str, Text]:
    """Returns the names of the board's places a game's tutorial words may name, by the place's id (the scene's
    place_rect takes it): a game's texts module lists them as PLACES, when its board names places."""
    from tabletop.games import entry

    name = entry(game_id).tutorial_texts
    places: Mapping[str, Text] = getattr(import_module(name), "PLACES", {}) if name else {}
    return places
