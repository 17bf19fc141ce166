"""Fault tests: a lock held by another transaction, the audit write failing, the
database unreachable. Each answers 503 with decision deny within 2 s, recovers by
itself, and no allow is ever answered without its committed audit event."""
from __future__ import annotations

import socket
import sqlite3
import threading
import time
from typing import Any

import httpx
import pytest
from django.db import connection

from audit.models import AuditEvent
from tests.service.helpers import call, evaluate

pytestmark = pytest.mark.django_db(transaction=True)

READ = call("Read", {"file_path": "/home/dev/project/README.md"})
BOUND_SECONDS = 2.0


def _timed(url: str, key: str) -> tuple[float, Any]:
    started = time.monotonic()
    r = evaluate(url, key, READ, timeout=10)
    return time.monotonic() - started, r


def _assert_denied_in_time(url: str, key: str) -> None:
    elapsed, r = _timed(url, key)
    assert r.status_code == 503, r.text
    assert r.json()["decision"] == "deny"
    assert elapsed < BOUND_SECONDS, elapsed


def _assert_recovers(url: str, key: str, within: float = 10.0) -> dict:
    deadline = time.monotonic() + within
    while True:
        r = evaluate(url, key, READ, timeout=10)
        if r.status_code == 200:
            body = r.json()
            assert AuditEvent.objects.filter(pk=body["event_id"], seq=body["seq"]).exists()
            return body
        assert r.json()["decision"] == "deny"
        if time.monotonic() > deadline:
            pytest.fail(f"no recovery within {within} s: {r.text}")
        time.sleep(0.2)


def _every_allow_is_recorded(answers: list[dict]) -> None:
    allowed = [a for a in answers if a.get("decision") == "allow"]
    ids = set(AuditEvent.objects.filter(pk__in=[a["event_id"] for a in allowed]).values_list("pk", flat=True))
    assert ids == {a["event_id"] for a in allowed}


# --- a lock held by another transaction ----------------------------------------------------

def test_a_write_lock_held_elsewhere_answers_503_deny_in_time_and_recovers(live_guardian, agent_with_key):
    _, key = agent_with_key
    assert evaluate(live_guardian, key, READ).status_code == 200
    if connection.vendor == "sqlite":
        holder = sqlite3.connect(str(connection.settings_dict["NAME"]), timeout=5, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")
        release = holder.rollback
    else:
        import psycopg

        sd = connection.settings_dict
        holder = psycopg.connect(host=sd["HOST"] or "127.0.0.1", port=sd["PORT"] or 5432, user=sd["USER"] or "postgres",
                                 dbname=sd["NAME"])
        holder.execute("SELECT seq FROM audit_chainhead WHERE id = 1 FOR UPDATE")
        release = holder.rollback
    try:
        _assert_denied_in_time(live_guardian, key)
        _assert_denied_in_time(live_guardian, key)
    finally:
        release()
        holder.close()
    _assert_recovers(live_guardian, key)


def test_many_calls_during_a_held_lock_are_all_denied_in_time(live_guardian, agent_with_key):
    _, key = agent_with_key
    if connection.vendor != "sqlite":
        pytest.skip("the SQLite write lock; PostgreSQL is covered by the row-lock test")
    holder = sqlite3.connect(str(connection.settings_dict["NAME"]), timeout=5, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    results: list[tuple[float, int, dict]] = []
    client = httpx.Client(timeout=10, headers={"Authorization": f"Api-Key {key}"})

    def one() -> None:
        started = time.monotonic()
        r = client.post(f"{live_guardian}/api/v1/evaluate", json=READ)
        results.append((time.monotonic() - started, r.status_code, r.json()))

    threads = [threading.Thread(target=one) for _ in range(8)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(10)
    finally:
        holder.rollback()
        holder.close()
        client.close()
    assert len(results) == 8
    for elapsed, status, body in results:
        assert status == 503 and body["decision"] == "deny" and elapsed < BOUND_SECONDS
    _assert_recovers(live_guardian, key)


# --- the audit write failing -----------------------------------------------------------------

def _install_failing_trigger() -> None:
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("CREATE TRIGGER audit_fail BEFORE INSERT ON audit_auditevent "
                           "BEGIN SELECT RAISE(ABORT, 'audit write refused'); END")
        else:
            cursor.execute("CREATE FUNCTION audit_fail() RETURNS trigger AS $$ BEGIN "
                           "RAISE EXCEPTION 'audit write refused'; END $$ LANGUAGE plpgsql")
            cursor.execute("CREATE TRIGGER audit_fail BEFORE INSERT ON audit_auditevent "
                           "FOR EACH ROW EXECUTE FUNCTION audit_fail()")


def _remove_failing_trigger() -> None:
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("DROP TRIGGER IF EXISTS audit_fail")
        else:
            cursor.execute("DROP TRIGGER IF EXISTS audit_fail ON audit_auditevent")
            cursor.execute("DROP FUNCTION IF EXISTS audit_fail()")


def test_a_failing_audit_write_answers_503_deny_and_nothing_is_allowed(live_guardian, agent_with_key):
    _, key = agent_with_key
    before = AuditEvent.objects.count()
    _install_failing_trigger()
    try:
        answers = []
        for _ in range(3):
            elapsed, r = _timed(live_guardian, key)
            assert r.status_code == 503 and r.json()["decision"] == "deny", r.text
            assert elapsed < BOUND_SECONDS
            answers.append(r.json())
        assert AuditEvent.objects.count() == before
    finally:
        _remove_failing_trigger()
    answers.append(_assert_recovers(live_guardian, key))
    _every_allow_is_recorded(answers)


# --- the database unreachable (PostgreSQL behind a proxy we cut) --------------------------------

class TcpProxy:
    """127.0.0.1 proxy to PostgreSQL. ``cut()`` drops every connection and swallows new
    ones (a black hole: connects hang, like a lost network); ``restore()`` forwards again."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(128)
        self.port = self.listener.getsockname()[1]
        self.forwarding = True
        self.closed = False
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                self.sockets.append(client)
            if not self.forwarding:
                continue  # black hole: hold it, never answer
            try:
                upstream = socket.create_connection(self.target, timeout=2)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.sockets.append(upstream)
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def cut(self) -> None:
        self.forwarding = False
        with self.lock:
            for s in self.sockets:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                    s.close()
                except OSError:
                    pass
            self.sockets.clear()

    def restore(self) -> None:
        self.forwarding = True
        with self.lock:
            for s in self.sockets:  # the black-holed ones
                try:
                    s.close()
                except OSError:
                    pass
            self.sockets.clear()

    def close(self) -> None:
        self.closed = True
        self.cut()
        self.listener.close()


def test_postgresql_unreachable_answers_503_deny_in_time_and_recovers(start_guardian, agent_with_key):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL (GUARDIAN_DATABASE_URL)")
    _, key = agent_with_key
    sd = connection.settings_dict
    proxy = TcpProxy((sd["HOST"] or "127.0.0.1", int(sd["PORT"] or 5432)))
    try:
        server = start_guardian(
            GUARDIAN_DATABASE_URL=f"postgres://{sd['USER'] or 'postgres'}@127.0.0.1:{proxy.port}/{sd['NAME']}")
        answers = [_assert_recovers(server.url, key, within=15)]
        proxy.cut()
        for _ in range(3):
            elapsed, r = _timed(server.url, key)
            assert r.status_code == 503 and r.json()["decision"] == "deny", r.text
            assert elapsed < BOUND_SECONDS, elapsed
        assert httpx.get(f"{server.url}/health/ready", timeout=10).status_code == 503
        proxy.restore()
        answers.append(_assert_recovers(server.url, key, within=15))
        _every_allow_is_recorded(answers)
    finally:
        proxy.close()


def test_a_dead_database_port_answers_503_deny_in_time(start_guardian, agent_with_key):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL (GUARDIAN_DATABASE_URL)")
    _, key = agent_with_key
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead = s.getsockname()[1]
    server = start_guardian(GUARDIAN_DATABASE_URL=f"postgres://postgres@127.0.0.1:{dead}/nothing")
    _assert_denied_in_time(server.url, key)
