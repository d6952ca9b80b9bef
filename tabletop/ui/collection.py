"""Garbage collection paused while a move is thought out off the window's thread (bots, hints, the review)."""

from __future__ import annotations

import gc
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QTimer

# Python collects cyclic garbage on whichever thread happens to allocate; a Strong bot's playouts allocate a lot on
# its worker thread, and a collection there that frees a Qt item of the table (a wrapper left in a cycle) crashes
# the app (a segfault seen in CI). So the collector pauses while a move is thought about off the window's thread,
# and resumes on the window's thread once that thinking has finished.
# The pause starts before the move is handed to the thread, never after: the thread starts allocating at once.
# Each entry is what the pause waits for: a hold until the move is handed over, then the move's own future.
_thinking_now: list[Future[Any]] = []


def pause_collection() -> Future[None]:
    """Pauses cyclic garbage collection now; returns the hold to hand to `release_when` with the move thought out
    (a bot's move and a hint may be thought out at once: collection resumes once every one is done)."""
    hold: Future[None] = Future()
    if _thinking_now:
        _thinking_now.append(hold)
    elif gc.isenabled():
        gc.disable()
        _thinking_now.append(hold)
    return hold


def release_when(hold: Future[None], thinking: Future[Any]) -> None:
    """Makes the pause wait for `thinking` (a move thought out on a worker thread) in place of `hold`."""
    for k, waited in enumerate(_thinking_now):
        if waited is hold:
            _thinking_now[k] = thinking


def resume_collection() -> None:
    """Resumes garbage collection once all thinking is done (else looks again shortly); call on the window's thread."""
    if not _thinking_now:
        return
    _thinking_now[:] = [f for f in _thinking_now if not f.done()]
    if not _thinking_now:
        gc.enable()
    else:
        QTimer.singleShot(20, resume_collection)
