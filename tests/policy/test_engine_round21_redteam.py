"""Probe round 21 (2026-11-26): red-team of the allowances rounds 19 and 20 added (the
machine's state, cloud reads, lockfile installs, git's local writes, archives, the
toplevel cd, split-free expansions, sqlite3's schema commands). Each class is tested in
every mode, with the benign forms that must keep their allowance."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import assert_never_allowed, bash_in_every_mode, snap

SNAP = snap()
FILE_ROW = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
BUILD = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
READ_ONLY = {m: "allow" for m in FILE_ROW}


# --- 1. a redirection after a && b belongs to b, after a's cd ---------------------------
# The grammar hangs "> f" on the whole list; the engine resolved f where the list began,
# so cd /etc && echo x >> passwd was a file command "in the working directory".

@pytest.mark.parametrize("command", [
    "cd /etc && echo x >> passwd", "cd /etc && echo x > passwd; true", "cd /etc && echo x > \"$PWD/passwd\"",
    "cd /etc && echo x | cat > passwd", "cd /tmp && cd /etc && printf x >> sudoers",
])
def test_a_listed_redirection_into_a_critical_file_after_cd_is_denied(command):
    d = bash_in_every_mode(command, SNAP)
    assert set(d.values()) == {"deny"}, (command, d)


@pytest.mark.parametrize("command", [
    "cd ~/bin && echo x > ls", "cd /tmp && echo x > y", "cd src && echo x > ../../y", "cd /usr/local/bin && echo x > git",
    "cd ~/.local/bin && printf '#!/bin/sh\\n' > python3", "true && cd /opt && echo x >> f",
])
def test_a_listed_redirection_after_cd_elsewhere_writes_there(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"), snapshot=SNAP)


@pytest.mark.parametrize("command", [
    "cd src && echo x > y", "mkdir -p build && echo x > build/y", "true && echo x > y",
    "cd src && printf x >> notes.txt",
])
def test_a_listed_redirection_inside_stays_a_file_command(command):
    assert bash_in_every_mode(command, SNAP) == FILE_ROW, command
