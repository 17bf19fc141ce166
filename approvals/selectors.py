"""Reads for the reviewers' console: the live queue, one card, the decision history.

Every list here is bounded and built with a fixed number of queries (no N+1): the
session histories of a whole queue come from one windowed query.
"""
from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Iterable

from django.db.models import F, QuerySet, Window
from django.db.models.functions import Coalesce, RowNumber
from django.utils import timezone

from approvals.models import ApprovalRequest
from audit.models import AuditEvent

QUEUE_LIMIT = 200
SESSION_HISTORY_LIMIT = 8
FOLD_ARGS_CHARS = 400
FOLD_ARGS_LINES = 12

OUTCOME_APPROVED = "approved"
OUTCOME_APPROVED_ONCE = "approved_once"
OUTCOME_APPROVED_SESSION = "approved_session"
OUTCOME_APPROVED_ALWAYS = "approved_always"
OUTCOME_DENIED = "denied"
OUTCOME_EXPIRED = "expired"
OUTCOME_CHOICES = [
    ("", "any outcome"),
    (OUTCOME_APPROVED, "approved (any scope)"),
    (OUTCOME_APPROVED_ONCE, "approved once"),
    (OUTCOME_APPROVED_SESSION, "approved for the session"),
    (OUTCOME_APPROVED_ALWAYS, "approved always"),
    (OUTCOME_DENIED, "denied"),
    (OUTCOME_EXPIRED, "expired"),
]
_OUTCOME_FILTERS: dict[str, dict[str, str]] = {
    OUTCOME_APPROVED: {"status": ApprovalRequest.APPROVED},
    OUTCOME_APPROVED_ONCE: {"status": ApprovalRequest.APPROVED, "scope": ApprovalRequest.ONCE},
    OUTCOME_APPROVED_SESSION: {"status": ApprovalRequest.APPROVED, "scope": ApprovalRequest.SESSION},
    OUTCOME_APPROVED_ALWAYS: {"status": ApprovalRequest.APPROVED, "scope": ApprovalRequest.ALWAYS},
    OUTCOME_DENIED: {"status": ApprovalRequest.DENIED},
    OUTCOME_EXPIRED: {"status": ApprovalRequest.EXPIRED},
}


@dataclass(frozen=True)
class ArgsView:
    """How a card shows a call's arguments: a Bash command as text plus the parsed
    parts that made it risky, anything else as pretty JSON, folded when long."""

    command: str | None
    parts: list[dict[str, str]]
    pretty: str
    folded: bool
    summary: str


def _risky_parts(details: Any) -> list[dict[str, str]]:
    """The parsed parts the engine named in ``details`` (findings of the Bash analysis).

    Accepts the shapes the engine may use: a list under ``parts`` / ``findings`` /
    ``risky`` / ``dangerous`` of dicts with ``part`` and ``reason`` (or of strings)."""
    if not isinstance(details, dict):
        return []
    parts: list[dict[str, str]] = []
    for key in ("parts", "findings", "risky", "dangerous", "writes_outside"):
        value = details.get(key)
        if not isinstance(value, list):
            continue
        for item in value:
            if isinstance(item, dict):
                part = str(item.get("part") or item.get("command") or item.get("path") or "")
                reason = str(item.get("reason") or item.get("code") or "")
                if part or reason:
                    parts.append({"part": part, "reason": reason})
            elif isinstance(item, str):
                parts.append({"part": item, "reason": ""})
    return parts


def args_view(tool: str, args: Any, details: Any = None) -> ArgsView:
    command = None
    if isinstance(args, dict) and isinstance(args.get("command"), str):
        command = args["command"]
    pretty = json.dumps(args, indent=2, ensure_ascii=False, sort_keys=True, default=str)
    text = command if command is not None else pretty
    folded = len(text) > FOLD_ARGS_CHARS or text.count("\n") >= FOLD_ARGS_LINES
    one_line = " ".join(text.split())
    summary = one_line if len(one_line) <= 120 else one_line[:117] + "…"
    return ArgsView(command=command, parts=_risky_parts(details), pretty=pretty, folded=folded, summary=summary)


def _pending() -> QuerySet[ApprovalRequest]:
    """Pending asks that can still be decided (an ask past its expiry is a deny, even
    before the expiry task has marked it)."""
    return ApprovalRequest.objects.filter(status=ApprovalRequest.PENDING, expires_at__gt=timezone.now())


def _attach_session_history(approvals: list[ApprovalRequest]) -> None:
    """Sets ``approval.session_history`` (newest first, the ask's own event excluded) for
    every approval, with one windowed query over all their sessions."""
    keys = {(a.agent_id, a.session_id) for a in approvals}
    for a in approvals:
        a.session_history = []
    if not keys:
        return
    sessions_by_agent: dict[int, set[str]] = defaultdict(set)
    for agent_id, session_id in keys:
        sessions_by_agent[agent_id].add(session_id)
    from django.db.models import Q

    match = Q()
    for agent_id, sessions in sessions_by_agent.items():
        match |= Q(agent_id=agent_id, session_id__in=sorted(sessions))
    rows = (
        AuditEvent.objects.filter(match)
        .annotate(position=Window(RowNumber(), partition_by=[F("agent_id"), F("session_id")], order_by=F("id").desc()))
        .filter(position__lte=SESSION_HISTORY_LIMIT + 1)
        .only("id", "created_at", "kind", "agent_id", "session_id", "tool", "args", "decision", "check_name",
              "reviewer_id")
        .order_by("-id")
    )
    by_session: dict[tuple[int, str], list[AuditEvent]] = defaultdict(list)
    for event in rows:
        event.args_summary = args_view(event.tool, event.args).summary
        by_session[(event.agent_id, event.session_id)].append(event)
    for a in approvals:
        history = [e for e in by_session.get((a.agent_id, a.session_id), []) if e.id != a.event_id]
        a.session_history = history[:SESSION_HISTORY_LIMIT]


def _decorate(approvals: Iterable[ApprovalRequest], *, with_history: bool) -> list[ApprovalRequest]:
    items = list(approvals)
    now = timezone.now()
    for a in items:
        a.args_view = args_view(a.tool, a.args, a.details)
        a.seconds_left = max(0.0, (a.expires_at - now).total_seconds())
        # "Always" stores every suggestion (one per part of a compound command), each
        # one the reviewer may narrow or clear
        suggestions = [str(s) for s in (a.suggestions or []) if s]
        a.suggested_rule = suggestions[0] if suggestions else ""
        a.rule_inputs = suggestions or [""]
    if with_history:
        _attach_session_history(items)
    return items


def approval_queue(*, limit: int = QUEUE_LIMIT) -> list[ApprovalRequest]:
    """The pending asks, newest first, each with its arguments view and session history."""
    qs = _pending().select_related("agent").order_by("-created_at", "-id")[:limit]
    return _decorate(qs, with_history=True)


def approval_pending_count() -> int:
    return _pending().count()


def approval_card(approval_id: Any) -> ApprovalRequest | None:
    """One ask as its card shows it (any status), or None."""
    approval = (
        ApprovalRequest.objects.select_related("agent", "decided_by").filter(pk=approval_id).first()
    )
    if approval is None:
        return None
    return _decorate([approval], with_history=True)[0]


def approval_is_pending(approval: ApprovalRequest) -> bool:
    return approval.status == ApprovalRequest.PENDING and approval.expires_at > timezone.now()


def approval_history(
    *,
    agent: str = "",
    reviewer: str = "",
    outcome: str = "",
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
) -> QuerySet[ApprovalRequest]:
    """Decided (and expired) asks, newest first, filtered.

    ``agent`` and ``reviewer`` match names exactly; ``date_from`` / ``date_to`` are
    inclusive UTC days of the decision (of the expiry, for expired asks)."""
    qs = (
        ApprovalRequest.objects.exclude(status=ApprovalRequest.PENDING)
        .select_related("agent", "decided_by")
        # An expired ask has no decision time: it closed when it expired.
        .annotate(closed_at=Coalesce("decided_at", "expires_at"))
        .order_by("-closed_at", "-created_at")
    )
    if agent:
        qs = qs.filter(agent__name=agent)
    if reviewer:
        qs = qs.filter(decided_by__username=reviewer)
    if outcome:
        qs = qs.filter(**_OUTCOME_FILTERS[outcome])
    if date_from:
        qs = qs.filter(closed_at__gte=dt.datetime.combine(date_from, dt.time.min, tzinfo=dt.UTC))
    if date_to:
        qs = qs.filter(closed_at__lt=dt.datetime.combine(date_to + dt.timedelta(days=1), dt.time.min, tzinfo=dt.UTC))
    return qs


def decorate_history_page(approvals: Iterable[ApprovalRequest]) -> list[ApprovalRequest]:
    return _decorate(approvals, with_history=False)


def history_filter_choices() -> dict[str, list[str]]:
    """Names offered by the history filters."""
    from django.contrib.auth import get_user_model

    from policy.models import Agent

    agents = list(Agent.objects.order_by("name").values_list("name", flat=True)[:500])
    reviewer_ids = (
        ApprovalRequest.objects.exclude(decided_by=None).values_list("decided_by_id", flat=True).distinct()
    )
    reviewers = list(
        get_user_model().objects.filter(pk__in=reviewer_ids).order_by("username").values_list("username", flat=True)
    )
    return {"agents": agents, "reviewers": reviewers}


def audit_event_detail(event_id: int) -> AuditEvent | None:
    """One audit event with its threats and the approval it opened or decided."""
    event = (
        AuditEvent.objects.select_related("agent", "reviewer")
        .prefetch_related("threats")
        .filter(pk=event_id)
        .first()
    )
    if event is None:
        return None
    event.opened_approval = ApprovalRequest.objects.filter(event_id=event.pk).first()
    event.decided = ApprovalRequest.objects.filter(decision_event_id=event.pk).first()
    event.args_view = args_view(event.tool, event.args)
    return event
