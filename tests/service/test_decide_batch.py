"""One group-commit batch with many agents and keys: each job is judged on its own key
(the batch's one context query applies agent_for_key's rules), and the batch reads the
same policy key as every other reader."""
from __future__ import annotations

import time

import pytest

from audit.models import AuditEvent
from guardian_site.errors import Forbidden, NotAuthenticated
from policy.loader import committed_policy_key
from policy.services.agents import agent_key_revoke, agent_set_enabled
from policy.services.evaluate import EvaluateInput, EvaluationJob, _batch_context, _Batch, decide_batch

pytestmark = pytest.mark.django_db(transaction=True)


def _job(key: str, command: str = "ls") -> EvaluationJob:
    data = EvaluateInput(raw_key=key, tool="Bash", args={"command": command}, session_id="s", cwd="/home/dev/p")
    return EvaluationJob(data=data, started=time.perf_counter(), deadline=time.perf_counter() + 30)


def test_each_job_is_judged_on_its_own_key(agent_factory):
    a, key_a = agent_factory(mode="default")
    b, key_b = agent_factory(mode="dont_ask")
    c, key_c = agent_factory()
    d, key_d = agent_factory()
    agent_key_revoke(prefix=key_c.split(".")[0][3:])
    agent_set_enabled(agent=d, enabled=False)
    prefix_a = key_a.split(".")[0]
    jobs = [_job(key_a), _job(key_b, "rm -rf /tmp/x"), _job(key_c), _job(key_d), _job("nonsense"),
            _job(prefix_a + ".wrongsecret_wrongsecret_wrong"), _job("gk_unknownpfx1.AAAAAAAAAAAAAAAAAAAAAAAA"),
            _job(key_a, "cat README.md")]
    results = decide_batch(jobs)
    assert results[0]["decision"] == "allow" and results[7]["decision"] == "allow"
    assert results[1]["mode"] == "dont_ask"
    assert isinstance(results[2], Forbidden) and results[2].code == "key_revoked"
    assert isinstance(results[3], Forbidden) and results[3].code == "agent_disabled"
    assert all(isinstance(r, NotAuthenticated) for r in results[4:7])
    events = list(AuditEvent.objects.order_by("seq").values_list("agent_id", "agent_name", "args"))
    assert events == [(a.pk, a.name, {"command": "ls"}), (b.pk, b.name, {"command": "rm -rf /tmp/x"}),
                      (a.pk, a.name, {"command": "cat README.md"})]


def test_the_batch_reads_the_policy_key_every_reader_reads(agent_factory):
    _agent, key = agent_factory()
    for keys in ([key], [], ["nonsense"]):
        assert _batch_context(keys, _Batch()) == committed_policy_key()


def test_the_agent_of_a_batch_is_a_full_agent(agent_factory):
    agent, key = agent_factory(mode="accept_edits")
    batch = _Batch()
    _batch_context([key], batch)
    found = batch.keys[key]
    assert (found.pk, found.name, found.mode, found.enabled, found.hold_asks) == \
           (agent.pk, agent.name, "accept_edits", True, False)
    assert found.created_at == agent.created_at   # deferred, loaded with the ORM's conversion
