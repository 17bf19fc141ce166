"""A file rule written with one leading slash: absolute in Guardian's policy, relative to
the project in Claude Code's project settings (`//` is absolute there). A deny or ask
rule copied from `.claude/settings.json` covers both; an allow rule only the absolute."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import CWD, bash, decide, snap


@pytest.fixture(scope="module")
def s():
    return snap(permissions={"deny": ["Read(/conf/**)", "Edit(/src/generated/**)", "Read(/.env)"],
                             "ask": ["Read(/private/**)"]})


@pytest.mark.parametrize("path", [f"{CWD}/conf/x", "/conf/x"])
def test_a_single_slash_deny_covers_the_project_and_the_root(s, path):
    assert decide(s, "Read", {"file_path": path}).decision == "deny"


def test_the_project_meaning_is_anchored_at_its_top(s):
    # (as Claude Code's /path: <project root>/path, not a conf directory at any depth)
    assert decide(s, "Read", {"file_path": f"{CWD}/app/conf/x"}).decision == "allow"


@pytest.mark.parametrize("command,decision", [
    ("cat conf/x", "deny"),
    ("echo x > src/generated/a.py", "deny"),
    ("cat .env", "deny"),
    ("cat private/notes.txt", "ask"),
    ("grep -r foo .", "ask"),        # a tree read reaching the protected directory
    ("ls src", "allow"),
])
def test_bash_meets_the_project_meaning(s, command, decision):
    assert bash(s, command, mode="default").decision == decision, command


def test_double_slash_stays_absolute_only():
    s = snap(permissions={"deny": ["Read(//conf/**)"]})
    assert decide(s, "Read", {"file_path": "/conf/x"}).decision == "deny"
    assert decide(s, "Read", {"file_path": f"{CWD}/conf/x"}).decision == "allow"


def test_an_allow_rule_keeps_the_absolute_meaning():
    s = snap(permissions={"allow": ["Edit(/src/**)"]})
    assert decide(s, "Edit", {"file_path": f"{CWD}/src/a.py", "old_string": "a", "new_string": "b"},
                  mode="default").decision == "ask"
    assert decide(s, "Edit", {"file_path": "/src/a.py", "old_string": "a", "new_string": "b"},
                  mode="default").decision == "allow"


@pytest.mark.parametrize("tool,args", [
    ("read_file", {"absolute_path": "/home/dev/.ssh/id_rsa"}),   # Gemini CLI
    ("read_file", {"path": "/home/dev/.aws/credentials"}),       # Cline
    ("read_file", {"absolute_path": f"{CWD}/.env"}),
    ("read_file", {"absolute_path": "~/.config/gh/hosts.yml"}),  # ~ is the home, as the tool reads it
])
def test_another_agents_read_of_a_sensitive_file_asks(tool, args):
    s = snap()
    assert decide(s, tool, args, mode="default").decision == "ask"
    assert decide(s, tool, args, mode="explore").decision == "deny"


def test_another_agents_read_of_a_project_file_is_a_read():
    s = snap()
    for mode in ("default", "explore"):
        assert decide(s, "read_file", {"absolute_path": f"{CWD}/src/app.py"}, mode=mode).decision == "allow"
