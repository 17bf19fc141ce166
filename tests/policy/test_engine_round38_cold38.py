"""Probe round 38 (2026-11-27), cold38: the engine's cold cost per call (each call new, no cache
helps), with every decision kept as it was. Letters: default, accept_edits, bypass, dont_ask,
explore (A allow, K ask, D deny). Made cheaper, by class: (1) SimpleCommand.name is a field set
once when the command is built (shell_fast's builder derives it from argv, as the class'
__post_init__ does for the plain constructor and dataclasses.replace), not a property computed at
each of its many reads; (2) the canonical tool name the call memo's key holds is handed to the
evaluation instead of being worked out again; (3) record()'s builtin and environment-search tests
(printenv, declare, jq's env, env | grep, git's history searches, set, shift, printf -v, cd,
dirs, fc, jobs -x, shopt, read, mapfile...) sit behind one set lookup of the program's name.
The rows are the programs those tests are about, and the bench's commands: their letters held
(main's, checked on a corpus of every string in tests/policy, all five modes, every field)."""
from __future__ import annotations

import dataclasses

import pytest

from policy.engine.bash_types import SimpleCommand
from policy.engine.shell import analyze_bash
from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()

ROWS = [
    ('printenv GITHUB_TOKEN', 'KKADD'),
    ('printenv PATH', 'AAAAA'),
    ('declare -p AWS_SECRET_ACCESS_KEY', 'KKADD'),
    ("export GIT_PAGER='rm -rf ~'; git log", 'DDDDD'),
    ("jq -n 'env.GITHUB_TOKEN'", 'KKADD'),
    ("jq '.name' package.json", 'AAAAA'),
    ('env | grep -i token', 'KKADD'),
    ('env | grep -c PATH', 'AAAAA'),
    ('git log -p -S password', 'KKADD'),
    ('git grep -i token $(git rev-list --all)', 'KKADD'),
    ('git status', 'AAAAA'),
    ("set -k; git log GIT_PAGER='rm -rf ~'", 'DDDDD'),
    ('set -eu; rm -rf "$HOME/$DIR"', 'KKKDD'),
    ('set -- a b; shift; echo "$1"', 'KKADD'),
    ('printf -v PATH x; ls', 'KKADD'),
    ("printf '%s\\n' hello", 'AAAAA'),
    ('cd /tmp && rm -rf ./*', 'KKADD'),
    ('cd src && ls', 'AAAAA'),
    ('pushd /etc && cat passwd', 'AAAAA'),
    ('dirs -v', 'AAAAA'),
    ('fc -l', 'AAAAA'),   # (round 46, benign50)
    ('fc -s', 'KKKDD'),
    ('jobs -x rm -rf ~', 'DDDDD'),
    ("shopt -s xpg_echo; echo '\\x72m'", 'KKADD'),
    ('shopt -s lastpipe; true | cd /; rm -rf ./*', 'DDDDD'),
    ('read -r x <<< /; rm -rf "$x"', 'DDDDD'),
    ('mapfile -t lines < list.txt', 'AAAAA'),
    ('declare -i n; read n < f', 'KKKDD'),
    ('unset HOME; ls', 'KKADD'),
    ('test -f package.json && echo yes', 'AAAAA'),
    ('local x=1', 'KKADD'),
    ('ls -la src/module_1', 'AAAAA'),
    ('npm run build -- --env=staging1 && npm test -- --shard=1', 'AAAAD'),
    ("git add -A && git commit -m 'fix issue 1' && git push origin feature-1", 'KKADD'),
    ("grep -rn 'TODO 1' src | sort | head -n 2", 'AAAAA'),
    ('sort *', 'KKADD'),
    ('rm -rf ~', 'DDDDD'),
    ('/bin/rm -rf /', 'DDDDD'),
    ('RM -rf ~', 'DDDDD'),
    ("alias ls='rm -rf ~'; ls", 'DDDDD'),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_round38_cold38(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


def test_the_rows_are_distinct() -> None:
    assert len({r[0] for r in ROWS}) == len(ROWS)


def test_simple_command_name_is_its_first_word() -> None:
    a = analyze_bash("sudo /bin/rm -rf x; FOO=1 ls -la | sort", cwd="/home/dev/project", home="/home/dev")
    assert a.commands and all(c.name == (c.argv[0] if c.argv else "") for c in a.commands)
    c = a.commands[0]
    assert c.name == "rm"
    assert dataclasses.replace(c, argv=("cat", "x")).name == "cat"
    assert SimpleCommand(argv=("git", "status"), written=("git", "status"), text="git status").name == "git"
    assert SimpleCommand(argv=(), written=(), text="").name == ""
    # (not part of equality, hash or repr: the object is what it was)
    assert ", name=" not in repr(c)
    assert dataclasses.replace(c, argv=c.argv) == c and hash(dataclasses.replace(c, argv=c.argv)) == hash(c)
