"""Compile a policy document once into an immutable, thread-shareable :class:`Snapshot`.

Everything costly happens here, off the hot path: permission rules are parsed, threat
rules of each field go into one RE2 set, guard plugin regexes are compiled, and every
tool registration's Ed25519 signature is verified once.
"""
from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Mapping

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from policy.engine.bash_types import BashAnalysis
from policy.engine.paths import SensitivePaths, bash_touched_paths, certificate_read_only
from policy.engine.permissions import PermissionRule, blocking_rules, parse_permission_rule
from policy.engine.policy_file import validate_policy
from policy.engine.regexes import CompiledPattern, PatternSet, compile_pattern
from policy.engine.types import PolicyError

BASH_CACHE_SIZE = 4096
THREAT_FIELDS = ("tool", "args", "hash")


def registration_payload(name: str, required_capability: Any, sha256: str | None) -> bytes:
    """The bytes a tool registration's Ed25519 signature covers: the canonical JSON of
    ``{"name", "required_capability" (sorted), "sha256"}``, keys sorted, separators
    ``,`` ``:``, no ASCII escaping, UTF-8."""
    caps = [required_capability] if isinstance(required_capability, str) else list(required_capability or [])
    body = {"name": name, "required_capability": sorted(set(caps)), "sha256": sha256}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


@dataclass(frozen=True, slots=True)
class ToolRegistration:
    name: str
    sha256: str | None
    required_capability: tuple[str, ...]
    signature_ok: bool          # verified at compile time (True when no key is configured)
    signature_problem: str      # why not, when not


@dataclass(frozen=True, slots=True)
class ThreatRuleSpec:
    name: str
    pattern: CompiledPattern
    field: str
    action: str
    reason: str


@dataclass(frozen=True, slots=True)
class GuardPattern:
    match: CompiledPattern | None
    file_match: str | None
    verdict: str
    reason: str


@dataclass(frozen=True, slots=True)
class Guard:
    id: str
    tools: frozenset[str]       # empty: every tool
    patterns: tuple[GuardPattern, ...]


@dataclass(frozen=True, slots=True)
class SequenceContract:
    name: str
    requires_prior: str
    triggers_for: str
    within_steps: int


@dataclass(frozen=True)
class Snapshot:
    version: int
    doc: Mapping[str, Any]
    mode: str
    require_registration: bool
    has_public_key: bool
    revoked: Mapping[str, str]
    tools: Mapping[str, ToolRegistration]
    contracts: Mapping[str, tuple[SequenceContract, ...]]      # by triggers_for
    threat_rules: tuple[ThreatRuleSpec, ...]
    threat_sets: Mapping[str, tuple[PatternSet, tuple[int, ...]]]  # field -> (set, rule index per pattern)
    allow_rules: tuple[PermissionRule, ...]
    ask_rules: tuple[PermissionRule, ...]
    deny_rules: tuple[PermissionRule, ...]
    guards: tuple[Guard, ...]
    read_tools: frozenset[str]
    edit_tools: frozenset[str]
    bash_tools: frozenset[str]
    sensitive: SensitivePaths
    runs_later: SensitivePaths
    mode_defaults: Mapping[str, Mapping[str, str]]
    analyze: Callable[[str, str], BashAnalysis] = field(repr=False, compare=False, default=None)  # type: ignore[assignment]
    # (command, cwd) -> (touched paths, first sensitive (path, entry) or None); bounded LRU
    # per-snapshot memo of pure results (threat hits per tool name / hash, operator rule
    # verdicts per Bash command); bounded, cleared when full
    memo: dict = field(repr=False, compare=False, default_factory=dict)
    # whole calls already decided (evaluate.CALL_MEMO_LIMIT): the call's key -> its decision
    calls: dict = field(repr=False, compare=False, default_factory=dict)
    bash_paths: Callable[[str, str], tuple[tuple[str, ...], tuple[str, str] | None]] = field(
        repr=False, compare=False, default=None)  # type: ignore[assignment]


def _verify(public_key: Ed25519PublicKey | None, entry: Mapping[str, Any]) -> tuple[bool, str]:
    if public_key is None:
        return True, ""
    sig = entry.get("signature")
    if not sig:
        return False, "no signature"
    try:
        public_key.verify(base64.b64decode(sig),
                          registration_payload(entry["name"], entry["required_capability"], entry["sha256"]))
    except (InvalidSignature, ValueError):
        return False, "signature does not verify"
    return True, ""


_ANALYZER: list[Any] = []


def _load_parser() -> Any:
    """``policy.engine.shell.analyze_bash``, imported once; an exception when missing."""
    if not _ANALYZER:
        try:
            from policy.engine.shell import analyze_bash
        except Exception as exc:  # the parser is missing: nothing is parsed, nothing allowed
            return exc
        _ANALYZER.append(analyze_bash)
    return _ANALYZER[0]


def _bash_analyzer() -> Callable[[str, str], BashAnalysis]:
    @lru_cache(maxsize=BASH_CACHE_SIZE)
    def analyze(command: str, cwd: str) -> BashAnalysis:
        analyze_bash = _load_parser()
        if isinstance(analyze_bash, Exception):
            return BashAnalysis(command=command, parsed=False, parse_error=f"no Bash parser: {analyze_bash}")
        try:
            return analyze_bash(command, cwd=cwd)
        except Exception as exc:
            return BashAnalysis(command=command, parsed=False,
                                parse_error=f"the parser failed: {type(exc).__name__}: {exc}")
    return analyze


def compile_policy(doc: Mapping[str, Any], *, version: int = 0) -> Snapshot:
    """Validate and compile a policy document. Raises PolicyError on a bad document."""
    norm = validate_policy(dict(doc))
    pk = None
    if norm["signing_public_key"]:
        pk = Ed25519PublicKey.from_public_bytes(base64.b64decode(norm["signing_public_key"]))
    tools = {}
    for entry in norm["tools"]:
        ok, problem = _verify(pk, entry)
        tools[entry["name"]] = ToolRegistration(
            entry["name"], entry["sha256"], tuple(entry["required_capability"]), ok, problem)
    contracts: dict[str, list[SequenceContract]] = {}
    for c in norm["sequence_contracts"]:
        contracts.setdefault(c["triggers_for"], []).append(SequenceContract(**c))
    rules: list[ThreatRuleSpec] = []
    for i, r in enumerate(norm["threat_rules"]):
        if not r["enabled"]:
            continue
        rules.append(ThreatRuleSpec(r["name"], compile_pattern(r["pattern"], path=f"threat_rules[{i}].pattern"),
                                    r["field"], r["action"], r["reason"]))
    sets = {}
    for fld in THREAT_FIELDS:
        idx = tuple(i for i, r in enumerate(rules) if r.field in (fld, "any"))
        if idx:
            try:
                sets[fld] = (PatternSet([rules[i].pattern for i in idx]), idx)
            except PolicyError as exc:
                raise PolicyError("threat_rules", exc.message) from None
    perms = norm["permissions"]
    guards = []
    for g in norm["guards"]:
        pats = tuple(
            GuardPattern(compile_pattern(p["match"]) if "match" in p else None,
                         p.get("file_match"), p["verdict"], p["reason"])
            for p in g["patterns"])
        guards.append(Guard(g["id"], frozenset(g["tool"]), pats))
    sp = norm["sensitive_paths"]
    sensitive = SensitivePaths(tuple(sp["basenames"]), tuple(sp["suffixes"]), tuple(sp["directories"]),
                               tuple(sp["ordinary"]))
    later = sp["runs_later"]
    runs_later = SensitivePaths(tuple(x for x in later if "/" not in x.strip("/")),
                                tuple(x for x in later if "/" in x.strip("/")), ())
    analyze = _bash_analyzer()

    @lru_cache(maxsize=BASH_CACHE_SIZE)
    def bash_paths(command: str, cwd: str) -> tuple[tuple[str, ...], tuple[str, str] | None]:
        a = analyze(command, cwd)
        if not a.parsed:
            return (), None
        paths = bash_touched_paths(a, cwd=None if cwd == "/" else cwd, home=None)
        # the working directory and the directories above it are where the agent works,
        # not secrets, whatever their names (a project called external-secrets)
        above = cwd.rstrip("/") + "/"
        for p in paths:
            if cwd != "/" and (p == cwd or above.startswith(p.rstrip("/") + "/")):
                continue
            entry = sensitive.match(p)
            if entry and not (entry == "*.pem" and certificate_read_only(
                    a, p, entry, sensitive, cwd=None if cwd == "/" else cwd, home=None)):
                # (a *.pem only openssl x509/req/crl -in prints: paths.certificate_read_only)
                return paths, (p, entry)
        return paths, None

    return Snapshot(
        version=version,
        doc=norm,
        mode=norm["mode"],
        require_registration=norm["require_registration"],
        has_public_key=pk is not None,
        revoked={r["tool"]: r["reason"] for r in norm["revoked_tools"]},
        tools=tools,
        contracts={k: tuple(v) for k, v in contracts.items()},
        threat_rules=tuple(rules),
        threat_sets=sets,
        allow_rules=tuple(parse_permission_rule(r) for r in perms["allow"]),
        ask_rules=blocking_rules(perms["ask"]),
        deny_rules=blocking_rules(perms["deny"]),
        guards=tuple(guards),
        read_tools=frozenset(norm["tool_classes"]["read"]),
        edit_tools=frozenset(norm["tool_classes"]["edit"]),
        bash_tools=frozenset(norm["tool_classes"]["bash"]),
        sensitive=sensitive,
        runs_later=runs_later,
        mode_defaults=norm["mode_defaults"],
        analyze=analyze,
        bash_paths=bash_paths,
    )
