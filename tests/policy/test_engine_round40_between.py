r"""Probe round 40, between the helpers (2026-11-28, session 35): what the merges decided.

winpaths40 read Windows spellings into one form (/c/...), and `rd /s /q C:\ ` (the Bash word
is `C:` and a space) became /c/ with a space: no longer the drive's root (DDDDD -> KKADD on
the differential run). posix_spelling now trims as Win32 does: the spaces and dots ending the
last name, a single dot ending an earlier one; an earlier name ending in a space stays as
written (no such directory: outside the project, asked)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
WIN_CWD = "C:\\Users\\dev\\proj"

TRIMMED_NAMES = [
    ('rd /s /q C:\\ > nul 2>&1', 'DDDDD'),
    ('cmd /c rd /s /q C:\\ > out.txt', 'DDDDD'),
    ("rd /s /q 'C:\\'", 'DDDDD'),
    ("rd /s /q 'C:\\Users\\dev'", 'DDDDD'),
]

WINDOWS_CWD = [
    ("rm -rf 'C:\\Users\\dev\\ '", 'DDDDD'),
    ("rm -rf 'C:\\Users\\dev.'", 'DDDDD'),
    ("rm -rf 'C:\\ '", 'DDDDD'),
    ("cat 'C:\\Users\\dev\\.ssh.\\id_rsa'", 'KKADD'),
    ('rm -rf src/build', 'KAADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\.bashrc. ", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\a.py. ", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj.. \\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj.\\a.py", "content": "x"}), 'KAADD'),
]


@pytest.mark.parametrize("call,expected", TRIMMED_NAMES, ids=[r[0] for r in TRIMMED_NAMES])
def test_round40_windows_trimmed_names(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", WINDOWS_CWD, ids=[str(r[0]) for r in WINDOWS_CWD])
def test_round40_windows_trimmed_names_beside_a_windows_cwd(call, expected):
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected


# redteam40 read awk's program after its options; gawk's -d, -D, -L, -o and -p take a value
# only in their own word (-dv dumps to ./v), so the next word is the program: n="$N" is code
# known at run time, as round 28 (redteam28c) had it (the merge had made it KKADD)
AWK_OPTIONAL_VALUES = [
    ('gawk -dv n="$N" 1 data', 'KKKDD'),
    ('gawk -dv "$N" data', 'KKKDD'),
    ('gawk -pv n="$N" 1 data', 'KKKDD'),
    ('gawk -v n="$N" 1 data', 'AAAAA'),
    ("awk -F, '{print $2}' *.csv", 'AAAAA'),
    ("gawk -dx '{print}' *.csv", 'KKADD'),
]


@pytest.mark.parametrize("call,expected", AWK_OPTIONAL_VALUES, ids=[r[0] for r in AWK_OPTIONAL_VALUES])
def test_round40_awk_optional_values_end_the_cluster(call, expected):
    assert call_letters(_SNAP, call) == expected


# (from cold40's Left) commands.read_only judged a tuple of words otherwise than a list (its
# checks compare slices with lists), so the evaluation's per-part test and the analysis
# disagreed: conda list was read-only alone (AAAAA) but not beside an allowed git commit
ALLOWED = snap(permissions={"allow": ["Bash(git commit:*)"]})
READ_ONLY_AS_A_PART = [
    ('conda list && git commit -m x', 'AAAAD'),   # was KAADD
    ('python3 -m site && git commit -m x', 'AAAAD'),   # was KAADD
    ('bun pm ls && git commit -m x', 'AAAAD'),   # was KAADD
    ("docker container inspect -f '{{.Config.Env}}' c && git commit -m x", 'KKADD'),
    ('conda list', 'AAAAA'),
    ('git commit -m x', 'AAAAD'),
]


@pytest.mark.parametrize("call,expected", READ_ONLY_AS_A_PART, ids=[r[0] for r in READ_ONLY_AS_A_PART])
def test_round40_read_only_parts_judged_as_alone(call, expected):
    assert call_letters(ALLOWED, call) == expected


# (round 41, benign46's merge) a read-only program that is also a safe-list build (kubectl
# create --dry-run=client) writing its output under a shell -c kept the build's trust (AAAAD)
# while the plain line is a file command (KAADD): round 26's invariant (a wrapper is never less
# strict) caught it once benign46's row joined the corpus
SHELL_WRAPPED_OUTPUT = [
    ("bash -c 'kubectl create configmap app --from-file=config.yaml --dry-run=client -o yaml > cm.yaml'", 'KKADD'),  # was AAAAD
    ('kubectl create configmap app --from-file=config.yaml --dry-run=client -o yaml > cm.yaml', 'KAADD'),
    ("bash -c 'kubectl create configmap app --from-file=config.yaml --dry-run=client -o yaml'", 'AAAAA'),
    ("bash -c 'make > build.log'", 'AAAAD'),
    ("sh -c 'ls > out.txt'", 'KKADD'),
]


@pytest.mark.parametrize("call,expected", SHELL_WRAPPED_OUTPUT, ids=[r[0] for r in SHELL_WRAPPED_OUTPUT])
def test_round41_read_only_output_under_a_shell_is_no_build(call, expected):
    assert call_letters(_SNAP, call) == expected
