"""Every name the engine's modules use is defined (pyflakes' undefined-name check).

Round 36's merges joined two branches where one renamed a helper and the other called the old
name: the engine raised NameError on every Bash call under a deny rule and failed closed
(everything denied). The suite's rows caught it only where a deny rule was in the policy; a
static check catches it for every path. Annotations are strings here (``from __future__
import annotations``), so a name used only in one is not counted."""
from __future__ import annotations

from pathlib import Path

import pytest
from pyflakes import checker
import ast

ENGINE = Path(__file__).resolve().parents[2] / "policy" / "engine"


@pytest.mark.parametrize("path", sorted(ENGINE.glob("*.py")), ids=lambda p: p.name)
def test_no_undefined_names(path: Path) -> None:
    tree = ast.parse(path.read_text(), filename=str(path))
    found = checker.Checker(tree, filename=str(path))
    undefined = [m for m in found.messages if type(m).__name__ in ("UndefinedName", "UndefinedLocal",
                                                                   "UndefinedExport")]
    # (a name in a string annotation under postponed evaluation is never looked up)
    undefined = [m for m in undefined if not _annotation_only(tree, m.message_args[0])]
    assert not undefined, "\n".join(str(m) for m in undefined)


def _annotation_only(tree: ast.AST, name: str) -> bool:
    """``name`` appears only inside annotations."""
    in_annotations = set()
    for node in ast.walk(tree):
        for ann in _annotations(node):
            in_annotations.update(id(n) for n in ast.walk(ann))
    return all(id(n) in in_annotations for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == name)


def _annotations(node: ast.AST):
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        args = node.args
        for a in args.posonlyargs + args.args + args.kwonlyargs + [args.vararg, args.kwarg]:
            if a is not None and a.annotation is not None:
                yield a.annotation
        if node.returns is not None:
            yield node.returns
    elif isinstance(node, ast.AnnAssign):
        yield node.annotation
