"""A bot's move on the Starfarers table: its banner and the frame round its offer stand clear of the answer buttons,
the prompt and the seats' figures."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF

from tabletop.games import available_games
from tabletop.ui.games.starfarers.panels import SeatsTable
from tabletop.ui.games.starfarers.scene import StarfarersScene
from tabletop.ui.i18n import message
from tabletop.ui.items import ButtonItem, LabelItem
from tabletop.ui.last_move import MoveBanner, show_last_move

NAMES = ["Aiko", "Ben", "Chiara", "Dev"]


def test_a_bots_offer_is_framed_and_named_clear_of_the_answers_and_the_seats(qapp):
    game = available_games()["starfarers"]
    checked = 0
    for seed in range(4):
        state = game.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if game.is_over(state) or checked > 6 * (seed + 1):
                break
            seat = game.to_act(state)[0]
            action = rng.choice(game.legal_actions(state, seat))
            events = game.apply(state, seat, action)
            if action.kind not in ("offer_send", "pass", "accept") or game.is_over(state):
                continue
            person = game.to_act(state)[0]
            legal = game.legal_actions(state, person)
            view = game.view(state, person)
            scene = StarfarersScene()
            scene.render_view(view, legal, NAMES, person)
            lines = [message(e.code, dict(e.params), NAMES) for e in events if e.visible(person)]
            frame = show_last_move(scene, view, lines or ["—"], events)
            banner = next(i for i in scene.items() if isinstance(i, MoveBanner))
            buttons = [b.sceneBoundingRect().adjusted(4, 4, -4, -4) for b in scene.items()
                       if isinstance(b, ButtonItem) and b.topLevelItem() is not banner]
            table = next(i for i in scene.items() if isinstance(i, SeatsTable))
            seats = [table.row_rect(k) for k in range(view.players)]
            box = banner.sceneBoundingRect().adjusted(4, 4, -4, -4)
            assert not any(box.intersects(r) for r in buttons + seats)
            if frame is not None and view.offer is not None:
                drawn = frame.adjusted(-9.5, -9.5, 9.5, 9.5)  # the frame's margin and its pen
                assert not any(drawn.intersects(r) for r in buttons), (drawn, scene._trade_lines(view))
                # The prompt's glyphs: its box less the room above and below a 9 pt line.
                prompt = [i.mapRectToScene(QRectF(0, 4, i.width, i.height - 8)) for i in scene.items()
                          if isinstance(i, LabelItem) and i.text == scene.prompt(view, NAMES, person)]
                assert not any(drawn.intersects(p) for p in prompt), (drawn, prompt)
            checked += 1
    assert checked >= 10
