"""Key authentication and input validation of the agents' API, through real HTTP."""
from __future__ import annotations

import json

import httpx
import pytest

from audit.models import AuditEvent
from policy import api
from policy.auth import ERR_AGENT_DISABLED, ERR_BAD_KEY, ERR_NO_KEY, ERR_REVOKED_KEY
from policy.models import AgentKey
from policy.services.agents import agent_key_create, agent_key_revoke, agent_set_enabled
from tests.service.helpers import call, evaluate

pytestmark = pytest.mark.django_db(transaction=True)

READ = call("Read", {"file_path": "/home/dev/project/README.md"})


def test_a_missing_key_is_401(live_guardian):
    r = evaluate(live_guardian, None, READ)
    assert r.status_code == 401
    assert r.json()["error"]["message"] == ERR_NO_KEY
    assert r.headers["WWW-Authenticate"] == "Api-Key"


@pytest.mark.parametrize("key", ["nonsense", "gk_AAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBB", "Bearer x"])
def test_an_unknown_or_malformed_key_is_401(live_guardian, key):
    r = evaluate(live_guardian, key, READ)
    assert r.status_code == 401 and r.json()["error"]["message"] == ERR_BAD_KEY


def test_a_right_prefix_with_a_wrong_secret_is_401(live_guardian, agent_with_key):
    _, key = agent_with_key
    prefix = key.split(".")[0]
    r = evaluate(live_guardian, prefix + ".x" + "A" * 42, READ)
    assert r.status_code == 401


def test_a_revoked_key_is_403_at_its_next_request(live_guardian, agent_with_key):
    agent, key = agent_with_key
    assert evaluate(live_guardian, key, READ).status_code == 200
    agent_key_revoke(prefix=key[3:].split(".")[0])
    r = evaluate(live_guardian, key, READ)
    assert r.status_code == 403 and r.json()["error"]["message"] == ERR_REVOKED_KEY


def test_a_disabled_agent_is_403(live_guardian, agent_with_key):
    agent, key = agent_with_key
    agent_set_enabled(agent=agent, enabled=False)
    r = evaluate(live_guardian, key, READ)
    assert r.status_code == 403 and r.json()["error"]["message"] == ERR_AGENT_DISABLED


def test_a_second_key_of_an_agent_works_and_is_stored_hashed(live_guardian, agent_with_key):
    agent, _ = agent_with_key
    row, raw = agent_key_create(agent=agent, name="ci")
    assert raw not in row.hashed_key and row.prefix in raw
    assert evaluate(live_guardian, raw, READ).status_code == 200
    assert AgentKey.objects.filter(agent=agent).count() == 2


def test_the_key_is_never_written_to_the_audit_trail(live_guardian, agent_with_key):
    _, key = agent_with_key
    body = evaluate(live_guardian, key, READ).json()
    event = AuditEvent.objects.get(pk=body["event_id"])
    assert key not in json.dumps({k: str(v) for k, v in event.__dict__.items()})


@pytest.mark.parametrize(
    ("raw", "field", "message"),
    [
        (b"not json", "body", api.ERR_NOT_JSON),
        (b"[1, 2]", "body", api.ERR_NOT_JSON),
        (b'{"tool": "Read", "args": {"x": NaN}}', "body", api.ERR_NOT_JSON),
        (json.dumps({"args": {}}).encode(), "tool", api.ERR_REQUIRED),
        (json.dumps({"tool": "rm -rf"}).encode(), "tool", api.ERR_TOOL),
        (json.dumps({"tool": 5}).encode(), "tool", api.ERR_TOOL),
        (json.dumps({"tool": "x" * 201}).encode(), "tool", api.ERR_TOOL),
        (json.dumps({"tool": "Read", "args": [1]}).encode(), "args", api.ERR_ARGS_OBJECT),
        (json.dumps({"tool": "Read", "args": "x"}).encode(), "args", api.ERR_ARGS_OBJECT),
        (json.dumps({"tool": "Read", "args": {"a": "\u0000"}}).encode(), "args", api.ERR_ARGS_TEXT),
        (b'{"tool": "Read", "args": {"a": "\\ud800"}}', "args", api.ERR_ARGS_TEXT),
        (json.dumps({"tool": "Read", "cwd": "relative/dir"}).encode(), "cwd", api.ERR_CWD),
        (json.dumps({"tool": "Read", "cwd": 7}).encode(), "cwd", api.ERR_CWD),
        (json.dumps({"tool": "Read", "mode": "god"}).encode(), "mode", api.ERR_MODE),
        (json.dumps({"tool": "Read", "session_id": 3}).encode(), "session_id", api.ERR_STRING),
        (json.dumps({"tool": "Read", "task": "t"}).encode(), "task", api.ERR_TASK),
        (json.dumps({"tool": "Read", "task": {"id": ""}}).encode(), "task.id", api.ERR_TASK_ID),
        (json.dumps({"tool": "Read", "task": {"id": "t", "capabilities": "all"}}).encode(), "task.capabilities",
         api.ERR_CAPABILITIES),
        (json.dumps({"tool": "Read", "tool_hash": 1}).encode(), "tool_hash", api.ERR_TOOL_HASH),
        (json.dumps({"tool": "Read", "dry_run": "yes"}).encode(), "dry_run", api.ERR_DRY_RUN),
        (json.dumps({"tool": "Read", "agent": "someone-else"}).encode(), "agent", api.ERR_UNKNOWN_FIELD),
    ],
)
def test_bad_input_gets_a_4xx_naming_the_field(live_guardian, agent_with_key, raw, field, message):
    _, key = agent_with_key
    r = evaluate(live_guardian, key, None, raw=raw)
    assert r.status_code == 400, r.text
    assert r.json()["error"]["field"] == field
    assert r.json()["error"]["message"] == message
    assert not AuditEvent.objects.exists()


def test_args_over_the_size_limit_are_413(live_guardian, agent_with_key, settings):
    _, key = agent_with_key
    big = {"content": "x" * (settings.GUARDIAN_MAX_ARGS_BYTES + 10)}
    r = evaluate(live_guardian, key, call("Write", big))
    assert r.status_code in (400, 413)
    assert r.json()["error"]["field"] in ("args", "body")


def test_args_nested_too_deep_are_400(live_guardian, agent_with_key, settings):
    _, key = agent_with_key
    deep: dict = {}
    node = deep
    for _ in range(settings.GUARDIAN_MAX_ARGS_DEPTH + 2):
        node["a"] = {}
        node = node["a"]
    r = evaluate(live_guardian, key, call("Read", deep))
    assert r.status_code == 400 and r.json()["error"]["field"] == "args"


def test_json_nested_beyond_the_parser_is_400_not_500(live_guardian, agent_with_key):
    _, key = agent_with_key
    raw = b'{"tool": "Read", "args": ' + b'{"a": ' * 100000 + b"1" + b"}" * 100000 + b"}"
    r = evaluate(live_guardian, key, None, raw=raw)
    assert r.status_code in (400, 413)


def test_get_on_evaluate_is_405(live_guardian, agent_with_key):
    _, key = agent_with_key
    r = httpx.get(f"{live_guardian}/api/v1/evaluate", headers={"Authorization": f"Api-Key {key}"})
    assert r.status_code == 405


def test_health_live_and_ready_answer(live_guardian):
    assert httpx.get(f"{live_guardian}/health/live").json() == {"status": "ok"}
    r = httpx.get(f"{live_guardian}/health/ready")
    assert r.status_code == 200 and r.json()["status"] == "ready"


def test_the_openapi_schema_documents_the_agents_api(live_guardian):
    r = httpx.get(f"{live_guardian}/api/schema/", headers={"Accept": "application/json"})
    assert r.status_code == 200
    text = r.text
    for path in ("/api/v1/evaluate", "/api/v1/approvals/{approval_id}", "/api/v1/events/{event_id}/result"):
        assert path in text
    assert httpx.get(f"{live_guardian}/api/docs/").status_code == 200
