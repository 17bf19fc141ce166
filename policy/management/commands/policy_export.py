"""``manage.py policy_export [FILE]``: the live policy as policy file v1 (stdout without FILE)."""
from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand

from policy.services.policy_file import policy_export_text


class Command(BaseCommand):
    help = "Export the live policy as a policy file (v1)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", nargs="?", default="", help="write here instead of standard output")

    def handle(self, *args, **options) -> None:
        text = policy_export_text()
        if options["file"]:
            Path(options["file"]).write_text(text, encoding="utf-8")
        else:
            self.stdout.write(text, ending="")
