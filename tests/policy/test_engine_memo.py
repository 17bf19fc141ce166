"""The engine's per-snapshot memos are invisible: a call decided with every memo and
cache warm (by the same call, by the same command in another mode, directory or tool,
by other calls) gets exactly the decision it gets on a snapshot that has seen nothing."""
from __future__ import annotations

import itertools
import random

import pytest

from policy.engine.evaluate import CALL_MEMO_LIMIT, evaluate
from policy.engine.types import Request, Task
from tests.policy.engine_helpers import CWD, SHA_A, SHA_B, keypair, sign, snap

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
    s.calls.clear()
    s.analyze.cache_clear()
    s.bash_paths.cache_clear()
    return evaluate(s, r)


def test_warm_decisions_equal_fresh_ones():
    s = snap(**POLICY)
    reqs = _requests()
    fresh = [_fresh(s, r) for r in reqs]
    s.memo.clear()
    s.calls.clear()
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


# --- the call memo: every input a decision depends on is in its key ----------------------

def _registry_policy():
    key, pub = keypair()
    caps = ["fs:delete"]
    return {
        **POLICY,
        "signing_public_key": pub,
        "tools": [{"name": "delete_file", "sha256": SHA_A, "required_capability": caps,
                   "signature": sign(key, "delete_file", caps, SHA_A)}],
        "sequence_contracts": [{"name": "read_first", "requires_prior": "read_file", "triggers_for": "delete_file",
                                "within_steps": 3}],
    }


def _varied_requests() -> list[Request]:
    out = []
    delete = {"path": "src/old.py"}
    for task, scope, sha, history in itertools.product(
            [None, Task("t", ("fs:delete",)), Task("t", ("fs:read",))], [None, ("fs:delete",), ()],
            [SHA_A, SHA_B, None], [(), ("read_file",), ("read_file", "a", "b", "c"), ("x", "read_file")]):
        out.append(Request(tool="delete_file", args=delete, cwd=CWD, task=task, task_scope=scope, tool_hash=sha,
                           history=history, session_id="s"))
    ask = {"command": "docker ps"}
    reason = evaluate(snap(**POLICY), Request(tool="Bash", args=ask, cwd=CWD)).reason
    for approvals, mode in itertools.product(
            [frozenset(), frozenset({("Bash", reason)}), frozenset({("Edit", reason)})], MODES):
        out.append(Request(tool="Bash", args=ask, cwd=CWD, agent_mode=mode, session_approvals=approvals))
        out.append(Request(tool="Bash", args={"command": "cat .env"}, cwd=CWD, agent_mode=mode,
                           session_approvals=approvals | {("Bash", "x")}))
    for value in (0, 0.0, -0.0, False, None, "0", 1, True, 1.0):   # equal in Python, not in JSON
        out.append(Request(tool="mcp__db__run", args={"limit": value, "q": "select 1"}, cwd=CWD))
    return out


def test_call_memo_decisions_equal_fresh_ones_across_tasks_hashes_histories_and_approvals():
    s = snap(**_registry_policy())
    reqs = _varied_requests()
    fresh = [_fresh(s, r) for r in reqs]
    assert {d.decision for d in fresh} == {"allow", "ask", "deny"}
    assert any(d.check == "session_approval" for d in fresh)
    s.calls.clear()
    rng = random.Random(7)
    for _ in range(3):
        order = list(range(len(reqs)))
        rng.shuffle(order)
        for i in order:
            assert evaluate(s, reqs[i]) == fresh[i], reqs[i]
    assert s.calls, "the memo was used"


def test_a_session_approval_is_applied_to_a_remembered_ask():
    s = snap(**POLICY)
    r = Request(tool="Bash", args={"command": "docker ps"}, cwd=CWD)
    first = evaluate(s, r)
    assert first.decision == "ask" and first.suggestions
    approved = evaluate(s, Request(tool="Bash", args=r.args, cwd=CWD,
                                   session_approvals=frozenset({("Bash", first.reason)})))
    assert approved.decision == "allow" and approved.check == "session_approval" and not approved.suggestions
    assert evaluate(s, r) == first   # the approval was not remembered for calls without it


def test_a_sensitive_ask_is_not_approved_from_the_memo():
    s = snap(**POLICY)
    r = Request(tool="Bash", args={"command": "cat .env"}, cwd=CWD)
    first = evaluate(s, r)
    assert first.decision == "ask" and first.bypass_immune
    again = evaluate(s, Request(tool="Bash", args=r.args, cwd=CWD,
                                session_approvals=frozenset({("Bash", first.reason)})))
    assert again == first


def test_long_and_nested_arguments_are_not_remembered():
    s = snap(**POLICY)
    s.calls.clear()
    evaluate(s, Request(tool="Write", args={"file_path": "src/a.py", "content": "x" * 5000}, cwd=CWD))
    evaluate(s, Request(tool="mcp__x__y", args={"items": ["a"]}, cwd=CWD))
    assert not s.calls
    evaluate(s, Request(tool="Write", args={"file_path": "src/a.py", "content": "x" * 100}, cwd=CWD))
    assert len(s.calls) == 1


def test_the_call_memo_is_bounded():
    s = snap(**POLICY)
    s.calls.clear()
    for i in range(CALL_MEMO_LIMIT + 10):
        s.calls[("k", i)] = None
    evaluate(s, Request(tool="Edit", args={"file_path": "src/a.py", "old_string": "a", "new_string": "b"}, cwd=CWD))
    assert len(s.calls) == 1
