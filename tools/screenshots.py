"""Renders the app's key screens to PNG, in English and Japanese, for a person to look at.

    python tools/screenshots.py OUT_DIR

Screens: home, New game, the Star Cartel table mid-game (a person's own view), a delivery choice,
the curtain, the final table and the Rules panel; Cartographers solo, ambush and result; Thief's Market
distribution, buying and final table; at 1366×768.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.games import available_games
    from tabletop.ui.app import make_app, make_window
    from tabletop.ui.rules_panel import RulesDialog
    from tabletop.ui.settings import AppPaths, Settings

    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    game = available_games()["star-cartel"]
    for lang in ("en", "ja"):
        tmp = Path(tempfile.mkdtemp())
        paths = AppPaths(tmp / "data", tmp / "config")
        Settings(language=lang, bot_delay_ms=60_000).save(paths.settings_file)
        window = make_window(paths)
        window.resize(1366, 768)
        window.show()

        def shot(name: str, widget=None) -> None:
            app.processEvents()
            (widget or window).grab().save(str(out / f"{name}-{lang}.png"))

        seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara", SeatKind.BOT, "greedy"),
                 SeatInfo("Daichi", SeatKind.BOT, "greedy")]
        # A game some way in, saved so the home page lists it.
        session = Session(game, seats, {}, 21)
        rng = random.Random(4)
        while len(session.log) < 45 or session.to_act()[0] != 0:
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
        page = window.open_session(session, paths.saves / "mid.json")
        shot("curtain")
        page.curtain.button.click()
        shot("table-mid-game")
        window.leave_table()
        shot("home")
        dialog = window.ask_new_game("star-cartel")
        shot("new-game", dialog)
        dialog.reject()
        # A delivery with a choice for a person.
        for seed in range(200):
            session = Session(game, seats[:2] + [SeatInfo("Chiara")], {}, seed)
            rng = random.Random(seed)
            while not session.is_over():
                seat = session.to_act()[0]
                legal = session.legal_actions(seat)
                if legal[0].kind in ("largest", "smallest", "stash") and len(legal) > 1 and len(session.log) > 20:
                    break
                session.act(seat, rng.choice(legal))
            if not session.is_over():
                break
        page = window.open_session(session, paths.saves / "delivery.json")
        page.curtain.button.click()
        shot("delivery-choice")
        # A finished game: the final table.
        session = Session(game, seats, {}, 8)
        rng = random.Random(8)
        while not session.is_over():
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
        page = window.open_session(session, paths.saves / "done.json")
        shot("final-table")
        rules = RulesDialog(lang, "star-cartel", window)
        rules.show()
        rules.search.setText("Cassiopeia" if lang == "en" else "カシオペア")
        shot("rules", rules)
        rules.close()
        window.leave_table()
        cartographers(window, game_id="cartographers", shot=shot, paths=paths)
        thiefs_market(window, shot=shot, paths=paths)
        window.close()
        QApplication.processEvents()
    print("screenshots in", out)


def cartographers(window, game_id, shot, paths) -> None:
    """Solo mid-game on both sides with a hovering shape, a hot-seat ambush, and the solo result."""
    from PySide6.QtWidgets import QApplication

    from tabletop.engine.session import SeatInfo, Session
    from tabletop.games import available_games
    from tabletop.games.cartographers.state import Step

    game = available_games()[game_id]
    for side_b in (False, True):
        session = Session(game, [SeatInfo("Aiko")], {"side_b": side_b}, 12)
        rng = random.Random(3)
        while len(session.log) < 24 or session.legal_actions(0)[0].kind != "place":
            acts = session.legal_actions(0)
            session.act(0, acts[rng.randrange(len(acts))])
        page = window.open_session(session, paths.saves / f"carto-{side_b}.json")
        fits = next(iter(page.controller.legal()))
        page.scene.option, page.scene.orientation = fits.args[0], fits.args[1]
        page.scene._redraw_controls()
        page.scene.anchor = (fits.args[2], fits.args[3])
        page.scene._update_ghost()
        shot(f"carto-side-{'b' if side_b else 'a'}")
        window.leave_table()
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(game, seats, {}, 4)
    ambush = next(c for c in session.state.deck if c in (1, 2, 3, 4))
    session.state.deck.remove(ambush)
    session.state.deck.append(ambush)
    rng = random.Random(2)
    while session.state.step is not Step.AMBUSH:
        seat = session.to_act()[0]
        acts = session.legal_actions(seat)
        session.act(seat, acts[rng.randrange(len(acts))])
    page = window.open_session(session, paths.saves / "carto-ambush.json")
    page.curtain.button.click()
    QApplication.processEvents()
    page.scene.anchor = (4, 4)
    page.scene._update_ghost()
    shot("carto-ambush")
    window.leave_table()
    session = Session(game, [SeatInfo("Aiko")], {}, 9)
    from tabletop.bots import make_bot
    bot = make_bot("greedy", game_id)
    while not session.is_over():
        acts = session.legal_actions(0)
        session.act(0, bot.choose(game, session.view(0), 0, acts, rng))
    window.open_session(session, paths.saves / "carto-done.json")
    shot("carto-solo-result")
    window.leave_table()




def thiefs_market(window, shot, paths) -> None:
    """A person's distribution turn with dice picked, their buying turn, and the final table."""
    from tabletop.bots import make_bot
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.games import available_games
    from tabletop.games.thiefs_market.state import Phase

    game = available_games()["thiefs-market"]
    seats = [SeatInfo("Aiko")] + [SeatInfo(name, SeatKind.BOT, "greedy") for name in ("Ben", "Chiara", "Daichi")]
    session = Session(game, seats, {}, 5)
    bot = make_bot("greedy", game.id)
    rng = random.Random(1)

    def play_until(done) -> None:
        while not done():
            seat = session.to_act()[0]
            session.act(seat, bot.choose(game, session.view(seat), seat, session.legal_actions(seat), rng))

    # Round 4, Aiko to share out the loot after someone has already taken a pile.
    play_until(lambda: session.state.round >= 4 and session.to_act()[0] == 0
               and session.state.phase is Phase.DISTRIBUTE and session.state.piles[1] is not None)
    page = window.open_session(session, paths.saves / "tm-distribution.json")
    page.scene.selection = [1, 0, 1, 0, 0, 0, 0]
    page.scene.render_view_keep()
    shot("tm-distribution")
    play_until(lambda: session.state.phase is Phase.BUY and session.to_act()[0] == 0)
    window.open_session(session, paths.saves / "tm-buying.json")
    shot("tm-buying")
    play_until(session.is_over)
    window.open_session(session, paths.saves / "tm-final.json")
    shot("tm-final")
    window.leave_table()


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "artifacts/screenshots"))
