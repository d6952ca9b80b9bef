"""Runs a part of Tabletop with the sixth game registered first.

    python -m tests.sixth_game.launch cli simulate three-in-a-row --players 2 --games 3
    python -m tests.sixth_game.launch script bench/soak.py --smoke --game three-in-a-row --jobs 1
    python -m tests.sixth_game.launch sources          # the files the translations tool reads, one a line
"""

from __future__ import annotations

import runpy
import sys

from tests.sixth_game import register_sixth_game


def main(argv: list[str]) -> int:
    """Runs `argv`'s part with the sixth game registered; returns its exit status."""
    register_sixth_game()
    what, rest = argv[0], argv[1:]
    if what == "cli":
        from tabletop.cli import main as cli_main

        return cli_main(rest)
    if what == "sources":
        sys.path.insert(0, "tools")
        from translations import sources  # tools/translations.py

        print("\n".join(sources()))
        return 0
    if what == "script":  # a bench/ script, run as its own __main__
        sys.argv = rest
        try:
            runpy.run_path(rest[0], run_name="__main__")
        except SystemExit as e:
            return int(e.code or 0) if not isinstance(e.code, str) else 1
        return 0
    raise SystemExit(f"unknown part {what!r}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
