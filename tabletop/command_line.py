"""Bad input on a command line (the headless commands, `--self-test`): one line on stderr and exit status 2."""

from __future__ import annotations

import argparse
import sys
from typing import NamedTuple, NoReturn

from tabletop.engine.saves import one_line
from tabletop.registry import CommandError

EXIT_BAD_INPUT = 2


class CommandOutput(NamedTuple):
    """What a game's own command hands back when plain JSON and status 0 do not say it all: `value` printed as one
    line of JSON, or `text` printed as it is (a file's contents), and the exit status."""

    value: object = None
    status: int = 0
    text: str | None = None


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose refusal is a CommandError, printed as one line (argparse's own adds the usage)."""

    def error(self, message: str) -> NoReturn:
        raise CommandError(message)


def refuse(message: str) -> int:
    """Prints `message` as one line on stderr (a newline in a file's name shown as \\n); returns exit status 2."""
    print(f"tabletop: {one_line(message)}", file=sys.stderr)
    return EXIT_BAD_INPUT
