"""The agents' side of approvals: ``GET /api/v1/approvals/{id}?wait=N``.

An async view: it waits up to min(N, GUARDIAN_LONG_POLL_MAX_SECONDS) seconds on an
asyncio event in this process's waiter registry (no thread per wait), woken at once by
``approvals.events`` (directly in this process, through the channel layer from the
others). Database reads run briefly in a thread (``sync_to_async``). Only the agent that
created the approval may read it (any other: 404). A pending approval past its expiry
is answered (and marked) ``expired``: the call is denied.
"""
from __future__ import annotations

import asyncio
import time
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.http import HttpRequest, JsonResponse
from django.utils import timezone

from approvals import events
from approvals.models import ApprovalRequest
from approvals.services import approval_for_agent
from guardian_site.errors import GuardianError, InvalidInput, NotFound, Unavailable
from policy.auth import agent_for_key, key_from_header

ERR_WAIT = "wait must be a whole number of seconds from 0 to {limit}."
# A waiter re-reads the database at least this often, in case a wake-up was lost.
RECHECK_SECONDS = float(getattr(settings, "GUARDIAN_LONG_POLL_RECHECK_SECONDS", 5.0))


def approval_status_body(approval: ApprovalRequest) -> dict[str, Any]:
    """The agent's view of an approval: status and what it means for the call."""
    decision = {"approved": "allow", "denied": "deny", "expired": "deny"}.get(approval.status, "ask")
    if approval.status == ApprovalRequest.APPROVED:
        reason = approval.note or f"approved by a reviewer ({approval.scope})"
    elif approval.status == ApprovalRequest.DENIED:
        reason = approval.note or "denied by a reviewer"
    elif approval.status == ApprovalRequest.EXPIRED:
        reason = "no reviewer decided before the request expired: denied"
    else:
        reason = approval.reason
    return {
        "id": str(approval.pk), "status": approval.status, "decision": decision, "reason": reason,
        "scope": approval.scope or None, "tool": approval.tool, "input_sha256": approval.input_sha256,
        "event_id": approval.event_id, "created_at": approval.created_at.isoformat(),
        "expires_at": approval.expires_at.isoformat(),
        "decided_at": approval.decided_at.isoformat() if approval.decided_at else None,
        "rule": approval.applied_rule or None,
        "rules": approval.stored_rules,
    }


def _read(raw_key: str, approval_id: str) -> ApprovalRequest:
    from django.db import connection

    try:
        agent = agent_for_key(raw_key)
        return approval_for_agent(approval_id=approval_id, agent=agent)
    except GuardianError:
        raise
    except Exception:
        connection.close()
        raise Unavailable() from None


_read_async = sync_to_async(_read, thread_sensitive=False)


def _wait_seconds(request: HttpRequest) -> float:
    limit = settings.GUARDIAN_LONG_POLL_MAX_SECONDS
    raw = request.GET.get("wait", "0")
    try:
        value = int(raw)
    except ValueError:
        raise InvalidInput(ERR_WAIT.format(limit=limit), field="wait") from None
    if value < 0:
        raise InvalidInput(ERR_WAIT.format(limit=limit), field="wait")
    return float(min(value, limit))


async def approval_status_view(request: HttpRequest, approval_id: str) -> JsonResponse:
    if request.method != "GET":
        return JsonResponse(GuardianError("Method not allowed.", code="method_not_allowed", status=405).as_body(),
                            status=405)
    try:
        raw_key = key_from_header(request.headers.get("Authorization"))
        wait = _wait_seconds(request)
        try:
            import uuid

            uuid.UUID(str(approval_id))
        except ValueError:
            raise NotFound("No such approval request.") from None
        approval = await _read_async(raw_key, approval_id)
        if approval.status == ApprovalRequest.PENDING and wait > 0:
            approval = await _wait(raw_key, approval, wait)
    except GuardianError as exc:
        response = JsonResponse(exc.as_body(), status=exc.status)
        if exc.status == 401:
            response["WWW-Authenticate"] = "Api-Key"
        return response
    return JsonResponse(approval_status_body(approval))


async def _wait(raw_key: str, approval: ApprovalRequest, wait: float) -> ApprovalRequest:
    approval_id = str(approval.pk)
    deadline = time.monotonic() + wait
    event = events.waiter_add(approval_id)
    try:
        # Re-read once after registering: a decision committed between the first read
        # and the registration would otherwise be missed until the next recheck.
        approval = await _read_async(raw_key, approval_id)
        while approval.status == ApprovalRequest.PENDING:
            remaining = deadline - time.monotonic()
            until_expiry = (approval.expires_at - timezone.now()).total_seconds()
            slice_ = min(remaining, max(0.0, until_expiry) + 0.05, RECHECK_SECONDS)
            if remaining <= 0:
                break
            if slice_ > 0:
                try:
                    await asyncio.wait_for(event.wait(), slice_)
                except TimeoutError:
                    pass
            event.clear()
            approval = await _read_async(raw_key, approval_id)
    finally:
        events.waiter_remove(approval_id, event)
    return approval
