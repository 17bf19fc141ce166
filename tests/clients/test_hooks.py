"""The command-hook adapters against a real HTTP server: they never allow unless
Guardian allowed, and every failure is exit 2 with a reason on stderr."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import claude_code
import codex
import gemini
import pytest

from tests.clients.conftest import API_KEY, evaluate_answer

HOOKS = Path(__file__).resolve().parents[2] / "clients" / "hooks"
ADAPTERS = (claude_code, codex, gemini)
EVALUATE = "/api/v1/evaluate"


def _env(url: str, **extra: str) -> dict[str, str]:
    return {"GUARDIAN_URL": url, "GUARDIAN_API_KEY": API_KEY, "GUARDIAN_HOOK_TIMEOUT": "2", **extra}


def _raw(payload) -> bytes:
    return json.dumps(payload).encode()


CLAUDE_BASH = {
    "session_id": "abc123", "transcript_path": "/tmp/t.jsonl", "cwd": "/home/user/my-project",
    "permission_mode": "default", "hook_event_name": "PreToolUse", "tool_name": "Bash",
    "tool_input": {"command": "npm test", "description": "Run test suite", "timeout": 120000, "run_in_background": False},
    "tool_use_id": "toolu_01ABC123",
}
CODEX_BASH = {
    "session_id": "th-1", "turn_id": "turn-1", "transcript_path": None, "cwd": "/work/repo",
    "hook_event_name": "PreToolUse", "model": "gpt-5", "permission_mode": "default",
    "tool_name": "Bash", "tool_input": {"command": "git status"}, "tool_use_id": "call-1",
}
GEMINI_SHELL = {
    "session_id": "g-1", "transcript_path": "/tmp/g.json", "cwd": "/work/repo", "hook_event_name": "BeforeTool",
    "timestamp": "2026-01-01T00:00:00Z", "tool_name": "run_shell_command",
    "tool_input": {"command": "ls -la", "description": "list", "dir_path": "src"},
}
SAMPLE_INPUT = {claude_code: CLAUDE_BASH, codex: CODEX_BASH, gemini: GEMINI_SHELL}


def _answer_for(module, guardian, decision: str, **extra) -> None:
    if module is claude_code:
        guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"hookSpecificOutput": {
            "hookEventName": "PreToolUse", "permissionDecision": decision, "permissionDecisionReason": f"policy: {decision}"}})
    else:
        guardian.answer("POST", EVALUATE, 200, evaluate_answer(decision, **extra))


# -- every adapter fails closed ---------------------------------------------------------

@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_when_guardian_is_down(module, closed_port_url):
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(closed_port_url))
    assert outcome.exit_code == 2 and outcome.stdout == ""
    assert "unreachable" in outcome.stderr and "fail closed" in outcome.stderr


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_when_guardian_is_slow_within_its_deadline(module, guardian):
    _answer_for(module, guardian, "allow")
    guardian.delay = 2.0
    started = time.monotonic()
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(guardian.url, GUARDIAN_HOOK_TIMEOUT="0.4"))
    assert outcome.exit_code == 2 and "did not answer within 0.4s" in outcome.stderr
    assert time.monotonic() - started < 1.5


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_a_garbage_answer(module, guardian):
    for path in ("/api/v1/hooks/claude-code", EVALUATE):
        guardian.answer("POST", path, 200, b"<html>oops</html>")
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(guardian.url))
    assert outcome.exit_code == 2 and "not a JSON object" in outcome.stderr


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_a_500(module, guardian):
    for path in ("/api/v1/hooks/claude-code", EVALUATE):
        guardian.answer("POST", path, 500, b"boom")
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(guardian.url))
    assert outcome.exit_code == 2 and "HTTP 500" in outcome.stderr


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_a_503_deny_with_guardians_reason(module, guardian):
    for path in ("/api/v1/hooks/claude-code", EVALUATE):
        guardian.answer("POST", path, 503, {"decision": "deny", "reason": "database unavailable"})
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(guardian.url))
    assert outcome.exit_code == 2 and "HTTP 503: database unavailable" in outcome.stderr


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_an_unknown_decision_word(module, guardian):
    _answer_for(module, guardian, "sure")
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(guardian.url))
    assert outcome.exit_code == 2 and "'sure'" in outcome.stderr and "fail closed" in outcome.stderr


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_input_that_is_not_json(module, guardian):
    outcome = module.run_hook(b"{not json", _env(guardian.url))
    assert outcome.exit_code == 2 and "not JSON" in outcome.stderr
    assert guardian.requests == []


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_blocks_without_configuration_and_says_what_is_missing(module):
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), {})
    assert outcome.exit_code == 2 and "GUARDIAN_URL" in outcome.stderr
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), {"GUARDIAN_URL": "http://127.0.0.1:9"})
    assert outcome.exit_code == 2 and "API key" in outcome.stderr


@pytest.mark.parametrize("module", ADAPTERS, ids=lambda m: m.__name__)
def test_every_adapter_sends_the_agent_key_and_never_prints_it(module, guardian):
    _answer_for(module, guardian, "deny")
    outcome = module.run_hook(_raw(SAMPLE_INPUT[module]), _env(guardian.url))
    assert guardian.requests[0].headers["Authorization"] == f"Api-Key {API_KEY}"
    assert API_KEY not in outcome.stdout + outcome.stderr


def test_the_adapters_share_one_identical_core():
    def core(path: Path) -> str:
        text = path.read_text()
        return text[text.index("# --- guardian hook core"):text.index("# --- end of guardian hook core")]

    cores = {core(HOOKS / name) for name in ("claude_code.py", "codex.py", "gemini.py")}
    assert len(cores) == 1


# -- Claude Code --------------------------------------------------------------------------

@pytest.mark.parametrize("decision", ["allow", "deny", "ask"])
def test_claude_code_forwards_the_hook_json_and_prints_the_documented_answer(guardian, decision):
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"hookSpecificOutput": {
        "hookEventName": "PreToolUse", "permissionDecision": decision, "permissionDecisionReason": "why",
        "updatedInput": {"command": "rm -rf /"}}})
    outcome = claude_code.run_hook(_raw(CLAUDE_BASH), _env(guardian.url))
    assert outcome.exit_code == 0
    assert json.loads(outcome.stdout) == {"hookSpecificOutput": {
        "hookEventName": "PreToolUse", "permissionDecision": decision, "permissionDecisionReason": "why"}}
    assert guardian.seen("/api/v1/hooks/claude-code")[0].body == CLAUDE_BASH


def test_claude_code_blocks_an_answer_for_the_wrong_event_or_a_defer(guardian):
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"hookSpecificOutput": {
        "hookEventName": "PostToolUse", "permissionDecision": "allow"}})
    assert claude_code.run_hook(_raw(CLAUDE_BASH), _env(guardian.url)).exit_code == 2
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"hookSpecificOutput": {
        "hookEventName": "PreToolUse", "permissionDecision": "defer"}})
    assert claude_code.run_hook(_raw(CLAUDE_BASH), _env(guardian.url)).exit_code == 2
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"decision": "approve"})
    assert claude_code.run_hook(_raw(CLAUDE_BASH), _env(guardian.url)).exit_code == 2


def test_claude_code_permission_request_passes_an_always_rule_through(guardian):
    rule = {"type": "addRules", "rules": [{"toolName": "Bash", "ruleContent": "npm run lint:*"}],
            "behavior": "allow", "destination": "localSettings"}
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"hookSpecificOutput": {
        "hookEventName": "PermissionRequest", "decision": {"behavior": "allow", "updatedPermissions": [rule],
                                                           "updatedInput": {"command": "x"}}}})
    request = {**CLAUDE_BASH, "hook_event_name": "PermissionRequest"}
    request.pop("tool_use_id")
    outcome = claude_code.run_hook(_raw(request), _env(guardian.url))
    assert outcome.exit_code == 0
    assert json.loads(outcome.stdout)["hookSpecificOutput"]["decision"] == {"behavior": "allow", "updatedPermissions": [rule]}


def test_claude_code_permission_request_blocks_an_unknown_behavior(guardian):
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {"hookSpecificOutput": {
        "hookEventName": "PermissionRequest", "decision": {"behavior": "maybe"}}})
    outcome = claude_code.run_hook(_raw({**CLAUDE_BASH, "hook_event_name": "PermissionRequest"}), _env(guardian.url))
    assert outcome.exit_code == 2


def test_claude_code_post_tool_use_is_recorded_and_prints_nothing(guardian):
    guardian.answer("POST", "/api/v1/hooks/claude-code", 200, {})
    post = {**CLAUDE_BASH, "hook_event_name": "PostToolUse", "tool_response": {"stdout": "ok"}, "duration_ms": 12}
    outcome = claude_code.run_hook(_raw(post), _env(guardian.url))
    assert (outcome.exit_code, outcome.stdout) == (0, "")
    assert guardian.seen("/api/v1/hooks/claude-code")[0].body["hook_event_name"] == "PostToolUse"


def test_claude_code_refuses_events_it_was_not_built_for(guardian):
    # (a documented event with no tool call, such as SessionStart, is passed through:
    # tests/hooks/test_round19_protocol.py)
    outcome = claude_code.run_hook(_raw({"hook_event_name": "PreToolUseV2", "session_id": "x"}), _env(guardian.url))
    assert outcome.exit_code == 2 and "not supported" in outcome.stderr


def test_claude_code_via_evaluate_maps_the_permission_mode_and_names_the_event(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny", reason="no", event_id="ev-42"))
    outcome = claude_code.run_hook(_raw({**CLAUDE_BASH, "permission_mode": "plan"}),
                                   _env(guardian.url, GUARDIAN_CLAUDE_VIA="evaluate"))
    body = guardian.seen(EVALUATE)[0].body
    assert body["mode"] == "explore" and body["tool"] == "Bash" and body["args"]["command"] == "npm test"
    assert body["session_id"] == "abc123" and body["cwd"] == "/home/user/my-project"
    out = json.loads(outcome.stdout)["hookSpecificOutput"]
    assert out["permissionDecision"] == "deny" and "ev-42" in out["permissionDecisionReason"]


def test_claude_code_via_evaluate_can_wait_for_a_reviewer(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-1", "status": "pending"}))
    guardian.answer("GET", "/api/v1/approvals/ap-1", 200, {"id": "ap-1", "status": "approved", "decision": "allow"})
    outcome = claude_code.run_hook(_raw(CLAUDE_BASH), _env(guardian.url, GUARDIAN_CLAUDE_VIA="evaluate", GUARDIAN_ASK="wait"))
    assert json.loads(outcome.stdout)["hookSpecificOutput"]["permissionDecision"] == "allow"


# -- Codex ---------------------------------------------------------------------------------

def test_codex_allow_is_silent_so_codex_keeps_its_own_rules(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow"))
    outcome = codex.run_hook(_raw(CODEX_BASH), _env(guardian.url))
    assert (outcome.exit_code, outcome.stdout, outcome.stderr) == (0, "", "")
    body = guardian.seen(EVALUATE)[0].body
    assert body == {"session_id": "th-1", "dry_run": False, "cwd": "/work/repo", "mode": "default",
                    "tool": "Bash", "args": {"command": "git status"}}


def test_codex_deny_is_exit_2_with_the_reason(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny", reason="force push needs review"))
    outcome = codex.run_hook(_raw(CODEX_BASH), _env(guardian.url))
    assert outcome.exit_code == 2 and "force push needs review" in outcome.stderr


def test_codex_ask_waits_for_a_reviewer_and_blocks_a_refusal(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-2"}))
    guardian.answer("GET", "/api/v1/approvals/ap-2", 200, {"id": "ap-2", "status": "denied"})
    outcome = codex.run_hook(_raw(CODEX_BASH), _env(guardian.url))
    assert outcome.exit_code == 2 and "denied" in outcome.stderr


def test_codex_ask_that_no_one_answers_is_blocked_before_the_hook_deadline(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-3"}))
    guardian.answer("GET", "/api/v1/approvals/ap-3", 200, {"id": "ap-3", "status": "pending"})
    started = time.monotonic()
    outcome = codex.run_hook(_raw(CODEX_BASH), _env(guardian.url, GUARDIAN_HOOK_TIMEOUT="0.8"))
    assert outcome.exit_code == 2 and "no reviewer approved in time" in outcome.stderr
    assert time.monotonic() - started < 1.5


def test_codex_ask_without_an_approval_id_is_blocked(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask"))
    outcome = codex.run_hook(_raw(CODEX_BASH), _env(guardian.url))
    assert outcome.exit_code == 2 and "no approval id" in outcome.stderr


PATCH = """*** Begin Patch
*** Add File: docs/new.md
+hello
*** Update File: src/app.py
@@
-old
+new
*** End Patch
"""


def test_codex_apply_patch_is_judged_file_by_file(guardian):
    answers = iter([evaluate_answer("allow"), evaluate_answer("deny", reason="sensitive path")])
    guardian.routes[("POST", EVALUATE)] = lambda request: (200, next(answers))
    hook_input = {**CODEX_BASH, "tool_name": "apply_patch", "tool_input": {"command": PATCH}}
    outcome = codex.run_hook(_raw(hook_input), _env(guardian.url))
    assert outcome.exit_code == 2 and "sensitive path" in outcome.stderr and "/work/repo/src/app.py" in outcome.stderr
    first, second = (r.body for r in guardian.seen(EVALUATE))
    assert (first["tool"], first["args"]["file_path"], first["args"]["content"]) == ("Write", "/work/repo/docs/new.md", "hello\n")
    assert (second["tool"], second["args"]["file_path"]) == ("Edit", "/work/repo/src/app.py")


def test_codex_apply_patch_that_cannot_be_read_is_blocked(guardian):
    hook_input = {**CODEX_BASH, "tool_name": "apply_patch", "tool_input": {"command": "rm everything"}}
    outcome = codex.run_hook(_raw(hook_input), _env(guardian.url))
    assert outcome.exit_code == 2 and "apply_patch" in outcome.stderr
    assert guardian.requests == []


def test_codex_mcp_tools_keep_their_name_and_arguments(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow"))
    hook_input = {**CODEX_BASH, "tool_name": "mcp__github__create_issue", "tool_input": {"title": "x"}}
    assert codex.run_hook(_raw(hook_input), _env(guardian.url)).exit_code == 0
    body = guardian.seen(EVALUATE)[0].body
    assert (body["tool"], body["args"]) == ("mcp__github__create_issue", {"title": "x"})


def test_codex_permission_request_answers_with_a_behavior(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny", reason="nope"))
    hook_input = {**CODEX_BASH, "hook_event_name": "PermissionRequest"}
    outcome = codex.run_hook(_raw(hook_input), _env(guardian.url))
    decision = json.loads(outcome.stdout)["hookSpecificOutput"]["decision"]
    assert outcome.exit_code == 0 and decision["behavior"] == "deny" and "nope" in decision["message"]


# -- Gemini ---------------------------------------------------------------------------------

def test_gemini_maps_run_shell_command_to_bash_in_its_directory(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow"))
    outcome = gemini.run_hook(_raw(GEMINI_SHELL), _env(guardian.url))
    assert outcome.exit_code == 0 and json.loads(outcome.stdout) == {"decision": "allow"}
    body = guardian.seen(EVALUATE)[0].body
    assert (body["tool"], body["args"]["command"], body["cwd"]) == ("Bash", "ls -la", "/work/repo/src")


@pytest.mark.parametrize("tool, args, expected_tool, expected_args", [
    ("write_file", {"file_path": "/w/a.txt", "content": "x"}, "Write", {"file_path": "/w/a.txt", "content": "x"}),
    ("replace", {"file_path": "b.py", "old_string": "a", "new_string": "b"}, "Edit",
     {"file_path": "/work/repo/b.py", "old_string": "a", "new_string": "b"}),
    ("read_file", {"absolute_path": "/w/c"}, "Read", {"file_path": "/w/c"}),
    ("list_directory", {"path": "/w"}, "LS", {"path": "/w"}),
    ("glob", {"pattern": "**/*.py"}, "Glob", {"pattern": "**/*.py"}),
    ("search_file_content", {"pattern": "TODO", "include": "*.py"}, "Grep", {"pattern": "TODO", "glob": "*.py"}),
    ("web_fetch", {"prompt": "summarize https://x"}, "WebFetch", {"prompt": "summarize https://x"}),
    ("mcp__db__query", {"sql": "select 1"}, "mcp__db__query", {"sql": "select 1"}),
])
def test_gemini_maps_its_tools_onto_guardians(guardian, tool, args, expected_tool, expected_args):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny"))
    gemini.run_hook(_raw({**GEMINI_SHELL, "tool_name": tool, "tool_input": args}), _env(guardian.url))
    body = guardian.seen(EVALUATE)[0].body
    assert (body["tool"], body["args"]) == (expected_tool, expected_args)


def test_gemini_deny_is_exit_2_with_the_reason(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny", reason="writes outside the project"))
    outcome = gemini.run_hook(_raw(GEMINI_SHELL), _env(guardian.url))
    assert outcome.exit_code == 2 and "writes outside the project" in outcome.stderr and outcome.stdout == ""


def test_gemini_ask_is_allowed_only_after_approval(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-9"}))
    guardian.answer("GET", "/api/v1/approvals/ap-9", 200, {"id": "ap-9", "status": "approved", "decision": "allow"})
    outcome = gemini.run_hook(_raw(GEMINI_SHELL), _env(guardian.url))
    assert outcome.exit_code == 0 and json.loads(outcome.stdout)["decision"] == "allow"
    guardian.answer("GET", "/api/v1/approvals/ap-9", 200, {"id": "ap-9", "status": "expired"})
    assert gemini.run_hook(_raw(GEMINI_SHELL), _env(guardian.url)).exit_code == 2


def test_gemini_refuses_after_tool_events(guardian):
    outcome = gemini.run_hook(_raw({**GEMINI_SHELL, "hook_event_name": "AfterTool"}), _env(guardian.url))
    assert outcome.exit_code == 2 and "BeforeTool" in outcome.stderr


# -- as real processes ------------------------------------------------------------------------

def _run_script(name: str, stdin: bytes, env: dict[str, str], timeout: float = 10) -> subprocess.CompletedProcess:
    full_env = {"PATH": os.environ.get("PATH", ""), **env}
    return subprocess.run([sys.executable, str(HOOKS / name)], input=stdin, env=full_env,
                          capture_output=True, timeout=timeout)


@pytest.mark.parametrize("name, payload", [("claude_code.py", CLAUDE_BASH), ("codex.py", CODEX_BASH), ("gemini.py", GEMINI_SHELL)])
def test_each_script_run_as_a_process_exits_2_when_guardian_is_down(name, payload, closed_port_url):
    done = _run_script(name, _raw(payload), _env(closed_port_url))
    assert done.returncode == 2 and b"fail closed" in done.stderr and done.stdout == b""


def test_the_claude_code_script_prints_guardians_deny_as_a_process(guardian):
    _answer_for(claude_code, guardian, "deny")
    done = _run_script("claude_code.py", _raw(CLAUDE_BASH), _env(guardian.url))
    assert done.returncode == 0
    assert json.loads(done.stdout)["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_the_watchdog_kills_a_hook_that_hangs_on_its_input(guardian):
    """stdin never closes: the process still ends, blocked, shortly after its timeout."""
    env = {"PATH": os.environ.get("PATH", ""), **_env(guardian.url, GUARDIAN_HOOK_TIMEOUT="0.3")}
    process = subprocess.Popen([sys.executable, str(HOOKS / "codex.py")], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        returncode = process.wait(timeout=10)  # stdin stays open all along
        err = process.stderr.read()
    finally:
        process.stdin.close()
        process.stdout.close()
        process.stderr.close()
    assert returncode == 2 and b"timed out" in err


def test_codex_apply_patch_headers_are_read_as_codex_reads_them():
    """Codex trims a line before it looks for a header: an indented header names a file."""
    from clients.hooks.codex import patch_requests

    patch = ("*** Begin Patch\n*** Add File: notes.txt\n+hello\n *** Add File: /home/dev/.ssh/authorized_keys\n"
             "+ssh-rsa AAAA attacker\n*** End Patch")
    files = [args["file_path"] for _tool, args in patch_requests(patch, "/home/dev/proj")]
    assert files == ["/home/dev/proj/notes.txt", "/home/dev/.ssh/authorized_keys"]
