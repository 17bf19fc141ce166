"""The engine's data in and out: frozen dataclasses, no behaviour beyond helpers.

This module is the contract between the engine and everything around it (the Django
service, the command line, the benchmarks). Keep it free of imports from the rest of
the engine.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

ALLOW = "allow"
DENY = "deny"
ASK = "ask"
VERDICTS = (ALLOW, DENY, ASK)

# Modes, narrowest first: a request's mode may narrow the agent's, never widen it.
EXPLORE = "explore"
DONT_ASK = "dont_ask"
DEFAULT = "default"
ACCEPT_EDITS = "accept_edits"
BYPASS = "bypass"
MODES = (EXPLORE, DONT_ASK, DEFAULT, ACCEPT_EDITS, BYPASS)

# Names of the checks that can decide, in the order they run.
STAGE1_CHECKS = (
    "revocation",
    "hash",
    "capability",
    "destructive_pattern",
    "sequence_contract",
    "signature",
    "threat_rule",
)
STAGE2_CHECKS = (
    "permission_rule",      # operator deny / ask / allow rules (and seed 000 guard plugins)
    "dangerous_command",    # seed 000 deny list
    "sensitive_path",       # seed 000 sensitive files + seed 002 dangerous paths (bypass-immune)
    "risky_command",        # seed 000 ask list
    "working_dir",          # writes outside the working directory
    "unparseable",          # a Bash command the parser could not analyse
    "read_only",            # seed 002 read-only Bash
    "mode_default",         # the mode defaults table
    "llm",                  # the LLM validator (service side)
    "session_approval",     # stage 3: the session approval cache
    "dont_ask",             # stage 3: dont_ask turned an ask into deny
)


# An unexpected exception inside the engine: the decision is deny (fail closed).
ENGINE_ERROR_CHECK = "engine_error"

# ThreatEvent kinds: seed 004's, plus one per stage 1 check that has none there.
THREAT_KINDS = (
    "REVOKED_TOOL", "TOOL_HASH_MISMATCH", "UNREGISTERED_TOOL", "CAPABILITY_BOUNDARY",
    "DESTRUCTIVE_PATTERN", "SEQUENCE_CONTRACT", "BAD_SIGNATURE", "RULE_DENY", "RULE_FLAG",
)


class EngineError(Exception):
    """The one exception type the engine raises."""


class PolicyError(EngineError):
    """A policy document that cannot be compiled. ``path`` names the field at fault,
    e.g. ``threat_rules[2].pattern``."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}" if path else message)


@dataclass(frozen=True, slots=True)
class Task:
    id: str
    capabilities: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Request:
    """One tool call to decide.

    ``history`` is the session's earlier tool names, oldest first (the caller keeps it).
    ``task_scope`` is the task's capability scope as fixed when the task was first seen
    (the caller keeps it; ``None`` means: use ``task.capabilities``).
    ``agent_mode`` is the agent's configured mode; ``mode`` the request's, which may only
    narrow it. ``session_approvals`` holds ``(tool, reason)`` keys approved for the rest
    of the session (seed 000's cache). ``project_dir`` is the session's working
    directory as first seen (the caller keeps it, as it keeps task scopes): relative
    permission rules and "inside the working directory" are anchored there, whatever
    directory a later call reports (``cwd`` still resolves that call's relative paths).
    """

    tool: str
    args: Mapping[str, Any]
    session_id: str = ""
    cwd: str | None = None
    mode: str | None = None
    agent_mode: str | None = None
    task: Task | None = None
    task_scope: tuple[str, ...] | None = None
    tool_hash: str | None = None
    history: tuple[str, ...] = ()
    session_approvals: frozenset[tuple[str, str]] = frozenset()
    project_dir: str | None = None


@dataclass(frozen=True, slots=True)
class Flag:
    """A threat rule in flag mode that matched: it never changes the decision."""

    rule: str
    would: str          # what it would have said ("deny")
    reason: str
    field: str          # tool | args | hash | any

    def as_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "would": self.would, "reason": self.reason, "field": self.field}


@dataclass(frozen=True, slots=True)
class ThreatEvent:
    """Something the audit trail must record as a threat event."""

    kind: str           # TOOL_HASH_MISMATCH | BAD_SIGNATURE | REVOKED_TOOL | RULE_DENY | RULE_FLAG | DESTRUCTIVE_PATTERN
    rule: str | None
    detail: str


@dataclass(frozen=True, slots=True)
class Decision:
    decision: str                     # allow | deny | ask
    reason: str
    check: str                        # which check decided (STAGE1_CHECKS / STAGE2_CHECKS)
    rule: str | None = None           # which rule decided, when one did
    flags: tuple[Flag, ...] = ()
    threat_events: tuple[ThreatEvent, ...] = ()
    suggestions: tuple[str, ...] = () # permission rules a reviewer may accept ("always")
    llm: bool = False                 # stage 2 wanted the LLM validator (decision is ask)
    bypass_immune: bool = False
    mode: str = DEFAULT               # the effective mode used
    details: Mapping[str, Any] = field(default_factory=dict)  # e.g. the risky parts of a Bash command

    def as_dict(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "reason": self.reason,
            "check": self.check,
            "rule": self.rule,
            "flags": [f.as_dict() for f in self.flags],
        }
