"""AuthZEN 1.0 evaluation(s) through the real evaluate service."""
from __future__ import annotations

import pytest

pytest.importorskip("policy.services.evaluate")
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.urls("tests.hooks.urls")]


@pytest.fixture
def agent_key(db):
    from policy.services.agents import agent_create

    return agent_create(name="gateway-agent")


def body(tool="Read", args=None, subject="gateway-agent", **context):
    return {"subject": {"type": "agent", "id": subject}, "action": {"name": tool},
            "resource": {"type": "tool_call", "id": tool, "properties": args or {"file_path": "/srv/app/README.md"}},
            "context": {"session_id": "s-1", "cwd": "/srv/app", **context}}


def post(client, key, path, data):
    return client.post(path, data=data, content_type="application/json", HTTP_AUTHORIZATION=f"Api-Key {key}")


def test_an_allow_is_true_with_guardians_context(client, agent_key):
    response = post(client, agent_key[1], "/access/v1/evaluation", body())
    assert response.status_code == 200
    answer = response.json()
    assert answer["decision"] is True
    assert set(answer["context"]["guardian"]) >= {"decision", "check", "rule", "event_id", "approval"}


def test_a_deny_is_false_with_the_reason(client, agent_key):
    answer = post(client, agent_key[1], "/access/v1/evaluation", body("Bash", {"command": "rm -rf /"})).json()
    assert answer["decision"] is False and answer["context"]["guardian"]["decision"] == "deny"
    assert answer["context"]["reason"]


def test_an_ask_is_false_with_the_approval(client, agent_key):
    answer = post(client, agent_key[1], "/access/v1/evaluation",
                  body("Write", {"file_path": "/srv/app/x.py", "content": "x"})).json()
    assert answer["decision"] is False
    assert answer["context"]["guardian"]["decision"] == "ask"
    assert answer["context"]["guardian"]["approval"]["id"]


def test_an_agent_cannot_ask_as_another_agent(client, agent_key):
    from audit.models import AuditEvent

    response = post(client, agent_key[1], "/access/v1/evaluation", body(subject="someone-else"))
    assert response.status_code == 403
    assert response.json()["error"]["field"] == "subject.id"
    assert AuditEvent.objects.count() == 0


def test_no_key_is_401(client, agent_key):
    response = client.post("/access/v1/evaluation", data=body(), content_type="application/json")
    assert response.status_code in (401, 403)


@pytest.mark.parametrize("change, field", [
    ({"action": {}}, "action.name"),
    ({"resource": {"properties": "x"}}, "resource.properties"),
    ({"context": {"dry_run": "yes"}}, "context.dry_run"),
])
def test_bad_shapes_name_the_field(client, agent_key, change, field):
    response = post(client, agent_key[1], "/access/v1/evaluation", body() | change)
    assert response.status_code == 400 and response.json()["error"]["field"] == field


def test_a_batch_uses_top_level_defaults_and_stops_on_first_deny(client, agent_key):
    data = {"subject": {"type": "agent", "id": "gateway-agent"}, "context": {"session_id": "s-2", "cwd": "/srv/app"},
            "options": {"evaluations_semantic": "deny_on_first_deny"},
            "evaluations": [
                {"action": {"name": "Read"}, "resource": {"type": "t", "properties": {"file_path": "/srv/app/a"}}},
                {"action": {"name": "Bash"}, "resource": {"type": "t", "properties": {"command": "rm -rf /"}}},
                {"action": {"name": "Read"}, "resource": {"type": "t", "properties": {"file_path": "/srv/app/b"}}},
            ]}
    answer = post(client, agent_key[1], "/access/v1/evaluations", data).json()
    assert [e["decision"] for e in answer["evaluations"]] == [True, False]


def test_one_spoofed_entry_refuses_the_whole_batch(client, agent_key):
    data = {"subject": {"type": "agent", "id": "gateway-agent"},
            "evaluations": [body()] + [body(subject="other")]}
    assert post(client, agent_key[1], "/access/v1/evaluations", data).status_code == 403
