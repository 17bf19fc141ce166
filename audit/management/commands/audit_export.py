"""``manage.py audit_export --since ... --format jsonl``: stream the audit trail."""
from __future__ import annotations

import datetime as dt

from django.core.management.base import BaseCommand, CommandError
from django.utils.dateparse import parse_date, parse_datetime

from audit.export import FORMATS, audit_export_lines

ERR_WHEN = "--since/--until take an ISO-8601 date or datetime (UTC when no offset is given)"


def parse_when(text: str | None) -> dt.datetime | None:
    """An ISO date or datetime as an aware UTC datetime; ``None`` for no bound."""
    if not text:
        return None
    value = parse_datetime(text)
    if value is None:
        day = parse_date(text)
        if day is None:
            raise ValueError(ERR_WHEN)
        value = dt.datetime(day.year, day.month, day.day)
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.timezone.utc)
    return value


class Command(BaseCommand):
    help = "Export audit events as JSON lines (seed 001's record plus Guardian's decision fields)."

    def add_arguments(self, parser):
        parser.add_argument("--since", help="ISO date/datetime, inclusive")
        parser.add_argument("--until", help="ISO date/datetime, exclusive")
        parser.add_argument("--format", default="jsonl", choices=FORMATS)
        parser.add_argument("--output", "-o", default="-", help="file to write ('-': stdout)")

    def handle(self, *args, **opts):
        try:
            since, until = parse_when(opts["since"]), parse_when(opts["until"])
        except (ValueError, TypeError) as exc:
            raise CommandError(ERR_WHEN) from exc
        out = self.stdout if opts["output"] == "-" else open(opts["output"], "w", encoding="utf-8")
        try:
            for line in audit_export_lines(since=since, until=until, fmt=opts["format"]):
                out.write(line)
        finally:
            if out is not self.stdout:
                out.close()
            else:
                out.flush()
