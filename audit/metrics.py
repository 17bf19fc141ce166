"""Prometheus metrics: ``/metrics`` and the helpers the evaluate path calls.

With ``PROMETHEUS_MULTIPROC_DIR`` set (several web processes, set by the start scripts
to a directory under the data dir, emptied at start), prometheus-client's multiprocess
mode writes each process's samples to files there and a scrape merges them; otherwise the
default in-process registry is used.

The helpers (``observe_decision``, ``observe_threat``, ``audit_write_failed``) are cheap
and never raise: metrics must never change a decision or fail a request.
"""
from __future__ import annotations

import hmac
import logging
import os
from typing import Iterable

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily

logger = logging.getLogger("guardian.metrics")

MULTIPROC = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
MAX_LABEL = 120
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)

DECISIONS = Counter("guardian_decisions_total", "Evaluations by verdict, deciding check and rule.",
                    ["decision", "check", "rule"])
THREATS = Counter("guardian_threat_events_total", "Threat events by kind.", ["kind"])
LATENCY = Histogram("guardian_evaluation_seconds", "Time to evaluate one tool call (audit write included).",
                    buckets=LATENCY_BUCKETS)
AUDIT_FAILURES = Counter("guardian_audit_write_failures_total",
                         "Audit events that could not be written (the call was denied).")


def _label(value: object) -> str:
    text = "" if value is None else str(value)
    return text[:MAX_LABEL]


def observe_decision(decision: str, check: str, rule: str | None, latency_s: float,
                     threat_kinds: Iterable[str] = ()) -> None:
    """Count one evaluation (and its threat events) and observe its latency. Never raises."""
    try:
        DECISIONS.labels(_label(decision), _label(check), _label(rule)).inc()
        LATENCY.observe(max(0.0, float(latency_s)))
        for kind in threat_kinds:
            THREATS.labels(_label(kind)).inc()
    except Exception:  # pragma: no cover - metrics never break a request
        logger.debug("metrics: observe_decision failed", exc_info=True)


def observe_threat(kind: str) -> None:
    """Count one threat event raised outside an evaluation (the re-hash task). Never raises."""
    try:
        THREATS.labels(_label(kind)).inc()
    except Exception:  # pragma: no cover
        logger.debug("metrics: observe_threat failed", exc_info=True)


def audit_write_failed() -> None:
    """Count an audit write that failed (the evaluation answered 503 deny). Never raises."""
    try:
        AUDIT_FAILURES.inc()
    except Exception:  # pragma: no cover
        logger.debug("metrics: audit_write_failed failed", exc_info=True)


class _PendingAsks:
    """A gauge computed at scrape time from the database (so every process agrees)."""

    def collect(self):
        from approvals.models import ApprovalRequest

        gauge = GaugeMetricFamily("guardian_pending_asks", "Approval requests waiting for a reviewer.")
        try:
            gauge.add_metric([], ApprovalRequest.objects.filter(status=ApprovalRequest.PENDING).count())
        except Exception:
            logger.warning("metrics: pending asks unavailable", exc_info=True)
            gauge.add_metric([], float("nan"))
        yield gauge


def render() -> tuple[bytes, str]:
    """The exposition text of every process's metrics plus the scrape-time gauges."""
    if MULTIPROC:
        from prometheus_client import multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        registry = CollectorRegistry()
        for collector in (DECISIONS, THREATS, LATENCY, AUDIT_FAILURES):
            registry.register(collector)
    registry.register(_PendingAsks())
    return generate_latest(registry), CONTENT_TYPE_LATEST


def token_ok(header: str, expected: str) -> bool:
    """``Authorization: Bearer <token>`` against the configured token, in constant time."""
    if not expected:
        return False
    scheme, _, given = (header or "").partition(" ")
    if scheme.lower() != "bearer" or not given:
        return False
    return hmac.compare_digest(given.strip().encode(), expected.encode())
