"""Games in progress saved by older commits (tests/saves_old/, its README says which and how) go on under today's
rules; the ones today's rules cannot replay are refused naming the move, and no file is ever changed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import tabletop.messages  # noqa: F401  (reasons read as English text, as in the app and the CLI)
from tabletop.bots import make_bot
from tabletop.engine.saves import SaveError, save_session
from tabletop.games import available_games
from tabletop.saved_games import load_session

OLD = Path(__file__).resolve().parents[1] / "saves_old"
SAVES = sorted(OLD.glob("*.json"))
REFUSED = {"star-trek-1-39dbf6d-mid-attempt-late.json": 78, "star-trek-1-c7932f6-mid-attempt-late.json": 72}


def test_every_game_has_older_saves_and_starfarers_and_star_trek_have_rules_version_1() -> None:
    games = {}
    for path in SAVES:
        doc = json.loads(path.read_bytes())
        games.setdefault(doc["game"], []).append(doc["rules_version"])
    assert set(games) == set(available_games())
    assert all(len(versions) >= 2 for versions in games.values())
    assert set(games["starfarers"]) == set(games["star-trek"]) == {1}
    assert sorted(p.name for p in (OLD / "refused").glob("*.json")) == sorted(REFUSED)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_an_older_save_goes_on_under_todays_rules_to_the_end(path: Path, tmp_path: Path) -> None:
    before = path.read_bytes()
    doc = json.loads(before)
    session, _ = load_session(path)
    game = session.game
    assert len(session.log) == len(doc["actions"])
    assert session.replayed_from_older == (doc["rules_version"] < game.rules_version)
    assert session.to_act() == tuple(doc["status"]["to_act"])  # the decision open when saved is open again
    assert not session.is_over()
    rng = random.Random(len(doc["actions"]))
    bots = [make_bot("greedy", game.id) for _ in session.seats]
    for _ in range(5000):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, bots[seat].choose(game, session.view(seat), seat, session.legal_actions(seat), rng))
    assert session.is_over()
    again = tmp_path / path.name  # saved now: today's version, an ordinary save from then on
    save_session(session, again)
    reloaded, saved = load_session(again)
    assert saved["rules_version"] == game.rules_version and not reloaded.replayed_from_older and reloaded.is_over()
    assert path.read_bytes() == before


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_an_older_save_whose_move_no_longer_fits_is_refused_naming_it_and_kept(name: str) -> None:
    path = OLD / "refused" / name
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_session(path)
    reason = err.value.reason
    assert reason.code == "save.older_move_refused"
    assert reason.params["index"] == REFUSED[name] and reason.params["player"] == "Aiko"
    assert reason.params["move"].code == "st.move.pass"  # in the game's words, not the action's text
    text = str(err.value.reason)
    assert f"its move {REFUSED[name]}, Aiko's “Pass”, no longer fits" in text
    assert "rules version 1" in text and "version 2" in text and "\n" not in text and "step_" not in text
    assert path.read_bytes() == before


def test_a_same_version_save_whose_state_gained_a_field_still_loads() -> None:
    """Cartographers' sheets gained a ledger of coin cells (1fce0d6) without a new rules version: a save from
    before replays to another digest, and is still the same game."""
    from tabletop.engine.snapshot import digest

    path = OLD / "cartographers-2-c7932f6-mid-draw.json"
    doc = json.loads(path.read_bytes())
    session, _ = load_session(path)
    assert doc["rules_version"] == session.game.rules_version and digest(session.state) != doc["digest"]
    assert not session.replayed_from_older
