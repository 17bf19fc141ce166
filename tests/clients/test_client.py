"""The stdlib client against a real HTTP server: it never allows unless Guardian said so."""
from __future__ import annotations

import time

from guardian_client import GuardianClient
from guardian_client.client import (
    APPROVED,
    REASON_APPROVAL_TIMEOUT,
    REASON_HTTP_STATUS,
    REASON_NO_API_KEY,
    REASON_NO_URL,
    REASON_TIMEOUT,
    REASON_UNKNOWN_DECISION,
    read_api_key,
)

from tests.clients.conftest import API_KEY, evaluate_answer

EVALUATE = "/api/v1/evaluate"


def _client(url: str, **kwargs) -> GuardianClient:
    kwargs.setdefault("timeout", 2.0)
    return GuardianClient(url, API_KEY, **kwargs)


def _evaluate(client: GuardianClient, **kwargs):
    kwargs.setdefault("tool", "Bash")
    kwargs.setdefault("args", {"command": "ls"})
    kwargs.setdefault("session_id", "s-1")
    return client.evaluate(**kwargs)


def test_it_allows_when_guardian_allows_and_sends_the_request_as_designed(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow", check="read_only"))
    decision = _evaluate(_client(guardian.url), cwd="/repo", mode="explore",
                         task={"id": "t1", "capabilities": ["shell:safe"]}, tool_hash="ab" * 32, dry_run=True)
    assert decision.allowed and not decision.failed_closed
    assert (decision.check, decision.event_id, decision.policy_version) == ("read_only", "ev-1", "7")
    request = guardian.seen(EVALUATE)[0]
    assert request.headers["Authorization"] == f"Api-Key {API_KEY}"
    assert request.body == {
        "session_id": "s-1", "tool": "Bash", "args": {"command": "ls"}, "dry_run": True, "cwd": "/repo",
        "mode": "explore", "task": {"id": "t1", "capabilities": ["shell:safe"]}, "tool_hash": "ab" * 32,
    }


def test_it_denies_when_guardian_denies_and_keeps_the_reason(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny", reason="rm -rf / is catastrophic", check="destructive_pattern"))
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and not decision.allowed
    assert decision.reason == "rm -rf / is catastrophic"
    assert not decision.failed_closed


def test_it_reports_an_ask_with_its_approval(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-9", "status": "pending", "expires_at": "x"}))
    decision = _evaluate(_client(guardian.url))
    assert decision.asked and not decision.allowed
    assert decision.approval_id == "ap-9"


def test_it_denies_when_guardian_is_down_and_says_unreachable(closed_port_url):
    started = time.monotonic()
    decision = _evaluate(_client(closed_port_url, retries=2, backoff=0.01))
    assert decision.denied and decision.failed_closed
    assert "unreachable" in decision.reason and "fail closed" in decision.reason
    assert time.monotonic() - started < 2.0


def test_it_retries_connection_errors_within_the_deadline(closed_port_url, monkeypatch):
    import guardian_client.client as module

    calls = []
    real = module._send_with_deadline

    def counting(request, seconds, context):
        calls.append(seconds)
        return real(request, seconds, context)

    monkeypatch.setattr(module, "_send_with_deadline", counting)
    _evaluate(_client(closed_port_url, retries=3, backoff=0.0))
    assert len(calls) == 4


def test_it_denies_when_guardian_is_slow_and_keeps_the_hard_deadline(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow"))
    guardian.delay = 1.5
    started = time.monotonic()
    decision = _evaluate(_client(guardian.url, timeout=0.3))
    elapsed = time.monotonic() - started
    assert decision.denied and decision.failed_closed
    assert decision.reason == REASON_TIMEOUT.format(seconds=0.3)
    assert elapsed < 1.0


def test_it_denies_a_garbage_body(guardian):
    guardian.answer("POST", EVALUATE, 200, b"<html>proxy error</html>")
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and decision.failed_closed
    assert "could not be read (not JSON)" in decision.reason


def test_it_denies_a_json_body_that_is_not_an_object(guardian):
    guardian.answer("POST", EVALUATE, 200, b'["allow"]')
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and "not a JSON object" in decision.reason


def test_it_denies_an_empty_body(guardian):
    guardian.answer("POST", EVALUATE, 200, None)
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and "empty body" in decision.reason


def test_it_denies_a_500_and_names_the_status(guardian):
    guardian.answer("POST", EVALUATE, 500, b"Internal Server Error")
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and decision.failed_closed
    assert decision.reason == REASON_HTTP_STATUS.format(status=500, detail="")
    assert decision.status == 500


def test_it_denies_a_503_with_guardians_own_reason(guardian):
    guardian.answer("POST", EVALUATE, 503, {"decision": "deny", "reason": "database unavailable"})
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and decision.failed_closed
    assert decision.reason.startswith("database unavailable") and "503" in decision.reason


def test_it_denies_a_503_that_claims_allow(guardian):
    guardian.answer("POST", EVALUATE, 503, {"decision": "allow", "reason": "oops"})
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and decision.failed_closed


def test_it_denies_a_400_and_shows_the_field_at_fault(guardian):
    guardian.answer("POST", EVALUATE, 400, {"detail": "args: must be an object"})
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and "400" in decision.reason and "args: must be an object" in decision.reason


def test_it_denies_an_unknown_decision_word(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("maybe"))
    decision = _evaluate(_client(guardian.url))
    assert decision.denied and decision.failed_closed
    assert decision.reason == REASON_UNKNOWN_DECISION.format(word="maybe")


def test_it_denies_an_allow_spelled_differently(guardian):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ALLOW"))
    assert _evaluate(_client(guardian.url)).denied


def test_it_denies_without_a_url_or_key_and_says_which():
    assert _evaluate(GuardianClient("", API_KEY)).reason == REASON_NO_URL
    assert _evaluate(GuardianClient("http://127.0.0.1:9", "")).reason == REASON_NO_API_KEY


def test_it_never_shows_the_api_key():
    client = GuardianClient("http://127.0.0.1:9", API_KEY)
    assert API_KEY not in repr(client)
    decision = _evaluate(client)
    assert API_KEY not in decision.reason


def test_it_reads_the_key_from_a_file(tmp_path):
    key_file = tmp_path / "key"
    key_file.write_text("from-file\n")
    assert read_api_key({"GUARDIAN_API_KEY_FILE": str(key_file)}) == "from-file"
    assert read_api_key({"GUARDIAN_API_KEY": "direct", "GUARDIAN_API_KEY_FILE": str(key_file)}) == "direct"
    assert read_api_key({"GUARDIAN_API_KEY_FILE": str(tmp_path / "missing")}) is None


def test_wait_returns_allow_once_a_reviewer_approves(guardian):
    answers = iter([
        {"id": "ap-1", "status": "pending"},
        {"id": "ap-1", "status": "approved", "decision": "allow", "scope": "once"},
    ])
    guardian.routes[("GET", "/api/v1/approvals/ap-1")] = lambda request: (200, next(answers))
    approval = _client(guardian.url).wait("ap-1", timeout=5)
    assert approval.allowed and approval.status == APPROVED and approval.scope == "once"
    waits = [r.query["wait"][0] for r in guardian.seen("/api/v1/approvals/ap-1")]
    assert all(int(w) >= 0 for w in waits)


def test_wait_denies_a_denied_or_expired_approval(guardian):
    guardian.answer("GET", "/api/v1/approvals/ap-2", 200, {"id": "ap-2", "status": "denied", "decision": "deny"})
    guardian.answer("GET", "/api/v1/approvals/ap-3", 200, {"id": "ap-3", "status": "expired"})
    assert not _client(guardian.url).wait("ap-2", timeout=2).allowed
    expired = _client(guardian.url).wait("ap-3", timeout=2)
    assert not expired.allowed and "expired" in expired.reason


def test_wait_denies_an_unknown_status_or_an_approval_that_says_deny(guardian):
    guardian.answer("GET", "/api/v1/approvals/ap-4", 200, {"id": "ap-4", "status": "approvedish"})
    guardian.answer("GET", "/api/v1/approvals/ap-5", 200, {"id": "ap-5", "status": "approved", "decision": "deny"})
    assert not _client(guardian.url).wait("ap-4", timeout=2).allowed
    assert not _client(guardian.url).wait("ap-5", timeout=2).allowed


def test_wait_denies_when_no_one_decides_in_time(guardian):
    guardian.answer("GET", "/api/v1/approvals/ap-6", 200, {"id": "ap-6", "status": "pending"})
    started = time.monotonic()
    approval = _client(guardian.url).wait("ap-6", timeout=0.5)
    assert not approval.allowed
    assert approval.reason == REASON_APPROVAL_TIMEOUT.format(seconds=0.5)
    assert time.monotonic() - started < 2.0


def test_wait_denies_when_guardian_is_down(closed_port_url):
    approval = _client(closed_port_url, retries=0).wait("ap-7", timeout=1)
    assert not approval.allowed and approval.failed_closed and "unreachable" in approval.reason


def test_report_result_posts_seed_001_fields_and_no_output(guardian):
    guardian.answer("POST", "/api/v1/events/ev-1/result", 201, {"ok": True})
    ok = _client(guardian.url).report_result("ev-1", exit_code=1, duration_ms=12, stdout_bytes=3, stderr_bytes=4, error="Exit code: 1")
    assert ok
    assert guardian.seen("/api/v1/events/ev-1/result")[0].body == {
        "exit_code": 1, "duration_ms": 12, "stdout_bytes": 3, "stderr_bytes": 4, "success": False, "error": "Exit code: 1",
    }


def test_report_result_says_false_instead_of_raising_when_guardian_is_down(closed_port_url):
    assert _client(closed_port_url, retries=0).report_result("ev-1", exit_code=0, duration_ms=1) is False
