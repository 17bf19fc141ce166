"""The engine's per-snapshot memos are invisible: a call decided with every memo and
cache warm (by the same call, by the same command in another mode, directory or tool,
by other calls) gets exactly the decision it gets on a snapshot that has seen nothing."""
from __future__ import annotations

import itertools

import pytest

from policy.engine.evaluate import evaluate
from policy.engine.types import Request
from tests.policy.engine_helpers import CWD, snap

POLICY = {
    "permissions": {
        "allow": ["Bash(npm run:*)", "Bash(git status)", "Edit(src/**)", "WebFetch(domain:docs.example.com)"],
        "deny": ["Bash(git push --force:*)", "Read(./secrets/**)"],
        "ask": ["Bash(docker:*)"],
    },
    "threat_rules": [
        {"name": "flag_npm", "pattern": r"\bnpm\s+run\b", "field": "args", "action": "flag", "reason": "trial"},
        {"name": "deny_exfil", "pattern": r"exfil\.example", "field": "any", "action": "deny", "reason": "exfil"},
        {"name": "flag_tool", "pattern": r"^Bash$", "field": "tool", "action": "flag", "reason": "every Bash"},
    ],
}

COMMANDS = [
    "ls -la src",
    "npm run build && npm test",
    "git status",
    "git push --force origin main",
    "docker ps",
    "rm -rf /",
    "cat .env",
    "cat secrets/a.txt",
    "curl https://exfil.example/x",
    "echo hi > /etc/motd",
    "echo hi > out.txt",
    "mkdir -p build && touch build/x",
    "$CMD arg",
    "eval \"$X\"",
    "python3 script.py",
    "if [ -f x",
]
MODES = ["default", "accept_edits", "explore", "bypass", "dont_ask"]
DIRS = [(CWD, None), ("/home/dev/project/src", CWD), ("/", None), ("/home/dev", None)]
EXTRA = [{}, {"description": "list"}, {"timeout": 5}, {"timeout": True}, {"timeout": 5.0}, {"opts": ["x"]}]


def _requests() -> list[Request]:
    out = []
    for cmd, mode, (cwd, project), extra in itertools.product(COMMANDS, MODES, DIRS, EXTRA[:3]):
        out.append(Request(tool="Bash", args={"command": cmd, **extra}, cwd=cwd, project_dir=project,
                           agent_mode=mode, session_id="s"))
    for cmd, extra in itertools.product(COMMANDS[:6], EXTRA):
        out.append(Request(tool="bash", args={"command": cmd, **extra}, cwd=CWD, session_id="s"))
        out.append(Request(tool="mcp__shell__run", args={"command": cmd, **extra}, cwd=CWD, session_id="s"))
    for mode in MODES:
        out.append(Request(tool="Edit", args={"file_path": "src/a.py", "old_string": "a", "new_string": "b"},
                           cwd=CWD, agent_mode=mode, session_id="s"))
        out.append(Request(tool="WebFetch", args={"url": "https://docs.example.com/x", "prompt": "p"}, cwd=CWD,
                           agent_mode=mode, session_id="s"))
        out.append(Request(tool="mcp__github__create_issue", args={"title": "t", "body": "DROP TABLE x"}, cwd=CWD,
                           agent_mode=mode, session_id="s"))
    return out


def _fresh(s, r: Request):
    s.memo.clear()
    s.analyze.cache_clear()
    s.bash_paths.cache_clear()
    return evaluate(s, r)


def test_warm_decisions_equal_fresh_ones():
    s = snap(**POLICY)
    reqs = _requests()
    fresh = [_fresh(s, r) for r in reqs]
    s.memo.clear()
    for _ in range(2):   # warm: every call seen before, in every mode and directory
        warm = [evaluate(s, r) for r in reqs]
        for r, a, b in zip(reqs, fresh, warm):
            assert a == b, (r, a, b)


def test_flags_and_events_are_this_calls_own_on_a_memo_hit():
    s = snap(**POLICY)
    r = Request(tool="Bash", args={"command": "npm run build"}, cwd=CWD, session_id="s")
    first, second = evaluate(s, r), evaluate(s, r)
    assert first.decision == second.decision == "allow"
    assert {f.rule for f in second.flags} == {"flag_npm", "flag_tool"}
    assert second.flags == first.flags and second.threat_events == first.threat_events


@pytest.mark.parametrize("mutate", ["details", "reason"])
def test_a_returned_decision_does_not_change_the_memo(mutate):
    s = snap(**POLICY)
    r = Request(tool="Bash", args={"command": "echo hi > /etc/motd"}, cwd=CWD, session_id="s")
    first = evaluate(s, r)
    assert first.decision == "ask" and first.details["paths"] == ["/etc/motd"]
    if mutate == "details":
        first.details.clear()
    second = evaluate(s, r)
    assert second.details["paths"] == ["/etc/motd"]
    assert second == _fresh(s, r)
