"""Audit rows for dashboard and backtest tests, written straight to the tables (the
chain is the service's business; these tests read aggregates)."""
from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from audit.models import AuditEvent, ThreatEvent


def audit_event(*, tool: str = "Bash", args: dict[str, Any] | None = None, decision: str = "allow",
                agent=None, agent_name: str = "", check: str = "", rule: str = "", latency_us: int = 1000,
                ago: timedelta = timedelta(minutes=5), now: datetime | None = None) -> AuditEvent:
    return AuditEvent.objects.create(
        created_at=(now or timezone.now()) - ago, tool=tool, args=args if args is not None else {},
        decision=decision, agent=agent, agent_name=agent_name or (agent.name if agent else ""),
        check_name=check, rule=rule, latency_us=latency_us)


def threat_event(event: AuditEvent, *, kind: str = "RULE_FLAG", rule: str = "") -> ThreatEvent:
    return ThreatEvent.objects.create(created_at=event.created_at, kind=kind, rule=rule, tool=event.tool,
                                      agent=event.agent, event=event)
