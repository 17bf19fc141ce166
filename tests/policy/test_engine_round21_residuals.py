"""Probe round 21: residuals of round 20 (whole-directory reads under an operator's Read
rule, builds pointed elsewhere, arrays built element by element, Windows critical files,
PowerShell and MCP read-only commands in explore)."""
from __future__ import annotations

import pytest

from .engine_helpers import MODES, bash_in_every_mode, snap

READ_RULES = snap(permissions={"deny": ["Read(./private/**)", "Read(~/.aws/**)"]})


@pytest.mark.parametrize("command", [
    "git log -p -- private", "git log --patch ./private/", "git show HEAD -- private", "git diff HEAD~3 -- private",
    "git grep foo HEAD -- private", "git archive HEAD private", "git -C ~ log -p -- .aws",
    "find private -type f -exec cat {} +", "find ~/.aws -exec cat {} \\;", "7z a out.7z private",
    "mv private p2 && cat p2/x", "mv ./private/ /tmp/", "ln -s private p && cat p/x", "ln -sf $PWD/private p",
    "ln -s ~/.aws a && cat a/credentials", "mv ~/.aws /tmp/a", "cp -r private /tmp/x", "tar c ~/.aws",
])
def test_a_protected_directory_read_moved_or_linked_whole_meets_the_read_rule(command):
    assert set(bash_in_every_mode(command, READ_RULES).values()) == {"deny"}, command


@pytest.mark.parametrize("command", [
    "git archive HEAD", "find . -name '*.py' -exec cat {} +", "mv . ../other", "zip -r out.zip .",
])
def test_a_parent_of_a_protected_directory_read_whole_is_never_allowed(command):
    d = bash_in_every_mode(command, READ_RULES)
    assert "allow" not in d.values(), (command, d)


@pytest.mark.parametrize("command", [
    "git log -p main", "git log -p main -- src", "git diff HEAD~1 -- src", "git log --oneline -- private",
    "git show HEAD --stat", "git blame src/a.py", "git grep -n TODO -- src", "git log -p", "git diff",
])
def test_reads_beside_a_protected_directory_stay_allowed(command):
    assert set(bash_in_every_mode(command, READ_RULES).values()) == {"allow"}, command


@pytest.mark.parametrize("command", ["mv src/a.py src/b.py", "ln -s ../lib src/lib"])
def test_moves_and_links_beside_a_protected_directory_keep_the_file_row(command):
    d = bash_in_every_mode(command, READ_RULES)
    assert d["accept_edits"] == "allow" and d["default"] == "ask", (command, d)
