"""The audit trail: one event per evaluation (dry runs included) and per reviewer
decision, chained by HMAC so that a changed, deleted, inserted or reordered event is
found by ``manage.py audit_verify``. Threat events point at the event that raised them.
"""
from __future__ import annotations

from django.conf import settings
from django.db import models


class AuditEvent(models.Model):
    KIND_EVALUATION = "evaluation"
    KIND_DECISION = "decision"       # a reviewer decided an approval request
    KIND_CHOICES = [(KIND_EVALUATION, "evaluation"), (KIND_DECISION, "reviewer decision")]

    created_at = models.DateTimeField(db_index=True)
    kind = models.CharField(max_length=16, choices=KIND_CHOICES, default=KIND_EVALUATION)
    # No index of its own: audit_session_idx (agent, session_id, -id) leads with it, and
    # every index is one more write per evaluation.
    agent = models.ForeignKey("policy.Agent", null=True, blank=True, on_delete=models.PROTECT,
                              related_name="events", db_index=False)
    agent_name = models.CharField(max_length=100, blank=True, default="")
    reviewer = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                 on_delete=models.PROTECT, related_name="+")
    session_id = models.CharField(max_length=200, blank=True, default="")
    task_id = models.CharField(max_length=200, blank=True, default="")
    tool = models.CharField(max_length=200)
    args = models.JSONField(default=dict)
    input_sha256 = models.CharField(max_length=64, blank=True, default="")
    cwd = models.CharField(max_length=4096, blank=True, default="")
    mode = models.CharField(max_length=16, blank=True, default="")
    decision = models.CharField(max_length=8)       # allow | deny | ask
    reason = models.TextField(blank=True, default="")
    check_name = models.CharField(max_length=40, blank=True, default="")
    rule = models.CharField(max_length=2000, blank=True, default="")
    flags = models.JSONField(default=list, blank=True)
    policy_version = models.BigIntegerField(default=0)
    latency_us = models.PositiveIntegerField(default=0)
    dry_run = models.BooleanField(default=False)
    # Claude Code's ``tool_use_id`` (hooks): PostToolUse finds its PreToolUse event by it.
    tool_use_id = models.CharField(max_length=200, blank=True, default="")
    # LLM validator (seed 000), when consulted.
    llm_model = models.CharField(max_length=200, blank=True, default="")
    llm_latency_ms = models.PositiveIntegerField(null=True, blank=True)
    llm_answer = models.TextField(blank=True, default="")
    # Seed 001's result fields, reported by the agent after running the tool.
    result_at = models.DateTimeField(null=True, blank=True)
    exit_code = models.IntegerField(null=True, blank=True)
    duration_ms = models.PositiveIntegerField(null=True, blank=True)
    stdout_bytes = models.PositiveBigIntegerField(null=True, blank=True)
    stderr_bytes = models.PositiveBigIntegerField(null=True, blank=True)
    success = models.BooleanField(null=True, blank=True)
    error = models.TextField(blank=True, default="")
    # Tamper-evident chain: seq taken under a lock on the chain head.
    seq = models.BigIntegerField(unique=True, null=True, blank=True)
    link = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        indexes = [
            models.Index(fields=["agent", "session_id", "-id"], name="audit_session_idx"),
            models.Index(fields=["decision", "created_at"], name="audit_decision_idx"),
            models.Index(fields=["tool", "created_at"], name="audit_tool_idx"),
        ]

    def __str__(self) -> str:
        return f"#{self.pk} {self.tool} {self.decision}"


class ThreatEvent(models.Model):
    KIND_CHOICES = [
        ("TOOL_HASH_MISMATCH", "hash mismatch"),
        ("BAD_SIGNATURE", "bad signature"),
        ("REVOKED_TOOL", "revoked tool"),
        ("RULE_DENY", "rule deny"),
        ("RULE_FLAG", "rule flag"),
        ("DESTRUCTIVE_PATTERN", "destructive pattern"),
    ]

    created_at = models.DateTimeField(db_index=True)
    kind = models.CharField(max_length=32, choices=KIND_CHOICES)
    rule = models.CharField(max_length=200, blank=True, default="")
    detail = models.TextField(blank=True, default="")
    tool = models.CharField(max_length=200, blank=True, default="")
    agent = models.ForeignKey("policy.Agent", null=True, blank=True, on_delete=models.SET_NULL,
                              related_name="+")
    event = models.ForeignKey(AuditEvent, null=True, blank=True, on_delete=models.PROTECT,
                              related_name="threats")

    class Meta:
        indexes = [
            models.Index(fields=["kind", "created_at"], name="threat_kind_idx"),
            models.Index(fields=["rule", "created_at"], name="threat_rule_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.rule}"


class ChainHead(models.Model):
    """The single row (pk=1) holding the head of the audit chain. Writers lock it
    (``select_for_update``) to take the next sequence number, so the chain never forks."""

    seq = models.BigIntegerField(default=0)
    link = models.CharField(max_length=64, default="0" * 64)


class AuditCheckpoint(models.Model):
    """A signed checkpoint of the chain head, so a truncated tail is detected."""

    created_at = models.DateTimeField(auto_now_add=True)
    seq = models.BigIntegerField()
    link = models.CharField(max_length=64)
    signature = models.CharField(max_length=128)


# --- dashboard rollups (operators' console) -------------------------------------------------
# Hourly aggregates of evaluation events, so the dashboard reads a few thousand rows, not
# the whole trail. Derived data: ``audit.rollups.dashboard_rollup_refresh`` rebuilds any
# complete hour from the events; they are never part of the chain.

class DecisionRollup(models.Model):
    hour = models.DateTimeField()
    decision = models.CharField(max_length=8)
    tool = models.CharField(max_length=200)
    agent_name = models.CharField(max_length=100, blank=True, default="")
    check_name = models.CharField(max_length=40, blank=True, default="")
    rule = models.CharField(max_length=2000, blank=True, default="")
    count = models.PositiveIntegerField()

    class Meta:
        indexes = [models.Index(fields=["hour"], name="rollup_decision_hour_idx")]


class LatencyRollup(models.Model):
    """Evaluations per hour and latency bucket (1/8 octave: bucket = floor(8·log2(µs+1)))."""

    hour = models.DateTimeField()
    bucket = models.PositiveSmallIntegerField()
    count = models.PositiveIntegerField()

    class Meta:
        indexes = [models.Index(fields=["hour"], name="rollup_latency_hour_idx")]


class RollupState(models.Model):
    """The single row (pk=1): every hour before ``until`` is rolled up."""

    until = models.DateTimeField(null=True, blank=True)
