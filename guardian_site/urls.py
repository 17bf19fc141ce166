"""URL map. Agents' API under /api/v1/ (API keys), people's console and its API with
session logins; each area lives in its own module."""
from __future__ import annotations

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("guardian_site.api_urls")),          # agents' API, schema, health
    path("", include("approvals.urls")),                  # reviewers' console (queue, history)
    path("", include("policy.urls")),                     # operators' console (policy pages)
    path("", include("audit.urls")),                      # dashboard, metrics, audit export
]
