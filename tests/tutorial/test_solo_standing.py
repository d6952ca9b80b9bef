"""The Cartographers lesson's last bubble counts a solo score as the same bubble explains it: the stars less the
scoring cards' solo values (issue 30), not the bare stars."""

from __future__ import annotations

from tests.tutorial.walk import walk


def test_the_last_bubble_takes_the_solo_values_off(window, qtbot):
    page = window.start_tutorial("cartographers")
    walk(qtbot, page)
    standing = page.tutorial.runner.standings()
    row = standing.breakdown[0]
    move = page.tutorial.words()["move"]
    stars, solo, rating = standing.scores[0], row["solo_values"], row["rating"]
    assert rating == stars - solo and solo > 0
    assert f"{stars} − {solo} (the cards' solo values) = {rating}" in move, move
