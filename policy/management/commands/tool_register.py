"""``manage.py tool_register NAME (--code PATH | --module DOTTED) --capability CAP ...``

Hashes the tool's code (SHA-256 of the file, or of the module's source file found
without importing it), signs the whole registration with the private key read from
``--key-file`` / ``GUARDIAN_SIGNING_KEY_FILE`` for this run only, and saves it.
"""
from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from policy.services import registry


class Command(BaseCommand):
    help = "Register (or re-register) a tool: hash its code and sign the registration."

    def add_arguments(self, parser):
        parser.add_argument("name")
        source = parser.add_mutually_exclusive_group(required=True)
        source.add_argument("--code", help="path of the tool's code file")
        source.add_argument("--module", help="dotted module whose source file is the tool's code")
        parser.add_argument("--capability", action="append", required=True,
                            help="a capability that allows the tool (repeat: any one is enough)")
        parser.add_argument("--key-file", help="private key file (default: $GUARDIAN_SIGNING_KEY_FILE)")
        parser.add_argument("--no-revoke-on-mismatch", action="store_true",
                            help="on a re-hash mismatch record the threat event but do not revoke")
        parser.add_argument("--install-public-key", action="store_true",
                            help="install this key's public key when the policy has none")

    def handle(self, *args, **opts):
        try:
            key = registry.private_key_load(opts["key_file"])
            reg = registry.tool_register(
                name=opts["name"], capabilities=opts["capability"], key=key,
                code_path=opts["code"] or "", module=opts["module"] or "",
                revoke_on_mismatch=not opts["no_revoke_on_mismatch"],
                install_public_key=opts["install_public_key"],
            )
        except registry.RegistryError as exc:
            raise CommandError(exc.message) from None
        finally:
            key = None  # noqa: F841  (drop the only reference to the key)
        self.stdout.write(f"registered {reg.name} sha256={reg.sha256} capability={','.join(reg.required_capability)}")
