"""Probe round 32 (2026-11-27), between the helpers: what the merges showed. A shell
command another tool runs (an MCP or another agent's shell tool an operator rule names)
is also judged as run in a directory given beside it under any other key ({"command":
"rm -rf *", "path": "~"}), as the Bash tool's already was: an allow rule on the tool never
lifts what stage 1 denies (round 26's invariant drew the row once residuals32's file joined
the corpus). Letters: default, accept_edits, bypass, dont_ask, explore."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_PLAIN = snap()
_NAMED = snap(permissions={"allow": ["run_shell_command", "mcp__x__run"], "ask": [], "deny": []})

ROWS = [
    (("run_shell_command", {"command": "rm -rf *", "path": "~"}), "DDDDD"),
    (("run_shell_command", {"command": "rm -rf *", "folder": "/"}), "DDDDD"),
    (("mcp__x__run", {"command": "rm -rf *", "path": "~"}), "DDDDD"),
    (("mcp__x__run", {"command": "rm -rf ./*", "root": "$HOME"}), "DDDDD"),
    (("mcp__x__run", {"command": "chmod -R 777 .", "dir_path": "/"}), "DDDDD"),
    # neighbours: the project, or inside it, changes nothing
    (("run_shell_command", {"command": "npm test", "path": "/home/dev/project"}), "AAAAD"),
    (("mcp__x__run", {"command": "ls", "path": "/home/dev/project/src"}), "AAAAD"),
    (("mcp__x__run", {"command": "rm -rf build", "path": "/home/dev/project"}), "AAAAD"),
]


@pytest.mark.parametrize("call,expected", ROWS, ids=[r[0][0] + " " + str(r[0][1])[:60] for r in ROWS])
def test_an_allow_rule_on_a_shell_tool_keeps_its_directory(call, expected):
    assert call_letters(_NAMED, call) == expected


@pytest.mark.parametrize("call", [r[0] for r in ROWS if r[1] == "DDDDD"], ids=lambda c: str(c)[:60])
def test_without_a_rule_the_same_calls_are_denied(call):
    assert call_letters(_PLAIN, call) == "DDDDD"
