"""``manage.py signing_keygen [--out FILE] [--pem] [--install]``: a new Ed25519 key pair.

The private key goes to FILE (created with mode 0600, never overwritten) or to standard
output, as base64 of its raw 32 bytes (``--pem``: PEM PKCS#8). It is never stored in the
database. The public key (base64 of its raw 32 bytes) is printed; ``--install`` sets it
as the policy's public key (a policy version bump).
"""
from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from policy.services import registry


class Command(BaseCommand):
    help = "Generate an Ed25519 signing key pair for tool registrations."

    def add_arguments(self, parser):
        parser.add_argument("--out", help="file for the private key (mode 0600); default: standard output")
        parser.add_argument("--pem", action="store_true", help="write the private key as PEM PKCS#8")
        parser.add_argument("--install", action="store_true",
                            help="install the public key into the policy (registrations signed with another "
                                 "key stop verifying: use tool_resign to rotate)")

    def handle(self, *args, **opts):
        key = registry.signing_key_generate()
        pub = registry.public_key_b64(key)
        try:
            if opts["out"]:
                registry.private_key_write(key, opts["out"], pem=opts["pem"])
                self.stderr.write(f"private key written to {opts['out']} (mode 0600)")
            else:
                self.stdout.write(registry.private_key_text(key, pem=opts["pem"]).rstrip("\n"))
            if opts["install"]:
                registry.signing_public_key_install(public_key=pub)
                self.stderr.write("public key installed in the policy")
        except registry.RegistryError as exc:
            raise CommandError(exc.message) from None
        (self.stderr if not opts["out"] else self.stdout).write(f"public key: {pub}")
