"""PostgreSQL: the evaluation writer's batch commits without waiting for the WAL flush
(so the chain head's row lock is not held through it), and no answer leaves before a
flush that comes after that commit; a failed flush denies the batch."""
from __future__ import annotations

import threading
import time

import pytest
from django.db import OperationalError, connection, connections, transaction

from audit.models import AuditEvent
from guardian_site.errors import Unavailable
from policy.loader import committed_policy_key
from policy.services import evaluate as ev
from policy.services.evaluate import EvaluateInput, EvaluationJob, EvaluationWriter, _batch_context, _Batch

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def postgres_only() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("the WAL flush is PostgreSQL's (SQLite commits under its one write lock)")


def _setting(name: str) -> str:
    with connection.cursor() as cursor:
        cursor.execute(f"SHOW {name}")
        return cursor.fetchone()[0]


def _job(key: str, command: str = "ls") -> EvaluationJob:
    data = EvaluateInput(raw_key=key, tool="Bash", args={"command": command}, session_id="s", cwd="/home/dev/p")
    now = time.perf_counter()
    return EvaluationJob(data=data, started=now, deadline=now + 30, done=threading.Event())


def test_only_the_batch_transaction_commits_asynchronously(postgres_only, agent_with_key):
    _, key = agent_with_key
    committed_policy_key()   # the policy state row (the setting rides on the query's one row)
    assert _setting("synchronous_commit") == "on"
    with transaction.atomic():
        _batch_context([key], _Batch())
        assert _setting("synchronous_commit") == "off"
    assert _setting("synchronous_commit") == "on"


def test_the_flush_puts_an_earlier_asynchronous_commit_on_disk(postgres_only, agent_with_key):
    _, key = agent_with_key
    committed_policy_key()
    with transaction.atomic():
        _batch_context([key], _Batch())      # this transaction's commit will not wait
        AuditEvent.objects.filter(pk=-1).update(tool="x")
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_current_xact_id()")   # a commit record to write
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_current_wal_insert_lsn()")
        committed = cursor.fetchone()[0]
        ev.wal_flush()
        cursor.execute("SELECT pg_current_wal_flush_lsn() >= %s::pg_lsn", [committed])
        assert cursor.fetchone()[0]


def test_the_answer_waits_for_a_flush_after_the_commit(postgres_only, agent_with_key, monkeypatch):
    _, key = agent_with_key
    seen: dict[str, object] = {}
    job = _job(key, "ls -la")
    real_flush = ev.wal_flush

    def watching_flush() -> None:
        # Runs on the flusher thread, with its own connection: the batch is committed
        # (visible from another connection) and its answer is not out yet.
        seen["committed"] = AuditEvent.objects.filter(args={"command": "ls -la"}).count()
        seen["answered_before_flush"] = job.done.is_set()
        real_flush()
        connections.close_all()

    monkeypatch.setattr(ev, "wal_flush", watching_flush)
    writer = EvaluationWriter()
    writer.submit(job)
    assert job.done.wait(20)
    assert seen == {"committed": 1, "answered_before_flush": False}
    assert job.result["decision"] == "allow"
    assert writer.flushes >= 1


def test_a_failed_flush_denies_the_batch_with_503(postgres_only, agent_with_key, monkeypatch):
    _, key = agent_with_key

    def failing_flush() -> None:
        connections.close_all()
        raise OperationalError("the server closed the connection")

    monkeypatch.setattr(ev, "wal_flush", failing_flush)
    writer = EvaluationWriter()
    jobs = [_job(key, "ls"), _job(key, "cat README.md")]
    for job in jobs:
        writer.submit(job)
    for job in jobs:
        assert job.done.wait(20)
        assert isinstance(job.result, Unavailable) and job.result.code == "database_unavailable"
