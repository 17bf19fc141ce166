"""Probe round 11 (2026-11-25, late night): findings of the session's helper rounds that
were fixed, and the build class widened to the toolchains' own query commands."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import bash, snap


@pytest.mark.parametrize("command", [
    "go list ./...", "go list -json -m all", "cargo tree -d", "cargo metadata --format-version 1 --no-deps",
])
def test_toolchain_queries_have_the_builds_trust(command):
    # they load the project's configuration as its build does (cargo runs the rustc
    # its config names): allowed where a build is, never read-only (explore denies)
    assert bash(snap(), command).decision == "allow"
    assert bash(snap(), command).check == "mode_default"
    assert bash(snap(), command, agent_mode="explore").decision == "deny"


@pytest.mark.parametrize("command", [
    "cargo tree --config build.rustc=/tmp/x", "go list -toolexec /tmp/x ./...",
    "cargo metadata --manifest-path /etc/x/Cargo.toml", "go env -w GOFLAGS=-toolexec=/tmp/x",
])
def test_toolchain_queries_with_code_or_outside_paths_are_asked(command):
    assert bash(snap(), command).decision == "ask"


@pytest.mark.parametrize("command", [
    "sed -i '1i # header' src/a.py", "sed -i '$a footer' src/a.py", "sed -i '/x/c replaced' src/a.py",
    "sed -i '1a\\\nline' src/a.py", "sed -i '1a x; w /tmp/y' src/a.py",
    # (GNU sed: a line ending in one backslash continues the text; checked against sed 4.9)
    "sed -i '1a x\\\nw /etc/passwd' src/a.py",
])
def test_sed_text_commands_are_text(command):
    # a, i and c add text (the rest of the line, continued lines): a file command
    assert bash(snap(), command, agent_mode="accept_edits").decision == "allow", command


@pytest.mark.parametrize("command", [
    "sed -i '1a x\nw /etc/passwd' src/a.py", "sed -i '1a x\\\\\nw /etc/passwd' src/a.py",
    "sed -i '1a x\n1e id' src/a.py", "sed '1i x\ne id' src/a.py",
])
def test_sed_commands_after_the_text_still_count(command):
    assert bash(snap(), command, agent_mode="accept_edits").decision == "ask", command
