"""Claude Code's hook protocol, both ways: pure functions, no Django, no I/O.

Everything here follows Claude Code's published hooks reference (``hooks.md``):

* input: the common fields (``session_id``, ``cwd``, ``permission_mode``,
  ``hook_event_name``) plus ``tool_name``, ``tool_input`` and (PreToolUse, PostToolUse,
  PostToolUseFailure) ``tool_use_id``; PermissionRequest has no ``tool_use_id`` but may
  carry ``permission_suggestions``; PostToolUse adds ``tool_response`` and
  ``duration_ms``; PostToolUseFailure adds ``error``, ``is_interrupt``, ``duration_ms``.
* output: ``hookSpecificOutput`` with ``hookEventName`` set to the event;
  PreToolUse answers ``permissionDecision`` (allow / deny / ask) and
  ``permissionDecisionReason``; PermissionRequest answers ``decision.behavior``
  (allow / deny), with ``updatedPermissions`` (allow only) or ``message`` (deny only).
* an HTTP hook's non-2xx answer, a connection failure or a timeout is a *non-blocking*
  error: Claude Code goes on as if the hook had said nothing. So Guardian never answers a
  hook with an error status: every failure is a 2xx with a deny in the event's format.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Mapping, TypedDict

PRE_TOOL_USE = "PreToolUse"
PERMISSION_REQUEST = "PermissionRequest"
POST_TOOL_USE = "PostToolUse"
POST_TOOL_USE_FAILURE = "PostToolUseFailure"
EVENTS = (PRE_TOOL_USE, PERMISSION_REQUEST, POST_TOOL_USE, POST_TOOL_USE_FAILURE)
# Events that ask for a decision: a failure there must block.
DECIDING_EVENTS = (PRE_TOOL_USE, PERMISSION_REQUEST)
# Claude Code's other documented events (hooks.md): Guardian has no policy on them, so a
# hook pointed at it by mistake gets "no opinion" ({}), never another event's answer
# (a PreToolUse deny sent to a Stop hook is an answer Claude Code cannot read; a blocking
# answer there would erase prompts or keep a session from stopping). PermissionDenied
# is the classifier's denial after the fact: Guardian never asks for a retry.
NON_DECIDING_EVENTS = frozenset({
    "SessionStart", "Setup", "UserPromptSubmit", "UserPromptExpansion", "PermissionDenied",
    "PostToolBatch", "Notification", "MessageDisplay", "SubagentStart", "SubagentStop",
    "TaskCreated", "TaskCompleted", "Stop", "StopFailure", "TeammateIdle", "InstructionsLoaded",
    "ConfigChange", "CwdChanged", "DirectoryAdded", "FileChanged", "WorktreeCreate",
    "WorktreeRemove", "PreCompact", "PostCompact", "Elicitation", "ElicitationResult", "SessionEnd",
})

# Claude Code's permission modes -> Guardian's modes (the request may only narrow).
MODE_MAP: dict[str, str] = {
    "default": "default",
    "manual": "default",          # documented alias of default
    "auto": "default",            # a classifier approves for the user: Guardian still decides
    "plan": "explore",
    "acceptEdits": "accept_edits",
    "dontAsk": "dont_ask",
    "bypassPermissions": "bypass",
}
# Narrowest first, as in DESIGN: explore < dont_ask < default < accept_edits < bypass.
MODE_ORDER = ("explore", "dont_ask", "default", "accept_edits", "bypass")

# Where an "always" approval is written on the Claude Code side (the same destination
# as the suggestions of its own permission dialog).
UPDATED_PERMISSIONS_DESTINATION = "localSettings"

MAX_ID_LENGTH = 200
MAX_CWD_LENGTH = 4096
MAX_TOOL_NAME_LENGTH = 200
MAX_ERROR_LENGTH = 500
MAX_REASON_LENGTH = 2000

# Error messages (module constants: the tests reuse them).
ERR_NOT_OBJECT = "the hook input is not a JSON object"
ERR_EVENT = "hook_event_name must be one of PreToolUse, PermissionRequest, PostToolUse, PostToolUseFailure"
ERR_TOOL_NAME = "tool_name must be a non-empty string of at most 200 characters"
ERR_TOOL_INPUT = "tool_input must be a JSON object"
ERR_SESSION_ID = "session_id must be a string of at most 200 characters"
ERR_CWD = "cwd must be an absolute path of at most 4096 characters"
ERR_PERMISSION_MODE = "permission_mode is not a Claude Code permission mode"
ERR_TOOL_USE_ID = "tool_use_id must be a string of at most 200 characters"
ERR_DURATION = "duration_ms must be a non-negative integer"
ERR_UNAUTHENTICATED = "no valid Guardian agent key (Authorization: Api-Key <key> or X-Guardian-Key)"
ERR_KEY_NOT_INTERPOLATED = ("the Guardian key header arrived without a key: Claude Code sends an unlisted "
                            "$VARIABLE as an empty string, so list it in the hook's allowedEnvVars (and in "
                            "httpHookAllowedEnvVars where that setting is used)")
ERR_INTERNAL = "Guardian could not decide"

_TOOL_NAME_RE = re.compile(r"^[A-Za-z0-9_.:\-]+$")
_EXIT_CODE_RE = re.compile(r"^\s*Exit code (-?\d+)\b")


class HookInputError(ValueError):
    """A hook input Guardian refuses. ``field`` names the field at fault."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(f"{field_name}: {message}" if field_name else message)
        self.field = field_name
        self.message = message


@dataclass(frozen=True, slots=True)
class HookInput:
    event: str
    session_id: str
    cwd: str | None
    permission_mode: str | None       # Claude Code's word, as sent
    mode: str | None                  # Guardian's mode it maps to (None: the agent's own)
    tool_name: str
    tool_input: Mapping[str, Any]
    tool_use_id: str = ""
    tool_response: Any = None
    duration_ms: int | None = None
    error: str = ""
    is_interrupt: bool = False
    permission_suggestions: tuple[Mapping[str, Any], ...] = field(default_factory=tuple)


class PermissionRuleEntry(TypedDict, total=False):
    toolName: str
    ruleContent: str


class PermissionUpdate(TypedDict):
    type: str
    rules: list[PermissionRuleEntry]
    behavior: str
    destination: str


def _optional_str(body: Mapping[str, Any], name: str, limit: int, message: str) -> str | None:
    value = body.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > limit or "\x00" in value:
        raise HookInputError(name, message)
    return value


def guardian_mode(permission_mode: str | None) -> str | None:
    """Claude Code's ``permission_mode`` as a Guardian mode. ``None`` (absent: not every
    event carries it) keeps the agent's own mode; an unknown word is refused."""
    if permission_mode is None or permission_mode == "":
        return None
    try:
        return MODE_MAP[permission_mode]
    except KeyError:
        raise HookInputError("permission_mode", ERR_PERMISSION_MODE) from None


def narrowest_mode(agent_mode: str, requested: str | None) -> str:
    """The effective mode: the request may narrow the agent's mode, never widen it.
    An agent mode Guardian does not know counts as the narrowest (fail closed)."""
    agent_rank = MODE_ORDER.index(agent_mode) if agent_mode in MODE_ORDER else 0
    if requested is None:
        return MODE_ORDER[agent_rank]
    requested_rank = MODE_ORDER.index(requested) if requested in MODE_ORDER else 0
    return MODE_ORDER[min(agent_rank, requested_rank)]


def parse_hook_input(body: Any) -> HookInput:
    """Validate a Claude Code hook input. Rules, in order:
    1. a JSON object with a supported ``hook_event_name``;
    2. ``tool_name`` a non-empty tool name (MCP tools ``mcp__server__tool`` included);
    3. ``tool_input`` an object; ``session_id``, ``cwd`` (absolute), ``tool_use_id`` strings;
    4. ``permission_mode`` a documented mode (absent: the agent's own);
    5. PostToolUse / PostToolUseFailure: ``duration_ms`` a non-negative integer if given.
    Unknown fields are ignored (Claude Code adds fields over time)."""
    if not isinstance(body, Mapping):
        raise HookInputError("", ERR_NOT_OBJECT)
    event = body.get("hook_event_name")
    if event not in EVENTS:
        raise HookInputError("hook_event_name", ERR_EVENT)
    tool_name = body.get("tool_name")
    if (not isinstance(tool_name, str) or not tool_name or len(tool_name) > MAX_TOOL_NAME_LENGTH
            or not _TOOL_NAME_RE.match(tool_name)):
        raise HookInputError("tool_name", ERR_TOOL_NAME)
    tool_input = body.get("tool_input")
    if not isinstance(tool_input, Mapping):
        raise HookInputError("tool_input", ERR_TOOL_INPUT)
    session_id = _optional_str(body, "session_id", MAX_ID_LENGTH, ERR_SESSION_ID) or ""
    cwd = _optional_str(body, "cwd", MAX_CWD_LENGTH, ERR_CWD)
    if cwd is not None and not (cwd.startswith("/") or re.match(r"^[A-Za-z]:[\\/]", cwd)):
        raise HookInputError("cwd", ERR_CWD)
    permission_mode = body.get("permission_mode")
    if permission_mode is not None and not isinstance(permission_mode, str):
        raise HookInputError("permission_mode", ERR_PERMISSION_MODE)
    mode = guardian_mode(permission_mode)
    tool_use_id = _optional_str(body, "tool_use_id", MAX_ID_LENGTH, ERR_TOOL_USE_ID) or ""
    duration_ms = body.get("duration_ms")
    if duration_ms is not None and (isinstance(duration_ms, bool) or not isinstance(duration_ms, int)
                                    or duration_ms < 0 or duration_ms > 2**31):
        raise HookInputError("duration_ms", ERR_DURATION)
    error = body.get("error")
    suggestions = body.get("permission_suggestions")
    return HookInput(
        event=event,
        session_id=session_id,
        cwd=cwd,
        permission_mode=permission_mode,
        mode=mode,
        tool_name=tool_name,
        tool_input=dict(tool_input),
        tool_use_id=tool_use_id,
        tool_response=body.get("tool_response"),
        duration_ms=duration_ms,
        error=error if isinstance(error, str) else "",
        is_interrupt=body.get("is_interrupt") is True,
        permission_suggestions=tuple(s for s in suggestions if isinstance(s, Mapping))
        if isinstance(suggestions, list) else (),
    )


def event_of(body: Any) -> str:
    """The event a raw body claims to be, for answering even a body that fails validation
    in the right format (PreToolUse when unknown: its deny blocks)."""
    if isinstance(body, Mapping):
        event = body.get("hook_event_name")
        if event in EVENTS or event in NON_DECIDING_EVENTS:
            return str(event)
    return PRE_TOOL_USE


def reason_text(reason: str, *, event_id: int | None = None, approval_id: str | None = None) -> str:
    """Guardian's reason as Claude Code shows it: the reason, then the audit event id
    (and the approval id) so a person can find the record."""
    text = " ".join((reason or "").split()) or "no reason given"
    refs = []
    if event_id is not None:
        refs.append(f"event {event_id}")
    if approval_id:
        refs.append(f"approval {approval_id}")
    suffix = f" [Guardian {', '.join(refs)}]" if refs else " [Guardian]"
    return text[: MAX_REASON_LENGTH - len(suffix)] + suffix


def pre_tool_use_output(decision: str, reason: str) -> dict[str, Any]:
    """PreToolUse answer. Anything but allow / ask is a deny (fail closed)."""
    if decision not in ("allow", "deny", "ask"):
        decision = "deny"
    return {
        "hookSpecificOutput": {
            "hookEventName": PRE_TOOL_USE,
            "permissionDecision": decision,
            "permissionDecisionReason": reason,
        }
    }


def permission_request_output(behavior: str, *, message: str = "",
                              updated_permissions: list[PermissionUpdate] | None = None) -> dict[str, Any]:
    """PermissionRequest answer: ``updatedPermissions`` for allow only, ``message`` for
    deny only (as documented). Anything but allow is a deny."""
    decision: dict[str, Any]
    if behavior == "allow":
        decision = {"behavior": "allow"}
        if updated_permissions:
            decision["updatedPermissions"] = list(updated_permissions)
    else:
        decision = {"behavior": "deny", "message": message or "denied by Guardian"}
    return {"hookSpecificOutput": {"hookEventName": PERMISSION_REQUEST, "decision": decision}}


def post_tool_use_output() -> dict[str, Any]:
    """PostToolUse / PostToolUseFailure: nothing to decide after the fact."""
    return {}


def deny_output(event: str, reason: str) -> dict[str, Any]:
    """The blocking answer for ``event``: a failure must never let the call through."""
    if event == PERMISSION_REQUEST:
        return permission_request_output("deny", message=reason)
    if event in (POST_TOOL_USE, POST_TOOL_USE_FAILURE) or event in NON_DECIDING_EVENTS:
        return post_tool_use_output()
    return pre_tool_use_output("deny", reason)


_CLAUDE_RULE_RE = re.compile(r"^(?P<tool>[A-Za-z0-9_.:\-]+)(?:\((?P<content>.*)\))?$", re.DOTALL)
# Tools whose rule content means the same in Claude Code as in Guardian (seed 002 syntax).
_CONTENT_TOOLS = ("Bash", "Read", "Edit", "Write", "Glob", "Grep", "WebFetch", "NotebookEdit")


def permission_update_for_rule(rule: str, behavior: str = "allow") -> PermissionUpdate | None:
    """A Guardian permission rule as a Claude Code ``addRules`` entry, or None when
    Claude Code's syntax cannot say the same thing (e.g. exact-JSON rules of custom
    tools): Guardian keeps the rule either way, Claude Code just keeps asking Guardian.

    ``Bash(npm run:*)`` -> ``{toolName: Bash, ruleContent: "npm run:*"}``;
    ``mcp__github__get_issue`` -> ``{toolName: mcp__github__get_issue}``."""
    match = _CLAUDE_RULE_RE.match((rule or "").strip())
    if not match:
        return None
    tool, content = match.group("tool"), match.group("content")
    entry: PermissionRuleEntry = {"toolName": tool}
    if content is not None:
        if tool not in _CONTENT_TOOLS or not content or content.lstrip().startswith("{"):
            return None
        entry["ruleContent"] = content
    return {"type": "addRules", "rules": [entry], "behavior": behavior,
            "destination": UPDATED_PERMISSIONS_DESTINATION}


def _byte_length(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, str):
        return len(value.encode("utf-8"))
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def result_fields(hook: HookInput) -> dict[str, Any]:
    """Seed 001's result fields from a PostToolUse / PostToolUseFailure input:
    ``exit_code``, ``duration_ms``, ``stdout_bytes``, ``stderr_bytes``, ``success``,
    ``error``. Sizes only, never the output itself (it may hold secrets)."""
    fields: dict[str, Any] = {"duration_ms": hook.duration_ms}
    response = hook.tool_response
    if hook.event == POST_TOOL_USE:
        fields["success"] = True
        fields["error"] = ""
        if isinstance(response, Mapping) and ("stdout" in response or "stderr" in response):
            fields["stdout_bytes"] = _byte_length(response.get("stdout"))
            fields["stderr_bytes"] = _byte_length(response.get("stderr"))
            interrupted = response.get("interrupted") is True
            fields["exit_code"] = None if interrupted else 0
            if interrupted:
                fields["success"] = False
                fields["error"] = "interrupted"
        else:
            fields["stdout_bytes"] = _byte_length(response)
            fields["stderr_bytes"] = 0
            fields["exit_code"] = None
    else:
        fields["success"] = False
        first_line = (hook.error or "").splitlines()[0] if hook.error else ""
        match = _EXIT_CODE_RE.match(first_line)
        fields["exit_code"] = int(match.group(1)) if match else None
        fields["error"] = ("interrupted: " if hook.is_interrupt else "") + first_line[:MAX_ERROR_LENGTH]
        fields["stdout_bytes"] = None
        fields["stderr_bytes"] = _byte_length(hook.error)
    return fields
