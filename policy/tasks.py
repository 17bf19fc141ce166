"""Integrity tasks: re-hash registered tools, re-sign registrations (key rotation).

Each task takes ids (or a key file path), calls one service, owns its retry policy,
acknowledges late (a killed worker's task is delivered again) and is idempotent. They
are enqueued by beat or with ``delay_on_commit``, never on the evaluate path.
"""
from __future__ import annotations

import logging

from celery import shared_task

from policy.models import ToolRegistration
from policy.services import registry

logger = logging.getLogger("guardian.tasks")

RETRY = dict(acks_late=True, autoretry_for=(Exception,), dont_autoretry_for=(registry.RegistryError,),
             retry_backoff=True, retry_backoff_max=300, retry_jitter=True, max_retries=5)


@shared_task(bind=True, name="policy.tool_rehash", **RETRY)
def tool_rehash_task(self, registration_id: int) -> dict:
    """Re-hash one registration's code; a mismatch is recorded once (see the service)."""
    try:
        result = registry.tool_rehash(registration_id=registration_id)
    except ToolRegistration.DoesNotExist:
        return {"registration_id": registration_id, "gone": True}
    return {"registration_id": result.registration_id, "name": result.name, "ok": result.ok,
            "recorded": result.recorded, "revoked": result.revoked}


@shared_task(bind=True, name="policy.tool_rehash_all", **RETRY)
def tool_rehash_all_task(self) -> int:
    """Beat: fan out one re-hash task per registration whose code the server can read."""
    ids = registry.rehashable_registration_ids()
    for registration_id in ids:
        tool_rehash_task.delay(registration_id)
    return len(ids)


@shared_task(bind=True, name="policy.tool_resign", **RETRY)
def tool_resign_task(self, key_file: str, allow_unverified: bool = False) -> dict:
    """Re-sign every registration with the key in ``key_file`` and switch the public key,
    in one transaction. The key is read from the file for this run only and never
    stored, logged or put in the task's arguments (only the path is)."""
    key = registry.private_key_load(key_file)

    def progress(done: int, total: int) -> None:
        if done % 500 == 0 or done == total:
            logger.info("re-signed %d/%d registrations (uncommitted)", done, total)

    result = registry.tool_registrations_resign(key=key, allow_unverified=allow_unverified, on_progress=progress)
    logger.info("key rotation committed: public key %s, %d re-signed, %d skipped%s", result.public_key,
                result.resigned, len(result.skipped), " (already done)" if result.already_done else "")
    return {"public_key": result.public_key, "resigned": result.resigned, "skipped": result.skipped,
            "already_done": result.already_done}
