"""Websocket routes of every app."""
from __future__ import annotations

from approvals.routing import websocket_urlpatterns as approvals_websockets

websocket_urlpatterns: list = [*approvals_websockets]
