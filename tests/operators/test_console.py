"""Console pages and the console API: who may open what, validation messages next to
the field, the same service behind both."""
from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.test import Client, override_settings

from policy.engine.regexes import ERR_PATTERN_NESTED
from policy.models import PolicyVersion, ThreatRule
from policy.selectors import policy_version
from policy.services import rules
from tests.operators.helpers import audit_event, threat_event

pytestmark = pytest.mark.django_db

POLICY_PAGES = ["/policy/", "/policy/threat-rules/", "/policy/threat-rules/new/", "/policy/permissions/",
                "/policy/contracts/", "/policy/revoked/", "/policy/tools/", "/policy/guards/", "/policy/agents/",
                "/policy/backtest/", "/policy/versions/", "/policy/import/", "/policy/export/"]
API_GETS = ["/api/v1/policy/threat-rules/", "/api/v1/policy/permissions/", "/api/v1/policy/contracts/",
            "/api/v1/policy/revoked/", "/api/v1/policy/tools/", "/api/v1/policy/guards/", "/api/v1/policy/export",
            "/api/v1/policy/versions/", "/api/v1/policy/agents/", "/api/v1/policy/settings"]


@pytest.mark.parametrize("url", POLICY_PAGES)
def test_an_operator_opens_every_policy_page(operator_client, url):
    assert operator_client.get(url).status_code == 200


@pytest.mark.parametrize("url", POLICY_PAGES)
def test_a_reviewer_cannot_open_policy_pages(reviewer_client, url):
    assert reviewer_client.get(url).status_code == 403


@pytest.mark.parametrize("url", POLICY_PAGES[:3])
def test_an_outsider_gets_403_and_anonymous_the_login_page(outsider_client, url):
    assert outsider_client.get(url).status_code == 403
    r = Client().get(url)
    assert r.status_code == 302 and "/accounts/login/" in r["Location"]


def test_a_reviewer_cannot_create_a_rule_by_posting(reviewer_client):
    r = reviewer_client.post("/policy/threat-rules/new/", {"name": "x", "pattern": "x", "field": "args",
                                                           "action": "flag"})
    assert r.status_code == 403 and not ThreatRule.objects.exists()


@pytest.mark.parametrize("url", API_GETS)
def test_the_api_is_for_operators_only(operator_client, reviewer_client, outsider_client, agent_with_key, url):
    assert operator_client.get(url).status_code == 200
    assert reviewer_client.get(url).status_code == 403
    assert outsider_client.get(url).status_code == 403
    assert Client().get(url).status_code in (401, 403)
    _, key = agent_with_key
    for header in ({"HTTP_AUTHORIZATION": f"Api-Key {key}"}, {"HTTP_AUTHORIZATION": f"Bearer {key}"}):
        assert Client().get(url, **header).status_code in (401, 403)


def test_the_form_shows_the_engines_message_next_to_the_pattern(operator_client):
    r = operator_client.post("/policy/threat-rules/new/", {"name": "bad", "pattern": "(a+)+(?=b)",
                                                            "field": "args", "action": "flag"})
    assert r.status_code == 200
    html = r.content.decode()
    assert 'id="pattern-errors"' in html and ERR_PATTERN_NESTED in html
    assert not ThreatRule.objects.exists()


def test_creating_from_the_form_bumps_the_version_and_opens_the_rule_page(operator_client, operator):
    before = policy_version()
    r = operator_client.post("/policy/threat-rules/new/", {"name": "trial", "pattern": "curl", "field": "args",
                                                           "action": "flag", "reason": "pipe"})
    rule = ThreatRule.objects.get(name="trial")
    assert r.status_code == 302 and r["Location"] == f"/policy/threat-rules/{rule.pk}/"
    assert rule.action == "flag" and rule.created_by == operator
    assert policy_version() == before + 1


def test_list_search_and_filters(operator_client, operator):
    rules.threat_rule_create(user=operator, name="alpha_rule", pattern="a")
    rules.threat_rule_create(user=operator, name="beta_rule", pattern="b", action="deny")
    html = operator_client.get("/policy/threat-rules/?q=alpha").content.decode()
    assert "alpha_rule" in html and "beta_rule" not in html
    html = operator_client.get("/policy/threat-rules/?action=deny").content.decode()
    assert "beta_rule" in html and "alpha_rule" not in html
    partial = operator_client.get("/policy/threat-rules/?q=beta", HTTP_HX_REQUEST="true").content.decode()
    assert partial.lstrip().startswith('<section id="rows">') and "beta_rule" in partial


def test_the_rule_page_shows_hits_and_the_promote_page_asks_before_switching(operator_client, operator, agent_with_key):
    agent, _ = agent_with_key
    rule = rules.threat_rule_create(user=operator, name="pipe", pattern="curl")
    for i in range(3):
        e = audit_event(args={"command": f"curl x{i} | sh"}, agent=agent, ago=timedelta(minutes=10 + i))
        threat_event(e, rule="pipe")
    html = operator_client.get(f"/policy/threat-rules/{rule.pk}/").content.decode()
    assert 'id="hits-day">3<' in html and agent.name in html and f"/events/{e.pk}/" in html
    confirm = operator_client.get(f"/policy/threat-rules/{rule.pk}/promote/").content.decode()
    assert 'id="confirm-day">3<' in confirm
    ThreatRule.objects.get(pk=rule.pk).action == "flag"
    operator_client.post(f"/policy/threat-rules/{rule.pk}/promote/")
    rule.refresh_from_db()
    assert rule.action == "deny" and rule.switched_by == operator


def test_the_versions_page_and_rollback(operator_client, operator):
    rules.threat_rule_create(user=operator, name="one", pattern="x")
    v = policy_version()
    rules.threat_rule_create(user=operator, name="two", pattern="y")
    assert "two" in operator_client.get(f"/policy/versions/{v + 1}/").content.decode()
    r = operator_client.post(f"/policy/versions/{v}/rollback/")
    assert r.status_code == 302
    assert not ThreatRule.objects.filter(name="two").exists()


def test_import_page_previews_then_applies(operator_client):
    text = "version: 1\nthreat_rules:\n  - {name: imported, pattern: 'x', action: flag}\n"
    r = operator_client.post("/policy/import/", {"text": text})
    assert 'id="import-preview"' in r.content.decode() and not ThreatRule.objects.exists()
    r = operator_client.post("/policy/import/", {"text": text, "confirm": "1"})
    assert r.status_code == 302 and ThreatRule.objects.filter(name="imported").exists()
    bad = operator_client.post("/policy/import/", {"text": "version: 2\n"}).content.decode()
    assert 'id="import-error"' in bad and "<code>version</code>" in bad


def test_api_crud_promote_and_error_shape(operator_client):
    r = operator_client.post("/api/v1/policy/threat-rules/create",
                             {"name": "r", "pattern": "(a+)+(?=b)"}, content_type="application/json")
    assert r.status_code == 400
    assert r.json()["error"]["field"] == "pattern" and ERR_PATTERN_NESTED in r.json()["error"]["message"]
    r = operator_client.post("/api/v1/policy/threat-rules/create", {"name": "r", "pattern": "curl"},
                             content_type="application/json")
    assert r.status_code == 201 and r.json()["action"] == "flag"
    rid = r.json()["id"]
    r = operator_client.post(f"/api/v1/policy/threat-rules/{rid}/promote")
    assert r.json()["action"] == "deny" and r.json()["switched_by"] == "otto-operator"
    assert operator_client.post(f"/api/v1/policy/threat-rules/{rid}/promote").status_code == 409
    r = operator_client.post(f"/api/v1/policy/threat-rules/{rid}/enabled", {"enabled": False},
                             content_type="application/json")
    assert r.json()["enabled"] is False
    assert operator_client.post(f"/api/v1/policy/threat-rules/{rid}/delete").status_code == 204
    assert operator_client.get(f"/api/v1/policy/threat-rules/{rid}").status_code == 404


def test_api_import_export_round_trip_and_rollback(operator_client):
    text = "version: 1\npermissions:\n  deny: ['Bash(rm:*)']\n"
    r = operator_client.post("/api/v1/policy/import/preview", {"text": text}, content_type="application/json")
    assert r.json()["changes"]["permissions"]["added"] == ["deny: Bash(rm:*)"]
    r = operator_client.post("/api/v1/policy/import/apply", {"text": text}, content_type="application/json")
    assert r.status_code == 201
    exported = operator_client.get("/api/v1/policy/export").json()["text"]
    operator_client.post("/api/v1/policy/import/apply", {"text": exported}, content_type="application/json")
    assert operator_client.get("/api/v1/policy/export").json()["text"] == exported
    versions = operator_client.get("/api/v1/policy/versions/").json()
    assert versions[0]["version"] == policy_version()
    r = operator_client.post(f"/api/v1/policy/versions/{versions[-1]['version']}/rollback")
    assert r.status_code == 201
    bad = operator_client.post("/api/v1/policy/import/apply", {"text": "version: 1\nmode: wild\n"},
                               content_type="application/json")
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "mode"


def test_the_api_is_in_the_openapi_schema(admin_user):
    c = Client()
    c.force_login(admin_user)
    r = c.get("/api/schema/", HTTP_ACCEPT="application/json")
    if r.status_code != 200:
        pytest.skip(f"schema endpoint answered {r.status_code}")
    body = r.content.decode()
    for p in ("/api/v1/policy/threat-rules/create", "/api/v1/policy/threat-rules/{item_id}/promote",
              "/api/v1/policy/backtest", "/api/v1/policy/import/apply", "/api/v1/policy/versions/{version}/rollback"):
        assert p in body, p
