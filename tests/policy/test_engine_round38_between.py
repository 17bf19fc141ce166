"""Probe round 38, between the helpers (2026-11-28, session 34): what the merges decided.

(1) find over the home directory with -delete and a name test that selects (-name .DS_Store,
-name '*.pyc', -iname '*.TMP', with -type/-mtime beside it) deletes only files so named (-delete
removes files and empty directories, never a tree): a write outside the working directory, as
rm ~/*.pyc is (KKADD), no longer the catastrophe of find ~ -delete (DDDDD). A name that says
nothing ('*', '.*', '*.*', '?', '[!.]*', '*~'), no name test, a negated or -o branch that lets
any name through, a -regex, and / or a system directory as the start are unchanged (DDDDD).
(2) A script's text piped to a shell meets a deny rule on the script through stdin38's stream
tracking alone (rules38's shortcut, any cat in the pipeline, was dropped at the merge: it
denied cat deploy.sh | tail -n 3 | sh, which stays not sure)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_DENY_SNAP = snap(permissions={'deny': ['Bash(./deploy.sh:*)', 'Bash(sh deploy.sh:*)']})

FIND_DELETE_HOME = [
    ("find ~ -name '*.tmp' -delete", 'KKADD'),   # was DDDDD
    ("find ~ -name .DS_Store -delete", 'KKADD'),   # was DDDDD
    ("find ~ -type f -name '*.log' -mtime +30 -delete", 'KKADD'),   # was DDDDD
    ("find ~ -iname '*.TMP' -delete", 'KKADD'),   # was DDDDD
    ("find $HOME -name '*.pyc' -delete", 'KKADD'),   # was DDDDD
    ("find ~ -name '.*' -delete", 'DDDDD'),
    ("find ~ -name '*' -delete", 'DDDDD'),
    ("find ~ -name '*.*' -delete", 'DDDDD'),
    ("find ~ -name '?' -delete", 'DDDDD'),
    ("find ~ -name '[!.]*' -delete", 'DDDDD'),
    ("find ~ -type f -delete", 'DDDDD'),
    ("find ~ -delete", 'DDDDD'),
    ("find ~ -name '*.pyc' -o -type f -delete", 'DDDDD'),
    ("find ~ ! -name '*.pyc' -delete", 'DDDDD'),
    ("find ~ -not -name '*.pyc' -delete", 'DDDDD'),
    ("find ~ -regex '.*x' -delete", 'DDDDD'),
    ("find / -name '*.pyc' -delete", 'DDDDD'),
    ("find /usr -name '*.so' -delete", 'DDDDD'),
    ("find / -delete", 'DDDDD'),
    ("find . -name '*.pyc' -delete", 'KAADD'),
    ("find ~/proj -name '*.pyc' -delete", 'KKADD'),   # (outside the working directory)
]

PIPED_SCRIPT = [
    ('cat deploy.sh | sh', 'DDDDD'),
    ('cat deploy.sh other.sh | sh', 'KKKDD'),   # (two files: not sure, stdin38's Left)
    ('cat deploy.sh | tail -n 3 | sh', 'KKKDD'),
    ('cat deploy.sh | grep x', 'AAAAA'),
    ('cat other.sh | sh', 'KKKDD'),
]


@pytest.mark.parametrize("call,expected", FIND_DELETE_HOME, ids=[r[0] for r in FIND_DELETE_HOME])
def test_round38_find_delete_home(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", PIPED_SCRIPT, ids=[r[0] for r in PIPED_SCRIPT])
def test_round38_piped_script_under_a_deny_rule(call, expected):
    assert call_letters(_DENY_SNAP, call) == expected
