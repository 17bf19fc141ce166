"""Guardian's one domain error type and the one DRF exception handler.

Every 4xx (and the 503 of "cannot decide") has the shape
``{"error": {"code": ..., "message": ..., "field": ...}}``; the evaluate endpoint adds
``"decision": "deny"`` to its 503 answers. Areas raise subclasses of
:class:`GuardianError`; views never build error bodies by hand.
"""
from __future__ import annotations

import logging
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from rest_framework import exceptions as drf_exceptions
from rest_framework.response import Response

logger = logging.getLogger("guardian.errors")

ERR_NOT_FOUND = "Not found."
ERR_FORBIDDEN = "You do not have permission to do this."
ERR_UNAVAILABLE = "Guardian cannot decide right now; the call is denied."


class GuardianError(Exception):
    """A domain error with an HTTP status, a stable code and the field at fault."""

    code = "invalid"
    status = 400

    def __init__(self, message: str, *, field: str | None = None, code: str | None = None,
                 status: int | None = None, extra: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status
        self.extra = extra or {}

    def as_body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"error": {"code": self.code, "message": self.message, "field": self.field}}
        body.update(self.extra)
        return body


class InvalidInput(GuardianError):
    code = "invalid"
    status = 400


class NotAuthenticated(GuardianError):
    code = "not_authenticated"
    status = 401


class Forbidden(GuardianError):
    code = "forbidden"
    status = 403


class NotFound(GuardianError):
    code = "not_found"
    status = 404


class Conflict(GuardianError):
    code = "conflict"
    status = 409


class PayloadTooLarge(GuardianError):
    code = "too_large"
    status = 413


class Unavailable(GuardianError):
    """Guardian cannot decide: the caller must deny (fail closed)."""

    code = "unavailable"
    status = 503

    def __init__(self, message: str = ERR_UNAVAILABLE, **kwargs: Any) -> None:
        kwargs.setdefault("extra", {"decision": "deny", "reason": message})
        super().__init__(message, **kwargs)


def _first_field_error(detail: Any, prefix: str = "") -> tuple[str | None, str]:
    """The first (field path, message) of a DRF ValidationError detail tree."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            path = key if not prefix else f"{prefix}.{key}"
            if key == "non_field_errors":
                path = prefix or None  # type: ignore[assignment]
            return _first_field_error(value, path or "")
        return (prefix or None, "Invalid input.")
    if isinstance(detail, list):
        for i, value in enumerate(detail):
            if isinstance(value, (dict, list)):
                # a list of nested errors: name the item
                if value:
                    return _first_field_error(value, f"{prefix}[{i}]" if isinstance(value, dict) else prefix)
                continue
            return (prefix or None, str(value))
        return (prefix or None, "Invalid input.")
    return (prefix or None, str(detail))


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """Map every error raised under a DRF view to Guardian's error shape."""
    if isinstance(exc, GuardianError):
        return Response(exc.as_body(), status=exc.status)
    if isinstance(exc, drf_exceptions.ValidationError):
        field, message = _first_field_error(exc.detail)
        return Response(InvalidInput(message, field=field).as_body(), status=400)
    if isinstance(exc, (Http404, drf_exceptions.NotFound)):
        return Response(NotFound(ERR_NOT_FOUND).as_body(), status=404)
    if isinstance(exc, DjangoPermissionDenied):
        return Response(Forbidden(ERR_FORBIDDEN).as_body(), status=403)
    if isinstance(exc, drf_exceptions.APIException):
        code = exc.get_codes() if isinstance(exc.get_codes(), str) else exc.default_code
        body = GuardianError(str(exc.detail), code=str(code), status=exc.status_code).as_body()
        response = Response(body, status=exc.status_code)
        if isinstance(exc, drf_exceptions.Throttled) and exc.wait is not None:
            response["Retry-After"] = str(int(exc.wait))
        auth_header = getattr(context.get("request"), "_authenticator", None)
        if exc.status_code == 401 and auth_header is not None:
            header = auth_header.authenticate_header(context["request"])
            if header:
                response["WWW-Authenticate"] = header
        return response
    return None
