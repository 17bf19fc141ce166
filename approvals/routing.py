"""Websocket routes of the reviewers' console."""
from __future__ import annotations

from django.urls import path

from approvals.consumers import ApprovalQueueConsumer

websocket_urlpatterns = [
    path("ws/approvals/", ApprovalQueueConsumer.as_asgi()),
]
