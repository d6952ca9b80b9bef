"""Japanese lines that break between phrases, not inside words or between a number and its counter.

Qt's line breaking (Unicode's rules) may break between any two kana or kanji, so a narrow label shows
「1／枚」 or 「モンス／ター」. Japanese writes no spaces, but a phrase (文節) nearly always ends where hiragana
(the particles and endings) meets the next word's kanji, katakana, digit or letter, or at punctuation.
`keep_phrases` puts a WORD JOINER (U+2060, drawn as nothing) everywhere else between Japanese characters,
so Qt's own line breaking, with the bundled font's measures, breaks only between phrases. A phrase too long
for its box then shrinks (table items) or stays whole, never split.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QStyledItemDelegate, QStyleOptionViewItem, QWidget

JOINER = "\u2060"
BREAK_AFTER = set("、。，．！？）」』】〕：；・…　 ")  # a line may end after these
BREAK_BEFORE = set("（「『【〔 　")  # and a new one start with these


def _kind(ch: str) -> str:
    """Returns "h" for hiragana, "j" for other Japanese (kanji, katakana, full-width forms), "l" for the rest."""
    code = ord(ch)
    if 0x3041 <= code <= 0x309F:
        return "h"
    if (0x30A0 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFF01 <= code <= 0xFF9F
            or 0x3000 <= code <= 0x303F or 0x2010 <= code <= 0x2027 or 0x2190 <= code <= 0x21FF or code == 0x2212):
        return "j"
    return "l"


def _may_break(a: str, b: str) -> bool:
    """Returns True when a Japanese line may break between `a` and `b`."""
    if a in BREAK_AFTER or b in BREAK_BEFORE or a.isspace() or b.isspace():
        return True
    if b in BREAK_AFTER:
        return False  # never start a line with closing punctuation
    ka, kb = _kind(a), _kind(b)
    if ka == "l" and kb == "l":
        return True  # Latin text: Qt breaks at its spaces and nowhere else, as before
    return ka == "h" and kb != "h"  # a phrase ends with its particle: 「カードを／1枚」, 「Aikoが／Emmaの」


@lru_cache(maxsize=4096)
def keep_phrases(text: str) -> str:
    """Returns `text` with word joiners wherever a line must not break (inside a Japanese phrase)."""
    if not text or all(ord(ch) < 0x2000 for ch in text):
        return text  # English: Qt already breaks only at spaces
    out = [text[0]]
    for a, b in zip(text, text[1:]):
        if not _may_break(a, b):
            out.append(JOINER)
        out.append(b)
    return "".join(out)


class PhraseLabel(QLabel):
    """A word-wrapped label that breaks Japanese between phrases; `text()` is the text as set."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self._text = ""
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        self._text = text
        super().setText(keep_phrases(text))

    def text(self) -> str:
        return self._text

    def clear(self) -> None:
        self._text = ""
        super().clear()


class PhraseDelegate(QStyledItemDelegate):
    """Draws and measures a list's items with Japanese lines broken between phrases (the items keep their text),
    `gap` pixels apart, so a two-line entry reads as one and stands apart from the next.

    The gap is the delegate's, not the list's `setSpacing`: that narrows the painted rectangle below the
    measured one, and an entry that just fits one line is painted cut short with "…"."""

    def __init__(self, parent: QWidget | None = None, gap: int = 4):
        super().__init__(parent)
        self.gap = gap

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt API)
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = keep_phrases(option.text)

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt API)
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width(), size.height() + self.gap)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        inner = QStyleOptionViewItem(option)
        inner.rect = option.rect.adjusted(0, self.gap // 2, 0, -(self.gap - self.gap // 2))
        super().paint(painter, inner, index)
