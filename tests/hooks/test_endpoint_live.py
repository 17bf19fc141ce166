"""The hook endpoint through the real evaluate service (its writer thread commits the
audit event, hence transactional tests)."""
from __future__ import annotations

import pytest

from audit.models import AuditEvent
from tests.hooks.conftest import fixture
from tests.hooks.schema import check_output

pytest.importorskip("policy.services.evaluate")
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.urls("tests.hooks.urls")]


def answer(response) -> dict:
    assert response.status_code == 200
    assert check_output("PreToolUse", response.json()) == []
    return response.json()["hookSpecificOutput"]


def test_rm_rf_root_is_denied_and_recorded_with_its_tool_use_id(post_hook):
    out = answer(post_hook(fixture("pre_tool_use_bash_rm_rf.json")))
    assert out["permissionDecision"] == "deny"
    event = AuditEvent.objects.get(tool="Bash", decision="deny")
    assert f"[Guardian event {event.pk}]" in out["permissionDecisionReason"]


def test_a_read_is_allowed(post_hook):
    assert answer(post_hook(fixture("pre_tool_use_read.json")))["permissionDecision"] == "allow"


def test_claude_codes_bypass_mode_never_widens_a_default_agent(post_hook):
    out = answer(post_hook(fixture("pre_tool_use_write.json", permission_mode="bypassPermissions")))
    assert out["permissionDecision"] == "ask"
    assert AuditEvent.objects.get(tool="Write").mode == "default"


def test_claude_codes_plan_mode_narrows_to_explore(post_hook):
    out = answer(post_hook(fixture("pre_tool_use_write.json", permission_mode="plan")))
    assert out["permissionDecision"] == "deny"
    assert AuditEvent.objects.get(tool="Write").mode == "explore"
