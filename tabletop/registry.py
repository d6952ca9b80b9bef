"""What a game registers once: its names and player counts, and where its rules, table, words, rules text,
bots, emblem and extra commands live.

A registration is plain data and imports nothing of the game: the parts are named as "module:attribute"
references and imported the first time they are used, so listing the games (the home page, `--help`) costs
the same however many games there are, and a game's rules, table and bots load with its first table.
Qt-free: the CLI and the translation tools read the same entries as the app.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Mapping, NamedTuple

from tabletop.marks import Mark
from tabletop.translatable import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from tabletop.engine.contract import Game

# The first lesson's button on every game's card (the same words as the tutorial's own catalog entry).
LEARN: Text = QT_TRANSLATE_NOOP("tutorial", "Learn to play")
LEARN_TIP: Text = QT_TRANSLATE_NOOP("tutorial", "A short guided game: each step shows what to do and why.")
Ref = str  # "package.module:attribute" (or just "package.module"), imported on first use
NO_BOTS: Mapping[str, Ref] = MappingProxyType({})


class CommandError(Exception):
    """Bad input to a headless command, a game's own included: printed as one line, exit status 2."""


class Tool(NamedTuple):
    """A button a game adds beside the shared ones: on its home-page card, or in its table's side panel."""

    label: Text
    run: Ref  # "module:function", a ToolHook (tabletop/ui/tool_hooks.py): called with the window, as a ToolWindow
    tip: Text | None = None
    # "module:function"(controller) -> bool: the tool is a choice that is now on for the person at the screen (its
    # button shows it checked). Empty: a plain button.
    on: Ref = ""


class Lesson(NamedTuple):
    """One guided game of a game's (Learn to play): its file in assets/ and its button's words on the home card."""

    file: str  # assets/<file>: the steps, read by tabletop.tutorial.model
    title: Text = LEARN
    tip: Text = LEARN_TIP  # the button's tooltip


class GameEntry(NamedTuple):
    """One game as the app, the CLI and the tools know it. A game without `rules` is listed as coming later."""

    id: str  # in saves, file names and the CLI: lower case, words joined by "-"
    title: Text
    blurb: Text  # one line under the title on the home page
    min_players: int
    max_players: int
    codes: tuple[str, ...] = ()  # the prefixes of its message codes ("x" for "x.over_capacity"), not the engine's
    rules: Ref = ""  # the Game class; one instance is made, on first use
    scene: Ref = ""  # the table's GameScene class, in tabletop/ui/games
    messages: str = ""  # module with MESSAGES and TERMS (and optionally PARAMS: parameter name -> formatter)
    rules_file: str = ""  # assets/rules/<rules_file>.<language>.md
    bots: Mapping[str, Ref] = NO_BOTS  # bot name -> Bot class; "random" is shared by every game
    emblem: tuple[Mark, ...] = ()  # the marks its card shows on the home page (those its table is played with)
    cli: Ref = ""  # function(subparsers) adding the game's own headless commands (`tabletop <game> <tool>`)
    home_tools: tuple[Tool, ...] = ()  # extra buttons on its home-page card (Today's map)
    home_note: Ref = ""  # function(data folder) -> text under the blurb (the best maps of the day)
    table_tools: tuple[Tool, ...] = ()  # extra buttons in its table's side panel (Copy map, Practise…)
    finished: Ref = ""  # a FinishedHook (tabletop/ui/tool_hooks.py), called with the window and the table page
    # when a game at its table ends
    # its guided games, played by the same rules: the first is its Learn to play, others teach more (Star Trek's
    # battles); each has its button on the game's card
    tutorials: tuple[Lesson, ...] = ()
    tutorial_texts: str = ""  # module with TEXTS: the lessons' words (code -> text), in both languages
    # A game this many actions long is stuck (the soak's limit): 2.5 times the longest of 300 random games at its
    # largest table (`python bench/soak.py --lengths --random-only --games 300`), at least 1,000.
    stuck_after: int = 1_000
    # function(view, seat, legal, bot seats, declining) -> Action | None: a move the app makes for a person without
    # calling them to the screen (a bot's trade offer they could not take, or chose to have declined)
    stand_in: Ref = ""
    # function(options given as words) -> options: a game's reading of its text options on the command line
    # (Star Trek's decks=A,B: premade ids or deck files); raises ValueError naming the fault.
    option_words: Ref = ""
    # class(data folder, seats, parent widget) -> SeatChoice (tabletop/ui/tool_hooks.py): a choice New game shows
    # beside each seat's kind, writing options of its own (Star Trek's deck per seat).
    seat_choice: Ref = ""

    @property
    def tutorial(self) -> str:
        """Returns the file of the game's first lesson in assets/ ("" when it has none)."""
        return self.tutorials[0].file if self.tutorials else ""

    @property
    def playable(self) -> bool:
        """Returns True when the game has rules and a table to play them on."""
        return bool(self.rules and self.scene)


def housed(folder: str, rules: str, scene: str, **fields: Any) -> GameEntry:
    """Returns a game's entry with its parts where the house keeps them: rules, messages and tutorial words in
    tabletop/games/<folder>, its table's scene in tabletop/ui/games/<folder>/scene.py, its rules text and lesson in
    assets/ (`rules` and `scene` name the classes; a field given overrides its place). Its id is the folder's name
    with dashes (a folder "my_game" gives "my-game")."""
    where: dict[str, Any] = {
        "rules": f"tabletop.games.{folder}.rules:{rules}", "scene": f"tabletop.ui.games.{folder}.scene:{scene}",
        "messages": f"tabletop.games.{folder}.messages", "rules_file": folder, "tutorials": (Lesson(f"{folder}/tutorial.json"),),
        "tutorial_texts": f"tabletop.games.{folder}.tutorial"}
    return GameEntry(**{"id": folder.replace("_", "-"), **where, **fields})


def bots_in(module: str, **classes: str) -> dict[str, Ref]:
    """Returns the bot references of one module: strength name -> "module:Class"."""
    return {strength: f"{module}:{name}" for strength, name in classes.items()}


def load(ref: Ref) -> Any:
    """Returns what a "module:attribute" reference names (the module itself without ":attribute")."""
    module, _, attribute = ref.partition(":")
    found: Any = import_module(module)
    for name in attribute.split(".") if attribute else ():
        found = getattr(found, name)
    return found


@lru_cache(maxsize=None)
def _made(ref: Ref) -> Any:
    return load(ref)()


def rules_of(entry: GameEntry) -> Game[Any, Any]:
    """Returns the game's rules, made once: every session of a game shares one stateless Game object."""
    if not entry.rules:
        raise KeyError(f"{entry.id} has no rules yet")
    game: Game[Any, Any] = _made(entry.rules)
    return game


def lazy_rules(entry: GameEntry, module: str) -> Callable[[str], Any]:
    """Returns a module `__getattr__` that gives GAME, the game's rules, on first use (registering loads none)."""
    def attribute(name: str) -> Any:
        if name == "GAME":
            return rules_of(entry)
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
    return attribute
