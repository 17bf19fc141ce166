"""An unquoted glob in a program's name (/b??/r? -rf /, r* -rf /, /usr/bin/[r]m) is
whatever file it matches when it runs: a name known only at run time, never allowed by a
mode, a list or a rule; given a catastrophe's arguments it is checked as the program they
belong to (rm, chmod, dd) and denied."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import assert_denied_everywhere, assert_never_allowed, bash_in_every_mode

DENIED = [
    "/b??/r? -rf /", "/bin/r* -rf /", "/usr/bin/[r]m -rf /", "r? -rf /", "/???/?m -rf ~",
    "sudo /b??/r? -rf /", "/b??/c?mod -R 777 /", "/b??/d? if=/dev/zero of=/dev/sda",
    "/bin/r[m] --recursive --force /",
]


@pytest.mark.parametrize("command", DENIED)
def test_globbed_program_with_a_catastrophe_is_denied(command):
    assert_denied_everywhere(command)


@pytest.mark.parametrize("command", ["/b*/ls", "l? -la", "/b??/r? -rf ./build", "/usr/bin/py*3 -V", "./scripts/*.sh"])
def test_globbed_program_is_never_allowed(command):
    assert_never_allowed(command)


@pytest.mark.parametrize("command", ["ls *.py", "echo [a]", "cat src/*.md", "wc -l */*.txt"])
def test_globs_in_operands_stay_read_only(command):
    assert set(bash_in_every_mode(command).values()) == {"allow"}
