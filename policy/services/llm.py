"""The LLM validator / guard agent (seed 000) wired into an evaluation, and the writes to
its settings and to operators' guard skills.

``llm_consult`` is called by the evaluate service only where the engine's Decision has
``llm=True`` (an ask that a model may settle). It never sees a stage-1 denial, a deny
rule, a safety (bypass-immune) ask or a dont_ask denial, so an LLM allow can never
override one of them. Whatever goes wrong ends in ask, never in allow.
"""
from __future__ import annotations

import dataclasses
import threading
from pathlib import Path
from typing import Any, TypedDict
from urllib.parse import urlsplit

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import transaction

from guardian_site.errors import InvalidInput, NotFound
from policy import llm
from policy.engine.types import ALLOW, ASK, DENY, Decision, Request
from policy.models import GuardSkill, LlmSettings
from policy.services.versions import policy_version_bump

CHECK_LLM = "llm"
MODES = ("off", "validator", "guard_agent")
SKILL_LANGUAGES = ("", "bash", "python", "go", "js", "simulate")
MIN_TIMEOUT_MS = 100
MAX_TIMEOUT_MS = 10_000          # a strict budget: the agent is waiting
MAX_MAX_TURNS = 10
MAX_SKILL_BODY = 20_000
MAX_ANSWER_RECORDED = 2000

REASON_LLM_ALLOW = "LLM validator ({model}) allowed: {reason}"
REASON_LLM_DENY = "LLM validator ({model}) denied: {reason}"
REASON_LLM_ASK = "{reason} (LLM validator: {answer})"

ERR_MODE = "mode must be off, validator or guard_agent"
ERR_BASE_URL = "base_url must be an http(s) URL without credentials"
ERR_MODEL = "model must be a non-empty name of at most 200 characters when the LLM is on"
ERR_KEY_FILE = "api_key_file must be a file name inside the LLM key directory ({directory})"
ERR_TIMEOUT = f"timeout_ms must be between {MIN_TIMEOUT_MS} and {MAX_TIMEOUT_MS}"
ERR_MAX_TURNS = f"max_turns must be between 1 and {MAX_MAX_TURNS}"
ERR_SKILL_NAME = "name must be 1-100 letters, digits, '-' or '_'"
ERR_SKILL_NAME_TAKEN = "a skill with this name already exists"
ERR_SKILL_LANGUAGE = "language must be one of: (empty), bash, python, go, js, simulate"
ERR_SKILL_BODY = f"body must be non-empty and at most {MAX_SKILL_BODY} characters"
ERR_SKILL_NOT_FOUND = "no such skill"


class LlmRecord(TypedDict):
    """What the audit event records about the consultation (AuditEvent's llm_* fields)."""

    llm_model: str
    llm_latency_ms: int | None
    llm_answer: str


def llm_key_directory() -> Path:
    """Key files must live here. An operator picks a file name, never an arbitrary path:
    otherwise a console user could make Guardian send any server file it can read (as the
    bearer token) to a URL of their choosing."""
    configured = getattr(settings, "GUARDIAN_LLM_KEY_DIR", "") or ""
    return Path(configured) if configured else Path(settings.DATA_DIR) / "llm-keys"


def _key_path(name: str) -> Path | None:
    if not name:
        return None
    directory = llm_key_directory().resolve()
    path = (directory / name).resolve()
    if path.parent != directory:
        return None
    return path


# -- the consultation ---------------------------------------------------------------------

_state_lock = threading.Lock()
_cache = llm.VerdictCache()                 # one cache per process, keyed by policy version
_consultants: dict[tuple[Any, ...], Any] = {}


def _config(row: LlmSettings) -> llm.LlmConfig | None:
    if row.mode not in ("validator", "guard_agent") or not row.base_url or not row.model:
        return None
    key_path = _key_path(row.api_key_file)
    if row.api_key_file and key_path is None:
        return None                          # a path outside the key directory: not configured
    timeout_ms = min(max(int(row.timeout_ms or 0), MIN_TIMEOUT_MS), MAX_TIMEOUT_MS)
    return llm.LlmConfig(base_url=row.base_url, model=row.model,
                         api_key_file=str(key_path) if key_path else None,
                         timeout=timeout_ms / 1000.0,
                         max_turns=min(max(int(row.max_turns or 1), 1), MAX_MAX_TURNS))


def _consultant(row: LlmSettings, config: llm.LlmConfig) -> Any:
    """The validator or guard agent for this configuration, built once per configuration
    (and per set of operators' skills) and sharing the process's verdict cache."""
    skills: tuple[llm.Skill, ...] = ()
    if row.mode == "guard_agent":
        skills = tuple(
            llm.Skill(name=s.name, description=s.description, language=s.language, auto_invoke=s.auto_invoke,
                      body=s.body)
            for s in GuardSkill.objects.filter(enabled=True).order_by("name")
        )
    key = (row.mode, config, skills)
    with _state_lock:
        found = _consultants.get(key)
        if found is None:
            if len(_consultants) > 16:
                _consultants.clear()
            if row.mode == "guard_agent":
                found = llm.GuardAgent(config, operator_skills=skills, cache=_cache)
            else:
                found = llm.LlmValidator(config, cache=_cache)
            _consultants[key] = found
    return found


def llm_consult(*, decision: Decision, request: Request, policy_version: int) -> tuple[Decision, LlmRecord | None]:
    """Settle an engine ``llm`` ask with the configured model.

    Rules, in order:
    1. only a Decision with ``llm=True`` that is an ask and not a safety ask is consulted;
       anything else comes back unchanged with no record (an LLM allow never overrides a
       stage-1 denial, a deny rule or a bypass-immune ask);
    2. LLM off or not configured: unchanged, no record (the ask stands);
    3. the model's ALLOW -> allow, DENY -> deny, ASK / anything else / error / timeout -> ask
       (the module reads the answer and falls back to ask on every failure);
    4. answers are cached per policy version and command (the module's cache);
    5. the record holds model, latency and answer for the audit event.
    """
    if not decision.llm or decision.decision != ASK or decision.bypass_immune:
        return decision, None
    row = LlmSettings.objects.filter(pk=1).first()
    if row is None:
        return decision, None
    config = _config(row)
    if config is None:
        return decision, None
    consultant = _consultant(row, config)
    try:
        if row.mode == "guard_agent":
            verdict = consultant.evaluate(request.tool, dict(request.args), request.cwd,
                                          policy_version=str(policy_version))
        else:
            verdict = consultant.validate_command(request.tool, dict(request.args), request.cwd,
                                                  policy_version=str(policy_version))
    except Exception as exc:  # noqa: BLE001 - the module should not raise; if it does: ask
        record: LlmRecord = {"llm_model": config.model, "llm_latency_ms": None,
                             "llm_answer": f"error: {type(exc).__name__}"}
        return decision, record
    answer = (verdict.raw or verdict.error or verdict.reason or "")[:MAX_ANSWER_RECORDED]
    if verdict.cached:
        answer = ("(cached) " + answer)[:MAX_ANSWER_RECORDED]
    record = {"llm_model": verdict.model or config.model, "llm_latency_ms": int(verdict.latency_ms),
              "llm_answer": answer}
    if verdict.verdict == ALLOW:
        new = dataclasses.replace(decision, decision=ALLOW, check=CHECK_LLM, suggestions=(),
                                  reason=REASON_LLM_ALLOW.format(model=record["llm_model"],
                                                                 reason=verdict.reason or "ALLOW"))
    elif verdict.verdict == DENY:
        new = dataclasses.replace(decision, decision=DENY, check=CHECK_LLM, suggestions=(),
                                  reason=REASON_LLM_DENY.format(model=record["llm_model"], reason=verdict.reason))
    else:
        # The engine's reason stays first: it is the session-approval key of this ask.
        new = dataclasses.replace(decision, reason=REASON_LLM_ASK.format(reason=decision.reason,
                                                                         answer=verdict.reason or "ask"))
    return new, record


# Async callers (the evaluate path under ASGI): the HTTP call runs in a worker thread,
# never on the event loop and never in the single sync thread.
allm_consult = sync_to_async(llm_consult, thread_sensitive=False)


def llm_cache_clear() -> None:
    with _state_lock:
        _consultants.clear()
    _cache._items.clear()  # noqa: SLF001 - tests and settings changes start afresh


# -- settings and skills (operators) --------------------------------------------------------

def llm_settings_get() -> LlmSettings:
    row, _ = LlmSettings.objects.get_or_create(pk=1)
    return row


def llm_settings_update(*, user: Any, mode: str | None = None, base_url: str | None = None,
                        model: str | None = None, api_key_file: str | None = None,
                        timeout_ms: int | None = None, max_turns: int | None = None) -> LlmSettings:
    """Change the LLM settings (None: keep). Rules, in order: mode known; base URL http(s)
    with no user:password; model named when on; key file a bare name inside the key
    directory; timeout and turns within bounds. Bumps the policy version (the settings
    change verdicts, and the verdict cache is keyed by policy version)."""
    with transaction.atomic():
        LlmSettings.objects.get_or_create(pk=1)
        # Race: two operators saving at once. The row lock makes the last save whole.
        row = LlmSettings.objects.select_for_update().get(pk=1)
        if mode is not None:
            if mode not in MODES:
                raise InvalidInput(ERR_MODE, field="mode")
            row.mode = mode
        if base_url is not None:
            parts = urlsplit(base_url)
            if base_url and (parts.scheme not in ("http", "https") or not parts.hostname
                             or parts.username or parts.password or len(base_url) > 200):
                raise InvalidInput(ERR_BASE_URL, field="base_url")
            row.base_url = base_url
        if model is not None:
            row.model = model.strip()
        if api_key_file is not None:
            if api_key_file and _key_path(api_key_file) is None:
                raise InvalidInput(ERR_KEY_FILE.format(directory=llm_key_directory()), field="api_key_file")
            row.api_key_file = api_key_file
        if timeout_ms is not None:
            if not MIN_TIMEOUT_MS <= timeout_ms <= MAX_TIMEOUT_MS:
                raise InvalidInput(ERR_TIMEOUT, field="timeout_ms")
            row.timeout_ms = timeout_ms
        if max_turns is not None:
            if not 1 <= max_turns <= MAX_MAX_TURNS:
                raise InvalidInput(ERR_MAX_TURNS, field="max_turns")
            row.max_turns = max_turns
        if row.mode != "off":
            if not row.model or len(row.model) > 200:
                raise InvalidInput(ERR_MODEL, field="model")
            if not row.base_url:
                raise InvalidInput(ERR_BASE_URL, field="base_url")
        row.save()
        policy_version_bump(user=user, summary=f"LLM settings: mode {row.mode}, model {row.model or '-'}")
    return row


def _validate_skill(*, name: str, language: str, body: str) -> None:
    import re

    if not re.fullmatch(r"[A-Za-z0-9_-]{1,100}", name or ""):
        raise InvalidInput(ERR_SKILL_NAME, field="name")
    if language not in SKILL_LANGUAGES:
        raise InvalidInput(ERR_SKILL_LANGUAGE, field="language")
    if not body or not body.strip() or len(body) > MAX_SKILL_BODY:
        raise InvalidInput(ERR_SKILL_BODY, field="body")


def guard_skill_create(*, user: Any, name: str, body: str, description: str = "", language: str = "",
                       auto_invoke: bool = False, enabled: bool = True) -> GuardSkill:
    _validate_skill(name=name, language=language, body=body)
    with transaction.atomic():
        # Race: two creates of one name. The unique constraint settles it; checked first
        # for a clear message.
        if GuardSkill.objects.filter(name=name).exists():
            raise InvalidInput(ERR_SKILL_NAME_TAKEN, field="name")
        skill = GuardSkill.objects.create(name=name, body=body, description=description[:500], language=language,
                                          auto_invoke=auto_invoke, enabled=enabled)
        policy_version_bump(user=user, summary=f"guard skill {name} created")
    return skill


def guard_skill_update(*, user: Any, skill_id: int, **changes: Any) -> GuardSkill:
    allowed = {"name", "body", "description", "language", "auto_invoke", "enabled"}
    unknown = set(changes) - allowed
    if unknown:
        raise InvalidInput(f"unknown field {sorted(unknown)[0]}", field=sorted(unknown)[0])
    with transaction.atomic():
        skill = GuardSkill.objects.select_for_update().filter(pk=skill_id).first()
        if skill is None:
            raise NotFound(ERR_SKILL_NOT_FOUND)
        for key, value in changes.items():
            if value is not None:
                setattr(skill, key, value)
        _validate_skill(name=skill.name, language=skill.language, body=skill.body)
        if GuardSkill.objects.filter(name=skill.name).exclude(pk=skill.pk).exists():
            raise InvalidInput(ERR_SKILL_NAME_TAKEN, field="name")
        skill.description = skill.description[:500]
        skill.save()
        policy_version_bump(user=user, summary=f"guard skill {skill.name} updated")
    return skill


def guard_skill_delete(*, user: Any, skill_id: int) -> None:
    with transaction.atomic():
        skill = GuardSkill.objects.select_for_update().filter(pk=skill_id).first()
        if skill is None:
            raise NotFound(ERR_SKILL_NOT_FOUND)
        name = skill.name
        skill.delete()
        policy_version_bump(user=user, summary=f"guard skill {name} deleted")
