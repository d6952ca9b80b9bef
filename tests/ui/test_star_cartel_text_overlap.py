"""No two texts of the Star Cartel table overlap and none is cut by its clip, at sampled moments of seeded games in both
languages (issue 30; tests/ui/text_overlap.py measures them)."""

from __future__ import annotations

import pytest

from tests.ui.text_moments import Setup, open_window
from tests.ui.text_overlap import cut, done_with, overlapping, sampled

SETUPS = (Setup("star-cartel", 3, {"abilities": True}), Setup("star-cartel", 6, {"abilities": True}))


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("setup", SETUPS, ids=[s.name for s in SETUPS])
def test_no_text_overlaps_another_or_is_cut(setup, language, qtbot, qapp):
    window = open_window(language)
    qtbot.addWidget(window)
    found = []
    try:
        for moment, runs in sampled(window, setup):
            assert runs, f"{moment}: no text measured"
            found += [f"{moment}: {a!r} over {b!r}" for a, b in overlapping(runs)]
            found += [f"{moment}: {text!r} cut by its clip" for text in cut(runs)]
    finally:
        done_with(window)
    assert not found, "\n".join(found[:20])
