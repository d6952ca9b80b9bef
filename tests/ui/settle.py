"""Waiting for a bot's thread without sleeping: a thinker's pool runs one job at a time, in order."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def settle(thinker: Any) -> None:
    """Returns once every move `thinker` was given is thought out, its "ready" posted and read by the window: a
    job run after them on the same one-thread pool starts only when their callbacks have run."""
    thinker._pool.submit(lambda: None).result(timeout=60)
    QCoreApplication.processEvents()
