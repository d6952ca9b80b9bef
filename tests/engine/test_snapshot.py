"""Snapshots compare states field by field, whether a record is a dataclass or a named tuple."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from tabletop.engine.snapshot import snapshot


class Card(NamedTuple):
    id: int
    size: int


@dataclass
class Table:
    cards: list[Card]
    rng: random.Random


def test_named_tuples_become_dicts_with_their_field_names():
    assert snapshot(Card(3, 5)) == {"id": 3, "size": 5}


def test_two_tables_differ_when_one_card_differs():
    a = Table([Card(1, 2), Card(2, 3)], random.Random(7))
    b = Table([Card(1, 2), Card(2, 4)], random.Random(7))
    assert snapshot(a) != snapshot(b)
    assert snapshot(a) == snapshot(Table([Card(1, 2), Card(2, 3)], random.Random(7)))


def test_the_random_generator_state_is_part_of_the_snapshot():
    a = Table([], random.Random(7))
    b = Table([], random.Random(7))
    b.rng.random()
    assert snapshot(a) != snapshot(b)
