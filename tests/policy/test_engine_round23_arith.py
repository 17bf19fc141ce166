"""Single-quoted strings in bash arithmetic ($(( )), (( )), for (( ))) are a syntax error
to bash: the engine does not guess (a property test wrapped `mkfs.ext4 /dev/sda1` in
`echo $(( ... ))` and found it allowed)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import bash_in_every_mode


@pytest.mark.parametrize("command", [
    "echo $(( 'mkfs.ext4' /dev/sda1 ))",
    "echo $(( 'rm' -rf / ))",
    "(( i = 'x' ))",
    "echo $(( $'\\x31' ))",
])
def test_quoted_strings_in_arithmetic_are_never_allowed(command):
    assert "allow" not in bash_in_every_mode(command).values(), command


@pytest.mark.parametrize("command", [
    "echo $(( 1 + 2 ))",
    'echo $(( "1" + 2 ))',
    "for (( i=0; i<3; i++ )); do echo $i; done",
    "[[ 1 -eq '1' ]] && echo y",
])
def test_plain_arithmetic_stays_read_only(command):
    assert set(bash_in_every_mode(command).values()) == {"allow"}, command
