"""Finding and reading a game's tutorial in assets/."""

from __future__ import annotations

from tabletop.resources import asset_path
from tabletop.tutorial.model import Tutorial, TutorialError, read_tutorial
from tabletop.games import entries
from tabletop.tutorial.texts import texts_for


def has_tutorial(game_id: str) -> bool:
    """Returns True when the game ships a tutorial."""
    found = next((e.tutorial for e in entries() if e.id == game_id), "")
    return bool(found) and asset_path(found).is_file()


def load_tutorial(game_id: str) -> Tutorial:
    """Returns the game's tutorial; raises TutorialError (naming step and field) for a bad file."""
    found = next((e.tutorial for e in entries() if e.id == game_id), "")
    if not found:
        raise TutorialError(game_id, "game", "has no tutorial")
    texts = texts_for(game_id)
    tutorial = read_tutorial(asset_path(found), lambda code: code in texts)
    if tutorial.game != game_id:
        raise TutorialError(tutorial.source, "field 'game'", f"is {tutorial.game!r}, not {game_id!r}")
    return tutorial
