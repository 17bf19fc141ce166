"""``POST /api/v1/hooks/claude-code`` driven with recorded hook inputs. Where the
evaluate service is needed, it is stubbed at its one seam (``evaluate_for_hook``) in the
tests of this file; ``test_endpoint_live.py`` goes through the real one."""
from __future__ import annotations

import pytest

from approvals.services import approval_decide
from audit.models import AuditEvent
from policy import hooks, hooks_api
from tests.hooks.conftest import ask_event, fixture
from tests.hooks.schema import check_output

pytestmark = [pytest.mark.django_db, pytest.mark.urls("tests.hooks.urls")]


def decision_of(response) -> str:
    assert response.status_code == 200
    return response.json()["hookSpecificOutput"]["permissionDecision"]


@pytest.fixture
def stub_evaluate(monkeypatch):
    answers = {}
    calls = []

    async def evaluate(*, raw_key, agent, hook):
        calls.append((agent, hook))
        return answers.get(hook.tool_name, {"decision": "allow", "reason": "stub", "event_id": 1})

    monkeypatch.setattr(hooks_api, "evaluate_for_hook", evaluate)
    evaluate.answers, evaluate.calls = answers, calls
    return evaluate


@pytest.mark.parametrize("key, header", [(None, "Authorization"), ("gk_notakey0.xxxxxxxxxxxxxxxxxxxxxxxx", "Authorization"),
                                         ("garbage", "X-Guardian-Key")])
def test_a_call_without_a_valid_key_is_denied_in_claude_codes_format(post_hook, key, header):
    response = post_hook(fixture("pre_tool_use_bash.json"), key=key, header=header)
    assert decision_of(response) == "deny"
    assert check_output("PreToolUse", response.json()) == []


def test_a_revoked_key_is_denied(post_hook, hook_agent):
    from policy.services.agents import agent_key_revoke

    agent_key_revoke(agent=hook_agent[0], key_id=hook_agent[0].keys.get().pk)
    assert decision_of(post_hook(fixture("pre_tool_use_bash.json"))) == "deny"


def test_a_permission_request_without_a_key_is_a_deny_behavior(post_hook):
    response = post_hook(fixture("permission_request_bash.json"), key=None)
    assert response.json()["hookSpecificOutput"]["decision"]["behavior"] == "deny"


@pytest.mark.parametrize("body", [b"{not json", b"[]", b'{"hook_event_name": "PreToolUse"}'])
def test_unreadable_input_is_denied_never_an_error_status(post_hook, body):
    assert decision_of(post_hook(body)) == "deny"


def test_the_key_may_come_in_x_guardian_key(post_hook, hook_agent, stub_evaluate):
    response = post_hook(fixture("pre_tool_use_read.json"), header="X-Guardian-Key")
    assert decision_of(response) == "allow"


@pytest.mark.parametrize("name", ["pre_tool_use_bash.json", "pre_tool_use_write.json", "pre_tool_use_edit.json",
                                  "pre_tool_use_read.json", "pre_tool_use_webfetch.json", "pre_tool_use_mcp.json"])
@pytest.mark.parametrize("decision", ["allow", "deny", "ask"])
def test_every_recorded_tool_gets_a_documented_answer(post_hook, stub_evaluate, name, decision):
    body = fixture(name)
    stub_evaluate.answers[body["tool_name"]] = {"decision": decision, "reason": "because", "event_id": 9}
    response = post_hook(body)
    assert check_output("PreToolUse", response.json()) == []
    assert decision_of(response) == decision
    assert "[Guardian event 9]" in response.json()["hookSpecificOutput"]["permissionDecisionReason"]
    hook = stub_evaluate.calls[-1][1]
    assert hook.tool_name == body["tool_name"] and hook.tool_use_id == body["tool_use_id"]


def test_an_unknown_decision_from_the_service_is_a_deny(post_hook, stub_evaluate):
    stub_evaluate.answers["Bash"] = {"decision": "maybe", "reason": "?"}
    assert decision_of(post_hook(fixture("pre_tool_use_bash.json"))) == "deny"


def test_a_service_failure_is_a_deny(post_hook, monkeypatch):
    async def boom(**kwargs):
        raise RuntimeError("database is down")

    monkeypatch.setattr(hooks_api, "evaluate_for_hook", boom)
    response = post_hook(fixture("pre_tool_use_bash.json"))
    assert decision_of(response) == "deny"
    assert "database" not in response.content.decode()


def test_with_hold_asks_a_decided_approval_answers_allow(post_hook, hook_agent, stub_evaluate, reviewer_user):
    agent = hook_agent[0]
    agent.hold_asks = True
    agent.save()
    body = fixture("pre_tool_use_bash.json")
    event, approval = ask_event(agent, body)
    approval_decide(approval_id=approval.pk, reviewer=reviewer_user, outcome="approve", scope="once", rule=None,
                    note="")
    stub_evaluate.answers["Bash"] = {"decision": "ask", "reason": "needs a person", "event_id": event.pk,
                                     "approval": {"id": str(approval.pk)}}
    response = post_hook(body)
    assert decision_of(response) == "allow"
    assert "approved by a reviewer" in response.json()["hookSpecificOutput"]["permissionDecisionReason"]


def test_with_hold_asks_an_undecided_approval_is_denied_when_the_hold_ends(post_hook, hook_agent, stub_evaluate,
                                                                            settings):
    settings.GUARDIAN_HOOK_HOLD_SECONDS = 0.3
    agent = hook_agent[0]
    agent.hold_asks = True
    agent.save()
    body = fixture("pre_tool_use_bash.json")
    event, approval = ask_event(agent, body)
    stub_evaluate.answers["Bash"] = {"decision": "ask", "reason": "needs a person", "event_id": event.pk,
                                     "approval": {"id": str(approval.pk)}}
    response = post_hook(body)
    assert decision_of(response) == "deny"
    assert "no reviewer decided within 0.3s" in response.json()["hookSpecificOutput"]["permissionDecisionReason"]


def test_without_hold_asks_an_ask_goes_to_claude_codes_prompt_with_guardians_reason(post_hook, stub_evaluate):
    stub_evaluate.answers["Bash"] = {"decision": "ask", "reason": "any other Bash", "event_id": 3,
                                     "approval": {"id": "a-1"}}
    response = post_hook(fixture("pre_tool_use_bash.json"))
    assert decision_of(response) == "ask"
    assert response.json()["hookSpecificOutput"]["permissionDecisionReason"] == (
        "any other Bash [Guardian event 3, approval a-1]")


def test_a_permission_request_approved_always_teaches_claude_code_the_rule(post_hook, hook_agent, reviewer_user):
    body = fixture("permission_request_bash.json")
    _event, approval = ask_event(hook_agent[0], body)
    approval_decide(approval_id=approval.pk, reviewer=reviewer_user, outcome="approve", scope="always",
                    rule="Bash(npm run:*)", note="")
    response = post_hook(body)
    answer = response.json()
    assert check_output("PermissionRequest", answer) == []
    assert answer["hookSpecificOutput"]["decision"] == {
        "behavior": "allow",
        "updatedPermissions": [{"type": "addRules", "rules": [{"toolName": "Bash", "ruleContent": "npm run:*"}],
                                "behavior": "allow", "destination": "localSettings"}],
    }


def test_a_permission_request_denied_by_a_reviewer_is_denied(post_hook, hook_agent, reviewer_user):
    body = fixture("permission_request_bash.json")
    _event, approval = ask_event(hook_agent[0], body)
    approval_decide(approval_id=approval.pk, reviewer=reviewer_user, outcome="deny", scope="once", rule=None,
                    note="not on a Friday")
    decision = post_hook(body).json()["hookSpecificOutput"]["decision"]
    assert decision["behavior"] == "deny" and "not on a Friday" in decision["message"]


def test_a_pending_permission_request_without_hold_leaves_the_prompt_to_claude_code(post_hook, hook_agent):
    body = fixture("permission_request_bash.json")
    ask_event(hook_agent[0], body)
    response = post_hook(body)
    assert response.status_code == 200 and response.json() == {}


def test_post_tool_use_records_the_result_on_the_pre_tool_use_event(post_hook, hook_agent):
    body = fixture("post_tool_use_bash.json")
    event, _approval = ask_event(hook_agent[0], body)
    response = post_hook(body)
    assert response.status_code == 200 and check_output("PostToolUse", response.json()) == []
    event.refresh_from_db()
    assert (event.success, event.exit_code, event.duration_ms, event.stdout_bytes) == (True, 0, 2412, 33)
    assert event.result_at is not None


def test_post_tool_use_failure_records_the_exit_code(post_hook, hook_agent):
    body = fixture("post_tool_use_failure_bash.json")
    event, _approval = ask_event(hook_agent[0], body)
    post_hook(body)
    event.refresh_from_db()
    assert (event.success, event.exit_code, event.error) == (False, 1, "Exit code 1")


def test_post_tool_use_of_another_agents_call_records_nothing(post_hook, hook_agent):
    from policy.services.agents import agent_create

    other, _raw = agent_create(name="someone-else")
    body = fixture("post_tool_use_bash.json")
    event, _approval = ask_event(other, body)
    assert post_hook(body).status_code == 200
    event.refresh_from_db()
    assert event.result_at is None
    assert AuditEvent.objects.filter(result_at__isnull=False).count() == 0
