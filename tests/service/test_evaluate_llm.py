"""The LLM validator on the real evaluate path: a call the engine sends to ``llm`` is
judged by the configured model (a fake OpenAI-compatible server over real HTTP), off
the group-commit writer, and the answer is recorded on the audit event."""
from __future__ import annotations

import pytest

from audit.models import AuditEvent
from policy.services import llm as llm_service
from tests.policy.test_llm import SECRET, FakeOpenAI, llm_server  # noqa: F401 - the fixture
from tests.service.helpers import call, evaluate

OTHER_BASH = "python3 tools/generate.py --out build/"
# The answers are cached per policy version and command: each test asks about its own.


@pytest.fixture
def llm_configured(live_guardian, llm_server, settings):  # noqa: F811
    key_dir = settings.DATA_DIR / "llm-keys"   # the live server's default key directory
    key_dir.mkdir(parents=True, exist_ok=True)
    (key_dir / "test-openai.key").write_text(SECRET + "\n")
    settings.GUARDIAN_LLM_KEY_DIR = str(key_dir)
    llm_service.llm_settings_update(user=None, mode="validator", base_url=llm_server.url, model="guard-small",
                                    api_key_file="test-openai.key", timeout_ms=2000)
    yield llm_server
    llm_service.llm_settings_update(user=None, mode="off")


def test_an_llm_allow_settles_an_llm_ask_and_is_recorded(live_guardian, agent_with_key, llm_configured):
    _, key = agent_with_key
    llm_configured.reply("ALLOW")
    r = evaluate(live_guardian, key, call("Bash", {"command": OTHER_BASH}, session_id="llm-1"))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["decision"] == "allow" and body["check"] == "llm"
    event = AuditEvent.objects.get(pk=body["event_id"])
    assert event.decision == "allow" and event.llm_model == "guard-small"
    assert event.llm_answer == "ALLOW" and event.llm_latency_ms is not None
    assert AuditEvent.objects.filter(session_id="llm-1").count() == 1   # one event, not two


def test_an_llm_deny_denies(live_guardian, agent_with_key, llm_configured):
    _, key = agent_with_key
    llm_configured.reply("DENY: deletes outside the project")
    body = evaluate(live_guardian, key, call("Bash", {"command": OTHER_BASH + " --deny"}, session_id="llm-2")).json()
    assert body["decision"] == "deny"
    assert "deletes outside the project" in body["reason"]


def test_garbage_from_the_llm_stays_an_ask_with_an_approval(live_guardian, agent_with_key, llm_configured):
    _, key = agent_with_key
    llm_configured.reply("Sure, looks fine to me!")
    body = evaluate(live_guardian, key, call("Bash", {"command": OTHER_BASH + " --garbage"}, session_id="llm-3")).json()
    assert body["decision"] == "ask"
    assert body["approval"]["status"] == "pending"


def test_the_llm_never_lifts_a_stage_one_denial(live_guardian, agent_with_key, llm_configured):
    _, key = agent_with_key
    llm_configured.reply("ALLOW")
    body = evaluate(live_guardian, key, call("Bash", {"command": "rm -rf /"}, session_id="llm-4")).json()
    assert body["decision"] == "deny" and body["check"] == "destructive_pattern"
    assert llm_configured.requests == [] or all("rm -rf /" not in str(r) for r in llm_configured.requests)
