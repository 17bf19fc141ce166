"""Audit tasks: signed checkpoints of the chain head. Never on the evaluate path."""
from __future__ import annotations

from celery import shared_task

from audit.checkpoints import audit_checkpoint_create, checkpoint_every


@shared_task(bind=True, acks_late=True, autoretry_for=(Exception,), retry_backoff=True,
             retry_backoff_max=300, max_retries=5, name="audit.checkpoint")
def audit_checkpoint_task(self, min_new_events: int | None = None) -> int | None:
    """Beat: checkpoint the head when ``GUARDIAN_AUDIT_CHECKPOINT_EVERY`` events were
    written since the last one. Idempotent: a checkpoint of the same seq is not repeated."""
    cp = audit_checkpoint_create(min_new_events=checkpoint_every() if min_new_events is None else min_new_events)
    return cp.seq if cp else None


@shared_task(bind=True, acks_late=True, autoretry_for=(Exception,), retry_backoff=True,
             retry_backoff_max=300, max_retries=5, name="audit.dashboard_rollup")
def audit_dashboard_rollup_task(self) -> int:
    """Beat: roll up the complete hours of the audit trail for the dashboard, so no page
    load pays for it. Idempotent: hours already rolled up are skipped."""
    from audit.rollups import dashboard_rollup_refresh

    return dashboard_rollup_refresh()
