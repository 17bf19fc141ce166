"""Agents and their API keys."""
from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from guardian_site.errors import Conflict, InvalidInput, NotFound
from policy.auth import key_generate
from policy.engine.types import MODES
from policy.models import Agent, AgentKey

ERR_AGENT_EXISTS = "An agent with this name already exists."
ERR_AGENT_NAME = "An agent name is 1 to 100 characters."
ERR_MODE = f"The mode must be one of: {', '.join(MODES)}."
ERR_KEY_NOT_FOUND = "No such key."


def agent_create(*, name: str, mode: str = "default", description: str = "",
                 key_name: str = "") -> tuple[Agent, str]:
    """Create an agent and its first key. Returns (agent, raw key): the raw key is shown
    once and never stored."""
    name = (name or "").strip()
    if not name or len(name) > 100:
        raise InvalidInput(ERR_AGENT_NAME, field="name")
    if mode not in MODES:
        raise InvalidInput(ERR_MODE, field="mode")
    try:
        with transaction.atomic():
            agent = Agent.objects.create(name=name, mode=mode, description=description[:500])
            _key, raw = agent_key_create(agent=agent, name=key_name or "first key")
    except IntegrityError:
        raise Conflict(ERR_AGENT_EXISTS, field="name", code="exists") from None
    return agent, raw


def agent_key_create(*, agent: Agent, name: str = "") -> tuple[AgentKey, str]:
    """A new key for ``agent``. Returns (key row, raw key)."""
    for _ in range(5):
        raw, prefix, hashed = key_generate()
        try:
            with transaction.atomic():
                key = AgentKey.objects.create(agent=agent, name=name[:100], prefix=prefix, hashed_key=hashed)
            return key, raw
        except IntegrityError:  # a prefix collision: draw again
            continue
    raise RuntimeError("could not draw a unique key prefix")


def agent_key_revoke(*, key_id: int | None = None, prefix: str | None = None, agent: Agent | None = None) -> AgentKey:
    """Revoke a key (by id or prefix, optionally within one agent). Idempotent; takes
    effect at the key's next request (keys are never cached)."""
    qs = AgentKey.objects.all()
    if agent is not None:
        qs = qs.filter(agent=agent)
    if key_id is not None:
        qs = qs.filter(pk=key_id)
    elif prefix:
        qs = qs.filter(prefix=prefix)
    else:
        raise InvalidInput(ERR_KEY_NOT_FOUND, field="key")
    qs.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
    key = qs.first()
    if key is None:
        raise NotFound(ERR_KEY_NOT_FOUND)
    return key


def agent_set_enabled(*, agent: Agent, enabled: bool) -> Agent:
    Agent.objects.filter(pk=agent.pk).update(enabled=enabled)
    agent.enabled = enabled
    return agent


