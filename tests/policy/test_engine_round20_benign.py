"""Probe round 20 (2026-11-26): benign developer commands, second round (the file-command
row and more toolchains). Each class is a build, a file command or read-only by what the
program does, with the options that run, load or write elsewhere left out (and tested as
still not allowed)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, bash_in_every_mode, snap

SNAP = snap()
# seed 000's build/test safe list: allowed where builds are, denied in plan mode
BUILD = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
# the file-command row: accept_edits allows, default asks, explore and dont_ask deny
FILE_ROW = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}


def _not_allowed(command: str) -> None:
    d = bash_in_every_mode(command, SNAP)
    assert d["default"] in ("ask", "deny") and d["accept_edits"] in ("ask", "deny"), (command, d)
    assert d["explore"] == "deny" and d["dont_ask"] == "deny", (command, d)


# --- 1. other stacks' checks, listings and linters: the project's configuration, a build --

@pytest.mark.parametrize("command", [
    "cargo run", "cargo run --release -- --help", "rake -T", "rake -T -A", "rake --tasks",
    "composer validate", "composer validate --strict", "composer dump-autoload -o", "php -l src/Foo.php",
    "php -l src/A.php src/B.php", "mix deps.get", "mix deps.get --only prod", "swift package resolve",
    "swift package show-dependencies --format json", "swift format lint -r Sources", "./mvnw spotless:check",
    "mvn -q checkstyle:check", "cmake -B build -G Ninja", "cmake -S . -B build -G 'Unix Makefiles'",
    "cmake -GNinja -B build", "cmake --preset default", "cmake --preset=release", "clang-tidy src/main.cpp",
    "clang-tidy -p build src/main.cpp", "clang-tidy src/main.cpp -- -Iinclude -std=c++17",
    "hadolint Dockerfile", "hadolint --ignore DL3008 Dockerfile", "actionlint", "actionlint .github/workflows/ci.yml",
    "yamllint .", "yamllint -c .yamllint.yml config/", "markdownlint '**/*.md'", "markdownlint-cli2 '**/*.md'",
    "codespell src/", "typos", "editorconfig-checker", "pre-commit run --all-files", "pre-commit run ruff --all-files",
    "vendor/bin/php-cs-fixer fix --dry-run --diff",
])
def test_other_stacks_checks_are_builds(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


@pytest.mark.parametrize("command", [
    # a plug-in, a compiler plug-in or a response file loaded; a program named to run
    "clang-tidy -load=/tmp/evil.so src/a.cpp", "clang-tidy src/a.cpp -- -Xclang -load -Xclang /tmp/x.so",
    "clang-tidy src/a.cpp -- -fplugin=/tmp/x.so", "clang-tidy @/tmp/args src/a.cpp",
    "clang-tidy -export-fixes=/tmp/f.yaml src/a.cpp", "actionlint -shellcheck=/tmp/evil",
    "actionlint --shellcheck /tmp/evil",
    # another configuration, project, Rakefile or code
    "pre-commit run -c /tmp/cfg.yaml", "pre-commit run --config other.yaml", "pre-commit install",
    "composer validate /tmp/composer.json", "composer dump-autoload --working-dir=/tmp", "composer dump-autoload -d /tmp",
    "rake -T -f /tmp/Rakefile", "rake -T -e 'system(\"id\")'", "rake -T -r ./evil", "mix deps.get --path /tmp",
    "swift package resolve --package-path /tmp", "swift package plugin evil",
    "php -l -d auto_prepend_file=/tmp/x src/a.php", "php -l", "cargo run --config 'target.x.runner=\"sh\"'",
    "cargo run -Z unstable-options", "mvn spotless:apply exec:exec", "./mvnw checkstyle:check -s /tmp/settings.xml",
    "markdownlint -c /tmp/x.js docs", "php-cs-fixer fix --config=/tmp/x.php", "yamllint -c /tmp/x.yml .",
    # a generator that is not built in, a preset outside, cmake's script and workflow modes
    "cmake -G 'Evil Generator' -S .", "cmake -G Ninja -P evil.cmake", "cmake --preset ../x",
    "cmake --workflow --preset default", "cmake --preset default -P x.cmake",
])
def test_other_stacks_options_that_run_or_load_stay_asked(command):
    _not_allowed(command)


# --- 2. git's local writes of the repository here: the file-command row -------------------

@pytest.mark.parametrize("command", [
    "git add .", "git add -A", "git add src/app.py", "git commit -m 'fix: thing'", "git commit -am wip",
    "git commit --amend --no-edit", "git checkout -b feature/x", "git checkout main", "git checkout -- src/app.py",
    "git switch -c feature/y", "git switch main", "git restore src/app.py", "git restore --staged .",
    "git stash pop", "git stash apply", "git stash drop", "git merge --no-ff feature/x", "git merge --abort",
    "git rebase main", "git rebase --continue", "git cherry-pick abc123", "git revert --no-edit HEAD",
    "git tag v1.2.3", "git tag -a v1.2.3 -m release", "git branch -d feature/x", "git branch -m old new",
    "git add -A && git commit -m wip", "npm test && git add -A && git commit -m fix",
    "git stash && git checkout main && git stash pop", "mkdir -p build && git add build/.gitkeep",
])
def test_git_local_writes_are_file_commands(command):
    assert bash_in_every_mode(command, SNAP) == FILE_ROW, command


@pytest.mark.parametrize("command", [
    # a program run (rebase --exec, a merge strategy, an editor), a file read into a message
    "git rebase -x 'make test' main", "git rebase --exec 'make test' main", "git rebase -i HEAD~3",
    "git merge -s ours x", "git commit -F msg.txt", "git commit -m x --template=/tmp/t", "git add -p", "git add -e",
    "git commit -e -m x", "git cherry-pick -e abc", "git add --pathspec-from-file=x",
    # every uncommitted change discarded (as git reset --hard), --force
    "git checkout .", "git checkout -- .", "git checkout -- '*'", "git restore .", "git restore :/",
    "git restore --worktree --staged .", "git checkout -f main", "git switch -f main",
    "git switch --discard-changes main", "git tag -f v1", "git branch -M main",
    # elsewhere: another repository, work tree or directory, a path outside
    "git --work-tree=/ checkout .", "git -C ../other commit -m x", "cd /tmp/other && git commit -m x",
    "cd .. && git add -A", "GIT_DIR=/x git commit -m x", "git add ../x", "git checkout -- /etc/passwd",
    "git -c core.hooksPath=/tmp/h commit -m x",
    # the network: no file command
    "git fetch", "git pull", "git pull --rebase", "git push", "git add . && git commit -m x && git push",
])
def test_git_writes_that_run_discard_or_reach_elsewhere_stay_asked(command):
    _not_allowed(command)


# --- 3. archives and rsync inside the working directory ------------------------------------

@pytest.mark.parametrize("command", [
    "tar -xzf x.tgz -C vendor/", "tar xzf vendor.tar.gz -C third_party", "tar -xvf x.tar -C build/deps",
    "tar -xzf x.tgz --strip-components=1 -C vendor/lib", "tar -C vendor -xzf x.tgz",
    "tar --extract --file=x.tgz --directory=vendor", "tar -czf dist.tgz dist/", "tar czf backup.tar.gz src",
    "tar -cJf out/src.tar.xz src docs", "unzip -d vendor x.zip", "unzip -o x.zip -d build/",
    "unzip -q dist.zip -d build/dist", "rsync -a src/ dst/", "rsync -av --delete src/ build/src/",
    "rsync -avz --exclude node_modules src/ backup/src/", "rsync -a --exclude=node_modules ./ build/copy/",
    "rsync -a /tmp/x/ vendor/",
])
def test_archives_and_rsync_inside_are_file_commands(command):
    assert bash_in_every_mode(command, SNAP) == FILE_ROW, command


@pytest.mark.parametrize("command", [
    # unpacked into the project itself or a hidden directory (.git/config, hooks, CI files)
    "tar xzf vendor.tar.gz", "tar -xf archive.tar", "tar -xzf x.tgz -C .", "tar -xzf x.tgz -C ./",
    "tar -xzf x.tgz -C .github", "tar -xzf x.tgz -C .git", "unzip x.zip", "unzip x.zip -d .", "unzip -d .git x.zip",
    "rsync -a --delete src/ ./", "rsync -a --delete src/ .", "rsync -a --delete-after src/ $PWD",
    # outside, absolute names kept, programs, a remote archive or host, a member list
    "tar -xzf x.tgz -C /tmp", "tar -xzf x.tgz -C ../other", "tar -xzf x.tgz -C vendor -P",
    "tar -xzf x.tgz -C vendor --to-command=sh", "tar -xf host:/x.tar -C vendor", "tar -czf /tmp/x.tgz src",
    "tar -czf x.tgz ~/.ssh", "tar -czf out.tgz -C ~ Documents", "tar -czf x.tgz src --remove-files", "tar -xzf x.tgz -C vendor -I 'sh -c id'",
    "curl -sL https://x/y.tgz | tar xz -C vendor", "unzip -: x.zip -d vendor", "unzip -d /tmp/out x.zip",
    "rsync -a src/ /tmp/backup/", "rsync -a src/ ../backup/", "rsync -avz src/ user@host:/srv/app",
    "rsync -e 'sh -c id' a b", "rsync --rsync-path='sh -c id' a b", "rsync -a --log-file=/tmp/l src/ dst/",
    "rsync -a --link-dest=/x src/ dst/", "rsync -a src/ .git/hooks/",
])
def test_archives_and_rsync_elsewhere_stay_asked(command):
    _not_allowed(command)


# --- 4. an unquoted $PWD is the quoted one when bash neither splits nor globs it ----------

@pytest.mark.parametrize("command", [
    "mkdir -p $PWD/build", "touch $PWD/x.txt", "rm -rf $PWD/build", "cp a.txt $PWD/b.txt", "mkdir -p ${PWD}/build",
    "d=build; mkdir -p $d/out",
])
def test_unquoted_pwd_paths_are_file_commands(command):
    assert bash_in_every_mode(command, SNAP) == FILE_ROW, command


@pytest.mark.parametrize("command", [
    "IFS=/; mkdir -p $PWD/build", "IFS=$(cat f); mkdir -p $PWD/build", "PWD=/etc; mkdir -p $PWD/x",
    "cd /tmp && mkdir $PWD/x", "rm -rf $PWD", "rm -rf $PWD/*", "x='a b'; touch $x", "d=/etc; touch $d/x",
    "f=-rf; rm $f build",
])
def test_unquoted_expansions_that_split_glob_or_leave_stay_asked(command):
    _not_allowed(command)


@pytest.mark.parametrize("command", ["composer run-script lint", "swift run", "vendor/bin/psalm"])
def test_project_scripts_and_analysers_are_builds(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


# --- 5. sqlite3: a local database's schema is read-only ------------------------------------

@pytest.mark.parametrize("command", [
    "sqlite3 db.sqlite3 '.tables'", "sqlite3 app.db '.schema users'", "sqlite3 app.db .tables",
    "sqlite3 app.db '.schema'", "sqlite3 app.db '.indexes users'", "sqlite3 -readonly data/app.db .fullschema",
    "sqlite3 app.db .tables | grep user",
])
def test_sqlite_schema_is_read_only(command):
    assert bash_in_every_mode(command, SNAP) == {m: "allow" for m in MODES}, command


@pytest.mark.parametrize("command", [
    # the shell's own commands and functions: a program run, a file written or read
    "sqlite3 app.db '.shell id'", "sqlite3 app.db '.system id'", "sqlite3 app.db '.output /tmp/x'",
    "sqlite3 app.db \"select writefile('/tmp/x', 'a')\"", "sqlite3 app.db \"select edit('x', 'sh -c id')\"",
    "sqlite3 app.db \"select load_extension('/tmp/x.so')\"", "sqlite3 -cmd '.shell id' app.db .tables",
    "sqlite3 -init /tmp/x app.db .tables", "sqlite3 'file:app.db?vfs=x' .tables", "sqlite3 app.db \"attach '/tmp/x.db' as x\"",
    # a SELECT evaluates the database's views (which may call those functions): of a database
    # outside the project (probe round 32: of the project's own, the build's trust); SQL from stdin
    "sqlite3 /tmp/app.db 'select count(*) from users'", "sqlite3 app.db < query.sql", "echo .tables | sqlite3 app.db",
    "sqlite3 app.db", "sqlite3 ~/.mozilla/firefox/p/cookies.sqlite .tables",
    # other database clients: a server and credentials the engine cannot see
    "psql -c 'select 1'", "psql -c '\\dt'", "mysql -e 'show tables'",
])
def test_sqlite_beyond_the_schema_and_other_clients_stay_asked(command):
    _not_allowed(command)
