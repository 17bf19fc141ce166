"""OpenAPI: the async views (evaluate, approval long-poll) are plain Django views, so
drf-spectacular cannot see them; documentation-only DRF stubs stand in for them."""
from __future__ import annotations

from typing import Any


def add_async_views(endpoints: list[tuple[str, str, str, Any]], **kwargs: Any) -> list[tuple[str, str, str, Any]]:
    from approvals.api_schema import ApprovalStatusApi
    from policy.api import EvaluateApi

    endpoints = [e for e in endpoints if not e[0].startswith(("/health/",))]
    endpoints.append(("/api/v1/evaluate", r"^api/v1/evaluate$", "POST", EvaluateApi.as_view()))
    endpoints.append(("/api/v1/approvals/{approval_id}", r"^api/v1/approvals/(?P<approval_id>[^/]+)$", "GET",
                      ApprovalStatusApi.as_view()))
    return endpoints
