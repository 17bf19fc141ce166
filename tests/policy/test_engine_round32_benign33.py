"""Probe round 32 (2026-11-27), benign33: the over-blocking hunt, second pass, on what round 32
made stricter (tilde expansion in assignments and for loops, program names in other letter
case, $IFS splitting, brace words, git clean / tar --remove-files / gzip -r / zip -m / rsync
--remove-source-files, printing one-liners, structured keys on MCP tools and the Bash tool,
base64-looking MCP arguments, database statements, browsers' launch options, container tools
with a command, hook-manager and mise files, POSIX bracket classes in globs, /proc/N/cwd), each
call in all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K
ask, D deny), against main before round 32 and after. Fixed, by class: a glob component that
starts with a wide bracket set (ten characters or more, no dot) and then a star (``[a-z]*``,
``[[:upper:]]*``, ``[[:alnum:]]*.md``) is as broad as the star alone for the sensitive-name
matcher: ``ls [[:upper:]]*`` was read-only before round 32 and asked as id_rsa after, as ``ls
[a-z]*`` always was while ``ls *`` is read-only; what follows the star is still compared
(``[a-z]*_rsa``, ``[[:alpha:]]*.pem``), and a home's or a secret directory's ``[a-z]*`` is read
as its ``*`` is (asked). Judged right as is: the stricter answers below (JUDGED)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. a wide bracket set before a star is the star (fixed) -------------------------------
FIXED = [
    ('ls [[:upper:]]*', 'AAAAA'),
    ('ls [[:lower:]]*', 'AAAAA'),
    ('ls [[:alnum:]]*', 'AAAAA'),
    ('ls -d [[:alpha:]]*/', 'AAAAA'),
    ('cat [[:upper:]]*.md', 'AAAAA'),
    ('ls [A-Z]*', 'AAAAA'),
    ('ls [a-z]*', 'AAAAA'),
    ('ls -d [a-z]*/', 'AAAAA'),
    ('cat [a-z]*.md', 'AAAAA'),
    ('wc -l [A-Z]*.md', 'AAAAA'),
    ('ls [a-z]*.py', 'AAAAA'),
    ('ls src/[a-z]*', 'AAAAA'),
    ('cd /home/dev/project && ls -d [[:alpha:]]*/', 'AAAAA'),
    ('time ls [[:upper:]]*', 'AAAAA'),
]

# --- attacks and neighbours of the fix: still asked -----------------------------------------
NEIGHBOURS = [
    ('cat [a-z]*_rsa', 'KKADD'),
    ('cat [[:alpha:]]*hadow', 'KKADD'),
    ('cat [[:alpha:]]*.pem', 'KKADD'),
    ('cat [a-z]*.key', 'KKADD'),
    ('cat [a-z]*credentials*', 'KKADD'),
    ('cat [i]*', 'KKADD'),
    ('cat i*', 'KKADD'),
    ('cat [a-z]d_rsa', 'KKADD'),
    ('ls [ABC]*', 'KKADD'),
    ('cat .[[:alpha:]]nv', 'KKADD'),
    ('cat ~/.ssh/[a-z]*', 'KKADD'),
    ('cat ~/.aws/[a-z]*', 'KKADD'),
    ('cat /etc/[a-z]*', 'KKADD'),
    ('cat /etc/ssh/[a-z]*', 'KKADD'),
    ('cat ~/[a-z]*', 'KKADD'),
    ('ls ~/[[:alpha:]]*', 'KKADD'),
    ('cat ~/*', 'KKADD'),
    ('cat *.pem', 'KKADD'),
]

# --- stricter after round 32 and judged right as is ------------------------------------------
JUDGED = [
    # .tool-versions runs later (asdf's and mise's `path:`), as rust-toolchain does (sensitive32)
    (('Write', {'file_path': '/home/dev/project/.tool-versions', 'content': 'nodejs 20.1.0\npython 3.12.1\n'}), 'KKADD'),
    ('echo "nodejs 20.1.0" >> .tool-versions', 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/rust-toolchain.toml', 'content': '[toolchain]\nchannel = "1.78"\n'}), 'KKADD'),
    # lefthook's every spelling and husky 4's settings run later, as lefthook.yml did
    (('Write', {'file_path': '/home/dev/project/lefthook.yaml', 'content': 'pre-push:\n  commands:\n    test:\n      run: go test ./...\n'}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/lefthook.yml', 'content': 'pre-commit:\n  commands:\n    lint:\n      run: npx eslint {staged_files}\n'}), 'KKADD'),
    (('Edit', {'file_path': '/home/dev/project/.huskyrc', 'old_string': 'a', 'new_string': 'b'}), 'KKADD'),
    # a command run in a container is a container's execution, as `docker exec web ls` is
    (('mcp__docker__exec_command', {'container_id': 'abc123', 'cmd': 'ls -la /app'}), 'KKADD'),
    ('docker exec web ls -la /app', 'KKADD'),
    # a new container is an infrastructure change whatever its command (mcp32)
    (('mcp__docker__run_container', {'image': 'alpine', 'command': 'echo hello'}), 'KKADD'),
    # a POSIX class now read as its range: every process' directory, as /proc/[0-9]*/ was
    ('ls /proc/[[:digit:]]*/', 'KKADD'),
    ('ls /proc/[0-9]*/', 'KKADD'),
]

# --- held: the everyday calls of each stricter class, unchanged by round 32 ------------------
HELD = [
    ("tr -d '[:space:]' < a.txt", 'AAAAA'),
    ("sed -i 's/[[:space:]]\\+$//' README.md", 'KAADD'),
    ("find . -name '[[:upper:]]*.md'", 'AAAAA'),
    ('rm -f [[:upper:]]*.bak', 'KAADD'),
    ('DIR=~/project/docs && du -sh "$DIR"', 'AAAAA'),
    ('for f in ~/project/*.ts; do grep -c def "$f"; done', 'AAAAA'),
    ('for f in ~/project/docs/**/*.go; do file "$f"; done', 'AAAAA'),
    ('for f in ~/project/tests/**/*.go; do md5sum "$f"; done', 'AAAAA'),
    ('x=~/project/docs; ls -la "$x"', 'AAAAA'),
    ('for d in ~/project/build ~/project/dist; do rm -rf "$d"; done', 'KAADD'),
    ('for f in ~/project/src/*.py; do wc -l "$f"; done', 'AAAAA'),
    ('for f in ~/project/src/**/*.go; do head -n 3 "$f"; done', 'AAAAA'),
    ('for f in ~/project/src/**/*.go; do echo "$f"; done', 'AAAAA'),
    ('for f in ~/project/docs/*.py; do echo "$f"; done', 'AAAAA'),
    ('x=~/project/src; grep -rn TODO "$x"', 'AAAAA'),
    ('DIR=~/project/docs && echo "$DIR"', 'AAAAA'),
    ('DIR=~/project && du -sh "$DIR"', 'AAAAA'),
    ('for f in ~/project/*.ts; do md5sum "$f"; done', 'AAAAA'),
    ('cat src/{a,b,c}.txt | wc -l', 'AAAAA'),
    ('convert img.{png,jpg}', 'KKADD'),
    ('echo {a,b}{1,2}', 'AAAAA'),
    ('find . -name "*.{js,ts}"', 'AAAAA'),
    ('ls -la ~/{Documents,Downloads}', 'AAAAA'),
    ('cp -r src/{a,b} /tmp/x', 'KKADD'),
    ('du -sh {src,tests}', 'AAAAA'),
    ('wc -l {src,tests}/*.py', 'AAAAA'),
    ('touch {a,b,c}.txt', 'KAADD'),
    ("awk '/^[[:alpha:]]/ {print}' file.txt", 'AAAAA'),
    ('touch src/{index,app}.ts', 'KAADD'),
    ('cat {README,CHANGELOG}.md', 'AAAAA'),
    ('mkdir -p {src,test}/{unit,integration}', 'KAADD'),
    ('cp config.{yml,yml.bak}', 'KAADD'),
    ('git clean -n -d', 'AAAAA'),
    ('rsync -a --remove-source-files out/ archive/', 'KKADD'),
    ('gzip -r data/*.csv', 'KKADD'),
    ('rsync -a --remove-source-files ./tmp/ ./done/', 'KKADD'),
    ('cd src && git clean -fd && echo done', 'KKADD'),
    ('git clean -fdxq', 'KKADD'),
    ('git clean -fdX && echo done', 'KKADD'),
    ('git clean -f build/', 'KKADD'),
    ('gzip -rv logs', 'KKADD'),
    ('git clean -ffdx && echo done', 'KKADD'),
    ('git clean -fdX', 'KKADD'),
    ('tar -cvzf archive.tgz --remove-files ./old && echo done', 'KKADD'),
    ('zip -m archive.zip build/*.o && echo done', 'KKADD'),
    ('gzip -r build/reports && echo done', 'KKADD'),
    ("python -c 'import django; print(django.get_version())'", 'AAAAD'),
    ('node -e \'console.log(require("os").cpus().length)\'', 'KKADD'),
    ('node -p \'require("./package.json").name\'', 'AAAAD'),
    ('python3 -c \'print(__import__("sys").version)\'', 'KKADD'),
    ('node -e \'console.log("rm -rf build")\'', 'AAAAA'),
    ("node -e 'console.log(Date.now())'", 'KKADD'),
    ('python3 -c \'print("#!/bin/sh\\necho hi")\' > run.sh', 'KAADD'),
    ('python3 -c \'import json; print(json.dumps({"a":1}))\' | jq .', 'AAAAD'),   # was KKADD (round 45, interp45)
    ("node -e 'console.log(process.version)'", 'AAAAA'),
    ("python3 -c 'import sys; print(sys.executable)'", 'AAAAA'),
    ('node -e \'process.stdout.write("ok\\n")\'', 'KKADD'),
    ("python3 -c 'import secrets; print(secrets.token_hex(16))'", 'AAAAD'),   # was KKADD (round 45, interp45)
    ("python3 -c 'import uuid; print(uuid.uuid4())'", 'AAAAD'),   # was KKADD (round 45, interp45)
    ('ruby -e \'require "json"; puts JSON.parse(File.read("a.json")).keys\'', 'AAAAD'),   # was KKADD (round 47 interp47: a project file read, json required)
    ('ls *[[:digit:]].log', 'AAAAA'),
    ('cat [[:upper:]]*.md', 'AAAAA'),
    ('rm -f [[:digit:]]*.tmp', 'KAADD'),
    ("awk '/^[[:alpha:]]/ {print}' file.txt", 'AAAAA'),
    ('ls [[:upper:]]*', 'AAAAA'),
    ("find . -name '[[:digit:]]*.sql'", 'AAAAA'),
    ('ls -d [[:alpha:]]*/', 'AAAAA'),
    ("rg '[[:digit:]]{3}' src", 'AAAAA'),
    ("grep -E '^[[:space:]]+def' src/main.py", 'AAAAA'),
    ("sed -n '/^[[:space:]]*#/p' config.ini", 'AAAAA'),
    ("grep -rn '[[:alpha:]]_test' tests", 'AAAAA'),
    ('pre-commit clean', 'KKADD'),
    ('asdf plugin add nodejs', 'KKADD'),
    ('mise current', 'KKADD'),
    ('mise ls', 'KKADD'),
    ('mise where node', 'KKADD'),
    ('mise use --pin node@20.11.0', 'KKADD'),
    ('mise ls-remote node', 'KKADD'),
    ('asdf global nodejs 20.1.0', 'KKADD'),
    ('asdf current', 'KKADD'),
    ('asdf set nodejs 20.1.0', 'KKADD'),
    ('mise trust', 'KKADD'),
    ('npx husky add .husky/pre-commit "npm test"', 'KKADD'),
    ('mise which node', 'KKADD'),
    ('asdf local nodejs 20.1.0', 'KKADD'),
    (('mcp__supabase__execute_sql', {'sql': 'SELECT * FROM users LIMIT 10'}), 'AAAAD'),
    (('mcp__mongo__aggregate', {'database': 'app', 'collection': 'users', 'pipeline': [{'$project': {'out': 1, 'merge': 1}}]}), 'AAAAD'),
    (('mcp__docker__create_container', {'container': 'web', 'command': 'ls /app'}), 'KKADD'),
    (('mcp__postgres__query', {'sql': 'CREATE INDEX CONCURRENTLY idx ON t(c)'}), 'AAAAD'),
    (('mcp__shell__exec', {'command': 'eslint', 'options': ['--fix'], 'files': ['src/a.ts']}), 'KKADD'),
    (('mcp__playwright__browser_launch', {'url': 'http://localhost:3000', 'viewport': {'width': 1280, 'height': 800}}), 'AAAAD'),
    (('mcp__make__make', {'targets': ['clean', 'build']}), 'AAAAD'),
    (('mcp__git__git_add', {'repo_path': '/home/dev/project', 'files': ['a.py']}), 'KAADD'),  # was AAAAD
    (('mcp__puppeteer__puppeteer_navigate', {'url': 'http://localhost:5173', 'launchOptions': {'executablePath': '/usr/bin/google-chrome', 'headless': True}}), 'AAAAD'),
    (('mcp__neon__run_sql', {'sql': 'CREATE OR REPLACE VIEW recent AS SELECT * FROM orders ORDER BY id DESC LIMIT 100'}), 'AAAAD'),
    (('mcp__desktop-commander__execute_command', {'command': 'black', 'args': ['.']}), 'KKADD'),
    (('mcp__repl__eval', {'code': 'console.log([1,2].map(x=>x*2))', 'language': 'javascript'}), 'KKADD'),
    (('mcp__sentry__search_issues', {'query': 'is:unresolved', 'options': {'limit': 10}}), 'AAAAD'),
    (('mcp__runner__run', {'command': 'rm', 'flags': ['-rf'], 'target': 'build'}), 'KKADD'),
    (('Edit', {'file_path': '/home/dev/project/.lintstagedrc.json', 'old_string': 'a', 'new_string': 'b'}), 'KKADD'),
    (('Edit', {'file_path': '/home/dev/project/lefthook.yml', 'old_string': 'pre-commit:', 'new_string': 'pre-commit: '}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/.huskyrc', 'content': '{"hooks": {"pre-commit": "lint-staged"}}\n'}), 'KKADD'),
    (('Edit', {'file_path': '/home/dev/project/.tool-versions', 'old_string': 'a', 'new_string': 'b'}), 'KKADD'),
    (('Edit', {'file_path': '/home/dev/project/lint-staged.config.js', 'old_string': 'a', 'new_string': 'b'}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/makefile', 'content': 'x\n'}), 'KAADD'),
    (('Edit', {'file_path': '/home/dev/project/.pre-commit-config.yaml', 'old_string': 'repos:', 'new_string': 'repos: '}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/.husky/pre-push', 'content': 'x\n'}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/Taskfile.yml', 'content': 'x\n'}), 'KAADD'),
    (('Edit', {'file_path': '/home/dev/project/GNUmakefile', 'old_string': 'a', 'new_string': 'b'}), 'KAADD'),
    (('Write', {'file_path': '/home/dev/project/.pre-commit-config.yaml', 'content': 'x\n'}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/.pre-commit-config.yaml', 'content': 'repos:\n  - repo: https://github.com/psf/black\n    rev: 24.3.0\n    hooks:\n      - id: black\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.4.0\n    hooks:\n      - id: ruff\n'}), 'KKADD'),
    (('Edit', {'file_path': '/home/dev/project/.nvmrc', 'old_string': 'a', 'new_string': 'b'}), 'KAADD'),
    (('Edit', {'file_path': '/home/dev/project/package.json', 'old_string': 'a', 'new_string': 'b'}), 'KAADD'),
    (('Bash', {'command': 'mkdir', 'args': ['-p', 'out']}), 'KAADD'),
    (('Bash', {'command': 'git status', 'description': 'Show working tree status'}), 'AAAAA'),
    (('Bash', {'command': 'npm test', 'timeout': 120000}), 'AAAAD'),
    (('Bash', {'command': 'ls', 'target': 'src'}), 'AAAAA'),
    (('Bash', {'command': 'prettier', 'args': ['--write', 'src/']}), 'AAAAD'),
    (('Bash', {'command': 'go', 'args': ['vet', './...']}), 'KKADD'),
    (('Bash', {'command': 'black', 'args': ['.']}), 'AAAAD'),
    (('Bash', {'command': 'ls', 'paths': ['src', 'tests']}), 'AAAAA'),
    (('Bash', {'command': 'ls', 'path': './src'}), 'AAAAA'),
    (('Bash', {'command': 'make', 'target': 'test'}), 'AAAAD'),
    (('Bash', {'command': 'echo', 'args': ['hello']}), 'AAAAA'),
    (('Bash', {'command': 'ls', 'flags': ['-la'], 'path': 'src'}), 'AAAAA'),
    (('Bash', {'command': 'rm', 'args': ['-rf', 'node_modules']}), 'KAADD'),
    (('Bash', {'command': 'pytest', 'args': ['-k', 'test_login', '-v']}), 'AAAAD'),
]

ROWS = FIXED + NEIGHBOURS + JUDGED + HELD


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round32_benign33(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", FIXED, ids=_id)
def test_a_wide_set_before_a_star_reads_as_the_star(row) -> None:
    assert call_letters(_SNAP, row[0]) == "AAAAA"


@pytest.mark.parametrize("row", NEIGHBOURS, ids=_id)
def test_a_sensitive_name_spelled_after_the_star_is_never_allowed_outside_bypass(row) -> None:
    got = call_letters(_SNAP, row[0])
    assert got[0] != "A" and got[3:] == "DD", (row[0], got)
