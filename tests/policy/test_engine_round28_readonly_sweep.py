"""Probe round 28: read-only sweep.

Every command of seed 000's read-only and builtin lists and seed 002's read-only list,
with the options people use (man pages), alone and compound (pipes, lists, subshells,
groups, redirections to the streams, here-strings, substitutions, cd first), in all five
modes; and the same commands with an option that writes, runs or reads what is not safe
(GTFOBins), which must never be allowed outside bypass.

Classes fixed: find's narrowing tests (-newermt, -atime, -xdev...) keep find | xargs a
listing of names; run-time values given to commands that open no file (ps -u "$USER",
pgrep -f "$name", tr -d "$chars"); tee to the terminal's streams; plumbing peers of the
listed git readers; docker's and gh's listings under their other names; python -VV; git diff --text.
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, assert_never_allowed, bash_in_every_mode

# read-only everywhere, each in all five modes (some held before this round, kept as the
# sweep's sample; the ones this round fixed are marked)
READ_ONLY_EVERYWHERE = [
    # seed 000 / 002 commands with their everyday options
    "ls -lahtr --color=auto", "ls -la --group-directories-first", "ls -l --time-style=long-iso", "ls -d */",
    "cat -n src/main.py", "cat -A Makefile", "cat 'file with spaces.txt'", "cat données.csv",
    "head -n 20 f", "head -c 100 f", "head -n -5 f", "tail -n +5 f", "tail -f app.log", "tail -F --retry log",
    "wc -lc f", "wc -l *.py", "wc --max-line-length f",
    "sort -t, -k2,2n -u data.csv", "sort -rn f", "sort -V f", "sort -h f", "sort -S 1G --parallel=2 f",
    "uniq -c f", "uniq -D f", "diff -u a b", "diff -ru a b", "diff --brief -r a b", "diff <(sort a) <(sort b)",
    "grep -rniE --include='*.py' -e x .", "grep -r --exclude-dir=node_modules foo .", "grep -A 3 -B 2 foo f",
    "rg -n foo", "rg -tpy foo", "rg --files -g '*.md'", "rg -uu foo", "rg --json foo",
    "ag -i foo", "fd -e py", "fd -H -E node_modules foo",
    "find . -name '*.py' -mtime -1 -print0 | xargs -0 wc -l", "find . -path ./node_modules -prune -o -name '*.js' -print",
    "tree -L 2 -a -I node_modules", "tree --dirsfirst -h", "stat -c %s f", "stat -c '%n %s %y' README.md",
    "pwd -P", "which -a python", "echo -e 'a\\tb'", "printf '%05d\\n' 42", "env | sort", "printenv PATH",
    "git status -sb", "git log --oneline --graph -n 20 --since=2.weeks", "git diff --stat HEAD~3",
    "git show -s --format=%ci HEAD", "git branch -vv", "git blame -L 10,20 src/a.py", "git grep -n foo -- '*.py'",
    "git reflog -n 10", "git config --list --show-origin", "git stash list",
    "git log --pretty=format:'%h%x09%an%x09%ad%x09%s' --date=short", "git diff --word-diff=color",
    "docker ps -a --format '{{.Names}}'", "docker images --digests", "docker logs --tail 100 web",
    "docker inspect -f '{{.State.Status}}' web", "docker info",
    "gh repo view", "gh issue list --state open --limit 20", "gh pr list --author @me", "gh status",
    "npm list --depth=0", "pip list --outdated", "pip show requests", "node --version", "python --version",
    # compound forms
    "ls -la && git status -s", "git status 2>&1 | head -5", "git log --oneline -10 2>/dev/null || echo none",
    "(cd src && ls -la)", "{ echo a; echo b; } | sort", "echo \"$(git rev-parse --abbrev-ref HEAD)\"",
    "wc -w <<< 'hello world'", "jq -r .name <<< '{\"name\":\"x\"}'", "du -sh */ 2>/dev/null | sort -rh | head -10",
    "ps aux | grep -v grep | grep python | awk '{print $2}'", "git ls-files | while read -r f; do wc -l \"$f\"; done",
    "for f in src/*.py; do echo \"== $f\"; head -n 3 \"$f\"; done", "cat $(git ls-files '*.md') | wc -l",
    "ls -la\nls -la src\ngit status", "git diff --name-only | grep '\\.py$' | xargs grep -n TODO",
    # fixed: find's narrowing tests keep find | xargs a listing of names
    "find . -name '*.py' -newermt 2024-01-01 | xargs wc -l", "find . -name '*.py' -atime -2 -print0 | xargs -0 grep -l foo",
    "find . -xdev -name '*.md' | xargs cat", "find src -name '*.ts' -cmin -30 | xargs wc -l",
    # fixed: run-time values given to commands that open no file
    "ps -u $USER", "ps -p $PID -o pid,cmd", "pgrep -f \"$name\"", "pidof \"$prog\"", "id -u $USER",
    "groups $USER", "lsof -i :\"$PORT\"", "df -h \"$dir\"", "expr $a + 1", "tr -d \"$chars\" < f",
    "ps aux | grep \"$name\"",
    # fixed: tee to the streams, plumbing peers, other names, variables, versions
    "ls -la | tee /dev/stderr | wc -l", "git log --oneline | tee /dev/null", "git log | tee -a /dev/null",
    "git diff-files --name-only", "git notes list", "git bisect log", "git var GIT_AUTHOR_IDENT",
    "docker container ps -a", "docker system info", "docker image list", "gh repo list",
    "n=10; head -n $n README.md", "python3 -VV", "git diff --text",
]

# never allowed (outside bypass): the same commands made to write, run or read secrets
NEVER_ALLOWED = [
    # find -exec is an -exec-style escape (DESIGN), whatever it runs; its readers' secrets
    "find . -name '*.py' -exec grep -l foo {} +", "find . -name '*.md' -exec cat {} \\;",
    "find . -name '*.env' -ctime -1 | xargs cat", "find ~ -xdev -name '*.txt' | xargs cat",
    "find . -exec /bin/sh \\; -quit", "find . -exec rm {} +", "find . -exec sed -i s/a/b/ {} +",
    "find . -exec sort + -o out \\;", "find . -exec sort {} -o out \\;", "find . -exec cat {} \\; -delete",
    "find . -exec cat {} + -fprint x", "find . -ok cat {} \\;", "find . -exec cat {} \\; -exec rm {} \\;",
    "find . -name x -exec {} \\;", "find . -exec $CMD {} +", "find . -exec cat {}",
    "find ~ -exec cat {} +", "find ~ -name '*.txt' -exec cat {} +", "find / -name '*.log' -exec grep -l err {} +",
    "find .. -exec cat {} +", "find ~/.ssh -exec cat {} +", "find . -name .env -exec cat {} \\;",
    "find . -wholename './.env' -exec cat {} \\;", "find . -regex '.*\\.env' -exec cat {} \\;",
    "find . -path '*/.git/config' -exec cat {} \\;", "find . -type f -exec grep -n TODO {} +",
    "find . -exec cat ~/{} \\;", "find . -name shadow -exec cat /{} \\;", "find . -exec cat {}/.env \\;",
    "find . -exec sh -c 'cat {}' \\;", "find . -exec sh -c 'rm \"$1\"' _ {} \\;",
    "find . -type f -execdir grep -H x {} +", "find -L . -name '*.py' -exec cat {} +",
    "find . -exec awk '{system(\"rm x\")}' {} +", "find . -exec python3 {} \\;",
    # commands that open no file still meet the sensitive paths and their own options
    "lsof ~/.ssh/id_rsa", "df ~/.ssh", "tr a b < .env", "hostname \"$x\"", "date -f \"$f\"",
    # tee that writes a file outside the project or a device
    "ls | tee ~/.bashrc", "ls | tee /dev/sda",
    # plumbing peers' writes
    "git bisect run sh", "git diff-files --ext-diff",
    "git diff --textconv", "git diff --tex", "docker container top web axe", "docker container prune",
    # variables bash or programs read
    "PATH=/tmp; ls", "IFS=x; ls", "export FOO=bar; echo \"$FOO\"", "X=10; head -n $X README.md",
    # GTFOBins options of the listed readers
    "rg --pre sh foo", "fd -x rm", "sort -o /etc/passwd f", "sort --compress-program=sh f", "uniq in out",
    "git -c core.pager=sh log", "git log --output=/tmp/x", "git diff --ext-diff", "git grep -Ovim x",
    "awk 'BEGIN{system(\"id\")}'", "sed 'e id' f", "sed -n '1w out' f", "jq --rawfile x ~/.ssh/id_rsa -n '$x'",
    "date -s '2020-01-01'", "file -C -m x", "env -i sh -c 'rm x'", "python3 -VV -c 'x'",
]


# writes in the project: file commands (accept_edits allows them), never read-only
WRITES_IN_PROJECT = ["ls | tee out.txt", "ls | tee /dev/null out.txt", "git log | tee -a log.txt",
                     "find . -name '*.pyc' -exec rm -f {} +", "find . -name '*.pyc' -delete",
                     # (probe round 30: bisect's steps check out commits, as git checkout does)
                     "git bisect start",
                     # (probe round 47, benign51: a note is a write of refs/notes/*, as a tag)
                     "git notes add -m x"]


@pytest.mark.parametrize("command", READ_ONLY_EVERYWHERE)
def test_read_only_command_is_allowed_in_every_mode(command):
    decisions = bash_in_every_mode(command)
    assert set(decisions.values()) == {"allow"}, (command, decisions)


@pytest.mark.parametrize("command", NEVER_ALLOWED)
def test_writing_running_or_secret_reading_variant_is_never_allowed(command):
    assert_never_allowed(command, modes=tuple(m for m in MODES if m != "bypass"))


@pytest.mark.parametrize("command", WRITES_IN_PROJECT)
def test_a_write_in_the_project_is_no_read_only_command(command):
    assert_never_allowed(command, modes=("default", "dont_ask", "explore"))
