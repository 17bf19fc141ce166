"""Small helpers for the service tests (real HTTP against ``live_guardian``)."""
from __future__ import annotations

from typing import Any

import httpx


def evaluate(url: str, key: str | None, body: Any, *, timeout: float = 10.0, raw: bytes | None = None) -> httpx.Response:
    headers = {"Content-Type": "application/json"}
    if key is not None:
        headers["Authorization"] = f"Api-Key {key}"
    if raw is not None:
        return httpx.post(f"{url}/api/v1/evaluate", content=raw, headers=headers, timeout=timeout)
    return httpx.post(f"{url}/api/v1/evaluate", json=body, headers=headers, timeout=timeout)


def call(tool: str, args: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"session_id": extra.pop("session_id", "s-1"), "tool": tool, "args": args or {}}
    body.setdefault("cwd", "/home/dev/project")
    body.update(extra)
    return body


def policy_change(summary: str, fn: Any) -> None:
    """Run ``fn()`` (a policy write) and bump the version in the same transaction."""
    from django.db import transaction

    from policy.services.versions import policy_version_bump

    with transaction.atomic():
        fn()
        policy_version_bump(summary=summary)
