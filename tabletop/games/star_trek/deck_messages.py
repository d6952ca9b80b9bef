"""English texts of Star Trek's deck building: the deck rules' problems and warnings (notes §2.8), the deck
files' refusals (§2.9) and the saved decks' names. messages.py adds them to the game's catalog."""

from __future__ import annotations

from tabletop.messages import QT_TRANSLATE_NOOP

BUILDER_MESSAGES = {
    # The counts line the builder shows above the deck.
    "st.deck.counts": QT_TRANSLATE_NOOP(
        "star_trek", "Missions {missions}/{missions_needed} · Draw deck {draw} (≥{draw_needed}) · "
                     "Dilemmas {dilemmas} (≥{dilemmas_needed})"),
    # Problems (§2.8 DB1–DB8): each one line; a deck with one cannot be saved, played or exported.
    "st.deck.missions_count": QT_TRANSLATE_NOOP("star_trek", "Missions: {total} (exactly {needed})"),
    "st.deck.mission_twice": QT_TRANSLATE_NOOP(
        "star_trek", "{title}: {n:copy|copies} among the missions (one per title)"),
    "st.deck.no_headquarters": QT_TRANSLATE_NOOP("star_trek", "No headquarters among the missions (at least 1)"),
    "st.deck.few_missions": QT_TRANSLATE_NOOP(
        "star_trek", "Missions other than headquarters: {total} (at least {needed})"),
    "st.deck.draw_short": QT_TRANSLATE_NOOP("star_trek", "Draw deck: {total} (at least {needed})"),
    "st.deck.dilemmas_short": QT_TRANSLATE_NOOP("star_trek", "Dilemma pile: {total} (at least {needed})"),
    "st.deck.too_many": QT_TRANSLATE_NOOP("star_trek", "{title}: {n:copy|copies} (at most {most} per title)"),
    "st.deck.unknown_id": QT_TRANSLATE_NOOP("star_trek", "{card}: no card of the supported pool"),
    "st.deck.wrong_pile": QT_TRANSLATE_NOOP("star_trek", "{card} belongs in the {pile}"),
    "st.deck.single_headquarters": QT_TRANSLATE_NOOP(
        "star_trek", "{title} allows no other headquarters ({others})"),
    # Refusals when a card is added in the builder.
    "st.deck.already_mission": QT_TRANSLATE_NOOP("star_trek", "{title} is already among the missions"),
    "st.deck.missions_full": QT_TRANSLATE_NOOP(
        "star_trek", "The deck already has {n:mission|missions}: take one out first"),
    "st.deck.none_left": QT_TRANSLATE_NOOP("star_trek", "{card} is not in the deck"),
    "st.deck.not_supported": QT_TRANSLATE_NOOP(
        "star_trek", "{card} is a Second Edition card this app does not support"),
    "st.deck.no_such_name": QT_TRANSLATE_NOOP("star_trek", "{card}: no card of that name"),
    "st.deck.ambiguous": QT_TRANSLATE_NOOP(
        "star_trek", "{card}: {n:card has|cards have} that title; write its subtitle too"),
    # Warnings (DB9): shown, never blocking.
    "st.deck.unplayable": QT_TRANSLATE_NOOP(
        "star_trek", "No headquarters of the deck can play {cards}"),
    "st.deck.no_planet": QT_TRANSLATE_NOOP("star_trek", "No planet mission: no win by points"),
    "st.deck.no_space": QT_TRANSLATE_NOOP("star_trek", "No space mission: no win by points"),
    "st.deck.nobody_may_attempt": QT_TRANSLATE_NOOP(
        "star_trek", "{mission}: no personnel of the deck may attempt it"),
    "st.deck.skills_missing": QT_TRANSLATE_NOOP(
        "star_trek", "{mission}: no personnel of the deck has {skills}"),
    "st.deck.moved_to_pile": QT_TRANSLATE_NOOP("star_trek", "line {line}: {card} goes into the {pile} by its type"),
    # Deck files (§2.9): why a file is refused, one line per bad line.
    "st.deck.file_line": QT_TRANSLATE_NOOP("star_trek", "line {line}: {problem}"),
    "st.deck.file_unknown": QT_TRANSLATE_NOOP("star_trek", "unknown card '{card}'"),
    "st.deck.file_unsupported": QT_TRANSLATE_NOOP("star_trek", "'{card}' is not supported"),
    "st.deck.file_ambiguous": QT_TRANSLATE_NOOP(
        "star_trek", "'{card}' names {n:card|cards}: write the subtitle too"),
    "st.deck.file_malformed": QT_TRANSLATE_NOOP(
        "star_trek", "'{text}' is not a card line (a count from 1 to 99, then the card's name)"),
    "st.deck.file_too_big": QT_TRANSLATE_NOOP("star_trek", "the file is larger than {limit} KiB"),
    "st.deck.file_too_long": QT_TRANSLATE_NOOP("star_trek", "the file has more than {count:line|lines}"),
    "st.deck.file_not_text": QT_TRANSLATE_NOOP("star_trek", "the file is not UTF-8 text"),
    "st.deck.file_empty": QT_TRANSLATE_NOOP("star_trek", "the file lists no card"),
    "st.deck.file_refused": QT_TRANSLATE_NOOP(
        "star_trek", "Nothing was imported: {count:line is|lines are} wrong. {lines}"),
    # Pile names the problems above read in.
    "st.deck.pile_missions": QT_TRANSLATE_NOOP("star_trek", "missions"),
    "st.deck.pile_dilemmas": QT_TRANSLATE_NOOP("star_trek", "dilemma pile"),
    "st.deck.pile_draw": QT_TRANSLATE_NOOP("star_trek", "draw deck"),
    # Saved decks.
    "st.deck.damaged": QT_TRANSLATE_NOOP("star_trek", "The saved deck {file} is damaged and was left out: {detail}"),
    "st.deck.damaged_format": QT_TRANSLATE_NOOP("star_trek", "it is not a saved deck"),
    "st.deck.damaged_newer": QT_TRANSLATE_NOOP("star_trek", "a newer version of the app wrote it"),
    "st.deck.damaged_cards": QT_TRANSLATE_NOOP("star_trek", "its cards cannot be read"),
}
# Their counts are "n" and "count", which the game's COUNTS already name for every text of its catalog.
