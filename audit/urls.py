from __future__ import annotations

from django.urls import path

from audit import views

app_name = "audit"

urlpatterns = [
    path("dashboard/", views.dashboard_page, name="dashboard"),
    path("metrics", views.metrics_view, name="metrics"),
]
