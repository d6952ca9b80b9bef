"""A tutorial as data: the game's settings and the scripted steps, read from assets/<game>/tutorial.json.

A tutorial has no rules of its own. It names the moves it expects in the engine's action text (`load 2 0`),
and the same engine plays them; this module only reads and checks the file's shape, and every error names
the step and the field at fault.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Mapping, TypeVar

from tabletop.engine.action import Action


class StepKind(Enum):
    """What a step waits for."""

    READ = "read"   # the learner reads, then presses Next (nothing is played)
    ACT = "act"     # the learner plays the expected move
    BOTS = "bots"   # the bot seats play until the learner is to act again
    END = "end"     # how the game is scored, and the offer of a real game


class Highlight(Enum):
    """What the bubble points at."""

    ACTION = "action"  # the expected move on the table (the scene's preview), else its line in the move list
    MOVES = "moves"    # the side panel's move list
    BOARD = "board"    # the table as a whole
    NONE = "none"      # nothing: the bubble sits in the middle


@dataclass(frozen=True)
class Step:
    """One step of a tutorial: what the bubble says, the rule it shows, and what it waits for."""

    id: str
    kind: StepKind
    text: str                               # text code: what to do and why
    rule: str | None = None                 # text code: the rule this step shows
    action: Action | None = None            # ACT: the move expected (the first, when it expects several)
    wrong: str | None = None                # text code said when another legal move is tried (else a generic one)
    highlight: Highlight = Highlight.NONE
    bot_moves: tuple[Action, ...] = ()      # BOTS: the bots' moves in order (none: the bots choose)
    keys: tuple[str, ...] = ()              # ACT: the keys the words ask for before the click (R, F, T…)
    mentions: tuple[str, ...] = ()          # what the words talk about, kept clear of the bubble (PAGE_PLACES, action:…, rule:…)
    more: tuple[Action, ...] = ()           # ACT: the moves expected after `action`, in order, under the same words

    @property
    def actions(self) -> tuple[Action, ...]:
        """Returns every move an act step expects, in order (none for other steps)."""
        return (self.action, *self.more) if self.action is not None else ()


# How a step names what its words talk about: a control of the table page, a move's place on the table
# (`action:load 0 0`), every table item showing one rule (`rule:carto.rule.terrain`, a prefix), a place the
# board names (`place:H_B`, a Starfarers system: the scene's place_rect), every item showing one card
# (`card:3S199`, by the card's id) or every item the scene tags with a name (`item:offer_draft`, its data(0)).
# A BOARD step with places points at them. The last move's banner is every step's subject without being named.
PAGE_PLACES = ("undo", "hint", "moves", "log", "prompt")
MENTION_KINDS = ("action:", "rule:", "place:", "card:", "item:")
KEY_NAMES = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
STEP_FIELDS = frozenset({"id", "kind", "text", "rule", "action", "wrong", "highlight", "moves", "keys", "mentions"})
TUTORIAL_FIELDS = frozenset({"game", "seed", "players", "learner", "names", "options", "bot", "steps", "about",
                             "real_options"})
_E = TypeVar("_E", bound=Enum)


@dataclass(frozen=True)
class Tutorial:
    """A scripted first game: the settings of its Session and its steps."""

    game: str
    seed: int
    players: int
    learner: int
    names: tuple[str, ...]                  # every seat's name; the learner's is a text code
    options: Mapping[str, Any]
    bot: str
    steps: tuple[Step, ...]
    source: str = ""                        # where it was read from, for error messages
    # The options "Play a real game" offers over the lesson's own (a lesson dealt from small decks offers full ones)
    real_options: Mapping[str, Any] = field(default_factory=dict)


class TutorialError(ValueError):
    """A tutorial file that cannot be used; the message names the file, the step and the field."""

    def __init__(self, source: str, where: str, problem: str):
        super().__init__(f"{source}: {where}: {problem}")
        self.source = source
        self.where = where
        self.problem = problem


def _step_where(index: int, raw: Any) -> str:
    """Returns how an error names a step: its number (from 1) and its id when it has one."""
    name = raw.get("id") if isinstance(raw, dict) else None
    return f"step {index + 1}" + (f" ({name!r})" if isinstance(name, str) else "")


class _Reader:
    """Reads one file's fields, raising TutorialError that names where."""

    def __init__(self, source: str, known_text: Callable[[str], bool]):
        self.source = source
        self.known_text = known_text

    def fail(self, where: str, problem: str) -> TutorialError:
        return TutorialError(self.source, where, problem)

    def text(self, raw: Mapping[str, Any], key: str, where: str, required: bool) -> str | None:
        """Returns a text code field, checked against the catalog."""
        value = raw.get(key)
        if value is None:
            if required:
                raise self.fail(f"{where} field {key!r}", "missing (a text code is needed)")
            return None
        if not isinstance(value, str) or not value:
            raise self.fail(f"{where} field {key!r}", f"must be a text code, not {value!r}")
        if not self.known_text(value):
            raise self.fail(f"{where} field {key!r}", f"no text has the code {value!r}")
        return value

    def action(self, value: Any, where: str) -> Action:
        """Returns an action written in the engine's text form."""
        try:
            return Action.parse(value)
        except ValueError as e:
            raise self.fail(where, str(e)) from None

    def step(self, index: int, raw: Any) -> Step:
        """Returns one step of the file, checked field by field."""
        where = _step_where(index, raw)
        if not isinstance(raw, dict):
            raise self.fail(where, "must be an object")
        unknown = next((key for key in raw if key not in STEP_FIELDS), None)
        if unknown is not None:
            raise self.fail(f"{where} field {unknown!r}", f"unknown field (known: {', '.join(sorted(STEP_FIELDS))})")
        step_id = raw.get("id")
        if not isinstance(step_id, str) or not step_id:
            raise self.fail(f"{where} field 'id'", "missing (every step has a name)")
        kind = self.choice(StepKind, raw, "kind", where, None)
        highlight = self.choice(Highlight, raw, "highlight", where, "action" if kind is StepKind.ACT else "none")
        action, more = self.expected(raw, kind, where)
        if highlight is Highlight.ACTION and action is None:
            raise self.fail(f"{where} field 'highlight'", "'action' points at the expected move; this step has none")
        return Step(step_id, kind, self.text(raw, "text", where, required=kind is not StepKind.BOTS) or "",
                    self.text(raw, "rule", where, False), action, self.text(raw, "wrong", where, False),
                    highlight, self.bot_moves(raw, kind, where), self.keys(raw, kind, where),
                    self.mentions(raw, where), more)

    def choice(self, among: type[_E], raw: Mapping[str, Any], key: str, where: str, default: str | None) -> _E:
        """Returns a field naming one value of an enumeration (`default` when absent, None: required)."""
        try:
            return among(raw.get(key, default))
        except ValueError:
            raise self.fail(f"{where} field {key!r}", f"must be one of {', '.join(v.value for v in among)}, "
                                                       f"not {raw.get(key)!r}") from None

    def expected(self, raw: Mapping[str, Any], kind: StepKind, where: str) -> tuple[Action | None, tuple[Action, ...]]:
        """Returns an act step's expected move and the ones after it (none for another kind of step)."""
        if kind is not StepKind.ACT:
            if "action" in raw:
                raise self.fail(f"{where} field 'action'", f"only an act step expects a move, not a {kind.value} step")
            return None, ()
        if "action" not in raw:
            raise self.fail(f"{where} field 'action'", "missing (an act step names the move it expects)")
        # Several moves under one bubble (a flight's steps): a list, played in its order.
        written = raw["action"] if isinstance(raw["action"], list) and raw["action"] else [raw["action"]]
        action, *rest = [self.action(a, f"{where} field 'action'") for a in written]
        return action, tuple(rest)

    def bot_moves(self, raw: Mapping[str, Any], kind: StepKind, where: str) -> tuple[Action, ...]:
        """Returns the bots' moves a bots step lists (none when it lets them choose)."""
        if "moves" not in raw:
            return ()
        if kind is not StepKind.BOTS:
            raise self.fail(f"{where} field 'moves'", "only a bots step lists the bots' moves")
        if not isinstance(raw["moves"], list):
            raise self.fail(f"{where} field 'moves'", "must be a list of actions")
        return tuple(self.action(m, f"{where} field 'moves' item {k + 1}") for k, m in enumerate(raw["moves"]))

    def keys(self, raw: Mapping[str, Any], kind: StepKind, where: str) -> tuple[str, ...]:
        """Returns the keys an act step asks for before its move."""
        keys = self.names(raw, "keys", where)
        if keys and kind is not StepKind.ACT:
            raise self.fail(f"{where} field 'keys'", "only an act step asks for keys before its move")
        bad_key = next((k for k in keys if k not in KEY_NAMES), None)
        if bad_key is not None:
            raise self.fail(f"{where} field 'keys'", f"{bad_key!r} is not a key (one letter or digit)")
        return keys

    def mentions(self, raw: Mapping[str, Any], where: str) -> tuple[str, ...]:
        """Returns what a step's words talk about, each naming a known kind of thing."""
        mentions = self.names(raw, "mentions", where)
        for mention in mentions:
            if mention.startswith("action:"):
                self.action(mention[len("action:"):], f"{where} field 'mentions'")
            elif mention not in PAGE_PLACES and not mention.startswith(MENTION_KINDS):
                raise self.fail(f"{where} field 'mentions'", f"{mention!r} names nothing (known: "
                                                             f"{', '.join(PAGE_PLACES)}, "
                                                             f"{'…, '.join(MENTION_KINDS)}…)")
        return mentions

    def names(self, raw: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
        """Returns a field holding a list of words (none when absent)."""
        value = raw.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(f"{where} field {key!r}", "must be a list of words")
        return tuple(value)

    def tutorial(self, raw: Any) -> Tutorial:
        """Returns the whole file's tutorial, checked."""
        if not isinstance(raw, dict):
            raise self.fail("top level", "must be an object")
        extra = next((k for k in raw if k not in TUTORIAL_FIELDS), None)
        game = raw.get("game")
        if not isinstance(game, str) or not game:
            raise self.fail("field 'game'", "missing (the game's id, as its registration names it)")
        seed, players, learner = (self.whole(raw, key) for key in ("seed", "players", "learner"))
        if not learner < players:
            raise self.fail("field 'learner'", f"seat {learner} is not one of {players} seats")
        names = self.seat_names(raw, players, learner)
        options, real_options = (self.options(raw, key) for key in ("options", "real_options"))
        bot = raw.get("bot", "greedy")
        if not isinstance(bot, str):
            raise self.fail("field 'bot'", "must be a bot's name")
        steps = self.steps(raw.get("steps"))
        if extra is not None:
            raise self.fail(f"field {extra!r}", f"unknown field (known: {', '.join(sorted(TUTORIAL_FIELDS))})")
        return Tutorial(game, seed, players, learner, names, options, bot, steps, self.source, real_options)

    def options(self, raw: Mapping[str, Any], key: str) -> dict[str, Any]:
        """Returns a field holding some of the game's options (none when absent)."""
        value = raw.get(key, {})
        if not isinstance(value, dict):
            raise self.fail(f"field {key!r}", "must be an object of the game's options")
        return value

    def whole(self, raw: Mapping[str, Any], key: str) -> int:
        """Returns a field holding a whole number ≥ 0."""
        value = raw.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise self.fail(f"field {key!r}", f"must be a whole number ≥ 0, not {value!r}")
        return value

    def seat_names(self, raw: Mapping[str, Any], players: int, learner: int) -> tuple[str, ...]:
        """Returns every seat's name, the learner's a text code."""
        names = raw.get("names")
        if not isinstance(names, list) or len(names) != players or not all(isinstance(n, str) and n for n in names):
            raise self.fail("field 'names'", f"must list {players} names, one per seat")
        if not self.known_text(names[learner]):
            raise self.fail("field 'names'", f"the learner's name {names[learner]!r} is not a text code")
        return tuple(names)

    def steps(self, steps: Any) -> tuple[Step, ...]:
        """Returns the steps, each id once, the end step last and only there."""
        if not isinstance(steps, list) or not steps:
            raise self.fail("field 'steps'", "must be a list of steps")
        parsed = tuple(self.step(k, s) for k, s in enumerate(steps))
        seen: set[str] = set()
        for k, s in enumerate(parsed):
            if s.id in seen:
                raise self.fail(f"{_step_where(k, steps[k])} field 'id'", "two steps have this id")
            seen.add(s.id)
        if parsed[-1].kind is not StepKind.END or any(s.kind is StepKind.END for s in parsed[:-1]):
            raise self.fail(f"{_step_where(len(parsed) - 1, steps[-1])} field 'kind'",
                            "the last step, and only it, must be the 'end' step")
        return parsed


def parse_tutorial(raw: Any, source: str, known_text: Callable[[str], bool]) -> Tutorial:
    """Returns the tutorial in `raw` (parsed JSON); raises TutorialError naming the step and field at fault."""
    return _Reader(source, known_text).tutorial(raw)


def read_tutorial(path: Path, known_text: Callable[[str], bool]) -> Tutorial:
    """Returns the tutorial in the JSON file `path`; raises TutorialError for an unreadable or bad file."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise TutorialError(str(path), "file", f"cannot be read ({e})") from None
    except json.JSONDecodeError as e:
        raise TutorialError(str(path), f"line {e.lineno}", f"not JSON ({e.msg})") from None
    return parse_tutorial(raw, str(path), known_text)
