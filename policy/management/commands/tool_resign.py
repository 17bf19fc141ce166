"""``manage.py tool_resign --key-file NEW [--enqueue]``: key rotation.

Re-signs every registration whose current signature verifies with the new key and
switches the policy's public key, in one transaction. ``--enqueue`` hands it to a
Celery worker: only the key file's *path* travels through the broker; the worker reads
the key, uses it for that run and keeps nothing (trust trade-off: the worker's host
must be able to read the key file for the duration of the run; see docs/integrity.md).
"""
from __future__ import annotations

import os

from django.core.management.base import BaseCommand, CommandError

from policy.services import registry


class Command(BaseCommand):
    help = "Rotate the signing key: re-sign all registrations with a new key and install its public key."

    def add_arguments(self, parser):
        parser.add_argument("--key-file", required=True, help="the NEW private key file")
        parser.add_argument("--enqueue", action="store_true", help="run in a Celery worker")
        parser.add_argument("--allow-unverified", action="store_true",
                            help="no public key installed yet: sign every registration as it is")

    def handle(self, *args, **opts):
        path = os.path.abspath(opts["key_file"])
        try:
            key = registry.private_key_load(path)  # fail here, not in the worker, on a bad file
            if opts["enqueue"]:
                from policy.tasks import tool_resign_task

                tool_resign_task.delay(path, opts["allow_unverified"])
                self.stdout.write(f"enqueued; new public key {registry.public_key_b64(key)}")
                return
            result = registry.tool_registrations_resign(key=key, allow_unverified=opts["allow_unverified"])
        except registry.RegistryError as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(f"public key {result.public_key}: {result.resigned} re-signed"
                          + (f", left invalid: {', '.join(result.skipped)}" if result.skipped else ""))
