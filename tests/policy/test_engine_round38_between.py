"""Probe round 38, between the helpers (2026-11-28, session 34): what the merges decided.

(1) find over the home directory with -delete and a name test that selects (-name .DS_Store,
-name '*.pyc', -iname '*.TMP', with -type/-mtime beside it) deletes only files so named (-delete
removes files and empty directories, never a tree): a write outside the working directory, as
rm ~/*.pyc is (KKADD), no longer the catastrophe of find ~ -delete (DDDDD): judged as the glob
~/**/NAME by classify, as rm's globs are. A name that says little ('*', '.*', '*.*', '?',
'[!.]*', '*~', '*.c'), no name test, a negated or -o branch that lets
any name through, a -regex, and / or a system directory as the start are unchanged (DDDDD).
(2) A script's text piped to a shell meets a deny rule on the script through stdin38's stream
tracking alone (rules38's shortcut, any cat in the pipeline, was dropped at the merge; round
39's stdin39 then made a stream that holds the script's text, cat deploy.sh | tail -n 3 | sh,
meet it too)."""
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
    ("find ~ -name '*.c' -delete", 'DDDDD'),   # (one letter: as rm -rf ~/*.c, classify's selective glob)
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
    ('cat deploy.sh other.sh | sh', 'DDDDD'),   # was KKKDD (round 39 stdin39: a stream holding the script's text, run by a shell)
    ('cat deploy.sh | tail -n 3 | sh', 'DDDDD'),   # was KKKDD (round 39 stdin39: a stream holding the script's text, run by a shell)
    ('cat deploy.sh | grep x', 'AAAAA'),
    ('cat other.sh | sh', 'KKKDD'),
]


@pytest.mark.parametrize("call,expected", FIND_DELETE_HOME, ids=[r[0] for r in FIND_DELETE_HOME])
def test_round38_find_delete_home(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", PIPED_SCRIPT, ids=[r[0] for r in PIPED_SCRIPT])
def test_round38_piped_script_under_a_deny_rule(call, expected):
    assert call_letters(_DENY_SNAP, call) == expected


# (3) a read-only program's output redirected into the project behind a wrapper that keeps
# read-only (env, nice, timeout, command, xargs) is the file command the plain line is; a
# read-only safe-list build (kubectl create --dry-run=client) behind env was allowed in default
# mode by the build row while the plain line was asked (round 26's wrapper invariant)
WRAPPED_REDIRECTS = [
    ('ls > cm.yaml', 'KAADD'),
    ('env ls > cm.yaml', 'KAADD'),   # was KKADD
    ('nice ls > x.txt', 'KAADD'),   # was KKADD
    ('timeout 5 ls > x.txt', 'KAADD'),   # was KKADD
    ('command ls > x.txt', 'KAADD'),   # was KKADD
    ('kubectl create configmap app --from-file=config.yaml --dry-run=client -o yaml > cm.yaml', 'KAADD'),
    ('env kubectl create configmap app --from-file=config.yaml --dry-run=client -o yaml > cm.yaml', 'KAADD'),   # was AAAAD
    ('sudo ls > x.txt', 'KKADD'),
    ('env ls > ~/x', 'KKADD'),
    ('env ls > .bashrc', 'KKADD'),
    ('env make > x.txt', 'AAAAD'),
    ('nice make', 'AAAAD'),
]


@pytest.mark.parametrize("call,expected", WRAPPED_REDIRECTS, ids=[r[0] for r in WRAPPED_REDIRECTS])
def test_round38_wrapped_redirects(call, expected):
    assert call_letters(_SNAP, call) == expected


# (4) benign43's C compilers that only check or preprocess: a source on standard input is
# text no path check reads (its #include prints the key): only an empty one, from /dev/null
C_CHECKS = [
    ('gcc -dM -E - < /dev/null', 'AAAAD'),
    ('gcc -dM -E - 0</dev/null', 'AAAAD'),
    ("gcc -E - <<< '#include \"/etc/shadow\"'", 'KKADD'),
    ("echo '#include \"/etc/shadow\"' > x.c && gcc -E x.c", 'KKADD'),
    ("echo '#include \"/home/u/.ssh/id_rsa\"' | gcc -E -", 'KKADD'),
    ("printf '#include \"/etc/shadow\"' | gcc -E -x c -", 'KKADD'),
    ('gcc -E -x c - < main.c', 'KKADD'),
    ('gcc -fsyntax-only main.c', 'AAAAD'),
    ('gcc -E main.c', 'AAAAD'),
    ('clang -fsyntax-only -Wall src/a.c src/b.c', 'AAAAD'),
    ('gcc -E -I ~/.ssh x.c', 'KKADD'),
]


@pytest.mark.parametrize("call,expected", C_CHECKS, ids=[r[0] for r in C_CHECKS])
def test_round38_c_checks(call, expected):
    assert call_letters(_SNAP, call) == expected
