"""Golden saves (tests/golden/<game-id>.json): one whole seeded game per game, replayed to the same end.

A failure here means existing saves of that game no longer load as they were played: a die, a shuffle or a
rule now comes out differently. If that is the point of the change, raise the game's rules_version and
regenerate the file with `python tests/golden/make_golden.py <game-id>` (see that script).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.saves import SaveError
from tabletop.saved_games import load_session
from tabletop.engine.snapshot import digest
from tabletop.games import entries
from tabletop.registry import rules_of

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
FILES = sorted(GOLDEN.glob("*.json"))
REGENERATE = "if on purpose: raise rules_version and run `python tests/golden/make_golden.py {game}`"


def check_golden(golden: dict[str, Any], folder: Path) -> None:
    """Fails unless the golden save loads, ends the game, and ends with the recorded result and digest."""
    save = golden["save"]
    game_id = save["game"]
    game = rules_of(next(e for e in entries() if e.id == game_id))
    hint = REGENERATE.format(game=game_id)
    assert save["rules_version"] == game.rules_version, (
        f"{game_id} is at rules version {game.rules_version}, its golden save at {save['rules_version']}: "
        f"regenerate it with `python tests/golden/make_golden.py {game_id}`")
    path = folder / "golden-save.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    try:
        session, _ = load_session(path)
    except SaveError as e:
        pytest.fail(f"{game_id}: the golden save no longer replays: {e}; {hint}")
    assert session.is_over(), f"{game_id}: the golden game no longer ends where it did; {hint}"
    result = game.result(session.state)
    assert {"scores": list(result.scores), "ranks": list(result.ranks)} == golden["result"], (
        f"{game_id}: the golden game ends with another result; {hint}")
    assert digest(session.state) == golden["digest"] == save["digest"], (
        f"{game_id}: the golden game ends in another state; {hint}")


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_save_replays_to_its_recorded_end(path: Path, tmp_path: Path) -> None:
    check_golden(json.loads(path.read_text(encoding="utf-8")), tmp_path)


def test_every_golden_file_is_named_for_a_game_with_rules() -> None:
    known = {e.id for e in entries() if e.rules}
    assert FILES, "no golden saves: run tests/golden/make_golden.py for the games"
    for path in FILES:
        assert path.stem in known
        assert json.loads(path.read_text(encoding="utf-8"))["save"]["game"] == path.stem


def test_the_golden_maker_writes_a_file_the_check_accepts(tmp_path: Path) -> None:
    from tests.golden.make_golden import write

    game = rules_of(next(e for e in entries() if e.id == "star-cartel"))
    written = write(game, tmp_path)
    check_golden(json.loads(written.read_text(encoding="utf-8")), tmp_path)


def test_a_changed_die_or_shuffle_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = GOLDEN / "star-cartel.json"
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = rules_of(next(e for e in entries() if e.id == "star-cartel"))
    new_game = game.new_game

    def reshuffled(players: int, options: Any, seed: int) -> Any:
        return new_game(players, options, seed + 1)  # as if setup drew from the RNG once more

    monkeypatch.setattr(game, "new_game", reshuffled)
    with pytest.raises((AssertionError, pytest.fail.Exception)):
        check_golden(golden, tmp_path)
