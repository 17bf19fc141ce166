from django.contrib import admin

from approvals import models


@admin.register(models.ApprovalRequest)
class ApprovalRequestAdmin(admin.ModelAdmin):
    list_display = ("created_at", "agent", "tool", "status", "scope", "decided_by")
    list_filter = ("status", "scope")


admin.site.register(models.SessionApproval)
