"""The reviewers' console as a JSON API for people: list the pending asks, decide one.

Session login only (with DRF's CSRF check): an agent's API key opens none of this, as
the agents' API accepts no session. Authorization: the ``reviewer`` role (admins hold it).
The decision itself is ``approvals.services.approval_decide``, shared with the console.
"""
from __future__ import annotations

from drf_spectacular.utils import extend_schema, extend_schema_serializer
from rest_framework import serializers
from rest_framework.authentication import SessionAuthentication
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from approvals import selectors
from policy.access import IsReviewer


class _ReviewerApi(APIView):
    authentication_classes = [SessionAuthentication]
    permission_classes = [IsReviewer]


@extend_schema_serializer(component_name="PendingApproval")
class ApprovalOutputSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.CharField()
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    agent = serializers.CharField(source="agent.name")
    session_id = serializers.CharField()
    task_id = serializers.CharField()
    tool = serializers.CharField()
    args = serializers.JSONField()
    cwd = serializers.CharField()
    reason = serializers.CharField()
    check = serializers.CharField(source="check_name")
    rule = serializers.CharField()
    suggestions = serializers.ListField(child=serializers.CharField())
    details = serializers.JSONField()
    event_id = serializers.IntegerField()


class ApprovalListApi(_ReviewerApi):
    """The pending asks, newest first."""

    @extend_schema_serializer(component_name="PendingApprovalList")
    class OutputSerializer(serializers.Serializer):
        count = serializers.IntegerField()
        results = ApprovalOutputSerializer(many=True)

    @extend_schema(operation_id="reviews_list", responses={200: OutputSerializer}, tags=["reviews"])
    def get(self, request: Request) -> Response:
        approvals = selectors.approval_queue()
        return Response(self.OutputSerializer({"count": len(approvals), "results": approvals}).data)


class ApprovalDecideApi(_ReviewerApi):
    """Approve (once, for the session, or always with the suggested or edited rule) or
    deny one pending ask. A lost race answers 409 naming who decided what."""

    @extend_schema_serializer(component_name="ReviewDecision")
    class InputSerializer(serializers.Serializer):
        outcome = serializers.ChoiceField(choices=["approve", "deny"])
        scope = serializers.ChoiceField(choices=["once", "session", "always"], default="once")
        rule = serializers.CharField(required=False, allow_blank=True, max_length=2000)
        rules = serializers.ListField(child=serializers.CharField(allow_blank=True, max_length=2000),
                                     required=False, max_length=50,
                                     help_text="for 'always': the rules to store (by default every suggestion, "
                                               "one per part of a compound command); 'rule' stores one")
        note = serializers.CharField(required=False, allow_blank=True, max_length=2000, default="")

    @extend_schema_serializer(component_name="ReviewDecided")
    class OutputSerializer(serializers.Serializer):
        id = serializers.UUIDField()
        status = serializers.CharField()
        scope = serializers.CharField()
        decided_by = serializers.CharField(source="decided_by.get_username", allow_null=True)
        decided_at = serializers.DateTimeField(allow_null=True)
        applied_rule = serializers.CharField()
        applied_rules = serializers.ListField(child=serializers.CharField(), source="stored_rules")
        note = serializers.CharField()
        decision_event_id = serializers.IntegerField(allow_null=True)

    @extend_schema(
        operation_id="reviews_decide",
        request=InputSerializer,
        responses={200: OutputSerializer},
        tags=["reviews"],
    )
    def post(self, request: Request, approval_id) -> Response:
        from approvals.services import approval_decide

        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        approval = approval_decide(
            approval_id=approval_id,
            reviewer=request.user,
            outcome=data["outcome"],
            scope=data["scope"],
            rule=(data.get("rule") or None) if data["scope"] == "always" else None,
            rules=data.get("rules") if data["scope"] == "always" else None,
            note=data["note"],
        )
        return Response(self.OutputSerializer(approval).data)
