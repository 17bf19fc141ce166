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
from django.db.models import Count, Sum, TextField
from django.db.models.functions import Cast, TruncDay, TruncHour, TruncMinute
from django.utils import timezone

from approvals.models import ApprovalRequest
from audit.models import AuditEvent, DecisionRollup, LatencyRollup, ThreatEvent
from audit.rollups import bucket_value_us, dashboard_rollup_refresh, latency_bucket_expr, rolled_until

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


def _evaluations(since: datetime, until: datetime | None = None):
    qs = AuditEvent.objects.filter(created_at__gte=since, kind=AuditEvent.KIND_EVALUATION)
    return qs.filter(created_at__lt=until) if until is not None else qs


def _top(counts: dict[str, int], *, limit: int = TOP_N) -> list[Counted]:
    rows = sorted(((k, n) for k, n in counts.items() if k), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [{"name": k, "count": n} for k, n in rows]


class _Source:
    """Counts over a time range, read from the hourly rollups for the complete hours and
    from the events themselves for the rest: the same answers, a fraction of the rows."""

    def __init__(self, since: datetime, now: datetime, *, use_rollups: bool) -> None:
        self.since = since
        cut = since
        if use_rollups:
            dashboard_rollup_refresh(now=now)
            until = rolled_until()
            if until is not None and until > since:
                cut = until
        self.cut = cut
        self.rollups = DecisionRollup.objects.filter(hour__gte=since, hour__lt=cut) if cut > since else None
        self.latency_rollups = LatencyRollup.objects.filter(hour__gte=since, hour__lt=cut) if cut > since else None
        self.events = _evaluations(cut)

    def count_by(self, *fields: str, **where: Any) -> dict[tuple, int]:
        out: dict[tuple, int] = {}
        if self.rollups is not None:
            for r in self.rollups.filter(**where).values(*fields).annotate(n=Sum("count")).order_by():
                key = tuple(r[f] for f in fields)
                out[key] = out.get(key, 0) + r["n"]
        for r in self.events.filter(**where).values(*fields).annotate(n=Count("id")).order_by():
            key = tuple(r[f] for f in fields)
            out[key] = out.get(key, 0) + r["n"]
        return out

    def per_bucket(self, trunc) -> dict[tuple, int]:
        out: dict[tuple, int] = {}
        if self.rollups is not None:
            for r in self.rollups.values("hour", "decision").annotate(n=Sum("count")).order_by():
                out[(r["hour"], r["decision"])] = out.get((r["hour"], r["decision"]), 0) + r["n"]
        for r in (self.events.annotate(b=trunc("created_at")).values("b", "decision")
                  .annotate(n=Count("id")).order_by()):
            out[(r["b"], r["decision"])] = out.get((r["b"], r["decision"]), 0) + r["n"]
        return out

    def latency(self) -> dict[str, float | None]:
        if self.latency_rollups is None:
            return latency_percentiles(self.since)
        hist: dict[int, int] = {}
        for r in self.latency_rollups.values("bucket").annotate(n=Sum("count")).order_by():
            hist[r["bucket"]] = hist.get(r["bucket"], 0) + r["n"]
        for r in self.events.annotate(b=latency_bucket_expr()).values("b").annotate(n=Count("id")).order_by():
            hist[int(r["b"])] = hist.get(int(r["b"]), 0) + r["n"]
        total = sum(hist.values())
        if not total:
            return {"p50_ms": None, "p99_ms": None}
        out: dict[str, float | None] = {}
        for name, q in (("p50_ms", 0.5), ("p99_ms", 0.99)):
            rank, seen = q * total, 0
            for b in sorted(hist):
                seen += hist[b]
                if seen >= rank:
                    out[name] = round(bucket_value_us(b) / 1000, 3)
                    break
        return out


def latency_percentiles(since: datetime) -> dict[str, float | None]:
    """Exact p50 / p99 of evaluation latency (ms) since ``since``.

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
    """Everything the dashboard shows for one range, in a fixed number of queries.

    ``hour`` reads the events (per minute, exact percentiles). ``day`` and ``week`` start
    at the top of an hour and read the hourly rollups for complete hours plus the events
    of the current hour; their percentiles come from 1/8-octave latency buckets (within
    about 5%)."""
    if range_name not in RANGES:
        range_name = DEFAULT_RANGE
    span, trunc, width = RANGES[range_name]
    now = now or timezone.now()
    hourly = width >= timedelta(hours=1)
    since = _floor(now - span, width) if hourly else now - span
    src = _Source(since, now, use_rollups=hourly)

    labels = _buckets(since, now, width)
    index = {b: i for i, b in enumerate(labels)}
    series: dict[str, list[int]] = {"allow": [0] * len(labels), "deny": [0] * len(labels),
                                    "ask": [0] * len(labels)}
    totals = {"allow": 0, "deny": 0, "ask": 0}
    for (bucket, decision), n in src.per_bucket(trunc).items():
        if decision not in series or bucket is None:
            continue
        i = index.get(_floor(bucket, width))
        if i is not None:
            series[decision][i] += n
        totals[decision] += n

    by_tool = src.count_by("decision", "tool", decision__in=("deny", "ask"))
    by_agent = src.count_by("decision", "agent_name", decision__in=("deny", "ask"))
    by_rule = src.count_by("rule", "check_name", "decision", decision__in=("deny", "ask"))
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
        "top_denied_tools": _top({t: n for (d, t), n in by_tool.items() if d == "deny"}),
        "top_asked_tools": _top({t: n for (d, t), n in by_tool.items() if d == "ask"}),
        "top_rules": [
            {"name": r, "check": c, "decision": d, "count": n}
            for (r, c, d), n in sorted(by_rule.items(), key=lambda kv: (-kv[1], kv[0]))
            if r
        ][:TOP_N],
        "top_denied_agents": _top({a: n for (d, a), n in by_agent.items() if d == "deny"}),
        "top_asked_agents": _top({a: n for (d, a), n in by_agent.items() if d == "ask"}),
        "threats_by_kind": [{"kind": r["kind"], "label": THREAT_KIND_LABELS.get(r["kind"], r["kind"]),
                             "count": r["n"]} for r in threats],
        "pending_asks": ApprovalRequest.objects.filter(status=ApprovalRequest.PENDING).count(),
        "latency": src.latency(),
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
BACKTEST_MEMO = 100_000


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
        self.args_text = engine_evaluate.args_text
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
    # Only what the match needs is fetched per event, the arguments as their stored JSON
    # text: calls repeat (the same command from many sessions), so a match result is
    # memoised per (tool, arguments, cwd) and the JSON is decoded once per distinct call.
    rows: Iterable[tuple] = (
        _evaluations(since).order_by().annotate(args_json=Cast("args", TextField()))
        .values_list("id", "tool", "args_json", "cwd", "decision", "agent_name")
        .iterator(chunk_size=BACKTEST_CHUNK)
    )
    example_ids: list[int] = []
    matches = texts.matches
    fld = spec["field"]
    by_decision, by_tool, by_agent = result.by_decision, result.by_tool, result.by_agent
    memo: dict[tuple[str, str, str], bool] = {}
    scanned = matched = 0
    for event_id, tool, args_json, cwd, decision, agent_name in rows:
        if scanned >= max_events:
            result.truncated = True
            break
        scanned += 1
        key = (tool, args_json, cwd)
        hit = memo.get(key)
        if hit is None:
            try:
                args = json.loads(args_json) if args_json else {}
            except ValueError:
                args = {}
            hit = matches(fld, tool, args, cwd)
            if len(memo) < BACKTEST_MEMO:
                memo[key] = hit
        if not hit:
            continue
        matched += 1
        by_decision[decision] = by_decision.get(decision, 0) + 1
        by_tool[tool] = by_tool.get(tool, 0) + 1
        agent = agent_name or "(none)"
        by_agent[agent] = by_agent.get(agent, 0) + 1
        if len(example_ids) < BACKTEST_EXAMPLES:
            example_ids.append(event_id)
    result.scanned, result.matched = scanned, matched
    details = AuditEvent.objects.in_bulk(example_ids)
    for event_id in example_ids:
        e = details[event_id]
        result.examples.append({"id": e.id, "created_at": e.created_at.isoformat(), "agent": e.agent_name,
                                "tool": e.tool, "args": e.args, "decision": e.decision, "check": e.check_name,
                                "args_text": json.dumps(e.args, ensure_ascii=False, sort_keys=True)})
    result.seconds = time.perf_counter() - started
    return result
