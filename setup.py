"""The packages setuptools builds, found: every package of code under tabletop/, and the folders of data that
pyproject.toml maps from the repository's top (assets/ and its game folders, translations/), which setuptools'
own discovery cannot name tabletop.* from there."""

from setuptools import find_namespace_packages, find_packages, setup

CODE = find_packages(include=["tabletop", "tabletop.*"])
DATA = ["tabletop.assets", *(f"tabletop.assets.{p}" for p in find_namespace_packages(where="assets")),
        "tabletop.translations"]

setup(packages=[*CODE, *DATA])
