"""Claude Code's documented hook *output* schema (hooks.md, "JSON output" and each event's
"decision control"), as a small checker: it returns the list of what is wrong, empty when
the answer is one Claude Code would accept and act on."""
from __future__ import annotations

import json
from typing import Any

UNIVERSAL = {"continue": bool, "stopReason": str, "suppressOutput": bool, "systemMessage": str,
             "terminalSequence": str}
PRE_TOOL_USE_FIELDS = {"hookEventName", "permissionDecision", "permissionDecisionReason", "updatedInput",
                       "additionalContext"}
PERMISSION_DECISIONS = ("allow", "deny", "ask", "defer")
UPDATE_TYPES = ("addRules", "replaceRules", "removeRules", "setMode", "addDirectories", "removeDirectories")
DESTINATIONS = ("session", "localSettings", "projectSettings", "userSettings")
MAX_STRING = 10_000


def _check_universal(answer: dict[str, Any], problems: list[str]) -> None:
    for name, kind in UNIVERSAL.items():
        if name in answer and not isinstance(answer[name], kind):
            problems.append(f"{name} must be {kind.__name__}")


def _check_update(entry: Any, problems: list[str]) -> None:
    if not isinstance(entry, dict) or entry.get("type") not in UPDATE_TYPES:
        problems.append("updatedPermissions entry has no valid type")
        return
    if entry.get("destination") not in DESTINATIONS:
        problems.append("updatedPermissions entry has no valid destination")
    if entry["type"] in ("addRules", "replaceRules", "removeRules"):
        if entry.get("behavior") not in ("allow", "deny", "ask"):
            problems.append("updatedPermissions rules entry has no valid behavior")
        rules = entry.get("rules")
        if not isinstance(rules, list) or not rules:
            problems.append("updatedPermissions rules must be a non-empty list")
            return
        for rule in rules:
            if not isinstance(rule, dict) or not isinstance(rule.get("toolName"), str) or not rule["toolName"]:
                problems.append("a rule needs a toolName")
            elif set(rule) - {"toolName", "ruleContent"}:
                problems.append("a rule has unknown fields")
            elif "ruleContent" in rule and not isinstance(rule["ruleContent"], str):
                problems.append("ruleContent must be a string")


def check_output(event: str, answer: Any) -> list[str]:
    problems: list[str] = []
    if not isinstance(answer, dict):
        return ["the answer is not a JSON object"]
    json.dumps(answer)  # must serialise
    _check_universal(answer, problems)
    hso = answer.get("hookSpecificOutput")
    if event == "PreToolUse":
        if "decision" in answer:
            problems.append("PreToolUse's top-level decision is deprecated")
        if not isinstance(hso, dict):
            return problems + ["PreToolUse needs hookSpecificOutput"]
        if hso.get("hookEventName") != "PreToolUse":
            problems.append("hookEventName must be PreToolUse")
        if set(hso) - PRE_TOOL_USE_FIELDS:
            problems.append(f"unknown PreToolUse fields {sorted(set(hso) - PRE_TOOL_USE_FIELDS)}")
        if hso.get("permissionDecision") not in PERMISSION_DECISIONS:
            problems.append("permissionDecision must be allow, deny, ask or defer")
        reason = hso.get("permissionDecisionReason")
        if reason is not None and (not isinstance(reason, str) or len(reason) > MAX_STRING):
            problems.append("permissionDecisionReason must be a string of at most 10,000 characters")
    elif event == "PermissionRequest":
        if not isinstance(hso, dict):
            return problems + ["PermissionRequest needs hookSpecificOutput"]
        if hso.get("hookEventName") != "PermissionRequest":
            problems.append("hookEventName must be PermissionRequest")
        decision = hso.get("decision")
        if not isinstance(decision, dict) or decision.get("behavior") not in ("allow", "deny"):
            return problems + ["decision.behavior must be allow or deny"]
        if decision["behavior"] == "allow":
            for name in ("message", "interrupt"):
                if name in decision:
                    problems.append(f"{name} is for deny only")
            updates = decision.get("updatedPermissions")
            if updates is not None:
                if not isinstance(updates, list):
                    problems.append("updatedPermissions must be a list")
                else:
                    for entry in updates:
                        _check_update(entry, problems)
        else:
            for name in ("updatedInput", "updatedPermissions"):
                if name in decision:
                    problems.append(f"{name} is for allow only")
            if "message" in decision and not isinstance(decision["message"], str):
                problems.append("message must be a string")
    elif event in ("PostToolUse", "PostToolUseFailure"):
        if "decision" in answer and answer["decision"] != "block":
            problems.append("PostToolUse's decision can only be block")
        if hso is not None and (not isinstance(hso, dict) or hso.get("hookEventName") != event):
            problems.append(f"hookEventName must be {event}")
    else:
        problems.append(f"unknown event {event}")
    return problems
