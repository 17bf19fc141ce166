"""Two reviewers decide one ask at the same moment: exactly one wins, every time, and
the audit trail holds exactly one decision. Real concurrency needs a real database
server, so this runs on PostgreSQL (set ``GUARDIAN_DATABASE_URL``) and skips on SQLite,
whose single writer serialises the two anyway."""
from __future__ import annotations

import threading

import pytest
from django.db import connection

from approvals.models import ApprovalRequest
from approvals.services import ApprovalAlreadyDecided, approval_decide
from audit.models import AuditEvent
from policy.models import PermissionRule

pytestmark = pytest.mark.django_db(transaction=True)

ROUNDS = 25


@pytest.fixture(autouse=True)
def _postgresql_only():
    if connection.vendor != "postgresql":
        pytest.skip("race tests need PostgreSQL (GUARDIAN_DATABASE_URL)")


def _race(ask_id, deciders: list[tuple[object, str, str]]) -> list[object]:
    """Run every (reviewer, outcome, scope) decision of ``ask_id`` at once; return what
    each got: the approval (won) or the ApprovalAlreadyDecided error (lost)."""
    start = threading.Barrier(len(deciders))
    results: list[object] = [None] * len(deciders)

    def decide(i: int, reviewer, outcome: str, scope: str) -> None:
        try:
            start.wait(timeout=10)
            results[i] = approval_decide(approval_id=ask_id, reviewer=reviewer, outcome=outcome, scope=scope,
                                         note=f"by {reviewer}")
        except Exception as exc:  # noqa: BLE001 - the test inspects it
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=decide, args=(i, *d)) for i, d in enumerate(deciders)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return results


def test_two_reviewers_deciding_one_ask_at_once_make_exactly_one_decision(reviewer, second_reviewer, make_ask):
    for round_ in range(ROUNDS):
        ask = make_ask(args={"command": f"npm install pkg-{round_}"}, suggestions=[f"Bash(npm install pkg-{round_})"])
        scope_a, scope_b = [("once", "always"), ("session", "once"), ("always", "always")][round_ % 3]
        results = _race(ask.id, [(reviewer, "approve", scope_a), (second_reviewer, "deny", scope_b)])
        winners = [r for r in results if isinstance(r, ApprovalRequest)]
        losers = [r for r in results if isinstance(r, ApprovalAlreadyDecided)]
        assert len(winners) == 1 and len(losers) == 1, results
        ask.refresh_from_db()
        winner = winners[0]
        assert ask.status == winner.status and ask.decided_by_id == winner.decided_by_id
        # The loser is told who decided what.
        assert ask.decided_by.get_username() in losers[0].message and ask.status in losers[0].message
        decisions = AuditEvent.objects.filter(kind="decision", args=ask.args)
        assert decisions.count() == 1
        assert decisions.get().reviewer_id == ask.decided_by_id == ask.decision_event.reviewer_id
    assert PermissionRule.objects.filter(source="approval").count() <= ROUNDS


def test_many_reviewers_racing_still_make_one_decision(reviewer, second_reviewer, admin_user, make_ask):
    for round_ in range(10):
        ask = make_ask(args={"command": f"make target-{round_}"})
        results = _race(ask.id, [(reviewer, "approve", "once"), (second_reviewer, "deny", "once"),
                                 (admin_user, "approve", "session"), (reviewer, "deny", "once")])
        assert sum(isinstance(r, ApprovalRequest) for r in results) == 1, results
        assert sum(isinstance(r, ApprovalAlreadyDecided) for r in results) == 3, results
        assert AuditEvent.objects.filter(kind="decision", args=ask.args).count() == 1
