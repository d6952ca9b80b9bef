"""The package as pip installs it: every code and data folder is listed, so an installed app is whole."""

import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10 has no tomllib; tomli is the same parser
    import tomli as tomllib
import shutil
import subprocess
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_packages_are_found_not_listed_one_a_game():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "packages" not in config  # setup.py finds them: a new game's folders need no line here
    assert config["package-dir"] == {"tabletop.assets": "assets", "tabletop.translations": "translations"}
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    games = [p.name for p in (ROOT / "tabletop" / "games").iterdir() if (p / "__init__.py").is_file()]
    assert games and not [g for g in games if g in text]


def _wheel(tmp_path: Path) -> zipfile.ZipFile:
    """Returns the wheel pip builds from a copy of the project's files (the tree itself stays clean)."""
    source = tmp_path / "source"
    for name in ("tabletop", "assets", "translations"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source / name)
    out = tmp_path / "wheel"
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return zipfile.ZipFile(next(out.glob("*.whl")))


def test_a_built_wheel_carries_every_file_of_code_and_data(tmp_path: Path):
    names = set(_wheel(tmp_path).namelist())
    code = {p.relative_to(ROOT).as_posix() for p in (ROOT / "tabletop").rglob("*.py")}
    data = {"tabletop/" + p.relative_to(ROOT).as_posix() for folder in ("assets", "translations")
            for p in (ROOT / folder).rglob("*") if p.is_file()}
    assert code - names == set()
    assert data - names == set()
    games = {p.name for p in (ROOT / "assets").iterdir() if p.is_dir() and p.name not in ("fonts", "rules")}
    assert {"cartographers", "star_trek", "starfarers"} <= games  # every game's folder of data is in the check
    assert [n for n in names if n.startswith(("tests/", "bench/", "tools/"))] == []


def test_the_command_line_has_a_console_entry_point_beside_the_window_app():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    # On Windows a gui-script has no console: simulate, replay and --self-test would print nothing.
    assert project["gui-scripts"]["tabletop"] == project["scripts"]["tabletop-cli"] == "tabletop.__main__:run"
    assert "tabletop-cli" in (ROOT / "README.md").read_text(encoding="utf-8")
