"""The per-process policy snapshot cache.

Before every evaluation the caller reads the committed policy key (one single-row read
of ``PolicyState``: its version and last change time) and asks for the snapshot of that
key; a new key rebuilds the snapshot with the engine from the models. So a committed
change (a revocation above all) is live on every process at its next evaluation, never
later. A policy that cannot be built fails closed (``PolicyUnavailable``: 503 deny);
the last good snapshot is never served for a newer committed version.
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Any

from guardian_site.errors import Unavailable

logger = logging.getLogger("guardian.policy.loader")

ERR_POLICY_BUILD = "The committed policy cannot be built; every call is denied until it is fixed."

PolicyKey = tuple[int, str]


class PolicyUnavailable(Unavailable):
    code = "policy_unavailable"

    def __init__(self) -> None:
        super().__init__(ERR_POLICY_BUILD)


class _Cache:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.key: PolicyKey | None = None
        self.snapshot: Any = None
        self.failed_key: PolicyKey | None = None
        self.build_seconds: float = 0.0


_cache = _Cache()


def policy_key_of(version: Any, updated_at: Any) -> PolicyKey:
    """The cache key of a PolicyState row's raw (version, updated_at) columns: an opaque
    value, equal exactly when the row is (one spelling per database backend)."""
    return int(version), str(updated_at or "")


def policy_state_sql(connection: Any) -> tuple[str, str, str]:
    """(table, version column, updated_at column), quoted, of PolicyState."""
    from policy.models import PolicyState

    qn = connection.ops.quote_name
    meta = PolicyState._meta
    return (qn(meta.db_table), qn(meta.get_field("version").column), qn(meta.get_field("updated_at").column))


def committed_policy_key() -> PolicyKey:
    """(version, updated_at) of the committed policy state; creates the row if missing."""
    from django.db import connection

    from policy.models import PolicyState

    table, version, updated_at = policy_state_sql(connection)
    sql = f"SELECT {version}, {updated_at} FROM {table} WHERE {qn_id(connection)} = 1"
    with connection.cursor() as cursor:
        cursor.execute(sql)
        row = cursor.fetchone()
    if row is None:
        PolicyState.objects.get_or_create(pk=1)
        with connection.cursor() as cursor:
            cursor.execute(sql)
            row = cursor.fetchone()
    return policy_key_of(*row)


def qn_id(connection: Any) -> str:
    from policy.models import PolicyState

    return connection.ops.quote_name(PolicyState._meta.pk.column)


def snapshot_for(key: PolicyKey) -> Any:
    """The engine snapshot of the committed policy ``key``, built once per key."""
    if _cache.key == key and _cache.snapshot is not None:
        return _cache.snapshot
    with _cache.lock:
        if _cache.key == key and _cache.snapshot is not None:
            return _cache.snapshot
        if _cache.failed_key == key:
            raise PolicyUnavailable()
        from policy.engine.snapshot import compile_policy
        from policy.selectors import policy_document

        started = time.perf_counter()
        try:
            snapshot = compile_policy(policy_document(), version=key[0])
        except Exception:
            logger.exception("policy v%s cannot be built", key[0])
            _cache.failed_key = key
            raise PolicyUnavailable() from None
        _cache.build_seconds = time.perf_counter() - started
        _cache.key, _cache.snapshot, _cache.failed_key = key, snapshot, None
        logger.info("policy v%s built in %.1f ms", key[0], _cache.build_seconds * 1000)
        return snapshot


def snapshot_current() -> Any:
    """The snapshot of the committed policy (one single-row read, a rebuild if it changed)."""
    return snapshot_for(committed_policy_key())


def cache_clear() -> None:
    with _cache.lock:
        _cache.key = _cache.snapshot = _cache.failed_key = None
