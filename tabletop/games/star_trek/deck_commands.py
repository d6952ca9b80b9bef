"""`tabletop-cli star-trek deck check FILE` and `tabletop-cli star-trek deck export DECK_ID`: the deck rules and
deck files for scripts and checks. Check prints one JSON object and exits 0 for a legal deck, 1 for one with a
problem, 2 (one line on stderr) for a file that cannot be read or parsed."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tabletop.command_line import CommandOutput
from tabletop.registry import CommandError

EXIT_NOT_LEGAL = 1


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    """Adds `star-trek deck check` and `star-trek deck export`."""
    tools = commands.add_parser("star-trek", help="Star Trek tools")
    deck = tools.add_subparsers(dest="st_command").add_parser("deck", help="check or export a deck")
    verbs = deck.add_subparsers(dest="deck_command")
    check = verbs.add_parser("check", help="check a deck file against the deck rules")
    check.add_argument("file", type=Path)
    check.set_defaults(run=lambda args: check_file(args.file))
    export = verbs.add_parser("export", help="write a premade deck as a deck file")
    export.add_argument("deck_id")
    export.add_argument("--lackey", action="store_true", help="as Lackey tab-separated text")
    export.set_defaults(run=lambda args: export_deck(args.deck_id, args.lackey))
    deck.set_defaults(run=lambda args: _no_verb())
    tools.set_defaults(run=lambda args: _no_verb())


def _no_verb() -> object:
    raise CommandError("write star-trek deck check FILE or star-trek deck export DECK_ID")


def check_file(path: Path) -> CommandOutput:
    """Returns the check of the deck file at `path`: legal, counts, problems and warnings (one line each)."""
    from tabletop.games.star_trek.deck_files import DeckFileError, read
    from tabletop.games.star_trek.deck_rules import check
    from tabletop.messages import english

    try:
        parsed = read(path)
    except OSError as e:
        raise CommandError(f"{path}: {english('save.unreadable', {'detail': e.strerror or e})}") from None
    except DeckFileError as e:
        raise CommandError(f"{path}: {e}") from None
    found = check(parsed.deck)
    counts = found.counts
    out = {"file": str(path), "name": parsed.deck.name, "legal": found.legal,
           "counts": {"missions": counts.missions, "draw_deck": counts.draw_deck, "dilemma_pile": counts.dilemma_pile,
                      "line": english(counts.line().code, dict(counts.line().params))},
           "problems": [english(n.code, dict(n.params)) for n in found.problems],
           "warnings": [english(n.code, dict(n.params)) for n in (*parsed.moved, *found.warnings)]}
    return CommandOutput(out, 0 if found.legal else EXIT_NOT_LEGAL)


def export_deck(deck_id: str, lackey: bool = False) -> CommandOutput:
    """Returns a premade deck as a deck file's text (or Lackey text)."""
    from tabletop.games.star_trek.deck_files import export, export_lackey
    from tabletop.games.star_trek.decks import premade_decks

    decks = premade_decks()
    if deck_id not in decks:
        raise CommandError(f"no premade deck {deck_id!r} (premade: {', '.join(decks)})")
    deck = decks[deck_id]
    return CommandOutput(text=export_lackey(deck) if lackey else export(deck))
