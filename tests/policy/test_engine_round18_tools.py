"""Probe round 18 (2026-11-26): other tools' calls (MCP shells, patches, proxies, file
rules, addresses, system path aliases, SQL, code runners), fixed."""
from __future__ import annotations

import json

import pytest

from tests.policy.engine_helpers import bash, decide, snap

MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")
ASKING = ("default", "accept_edits")


def _all(s, tool, args, expected, modes=MODES):
    for mode in modes:
        d = decide(s, tool, args, agent_mode=mode)
        assert d.decision == expected, (mode, tool, args, d.decision, d.reason)


# --- 2. an MCP shell's own cwd / workdir / env ------------------------------------------------

@pytest.mark.parametrize("args", [
    {"command": "rm -rf .", "cwd": "/"},
    {"command": "rm -rf ./*", "cwd": "~"},
    {"command": "rm -rf *", "workdir": "/home/dev"},
    {"command": "rm -rf .", "working_directory": "/home/dev/"},
    {"cmd": "rm -fr -- *", "Cwd": "/"},
])
def test_shell_tool_command_runs_in_its_cwd(args):
    _all(snap(), "mcp__shell__run", args, "deny")


@pytest.mark.parametrize("args", [
    {"command": "cat .ssh/id_rsa", "cwd": "~"},
    {"command": "cat shadow", "cwd": "/etc"},
])
def test_shell_tool_reads_are_judged_in_its_cwd(args):
    _all(snap(), "mcp__shell__run", args, "ask", ASKING)


@pytest.mark.parametrize("env", [
    {"LD_PRELOAD": "/tmp/x.so"},
    {"BASH_ENV": "/tmp/x"},
    {"PATH": "/tmp:/usr/bin"},
    {"PYTHONPATH": "/tmp"},
    {"NODE_OPTIONS": "--require /tmp/x.js"},
    {"GIT_SSH_COMMAND": "sh -c id"},
    ["LD_PRELOAD=/tmp/x.so"],
    "LD_PRELOAD=/tmp/x.so",
    [{"name": "BASH_ENV", "value": "/tmp/x"}],
])
def test_shell_tool_environment_is_an_assignment_prefix(env):
    s = snap()
    args = {"command": "ls", "env": env}
    _all(s, "mcp__shell__run", args, "ask", ASKING)
    assert decide(s, "mcp__shell__run", args, agent_mode="dont_ask").decision == "deny"


@pytest.mark.parametrize("args", [
    {"command": "ls"},
    {"command": "ls", "env": {"NODE_ENV": "production"}},
    {"command": "git status", "cwd": "/home/dev/project"},
    {"command": "ls", "cwd": "src"},
])
def test_shell_tool_plain_calls_stay_allowed(args):
    _all(snap(), "mcp__shell__run", args, "allow", ("default", "accept_edits", "bypass", "dont_ask"))


def test_shell_tool_relative_delete_in_project_is_no_catastrophe():
    d = decide(snap(), "mcp__shell__run", {"command": "rm -rf build", "cwd": "/home/dev/project"})
    assert d.decision == "ask"
    assert decide(snap(), "mcp__shell__run", {"command": "rm -rf build", "cwd": "/home/dev/project"},
                  agent_mode="bypass").decision == "allow"


# --- 5. threat rules see an MCP shell's canonical words ------------------------------------------

@pytest.mark.parametrize("tool,args", [
    ("mcp__shell__exec", {"cmd": 'r\\m -r"f" /x'}),
    ("mcp__shell__run", {"command": "rm -r'f' build"}),
    ("mcp__term__send", {"input": "\\rm -rf x"}),
])
def test_threat_rules_see_mcp_shell_canonical_words(tool, args):
    s = snap(threat_rules=[{"name": "no_rmrf", "pattern": r"rm -rf", "field": "args"}])
    _all(s, tool, args, "deny")


def test_threat_rule_leaves_other_shell_commands():
    s = snap(threat_rules=[{"name": "no_rmrf", "pattern": r"rm -rf", "field": "args"}])
    assert decide(s, "mcp__shell__exec", {"cmd": "ls -la"}).decision == "allow"


# --- 1. a patch's headers name the files it writes ---------------------------------------------

HOOK_PATCH = "--- a/x\n+++ b/.git/hooks/pre-commit\n@@ -0,0 +1 @@\n+echo hi\n"


@pytest.mark.parametrize("tool,args", [
    ("mcp__fs__apply_patch", {"patch": HOOK_PATCH}),
    ("mcp__fs__apply_patch", {"patch": "*** Begin Patch\n*** Add File: .github/workflows/ci.yml\n+on: push\n*** End Patch"}),
    ("mcp__fs__apply_patch", {"patch": "*** Begin Patch\n*** Update File: /home/dev/.bashrc\n@@\n+x\n*** End Patch"}),
    ("apply_patch", {"input": "*** Begin Patch\n*** Add File: .git/hooks/post-checkout\n+x\n*** End Patch"}),
    ("apply_patch", {"input": "*** Begin Patch\n*** Update File: src/a.py\n*** Move to: /home/dev/.profile\n@@\n-a\n+b\n"
                              "*** End Patch"}),
    ("mcp__git__apply", {"diff": "diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1 +1 @@\n-a\n+b\n"}),
    ("mcp__repo__tool", {"patch": "--- a/x\n+++ b/.husky/pre-commit\n"}),
    ("mcp__fs__apply_patch", {"patch": "--- a/src/x.py\n+++ b/../outside.py\n"}),
    ("mcp__fs__apply_patch", {"patch": "diff --git a/a b/b\nrename from src/a.py\nrename to ../../.ssh/config\n"}),
])
def test_patch_targets_are_judged_as_writes(tool, args):
    s = snap()
    _all(s, tool, args, "ask", ASKING)
    _all(s, tool, args, "deny", ("dont_ask", "explore"))


@pytest.mark.parametrize("args", [
    {"patch": "diff --git a/a b/b\nrename from src/a.py\nrename to ../../../etc/cron.d/x\n"},
    {"patch": "*** Begin Patch\n*** Add File: /etc/sudoers.d/agent\n+x ALL=(ALL) NOPASSWD: ALL\n*** End Patch"},
])
def test_patch_to_a_critical_file_is_denied(args):
    _all(snap(), "mcp__fs__apply_patch", args, "deny")


def test_patch_inside_project_is_an_edit():
    s = snap()
    args = {"patch": "--- a/src/x.py\n+++ b/src/x.py\n@@ -1 +1 @@\n-a\n+b\n"}
    assert decide(s, "mcp__fs__apply_patch", args).decision == "ask"
    for mode in ("accept_edits", "bypass"):
        assert decide(s, "mcp__fs__apply_patch", args, agent_mode=mode).decision == "allow"
    assert decide(s, "apply_patch", {"input": "*** Begin Patch\n*** Update File: src/a.py\n@@\n-a\n+b\n*** End Patch"},
                  agent_mode="accept_edits").decision == "allow"


def test_patch_deny_rule_applies():
    s = snap(permissions={"deny": ["Edit(./locked/**)"]})
    _all(s, "mcp__fs__apply_patch", {"patch": "--- a/locked/a\n+++ b/locked/a\n"}, "deny")


def test_diff_in_a_hosted_review_is_words():
    args = {"owner": "o", "repo": "r", "body": HOOK_PATCH}
    assert decide(snap(), "mcp__github__create_pull_request_review", args).decision == "allow"


# --- 3. write tools by other names, proxies, JSON text -------------------------------------------

@pytest.mark.parametrize("tool", ["mcp__fs__put", "mcp__x__save", "mcp__x__create_file", "mcp__notes__update"])
@pytest.mark.parametrize("path,expected", [
    (".git/hooks/pre-commit", "ask"), ("/home/dev/.bashrc", "ask"), ("/etc/sudoers", "deny"),
])
def test_write_tools_by_other_names(tool, path, expected):
    _all(snap(), tool, {"path": path, "text": "echo hi"}, expected, ASKING)


@pytest.mark.parametrize("args,expected", [
    ({"name": "write_file", "arguments": {"path": "/home/dev/.bashrc", "content": "x"}}, "ask"),
    ({"tool": "bash", "args": {"command": "cat ~/.ssh/id_rsa"}}, "ask"),
    ({"tool": "Bash", "args": {"command": "npm install evil"}}, "ask"),
    ({"name": "write_file", "arguments": {"path": "src/a.py", "content": "x"}}, "ask"),
    ({"name": "write_file", "arguments": "{\"path\": \"src/a.py\", \"content\": \"x\"}"}, "ask"),
    ({"tool": "bash", "args": {"command": "rm -rf ~"}}, "deny"),
    ({"name": "write_file", "arguments": {"path": "/etc/cron.d/x", "content": "x"}}, "deny"),
])
def test_proxy_call_is_judged_as_the_inner_tool(args, expected):
    assert decide(snap(), "mcp__hub__call_tool", args).decision == expected


def test_proxy_write_in_dont_ask_is_denied_as_the_write_is():
    args = {"name": "write_file", "arguments": {"path": "src/a.py", "content": "x"}}
    assert decide(snap(), "mcp__hub__call_tool", args, agent_mode="dont_ask").decision == "deny"
    assert decide(snap(), "mcp__hub__call_tool", args, agent_mode="accept_edits").decision == "allow"


@pytest.mark.parametrize("tool,args", [
    ("mcp__hub__call_tool", {"arguments": "{\"command\": \"rm -rf ~\"}"}),
    ("mcp__hub__call_tool", {"name": "shell", "arguments": "{\"command\": \"rm -rf ~\"}"}),
    ("mcp__hub__call_tool", {"name": "write_file", "arguments": "{\"path\": \"/etc/cron.d/x\", \"content\": \"x\"}"}),
    ("mcp__x__run", {"payload": json.dumps({"tool": "bash", "args": json.dumps({"command": "rm -rf /"})})}),
    ("mcp__x__go", {"steps": "[{\"command\": \"rm -rf ~\"}]"}),
])
def test_json_text_arguments_are_decoded(tool, args):
    _all(snap(), tool, args, "deny")


@pytest.mark.parametrize("tool,args", [
    ("mcp__hub__call_tool", {"name": "read_file", "arguments": {"path": "src/a.py"}}),
    ("mcp__hub__call_tool", {"tool": "Bash", "args": {"command": "ls"}}),
    ("mcp__notion__create_page", {"properties": "{\"title\": \"drop the plan\"}"}),
    ("mcp__x__list", {"name": "john", "input": {"text": "hello"}}),
])
def test_hidden_calls_that_are_harmless_stay_allowed(tool, args):
    assert decide(snap(), tool, args).decision == "allow"


def test_proxy_inner_call_meets_deny_rules():
    s = snap(permissions={"deny": ["Read(./secrets/**)"]})
    args = {"name": "read_file", "arguments": {"path": "secrets/a"}}
    _all(s, "mcp__hub__call_tool", args, "deny")


# --- 4. operator file rules reach every tool's paths ---------------------------------------------

FILE_RULES = {"deny": ["Read(./secrets/**)", "Edit(./locked/**)"]}


@pytest.mark.parametrize("tool,args", [
    ("ReadMcpResourceTool", {"server": "fs", "uri": "file:///home/dev/project/secrets/a"}),
    ("ReadMcpResourceTool", {"server": "fs", "uri": "file://localhost/home/dev/project/secrets/a"}),
    ("mcp__fs__read_file", {"path": "secrets/a"}),
    ("mcp__fs__read_multiple_files", {"paths": ["src/a", "secrets/a"]}),
    ("read_many_files", {"paths": ["secrets/a"]}),
    ("read_many_files", {"paths": ["secrets"]}),
    ("read_many_files", {"include": ["secrets/**"]}),
    ("read_file", {"absolute_path": "/home/dev/project/secrets/a"}),
    ("ReadFile", {"path": "/home/dev/project/secrets/a"}),
    ("search_file_content", {"pattern": "x", "path": "secrets"}),
    ("list_directory", {"path": "/home/dev/project/secrets"}),
    ("mcp__fs__directory_tree", {"path": "secrets"}),
    ("Grep", {"pattern": "x", "path": "secrets"}),
    ("Glob", {"pattern": "secrets/**"}),
    ("replace", {"file_path": "/home/dev/project/locked/a", "old_string": "a", "new_string": "b"}),
    ("write_file", {"file_path": "/home/dev/project/locked/a", "content": "b"}),
])
def test_file_deny_rules_reach_other_tools(tool, args):
    _all(snap(permissions=FILE_RULES), tool, args, "deny")


@pytest.mark.parametrize("tool,args,expected", [
    ("mcp__fs__read_file", {"path": "src/a.py"}, "allow"),
    ("read_file", {"absolute_path": "/home/dev/project/src/a.py"}, "allow"),
    ("ReadMcpResourceTool", {"server": "fs", "uri": "file:///home/dev/project/src/a"}, "allow"),
    ("mcp__fs__list_directory", {"path": "."}, "allow"),
    ("mcp__fs__search_files", {"path": ".", "pattern": "x"}, "ask"),   # reads the tree secrets/ is in
])
def test_file_deny_rules_leave_other_paths(tool, args, expected):
    assert decide(snap(permissions=FILE_RULES), tool, args).decision == expected


# --- 6. internal addresses for fetch and browser tools -------------------------------------------

@pytest.mark.parametrize("tool", ["mcp__browser__connect", "mcp__fetch__fetch", "mcp__puppeteer__navigate"])
@pytest.mark.parametrize("args", [
    {"url": "ws://127.0.0.1:9222/devtools"},
    {"url": "ws://localhost:9222/devtools/browser/x"},
    {"wsEndpoint": "ws://[::1]:9222/x"},
    {"browserURL": "127.0.0.1:9222"},
    {"url": "http://100.64.1.2/"},
    {"url": "http://100.127.255.1:8080/"},
    {"url": "http://[::ffff:127.0.0.1]:9222/"},
    {"url": "http://2130706433/"},
    {"url": "http://0x7f.1:9222/"},
    {"url": "http://localhost.:2375/"},
    {"url": "http://app.localhost:9222/"},
    {"url": "http://[fd00::1]/"},
    {"url": "10.0.0.5:8080/admin"},
    {"url": "localhost:2375/containers/json"},
])
def test_internal_addresses_are_asked(tool, args):
    s = snap()
    assert decide(s, tool, args).decision == "ask", args
    assert decide(s, tool, args, agent_mode="dont_ask").decision == "deny", args


@pytest.mark.parametrize("args", [
    {"url": "169.254.169.254/latest/meta-data"},
    {"url": "http://metadata.google.internal/computeMetadata/v1/"},
    {"url": "http://metadata/computeMetadata/v1/"},
])
def test_metadata_addresses_are_denied(args):
    _all(snap(), "mcp__fetch__fetch", args, "deny")


@pytest.mark.parametrize("args", [
    {"url": "https://example.com/"},
    {"url": "wss://example.com/socket"},
    {"url": "localhost:3000/"},
    {"url": "http://localhost:3000/"},
    {"url": "example.com/page"},
    {"host": "api.example.com"},
    {"url": "http://100.63.1.2/"},
])
def test_public_and_dev_server_addresses_stay_allowed(args):
    assert decide(snap(), "mcp__browser__navigate", args).decision == "allow"


def test_webfetch_websocket_is_asked():
    assert decide(snap(), "WebFetch", {"url": "ws://127.0.0.1:9222/devtools", "prompt": "x"}).decision == "ask"


# --- 7. system paths under their aliases and in any case -----------------------------------------

@pytest.mark.parametrize("path", [
    "/lib/systemd/system/x.service", "/ETC/SUDOERS", "/Etc/Passwd", "/ETC/SUDOERS.D/x", "/private/etc/cron.d/x",
    "/Private/Etc/sudoers", "/lib/../etc/passwd",
])
@pytest.mark.parametrize("tool", ["Write", "mcp__fs__write_file"])
def test_critical_files_under_aliases_are_denied(tool, path):
    key = "file_path" if tool == "Write" else "path"
    _all(snap(), tool, {key: path, "content": "x"}, "deny")


@pytest.mark.parametrize("command", [
    "echo x > /lib/systemd/system/x.service",
    "echo x >> /ETC/SUDOERS",
    "cp a /Etc/Cron.d/x",
    "tee /sbin/../etc/ld.so.preload < x",
])
def test_bash_writes_to_critical_files_under_aliases_are_denied(command):
    for mode in MODES:
        assert bash(snap(), command, agent_mode=mode).decision == "deny", (mode, command)


@pytest.mark.parametrize("path", ["/ETC", "/HOME/DEV", "/Usr/Bin"])
def test_delete_tools_fold_case(path):
    _all(snap(), "mcp__fs__delete_directory", {"path": path}, "deny")


def test_aliases_leave_project_files_alone():
    s = snap()
    assert decide(s, "Write", {"file_path": "/home/dev/project/ETC/passwd", "content": "x"},
                  agent_mode="accept_edits").decision == "allow"
    assert decide(s, "Write", {"file_path": "/bin/tool", "content": "x"}).decision == "ask"


# --- 8. DELETE / UPDATE of every row ---------------------------------------------------------------

@pytest.mark.parametrize("sql", [
    "DELETE FROM users", "DELETE FROM users;", "delete\nfrom users", "DELETE/**/FROM users", "DeLeTe  FrOm users",
    "DELETE FROM users -- WHERE id=1", "DELETE FROM users /* WHERE id=1 */", "DELETE FROM t WHERE 1=1",
    "DELETE FROM users WHERE true", "SELECT 1; DELETE FROM \"public\".\"users\"", "UPDATE users SET admin=true",
    "update users set admin = true -- where id = 1", "UPDATE users u SET u.a = 1", "TRUNCATE users",
    "TRUNCATE TABLE users", "WITH x AS (SELECT 1) DELETE FROM t", "DROP TABLE users",
])
def test_unbounded_sql_is_destructive(sql):
    _all(snap(), "mcp__postgres__query", {"sql": sql}, "deny")


@pytest.mark.parametrize("sql", [
    "DELETE FROM users WHERE id=1", "UPDATE users SET admin=true WHERE id=1", "SELECT * FROM users",
    "UPDATE u SET a = 1 WHERE b = 2 RETURNING *", "DELETE FROM users WHERE id IN (SELECT id FROM x)",
    "INSERT INTO users (name) VALUES ('delete from users')",
])
def test_bounded_sql_is_as_before(sql):
    assert decide(snap(), "mcp__postgres__query", {"sql": sql}).decision == "allow"


@pytest.mark.parametrize("tool,args", [
    ("mcp__notes__create_note", {"text": "Delete from the list."}),
    ("mcp__github__create_issue", {"owner": "o", "repo": "r", "title": "DELETE FROM users has no WHERE"}),
])
def test_prose_about_sql_is_words(tool, args):
    assert decide(snap(), tool, args).decision == "allow"


@pytest.mark.parametrize("command,expected", [
    ("psql -c 'DELETE FROM users'", "deny"),
    ("echo 'UPDATE users SET a=1' | psql", "deny"),
    ("psql -c 'DELETE FROM users WHERE id=1'", "ask"),
    ("grep -rn 'DELETE FROM users' .", "allow"),
])
def test_unbounded_sql_in_bash(command, expected):
    assert bash(snap(), command).decision == expected


# --- 9. the home deleted in other languages by runner tools -------------------------------------

@pytest.mark.parametrize("tool,args", [
    ("mcp__python__run", {"code": "import shutil; shutil.rmtree(os.path.expanduser('~'))"}),
    ("mcp__python__run", {"code": "shutil.rmtree(os.path.expanduser('~') )"}),
    ("mcp__python__run", {"code": "home = os.path.expanduser('~')\nshutil.rmtree(home)"}),
    ("mcp__python__run", {"code": "import os,shutil\nh=os.environ['HOME']\nshutil.rmtree(h, ignore_errors=True)"}),
    ("mcp__node__run", {"code": "fs.rmSync(os.homedir(), {recursive:true})"}),
    ("mcp__node__run", {"code": "require('fs').rmSync(require('os').homedir(), {recursive: true, force: true})"}),
    ("mcp__node__run", {"code": "fs.rmdirSync(os.homedir(), {recursive:true})"}),
    ("mcp__node__run", {"code": "const h = os.homedir(); fs.rmSync(h, {recursive:true})"}),
    ("mcp__node__run", {"code": "await fs.promises.rm(process.env.HOME, {recursive:true})"}),
    ("mcp__ruby__run", {"code": "FileUtils.rm_rf(Dir.home)"}),
    ("mcp__ruby__run", {"code": "FileUtils.rm_rf Dir.home"}),
    ("mcp__code__execute", {"code": "os.RemoveAll(os.Getenv(\"HOME\"))", "language": "go"}),
    ("mcp__code__execute", {"code": "home, _ := os.UserHomeDir()\nos.RemoveAll(home)", "language": "go"}),
    ("mcp__code__execute", {"code": "os.RemoveAll(\"/\")", "language": "go"}),
    ("mcp__code__execute", {"code": "std::fs::remove_dir_all(dirs::home_dir().unwrap())", "language": "rust"}),
    ("mcp__code__execute", {"code": "FileUtils.deleteDirectory(new File(System.getProperty(\"user.home\")))",
                            "language": "java"}),
])
def test_code_deleting_the_home_is_denied(tool, args):
    _all(snap(), tool, args, "deny")


@pytest.mark.parametrize("args", [
    {"code": "shutil.rmtree(target)"},
    {"code": "home = Path.home()\nshutil.rmtree(home / 'cache')"},
    {"code": "os.RemoveAll(dir)", "language": "go"},
])
def test_code_deleting_an_unknown_tree_is_asked_in_every_mode(args):
    s = snap()
    for mode in ("default", "accept_edits", "bypass"):
        assert decide(s, "mcp__python__run", args, agent_mode=mode).decision == "ask", (mode, args)
    assert decide(s, "mcp__python__run", args, agent_mode="explore").decision == "deny"


@pytest.mark.parametrize("args", [
    {"code": "shutil.rmtree('build')"},
    {"code": "parts.remove('/')"},
    {"code": "print(os.path.expanduser('~'))"},
])
def test_code_with_known_harmless_targets_is_not_denied(args):
    assert decide(snap(), "mcp__python__run", args, agent_mode="bypass").decision == "allow"


def test_code_deleting_below_the_home_is_asked_not_denied():
    args = {"code": "shutil.rmtree(Path.home() / 'tmp' / 'cache')"}
    for mode in ("default", "bypass"):
        assert decide(snap(), "mcp__python__run", args, agent_mode=mode).decision == "ask"


def test_mcp_shell_unknown_recursive_delete_is_asked_in_bypass():
    d = decide(snap(), "mcp__shell__run", {"command": 'rm -rf "$DIR"'}, agent_mode="bypass")
    assert d.decision == "ask"


@pytest.mark.parametrize("args,expected", [
    ({"tool": "bash", "args": {"cmd": "ls"}}, "allow"),
    ({"tool": "bash", "args": {"cmd": "rm -rf ~"}}, "deny"),
    ({"name": "Write", "arguments": {"file_path": "/home/dev/.bashrc", "content": "x"}}, "ask"),
])
def test_proxy_known_tool_names_fall_back_to_the_server_tool(args, expected):
    assert decide(snap(), "mcp__hub__call_tool", args).decision == expected


# --- a session approval covers the ask a hidden call made -----------------------------------------

@pytest.mark.parametrize("args", [
    {"name": "Write", "arguments": {"file_path": "/home/dev/other/x.txt", "content": "x"}},   # asked by the inner call
    {"name": "bash", "arguments": {"command": "curl -s https://example.com -o out.html"}},  # asked by both
])
def test_a_session_approval_of_a_proxy_call_sticks(args):
    s = snap()
    first = decide(s, "mcp__hub__call_tool", args)
    assert first.decision == "ask" and not first.bypass_immune
    again = decide(s, "mcp__hub__call_tool", args,
                   session_approvals=frozenset({("mcp__hub__call_tool", first.reason)}))
    assert (again.decision, again.check) == ("allow", "session_approval")
    assert decide(s, "mcp__hub__call_tool", args).decision == "ask"   # (the memo keeps the ask)
