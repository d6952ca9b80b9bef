"""The player's saved Star Trek decks: one JSON file each in a folder of the user data folder, written atomically
like saves. A damaged file is named in one line and left as it is; the other decks load."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import NamedTuple

from tabletop.engine.saves import one_line, write_json_atomic
from tabletop.games.star_trek.deck_rules import Note, check
from tabletop.games.star_trek.decks import DeckList, deck_from_json, deck_to_json, premade_decks

FOLDER = "star_trek_decks"  # inside the user data folder, beside the saves
FORMAT = "tabletop-star-trek-deck"
VERSION = 1
LIMIT = 1 << 20  # a saved deck is a few KiB; anything past a megabyte is not one
ID_PREFIX = "saved-"  # a saved deck's id never equals a premade deck's


class SavedDeck(NamedTuple):
    """A deck the player saved, and its file."""

    path: Path
    deck: DeckList


class SavedDecks(NamedTuple):
    """The saved decks that load, by name, and one line for each damaged file."""

    decks: tuple[SavedDeck, ...]
    damaged: tuple[Note, ...]


def folder_of(data: Path) -> Path:
    """Returns the folder of saved decks inside the user data folder `data`."""
    return data / FOLDER


def _damaged(path: Path, detail: str | Note) -> Note:
    return Note("st.deck.damaged", {"file": one_line(path.name, 80), "detail": detail}, ())


def load(path: Path) -> DeckList:
    """Returns the deck saved at `path`; raises ValueError with the message code of why it is damaged (OSError
    if it cannot be read)."""
    from tabletop.engine.files import read_regular_file

    try:
        doc = json.loads(read_regular_file(path, LIMIT).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ValueError("st.deck.damaged_format") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError("st.deck.damaged_format")
    if not isinstance(doc.get("version"), int) or doc["version"] > VERSION:
        raise ValueError("st.deck.damaged_newer")
    try:
        deck = deck_from_json(doc["deck"])
    except (KeyError, TypeError, ValueError, AttributeError):
        raise ValueError("st.deck.damaged_cards") from None
    if not deck.id.startswith(ID_PREFIX) or not deck.name.strip():
        raise ValueError("st.deck.damaged_cards")
    return deck


def list_saved(folder: Path) -> SavedDecks:
    """Returns every saved deck in `folder` by name, and a line for each file that could not be read."""
    decks, damaged = [], []
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == ".json")
    except OSError:
        return SavedDecks((), ())  # no folder yet: no deck saved
    for path in paths:
        try:
            decks.append(SavedDeck(path, load(path)))
        except OSError as e:
            damaged.append(_damaged(path, e.strerror or str(e)))
        except ValueError as e:
            damaged.append(_damaged(path, Note(str(e), {})))
    decks.sort(key=lambda s: (s.deck.name.casefold(), s.path.name))
    return SavedDecks(tuple(decks), tuple(damaged))


def _slug(name: str) -> str:
    """Returns a file-name-safe form of a deck's name."""
    slug = re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").lower()[:40]
    return slug or "deck"


def new_id(folder: Path, name: str) -> str:
    """Returns an id for a newly saved deck named `name`, free in `folder`."""
    base, n = ID_PREFIX + _slug(name), 1
    found = base
    while (folder / f"{found}.json").exists() or found in premade_decks():
        n += 1
        found = f"{base}-{n}"
    return found


def save(folder: Path, deck: DeckList) -> SavedDeck:
    """Writes `deck` (a new one gets an id) atomically; raises ValueError with its first problem when the deck
    breaks a deck rule, OSError when the folder cannot be written."""
    problems = check(deck).problems
    if problems:
        raise ValueError(problems[0])
    if not deck.id.startswith(ID_PREFIX):
        from dataclasses import replace

        deck = replace(deck, id=new_id(folder, deck.name), basis="")
    path = folder / f"{deck.id}.json"
    write_json_atomic(path, {"format": FORMAT, "version": VERSION, "deck": deck_to_json(deck)})
    return SavedDeck(path, deck)


def remove(folder: Path, deck_id: str) -> None:
    """Removes the saved deck `deck_id` (nothing when there is none)."""
    if deck_id.startswith(ID_PREFIX) and "/" not in deck_id and "\\" not in deck_id:
        (folder / f"{deck_id}.json").unlink(missing_ok=True)
