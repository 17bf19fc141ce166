"""Guardian's agent-side client: standard library only, fails closed.

Every way a call can go wrong ends in a *deny* whose reason says why: the agent never
runs a tool because Guardian could not be asked. The rules, in order:

1. connection errors (refused, reset, DNS) are retried, with a short backoff, while
   retries and the overall deadline last; then deny;
2. no answer before the overall deadline (``timeout``) -> deny;
3. an HTTP status other than 2xx -> deny (a 503 carries Guardian's own deny reason);
4. a body that is not a JSON object, or lacks ``decision`` -> deny;
5. a decision word other than allow / deny / ask -> deny.

Secrets: the API key is only ever put in the ``Authorization`` header; it never
appears in a reason, an exception message or ``repr``.
"""
from __future__ import annotations

import json
import os
import socket
import ssl
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from http.client import HTTPException
from typing import Any, Mapping

ALLOW = "allow"
DENY = "deny"
ASK = "ask"
DECISIONS = (ALLOW, DENY, ASK)

# Approval statuses (GET /api/v1/approvals/{id}).
PENDING = "pending"
APPROVED = "approved"
DENIED = "denied"
EXPIRED = "expired"

# Reasons given when the client denies on its own. Tests reuse these constants.
REASON_TIMEOUT = "Guardian did not answer within {seconds:.1f}s: denied (fail closed)"
REASON_UNREACHABLE = "Guardian is unreachable ({error}): denied (fail closed)"
REASON_HTTP_STATUS = "Guardian answered HTTP {status}{detail}: denied (fail closed)"
REASON_BAD_BODY = "Guardian's answer could not be read ({error}): denied (fail closed)"
REASON_UNKNOWN_DECISION = "Guardian answered an unknown decision {word!r}: denied (fail closed)"
REASON_NO_API_KEY = "no Guardian API key configured (GUARDIAN_API_KEY or GUARDIAN_API_KEY_FILE): denied (fail closed)"
REASON_NO_URL = "no Guardian URL configured (GUARDIAN_URL): denied (fail closed)"
REASON_APPROVAL_UNKNOWN_STATUS = "the approval has an unknown status {status!r}: denied (fail closed)"
REASON_APPROVAL_TIMEOUT = "no reviewer decided within {seconds:.0f}s: denied"
REASON_APPROVAL_NOT_APPROVED = "the reviewer's answer was {status!r}: denied"
REASON_ASK_WITHOUT_APPROVAL = "Guardian asked for a person's approval but gave no approval id: denied (fail closed)"

DEFAULT_TIMEOUT = 10.0
DEFAULT_RETRIES = 2
USER_AGENT = "guardian-client/0.1 (python)"
MAX_BODY_BYTES = 1 << 20


class GuardianError(Exception):
    """A call to Guardian that did not produce a readable answer. ``reason`` is the
    fail-closed reason to show."""

    def __init__(self, reason: str, *, status: int | None = None, body: Any = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        self.body = body


@dataclass(frozen=True)
class Decision:
    """Guardian's answer to one tool call. ``failed_closed`` is True when the client
    (or a 503) produced the deny because no real decision could be had."""

    decision: str
    reason: str
    check: str | None = None
    rule: str | None = None
    flags: tuple[Any, ...] = ()
    approval: Mapping[str, Any] | None = None
    event_id: str | None = None
    policy_version: str | None = None
    failed_closed: bool = False
    status: int | None = None
    raw: Mapping[str, Any] | None = field(default=None, repr=False)

    @property
    def allowed(self) -> bool:
        return self.decision == ALLOW and not self.failed_closed

    @property
    def denied(self) -> bool:
        return self.decision == DENY

    @property
    def asked(self) -> bool:
        return self.decision == ASK

    @property
    def approval_id(self) -> str | None:
        if not self.approval:
            return None
        value = self.approval.get("id")
        return None if value is None else str(value)

    @classmethod
    def fail_closed(cls, reason: str, *, status: int | None = None, event_id: str | None = None) -> "Decision":
        return cls(decision=DENY, reason=reason, check="client", failed_closed=True, status=status, event_id=event_id)


@dataclass(frozen=True)
class ApprovalResult:
    """Where an approval ended up. ``decision`` is allow only for an approved request."""

    id: str
    status: str
    decision: str
    reason: str
    scope: str | None = None
    failed_closed: bool = False
    raw: Mapping[str, Any] | None = field(default=None, repr=False)

    @property
    def allowed(self) -> bool:
        return self.decision == ALLOW and self.status == APPROVED and not self.failed_closed


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _error_text(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.URLError) and not isinstance(exc, urllib.error.HTTPError):
        inner = exc.reason
        if isinstance(inner, BaseException):
            return _error_text(inner)
        return _short(str(inner))
    if isinstance(exc, ConnectionRefusedError):
        return "connection refused"
    if isinstance(exc, ConnectionResetError):
        return "connection reset"
    name = type(exc).__name__
    text = str(exc)
    return _short(f"{name}: {text}" if text else name)


def _is_timeout(exc: BaseException) -> bool:
    if isinstance(exc, (socket.timeout, TimeoutError)):
        return True
    if isinstance(exc, urllib.error.URLError) and isinstance(exc.reason, BaseException):
        return _is_timeout(exc.reason)
    return False


def _is_connection_error(exc: BaseException) -> bool:
    """Errors where it is safe and useful to try again (the request most likely never
    reached Guardian's application)."""
    if isinstance(exc, urllib.error.HTTPError):
        return False
    if isinstance(exc, urllib.error.URLError):
        inner = exc.reason
        if isinstance(inner, BaseException):
            return _is_connection_error(inner)
        return True
    return isinstance(exc, (ConnectionError, socket.gaierror)) and not _is_timeout(exc)


def read_api_key(env: Mapping[str, str] | None = None) -> str | None:
    """The API key from ``GUARDIAN_API_KEY`` or the file named by
    ``GUARDIAN_API_KEY_FILE`` (first line, stripped)."""
    env = os.environ if env is None else env
    key = (env.get("GUARDIAN_API_KEY") or "").strip()
    if key:
        return key
    path = (env.get("GUARDIAN_API_KEY_FILE") or "").strip()
    if path:
        try:
            with open(path, encoding="utf-8") as handle:
                key = handle.readline().strip()
        except OSError:
            return None
        return key or None
    return None


class GuardianClient:
    """Ask Guardian before a tool call; wait for a person's approval; report results.

    ``timeout`` is the hard overall deadline of one call, retries included.
    ``retries`` is how many more times a connection error is tried.
    """

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        retries: int = DEFAULT_RETRIES,
        backoff: float = 0.05,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.base_url = (base_url or "").rstrip("/")
        self._api_key = api_key or ""
        self.timeout = float(timeout)
        self.retries = max(0, int(retries))
        self.backoff = max(0.0, float(backoff))
        self._ssl_context = ssl_context

    def __repr__(self) -> str:  # never show the key
        return f"GuardianClient(base_url={self.base_url!r}, timeout={self.timeout}, retries={self.retries})"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **kwargs: Any) -> "GuardianClient":
        """Build from ``GUARDIAN_URL`` and ``GUARDIAN_API_KEY`` / ``GUARDIAN_API_KEY_FILE``.
        A missing setting does not raise: every call then denies and says which is missing."""
        env = os.environ if env is None else env
        return cls(env.get("GUARDIAN_URL", "").strip(), read_api_key(env) or "", **kwargs)

    # -- the three calls -------------------------------------------------------------

    def evaluate(
        self,
        *,
        tool: str,
        args: Mapping[str, Any],
        session_id: str,
        cwd: str | None = None,
        mode: str | None = None,
        task: Mapping[str, Any] | None = None,
        tool_hash: str | None = None,
        dry_run: bool = False,
        timeout: float | None = None,
    ) -> Decision:
        """``POST /api/v1/evaluate``. Never raises: any failure is a deny that says why."""
        body: dict[str, Any] = {"session_id": session_id, "tool": tool, "args": dict(args), "dry_run": bool(dry_run)}
        if cwd is not None:
            body["cwd"] = cwd
        if mode is not None:
            body["mode"] = mode
        if task is not None:
            body["task"] = {"id": str(task.get("id", "")), "capabilities": list(task.get("capabilities", ()))}
        if tool_hash is not None:
            body["tool_hash"] = tool_hash
        try:
            status, answer = self._request("POST", "/api/v1/evaluate", body, timeout=timeout)
        except GuardianError as exc:
            if isinstance(exc.body, Mapping):
                # A 503 (or other error) that still carries Guardian's own deny.
                reason = exc.body.get("reason")
                if exc.body.get("decision") == DENY and isinstance(reason, str) and reason:
                    return Decision.fail_closed(
                        f"{reason} (HTTP {exc.status}, fail closed)",
                        status=exc.status,
                        event_id=_opt_str(exc.body.get("event_id")),
                    )
            return Decision.fail_closed(exc.reason, status=exc.status)
        return self._decision_from(answer, status)

    def wait(self, approval_id: str, timeout: float) -> ApprovalResult:
        """Long-poll ``GET /api/v1/approvals/{id}?wait=N`` until the approval is decided
        or ``timeout`` seconds pass. Pending at the end, or any failure -> deny."""
        deadline = time.monotonic() + max(0.0, float(timeout))
        path = "/api/v1/approvals/" + urllib.parse.quote(str(approval_id), safe="")
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return ApprovalResult(
                    id=str(approval_id), status=PENDING, decision=DENY,
                    reason=REASON_APPROVAL_TIMEOUT.format(seconds=timeout),
                )
            wait_s = int(max(0.0, min(30.0, remaining - 1.0)))
            try:
                _, answer = self._request("GET", f"{path}?wait={wait_s}", None, timeout=remaining)
            except GuardianError as exc:
                return ApprovalResult(id=str(approval_id), status="error", decision=DENY, reason=exc.reason, failed_closed=True)
            status = answer.get("status")
            if status == PENDING:
                if wait_s == 0:  # the server answered at once; do not spin
                    time.sleep(min(0.2, max(0.0, deadline - time.monotonic())))
                continue
            scope = _opt_str(answer.get("scope"))
            if status == APPROVED:
                decision = answer.get("decision", ALLOW)
                if decision in (None, ALLOW):
                    return ApprovalResult(
                        id=str(approval_id), status=APPROVED, decision=ALLOW,
                        reason=_opt_str(answer.get("reason")) or "approved by a reviewer", scope=scope, raw=answer,
                    )
                return ApprovalResult(
                    id=str(approval_id), status=APPROVED, decision=DENY, scope=scope, raw=answer, failed_closed=True,
                    reason=REASON_UNKNOWN_DECISION.format(word=decision),
                )
            if status in (DENIED, EXPIRED):
                reason = _opt_str(answer.get("reason")) or REASON_APPROVAL_NOT_APPROVED.format(status=status)
                return ApprovalResult(id=str(approval_id), status=status, decision=DENY, reason=reason, scope=scope, raw=answer)
            return ApprovalResult(
                id=str(approval_id), status=str(status), decision=DENY, raw=answer, failed_closed=True,
                reason=REASON_APPROVAL_UNKNOWN_STATUS.format(status=status),
            )

    def report_result(
        self,
        event_id: str,
        *,
        exit_code: int | None,
        duration_ms: int,
        stdout_bytes: int = 0,
        stderr_bytes: int = 0,
        success: bool | None = None,
        error: str = "",
        timeout: float | None = None,
    ) -> bool:
        """``POST /api/v1/events/{id}/result`` with seed 001's fields (sizes, never the
        output itself). Best effort: returns False instead of raising."""
        if not event_id:
            return False
        body = {
            "exit_code": exit_code,
            "duration_ms": int(duration_ms),
            "stdout_bytes": int(stdout_bytes),
            "stderr_bytes": int(stderr_bytes),
            "success": bool(exit_code == 0) if success is None else bool(success),
            "error": _short(error, 500) if error else "",
        }
        path = "/api/v1/events/" + urllib.parse.quote(str(event_id), safe="") + "/result"
        try:
            self._request("POST", path, body, timeout=timeout)
        except GuardianError:
            return False
        return True

    # -- plumbing --------------------------------------------------------------------

    def _decision_from(self, answer: Mapping[str, Any], status: int) -> Decision:
        word = answer.get("decision")
        if word not in DECISIONS:
            return Decision.fail_closed(REASON_UNKNOWN_DECISION.format(word=word), status=status,
                                        event_id=_opt_str(answer.get("event_id")))
        reason = answer.get("reason")
        flags = answer.get("flags") or ()
        approval = answer.get("approval")
        return Decision(
            decision=word,
            reason=reason if isinstance(reason, str) else "",
            check=_opt_str(answer.get("check")),
            rule=_opt_str(answer.get("rule")),
            flags=tuple(flags) if isinstance(flags, (list, tuple)) else (),
            approval=approval if isinstance(approval, Mapping) else None,
            event_id=_opt_str(answer.get("event_id")),
            policy_version=_opt_str(answer.get("policy_version")),
            status=status,
            raw=answer,
        )

    def _request(self, method: str, path: str, body: Any, *, timeout: float | None) -> tuple[int, dict[str, Any]]:
        """One call with retries on connection errors, under a hard deadline.
        Returns (status, JSON object) for a 2xx, raises GuardianError otherwise."""
        if not self.base_url:
            raise GuardianError(REASON_NO_URL)
        if not self._api_key:
            raise GuardianError(REASON_NO_API_KEY)
        budget = self.timeout if timeout is None else max(0.0, float(timeout))
        deadline = time.monotonic() + budget
        data = None if body is None else json.dumps(body, separators=(",", ":")).encode("utf-8")
        headers = {
            "Authorization": f"Api-Key {self._api_key}",
            "Accept": "application/json",
            "User-Agent": USER_AGENT,
        }
        if data is not None:
            headers["Content-Type"] = "application/json"
        url = self.base_url + path
        attempt = 0
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise GuardianError(REASON_TIMEOUT.format(seconds=budget))
            request = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                status, raw = _send_with_deadline(request, remaining, self._ssl_context)
            except _Deadline:
                raise GuardianError(REASON_TIMEOUT.format(seconds=budget)) from None
            except urllib.error.HTTPError as exc:
                status = exc.code
                try:
                    raw = exc.read(MAX_BODY_BYTES + 1)
                except Exception:  # noqa: BLE001 - a body we cannot read is no body
                    raw = b""
                parsed = _parse_object(raw)
                detail = ""
                if isinstance(parsed, dict) and isinstance(parsed.get("reason") or parsed.get("detail"), str):
                    detail = ": " + _short(parsed.get("reason") or parsed.get("detail"))
                raise GuardianError(
                    REASON_HTTP_STATUS.format(status=status, detail=detail), status=status,
                    body=parsed if isinstance(parsed, dict) else None,
                ) from None
            except BaseException as exc:  # noqa: BLE001 - every failure must end in a deny
                if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                    raise
                if _is_timeout(exc):
                    raise GuardianError(REASON_TIMEOUT.format(seconds=budget)) from None
                if _is_connection_error(exc) and attempt < self.retries:
                    attempt += 1
                    pause = min(self.backoff * (2 ** (attempt - 1)), max(0.0, deadline - time.monotonic()))
                    if pause > 0:
                        time.sleep(pause)
                    continue
                if _is_connection_error(exc):
                    raise GuardianError(REASON_UNREACHABLE.format(error=_error_text(exc))) from None
                raise GuardianError(REASON_BAD_BODY.format(error=_error_text(exc))) from None
            if not 200 <= status < 300:
                raise GuardianError(REASON_HTTP_STATUS.format(status=status, detail=""), status=status)
            parsed = _parse_object(raw)
            if isinstance(parsed, str):
                raise GuardianError(REASON_BAD_BODY.format(error=parsed), status=status)
            return status, parsed


class _Deadline(Exception):
    pass


def _send_with_deadline(request: urllib.request.Request, seconds: float, context: ssl.SSLContext | None) -> tuple[int, bytes]:
    """urllib's timeout is per socket operation; a server that trickles bytes could
    hold a caller forever. The request runs in a daemon thread that we stop waiting
    for at the deadline, so the caller's deadline is hard."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            with urllib.request.urlopen(request, timeout=max(0.05, seconds), context=context) as response:
                result["value"] = (response.status, response.read(MAX_BODY_BYTES + 1))
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            result["error"] = exc

    worker = threading.Thread(target=run, name="guardian-client-request", daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        raise _Deadline()
    if "error" in result:
        raise result["error"]
    return result["value"]


def _parse_object(raw: bytes) -> dict[str, Any] | str:
    """The JSON object in ``raw``, or a string saying why there is none."""
    if len(raw) > MAX_BODY_BYTES:
        return "body too large"
    if not raw:
        return "empty body"
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return "not JSON"
    if not isinstance(value, dict):
        return "not a JSON object"
    return value


def _opt_str(value: Any) -> str | None:
    if value is None:
        return None
    return str(value)
