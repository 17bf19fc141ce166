"""Verify the audit chain: find and name the first event that was changed, deleted,
inserted or reordered, and a tail truncated behind the last checkpoint.

The events are streamed in ``seq`` order (``values_list`` + ``iterator``, so memory stays
flat over millions of rows). For each event the link is recomputed from the *stored* link
of the event before it, so one changed event fails alone and the ones after it still
verify. The rules applied, in order, to each event:

1. ``seq`` jumps (``seq > expected``) → DELETED: the missing numbers are named, and the
   check resyncs on the event after the gap.
2. its ``id`` is lower than the one before it while its link does not verify → REORDERED
   (ids grow with ``seq`` because both are taken under the chain-head lock).
3. its link does not verify → CHANGED when the next event verifies against its stored
   link (the link is original, the content is not), otherwise INSERTED (a forged link:
   an event written without the key).
4. the stored link at a checkpoint's ``seq`` differs from the checkpoint → CHECKPOINT.

After the stream: a checkpoint (or the chain head row) beyond the last event →
TRUNCATED; events without a ``seq`` → UNCHAINED; a checkpoint whose signature does not
verify → CHECKPOINT_FORGED.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import hmac
import json
import time
from typing import Any, Callable, Iterable, Iterator

from django.conf import settings
from django.db import connection

from audit import chain
from audit.checkpoints import checkpoint_signature, iso_utc
from audit.models import AuditCheckpoint, AuditEvent, ChainHead

CHANGED = "changed"
DELETED = "deleted"
INSERTED = "inserted"
REORDERED = "reordered"
TRUNCATED = "truncated"
UNCHAINED = "unchained"
CHECKPOINT = "checkpoint_mismatch"
CHECKPOINT_FORGED = "checkpoint_forged"

MSG_CHANGED = "event id={id} seq={seq} was changed: its content no longer matches its link"
MSG_INSERTED = "event id={id} seq={seq} was inserted: its link was not made with the audit key"
MSG_REORDERED = "event id={id} seq={seq} was reordered: it changed places with event id={prev_id}"
MSG_DELETED = "events seq={first}..{last} were deleted (gap before event id={id} seq={seq})"
MSG_TRUNCATED = "the chain was truncated: it ends at seq={last} but {source} reached seq={seq}"
MSG_UNCHAINED = "event id={id} has no seq: it was written outside the chain"
MSG_CHECKPOINT = "event id={id} seq={seq} does not match the checkpoint of seq={seq}"
MSG_CHECKPOINT_FORGED = "the checkpoint of seq={seq} has an invalid signature"


@dataclasses.dataclass(frozen=True)
class Finding:
    kind: str
    message: str
    seq: int | None = None
    event_id: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclasses.dataclass
class VerifyReport:
    events: int = 0
    last_seq: int = 0
    last_link: str = chain.GENESIS_LINK
    seconds: float = 0.0
    findings: list[Finding] = dataclasses.field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.findings

    @property
    def rate(self) -> float:
        return self.events / self.seconds if self.seconds > 0 else 0.0


@dataclasses.dataclass(frozen=True)
class Checkpoint:
    seq: int
    link: str
    signature: str
    source: str = "the last checkpoint"


def checkpoint_from_file(path: str) -> Checkpoint:
    """An exported checkpoint (the last line of an ``audit_checkpoint --export`` file)."""
    with open(path, encoding="utf-8") as fh:
        lines = [line for line in fh if line.strip()]
    if not lines:
        raise ValueError(f"{path}: no checkpoint")
    data = json.loads(lines[-1])
    return Checkpoint(seq=int(data["seq"]), link=str(data["link"]), signature=str(data["signature"]),
                      source=f"the checkpoint file {path}")


def _fast_rows(columns: tuple[str, ...], chunk_size: int) -> Iterator[tuple]:
    """Rows ``(id, seq, link, *columns)`` in seq order, converted by the ORM, streamed."""
    qs = (AuditEvent.objects.filter(seq__isnull=False).order_by("seq")
          .values_list("id", "seq", "link", *columns))
    return qs.iterator(chunk_size=chunk_size)


def _keyset_rows(columns: tuple[str, ...], chunk_size: int) -> Iterator[tuple]:
    """The same rows by keyset pagination (``seq > last ORDER BY seq LIMIT n``): each
    chunk is one short query, so a verify over millions of rows never holds a long
    read transaction or a server-side cursor open."""
    base = (AuditEvent.objects.filter(seq__isnull=False).order_by("seq")
            .values_list("id", "seq", "link", *columns))
    last = 0
    while True:
        chunk = list(base.filter(seq__gt=last)[:chunk_size])
        if not chunk:
            return
        yield from chunk
        last = chunk[-1][1]


def verify_chain(
    *,
    key: bytes | None = None,
    checkpoint: Checkpoint | None = None,
    use_db_checkpoint: bool = True,
    chunk_size: int = 10_000,
    progress: Callable[[int, int, float], None] | None = None,
    progress_every: int = 100_000,
    stop_after: int = 0,
    rows: Iterable[tuple] | None = None,
) -> VerifyReport:
    """Stream the chain and return a report; ``findings[0]`` is the first thing found.

    ``stop_after``: stop after that many findings (0: collect them all).
    ``progress(events, last_seq, seconds)`` is called every ``progress_every`` events.
    """
    key = key or settings.GUARDIAN_AUDIT_KEY.encode("utf-8")
    pairs = chain.chained_field_names()
    keys = tuple(k for k, _ in pairs)
    columns = tuple(a for _, a in pairs)
    report = VerifyReport()
    started = time.perf_counter()
    findings = report.findings

    checkpoints: dict[int, Checkpoint] = {}
    if use_db_checkpoint:
        for cp in AuditCheckpoint.objects.order_by("seq"):
            checkpoints[cp.seq] = Checkpoint(seq=cp.seq, link=cp.link, signature=cp.signature)
    if checkpoint is not None:
        checkpoints[checkpoint.seq] = checkpoint
    for cp in list(checkpoints.values()):
        expected = checkpoint_signature(seq=cp.seq, link=cp.link, key=key)
        if not hmac.compare_digest(expected, cp.signature):
            findings.append(Finding(CHECKPOINT_FORGED, MSG_CHECKPOINT_FORGED.format(seq=cp.seq), seq=cp.seq))
            del checkpoints[cp.seq]

    # Hot loop: locals only. ``pending`` is an event whose link failed, waiting for the
    # next event to tell whether its link is original (CHANGED) or forged (INSERTED).
    encode = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode
    iso = iso_utc
    digest = hmac.digest
    dt_type = dt.datetime
    dt_positions = [i for i, name in enumerate(columns) if name in _datetime_columns()]
    expected_seq = 1
    prev_link = chain.GENESIS_LINK
    prev_id = 0
    pending: tuple[int, int, str] | None = None
    count = 0
    next_progress = progress_every
    source = rows if rows is not None else (
        _keyset_rows(columns, chunk_size) if connection.vendor == "postgresql" else _fast_rows(columns, chunk_size)
    )

    def flush_pending(verifies_from_its_link: bool) -> None:
        nonlocal pending
        if pending is None:
            return
        pid, pseq, _plink = pending
        if verifies_from_its_link:
            findings.append(Finding(CHANGED, MSG_CHANGED.format(id=pid, seq=pseq), seq=pseq, event_id=pid))
        else:
            findings.append(Finding(INSERTED, MSG_INSERTED.format(id=pid, seq=pseq), seq=pseq, event_id=pid))
        pending = None

    for row in source:
        event_id, seq, link = row[0], row[1], row[2]
        values = list(row[3:])
        for i in dt_positions:
            v = values[i]
            if isinstance(v, dt_type):
                values[i] = iso(v)
        content = dict(zip(keys, values))
        computed = digest(key, bytes.fromhex(prev_link) + encode(content).encode("utf-8"), "sha256").hex()
        count += 1
        if seq != expected_seq:
            flush_pending(False)
            findings.append(Finding(DELETED, MSG_DELETED.format(first=expected_seq, last=seq - 1, id=event_id, seq=seq),
                                    seq=expected_seq, event_id=event_id))
        elif computed != link:
            if event_id < prev_id:
                # Ids grow with seq: an id lower than the one before means the two (or
                # more) events swapped places; name the first one out of place.
                first_id, first_seq = (pending[0], pending[1]) if pending is not None else (event_id, seq)
                other = event_id if pending is not None else prev_id
                pending = None
                findings.append(Finding(REORDERED, MSG_REORDERED.format(id=first_id, seq=first_seq, prev_id=other),
                                        seq=first_seq, event_id=first_id))
            else:
                flush_pending(False)
                pending = (event_id, seq, link)
        else:
            flush_pending(True)
        cp = checkpoints.get(seq)
        if cp is not None and cp.link != link:
            findings.append(Finding(CHECKPOINT, MSG_CHECKPOINT.format(id=event_id, seq=seq), seq=seq, event_id=event_id))
        prev_link = link
        prev_id = event_id
        expected_seq = seq + 1
        if stop_after and len(findings) >= stop_after:
            break
        if progress is not None and count >= next_progress:
            next_progress += progress_every
            progress(count, seq, time.perf_counter() - started)
    else:
        # The last event's link cannot be confirmed by a successor: it is compared with
        # the chain head row, which the writer updates in the same transaction.
        if pending is not None:
            head = ChainHead.objects.filter(pk=1).values_list("seq", "link").first()
            flush_pending(bool(head) and head[0] == pending[1] and head[1] == pending[2])

    report.events = count
    report.last_seq = expected_seq - 1
    report.last_link = prev_link
    if not (stop_after and len(findings) >= stop_after):
        last = report.last_seq
        for cp in checkpoints.values():
            if cp.seq > last:
                findings.append(Finding(TRUNCATED, MSG_TRUNCATED.format(last=last, source=cp.source, seq=cp.seq),
                                        seq=last + 1))
                break
        else:
            head = ChainHead.objects.filter(pk=1).values_list("seq", flat=True).first()
            if head and head > last:
                findings.append(Finding(TRUNCATED, MSG_TRUNCATED.format(last=last, source="the chain head", seq=head),
                                        seq=last + 1))
        for event_id in AuditEvent.objects.filter(seq__isnull=True).order_by("id").values_list("id", flat=True)[:10]:
            findings.append(Finding(UNCHAINED, MSG_UNCHAINED.format(id=event_id), event_id=event_id))
    report.seconds = time.perf_counter() - started
    return report


def _datetime_columns() -> frozenset[str]:
    from django.db import models

    return frozenset(
        f.attname for f in AuditEvent._meta.concrete_fields if isinstance(f, models.DateTimeField)
    )
