"""Websocket routes of every app."""
from __future__ import annotations

websocket_urlpatterns: list = []
