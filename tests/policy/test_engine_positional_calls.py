"""The positional parameters a command is given are the words it runs with: "$@" and $*
of `sh -c CODE NAME ARGS` and of `set -- ARGS`, and a shell function's "$1"/"$@" at each
call (`f() { rm -rf "$1"; }; f /`), are judged with the call's words bound."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import assert_denied_everywhere, bash_in_every_mode

DENIED = [
    "sh -c 'rm -rf \"$@\"' x /",
    "sh -c 'rm -rf $*' x /",
    "bash -c 'rm -rf \"${@}\"' _ /",
    "bash -c 'chmod -R 777 \"$@\"' x /",
    "sh -c 'dd if=/dev/zero of=\"$@\"' x /dev/sda",
    "set -- /; rm -rf $*",
    "set -- -rf /; rm \"$@\"",
    "f() { rm -rf \"$1\"; }; f /",
    "f() { rm -rf \"$1\"; }\nf ~",
    "del() { rm -rf \"$@\"; }; del ~",
    "function wipe { rm -rf \"$2\"; }; wipe x /",
    "g() { f \"$1\"; }; f() { rm -rf \"$1\"; }; g /",
    "f() { chmod -R 777 \"$1\"; }; f /",
    "f() { mkfs.ext4 \"$1\"; }; f /dev/sda1",
]


@pytest.mark.parametrize("command", DENIED)
def test_positional_words_bound(command):
    assert_denied_everywhere(command)


# the same shapes with harmless words: the function or code string decides as before
# (nothing is denied; what was asked or allowed stays so)
NOT_DENIED = [
    "sh -c 'rm -rf \"$@\"' x ./build",
    "f() { rm -rf \"$1\"; }; f ./build",
    "x() { echo \"$@\"; }; x 'rm -rf /'",
    "f() { ls \"$1\"; }; f src",
    "f() { f; }; f",
    "set -- a b; echo \"$*\"",
]


@pytest.mark.parametrize("command", NOT_DENIED)
def test_harmless_words_not_denied(command):
    d = bash_in_every_mode(command)
    assert d["default"] != "deny" and d["bypass"] != "deny", (command, d)
