"""A 3-player Starfarers game's neutral pieces say what they are: they take their places and nothing more; they
never produce or score (issue 30)."""

from __future__ import annotations

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games.starfarers import GAME


def test_neutral_pieces_never_claim_to_produce_or_score(window, paths, qtbot):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 2)  # 3 players: the neutral colour is in play
    view = session.view(0)
    assert view.neutral is not None
    page = window.open_session(session, paths.saves / "neutral.json")
    page.refresh()
    tips = {item.toolTip() for item in page.scene.items() if getattr(item, "rule_id", "") in ("sf.colony",
                                                                                               "sf.spaceport")}
    neutral = {t for t in tips if t.startswith("A neutral")}
    owned = tips - neutral
    assert neutral and owned, tips
    assert all("never produces" in t and "VP" not in t for t in neutral)
    assert all("Aiko" in t or "Ben" in t or "Chiara" in t for t in owned)
