"""Hourly rollups of evaluation events for the dashboard (derived data, rebuildable).

``dashboard_rollup_refresh()`` aggregates every complete hour not yet rolled up (an hour
is complete ``GRACE`` after it ends: an evaluation commits its event within its own
request, seconds at most). The dashboard calls it before reading (cheap when up to date:
one single-row read); a periodic task may call it too so the dashboard never pays the
catch-up.
"""
from __future__ import annotations

import math
from datetime import datetime, timedelta

from django.db import transaction
from django.db.models import Count, F, FloatField, Min
from django.db.models.functions import Cast, Floor, Ln, TruncHour
from django.utils import timezone

from audit.models import AuditEvent, DecisionRollup, LatencyRollup, RollupState

GRACE = timedelta(minutes=2)
BUCKETS_PER_OCTAVE = 8


def floor_hour(dt: datetime) -> datetime:
    return dt.replace(minute=0, second=0, microsecond=0)


def latency_bucket(latency_us: int) -> int:
    return int(math.floor(BUCKETS_PER_OCTAVE * math.log2(max(0, latency_us) + 1)))


def bucket_value_us(bucket: int) -> float:
    """The middle of a latency bucket (geometric), in microseconds."""
    return 2 ** ((bucket + 0.5) / BUCKETS_PER_OCTAVE) - 1


def latency_bucket_expr():
    # floor(8 · ln(µs + 1) / ln 2) in double precision (PostgreSQL's two-argument LOG is numeric: slow)
    return Floor(Ln(Cast(F("latency_us") + 1, FloatField())) * (BUCKETS_PER_OCTAVE / math.log(2)))


def rolled_until() -> datetime | None:
    return RollupState.objects.filter(pk=1).values_list("until", flat=True).first()


CHUNK_HOURS = 6


def dashboard_rollup_refresh(*, now: datetime | None = None) -> int:
    """Roll up every complete hour since the last refresh, a few hours per transaction (so
    no statement runs long); returns the number of hours rolled up."""
    target = floor_hour((now or timezone.now()) - GRACE)
    done = 0
    while True:
        until = rolled_until()
        if until is not None and until >= target:
            return done
        step = _refresh_chunk(target)
        if not step:
            return done
        done += step


def _refresh_chunk(final: datetime) -> int:
    with transaction.atomic():
        RollupState.objects.get_or_create(pk=1)
        # Race: two dashboards refreshing at once. The state row lock serialises them; the
        # second one reads the first one's ``until`` and has nothing left to do.
        state = RollupState.objects.select_for_update().get(pk=1)
        start = state.until
        if start is None:
            first = AuditEvent.objects.filter(kind=AuditEvent.KIND_EVALUATION).aggregate(m=Min("created_at"))["m"]
            start = floor_hour(first) if first else final
        if start >= final:
            state.until = max(state.until or final, final)
            state.save(update_fields=["until"])
            return 0
        target = min(final, start + timedelta(hours=CHUNK_HOURS))
        events = AuditEvent.objects.filter(kind=AuditEvent.KIND_EVALUATION, created_at__gte=start,
                                           created_at__lt=target).order_by()
        DecisionRollup.objects.filter(hour__gte=start, hour__lt=target).delete()
        LatencyRollup.objects.filter(hour__gte=start, hour__lt=target).delete()
        DecisionRollup.objects.bulk_create(
            (DecisionRollup(hour=r["h"], decision=r["decision"], tool=r["tool"], agent_name=r["agent_name"],
                            check_name=r["check_name"], rule=r["rule"], count=r["n"])
             for r in events.annotate(h=TruncHour("created_at"))
             .values("h", "decision", "tool", "agent_name", "check_name", "rule").annotate(n=Count("id"))
             .iterator(chunk_size=5000)),
            batch_size=2000,
        )
        LatencyRollup.objects.bulk_create(
            (LatencyRollup(hour=r["h"], bucket=int(r["b"]), count=r["n"])
             for r in events.annotate(h=TruncHour("created_at"), b=latency_bucket_expr())
             .values("h", "b").annotate(n=Count("id")).iterator(chunk_size=5000)),
            batch_size=2000,
        )
        state.until = target
        state.save(update_fields=["until"])
        return int((target - start) / timedelta(hours=1))
