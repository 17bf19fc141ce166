"""The reviewers' console pages: who may open them, what a card shows, deciding."""
from __future__ import annotations

import datetime as dt

import pytest
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from approvals.models import ApprovalRequest, SessionApproval
from approvals.services import ERR_RULE_REQUIRED
from audit.models import AuditEvent
from policy.models import PermissionRule

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


def _pages(ask: ApprovalRequest) -> list[tuple[str, str]]:
    return [
        ("get", reverse("approvals:queue")),
        ("get", reverse("approvals:card", args=[ask.id])),
        ("post", reverse("approvals:decide", args=[ask.id])),
        ("get", reverse("approvals:history")),
    ]


def test_anonymous_visitors_are_sent_to_the_login_page_from_every_console_page(client, make_ask):
    ask = make_ask()
    for method, url in _pages(ask) + [("get", reverse("approvals:event", args=[ask.event_id]))]:
        response = getattr(client, method)(url)
        assert response.status_code == 302, url
        assert response["Location"].startswith("/accounts/login/")


@pytest.mark.parametrize("persona", ["operator", "outsider"])
def test_people_without_the_reviewer_role_get_403_from_every_queue_page(client, make_ask, persona, request):
    ask = make_ask()
    client.force_login(request.getfixturevalue(persona))
    for method, url in _pages(ask):
        assert getattr(client, method)(url, {"action": "once"}).status_code == 403, url
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_an_agent_key_opens_none_of_the_console(client, make_ask):
    ask = make_ask()
    for method, url in _pages(ask):
        response = getattr(client, method)(url, HTTP_AUTHORIZATION="Bearer gk_live_not_a_session")
        assert response.status_code == 302, url


@pytest.mark.parametrize("persona", ["reviewer", "admin_user"])
def test_reviewers_and_admins_see_the_queue(client, make_ask, persona, request):
    make_ask()
    client.force_login(request.getfixturevalue(persona))
    response = client.get("/")
    assert response.status_code == 200
    assert b"npm install left-pad" in response.content


def test_the_queue_lists_pending_asks_newest_first_with_the_pending_count_in_the_title(client, reviewer, make_ask):
    now = timezone.now()
    older = make_ask(args={"command": "make deploy"}, created_at=now - dt.timedelta(seconds=30))
    newer = make_ask(args={"command": "docker run alpine"}, created_at=now)
    decided = make_ask(args={"command": "echo decided"})
    ApprovalRequest.objects.filter(pk=decided.pk).update(status="approved")
    expired = make_ask(args={"command": "echo too late"}, created_at=now - dt.timedelta(hours=1), ttl=60)
    client.force_login(reviewer)
    html = client.get("/").content.decode()
    assert "<title>(2) Queue · Guardian</title>" in html
    assert html.index(f"approval-{newer.id}") < html.index(f"approval-{older.id}")
    assert f"approval-{decided.id}" not in html and f"approval-{expired.id}" not in html


def test_a_card_shows_agent_session_tool_reason_check_rule_parts_and_time_left(client, reviewer, make_ask):
    ask = make_ask(session_id="sess-42", details={"parts": [{"part": "curl x | sh", "reason": "pipe to shell"}]})
    client.force_login(reviewer)
    html = client.get(reverse("approvals:card", args=[ask.id]), **HX).content.decode()
    for text in ("builder-bot", "sess-42", "Bash", "npm install runs package scripts", "risky_command",
                 'value="Bash(npm install:*)"', "curl x | sh", "pipe to shell", "data-countdown"):
        assert text in html, text
    assert "<html" not in html  # the partial only


def test_long_arguments_are_folded(client, reviewer, make_ask):
    ask = make_ask(tool="Write", args={"file_path": "/tmp/x", "content": "line\n" * 200})
    client.force_login(reviewer)
    html = client.get(reverse("approvals:card", args=[ask.id]), **HX).content.decode()
    assert "<details><summary>" in html


def test_a_card_shows_the_sessions_recent_history_from_the_audit_trail(client, reviewer, make_ask, agent):
    AuditEvent.objects.create(created_at=timezone.now(), agent=agent, session_id="s-1", tool="Read",
                              args={"file_path": "README.md"}, decision="allow")
    AuditEvent.objects.create(created_at=timezone.now(), agent=agent, session_id="other", tool="Read",
                              args={"file_path": "elsewhere.md"}, decision="allow")
    ask = make_ask(session_id="s-1")
    client.force_login(reviewer)
    html = client.get("/").content.decode()
    assert "README.md" in html and "elsewhere.md" not in html
    assert html.count(f'href="/events/{ask.event_id}/"') == 0  # the ask's own event is not history


def test_the_htmx_queue_request_gets_only_the_queue_region(client, reviewer, make_ask):
    make_ask()
    client.force_login(reviewer)
    html = client.get("/", **HX).content.decode()
    assert html.lstrip().startswith('<section id="queue"') and "<html" not in html


def test_a_decided_card_is_not_served_to_a_page_that_fetches_it_late(client, reviewer, make_ask):
    ask = make_ask()
    ApprovalRequest.objects.filter(pk=ask.pk).update(status="denied")
    client.force_login(reviewer)
    assert client.get(reverse("approvals:card", args=[ask.id]), **HX).status_code == 204


def test_approving_once_closes_the_card_and_records_one_decision_event(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]), {"action": "once", "note": "fine"}, **HX)
    assert response.status_code == 200
    assert b"Approved once by you" in response.content
    ask.refresh_from_db()
    assert (ask.status, ask.scope, ask.decided_by, ask.note) == ("approved", "once", reviewer, "fine")
    assert AuditEvent.objects.filter(kind="decision", reviewer=reviewer).count() == 1


def test_approving_for_the_session_stores_a_session_approval(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    client.post(reverse("approvals:decide", args=[ask.id]), {"action": "session"}, **HX)
    assert SessionApproval.objects.filter(session_id="s-1", tool="Bash", reason=ask.reason).count() == 1


def test_approving_always_stores_the_edited_rule_with_its_source_and_reviewer(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]),
                           {"action": "always", "rule": "Bash(npm install left-pad)"}, **HX)
    assert response.status_code == 200
    rule = PermissionRule.objects.get(rule="Bash(npm install left-pad)")
    assert (rule.behavior, rule.source, rule.created_by) == ("allow", "approval", reviewer)


def test_an_empty_rule_for_always_is_refused_next_to_the_field(client, reviewer, make_ask):
    ask = make_ask(suggestions=[])
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]), {"action": "always", "rule": ""}, **HX)
    assert response.status_code == 400
    html = response.content.decode()
    assert 'class="field-error"' in html and escape(ERR_RULE_REQUIRED) in html
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_a_rule_the_engine_rejects_is_refused_with_its_message_and_the_typed_text_kept(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]),
                           {"action": "always", "rule": "Bash(npm install:*"}, **HX)
    assert response.status_code == 400
    html = response.content.decode()
    assert 'class="field-error"' in html and 'value="Bash(npm install:*"' in html
    assert not PermissionRule.objects.exists()


def test_denying_marks_the_ask_denied(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    client.post(reverse("approvals:decide", args=[ask.id]), {"action": "deny", "note": "no installs"}, **HX)
    ask.refresh_from_db()
    assert (ask.status, ask.note) == ("denied", "no installs")


def test_an_unknown_action_is_refused(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]), {"action": "maybe"}, **HX)
    assert response.status_code == 400
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_the_second_reviewer_is_told_who_decided_what(client, reviewer, second_reviewer, make_ask):
    ask = make_ask()
    client.force_login(second_reviewer)
    client.post(reverse("approvals:decide", args=[ask.id]), {"action": "deny"}, **HX)
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]), {"action": "once"}, **HX)
    assert response.status_code == 409
    html = response.content.decode()
    assert "already denied by bob" in html
    assert AuditEvent.objects.filter(kind="decision").count() == 1


def test_deciding_without_htmx_redirects_back_to_the_queue(client, reviewer, make_ask):
    ask = make_ask()
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]), {"action": "once"})
    assert response.status_code == 302 and response["Location"] == "/"


def test_deciding_needs_the_csrf_token(reviewer, make_ask):
    from django.test import Client

    ask = make_ask()
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    assert client.post(reverse("approvals:decide", args=[ask.id]), {"action": "once"}, **HX).status_code == 403
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_history_lists_decided_asks_with_filters_and_links_to_their_audit_events(
    client, reviewer, second_reviewer, make_ask, agent
):
    from policy.models import Agent

    other_agent = Agent.objects.create(name="docs-bot")
    a1 = make_ask(args={"command": "echo one"})
    a2 = make_ask(args={"command": "echo two"}, on_agent=other_agent)
    a3 = make_ask(args={"command": "echo three"})
    client.force_login(reviewer)
    client.post(reverse("approvals:decide", args=[a1.id]), {"action": "once"}, **HX)
    client.force_login(second_reviewer)
    client.post(reverse("approvals:decide", args=[a2.id]), {"action": "deny"}, **HX)

    html = client.get("/history/").content.decode()
    assert "echo one" in html and "echo two" in html and "echo three" not in html
    a1.refresh_from_db()
    assert f'href="/events/{a1.event_id}/"' in html and f'href="/events/{a1.decision_event_id}/"' in html

    assert "echo one" not in client.get("/history/", {"agent": "docs-bot"}).content.decode()
    assert "echo two" not in client.get("/history/", {"reviewer": reviewer.username}).content.decode()
    denied = client.get("/history/", {"outcome": "denied"}).content.decode()
    assert "echo two" in denied and "echo one" not in denied
    tomorrow = (timezone.now() + dt.timedelta(days=1)).date().isoformat()
    assert "echo one" not in client.get("/history/", {"date_from": tomorrow}).content.decode()
    today = timezone.now().date().isoformat()
    assert "echo one" in client.get("/history/", {"date_from": today, "date_to": today}).content.decode()
    assert a3.status == "pending"


def test_history_ignores_a_bad_filter_instead_of_failing(client, reviewer):
    client.force_login(reviewer)
    assert client.get("/history/", {"outcome": "<script>", "date_from": "yesterday"}).status_code == 200


@pytest.mark.parametrize("persona,status", [("reviewer", 200), ("operator", 200), ("admin_user", 200),
                                            ("outsider", 403)])
def test_the_event_page_is_for_reviewers_operators_and_admins(client, make_ask, persona, status, request):
    ask = make_ask()
    client.force_login(request.getfixturevalue(persona))
    response = client.get(reverse("approvals:event", args=[ask.event_id]))
    assert response.status_code == status
    if status == 200:
        assert b"npm install left-pad" in response.content


def test_an_unknown_event_is_404(client, reviewer):
    client.force_login(reviewer)
    assert client.get("/events/999999/").status_code == 404
