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
