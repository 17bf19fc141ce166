"""Reads of policy data."""
from __future__ import annotations

from typing import Any

from policy.models import (
    GuardRule,
    PermissionRule,
    PolicyState,
    RevokedTool,
    SequenceContract,
    ThreatRule,
    ToolRegistration,
)


def policy_state() -> PolicyState:
    state, _ = PolicyState.objects.get_or_create(pk=1)
    return state


def policy_version() -> int:
    """The committed policy version: one indexed single-row read."""
    row = PolicyState.objects.filter(pk=1).values_list("version", flat=True).first()
    return int(row or 0)


def policy_document(state: PolicyState | None = None) -> dict[str, Any]:
    """The whole enabled policy as the engine's policy document (DESIGN's file v1),
    in a stable order so that exports and diffs are reproducible."""
    state = state or policy_state()
    doc: dict[str, Any] = {
        "version": 1,
        "mode": state.mode,
        "require_registration": state.require_registration,
    }
    if state.signing_public_key:
        doc["signing_public_key"] = state.signing_public_key
    permissions: dict[str, list[str]] = {"allow": [], "ask": [], "deny": []}
    for behavior, rule in PermissionRule.objects.filter(enabled=True).order_by("behavior", "rule").values_list(
        "behavior", "rule"
    ):
        permissions[behavior].append(rule)
    doc["permissions"] = permissions
    doc["revoked_tools"] = [r.to_spec() for r in RevokedTool.objects.filter(enabled=True).order_by("tool")]
    doc["tools"] = [t.to_spec() for t in ToolRegistration.objects.filter(enabled=True).order_by("name")]
    doc["sequence_contracts"] = [c.to_spec() for c in SequenceContract.objects.filter(enabled=True).order_by("name")]
    doc["threat_rules"] = [r.to_spec() for r in ThreatRule.objects.filter(enabled=True).order_by("name")]
    doc["guards"] = [g.to_spec() for g in GuardRule.objects.filter(enabled=True).order_by("guard_id")]
    if state.mode_defaults:
        doc["mode_defaults"] = state.mode_defaults
    return doc
