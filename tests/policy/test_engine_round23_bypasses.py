"""Probe round 23: published bypasses of other agent guards, as classes (a symbolic link
made and then written or deleted through, git checkout/restore of another commit's
settings or pipeline, a copy landing inside a settings directory, other agents' settings,
hooks and MCP lists, branch names taken for files)."""
import pytest

from policy.engine.evaluate import evaluate
from policy.engine.policy_file import default_policy_doc
from policy.engine.snapshot import compile_policy
from policy.engine.types import Request

from tests.policy.engine_helpers import MODES

SNAP = compile_policy(default_policy_doc())
CWD = "/home/dev/project"


def decide(tool: str, args: dict, mode: str) -> str:
    return evaluate(SNAP, Request(tool=tool, args=args, session_id="t", cwd=CWD, mode=mode,
                                  agent_mode="bypass", project_dir=CWD)).decision


def every_mode(command: str) -> dict[str, str]:
    return {m: decide("Bash", {"command": command}, m) for m in MODES}


# -- a symbolic link made in the same command, then followed --------------------------

@pytest.mark.parametrize("command", [
    "ln -s / root && rm -rf root/",
    "ln -s / root && rm -rf root/*",
    "ln -s / root; rm -rf root/.",
    "ln -sf ~ h && rm -rf h/",
    "ln -s ~ h && rm -rf h/*",
    "ln -s ../../.. u && rm -rf u/",          # the project's grandparent's parent: /
    "ln -s /etc e && cp x e/cron.d/",        # a critical directory reached through the link
])
def test_delete_or_write_through_a_new_link_is_denied(command):
    assert set(every_mode(command).values()) == {"deny"}, command


@pytest.mark.parametrize("command", [
    "ln -s ~ h && echo x >> h/.bashrc",
    "ln -s .claude c && echo '{}' > c/settings.json",
    "ln -s .vscode v && cp x v/settings.json",
    "ln -s .git/hooks h && cp x h/pre-commit",
    "ln -s ~/bin b && echo x > b/ls",
])
def test_write_through_a_new_link_is_never_allowed_but_in_bypass(command):
    d = every_mode(command)
    assert d["default"] == "ask" and d["accept_edits"] == "ask" and d["explore"] == "deny", (command, d)


@pytest.mark.parametrize("command", [
    "ln -s src/lib lib && cat lib/a.py",
    "ln -s build/out out && rm -rf out/",
    "mkdir -p build && ln -s build b && rm -rf b/",
])
def test_links_inside_the_project_stay_file_commands(command):
    assert every_mode(command)["accept_edits"] == "allow", command


# -- git checkout / restore of another commit's files ---------------------------------

@pytest.mark.parametrize("command", [
    "git restore --source=evil .vscode/settings.json",
    "git restore -s evil -- .github/workflows/ci.yml",
    "git checkout evil -- .vscode/settings.json",
    "git checkout evil -- .github/workflows/ci.yml",
    "git checkout evil .gitmodules",
    "git restore --worktree --source=HEAD~3 -- .pre-commit-config.yaml",
    "git checkout evil -- .kiro/hooks",
    "git checkout evil -- .husky/pre-commit",
])
def test_checkout_of_settings_or_pipelines_asks_in_accept_edits(command):
    d = every_mode(command)
    assert d["accept_edits"] == "ask" and d["default"] == "ask" and d["explore"] == "deny", (command, d)


@pytest.mark.parametrize("command", [
    "git checkout main -- src/a.py",
    "git restore --source=HEAD~2 src/a.py",
    "git checkout HEAD~1 -- src/",
    "git checkout v1.2 -- package.json",
    "git restore --staged .vscode/settings.json",   # the index only
    "git restore -S .github/workflows/ci.yml",
    "git checkout main",
    "git checkout -b x origin/x",
])
def test_checkout_of_project_files_stays_a_file_command(command):
    assert every_mode(command)["accept_edits"] == "allow", command


# -- a copy whose source lands inside the destination directory -----------------------

@pytest.mark.parametrize("command", [
    "cp -r /tmp/evil/.github/workflows .github/",
    "cp -r /tmp/evil/.github/workflows .github",
    "cp evil.yml .github/workflows",
    "rsync -a /tmp/evil/workflows .github/",
    "mv /tmp/settings.json .vscode",
    "cp /tmp/x/pre-commit .husky",
    "cp -r /tmp/evil/.github .",
    "mv /tmp/evil/.kiro ./",
])
def test_copy_into_a_settings_or_pipeline_directory_asks(command):
    d = every_mode(command)
    assert d["accept_edits"] == "ask" and d["explore"] == "deny", (command, d)


@pytest.mark.parametrize("command", [
    "cp a.txt b.txt",
    "cp -r src/ lib",
    "cp src/*.py lib/",
    "cp README.md docs/",
    "mv old.py new.py",
    "rsync -a /tmp/evil/workflows/ .github/x/",
    "cp bug.md .github/ISSUE_TEMPLATE/",
    "mkdir -p .github/ISSUE_TEMPLATE",
    "install -m 644 a.conf build/",
])
def test_ordinary_copies_stay_file_commands(command):
    assert every_mode(command)["accept_edits"] == "allow", command


# -- other agents' settings, hooks and MCP server lists -------------------------------

AGENT_FILES = [
    "opencode.json", "opencode.jsonc", ".opencode/plugins/x.ts", ".opencode/agent/review.md",
    ".clinerules/hooks/PreToolUse", ".kiro/settings/mcp.json", ".kiro/hooks/lint.kiro.hook", ".roomodes",
    ".kilocode/mcp.json", ".junie/mcp/mcp.json", ".github/hooks/hooks.json", ".crush.json",
    ".qwen/settings.json",
]


@pytest.mark.parametrize("path", AGENT_FILES)
def test_writing_another_agents_settings_asks(path):
    args = {"file_path": f"{CWD}/{path}", "content": '{"permission": "allow"}'}
    assert decide("Write", args, "accept_edits") == "ask"
    assert decide("Write", args, "dont_ask") == "deny"
    assert decide("Write", args, "explore") == "deny"
    d = every_mode(f"cp /tmp/x {path}")
    assert d["accept_edits"] == "ask" and d["explore"] == "deny", (path, d)


@pytest.mark.parametrize("path", [
    ".clinerules/style.md", ".kiro/specs/feature/design.md", ".kiro/steering/product.md",
    ".kilocode/rules/x.md", ".junie/guidelines.md", ".github/ISSUE_TEMPLATE/bug.md", "src/opencode.ts",
    "CLAUDE.md", "AGENTS.md",
])
def test_agents_instruction_files_stay_editable(path):
    args = {"file_path": f"{CWD}/{path}", "content": "x"}
    assert decide("Write", args, "accept_edits") == "allow"


@pytest.mark.parametrize("command", ["cat opencode.json", "cat .kiro/settings/mcp.json", "ls .opencode",
                                     "cat .github/workflows/ci.yml", "ls .github"])
def test_reading_them_stays_read_only(command):
    assert set(every_mode(command).values()) == {"allow"}, command


# -- branch names are no file names ---------------------------------------------------

@pytest.mark.parametrize("command,mode,want", [
    ("git switch feat/secret-x", "accept_edits", "allow"),
    ("git switch -c feat/secret-x", "accept_edits", "allow"),
    ("git checkout -b feat/secret-rotation", "accept_edits", "allow"),
    ("git merge feat/secret-x", "accept_edits", "allow"),
    ("git rebase feat/secret-x", "accept_edits", "allow"),
    ("git diff main..feat/secret-x", "explore", "allow"),
    ("git diff main...feat/secret-x -- src", "explore", "allow"),
    ("git log feat/secret-x", "explore", "allow"),
])
def test_branch_names_holding_secret_are_no_sensitive_paths(command, mode, want):
    assert every_mode(command)[mode] == want, command


@pytest.mark.parametrize("command", [
    "git diff .env", "git diff HEAD -- .env", "git diff ../.env", "git log -p -- secrets.yaml",
    "git diff a..b/.env", "git checkout main -- .env",
])
def test_paths_in_git_commands_stay_sensitive(command):
    d = every_mode(command)
    assert d["default"] == "ask" and d["explore"] == "deny", (command, d)


# -- git config reads of a secret (the token actions/checkout leaves in .git/config) ---

@pytest.mark.parametrize("command", [
    "git config --get-all http.extraheader",
    "git config --get http.https://github.com/.extraheader",
    "git config http.extraheader",
    "git config credential.helper",
    "git config --get-regexp http",
    "git config --get-regexp '^http\\..*'",
    "git config get http.extraheader",
    "git config get --regexp credential",
])
def test_git_config_secret_reads_are_not_read_only(command):
    d = every_mode(command)
    assert d["default"] == "ask" and d["explore"] == "deny", (command, d)


@pytest.mark.parametrize("command", [
    "git config --list",                   # seed 002's read-only list names it
    "git config -l --show-origin",
    "git config list --show-origin",
    "git config --get-regexp remote",
    "git config --global --get-regexp alias",
    "git config get --all user.email",
    "git config --get user.email",
    "git config user.email",
    "git config --get remote.origin.url",
])
def test_git_config_ordinary_reads_stay_read_only(command):
    assert set(every_mode(command).values()) == {"allow"}, command
