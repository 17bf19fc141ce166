"""``manage.py agent_create NAME [--mode MODE]``: prints the new key once, alone on its
last line."""
from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from guardian_site.errors import GuardianError
from policy.engine.types import MODES
from policy.services.agents import agent_create


class Command(BaseCommand):
    help = "Create an agent and print its API key (shown once)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("name")
        parser.add_argument("--mode", default="default", choices=MODES)
        parser.add_argument("--description", default="")

    def handle(self, *args, **options) -> None:
        try:
            agent, raw = agent_create(name=options["name"], mode=options["mode"],
                                      description=options["description"])
        except GuardianError as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(f"Agent {agent.name!r} created (mode {agent.mode}). Its API key, shown once:")
        self.stdout.write(raw)
