"""What each seat may see: stashes are private, counts and loads are public."""

from tabletop.games.star_cartel import GAME

from .table import F, P, W, arrange


def test_a_seat_sees_its_own_stash_and_only_counts_of_the_others():
    state = arrange(stashes={0: [(F, 1), (W, 2)], 1: [(P, 3)]})
    mine = GAME.view(state, 0)
    assert [c.cargo for c in mine.seats[0].stash] == [F, W]
    assert mine.seats[1].stash is None and mine.seats[1].stash_count == 1
    public = GAME.view(state, None)
    assert all(s.stash is None for s in public.seats)
    assert [s.stash_count for s in public.seats] == [2, 1, 0, 0]


def test_loads_and_ships_are_public():
    state = arrange(loads={2: [(F, 3)]})
    view = GAME.view(state, 0)
    assert [c.cargo for c in view.seats[2].load] == [F]
    assert view.seats[2].load_total == 3


def test_the_view_holds_no_draw_pile_order():
    state = arrange()
    view = GAME.view(state, 0)
    assert view.draw_count == len(state.draw)
    assert not hasattr(view, "draw")


def _double_stash_pending(first: str):
    """Returns a state where seat 0 (Double Stash) stashed `first` and may still stash a second set."""
    from tabletop.engine.action import Action

    from .table import C, M

    state = arrange(hub=[[(W, 1)], [(W, 1)], [(P, 1)], [(M, 1)]], loads={0: [(F, 4), (C, 2), (M, 2)]},
                    ships={0: "Corvus"})
    for text in ("load 0 0", first):
        GAME.apply(state, 0, Action.parse(text))
    return state


def test_a_pending_second_stash_does_not_tell_the_others_which_set_went_face_down():
    crystals, medicine = _double_stash_pending("stash crystals"), _double_stash_pending("stash medicine")
    for viewer in (None, 1, 2, 3):
        assert GAME.view(crystals, viewer) == GAME.view(medicine, viewer), viewer
    # Both sets left after the price moves are still on the ship for the others; the stash count waits.
    public = GAME.view(crystals, None).seats[0]
    assert public.load_total == 4 and public.stash_count == 0
    # The owner sees the chosen set in the stash already.
    own = GAME.view(crystals, 0).seats[0]
    assert sorted(c.cargo.word for c in own.stash) == ["crystals"]
    assert "crystals" not in {c.cargo.word for c in own.load}


def test_a_pending_second_stash_writes_nothing_public_to_the_log():
    from tabletop.engine.action import Action

    state = _double_stash_pending("stash crystals")
    events = GAME.apply(state, 0, Action.parse("end_stash"))
    public = [e for e in events if e.visible_to is None]
    assert [e.code for e in public if e.code.startswith("cartel.stash")] == ["cartel.stashed_count"]
    assert next(e for e in public if e.code == "cartel.stashed_count").params["cards"] == 1
