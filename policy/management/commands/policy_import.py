"""``manage.py policy_import FILE [--dry-run]``: import a policy file v1 (or a seed 000
guard plugin, YAML or markdown) in one transaction; ``--dry-run`` only prints the preview."""
from __future__ import annotations

import json
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from policy.services.policy_file import PolicyFileError, policy_import_apply, policy_import_preview
from policy.services.rules import PolicyDataError


class Command(BaseCommand):
    help = "Import a policy file (v1) or a guard plugin file, replacing the policy in one transaction."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", help="policy file (YAML) or guard plugin (.yaml / .md); '-' reads stdin")
        parser.add_argument("--dry-run", action="store_true", help="show what would change, change nothing")
        parser.add_argument("--user", default="", help="username recorded in the change log")

    def handle(self, *args, **options) -> None:
        name = options["file"]
        if name == "-":
            import sys
            data, filename = sys.stdin.buffer.read(), "stdin.yaml"
        else:
            path = Path(name)
            if not path.is_file():
                raise CommandError(f"{name}: no such file")
            data, filename = path.read_bytes(), path.name
        user = None
        if options["user"]:
            user = get_user_model().objects.filter(username=options["user"]).first()
            if user is None:
                raise CommandError(f"no user {options['user']!r}")
        try:
            plan = policy_import_preview(text=data, filename=filename)
            self.stdout.write(json.dumps(plan.as_dict(), indent=2, ensure_ascii=False))
            if options["dry_run"]:
                self.stdout.write("dry run: nothing changed")
                return
            version = policy_import_apply(user=user, text=data, filename=filename)
        except PolicyFileError as exc:
            raise CommandError(f"{filename}: {exc.path or '(file)'}: {exc.message}; nothing changed") from None
        except PolicyDataError as exc:
            raise CommandError(f"{filename}: {exc}; nothing changed") from None
        self.stdout.write(self.style.SUCCESS(f"imported: policy version {version.version}"))
