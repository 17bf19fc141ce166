"""``manage.py tool_rehash [NAME ...] [--enqueue]``: re-hash registered tools now."""
from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from policy.models import ToolRegistration
from policy.services import registry


class Command(BaseCommand):
    help = "Re-hash registered tools whose code the server can read; exit 1 on a mismatch."

    def add_arguments(self, parser):
        parser.add_argument("names", nargs="*")
        parser.add_argument("--enqueue", action="store_true", help="hand the work to the Celery workers")

    def handle(self, *args, **opts):
        if opts["enqueue"]:
            from policy.tasks import tool_rehash_all_task

            tool_rehash_all_task.delay()
            self.stdout.write("enqueued")
            return
        ids = registry.rehashable_registration_ids()
        if opts["names"]:
            ids = list(ToolRegistration.objects.filter(id__in=ids, name__in=opts["names"]).values_list("id", flat=True))
        bad = 0
        for registration_id in ids:
            r = registry.tool_rehash(registration_id=registration_id)
            state = "ok" if r.ok else ("MISMATCH" + (" (revoked)" if r.revoked else ""))
            self.stdout.write(f"{r.name}: {state}")
            bad += not r.ok
        if bad:
            raise CommandError(f"{bad} tool(s) do not match their registration", returncode=1)
