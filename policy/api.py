"""The agents' API (v1): evaluate, result reporting, health.

``POST /api/v1/evaluate`` parses and validates the body on the event loop and awaits
``policy.services.evaluate.evaluation_decide``, which group-commits on the process's
database thread (no thread hand-off per request, see docs/service.md). It is served by
a bare ASGI route (``evaluate_asgi``) and, for everything that goes through Django's
handler (the test client), by the async view ``evaluate_view``; both run
``evaluate_call``. The other endpoints are DRF views.
"""
from __future__ import annotations

import json
import logging
import re
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.services import audit_event_result_record
from guardian_site.errors import GuardianError, InvalidInput, PayloadTooLarge, Unavailable
from policy.auth import AgentKeyAuthentication, IsAgent, key_from_header
from policy.engine.paths import windows_absolute
from policy.engine.types import MODES
from policy.services.evaluate import EvaluateInput, evaluation_decide

logger = logging.getLogger("guardian.api")

TOOL_RE = re.compile(r"^[A-Za-z0-9_.:\-]{1,200}$")
ID_RE = re.compile(r"^[\x20-\x7e]{0,200}$")
CAPABILITY_RE = re.compile(r"^[A-Za-z0-9_.:\-*/]{1,100}$")
HASH_RE = re.compile(r"^[A-Za-z0-9:+/=_\-]{1,200}$")
MAX_CAPABILITIES = 100
MAX_CWD = 4096
ALLOWED_KEYS = frozenset({"session_id", "tool", "args", "cwd", "mode", "task", "tool_hash", "dry_run"})

ERR_NOT_JSON = "The body must be a JSON object."
ERR_UNKNOWN_FIELD = "Unknown field."
ERR_REQUIRED = "This field is required."
ERR_TOOL = "A tool name is 1 to 200 characters from A-Z a-z 0-9 _ . : -"
ERR_ARGS_OBJECT = "args must be a JSON object."
ERR_ARGS_TOO_LARGE = "args are larger than {limit} bytes."
ERR_ARGS_TOO_DEEP = "args are nested deeper than {limit} levels."
ERR_ARGS_TEXT = "args hold text that cannot be stored (NUL or a lone surrogate)."
ERR_STRING = "Must be a string."
ERR_SESSION = "A session id is at most 200 printable ASCII characters."
ERR_CWD = "cwd must be an absolute path (at most 4096 characters, no NUL)."
ERR_MODE = f"mode must be one of: {', '.join(MODES)}."
ERR_TASK = "task must be an object {id, capabilities[]}."
ERR_TASK_ID = "A task id is 1 to 200 printable ASCII characters."
ERR_CAPABILITIES = "capabilities must be a list of at most 100 names (A-Z a-z 0-9 _ . : - * /)."
ERR_TOOL_HASH = "tool_hash must be a hash string of at most 200 characters."
ERR_DRY_RUN = "dry_run must be true or false."
ERR_BODY_TOO_LARGE = "The request body is too large."


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _depth_ok(value: Any, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


def _text_ok(value: Any) -> bool:
    """No NUL (PostgreSQL refuses it) and no lone surrogate (not UTF-8) anywhere."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return False
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def evaluate_input_parse(body: bytes, raw_key: str) -> EvaluateInput:
    """Validate an evaluate body; raises InvalidInput naming the field at fault."""
    try:
        data = json.loads(body, parse_constant=_reject_constant)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise InvalidInput(ERR_NOT_JSON, field="body", code="not_json") from None
    if not isinstance(data, dict):
        raise InvalidInput(ERR_NOT_JSON, field="body", code="not_json")
    for key in data:
        if key not in ALLOWED_KEYS:
            raise InvalidInput(ERR_UNKNOWN_FIELD, field=str(key)[:100])
    tool = data.get("tool")
    if tool is None:
        raise InvalidInput(ERR_REQUIRED, field="tool")
    if not isinstance(tool, str) or not TOOL_RE.match(tool):
        raise InvalidInput(ERR_TOOL, field="tool")
    args = data.get("args", {})
    if not isinstance(args, dict):
        raise InvalidInput(ERR_ARGS_OBJECT, field="args")
    if not _depth_ok(args, settings.GUARDIAN_MAX_ARGS_DEPTH):
        raise InvalidInput(ERR_ARGS_TOO_DEEP.format(limit=settings.GUARDIAN_MAX_ARGS_DEPTH), field="args")
    size = len(json.dumps(args, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass"))
    if size > settings.GUARDIAN_MAX_ARGS_BYTES:
        raise PayloadTooLarge(ERR_ARGS_TOO_LARGE.format(limit=settings.GUARDIAN_MAX_ARGS_BYTES), field="args")
    if not _text_ok(args):
        raise InvalidInput(ERR_ARGS_TEXT, field="args")
    session_id = data.get("session_id", "")
    if session_id is None:
        session_id = ""
    if not isinstance(session_id, str):
        raise InvalidInput(ERR_STRING, field="session_id")
    if not ID_RE.match(session_id):
        raise InvalidInput(ERR_SESSION, field="session_id")
    cwd = data.get("cwd")
    if cwd is not None:
        # (a Windows agent's C:\Users\dev\proj is absolute too: the engine reads it as
        # /c/Users/dev/proj, probe round 40)
        if not isinstance(cwd, str) or not (cwd.startswith("/") or windows_absolute(cwd)) or len(cwd) > MAX_CWD \
                or not _text_ok(cwd):
            raise InvalidInput(ERR_CWD, field="cwd")
    mode = data.get("mode")
    if mode is not None and mode not in MODES:
        raise InvalidInput(ERR_MODE, field="mode")
    task_id, capabilities = None, ()
    task = data.get("task")
    if task is not None:
        if not isinstance(task, dict) or set(task) - {"id", "capabilities"}:
            raise InvalidInput(ERR_TASK, field="task")
        task_id = task.get("id")
        if not isinstance(task_id, str) or not task_id or not ID_RE.match(task_id):
            raise InvalidInput(ERR_TASK_ID, field="task.id")
        caps = task.get("capabilities", [])
        if (not isinstance(caps, list) or len(caps) > MAX_CAPABILITIES
                or not all(isinstance(c, str) and CAPABILITY_RE.match(c) for c in caps)):
            raise InvalidInput(ERR_CAPABILITIES, field="task.capabilities")
        capabilities = tuple(caps)
    tool_hash = data.get("tool_hash")
    if tool_hash is not None and (not isinstance(tool_hash, str) or not HASH_RE.match(tool_hash)):
        raise InvalidInput(ERR_TOOL_HASH, field="tool_hash")
    dry_run = data.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise InvalidInput(ERR_DRY_RUN, field="dry_run")
    return EvaluateInput(raw_key=raw_key, tool=tool, args=args, session_id=session_id, cwd=cwd, mode=mode,
                         task_id=task_id, task_capabilities=capabilities, tool_hash=tool_hash, dry_run=dry_run)


def _error_parts(exc: GuardianError) -> tuple[int, dict[str, Any], list[tuple[str, str]]]:
    headers = [("WWW-Authenticate", "Api-Key")] if exc.status == 401 else []
    return exc.status, exc.as_body(), headers


def _error_response(exc: GuardianError) -> JsonResponse:
    status, body, headers = _error_parts(exc)
    response = JsonResponse(body, status=status)
    for name, value in headers:
        response[name] = value
    return response


async def evaluate_call(authorization: str | None, body: bytes | None) -> tuple[int, dict[str, Any], list[tuple[str, str]]]:
    """The evaluate endpoint without its transport: (status, JSON body, extra headers).
    ``body`` None means it was larger than ``DATA_UPLOAD_MAX_MEMORY_SIZE``. Shared by
    the Django view and the ASGI route (``evaluate_asgi``)."""
    try:
        raw_key = key_from_header(authorization)
        if body is None:
            raise PayloadTooLarge(ERR_BODY_TOO_LARGE, field="body")
        data = evaluate_input_parse(body, raw_key)
        answer = await evaluation_decide(data)
    except GuardianError as exc:   # Unavailable (503 deny) included
        return _error_parts(exc)
    except Exception as exc:  # fail closed; never log the key or the args
        logger.error("evaluate: unexpected %s", type(exc).__name__)
        return _error_parts(Unavailable())
    return 200, answer, []


@csrf_exempt
async def evaluate_view(request: HttpRequest) -> JsonResponse:
    """POST /api/v1/evaluate through Django's handler (the test client, any path the
    ASGI route does not take); see ``evaluate_call``."""
    if request.method != "POST":
        return _error_response(GuardianError("Method not allowed.", code="method_not_allowed", status=405))
    try:
        body: bytes | None = request.body
    except RequestDataTooBig:
        body = None
    status, payload, headers = await evaluate_call(request.headers.get("Authorization"), body)
    response = JsonResponse(payload, status=status)
    for name, value in headers:
        response[name] = value
    return response


async def evaluate_asgi(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """POST /api/v1/evaluate as a bare ASGI app (guardian_site/asgi.py routes it here).

    The hot path of every agent's every tool call skips Django's request cycle: building
    the request object, URL resolution, the request_started/finished signals (each a hop
    to a worker thread and back) and the response object: about a quarter of the
    process's CPU per evaluation under load (docs/service.md). What that cycle did for
    this endpoint is done here: the body read within ``DATA_UPLOAD_MAX_MEMORY_SIZE``,
    headers decoded as latin-1, every failure answered as JSON; the decision itself is
    ``evaluate_call``, exactly as the Django view runs it.
    """
    authorization = None
    declared = None
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            # repeated headers are joined as Django joins them (and then fail as a key)
            text = value.decode("latin-1")
            authorization = text if authorization is None else f"{authorization},{text}"
        elif name == b"content-length":
            declared = value
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    too_big = False
    if limit is not None and declared is not None:
        try:
            too_big = int(declared) > limit
        except ValueError:
            too_big = False
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return   # the client went away before sending the whole body: nothing decided
        chunk = message.get("body", b"")
        if chunk and not too_big:
            size += len(chunk)
            if limit is not None and size > limit:
                too_big, chunks = True, []
            else:
                chunks.append(chunk)
        if not message.get("more_body", False):
            break
    body = None if too_big else b"".join(chunks)
    status, payload, headers = await evaluate_call(authorization, body)
    content = json.dumps(payload, cls=DjangoJSONEncoder).encode("utf-8")
    raw_headers = [(b"content-type", b"application/json"), (b"content-length", str(len(content)).encode("ascii"))]
    raw_headers.extend((k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers)
    await send({"type": "http.response.start", "status": status, "headers": raw_headers})
    await send({"type": "http.response.body", "body": content})


# OpenAPI description of the async view (drf-spectacular documents DRF views; this
# APIView stub only carries the schema and is never routed).
class EvaluateApi(APIView):
    authentication_classes = [AgentKeyAuthentication]
    permission_classes = [IsAgent]

    class InputSerializer(serializers.Serializer):
        session_id = serializers.CharField(required=False, allow_blank=True, max_length=200)
        tool = serializers.RegexField(TOOL_RE.pattern)
        args = serializers.DictField(required=False)
        cwd = serializers.CharField(required=False, max_length=MAX_CWD, help_text="absolute path")
        mode = serializers.ChoiceField(choices=MODES, required=False)
        task = inline_serializer("EvaluateTask", fields={
            "id": serializers.CharField(max_length=200),
            "capabilities": serializers.ListField(child=serializers.CharField(), required=False),
        }, required=False)
        tool_hash = serializers.CharField(required=False, max_length=200)
        dry_run = serializers.BooleanField(required=False, default=False)

    class OutputSerializer(serializers.Serializer):
        decision = serializers.ChoiceField(choices=["allow", "deny", "ask"])
        reason = serializers.CharField()
        check = serializers.CharField()
        rule = serializers.CharField(allow_null=True)
        flags = serializers.ListField(child=serializers.DictField())
        mode = serializers.CharField()
        approval = inline_serializer("EvaluateApproval", fields={
            "id": serializers.UUIDField(), "status": serializers.CharField(),
            "expires_at": serializers.DateTimeField(), "url": serializers.CharField(),
        }, required=False)
        suggestions = serializers.ListField(child=serializers.CharField(), required=False)
        event_id = serializers.IntegerField()
        policy_version = serializers.IntegerField()
        seq = serializers.IntegerField()
        link = serializers.CharField()
        dry_run = serializers.BooleanField()

    @extend_schema(operation_id="evaluate", request=InputSerializer,
                   responses={200: OutputSerializer, 400: OpenApiResponse(description="bad input, field named"),
                              401: OpenApiResponse(description="no or unknown key"),
                              403: OpenApiResponse(description="revoked key or disabled agent"),
                              503: OpenApiResponse(description="cannot decide: deny")})
    def post(self, request: Any) -> Response:  # pragma: no cover - documentation only
        raise Unavailable()


class EventResultApi(APIView):
    """POST /api/v1/events/{id}/result: seed 001's result fields, once, by the event's agent."""

    authentication_classes = [AgentKeyAuthentication]
    permission_classes = [IsAgent]

    class InputSerializer(serializers.Serializer):
        exit_code = serializers.IntegerField(required=False, allow_null=True, min_value=-(2**31), max_value=2**31 - 1)
        duration_ms = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=2**31 - 1)
        stdout_bytes = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=2**62)
        stderr_bytes = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=2**62)
        success = serializers.BooleanField(required=False, allow_null=True, default=None)
        error = serializers.CharField(required=False, allow_blank=True, max_length=5000, default="")

        def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
            unknown = set(self.initial_data) - set(self.fields) if isinstance(self.initial_data, dict) else set()
            if unknown:
                raise serializers.ValidationError({sorted(unknown)[0]: [ERR_UNKNOWN_FIELD]})
            return attrs

    class OutputSerializer(serializers.Serializer):
        event_id = serializers.IntegerField(source="pk")
        result_at = serializers.DateTimeField()
        exit_code = serializers.IntegerField(allow_null=True)
        duration_ms = serializers.IntegerField(allow_null=True)
        success = serializers.BooleanField(allow_null=True)

    @extend_schema(operation_id="event_result", request=InputSerializer, responses={200: OutputSerializer})
    def post(self, request: Any, event_id: int) -> Response:
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        event = audit_event_result_record(event_id=event_id, agent=request.user, **serializer.validated_data)
        return Response(self.OutputSerializer(event).data)


async def health_live(request: HttpRequest) -> JsonResponse:
    """Liveness: touches nothing (also the benchmark's bare Django JSON view)."""
    return JsonResponse({"status": "ok"})


def _ready_check() -> tuple[bool, str]:
    from policy.loader import snapshot_current

    try:
        snapshot_current()
    except GuardianError as exc:
        return False, exc.message
    except Exception as exc:
        return False, f"database unavailable ({type(exc).__name__})"
    finally:
        from django.db import connection

        connection.close()
    return True, "ok"


async def health_ready(request: HttpRequest) -> JsonResponse:
    """Readiness: 503 until the database answers and a policy snapshot builds."""
    from asgiref.sync import sync_to_async

    ok, detail = await sync_to_async(_ready_check, thread_sensitive=False)()
    return JsonResponse({"status": "ready" if ok else "unavailable", "detail": detail}, status=200 if ok else 503)
