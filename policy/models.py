"""Policy data. Each model turns itself into the engine's plain-data spec (``to_spec``);
the loader (``policy.selectors.policy_document``) assembles the whole policy document from
them and the engine compiles it. Writes go through ``policy.services``, which bump the
policy version in the same transaction.
"""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models

MODE_CHOICES = [
    ("explore", "explore"),
    ("dont_ask", "dont_ask"),
    ("default", "default"),
    ("accept_edits", "accept_edits"),
    ("bypass", "bypass"),
]


class PolicyState(models.Model):
    """The single row (pk=1) holding the live policy version and the policy-wide settings.

    Every policy write updates this row in its own transaction (``version = version + 1``);
    the row lock serialises concurrent writers and the new version tells every process to
    rebuild its snapshot.
    """

    version = models.BigIntegerField(default=1)
    mode = models.CharField(max_length=16, choices=MODE_CHOICES, default="default",
                            help_text="The default mode of agents that have none of their own.")
    require_registration = models.BooleanField(default=False)
    signing_public_key = models.TextField(blank=True, default="")
    mode_defaults = models.JSONField(null=True, blank=True,
                                     help_text="The mode defaults table; empty: the shipped default.")
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"policy v{self.version}"


class PolicyVersion(models.Model):
    """One committed policy version: who, when, what changed, and the whole document
    (so any version can be rolled back to in one step)."""

    version = models.BigIntegerField(unique=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    summary = models.CharField(max_length=500, blank=True, default="")
    diff = models.TextField(blank=True, default="")
    document = models.JSONField(default=dict)

    class Meta:
        ordering = ["-version"]

    def __str__(self) -> str:
        return f"v{self.version}: {self.summary}"


class Agent(models.Model):
    name = models.CharField(max_length=100, unique=True)
    description = models.CharField(max_length=500, blank=True, default="")
    mode = models.CharField(max_length=16, choices=MODE_CHOICES, default="default")
    enabled = models.BooleanField(default=True)
    # Claude Code hook: hold the request while a reviewer decides (True) or answer "ask".
    hold_asks = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class AgentKey(models.Model):
    """An agent's API key. Only its SHA-256 is stored; ``prefix`` tells keys apart."""

    agent = models.ForeignKey(Agent, on_delete=models.CASCADE, related_name="keys")
    name = models.CharField(max_length=100, blank=True, default="")
    prefix = models.CharField(max_length=16, unique=True)
    hashed_key = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.agent.name}:{self.prefix}"


class AgentTask(models.Model):
    """A task's capability scope, fixed the first time the task is seen (never widens)."""

    agent = models.ForeignKey(Agent, on_delete=models.CASCADE, related_name="tasks")
    task_id = models.CharField(max_length=200)
    capabilities = models.JSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["agent", "task_id"], name="uniq_agent_task")]


class RevokedTool(models.Model):
    tool = models.CharField(max_length=200, unique=True)
    reason = models.CharField(max_length=500)
    revoked_at = models.DateTimeField(auto_now_add=True)
    enabled = models.BooleanField(default=True)

    def to_spec(self) -> dict[str, Any]:
        return {"tool": self.tool, "reason": self.reason}

    def __str__(self) -> str:
        return self.tool


class ToolRegistration(models.Model):
    """A registered tool: SHA-256 of its code and an Ed25519 signature over the whole
    registration. ``code_path`` / ``module`` let the re-hash task read the code."""

    name = models.CharField(max_length=200, unique=True)
    sha256 = models.CharField(max_length=64)
    required_capability = models.JSONField(default=list)
    signature = models.TextField(blank=True, default="")
    code_path = models.CharField(max_length=1000, blank=True, default="")
    module = models.CharField(max_length=300, blank=True, default="")
    revoke_on_mismatch = models.BooleanField(default=True)
    enabled = models.BooleanField(default=True)
    signed_at = models.DateTimeField(null=True, blank=True)
    hash_checked_at = models.DateTimeField(null=True, blank=True)
    hash_ok = models.BooleanField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def to_spec(self) -> dict[str, Any]:
        spec: dict[str, Any] = {
            "name": self.name,
            "sha256": self.sha256,
            "required_capability": list(self.required_capability or []),
        }
        if self.signature:
            spec["signature"] = self.signature
        return spec

    def __str__(self) -> str:
        return self.name


class SequenceContract(models.Model):
    name = models.CharField(max_length=200, unique=True)
    requires_prior = models.CharField(max_length=200)
    triggers_for = models.CharField(max_length=200)
    within_steps = models.PositiveIntegerField(default=5)
    enabled = models.BooleanField(default=True)

    def to_spec(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "requires_prior": self.requires_prior,
            "triggers_for": self.triggers_for,
            "within_steps": self.within_steps,
        }

    def __str__(self) -> str:
        return self.name


class ThreatRule(models.Model):
    FIELD_CHOICES = [("tool", "tool"), ("args", "args"), ("hash", "hash"), ("any", "any")]
    ACTION_CHOICES = [("flag", "flag"), ("deny", "deny")]

    name = models.CharField(max_length=200, unique=True)
    pattern = models.TextField()
    field = models.CharField(max_length=8, choices=FIELD_CHOICES, default="args")
    action = models.CharField(max_length=8, choices=ACTION_CHOICES, default="flag")
    reason = models.CharField(max_length=500, blank=True, default="")
    enabled = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                   on_delete=models.SET_NULL, related_name="+")
    switched_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                    on_delete=models.SET_NULL, related_name="+")
    switched_at = models.DateTimeField(null=True, blank=True)

    def to_spec(self) -> dict[str, Any]:
        return {"name": self.name, "pattern": self.pattern, "field": self.field,
                "action": self.action, "reason": self.reason}

    def __str__(self) -> str:
        return self.name


class PermissionRule(models.Model):
    """Seed 002 permission rule: ``Bash(npm run:*)``, ``Read(src/**)``, ``WebFetch(domain:x)``..."""

    BEHAVIOR_CHOICES = [("allow", "allow"), ("ask", "ask"), ("deny", "deny")]

    behavior = models.CharField(max_length=8, choices=BEHAVIOR_CHOICES)
    rule = models.CharField(max_length=2000)
    source = models.CharField(max_length=50, default="console")  # console | api | import | approval
    enabled = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                   on_delete=models.SET_NULL, related_name="+")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["behavior", "rule"], name="uniq_permission_rule")]

    def __str__(self) -> str:
        return f"{self.behavior}: {self.rule}"


class GuardRule(models.Model):
    """Seed 000 plugin rule: id, tools, and an ordered list of patterns."""

    guard_id = models.CharField(max_length=200, unique=True)
    tool = models.CharField(max_length=500, blank=True, default="")  # comma-separated; empty = all
    patterns = models.JSONField(default=list)  # [{match?, file_match?, verdict, reason}]
    source = models.CharField(max_length=50, default="console")
    enabled = models.BooleanField(default=True)

    def to_spec(self) -> dict[str, Any]:
        spec: dict[str, Any] = {"id": self.guard_id, "patterns": list(self.patterns or [])}
        if self.tool:
            spec["tool"] = self.tool
        return spec

    def __str__(self) -> str:
        return self.guard_id


class LlmSettings(models.Model):
    """The single row (pk=1) configuring the LLM validator (seed 000)."""

    MODE_CHOICES = [("off", "off"), ("validator", "validator"), ("guard_agent", "guard agent")]

    mode = models.CharField(max_length=16, choices=MODE_CHOICES, default="off")
    base_url = models.URLField(blank=True, default="")
    model = models.CharField(max_length=200, blank=True, default="")
    api_key_file = models.CharField(max_length=1000, blank=True, default="",
                                    help_text="Path of a file holding the API key (never stored here).")
    timeout_ms = models.PositiveIntegerField(default=3000)
    max_turns = models.PositiveIntegerField(default=5)


class GuardSkill(models.Model):
    """An operator's own guard-agent skill (markdown body with front matter fields)."""

    name = models.CharField(max_length=200, unique=True)
    description = models.CharField(max_length=500, blank=True, default="")
    language = models.CharField(max_length=20, blank=True, default="")
    auto_invoke = models.BooleanField(default=False)
    body = models.TextField()
    enabled = models.BooleanField(default=True)
