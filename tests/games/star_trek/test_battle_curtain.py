"""The curtain around battles and downloads: the other seat's view holds no private card, and every battle start,
random pick, download and shuffle is an undo barrier (an event that reveals)."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tests.games.star_trek.battle_literal import table
from tests.games.star_trek.literal import FED, GAME, act, kind_now, play_segment, to_hand
from tests.games.star_trek.test_battles import scenario_21, scenario_22

BORG = ROM = 1


def test_the_defenders_window_shows_the_beginner_nothing_of_the_hand():
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22()
    act(state, BORG, f"engage {beam} {sphere} {galaxy}")
    act(state, BORG, "pass")
    assert kind_now(state) == "assist"
    seen = repr(GAME.view(state, BORG))
    assert "1S136" not in seen   # Render Assistance, in Fed's hand
    own = GAME.view(state, FED)
    assert any(c.card == "1S136" for c in own.sides[FED].hand)
    battle = GAME.view(state, BORG).battle
    assert battle.kind == "engagement" and battle.beginner == (sphere,) and battle.defender == (galaxy,)


def test_the_battle_record_is_public_to_both_seats():
    state, nebula, crew, sphere, borg, beam = scenario_21()
    act(state, BORG, f"engage {beam} {sphere} {nebula}")
    for seat in (FED, BORG, None):
        b = GAME.view(state, seat).battle
        assert (b.beginner_total, b.defender_total, b.outcome, b.taken, b.damaged) == (10, 8, "win",
                                                                                        state.battle.taken, nebula)
    fed = GAME.view(state, FED)
    ship = next(s for m in fed.sides[FED].missions for s in m.ships if s.uid == nebula)
    assert [c.card for c in ship.damage] == ["3S036"] and (ship.range, ship.weapons, ship.shields) == (6, 6, 6)
    taken = next(c for m in fed.sides[FED].missions for s in m.ships for c in s.crew if c.uid == state.battle.taken)
    assert taken.owner == FED and taken.stopped


def test_a_download_search_is_private_and_its_take_public():
    state = table("romulan", "klingon")
    cretak = to_hand(state, 0, "Cretak")
    play_segment(state, 0)
    act(state, 0, f"play {cretak}")
    events = act(state, 0, "accept")
    taken = next(e for e in events if e.code == "st.downloaded")
    assert taken.visible_to is None and taken.reveal and taken.params["card"] == "D'deridex"   # shown to all
    assert any(e.code == "st.deck_shuffled" and e.reveal for e in events)
    assert GAME.view(state, 1).sides[0].hand is None      # the hand itself stays hidden


def test_battle_starts_and_random_picks_are_undo_barriers():
    state, nebula, crew, sphere, borg, beam = scenario_21()
    session = Session(GAME, [SeatInfo("Fed"), SeatInfo("Borg")], {"decks": "federation,borg_call_to_arms"}, 0,
                      state)
    events = session.act(BORG, Action.parse(f"engage {beam} {sphere} {nebula}"))
    assert not session.can_undo() and session.undo_barrier().code == "engine.undo_revealed"
    assert any(e.code == "st.command_taken" and e.reveal for e in events)


def test_the_choice_among_the_cards_a_search_found_is_the_searchers_alone():
    from tests.games.star_trek.test_deck_orders import gowron_table
    state, gowron, deck = gowron_table(["B'amara", "K'nera", "Dokar", "Meraht"])
    act(state, 0, f"play {gowron}")
    act(state, 0, "accept")
    assert kind_now(state) == "fetch"
    other = GAME.view(state, 1)
    assert other.prompt.code == "engine.deciding" and not any(str(u) in repr(other.decisions) for u in deck)
    own = GAME.view(state, 0)
    assert own.decisions[-1].kind == "fetch"
