"""Entry point: `tabletop` opens the app; `tabletop simulate|replay|--self-test` run headless."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Runs the app or a headless command; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if "--self-test" in argv:
        from tabletop.ui.selftest import run_self_test

        return run_self_test(argv)
    if argv and not argv[0].startswith("-") or argv[:1] in (["-h"], ["--help"]):
        from tabletop.cli import main as cli_main

        return cli_main(argv)
    from tabletop.ui.app import run_app

    return run_app(argv)


if __name__ == "__main__":
    sys.exit(main())
