from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.db import transaction

FIXTURES = Path(__file__).parent / "fixtures"
HOOK_URL = "/api/v1/hooks/claude-code"


def fixture(name: str, **changes) -> dict:
    body = json.loads((FIXTURES / name).read_text())
    body.update(changes)
    return body


@pytest.fixture
def hook_agent(db):
    """An agent and its raw key (the service's agent services)."""
    from policy.services.agents import agent_create

    agent, raw = agent_create(name="claude-laptop")
    return agent, raw


@pytest.fixture
def post_hook(client, hook_agent):
    def post(body, *, key: str | None = "default", header: str = "Authorization"):
        headers = {}
        if key == "default":
            key = hook_agent[1]
        if key is not None:
            headers["HTTP_X_GUARDIAN_KEY" if header == "X-Guardian-Key" else "HTTP_AUTHORIZATION"] = (
                key if header == "X-Guardian-Key" else f"Api-Key {key}")
        data = body if isinstance(body, (bytes, str)) else json.dumps(body)
        return client.post(HOOK_URL, data=data, content_type="application/json", **headers)
    return post


def ask_event(agent, body: dict, *, reason: str = "needs a person", suggestions=("Bash(npm run:*)",)):
    """An ask as the evaluate service leaves it: its audit event and its approval."""
    from approvals.services import approval_create
    from audit.services import audit_event_record

    with transaction.atomic():
        event = audit_event_record(agent=agent, agent_name=agent.name, session_id=body["session_id"],
                                   tool=body["tool_name"], args=body["tool_input"], decision="ask",
                                   reason=reason, check_name="mode_default", policy_version=1,
                                   tool_use_id=body.get("tool_use_id", ""))
        approval = approval_create(event=event, agent=agent, session_id=body["session_id"], task_id="",
                                   tool=body["tool_name"], args=body["tool_input"], input_sha256="0" * 64,
                                   cwd=body["cwd"], reason=reason, check_name="mode_default", rule="",
                                   suggestions=list(suggestions), details={})
    return event, approval


def _person(django_user_model, name: str, *groups: str):
    from django.contrib.auth.models import Group

    user = django_user_model.objects.create_user(username=name, password="pw-" + name)
    for group in groups:
        user.groups.add(Group.objects.get(name=group))
    return user


@pytest.fixture
def reviewer_user(django_user_model):
    return _person(django_user_model, "rita", "reviewer")


@pytest.fixture
def operator_user(django_user_model):
    return _person(django_user_model, "otto", "operator")


@pytest.fixture
def outsider_user(django_user_model):
    return _person(django_user_model, "oscar")
