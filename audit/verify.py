"""Verify the audit chain: find and name the first event that was changed, deleted,
inserted or reordered, and a tail truncated behind the last checkpoint.

The events are streamed in ``seq`` order (keyset pages of raw rows, so memory stays
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
import multiprocessing
import os
import time
from typing import Any, Callable, Iterator

from django.conf import settings
from django.db import connection
from django.db.models import Max, Q

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
MSG_UNCHAINED = "event id={id} has no valid seq: it was written outside the chain"
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
    cpu_seconds: float = 0.0   # this process only (the parallel workers' time is not in it)
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


def _keyset_rows(select: str, chunk_size: int, *, lo: int = 0, hi: int | None = None) -> Iterator[tuple]:
    """Rows ``(id, seq, link, *chained columns)`` in seq order, by keyset pagination
    (``seq > last ORDER BY seq LIMIT n``): each chunk is one short indexed query, so a
    verify over millions of rows holds no long read transaction and no server cursor,
    and memory stays flat. Raw cursor rows: the ORM's per-value converters cost more
    than the whole check."""
    table = AuditEvent._meta.db_table
    bound = "" if hi is None else f" AND seq <= {int(hi)}"
    sql = (f"SELECT id, seq, link, {select} FROM {table} WHERE seq IS NOT NULL AND seq > %s{bound} "
           f"ORDER BY seq LIMIT %s")
    last = lo
    while True:
        with connection.cursor() as cur:
            cur.execute(sql, [last, chunk_size])
            chunk = cur.fetchall()
        if not chunk:
            return
        yield from chunk
        last = chunk[-1][1]


_STR = json.encoder.encode_basestring  # what the encoder uses with ensure_ascii=False
_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode


def _enc_str(v: Any) -> str:
    return "null" if v is None else _STR(v)


def _enc_int(v: Any) -> str:
    return "null" if v is None else int.__repr__(v)


def _enc_bool(v: Any) -> str:
    return "null" if v is None else ("true" if v else "false")


_json_cache: dict[str, str] = {}


def _enc_json(v: Any) -> str:
    if isinstance(v, (bytes, bytearray)):
        v = v.decode("utf-8")
    if isinstance(v, str):
        if len(v) <= 16:  # "[]", "{}": the same few short values over and over
            hit = _json_cache.get(v)
            if hit is None:
                hit = _json_cache[v] = _JSON(json.loads(v))
            return hit
        v = json.loads(v)
    return _JSON(v)


def _enc_datetime(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, str):
        # SQLite keeps UTC datetimes as ``str(naive)``: "YYYY-MM-DD HH:MM:SS[.ffffff]".
        if len(v) in (19, 26) and v[10] == " ":
            return '"' + v[:10] + "T" + v[11:] + '+00:00"'
        v = dt.datetime.fromisoformat(v)
    return _STR(iso_utc(v))


def row_encoder() -> tuple[str, Callable[[tuple], str]]:
    """(the SELECT list of the chained columns, a function turning a row's chained
    values into exactly ``chain.canonical_json(chain.event_content(event))``).

    The canonical JSON of a flat object with known, sorted keys is the keys' fixed
    prefixes joined with each value encoded by the encoder's own rules, so the whole
    object is never built and sorted per row; the JSON fields go through the encoder
    itself. ``test_verify`` checks the two agree byte for byte."""
    from django.db import models

    pairs = chain.chained_field_names()
    fields = {f.attname: f for f in AuditEvent._meta.concrete_fields}
    encoders: list[tuple[str, Callable[[Any], str]]] = []
    for key, attname in pairs:
        f = fields[attname]
        if isinstance(f, models.DateTimeField):
            enc = _enc_datetime
        elif isinstance(f, models.JSONField):
            enc = _enc_json
        elif isinstance(f, models.BooleanField):
            enc = _enc_bool
        elif isinstance(f, (models.IntegerField, models.ForeignKey)) or f.get_internal_type().endswith("IntegerField"):
            enc = _enc_int
        elif isinstance(f, (models.CharField, models.TextField)):
            enc = _enc_str
        else:  # an unknown field type: the generic path, always right
            def enc(v: Any, _f=f) -> str:
                return _JSON(chain._plain(v) if hasattr(chain, "_plain") else v)
        encoders.append((key, enc))
    order = sorted(range(len(encoders)), key=lambda i: encoders[i][0])
    select = ", ".join(connection.ops.quote_name(fields[a].column) for _, a in pairs)
    # One generated expression per column (no loop, no per-column call where the value
    # is a non-null string): this loop runs a million times.
    names: dict[str, Any] = {"_STR": _STR}
    parts = []
    for n, i in enumerate(order):
        key, enc = encoders[i]
        prefix = repr(("{" if n == 0 else ",") + _STR(key) + ":")
        f = fields[pairs[i][1]]
        if enc is _enc_str and not f.null:
            parts.append(f"{prefix} + _STR(v[{i}])")
        else:
            names[f"e{i}"] = enc
            parts.append(f"{prefix} + e{i}(v[{i}])")
    source = "def encode(v):\n    return " + " + ".join(parts) + " + '}'\n"
    exec(compile(source, "<audit row encoder>", "exec"), names)
    encode = names["encode"]
    return select, encode


def _predecessor(lo: int) -> tuple[int, str, int]:
    """(seq, link, id) of the last event at or before ``lo`` (genesis when none)."""
    if lo <= 0:
        return 0, chain.GENESIS_LINK, 0
    row = (AuditEvent.objects.filter(seq__isnull=False, seq__lte=lo).order_by("-seq")
           .values_list("seq", "link", "id").first())
    return (row[0], row[1], row[2]) if row else (0, chain.GENESIS_LINK, 0)


@dataclasses.dataclass
class _Scan:
    count: int = 0
    last_seq: int = 0
    last_link: str = chain.GENESIS_LINK
    findings: list[Finding] = dataclasses.field(default_factory=list)


def _scan(key: bytes, lo: int, hi: int | None, checkpoint_links: dict[int, str], *, chunk_size: int,
          stop_after: int = 0, progress: Callable[[int, int], None] | None = None,
          progress_every: int = 100_000) -> _Scan:
    """Check the events with ``lo < seq <= hi`` (``hi`` None: to the end), starting from
    the stored link of the event before them. Rules: see the module docstring."""
    select, encode = row_encoder()
    digest = hmac.digest
    fromhex = bytes.fromhex
    prev_seq, prev_link, prev_id = _predecessor(lo)
    expected_seq = prev_seq + 1
    out = _Scan(last_seq=prev_seq, last_link=prev_link)
    findings = out.findings
    pending: tuple[int, int, str] | None = None
    count = 0
    next_progress = progress_every

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

    stopped = False
    # Hot loop: locals only. ``pending`` is an event whose link failed, waiting for the
    # next event to tell whether its link is original (CHANGED) or forged (INSERTED).
    for row in _keyset_rows(select, chunk_size, lo=lo, hi=hi):
        event_id, seq, link = row[0], row[1], row[2]
        computed = digest(key, fromhex(prev_link) + encode(row[3:]).encode("utf-8"), "sha256").hex()
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
        elif pending is not None:
            flush_pending(True)
        if checkpoint_links:
            cp_link = checkpoint_links.get(seq)
            if cp_link is not None and cp_link != link:
                findings.append(Finding(CHECKPOINT, MSG_CHECKPOINT.format(id=event_id, seq=seq), seq=seq,
                                        event_id=event_id))
        prev_link = link
        prev_id = event_id
        expected_seq = seq + 1
        if stop_after and len(findings) >= stop_after:
            stopped = True
            break
        if progress is not None and count >= next_progress:
            next_progress += progress_every
            progress(count, seq)
    if pending is not None and not stopped:
        # Confirm the pending event's link with its successor beyond this range, or,
        # at the end of the chain, with the chain head row (moved in the same transaction).
        nxt = None
        if hi is not None:
            select_next = f"SELECT id, seq, link, {select} FROM {AuditEvent._meta.db_table} " \
                          f"WHERE seq > %s ORDER BY seq LIMIT 1"
            with connection.cursor() as cur:
                cur.execute(select_next, [hi])
                nxt = cur.fetchone()
        if nxt is not None:
            ok = nxt[1] == pending[1] + 1 and digest(
                key, fromhex(pending[2]) + encode(nxt[3:]).encode("utf-8"), "sha256").hex() == nxt[2]
            flush_pending(ok)
        else:
            head = ChainHead.objects.filter(pk=1).values_list("seq", "link").first()
            flush_pending(bool(head) and head[0] == pending[1] and head[1] == pending[2])
    out.count = count
    out.last_seq = expected_seq - 1
    out.last_link = prev_link
    return out


def _scan_range(args: tuple) -> _Scan:
    """Worker process entry: one seq range (a fresh database connection per process)."""
    key, lo, hi, checkpoint_links, chunk_size = args
    return _scan(key, lo, hi, checkpoint_links, chunk_size=chunk_size)


def default_workers() -> int:
    return max(1, min(4, os.cpu_count() or 1))


def verify_chain(
    *,
    key: bytes | None = None,
    checkpoint: Checkpoint | None = None,
    use_db_checkpoint: bool = True,
    chunk_size: int = 10_000,
    progress: Callable[[int, int, float], None] | None = None,
    progress_every: int = 100_000,
    stop_after: int = 0,
    workers: int = 1,
    span: int = 100_000,
) -> VerifyReport:
    """Check the whole chain and return a report; ``findings[0]`` is the first found.

    ``stop_after``: stop after that many findings (0: collect them all; one process).
    ``progress(events, last_seq, seconds)`` is called about every ``progress_every`` events.
    ``workers`` > 1 checks ranges of ``span`` seq numbers in parallel processes: each
    event's check needs only its own row and the stored link before it, so the ranges
    are independent; the findings are merged in seq order.
    """
    key = key or settings.GUARDIAN_AUDIT_KEY.encode("utf-8")
    report = VerifyReport()
    started = time.perf_counter()
    cpu_started = time.process_time()
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
    checkpoint_links = {cp.seq: cp.link for cp in checkpoints.values()}

    max_seq = AuditEvent.objects.filter(seq__isnull=False).aggregate(m=Max("seq"))["m"] or 0
    if workers > 1 and max_seq > span:
        from django.db import connections

        ranges = [(key, lo, min(lo + span, max_seq), checkpoint_links, chunk_size) for lo in range(0, max_seq, span)]
        connections.close_all()  # every forked process opens its own connection
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(workers) as pool:
            for part in pool.imap(_scan_range, ranges):
                findings.extend(part.findings)
                report.events += part.count
                if part.count:
                    report.last_seq, report.last_link = part.last_seq, part.last_link
                if progress is not None:
                    progress(report.events, part.last_seq, time.perf_counter() - started)
        stopped = bool(stop_after and len(findings) >= stop_after)
        if stopped:
            del findings[stop_after:]
    else:
        part = _scan(key, 0, None, checkpoint_links, chunk_size=chunk_size, stop_after=stop_after,
                     progress=None if progress is None else
                     (lambda n, seq: progress(n, seq, time.perf_counter() - started)),
                     progress_every=progress_every)
        findings.extend(part.findings)
        report.events, report.last_seq, report.last_link = part.count, part.last_seq, part.last_link
        stopped = bool(stop_after and len(findings) >= stop_after)

    if not stopped:
        last = report.last_seq
        for cp in sorted(checkpoints.values(), key=lambda c: -c.seq):
            if cp.seq > last:
                findings.append(Finding(TRUNCATED, MSG_TRUNCATED.format(last=last, source=cp.source, seq=cp.seq),
                                        seq=last + 1))
            break
        if not any(f.kind == TRUNCATED for f in findings):
            head = ChainHead.objects.filter(pk=1).values_list("seq", flat=True).first()
            if head and head > last:
                findings.append(Finding(TRUNCATED, MSG_TRUNCATED.format(last=last, source="the chain head", seq=head),
                                        seq=last + 1))
        outside = AuditEvent.objects.filter(Q(seq__isnull=True) | Q(seq__lte=0))
        for event_id in outside.order_by("id").values_list("id", flat=True)[:10]:
            findings.append(Finding(UNCHAINED, MSG_UNCHAINED.format(id=event_id), event_id=event_id))
    report.seconds = time.perf_counter() - started
    report.cpu_seconds = time.process_time() - cpu_started
    return report
