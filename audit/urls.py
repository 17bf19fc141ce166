from __future__ import annotations

from django.urls import path

from audit import views
from audit.export import AuditExportApi

app_name = "audit"

urlpatterns = [
    path("dashboard/", views.dashboard_page, name="dashboard"),
    path("metrics", views.metrics_view, name="metrics"),
    path("api/v1/audit/export", AuditExportApi.as_view(), name="export"),  # INTEGRITY: streaming JSONL
]
