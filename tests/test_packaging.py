"""The package as pip installs it: every code and data folder is listed, so an installed app is whole."""

import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10 has no tomllib; tomli is the same parser
    import tomli as tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_folder_of_code_and_data_is_packaged():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "tabletop").rglob("__init__.py")}
    data = {"tabletop.assets"} | {"tabletop.assets." + p.name for p in (ROOT / "assets").iterdir() if p.is_dir()}
    assert code | data | {"tabletop.translations"} == listed
    for package in data:
        assert package in config["package-data"], f"{package} has no package-data patterns"


def test_the_command_line_has_a_console_entry_point_beside_the_window_app():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    # On Windows a gui-script has no console: simulate, replay and --self-test would print nothing.
    assert project["gui-scripts"]["tabletop"] == project["scripts"]["tabletop-cli"] == "tabletop.__main__:run"
    assert "tabletop-cli" in (ROOT / "README.md").read_text(encoding="utf-8")
