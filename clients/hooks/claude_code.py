#!/usr/bin/env python3
"""Guardian command hook for Claude Code (standard library only, one file).

Claude Code runs it with the hook JSON on stdin (``PreToolUse``, ``PermissionRequest``,
``PostToolUse``, ``PostToolUseFailure``). By default it forwards that JSON untouched to
Guardian's ``POST /api/v1/hooks/claude-code`` and prints Guardian's answer after
checking it against Claude Code's documented output schema. With
``GUARDIAN_CLAUDE_VIA=evaluate`` it calls ``POST /api/v1/evaluate`` itself (PreToolUse).

It FAILS CLOSED: on any error, timeout, bad JSON or unknown answer it exits 2 with the
reason on stderr, which Claude Code treats as a blocking error (the tool call does not
run; for PermissionRequest the permission is denied). An explicit deny is printed as
``permissionDecision: "deny"`` so Claude sees Guardian's reason.

Settings (environment): GUARDIAN_URL, GUARDIAN_API_KEY or GUARDIAN_API_KEY_FILE,
GUARDIAN_HOOK_TIMEOUT (seconds, default 25: keep it below the hook's ``timeout``),
GUARDIAN_CLAUDE_VIA (hook | evaluate), GUARDIAN_ASK (prompt | wait: with ``evaluate``,
whether an ask is handed to Claude Code's own prompt or waited on in Guardian's queue).
"""
from __future__ import annotations

# --- guardian hook core (identical in every adapter; tests check it) ---------------
import json
import os
import signal
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Callable, Mapping

EXIT_OK = 0
EXIT_BLOCK = 2
DEFAULT_HOOK_TIMEOUT = 25.0
MAX_INPUT_BYTES = 8 << 20
MAX_ANSWER_BYTES = 1 << 20
DECISIONS = ("allow", "deny", "ask")
# Claude Code / Codex permission modes -> Guardian modes (a request may only narrow).
MODE_MAP = {
    "default": "default",
    "manual": "default",          # Claude Code's alias of default
    "auto": "default",            # a classifier approves for the user: Guardian still decides
    "plan": "explore",
    "acceptEdits": "accept_edits",
    "dontAsk": "dont_ask",
    "bypassPermissions": "bypass",
}


class HookBlock(Exception):
    """Stop here and block: the message is the reason shown to the agent."""


class HookOutcome:
    __slots__ = ("exit_code", "stdout", "stderr")

    def __init__(self, exit_code: int, stdout: str = "", stderr: str = "") -> None:
        self.exit_code = exit_code
        self.stdout = stdout
        self.stderr = stderr

    def __repr__(self) -> str:
        return f"HookOutcome({self.exit_code!r}, {self.stdout!r}, {self.stderr!r})"


def _setting(env: Mapping[str, str], name: str) -> str:
    return (env.get(name) or "").strip()


def hook_config(env: Mapping[str, str]) -> dict[str, Any]:
    url = _setting(env, "GUARDIAN_URL").rstrip("/")
    if not url:
        raise HookBlock("Guardian hook: GUARDIAN_URL is not set: blocked (fail closed)")
    key = _setting(env, "GUARDIAN_API_KEY")
    if not key and _setting(env, "GUARDIAN_API_KEY_FILE"):
        try:
            with open(_setting(env, "GUARDIAN_API_KEY_FILE"), encoding="utf-8") as handle:
                key = handle.readline().strip()
        except OSError as exc:
            raise HookBlock(f"Guardian hook: cannot read GUARDIAN_API_KEY_FILE ({exc.strerror}): blocked (fail closed)") from None
    if not key:
        raise HookBlock("Guardian hook: no API key (GUARDIAN_API_KEY or GUARDIAN_API_KEY_FILE): blocked (fail closed)")
    try:
        timeout = float(_setting(env, "GUARDIAN_HOOK_TIMEOUT") or DEFAULT_HOOK_TIMEOUT)
    except ValueError:
        raise HookBlock("Guardian hook: GUARDIAN_HOOK_TIMEOUT is not a number: blocked (fail closed)") from None
    return {"url": url, "key": key, "timeout": max(0.1, timeout)}


def _send(request: urllib.request.Request, seconds: float) -> tuple[int, bytes]:
    """urlopen in a daemon thread so that the deadline is hard even against a server
    that trickles bytes."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            with urllib.request.urlopen(request, timeout=max(0.05, seconds)) as response:
                box["ok"] = (response.status, response.read(MAX_ANSWER_BYTES + 1))
        except urllib.error.HTTPError as exc:
            try:
                box["ok"] = (exc.code, exc.read(MAX_ANSWER_BYTES + 1))
            except Exception:  # noqa: BLE001
                box["ok"] = (exc.code, b"")
        except BaseException as exc:  # noqa: BLE001
            box["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        raise TimeoutError()
    if "error" in box:
        raise box["error"]
    return box["ok"]


def guardian_call(cfg: Mapping[str, Any], method: str, path: str, body: Any, deadline: float,
                  retries: int = 1) -> dict[str, Any]:
    """One JSON call to Guardian. Any failure raises HookBlock with a reason that says why.
    Connection errors are retried once while the deadline lasts."""
    data = None if body is None else json.dumps(body, separators=(",", ":")).encode("utf-8")
    headers = {"Authorization": f"Api-Key {cfg['key']}", "Accept": "application/json",
               "User-Agent": "guardian-hook/0.1"}
    if data is not None:
        headers["Content-Type"] = "application/json"
    attempt = 0
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise HookBlock(f"Guardian did not answer within {cfg['timeout']:g}s: blocked (fail closed)")
        request = urllib.request.Request(cfg["url"] + path, data=data, headers=headers, method=method)
        try:
            status, raw = _send(request, remaining)
        except (TimeoutError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            if isinstance(exc, TimeoutError) or isinstance(reason, TimeoutError):
                raise HookBlock(f"Guardian did not answer within {cfg['timeout']:g}s: blocked (fail closed)") from None
            if attempt < retries:
                attempt += 1
                time.sleep(min(0.05, max(0.0, deadline - time.monotonic())))
                continue
            text = " ".join(str(reason).split())[:200] or type(exc).__name__
            raise HookBlock(f"Guardian is unreachable ({text}): blocked (fail closed)") from None
        except Exception as exc:  # noqa: BLE001
            raise HookBlock(f"Guardian's answer could not be read ({type(exc).__name__}): blocked (fail closed)") from None
        try:
            answer = json.loads(raw.decode("utf-8")) if raw and len(raw) <= MAX_ANSWER_BYTES else None
        except (UnicodeDecodeError, ValueError):
            answer = None
        if not 200 <= status < 300:
            detail = ""
            if isinstance(answer, dict) and isinstance(answer.get("reason") or answer.get("detail"), str):
                detail = ": " + " ".join(str(answer.get("reason") or answer.get("detail")).split())[:200]
            raise HookBlock(f"Guardian answered HTTP {status}{detail}: blocked (fail closed)")
        if not isinstance(answer, dict):
            raise HookBlock("Guardian's answer is not a JSON object: blocked (fail closed)")
        return answer


def guardian_evaluate(cfg: Mapping[str, Any], request: Mapping[str, Any], deadline: float) -> dict[str, Any]:
    answer = guardian_call(cfg, "POST", "/api/v1/evaluate", dict(request), deadline)
    if answer.get("decision") not in DECISIONS:
        raise HookBlock(f"Guardian answered an unknown decision {answer.get('decision')!r}: blocked (fail closed)")
    return answer


def guardian_wait(cfg: Mapping[str, Any], answer: Mapping[str, Any], deadline: float) -> tuple[bool, str]:
    """Long-poll the approval of an ask until the hook's deadline. (approved, reason)."""
    approval = answer.get("approval")
    approval_id = approval.get("id") if isinstance(approval, dict) else None
    if approval_id in (None, ""):
        return False, "Guardian asked for a person's approval but gave no approval id: blocked (fail closed)"
    path = "/api/v1/approvals/" + urllib.parse.quote(str(approval_id), safe="")
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0.2:
            return False, f"no reviewer approved in time ({answer.get('reason') or 'Guardian asked'}): blocked"
        wait_s = int(max(0.0, min(30.0, remaining - 1.0)))
        state = guardian_call(cfg, "GET", f"{path}?wait={wait_s}", None, deadline)
        status = state.get("status")
        if status == "pending":
            if wait_s == 0:
                time.sleep(0.1)
            continue
        if status == "approved" and state.get("decision", "allow") in (None, "allow"):
            return True, "approved by a reviewer"
        if status in ("denied", "expired", "approved"):
            return False, str(state.get("reason") or f"the reviewer's answer was {status!r}: blocked")
        return False, f"the approval has an unknown status {status!r}: blocked (fail closed)"


def read_input(raw: bytes) -> dict[str, Any]:
    if len(raw) > MAX_INPUT_BYTES:
        raise HookBlock("Guardian hook: the hook input is too large: blocked (fail closed)")
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise HookBlock("Guardian hook: the hook input is not JSON: blocked (fail closed)") from None
    if not isinstance(value, dict):
        raise HookBlock("Guardian hook: the hook input is not a JSON object: blocked (fail closed)")
    return value


def guarded(handler: Callable[[dict[str, Any], Mapping[str, Any], float], HookOutcome],
            raw: bytes, env: Mapping[str, str]) -> HookOutcome:
    """Run one hook invocation; every failure becomes exit 2 with the reason on stderr."""
    try:
        hook_input = read_input(raw)
        cfg = hook_config(env)
        deadline = time.monotonic() + cfg["timeout"]
        return handler(hook_input, cfg, deadline)
    except HookBlock as exc:
        return HookOutcome(EXIT_BLOCK, "", str(exc) + "\n")
    except Exception as exc:  # noqa: BLE001 - fail closed on our own bugs too
        return HookOutcome(EXIT_BLOCK, "", f"Guardian hook failed ({type(exc).__name__}): blocked (fail closed)\n")


def hook_main(run_hook: Callable[[bytes, Mapping[str, str]], HookOutcome]) -> None:
    """Entry point: a watchdog kills the process with exit 2 if anything hangs."""
    try:
        limit = float(_setting(os.environ, "GUARDIAN_HOOK_TIMEOUT") or DEFAULT_HOOK_TIMEOUT) + 1.0
    except ValueError:
        limit = DEFAULT_HOOK_TIMEOUT + 1.0

    def on_alarm(signum: int, frame: Any) -> None:
        os.write(2, b"Guardian hook timed out: blocked (fail closed)\n")
        os._exit(EXIT_BLOCK)

    if hasattr(signal, "SIGALRM"):
        signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, max(0.2, limit))
    try:
        raw = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        outcome = run_hook(raw, os.environ)
    except BaseException:  # noqa: BLE001
        outcome = HookOutcome(EXIT_BLOCK, "", "Guardian hook failed: blocked (fail closed)\n")
    if outcome.stdout:
        sys.stdout.write(outcome.stdout)
        sys.stdout.flush()
    if outcome.stderr:
        sys.stderr.write(outcome.stderr)
        sys.stderr.flush()
    os._exit(outcome.exit_code)
# --- end of guardian hook core -------------------------------------------------------

HOOK_PATH = "/api/v1/hooks/claude-code"
PRE_TOOL_USE = "PreToolUse"
PERMISSION_REQUEST = "PermissionRequest"
POST_EVENTS = ("PostToolUse", "PostToolUseFailure")
# Claude Code's documented events that carry no decision Guardian makes (hooks.md).
NON_DECIDING_EVENTS = frozenset({
    "SessionStart", "Setup", "UserPromptSubmit", "UserPromptExpansion", "PermissionDenied",
    "PostToolBatch", "Notification", "MessageDisplay", "SubagentStart", "SubagentStop",
    "TaskCreated", "TaskCompleted", "Stop", "StopFailure", "TeammateIdle", "InstructionsLoaded",
    "ConfigChange", "CwdChanged", "DirectoryAdded", "FileChanged", "WorktreeCreate",
    "WorktreeRemove", "PreCompact", "PostCompact", "Elicitation", "ElicitationResult", "SessionEnd",
})


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _pre_tool_use_output(decision: str, reason: str, additional_context: Any = None) -> str:
    output: dict[str, Any] = {
        "hookEventName": PRE_TOOL_USE,
        "permissionDecision": decision,
        "permissionDecisionReason": reason,
    }
    if isinstance(additional_context, str) and additional_context:
        output["additionalContext"] = additional_context
    return json.dumps({"hookSpecificOutput": output})


def _checked_pre_tool_use(answer: Mapping[str, Any]) -> HookOutcome:
    """Re-emit only the documented fields; never ``updatedInput`` (an approval is bound
    to the input it was asked for)."""
    hso = answer.get("hookSpecificOutput")
    if not isinstance(hso, dict) or hso.get("hookEventName") != PRE_TOOL_USE:
        raise HookBlock("Guardian's answer has no PreToolUse hookSpecificOutput: blocked (fail closed)")
    decision = hso.get("permissionDecision")
    if decision not in DECISIONS:
        raise HookBlock(f"Guardian answered an unknown permissionDecision {decision!r}: blocked (fail closed)")
    reason = _text(hso.get("permissionDecisionReason")) or f"Guardian: {decision}"
    return HookOutcome(EXIT_OK, _pre_tool_use_output(decision, reason, hso.get("additionalContext")))


def _checked_permission_request(answer: Mapping[str, Any]) -> HookOutcome:
    """``{}`` is Guardian's "no decision" (the ask is still pending and the agent does not
    hold asks): print nothing, so Claude Code's own dialog asks the person at the terminal
    (and denies where no one can be asked). Blocking there would deny every ask."""
    if answer == {}:
        return HookOutcome(EXIT_OK)
    hso = answer.get("hookSpecificOutput")
    if not isinstance(hso, dict) or hso.get("hookEventName") != PERMISSION_REQUEST:
        raise HookBlock("Guardian's answer has no PermissionRequest hookSpecificOutput: blocked (fail closed)")
    decision = hso.get("decision")
    behavior = decision.get("behavior") if isinstance(decision, dict) else None
    if behavior == "allow":
        out: dict[str, Any] = {"behavior": "allow"}
        updates = decision.get("updatedPermissions")
        if updates is not None:
            if not isinstance(updates, list) or not all(isinstance(u, dict) and isinstance(u.get("type"), str) for u in updates):
                raise HookBlock("Guardian's updatedPermissions are malformed: blocked (fail closed)")
            out["updatedPermissions"] = updates
    elif behavior == "deny":
        out = {"behavior": "deny", "message": _text(decision.get("message")) or "denied by Guardian"}
    else:
        raise HookBlock(f"Guardian answered an unknown decision.behavior {behavior!r}: blocked (fail closed)")
    return HookOutcome(EXIT_OK, json.dumps({"hookSpecificOutput": {"hookEventName": PERMISSION_REQUEST, "decision": out}}))


def _via_hook_endpoint(hook_input: dict[str, Any], cfg: Mapping[str, Any], deadline: float) -> HookOutcome:
    event = hook_input.get("hook_event_name")
    if event in NON_DECIDING_EVENTS:
        return HookOutcome(EXIT_OK)  # no tool call to guard: no opinion (exit 2 would erase prompts or never stop)
    if event not in (PRE_TOOL_USE, PERMISSION_REQUEST, *POST_EVENTS):
        raise HookBlock(f"Guardian hook: event {event!r} is not supported (configure PreToolUse, PermissionRequest, PostToolUse): blocked")
    answer = guardian_call(cfg, "POST", HOOK_PATH, hook_input, deadline)
    if event == PRE_TOOL_USE:
        return _checked_pre_tool_use(answer)
    if event == PERMISSION_REQUEST:
        return _checked_permission_request(answer)
    return HookOutcome(EXIT_OK)  # the result is recorded; nothing to decide after the fact


def _via_evaluate(hook_input: dict[str, Any], cfg: Mapping[str, Any], deadline: float, ask_mode: str) -> HookOutcome:
    event = hook_input.get("hook_event_name")
    if event != PRE_TOOL_USE:
        raise HookBlock(f"Guardian hook: with GUARDIAN_CLAUDE_VIA=evaluate only PreToolUse is supported, not {event!r}: blocked")
    tool = hook_input.get("tool_name")
    args = hook_input.get("tool_input")
    if not isinstance(tool, str) or not tool or not isinstance(args, dict):
        raise HookBlock("Guardian hook: the hook input has no tool_name / tool_input: blocked (fail closed)")
    request: dict[str, Any] = {
        "session_id": _text(hook_input.get("session_id")) or "claude-code",
        "tool": tool,
        "args": args,
        "dry_run": False,
    }
    if isinstance(hook_input.get("cwd"), str):
        request["cwd"] = hook_input["cwd"]
    mode = MODE_MAP.get(_text(hook_input.get("permission_mode")))
    if mode:
        request["mode"] = mode
    answer = guardian_evaluate(cfg, request, deadline)
    decision = answer["decision"]
    reason = _text(answer.get("reason")) or f"Guardian: {decision}"
    if answer.get("event_id"):
        reason = f"{reason} [guardian event {answer['event_id']}]"
    if decision == "ask" and ask_mode == "wait":
        approved, why = guardian_wait(cfg, answer, deadline)
        return HookOutcome(EXIT_OK, _pre_tool_use_output("allow" if approved else "deny", f"{why} ({reason})"))
    return HookOutcome(EXIT_OK, _pre_tool_use_output(decision, reason))


def run_hook(raw: bytes, env: Mapping[str, str]) -> HookOutcome:
    """One hook invocation, in process (the unit the benchmark times)."""
    via = _setting(env, "GUARDIAN_CLAUDE_VIA") or "hook"
    ask_mode = _setting(env, "GUARDIAN_ASK") or "prompt"

    def handler(hook_input: dict[str, Any], cfg: Mapping[str, Any], deadline: float) -> HookOutcome:
        if via == "hook":
            return _via_hook_endpoint(hook_input, cfg, deadline)
        if via == "evaluate":
            return _via_evaluate(hook_input, cfg, deadline, ask_mode)
        raise HookBlock(f"Guardian hook: GUARDIAN_CLAUDE_VIA must be hook or evaluate, not {via!r}: blocked")

    return guarded(handler, raw, env)


if __name__ == "__main__":
    hook_main(run_hook)
