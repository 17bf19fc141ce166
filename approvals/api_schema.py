"""Documentation-only DRF stub of the approval long-poll (the real view is async)."""
from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.views import APIView

from policy.auth import AgentKeyAuthentication, IsAgent


class ApprovalStatusApi(APIView):
    authentication_classes = [AgentKeyAuthentication]
    permission_classes = [IsAgent]

    class OutputSerializer(serializers.Serializer):
        id = serializers.UUIDField()
        status = serializers.ChoiceField(choices=["pending", "approved", "denied", "expired"])
        decision = serializers.ChoiceField(choices=["allow", "deny", "ask"])
        reason = serializers.CharField()
        scope = serializers.CharField(allow_null=True)
        tool = serializers.CharField()
        input_sha256 = serializers.CharField()
        event_id = serializers.IntegerField()
        created_at = serializers.DateTimeField()
        expires_at = serializers.DateTimeField()
        decided_at = serializers.DateTimeField(allow_null=True)
        rule = serializers.CharField(allow_null=True, help_text="the first rule 'always' stored")
        rules = serializers.ListField(child=serializers.CharField(),
                                      help_text="every rule 'always' stored (one per part of a compound command)")

    @extend_schema(operation_id="approval_status",
                   parameters=[OpenApiParameter("approval_id", OpenApiTypes.UUID, OpenApiParameter.PATH),
                               OpenApiParameter("wait", OpenApiTypes.INT, description="seconds to wait (max 60)")],
                   responses={200: OutputSerializer})
    def get(self, request: Any, approval_id: str) -> Any:  # pragma: no cover - documentation only
        raise NotImplementedError
