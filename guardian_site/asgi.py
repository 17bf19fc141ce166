"""ASGI entry point: HTTP through Django, websockets through Channels.

The agents' API is served by a second Django handler with no middleware. Django runs
each sync middleware of an async request in a thread of its own for as long as the
request lasts; the people's middleware (sessions, CSRF, auth, messages, htmx) means
nothing to an API-key call, so skipping it saves a thread hand-off per hop on the
evaluate hot path and keeps a waiting long-poll from holding a thread. It also means a
session cookie opens nothing there: those views authenticate by API key only.
"""
from __future__ import annotations

import importlib
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "guardian_site.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.core.handlers.asgi import ASGIHandler  # noqa: E402
from django.core.handlers.exception import convert_exception_to_response  # noqa: E402

from guardian_site.routing import websocket_urlpatterns  # noqa: E402
from policy.api import evaluate_asgi  # noqa: E402

# The engine's modules (its shell grammar and tables: about 1.5 s of imports on this 2-core
# VM, more when it is busy) load as the worker starts, before it answers, not inside the
# first call's decide deadline: that call was denied for want of time on a loaded machine.
importlib.import_module("policy.engine.evaluate")

# Paths of the agents' side (API keys, no sessions). Everything else, the people's API
# under /api/v1/reviews, /api/v1/policy and /api/v1/llm included, keeps the full stack.
AGENT_PATH_PREFIXES = (
    "/api/v1/evaluate",
    "/api/v1/approvals/",
    "/api/v1/events/",
    "/api/v1/hooks/",
    "/access/v1/",
    "/health/",
)


class AgentApiHandler(ASGIHandler):
    """Django's ASGI handler without middleware (see the module docstring), and without
    a thread-sensitive context per request: Django's own handler gives every request a
    thread of its own for its sync parts (signals, database reads), kept until the
    request ends, so 1,000 waiting long-polls would hold 1,000 threads. Here the sync
    parts of all agent requests share asgiref's one thread-sensitive executor; the
    evaluate path's database work runs on its own writer thread anyway."""

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            raise ValueError("the agents' API serves HTTP only")
        await self.handle(scope, receive, send)

    def load_middleware(self, is_async: bool = False) -> None:
        self._view_middleware = []
        self._template_response_middleware = []
        self._exception_middleware = []
        self._middleware_chain = convert_exception_to_response(self._get_response_async)


agent_api_app = AgentApiHandler()


async def http_app(scope, receive, send):
    path = scope.get("path", "")
    if path == "/api/v1/evaluate" and scope.get("method") == "POST":
        # every tool call of every agent: straight to the endpoint (policy/api.py)
        return await evaluate_asgi(scope, receive, send)
    if path.startswith(AGENT_PATH_PREFIXES):
        return await agent_api_app(scope, receive, send)
    return await django_asgi_app(scope, receive, send)


application = ProtocolTypeRouter(
    {
        "http": http_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
