"""The audit chain: how one event's link is computed from the previous link.

Contract (shared by ``audit.services.audit_event_record``, which writes the chain, and
``audit.verify``, which checks it):

- ``link_0 = "00" * 32``;
- ``link_n = HMAC-SHA256(settings.GUARDIAN_AUDIT_KEY, bytes.fromhex(link_{n-1}) +
  canonical_json(event_content(event)))`` as lowercase hex;
- ``event_content`` holds every AuditEvent field except ``id``, ``link`` and the result
  fields the agent reports later (``RESULT_FIELDS``); datetimes are ISO-8601 UTC strings,
  foreign keys their ids under the column name (``agent_id``, ``reviewer_id``);
- canonical JSON: sorted keys, separators ``,`` ``:``, ``ensure_ascii=False``, UTF-8.

The key is held outside the database (``GUARDIAN_AUDIT_KEY`` / ``_FILE``), so someone who
can write the tables cannot recompute the links after changing, deleting or inserting an
event. ``seq`` is part of the content, so reordering is found too.
"""
from __future__ import annotations

import datetime as dt
import hmac
import json
from functools import lru_cache
from typing import Any

GENESIS_LINK = "00" * 32

# Reported by the agent after the tool ran (seed 001), so not part of the chained content.
RESULT_FIELDS = frozenset(
    {"result_at", "exit_code", "duration_ms", "stdout_bytes", "stderr_bytes", "success", "error"}
)
EXCLUDED_FIELDS = frozenset({"id", "link"}) | RESULT_FIELDS

_UTC = dt.timezone.utc
_encoder = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@lru_cache(maxsize=1)
def chained_columns() -> tuple[str, ...]:
    """The column names (``attname``) of AuditEvent that are chained, in model order."""
    from audit.models import AuditEvent

    return tuple(
        f.attname for f in AuditEvent._meta.concrete_fields if f.name not in EXCLUDED_FIELDS
    )


def _audit_key() -> bytes:
    from django.conf import settings

    return settings.GUARDIAN_AUDIT_KEY.encode("utf-8")


def iso_utc(value: dt.datetime | None) -> str | None:
    """A datetime as an ISO-8601 UTC string (naive datetimes are taken as UTC)."""
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=_UTC)
    else:
        value = value.astimezone(_UTC)
    return value.isoformat()


def _jsonable(value: Any) -> Any:
    if isinstance(value, dt.datetime):
        return iso_utc(value)
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    return value


def event_content(event: Any) -> dict[str, Any]:
    """The chained content of one AuditEvent instance (see the module docstring)."""
    return {name: _jsonable(getattr(event, name)) for name in chained_columns()}


def content_from_values(values: tuple | list) -> dict[str, Any]:
    """The same content from a row of ``values_list(*chained_columns())``."""
    return {name: _jsonable(v) for name, v in zip(chained_columns(), values)}


def canonical_json(obj: Any) -> bytes:
    """Sorted keys, separators ``,`` ``:``, no ASCII escaping, UTF-8."""
    return _encoder.encode(obj).encode("utf-8")


def next_link(prev_link_hex: str, content: dict[str, Any], *, key: bytes | None = None) -> str:
    """``HMAC-SHA256(key, bytes.fromhex(prev_link) + canonical_json(content))`` as hex."""
    return hmac.digest(key or _audit_key(), bytes.fromhex(prev_link_hex) + canonical_json(content),
                       "sha256").hex()


def checkpoint_signature(*, seq: int, link: str, key: bytes | None = None) -> str:
    """The signature of a checkpoint of the head: HMAC-SHA256 under a key derived from
    the audit key (domain-separated, so a checkpoint signature is never a valid link)."""
    derived = hmac.digest(key or _audit_key(), b"guardian-audit-checkpoint-v1", "sha256")
    message = canonical_json({"link": link, "seq": int(seq)})
    return hmac.digest(derived, message, "sha256").hex()


def link_matches(expected: str, actual: str) -> bool:
    return hmac.compare_digest(expected, actual)


__all__ = [
    "GENESIS_LINK", "RESULT_FIELDS", "EXCLUDED_FIELDS", "chained_columns", "event_content",
    "content_from_values", "canonical_json", "next_link", "checkpoint_signature", "iso_utc",
    "link_matches",
]
