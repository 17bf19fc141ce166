"""The audit trail's multi-row INSERT (audit/inserts.py) stores exactly what the ORM's
bulk_create stores, on whichever database the suite runs against."""
from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.db import transaction
from django.utils import timezone

from audit.inserts import RowInserter
from audit.models import AuditEvent, ThreatEvent
from audit.services import audit_events_record

pytestmark = pytest.mark.django_db(transaction=True)

COMPARED = [f.attname for f in AuditEvent._meta.concrete_fields if f.attname not in ("id", "seq")]


def _event(owner: Any, seq: int, **over: Any) -> AuditEvent:
    fields: dict[str, Any] = dict(
        created_at=timezone.now().replace(microsecond=123456), kind="evaluation", agent=owner,
        agent_name=owner.name, session_id="sess-ü", task_id="t1", tool="mcp__github__create_issue",
        args={"title": "naïve \u2028 'quotes' \"dq\"", "n": [1, 2.5, None, True], "nested": {"a": {"b": "😀"}}},
        input_sha256="ab" * 32, cwd="/home/dev/pröject", mode="default", decision="deny",
        reason="a reason\nwith lines", check_name="threat_rule", rule="Bash(rm:*)",
        flags=[{"rule": "r1", "would": "deny"}], policy_version=7, latency_us=1234, dry_run=True,
        tool_use_id="toolu_1", llm_model="", llm_latency_ms=None, llm_answer="",
        result_at=None, exit_code=None, duration_ms=None, stdout_bytes=None, stderr_bytes=None,
        success=None, error="", link="cd" * 32, seq=seq,
    )
    fields.update(over)
    return AuditEvent(**fields)


def _row(pk: int) -> dict[str, Any]:
    return AuditEvent.objects.filter(pk=pk).values(*COMPARED).get()


def test_rows_match_bulk_create(agent_with_key: tuple[Any, str]) -> None:
    agent, _key = agent_with_key
    variants = [
        {},
        {"args": {}, "flags": [], "dry_run": False, "llm_latency_ms": 0, "exit_code": -1, "success": False},
        {"agent": None, "agent_name": "", "created_at": dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.timezone(dt.timedelta(hours=5)))},
        {"result_at": timezone.now(), "exit_code": 2, "duration_ms": 10, "stdout_bytes": 2**40, "stderr_bytes": 0,
         "success": True, "error": "boom", "llm_model": "m", "llm_latency_ms": 12, "llm_answer": "deny: x"},
    ]
    inserter = RowInserter(AuditEvent)
    for i, over in enumerate(variants):
        fast, orm = _event(agent, 10_000 + 2 * i, **over), _event(agent, 10_001 + 2 * i, **over)
        with transaction.atomic():
            inserter.insert([fast])
            AuditEvent.objects.bulk_create([orm])
        assert fast.pk is not None and not fast._state.adding
        assert _row(fast.pk) == _row(orm.pk)
        assert AuditEvent.objects.get(pk=fast.pk).seq == fast.seq


def test_batch_ids_follow_row_order(agent_with_key: tuple[Any, str]) -> None:
    agent, _key = agent_with_key
    events = [_event(agent, 20_000 + i, tool=f"tool_{i}") for i in range(150)]
    with transaction.atomic():
        RowInserter(AuditEvent).insert(events)
    ids = [e.pk for e in events]
    assert ids == sorted(ids) and len(set(ids)) == 150
    stored = dict(AuditEvent.objects.filter(pk__in=ids).values_list("pk", "tool"))
    assert all(stored[e.pk] == e.tool for e in events)


def test_parameter_limit_splits_statements(agent_with_key: tuple[Any, str], monkeypatch: pytest.MonkeyPatch) -> None:
    import audit.inserts

    monkeypatch.setattr(audit.inserts, "MAX_PARAMETERS", 100)   # 2 rows per statement
    agent, _key = agent_with_key
    events = [_event(agent, 30_000 + i) for i in range(5)]
    with transaction.atomic():
        RowInserter(AuditEvent).insert(events)
    assert AuditEvent.objects.filter(pk__in=[e.pk for e in events]).count() == 5


def test_chained_batch_and_threats(agent_with_key: tuple[Any, str]) -> None:
    agent, _key = agent_with_key
    base = {"kind": "evaluation", "agent": agent, "tool": "Bash", "args": {"command": "rm -rf /"},
            "decision": "deny", "reason": "destructive"}
    with transaction.atomic():
        events = audit_events_record([
            (dict(base), [{"kind": "rule_deny", "rule": "r", "detail": "d"}]),
            (dict(base, decision="allow", args={"command": "ls"}), []),
            (dict(base), [{"kind": "rule_flag", "rule": "f"}, {"kind": "rule_deny", "rule": "g"}]),
        ])
    assert [e.seq for e in events] == sorted(e.seq for e in events)
    threats = list(ThreatEvent.objects.order_by("id").values_list("event_id", "kind", "rule", "agent_id", "tool"))
    assert threats == [(events[0].pk, "rule_deny", "r", agent.pk, "Bash"), (events[2].pk, "rule_flag", "f", agent.pk, "Bash"),
                       (events[2].pk, "rule_deny", "g", agent.pk, "Bash")]
    from django.core.management import call_command

    call_command("audit_verify", stdout=open("/dev/null", "w"))   # raises SystemExit on a finding


def test_field_kinds_without_a_fast_path_use_the_fields_own_conversion() -> None:
    from decimal import Decimal

    from django.db import connection, models

    from audit.inserts import _converter

    field = models.DecimalField(max_digits=5, decimal_places=2, name="x")
    assert _converter(field, connection)(Decimal("1.50")) == field.get_db_prep_save(Decimal("1.50"), connection)


def test_self_setting_fields_are_refused() -> None:
    from policy.models import PolicyVersion

    with pytest.raises(TypeError):
        RowInserter(PolicyVersion)   # created_at has auto_now_add


def test_many_threat_events_keep_their_order_and_owners(agent_with_key: tuple[Any, str]) -> None:
    agent, _key = agent_with_key
    entries = []
    for i in range(30):
        specs = [{"kind": "rule_flag", "rule": f"r{i}-{j}", "detail": "d" * j} for j in range(i % 4)]
        entries.append(({"kind": "evaluation", "agent": agent, "tool": f"t{i}", "args": {}, "decision": "allow"}, specs))
    with transaction.atomic():
        events = audit_events_record(entries)
    got = list(ThreatEvent.objects.order_by("id").values_list("event_id", "rule", "tool"))
    want = [(events[i].pk, f"r{i}-{j}", f"t{i}") for i in range(30) for j in range(i % 4)]
    assert got == want


def test_instance_factory_builds_what_the_constructor_builds():
    from audit.inserts import InstanceFactory
    from audit.models import AuditEvent
    from django.utils import timezone

    now = timezone.now()
    fields = dict(created_at=now, tool="Bash", args={"command": "ls"}, decision="allow", session_id="s", flags=[])
    fast, slow = InstanceFactory(AuditEvent).new(dict(fields)), AuditEvent(**fields)
    for f in AuditEvent._meta.concrete_fields:
        assert getattr(fast, f.attname) == getattr(slow, f.attname), f.name
    assert fast._state.adding and fast._state.db is None and fast.pk is None
    fast.args["x"] = 1
    assert InstanceFactory(AuditEvent).new(dict(created_at=now, tool="t", decision="allow")).args == {}
    with pytest.raises(TypeError):
        InstanceFactory(AuditEvent).new({"no_such_field": 1})


@pytest.mark.django_db
def test_instance_factory_keeps_a_foreign_key_instance(agent_with_key):
    from audit.inserts import InstanceFactory
    from audit.models import AuditEvent

    agent = agent_with_key[0]
    e = InstanceFactory(AuditEvent).new({"agent": agent, "tool": "t", "decision": "allow"})
    assert e.agent_id == agent.pk and e.agent is agent


@pytest.mark.django_db
def test_the_generated_row_reads_a_deferred_field_through_the_slow_path():
    from audit.inserts import RowInserter
    from audit.models import AuditEvent
    from django.db import connection
    from django.utils import timezone

    saved = AuditEvent.objects.create(created_at=timezone.now(), tool="t", decision="allow", reason="why")
    ins = RowInserter(AuditEvent)
    want = ins.row_values(AuditEvent.objects.get(pk=saved.pk), connection)
    deferred = AuditEvent.objects.defer("reason").get(pk=saved.pk)
    assert "reason" not in deferred.__dict__
    out = ["before"]
    ins._row_function(connection)(deferred, out)

    def plain(values):   # psycopg's Jsonb wrappers compare by identity
        return [getattr(v, "obj", v) for v in values]

    assert plain(out) == ["before"] + plain(want)
