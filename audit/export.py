"""Export of the audit trail as JSON lines, streamed.

One line per event: seed 001's record (``timestamp``, ``tool``, ``input``, ``result``,
``success``, ``duration_ms``, ``conversation_id``, ``dry_run``, ``error``) followed by
Guardian's own fields (decision, reason, check, rule, flags, policy version, chain
``seq`` / ``link``...). ``timestamp`` is ISO-8601 UTC (seed 001 used ``20060102_150405``);
``conversation_id`` is the agent's ``session_id``; ``result`` is null until the agent
reports what running the tool gave.
"""
from __future__ import annotations

import datetime as dt
import json
from typing import Any, Iterator

from audit.checkpoints import iso_utc
from audit.models import AuditEvent

FORMATS = ("jsonl",)
ERR_FORMAT = "unknown export format (jsonl only)"

_FIELDS = (
    "id", "created_at", "tool", "args", "result_at", "exit_code", "stdout_bytes", "stderr_bytes",
    "success", "duration_ms", "session_id", "dry_run", "error", "kind", "agent_id", "agent_name",
    "reviewer_id", "task_id", "cwd", "mode", "decision", "reason", "check_name", "rule", "flags",
    "policy_version", "latency_us", "input_sha256", "llm_model", "llm_latency_ms", "seq", "link",
)


def export_record(row: dict[str, Any]) -> dict[str, Any]:
    """Seed 001's record, then Guardian's decision fields."""
    reported = row["result_at"] is not None
    return {
        "timestamp": iso_utc(row["created_at"]),
        "tool": row["tool"],
        "input": row["args"],
        "result": {
            "exit_code": row["exit_code"],
            "stdout_bytes": row["stdout_bytes"],
            "stderr_bytes": row["stderr_bytes"],
            "duration": row["duration_ms"],
            "reported_at": iso_utc(row["result_at"]),
        } if reported else None,
        "success": row["success"],
        "duration_ms": row["duration_ms"],
        "conversation_id": row["session_id"],
        "dry_run": row["dry_run"],
        "error": row["error"],
        "guardian": {
            "event_id": row["id"],
            "kind": row["kind"],
            "agent": row["agent_name"],
            "agent_id": row["agent_id"],
            "reviewer_id": row["reviewer_id"],
            "task_id": row["task_id"],
            "cwd": row["cwd"],
            "mode": row["mode"],
            "decision": row["decision"],
            "reason": row["reason"],
            "check": row["check_name"],
            "rule": row["rule"],
            "flags": row["flags"],
            "policy_version": row["policy_version"],
            "latency_us": row["latency_us"],
            "input_sha256": row["input_sha256"],
            "llm_model": row["llm_model"],
            "llm_latency_ms": row["llm_latency_ms"],
            "seq": row["seq"],
            "link": row["link"],
        },
    }


def audit_export_lines(
    *, since: dt.datetime | None = None, until: dt.datetime | None = None, fmt: str = "jsonl",
    chunk_size: int = 2000,
) -> Iterator[str]:
    """Stream the events (oldest first) as JSON lines; memory stays flat."""
    if fmt not in FORMATS:
        raise ValueError(ERR_FORMAT)
    qs = AuditEvent.objects.order_by("id")
    if since is not None:
        qs = qs.filter(created_at__gte=since)
    if until is not None:
        qs = qs.filter(created_at__lt=until)
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
    for row in qs.values(*_FIELDS).iterator(chunk_size=chunk_size):
        yield encoder.encode(export_record(row)) + "\n"


# --- the same through the API: GET /api/v1/audit/export (operators) ----------------------

from rest_framework import serializers  # noqa: E402
from rest_framework.authentication import SessionAuthentication  # noqa: E402
from rest_framework.views import APIView  # noqa: E402

EXPORT_BATCH = 500


class AuditExportApi(APIView):
    """Stream the audit trail as JSON lines (``application/x-ndjson``), oldest first.

    Operators only (session login). The lines are produced in batches in a worker
    thread and handed to the server as an async iterator, so under ASGI the export
    streams with flat memory instead of being buffered whole."""

    authentication_classes = [SessionAuthentication]

    def get_permissions(self):
        from policy.access import IsOperator

        return [IsOperator()]

    class InputSerializer(serializers.Serializer):
        since = serializers.DateTimeField(required=False)
        until = serializers.DateTimeField(required=False)
        format = serializers.ChoiceField(choices=FORMATS, default="jsonl")

    def get(self, request):
        from asgiref.sync import sync_to_async
        from django.http import StreamingHttpResponse

        data = self.InputSerializer(data=request.query_params)
        data.is_valid(raise_exception=True)
        lines = audit_export_lines(since=data.validated_data.get("since"), until=data.validated_data.get("until"),
                                   fmt=data.validated_data["format"])

        def next_batch() -> str:
            out = []
            for line in lines:
                out.append(line)
                if len(out) >= EXPORT_BATCH:
                    break
            return "".join(out)

        async def stream():
            while True:
                # thread_sensitive: every batch runs on the same thread, which owns the
                # database connection and its open cursor.
                chunk = await sync_to_async(next_batch, thread_sensitive=True)()
                if not chunk:
                    return
                yield chunk.encode("utf-8")

        response = StreamingHttpResponse(stream(), content_type="application/x-ndjson; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="guardian-audit.jsonl"'
        response["Cache-Control"] = "no-store"
        return response
