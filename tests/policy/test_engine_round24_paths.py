"""Probe round 24 (2026-11-26), paths: the other names a path has. Windows (NTFS, Win32,
WSL's /mnt/c, Git Bash) drops a name's trailing dots and spaces and reads ``name:stream``
and 8.3 short names (``GIT~1``); HFS+ and tools drop ignorable code points; Windows'
best-fit folds compatibility forms (fullwidth ``／``); a tool may trim its path, stop at a
NUL, read a ``file://`` URI or expand ``$HOME``. The sensitive, critical-file, operator-rule
and working-directory tests read every such name (``policy/engine/spelling.py``)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, assert_denied_everywhere, bash_in_every_mode, decide, snap

SNAP = snap()
P = "/home/dev/project"
SENSITIVE = {"default": "ask", "accept_edits": "ask", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
READ_ONLY = {m: "allow" for m in MODES}


def tool_in_every_mode(tool: str, args: dict, snapshot=SNAP, **kw) -> dict[str, str]:
    return {m: decide(snapshot, tool, args, agent_mode="bypass", mode=m, **kw).decision for m in MODES}


def edit_args(tool: str, path: str) -> dict:
    if tool == "Write":
        return {"file_path": path, "content": "x"}
    if tool == "Edit":
        return {"file_path": path, "old_string": "a", "new_string": "b"}
    if tool == "MultiEdit":
        return {"file_path": path, "edits": [{"old_string": "a", "new_string": "b"}]}
    return {"notebook_path": path, "new_source": "x"}


EDIT_TOOLS = ["Write", "Edit", "MultiEdit", "NotebookEdit"]

# --- 1. a sensitive or agent-settings file under another name: the bypass-immune ask -------

SENSITIVE_SPELLINGS = [
    # Windows: trailing dots and spaces, alternate data streams, 8.3 short names
    ".env.", ".env ", ".env.. ", ".env::$DATA", ".env:$DATA", ".env:stream", "ENV~1",
    ".git./config", ".git /config", ".git::$INDEX_ALLOCATION/config", "GIT~1/config", "git~2/hooks/pre-commit",
    ".git./hooks/pre-commit", ".claude./settings.json", ".claude /settings.local.json", "CLAUDE~1/settings.json",
    ".mcp.json.", ".mcp.json::$DATA", "MCP~1.JSO", ".cursor./mcp.json", "CURSOR~1/mcp.json",
    ".github./workflows/ci.yml", "GITHUB~1/workflows/ci.yml", ".vscode./settings.json", ".husky::$INDEX_ALLOCATION/pre-commit",
    "ENV~1.LOC", "CREDEN~1.JSO", "config/CREDEN~1",
    # code points HFS+ ignores or tools drop; compatibility forms
    ".g\u200cit/config", ".git\u200d/hooks/pre-commit", "\u202e.git/config", "\ufeff.claude/settings.json",
    ".e\u200bnv", ".e\u00adnv", ".m\u2060cp.json", "\uff0eenv", "\uff0egit/config", "\uff0fhome\uff0fdev\uff0f.bashrc",
    ".git/con\ufb01g", ".gith\u0075b\u200c/workflows/x.yml",
    # a backslash is a separator to Windows, Cygwin and Git Bash
    "src\\..\\.env", "src\\..\\..\\.bashrc",
    # what a tool may open instead of the text: trimmed, cut at a NUL, a file URI, $HOME
    "/home/dev/project/.env\n", "/home/dev/project/.env\t", " .env", "\n.git/config",
    "/home/dev/project/.mcp.json\x00.txt", "file:///home/dev/project/.e%6Ev", "file:///home/dev/.ss%68/authorized_keys",
    "file://localhost/home/dev/project/.git/config", "${HOME}/.config/gh/hosts.yml",
]


@pytest.mark.parametrize("tool", EDIT_TOOLS)
@pytest.mark.parametrize("path", SENSITIVE_SPELLINGS)
def test_edit_tools_ask_for_a_sensitive_file_under_another_name(tool, path):
    if not path.startswith(("/", "~", "$", "file:", "\uff0f")) and not path.startswith((" ", "\n")):
        path_abs = P + "/" + path if tool != "NotebookEdit" else path
    else:
        path_abs = path
    for p in {path, path_abs}:
        assert tool_in_every_mode(tool, edit_args(tool, p)) == SENSITIVE, (tool, p)


@pytest.mark.parametrize("command", [
    "cat .env.", "cat '.env '", "cat '.env::$DATA'", "cat 'ENV~1'", "cat '.e\u200bnv'", "cat '\uff0eenv'",
    "echo x > .git./config", "echo x > '.git /hooks/pre-commit'", "echo x > 'GIT~1/hooks/pre-commit'",
    "cp /tmp/evil .git./hooks/pre-commit", "mv /tmp/evil 'GIT~1/hooks/post-checkout'",
    "tee '.claude./settings.json' < /tmp/x", "sed -i s/a/b/ '.claude /settings.json'",
    "ln -s /tmp/x '.git::$INDEX_ALLOCATION/hooks/pre-commit'", "cat '..\\.ssh\\id_rsa'",
    "cat 'C:\\Users\\dev\\.ssh\\id_rsa'", "echo x > '.github./workflows/ci.yml'", "cat '.g\u200cit/config'",
])
def test_bash_touching_a_sensitive_file_under_another_name_asks(command):
    assert bash_in_every_mode(command, SNAP) == SENSITIVE, command


# --- 2. a critical system file under another name: denied everywhere -----------------------

@pytest.mark.parametrize("path", [
    "C:\\Windows\\System32.\\drivers\\etc\\hosts", "C:\\Windows\\System32\\drivers\\etc\\hosts::$DATA",
    "C:\\Users\\x\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup.\\a.bat",
    "\\\\?\\UNC\\localhost\\c$\\Windows\\System32\\drivers\\etc\\hosts", "\\\\127.0.0.1\\C$\\Windows\\System32\\config\\SAM",
    "file:///etc/passwd", "FILE://localhost/etc/sudoers", "file:///C:/Windows/System32/drivers/etc/hosts",
    " /etc/passwd", "\n/etc/cron.d/job", "/etc/ld.so.preload\n", "\uff0fetc\uff0fpasswd", "\uff0fetc\uff0fsystemd\uff0fsystem\uff0fx.service",
    "/etc/passwd\x00.txt", "/etc/passwd.", "/etc./sudoers", "/etc/shadow::$DATA", "/etc/cron.d./job",
    "/et\u200bc/passwd", "/\ufeffetc/ld.so.preload", "/private/etc/sudoers", "/PRIVATE/ETC/hosts",
    "/proc/self/root/etc/passwd",
])
@pytest.mark.parametrize("tool", EDIT_TOOLS)
def test_edit_tools_writing_a_critical_file_under_another_name_are_denied(tool, path):
    d = tool_in_every_mode(tool, edit_args(tool, path))
    assert set(d.values()) == {"deny"}, (tool, path, d)


@pytest.mark.parametrize("command", [
    "echo x > '/mnt/c/Windows/System32./drivers/etc/hosts'",
    "echo x > '/mnt/c/WINDOWS/system32/DRIVERS/etc/hosts::$DATA'",
    "echo x > 'C:\\Windows\\System32\\drivers\\etc\\hosts'",
    "echo x > '/etc/sudoers.d./x'", "cp /tmp/x '/etc/cron.d /job'",
])
def test_bash_writing_a_critical_file_under_another_name_is_denied(command):
    assert_denied_everywhere(command, SNAP)


# --- 3. a tool's path that may name a place outside the project: asked in accept_edits ------

@pytest.mark.parametrize("path", [
    "${HOME}/notes.txt", "$HOME/notes.txt", "%USERPROFILE%\\notes.txt", "$env:USERPROFILE\\notes.txt",
    "$TMPDIR/x.sh", "${XDG_CONFIG_HOME}/autostart/x.desktop", "file:///tmp/x.py", "FILE:///tmp/x.py",
    " /tmp/x.py", "/tmp/x.py\n", "\uff0ftmp\uff0fx.py", "/home/dev/project/.. /x.txt", "src\\..\\..\\x.txt",
    "/home/dev/project/src/\u2025/\u2025/x.txt", "\u200b/tmp/x.py",
])
@pytest.mark.parametrize("tool", EDIT_TOOLS)
def test_edit_tools_outside_the_project_under_another_spelling_ask(tool, path):
    d = tool_in_every_mode(tool, edit_args(tool, path))
    assert d["accept_edits"] == "ask" and d["default"] == "ask", (tool, path, d)


# --- 4. every path an edit tool is given counts, under any argument name ------------------

@pytest.mark.parametrize("tool,args,want", [
    ("Write", {"file_path": "src/a.py", "file_paths": ["/home/dev/.bashrc"], "content": "x"}, SENSITIVE),
    ("Write", {"file_path": "src/a.py", "path": ".env", "content": "x"}, SENSITIVE),
    ("MultiEdit", {"file_path": "src/a.py", "edits": [{"file_path": ".env", "old_string": "a", "new_string": "b"}]},
     SENSITIVE),
    ("MultiEdit", {"file_path": "src/a.py", "edits": [{"path": ".git/hooks/pre-commit", "old_string": "a",
                                                        "new_string": "b"}]}, SENSITIVE),
    ("NotebookEdit", {"notebook_path": "a.ipynb", "file_path": ".claude/settings.json", "new_source": "x"}, SENSITIVE),
])
def test_every_path_argument_of_an_edit_tool_counts(tool, args, want):
    assert tool_in_every_mode(tool, args) == want, (tool, args)


@pytest.mark.parametrize("tool,args", [
    ("Write", {"file_path": "src/a.py", "paths": ["/tmp/x"], "content": "x"}),
    ("MultiEdit", {"file_path": "src/a.py", "edits": [{"file_path": "/tmp/x", "old_string": "a", "new_string": "b"}]}),
])
def test_an_edit_tool_path_outside_under_another_argument_name_asks(tool, args):
    assert tool_in_every_mode(tool, args)["accept_edits"] == "ask", (tool, args)


# --- 5. operator rules on files reach their other names -------------------------------------

RULES = snap(permissions={"deny": ["Read(./.env)", "Read(./secrets/**)", "Edit(./config/prod.yaml)"]})


@pytest.mark.parametrize("tool,path", [
    ("Read", ".env."), ("Read", ".env::$DATA"), ("Read", ".env "), ("Read", "secrets./key.txt"),
    ("Read", "secrets::$INDEX_ALLOCATION/key.txt"), ("Read", "file:///home/dev/project/.env"),
    ("Write", "config/prod.yaml."), ("Write", "config/prod.yaml::$DATA"), ("Edit", "CONFIG/PROD.YAML "),
])
def test_deny_rules_reach_windows_names(tool, path):
    args = {"file_path": path} if tool == "Read" else edit_args(tool, path)
    d = tool_in_every_mode(tool, args, RULES)
    assert set(d.values()) == {"deny"}, (tool, path, d)


@pytest.mark.parametrize("path", ["ENV~1", "SECRET~1/key.txt", "secret~1/key.txt"])
def test_a_short_name_that_may_be_a_denied_file_is_never_allowed(path):
    d = tool_in_every_mode("Read", {"file_path": path}, RULES)
    assert "allow" not in d.values(), (path, d)


@pytest.mark.parametrize("command", ["cat .env.", "cat secrets./key.txt", "echo x > config/prod.yaml."])
def test_bash_under_deny_rules_reaches_windows_names(command):
    assert_denied_everywhere(command, RULES)


# --- 6. benign neighbours: ordinary project files with odd but harmless names ---------------

BENIGN_NAMES = [
    "src/app.py", "a b/c d.txt", "src/caf\u00e9.py", "src/cafe\u0301.py", "docs/\u65e5\u672c\u8a9e.md",
    "data/x:y.csv", "docs/2024-01-01T10:00.md", "src/foo~.py", "src/.gitkeep", "src/environment.ts",
    "src/git/config.py", "src/.github.md", "notes/v1.2./x.txt", "src/a..b.py", "...", "src/...",
    "tests/fixtures/file~1.txt", "src/git~1.txt", "src/PROGRA~1.txt", "src/gitconfig.py", "src/ssh/client.py",
    "src/\u00c5ngstr\u00f6m.py", "src/na\u0131ve.py", "src/\u0130stanbul.py", "docs/\uff21\uff22\uff23.md",
    "docs/\u0645\u0631\u062d\u0628\u0627.md", "i18n/\u0928\u092e\u0938\u094d\u0924\u0947.json",
    "docs/emoji-\U0001f600.md", "src/a.py.", "app/routes/$id.tsx", "app/routes/$slug.$id.tsx",
    "templates/${name}/index.html", "src/[id]/page.tsx", "src/(group)/page.tsx", "src/+page.svelte",
    ".env.example", ".gitignore", ".gitattributes", "file:///home/dev/project/src/a.py", "$PWD/src/a.py",
    "docs/\uff12\uff10\uff12\uff14.md",
]


@pytest.mark.parametrize("tool", EDIT_TOOLS)
@pytest.mark.parametrize("name", BENIGN_NAMES)
def test_odd_but_harmless_project_names_stay_editable(tool, name):
    for p in (name, P + "/" + name) if not name.startswith(("file:", "$")) else (name,):
        d = tool_in_every_mode(tool, edit_args(tool, p))
        assert d["accept_edits"] == "allow" and d["bypass"] == "allow", (tool, p, d)


@pytest.mark.parametrize("command", [
    "cat src/app.py", "cat 'docs/caf\u00e9.md'", "cat 'data/x:y.csv'", "cat src/foo~.py",
    "cat tests/fixtures/file~1.txt", "git show HEAD:src/app.py", "cat 2024-01-01T10:00.log",
    "cat 'notes/v1.2./x.txt'", "ls -la 'a b/'", "cat 'src/PROGRA~1.txt'", "cat .env.example",
    "cat 'docs/\uff21\uff22\uff23.md'", "grep -rn 'x' 'src/caf\u00e9.py'",
])
def test_bash_reads_of_odd_but_harmless_names_stay_read_only(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


@pytest.mark.parametrize("path", ["src/app.py", "data/x:y.csv", "src/git~1.txt", "notes/v1.2./x.txt"])
def test_read_tool_and_allow_rules_unchanged_for_odd_names(path):
    assert tool_in_every_mode("Read", {"file_path": path}) == READ_ONLY
    allow = snap(permissions={"allow": ["Edit(./src/**)", "Edit(./data/**)", "Edit(./notes/**)"]})
    assert decide(allow, "Write", edit_args("Write", path), agent_mode="bypass", mode="default").decision == "allow"
