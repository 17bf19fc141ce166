"""Modes (seed 002), the mode defaults table (DESIGN), sensitive paths (seeds 000/002),
bypass-immune handling per mode, stage 3's pure parts."""
from __future__ import annotations

import pytest

from policy.engine import evaluate as ev
from policy.engine.types import MODES, EngineError

from .engine_helpers import CWD, decide, snap

DEFAULT = snap()

# DESIGN's table, the rows that do not need the Bash parser: (row, tool, args)
TABLE = {
    "read_tools": {"default": "allow", "accept_edits": "allow", "explore": "allow", "bypass": "allow", "dont_ask": "allow"},
    "edit_inside_cwd": {"default": "ask", "accept_edits": "allow", "explore": "deny", "bypass": "allow", "dont_ask": "deny"},
    "other_tools": {"default": "allow", "accept_edits": "allow", "explore": "deny", "bypass": "allow", "dont_ask": "allow"},
}
CALLS = {
    "read_tools": [("Read", {"file_path": "src/a.py"}), ("Glob", {"pattern": "**/*.py"}),
                   ("Grep", {"pattern": "x", "path": "/etc"}), ("LS", {"path": "."})],
    "edit_inside_cwd": [("Write", {"file_path": "src/a.py", "content": "x"}),
                        ("Edit", {"file_path": f"{CWD}/a.py", "old_string": "a", "new_string": "b"}),
                        ("MultiEdit", {"file_path": "a.py", "edits": []}),
                        ("NotebookEdit", {"notebook_path": "n.ipynb", "new_source": ""})],
    "other_tools": [("WebFetch", {"url": "https://example.com/"}), ("mcp__x__y", {"a": 1}), ("KillShell", {"shell_id": "x"})],
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("row", list(TABLE))
def test_mode_defaults_table_row_by_row(row, mode):
    for tool, args in CALLS[row]:
        d = decide(DEFAULT, tool, args, agent_mode="bypass", mode=mode)
        assert d.decision == TABLE[row][mode], (tool, d)
        assert d.mode == mode


def test_the_mode_defaults_are_policy_data():
    p = snap(mode_defaults={"other_tools": {"default": "deny"}})
    assert decide(p, "mcp__x__y", {}).decision == "deny"


@pytest.mark.parametrize("agent", MODES)
@pytest.mark.parametrize("request_mode", MODES)
def test_a_request_mode_narrows_never_widens(agent, request_mode):
    eff = ev.effective_mode(agent, request_mode)
    assert MODES.index(eff) == min(MODES.index(agent), MODES.index(request_mode))


def test_an_unknown_mode_is_an_engine_error():
    with pytest.raises(EngineError):
        decide(DEFAULT, "Read", {}, mode="yolo")
    with pytest.raises(EngineError):
        decide(DEFAULT, "Read", {}, agent_mode="root")


@pytest.mark.parametrize("bad", [dict(tool=""), dict(tool=None), dict(args=[1]), dict(cwd="relative/dir")])
def test_a_bad_request_shape_is_an_engine_error(bad):
    kw = {"tool": "Read", "args": {}, **bad}
    with pytest.raises(EngineError):
        decide(DEFAULT, kw.pop("tool"), kw.pop("args"), **kw)


def test_the_policy_mode_is_the_agent_mode():
    p = snap(mode="explore")
    assert decide(p, "Write", {"file_path": "a", "content": ""}).decision == "deny"
    assert decide(p, "Write", {"file_path": "a", "content": ""}, mode="bypass").decision == "deny"


# Seed 000 sensitive files and seed 002 dangerous paths, one row each.
SENSITIVE = [
    ".env", ".env.production", "config/aws_credentials.json", "my_secret.txt", "server.pem", "tls.key",
    ".git/config", ".ssh/known_hosts", ".bashrc", ".zshrc", ".bash_profile", ".profile", ".gitconfig",
    ".gitmodules", ".ssh/config", ".ssh/authorized_keys", "id_rsa", "id_ed25519", ".env.local", ".npmrc",
    ".pypirc", ".aws/credentials", ".git/hooks/pre-commit", ".ssh/x", ".claude/settings.json",
    ".vscode/tasks.json", ".aws/config", ".kube/config",
    "src/../.env", "./.ENV", "src//..//.bashrc", "~/.bashrc", "/root/.ssh/authorized_keys",
]


@pytest.mark.parametrize("path", SENSITIVE)
@pytest.mark.parametrize("tool", ["Write", "Edit"])
def test_writing_a_sensitive_path_asks_and_is_bypass_immune(tool, path):
    p = snap(permissions={"allow": ["Write", "Edit", "Edit(**)"]})
    d = decide(p, tool, {"file_path": path, "content": "", "old_string": "a", "new_string": "b"},
               agent_mode="accept_edits")
    assert (d.decision, d.check, d.bypass_immune) == ("ask", "sensitive_path", True)
    assert d.suggestions == ()


@pytest.mark.parametrize("path", ["src/env.py", "environment.md", "keys.txt", "gitconfig.md", "profile.py"])
def test_ordinary_names_are_not_sensitive(path):
    d = decide(DEFAULT, "Write", {"file_path": path, "content": ""}, agent_mode="accept_edits")
    assert d.decision == "allow"


# Seed 002: bypass-immune ask handling per mode.
BYPASS_IMMUNE = {"default": "ask", "accept_edits": "ask", "dont_ask": "deny", "bypass": "allow", "explore": "deny"}


@pytest.mark.parametrize("mode", MODES)
def test_bypass_immune_handling_per_mode(mode):
    d = decide(snap(permissions={"allow": ["Write"]}), "Write", {"file_path": ".bashrc", "content": ""},
               agent_mode="bypass", mode=mode)
    assert d.decision == BYPASS_IMMUNE[mode], d


def test_a_session_approval_never_lifts_a_bypass_immune_ask():
    d = decide(DEFAULT, "Write", {"file_path": ".env", "content": ""})
    again = decide(DEFAULT, "Write", {"file_path": ".env", "content": ""},
                   session_approvals=frozenset({("Write", d.reason)}))
    assert again.decision == "ask"


def test_a_session_approval_turns_the_same_ask_into_allow_and_only_that_one():
    d = decide(DEFAULT, "Write", {"file_path": "a.py", "content": ""})
    assert d.decision == "ask"
    approvals = frozenset({("Write", d.reason)})
    ok = decide(DEFAULT, "Write", {"file_path": "a.py", "content": "y"}, session_approvals=approvals)
    assert (ok.decision, ok.check) == ("allow", "session_approval")
    other = decide(DEFAULT, "Write", {"file_path": "b.py", "content": ""}, session_approvals=approvals)
    assert other.decision == "ask"


def test_dont_ask_turns_an_ask_rule_into_deny_and_says_what_was_asked():
    p = snap(permissions={"ask": ["mcp__x__deploy"]})
    d = decide(p, "mcp__x__deploy", {}, mode="dont_ask")
    assert (d.decision, d.check) == ("deny", "dont_ask")
    assert d.reason.startswith("dont_ask: would have asked: ask rule mcp__x__deploy")


def test_ask_rules_hold_in_bypass_and_deny_rules_everywhere():
    p = snap(permissions={"ask": ["mcp__x__deploy"], "deny": ["mcp__x__drop"]})
    for mode in MODES:
        assert decide(p, "mcp__x__drop", {}, agent_mode="bypass", mode=mode).decision == "deny"
    assert decide(p, "mcp__x__deploy", {}, agent_mode="bypass").decision == "ask"


def test_writes_outside_the_working_directory_ask_with_the_path():
    d = decide(DEFAULT, "Write", {"file_path": "/etc/app/x.conf", "content": ""}, agent_mode="accept_edits")
    assert (d.decision, d.check) == ("ask", "working_dir")
    assert d.details["paths"] == ["/etc/app/x.conf"]
    assert d.suggestions == ("Write(/etc/app/x.conf)",)
    d = decide(DEFAULT, "Write", {"file_path": "../other/x.py", "content": ""}, agent_mode="accept_edits")
    assert d.check == "working_dir"


def test_every_ask_carries_the_narrowest_suggestion():
    d = decide(DEFAULT, "Write", {"file_path": "src/app.py", "content": ""})
    assert d.suggestions == ("Write(src/app.py)",)
    p = snap(mode_defaults={"other_tools": {"default": "ask"}})
    assert decide(p, "WebFetch", {"url": "https://Docs.Python.org/3/"}).suggestions == (
        "WebFetch(domain:docs.python.org)",)


@pytest.mark.parametrize("tool,args", [
    ("Write", {"content": "x"}), ("Write", {"file_path": 3}), ("Edit", {"file_path": ""}),
    ("Bash", {}), ("Bash", {"command": ""}), ("Bash", {"command": ["rm", "-rf", "/"]}), ("Bash", {"command": "   "}),
])
def test_missing_or_odd_fields_are_never_allowed(tool, args):
    for mode in MODES:
        assert decide(DEFAULT, tool, args, agent_mode="bypass", mode=mode).decision == "deny"


def test_no_cwd_means_nothing_is_inside_it():
    d = decide(DEFAULT, "Write", {"file_path": "a.py", "content": ""}, cwd=None, agent_mode="accept_edits")
    assert d.decision == "ask"
