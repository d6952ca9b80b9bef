"""Finding and reading a game's tutorial in assets/."""

from __future__ import annotations

from tabletop.resources import asset_path
from tabletop.tutorial.model import Tutorial, TutorialError, read_tutorial
from tabletop.tutorial.texts import FOLDERS, texts_for


def has_tutorial(game_id: str) -> bool:
    """Returns True when the game ships a tutorial."""
    folder = FOLDERS.get(game_id)
    return folder is not None and asset_path(folder, "tutorial.json").is_file()


def load_tutorial(game_id: str) -> Tutorial:
    """Returns the game's tutorial; raises TutorialError (naming step and field) for a bad file."""
    folder = FOLDERS.get(game_id)
    if folder is None:
        raise TutorialError(game_id, "game", "has no tutorial")
    texts = texts_for(game_id)
    tutorial = read_tutorial(asset_path(folder, "tutorial.json"), lambda code: code in texts)
    if tutorial.game != game_id:
        raise TutorialError(tutorial.source, "field 'game'", f"is {tutorial.game!r}, not {game_id!r}")
    return tutorial
