"""Finding and reading a game's lessons (its tutorials) in assets/."""

from __future__ import annotations

from tabletop.registry import Lesson
from tabletop.resources import asset_path
from tabletop.tutorial.model import Tutorial, TutorialError, read_tutorial
from tabletop.games import entries
from tabletop.tutorial.texts import texts_for


def lessons_of(game_id: str) -> tuple[Lesson, ...]:
    """Returns the game's lessons as it registers them, the first (Learn to play) first; none for an unknown game."""
    return next((e.tutorials for e in entries() if e.id == game_id), ())


def every_lesson() -> list[tuple[str, int]]:
    """Returns (game id, lesson number) for every lesson every game registers, in the games' order."""
    return [(e.id, k) for e in entries() for k in range(len(e.tutorials))]


def has_tutorial(game_id: str, lesson: int = 0) -> bool:
    """Returns True when the game ships this lesson (the first: its Learn to play)."""
    found = lessons_of(game_id)
    return lesson < len(found) and asset_path(found[lesson].file).is_file()


def load_tutorial(game_id: str, lesson: int = 0) -> Tutorial:
    """Returns one of the game's lessons (the first: its Learn to play); raises TutorialError (naming step and
    field) for a bad file."""
    found = lessons_of(game_id)
    if not found:
        raise TutorialError(game_id, "game", "has no tutorial")
    if not 0 <= lesson < len(found):
        raise TutorialError(game_id, "game", f"has no lesson {lesson + 1} (it has {len(found)})")
    texts = texts_for(game_id)
    tutorial = read_tutorial(asset_path(found[lesson].file), lambda code: code in texts)
    if tutorial.game != game_id:
        raise TutorialError(tutorial.source, "field 'game'", f"is {tutorial.game!r}, not {game_id!r}")
    return tutorial
