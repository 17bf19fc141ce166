"""Operators' API for the LLM validator settings and the guard agent's skills
(session login, operator role). The console pages call the same services."""
from __future__ import annotations

from rest_framework import serializers
from rest_framework.authentication import SessionAuthentication
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from guardian_site.errors import NotFound
from policy.access import IsOperator
from policy.models import GuardSkill
from policy.services import llm as llm_service


class _OperatorApi(APIView):
    authentication_classes = [SessionAuthentication]
    permission_classes = [IsOperator]


class LlmSettingsOutput(serializers.Serializer):
    mode = serializers.CharField()
    base_url = serializers.CharField()
    model = serializers.CharField()
    api_key_file = serializers.CharField()
    timeout_ms = serializers.IntegerField()
    max_turns = serializers.IntegerField()


class LlmSettingsGetApi(_OperatorApi):
    OutputSerializer = LlmSettingsOutput

    class InputSerializer(serializers.Serializer):
        mode = serializers.CharField(required=False)
        base_url = serializers.CharField(required=False, allow_blank=True, max_length=200)
        model = serializers.CharField(required=False, allow_blank=True, max_length=200)
        api_key_file = serializers.CharField(required=False, allow_blank=True, max_length=200)
        timeout_ms = serializers.IntegerField(required=False)
        max_turns = serializers.IntegerField(required=False)

    def get(self, request: Request) -> Response:
        return Response(self.OutputSerializer(llm_service.llm_settings_get()).data)

    def patch(self, request: Request) -> Response:
        """LlmSettingsUpdateApi: change some settings (the key file is a name inside the
        server's LLM key directory; the key itself never passes through the API)."""
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        row = llm_service.llm_settings_update(user=request.user, **serializer.validated_data)
        return Response(self.OutputSerializer(row).data)

    put = patch


class GuardSkillOutput(serializers.ModelSerializer):
    class Meta:
        model = GuardSkill
        fields = ["id", "name", "description", "language", "auto_invoke", "body", "enabled"]


class GuardSkillInput(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    body = serializers.CharField(max_length=llm_service.MAX_SKILL_BODY, trim_whitespace=False)
    description = serializers.CharField(required=False, allow_blank=True, max_length=500, default="")
    language = serializers.CharField(required=False, allow_blank=True, max_length=20, default="")
    auto_invoke = serializers.BooleanField(required=False, default=False)
    enabled = serializers.BooleanField(required=False, default=True)


class GuardSkillListApi(_OperatorApi):
    def get(self, request: Request) -> Response:
        return Response(GuardSkillOutput(GuardSkill.objects.order_by("name"), many=True).data)

    def post(self, request: Request) -> Response:
        """GuardSkillCreateApi."""
        serializer = GuardSkillInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        skill = llm_service.guard_skill_create(user=request.user, **serializer.validated_data)
        return Response(GuardSkillOutput(skill).data, status=201)


class GuardSkillDetailApi(_OperatorApi):
    def get(self, request: Request, skill_id: int) -> Response:
        skill = GuardSkill.objects.filter(pk=skill_id).first()
        if skill is None:
            raise NotFound(llm_service.ERR_SKILL_NOT_FOUND)
        return Response(GuardSkillOutput(skill).data)

    def patch(self, request: Request, skill_id: int) -> Response:
        """GuardSkillUpdateApi."""
        serializer = GuardSkillInput(data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        changes = {k: v for k, v in serializer.validated_data.items() if k in request.data}
        skill = llm_service.guard_skill_update(user=request.user, skill_id=skill_id, **changes)
        return Response(GuardSkillOutput(skill).data)

    def delete(self, request: Request, skill_id: int) -> Response:
        """GuardSkillDeleteApi."""
        llm_service.guard_skill_delete(user=request.user, skill_id=skill_id)
        return Response(status=204)
