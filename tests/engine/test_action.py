from tabletop.engine.action import Action
import pytest


@pytest.mark.parametrize("text", ["load 2 0", "stop", "stash food", "fixer none", "jettison 1"])
def test_text_form_round_trips(text):
    assert Action.parse(text).text() == text
    assert Action.parse(text) == Action.parse(" " + text + " ")


def test_numbers_become_ints():
    assert Action.parse("load 3 1").args == (3, 1)


@pytest.mark.parametrize("bad", ["", "   ", "12 3", "?? x", None])
def test_unreadable_text_is_refused(bad):
    with pytest.raises(ValueError):
        Action.parse(bad)
