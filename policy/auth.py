"""Agents' API keys: ``gk_<prefix>.<secret>``.

Only the SHA-256 of the whole key is stored; the prefix (visible, unique, indexed) finds
the row and ``hmac.compare_digest`` compares the hashes in constant time. Keys are not
cached: each lookup is one indexed query, so a revocation takes effect at the next
request. ``agent_for_key`` is plain sync code usable from DRF, from the evaluate path's
database thread and (through ``sync_to_async``) from async views and consumers.
"""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from typing import Any

from rest_framework.authentication import BaseAuthentication

from guardian_site.errors import Forbidden, NotAuthenticated

KEY_PREFIX = "gk_"
KEY_RE = re.compile(r"^gk_([A-Za-z0-9_-]{8,16})\.([A-Za-z0-9_-]{20,128})$")
HEADER_SCHEME = "Api-Key"

ERR_NO_KEY = "An agent API key is required: send 'Authorization: Api-Key <key>'."
ERR_BAD_KEY = "The API key is not valid."
ERR_REVOKED_KEY = "The API key has been revoked."
ERR_AGENT_DISABLED = "The agent is disabled."

# A fixed hash compared against when the prefix is unknown, so unknown and wrong keys
# take the same time.
_DUMMY_HASH = hashlib.sha256(b"guardian-no-such-key").hexdigest()


def key_generate() -> tuple[str, str, str]:
    """A new random key: (raw key, prefix, sha256 hex of the raw key)."""
    while True:
        prefix = secrets.token_urlsafe(9)[:12]
        if not prefix.startswith("-"):
            break
    raw = f"{KEY_PREFIX}{prefix}.{secrets.token_urlsafe(32)}"
    return raw, prefix, key_hash(raw)


def key_hash(raw: str) -> str:
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def key_from_header(value: str | None) -> str:
    """The raw key of an ``Authorization: Api-Key <key>`` header value (401 otherwise)."""
    if not value:
        raise NotAuthenticated(ERR_NO_KEY, field="Authorization")
    scheme, _, raw = value.strip().partition(" ")
    if scheme.lower() != HEADER_SCHEME.lower() or not raw.strip():
        raise NotAuthenticated(ERR_NO_KEY, field="Authorization")
    return raw.strip()


def key_prefix(raw: str) -> str | None:
    """The visible prefix of a well-formed key (None: malformed)."""
    match = KEY_RE.match(raw or "")
    return match.group(1) if match else None


def key_check(raw: str, hashed_key: str | None, revoked: bool, agent_enabled: bool) -> None:
    """The rules of a key lookup, given the row found by its prefix (``hashed_key`` None:
    no such row). Rules, in order: malformed or unknown key → 401; wrong secret → 401
    (same time as unknown); revoked key → 403; disabled agent → 403."""
    expected = hashed_key if hashed_key is not None else _DUMMY_HASH
    if not hmac.compare_digest(expected, key_hash(raw or "")) or hashed_key is None:
        raise NotAuthenticated(ERR_BAD_KEY, field="Authorization")
    if revoked:
        raise Forbidden(ERR_REVOKED_KEY, code="key_revoked", field="Authorization")
    if not agent_enabled:
        raise Forbidden(ERR_AGENT_DISABLED, code="agent_disabled", field="Authorization")


def agent_for_key(raw: str) -> Any:
    """The Agent owning ``raw`` (see ``key_check`` for the rules)."""
    from policy.models import AgentKey

    prefix = key_prefix(raw)
    row = AgentKey.objects.select_related("agent").filter(prefix=prefix).first() if prefix else None
    if row is None:
        key_check(raw, None, False, False)
    key_check(raw, row.hashed_key, row.revoked_at is not None, row.agent.enabled)
    return row.agent


class AgentKeyAuthentication(BaseAuthentication):
    """DRF authentication for the agents' API: ``request.user`` is the Agent."""

    def authenticate(self, request: Any) -> tuple[Any, str] | None:
        raw = key_from_header(request.META.get("HTTP_AUTHORIZATION"))
        agent = agent_for_key(raw)
        return agent, raw[: len(KEY_PREFIX) + 12]

    def authenticate_header(self, request: Any) -> str:
        return HEADER_SCHEME


class IsAgent:
    """DRF permission: the request was authenticated by an agent key."""

    def has_permission(self, request: Any, view: Any) -> bool:
        from policy.models import Agent

        return isinstance(request.user, Agent)

    def has_object_permission(self, request: Any, view: Any, obj: Any) -> bool:
        return True
