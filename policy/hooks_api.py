"""``POST /api/v1/hooks/claude-code``: Claude Code's ``"type": "http"`` hook, answered in
its own format (see ``policy.hooks``).

A plain async Django view rather than a DRF APIView: the body and the answer are Claude
Code's formats, not Guardian's, and every failure must still be a 2xx with a deny (an
HTTP hook's error status, like a timeout, lets the call through). Holding an ask while a
reviewer decides awaits an asyncio event on the web process's loop: no thread per wait.

Order of work for one call:
1. read the agent key (``Authorization: Api-Key|Bearer <key>`` or ``X-Guardian-Key``);
2. validate the hook input (``policy.hooks.parse_hook_input``);
3. PreToolUse -> the evaluate service (the same one as ``POST /api/v1/evaluate``);
   PermissionRequest -> the approval Guardian already has for this call, else evaluate;
   PostToolUse / PostToolUseFailure -> record the result on the PreToolUse event;
4. anything that goes wrong -> the event's deny (PreToolUse / PermissionRequest).
"""
from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from guardian_site.errors import GuardianError
from policy import hooks
from policy.auth import agent_for_key

logger = logging.getLogger("guardian.hooks")

DEFAULT_HOLD_SECONDS = 50.0
MAX_BODY_BYTES = 1 << 20          # the input of an event that decides (PreToolUse, PermissionRequest)
# A PostToolUse input carries the tool's output as well (a Write's content twice, an MCP
# result): read up to this much so that it is still answered in its own format.
MAX_READ_BYTES = 8 << 20
APPROVAL_LOOKBACK = 20       # recent asks of the session searched for a PermissionRequest

ERR_BODY_TOO_LARGE = "the hook input is too large"
ERR_NOT_JSON = "the hook input is not JSON"
REASON_HOLD_TIMEOUT = "no reviewer decided within {seconds:g}s: {reason}"
REASON_REVIEW_DENIED = "a reviewer denied this call: {reason}"
REASON_REVIEW_EXPIRED = "the approval expired before a reviewer decided: {reason}"
REASON_REVIEW_APPROVED = "approved by a reviewer ({scope}): {reason}"
REASON_ONCE_SPENT = "the reviewer's approval for one call was already used: {reason}"


def hold_seconds() -> float:
    """How long an ask is held for a reviewer: keep it below the hook's ``timeout``."""
    return float(getattr(settings, "GUARDIAN_HOOK_HOLD_SECONDS", DEFAULT_HOLD_SECONDS))


def raw_key(request: HttpRequest) -> str:
    """The agent key from ``X-Guardian-Key`` or ``Authorization: Api-Key|Bearer <key>``
    (Claude Code's HTTP hooks send any header, with ``$VAR`` interpolation). A value still
    holding a ``$VARIABLE`` was never interpolated: no key."""
    explicit = request.headers.get("X-Guardian-Key", "").strip()
    if explicit:
        return "" if explicit.startswith("$") else explicit
    scheme, _, value = request.headers.get("Authorization", "").strip().partition(" ")
    if scheme.lower() in ("api-key", "bearer") and value.strip() and not value.strip().startswith("$"):
        return value.strip()
    return ""


def _key_header_sent(request: HttpRequest) -> bool:
    """A key header was configured but came without a key (an uninterpolated variable)."""
    return "X-Guardian-Key" in request.headers or request.headers.get(
        "Authorization", "").strip().lower().startswith(("api-key", "bearer"))


def _answer(body: dict[str, Any]) -> JsonResponse:
    return JsonResponse(body, status=200, json_dumps_params={"ensure_ascii": False, "separators": (",", ":")})


# -- the synchronous parts (database, evaluate service) ---------------------------------------

def _authenticate(key: str, header_sent: bool = False) -> Any:
    if not key:
        message = hooks.ERR_KEY_NOT_INTERPOLATED if header_sent else hooks.ERR_UNAUTHENTICATED
        raise GuardianError(message, field="Authorization", status=401)
    return agent_for_key(key)


def evaluate_input(*, raw_key: str, agent: Any, hook: hooks.HookInput) -> Any:
    """The evaluate service's input for this hook call. The request's mode is narrowed
    against the agent's here too (it may never widen); the engine narrows again."""
    from policy.services.evaluate import EvaluateInput

    fields: dict[str, Any] = {
        "raw_key": raw_key,
        "tool": hook.tool_name,
        "args": dict(hook.tool_input),
        "session_id": hook.session_id or "claude-code",
        "cwd": hook.cwd,
        "mode": hooks.narrowest_mode(agent.mode, hook.mode) if hook.mode else None,
    }
    if "tool_use_id" in getattr(EvaluateInput, "__dataclass_fields__", {}):
        fields["tool_use_id"] = hook.tool_use_id
    return EvaluateInput(**fields)


async def evaluate_for_hook(*, raw_key: str, agent: Any, hook: hooks.HookInput) -> dict[str, Any]:
    """The evaluate service, exactly as ``POST /api/v1/evaluate`` calls it (its answer
    has the API's shape: decision, reason, check, rule, flags, approval?, event_id)."""
    from policy.services.evaluate import evaluation_decide

    return await evaluation_decide(evaluate_input(raw_key=raw_key, agent=agent, hook=hook))


def _approval_state(agent: Any, approval_id: str) -> Any:
    from approvals.services import approval_for_agent

    return approval_for_agent(approval_id=approval_id, agent=agent)


def _existing_approval(agent: Any, hook: hooks.HookInput) -> Any:
    """The approval Guardian queued for this very call (same agent, session, tool and
    input), most recent first: PermissionRequest carries no tool_use_id."""
    from approvals.models import ApprovalRequest

    recent = ApprovalRequest.objects.filter(
        agent=agent, session_id=hook.session_id or "claude-code", tool=hook.tool_name
    ).order_by("-created_at")[:APPROVAL_LOOKBACK]
    wanted = dict(hook.tool_input)
    for approval in recent:
        if approval.args == wanted:
            return approval
    return None


def _record_result(agent: Any, hook: hooks.HookInput) -> None:
    """PostToolUse: the result on the PreToolUse event of this tool_use_id (once)."""
    from audit.models import AuditEvent
    from audit.services import audit_event_result_record

    if not hook.tool_use_id:
        return
    event_id = (AuditEvent.objects.filter(agent=agent, session_id=hook.session_id or "claude-code",
                                          tool_use_id=hook.tool_use_id, kind=AuditEvent.KIND_EVALUATION)
                .order_by("-id").values_list("pk", flat=True).first())
    if event_id is None:
        return
    try:
        audit_event_result_record(event_id=event_id, agent=agent, **hooks.result_fields(hook))
    except GuardianError:
        pass  # already reported: the first report stands


# -- holding an ask -------------------------------------------------------------------------

async def hold_for_reviewer(agent: Any, approval_id: str, seconds: float) -> Any:
    """Wait (on the event loop, no thread) until the approval is decided or ``seconds``
    pass; returns the approval as last read. The waiter is registered before the first
    read, so a decision landing in between still wakes us."""
    from approvals import events
    from approvals.models import ApprovalRequest

    loop = asyncio.get_running_loop()
    deadline = loop.time() + max(0.0, seconds)
    waiter = events.waiter_add(approval_id)
    try:
        while True:
            approval = await sync_to_async(_approval_state)(agent, approval_id)
            if approval.status != ApprovalRequest.PENDING:
                return approval
            remaining = deadline - loop.time()
            if remaining <= 0:
                return approval
            try:
                await asyncio.wait_for(waiter.wait(), timeout=remaining)
            except TimeoutError:
                pass
            waiter.clear()
    finally:
        events.waiter_remove(approval_id, waiter)


def _reviewed(approval: Any, reason: str, hold: float) -> tuple[str, str]:
    """(allow | deny, reason) for a held approval: only an approval allows."""
    status = approval.status
    if status == "approved":
        return "allow", REASON_REVIEW_APPROVED.format(scope=approval.scope or "once", reason=reason)
    if status == "denied":
        return "deny", REASON_REVIEW_DENIED.format(reason=approval.note or reason)
    if status == "expired":
        return "deny", REASON_REVIEW_EXPIRED.format(reason=reason)
    return "deny", REASON_HOLD_TIMEOUT.format(seconds=hold, reason=reason)


def _approval_id(result: dict[str, Any]) -> str | None:
    approval = result.get("approval")
    if isinstance(approval, dict) and approval.get("id"):
        return str(approval["id"])
    if isinstance(approval, str) and approval:
        return approval
    return None


# -- the events -----------------------------------------------------------------------------

async def _pre_tool_use(raw_key: str, agent: Any, hook: hooks.HookInput) -> dict[str, Any]:
    result = await evaluate_for_hook(raw_key=raw_key, agent=agent, hook=hook)
    decision = result.get("decision")
    reason = str(result.get("reason") or "")
    event_id = result.get("event_id")
    approval_id = _approval_id(result)
    if decision == "ask" and agent.hold_asks and approval_id:
        hold = hold_seconds()
        approval = await hold_for_reviewer(agent, approval_id, hold)
        decision, reason = _reviewed(approval, reason, hold)
    elif decision not in ("allow", "deny", "ask"):
        decision, reason = "deny", hooks.ERR_INTERNAL
    return hooks.pre_tool_use_output(decision, hooks.reason_text(reason, event_id=event_id, approval_id=approval_id))


def _always_updates(approval: Any) -> list[hooks.PermissionUpdate]:
    if approval.status == "approved" and approval.scope == "always":
        # (every rule stored: one per part of a compound command)
        return [u for u in map(hooks.permission_update_for_rule, approval.stored_rules) if u]
    return []


def _spend_once(agent: Any, approval_id: Any) -> bool:
    from approvals.services import approval_once_spend

    return approval_once_spend(approval_id=approval_id, agent=agent)


async def _permission_request(raw_key: str, agent: Any, hook: hooks.HookInput, *,
                              fresh: bool = False) -> dict[str, Any]:
    """``fresh``: skip the approvals already queued and evaluate this call anew."""
    approval = None if fresh else await sync_to_async(_existing_approval)(agent, hook)
    reason = approval.reason if approval is not None else ""
    approval_id = str(approval.pk) if approval is not None else None
    if approval is None:
        result = await evaluate_for_hook(raw_key=raw_key, agent=agent, hook=hook)
        decision, reason = result.get("decision"), str(result.get("reason") or "")
        approval_id = _approval_id(result)
        if decision == "allow":
            return hooks.permission_request_output("allow")
        if decision != "ask" or not approval_id:
            return hooks.permission_request_output(
                "deny", message=hooks.reason_text(reason or hooks.ERR_INTERNAL, event_id=result.get("event_id")))
        approval = await sync_to_async(_approval_state)(agent, approval_id)
    if approval.status == "pending":
        if not agent.hold_asks:
            return {}   # no decision: Claude Code's own dialog asks the person at the terminal
        approval = await hold_for_reviewer(agent, approval_id, hold_seconds())
    verdict, why = _reviewed(approval, reason, hold_seconds())
    if verdict == "allow" and approval.scope in ("", "once"):
        # a "once" approval answers one PermissionRequest; a later one with the same input
        # is a new call and is evaluated afresh (a new ask, not a replay)
        if not await sync_to_async(_spend_once)(agent, approval.pk):
            if fresh:
                return hooks.permission_request_output("deny", message=hooks.reason_text(
                    REASON_ONCE_SPENT.format(reason=reason), approval_id=approval_id))
            return await _permission_request(raw_key, agent, hook, fresh=True)
    if verdict == "allow":
        return hooks.permission_request_output("allow", updated_permissions=_always_updates(approval))
    return hooks.permission_request_output("deny", message=hooks.reason_text(why, approval_id=approval_id))


@csrf_exempt      # agents authenticate with a key, never with a cookie
@require_POST
async def claude_code_hook(request: HttpRequest) -> JsonResponse:
    """Claude Code's hook JSON in, its hook JSON out; every failure blocks."""
    event = hooks.PRE_TOOL_USE
    try:
        # read() rather than .body: the cap here is ours (DATA_UPLOAD_MAX_MEMORY_SIZE would
        # turn a large PostToolUse into an error instead of an answer in its format)
        raw = request.read(MAX_READ_BYTES + 1)
        if len(raw) > MAX_READ_BYTES:
            return _answer(hooks.deny_output(event, ERR_BODY_TOO_LARGE + " [Guardian]"))
        try:
            body = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return _answer(hooks.deny_output(event, ERR_NOT_JSON + " [Guardian]"))
        event = hooks.event_of(body)
        if len(raw) > MAX_BODY_BYTES and event in hooks.DECIDING_EVENTS:
            return _answer(hooks.deny_output(event, ERR_BODY_TOO_LARGE + " [Guardian]"))
        key = raw_key(request)
        try:
            agent = await sync_to_async(_authenticate)(key, not key and _key_header_sent(request))
        except GuardianError as exc:
            return _answer(hooks.deny_output(event, f"{exc.message} [Guardian]"))
        if event in hooks.NON_DECIDING_EVENTS:
            return _answer(hooks.post_tool_use_output())   # no policy there: no opinion
        try:
            hook = hooks.parse_hook_input(body)
        except hooks.HookInputError as exc:
            return _answer(hooks.deny_output(event, f"bad hook input: {exc} [Guardian]"))
        if hook.event == hooks.PRE_TOOL_USE:
            return _answer(await _pre_tool_use(key, agent, hook))
        if hook.event == hooks.PERMISSION_REQUEST:
            return _answer(await _permission_request(key, agent, hook))
        await sync_to_async(_record_result)(agent, hook)
        return _answer(hooks.post_tool_use_output())
    except GuardianError as exc:
        return _answer(hooks.deny_output(event, f"{exc.message} [Guardian]"))
    except Exception:  # noqa: BLE001 - fail closed: never let an error through as an allow
        logger.exception("claude code hook failed")
        return _answer(hooks.deny_output(event, hooks.ERR_INTERNAL + " [Guardian]"))
