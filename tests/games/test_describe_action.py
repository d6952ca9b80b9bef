"""Every game names its own moves (Game.describe_action): at seeded moments of random games, each legal move of the
seat to act reads in English and in Japanese with every field filled, as words and not as a code, and no two
different moves of one seat read the same. No table writes its own move labels."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.action import Action
from tabletop.engine.contract import Game
from tabletop.engine.reason import Phrase
from tabletop.games import available_games, entries
from tabletop.messages import catalog_for, render
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import StepKind
from tabletop.tutorial.runner import TutorialRunner

ROOT = Path(__file__).resolve().parents[2]
TS_JA = ROOT / "translations" / "tabletop_ja.ts"
NAMES = ("Aiko", "Ben", "Chiara", "Dev", "Emi", "Femi")
STEPS = 400  # random play never ends some games (Starfarers): play this many moves at most
MOMENTS = 10  # the moments of each game whose every legal move is read
CODE = re.compile(r"\b[a-z_]+(\.[a-z_0-9]+)+\b")  # a message code such as cartel.move.load


@lru_cache(maxsize=1)
def japanese_texts() -> dict[tuple[str, str], str]:
    """Returns (context, English source) -> finished Japanese translation, from tabletop_ja.ts."""
    tree = ET.parse(TS_JA)
    out = {}
    for ctx in tree.iter("context"):
        for m in ctx.iter("message"):
            translation = m.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                out[(ctx.findtext("name") or "", m.findtext("source") or "")] = translation.text
    return out


def japanese(context: str, text: str) -> str:
    """Returns the Japanese of a text, or a mark that fails the test when it has none."""
    return japanese_texts().get((context, text), f"<no Japanese for {context}: {text}>")


def seat_name(seat: int) -> str:
    return NAMES[seat] if 0 <= seat < len(NAMES) else f"Seat {seat + 1}"


def codes_in(phrase: Phrase) -> list[str]:
    """Returns the phrase's code and the codes of the phrases among its parameters."""
    return [phrase.code] + [c for v in phrase.params.values() if isinstance(v, Phrase) for c in codes_in(v)]


def names_moves(game: Game[Any, Any]) -> bool:
    """Returns whether the game names its own moves (a game that does not reads each move as its text)."""
    return type(game).describe_action is not Game.describe_action


def moments(game_id: str) -> list[tuple[Any, int, list[Action]]]:
    """Returns seeded moments of random games: the view of each seat to act, the seat and its legal moves."""
    game = available_games()[game_id]
    out = []
    for k, players in enumerate(sorted({game.min_players, min(game.max_players, game.min_players + 2)})):
        seed = 41 + k
        rng = random.Random(seed)
        state = game.new_game(players, {}, seed)
        chosen = set(random.Random(seed * 7).sample(range(60), MOMENTS // 2)) | {0}
        for step in range(STEPS):
            if game.is_over(state):
                break
            to_act = game.to_act(state)
            if step in chosen or step % 50 == 0:
                for seat in to_act:
                    out.append((game.view(state, seat), seat, list(game.legal_actions(state, seat))))
            seat = to_act[0]
            game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))
    return out


GAMES = sorted(available_games())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_move_reads_in_english_and_japanese(game_id):
    game = available_games()[game_id]
    problems: list[str] = []
    read = 0
    for view, seat, legal in moments(game_id):
        seen: dict[str, dict[str, Action]] = {"en": {}, "ja": {}}
        for action in legal:
            phrase = game.describe_action(view, action)
            if names_moves(game) and phrase.code == "engine.move":
                problems.append(f"{action.text()}: not named by the game")
                continue
            for code in codes_in(phrase):
                if code not in catalog_for(code).messages:
                    problems.append(f"{action.text()}: {code} has no text")
            for language, translate in (("en", None), ("ja", japanese)):
                text = render(phrase.code, phrase.params, translate, seat_name) if translate else \
                    render(phrase.code, phrase.params, seat_name=seat_name)
                if "{" in text or "}" in text or "<no Japanese" in text or CODE.search(text):
                    problems.append(f"{action.text()} reads {text!r} ({language})")
                other = seen[language].setdefault(text, action)
                if other != action:
                    problems.append(f"{action.text()} and {other.text()} both read {text!r} ({language})")
            read += 1
    assert read >= 10, f"only {read} moves read"
    assert not problems, f"{len(problems)} problems, the first: " + "\n".join(problems[:12])


@pytest.mark.parametrize("game_id", [e.id for e in entries() if e.tutorial])
def test_every_move_a_tutorial_teaches_is_named_by_its_game(game_id):
    """The bubble's "Your move" line reads the game's words for the step's move, in English and Japanese."""
    runner = TutorialRunner(load_tutorial(game_id))
    said = []
    while not runner.finished:
        step = runner.step
        if step.kind is StepKind.ACT:
            phrase = runner.move_words()
            assert phrase is not None and phrase.code != "engine.move", step.id
            for translate in (lambda c, t: t, japanese):
                text = render(phrase.code, phrase.params, translate, seat_name)
                assert "{" not in text and "<no Japanese" not in text and not CODE.search(text), text
            said.append(render(phrase.code, phrase.params))
            runner.play(runner.expected)  # a step of several moves: each in turn
        elif step.kind is StepKind.READ:
            assert runner.move_words() is None
            runner.next()
        else:
            runner.play_bot()
    assert said and len(said) == sum(len(s.actions) for s in runner.tutorial.steps)


def test_no_table_writes_its_own_move_labels():
    """Only the base scene has action_label: every table shows the game's own words for a move."""
    tables = ROOT / "tabletop" / "ui" / "games"
    writers = [str(p.relative_to(tables)) for p in sorted(tables.rglob("*.py"))
               if re.search(r"^\s*def action_label\(", p.read_text(encoding="utf-8"), re.M)]
    assert writers == ["base.py"]
