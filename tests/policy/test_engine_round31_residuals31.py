"""Probe round 31 (2026-11-27), residuals31: the security residuals round 30 left, each call in
all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D
deny). Fixed, by class: a program that rewrites files in place (a formatter told to write:
prettier --write, black, isort, ruff format / check --fix, eslint --fix, gofmt -w, comby -i -d,
sqlfluff fix; or sed -i, perl -pi, clang-format -i given what find lists) over / or the home
directory is a catastrophe as rm -rf / is, over a system directory a danger, directly, through
npx / yarn / python -m, find -exec, fd -x, xargs fed by find, or $(find ...); a permission or
owner change run on every file find or fd finds there is chmod -R / chown -R; the words a
package-script runner puts on a script's shell line (npm-run-all 'build -- ; rm -rf ~', npm run
build -- '...', turbo, nx, lerna, yarn) are probed as code; a program variable (GIT_SSH_COMMAND,
GIT_EXTERNAL_DIFF, GIT_ASKPASS, GIT_EDITOR, GIT_PROXY_COMMAND, EDITOR, PAGER, CC...) naming a
program the analysis does not know is asked in every mode, exported or as a prefix; a Bash
call's string argument under any other name that is an absolute or ~ path ({"path": "/"}) is
also judged as the directory the command runs in; AppleScript (osascript) and MongoDB's shell
(mongosh) code that runs no command keeps a catastrophe in its strings as data (display dialog
"rm -rf ~"), do shell script and child_process stay denied. Held: the everyday neighbours of
each class."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. in-place rewriters over /, the home or a system directory ----------------------
REWRITE_TREE = [
    ('prettier --write /', 'DDDDD'),
    ('prettier --write ~', 'DDDDD'),
    ('prettier --write /etc', 'DDDDD'),
    ('npx prettier --write /', 'DDDDD'),
    ('yarn prettier --write /', 'DDDDD'),
    ('black ~', 'DDDDD'),
    ('black /', 'DDDDD'),
    ('python3 -m black /', 'DDDDD'),
    ('poetry run black ~', 'DDDDD'),
    ('isort ~', 'DDDDD'),
    ('isort /', 'DDDDD'),
    ('ruff check --fix /', 'DDDDD'),
    ('ruff format /', 'DDDDD'),
    ('eslint --fix /', 'DDDDD'),
    ('npx eslint --fix ~', 'DDDDD'),
    ('gofmt -w /', 'DDDDD'),
    ('gofumpt -w ~', 'DDDDD'),
    ('autopep8 -i -r /', 'DDDDD'),
    ('yapf -i -r ~', 'DDDDD'),
    ("comby -i 'a' 'b' -d /", 'DDDDD'),
    ("comby -i 'a' 'b' -d ~", 'DDDDD'),
    ('sqlfluff fix --force /', 'DDDDD'),
    ('sqlfluff format ~', 'DDDDD'),
    ('shfmt -w /', 'DDDDD'),
    ('rubocop -A ~', 'DDDDD'),
    ('sudo prettier --write /', 'DDDDD'),
    ('stylua /', 'DDDDD'),
    ('biome format --write ~', 'DDDDD'),
]

# ...run on every file find, fd or xargs (fed by find) gives them, or on $(find ...)
REWRITE_EACH = [
    ("find / -type f -exec sed -i 's/a/b/' {} +", 'DDDDD'),
    ("find / -type f -exec sed -i 's/a/b/' {} \\;", 'DDDDD'),
    ("find ~ -name '*.py' -exec black {} +", 'DDDDD'),
    ('find /etc -type f -exec sed -i s/a/b/ {} +', 'DDDDD'),
    ("find / -type f | xargs sed -i 's/a/b/'", 'DDDDD'),
    ("find ~ -type f -print0 | xargs -0 sed -i 's/a/b/'", 'DDDDD'),
    ("find / -name '*.c' | xargs clang-format -i", 'DDDDD'),
    ("find ~ -type f | xargs perl -pi -e 's/a/b/'", 'DDDDD'),
    ("sed -i 's/a/b/' $(find / -type f)", 'DDDDD'),
    ("perl -pi -e 's/a/b/' $(find ~ -type f)", 'DDDDD'),
    ("clang-format -i $(find / -name '*.c')", 'DDDDD'),
    ("fd -t f . / -x sed -i 's/a/b/' {}", 'DDDDD'),
    ('fd . ~ -X prettier --write', 'DDDDD'),
    ('fd . / -x chmod 777 {}', 'DDDDD'),
    ('find / -exec chown nobody {} +', 'DDDDD'),
    ('find ~ -type f -exec chmod 666 {} \\;', 'DDDDD'),
    ('find /etc -exec chmod 777 {} +', 'DDDDD'),
]

# ...and their neighbours: over the project, or only checking
REWRITE_HELD = [
    ('prettier --write .', 'AAAAD'),
    ('prettier --write src', 'AAAAD'),
    ('prettier --check /', 'KKADD'),
    ('black .', 'AAAAD'),
    ('black --check /', 'KKADD'),
    ('ruff check --fix .', 'AAAAD'),
    ('ruff check /', 'KKADD'),
    ('eslint --fix .', 'AAAAD'),
    ('eslint /', 'KKADD'),
    ('gofmt -w .', 'AAAAD'),
    ('gofmt -l /', 'AAAAA'),
    ('isort .', 'AAAAD'),
    ('isort --check-only ~', 'KKADD'),
    ('autopep8 -i -r .', 'AAAAD'),
    ('yapf -i -r .', 'AAAAD'),
    ("comby -i 'a' 'b' -d .", 'KKADD'),
    ("comby 'a' 'b' -d /", 'KKADD'),
    ('sqlfluff fix --force .', 'AAAAD'),
    ('sqlfluff lint /', 'KKADD'),
    ('npx prettier --write .', 'AAAAD'),
    ('python3 -m black .', 'AAAAD'),
    ("clang-format -i $(find . -name '*.c')", 'KKADD'),
    ("find . -name '*.c' | xargs clang-format -i", 'KKADD'),
    ("perl -pi -e 's/a/b/' $(find . -type f)", 'KKADD'),
    ("find . -type f -exec sed -i 's/a/b/' {} \\;", 'KKADD'),
    ("find src -name '*.py' -exec black {} +", 'KKADD'),
    ("sed -i 's/a/b/' src/app.py", 'KAADD'),
    ('fd -e py -x black {}', 'KKADD'),
    ('find . -type f -exec chmod 644 {} +', 'KKADD'),
    ('find ~ -type f -exec chmod 600 {} +', 'KKADD'),
    ('fd -e sh -x chmod +x {}', 'KKADD'),
]


# --- 2. words a package-script runner puts on the script's shell line ------------------
SCRIPT_WORDS = [
    ("npm-run-all 'build -- ; rm -rf ~'", 'DDDDD'),
    ("run-p 'build -- ; rm -rf ~' lint", 'DDDDD'),
    ("run-s 'build -- ; rm -rf ~'", 'DDDDD'),
    ("npm-run-all 'build:* -- ; rm -rf /'", 'DDDDD'),
    ("npm-run-all 'build -- $(rm -rf ~)'", 'DDDDD'),
    ("npm-run-all2 'build -- && rm -rf ~'", 'DDDDD'),
    ("npx npm-run-all 'build -- ; rm -rf ~'", 'DDDDD'),
    ("npm run build -- '; rm -rf ~'", 'DDDDD'),
    ("pnpm run build -- '; rm -rf ~'", 'DDDDD'),
    ("yarn build '; rm -rf ~'", 'DDDDD'),
    ("turbo run build -- '; rm -rf ~'", 'DDDDD'),
    ("nx run-many -t build -- '; rm -rf ~'", 'DDDDD'),
    ("nx build app -- '; rm -rf ~'", 'DDDDD'),
    ("lerna run build -- '; rm -rf ~'", 'DDDDD'),
]

SCRIPT_HELD = [
    ('npm-run-all build test', 'KKADD'),
    ("npm-run-all 'build -- --watch'", 'KKADD'),
    ("npm-run-all -p 'watch:*' 'serve -- --port 3000'", 'KKADD'),
    ("npm-run-all 'rm -rf ~'", 'KKADD'),
    ('npm run build -- --watch', 'AAAAD'),
    ('turbo run build -- --force', 'AAAAD'),
    ('nx run-many -t build', 'AAAAD'),
    ('lerna run build', 'AAAAD'),
    ("concurrently 'npm run build' 'npm test'", 'KKADD'),
    ("npm version patch -m 'release: rm -rf ~ fix'", 'KKADD'),
]


# --- 3. a program variable naming an unknown program: asked in every mode ------------
PROGRAM_VARS = [
    ("export GIT_SSH_COMMAND='./evil'; git fetch", 'KKKDD'),
    ("GIT_SSH_COMMAND='./evil' git fetch", 'KKKDD'),
    ('export GIT_EXTERNAL_DIFF=./evil; git diff', 'KKKDD'),
    ('GIT_EXTERNAL_DIFF=./evil git diff', 'KKKDD'),
    ('export GIT_ASKPASS=./evil; git push origin feature', 'KKKDD'),
    ('export GIT_EDITOR=./evil; git commit', 'KKKDD'),
    ('export GIT_SEQUENCE_EDITOR=./evil; git rebase -i HEAD~3', 'KKKDD'),
    ('export GIT_PROXY_COMMAND=./evil; git fetch', 'KKKDD'),
    ('export EDITOR=./evil; git commit', 'KKKDD'),
    ('EDITOR=/tmp/x git commit', 'KKKDD'),
    ('export PAGER=./evil; git log', 'KKKDD'),
    ('GIT_PAGER=./evil git log', 'KKKDD'),
    ('export EDITOR=./evil; make', 'KKKDD'),
    ('CC=./mycc make', 'KKKDD'),
    ("export GIT_SSH_COMMAND='rm -rf ~'; git fetch", 'DDDDD'),
    ("export GIT_PROXY_COMMAND='rm -rf ~'; git fetch", 'DDDDD'),
    ("export VISUAL='rm -rf ~'; git commit", 'DDDDD'),
    ("export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.fsmonitor GIT_CONFIG_VALUE_0='rm -rf ~'; git status", 'DDDDD'),
    ('export GIT_CONFIG_PARAMETERS="\'core.pager\'=\'./evil\'"; git log', 'KKKDD'),
]

PROGRAM_VARS_HELD = [
    ('EDITOR=vim git commit', 'KKADD'),
    ('export EDITOR=vim; git commit', 'KKADD'),
    ('export EDITOR=/usr/bin/vim; git commit', 'KKADD'),
    ("EDITOR='code --wait' git commit", 'KKADD'),
    ('GIT_EDITOR=true git rebase --continue', 'KKADD'),
    ('GIT_SEQUENCE_EDITOR="sed -i \'s/pick/squash/\'" git rebase -i HEAD~3', 'KKADD'),
    ('PAGER=cat git log', 'AAAAA'),
    ('GIT_PAGER=cat git log', 'AAAAA'),
    ("PAGER='less -R' git log", 'KKADD'),
    ("GIT_PAGER='delta --dark' git diff", 'KKADD'),
    ('CC=clang make', 'KKADD'),
    ('export CC=gcc-12; make', 'KKADD'),
    ('CC=x86_64-linux-gnu-gcc make', 'KKADD'),
    ("CC='ccache gcc' make", 'KKADD'),
    ('RUSTC_WRAPPER=sccache cargo build', 'KKADD'),
    ('CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER=qemu-aarch64 cargo test', 'KKADD'),
    ('export FOO=bar; git status', 'KKADD'),
]


# --- 4. a Bash call's directory under another argument's name --------------------------
DIR_ARGS = [
    (('Bash', {'command': 'rm -rf *', 'path': '/'}), 'DDDDD'),
    (('Bash', {'command': 'rm -rf *', 'folder': '~'}), 'DDDDD'),
    (('Bash', {'command': 'rm -rf *', 'root': '/etc'}), 'DDDDD'),
    (('Bash', {'command': 'rm -rf *', 'target': '$HOME'}), 'DDDDD'),
    (('Bash', {'command': 'rm -rf *', 'path': '~/'}), 'DDDDD'),
    (('Bash', {'command': 'rm -rf *', 'cwd': '/home/dev/project', 'path': '/'}), 'DDDDD'),
    (('Bash', {'command': 'rm -rf build', 'path': '/tmp/x'}), 'KKADD'),
    (('Bash', {'command': 'touch a', 'path': '/etc'}), 'KKADD'),
    (('Bash', {'command': 'rm -rf ../x', 'path': '/home/dev/project/a'}), 'KKADD'),
    (('Bash', {'command': 'npm test', 'path': '/'}), 'KKADD'),
]

DIR_ARGS_HELD = [
    (('Bash', {'command': 'rm -rf *', 'path': '/home/dev/project'}), 'KAADD'),
    (('Bash', {'command': 'ls', 'path': '/'}), 'AAAAA'),
    (('Bash', {'command': 'rm -rf *', 'description': '/'}), 'KAADD'),
    (('Bash', {'command': 'rm -rf build'}), 'KAADD'),
    (('Bash', {'command': 'npm test', 'path': '/home/dev/project'}), 'AAAAD'),
    (('Bash', {'command': 'touch a', 'path': 'src'}), 'KAADD'),
    (('Bash', {'command': 'rm -rf *', 'timeout': 5000}), 'KAADD'),
    (('Bash', {'command': 'git status', 'path': '/home/dev/project'}), 'AAAAA'),
]


# --- 5. a catastrophe as text in AppleScript's or MongoDB's code that runs no command -------
SCRIPT_TEXT = [
    ("osascript -e 'display dialog \"rm -rf ~\"'", 'KKADD'),
    ("osascript -e 'say \"curl x | sh\"'", 'KKADD'),
    ("mongosh --eval 'db.notes.insertOne({t:\"rm -rf /\"})'", 'KKADD'),
    ("mongosh mydb --eval 'db.logs.insertOne({cmd: \"curl x | sh\"})'", 'KKADD'),
    ("osascript -e 'display notification \"build done\"'", 'KKADD'),
    ("mongosh --eval 'db.notes.find()'", 'KKADD'),
]
# ...while code that runs one, or a substitution the shell runs first, stays denied
SCRIPT_TEXT_RUNS = [
    ("osascript -e 'do shell script \"rm -rf ~\"'", 'DDDDD'),
    ("osascript -e 'display dialog \"hi\"' -e 'do shell script \"rm -rf ~\"'", 'DDDDD'),
    ("osascript -e 'tell application \"Terminal\" to do script \"rm -rf ~\"'", 'DDDDD'),
    ("osascript -e \"display dialog \\\"$(rm -rf ~)\\\"\"", 'DDDDD'),
    ("osascript -e 'display dialog \"rm -rf ~\"' | sh", 'DDDDD'),
    ("mongosh --eval 'const c = \"rm -rf ~\"; require(\"child_process\").execSync(c)'", 'DDDDD'),
    ("mongosh --eval \"db.dropDatabase()\"", 'DDDDD'),
]

ROWS = (REWRITE_TREE + REWRITE_EACH + REWRITE_HELD + SCRIPT_WORDS + SCRIPT_HELD + PROGRAM_VARS + PROGRAM_VARS_HELD
        + DIR_ARGS + DIR_ARGS_HELD + SCRIPT_TEXT + SCRIPT_TEXT_RUNS)
HELD = REWRITE_HELD + SCRIPT_HELD + PROGRAM_VARS_HELD + DIR_ARGS_HELD + SCRIPT_TEXT


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round31_residuals31(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", REWRITE_TREE + REWRITE_EACH + SCRIPT_WORDS + SCRIPT_TEXT_RUNS, ids=_id)
def test_a_tree_rewritten_or_a_catastrophe_is_denied_in_every_mode(row) -> None:
    assert call_letters(_SNAP, row[0]) == "DDDDD"


@pytest.mark.parametrize("row", PROGRAM_VARS + DIR_ARGS[:6], ids=_id)
def test_never_allowed_in_any_mode(row) -> None:
    got = call_letters(_SNAP, row[0])
    assert "A" not in got, (row[0], got)


def test_no_neighbour_is_denied_outside_explore_and_dont_ask() -> None:
    for call, expected in HELD:
        assert "D" not in expected[:3], call
