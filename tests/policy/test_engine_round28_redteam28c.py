"""Probe round 28, red team of round 28's run-time words (redteam28c).

Classes fixed: an option that takes a value but is no data option (a file, a program, a
directory) takes the rest of its cluster or the next word, so the word after it is no data
value (sort -ok "$x", date -fd "$x", grep -em "$x" f); such an option's run-time value, also
abbreviated or long (sort --out src/"$x", file -m src/"$x", tree --gitfile src/"$x", jq
--rawfile a src/"$x"), is refused, and tree --fromfile makes every operand a file read; sort's
output file is found in clusters and abbreviations (sort -ro /etc/x, sort --out /etc/x);
column -t is a flag; rg -g's run-time glob picks the files read; after cd "$(git rev-parse
--show-toplevel)" a REV:PATH (git show HEAD:.env) is read under the working directory and
each parent; a commit id joined with blank text (t="$sha --output=/tmp/x"; git show $t) is
no longer a commit id.
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, assert_never_allowed, bash_in_every_mode

TOPLEVEL = 'cd "$(git rev-parse --show-toplevel)" && '

READ_ONLY_EVERYWHERE = [
    # benign neighbours of the option walks
    "sort -rn -k2 data.csv", "sort -t, -k2,2n data.csv", "sort --key=2 data.csv", "sort -S 50% data.csv",
    'sort -k"$k" data.csv', 'sort -rnk "$n" data.csv', 'sort -t "$sep" -k2 data.csv', 'sort --key "$k" data.csv',
    "column -t data.csv", "column -ts, data.csv", "od -An -tx1 a.bin", 'grep -ne "$p" src/a.py',
    'grep -inA "$n" TODO src/a.py', 'head -c "$n" README.md', 'tail -fn "$n" README.md', 'cut -f "$col" -d, data.csv',
    'date -d "$d" -u +%s', "date -r README.md", 'date -ud "$x" -f src/x', 'file -b --mime-type src/"$f"',
    'file -F "$s" a.txt', 'file -- "$f" -C', 'tree -a -L "$n" src', 'tree -P "$pat" src', 'rg -i -m "$n" TODO src',
    'rg -e "$pat" src', 'fd -e py -d "$n" . src', 'strings -a -n "$n" a.bin', "jq -r --arg k \"$k\" '.[$k]' data.json",
    "jq --arg \"$k\" v . data.json", "awk -F: -v u=\"$u\" '$1==u' data.txt", 'awk -vf="$x" 1 data',
    # commit ids
    "git show $(git rev-parse HEAD)", "git show --stat $(git rev-parse HEAD~1)", 's=$(git rev-parse HEAD); git log -1 "$s"',
    "git diff $(git merge-base main HEAD)..HEAD --stat",
    'git log --format=%H -n 3 | while read -r sha; do git show --stat "$sha"; done',
    # the toplevel
    TOPLEVEL + "git show HEAD:README.md", TOPLEVEL + "git show HEAD~1:src/main.py", TOPLEVEL + "git log -L 1,5:src/main.py",
]

NEVER_ALLOWED = [
    # a value-taking option before the data option: the next word is free
    'sort -ok "$x" data.csv', 'sort -rok "$x" data.csv', 'sort -Tk "$x" data.csv', 'date -fd "$x"', 'date -rd "$x"',
    'date -Id "$x"', 'date -sd "$x"', 'grep -em "$x" src/a.py', 'grep -fA "$x" src/a.py', 'rg -rA "$x" src',
    'nl -bn "$x"', 'nl -dn "$x"', 'column -st "$x"', 'column -t "$x"', 'hexdump -en "$x"', 'cut -dc "$x"',
    'diff -Xu "$x" a', 'awk -fv "$x" data', 'gawk -dv n="$N" 1 data', 'tree -oL "$n" src', 'file -mF "$s" a.txt',
    # an option's run-time value that is a file, a directory or a program (abbreviated too)
    'sort --out src/"$x" data.csv', 'sort --o src/"$x" data.csv', 'sort -uo "$x" data.csv',
    'file -m src/"$x" a.txt', 'file --magic src/"$x" a.txt', 'file -f src/"$x"', 'file --files src/"$x"',
    'tree --fromfile src/"$f"', 'tree src/"$d" --fromfile', 'tree --gitfile src/"$x"', 'fd --ignore-file src/"$x"',
    'jq --rawfile a src/"$x" -n 1', 'jq -n . --slurpfile a src/"$x"', 'rg -g "$g" TODO src', 'rg -g "$g" TODO',
    # sort's output file in a cluster or an abbreviation (written: never read-only)
    "sort -ro /home/dev/.bashrc data.csv", "sort --ou=/etc/x data.csv", "sort --comp sh data.csv",
    # the toplevel: a file of a commit, under the working directory or a parent
    TOPLEVEL + "git show HEAD:.env", TOPLEVEL + "git show HEAD:config/.env", TOPLEVEL + "git show HEAD:.ssh/id_rsa",
    TOPLEVEL + "git cat-file -p HEAD:.env", TOPLEVEL + "git show HEAD:../x", TOPLEVEL + "git log -L 1,2:.ssh/id_rsa",
    # a commit id joined with text that bash splits
    's=$(git rev-parse HEAD); t="$s --output=/tmp/x"; git show $t',
    's=$(git rev-parse HEAD); s="$s --output=/tmp/x"; git show $s',
    'git log --format=%H | while read s; do s="$s --output=/tmp/x"; git show $s; done',
    "git log --format=%H | while read s; do t=$s$'\\n'--output=/tmp/x; git show $t; done",
    'b=$(git branch --show-current); t="$b --output=/tmp/x"; git log $t',
]

# writes found where they were missed: never allowed outside bypass and accept_edits
# (a file command inside the working directory is accept_edits' allow; these are not)
WRITES_OUTSIDE = ["sort --out /etc/x data.csv", "sort -ro /tmp/k data.csv", "sort --output /etc/x data.csv"]


@pytest.mark.parametrize("command", READ_ONLY_EVERYWHERE)
def test_benign_neighbours_of_the_run_time_word_fixes_stay_allowed(command):
    decisions = bash_in_every_mode(command)
    assert set(decisions.values()) == {"allow"}, (command, decisions)


@pytest.mark.parametrize("command", NEVER_ALLOWED)
def test_a_run_time_word_riding_on_round_28_is_never_allowed(command):
    assert_never_allowed(command, modes=tuple(m for m in MODES if m != "bypass"))


@pytest.mark.parametrize("command", WRITES_OUTSIDE)
def test_sort_output_outside_the_project_is_never_allowed(command):
    assert_never_allowed(command, modes=tuple(m for m in MODES if m != "bypass"))
