"""How a command run from a console ends: with its status, quietly when its reader leaves early or on Ctrl+C."""

from __future__ import annotations

import gc
import os
import sys
from typing import Callable, NoReturn

# As a shell reports a command ended by SIGPIPE or SIGINT: 128 + the signal's number.
EXIT_READER_LEFT = 141
EXIT_INTERRUPTED = 130


def exit_with(command: Callable[[], int]) -> NoReturn:
    """Runs `command` and exits with its status; a reader that leaves early (`| head`) or Ctrl+C ends it
    without a traceback."""
    try:
        status = command()
        if sys.stdout is not None:  # None in the window app on Windows, which has no console
            sys.stdout.flush()  # here, where a reader that left can be caught, not in Python's flush at exit
    except BrokenPipeError:
        # What is left unprinted goes nowhere, so the flush at exit finds no closed pipe either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = EXIT_READER_LEFT
    except KeyboardInterrupt:
        print("tabletop: interrupted", file=sys.stderr)
        status = EXIT_INTERRUPTED
    # At exit Python collects again and again over every object still alive (~35,000 after a
    # self-test: ~30 ms, a tenth of the run) and finds nothing the OS would not reclaim anyway:
    # saves and settings are written and fsynced as they happen. Frozen objects are skipped.
    gc.freeze()
    sys.exit(status)
