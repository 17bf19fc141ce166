"""Guardian's ASGI app with the audit chain switched off: for bench/audit_chain.py's
side-by-side measure only, never to be served.

Every evaluation still writes its audit event and threat events, in the same
transaction and with the very same INSERT statement as the chained writer
(``audit.services.audit_events_record``), but without what the chain adds: no lock on the
chain head, no seq, no link, no head update. Everything else (HTTP, auth, engine, group
commit) is the product's own code, so the ratio of the two servers' rates is the cost of
the chain on the evaluate endpoint.

    python -m uvicorn bench.unchained_asgi:application
"""
from __future__ import annotations

import itertools
import os
from typing import Any, Iterable

from django.db import transaction
from django.utils import timezone

import guardian_site.asgi as site
from audit import services
from audit.inserts import Children
from audit.models import ThreatEvent

_keys = itertools.count(1)


def audit_events_record_unchained(entries: Iterable[tuple[dict[str, Any], list[Any]]]) -> list[Any]:
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError(services.ERR_NOT_IN_TRANSACTION)
    entries = list(entries)
    if not entries:
        return []
    now = timezone.now()
    events = [services._build(fields, now) for fields, _threats in entries]
    for i, (event, (_fields, specs)) in enumerate(zip(events, entries)):
        # no chain: seq stays empty, except as the join key of an event's threat events
        event.seq = -((os.getpid() << 32) + next(_keys)) if specs else None
    threats, owners = [], []
    for i, (event, (_fields, specs)) in enumerate(zip(events, entries)):
        for spec in specs:
            threats.append(ThreatEvent(
                created_at=event.created_at, kind=spec["kind"], rule=(spec.get("rule") or "")[:200],
                detail=spec.get("detail") or "", tool=event.tool, agent_id=event.agent_id))
            owners.append(i)
    services._event_inserter.insert(
        events, children=Children(services._threat_inserter, threats, owners, fk_attname="event_id", parent_key="seq"))
    return events


services.audit_events_record = audit_events_record_unchained
application = site.application
