"""Fuzzing the Cartographers sheet notation: any text parses or raises SheetError naming the line."""

from __future__ import annotations

from string import Formatter

from hypothesis import example, given, strategies as st

from tabletop.games.cartographers.components import DRAWABLE, SIDES
from tabletop.games.cartographers.grid import SIZE, bit
from tabletop.games.cartographers.sheet import Sheet, SheetError, format_sheet, parse_sheet
from tabletop.messages import catalog

SYMBOLS = ".FVAWM^Xfvawmx"
BLANK_A = format_sheet(Sheet("A"))


def check(text: str) -> Sheet | None:
    """Returns the parsed sheet, or None after checking the SheetError names a line of `text`."""
    try:
        sheet = parse_sheet(text)
    except SheetError as e:
        fields = {name for _, name, _, _ in Formatter().parse(catalog()[e.reason.code][1]) if name}
        assert fields <= set(e.reason.params), (e.reason, text)  # the message has every parameter it names
        if e.reason.code != "sheet.empty":
            line = e.reason.params["line"]
            assert isinstance(line, int) and 1 <= line <= max(1, len(text.splitlines())), (line, text)
        if "column" in e.reason.params:  # the column counts from the start of the line as written
            written = text.splitlines()[e.reason.params["line"] - 1]
            symbol = written[e.reason.params["column"] - 1]
            expected = {"sheet.mountain_misplaced": "^", "sheet.wasteland_misplaced": "xX"}.get(e.reason.code)
            assert symbol == e.reason.params.get("symbol", symbol) and symbol in (expected or symbol), (e.reason, text)
        return None
    assert parse_sheet(format_sheet(sheet)) == sheet  # what parses writes back the same
    return sheet


@st.composite
def sheet_like(draw: st.DrawFn) -> str:
    """Returns text shaped like a sheet: a side line and rows of symbols, with slips of every kind."""
    lines = [draw(st.sampled_from(["side A", "side B", "Side a", "side C", "side", "side A B", "A"]))]
    for _ in range(draw(st.integers(0, SIZE + 2))):
        length = draw(st.sampled_from([SIZE, SIZE, SIZE, SIZE - 1, SIZE + 1, 0]))
        lines.append(draw(st.text(st.sampled_from(SYMBOLS + " #"), min_size=length, max_size=length)))
    newline = draw(st.sampled_from(["\n", "\r\n", "\r", "\x0b", "\u2028"]))
    return newline.join(lines) + draw(st.sampled_from(["", newline]))


@st.composite
def mutated_blank(draw: st.DrawFn) -> str:
    """Returns the blank side-A sheet with one character inserted, deleted or replaced."""
    at = draw(st.integers(0, len(BLANK_A)))
    glyph = draw(st.characters(exclude_categories=("Cs",)))
    how = draw(st.sampled_from(["insert", "delete", "replace"]))
    if how == "insert":
        return BLANK_A[:at] + glyph + BLANK_A[at:]
    if how == "delete":
        return BLANK_A[:at] + BLANK_A[at + 1:]
    return BLANK_A[:at] + glyph + BLANK_A[at + 1:]


@given(st.text(max_size=200))
@example("")
@example("{")
@example("# only a comment\n\n")
@example("side A")
@example("side A\n" + "." * 11)
@example(BLANK_A.replace("^", ".", 1))
@example(BLANK_A + "...........\n")
@example("side A\n AAAAAAAAAA#")  # an indented row: the column was counted without the indent
@example(BLANK_A.replace("\n...^", "\n  ..?^", 1))
def test_any_text_parses_or_names_the_line(text: str) -> None:
    check(text)


@given(sheet_like())
def test_sheet_shaped_text_parses_or_names_the_line(text: str) -> None:
    check(text)


@given(mutated_blank())
def test_one_slip_in_a_good_sheet_is_named(text: str) -> None:
    check(text)


@given(st.sampled_from(sorted(SIDES)), st.lists(st.integers(0, len(DRAWABLE)), min_size=SIZE * SIZE,
                                                  max_size=SIZE * SIZE))
def test_every_drawable_sheet_round_trips(side: str, cells: list[int]) -> None:
    sheet = Sheet(side)
    printed = sheet.map.mountains | sheet.map.wasteland
    for k, terrain in enumerate(cells):
        b = bit(k // SIZE, k % SIZE)
        if terrain < len(DRAWABLE) and not printed & b:
            sheet.drawn[terrain] |= b
    assert check(format_sheet(sheet)) == sheet
