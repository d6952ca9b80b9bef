"""The package as pip installs it: every code and data folder is listed, so an installed app is whole."""

import tomllib
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
