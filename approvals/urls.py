"""Reviewers' console: pages, the card and decide endpoints htmx calls, and the same
operations as a JSON API for people (session login + CSRF)."""
from __future__ import annotations

from django.urls import path

from approvals import console_api, views

app_name = "approvals"

urlpatterns = [
    path("", views.queue_page, name="queue"),
    path("approvals/<uuid:approval_id>/card/", views.card_partial, name="card"),
    path("approvals/<uuid:approval_id>/decide/", views.decide, name="decide"),
    path("history/", views.history_page, name="history"),
    path("events/<int:event_id>/", views.event_page, name="event"),
    path("api/v1/reviews/", console_api.ApprovalListApi.as_view(), name="api-list"),
    path("api/v1/reviews/<uuid:approval_id>/decide", console_api.ApprovalDecideApi.as_view(), name="api-decide"),
]
