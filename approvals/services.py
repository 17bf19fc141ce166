"""Writes to approval requests: create (the evaluate path), decide (reviewers), expire.

Pushes (``approvals.events``) are sent after commit, so no browser or agent ever sees a
state the database rolled back.
"""
from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from approvals import events
from approvals.models import ApprovalRequest, SessionApproval
from audit.models import AuditEvent
from audit.services import audit_event_record
from guardian_site.errors import Conflict, InvalidInput, NotFound
from policy.engine.types import PolicyError

OUTCOMES = ("approve", "deny")
SCOPES = (ApprovalRequest.ONCE, ApprovalRequest.SESSION, ApprovalRequest.ALWAYS)

ERR_APPROVAL_NOT_FOUND = "No such approval request."
ERR_OUTCOME = "The outcome must be 'approve' or 'deny'."
ERR_SCOPE = "The scope must be 'once', 'session' or 'always'."
ERR_RULE_REQUIRED = "Deciding 'always' needs a permission rule (the suggestion, possibly narrowed)."
ERR_ALREADY_DECIDED = "This request was already {status} by {who} at {when}."
ERR_EXPIRED = "This request expired at {when}: the call was denied."
ERR_SESSION_DENY = "A denial cannot be cached for the session; use 'once' or 'always'."
REVIEW_CHECK = "review"


class ApprovalAlreadyDecided(Conflict):
    code = "already_decided"

    def __init__(self, approval: ApprovalRequest) -> None:
        if approval.status == ApprovalRequest.EXPIRED:
            message = ERR_EXPIRED.format(when=approval.expires_at.isoformat())
        else:
            who = approval.decided_by.get_username() if approval.decided_by_id else "nobody"
            when = approval.decided_at.isoformat() if approval.decided_at else "?"
            message = ERR_ALREADY_DECIDED.format(status=approval.status, who=who, when=when)
        super().__init__(message, extra={"status": approval.status,
                                         "decided_by": approval.decided_by.get_username()
                                         if approval.decided_by_id else None})


def approval_create(*, event: AuditEvent, agent: Any, session_id: str, task_id: str, tool: str,
                    args: dict, input_sha256: str, cwd: str, reason: str, check_name: str,
                    rule: str, suggestions: list[str], details: dict,
                    now: dt.datetime | None = None) -> ApprovalRequest:
    """Queue an ask for a person, inside the caller's transaction (the one that records
    its audit event). Expires after ``GUARDIAN_APPROVAL_TTL_SECONDS``."""
    now = now or timezone.now()
    approval = ApprovalRequest.objects.create(
        created_at=now, expires_at=now + dt.timedelta(seconds=settings.GUARDIAN_APPROVAL_TTL_SECONDS),
        agent=agent, event=event, session_id=session_id, task_id=task_id, tool=tool, args=args,
        input_sha256=input_sha256, cwd=cwd or "", reason=reason, check_name=check_name, rule=rule or "",
        suggestions=list(suggestions), details=dict(details or {}),
    )
    events.approval_created(approval)
    return approval


MAX_ALWAYS_RULES = 50
ERR_TOO_MANY_RULES = f"At most {MAX_ALWAYS_RULES} rules can be stored by one decision."


def _validated_rules(rule: str | None, rules: list[str] | None, approval: ApprovalRequest,
                     behavior: str) -> list[str]:
    """The rules to store, each validated as a rule of ``behavior``, as the policy they
    join is validated when it is next loaded: an allow rule that may only deny or ask (a
    parameter rule, ``mcp__*``) stored here would stop the whole policy from loading.

    ``rules`` (the reviewer's list, blanks dropped) or ``rule`` (one, possibly narrowed);
    with neither, an approval stores every suggestion (one per part of a compound
    command, DESIGN's stage 3) and a denial the first."""
    from policy.engine.policy_file import validate_permission_rule

    if rules is not None:
        texts = [str(r).strip() for r in rules if isinstance(r, str) and r.strip()]
    elif rule is not None and rule.strip():
        texts = [rule.strip()]
    else:
        suggested = [str(r).strip() for r in (approval.suggestions or []) if isinstance(r, str) and r.strip()]
        texts = suggested if behavior == "allow" else suggested[:1]
    if not texts:
        raise InvalidInput(ERR_RULE_REQUIRED, field="rule")
    texts = list(dict.fromkeys(texts))
    if len(texts) > MAX_ALWAYS_RULES:
        raise InvalidInput(ERR_TOO_MANY_RULES, field="rule")
    out = []
    for i, text in enumerate(texts):
        try:
            out.append(validate_permission_rule(text, path="rule" if len(texts) == 1 else f"rules[{i}]",
                                                behavior=behavior))
        except PolicyError as exc:
            raise InvalidInput(exc.message, field="rule") from None
    return out


def approval_decide(*, approval_id: Any, reviewer: Any, outcome: str, scope: str = ApprovalRequest.ONCE,
                    rule: str | None = None, rules: list[str] | None = None, note: str = "") -> ApprovalRequest:
    """A reviewer approves or denies a pending ask.

    Rules, in order:
    1. outcome and scope must be known; "always" needs rules the engine accepts (``rules``,
       or one ``rule``; by default every suggestion when approving, one per part of a
       compound command, so one approval settles it);
    2. exactly one decision wins: a conditional update from pending (and not expired)
       claims the row; the loser gets ApprovalAlreadyDecided naming who decided what;
    3. approve + "always": allow rules (source ``approval``), policy version bumped once;
       deny + "always": deny rules; approve + "session": a SessionApproval keyed by
       (tool, reason) for this agent and session;
    4. one audit event of kind ``decision`` with the reviewer, in the same transaction;
    5. after commit: ``approvals.events.approval_changed``.
    """
    if outcome not in OUTCOMES:
        raise InvalidInput(ERR_OUTCOME, field="outcome")
    if scope not in SCOPES:
        raise InvalidInput(ERR_SCOPE, field="scope")
    if outcome == "deny" and scope == ApprovalRequest.SESSION:
        raise InvalidInput(ERR_SESSION_DENY, field="scope")
    approval = ApprovalRequest.objects.filter(pk=approval_id).first()
    if approval is None:
        raise NotFound(ERR_APPROVAL_NOT_FOUND)
    applied_rules = (_validated_rules(rule, rules, approval, "allow" if outcome == "approve" else "deny")
                     if scope == ApprovalRequest.ALWAYS else [])
    status = ApprovalRequest.APPROVED if outcome == "approve" else ApprovalRequest.DENIED
    now = timezone.now()
    with transaction.atomic():
        # Race: two reviewers deciding at once (or a decision racing the expiry). The
        # conditional update from pending lets exactly one of them change the row.
        claimed = ApprovalRequest.objects.filter(
            pk=approval.pk, status=ApprovalRequest.PENDING, expires_at__gt=now
        ).update(status=status, scope=scope, decided_by=reviewer, decided_at=now, note=note[:5000],
                 applied_rule=applied_rules[0] if applied_rules else "", applied_rules=applied_rules)
        if claimed:
            approval.refresh_from_db()
            _apply_decision(approval=approval, reviewer=reviewer, outcome=outcome, scope=scope,
                            applied_rules=applied_rules, note=note, status=status)
    if not claimed:
        approval_expire_due(now=now, ids=[approval.pk])
        raise ApprovalAlreadyDecided(ApprovalRequest.objects.select_related("decided_by").get(pk=approval.pk))
    return approval


def _apply_decision(*, approval: ApprovalRequest, reviewer: Any, outcome: str, scope: str,
                    applied_rules: list[str], note: str, status: str) -> None:
    from policy.models import PermissionRule
    from policy.selectors import policy_version
    from policy.services.versions import policy_version_bump

    if scope == ApprovalRequest.ALWAYS:
        behavior = "allow" if outcome == "approve" else "deny"
        for applied_rule in applied_rules:
            try:
                with transaction.atomic():
                    PermissionRule.objects.create(behavior=behavior, rule=applied_rule, source="approval",
                                                  created_by=reviewer)
            except IntegrityError:
                PermissionRule.objects.filter(behavior=behavior, rule=applied_rule).update(enabled=True)
        policy_version_bump(user=reviewer, summary=f"{behavior} {', '.join(applied_rules)} (approval {approval.pk})"[:2000])
    elif scope == ApprovalRequest.SESSION:
        SessionApproval.objects.create(agent_id=approval.agent_id, session_id=approval.session_id,
                                       tool=approval.tool, reason=approval.reason, approval=approval,
                                       approved_by=reviewer)
    event = audit_event_record(
        kind=AuditEvent.KIND_DECISION, agent_id=approval.agent_id, agent_name=approval.agent.name,
        reviewer=reviewer, session_id=approval.session_id, task_id=approval.task_id, tool=approval.tool,
        args=approval.args, input_sha256=approval.input_sha256, cwd=approval.cwd,
        decision="allow" if outcome == "approve" else "deny",
        reason=note or f"{status} by {reviewer.get_username()} ({scope})", check_name=REVIEW_CHECK,
        rule="\n".join(applied_rules)[:2000], policy_version=policy_version(),
    )
    ApprovalRequest.objects.filter(pk=approval.pk).update(decision_event=event)
    approval.decision_event = event
    events.approval_changed(approval)


def approval_expire_due(*, now: dt.datetime | None = None, ids: list[Any] | None = None) -> int:
    """Mark pending requests past their expiry as expired (their calls are denied).
    Returns how many changed; pushes each change after commit."""
    now = now or timezone.now()
    with transaction.atomic():
        qs = ApprovalRequest.objects.filter(status=ApprovalRequest.PENDING, expires_at__lte=now)
        if ids is not None:
            qs = qs.filter(pk__in=ids)
        due = list(qs.values_list("pk", flat=True)[:1000])
        if not due:
            return 0
        # Race: a reviewer deciding while we expire. Both are conditional updates from
        # pending: whichever commits first wins, the other changes nothing.
        changed = ApprovalRequest.objects.filter(pk__in=due, status=ApprovalRequest.PENDING).update(
            status=ApprovalRequest.EXPIRED, decided_at=now)
        for approval in ApprovalRequest.objects.filter(pk__in=due, status=ApprovalRequest.EXPIRED):
            events.approval_changed(approval)
    return changed


def approval_for_agent(*, approval_id: Any, agent: Any) -> ApprovalRequest:
    """The approval ``agent`` created (404 for any other, so ids are not disclosed);
    one past its expiry is marked expired first."""
    approval = ApprovalRequest.objects.filter(pk=approval_id, agent=agent).first()
    if approval is None:
        raise NotFound(ERR_APPROVAL_NOT_FOUND)
    if approval.status == ApprovalRequest.PENDING and approval.expires_at <= timezone.now():
        approval_expire_due(ids=[approval.pk])
        approval.refresh_from_db()
    return approval


def approval_once_spend(*, approval_id: Any, agent: Any) -> bool:
    """Spend an approval a reviewer gave for one call ("once") on the Claude Code
    PermissionRequest it answers. True the first time; False when it was spent already,
    is not an approved "once" approval, or is another agent's. A PermissionRequest has
    no tool_use_id and is matched by its input, so without this one approval would allow
    every later call with the same input (a replay)."""
    with transaction.atomic():
        approval = (ApprovalRequest.objects.select_for_update()
                    .filter(pk=approval_id, agent=agent).first())
        if (approval is None or approval.status != ApprovalRequest.APPROVED
                or approval.scope != ApprovalRequest.ONCE or (approval.details or {}).get("spent_at")):
            return False
        approval.details = {**(approval.details or {}), "spent_at": timezone.now().isoformat(),
                            "spent_by": "PermissionRequest"}
        approval.save(update_fields=["details"])
    return True
