"""Periodic approval work (Celery beat, ``CELERY_BEAT_SCHEDULE`` in settings)."""
from __future__ import annotations

from celery import shared_task

from approvals.services import approval_expire_due


@shared_task(name="approvals.expire_due", ignore_result=True, acks_late=True,
             autoretry_for=(Exception,), retry_backoff=True, max_retries=3)
def approvals_expire_due() -> int:
    """Mark every pending approval past its expiry as expired (its call is denied)."""
    return approval_expire_due()


@shared_task(name="approvals.purge_broker_messages", ignore_result=True)
def broker_messages_purge() -> int:
    """Embedded broker (kombu's SQLAlchemy transport on SQLite): delete consumed messages,
    which kombu only marks invisible, so the broker file does not grow forever."""
    from django.conf import settings

    url = settings.CELERY_BROKER_URL or ""
    if not url.startswith("sqla+"):
        return 0
    import sqlalchemy

    engine = sqlalchemy.create_engine(url[len("sqla+"):])
    try:
        with engine.begin() as conn:
            tables = sqlalchemy.inspect(conn).get_table_names()
            if "kombu_message" not in tables:
                return 0
            result = conn.execute(sqlalchemy.text("DELETE FROM kombu_message WHERE visible = 0"))
            return int(result.rowcount or 0)
    finally:
        engine.dispose()
