"""Fixtures of the integrity tests.

``chain_append`` writes one chained audit event. It uses the service's
``audit.services.audit_event_record`` when that lands; until then a stand-in that follows
the chain contract of ``audit/chain.py`` exactly (lock the head, next seq, link, save).
"""
from __future__ import annotations

import datetime as dt
import itertools
from typing import Any, Callable

import pytest
from django.db import transaction

from audit import chain
from audit.models import AuditEvent, ChainHead

_counter = itertools.count(1)


def append_chained_event(**fields: Any) -> AuditEvent:
    """One chained event, committed (the stand-in for ``audit_event_record``)."""
    n = next(_counter)
    values: dict[str, Any] = {
        "created_at": dt.datetime(2025, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(seconds=n),
        "tool": "Bash",
        "args": {"command": f"ls -la /tmp/{n}", "note": "é ✓"},
        "decision": "allow",
        "reason": "read-only",
        "check_name": "read_only",
        "session_id": "s-1",
        "agent_name": "agent-a",
        "flags": [],
        "policy_version": 1,
        "latency_us": 120,
    }
    values.update(fields)
    try:
        from audit.services import audit_event_record
    except ImportError:  # the service has not landed: the stand-in below
        audit_event_record = None
    if audit_event_record is not None:
        with transaction.atomic():
            return audit_event_record(**values)
    with transaction.atomic():
        # Race: two writers taking the same seq. The head row lock settles it.
        head, _ = ChainHead.objects.get_or_create(pk=1)
        head = ChainHead.objects.select_for_update().get(pk=1)
        event = AuditEvent(**values)
        event.seq = head.seq + 1
        event.link = chain.next_link(head.link, chain.event_content(event))
        event.save()
        ChainHead.objects.filter(pk=1).update(seq=event.seq, link=event.link)
    return event


@pytest.fixture
def chain_append() -> Callable[..., AuditEvent]:
    return append_chained_event


@pytest.fixture
def chained_events(db) -> list[AuditEvent]:
    """Ten committed chained events."""
    return [append_chained_event() for _ in range(10)]
