"""The dashboard, one audit event's page, and ``/metrics``. Views parse, call a selector,
render: nothing else."""
from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from audit import metrics
from audit.selectors import DEFAULT_RANGE, RANGES, dashboard
from policy.access import OPERATOR, REVIEWER, role_required


@require_GET
@role_required(OPERATOR, REVIEWER)
def dashboard_page(request: HttpRequest) -> HttpResponse:
    range_name = request.GET.get("range", DEFAULT_RANGE)
    if range_name not in RANGES:
        range_name = DEFAULT_RANGE
    context = {"d": dashboard(range_name), "ranges": list(RANGES)}
    template = "audit/dashboard.html#figures" if request.htmx else "audit/dashboard.html"
    return render(request, template, context)


@require_GET
def metrics_view(request: HttpRequest) -> HttpResponse:
    """Prometheus scrape. No token configured: 404 (never open); a wrong token: 403."""
    expected = getattr(settings, "GUARDIAN_METRICS_TOKEN", "")
    if not expected:
        raise Http404
    if not metrics.token_ok(request.headers.get("Authorization", ""), expected):
        return HttpResponse("forbidden\n", status=403, content_type="text/plain")
    body, content_type = metrics.render()
    return HttpResponse(body, content_type=content_type)
