"""The live queue's websocket: reviewers' pages join the group ``approvals.reviewers``
and get one message per approval event, in the order the layer delivers them.

Sync consumer, as Channels advises unless async is needed: the role check reads the
user's groups from the database. Foreign origins are refused before this consumer by
``AllowedHostsOriginValidator`` in ``guardian_site.asgi``.
"""
from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.generic.websocket import JsonWebsocketConsumer

from policy.access import REVIEWER, has_role

GROUP = "approvals.reviewers"
# Close code sent to a socket without the reviewer role (4000-4999: application codes).
CLOSE_FORBIDDEN = 4403


class ApprovalQueueConsumer(JsonWebsocketConsumer):
    joined = False

    def connect(self) -> None:
        if not has_role(self.scope.get("user"), REVIEWER):
            self.close(code=CLOSE_FORBIDDEN)
            return
        async_to_sync(self.channel_layer.group_add)(GROUP, self.channel_name)
        self.joined = True
        self.accept()

    def disconnect(self, code: int) -> None:
        if self.joined:
            async_to_sync(self.channel_layer.group_discard)(GROUP, self.channel_name)

    def receive_json(self, content: Any, **kwargs: Any) -> None:
        # The page only listens; a ping keeps proxies from closing an idle socket.
        if isinstance(content, dict) and content.get("type") == "ping":
            self.send_json({"type": "pong"})

    def _forward(self, event: dict[str, Any]) -> None:
        self.send_json({"type": event["type"], "id": str(event["id"]), "status": str(event.get("status", ""))})

    def approval_created(self, event: dict[str, Any]) -> None:
        self._forward(event)

    def approval_changed(self, event: dict[str, Any]) -> None:
        self._forward(event)
