from django.contrib import admin

from policy import models


@admin.register(models.Agent)
class AgentAdmin(admin.ModelAdmin):
    list_display = ("name", "mode", "enabled", "hold_asks", "created_at")
    search_fields = ("name",)


@admin.register(models.AgentKey)
class AgentKeyAdmin(admin.ModelAdmin):
    list_display = ("agent", "prefix", "name", "created_at", "revoked_at")
    readonly_fields = ("prefix", "hashed_key")


@admin.register(models.ThreatRule)
class ThreatRuleAdmin(admin.ModelAdmin):
    list_display = ("name", "field", "action", "enabled", "updated_at")
    list_filter = ("action", "field", "enabled")
    search_fields = ("name", "pattern")


@admin.register(models.PermissionRule)
class PermissionRuleAdmin(admin.ModelAdmin):
    list_display = ("behavior", "rule", "source", "enabled", "created_at")
    list_filter = ("behavior", "source", "enabled")
    search_fields = ("rule",)


for _model in (models.PolicyState, models.PolicyVersion, models.AgentTask, models.RevokedTool,
               models.ToolRegistration, models.SequenceContract, models.GuardRule,
               models.LlmSettings, models.GuardSkill):
    admin.site.register(_model)
