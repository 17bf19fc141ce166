"""The LLM validator wired into an evaluation (``policy.services.llm``), against the
clients engineer's fake OpenAI-compatible server over real HTTP."""
from __future__ import annotations

import time

import pytest

from guardian_site.errors import InvalidInput
from policy.engine.types import Decision, Request
from policy.services import llm as llm_service
from tests.policy.test_llm import SECRET, FakeOpenAI, llm_server  # noqa: F401 - the fixture

pytestmark = pytest.mark.django_db

ASK_LLM = Decision("ask", "any other Bash: a person or the LLM decides", "mode_default", llm=True)
REQUEST = Request(tool="Bash", args={"command": "python3 tools/gen.py"}, session_id="s1", cwd="/home/dev/shop")


@pytest.fixture
def configured(llm_server, settings, tmp_path):  # noqa: F811
    settings.GUARDIAN_LLM_KEY_DIR = str(tmp_path)
    (tmp_path / "openai.key").write_text(SECRET + "\n")
    llm_service.llm_cache_clear()
    llm_service.llm_settings_update(user=None, mode="validator", base_url=llm_server.url, model="guard-small",
                                    api_key_file="openai.key", timeout_ms=800)
    yield llm_server
    llm_service.llm_cache_clear()


def consult(decision=ASK_LLM, request=REQUEST, version=1):
    return llm_service.llm_consult(decision=decision, request=request, policy_version=version)


def test_an_llm_allow_turns_the_ask_into_allow_and_is_recorded(configured):
    configured.reply("ALLOW")
    decision, record = consult()
    assert decision.decision == "allow" and decision.check == "llm"
    assert record["llm_model"] == "guard-small"
    assert record["llm_answer"] == "ALLOW"
    assert record["llm_latency_ms"] is not None
    assert configured.headers[0]["Authorization"] == f"Bearer {SECRET}"


def test_an_llm_deny_denies_with_its_reason(configured):
    configured.reply("DENY: writes outside the project")
    decision, record = consult()
    assert decision.decision == "deny"
    assert "writes outside the project" in decision.reason


@pytest.mark.parametrize("answer", ["ASK: unsure", "Sure, looks fine!", ("status", 500), ("raw", b"not json")])
def test_an_unclear_or_failed_answer_stays_ask(configured, answer):
    configured.reply(answer)
    decision, record = consult()
    assert decision.decision == "ask"
    assert decision.reason.startswith(ASK_LLM.reason)   # the session-approval key is kept
    assert record is not None


def test_a_slow_model_is_ask_within_the_time_budget(configured):
    configured.reply(("sleep", 2.0, "ALLOW"))
    started = time.monotonic()
    decision, record = consult()
    assert decision.decision == "ask"
    assert time.monotonic() - started < 1.6


def test_answers_are_cached_per_policy_version_and_command(configured):
    configured.reply("ALLOW", "DENY: changed policy")
    assert consult(version=7)[0].decision == "allow"
    decision, record = consult(version=7)
    assert decision.decision == "allow" and record["llm_answer"].startswith("(cached)")
    assert len(configured.requests) == 1
    assert consult(version=8)[0].decision == "deny"
    assert len(configured.requests) == 2


@pytest.mark.parametrize("decision", [
    Decision("deny", "rm -rf /", "destructive_pattern"),
    Decision("deny", "operator deny rule", "permission_rule", rule="Bash(curl:*)"),
    Decision("ask", "sensitive path", "sensitive_path", llm=True, bypass_immune=True),
    Decision("ask", "risky", "risky_command"),
    Decision("allow", "read-only", "read_only"),
])
def test_the_llm_is_never_consulted_outside_the_engines_llm_asks(configured, decision):
    configured.reply("ALLOW")
    assert consult(decision=decision) == (decision, None)
    assert configured.requests == []


def test_without_llm_settings_the_ask_stands(db):
    llm_service.llm_cache_clear()
    assert consult() == (ASK_LLM, None)


def test_the_guard_agent_gets_the_operators_skills(configured):
    llm_service.guard_skill_create(user=None, name="house-python", body="Our generators only write to build/.",
                                   language="python", auto_invoke=True)
    llm_service.llm_settings_update(user=None, mode="guard_agent")
    configured.reply("Checked the generator.\nALLOW")
    decision, record = consult()
    assert decision.decision == "allow"
    sent = str(configured.requests[0]["messages"])
    assert "Our generators only write to build/." in sent


def test_a_key_file_outside_the_key_directory_is_refused(configured):
    with pytest.raises(InvalidInput) as caught:
        llm_service.llm_settings_update(user=None, api_key_file="../../etc/shadow")
    assert caught.value.field == "api_key_file"
    with pytest.raises(InvalidInput):
        llm_service.llm_settings_update(user=None, api_key_file="/etc/passwd")


@pytest.mark.parametrize("change, field", [
    ({"mode": "always"}, "mode"),
    ({"base_url": "file:///etc/passwd"}, "base_url"),
    ({"base_url": "http://user:pw@example.com/v1"}, "base_url"),
    ({"timeout_ms": 60_000}, "timeout_ms"),
    ({"max_turns": 0}, "max_turns"),
])
def test_bad_llm_settings_name_the_field(configured, change, field):
    with pytest.raises(InvalidInput) as caught:
        llm_service.llm_settings_update(user=None, **change)
    assert caught.value.field == field


def test_settings_changes_bump_the_policy_version(configured):
    from policy.selectors import policy_version

    before = policy_version()
    llm_service.llm_settings_update(user=None, timeout_ms=900)
    assert policy_version() == before + 1
