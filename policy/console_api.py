"""The operators' console as a JSON API for people (session login + CSRF, operators
only), under ``/api/v1/policy/``. One APIView per operation, each with nested
Input/Output serializers, calling the same services as the console pages. Errors are
``guardian_site.errors.GuardianError`` subclasses, mapped by the one exception handler.

Per kind of policy data (``permissions``, ``threat-rules``, ``contracts``, ``revoked``,
``tools``, ``guards``): ``GET <kind>/``, ``POST <kind>/create``, ``GET <kind>/<id>``,
``POST <kind>/<id>/update``, ``POST <kind>/<id>/enabled``, ``POST <kind>/<id>/delete``
(not for tools: the registry is edited and disabled, signing is the integrity commands').
"""
from __future__ import annotations

from typing import Any

from django.db.models import Q
from django.urls import path
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.authentication import SessionAuthentication
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.selectors import backtest, threat_rule_activity
from guardian_site.errors import InvalidInput, NotFound
from policy.access import IsOperator
from policy.engine.types import MODES, PolicyError
from policy.models import (
    Agent,
    GuardRule,
    PermissionRule,
    PolicyVersion,
    RevokedTool,
    SequenceContract,
    ThreatRule,
    ToolRegistration,
)
from policy.selectors import policy_state, policy_version
from policy.services import policy_file, rules

LIST_LIMIT_MAX = 500


class OperatorApi(APIView):
    authentication_classes = [SessionAuthentication]
    permission_classes = [IsOperator]


def _username(user: Any) -> str | None:
    return user.get_username() if user is not None else None


# --- serializers per kind ------------------------------------------------------------------------

class PermissionRuleOut(serializers.ModelSerializer):
    class Meta:
        model = PermissionRule
        fields = ["id", "behavior", "rule", "source", "enabled", "created_at"]


class PermissionRuleIn(serializers.Serializer):
    behavior = serializers.ChoiceField(choices=["allow", "ask", "deny"])
    rule = serializers.CharField(max_length=2000)


class ThreatRuleOut(serializers.ModelSerializer):
    created_by = serializers.SerializerMethodField()
    switched_by = serializers.SerializerMethodField()

    class Meta:
        model = ThreatRule
        fields = ["id", "name", "pattern", "field", "action", "reason", "enabled", "created_at", "updated_at",
                  "created_by", "switched_by", "switched_at"]

    def get_created_by(self, obj: ThreatRule) -> str | None:
        return _username(obj.created_by)

    def get_switched_by(self, obj: ThreatRule) -> str | None:
        return _username(obj.switched_by)


class ThreatRuleIn(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    pattern = serializers.CharField(max_length=2000, trim_whitespace=False)
    field = serializers.ChoiceField(choices=["tool", "args", "hash", "any"], default="args")
    action = serializers.ChoiceField(choices=["flag", "deny"], default="flag")
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class SequenceContractOut(serializers.ModelSerializer):
    class Meta:
        model = SequenceContract
        fields = ["id", "name", "requires_prior", "triggers_for", "within_steps", "enabled"]


class SequenceContractIn(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    requires_prior = serializers.CharField(max_length=200)
    triggers_for = serializers.CharField(max_length=200)
    within_steps = serializers.IntegerField(min_value=1, max_value=10_000, default=5)


class RevokedToolOut(serializers.ModelSerializer):
    class Meta:
        model = RevokedTool
        fields = ["id", "tool", "reason", "enabled", "revoked_at"]


class RevokedToolIn(serializers.Serializer):
    tool = serializers.CharField(max_length=200)
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class ToolRegistrationOut(serializers.ModelSerializer):
    signed = serializers.SerializerMethodField()

    class Meta:
        model = ToolRegistration
        fields = ["id", "name", "sha256", "required_capability", "signed", "code_path", "module", "enabled",
                  "hash_ok", "hash_checked_at", "signed_at"]

    def get_signed(self, obj: ToolRegistration) -> bool:
        return bool(obj.signature)


class ToolRegistrationIn(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    sha256 = serializers.CharField(max_length=64)
    required_capability = serializers.ListField(child=serializers.CharField(max_length=200), required=False,
                                                default=list, max_length=100)
    code_path = serializers.CharField(max_length=1000, required=False, allow_blank=True, default="")
    module = serializers.CharField(max_length=300, required=False, allow_blank=True, default="")


class ToolRegistrationUpdateIn(ToolRegistrationIn):
    name = None  # the name is the registration's identity: it cannot be edited


class GuardRuleOut(serializers.ModelSerializer):
    class Meta:
        model = GuardRule
        fields = ["id", "guard_id", "tool", "patterns", "source", "enabled"]


class GuardRuleIn(serializers.Serializer):
    guard_id = serializers.CharField(max_length=200)
    tool = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")
    patterns = serializers.ListField(child=serializers.DictField(), min_length=1, max_length=200)


class EnabledIn(serializers.Serializer):
    enabled = serializers.BooleanField()


# --- generic operations, specialised per kind ----------------------------------------------------

class _Kind:
    def __init__(self, model, out, create_in, update_in, create, update, set_enabled, delete, id_arg, search,
                 order):
        self.model, self.out, self.create_in, self.update_in = model, out, create_in, update_in
        self.create, self.update, self.set_enabled, self.delete = create, update, set_enabled, delete
        self.id_arg, self.search, self.order = id_arg, search, order


KINDS = {
    "permissions": _Kind(PermissionRule, PermissionRuleOut, PermissionRuleIn, PermissionRuleIn,
                         rules.permission_rule_create, rules.permission_rule_update,
                         rules.permission_rule_set_enabled, rules.permission_rule_delete, "rule_id", ("rule",),
                         ("behavior", "rule")),
    "threat-rules": _Kind(ThreatRule, ThreatRuleOut, ThreatRuleIn, ThreatRuleIn,
                          rules.threat_rule_create, rules.threat_rule_update, rules.threat_rule_set_enabled,
                          rules.threat_rule_delete, "rule_id", ("name", "pattern"), ("name",)),
    "contracts": _Kind(SequenceContract, SequenceContractOut, SequenceContractIn, SequenceContractIn,
                       rules.sequence_contract_create, rules.sequence_contract_update,
                       rules.sequence_contract_set_enabled, rules.sequence_contract_delete, "contract_id",
                       ("name",), ("name",)),
    "revoked": _Kind(RevokedTool, RevokedToolOut, RevokedToolIn, RevokedToolIn, rules.revoked_tool_create,
                     rules.revoked_tool_update, rules.revoked_tool_set_enabled, rules.revoked_tool_delete,
                     "revoked_id", ("tool",), ("tool",)),
    "tools": _Kind(ToolRegistration, ToolRegistrationOut, ToolRegistrationIn, ToolRegistrationUpdateIn,
                   rules.tool_registration_create, rules.tool_registration_update,
                   rules.tool_registration_set_enabled, None, "tool_id", ("name",), ("name",)),
    "guards": _Kind(GuardRule, GuardRuleOut, GuardRuleIn, GuardRuleIn, rules.guard_rule_create,
                    rules.guard_rule_update, rules.guard_rule_set_enabled, rules.guard_rule_delete, "rule_id",
                    ("guard_id",), ("guard_id",)),
}


def _get(kind: _Kind, item_id: int):
    obj = kind.model.objects.filter(pk=item_id).first()
    if obj is None:
        raise NotFound(rules.ERR_NOT_FOUND.format(kind=kind.model._meta.verbose_name))
    return obj


def _make_apis(slug: str, prefix: str) -> list:
    """The list / create / detail / update / enabled / delete APIs of one kind."""
    kind = KINDS[slug]
    tag = [f"policy: {slug}"]

    class ListApi(OperatorApi):
        @extend_schema(tags=tag, responses=kind.out(many=True))
        def get(self, request):
            qs = kind.model.objects.all().order_by(*kind.order)
            q = (request.query_params.get("q") or "").strip()[:200]
            if q:
                cond = Q()
                for f in kind.search:
                    cond |= Q(**{f"{f}__icontains": q})
                qs = qs.filter(cond)
            if request.query_params.get("enabled") in ("true", "false"):
                qs = qs.filter(enabled=request.query_params["enabled"] == "true")
            return Response(kind.out(qs[:LIST_LIMIT_MAX], many=True).data)

    class CreateApi(OperatorApi):
        InputSerializer = kind.create_in

        @extend_schema(tags=tag, request=kind.create_in, responses={201: kind.out})
        def post(self, request):
            s = self.InputSerializer(data=request.data)
            s.is_valid(raise_exception=True)
            extra = {"source": "api"} if slug in ("permissions", "guards") else {}
            obj = kind.create(user=request.user, **s.validated_data, **extra)
            return Response(kind.out(obj).data, status=201)

    class DetailApi(OperatorApi):
        @extend_schema(tags=tag, responses=kind.out)
        def get(self, request, item_id: int):
            return Response(kind.out(_get(kind, item_id)).data)

    class UpdateApi(OperatorApi):
        InputSerializer = kind.update_in

        @extend_schema(tags=tag, request=kind.update_in, responses=kind.out)
        def post(self, request, item_id: int):
            s = self.InputSerializer(data=request.data)
            s.is_valid(raise_exception=True)
            obj = kind.update(user=request.user, **{kind.id_arg: _get(kind, item_id).pk}, **s.validated_data)
            return Response(kind.out(obj).data)

    class EnabledApi(OperatorApi):
        InputSerializer = EnabledIn

        @extend_schema(tags=tag, request=EnabledIn, responses=kind.out)
        def post(self, request, item_id: int):
            s = self.InputSerializer(data=request.data)
            s.is_valid(raise_exception=True)
            obj = kind.set_enabled(user=request.user, **{kind.id_arg: _get(kind, item_id).pk},
                                   enabled=s.validated_data["enabled"])
            return Response(kind.out(obj).data)

    class DeleteApi(OperatorApi):
        @extend_schema(tags=tag, request=None, responses={204: None})
        def post(self, request, item_id: int):
            kind.delete(user=request.user, **{kind.id_arg: _get(kind, item_id).pk})
            return Response(status=204)

    views = [("", ListApi, "list"), ("create", CreateApi, "create"), ("<int:item_id>", DetailApi, "detail"),
             ("<int:item_id>/update", UpdateApi, "update"), ("<int:item_id>/enabled", EnabledApi, "enabled")]
    if kind.delete is not None:
        views.append(("<int:item_id>/delete", DeleteApi, "delete"))
    patterns = []
    for suffix, cls, op in views:
        cls.__name__ = cls.__qualname__ = f"{prefix}{op.capitalize()}Api"
        patterns.append(path(f"{slug}/{suffix}", cls.as_view(), name=f"api-{slug}-{op}"))
    return patterns


# --- threat rules: promote, activity; backtest -------------------------------------------------------

class ThreatRulePromoteApi(OperatorApi):
    @extend_schema(tags=["policy: threat-rules"], request=None, responses=ThreatRuleOut)
    def post(self, request, item_id: int):
        rule = rules.threat_rule_promote(rule_id=_get(KINDS["threat-rules"], item_id).pk, user=request.user)
        return Response(ThreatRuleOut(rule).data)


class ThreatRuleActivityApi(OperatorApi):
    class OutputSerializer(serializers.Serializer):
        class SeriesSerializer(serializers.Serializer):
            labels = serializers.ListField(child=serializers.CharField())
            counts = serializers.ListField(child=serializers.IntegerField())
            total = serializers.IntegerField()

        class NamedCountSerializer(serializers.Serializer):
            name = serializers.CharField()
            count = serializers.IntegerField()

        class HitSerializer(serializers.Serializer):
            created_at = serializers.DateTimeField()
            kind = serializers.CharField()
            tool = serializers.CharField()
            event_id = serializers.IntegerField(allow_null=True)
            agent = serializers.SerializerMethodField()
            decision = serializers.SerializerMethodField()

            def get_agent(self, obj) -> str:
                return obj.event.agent_name if obj.event_id else ""

            def get_decision(self, obj) -> str:
                return obj.event.decision if obj.event_id else ""

        last_day = SeriesSerializer()
        last_month = SeriesSerializer()
        flagged_30d = serializers.IntegerField()
        denied_30d = serializers.IntegerField()
        agents = NamedCountSerializer(many=True)
        tools = NamedCountSerializer(many=True)
        recent = HitSerializer(many=True)

    @extend_schema(tags=["policy: threat-rules"], responses=OutputSerializer)
    def get(self, request, item_id: int):
        rule = _get(KINDS["threat-rules"], item_id)
        return Response(self.OutputSerializer(threat_rule_activity(rule.name)).data)


class BacktestApi(OperatorApi):
    class InputSerializer(serializers.Serializer):
        pattern = serializers.CharField(max_length=2000, trim_whitespace=False)
        field = serializers.ChoiceField(choices=["tool", "args", "hash", "any"], default="args")
        action = serializers.ChoiceField(choices=["flag", "deny"], default="flag")
        days = serializers.IntegerField(min_value=1, max_value=90, default=7)

    @extend_schema(tags=["policy: threat-rules"], request=InputSerializer,
                   responses=inline_serializer("BacktestResult", {
                       "scanned": serializers.IntegerField(), "matched": serializers.IntegerField(),
                       "would_deny": serializers.IntegerField(), "would_flag": serializers.IntegerField(),
                       "by_decision": serializers.DictField(child=serializers.IntegerField()),
                       "examples": serializers.ListField(child=serializers.DictField()),
                       "seconds": serializers.FloatField(), "note": serializers.CharField()}))
    def post(self, request):
        s = self.InputSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        try:
            result = backtest(**s.validated_data)
        except PolicyError as exc:
            raise InvalidInput(exc.message, field="pattern") from None
        return Response(result.as_dict())


# --- policy file, versions, settings, agents --------------------------------------------------------

class _FileIn(serializers.Serializer):
    text = serializers.CharField(max_length=policy_file.MAX_FILE_BYTES, trim_whitespace=False)
    filename = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")


class PolicyImportPreviewApi(OperatorApi):
    InputSerializer = _FileIn

    @extend_schema(tags=["policy: file"], request=_FileIn,
                   responses=inline_serializer("ImportPreview", {
                       "kind": serializers.CharField(), "unchanged": serializers.BooleanField(),
                       "changes": serializers.DictField()}))
    def post(self, request):
        s = self.InputSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        return Response(policy_file.policy_import_preview(**s.validated_data).as_dict())


class PolicyVersionOut(serializers.ModelSerializer):
    created_by = serializers.SerializerMethodField()

    class Meta:
        model = PolicyVersion
        fields = ["version", "created_at", "created_by", "summary", "diff"]

    def get_created_by(self, obj: PolicyVersion) -> str | None:
        return _username(obj.created_by)


class PolicyImportApplyApi(OperatorApi):
    InputSerializer = _FileIn

    @extend_schema(tags=["policy: file"], request=_FileIn, responses={201: PolicyVersionOut})
    def post(self, request):
        s = self.InputSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        version = policy_file.policy_import_apply(user=request.user, **s.validated_data)
        return Response(PolicyVersionOut(version).data, status=201)


class PolicyExportApi(OperatorApi):
    @extend_schema(tags=["policy: file"], responses=inline_serializer("PolicyExport", {
        "version": serializers.IntegerField(), "text": serializers.CharField()}))
    def get(self, request):
        return Response({"version": policy_version(), "text": policy_file.policy_export_text()})


class PolicyVersionListApi(OperatorApi):
    class OutputSerializer(PolicyVersionOut):
        class Meta(PolicyVersionOut.Meta):
            fields = ["version", "created_at", "created_by", "summary"]

    @extend_schema(tags=["policy: versions"], responses=OutputSerializer(many=True))
    def get(self, request):
        qs = PolicyVersion.objects.select_related("created_by").defer("document", "diff").order_by("-version")
        return Response(self.OutputSerializer(qs[:LIST_LIMIT_MAX], many=True).data)


class PolicyVersionDetailApi(OperatorApi):
    class OutputSerializer(PolicyVersionOut):
        class Meta(PolicyVersionOut.Meta):
            fields = PolicyVersionOut.Meta.fields + ["document"]

    @extend_schema(tags=["policy: versions"], responses=OutputSerializer)
    def get(self, request, version: int):
        v = PolicyVersion.objects.select_related("created_by").filter(version=version).first()
        if v is None:
            raise NotFound(rules.ERR_NOT_FOUND.format(kind="policy version"))
        return Response(self.OutputSerializer(v).data)


class PolicyRollbackApi(OperatorApi):
    @extend_schema(tags=["policy: versions"], request=None, responses={201: PolicyVersionOut})
    def post(self, request, version: int):
        new = policy_file.policy_rollback(user=request.user, version=version)
        return Response(PolicyVersionOut(new).data, status=201)


class PolicySettingsApi(OperatorApi):
    class InputSerializer(serializers.Serializer):
        mode = serializers.ChoiceField(choices=list(MODES))
        require_registration = serializers.BooleanField()

    class OutputSerializer(serializers.Serializer):
        version = serializers.IntegerField()
        mode = serializers.CharField()
        require_registration = serializers.BooleanField()

    @extend_schema(tags=["policy: settings"], responses=OutputSerializer)
    def get(self, request):
        return Response(self.OutputSerializer(policy_state()).data)

    @extend_schema(tags=["policy: settings"], request=InputSerializer, responses=OutputSerializer)
    def post(self, request):
        s = self.InputSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        return Response(self.OutputSerializer(rules.policy_settings_update(user=request.user,
                                                                           **s.validated_data)).data)


class AgentOut(serializers.ModelSerializer):
    class Meta:
        model = Agent
        fields = ["id", "name", "description", "mode", "enabled"]


class AgentListApi(OperatorApi):
    @extend_schema(tags=["policy: agents"], responses=AgentOut(many=True))
    def get(self, request):
        return Response(AgentOut(Agent.objects.order_by("name")[:LIST_LIMIT_MAX], many=True).data)


class AgentModeApi(OperatorApi):
    class InputSerializer(serializers.Serializer):
        mode = serializers.ChoiceField(choices=list(MODES))

    @extend_schema(tags=["policy: agents"], request=InputSerializer, responses=AgentOut)
    def post(self, request, agent_id: int):
        s = self.InputSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        return Response(AgentOut(rules.agent_mode_set(user=request.user, agent_id=agent_id, **s.validated_data)).data)


urlpatterns = [
    *_make_apis("permissions", "PermissionRule"),
    *_make_apis("threat-rules", "ThreatRule"),
    *_make_apis("contracts", "SequenceContract"),
    *_make_apis("revoked", "RevokedTool"),
    *_make_apis("tools", "ToolRegistration"),
    *_make_apis("guards", "GuardRule"),
    path("threat-rules/<int:item_id>/promote", ThreatRulePromoteApi.as_view(), name="api-threat-rules-promote"),
    path("threat-rules/<int:item_id>/activity", ThreatRuleActivityApi.as_view(), name="api-threat-rules-activity"),
    path("backtest", BacktestApi.as_view(), name="api-backtest"),
    path("import/preview", PolicyImportPreviewApi.as_view(), name="api-import-preview"),
    path("import/apply", PolicyImportApplyApi.as_view(), name="api-import-apply"),
    path("export", PolicyExportApi.as_view(), name="api-export"),
    path("versions/", PolicyVersionListApi.as_view(), name="api-versions"),
    path("versions/<int:version>", PolicyVersionDetailApi.as_view(), name="api-version"),
    path("versions/<int:version>/rollback", PolicyRollbackApi.as_view(), name="api-rollback"),
    path("settings", PolicySettingsApi.as_view(), name="api-settings"),
    path("agents/", AgentListApi.as_view(), name="api-agents"),
    path("agents/<int:agent_id>/mode", AgentModeApi.as_view(), name="api-agent-mode"),
]
