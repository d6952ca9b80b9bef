"""What the Star Trek table, its rules and its hints say: the numbers the game uses, no "+0", every move entry
told apart, one other player, stopped cards as the table draws them, and the curtain in an attempt."""

from __future__ import annotations

import random
import re

from tabletop.bots import make_bot
from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.effects import rule_texts
from tabletop.games.star_trek.messages import MESSAGES
from tabletop.games.star_trek.tutorial import TEXTS as TUTORIAL_TEXTS
from tabletop.messages import english
from tabletop.resources import asset_path
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import StepKind
from tabletop.tutorial.runner import TutorialRunner
from tabletop.ui.controller import GameController
from tabletop.ui.games.star_trek import StarTrekScene
from tabletop.ui.table import TablePage

NAMES = ["Aiko", "Ben"]


def test_no_rule_text_reads_plus_nothing():
    texts = {card: english(code, params) for card in CARDS for code, params in rule_texts(card)}
    assert not [t for t in texts.values() if re.search(r"[+-]0\b", t)]
    riker = next(c for c in CARDS.values() if c.name.startswith("William T. Riker"))
    assert "Anthropology" in texts[riker.id] and "Strength" not in texts[riker.id]


def test_the_rules_give_the_deck_sizes_the_game_deals():
    side = GAME.new_game(2, {}, 1).sides[0]
    hand, deck = len(side.hand), len(side.deck)
    en = asset_path("rules", "star_trek.en.md").read_text(encoding="utf-8")
    ja = asset_path("rules", "star_trek.ja.md").read_text(encoding="utf-8")
    assert f"{hand + deck} cards to play ({hand} in the starting hand, {deck} in the draw deck)" in en
    assert f"プレイするカード{hand + deck}枚（初期手札{hand}枚、ドローデッキ{deck}枚）" in ja
    assert "40" not in en.split("\n")[2] and "40" not in ja.split("\n")[2]


def test_the_hint_to_end_playing_says_the_counters_are_spent_while_the_deck_has_cards():
    session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, 2), random.Random(2)
    bot = make_bot("greedy", "star-trek")
    seen = 0
    for _ in range(400):
        if session.is_over():
            break
        seat = session.to_act()[0]
        legal = session.legal_actions(seat)
        if Action("end_play") in legal:
            reason = bot.explain(GAME, session.view(seat), seat, Action("end_play"))
            deck = len(session.state.sides[seat].deck)
            assert reason.code == ("st.why.end_play" if deck == 0 else "st.why.end_play_spent")
            assert ("empty" in english(reason.code, reason.params)) == (deck == 0)
            seen += 1
        session.act(seat, rng.choice(legal))
    assert seen


def test_every_move_entry_reads_differently(qtbot):
    checked = 0
    for seed in range(3):
        session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed), random.Random(seed)
        scene = StarTrekScene()
        for _ in range(700):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            view = session.view(seat)
            labels = [scene.action_label(view, a) for a in legal]
            assert len(set(labels)) == len(labels), sorted(lab for lab in labels if labels.count(lab) > 1)
            checked += sum(1 for a in legal if a.kind in ("beam", "order", "play"))
            session.act(seat, rng.choice(legal))
    assert checked


def test_two_copies_in_one_place_are_numbered_and_in_two_places_named_by_place(qtbot):
    session = Session(GAME, [SeatInfo(n) for n in NAMES], {}, 1)
    scene = StarTrekScene()
    state = session.state
    seat = session.to_act()[0]
    hand = state.sides[seat].hand
    # Two copies of one card in the hand: give the hand a second copy of its first card from the deck.
    first = state.cards[hand[0]]
    twin = next((u for u in state.sides[seat].deck if state.cards[u] == first), None)
    if twin is None:
        twin = state.sides[seat].deck[0]
        state.cards[twin] = first
    state.sides[seat].deck.remove(twin)
    hand.append(twin)
    view = session.view(seat)
    a, b = scene.action_label(view, Action("play", (hand[0],))), scene.action_label(view, Action("play", (twin,)))
    title = CARDS[first].title
    assert a != b and title in a and title in b and "in hand" in a and "copy" in a and "copy" in b


def test_a_two_player_tutorial_speaks_of_one_other_player():
    runner = TutorialRunner(load_tutorial("star-trek"))
    while runner.step.kind is not StepKind.BOTS:
        step = runner.step
        runner.next() if step.kind is StepKind.READ else runner.play(runner.expected)
    verdict = runner.check(Action("end_orders"))
    assert english_tutorial(verdict.advice) == "Nothing was played. The other player is taking their turn."


def english_tutorial(key: str) -> str:
    from tabletop.tutorial.texts import SHARED
    return SHARED[key][1]


def test_stopped_cards_are_told_as_the_table_draws_them():
    texts = [asset_path("rules", f"star_trek.{lang}.md").read_text(encoding="utf-8") for lang in ("en", "ja")]
    texts += [t[1] for t in TUTORIAL_TEXTS.values()] + [t[1] for t in MESSAGES.values()]
    assert not [t for t in texts if "sideways" in t or "横向き" in t]
    assert any("slanted bar" in t for t in texts)


def _hot_seat_page(qtbot, session: Session) -> TablePage:
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    controller.start()
    return page


def test_the_curtain_in_an_attempt_says_who_chooses_the_dilemmas_and_whose_crew_faces_them(qtbot):
    owner_seen = back_seen = False
    for seed in range(20):
        session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed), random.Random(seed)
        for _ in range(2500):
            if session.is_over() or owner_seen and back_seen:
                break
            a = session.state.attempt
            seat = session.to_act()[0]
            if a is not None and (seat == a.owner and a.step == "choosing" and not owner_seen
                                  or seat == a.seat and a.step != "choosing" and a.current is not None
                                  and not back_seen):
                page = _hot_seat_page(qtbot, session)
                title = page.curtain.title.text()
                attacker, owner = NAMES[a.seat], NAMES[a.owner]
                if seat == a.owner:
                    assert title == f"Pass to {owner}: {owner} chooses the dilemmas {attacker}'s crew faces"
                    owner_seen = True
                else:
                    assert title == f"{attacker}: your crew faces {owner}'s dilemmas"
                    back_seen = True
                page.close()
            session.act(seat, rng.choice(session.legal_actions(seat)))
        if owner_seen and back_seen:
            break
    assert owner_seen and back_seen


def test_a_missions_face_sums_the_crew_there_and_moves_say_their_range_cost(qtbot):
    from tabletop.ui.games.star_trek import MissionHead
    from tests.ui.test_star_trek_table import _page

    session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, 4), random.Random(4)
    while not any(a.kind == "move" for a in session.legal_actions(session.to_act()[0])):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    view = session.view(seat)
    heads = {h.card.id: h for h in page.scene.items() if isinstance(h, MissionHead)}
    for side in view.sides:
        for m in side.missions:
            texts = " ".join(b.text for b in heads[m.card].text_boxes())
            for need in m.needs:  # each requirement, met (✓) or short by how much
                short = "✓" if need.have >= need.need else f"{need.have}/{need.need}" \
                    if need.kind == "attribute" else f"−{need.need - need.have}"
                assert short in texts, (texts, need)
    ships = {s.uid: s for side in view.sides for m in side.missions for s in m.ships}
    for action in session.legal_actions(seat):
        if action.kind == "move":
            ship = ships[action.args[0]]
            label = page.scene.action_label(view, action)
            assert f"(Range {dict(ship.costs)[action.args[1]]} of {ship.range_left})" in label


def test_a_crowded_mission_shows_every_card_in_play(qtbot):
    from tabletop.ui.games.star_trek import Chip

    crowded = 0
    for seed in range(2):
        session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed), random.Random(seed)
        scene = StarTrekScene()
        for step in range(1500):
            if session.is_over():
                break
            seat = session.to_act()[0]
            if step % 25 == 0:
                view = session.view(seat)
                scene.render_view(view, session.legal_actions(seat), NAMES, seat)
                in_play = sorted(c.card for side in view.sides for m in side.missions
                                 for c in (*m.surface, *m.ships, *(p for s in m.ships for p in s.crew)))
                chips = sorted(i.card.id for i in scene.items() if isinstance(i, Chip)
                               and (view.attempt is None or i.card.id != view.attempt.current))
                assert chips == in_play
                crowded += any(len(m.surface) + sum(1 + len(s.crew) for s in m.ships) > 9
                               for side in view.sides for m in side.missions)
            session.act(seat, rng.choice(session.legal_actions(seat)))
    assert crowded, "no mission was crowded in the seeded games: the test saw nothing"


def test_the_dilemma_faced_lies_face_up_at_its_mission(qtbot):
    from tabletop.ui.games.star_trek import Chip
    from tests.ui.test_star_trek_reading import _facing
    from tests.ui.test_star_trek_table import _page

    session = _facing()
    a = session.state.attempt
    page = _page(qtbot, session, a.seat)
    revealed = [i for i in page.scene.items() if isinstance(i, Chip) and i.card.id == session.state.cards[a.current]
                and i.note == "revealed now"]
    assert len(revealed) == 1 and CARDS[revealed[0].card.id].name in revealed[0].toolTip()
