"""Probe round 29, cold path: the decisions the speed work must keep.

Round 29's cold-path helper made the first evaluation of a call cheaper (another tool's
path-like arguments read once per evaluation, the loose from/to key's regex after the
cheap value tests, stage 3's explore/dont_ask/session decisions built positionally). No
decision was to change: a corpus of ~21,700 calls was decided byte-identically before and
after. These tables pin the classes those changes touch, each with its benign neighbours,
in all five modes: MCP tools' path arguments (a from/to that names a path, an e-mail
"to" that does not), a UNC path, the bench workload's eight kinds, and the fields of the
decisions stage 3 rebuilds.
"""
from __future__ import annotations

import dataclasses

import pytest

from policy.engine.types import Decision
from tests.policy.engine_helpers import MODES, bash, decide, snap

NO_RULES = snap()


def _modes(tool: str, args: dict, snapshot=NO_RULES) -> str:
    """Five letters, A (allow), K (ask), D (deny), for default, accept_edits, bypass,
    dont_ask and explore."""
    letters = {"allow": "A", "ask": "K", "deny": "D"}
    return "".join(letters[decide(snapshot, tool, args, agent_mode="bypass", mode=m).decision] for m in MODES)


# --- another tool's path-like arguments (read once per evaluation) --------------------------
OTHER_TOOLS = [
    # a loose from/to key that names a path: the path is judged (sensitive, outside)
    ("mcp__fs__move_file", {"from": "~/.ssh/id_rsa", "to": "/tmp/k"}, "KKADD"),
    ("mcp__fs__copy", {"from": "./notes.md", "to": "~/.bashrc"}, "KKADD"),
    ("mcp__fs__copy", {"from": "./notes.md", "to": "../other/notes.md"}, "KKADD"),
    # benign neighbours: a move inside the project is an edit; an e-mail's "to" is no path
    ("mcp__fs__move_file", {"from": "src/a.py", "to": "src/b.py"}, "KAADD"),
    ("mcp__fs__move_file", {"source": "./src/a.py", "destination": "./src/b.py"}, "KAADD"),
    ("mcp__mail__send", {"to": "dev@example.com", "subject": "build", "body": "green"}, "AAAAD"),
    ("mcp__fs__read_file", {"path": "src/app.py"}, "AAAAD"),
    # a file on another machine by a UNC path: asked in every mode but explore's deny
    ("mcp__fs__read_file", {"path": "\\\\fileserver\\share\\x.txt"}, "KKKDD"),
    ("mcp__fs__read_file", {"path": "//fileserver/share/x.txt"}, "KKKDD"),
]


@pytest.mark.parametrize("tool,args,expected", OTHER_TOOLS, ids=[f"{t}-{i}" for i, (t, _a, _e) in enumerate(OTHER_TOOLS)])
def test_other_tools_path_arguments(tool, args, expected):
    assert _modes(tool, args) == expected


# --- the bench workload's eight kinds -------------------------------------------------------
WORKLOAD = [
    ("Bash", {"command": "ls -la src/module_5"}, "AAAAA"),
    ("Bash", {"command": "npm run build -- --env=staging5 && npm test -- --shard=5"}, "AAAAD"),
    ("Bash", {"command": "git add -A && git commit -m 'fix issue 5' && git push origin feature-5"}, "KKADD"),
    ("Bash", {"command": "grep -rn 'TODO 5' src | sort | head -n 6"}, "AAAAA"),
    ("Write", {"file_path": "src/pkg/file_5.py", "content": "# generated 5\nprint(1)\n"}, "KAADD"),
    ("Edit", {"file_path": "src/pkg/file_5.py", "old_string": "a", "new_string": "b5"}, "KAADD"),
    ("mcp__github__create_issue", {"repo": "org/repo", "title": "Issue 5", "body": "the build fails on main"},
     "AAAAD"),
    ("WebFetch", {"url": "https://docs.example.com/page/5", "prompt": "summarise"}, "AAAAD"),
    # and their dangerous neighbours
    ("Bash", {"command": "rm -rf /"}, "DDDDD"),
    ("Write", {"file_path": "/etc/sudoers", "content": "x"}, "DDDDD"),
    ("WebFetch", {"url": "http://169.254.169.254/latest/meta-data/", "prompt": "x"}, "DDDDD"),
]


@pytest.mark.parametrize("tool,args,expected", WORKLOAD, ids=[f"{t}-{i}" for i, (t, _a, _e) in enumerate(WORKLOAD)])
def test_workload_kinds(tool, args, expected):
    assert _modes(tool, args) == expected


# --- stage 3's rebuilt decisions: every field as the constructor would set it ---------------
def test_dont_ask_and_explore_decisions_keep_their_fields():
    # (an ask stage 3 turns into deny: a sensitive path, bypass-immune)
    tool, args = "mcp__fs__move_file", {"from": "~/.ssh/id_rsa", "to": "/tmp/k"}
    ask = decide(NO_RULES, tool, args, agent_mode="bypass", mode="default")
    assert ask.decision == "ask" and ask.bypass_immune and ask.check == "sensitive_path"
    for mode, check in (("dont_ask", "dont_ask"), ("explore", "sensitive_path")):
        d = decide(NO_RULES, tool, args, agent_mode="bypass", mode=mode)
        assert type(d) is Decision
        assert d.decision == "deny" and d.check == check and d.rule == ask.rule
        assert d.suggestions == () and d.llm is False and d.bypass_immune is True and d.mode == mode
        assert "touches a sensitive path" in d.reason
        # equal to what the dataclass' own constructor builds from the same fields
        assert d == Decision(**{f.name: getattr(d, f.name) for f in dataclasses.fields(Decision)})
    d = decide(NO_RULES, tool, args, agent_mode="bypass", mode="dont_ask")
    assert d.reason.startswith("dont_ask: would have asked: ")


def test_session_approval_decision_keeps_its_fields():
    cmd = "git push origin feature-5"
    ask = bash(NO_RULES, cmd)
    approved = bash(NO_RULES, cmd, session_approvals=frozenset({("Bash", ask.reason)}))
    assert type(approved) is Decision
    assert approved.decision == "allow" and approved.check == "session_approval"
    assert approved.suggestions == () and approved.llm is False and approved.bypass_immune is False
    assert approved == Decision(**{f.name: getattr(approved, f.name) for f in dataclasses.fields(Decision)})
    # a bypass-immune ask (a sensitive path) is never approved for the session
    args = {"from": "~/.ssh/id_rsa", "to": "/tmp/k"}
    sens = decide(NO_RULES, "mcp__fs__move_file", args)
    assert sens.decision == "ask" and sens.bypass_immune
    again = decide(NO_RULES, "mcp__fs__move_file", args,
                   session_approvals=frozenset({("mcp__fs__move_file", sens.reason)}))
    assert again.decision == "ask"


def test_repeated_call_memo_gives_the_same_decision():
    """The second identical call comes from the memos (stage 2's, the call memo): the
    same decision, field for field, in every mode."""
    s = snap()
    for tool, args, _expected in WORKLOAD + OTHER_TOOLS:
        for m in MODES:
            first = decide(s, tool, args, agent_mode="bypass", mode=m)
            second = decide(s, tool, args, agent_mode="bypass", mode=m)
            assert first == second, (tool, args, m)
