"""Signed checkpoints of the audit chain head, so that deleting the newest events (a
truncated tail) is found by ``audit_verify``.

A checkpoint stores the head's ``seq`` and ``link`` and a signature: HMAC-SHA256 under a
key derived from ``GUARDIAN_AUDIT_KEY`` (``audit.chain.checkpoint_signature``). Someone
who can write the database but does not hold the key cannot forge one. They can delete
checkpoints, which is why checkpoints are exported (``audit_checkpoint --export``) to a
place the database's writers cannot reach, and ``audit_verify --checkpoint FILE`` checks
against the exported one.
"""
from __future__ import annotations

import datetime as dt
import hmac
import json
from typing import IO, Any, Iterator

from django.conf import settings
from django.db import transaction

from audit import chain
from audit.models import AuditCheckpoint, ChainHead


def iso_utc(value: dt.datetime | None) -> str | None:
    """A datetime as an ISO-8601 UTC string, as ``audit.chain`` writes them."""
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.UTC)
    return value.astimezone(dt.UTC).isoformat()


def checkpoint_signature(*, seq: int, link: str, key: bytes | None = None) -> str:
    """HMAC-SHA256 of ``{"link","seq"}`` (canonical JSON) under a key derived from the
    audit key: domain-separated, so a checkpoint signature is never a valid link."""
    secret = key or settings.GUARDIAN_AUDIT_KEY.encode("utf-8")
    derived = hmac.digest(secret, b"guardian-audit-checkpoint-v1", "sha256")
    return hmac.digest(derived, chain.canonical_json({"link": link, "seq": int(seq)}), "sha256").hex()


def checkpoint_every() -> int:
    """Events between two automatic checkpoints (``GUARDIAN_AUDIT_CHECKPOINT_EVERY``)."""
    return int(getattr(settings, "GUARDIAN_AUDIT_CHECKPOINT_EVERY", 1000))


def audit_checkpoint_create(*, min_new_events: int = 0) -> AuditCheckpoint | None:
    """Sign the current head and store it. Rules, in order:

    1. no head, or an empty chain → nothing;
    2. a checkpoint of this very ``seq`` exists → return it (idempotent: a retried task
       writes nothing twice);
    3. fewer than ``min_new_events`` events since the last checkpoint → nothing;
    4. otherwise store ``(seq, link, signature)``.
    """
    head = ChainHead.objects.filter(pk=1).values_list("seq", "link").first()
    if not head or not head[0]:
        return None
    seq, link = int(head[0]), head[1]
    with transaction.atomic():
        existing = AuditCheckpoint.objects.filter(seq=seq).order_by("-id").first()
        if existing is not None:
            return existing
        last = AuditCheckpoint.objects.order_by("-seq").values_list("seq", flat=True).first() or 0
        if min_new_events and seq - last < min_new_events:
            return None
        return AuditCheckpoint.objects.create(
            seq=seq, link=link, signature=checkpoint_signature(seq=seq, link=link)
        )


def checkpoint_record(cp: AuditCheckpoint) -> dict[str, Any]:
    return {
        "seq": cp.seq,
        "link": cp.link,
        "signature": cp.signature,
        "created_at": iso_utc(cp.created_at),
        "algorithm": "HMAC-SHA256(derived from GUARDIAN_AUDIT_KEY)",
    }


def checkpoints_export_lines() -> Iterator[str]:
    """Every checkpoint in seq order, one JSON line each."""
    for cp in AuditCheckpoint.objects.order_by("seq", "id").iterator(chunk_size=1000):
        yield json.dumps(checkpoint_record(cp), sort_keys=True, ensure_ascii=False) + "\n"


def checkpoints_export(out: IO[str]) -> int:
    n = 0
    for line in checkpoints_export_lines():
        out.write(line)
        n += 1
    return n
