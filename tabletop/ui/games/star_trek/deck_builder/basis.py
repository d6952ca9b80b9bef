"""The premade decks' basis lines (data `decks[].basis`), so a translation can find them: lupdate reads only the
texts written in the code. A basis the data no longer matches is shown as the data writes it."""

from __future__ import annotations

from tabletop.translatable import QT_TRANSLATE_NOOP
from tabletop.ui.i18n import translate

BASES = {
    'federation': QT_TRANSLATE_NOOP(
        "deck_basis", "Second Edition Premiere starter-style: Earth headquarters; the Premiere starter-rarity Federation cards (Picard Explorer, Riker Number One, Worf Security Detail Leader, Shelby, U.S.S. Nebula, Mission Briefing, D'Arsay Archive); Lapideas and Vaytan as in the Continuing Committee walkthrough (articles 337-341); Premiere commons to fill. Quantities ours."),
    'borg': QT_TRANSLATE_NOOP(
        "deck_basis", "Call to Arms Borg starter-style: Unicomplex and the four Call to Arms starter-rarity Borg missions; Borg Queen Bringer of Order, Seven of Nine Representative of the Hive, Calibration Drone, Borg Sphere, Analyze (starter-rarity) and Call to Arms common drones; after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts. Quantities ours."),
    'federation_premiere': QT_TRANSLATE_NOOP(
        "deck_basis", "The seed's Federation deck before its substitutions: data/startrek2e_precon_deck_candidates.json 'federation_tng_premiere_like', a stand-in designed by earlier research from Premiere starter-rarity Federation cards and the CC walkthrough (articles 337-341). Its dilemma pile equals the shared Premiere starter pile whose 13 titles hilcokats/dabo lists. No official list with quantities was found; quantities are ours."),
    'borg_call_to_arms': QT_TRANSLATE_NOOP(
        "deck_basis", "The seed's Borg deck before its substitutions: data/startrek2e_precon_deck_candidates.json 'borg_cta_like', after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts (32 draw cards) plus 3 Borg Cutting Beam (a starter-rarity card the Borg use in the CC walkthrough). Salvaging the Wreckage is an Energize common, so this is not the exact Call to Arms starter."),
    'klingon': QT_TRANSLATE_NOOP(
        "deck_basis", "Card identities from hilcokats/dabo expansions/.../starterdecks/klingon (Qo'noS, 4 missions, 12 personnel, 2 ships, 13 dilemma titles, events, interrupts), without Kronos One (14R118, a later rare that folder also holds); the same list is data/startrek2e_precon_deck_candidates.json 'klingon_premiere_like'. Gowron x2 follows the stccg-turnier.de report 57; all other quantities are ours."),
    'romulan': QT_TRANSLATE_NOOP(
        "deck_basis", "Inferred by earlier research (research/turn5/star_trek_beyond.md): the Premiere starter-rarity Romulan cards plus Premiere Romulan commons; the four non-headquarters missions by elimination among the 16 starter-rarity missions (Tzenketh and Remus are the only remaining planets Romulans may attempt). Sunad is the lone personnel in the starter-reprint set (a weak hint). Quantities ours; dilemma pile = the shared Premiere starter pile."),
}


def basis_text(deck_id: str, basis: str) -> str:
    """Returns a premade deck's basis line in the current language (as the data writes it, if unknown here)."""
    known = BASES.get(deck_id)
    return translate(*known) if known is not None and known[1] == basis else basis
