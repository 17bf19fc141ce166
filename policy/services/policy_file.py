"""The policy as one file (DESIGN's policy file v1), and seed 000's guard plugin files.

- export: ``dump_policy_text(policy_document())``;
- import: parse and validate the whole file with the engine first (any fault rejects the
  whole file, naming the field path), then preview what would change per section, then
  apply it in ONE transaction that replaces the policy data and bumps the version;
- rollback to a version: the import of that version's stored document, in one step.

Rows that are disabled are not part of the policy (the export leaves them out); an
import keeps them as they are unless the file names the same item, which then replaces
and enables it. Export → import → export gives the same text.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import yaml
from django.db import transaction
from django.utils import timezone

from policy.engine.policy_file import (
    default_policy_doc,
    dump_policy_text,
    parse_guard_plugin,
    parse_policy_text,
    validate_policy,
)
from policy.engine.types import PolicyError
from policy.models import (
    GuardRule,
    PermissionRule,
    PolicyState,
    PolicyVersion,
    RevokedTool,
    SequenceContract,
    ThreatRule,
    ToolRegistration,
)
from policy.selectors import policy_document
from policy.services.rules import PolicyDataError, PolicyObjectNotFound
from policy.services.versions import policy_version_bump

ERR_UNSTORED_SECTION = ("differs from the shipped default; the console stores only the shipped "
                        "default for this section")
ERR_ROUNDTRIP = "the imported policy does not read back the same: nothing was changed"
ERR_EMPTY_FILE = "the file is empty"
MAX_FILE_BYTES = 5 * 1024 * 1024
ERR_TOO_BIG = f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB"

SECTIONS = ("settings", "permissions", "revoked_tools", "tools", "sequence_contracts", "threat_rules", "guards")
_SETTINGS_KEYS = ("mode", "require_registration", "signing_public_key", "mode_defaults")


class PolicyFileError(PolicyDataError):
    """A policy file rejected as a whole; ``field`` is the path at fault
    (``threat_rules[2].pattern``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message, field=path or None, code="invalid_policy_file")
        self.path = path


@dataclass
class SectionChange:
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.changed)


@dataclass
class ImportPlan:
    """A validated policy document and what applying it would change."""

    document: dict[str, Any]
    changes: dict[str, SectionChange]
    kind: str  # "policy" | "guard_plugin"

    @property
    def unchanged(self) -> bool:
        return all(c.empty for c in self.changes.values())

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "unchanged": self.unchanged,
            "changes": {name: {"added": c.added, "removed": c.removed, "changed": c.changed}
                        for name, c in self.changes.items()},
        }


# --- export --------------------------------------------------------------------------------

def policy_export_text() -> str:
    """The live policy as policy file v1 text."""
    return dump_policy_text(policy_document())


# --- reading a file ------------------------------------------------------------------------

def _is_guard_plugin(text: str, filename: str) -> bool:
    name = (filename or "").lower()
    if name.endswith((".md", ".markdown")):
        return True
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return False
    return isinstance(data, dict) and "version" not in data and "patterns" in data


def _current_normalised() -> dict[str, Any]:
    return validate_policy(policy_document())


def policy_file_read(*, text: str | bytes, filename: str = "") -> tuple[dict[str, Any], str]:
    """The whole normalised policy the file asks for, and the file's kind.

    A guard plugin file (seed 000, YAML or markdown with front matter) adds or replaces
    that one guard in the live policy. Raises PolicyFileError naming the path at fault."""
    if isinstance(text, bytes):
        if len(text) > MAX_FILE_BYTES:
            raise PolicyFileError("", ERR_TOO_BIG)
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise PolicyFileError("", "the file is not UTF-8") from None
    if len(text) > MAX_FILE_BYTES:
        raise PolicyFileError("", ERR_TOO_BIG)
    if not text.strip():
        raise PolicyFileError("", ERR_EMPTY_FILE)
    try:
        if _is_guard_plugin(text, filename):
            guard = parse_guard_plugin(text, filename=filename or "plugin.yaml")
            doc = copy.deepcopy(_current_normalised())
            doc["guards"] = [g for g in doc["guards"] if g["id"] != guard["id"]] + [guard]
            doc["guards"].sort(key=lambda g: g["id"])
            return validate_policy(doc), "guard_plugin"
        doc = parse_policy_text(text)
    except PolicyError as exc:
        raise PolicyFileError(exc.path, exc.message) from None
    _check_storable(doc)
    return doc, "policy"


def _check_storable(doc: dict[str, Any]) -> None:
    defaults = default_policy_doc()
    for key in ("tool_classes", "sensitive_paths"):
        if doc[key] != defaults[key]:
            raise PolicyFileError(key, ERR_UNSTORED_SECTION)


# --- preview ---------------------------------------------------------------------------------

def _keyed(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    perms = {f"{b}: {r}": {"behavior": b, "rule": r} for b in ("allow", "ask", "deny") for r in doc["permissions"][b]}
    return {
        "settings": {k: {"value": doc.get(k)} for k in _SETTINGS_KEYS},
        "permissions": perms,
        "revoked_tools": {r["tool"]: r for r in doc["revoked_tools"]},
        "tools": {t["name"]: t for t in doc["tools"]},
        "sequence_contracts": {c["name"]: c for c in doc["sequence_contracts"]},
        "threat_rules": {r["name"]: r for r in doc["threat_rules"]},
        "guards": {g["id"]: g for g in doc["guards"]},
    }


def policy_diff(before: dict[str, Any], after: dict[str, Any]) -> dict[str, SectionChange]:
    """Added / removed / changed item keys per section between two normalised documents."""
    a, b = _keyed(before), _keyed(after)
    out: dict[str, SectionChange] = {}
    for section in SECTIONS:
        old, new = a[section], b[section]
        change = SectionChange(
            added=sorted(k for k in new if k not in old),
            removed=sorted(k for k in old if k not in new),
            changed=sorted(k for k in new if k in old and new[k] != old[k]),
        )
        if section == "settings":  # settings are always present: only "changed" makes sense
            change.changed = sorted(set(change.changed) | set(change.added) | set(change.removed))
            change.added, change.removed = [], []
        out[section] = change
    return out


def policy_import_preview(*, text: str | bytes, filename: str = "") -> ImportPlan:
    doc, kind = policy_file_read(text=text, filename=filename)
    return ImportPlan(document=doc, changes=policy_diff(_current_normalised(), doc), kind=kind)


# --- apply -------------------------------------------------------------------------------------

def _replace_policy_data(doc: dict[str, Any], *, user: Any) -> None:
    """Make the enabled policy data equal ``doc`` (upsert by natural key, delete the
    enabled rows the file leaves out, keep disabled drafts)."""
    real_user = user if getattr(user, "is_authenticated", False) else None
    defaults = default_policy_doc()
    PolicyState.objects.get_or_create(pk=1)
    PolicyState.objects.filter(pk=1).update(
        mode=doc["mode"],
        require_registration=doc["require_registration"],
        signing_public_key=doc["signing_public_key"] or "",
        mode_defaults=None if doc["mode_defaults"] == defaults["mode_defaults"] else doc["mode_defaults"],
    )

    wanted_perms = {(b, r) for b in ("allow", "ask", "deny") for r in doc["permissions"][b]}
    for row in PermissionRule.objects.filter(enabled=True):
        if (row.behavior, row.rule) not in wanted_perms:
            row.delete()
    for behavior, rule in sorted(wanted_perms):
        obj, created = PermissionRule.objects.get_or_create(
            behavior=behavior, rule=rule, defaults={"source": "import", "created_by": real_user})
        if not obj.enabled:
            obj.enabled = True
            obj.save(update_fields=["enabled"])

    names = {r["tool"] for r in doc["revoked_tools"]}
    RevokedTool.objects.filter(enabled=True).exclude(tool__in=names).delete()
    for r in doc["revoked_tools"]:
        RevokedTool.objects.update_or_create(tool=r["tool"], defaults={"reason": r["reason"], "enabled": True})

    names = {t["name"] for t in doc["tools"]}
    ToolRegistration.objects.filter(enabled=True).exclude(name__in=names).delete()
    for t in doc["tools"]:
        ToolRegistration.objects.update_or_create(name=t["name"], defaults={
            "sha256": t["sha256"] or "", "required_capability": t["required_capability"],
            "signature": t["signature"] or "", "enabled": True})

    names = {c["name"] for c in doc["sequence_contracts"]}
    SequenceContract.objects.filter(enabled=True).exclude(name__in=names).delete()
    for c in doc["sequence_contracts"]:
        SequenceContract.objects.update_or_create(name=c["name"], defaults={
            "requires_prior": c["requires_prior"], "triggers_for": c["triggers_for"],
            "within_steps": c["within_steps"], "enabled": True})

    names = {r["name"] for r in doc["threat_rules"] if r.get("enabled", True)}
    ThreatRule.objects.filter(enabled=True).exclude(name__in=names).delete()
    now = timezone.now()
    for r in doc["threat_rules"]:
        enabled = r.get("enabled", True)  # a file may carry a disabled draft: kept disabled
        obj = ThreatRule.objects.filter(name=r["name"]).first()
        if obj is None:
            ThreatRule.objects.create(name=r["name"], pattern=r["pattern"], field=r["field"], action=r["action"],
                                      reason=r["reason"], enabled=enabled, created_by=real_user,
                                      switched_by=real_user if r["action"] == "deny" else None,
                                      switched_at=now if r["action"] == "deny" else None)
            continue
        if obj.action != r["action"]:
            obj.switched_by, obj.switched_at = real_user, now
        obj.pattern, obj.field, obj.action, obj.reason, obj.enabled = (
            r["pattern"], r["field"], r["action"], r["reason"], enabled)
        obj.save()

    names = {g["id"] for g in doc["guards"]}
    GuardRule.objects.filter(enabled=True).exclude(guard_id__in=names).delete()
    for g in doc["guards"]:
        GuardRule.objects.update_or_create(guard_id=g["id"], defaults={
            "tool": ",".join(g["tool"]), "patterns": g["patterns"], "enabled": True})


def _summary(plan: ImportPlan, prefix: str) -> str:
    parts = []
    for name, c in plan.changes.items():
        if not c.empty:
            parts.append(f"{name} +{len(c.added)} -{len(c.removed)} ~{len(c.changed)}")
    return f"{prefix}: " + (", ".join(parts) if parts else "no change")


def _apply(plan: ImportPlan, *, user: Any, summary: str) -> PolicyVersion:
    with transaction.atomic():
        # Race: two imports (or an import and a console edit) at once. Locking the policy
        # state row first serialises every policy writer (the version bump takes the same lock).
        PolicyState.objects.get_or_create(pk=1)
        PolicyState.objects.select_for_update().get(pk=1)
        _replace_policy_data(plan.document, user=user)
        # Fail closed: what the database now holds must read back as the file said.
        expected = {**plan.document,
                    "threat_rules": [r for r in plan.document["threat_rules"] if r.get("enabled", True)]}
        if dump_policy_text(policy_document()) != dump_policy_text(expected):
            raise PolicyFileError("", ERR_ROUNDTRIP)
        return policy_version_bump(user=user, summary=summary)


def policy_import_apply(*, user: Any, text: str | bytes, filename: str = "") -> PolicyVersion:
    """Validate the whole file, then replace the policy data with it in one transaction."""
    plan = policy_import_preview(text=text, filename=filename)
    label = f"import {filename}" if filename else "import"
    return _apply(plan, user=user, summary=_summary(plan, label))


def policy_rollback(*, user: Any, version: int) -> PolicyVersion:
    """Make the policy what it was at ``version`` (a new version, in one step)."""
    old = PolicyVersion.objects.filter(version=version).first()
    if old is None:
        raise PolicyObjectNotFound("policy version")
    try:
        doc = validate_policy(old.document)
    except PolicyError as exc:
        raise PolicyFileError(exc.path, exc.message) from None
    plan = ImportPlan(document=doc, changes=policy_diff(_current_normalised(), doc), kind="policy")
    return _apply(plan, user=user, summary=_summary(plan, f"rollback to v{version}"))
