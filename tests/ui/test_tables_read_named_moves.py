"""No table decodes an action's arguments by position: each reads its game's named parts (games/<g>/moves.py parts).

The rule, read from the source (ast) of every module under tabletop/ui:
- any read of an attribute called `args` is flagged (`a.args[0]`, `x in a.args`, `len(a.args)`, `f(a.args)`,
  `*a.args`), and so is `getattr(x, "args")`: in the tables every such `.args` is an Action's;
- except on a name an `except ... as name` clause binds (an exception's args are no action's).
An argparse namespace is not caught (`args.lang` reads `lang`, `parser.parse_args()` is another name), nor an Action
indexed as the tuple it is (`action[1]`): telling that from a list's index would need the types.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "tabletop" / "ui"


def positional_reads(source: str) -> list[tuple[int, str]]:
    """Returns (line, code) of each read of an action's arguments by position in a module's source."""
    tree = ast.parse(source)
    caught = {h.name for h in ast.walk(tree) if isinstance(h, ast.ExceptHandler) and h.name}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "args" and isinstance(node.ctx, ast.Load):
            if isinstance(node.value, ast.Name) and node.value.id in caught:
                continue
            out.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "args":
            out.append((node.lineno, ast.unparse(node)))
    return sorted(set(out))


def test_no_table_reads_an_actions_arguments_by_position():
    modules = sorted(UI.rglob("*.py"))
    assert len(modules) > 40 and UI / "games" / "starfarers" / "scene.py" in modules
    found = [f"{path.relative_to(ROOT)}:{line}: {code}" for path in modules
             for line, code in positional_reads(path.read_text(encoding="utf-8"))]
    assert not found, "read the game's named parts (moves.parts) instead:\n" + "\n".join(found)


def test_the_rule_catches_every_positional_read_and_nothing_else():
    flagged = '''
def f(a, legal, node):
    x = a.args[0]
    y = 3 in a.args
    n = len(a.args)
    spot(a.kind, a.args)
    g(*node.action.args)
    z = {b.args[1]: b for b in legal}
    w = getattr(a, "args")
'''
    assert [line for line, _ in positional_reads(flagged)] == [3, 4, 5, 6, 7, 8, 9]
    fine = '''
import argparse

def main(argv, a):
    args = argparse.ArgumentParser().parse_args(argv)
    print(args.lang, a.kind, parts(a).ship)
    try:
        run()
    except ValueError as error:
        print(error.args)
'''
    assert positional_reads(fine) == []
