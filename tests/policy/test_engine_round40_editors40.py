"""Probe round 40 (2026-11-28), editors40: a file an operator's deny rule names, run by a loader
option, a configuration knob, a package runner or git instead of by its name (round 38's Left
list and its neighbours); each call in all five modes (letters: default, accept_edits, bypass,
dont_ask, explore; A allow, K ask, D deny), under deny rules on running files (node evil.js, perl
evil.pl / evil.pm, python3 evil.py, sh hooks/pre-commit, sh .git/hooks/pre-push, ruby evil.rb, sh
evil.sh, php evil.php, lib/helper.* for each loader, ./evil.so, python3 manage.py migrate) and
without rules. Fixed, by class (script_run_words and the words deny rules meet):
(1) where the file is: a loader's or a script's path after a cd is taken from the directory the
    command runs in (BashAnalysis.moved_dirs): cd sub && node -r ../evil.js app.js, (cd sub && ...),
    pushd sub && ..., sh -c 'cd sub && node ../evil.js' (KKADD -> DDDDD);
(2) the interpreter a package runner runs (npx/bunx/pnpx, yarn X, yarn exec, pnpm X/dlx/exec, npm
    exec: package_runner_words) and the program an alias names (python3 -m pytest is pytest) load
    their files as themselves: npx tsx --import ./evil.js app.ts, yarn tsx ..., npx tsx evil.js
    (KKADD/AAAAD -> DDDDD); deno run/serve/test F and --preload F as node's (a JS file run);
(3) a file run by its own name (./evil.py, hooks/pre-commit), by a wrapper (env ./evil.js), by a
    knob (git -c core.pager=./evil.js, diff.external, core.sshCommand, alias !./evil.js, GIT_SSH,
    git config core.pager ./evil.js), sourced (. hooks/pre-commit) or by a build tool's loading
    option meets a rule that names the file after an interpreter or shell (file_rule_prefixes:
    the rule's words up to the file, then the command's others; a rule on a bare program names
    no file, so Bash(sh:*) still does not meet ./gradlew or . venv/bin/activate);
(4) git's hooks: git -c core.hooksPath=DIR SUB, git config core.hooksPath DIR (for the commands
    after it, and a later call), .git/hooks otherwise, run the hooks githooks(5) gives SUB
    (commit: pre-commit..., push: pre-push; --no-verify drops pre-commit/commit-msg/pre-push; -c
    alias.ci=commit): KKKDD/KKADD -> DDDDD under a rule naming the hook;
(5) build and test tools' options that load a code file (jest/vitest/eslint/webpack/vite/
    playwright -c/--config, jest --setupFiles, mocha -r/--require/--file, prettier --plugin,
    cypress --config-file, pytest -p M, pylint --load-plugins M, nox -f, npm --script-shell,
    npm --node-options): AAAAD -> DDDDD under a rule naming the file; without rules they keep the
    build's trust (jest -c jest.config.js is the project's);
(6) modules found in the directories a line adds (perl/ruby -I DIR, PYTHONPATH, PERL5LIB, RUBYLIB,
    NODE_PATH, an export of one), code an interpreter reads from a here-document or here-string
    (python3 - <<< 'import evil', node <<< 'require("./evil")'), require("./evil") as evil.js,
    export NODE_OPTIONS=... for the commands after it, LD_PRELOAD's library.
Without rules no letter changes; the benign neighbours (node -r dotenv/config app.js, ruby -rjson,
perl -MJSON -e, python3 -c 'import json', git -c color.ui=always log) stay as they were."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_DENY = [
    'Bash(node evil.js:*)',
    'Bash(perl evil.pl:*)',
    'Bash(perl evil.pm:*)',
    'Bash(python3 evil.py:*)',
    'Bash(sh hooks/pre-commit:*)',
    'Bash(sh .git/hooks/pre-push:*)',
    'Bash(ruby evil.rb:*)',
    'Bash(sh evil.sh:*)',
    'Bash(php evil.php:*)',
    'Bash(python3 lib/helper.py:*)',
    'Bash(perl lib/Helper.pm:*)',
    'Bash(ruby lib/helper.rb:*)',
    'Bash(node lib/helper.js:*)',
    'Bash(./evil.so:*)',
    'Bash(python3 manage.py migrate:*)',
]

_DENY_SNAP = snap(permissions={"deny": _DENY})
_SNAP = snap()

CD_UNDER_RULES = [
    ('cd sub && node -r ../evil.js app.js', 'DDDDD'),   # was KKADD
    ('cd sub && node ../evil.js', 'DDDDD'),   # was KKADD
    ('cd sub && sh ../hooks/pre-commit', 'DDDDD'),   # was KKADD
    ('cd sub && python3 ../evil.py', 'DDDDD'),   # was KKADD
    ('(cd sub && node -r ../evil.js app.js)', 'DDDDD'),   # was KKADD
    ('pushd sub && node ../evil.js', 'DDDDD'),   # was KKADD
    ('cd sub; NODE_OPTIONS=--require=../evil.js npm test', 'DDDDD'),   # was KKKDD
    ('cd sub && npx tsx --import ../evil.js app.ts', 'DDDDD'),   # was KKADD
    ("sh -c 'cd sub && node ../evil.js'", 'DDDDD'),   # was KKADD
    ('cd sub && node -r ./evil.js app.js', 'DDDDD'),
    ('cd /tmp && node -r ../home/dev/project/evil.js app.js', 'DDDDD'),   # was KKADD
    ('cd sub && node app.js', 'KKADD'),
    ('cd sub && node -r ../dotenv.js app.js', 'KKADD'),
]
CD_WITHOUT_RULES = [
    ('cd sub && node -r ../evil.js app.js', 'KKADD'),
    ('cd sub && node ../evil.js', 'KKADD'),
    ('cd sub && sh ../hooks/pre-commit', 'KKADD'),
    ('cd sub && python3 ../evil.py', 'KKADD'),
    ('(cd sub && node -r ../evil.js app.js)', 'KKADD'),
    ('pushd sub && node ../evil.js', 'KKADD'),
    ('cd sub; NODE_OPTIONS=--require=../evil.js npm test', 'KKKDD'),
    ('cd sub && npx tsx --import ../evil.js app.ts', 'KKADD'),
    ("sh -c 'cd sub && node ../evil.js'", 'KKADD'),
    ('cd sub && node -r ./evil.js app.js', 'KKADD'),
    ('cd /tmp && node -r ../home/dev/project/evil.js app.js', 'KKADD'),
    ('cd sub && node app.js', 'KKADD'),
    ('cd sub && node -r ../dotenv.js app.js', 'KKADD'),
]

RUNNERS_UNDER_RULES = [
    ('npx tsx --import ./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('npx -y tsx --require ./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('npx tsx evil.js', 'DDDDD'),   # was AAAAD
    ('npx ts-node evil.js', 'DDDDD'),   # was KKADD
    ('bunx tsx --import ./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('yarn tsx --import ./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('yarn exec node evil.js', 'DDDDD'),
    ('pnpm tsx --import ./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('pnpm dlx tsx --import ./evil.js app.ts', 'DDDDD'),
    ('pnpm exec tsx --import ./evil.js app.ts', 'DDDDD'),
    ('npm exec -- tsx --import ./evil.js app.ts', 'DDDDD'),
    ('npx tsx app.ts', 'AAAAD'),
    ('yarn tsx app.ts', 'AAAAD'),
    ('npx tsx --import ./setup.js app.ts', 'KKADD'),
    ('yarn build', 'AAAAD'),
    ('pnpm install', 'AAAAD'),
]
RUNNERS_WITHOUT_RULES = [
    ('npx tsx --import ./evil.js app.ts', 'KKADD'),
    ('npx -y tsx --require ./evil.js app.ts', 'KKADD'),
    ('npx tsx evil.js', 'AAAAD'),
    ('npx ts-node evil.js', 'KKADD'),
    ('bunx tsx --import ./evil.js app.ts', 'KKADD'),
    ('yarn tsx --import ./evil.js app.ts', 'KKADD'),
    ('yarn exec node evil.js', 'KKADD'),
    ('pnpm tsx --import ./evil.js app.ts', 'KKADD'),
    ('pnpm dlx tsx --import ./evil.js app.ts', 'KKADD'),
    ('pnpm exec tsx --import ./evil.js app.ts', 'KKADD'),
    ('npm exec -- tsx --import ./evil.js app.ts', 'KKADD'),
    ('npx tsx app.ts', 'AAAAD'),
    ('yarn tsx app.ts', 'AAAAD'),
    ('npx tsx --import ./setup.js app.ts', 'KKADD'),
    ('yarn build', 'AAAAD'),
    ('pnpm install', 'AAAAD'),
]

DENO_UNDER_RULES = [
    ('deno run ./evil.js', 'DDDDD'),   # was KKADD
    ('deno run -A ./evil.js', 'DDDDD'),   # was KKADD
    ('deno ./evil.js', 'DDDDD'),   # was KKADD
    ('deno run --preload ./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('deno run --preload=./evil.js app.ts', 'DDDDD'),   # was KKADD
    ('deno serve evil.js', 'DDDDD'),   # was KKADD
    ('deno run -A app.ts', 'KKADD'),
    ('deno fmt', 'AAAAD'),
    ('deno task dev', 'AAAAD'),
    ('deno test', 'AAAAD'),
]
DENO_WITHOUT_RULES = [
    ('deno run ./evil.js', 'KKADD'),
    ('deno run -A ./evil.js', 'KKADD'),
    ('deno ./evil.js', 'KKADD'),
    ('deno run --preload ./evil.js app.ts', 'KKADD'),
    ('deno run --preload=./evil.js app.ts', 'KKADD'),
    ('deno serve evil.js', 'KKADD'),
    ('deno run -A app.ts', 'KKADD'),
    ('deno fmt', 'AAAAD'),
    ('deno task dev', 'AAAAD'),
    ('deno test', 'AAAAD'),
]

BY_NAME_UNDER_RULES = [
    ('./evil.js', 'DDDDD'),   # was KKADD
    ('./evil.py', 'DDDDD'),   # was KKADD
    ('./evil.pl', 'DDDDD'),   # was KKADD
    ('./evil.rb', 'DDDDD'),   # was KKADD
    ('./hooks/pre-commit', 'DDDDD'),   # was KKADD
    ('hooks/pre-commit', 'DDDDD'),   # was KKADD
    ('./manage.py migrate', 'DDDDD'),   # was KKADD
    ('./manage.py runserver', 'KKADD'),
    ('env ./evil.js', 'DDDDD'),   # was KKADD
    ('. hooks/pre-commit', 'DDDDD'),   # was KKKDD
    ('source hooks/pre-commit', 'DDDDD'),   # was KKKDD
    ('. ./hooks/pre-commit', 'DDDDD'),   # was KKKDD
    ("sh -c '. hooks/pre-commit'", 'DDDDD'),   # was KKKDD
    ("bash -c 'source hooks/pre-commit'", 'DDDDD'),   # was KKKDD
    ("sh -c '. ./evil.sh'", 'DDDDD'),   # was KKKDD
    ("eval '. hooks/pre-commit'", 'DDDDD'),   # was KKKDD
    ('. venv/bin/activate', 'AAAAD'),
    ('source .venv/bin/activate', 'AAAAD'),
    ('./app.js', 'KKADD'),
    ('./build.sh', 'KKADD'),
]
BY_NAME_WITHOUT_RULES = [
    ('./evil.js', 'KKADD'),
    ('./evil.py', 'KKADD'),
    ('./evil.pl', 'KKADD'),
    ('./evil.rb', 'KKADD'),
    ('./hooks/pre-commit', 'KKADD'),
    ('hooks/pre-commit', 'KKADD'),
    ('./manage.py migrate', 'KKADD'),
    ('./manage.py runserver', 'KKADD'),
    ('env ./evil.js', 'KKADD'),
    ('. hooks/pre-commit', 'KKKDD'),
    ('source hooks/pre-commit', 'KKKDD'),
    ('. ./hooks/pre-commit', 'KKKDD'),
    ("sh -c '. hooks/pre-commit'", 'KKKDD'),
    ("bash -c 'source hooks/pre-commit'", 'KKKDD'),
    ("sh -c '. ./evil.sh'", 'KKKDD'),
    ("eval '. hooks/pre-commit'", 'KKKDD'),
    ('. venv/bin/activate', 'AAAAD'),
    ('source .venv/bin/activate', 'AAAAD'),
    ('./app.js', 'KKADD'),
    ('./build.sh', 'KKADD'),
]

KNOBS_UNDER_RULES = [
    ('git -c core.pager=./evil.js log', 'DDDDD'),   # was KKKDD
    ('git -c core.sshCommand=./evil.js fetch', 'DDDDD'),   # was KKKDD
    ('git -c diff.external=./evil.js diff', 'DDDDD'),   # was KKKDD
    ('git -c core.fsmonitor=./evil.js status', 'DDDDD'),   # was KKKDD
    ('git -c core.askPass=./evil.js fetch', 'DDDDD'),   # was KKKDD
    ('git -c gpg.program=./evil.js commit -S -m x', 'DDDDD'),   # was KKKDD
    ("git -c alias.x='!./evil.js' x", 'DDDDD'),   # was KKKDD
    ('GIT_SSH=./evil.js git fetch', 'DDDDD'),   # was KKKDD
    ('GIT_EXTERNAL_DIFF=./evil.js git diff', 'DDDDD'),   # was KKKDD
    ('git config core.pager ./evil.js', 'DDDDD'),   # was KKADD
    ('git config diff.external ./evil.js', 'DDDDD'),   # was KKADD
    ("git -c core.pager='sh evil.sh' log", 'DDDDD'),
    ("git -c alias.x='!sh evil.sh' x", 'DDDDD'),
    ("git -c core.sshCommand='node evil.js' fetch", 'DDDDD'),
    ("git -c diff.external='node evil.js' diff", 'DDDDD'),
    ('git -c color.ui=always log', 'AAAAA'),
    ('git -c core.pager=less log', 'KKKDD'),
    ('GIT_PAGER=cat git log', 'AAAAA'),
]
KNOBS_WITHOUT_RULES = [
    ('git -c core.pager=./evil.js log', 'KKKDD'),
    ('git -c core.sshCommand=./evil.js fetch', 'KKKDD'),
    ('git -c diff.external=./evil.js diff', 'KKKDD'),
    ('git -c core.fsmonitor=./evil.js status', 'KKKDD'),
    ('git -c core.askPass=./evil.js fetch', 'KKKDD'),
    ('git -c gpg.program=./evil.js commit -S -m x', 'KKKDD'),
    ("git -c alias.x='!./evil.js' x", 'KKKDD'),
    ('GIT_SSH=./evil.js git fetch', 'KKKDD'),
    ('GIT_EXTERNAL_DIFF=./evil.js git diff', 'KKKDD'),
    ('git config core.pager ./evil.js', 'KKADD'),
    ('git config diff.external ./evil.js', 'KKADD'),
    ("git -c core.pager='sh evil.sh' log", 'KKKDD'),
    ("git -c alias.x='!sh evil.sh' x", 'KKKDD'),
    ("git -c core.sshCommand='node evil.js' fetch", 'KKKDD'),
    ("git -c diff.external='node evil.js' diff", 'KKKDD'),
    ('git -c color.ui=always log', 'AAAAA'),
    ('git -c core.pager=less log', 'KKKDD'),
    ('GIT_PAGER=cat git log', 'AAAAA'),
]

HOOKS_UNDER_RULES = [
    ('git -c core.hooksPath=hooks commit -m x', 'DDDDD'),   # was KKKDD
    ('git config core.hooksPath hooks && git commit -m x', 'DDDDD'),   # was KKADD
    ('git config core.hooksPath hooks; git commit -m x', 'DDDDD'),   # was KKADD
    ('git config --local core.hooksPath ./hooks && git commit -m x', 'DDDDD'),   # was KKADD
    ('git config core.hooksPath hooks', 'DDDDD'),   # was KKADD
    ('git config core.hooksPath ./hooks/', 'DDDDD'),   # was KKADD
    ('cd sub && git config core.hooksPath ../hooks && git commit -m x', 'DDDDD'),   # was KKADD
    ('git -c core.hooksPath=hooks -c alias.ci=commit ci -m x', 'DDDDD'),   # was KKKDD
    ('git push', 'DDDDD'),   # was KKADD
    ('git push origin main', 'DDDDD'),   # was KKADD
    ('git -c core.hooksPath=hooks commit --no-verify -m x', 'KKKDD'),
    ('git -c core.hooksPath=hooks log', 'KKKDD'),
    ('git -c core.hooksPath=hooks status', 'KKKDD'),
    ('git config core.hooksPath .husky', 'KKADD'),
    ('git config --unset core.hooksPath', 'KKADD'),
    ('git push --no-verify', 'KKADD'),
    ('git commit -m x', 'KAADD'),
    ('git status', 'AAAAA'),
    ('git log --oneline', 'AAAAA'),
]
HOOKS_WITHOUT_RULES = [
    ('git -c core.hooksPath=hooks commit -m x', 'KKKDD'),
    ('git config core.hooksPath hooks && git commit -m x', 'KKADD'),
    ('git config core.hooksPath hooks; git commit -m x', 'KKADD'),
    ('git config --local core.hooksPath ./hooks && git commit -m x', 'KKADD'),
    ('git config core.hooksPath hooks', 'KKADD'),
    ('git config core.hooksPath ./hooks/', 'KKADD'),
    ('cd sub && git config core.hooksPath ../hooks && git commit -m x', 'KKADD'),
    ('git -c core.hooksPath=hooks -c alias.ci=commit ci -m x', 'KKKDD'),
    ('git push', 'KKADD'),
    ('git push origin main', 'KKADD'),
    ('git -c core.hooksPath=hooks commit --no-verify -m x', 'KKKDD'),
    ('git -c core.hooksPath=hooks log', 'KKKDD'),
    ('git -c core.hooksPath=hooks status', 'KKKDD'),
    ('git config core.hooksPath .husky', 'KKADD'),
    ('git config --unset core.hooksPath', 'KKADD'),
    ('git push --no-verify', 'KKADD'),
    ('git commit -m x', 'KAADD'),
    ('git status', 'AAAAA'),
    ('git log --oneline', 'AAAAA'),
]

BUILD_LOADERS_UNDER_RULES = [
    ('jest --config evil.js', 'DDDDD'),   # was AAAAD
    ('jest --config=evil.js', 'DDDDD'),   # was AAAAD
    ('jest -c evil.js', 'DDDDD'),   # was AAAAD
    ('jest --setupFiles ./evil.js', 'DDDDD'),   # was AAAAD
    ('vitest --config evil.js', 'DDDDD'),   # was AAAAD
    ('vitest run -c evil.js', 'DDDDD'),   # was AAAAD
    ('mocha -r ./evil.js', 'DDDDD'),   # was AAAAD
    ('mocha --require ./evil test/', 'DDDDD'),   # was AAAAD
    ('eslint -c evil.js .', 'DDDDD'),   # was AAAAD
    ('prettier --plugin ./evil.js --check .', 'DDDDD'),   # was AAAAD
    ('webpack --config evil.js', 'DDDDD'),   # was AAAAD
    ('vite build -c evil.js', 'DDDDD'),   # was AAAAD
    ('playwright test --config evil.js', 'DDDDD'),   # was AAAAD
    ('cypress run --config-file evil.js', 'DDDDD'),   # was AAAAD
    ('npx jest --config evil.js', 'DDDDD'),   # was AAAAD
    ('pytest -p evil', 'DDDDD'),   # was KKADD
    ('python3 -m pytest -p evil', 'DDDDD'),   # was KKADD
    ('pylint --load-plugins=evil src', 'DDDDD'),   # was AAAAD
    ('nox -f evil.py', 'DDDDD'),   # was AAAAD
    ('npm test --script-shell ./evil.js', 'DDDDD'),   # was KKKDD
    ('npm test --node-options=--require=./evil.js', 'DDDDD'),   # was KKKDD
    ('jest', 'AAAAD'),
    ('jest --config jest.config.js', 'AAAAD'),
    ('vitest run', 'AAAAD'),
    ('eslint .', 'AAAAD'),
    ('pytest -p no:cacheprovider', 'AAAAD'),
    ('python3 -m pytest -q', 'AAAAD'),
    ('npm test', 'AAAAD'),
    ('npm run build', 'AAAAD'),
]
BUILD_LOADERS_WITHOUT_RULES = [
    ('jest --config evil.js', 'AAAAD'),
    ('jest --config=evil.js', 'AAAAD'),
    ('jest -c evil.js', 'AAAAD'),
    ('jest --setupFiles ./evil.js', 'AAAAD'),
    ('vitest --config evil.js', 'AAAAD'),
    ('vitest run -c evil.js', 'AAAAD'),
    ('mocha -r ./evil.js', 'AAAAD'),
    ('mocha --require ./evil test/', 'AAAAD'),
    ('eslint -c evil.js .', 'AAAAD'),
    ('prettier --plugin ./evil.js --check .', 'AAAAD'),
    ('webpack --config evil.js', 'AAAAD'),
    ('vite build -c evil.js', 'AAAAD'),
    ('playwright test --config evil.js', 'AAAAD'),
    ('cypress run --config-file evil.js', 'AAAAD'),
    ('npx jest --config evil.js', 'AAAAD'),
    ('pytest -p evil', 'KKADD'),
    ('python3 -m pytest -p evil', 'KKADD'),
    ('pylint --load-plugins=evil src', 'AAAAD'),
    ('nox -f evil.py', 'AAAAD'),
    ('npm test --script-shell ./evil.js', 'KKKDD'),
    ('npm test --node-options=--require=./evil.js', 'KKKDD'),
    ('jest', 'AAAAD'),
    ('jest --config jest.config.js', 'AAAAD'),
    ('vitest run', 'AAAAD'),
    ('eslint .', 'AAAAD'),
    ('pytest -p no:cacheprovider', 'AAAAD'),
    ('python3 -m pytest -q', 'AAAAD'),
    ('npm test', 'AAAAD'),
    ('npm run build', 'AAAAD'),
]

MODULES_UNDER_RULES = [
    ('perl -Mevil -e 1', 'DDDDD'),
    ('perl -I. -Mevil -e 1', 'DDDDD'),
    ('perl -mevil -e 1', 'DDDDD'),
    ("PYTHONPATH=lib python3 -c 'import helper'", 'DDDDD'),   # was AAAAD
    ('PYTHONPATH=lib python3 -m helper', 'DDDDD'),   # was KKADD
    ("export PYTHONPATH=lib; python3 -c 'import helper'", 'DDDDD'),   # was AAAAD
    ('perl -I lib -MHelper -e 1', 'DDDDD'),   # was KKADD
    ('perl -Ilib -MHelper -e 1', 'DDDDD'),   # was KKADD
    ('PERL5LIB=lib perl -MHelper -e 1', 'DDDDD'),   # was KKADD
    ('ruby -I lib -r helper app.rb', 'DDDDD'),   # was KKADD
    ('ruby -Ilib -rhelper app.rb', 'DDDDD'),   # was KKADD
    ('RUBYLIB=lib ruby -rhelper app.rb', 'DDDDD'),   # was KKADD
    ('NODE_PATH=lib node -r helper app.js', 'DDDDD'),   # was KKADD
    ('ruby -r./evil app.rb', 'DDDDD'),
    ("python3 -c 'import evil'", 'DDDDD'),
    ('PYTHONSTARTUP=evil.py python3', 'DDDDD'),
    ('php -d auto_prepend_file=evil.php x.php', 'DDDDD'),
    ("python3 - <<< 'import evil'", 'DDDDD'),   # was KKADD
    ("python3 <<< 'from evil import run'", 'DDDDD'),   # was KKADD
    ('node - <<< \'require("./evil")\'', 'DDDDD'),   # was KKADD
    ('node -e \'require("./evil")\'', 'DDDDD'),   # was KKADD
    ('export NODE_OPTIONS=--require=./evil.js; node app.js', 'DDDDD'),   # was KKKDD
    ('export NODE_OPTIONS=--require=./evil.js', 'DDDDD'),   # was KKKDD
    ('LD_PRELOAD=./evil.so ls', 'DDDDD'),   # was KKKDD
    ('node -r dotenv/config app.js', 'KKADD'),
    ("ruby -rjson -e 'p 1'", 'KKADD'),
    ("perl -MJSON -e 'print 1'", 'KKADD'),
    ("python3 -c 'import json'", 'AAAAD'),
    ("PYTHONPATH=lib python3 -c 'import json'", 'AAAAD'),
    ('export NODE_OPTIONS=--max-old-space-size=4096; npm run build', 'AAAAD'),
    ('node --loader ./evil.mjs app.js', 'KKADD'),
    ("python3 - <<< 'import json'", 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ('LD_PRELOAD=/usr/lib/libfoo.so ls', 'KKKDD'),
]
MODULES_WITHOUT_RULES = [
    ('perl -Mevil -e 1', 'KKADD'),
    ('perl -I. -Mevil -e 1', 'KKADD'),
    ('perl -mevil -e 1', 'KKADD'),
    ("PYTHONPATH=lib python3 -c 'import helper'", 'AAAAD'),
    ('PYTHONPATH=lib python3 -m helper', 'KKADD'),
    ("export PYTHONPATH=lib; python3 -c 'import helper'", 'AAAAD'),
    ('perl -I lib -MHelper -e 1', 'KKADD'),
    ('perl -Ilib -MHelper -e 1', 'KKADD'),
    ('PERL5LIB=lib perl -MHelper -e 1', 'KKADD'),
    ('ruby -I lib -r helper app.rb', 'KKADD'),
    ('ruby -Ilib -rhelper app.rb', 'KKADD'),
    ('RUBYLIB=lib ruby -rhelper app.rb', 'KKADD'),
    ('NODE_PATH=lib node -r helper app.js', 'KKADD'),
    ('ruby -r./evil app.rb', 'KKADD'),
    ("python3 -c 'import evil'", 'AAAAD'),
    ('PYTHONSTARTUP=evil.py python3', 'KKADD'),
    ('php -d auto_prepend_file=evil.php x.php', 'KKADD'),
    ("python3 - <<< 'import evil'", 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ("python3 <<< 'from evil import run'", 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ('node - <<< \'require("./evil")\'', 'KKADD'),
    ('node -e \'require("./evil")\'', 'KKADD'),
    ('export NODE_OPTIONS=--require=./evil.js; node app.js', 'KKKDD'),
    ('export NODE_OPTIONS=--require=./evil.js', 'KKKDD'),
    ('LD_PRELOAD=./evil.so ls', 'KKKDD'),
    ('node -r dotenv/config app.js', 'KKADD'),
    ("ruby -rjson -e 'p 1'", 'KKADD'),
    ("perl -MJSON -e 'print 1'", 'KKADD'),
    ("python3 -c 'import json'", 'AAAAD'),
    ("PYTHONPATH=lib python3 -c 'import json'", 'AAAAD'),
    ('export NODE_OPTIONS=--max-old-space-size=4096; npm run build', 'AAAAD'),
    ('node --loader ./evil.mjs app.js', 'KKADD'),
    ("python3 - <<< 'import json'", 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ('LD_PRELOAD=/usr/lib/libfoo.so ls', 'KKKDD'),
]

# a rule on a bare program names no file: it meets what it met (Bash(sh:*) and ./build.sh by
# design), and a package runner's interpreter as the interpreter run directly (tsx app.ts)
BARE_RULES = [
    ('Bash(sh:*)', './gradlew build', 'AAAAD'),
    ('Bash(sh:*)', './configure', 'KKADD'),
    ('Bash(sh:*)', './hooks/pre-commit', 'KKADD'),
    ('Bash(sh:*)', '. venv/bin/activate', 'AAAAD'),
    ('Bash(sh:*)', 'source .venv/bin/activate', 'AAAAD'),
    ('Bash(sh:*)', 'git commit -m x', 'KAADD'),
    ('Bash(sh:*)', './build.sh', 'DDDDD'),
    ('Bash(node:*)', 'npx tsx app.ts', 'DDDDD'),   # was AAAAD
    ('Bash(node:*)', 'yarn tsx app.ts', 'DDDDD'),   # was AAAAD
    ('Bash(node:*)', 'deno run app.ts', 'DDDDD'),   # was KKADD
    ('Bash(node:*)', 'tsx app.ts', 'DDDDD'),
    ('Bash(node:*)', './app.js', 'KKADD'),
    ('Bash(node:*)', 'jest --config jest.config.js', 'AAAAD'),
    ('Bash(node:*)', 'npm test', 'AAAAD'),
    ('Bash(python3:*)', './manage.py runserver', 'KKADD'),
    ('Bash(python3:*)', 'pytest -p xdist', 'KKADD'),
    ('Bash(python3:*)', 'nox -f noxfile.py', 'AAAAD'),
]

# one rule on a git hook: the repository's .git/hooks unless core.hooksPath moves them, git -C
# DIR's repository, --no-verify skipping pre-commit, an alias naming commit
HOOK_RULES = [
    ('Bash(sh sub/.git/hooks/pre-commit:*)', 'git -C sub commit -m x', 'DDDDD'),   # was KKADD
    ('Bash(sh sub/.git/hooks/pre-commit:*)', 'git -C sub status', 'KKADD'),
    ('Bash(sh sub/.git/hooks/pre-commit:*)', 'git commit -m x', 'KAADD'),
    ('Bash(sh .git/hooks/pre-commit:*)', 'git commit -m x', 'DDDDD'),   # was KAADD
    ('Bash(sh .git/hooks/pre-commit:*)', 'git commit --no-verify -m x', 'KAADD'),
    ('Bash(sh .git/hooks/pre-commit:*)', 'git commit -n -m x', 'KAADD'),
    ('Bash(sh .git/hooks/pre-commit:*)', 'git -c alias.ci=commit ci -m x', 'DDDDD'),   # was KKKDD
    ('Bash(sh .git/hooks/pre-commit:*)', "git -c alias.ci='commit --no-verify' ci -m x", 'KKKDD'),
    ('Bash(sh .git/hooks/pre-commit:*)', 'git status', 'AAAAA'),
    ('Bash(sh .git/hooks/pre-commit:*)', 'git config --unset core.hooksPath && git commit -m x', 'DDDDD'),   # was KKADD
    # (round 41, stdin41: sub may be a subdirectory of this repository, whose hooks run)
    ('Bash(sh .git/hooks/pre-commit:*)', 'git -C sub commit -m x', 'DDDDD'),   # was KKADD
]

UNDER_RULES = (CD_UNDER_RULES + RUNNERS_UNDER_RULES + DENO_UNDER_RULES + BY_NAME_UNDER_RULES + KNOBS_UNDER_RULES
               + HOOKS_UNDER_RULES + BUILD_LOADERS_UNDER_RULES + MODULES_UNDER_RULES)
WITHOUT_RULES = (CD_WITHOUT_RULES + RUNNERS_WITHOUT_RULES + DENO_WITHOUT_RULES + BY_NAME_WITHOUT_RULES
                 + KNOBS_WITHOUT_RULES + HOOKS_WITHOUT_RULES + BUILD_LOADERS_WITHOUT_RULES + MODULES_WITHOUT_RULES)


@pytest.mark.parametrize("row", UNDER_RULES, ids=lambda r: r[0])
def test_round40_editors40_under_deny_rules(row) -> None:
    call, expected = row
    assert call_letters(_DENY_SNAP, call) == expected


@pytest.mark.parametrize("row", WITHOUT_RULES, ids=lambda r: r[0])
def test_round40_editors40_without_rules(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", BARE_RULES, ids=lambda r: r[0] + " " + r[1])
def test_round40_editors40_bare_rules(row) -> None:
    rule, call, expected = row
    assert call_letters(snap(permissions={"deny": [rule]}), call) == expected


@pytest.mark.parametrize("row", HOOK_RULES, ids=lambda r: r[0] + " " + r[1])
def test_round40_editors40_hook_rules(row) -> None:
    rule, call, expected = row
    assert call_letters(snap(permissions={"deny": [rule]}), call) == expected


def test_the_rows_are_distinct() -> None:
    for rows in (UNDER_RULES, WITHOUT_RULES):
        assert len({r[0] for r in rows}) == len(rows)
