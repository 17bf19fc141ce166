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


@admin.register(models.ToolRegistration)
class ToolRegistrationAdmin(admin.ModelAdmin):
    """Read-only: registrations are written by ``tool_register`` (signed), never by hand."""

    list_display = ("name", "signature_valid", "signed_at", "hash_checked_at", "hash_ok", "revoke_on_mismatch",
                    "enabled")
    list_filter = ("hash_ok", "enabled")
    search_fields = ("name",)

    @admin.display(boolean=True, description="signed")
    def signature_valid(self, obj):
        from policy.services.registry import parse_public_key, registration_verifies

        key = models.PolicyState.objects.filter(pk=1).values_list("signing_public_key", flat=True).first()
        return bool(key and obj.signature and registration_verifies(parse_public_key(key), obj))

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


for _model in (models.PolicyState, models.PolicyVersion, models.AgentTask, models.RevokedTool,
               models.SequenceContract, models.GuardRule,
               models.LlmSettings, models.GuardSkill):
    admin.site.register(_model)
