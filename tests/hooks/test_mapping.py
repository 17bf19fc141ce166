"""The pure mapping between Claude Code's hook JSON and Guardian (no database)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from policy import hooks
from tests.hooks.schema import check_output

FIXTURES = Path(__file__).parent / "fixtures"


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text())


@pytest.mark.parametrize("name, tool", [
    ("pre_tool_use_bash.json", "Bash"),
    ("pre_tool_use_write.json", "Write"),
    ("pre_tool_use_edit.json", "Edit"),
    ("pre_tool_use_read.json", "Read"),
    ("pre_tool_use_webfetch.json", "WebFetch"),
    ("pre_tool_use_mcp.json", "mcp__github__create_issue"),
])
def test_it_reads_every_recorded_pre_tool_use_input(name, tool):
    hook = hooks.parse_hook_input(fixture(name))
    assert hook.event == hooks.PRE_TOOL_USE
    assert hook.tool_name == tool
    assert hook.tool_use_id.startswith("toolu_")
    assert hook.cwd == "/home/dev/shop"
    assert hook.mode == "default"


@pytest.mark.parametrize("claude, guardian", [
    ("default", "default"), ("plan", "explore"), ("acceptEdits", "accept_edits"),
    ("dontAsk", "dont_ask"), ("bypassPermissions", "bypass"), (None, None),
])
def test_it_maps_claude_code_permission_modes_onto_guardian_modes(claude, guardian):
    assert hooks.guardian_mode(claude) == guardian


def test_it_refuses_an_unknown_permission_mode():
    body = fixture("pre_tool_use_bash.json") | {"permission_mode": "yolo"}
    with pytest.raises(hooks.HookInputError) as caught:
        hooks.parse_hook_input(body)
    assert caught.value.field == "permission_mode"
    assert caught.value.message == hooks.ERR_PERMISSION_MODE


@pytest.mark.parametrize("agent, requested, effective", [
    ("default", "bypass", "default"),            # never widens
    ("default", "accept_edits", "default"),
    ("default", "explore", "explore"),           # narrows
    ("accept_edits", "default", "default"),
    ("bypass", "dont_ask", "dont_ask"),
    ("explore", "bypass", "explore"),
    ("default", None, "default"),
    ("nonsense", "bypass", "explore"),           # unknown agent mode: the narrowest
])
def test_a_request_mode_only_narrows_the_agents_mode(agent, requested, effective):
    assert hooks.narrowest_mode(agent, requested) == effective


@pytest.mark.parametrize("change, field", [
    ({"hook_event_name": "Stop"}, "hook_event_name"),
    ({"tool_name": ""}, "tool_name"),
    ({"tool_name": "Bash; rm"}, "tool_name"),
    ({"tool_input": "npm test"}, "tool_input"),
    ({"session_id": 12}, "session_id"),
    ({"cwd": "relative/dir"}, "cwd"),
    ({"tool_use_id": ["x"]}, "tool_use_id"),
])
def test_it_names_the_field_at_fault_in_a_bad_input(change, field):
    with pytest.raises(hooks.HookInputError) as caught:
        hooks.parse_hook_input(fixture("pre_tool_use_bash.json") | change)
    assert caught.value.field == field


def test_a_permission_request_has_no_tool_use_id_and_keeps_the_suggestions():
    hook = hooks.parse_hook_input(fixture("permission_request_bash.json"))
    assert hook.tool_use_id == ""
    assert hook.permission_suggestions[0]["type"] == "addRules"


@pytest.mark.parametrize("decision", ["allow", "deny", "ask"])
def test_pre_tool_use_answers_match_the_documented_schema(decision):
    answer = hooks.pre_tool_use_output(decision, hooks.reason_text("why", event_id=7))
    assert check_output("PreToolUse", answer) == []
    assert answer["hookSpecificOutput"]["permissionDecision"] == decision


def test_an_unknown_decision_word_becomes_deny():
    answer = hooks.pre_tool_use_output("maybe", "x")
    assert answer["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_the_reason_carries_the_audit_event_and_approval_ids():
    text = hooks.reason_text("needs a person", event_id=42, approval_id="abc")
    assert text == "needs a person [Guardian event 42, approval abc]"


def test_a_permission_request_allow_with_always_carries_the_rule_for_claude_code():
    update = hooks.permission_update_for_rule("Bash(npm run:*)")
    answer = hooks.permission_request_output("allow", updated_permissions=[update])
    assert check_output("PermissionRequest", answer) == []
    assert answer["hookSpecificOutput"]["decision"]["updatedPermissions"] == [{
        "type": "addRules", "rules": [{"toolName": "Bash", "ruleContent": "npm run:*"}],
        "behavior": "allow", "destination": "localSettings"}]


@pytest.mark.parametrize("rule, expected", [
    ("Read(src/**)", {"toolName": "Read", "ruleContent": "src/**"}),
    ("WebFetch(domain:docs.python.org)", {"toolName": "WebFetch", "ruleContent": "domain:docs.python.org"}),
    ("mcp__github__create_issue", {"toolName": "mcp__github__create_issue"}),
    ('deploy({"env": "prod"})', None),
    ("Bash()", None),
    ("", None),
])
def test_guardian_rules_become_claude_code_rules_only_where_they_mean_the_same(rule, expected):
    update = hooks.permission_update_for_rule(rule)
    assert (update["rules"][0] if update else None) == expected


def test_a_permission_request_deny_carries_the_message():
    answer = hooks.permission_request_output("deny", message="no")
    assert check_output("PermissionRequest", answer) == []
    assert answer["hookSpecificOutput"]["decision"] == {"behavior": "deny", "message": "no"}


@pytest.mark.parametrize("event", ["PreToolUse", "PermissionRequest", "PostToolUse", "PostToolUseFailure"])
def test_the_failure_answer_blocks_in_each_events_format(event):
    answer = hooks.deny_output(event, "Guardian could not decide")
    assert check_output(event, answer) == []
    if event == "PreToolUse":
        assert answer["hookSpecificOutput"]["permissionDecision"] == "deny"
    if event == "PermissionRequest":
        assert answer["hookSpecificOutput"]["decision"]["behavior"] == "deny"


def test_an_unreadable_body_is_answered_as_a_pre_tool_use_deny():
    assert hooks.event_of(b"garbage") == "PreToolUse"
    assert hooks.event_of({"hook_event_name": "PermissionRequest"}) == "PermissionRequest"


def test_post_tool_use_gives_seed_001_result_fields_as_sizes_only():
    hook = hooks.parse_hook_input(fixture("post_tool_use_bash.json"))
    fields = hooks.result_fields(hook)
    assert fields == {"duration_ms": 2412, "success": True, "error": "", "exit_code": 0,
                      "stdout_bytes": len("PASS src/cart.test.ts\n  3 passed\n"), "stderr_bytes": 0}


def test_post_tool_use_failure_reads_the_exit_code_from_the_first_line():
    hook = hooks.parse_hook_input(fixture("post_tool_use_failure_bash.json"))
    fields = hooks.result_fields(hook)
    assert fields["success"] is False
    assert fields["exit_code"] == 1
    assert fields["error"] == "Exit code 1"
    assert fields["duration_ms"] == 4187


def test_post_tool_use_of_a_file_tool_records_the_response_size():
    fields = hooks.result_fields(hooks.parse_hook_input(fixture("post_tool_use_write.json")))
    assert fields["success"] is True and fields["exit_code"] is None and fields["stdout_bytes"] > 0
