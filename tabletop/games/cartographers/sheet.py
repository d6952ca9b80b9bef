"""A player's map sheet: what is drawn where, coins, and the sheet's text notation.

Notation (one sheet per file): `#` comments and blank lines are ignored; the
first line is `side A` or `side B`; then 11 rows of 11 symbols, top row first:
`.` empty (an empty ruins space too), `F` forest, `V` village, `A` farm,
`W` water, `M` monster, `^` mountain, `X` wasteland. Mountains and wasteland
must stand exactly where that side prints them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.reason import Reason
from tabletop.games.cartographers.components import COIN_TRACK, DRAWABLE, SIDES, MapSide, Terrain
from tabletop.games.cartographers.grid import SIZE, bit

DRAWN_INDEX = {t: i for i, t in enumerate(DRAWABLE)}


@dataclass
class SeasonScore:
    """One season's box on the pad: the two edicts, coins and monsters."""

    edicts: tuple[str, str]
    first: int
    second: int
    coins: int
    monsters: int

    @property
    def total(self) -> int:
        """Returns the season's points."""
        return self.first + self.second + self.coins + self.monsters


@dataclass
class Sheet:
    """One player's map: drawn terrain masks (forest, village, farm, water, monster) and coins."""

    side: str
    drawn: list[int] = field(default_factory=lambda: [0] * len(DRAWABLE))
    shape_coins: int = 0
    mountain_coins: int = 0     # mask of mountains that have paid their coin
    coins_spent: int = 0
    seasons: list[SeasonScore] = field(default_factory=list)
    # The cells of each shape that earned a coin, one entry per coin: the ledger the invariants hold the count to.
    coin_cells: list[int] = field(default_factory=list)

    @property
    def map(self) -> MapSide:
        """Returns the printed side."""
        return SIDES[self.side]

    def terrain(self, t: Terrain) -> int:
        """Returns the mask of one terrain (printed mountains and wasteland included)."""
        if t is Terrain.MOUNTAIN:
            return self.map.mountains
        if t is Terrain.WASTELAND:
            return self.map.wasteland
        return self.drawn[DRAWN_INDEX[t]]

    @property
    def filled(self) -> int:
        """Returns every filled cell (drawn terrain, mountains, wasteland)."""
        d = self.drawn
        side = SIDES[self.side]  # read once: every legal list and every drawing asks for the filled cells
        return d[0] | d[1] | d[2] | d[3] | d[4] | side.mountains | side.wasteland

    @property
    def coins(self) -> int:
        """Returns the coins on the track (capped at 14), before any spent on skills."""
        return min(COIN_TRACK, self.shape_coins + self.mountain_coins.bit_count())

    @property
    def coins_left(self) -> int:
        """Returns the coins still scoring (the track less coins paid for skills)."""
        return self.coins - self.coins_spent

    def copy(self) -> "Sheet":
        """Returns an independent copy."""
        return Sheet(self.side, list(self.drawn), self.shape_coins, self.mountain_coins, self.coins_spent,
                     list(self.seasons), list(self.coin_cells))


class SheetError(ValueError):
    """A sheet text that cannot be read; the reason names the line (and column)."""

    def __init__(self, reason: Reason):
        from tabletop.messages import english

        super().__init__(english(reason.code, reason.params))
        self.reason = reason


def parse_sheet(text: str) -> Sheet:
    """Returns the sheet written in the notation; raises SheetError naming the line and column at fault."""
    # A byte-order mark (Windows' Notepad writes one) is not part of the first line.
    lines = [(n, line.rstrip("\r\n")) for n, line in enumerate(text.removeprefix("\ufeff").splitlines(), start=1)]
    body = [(n, line.strip()) for n, line in lines if line.strip() and not line.strip().startswith("#")]
    # Rows are read without their indent, but a column is named as counted in the line as written.
    indent = {n: len(line) - len(line.lstrip()) for n, line in lines}
    if not body:
        raise SheetError(Reason("sheet.empty"))
    n, first = body[0]
    words = first.split()
    if len(words) != 2 or words[0].lower() != "side" or words[1].upper() not in SIDES:
        raise SheetError(Reason("sheet.bad_side", {"line": n, "text": first}))
    sheet = Sheet(words[1].upper())
    rows = body[1:]
    for r, (n, row) in enumerate(rows[:SIZE]):
        if len(row) != SIZE:
            raise SheetError(Reason("sheet.row_length", {"line": n, "length": len(row)}))
        for c, ch in enumerate(row):
            terrain = _cell(sheet, r, c, ch, (n, indent[n] + c + 1))
            if terrain in DRAWN_INDEX:
                sheet.drawn[DRAWN_INDEX[terrain]] |= bit(r, c)
    if len(rows) != SIZE:
        where = rows[SIZE][0] if len(rows) > SIZE else (rows[-1][0] if rows else n)
        raise SheetError(Reason("sheet.row_count", {"line": where, "rows": len(rows)}))
    return sheet


_SYMBOLS = {t.value: t for t in Terrain}


def _cell(sheet: Sheet, r: int, c: int, ch: str, where: tuple[int, int]) -> Terrain | None:
    """Returns the terrain a cell's symbol names (None: empty); raises SheetError when it is no symbol, or when the
    printed map's mountains and wastelands are missing or misplaced. `where` is its line and column as written."""
    line, column = where
    if ch == ".":
        terrain = None
    elif ch.upper() in _SYMBOLS:
        terrain = _SYMBOLS[ch.upper()]
    else:
        raise SheetError(Reason("sheet.bad_symbol", {"line": line, "column": column, "symbol": ch}))
    at = {"line": line, "column": column, "side": sheet.side}
    mountain, waste = bool(sheet.map.mountains & bit(r, c)), bool(sheet.map.wasteland & bit(r, c))
    if mountain and terrain is not Terrain.MOUNTAIN:
        raise SheetError(Reason("sheet.mountain_missing", at))
    if waste and terrain is not Terrain.WASTELAND:
        raise SheetError(Reason("sheet.wasteland_missing", at))
    if terrain is Terrain.MOUNTAIN and not mountain:
        raise SheetError(Reason("sheet.mountain_misplaced", at))
    if terrain is Terrain.WASTELAND and not waste:
        raise SheetError(Reason("sheet.wasteland_misplaced", at))
    return terrain


def format_sheet(sheet: Sheet) -> str:
    """Returns the sheet in the notation (what `parse_sheet` reads)."""
    out = [f"side {sheet.side}"]
    for r in range(SIZE):
        row = []
        for c in range(SIZE):
            b = bit(r, c)
            symbol = "."
            for t in Terrain:
                if sheet.terrain(t) & b:
                    symbol = t.value
            row.append(symbol)
        out.append("".join(row))
    return "\n".join(out) + "\n"
