"""Probe round 28: read-only commands that carry run-time words.

Classes fixed: a run-time word that cannot be an option (the value of a data option,
sort -k"$k", date -d "@$ts", jq --arg k "$k", awk -v n="$N", git log -n "$n"; an operand
starting with a literal character, file src/"$f") is judged as written; a run-time value
glued to an option whose value is a file (grep -f"$x", diff --from-file="$x") is an
unknown read; an unquoted option value that bash splits (head -n $N f) is no longer one
word; after cd "$(git rev-parse --show-toplevel)" a relative word is read under the
working directory and each of its parents; a recursive search of a directory only known
at run time (cd "$d" && rg token) is not read-only; a few uppercase script names (N,
LIMIT, PATTERN...) assigned and expanded; commit ids piped into while read keep their kind.
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, assert_never_allowed, bash_in_every_mode

TOPLEVEL = 'cd "$(git rev-parse --show-toplevel)" && '

READ_ONLY_EVERYWHERE = [
    # the value of a data option
    'sort -k"$k" data.csv', 'sort -t, -k "$n" data.csv', 'date -d "@$ts"', 'date -u -d "$d" +%s',
    "jq --arg k \"$k\" '.[$k]' data.json", "jq --argjson n \"$n\" '.[:$n]' d.json", "awk -v n=\"$N\" 'NR<=n' f",
    "awk -F, -v col=\"$c\" '{print $col}' data.csv", 'git log -n "$n" --oneline', 'git log --max-count="$n"',
    'git log --author "$who" -n 5', 'git log --since="$d" --oneline', 'git rev-list -n "$n" HEAD',
    'uniq -f "$n" data.txt', 'tree -L "$n" src', 'strings -n "$n" a.bin', 'rg -m "$n" TODO src', 'rg -e "$pat" src',
    'grep -e"$pat" src/a.py', 'fd -d "$n" -e py', "find src -maxdepth \"$n\" -name '*.py'", 'find . -name "$p" -type f',
    'n=5; head -n "$((n+1))" README.md', "n=5; tail -n $((n+1)) README.md", 'head -n $(nproc) README.md', 'diff -U "$n" a b',
    # an operand with a literal start, or after --, for commands that only name files
    'file src/"$f"', 'file "docs/${name}.md"', 'file -- "$f"', 'tree "src/$d"', 'rg -- "$pat" src',
    # the repository's toplevel
    TOPLEVEL + "go version", TOPLEVEL + "git log -n 3", TOPLEVEL + "cat README.md", TOPLEVEL + "head -20 src/main.py",
    TOPLEVEL + "git diff --stat", TOPLEVEL + "sort data.csv", TOPLEVEL + "git show --stat HEAD",
    # uppercase script names no program reads
    "N=10; head -n $N README.md", 'LIMIT=20; git log -n "$LIMIT" --oneline', 'PATTERN=TODO; grep -c "$PATTERN" src/a.py',
    # commit ids piped on
    'git log --format=%H -n 3 | while read -r sha; do git show --stat "$sha"; done',
    'git log --format=%H -n 3 | while read sha; do git show --stat "$sha"; done',
    'for f in $(git ls-files "*.py"); do wc -l "$f"; done',
]

NEVER_ALLOWED = [
    # a run-time word that may be an option, a file option's value, or code
    'sort "$x" data.csv', 'sort -r"$x" data.csv', 'sort -"$x" data.csv', 'sort --"$x" data.csv', 'sort -o "$x" f',
    'sort --files0-from="$x"', 'sort -T "$x" data.csv', 'file "$f"', 'file -"$x" a', 'file -m "$x" a', 'date "$x"',
    'date -f "$x"', 'date -f"$x"', 'date -"$x"', 'jq "$x" data.json', 'jq ".$k" data.json', 'jq --rawfile a "$x" -n 1',
    'jq --slurpfile a "$x" -n 1', 'jq --arg k "$k" -L "$d" -n 1', "awk -v f=\"$x\" '{print > f}' data",
    'awk -v "$x" 1 data', 'awk "NR==$n" f', 'awk -f "$x" f', 'awk -i "$x" 1 f', 'sed -n "1,${n}p" f', 'sed "s/a/$b/" f',
    'git log "$x"', 'git log -"$x"', 'git log --output="$x"', 'git show "$sha"', 'git log -L "$r" src/a.py',
    'git log -O "$f"', 'git shortlog -sn -n "$n"', 'git grep "$x"', 'rg "$x" src', 'rg --pre "$x" x',
    'fd -e "$x" -x rm', 'uniq -f "$n" "src/$a" "src/$b"', 'tree -o "src/$f"', 'sort -o"src/$f" data.csv',
    'find "$x" -name y', 'find . -newer "$x"', 'find . -name x "$x"',
    # files named at run time: unknown reads, as before
    'cat "src/$f"', 'head -n 3 "$x"', 'grep -f "$x" src', 'grep -f"$x" src', 'grep -nf"$x" src', 'grep --file="$x" src',
    'grep -f$x src', 'diff --from-file="$x" a', 'du --exclude-from="$x"', 'rg --ignore-file "$f" x',
    # bash splits an unquoted value
    "head -n $N f", "head -n ${N} f", "tail -n $x f",
    # the toplevel: the home may be the repository; .. and trees stay unknown
    TOPLEVEL + "cat .env", TOPLEVEL + "cat .ssh/id_rsa", TOPLEVEL + "cat etc/shadow", TOPLEVEL + "cat ../x",
    TOPLEVEL + "cat .aws/credentials", TOPLEVEL + "grep -rn token .", TOPLEVEL + "rg token",
    TOPLEVEL + "grep -r password", 'cd "$d" && rg token', 'cd "$d" && grep -r token',
    # names bash or programs read, exports
    "PATH=/tmp; ls", "PAGER=x; git log -n 1", "GIT_DIR=/tmp; git log -n 1", "X=1; ls", "export N=10; head -n $N f",
    "set -a; N=10; git log -n $N", "BASH_ENV=x; head -n 3 README.md",
    # names that may start with "-" or be anything
    "git branch --format='%(refname:short)' | while read -r b; do git log \"$b\"; done",
    'while read -r f; do cat "$f"; done < list.txt', 'git log --format=%s | while read -r m; do git show "$m"; done',
]


@pytest.mark.parametrize("command", READ_ONLY_EVERYWHERE)
def test_a_run_time_word_that_cannot_be_an_option_keeps_a_read_only_command_allowed(command):
    decisions = bash_in_every_mode(command)
    assert set(decisions.values()) == {"allow"}, (command, decisions)


@pytest.mark.parametrize("command", NEVER_ALLOWED)
def test_a_run_time_word_that_may_be_an_option_a_file_or_code_is_never_allowed(command):
    assert_never_allowed(command, modes=tuple(m for m in MODES if m != "bypass"))
