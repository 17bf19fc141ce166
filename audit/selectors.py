"""Reads of the audit trail for the dashboard, the threat rule pages and the backtest.

Aggregation happens in the database (``TruncMinute``/``TruncHour``/``TruncDay`` and
``Count`` grouped in SQL, ``percentile_cont`` on PostgreSQL); nothing loops over events
in Python except the backtest, which streams them in chunks.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Iterable, TypedDict

from django.db import connection
from django.db.models import Count, Q
from django.db.models.functions import TruncDay, TruncHour, TruncMinute
from django.utils import timezone

from approvals.models import ApprovalRequest
from audit.models import AuditEvent, ThreatEvent

RANGES: dict[str, tuple[timedelta, Any, timedelta]] = {
    # name: (span, bucket function, bucket width)
    "hour": (timedelta(hours=1), TruncMinute, timedelta(minutes=1)),
    "day": (timedelta(days=1), TruncHour, timedelta(hours=1)),
    "week": (timedelta(days=7), TruncHour, timedelta(hours=1)),
}
DEFAULT_RANGE = "day"
TOP_N = 10
RULE_KINDS = ("RULE_FLAG", "RULE_DENY")
SQLITE_LATENCY_SAMPLE = 50_000
THREAT_KIND_LABELS = dict(ThreatEvent.KIND_CHOICES)


class Counted(TypedDict):
    name: str
    count: int


def _floor(dt: datetime, width: timedelta) -> datetime:
    if width >= timedelta(days=1):
        return dt.replace(hour=0, minute=0, second=0, microsecond=0)
    if width >= timedelta(hours=1):
        return dt.replace(minute=0, second=0, microsecond=0)
    return dt.replace(second=0, microsecond=0)


def _buckets(since: datetime, until: datetime, width: timedelta) -> list[datetime]:
    out, t = [], _floor(since, width)
    while t <= until:
        out.append(t)
        t += width
    return out


def _evaluations(since: datetime):
    return AuditEvent.objects.filter(created_at__gte=since, kind=AuditEvent.KIND_EVALUATION)


def _top(qs, key: str, *, limit: int = TOP_N) -> list[Counted]:
    rows = qs.exclude(**{key: ""}).values(key).annotate(n=Count("id")).order_by("-n", key)[:limit]
    return [{"name": r[key], "count": r["n"]} for r in rows]


def latency_percentiles(since: datetime) -> dict[str, float | None]:
    """p50 / p99 of evaluation latency (ms) since ``since``.

    PostgreSQL: ``percentile_cont`` over the range. SQLite has no percentile function: a
    bounded sample of the latest events in the range is sorted in Python."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute(
                "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_us),"
                " percentile_cont(0.99) WITHIN GROUP (ORDER BY latency_us)"
                " FROM audit_auditevent WHERE created_at >= %s AND kind = %s",
                [since, AuditEvent.KIND_EVALUATION],
            )
            p50, p99 = cur.fetchone()
    else:
        values = sorted(
            _evaluations(since).order_by("-created_at").values_list("latency_us", flat=True)[:SQLITE_LATENCY_SAMPLE]
        )
        if not values:
            p50 = p99 = None
        else:
            p50 = values[min(len(values) - 1, int(0.5 * len(values)))]
            p99 = values[min(len(values) - 1, int(0.99 * len(values)))]
    return {"p50_ms": None if p50 is None else round(float(p50) / 1000, 3),
            "p99_ms": None if p99 is None else round(float(p99) / 1000, 3)}


def dashboard(range_name: str = DEFAULT_RANGE, *, now: datetime | None = None) -> dict[str, Any]:
    """Everything the dashboard shows for one range, in a fixed number of queries."""
    if range_name not in RANGES:
        range_name = DEFAULT_RANGE
    span, trunc, width = RANGES[range_name]
    now = now or timezone.now()
    since = now - span
    events = _evaluations(since)

    per_bucket = (events.annotate(bucket=trunc("created_at")).values("bucket", "decision")
                  .annotate(n=Count("id")).order_by())
    labels = _buckets(since, now, width)
    index = {b: i for i, b in enumerate(labels)}
    series: dict[str, list[int]] = {"allow": [0] * len(labels), "deny": [0] * len(labels),
                                    "ask": [0] * len(labels)}
    totals = {"allow": 0, "deny": 0, "ask": 0}
    for row in per_bucket:
        decision = row["decision"] if row["decision"] in series else None
        if decision is None or row["bucket"] is None:
            continue
        i = index.get(_floor(row["bucket"], width))
        if i is not None:
            series[decision][i] += row["n"]
        totals[decision] += row["n"]

    denied, asked = events.filter(decision="deny"), events.filter(decision="ask")
    threats = (ThreatEvent.objects.filter(created_at__gte=since).values("kind").annotate(n=Count("id"))
               .order_by("-n"))
    return {
        "range": range_name,
        "since": since,
        "until": now,
        "labels": [b.isoformat() for b in labels],
        "series": series,
        "totals": totals,
        "total": sum(totals.values()),
        "top_denied_tools": _top(denied, "tool"),
        "top_asked_tools": _top(asked, "tool"),
        "top_rules": [
            {"name": r["rule"], "check": r["check_name"], "decision": r["decision"], "count": r["n"]}
            for r in events.filter(decision__in=("deny", "ask")).exclude(rule="")
            .values("rule", "check_name", "decision").annotate(n=Count("id")).order_by("-n", "rule")[:TOP_N]
        ],
        "top_denied_agents": _top(denied, "agent_name"),
        "top_asked_agents": _top(asked, "agent_name"),
        "threats_by_kind": [{"kind": r["kind"], "label": THREAT_KIND_LABELS.get(r["kind"], r["kind"]),
                             "count": r["n"]} for r in threats],
        "pending_asks": ApprovalRequest.objects.filter(status=ApprovalRequest.PENDING).count(),
        "latency": latency_percentiles(since),
    }


# --- one threat rule -------------------------------------------------------------------------

def threat_rule_activity(rule_name: str, *, now: datetime | None = None, last: int = 20) -> dict[str, Any]:
    """How often a threat rule fired (per hour over the last day, per day over the last
    30 days), on which agents and tools, and its last matching calls with their events."""
    now = now or timezone.now()
    hits = ThreatEvent.objects.filter(rule=rule_name, kind__in=RULE_KINDS)
    day_since, month_since = now - timedelta(days=1), now - timedelta(days=30)

    def series(since: datetime, trunc, width: timedelta) -> tuple[list[str], list[int]]:
        labels = _buckets(since, now, width)
        index = {b: i for i, b in enumerate(labels)}
        counts = [0] * len(labels)
        for row in (hits.filter(created_at__gte=since).annotate(b=trunc("created_at")).values("b")
                    .annotate(n=Count("id")).order_by()):
            i = index.get(_floor(row["b"], width)) if row["b"] else None
            if i is not None:
                counts[i] += row["n"]
        return [b.isoformat() for b in labels], counts

    hour_labels, hour_counts = series(day_since, TruncHour, timedelta(hours=1))
    day_labels, day_counts = series(month_since, TruncDay, timedelta(days=1))
    month = hits.filter(created_at__gte=month_since)
    agents = [{"name": r["event__agent_name"] or "(none)", "count": r["n"]}
              for r in month.values("event__agent_name").annotate(n=Count("id")).order_by("-n")[:TOP_N]]
    tools = [{"name": r["tool"] or "(none)", "count": r["n"]}
             for r in month.values("tool").annotate(n=Count("id")).order_by("-n")[:TOP_N]]
    by_kind = {r["kind"]: r["n"] for r in month.values("kind").annotate(n=Count("id")).order_by()}
    recent = list(hits.select_related("event").order_by("-created_at", "-id")[:last])
    for hit in recent:
        hit.args_text = json.dumps(hit.event.args, ensure_ascii=False, sort_keys=True) if hit.event_id else ""
    return {
        "last_day": {"labels": hour_labels, "counts": hour_counts, "total": sum(hour_counts)},
        "last_month": {"labels": day_labels, "counts": day_counts, "total": sum(day_counts)},
        "flagged_30d": by_kind.get("RULE_FLAG", 0),
        "denied_30d": by_kind.get("RULE_DENY", 0),
        "agents": agents,
        "tools": tools,
        "recent": recent,
    }


# --- backtest --------------------------------------------------------------------------------

BACKTEST_MAX_DAYS = 90
BACKTEST_CHUNK = 2000
BACKTEST_EXAMPLES = 50
BACKTEST_MAX_EVENTS = 1_000_000


@dataclass
class BacktestResult:
    pattern: str
    field: str
    action: str
    days: int
    scanned: int = 0
    matched: int = 0
    by_decision: dict[str, int] = field(default_factory=dict)
    by_tool: dict[str, int] = field(default_factory=dict)
    by_agent: dict[str, int] = field(default_factory=dict)
    examples: list[dict[str, Any]] = field(default_factory=list)
    truncated: bool = False
    seconds: float = 0.0
    note: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "pattern": self.pattern, "field": self.field, "action": self.action, "days": self.days,
            "scanned": self.scanned, "matched": self.matched,
            "would_deny": self.matched if self.action == "deny" else 0,
            "would_flag": self.matched if self.action == "flag" else 0,
            "by_decision": self.by_decision, "by_tool": dict(sorted(self.by_tool.items(), key=lambda kv: -kv[1])[:TOP_N]),
            "by_agent": dict(sorted(self.by_agent.items(), key=lambda kv: -kv[1])[:TOP_N]),
            "examples": self.examples, "truncated": self.truncated, "seconds": round(self.seconds, 3),
            "note": self.note,
        }


class _ThreatMatcher:
    """The candidate rule compiled into an engine snapshot of its own, matched against the
    texts the engine's threat-rule check builds: the tool name, the hash, and the
    arguments' JSON text followed, for a Bash call, by the parsed canonical commands."""

    def __init__(self, spec: dict[str, Any]) -> None:
        from policy.engine import evaluate as engine_evaluate
        from policy.engine.policy_file import default_policy_doc
        from policy.engine.snapshot import compile_policy

        doc = default_policy_doc()
        doc["threat_rules"] = [spec]
        self.snapshot = compile_policy(doc)
        self.args_text = getattr(engine_evaluate, "args_text", None) or engine_evaluate._args_text
        self.sets = self.snapshot.threat_sets

    def _hit(self, fld: str, text: str) -> bool:
        entry = self.sets.get(fld)
        return bool(entry and entry[0].match(text))

    def matches(self, fld: str, tool: str, args: Any, cwd: str) -> bool:
        if self._hit("tool", tool):
            return True
        if "args" not in self.sets or not isinstance(args, dict):
            return False
        text = self.args_text(args)
        if self._hit("args", text):
            return True
        command = args.get("command") if tool in self.snapshot.bash_tools else None
        if not isinstance(command, str) or not command.strip():
            return False
        analysis = self.snapshot.analyze(command, cwd or "/")
        if not analysis.commands:
            return False
        return self._hit("args", text + "\n" + "\n".join(" ".join(c.argv) for c in analysis.commands))


NOTE_HASH = "the audit trail does not keep the tool's code hash, so a hash rule is matched on nothing here"


def backtest(*, pattern: str, field: str, action: str = "flag", days: int = 7,
             now: datetime | None = None, max_events: int = BACKTEST_MAX_EVENTS) -> BacktestResult:
    """Run a candidate threat rule over the evaluations of the last ``days`` days without
    saving it. The pattern is compiled by the engine (so it is valid and ReDoS-safe) and
    matched against the same text the engine matches for that field."""
    from policy.engine.policy_file import validate_threat_rule  # engine: pure Python

    spec = validate_threat_rule({"name": "backtest", "pattern": pattern, "field": field, "action": action},
                                path="backtest")
    days = max(1, min(int(days), BACKTEST_MAX_DAYS))
    started = time.perf_counter()
    result = BacktestResult(pattern=spec["pattern"], field=spec["field"], action=spec["action"], days=days)
    texts = _ThreatMatcher(spec)
    if spec["field"] == "hash":
        result.note = NOTE_HASH
    since = (now or timezone.now()) - timedelta(days=days)
    rows: Iterable[tuple] = (
        _evaluations(since).order_by().values_list("id", "created_at", "agent_name", "tool", "args", "cwd",
                                                    "decision", "check_name")
        .iterator(chunk_size=BACKTEST_CHUNK)
    )
    for event_id, created_at, agent_name, tool, args, cwd, decision, check in rows:
        if result.scanned >= max_events:
            result.truncated = True
            break
        result.scanned += 1
        if not texts.matches(spec["field"], tool, args, cwd):
            continue
        result.matched += 1
        result.by_decision[decision] = result.by_decision.get(decision, 0) + 1
        result.by_tool[tool] = result.by_tool.get(tool, 0) + 1
        result.by_agent[agent_name or "(none)"] = result.by_agent.get(agent_name or "(none)", 0) + 1
        if len(result.examples) < BACKTEST_EXAMPLES:
            result.examples.append({"id": event_id, "created_at": created_at.isoformat(), "agent": agent_name,
                                    "tool": tool, "args": args, "decision": decision, "check": check,
                                    "args_text": json.dumps(args, ensure_ascii=False, sort_keys=True)})
    result.seconds = time.perf_counter() - started
    return result
