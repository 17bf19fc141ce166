"""50 concurrent writers on PostgreSQL: the chain never forks and has no gap."""
from __future__ import annotations

import threading

import pytest
from django.db import connection, connections, transaction

from audit.models import AuditEvent
from audit.verify import verify_chain

WRITERS = 50
EACH = 4

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def postgres_only():
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writers need PostgreSQL (SQLite has one writer at a time)")
    # One connection per writer: a pool big enough for 50 at once, waits instead of
    # failing fast (this test is about the chain, not about pool exhaustion).
    pool = connection.settings_dict.get("OPTIONS", {}).get("pool")
    if isinstance(pool, dict):
        saved = dict(pool)
        connection.close_pool()
        pool.update(max_size=WRITERS + 5, timeout=60.0)
        yield
        connections.close_all()
        connection.close_pool()
        pool.clear()
        pool.update(saved)
    else:
        yield


def test_fifty_concurrent_writers_leave_one_unbroken_chain(postgres_only, chain_append):
    from audit.services import audit_event_record

    start = threading.Barrier(WRITERS)
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            start.wait()
            for i in range(EACH):
                with transaction.atomic():
                    audit_event_record(tool="Bash", args={"command": f"echo {n}-{i}"}, decision="allow",
                                       session_id=f"w{n}", agent_name="w")
        except BaseException as exc:  # reported below
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(WRITERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors[:3]
    seqs = list(AuditEvent.objects.order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, WRITERS * EACH + 1))          # no gap, no duplicate
    assert AuditEvent.objects.values("link").distinct().count() == WRITERS * EACH
    report = verify_chain()
    assert report.ok, report.findings[:3]                       # no fork: every link follows the one before
    assert report.events == WRITERS * EACH
