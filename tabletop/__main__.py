"""Entry point: `tabletop` opens the app; `tabletop simulate|replay|--self-test` run headless."""

from __future__ import annotations

import gc
import sys
from contextlib import contextmanager
from typing import Iterator

from tabletop.console import exit_with


@contextmanager
def starting_up() -> Iterator[None]:
    """Holds the cyclic collector off while the app starts: what start-up makes lives as long as the app."""
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()  # later collections skip the start-up objects, so pauses during play stay short
        gc.enable()


def qt_can_start() -> bool:
    """Returns True when Qt can open its window here; else prints one line saying what is missing."""
    from tabletop.ui.platform_check import qt_problem

    problem = qt_problem()
    if problem:
        print(problem, file=sys.stderr)
    return problem is None


def main(argv: list[str] | None = None) -> int:
    """Runs the app or a headless command; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if "--self-test" in argv:
        if not qt_can_start():
            return 2
        with starting_up():
            from tabletop.ui.selftest import run_self_test

            return run_self_test(argv)
    if argv and not argv[0].startswith("-") or argv[:1] in (["-h"], ["--help"]):
        from tabletop.cli import main as cli_main

        return cli_main(argv)
    if not qt_can_start():
        return 2
    with starting_up():
        from tabletop.ui.app import open_app

        app, window = open_app(argv)
    return app.exec()  # `window` stays referenced here until the app closes


def run() -> None:
    """The `tabletop` command: runs `main` and exits with its status."""
    exit_with(main)


if __name__ == "__main__":
    run()
