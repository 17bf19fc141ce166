"""Real HTTP servers on 127.0.0.1 for the client and adapter tests (no database).

``guardian`` is a fake Guardian: each test sets ``guardian.routes[(method, path)]`` to
a function ``(request) -> (status, body)`` where body is a dict (sent as JSON), bytes
(sent as is) or None; ``guardian.delay`` makes every answer slow. Every request is
kept in ``guardian.requests``.
"""
from __future__ import annotations

import json
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
for extra in (REPO / "clients" / "python", REPO / "clients" / "hooks"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

API_KEY = "test-key-0123456789"


@dataclass
class SeenRequest:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: Any


@dataclass
class FakeGuardian:
    url: str = ""
    routes: dict[tuple[str, str], Callable[[SeenRequest], tuple[int, Any]]] = field(default_factory=dict)
    requests: list[SeenRequest] = field(default_factory=list)
    delay: float = 0.0

    def answer(self, method: str, path: str, status: int, body: Any) -> None:
        self.routes[(method, path)] = lambda request: (status, body)

    def seen(self, path: str) -> list[SeenRequest]:
        return [r for r in self.requests if r.path == path]


def _handler_for(fake: FakeGuardian) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:  # keep test output clean
            pass

        def _handle(self, method: str) -> None:
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = raw
            request = SeenRequest(method, parts.path, parse_qs(parts.query), dict(self.headers.items()), body)
            fake.requests.append(request)
            if fake.delay:
                time.sleep(fake.delay)
            route = fake.routes.get((method, parts.path))
            status, payload = route(request) if route else (404, {"detail": "no route"})
            data = payload if isinstance(payload, bytes) else (b"" if payload is None else json.dumps(payload).encode())
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def do_GET(self) -> None:
            self._handle("GET")

        def do_POST(self) -> None:
            self._handle("POST")

    return Handler


@pytest.fixture
def guardian():
    fake = FakeGuardian()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(fake))
    server.daemon_threads = True
    fake.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield fake
    server.shutdown()
    server.server_close()


@pytest.fixture
def closed_port_url():
    """A URL on which nothing listens: connecting is refused."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def evaluate_answer(decision: str, **extra: Any) -> dict[str, Any]:
    body = {
        "decision": decision,
        "reason": extra.pop("reason", f"the policy says {decision}"),
        "check": extra.pop("check", "permission_rule"),
        "rule": extra.pop("rule", None),
        "flags": extra.pop("flags", []),
        "event_id": extra.pop("event_id", "ev-1"),
        "policy_version": extra.pop("policy_version", "7"),
    }
    body.update(extra)
    return body
