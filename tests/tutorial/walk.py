"""Walks a tutorial at a real table page, step by step, as a learner would (tests and screenshots share it)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QApplication

from tabletop.tutorial.model import StepKind


def settle(qtbot, page, limit_ms: int = 20000) -> None:
    """Waits until the bots of a bots step have played (the learner acts, or a step asks to be read)."""
    overlay = page.tutorial
    qtbot.waitUntil(lambda: overlay.runner.step.kind is not StepKind.BOTS, timeout=limit_ms)
    QApplication.processEvents()


def walk(qtbot, page, each: Callable[[int, object], None] | None = None) -> int:
    """Plays the page's tutorial to its end by the learner's own means (the step's move, Next);
    calls `each(index, step)` at every step the learner sees, and again before each further move of a step that
    expects several; returns how many times it was called."""
    overlay = page.tutorial
    runner = overlay.runner
    seen = 0
    while True:
        settle(qtbot, page)
        step = runner.step
        overlay.refresh()
        if each is not None:
            each(seen, step)
        seen += 1
        if step.kind is StepKind.END:
            return seen
        index, made = runner.index, len(runner.session.log)
        if step.kind is StepKind.READ:
            overlay.bubble.next_button.click()
        else:
            move = runner.expected
            assert page.controller.act(move), f"step {step.id}: {move} was refused"
        qtbot.waitUntil(lambda: (runner.index, len(runner.session.log)) != (index, made), timeout=5000)


def shoot(qtbot, window, page, folder: Path, tag: str) -> list[Path]:
    """Walks the tutorial, saving a PNG of the window at every step; returns the files."""
    folder.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []

    def grab(k: int, step) -> None:
        path = folder / f"{tag}-{k + 1:02d}-{step.id}.png"
        window.grab().save(str(path))
        files.append(path)

    walk(qtbot, page, grab)
    return files
