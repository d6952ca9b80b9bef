"""Entry script for frozen builds: the same command as `python -m tabletop`."""

from tabletop.__main__ import run

run()
