"""Each game registers itself once: its entry names parts that exist and agree with each other."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys

import pytest

from tabletop import games
from tabletop.games import BUILT_IN, available_games, entries, entry, register
from tabletop.messages import catalog, catalog_for, english, game_catalog, render, words
from tabletop.registry import GameEntry, load, rules_of
from tabletop.resources import asset_path

PLAYABLE = [e for e in entries() if e.playable]


def test_every_game_is_listed_once_in_the_apps_order_and_each_has_its_table():
    assert [e.id for e in BUILT_IN] == ["cartographers", "star-cartel", "thiefs-market", "starfarers", "star-trek"]
    assert entries()[:len(BUILT_IN)] == BUILT_IN  # a game registered from outside (the tests' sixth) comes after
    assert len({e.id for e in entries()}) == len(entries())
    assert all(e.playable for e in BUILT_IN)
    # A game may have its rules before its table (simulate and the engine tests find it), never the reverse.
    assert {e.id for e in PLAYABLE} <= set(available_games())
    assert all(e.rules for e in entries() if e.scene)
    assert entry("star-trek").min_players == entry("star-trek").max_players == 2
    with pytest.raises(KeyError):
        entry("chess")


def test_registering_a_game_adds_it_after_the_others_and_refuses_a_taken_id_or_prefix(monkeypatch):
    monkeypatch.setattr(games, "REGISTERED", list(BUILT_IN))  # undone after the test
    monkeypatch.setattr(games, "_BY_ID", {e.id: e for e in BUILT_IN})
    extra = GameEntry("dice-race", ("home", "Dice Race"), ("home", "Race."), 2, 4, codes=("race",))
    register(extra)
    assert entries() == (*BUILT_IN, extra) and entry("dice-race") is extra
    with pytest.raises(ValueError, match="registered already"):
        register(extra._replace(codes=("race2",)))
    with pytest.raises(ValueError, match="taken"):
        register(extra._replace(id="dice-race-2", codes=("cartel",)))
    with pytest.raises(ValueError, match="taken"):
        register(extra._replace(id="dice-race-3", codes=("engine",)))
    assert "dice-race" not in available_games()  # no rules: listed as coming later, never played


def test_message_code_prefixes_belong_to_one_game_each():
    prefixes = [p for e in entries() for p in e.codes]
    assert len(prefixes) == len(set(prefixes))
    assert not {"engine", "save"} & set(prefixes)  # the engine's own


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda e: e.id)
def test_the_rules_agree_with_the_registration(game: GameEntry):
    rules = rules_of(game)
    assert rules is rules_of(game) is available_games()[game.id]  # one Game object per game
    assert (rules.id, rules.min_players, rules.max_players) == (game.id, game.min_players, game.max_players)
    package = __import__(game.rules.partition(":")[0].rpartition(".")[0], fromlist=["GAME"])
    assert package.GAME is rules  # `from tabletop.games.<game> import GAME` is the same object


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda e: e.id)
def test_the_table_and_the_emblem_agree(game: GameEntry):
    from tabletop.ui.games import scene_class
    from tabletop.ui.games.base import GameScene

    scene = scene_class(game.id)
    assert issubclass(scene, GameScene)
    assert game.emblem and game.emblem == scene.EMBLEM  # the home page shows the marks the table is played with


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda e: e.id)
def test_the_catalog_holds_only_the_games_own_codes(game: GameEntry):
    book = game_catalog(game.id)
    assert book.messages and all(code.partition(".")[0] in game.codes for code in book.messages)
    assert all(catalog_for(code) is book for code in book.messages)
    assert "list_separator" in book.terms  # the engine's words come with every game's


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda e: e.id)
def test_the_rules_text_exists_in_every_language(game: GameEntry):
    for language in ("en", "ja"):
        assert asset_path("rules", f"{game.rules_file}.{language}.md").is_file()


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda e: e.id)
def test_every_named_part_loads(game: GameEntry):
    from tabletop.bots import BOT_NAMES, make_bot

    for name, ref in game.bots.items():
        assert name in BOT_NAMES and type(make_bot(name, game.id)) is load(ref)
    hooks = [t.run for t in (*game.home_tools, *game.table_tools)] + [r for r in (game.cli, game.home_note,
                                                                                  game.finished) if r]
    for ref in hooks:
        assert callable(load(ref)), ref
    for tool in (*game.home_tools, *game.table_tools):
        assert len(tool.label) == 2 and (tool.tip is None or len(tool.tip) == 2)


def test_a_bot_a_game_has_not_got_plays_at_random_there_and_an_unknown_bot_is_refused():
    from tabletop.bots import make_bot
    from tabletop.bots.random_bot import RandomBot

    assert type(make_bot("greedy", "no-such-game")) is RandomBot  # every registered game has a greedy bot now
    with pytest.raises(KeyError):
        make_bot("oracle", "star-cartel")


def test_each_game_has_its_own_words():
    # Star Cartel's cargo and Cartographers' terrains live in their own catalogs: neither leaks into the other.
    assert "food" in words("star-cartel") and "food" not in words("cartographers")
    assert "forest" in words("cartographers") and "forest" not in words("star-cartel")
    assert english("cartel.not_delivered", {"cargo": "food"}) == "No food is being delivered."
    assert render("nobody.knows", {"n": 1}) == "nobody.knows {'n': 1}"
    assert set(catalog()) >= {code for e in PLAYABLE for code in game_catalog(e.id).messages}


def test_a_games_own_parameter_reading_applies_to_its_codes_only():
    assert "2 green" in english("tm.took", {"seat": 0, "dice": (2, 0, 0, 0, 0, 0, 0)})
    assert inspect.isfunction(game_catalog("thiefs-market").params["dice"])
    assert "dice" not in game_catalog("star-cartel").params  # Thief's Market's dice reading stays its own
    assert "delta" not in game_catalog("thiefs-market").params  # and Star Cartel's price change its own


def _loaded_after(code: str) -> list[str]:
    """Returns the tabletop modules a fresh interpreter has loaded after running `code`."""
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(m for m in sys.modules if m.startswith('tabletop'))))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""}).stdout
    return json.loads(out.splitlines()[-1])


def test_listing_the_games_loads_no_game_but_its_registration():
    loaded = _loaded_after("from tabletop.games import entries; entries()")
    assert [m for m in loaded if m.count(".") > 2 or m.startswith(("tabletop.ui", "tabletop.bots"))] == []


def test_the_home_page_loads_no_rules_tables_or_bots():
    loaded = _loaded_after(
        "import tempfile, pathlib\n"
        "from tabletop.ui.app import make_app, make_window\n"
        "from tabletop.ui.settings import AppPaths\n"
        "app = make_app()\n"
        "tmp = pathlib.Path(tempfile.mkdtemp())\n"
        "window = make_window(AppPaths(tmp / 'data', tmp / 'config'))\n"
        "window.show(); app.processEvents()")
    parts = {ref.partition(":")[0] for e in entries() for ref in (e.rules, e.scene, e.messages, *e.bots.values())}
    assert sorted(parts & set(loaded)) == []
    # A game's registration is its package; only the module its card's note needs (its best results) loads more.
    assert [m for m in loaded if m.startswith("tabletop.games.") and m.count(".") > 2] == []
