"""Translations: Qt Linguist catalogs for the UI and for the engine's message codes."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tabletop.messages import render
from tabletop.resources import translations_dir

LANGUAGES = {"en": "English", "ja": "日本語"}


def translate(context: str, text: str) -> str:
    """Returns `text` translated in `context` into the current language."""
    return QCoreApplication.translate(context, text)


class Language:
    """Installs the catalog of one language at a time; switching sends LanguageChange to every widget."""

    def __init__(self) -> None:
        self.code = "en"
        self._translator: QTranslator | None = None

    def use(self, code: str) -> bool:
        """Switches to language `code`; returns False (keeping the old one) if its catalog is missing."""
        app = QCoreApplication.instance()
        translator = QTranslator()
        if not translator.load(f"tabletop_{code}", str(translations_dir())):
            return False
        if self._translator is not None:
            app.removeTranslator(self._translator)
        app.installTranslator(translator)
        self._translator = translator
        self.code = code
        QLocale.setDefault(QLocale(QLocale.Language.Japanese if code == "ja" else QLocale.Language.English))
        return True


def message(code: str, params: dict[str, Any] | None, seat_names: Sequence[str] = ()) -> str:
    """Returns the translated text of an engine message code with its parameters."""
    def seat_name(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else translate("app", "Seat {n}").format(n=seat + 1)

    return render(code, params, translate, seat_name)


def reason_text(reason, seat_names: Sequence[str] = ()) -> str:
    """Returns the translated sentence of a Reason."""
    return message(reason.code, reason.params, seat_names)


def fmt(template: str, **values: Any) -> str:
    """Returns a translated template filled in; `{n:coin|coins}` picks the singular or the plural."""
    from tabletop.messages import FORMATTER

    return FORMATTER.format(template, **values)


def term(word: str, game_id: str) -> str:
    """Returns a word of a game's vocabulary (a cargo, a terrain; the engine's words too) in the current language."""
    from tabletop.messages import words

    entry = words(game_id).get(word)
    return translate(*entry) if entry else word


def words_of(game_id: str) -> Callable[[str], str]:
    """Returns `term` for one game: each game's table module binds its own, so two games may share a word."""
    def game_term(word: str) -> str:
        return term(word, game_id)

    return game_term


Translate = Callable[[str, str], str]
