"""OpenID AuthZEN Authorization API 1.0 (access evaluation), mapped onto Guardian:
pure functions, no Django.

Request: ``subject`` (type, id, properties) = the agent; ``action.name`` = the tool;
``resource.properties`` = the tool's arguments (``resource.type``/``id`` are informative);
``context`` = ``session_id``, ``cwd``, ``mode``, ``task`` (``{id, capabilities}``),
``tool_hash``, ``dry_run``. Response: ``{"decision": bool, "context": {"reason",
"guardian": {decision, check, rule, event_id, approval}}}``; only allow is ``true``, so an
ask is ``false`` with the approval in the context.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

SUBJECT_TYPES = ("agent",)
SEMANTICS = ("execute_all", "deny_on_first_deny", "permit_on_first_permit")
MAX_BATCH = 50

ERR_OBJECT = "must be a JSON object"
ERR_SUBJECT = "subject must be {type: 'agent', id: <the authenticated agent's name>}"
ERR_SUBJECT_SPOOF = "subject.id is not the authenticated agent: an agent can only ask for itself"
ERR_ACTION = "action.name must be the tool's name"
ERR_RESOURCE = "resource.properties must be the tool's arguments (a JSON object)"
ERR_CONTEXT = "context must be a JSON object"
ERR_CONTEXT_FIELD = "must be a string"
ERR_DRY_RUN = "must be a boolean"
ERR_TASK = "context.task must be {id: string, capabilities: [string]}"
ERR_EVALUATIONS = f"evaluations must be a non-empty list of at most {MAX_BATCH} objects"
ERR_SEMANTIC = "options.evaluations_semantic must be execute_all, deny_on_first_deny or permit_on_first_permit"


class AuthzenError(ValueError):
    def __init__(self, field: str, message: str, *, status: int = 400) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
        self.status = status


@dataclass(frozen=True, slots=True)
class AccessRequest:
    tool: str
    args: Mapping[str, Any]
    session_id: str
    cwd: str | None
    mode: str | None
    task: Mapping[str, Any] | None
    tool_hash: str | None
    dry_run: bool


def _object(value: Any, field: str, message: str = ERR_OBJECT) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise AuthzenError(field, message)
    return value


def parse_evaluation(body: Any, *, agent_name: str, agent_id: int | None = None, prefix: str = "") -> AccessRequest:
    """Validate one evaluation. Rules, in order: subject is this agent (never another:
    403); action.name a tool; resource.properties an object; context fields typed."""
    body = _object(body, prefix or "body")
    subject = _object(body.get("subject"), f"{prefix}subject", ERR_SUBJECT)
    if subject.get("type") not in SUBJECT_TYPES or not isinstance(subject.get("id"), str) or not subject["id"]:
        raise AuthzenError(f"{prefix}subject", ERR_SUBJECT)
    if subject["id"] not in {agent_name, *((str(agent_id),) if agent_id is not None else ())}:
        raise AuthzenError(f"{prefix}subject.id", ERR_SUBJECT_SPOOF, status=403)
    action = _object(body.get("action"), f"{prefix}action", ERR_ACTION)
    tool = action.get("name")
    if not isinstance(tool, str) or not tool or len(tool) > 200:
        raise AuthzenError(f"{prefix}action.name", ERR_ACTION)
    resource = _object(body.get("resource"), f"{prefix}resource", ERR_RESOURCE)
    args = resource.get("properties", {})
    if not isinstance(args, Mapping):
        raise AuthzenError(f"{prefix}resource.properties", ERR_RESOURCE)
    context = body.get("context", {})
    if context is None:
        context = {}
    context = _object(context, f"{prefix}context", ERR_CONTEXT)
    values: dict[str, str | None] = {}
    for name in ("session_id", "cwd", "mode", "tool_hash"):
        value = context.get(name)
        if value is not None and not isinstance(value, str):
            raise AuthzenError(f"{prefix}context.{name}", ERR_CONTEXT_FIELD)
        values[name] = value
    dry_run = context.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise AuthzenError(f"{prefix}context.dry_run", ERR_DRY_RUN)
    task = context.get("task")
    if task is not None:
        if (not isinstance(task, Mapping) or not isinstance(task.get("id"), str)
                or not isinstance(task.get("capabilities", []), list)
                or not all(isinstance(c, str) for c in task.get("capabilities", []))):
            raise AuthzenError(f"{prefix}context.task", ERR_TASK)
    return AccessRequest(tool=tool, args=dict(args), session_id=values["session_id"] or "authzen",
                         cwd=values["cwd"], mode=values["mode"] or None, task=task,
                         tool_hash=values["tool_hash"], dry_run=dry_run)


def merge_batch_item(defaults: Mapping[str, Any], item: Any, index: int) -> dict[str, Any]:
    """A batch entry: the top-level subject/action/resource/context are defaults, any
    set on the entry replaces them (AuthZEN 1.0, evaluations API)."""
    item = _object(item, f"evaluations[{index}]")
    merged = {key: defaults[key] for key in ("subject", "action", "resource", "context") if key in defaults}
    merged.update({key: item[key] for key in ("subject", "action", "resource", "context") if key in item})
    return merged


def batch_semantic(body: Mapping[str, Any]) -> str:
    options = body.get("options") or {}
    if not isinstance(options, Mapping):
        raise AuthzenError("options", ERR_OBJECT)
    semantic = options.get("evaluations_semantic", "execute_all")
    if semantic not in SEMANTICS:
        raise AuthzenError("options.evaluations_semantic", ERR_SEMANTIC)
    return semantic


def evaluation_response(result: Mapping[str, Any]) -> dict[str, Any]:
    """Guardian's evaluate answer as an AuthZEN decision: only allow is true."""
    approval = result.get("approval")
    return {
        "decision": result.get("decision") == "allow",
        "context": {
            "reason": str(result.get("reason") or ""),
            "guardian": {
                "decision": result.get("decision") if result.get("decision") in ("allow", "deny", "ask") else "deny",
                "check": result.get("check") or "",
                "rule": result.get("rule"),
                "event_id": result.get("event_id"),
                "approval": approval if approval else None,
                "policy_version": result.get("policy_version"),
            },
        },
    }


def error_response(message: str) -> dict[str, Any]:
    """A batch entry that could not be evaluated: false, with the reason."""
    return {"decision": False, "context": {"reason": message, "guardian": {"decision": "deny", "check": "",
                                                                           "rule": None, "event_id": None,
                                                                           "approval": None}}}
