from django.contrib import admin

from audit import models


@admin.register(models.AuditEvent)
class AuditEventAdmin(admin.ModelAdmin):
    list_display = ("id", "created_at", "agent_name", "tool", "decision", "check_name", "rule", "seq")
    list_filter = ("decision", "kind", "dry_run")
    search_fields = ("tool", "session_id", "agent_name")

    def has_change_permission(self, request, obj=None):  # the trail is append-only
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(models.ThreatEvent)
class ThreatEventAdmin(admin.ModelAdmin):
    list_display = ("created_at", "kind", "rule", "tool", "event")
    list_filter = ("kind",)

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


admin.site.register(models.AuditCheckpoint)
