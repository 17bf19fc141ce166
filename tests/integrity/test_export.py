"""The audit export: seed 001's record plus Guardian's fields, one JSON line per event,
from the command and from the operators' API."""
from __future__ import annotations

import io
import json

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import CommandError, call_command

from audit.models import AuditEvent

pytestmark = pytest.mark.django_db

SEED_001_FIELDS = ["timestamp", "tool", "input", "result", "success", "duration_ms", "conversation_id", "dry_run",
                   "error"]


def person(username: str, *roles: str) -> User:
    user = User.objects.create_user(username, password="pw-" + username * 3)
    for role in roles:
        user.groups.add(Group.objects.get_or_create(name=role)[0])
    return user


def test_the_command_writes_one_seed_001_record_per_event_with_guardians_fields(chained_events):
    AuditEvent.objects.filter(pk=chained_events[0].pk).update(exit_code=0, duration_ms=15, success=True,
                                                               stdout_bytes=10, stderr_bytes=0,
                                                               result_at=chained_events[0].created_at)
    out = io.StringIO()
    call_command("audit_export", "--format", "jsonl", stdout=out)
    lines = out.getvalue().splitlines()
    assert len(lines) == 10
    first = json.loads(lines[0])
    assert list(first)[:9] == SEED_001_FIELDS
    assert first["tool"] == "Bash" and first["input"] == chained_events[0].args
    assert first["result"]["exit_code"] == 0 and first["success"] is True and first["duration_ms"] == 15
    assert first["conversation_id"] == "s-1" and first["dry_run"] is False
    assert first["guardian"]["decision"] == "allow" and first["guardian"]["seq"] == chained_events[0].seq
    assert first["guardian"]["link"] == chained_events[0].link
    assert json.loads(lines[1])["result"] is None


def test_the_command_filters_by_since(chained_events):
    out = io.StringIO()
    call_command("audit_export", "--since", chained_events[6].created_at.isoformat(), stdout=out)
    assert len(out.getvalue().splitlines()) == 4


def test_a_bad_since_is_refused(chained_events):
    with pytest.raises(CommandError):
        call_command("audit_export", "--since", "yesterday", stdout=io.StringIO())


def test_an_operator_streams_the_export_through_the_api(chained_events, client):
    client.force_login(person("olivia", "operator"))
    response = client.get("/api/v1/audit/export", {"since": chained_events[5].created_at.isoformat()})
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/x-ndjson")
    body = b"".join(response).decode()  # the sync test client consumes the async stream
    lines = [json.loads(x) for x in body.splitlines()]
    assert [x["guardian"]["event_id"] for x in lines] == [e.id for e in chained_events[5:]]


@pytest.mark.parametrize("roles", [(), ("reviewer",)])
def test_people_who_are_not_operators_cannot_export(chained_events, client, roles):
    client.force_login(person("rita", *roles))
    assert client.get("/api/v1/audit/export").status_code == 403


def test_anonymous_users_cannot_export(chained_events, client):
    assert client.get("/api/v1/audit/export").status_code in (401, 403)


def test_a_bad_since_through_the_api_is_a_400_naming_the_field(chained_events, client):
    client.force_login(person("olivia", "operator"))
    response = client.get("/api/v1/audit/export", {"since": "not a date"})
    assert response.status_code == 400
    assert "since" in json.dumps(response.json())
