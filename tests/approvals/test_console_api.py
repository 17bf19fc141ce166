"""The reviewers' API for people (session + CSRF, reviewer role): list pending, decide."""
from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from approvals.models import ApprovalRequest
from audit.models import AuditEvent
from policy.models import PermissionRule

pytestmark = pytest.mark.django_db

LIST = "/api/v1/reviews/"


def _decide_url(ask) -> str:
    return f"/api/v1/reviews/{ask.id}/decide"


def test_the_api_urls_are_the_documented_ones(make_ask):
    ask = make_ask()
    assert reverse("approvals:api-list") == LIST
    assert reverse("approvals:api-decide", args=[ask.id]) == _decide_url(ask)


@pytest.mark.parametrize("persona", [None, "operator", "outsider"])
def test_only_reviewers_may_list_or_decide(client, make_ask, persona, request):
    ask = make_ask()
    if persona:
        client.force_login(request.getfixturevalue(persona))
    assert client.get(LIST).status_code == 403
    response = client.post(_decide_url(ask), {"outcome": "approve"}, content_type="application/json")
    assert response.status_code == 403
    assert response.json()["error"]["code"] in ("not_authenticated", "permission_denied", "forbidden")
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_an_agent_api_key_opens_none_of_the_reviewers_api(client, make_ask):
    ask = make_ask()
    headers = {"HTTP_AUTHORIZATION": "Bearer gk_test_0123456789abcdef", "HTTP_X_GUARDIAN_KEY": "gk_test_0123"}
    assert client.get(LIST, **headers).status_code == 403
    assert client.post(_decide_url(ask), {"outcome": "approve"}, content_type="application/json",
                       **headers).status_code == 403


@pytest.mark.parametrize("persona", ["reviewer", "admin_user"])
def test_reviewers_list_the_pending_asks_newest_first(client, make_ask, persona, request):
    first = make_ask(args={"command": "echo first"})
    second = make_ask(args={"command": "echo second"})
    ApprovalRequest.objects.filter(pk=first.pk).update(created_at=second.created_at.replace(year=2020))
    client.force_login(request.getfixturevalue(persona))
    body = client.get(LIST).json()
    assert body["count"] == 2
    assert [r["id"] for r in body["results"]] == [str(second.id), str(first.id)]
    row = body["results"][0]
    assert row["agent"] == "builder-bot" and row["check"] == "risky_command"
    assert row["suggestions"] == ["Bash(npm install:*)"] and row["event_id"] == second.event_id


def test_a_reviewer_approves_always_through_the_api(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(_decide_url(ask), {"outcome": "approve", "scope": "always", "note": "ok"},
                           content_type="application/json")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["status"] == "approved" and body["scope"] == "always" and body["decided_by"] == reviewer.username
    assert body["applied_rule"] == "Bash(npm install:*)"
    assert PermissionRule.objects.filter(rule="Bash(npm install:*)", source="approval", created_by=reviewer).exists()


def test_the_api_refuses_a_bad_rule_naming_the_field(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(_decide_url(ask), {"outcome": "approve", "scope": "always", "rule": "Bash(x"},
                           content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["field"] == "rule"


def test_the_api_refuses_an_unknown_outcome_naming_the_field(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(_decide_url(ask), {"outcome": "yes"}, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["field"] == "outcome"


def test_the_loser_of_a_race_gets_409_naming_who_decided_what(client, reviewer, second_reviewer, make_ask):
    ask = make_ask()
    client.force_login(second_reviewer)
    assert client.post(_decide_url(ask), {"outcome": "deny"}, content_type="application/json").status_code == 200
    client.force_login(reviewer)
    response = client.post(_decide_url(ask), {"outcome": "approve"}, content_type="application/json")
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "already_decided" and "denied by bob" in error["message"]
    assert AuditEvent.objects.filter(kind="decision").count() == 1


def test_an_unknown_ask_is_404(client, reviewer):
    client.force_login(reviewer)
    response = client.post("/api/v1/reviews/00000000-0000-0000-0000-000000000000/decide", {"outcome": "deny"},
                           content_type="application/json")
    assert response.status_code == 404


def test_deciding_through_the_api_needs_the_csrf_token(reviewer, make_ask):
    ask = make_ask()
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    response = client.post(_decide_url(ask), {"outcome": "approve"}, content_type="application/json")
    assert response.status_code == 403
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_the_reviewers_api_is_in_the_openapi_schema():
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    assert "/api/v1/reviews/" in schema["paths"]
    decide = schema["paths"]["/api/v1/reviews/{approval_id}/decide"]["post"]
    assert decide["operationId"] == "reviews_decide"
    assert "ReviewDecision" in schema["components"]["schemas"]
