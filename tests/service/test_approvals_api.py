"""Approvals from the agent's side (real HTTP): long-poll, wake-up, expiry, ownership;
reviewers' decisions (service): once, session, always, and the race of two reviewers;
result reporting."""
from __future__ import annotations

import datetime as dt
import threading
import time

import httpx
import pytest
from django.utils import timezone

from approvals.models import ApprovalRequest, SessionApproval
from approvals.services import ApprovalAlreadyDecided, approval_decide
from audit.models import AuditEvent
from audit.services import ERR_EVENT_NOT_FOUND, ERR_RESULT_ALREADY_REPORTED
from policy.models import PermissionRule, PolicyState
from tests.service.helpers import call, evaluate

pytestmark = pytest.mark.django_db(transaction=True)

CWD = "/home/dev/project"
WRITE = call("Write", {"file_path": f"{CWD}/notes.txt", "content": "hello"}, session_id="sess-a")


def _ask(url: str, key: str, body: dict = WRITE) -> dict:
    answer = evaluate(url, key, body).json()
    assert answer["decision"] == "ask", answer
    return answer


def _poll(url: str, key: str, approval_id: str, wait: int = 0, timeout: float = 30) -> httpx.Response:
    return httpx.get(f"{url}/api/v1/approvals/{approval_id}", params={"wait": wait},
                     headers={"Authorization": f"Api-Key {key}"}, timeout=timeout)


def test_a_pending_approval_long_polls_for_the_wait_and_stays_pending(live_guardian, agent_with_key):
    _, key = agent_with_key
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    started = time.monotonic()
    r = _poll(live_guardian, key, approval_id, wait=1)
    assert r.status_code == 200 and r.json()["status"] == "pending"
    assert 0.9 <= time.monotonic() - started < 3


def test_only_the_agent_that_asked_can_read_its_approval(live_guardian, agent_with_key, agent_factory):
    _, key = agent_with_key
    _, other_key = agent_factory(name="other")
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    assert _poll(live_guardian, other_key, approval_id).status_code == 404
    assert _poll(live_guardian, key, "not-a-uuid").status_code == 404
    assert httpx.get(f"{live_guardian}/api/v1/approvals/{approval_id}").status_code == 401
    r = _poll(live_guardian, key, approval_id, wait=-1)
    assert r.status_code == 400 and r.json()["error"]["field"] == "wait"


def test_an_approval_past_its_expiry_is_answered_expired_and_marked(live_guardian, agent_with_key):
    _, key = agent_with_key
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    ApprovalRequest.objects.filter(pk=approval_id).update(expires_at=timezone.now() - dt.timedelta(seconds=1))
    body = _poll(live_guardian, key, approval_id, wait=5).json()
    assert body["status"] == "expired" and body["decision"] == "deny"
    assert ApprovalRequest.objects.get(pk=approval_id).status == "expired"


def test_a_long_poll_ends_when_the_approval_expires_while_it_waits(live_guardian, agent_with_key):
    _, key = agent_with_key
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    ApprovalRequest.objects.filter(pk=approval_id).update(expires_at=timezone.now() + dt.timedelta(seconds=1))
    started = time.monotonic()
    body = _poll(live_guardian, key, approval_id, wait=20).json()
    assert body["status"] == "expired" and time.monotonic() - started < 4


def test_a_reviewer_cannot_decide_an_expired_request(live_guardian, agent_with_key, reviewer):
    _, key = agent_with_key
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    ApprovalRequest.objects.filter(pk=approval_id).update(expires_at=timezone.now() - dt.timedelta(seconds=1))
    with pytest.raises(ApprovalAlreadyDecided):
        approval_decide(approval_id=approval_id, reviewer=reviewer, outcome="approve")
    assert ApprovalRequest.objects.get(pk=approval_id).status == "expired"


def test_approving_once_answers_the_poll_and_records_a_decision_event(live_guardian, agent_with_key, reviewer):
    _, key = agent_with_key
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    approval_decide(approval_id=approval_id, reviewer=reviewer, outcome="approve", scope="once", note="fine")
    body = _poll(live_guardian, key, approval_id).json()
    assert body["status"] == "approved" and body["decision"] == "allow" and body["scope"] == "once"
    event = AuditEvent.objects.get(kind="decision")
    assert event.reviewer_id == reviewer.pk and event.decision == "allow"
    # once: the same call asks again
    assert evaluate(live_guardian, key, WRITE).json()["decision"] == "ask"


def test_approving_for_the_session_settles_the_same_ask_in_that_session_only(live_guardian, agent_with_key, reviewer):
    _, key = agent_with_key
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    approval_decide(approval_id=approval_id, reviewer=reviewer, outcome="approve", scope="session")
    assert SessionApproval.objects.count() == 1
    again = evaluate(live_guardian, key, WRITE).json()
    assert again["decision"] == "allow" and "approval" not in again
    other_session = evaluate(live_guardian, key, {**WRITE, "session_id": "sess-b"}).json()
    assert other_session["decision"] == "ask"


def test_approving_always_stores_the_rule_and_bumps_the_policy(live_guardian, agent_with_key, reviewer):
    _, key = agent_with_key
    answer = _ask(live_guardian, key)
    version = PolicyState.objects.get(pk=1).version
    approval = ApprovalRequest.objects.get(pk=answer["approval"]["id"])
    assert approval.suggestions, "the engine suggests a rule for an ask"
    approval_decide(approval_id=approval.pk, reviewer=reviewer, outcome="approve", scope="always")
    rule = PermissionRule.objects.get(source="approval")
    assert rule.behavior == "allow" and rule.rule == approval.suggestions[0] and rule.created_by_id == reviewer.pk
    assert PolicyState.objects.get(pk=1).version == version + 1
    again = evaluate(live_guardian, key, {**WRITE, "session_id": "sess-z"}).json()
    assert again["decision"] == "allow" and again["policy_version"] == version + 1


def test_two_reviewers_deciding_at_once_make_exactly_one_decision(live_guardian, agent_with_key, reviewer,
                                                                   django_user_model):
    from django.db import connection

    _, key = agent_with_key
    other = django_user_model.objects.create_user(username="second-reviewer", password="x" * 20)
    approval_id = _ask(live_guardian, key)["approval"]["id"]
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def decide(user, outcome):
        try:
            barrier.wait()
            approval_decide(approval_id=approval_id, reviewer=user, outcome=outcome)
            outcomes.append("won")
        except ApprovalAlreadyDecided as exc:
            outcomes.append("lost: " + exc.message)
        finally:
            connection.close()

    threads = [threading.Thread(target=decide, args=(reviewer, "approve")),
               threading.Thread(target=decide, args=(other, "deny"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert sorted(o.split(":")[0] for o in outcomes) == ["lost", "won"], outcomes
    assert AuditEvent.objects.filter(kind="decision").count() == 1


def test_an_agent_reports_a_result_once_and_only_for_its_own_event(live_guardian, agent_with_key, agent_factory):
    _, key = agent_with_key
    _, other_key = agent_factory(name="other")
    event_id = evaluate(live_guardian, key, call("Read", {"file_path": f"{CWD}/a"})).json()["event_id"]
    url = f"{live_guardian}/api/v1/events/{event_id}/result"
    result = {"exit_code": 0, "duration_ms": 12, "stdout_bytes": 100, "stderr_bytes": 0, "success": True}
    r = httpx.post(url, json=result, headers={"Authorization": f"Api-Key {other_key}"})
    assert r.status_code == 404 and r.json()["error"]["message"] == ERR_EVENT_NOT_FOUND
    r = httpx.post(url, json={**result, "exit_code": "zero"}, headers={"Authorization": f"Api-Key {key}"})
    assert r.status_code == 400 and r.json()["error"]["field"] == "exit_code"
    r = httpx.post(url, json={**result, "stdout": "secret"}, headers={"Authorization": f"Api-Key {key}"})
    assert r.status_code == 400 and r.json()["error"]["field"] == "stdout"
    r = httpx.post(url, json=result, headers={"Authorization": f"Api-Key {key}"})
    assert r.status_code == 200, r.text
    event = AuditEvent.objects.get(pk=event_id)
    assert (event.exit_code, event.duration_ms, event.stdout_bytes, event.success) == (0, 12, 100, True)
    r = httpx.post(url, json=result, headers={"Authorization": f"Api-Key {key}"})
    assert r.status_code == 409 and r.json()["error"]["message"] == ERR_RESULT_ALREADY_REPORTED
    assert httpx.post(url, json=result).status_code == 401


def test_a_long_poll_wakes_across_two_web_processes(scale_out, start_guardian, agent_with_key, reviewer):
    """Scale-out: the ask is made on process A, the agent waits on process B, the
    reviewer decides elsewhere (this test process); B answers at once (Redis)."""
    _, key = agent_with_key
    a = start_guardian(GUARDIAN_LONG_POLL_RECHECK_SECONDS="30")
    b = start_guardian(GUARDIAN_LONG_POLL_RECHECK_SECONDS="30")
    approval_id = _ask(a.url, key)["approval"]["id"]
    results: dict = {}

    def wait():
        started = time.monotonic()
        results["body"] = _poll(b.url, key, approval_id, wait=20).json()
        results["returned_at"] = time.monotonic()
        results["started"] = started

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(1.0)  # let the long-poll register on B
    decided_at = time.monotonic()
    approval_decide(approval_id=approval_id, reviewer=reviewer, outcome="approve")
    waiter.join(25)
    assert results["body"]["status"] == "approved"
    assert results["returned_at"] - decided_at < 1.0, results["returned_at"] - decided_at
