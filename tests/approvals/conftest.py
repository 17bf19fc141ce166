"""Fixtures of the reviewers' console tests: a second reviewer, and asks made directly
with the models (the agents' side is tested by the service's own tests)."""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import sys
import types
import uuid
from typing import Any, Callable

import pytest
from django.contrib.auth.models import Group
from django.utils import timezone

from approvals.models import ApprovalRequest
from audit.models import AuditEvent
from policy.models import Agent
from tests.conftest import PASSWORD


# ``channels.testing`` imports daphne for its live-server test case, which we do not use
# (the live server here is uvicorn). Without daphne installed, a stand-in lets
# ``WebsocketCommunicator`` import; with daphne installed, nothing changes.
try:  # pragma: no cover - depends on the environment
    import daphne.testing  # noqa: F401
except ImportError:  # pragma: no cover
    _daphne = types.ModuleType("daphne")
    _daphne_testing = types.ModuleType("daphne.testing")
    _daphne_testing.DaphneProcess = object  # type: ignore[attr-defined]
    _daphne.testing = _daphne_testing  # type: ignore[attr-defined]
    sys.modules.setdefault("daphne", _daphne)
    sys.modules.setdefault("daphne.testing", _daphne_testing)


def _person(django_user_model, username: str, *roles: str, **extra: Any):
    user = django_user_model.objects.create_user(username=username, password=PASSWORD, **extra)
    for role in roles:
        user.groups.add(Group.objects.get_or_create(name=role)[0])
    return user


# reviewer, operator, admin_user, outsider come from tests/conftest.py; a race needs two
# reviewers.


@pytest.fixture
def second_reviewer(django_user_model):
    return _person(django_user_model, "bob", "reviewer")


@pytest.fixture
def agent(db) -> Agent:
    return Agent.objects.get_or_create(name="builder-bot")[0]


@pytest.fixture
def make_ask(agent) -> Callable[..., ApprovalRequest]:
    """An ask waiting for a person: its evaluation audit event and its approval request."""

    def make(*, tool: str = "Bash", args: dict | None = None, session_id: str = "s-1",
             reason: str = "npm install runs package scripts", check: str = "risky_command",
             suggestions: list[str] | None = None, details: dict | None = None,
             ttl: float = 600, created_at: dt.datetime | None = None, on_agent: Agent | None = None,
             ) -> ApprovalRequest:
        args = {"command": "npm install left-pad"} if args is None else args
        created = created_at or timezone.now()
        who = on_agent or agent
        canonical = json.dumps({"tool": tool, "args": args}, sort_keys=True, separators=(",", ":"))
        event = AuditEvent.objects.create(
            created_at=created, agent=who, agent_name=who.name, session_id=session_id, tool=tool,
            args=args, decision="ask", reason=reason, check_name=check,
        )
        return ApprovalRequest.objects.create(
            id=uuid.uuid4(), created_at=created, expires_at=created + dt.timedelta(seconds=ttl), agent=who,
            event=event, session_id=session_id, tool=tool, args=args,
            input_sha256=hashlib.sha256(canonical.encode()).hexdigest(), reason=reason, check_name=check,
            suggestions=["Bash(npm install:*)"] if suggestions is None else suggestions,
            details={"parts": [{"part": "npm install left-pad", "reason": "installs packages"}]}
            if details is None else details,
        )

    return make
