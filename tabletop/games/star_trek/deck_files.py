"""Deck files (notes §2.9 F1–F9): our plain text ("N Title" lines under Missions:, Dilemmas:, Deck:), also the
trekcc.org / webula Lackey text (N<TAB>Lackey name, draw deck first), read all or nothing; and both written."""

from __future__ import annotations

import errno
import re
from collections import Counter
from pathlib import Path
from typing import Any, NamedTuple

from tabletop.games.star_trek.card_names import find
from tabletop.games.star_trek.components import CARDS, CONSTANTS, Card, raw_data
from tabletop.games.star_trek.deck_rules import Note, check, pile_of, pile_word
from tabletop.games.star_trek.decks import DeckList, decks_option, premade_decks

MAX_BYTES = int(CONSTANTS["deck_file"]["max_bytes"])  # 64 KiB
MAX_LINES = int(CONSTANTS["deck_file"]["max_lines"])  # 1,000
HEADER = "# Tabletop deck v1"
_SECTIONS = {"missions:": "missions", "dilemmas:": "dilemma_pile", "deck:": "draw_deck", "draw deck:": "draw_deck"}
_NAME = re.compile(r"#\s*name:\s*(.*)$", re.IGNORECASE)
_CARD_LINE = re.compile(r"(\d{1,2})x?[ \t]+(\S.*)$", re.IGNORECASE)
# The order of types a file lists (F8): headquarters first among the missions, as a deck is laid out.
_TYPE_ORDER = {"headquarters": 0, "planet": 1, "space": 2, "personnel": 3, "ship": 4, "equipment": 5, "event": 6,
               "interrupt": 7, "dual": 10}


class DeckFileError(Exception):
    """A file refused whole (F6): one Note per bad line ("line 24: unknown card …"), or one for the whole file."""

    def __init__(self, notes: tuple[Note, ...]):
        super().__init__("; ".join(_english(n) for n in notes))
        self.notes = notes


class ParsedDeck(NamedTuple):
    """A file read: the deck (new and unsaved, F7) and the lines whose cards were placed by their type (F5)."""

    deck: DeckList
    moved: tuple[Note, ...]


def _english(note: Note) -> str:
    from tabletop.messages import english

    return english(note.code, dict(note.params))


def _line(number: int, code: str, **params: object) -> Note:
    return Note("st.deck.file_line", {"line": number, "problem": Note(code, params)})


def parse(data: bytes | str, default_name: str = "") -> ParsedDeck:
    """Returns the deck a deck file describes; raises DeckFileError listing every bad line, changing nothing."""
    lines = _lines(_text(data))
    name, section = default_name, "draw_deck"  # cards before any section line are the draw deck's (F2)
    bad: list[Note] = []
    moved: list[Note] = []
    piles: dict[str, Counter[str]] = {"missions": Counter(), "dilemma_pile": Counter(), "draw_deck": Counter()}
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip("\r").strip()
        if not line:
            continue
        if line.startswith("#"):
            named = _NAME.match(line)
            if named and named.group(1).strip():
                name = named.group(1).strip()
        elif line.casefold() in _SECTIONS:
            section = _SECTIONS[line.casefold()]
        else:
            _card_line(number, line, section, piles, bad, moved)
    if bad:
        raise DeckFileError(tuple(bad))
    if not any(piles.values()):
        raise DeckFileError((Note("st.deck.file_empty", {}),))
    missions = tuple(i for i, n in piles["missions"].items() for _ in range(n))
    deck = DeckList(id="", name=name, missions=missions, dilemma_pile=tuple(piles["dilemma_pile"].items()),
                    draw_deck=tuple(piles["draw_deck"].items()))
    return ParsedDeck(deck, tuple(moved))


def _text(data: bytes | str) -> str:
    """Returns a deck file's text (UTF-8, a byte-order mark dropped); raises DeckFileError when it is too big or
    not text (F1)."""
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            raise DeckFileError((Note("st.deck.file_too_big", {"limit": MAX_BYTES // 1024}),))
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DeckFileError((Note("st.deck.file_not_text", {}),)) from None
    text = data.removeprefix("\ufeff")
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise DeckFileError((Note("st.deck.file_too_big", {"limit": MAX_BYTES // 1024}),))
    return text


def _lines(text: str) -> list[str]:
    """Returns a deck file's lines (no empty last one); raises DeckFileError over the line limit (F1)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) > MAX_LINES:
        raise DeckFileError((Note("st.deck.file_too_long", {"count": MAX_LINES}),))
    return lines


def _card_line(number: int, line: str, section: str, piles: dict[str, Counter[str]], bad: list[Note],
               moved: list[Note]) -> None:
    """Adds a card line's count to its card's pile (by its type, F5), or notes why the line is bad (F3, F4)."""
    found = _CARD_LINE.match(line)
    count = int(found.group(1)) if found else 0
    if found is None or not 1 <= count <= 99:
        bad.append(_line(number, "st.deck.file_malformed", text=line[:60]))
        return
    written = found.group(2).strip()
    card = find(written)
    if card.card is None:
        code = {"st.deck.not_supported": "st.deck.file_unsupported",
                "st.deck.ambiguous": "st.deck.file_ambiguous"}.get(card.problem, "st.deck.file_unknown")
        bad.append(_line(number, code, card=written[:60], n=card.matches))
        return
    pile = pile_of(CARDS[card.card])
    if pile != section:
        moved.append(Note("st.deck.moved_to_pile", {"line": number, "card": CARDS[card.card].name,
                                                     "pile": pile_word(pile)}, (card.card,)))
    piles[pile][card.card] += count


def read(path: Path) -> ParsedDeck:
    """Returns the deck in the file at `path` (named after the file unless it names itself); raises OSError when it
    cannot be read, DeckFileError when it is refused."""
    from tabletop.engine.files import read_regular_file

    try:
        data = read_regular_file(path, MAX_BYTES)
    except OSError as e:
        if e.errno == errno.EFBIG:
            raise DeckFileError((Note("st.deck.file_too_big", {"limit": MAX_BYTES // 1024}),)) from None
        raise
    return parse(data, path.stem)


def _order(card: Card) -> tuple[int, str]:
    """Returns a card's place in a written file: by type, then name."""
    kind = card.mission_type if card.kind.value == "mission" else card.kind.value
    rank = _TYPE_ORDER.get(kind, 9) if card.kind.value != "dilemma" else 8
    return rank, card.name.casefold()


def _sorted(entries: dict[str, int]) -> list[tuple[str, int]]:
    return sorted(entries.items(), key=lambda e: _order(CARDS[e[0]]) if e[0] in CARDS else (99, e[0]))


def _entries(deck: DeckList) -> dict[str, dict[str, int]]:
    return {"missions": dict(Counter(deck.missions)), "dilemma_pile": dict(deck.dilemma_pile),
            "draw_deck": dict(deck.draw_deck)}


def _name_of(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.name if card is not None else card_id


def export(deck: DeckList) -> str:
    """Returns the deck file of `deck` (F8): the header, its name, then Missions:, Dilemmas:, Deck:."""
    entries = _entries(deck)
    out = [HEADER, f"# name: {' '.join(deck.name.split())}"]
    for title, pile in (("Missions:", "missions"), ("Dilemmas:", "dilemma_pile"), ("Deck:", "draw_deck")):
        out.append(title)
        out += [f"{n} {_name_of(i)}" for i, n in _sorted(entries[pile])]
    return "\n".join(out) + "\n"


def _lackey_names() -> dict[str, str]:
    return {str(c["id"]): str(c.get("lackey_name") or c["name"]).replace(",", "") for c in raw_data()["cards"]}


def export_lackey(deck: DeckList) -> str:
    """Returns the deck as Lackey text (F9): N<TAB>Lackey name, the draw deck first, then Dilemmas: and Missions:."""
    entries, names = _entries(deck), _lackey_names()
    out = [f"{n}\t{names.get(i, i)}" for i, n in _sorted(entries["draw_deck"])]
    for title, pile in (("Dilemmas:", "dilemma_pile"), ("Missions:", "missions")):
        out.append(title)
        out += [f"{n}\t{names.get(i, i)}" for i, n in _sorted(entries[pile])]
    return "\n".join(out) + "\n"


def same_cards(a: DeckList, b: DeckList) -> bool:
    """Returns True when two decks hold the same cards in the same piles (order and names aside)."""
    return _entries(a) == _entries(b)


def options_from_words(given: dict[str, Any]) -> dict[str, Any]:
    """Returns the command line's options with `decks=A,B` read into options["decks"] (the game's option_words);
    raises ValueError starting with the option's name."""
    if not isinstance(given.get("decks"), str):
        return given
    try:
        return {**given, "decks": decks_option_from_words(str(given["decks"]))}
    except ValueError as e:
        raise ValueError(f"decks: {e}") from None


def decks_option_from_words(text: str) -> str:
    """Returns options["decks"] for "A,B" as a command line writes it, each a premade deck's id or a deck file's path
    (`simulate star-trek --option decks=klingon,mine.txt`); raises ValueError naming the deck that cannot be used:
    a file that cannot be read or parsed, or a deck with a problem."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or not all(parts):
        raise ValueError("write two decks, A,B: each a premade deck's id or a deck file's path")
    premade, decks = premade_decks(), []
    for part in parts:
        if part in premade:
            decks.append(premade[part])
            continue
        try:
            deck = read(Path(part)).deck
        except OSError as e:
            raise ValueError(f"{part}: {e.strerror or e} (premade decks: {', '.join(premade)})") from None
        except DeckFileError as e:
            raise ValueError(f"{part}: {e}") from None
        problems = check(deck).problems
        if problems:
            raise ValueError(f"{part}: " + "; ".join(_english(n) for n in problems))
        decks.append(deck)
    return decks_option(decks[0], decks[1])
