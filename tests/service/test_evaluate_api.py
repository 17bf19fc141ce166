"""POST /api/v1/evaluate through real HTTP: decision paths, records, modes, tasks,
sequence contracts, approvals."""
from __future__ import annotations

import pytest

from approvals.models import ApprovalRequest
from audit.chain import GENESIS_LINK, event_content, next_link
from audit.models import AuditEvent, ThreatEvent
from policy.models import RevokedTool, SequenceContract, ThreatRule
from tests.service.helpers import call, evaluate, policy_change

pytestmark = pytest.mark.django_db(transaction=True)

CWD = "/home/dev/project"


def test_it_allows_a_read_and_commits_its_chained_audit_event(live_guardian, agent_with_key):
    agent, key = agent_with_key
    r = evaluate(live_guardian, key, call("Read", {"file_path": f"{CWD}/README.md"}))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["decision"] == "allow"
    assert set(body) >= {"decision", "reason", "check", "rule", "flags", "event_id", "policy_version", "seq", "link"}
    event = AuditEvent.objects.get(pk=body["event_id"])
    assert event.agent_id == agent.pk and event.decision == "allow" and event.tool == "Read"
    assert event.seq == body["seq"] and event.link == body["link"]
    previous = AuditEvent.objects.filter(seq=event.seq - 1).first()
    assert event.link == next_link(previous.link if previous else GENESIS_LINK, event_content(event))


def test_it_denies_rm_rf_root_as_a_destructive_pattern(live_guardian, agent_with_key):
    _, key = agent_with_key
    body = evaluate(live_guardian, key, call("Bash", {"command": "rm -rf /"})).json()
    assert body["decision"] == "deny"
    assert body["check"] in ("destructive_pattern", "dangerous_command")
    assert AuditEvent.objects.get(pk=body["event_id"]).decision == "deny"


def test_it_denies_a_revoked_tool_at_once_after_the_revocation_commits(live_guardian, agent_with_key):
    _, key = agent_with_key
    assert evaluate(live_guardian, key, call("evil_tool", {"x": 1})).json()["decision"] == "allow"
    policy_change("revoke evil_tool", lambda: RevokedTool.objects.create(tool="evil_tool", reason="exfiltrates"))
    body = evaluate(live_guardian, key, call("evil_tool", {"x": 1})).json()
    assert body["decision"] == "deny" and body["check"] == "revocation"
    assert ThreatEvent.objects.filter(event_id=body["event_id"], kind="REVOKED_TOOL").exists()


def test_a_flag_rule_records_a_flag_and_a_threat_event_without_changing_the_decision(live_guardian, agent_with_key):
    _, key = agent_with_key
    policy_change("flag rule", lambda: ThreatRule.objects.create(
        name="watch_secrets", pattern="topsecret", field="args", action="flag", reason="watch"))
    body = evaluate(live_guardian, key, call("Read", {"file_path": f"{CWD}/topsecret.txt"})).json()
    assert body["decision"] == "allow"
    assert [f["rule"] for f in body["flags"]] == ["watch_secrets"]
    assert ThreatEvent.objects.filter(event_id=body["event_id"], kind="RULE_FLAG").exists()


def test_an_ask_creates_an_approval_bound_to_its_input(live_guardian, agent_with_key):
    agent, key = agent_with_key
    body = evaluate(live_guardian, key, call("Write", {"file_path": f"{CWD}/a.txt", "content": "hi"})).json()
    assert body["decision"] == "ask", body
    approval = ApprovalRequest.objects.get(pk=body["approval"]["id"])
    assert approval.agent_id == agent.pk and approval.status == "pending"
    assert approval.event_id == body["event_id"]
    assert len(approval.input_sha256) == 64


def test_a_dry_run_is_audited_but_creates_no_approval(live_guardian, agent_with_key):
    _, key = agent_with_key
    body = evaluate(live_guardian, key, call("Write", {"file_path": f"{CWD}/a.txt", "content": "hi"},
                                             dry_run=True)).json()
    assert body["decision"] == "ask" and "approval" not in body
    assert AuditEvent.objects.get(pk=body["event_id"]).dry_run is True
    assert not ApprovalRequest.objects.exists()


def test_dont_ask_turns_an_ask_into_a_deny_without_an_approval(live_guardian, agent_with_key):
    _, key = agent_with_key
    body = evaluate(live_guardian, key, call("Write", {"file_path": f"{CWD}/a.txt", "content": "hi"},
                                             mode="dont_ask")).json()
    assert body["decision"] == "deny"
    assert not ApprovalRequest.objects.exists()


def test_a_request_mode_narrows_the_agent_mode_but_never_widens_it(live_guardian, agent_factory):
    _, bypass_key = agent_factory(name="bypasser", mode="bypass")
    _, explore_key = agent_factory(name="explorer", mode="explore")
    write = call("Write", {"file_path": f"{CWD}/a.txt", "content": "hi"})
    assert evaluate(live_guardian, bypass_key, write).json()["decision"] == "allow"
    narrowed = evaluate(live_guardian, bypass_key, {**write, "mode": "explore"}).json()
    assert narrowed["decision"] == "deny" and narrowed["mode"] == "explore"
    widened = evaluate(live_guardian, explore_key, {**write, "mode": "bypass"}).json()
    assert widened["decision"] == "deny" and widened["mode"] == "explore"


def test_a_task_scope_is_fixed_at_first_sight_and_never_widens(live_guardian, agent_with_key):
    from policy.models import AgentTask, ToolRegistration

    _, key = agent_with_key
    policy_change("register shell_exec", lambda: ToolRegistration.objects.create(
        name="shell_exec", sha256="a" * 64, required_capability=["shell:full"]))
    first = evaluate(live_guardian, key, call("shell_exec", {"cmd": "ls"}, tool_hash="a" * 64,
                                              task={"id": "t-1", "capabilities": ["fs:read"]})).json()
    assert first["decision"] == "deny" and first["check"] == "capability"
    wider = evaluate(live_guardian, key, call("shell_exec", {"cmd": "ls"}, tool_hash="a" * 64,
                                              task={"id": "t-1", "capabilities": ["fs:read", "shell:full"]})).json()
    assert wider["decision"] == "deny" and wider["check"] == "capability"
    assert AgentTask.objects.get(task_id="t-1").capabilities == ["fs:read"]


def test_sequence_contracts_hold_across_calls_of_one_session(live_guardian, agent_with_key):
    _, key = agent_with_key
    policy_change("contract", lambda: SequenceContract.objects.create(
        name="read_before_delete", requires_prior="read_file", triggers_for="delete_file", within_steps=3))
    denied = evaluate(live_guardian, key, call("delete_file", {"path": "x"}, session_id="seq-1")).json()
    assert denied["decision"] == "deny" and denied["check"] == "sequence_contract"
    assert evaluate(live_guardian, key, call("read_file", {"path": "x"}, session_id="seq-1")).json()["decision"] == "allow"
    allowed = evaluate(live_guardian, key, call("delete_file", {"path": "x"}, session_id="seq-1")).json()
    assert allowed["decision"] == "allow", allowed
    other_session = evaluate(live_guardian, key, call("delete_file", {"path": "x"}, session_id="seq-2")).json()
    assert other_session["decision"] == "deny"


def test_an_mcp_tool_name_is_accepted(live_guardian, agent_with_key):
    _, key = agent_with_key
    r = evaluate(live_guardian, key, call("mcp__github__create_issue", {"title": "x"}))
    assert r.status_code == 200 and r.json()["decision"] in ("allow", "ask", "deny")


def test_a_session_keeps_its_first_working_directory(live_guardian, agent_factory):
    """A later call that reports another cwd does not move the project: writes there are
    outside it (an agent saying it works in ~/.config/systemd/user does not make that its
    working directory)."""
    _, key = agent_factory(name="editor", mode="accept_edits")
    first = evaluate(live_guardian, key, call("Bash", {"command": "ls"}, session_id="anchor-1")).json()
    assert first["decision"] == "allow"
    elsewhere = call("Bash", {"command": "echo x > x.service"}, session_id="anchor-1",
                     cwd="/home/dev/.config/systemd/user")
    moved = evaluate(live_guardian, key, elsewhere).json()
    # (a user's systemd units also run later: the bypass-immune ask, probe round 28)
    assert moved["decision"] == "ask" and moved["check"] in ("working_dir", "sensitive_path"), moved
    inside = evaluate(live_guardian, key, call("Bash", {"command": "echo x > out.txt"}, session_id="anchor-1",
                                               cwd=f"{CWD}/src")).json()
    assert inside["decision"] == "allow", inside
    # a session that starts in another project has that one
    other = call("Bash", {"command": "echo x > out.txt"}, session_id="anchor-2", cwd="/home/dev/other")
    fresh = evaluate(live_guardian, key, other).json()
    assert fresh["decision"] == "allow", fresh
    # and a configuration directory is never a project, first or not
    assert evaluate(live_guardian, key, {**elsewhere, "session_id": "anchor-3"}).json()["decision"] == "ask"
