"""Probe round 19: Guardian's hook endpoint and command adapter against Claude Code's
current hooks reference (events, input fields, output formats, failures). One test per
class of finding, each over several forms, with the benign counterparts that must stay
as they were."""
from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path

import pytest

from approvals.services import approval_decide
from audit.models import AuditEvent
from policy import hooks, hooks_api
from tests.hooks.conftest import HOOK_URL, ask_event, fixture
from tests.hooks.schema import check_output

REPO = Path(__file__).resolve().parents[2]
if str(REPO / "clients" / "hooks") not in sys.path:
    sys.path.insert(0, str(REPO / "clients" / "hooks"))

import claude_code  # noqa: E402

urls = pytest.mark.urls("tests.hooks.urls")


@pytest.fixture
def stub_evaluate(monkeypatch, hook_agent):
    """The evaluate service at its one seam: an ask leaves a real pending approval."""
    calls = []

    async def evaluate(*, raw_key, agent, hook):
        from asgiref.sync import sync_to_async

        calls.append(hook)
        if hook.tool_name == "Read":
            return {"decision": "allow", "reason": "read-only", "event_id": 1}
        body = {"session_id": hook.session_id, "tool_name": hook.tool_name, "tool_input": dict(hook.tool_input),
                "cwd": hook.cwd or ""}
        event, approval = await sync_to_async(ask_event)(agent, body)
        return {"decision": "ask", "reason": "needs a person", "event_id": event.pk,
                "approval": {"id": str(approval.pk)}}

    monkeypatch.setattr(hooks_api, "evaluate_for_hook", evaluate)
    evaluate.calls = calls
    return evaluate


# -- 1. Claude Code's other documented events: no opinion, never another event's answer ----

NO_TOOL = {"tool_name": None, "tool_input": None, "tool_use_id": None}


@urls
@pytest.mark.django_db
@pytest.mark.parametrize("event, extra", [
    ("SessionStart", {**NO_TOOL, "source": "startup"}),
    ("UserPromptSubmit", {**NO_TOOL, "prompt": "rm -rf / please"}),
    ("Stop", {**NO_TOOL, "stop_hook_active": False}),
    ("PermissionDenied", {"reason": "Blocked by classifier"}),
    ("PostToolBatch", {**NO_TOOL, "tool_calls": []}),
    ("Notification", {**NO_TOOL, "message": "Claude needs your permission"}),
    ("SubagentStop", {**NO_TOOL, "agent_id": "a1", "agent_type": "Explore"}),
    ("CwdChanged", NO_TOOL),
])
@pytest.mark.parametrize("key", ["default", None])
def test_documented_events_guardian_does_not_decide_get_no_opinion(post_hook, event, extra, key):
    body = {k: v for k, v in fixture("pre_tool_use_bash.json", hook_event_name=event, **extra).items()
            if v is not None}
    response = post_hook(body, key=key)
    assert response.status_code == 200 and response.json() == {}
    assert AuditEvent.objects.count() == 0


@urls
@pytest.mark.django_db
@pytest.mark.parametrize("event", ["PreToolUseV2", "", None, 7])
def test_an_undocumented_event_is_still_a_pre_tool_use_deny(post_hook, event):
    response = post_hook(fixture("pre_tool_use_bash.json", hook_event_name=event))
    assert check_output("PreToolUse", response.json()) == []
    assert response.json()["hookSpecificOutput"]["permissionDecision"] == "deny"


@pytest.mark.parametrize("event", ["SessionStart", "Stop", "UserPromptSubmit", "PermissionDenied"])
def test_the_command_adapter_passes_documented_events_without_a_tool_call(event):
    outcome = claude_code.run_hook(json.dumps({"hook_event_name": event, "session_id": "s"}).encode(),
                                   {"GUARDIAN_URL": "http://127.0.0.1:9", "GUARDIAN_API_KEY": "k"})
    assert (outcome.exit_code, outcome.stdout) == (0, "")
    # ...while a tool event with Guardian down still blocks
    pre = fixture("pre_tool_use_bash.json")
    outcome = claude_code.run_hook(json.dumps(pre).encode(), {"GUARDIAN_URL": "http://127.0.0.1:9",
                                                               "GUARDIAN_API_KEY": "k", "GUARDIAN_HOOK_TIMEOUT": "1"})
    assert outcome.exit_code == 2


# -- 2. body size: a large PostToolUse is answered in its own format ------------------------

@urls
@pytest.mark.django_db
@pytest.mark.parametrize("size", [(1 << 20) + 10, 3 << 20])
def test_a_large_post_tool_use_is_recorded_and_answered_in_its_format(post_hook, hook_agent, size):
    body = fixture("post_tool_use_write.json")
    event, _approval = ask_event(hook_agent[0], body)
    body["tool_response"] = {"filePath": body["tool_input"]["file_path"], "content": "x" * size}
    response = post_hook(body)
    assert response.status_code == 200 and response.json() == {}
    event.refresh_from_db()
    assert event.result_at is not None and event.stdout_bytes > size


@urls
@pytest.mark.django_db
@pytest.mark.parametrize("name, event", [("pre_tool_use_write.json", "PreToolUse"),
                                         ("permission_request_bash.json", "PermissionRequest")])
def test_a_deciding_event_over_the_limit_is_denied_in_its_format(post_hook, stub_evaluate, name, event):
    body = fixture(name)
    body["tool_input"] = {**body["tool_input"], "content": "x" * ((1 << 20) + 10)}
    answer = post_hook(body).json()
    assert check_output(event, answer) == []
    hso = answer["hookSpecificOutput"]
    assert hso.get("permissionDecision", hso.get("decision", {}).get("behavior")) == "deny"
    assert stub_evaluate.calls == []
    # the same call at its usual size is decided
    assert post_hook(fixture("pre_tool_use_read.json")).json()["hookSpecificOutput"]["permissionDecision"] == "allow"


# -- 3. an uninterpolated key header is named as such ---------------------------------------

@urls
@pytest.mark.django_db
@pytest.mark.parametrize("headers", [{"HTTP_AUTHORIZATION": "Api-Key "}, {"HTTP_AUTHORIZATION": "Bearer"},
                                     {"HTTP_AUTHORIZATION": "Api-Key $GUARDIAN_API_KEY"},
                                     {"HTTP_X_GUARDIAN_KEY": "${GUARDIAN_API_KEY}"}])
def test_an_empty_key_header_says_to_list_the_variable(client, hook_agent, headers):
    response = client.post(HOOK_URL, data=json.dumps(fixture("pre_tool_use_bash.json")),
                           content_type="application/json", **headers)
    hso = response.json()["hookSpecificOutput"]
    assert hso["permissionDecision"] == "deny" and "allowedEnvVars" in hso["permissionDecisionReason"]
    # no header at all: the plain message; the real key: a decision
    plain = client.post(HOOK_URL, data=json.dumps(fixture("pre_tool_use_bash.json")), content_type="application/json")
    assert hooks.ERR_UNAUTHENTICATED in plain.json()["hookSpecificOutput"]["permissionDecisionReason"]
    keyed = client.post(HOOK_URL, data=json.dumps(fixture("pre_tool_use_read.json")), content_type="application/json",
                        HTTP_AUTHORIZATION=f"Bearer {hook_agent[1]}")
    assert "allowedEnvVars" not in keyed.json()["hookSpecificOutput"]["permissionDecisionReason"]


# -- 4. a "once" approval answers one PermissionRequest, not every later one -----------------

@urls
@pytest.mark.django_db
@pytest.mark.parametrize("scope, repeats", [("once", False), ("session", True), ("always", True)])
@pytest.mark.parametrize("name", ["permission_request_bash.json"])
def test_a_once_approval_is_not_replayed_by_input(post_hook, hook_agent, reviewer_user, stub_evaluate,
                                                  scope, repeats, name):
    body = fixture(name)
    _event, approval = ask_event(hook_agent[0], body)
    approval_decide(approval_id=approval.pk, reviewer=reviewer_user, outcome="approve", scope=scope,
                    rule="Bash(npm run:*)" if scope == "always" else None, note="")
    first = post_hook(body).json()
    assert first["hookSpecificOutput"]["decision"]["behavior"] == "allow"
    second = post_hook(body).json()
    if repeats:
        assert second["hookSpecificOutput"]["decision"]["behavior"] == "allow"
        assert stub_evaluate.calls == []
    else:
        # evaluated afresh: a new ask, left to Claude Code's dialog (the agent does not hold asks)
        assert second == {} and len(stub_evaluate.calls) == 1
    approval.refresh_from_db()
    assert bool((approval.details or {}).get("spent_at")) is (scope == "once")


@urls
@pytest.mark.django_db
def test_a_once_approval_still_answers_its_own_permission_request_after_a_held_pre_tool_use(
        post_hook, hook_agent, reviewer_user, stub_evaluate):
    agent = hook_agent[0]
    body = fixture("permission_request_bash.json")
    _event, approval = ask_event(agent, body)
    approval_decide(approval_id=approval.pk, reviewer=reviewer_user, outcome="approve", scope="once", rule=None,
                    note="")
    agent.hold_asks = True
    agent.save()
    assert post_hook(body).json()["hookSpecificOutput"]["decision"]["behavior"] == "allow"


# -- 5. the command adapter: a pending PermissionRequest goes to Claude Code's dialog --------

@pytest.mark.parametrize("permission_mode, expected", [("auto", "default"), ("manual", "default"),
                                                       ("plan", "explore"), ("acceptEdits", "accept_edits")])
def test_the_adapter_maps_every_documented_permission_mode(permission_mode, expected):
    assert claude_code.MODE_MAP[permission_mode] == expected
    assert hooks.MODE_MAP[permission_mode] == expected


def test_the_adapter_prints_nothing_for_guardians_no_decision_and_blocks_a_malformed_one():
    assert claude_code._checked_permission_request({}).exit_code == 0
    assert claude_code._checked_permission_request({}).stdout == ""
    for bad in ({"hookSpecificOutput": {}}, {"decision": "approve"},
                {"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": {"behavior": "ask"}}}):
        with pytest.raises(claude_code.HookBlock):
            claude_code._checked_permission_request(bad)


# -- 6. live: the exact JSON Claude Code sends for each tool, answered as it expects ---------

COMMON = {"session_id": "live-r19", "transcript_path": "/home/dev/.claude/projects/p/t.jsonl",
          "cwd": "/home/dev/project", "permission_mode": "default", "hook_event_name": "PreToolUse",
          "prompt_id": "550e8400-e29b-41d4-a716-446655440000", "effort": {"level": "high"}}
TOOLS = [
    ("Bash", {"command": "npm test", "description": "Run test suite", "timeout": 120000, "run_in_background": False},
     "allow"),
    ("Bash", {"command": "rm -rf ~", "description": "clean"}, "deny"),
    ("Read", {"file_path": "/home/dev/project/src/a.py", "offset": 10, "limit": 50}, "allow"),
    ("Write", {"file_path": "/home/dev/project/src/a.py", "content": "x = 1\n"}, "ask"),
    ("Edit", {"file_path": "/home/dev/project/src/a.py", "old_string": "x", "new_string": "y", "replace_all": False},
     "ask"),
    ("MultiEdit", {"file_path": "/home/dev/project/src/a.py", "edits": [{"old_string": "x", "new_string": "y"}]},
     "ask"),
    ("NotebookEdit", {"notebook_path": "/home/dev/project/n.ipynb", "new_source": "print(1)", "cell_id": "c1",
                      "edit_mode": "replace"}, "ask"),
    ("Glob", {"pattern": "**/*.ts", "path": "/home/dev/project/src"}, "allow"),
    ("Grep", {"pattern": "TODO.*fix", "path": "/home/dev/project", "glob": "*.ts", "output_mode": "content",
              "-i": True, "multiline": False}, "allow"),
    ("WebFetch", {"url": "https://example.com/api", "prompt": "Extract the API endpoints"}, "allow"),
    ("WebSearch", {"query": "react hooks best practices", "allowed_domains": ["docs.example.com"]}, "allow"),
    ("Task", {"prompt": "Find all API endpoints", "description": "Find", "subagent_type": "Explore"}, "allow"),
    ("Agent", {"prompt": "Find all API endpoints", "description": "Find", "subagent_type": "Explore",
               "model": "sonnet"}, "allow"),
    ("mcp__github__get_issue", {"owner": "o", "repo": "r", "issue_number": 1}, "allow"),
    ("mcp__plugin_my-plugin_db__query", {"sql": "select 1"}, "allow"),
]


def _post(url: str, key: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(url + HOOK_URL, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Authorization": f"Api-Key {key}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, json.loads(response.read() or b"null")


@pytest.mark.django_db(transaction=True)
def test_live_every_tool_gets_an_answer_claude_code_reads(live_guardian):
    from policy.services.agents import agent_create

    _agent, key = agent_create(name="claude-live-r19")
    seen = []
    for index, (tool, tool_input, expected) in enumerate(TOOLS):
        body = {**COMMON, "tool_name": tool, "tool_input": tool_input, "tool_use_id": f"toolu_{index:04d}"}
        status, answer = _post(live_guardian, key, body)
        assert status == 200 and check_output("PreToolUse", answer) == [], (tool, answer)
        seen.append((tool, answer["hookSpecificOutput"]["permissionDecision"]))
        assert seen[-1] == (tool, expected), answer
    # the after-the-fact and the other events, through the same server
    post = {**COMMON, "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": TOOLS[0][1],
            "tool_use_id": "toolu_0000", "tool_response": {"stdout": "ok", "stderr": "", "interrupted": False,
                                                            "isImage": False}, "duration_ms": 12}
    assert _post(live_guardian, key, post) == (200, {})
    assert _post(live_guardian, key, {**COMMON, "hook_event_name": "Stop", "stop_hook_active": False}) == (200, {})
    event = AuditEvent.objects.get(tool="Bash", tool_use_id="toolu_0000")
    assert event.exit_code == 0 and event.duration_ms == 12
