"""Approval requests (asks waiting for a person) and the session approval cache."""
from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models


class ApprovalRequest(models.Model):
    PENDING = "pending"
    APPROVED = "approved"
    DENIED = "denied"
    EXPIRED = "expired"
    STATUS_CHOICES = [(PENDING, "pending"), (APPROVED, "approved"), (DENIED, "denied"), (EXPIRED, "expired")]

    ONCE = "once"
    SESSION = "session"
    ALWAYS = "always"
    SCOPE_CHOICES = [(ONCE, "once"), (SESSION, "session"), (ALWAYS, "always")]

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    created_at = models.DateTimeField(db_index=True)
    expires_at = models.DateTimeField(db_index=True)
    agent = models.ForeignKey("policy.Agent", on_delete=models.PROTECT, related_name="approvals")
    event = models.OneToOneField("audit.AuditEvent", on_delete=models.PROTECT, related_name="approval")
    session_id = models.CharField(max_length=200, blank=True, default="")
    task_id = models.CharField(max_length=200, blank=True, default="")
    tool = models.CharField(max_length=200)
    args = models.JSONField(default=dict)
    # The approval is bound to the SHA-256 of the canonical tool input it was asked for.
    input_sha256 = models.CharField(max_length=64)
    cwd = models.CharField(max_length=4096, blank=True, default="")
    reason = models.TextField(blank=True, default="")
    check_name = models.CharField(max_length=40, blank=True, default="")
    rule = models.CharField(max_length=2000, blank=True, default="")
    suggestions = models.JSONField(default=list, blank=True)
    details = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=STATUS_CHOICES, default=PENDING, db_index=True)
    scope = models.CharField(max_length=10, choices=SCOPE_CHOICES, blank=True, default="")
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                   on_delete=models.PROTECT, related_name="+")
    decided_at = models.DateTimeField(null=True, blank=True)
    note = models.TextField(blank=True, default="")
    applied_rule = models.CharField(max_length=2000, blank=True, default="")
    # every rule "always" stored (one per part of a compound command); applied_rule is the first
    applied_rules = models.JSONField(default=list, blank=True)
    decision_event = models.OneToOneField("audit.AuditEvent", null=True, blank=True,
                                          on_delete=models.PROTECT, related_name="decided_approval")

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "-created_at"], name="approval_queue_idx")]

    @property
    def stored_rules(self) -> list[str]:
        """The rules "always" stored (decisions made before the list: their one rule)."""
        return list(self.applied_rules or ([self.applied_rule] if self.applied_rule else []))

    def __str__(self) -> str:
        return f"{self.tool} ({self.status})"


class SessionApproval(models.Model):
    """Seed 000's "always allow for this session", keyed by tool and reason."""

    agent = models.ForeignKey("policy.Agent", on_delete=models.CASCADE, related_name="+")
    session_id = models.CharField(max_length=200)
    tool = models.CharField(max_length=200)
    reason = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    approval = models.ForeignKey(ApprovalRequest, null=True, blank=True, on_delete=models.SET_NULL,
                                 related_name="+")
    approved_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                    on_delete=models.SET_NULL, related_name="+")

    class Meta:
        indexes = [models.Index(fields=["agent", "session_id"], name="session_approval_idx")]
