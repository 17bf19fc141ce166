"""POST /api/v1/evaluate is served by a bare ASGI route (policy.api.evaluate_asgi) on the
real server, and by the Django view through Django's handler: both answer alike."""
from __future__ import annotations

import asyncio
import json

import httpx
import pytest
from django.conf import settings
from django.test import AsyncClient

from audit.models import AuditEvent
from policy.api import ERR_BODY_TOO_LARGE, evaluate_asgi
from tests.service.helpers import call, evaluate

pytestmark = pytest.mark.django_db(transaction=True)

LS = call("Bash", {"command": "ls -la src"})
RM = call("Bash", {"command": "rm -rf /"})


def _big_body() -> bytes:
    pad = "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10)
    return json.dumps(call("Write", {"file_path": "/home/dev/project/a", "content": pad})).encode()


def test_a_body_over_the_upload_limit_is_413_and_records_nothing(live_guardian, agent_with_key):
    _, key = agent_with_key
    r = evaluate(live_guardian, key, None, raw=_big_body())
    assert r.status_code == 413
    assert r.json()["error"] == {"message": ERR_BODY_TOO_LARGE, "field": "body", **{
        k: v for k, v in r.json()["error"].items() if k not in ("message", "field")}}
    assert r.headers["content-type"] == "application/json"
    assert not AuditEvent.objects.exists()


def test_a_streamed_body_without_length_is_held_to_the_same_limit(live_guardian, agent_with_key):
    _, key = agent_with_key
    body = _big_body()

    def chunks():
        for i in range(0, len(body), 65536):
            yield body[i:i + 65536]

    r = httpx.post(f"{live_guardian}/api/v1/evaluate", content=chunks(), timeout=30,
                   headers={"Content-Type": "application/json", "Authorization": f"Api-Key {key}"})
    assert r.status_code == 413 and r.json()["error"]["field"] == "body"
    assert not AuditEvent.objects.exists()


def test_a_missing_key_is_401_before_the_body_is_looked_at(live_guardian):
    r = evaluate(live_guardian, None, None, raw=_big_body())
    assert r.status_code == 401 and r.headers["www-authenticate"] == "Api-Key"


def test_the_route_and_the_django_view_answer_alike(live_guardian, agent_with_key):
    _, key = agent_with_key
    over_http = [evaluate(live_guardian, key, body) for body in (LS, RM)]
    client = AsyncClient()

    async def through_django():
        return [await client.post("/api/v1/evaluate", data=body, content_type="application/json",
                                  headers={"Authorization": f"Api-Key {key}"}) for body in (LS, RM)]

    via_view = asyncio.run(through_django())
    for a, b in zip(over_http, via_view):
        assert a.status_code == b.status_code == 200
        x, y = a.json(), b.json()
        for volatile in ("event_id", "seq", "link"):
            assert x.pop(volatile) != y.pop(volatile)
        assert x == y
    assert [r.json()["decision"] for r in over_http] == ["allow", "deny"]
    assert AuditEvent.objects.count() == 4


def test_a_client_gone_before_its_body_ends_gets_no_decision(agent_with_key):
    _, key = agent_with_key
    sent: list[dict] = []
    messages = iter([{"type": "http.request", "body": b'{"tool": "Bash", ', "more_body": True},
                     {"type": "http.disconnect"}])

    async def receive():
        return next(messages)

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": "/api/v1/evaluate",
             "headers": [(b"authorization", f"Api-Key {key}".encode())]}
    asyncio.run(evaluate_asgi(scope, receive, send))
    assert sent == [] and not AuditEvent.objects.exists()


def test_two_authorization_headers_are_refused(live_guardian, agent_with_key):
    _, key = agent_with_key
    headers = [("Content-Type", "application/json"), ("Authorization", f"Api-Key {key}"), ("Authorization", "Api-Key x")]
    r = httpx.post(f"{live_guardian}/api/v1/evaluate", content=json.dumps(LS).encode(), headers=headers)
    assert r.status_code == 401 and not AuditEvent.objects.exists()
