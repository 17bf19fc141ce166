"""Probe round 18 (2026-11-26): other tools' calls (MCP shells, patches, proxies, file
rules, addresses, system path aliases, SQL, code runners), fixed."""
from __future__ import annotations

import json

import pytest

from tests.policy.engine_helpers import bash, decide, snap

MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")
ASKING = ("default", "accept_edits")


def _all(s, tool, args, expected, modes=MODES):
    for mode in modes:
        d = decide(s, tool, args, agent_mode=mode)
        assert d.decision == expected, (mode, tool, args, d.decision, d.reason)


# --- 2. an MCP shell's own cwd / workdir / env ------------------------------------------------

@pytest.mark.parametrize("args", [
    {"command": "rm -rf .", "cwd": "/"},
    {"command": "rm -rf ./*", "cwd": "~"},
    {"command": "rm -rf *", "workdir": "/home/dev"},
    {"command": "rm -rf .", "working_directory": "/home/dev/"},
    {"cmd": "rm -fr -- *", "Cwd": "/"},
])
def test_shell_tool_command_runs_in_its_cwd(args):
    _all(snap(), "mcp__shell__run", args, "deny")


@pytest.mark.parametrize("args", [
    {"command": "cat .ssh/id_rsa", "cwd": "~"},
    {"command": "cat shadow", "cwd": "/etc"},
])
def test_shell_tool_reads_are_judged_in_its_cwd(args):
    _all(snap(), "mcp__shell__run", args, "ask", ASKING)


@pytest.mark.parametrize("env", [
    {"LD_PRELOAD": "/tmp/x.so"},
    {"BASH_ENV": "/tmp/x"},
    {"PATH": "/tmp:/usr/bin"},
    {"PYTHONPATH": "/tmp"},
    {"NODE_OPTIONS": "--require /tmp/x.js"},
    {"GIT_SSH_COMMAND": "sh -c id"},
    ["LD_PRELOAD=/tmp/x.so"],
    "LD_PRELOAD=/tmp/x.so",
    [{"name": "BASH_ENV", "value": "/tmp/x"}],
])
def test_shell_tool_environment_is_an_assignment_prefix(env):
    s = snap()
    args = {"command": "ls", "env": env}
    _all(s, "mcp__shell__run", args, "ask", ASKING)
    assert decide(s, "mcp__shell__run", args, agent_mode="dont_ask").decision == "deny"


@pytest.mark.parametrize("args", [
    {"command": "ls"},
    {"command": "ls", "env": {"NODE_ENV": "production"}},
    {"command": "git status", "cwd": "/home/dev/project"},
    {"command": "ls", "cwd": "src"},
])
def test_shell_tool_plain_calls_stay_allowed(args):
    _all(snap(), "mcp__shell__run", args, "allow", ("default", "accept_edits", "bypass", "dont_ask"))


def test_shell_tool_relative_delete_in_project_is_no_catastrophe():
    d = decide(snap(), "mcp__shell__run", {"command": "rm -rf build", "cwd": "/home/dev/project"})
    assert d.decision == "ask"
    assert decide(snap(), "mcp__shell__run", {"command": "rm -rf build", "cwd": "/home/dev/project"},
                  agent_mode="bypass").decision == "allow"


# --- 5. threat rules see an MCP shell's canonical words ------------------------------------------

@pytest.mark.parametrize("tool,args", [
    ("mcp__shell__exec", {"cmd": 'r\\m -r"f" /x'}),
    ("mcp__shell__run", {"command": "rm -r'f' build"}),
    ("mcp__term__send", {"input": "\\rm -rf x"}),
])
def test_threat_rules_see_mcp_shell_canonical_words(tool, args):
    s = snap(threat_rules=[{"name": "no_rmrf", "pattern": r"rm -rf", "field": "args"}])
    _all(s, tool, args, "deny")


def test_threat_rule_leaves_other_shell_commands():
    s = snap(threat_rules=[{"name": "no_rmrf", "pattern": r"rm -rf", "field": "args"}])
    assert decide(s, "mcp__shell__exec", {"cmd": "ls -la"}).decision == "allow"
