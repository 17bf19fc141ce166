"""Writes to the audit trail.

``audit_event_record`` writes one AuditEvent (and its ThreatEvents) chained to the
previous one, inside the caller's transaction, so the event commits together with
whatever else the caller writes (an approval request, a reviewer's decision) or not at
all. ``audit_events_record`` does the same for a batch (the evaluate path's group
commit): the chain head is locked once for the whole batch.
"""
from __future__ import annotations

import datetime as dt
from typing import Any, Iterable, TypedDict

from django.db import transaction
from django.utils import timezone

from audit.chain import GENESIS_LINK, audit_key, content_parts, link_after
from audit.inserts import Children, InstanceFactory, RowInserter, fetch_rows, sqlite_execute
from audit.models import AuditEvent, ChainHead, ThreatEvent
from guardian_site.errors import Conflict, NotFound

ERR_EVENT_NOT_FOUND = "No such audit event."
ERR_RESULT_ALREADY_REPORTED = "The result of this call was already reported."
ERR_NOT_IN_TRANSACTION = "audit events must be recorded inside the writing transaction"

RESULT_FIELDS = ("exit_code", "duration_ms", "stdout_bytes", "stderr_bytes", "success", "error")


class ThreatSpec(TypedDict, total=False):
    kind: str
    rule: str | None
    detail: str


_event_inserter = RowInserter(AuditEvent)
_threat_inserter = RowInserter(ThreatEvent)
_events = InstanceFactory(AuditEvent)
_threats = InstanceFactory(ThreatEvent)
_head_sql_cache: dict[str, tuple[str, str, str]] = {}


def _head_sql(connection: Any) -> tuple[str, str, str]:
    """(lock-and-read, update, update-if-still) statements of the chain head row."""
    sql = _head_sql_cache.get(connection.vendor)
    if sql is None:
        sql = _head_sql_cache[connection.vendor] = _head_sql_build(connection)
    return sql


def _head_sql_build(connection: Any) -> tuple[str, str, str]:
    qn = connection.ops.quote_name
    meta = ChainHead._meta
    table, pk = qn(meta.db_table), qn(meta.pk.column)
    seq, link = qn(meta.get_field("seq").column), qn(meta.get_field("link").column)
    lock = " FOR UPDATE" if connection.features.has_select_for_update else ""
    update = f"UPDATE {table} SET {seq} = %s, {link} = %s WHERE {pk} = 1"
    return (f"SELECT {seq}, {link} FROM {table} WHERE {pk} = 1{lock}", update,
            f"{update} AND {seq} = %s AND {link} = %s")


def _lock_head() -> tuple[int, str]:
    """(seq, link) of the chain head, locked until the transaction ends.

    Race: two writers (web processes, workers) appending at once. The row lock on the
    chain head (SELECT ... FOR UPDATE; on SQLite the IMMEDIATE transaction's write lock)
    serialises them, so seq is gap-free and the chain never forks."""
    connection = transaction.get_connection()
    select = _head_sql(connection)[0]
    rows = fetch_rows(connection, select)
    if not rows:
        ChainHead.objects.get_or_create(pk=1, defaults={"seq": 0, "link": GENESIS_LINK})
        rows = fetch_rows(connection, select)
    row = rows[0]
    return int(row[0]), row[1]


def _build(fields: dict[str, Any], now: dt.datetime) -> AuditEvent:
    fields = dict(fields)
    fields.setdefault("created_at", now)
    agent = fields.get("agent")
    if agent is not None and not fields.get("agent_name"):
        fields["agent_name"] = agent.name
    return _events.new(fields)


def audit_events_record(entries: Iterable[tuple[dict[str, Any], list[ThreatSpec]]]) -> list[AuditEvent]:
    """Record several events in order, chained, in the caller's transaction.

    Rules, in order: lock the chain head once; for each event take seq = head + 1 and
    link = HMAC(prev link, content); insert the events; insert their threat events;
    move the head. Raises on any database error (the caller's transaction rolls back).
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError(ERR_NOT_IN_TRANSACTION)
    entries = list(entries)
    if not entries:
        return []
    # Everything but seq and link is known before the head is locked: the events are
    # built and their canonical content prepared first, so that the lock (which
    # serialises every writer of every process) is held only for the HMACs, one INSERT
    # and the commit.
    now = timezone.now()
    events = [_build(fields, now) for fields, _threats in entries]
    parts = [content_parts(event) for event in events]
    key = audit_key()
    connection = transaction.get_connection()
    also: tuple[str, list[Any]] | None = None
    if connection.vendor == "sqlite" and _sqlite_moved_head(connection, events, parts, key):
        pass   # the head is moved already (see _sqlite_moved_head)
    else:
        seq, link = _lock_head()
        seq, link = _chain(events, parts, seq, link or GENESIS_LINK, key)
        also = (_head_sql(connection)[1], [seq, link])
        if connection.vendor == "sqlite":
            _sqlite_heads[connection.settings_dict["NAME"]] = (seq, link)
    threats: list[ThreatEvent] = []
    owners: list[int] = []
    for i, (event, (_fields, specs)) in enumerate(zip(events, entries)):
        for spec in specs:
            threats.append(_threats.new(dict(
                created_at=event.created_at, kind=spec["kind"], rule=(spec.get("rule") or "")[:200],
                detail=spec.get("detail") or "", tool=event.tool, agent_id=event.agent_id)))
            owners.append(i)
    # The events, the head's update and the threat events in one INSERT statement on
    # PostgreSQL (a single round trip while the head is locked), in three on SQLite.
    _event_inserter.insert(
        events, also=also,
        children=Children(_threat_inserter, threats, owners, fk_attname="event_id", parent_key="seq"))
    return events


def _chain(events: list[AuditEvent], parts: list[tuple[bytes, bytes]], seq: int, link: str,
           key: bytes) -> tuple[int, str]:
    """Give each event the next seq and its link; the new head."""
    for event, part in zip(events, parts):
        seq += 1
        event.seq = seq
        link = link_after(link, part, seq, key)
        event.link = link
    return seq, link


# SQLite: the head this process last wrote, per database file. The IMMEDIATE transaction
# already holds the database's one write lock, so instead of reading the head (one more
# statement per commit) the writer moves it on from the remembered one with an UPDATE
# that only applies if the head is still exactly that; if another process (a worker, a
# command) or a rolled-back transaction moved it, nothing is updated and the head is
# read as usual.
_sqlite_heads: dict[str, tuple[int, str]] = {}


def _sqlite_moved_head(connection: Any, events: list[AuditEvent], parts: list[tuple[bytes, bytes]],
                       key: bytes) -> bool:
    name = connection.settings_dict["NAME"]
    known = _sqlite_heads.get(name)
    if known is None:
        return False
    seq, link = _chain(events, parts, known[0], known[1], key)
    if sqlite_execute(connection, _head_sql(connection)[2], [seq, link, known[0], known[1]]).rowcount != 1:
        _sqlite_heads.pop(name, None)
        return False
    _sqlite_heads[name] = (seq, link)
    return True


def audit_event_record(*, threats: list[ThreatSpec] | None = None, **fields: Any) -> AuditEvent:
    """Record one AuditEvent (fields as the model's) and its threat events, chained,
    inside the caller's transaction."""
    return audit_events_record([(fields, list(threats or []))])[0]


def audit_event_result_record(*, event_id: int, agent: Any, exit_code: int | None = None,
                              duration_ms: int | None = None, stdout_bytes: int | None = None,
                              stderr_bytes: int | None = None, success: bool | None = None,
                              error: str = "") -> AuditEvent:
    """Store what running the tool gave (seed 001), once, for the agent that asked.

    Rules: an event of another agent is not found (404, never 403: ids are not
    disclosed); a result already reported is a conflict. The result fields are outside
    the chained content, so the chain still verifies.
    """
    with transaction.atomic():
        # Race: the same result reported twice at once. The conditional update on
        # result_at IS NULL lets exactly one of them write.
        changed = AuditEvent.objects.filter(
            pk=event_id, agent=agent, kind=AuditEvent.KIND_EVALUATION, result_at__isnull=True
        ).update(result_at=timezone.now(), exit_code=exit_code, duration_ms=duration_ms,
                 stdout_bytes=stdout_bytes, stderr_bytes=stderr_bytes, success=success, error=error)
        if not changed:
            if AuditEvent.objects.filter(pk=event_id, agent=agent, kind=AuditEvent.KIND_EVALUATION).exists():
                raise Conflict(ERR_RESULT_ALREADY_REPORTED, code="already_reported")
            raise NotFound(ERR_EVENT_NOT_FOUND)
        return AuditEvent.objects.get(pk=event_id)
