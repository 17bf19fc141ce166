"""The audit chain's arithmetic (the contract between SERVICE, which writes the chain,
and INTEGRITY, which verifies it).

``link_n = HMAC-SHA256(GUARDIAN_AUDIT_KEY, bytes.fromhex(link_{n-1}) + canonical_json(event_content(event)))``
as lowercase hex; ``link_0 = GENESIS_LINK`` ("00" * 32). ``event_content`` is every
AuditEvent field except ``id``, ``link`` and the result fields the agent reports later;
datetimes as ISO-8601 UTC strings, foreign keys as their ids.
"""
from __future__ import annotations

import datetime as dt
import functools
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


@functools.cache
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


def content_parts(event: Any) -> tuple[bytes, bytes]:
    """``canonical_json(event_content(event))`` cut around the value of ``seq``:
    ``head + str(seq).encode() + tail`` is that text for any integer seq. The writer
    prepares these before it locks the chain head and fills in seq under the lock."""
    content = event_content(event)
    content.pop("seq")   # always chained
    before = {k: v for k, v in content.items() if k < "seq"}
    after = {k: v for k, v in content.items() if k > "seq"}
    head = canonical_json(before)[:-1] + (b',"seq":' if before else b'"seq":')
    tail = (b"," + canonical_json(after)[1:]) if after else b"}"
    return head, tail


def link_after(prev_link_hex: str, parts: tuple[bytes, bytes], seq: int, key: bytes) -> str:
    """``next_link`` for content prepared by ``content_parts``."""
    return hmac.digest(key, bytes.fromhex(prev_link_hex) + parts[0] + str(seq).encode("ascii") + parts[1],
                       "sha256").hex()


def audit_key() -> bytes:
    secret = settings.GUARDIAN_AUDIT_KEY
    return secret.encode("utf-8") if isinstance(secret, str) else secret


def next_link(prev_link_hex: str, content: dict[str, Any], *, key: str | bytes | None = None) -> str:
    """The link that follows ``prev_link_hex`` for an event with ``content``."""
    secret = key if key is not None else settings.GUARDIAN_AUDIT_KEY
    if isinstance(secret, str):
        secret = secret.encode("utf-8")
    return hmac.new(secret, bytes.fromhex(prev_link_hex) + canonical_json(content), hashlib.sha256).hexdigest()
