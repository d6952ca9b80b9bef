"""Translations: Qt Linguist catalogs for the UI and for the engine's message codes."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tabletop.engine.reason import Phrase
from tabletop.messages import render
from tabletop.resources import translations_dir

LANGUAGES = {"en": "English", "ja": "日本語"}


def translate(context: str, text: str) -> str:
    """Returns `text` translated in `context` into the current language."""
    return QCoreApplication.translate(context, text)


def qt_catalog(code: str) -> QTranslator | None:
    """Returns Qt's own catalog for `code` (context menus, file dialogs), shipped with PySide6; None for English
    or when it is missing (Qt then speaks English, and ours still loads)."""
    if code == "en":
        return None
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(f"qtbase_{code}", folder) else None


class Language:
    """Installs the catalogs of one language at a time (ours and Qt's own); switching sends LanguageChange to every
    widget."""

    def __init__(self) -> None:
        self.code = "en"
        self._translators: list[QTranslator] = []

    def use(self, code: str) -> bool:
        """Switches to language `code`; returns False (keeping the old one) if its catalog is missing."""
        translator = QTranslator()
        if not translator.load(f"tabletop_{code}", str(translations_dir())):
            return False
        for old in self._translators:
            QCoreApplication.removeTranslator(old)  # static: the running application's
        self._translators = [t for t in (qt_catalog(code), translator) if t is not None]
        for t in self._translators:  # the last installed is asked first: ours before Qt's
            QCoreApplication.installTranslator(t)
        self.code = code
        QLocale.setDefault(QLocale(QLocale.Language.Japanese if code == "ja" else QLocale.Language.English))
        return True


def message(code: str, params: dict[str, Any] | None, seat_names: Sequence[str] = ()) -> str:
    """Returns the translated text of an engine message code with its parameters."""
    def seat_name(seat: int) -> str:
        if seat < 0:  # pieces of no seat: a 3-player Starfarers game's neutral colour
            return translate("app", "neutral")
        return seat_names[seat] if seat < len(seat_names) else translate("app", "Seat {n}").format(n=seat + 1)

    return render(code, params, translate, seat_name)


def names_list(names: Sequence[str]) -> str:
    """Returns names joined as a list in a sentence ("Aiko, Ben" / 「Aiko、Ben」)."""
    from tabletop.engine.messages import TERMS

    return translate(*TERMS["list_separator"]).join(names) if names else "—"


def names_and(names: Sequence[str]) -> str:
    """Returns names joined as "Aiko and Ben" / "Aiko, Ben and Chiara" (「AikoとBen」)."""
    if len(names) < 2:
        return "".join(names)
    return translate("app", "{names} and {last}").format(names=names_list(names[:-1]), last=names[-1])


def signed(n: int) -> str:
    """Returns a score change with a true minus sign: "+3", "−4", "±0"."""
    from tabletop.messages import signed as signed_value

    return signed_value(n)


def reason_text(reason: Phrase, seat_names: Sequence[str] = ()) -> str:
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
