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
    prepares these before it locks the chain head and fills in seq under the lock.

    Built by a generated function (``_parts_encoder``): the canonical JSON of a flat
    object with known, sorted keys is each key's fixed prefix followed by its value's
    encoding, so the object is never built and sorted per event. A value of the type
    its field holds is encoded directly by the JSON encoder's own rules; any other goes
    through ``_plain`` and the encoder, exactly as ``event_content`` and
    ``canonical_json`` treat it (tests/integrity/test_chain_parts.py compares them)."""
    try:
        head, tail = _parts_encoder()(event)
    except TypeError:   # a text field holding something else than a string: the slow, exact way
        return _content_parts_generic(event)
    return head.encode("utf-8"), tail.encode("utf-8")


def _content_parts_generic(event: Any) -> tuple[bytes, bytes]:
    content = event_content(event)
    content.pop("seq")   # always chained
    before = {k: v for k, v in content.items() if k < "seq"}
    after = {k: v for k, v in content.items() if k > "seq"}
    head = canonical_json(before)[:-1] + (b',"seq":' if before else b'"seq":')
    tail = (b"," + canonical_json(after)[1:]) if after else b"}"
    return head, tail


_STR = json.encoder.encode_basestring   # the encoder's own, with ensure_ascii=False
_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode


def _generic(v: Any) -> str:
    return _JSON(_plain(v))


def _enc_json(v: Any) -> str:
    if v is None:
        return "null"
    if type(v) in (dict, list) and not v:
        return "{}" if type(v) is dict else "[]"
    return _generic(v)


def _enc_str(v: Any) -> str:
    if type(v) is str:
        return _STR(v)
    return "null" if v is None else _generic(v)


def _enc_int(v: Any) -> str:
    if type(v) is int:
        return int.__repr__(v)
    return "null" if v is None else _generic(v)


def _enc_bool(v: Any) -> str:
    if v is True:
        return "true"
    return "false" if v is False else _generic(v)


_last_datetime: list[Any] = [None, ""]   # (datetime, its encoding): a batch shares one


def _enc_datetime(v: Any) -> str:
    if type(v) is dt.datetime and v.tzinfo is not None:
        last = _last_datetime
        if v is last[0]:
            return last[1]
        text = _STR(v.astimezone(dt.UTC).isoformat())
        _last_datetime[:] = (v, text)   # (a race only ever stores a right pair)
        return text
    return "null" if v is None else _generic(v)   # a naive datetime: _plain refuses it


@functools.cache
def _parts_encoder() -> Any:
    from django.db import models

    from audit.models import AuditEvent

    fields = {f.attname: f for f in AuditEvent._meta.concrete_fields}
    pairs = sorted(chained_field_names())            # by content key, as sort_keys orders
    names: dict[str, Any] = {"_STR": _STR}
    head_parts: list[str] = []
    tail_parts: list[str] = []
    out = head_parts
    for n, (key, attname) in enumerate(pairs):
        sep = "{" if n == 0 else ","
        if key == "seq":
            head_parts.append(repr(sep + _STR(key) + ":"))
            out = tail_parts
            continue
        f = fields[attname]
        if isinstance(f, (models.CharField, models.TextField)) and not f.null:
            # the encoder's own string function, called directly: anything but a str
            # raises TypeError there and content_parts takes the generic path
            out.append(f"{repr(sep + _STR(key) + ':')}, _STR(o.{attname})")
            continue
        if isinstance(f, models.DateTimeField):
            enc = _enc_datetime
        elif isinstance(f, models.BooleanField):
            enc = _enc_bool
        elif isinstance(f, (models.CharField, models.TextField)):
            enc = _enc_str
        elif isinstance(f, (models.IntegerField, models.ForeignKey)):
            enc = _enc_int
        elif isinstance(f, models.JSONField):
            enc = _enc_json
        else:   # anything else: the generic path, always right
            enc = _generic
        names[f"e{n}"] = enc
        out.append(f"{repr(sep + _STR(key) + ':')}, e{n}(o.{attname})")
    if out is head_parts:
        raise RuntimeError("seq is not a chained field")
    # one join per half (a chain of + made a new string at every step)
    head = f"''.join(({', '.join(head_parts)},))" if head_parts else "''"
    tail = f"''.join(({', '.join(tail_parts + [repr('}')])},))"
    source = f"def parts(o):\n    return ({head}, {tail})\n"
    exec(compile(source, "<audit content parts>", "exec"), names)   # noqa: S102 - generated from field names
    return names["parts"]


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
