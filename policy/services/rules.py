"""Writes of policy data, one function per write, shared by the console pages, the
console API and the management commands.

Every function applies the same rules, in order:

1. validate the item with the engine's single-item validator (a bad regex, a
   ReDoS-prone pattern, an unknown field is rejected with the engine's own message,
   naming the form field at fault);
2. inside one ``transaction.atomic()``: write the row, check that the whole policy still
   validates (so the engine can never be handed a document it would reject), and call
   ``policy_version_bump`` (the version, the whole document and its diff: the change log);
3. the new version is live on every process at their next evaluation (they compare
   their snapshot's version with the committed one).
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar

from django.db import IntegrityError, transaction
from django.utils import timezone

from policy.engine.policy_file import (
    validate_guard,
    validate_permission_rule,
    validate_policy,
    validate_threat_rule,
)
from policy.engine.types import MODES, PolicyError
from policy.models import (
    Agent,
    GuardRule,
    PermissionRule,
    PolicyState,
    RevokedTool,
    SequenceContract,
    ThreatRule,
    ToolRegistration,
)
from guardian_site.errors import GuardianError
from policy.selectors import policy_document
from policy.services.versions import policy_version_bump

ERR_NOT_FOUND = "no such {kind}"
ERR_DUPLICATE = "a {kind} with this {field} already exists"
ERR_BEHAVIOR = "must be one of allow, ask, deny"
ERR_MODE = f"must be one of {', '.join(MODES)}"
ERR_ALREADY_DENY = "this rule is already in deny mode"
ERR_WITHIN_STEPS = "must be a whole number between 1 and 10000"

T = TypeVar("T")


class PolicyDataError(GuardianError):
    """Policy data that the engine (or the database) rejects; ``field`` names the form
    field at fault."""

    def __init__(self, message: str, *, field: str | None = None, code: str = "invalid_policy",
                 status: int = 400) -> None:
        super().__init__(message, field=field, code=code, status=status)

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" if self.field else self.message


class PolicyObjectNotFound(PolicyDataError):
    def __init__(self, kind: str) -> None:
        super().__init__(ERR_NOT_FOUND.format(kind=kind), code="not_found", status=404)


def _field_of(path: str) -> str | None:
    """``threat_rule.pattern`` → ``pattern``; ``guard.patterns[0].match`` → ``patterns``."""
    if not path:
        return None
    tail = path.split(".", 1)[1] if "." in path else path
    return tail.split(".")[0].split("[")[0] or None


def engine_error(exc: PolicyError, *, field: str | None = None) -> PolicyDataError:
    """The engine's message on the form field it names."""
    return PolicyDataError(exc.message, field=field or _field_of(exc.path))


def _get(model: type[T], pk: Any, kind: str, *, lock: bool = True) -> T:
    qs = model.objects.all()  # type: ignore[attr-defined]
    if lock:
        qs = qs.select_for_update()
    try:
        return qs.get(pk=pk)
    except (model.DoesNotExist, ValueError, TypeError):  # type: ignore[attr-defined]
        raise PolicyObjectNotFound(kind) from None


def _commit(*, user: Any, summary: str, write: Callable[[], T]) -> T:
    """Run ``write`` and bump the version in one transaction; the whole resulting policy
    must validate or nothing is written."""
    try:
        with transaction.atomic():
            obj = write()
            try:
                validate_policy(policy_document())
            except PolicyError as exc:
                raise engine_error(exc) from None
            policy_version_bump(user=user, summary=summary)
            return obj
    except IntegrityError as exc:  # a unique constraint raced us: say which, never 500
        raise PolicyDataError(f"conflicts with an existing entry ({exc.__class__.__name__})") from None


def _user_or_none(user: Any) -> Any:
    return user if getattr(user, "is_authenticated", False) else None


# --- permission rules (seed 002) ----------------------------------------------------------

def _clean_permission(behavior: Any, rule: Any) -> tuple[str, str]:
    if behavior not in ("allow", "ask", "deny"):
        raise PolicyDataError(ERR_BEHAVIOR, field="behavior")
    try:
        text = validate_permission_rule(rule, path="rule", behavior=behavior)
    except PolicyError as exc:
        raise engine_error(exc, field="rule") from None
    return behavior, text


def permission_rule_create(*, user: Any, behavior: str, rule: str, source: str = "console",
                           enabled: bool = True) -> PermissionRule:
    behavior, text = _clean_permission(behavior, rule)

    def write() -> PermissionRule:
        if PermissionRule.objects.filter(behavior=behavior, rule=text).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind=f"{behavior} rule", field="text"), field="rule")
        return PermissionRule.objects.create(behavior=behavior, rule=text, source=source, enabled=enabled,
                                             created_by=_user_or_none(user))

    return _commit(user=user, summary=f"permission rule added: {behavior} {text}", write=write)


def permission_rule_update(*, user: Any, rule_id: int, behavior: str, rule: str) -> PermissionRule:
    behavior, text = _clean_permission(behavior, rule)

    def write() -> PermissionRule:
        obj = _get(PermissionRule, rule_id, "permission rule")
        if PermissionRule.objects.filter(behavior=behavior, rule=text).exclude(pk=obj.pk).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind=f"{behavior} rule", field="text"), field="rule")
        obj.behavior, obj.rule = behavior, text
        obj.save(update_fields=["behavior", "rule"])
        return obj

    return _commit(user=user, summary=f"permission rule changed: {behavior} {text}", write=write)


def permission_rule_set_enabled(*, user: Any, rule_id: int, enabled: bool) -> PermissionRule:
    def write() -> PermissionRule:
        obj = _get(PermissionRule, rule_id, "permission rule")
        obj.enabled = bool(enabled)
        obj.save(update_fields=["enabled"])
        return obj

    obj = _commit(user=user, summary=f"permission rule {'enabled' if enabled else 'disabled'}: #{rule_id}",
                  write=write)
    return obj


def permission_rule_delete(*, user: Any, rule_id: int) -> None:
    def write() -> None:
        obj = _get(PermissionRule, rule_id, "permission rule")
        obj.delete()

    _commit(user=user, summary=f"permission rule deleted: #{rule_id}", write=write)


# --- threat rules (seed 004 adaptive rules) -----------------------------------------------

def _clean_threat(*, name: Any, pattern: Any, field: Any, action: Any, reason: Any) -> dict[str, Any]:
    try:
        spec = validate_threat_rule({"name": name, "pattern": pattern, "field": field, "action": action,
                                     "reason": reason or ""}, path="threat_rule")
    except PolicyError as exc:
        raise engine_error(exc) from None
    return spec


def threat_rule_create(*, user: Any, name: str, pattern: str, field: str = "args", action: str = "flag",
                       reason: str = "", enabled: bool = True) -> ThreatRule:
    """A new threat rule; ``flag`` by default, so it can be trialled before it denies."""
    spec = _clean_threat(name=name, pattern=pattern, field=field, action=action, reason=reason)

    def write() -> ThreatRule:
        if ThreatRule.objects.filter(name=spec["name"]).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="threat rule", field="name"), field="name")
        now = timezone.now()
        return ThreatRule.objects.create(
            name=spec["name"], pattern=spec["pattern"], field=spec["field"], action=spec["action"],
            reason=spec["reason"], enabled=enabled, created_by=_user_or_none(user),
            switched_by=_user_or_none(user) if spec["action"] == "deny" else None,
            switched_at=now if spec["action"] == "deny" else None,
        )

    return _commit(user=user, summary=f"threat rule added: {spec['name']} ({spec['action']})", write=write)


def threat_rule_update(*, user: Any, rule_id: int, name: str, pattern: str, field: str, action: str,
                       reason: str = "") -> ThreatRule:
    spec = _clean_threat(name=name, pattern=pattern, field=field, action=action, reason=reason)

    def write() -> ThreatRule:
        obj = _get(ThreatRule, rule_id, "threat rule")
        if ThreatRule.objects.filter(name=spec["name"]).exclude(pk=obj.pk).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="threat rule", field="name"), field="name")
        if obj.action != spec["action"]:
            obj.switched_by, obj.switched_at = _user_or_none(user), timezone.now()
        obj.name, obj.pattern, obj.field = spec["name"], spec["pattern"], spec["field"]
        obj.action, obj.reason = spec["action"], spec["reason"]
        obj.save()
        return obj

    return _commit(user=user, summary=f"threat rule changed: {spec['name']} ({spec['action']})", write=write)


def threat_rule_set_enabled(*, user: Any, rule_id: int, enabled: bool) -> ThreatRule:
    def write() -> ThreatRule:
        obj = _get(ThreatRule, rule_id, "threat rule")
        obj.enabled = bool(enabled)
        obj.save(update_fields=["enabled", "updated_at"])
        return obj

    return _commit(user=user, summary=f"threat rule {'enabled' if enabled else 'disabled'}: #{rule_id}",
                   write=write)


def threat_rule_delete(*, user: Any, rule_id: int) -> None:
    def write() -> None:
        _get(ThreatRule, rule_id, "threat rule").delete()

    _commit(user=user, summary=f"threat rule deleted: #{rule_id}", write=write)


def threat_rule_promote(*, rule_id: int, user: Any) -> ThreatRule:
    """Switch a rule from flag to deny, recording who switched it and when.

    Race: two operators promoting at once, or an edit in between. The row lock
    (``select_for_update`` in ``_get``) serialises them; the second sees ``deny`` and
    gets ERR_ALREADY_DENY instead of a second version bump.
    """

    def write() -> ThreatRule:
        obj = _get(ThreatRule, rule_id, "threat rule")
        if obj.action == "deny":
            raise PolicyDataError(ERR_ALREADY_DENY, field="action", code="already_deny", status=409)
        obj.action = "deny"
        obj.switched_by, obj.switched_at = _user_or_none(user), timezone.now()
        obj.save(update_fields=["action", "switched_by", "switched_at", "updated_at"])
        return obj

    name = ThreatRule.objects.filter(pk=rule_id).values_list("name", flat=True).first() or f"#{rule_id}"
    return _commit(user=user, summary=f"threat rule switched to deny: {name}", write=write)


# --- sequence contracts (seed 004) --------------------------------------------------------

def _clean_contract(*, name: Any, requires_prior: Any, triggers_for: Any, within_steps: Any) -> dict[str, Any]:
    try:
        steps = int(within_steps)
    except (TypeError, ValueError):
        raise PolicyDataError(ERR_WITHIN_STEPS, field="within_steps") from None
    doc = {"version": 1, "sequence_contracts": [
        {"name": name, "requires_prior": requires_prior, "triggers_for": triggers_for, "within_steps": steps}]}
    try:
        return validate_policy(doc)["sequence_contracts"][0]
    except PolicyError as exc:
        raise engine_error(exc) from None


def sequence_contract_create(*, user: Any, name: str, requires_prior: str, triggers_for: str,
                             within_steps: int = 5, enabled: bool = True) -> SequenceContract:
    spec = _clean_contract(name=name, requires_prior=requires_prior, triggers_for=triggers_for,
                           within_steps=within_steps)

    def write() -> SequenceContract:
        if SequenceContract.objects.filter(name=spec["name"]).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="sequence contract", field="name"), field="name")
        return SequenceContract.objects.create(enabled=enabled, **spec)

    return _commit(user=user, summary=f"sequence contract added: {spec['name']}", write=write)


def sequence_contract_update(*, user: Any, contract_id: int, name: str, requires_prior: str,
                             triggers_for: str, within_steps: int) -> SequenceContract:
    spec = _clean_contract(name=name, requires_prior=requires_prior, triggers_for=triggers_for,
                           within_steps=within_steps)

    def write() -> SequenceContract:
        obj = _get(SequenceContract, contract_id, "sequence contract")
        if SequenceContract.objects.filter(name=spec["name"]).exclude(pk=obj.pk).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="sequence contract", field="name"), field="name")
        for k, v in spec.items():
            setattr(obj, k, v)
        obj.save()
        return obj

    return _commit(user=user, summary=f"sequence contract changed: {spec['name']}", write=write)


def sequence_contract_set_enabled(*, user: Any, contract_id: int, enabled: bool) -> SequenceContract:
    def write() -> SequenceContract:
        obj = _get(SequenceContract, contract_id, "sequence contract")
        obj.enabled = bool(enabled)
        obj.save(update_fields=["enabled"])
        return obj

    return _commit(user=user, summary=f"sequence contract {'enabled' if enabled else 'disabled'}: "
                                      f"#{contract_id}", write=write)


def sequence_contract_delete(*, user: Any, contract_id: int) -> None:
    def write() -> None:
        _get(SequenceContract, contract_id, "sequence contract").delete()

    _commit(user=user, summary=f"sequence contract deleted: #{contract_id}", write=write)


# --- revoked tools ------------------------------------------------------------------------

def _clean_revoked(*, tool: Any, reason: Any) -> dict[str, Any]:
    try:
        return validate_policy({"version": 1, "revoked_tools": [{"tool": tool, "reason": reason or ""}]})[
            "revoked_tools"][0]
    except PolicyError as exc:
        raise engine_error(exc) from None


def revoked_tool_create(*, user: Any, tool: str, reason: str, enabled: bool = True) -> RevokedTool:
    spec = _clean_revoked(tool=tool, reason=reason)

    def write() -> RevokedTool:
        if RevokedTool.objects.filter(tool=spec["tool"]).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="revoked tool", field="name"), field="tool")
        return RevokedTool.objects.create(tool=spec["tool"], reason=spec["reason"], enabled=enabled)

    return _commit(user=user, summary=f"tool revoked: {spec['tool']}", write=write)


def revoked_tool_update(*, user: Any, revoked_id: int, tool: str, reason: str) -> RevokedTool:
    spec = _clean_revoked(tool=tool, reason=reason)

    def write() -> RevokedTool:
        obj = _get(RevokedTool, revoked_id, "revoked tool")
        if RevokedTool.objects.filter(tool=spec["tool"]).exclude(pk=obj.pk).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="revoked tool", field="name"), field="tool")
        obj.tool, obj.reason = spec["tool"], spec["reason"]
        obj.save(update_fields=["tool", "reason"])
        return obj

    return _commit(user=user, summary=f"revocation changed: {spec['tool']}", write=write)


def revoked_tool_set_enabled(*, user: Any, revoked_id: int, enabled: bool) -> RevokedTool:
    def write() -> RevokedTool:
        obj = _get(RevokedTool, revoked_id, "revoked tool")
        obj.enabled = bool(enabled)
        obj.save(update_fields=["enabled"])
        return obj

    return _commit(user=user, summary=f"revocation {'enabled' if enabled else 'disabled'}: #{revoked_id}",
                   write=write)


def revoked_tool_delete(*, user: Any, revoked_id: int) -> None:
    def write() -> None:
        _get(RevokedTool, revoked_id, "revoked tool").delete()

    _commit(user=user, summary=f"revocation lifted: #{revoked_id}", write=write)


# --- tool registry (create / edit / enable; signing belongs to policy.services.registry) ----

def _clean_tool(*, name: Any, sha256: Any, required_capability: Any) -> dict[str, Any]:
    caps = required_capability
    if isinstance(caps, str):
        caps = [c.strip() for c in caps.split(",") if c.strip()]
    try:
        entry = validate_policy({"version": 1, "tools": [
            {"name": name, "sha256": sha256 or None, "required_capability": caps or []}]})["tools"][0]
    except PolicyError as exc:
        raise engine_error(exc) from None
    if not entry["sha256"]:
        raise PolicyDataError("is required", field="sha256")
    return entry


def tool_registration_create(*, user: Any, name: str, sha256: str, required_capability: Any = (),
                             code_path: str = "", module: str = "", enabled: bool = True) -> ToolRegistration:
    """A registry entry without a signature: the integrity commands sign it."""
    spec = _clean_tool(name=name, sha256=sha256, required_capability=required_capability)

    def write() -> ToolRegistration:
        if ToolRegistration.objects.filter(name=spec["name"]).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="registered tool", field="name"), field="name")
        return ToolRegistration.objects.create(name=spec["name"], sha256=spec["sha256"],
                                               required_capability=spec["required_capability"],
                                               code_path=code_path or "", module=module or "", enabled=enabled)

    return _commit(user=user, summary=f"tool registered: {spec['name']}", write=write)


def tool_registration_update(*, user: Any, tool_id: int, sha256: str, required_capability: Any,
                             code_path: str = "", module: str = "") -> ToolRegistration:
    """Edit a registry entry. A change of a signed field (hash, capabilities) drops the
    signature: the old one no longer covers the registration, it must be signed again."""

    def write() -> ToolRegistration:
        obj = _get(ToolRegistration, tool_id, "registered tool")
        spec = _clean_tool(name=obj.name, sha256=sha256, required_capability=required_capability)
        if (spec["sha256"], spec["required_capability"]) != (obj.sha256, sorted(obj.required_capability or [])):
            obj.signature, obj.signed_at, obj.hash_ok = "", None, None
        obj.sha256, obj.required_capability = spec["sha256"], spec["required_capability"]
        obj.code_path, obj.module = code_path or "", module or ""
        obj.save()
        return obj

    return _commit(user=user, summary=f"tool registration changed: #{tool_id}", write=write)


def tool_registration_set_enabled(*, user: Any, tool_id: int, enabled: bool) -> ToolRegistration:
    def write() -> ToolRegistration:
        obj = _get(ToolRegistration, tool_id, "registered tool")
        obj.enabled = bool(enabled)
        obj.save(update_fields=["enabled"])
        return obj

    return _commit(user=user, summary=f"tool registration {'enabled' if enabled else 'disabled'}: #{tool_id}",
                   write=write)


# --- guard rules (seed 000 plugins) -------------------------------------------------------

def _clean_guard(*, guard_id: Any, tool: Any, patterns: Any) -> dict[str, Any]:
    try:
        return validate_guard({"id": guard_id, "tool": tool or [], "patterns": patterns}, path="guard")
    except PolicyError as exc:
        raise engine_error(exc) from None


def guard_rule_create(*, user: Any, guard_id: str, tool: Any, patterns: list[dict[str, Any]],
                      source: str = "console", enabled: bool = True) -> GuardRule:
    spec = _clean_guard(guard_id=guard_id, tool=tool, patterns=patterns)

    def write() -> GuardRule:
        if GuardRule.objects.filter(guard_id=spec["id"]).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="guard", field="id"), field="id")
        return GuardRule.objects.create(guard_id=spec["id"], tool=",".join(spec["tool"]),
                                        patterns=spec["patterns"], source=source, enabled=enabled)

    return _commit(user=user, summary=f"guard added: {spec['id']}", write=write)


def guard_rule_update(*, user: Any, rule_id: int, guard_id: str, tool: Any,
                      patterns: list[dict[str, Any]]) -> GuardRule:
    spec = _clean_guard(guard_id=guard_id, tool=tool, patterns=patterns)

    def write() -> GuardRule:
        obj = _get(GuardRule, rule_id, "guard")
        if GuardRule.objects.filter(guard_id=spec["id"]).exclude(pk=obj.pk).exists():
            raise PolicyDataError(ERR_DUPLICATE.format(kind="guard", field="id"), field="id")
        obj.guard_id, obj.tool, obj.patterns = spec["id"], ",".join(spec["tool"]), spec["patterns"]
        obj.save(update_fields=["guard_id", "tool", "patterns"])
        return obj

    return _commit(user=user, summary=f"guard changed: {spec['id']}", write=write)


def guard_rule_set_enabled(*, user: Any, rule_id: int, enabled: bool) -> GuardRule:
    def write() -> GuardRule:
        obj = _get(GuardRule, rule_id, "guard")
        obj.enabled = bool(enabled)
        obj.save(update_fields=["enabled"])
        return obj

    return _commit(user=user, summary=f"guard {'enabled' if enabled else 'disabled'}: #{rule_id}", write=write)


def guard_rule_delete(*, user: Any, rule_id: int) -> None:
    def write() -> None:
        _get(GuardRule, rule_id, "guard").delete()

    _commit(user=user, summary=f"guard deleted: #{rule_id}", write=write)


# --- agents' modes and the policy-wide settings -------------------------------------------

def agent_mode_set(*, user: Any, agent_id: int, mode: str) -> Agent:
    """An agent's mode is policy: changing it bumps the version (so every process sees it)."""
    if mode not in MODES:
        raise PolicyDataError(ERR_MODE, field="mode")

    def write() -> Agent:
        obj = _get(Agent, agent_id, "agent")
        obj.mode = mode
        obj.save(update_fields=["mode"])
        return obj

    return _commit(user=user, summary=f"agent #{agent_id} mode set to {mode}", write=write)


def policy_settings_update(*, user: Any, mode: str, require_registration: bool) -> PolicyState:
    if mode not in MODES:
        raise PolicyDataError(ERR_MODE, field="mode")

    def write() -> PolicyState:
        PolicyState.objects.get_or_create(pk=1)
        # Race: the version bump locks this row too; taking it first keeps one lock order.
        state = PolicyState.objects.select_for_update().get(pk=1)
        PolicyState.objects.filter(pk=1).update(mode=mode, require_registration=bool(require_registration))
        state.refresh_from_db()
        return state

    return _commit(user=user, summary=f"settings: mode {mode}, require_registration {bool(require_registration)}",
                   write=write)
