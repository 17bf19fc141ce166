#!/usr/bin/env python3
"""Guardian command hook for Codex CLI (standard library only, one file).

Codex runs it with its hook JSON on stdin (``PreToolUse`` for ``Bash``, ``apply_patch``
and MCP tools ``mcp__server__tool``; ``PermissionRequest``). It asks Guardian's
``POST /api/v1/evaluate`` and answers in Codex's format:

- deny -> exit 2, Guardian's reason on stderr (Codex blocks the call and shows it);
- ask  -> waits in Guardian's queue for a reviewer (long-poll, bounded by the hook
  timeout): approved -> as allow, anything else -> exit 2;
- allow -> exit 0 with no output, so Codex's own sandbox and approval rules still apply
  (Codex rejects ``permissionDecision: allow`` without ``updatedInput``, and Guardian
  never rewrites input);
- PermissionRequest -> ``hookSpecificOutput.decision.behavior`` allow / deny.

``apply_patch`` is read file by file (``*** Add File:`` -> Write, ``*** Update File:`` /
``*** Move to:`` / ``*** Delete File:`` -> Edit / Write): each file is one evaluation,
and the patch runs only if every file is allowed. A patch it cannot read is blocked.

It FAILS CLOSED: any error, timeout, bad JSON or unknown answer -> exit 2 with the
reason on stderr. Settings: GUARDIAN_URL, GUARDIAN_API_KEY or GUARDIAN_API_KEY_FILE,
GUARDIAN_HOOK_TIMEOUT (seconds, default 25: keep it below the hook's ``timeout``).
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

PRE_TOOL_USE = "PreToolUse"
PERMISSION_REQUEST = "PermissionRequest"
PATCH_MARKERS = (
    ("*** Add File: ", "Write", "add"),
    ("*** Update File: ", "Edit", "update"),
    ("*** Delete File: ", "Write", "delete"),
    ("*** Move to: ", "Write", "move"),
)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def patch_requests(patch: str, cwd: str) -> list[tuple[str, dict[str, Any]]]:
    """One (tool, args) per file an ``apply_patch`` touches, paths made absolute."""
    requests: list[tuple[str, dict[str, Any]]] = []
    current: dict[str, Any] | None = None
    for line in patch.splitlines():
        # Codex's own parser trims each line before it looks for a header: so do we
        # (" *** Add File: ~/.ssh/authorized_keys" is a file, not patch text)
        bare = line.strip()
        for marker, tool, operation in PATCH_MARKERS:
            if bare.startswith(marker.strip()) and bare[len(marker.strip()):][:1] in (" ", "\t"):
                path = bare[len(marker.strip()):].strip()
                if not path:
                    raise HookBlock("Guardian hook: apply_patch names a file with no path: blocked (fail closed)")
                path = os.path.normpath(os.path.join(cwd or "/", path))
                current = {"file_path": path, "operation": operation, "patch": ""}
                if operation == "add":
                    current["content"] = ""
                requests.append((tool, current))
                break
        else:
            if current is not None and not line.startswith("*** End Patch"):
                current["patch"] += line + "\n"
                if current.get("operation") == "add" and line.startswith("+"):
                    current["content"] += line[1:] + "\n"
    if not requests:
        raise HookBlock("Guardian hook: could not read the files of this apply_patch: blocked (fail closed)")
    return requests


def tool_requests(hook_input: Mapping[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    tool = hook_input.get("tool_name")
    args = hook_input.get("tool_input")
    if not isinstance(tool, str) or not tool or not isinstance(args, dict):
        raise HookBlock("Guardian hook: the hook input has no tool_name / tool_input: blocked (fail closed)")
    if tool == "apply_patch":
        patch = args.get("command") if isinstance(args.get("command"), str) else args.get("patch")
        if not isinstance(patch, str):
            raise HookBlock("Guardian hook: apply_patch without a patch text: blocked (fail closed)")
        return patch_requests(patch, _text(hook_input.get("cwd")))
    if tool == "Bash":
        if not isinstance(args.get("command"), str):
            raise HookBlock("Guardian hook: Bash without a command string: blocked (fail closed)")
        return [("Bash", {"command": args["command"]})]
    return [(tool, args)]  # MCP tools (mcp__server__tool) and anything newer, by their own name


def decide(hook_input: Mapping[str, Any], cfg: Mapping[str, Any], deadline: float) -> tuple[bool, str]:
    """(allowed, reason) over every request of this tool call: a deny or an unapproved
    ask anywhere blocks the whole call."""
    base: dict[str, Any] = {"session_id": _text(hook_input.get("session_id")) or "codex", "dry_run": False}
    if isinstance(hook_input.get("cwd"), str):
        base["cwd"] = hook_input["cwd"]
    mode = MODE_MAP.get(_text(hook_input.get("permission_mode")))
    if mode:
        base["mode"] = mode
    answers = []
    for tool, args in tool_requests(hook_input):
        answer = guardian_evaluate(cfg, {**base, "tool": tool, "args": args}, deadline)
        if answer["decision"] == "deny":
            return False, _reason(answer, tool, args)
        answers.append((tool, args, answer))
    for tool, args, answer in answers:
        if answer["decision"] == "ask":
            approved, why = guardian_wait(cfg, answer, deadline)
            if not approved:
                return False, f"{why} ({_reason(answer, tool, args)})"
    return True, "allowed by Guardian"


def _reason(answer: Mapping[str, Any], tool: str, args: Mapping[str, Any]) -> str:
    reason = _text(answer.get("reason")) or f"Guardian: {answer.get('decision')}"
    target = args.get("file_path") if tool in ("Write", "Edit") else None
    if target:
        reason = f"{reason} [{target}]"
    if answer.get("event_id"):
        reason = f"{reason} [guardian event {answer['event_id']}]"
    return reason


def handler(hook_input: dict[str, Any], cfg: Mapping[str, Any], deadline: float) -> HookOutcome:
    event = hook_input.get("hook_event_name")
    if event == PRE_TOOL_USE:
        allowed, reason = decide(hook_input, cfg, deadline)
        if allowed:
            return HookOutcome(EXIT_OK)
        return HookOutcome(EXIT_BLOCK, "", f"Blocked by Guardian: {reason}\n")
    if event == PERMISSION_REQUEST:
        allowed, reason = decide(hook_input, cfg, deadline)
        decision: dict[str, Any] = {"behavior": "allow"} if allowed else {"behavior": "deny", "message": f"Blocked by Guardian: {reason}"}
        return HookOutcome(EXIT_OK, json.dumps({"hookSpecificOutput": {"hookEventName": PERMISSION_REQUEST, "decision": decision}}))
    raise HookBlock(f"Guardian hook: event {event!r} is not supported (configure PreToolUse and PermissionRequest): blocked")


def run_hook(raw: bytes, env: Mapping[str, str]) -> HookOutcome:
    """One hook invocation, in process (the unit the benchmark times)."""
    return guarded(handler, raw, env)


if __name__ == "__main__":
    hook_main(run_hook)
