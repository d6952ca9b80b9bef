"""A card named in words (typed in the deck builder, read from a deck file) found in the pool (notes §2.9 F4):
its name "Title, Subtitle", its Lackey name (no comma) or a title only one pool card has; case, a leading "•",
curly quotes and a reprint tag such as "(SR)" are ignored. A Second Edition card outside the pool is told apart
from a name no card has (§2.8 DB6)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from tabletop.games.star_trek.components import CARDS
from tabletop.resources import asset_path

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00b4": "'", "`": "'"})
_TAG = re.compile(r"\s*\*?\((?:SR|SS|ID|IDR|R2|AC|Promo|MAH|CM|BP|FOW)\)\s*$", re.IGNORECASE)
_SPACES = re.compile(r"\s+")


def key(name: str) -> str:
    """Returns the form names are compared in: lower case, straight quotes, no bullet, tag, comma or extra space."""
    text = name.translate(_QUOTES).strip().lstrip("•·").strip()
    text = _TAG.sub("", text).replace(",", " ")
    return _SPACES.sub(" ", text).strip().casefold()


class Found(NamedTuple):
    """What a name names: a pool card's id, or why none (`problem`: a message code of the deck texts)."""

    card: str | None
    problem: str = ""  # st.deck.no_such_name | st.deck.not_supported | st.deck.ambiguous
    matches: int = 0  # for an ambiguous title: how many pool cards have it


@lru_cache(maxsize=1)
def _index() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """Returns full name -> id, and title -> ids, of the pool."""
    full: dict[str, str] = {}
    titles: dict[str, list[str]] = {}
    for card in CARDS.values():
        full[key(card.name)] = card.id
        titles.setdefault(key(card.title), []).append(card.id)
    return full, {t: tuple(ids) for t, ids in titles.items()}


@lru_cache(maxsize=1)
def _others() -> frozenset[str]:
    """Returns the keys of the Second Edition cards outside the pool (assets/star_trek/other_cards.txt)."""
    lines = asset_path("star_trek", "other_cards.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(key(line) for line in lines if line.strip() and not line.startswith("#"))


def find(name: str) -> Found:
    """Returns the pool card `name` names, or why it names none."""
    wanted = key(name)
    full, titles = _index()
    if wanted in full:
        return Found(full[wanted])
    ids = titles.get(wanted, ())
    if len(ids) == 1:
        return Found(ids[0])
    if len(ids) > 1:
        return Found(None, "st.deck.ambiguous", len(ids))
    if wanted in _others():
        return Found(None, "st.deck.not_supported")
    return Found(None, "st.deck.no_such_name")
