"""``manage.py audit_verify``: recompute every link of the audit chain.

Exit status 0 when the chain is intact, 1 on any finding (the first one is named).
"""
from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from audit.models import ChainHead
from audit.verify import checkpoint_from_file, default_workers, verify_chain

MSG_OK = "audit chain OK: {events} events, head seq={seq}, {rate:,.0f} events/s"
MSG_FAILED = "audit chain FAILED: {n} finding(s); first: {first}"


class Command(BaseCommand):
    help = "Verify the tamper-evident audit chain; exit 1 and name the first changed, deleted, inserted or reordered event."

    def add_arguments(self, parser):
        parser.add_argument("--checkpoint", metavar="FILE",
                            help="an exported checkpoint file (audit_checkpoint --export) to check the tail against")
        parser.add_argument("--max-findings", type=int, default=20, help="stop after this many findings (0: all)")
        parser.add_argument("--chunk-size", type=int, default=10_000)
        parser.add_argument("--workers", type=int, default=0,
                            help="parallel processes over seq ranges (default: 1 up to 200,000 events, else one per CPU up to 4)")
        parser.add_argument("--json", action="store_true", help="print the report as JSON")
        parser.add_argument("--no-progress", action="store_true")

    def handle(self, *args, **opts):
        checkpoint = checkpoint_from_file(opts["checkpoint"]) if opts["checkpoint"] else None

        def progress(events: int, seq: int, seconds: float) -> None:
            sys.stderr.write(f"  verified {events:,} events (seq {seq:,}), {events / seconds:,.0f}/s\n")
            sys.stderr.flush()

        workers = opts["workers"]
        if workers <= 0:
            head = ChainHead.objects.filter(pk=1).values_list("seq", flat=True).first() or 0
            workers = default_workers() if head > 200_000 else 1
        report = verify_chain(
            workers=workers,
            checkpoint=checkpoint,
            chunk_size=opts["chunk_size"],
            stop_after=opts["max_findings"],
            progress=None if opts["no_progress"] else progress,
        )
        if opts["json"]:
            self.stdout.write(json.dumps({
                "ok": report.ok, "events": report.events, "last_seq": report.last_seq,
                "seconds": round(report.seconds, 3), "events_per_second": round(report.rate),
                "findings": [f.as_dict() for f in report.findings],
            }, ensure_ascii=False))
        else:
            for finding in report.findings:
                self.stdout.write(f"{finding.kind}: {finding.message}")
        if not report.ok:
            raise CommandError(MSG_FAILED.format(n=len(report.findings), first=report.findings[0].message),
                               returncode=1)
        if not opts["json"]:
            self.stdout.write(MSG_OK.format(events=report.events, seq=report.last_seq, rate=report.rate))
