"""``manage.py audit_checkpoint``: sign the chain head now, and/or export checkpoints."""
from __future__ import annotations

import os

from django.core.management.base import BaseCommand

from audit.checkpoints import audit_checkpoint_create, checkpoints_export


class Command(BaseCommand):
    help = "Write a signed checkpoint of the audit chain head; --export FILE|- writes all checkpoints as JSON lines."

    def add_arguments(self, parser):
        parser.add_argument("--export", metavar="FILE", help="write every checkpoint as JSON lines ('-': stdout)")
        parser.add_argument("--no-create", action="store_true", help="only export")

    def handle(self, *args, **opts):
        if not opts["no_create"]:
            cp = audit_checkpoint_create()
            if cp is None:
                self.stderr.write("the audit chain is empty: no checkpoint")
            else:
                self.stderr.write(f"checkpoint seq={cp.seq} link={cp.link}")
        target = opts["export"]
        if target == "-":
            checkpoints_export(self.stdout)
        elif target:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            with open(fd, "w", encoding="utf-8") as out:
                n = checkpoints_export(out)
            self.stderr.write(f"{n} checkpoint(s) written to {target}")
