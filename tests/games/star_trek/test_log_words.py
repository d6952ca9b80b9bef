"""The log's words for a completed mission: a bonus is named only when one was earned (issue 30)."""

from tabletop.messages import render


def test_a_mission_without_a_bonus_says_nothing_of_one() -> None:
    line = render("st.mission_completed", {"seat": 0, "mission": "Vaytan", "points": 35, "bonus": 0, "score": 35})
    assert line == "Seat 1 completes Vaytan: 35 points; score 35."


def test_a_mission_with_a_bonus_names_it_with_its_count() -> None:
    params = {"seat": 1, "mission": "Lapideas System", "points": 30, "score": 70}
    assert render("st.mission_completed", {**params, "bonus": 5}) == \
        "Seat 2 completes Lapideas System: 30 points and a bonus of 5 points; score 70."
    assert "a bonus of 1 point;" in render("st.mission_completed", {**params, "bonus": 1})
