"""The audit chain's arithmetic (the contract between SERVICE, which writes the chain,
and INTEGRITY, which verifies it).

``link_n = HMAC-SHA256(GUARDIAN_AUDIT_KEY, bytes.fromhex(link_{n-1}) + canonical_json(event_content(event)))``
as lowercase hex; ``link_0 = GENESIS_LINK`` ("00" * 32). ``event_content`` is every
AuditEvent field except ``id``, ``link`` and the result fields the agent reports later;
datetimes as ISO-8601 UTC strings, foreign keys as their ids.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import json
from typing import Any

from django.conf import settings

GENESIS_LINK = "00" * 32
# Fields left out of the chained content: the row id, the link itself, and the result
# fields that the agent reports after running the tool (seed 001).
EXCLUDED_FIELDS = frozenset({
    "id", "link",
    "result_at", "exit_code", "duration_ms", "stdout_bytes", "stderr_bytes", "success", "error",
})


def _plain(value: Any) -> Any:
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            raise ValueError("audit datetimes must be timezone-aware")
        return value.astimezone(dt.UTC).isoformat()
    return value


def chained_field_names() -> list[tuple[str, str]]:
    """(content key, model attribute) of every chained field: FKs by their ``*_id``."""
    from audit.models import AuditEvent

    names: list[tuple[str, str]] = []
    for f in AuditEvent._meta.concrete_fields:
        if f.name in EXCLUDED_FIELDS:
            continue
        names.append((f.name, f.attname))
    return names


def event_content(event: Any) -> dict[str, Any]:
    """The chained content of one AuditEvent (a model instance)."""
    return {key: _plain(getattr(event, attname)) for key, attname in chained_field_names()}


def canonical_json(obj: Any) -> bytes:
    """Sorted keys, separators ``,`` ``:``, no ASCII escaping, UTF-8."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def next_link(prev_link_hex: str, content: dict[str, Any], *, key: str | bytes | None = None) -> str:
    """The link that follows ``prev_link_hex`` for an event with ``content``."""
    secret = key if key is not None else settings.GUARDIAN_AUDIT_KEY
    if isinstance(secret, str):
        secret = secret.encode("utf-8")
    return hmac.new(secret, bytes.fromhex(prev_link_hex) + canonical_json(content), hashlib.sha256).hexdigest()
