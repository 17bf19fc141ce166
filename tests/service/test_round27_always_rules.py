"""Round 27: a reviewer's "always" approval stores a rule that loads and covers the call.

For each ask: the engine's suggestion is approved through the real service
(``approval_decide``), the policy is rebuilt from the database as the loader builds it
(and exported to YAML and read back), and the same call is decided again: it is allowed,
after one approval per part or path that needs one, and a clearly broader call is not.
A rule the reviewer typed that could not be stored as that kind of rule (an allow
``mcp__*``, a parameter rule, a rule longer than its column) is refused at the decision,
before it could stop the whole policy from loading."""
from __future__ import annotations

import datetime as dt
import uuid

import pytest
from django.utils import timezone

from approvals.models import ApprovalRequest
from approvals.services import approval_decide
from audit.models import AuditEvent
from guardian_site.errors import InvalidInput
from policy.engine.evaluate import evaluate
from policy.engine.permissions import MAX_RULE_LENGTH
from policy.engine.policy_file import dump_policy_text, parse_policy_text
from policy.engine.snapshot import compile_policy
from policy.engine.types import Request
from policy.models import Agent, PermissionRule, PolicyState
from policy.selectors import policy_document
from tests.service.helpers import call, evaluate as http_evaluate

CWD = "/home/dev/project"


@pytest.fixture
def agent(db):
    return Agent.objects.get_or_create(name="r27-agent")[0]


@pytest.fixture
def ask_other_tools(db):
    state = PolicyState.objects.get_or_create(pk=1)[0]
    state.mode_defaults = {"other_tools": {"default": "ask"}, "read_tools": {"default": "ask"}}
    state.save()


def _snapshot():
    doc = policy_document()
    snapshot = compile_policy(doc)
    # the policy still loads from its own export
    again = parse_policy_text(dump_policy_text(doc))
    assert again["permissions"] == {k: list(v) for k, v in doc["permissions"].items()}
    return snapshot


def _decide(snapshot, tool, args):
    return evaluate(snapshot, Request(tool=tool, args=args, session_id="s", cwd=CWD, agent_mode="default",
                                      mode="default", project_dir=CWD))


def _ask(agent, tool, args, decision) -> ApprovalRequest:
    now = timezone.now()
    event = AuditEvent.objects.create(created_at=now, agent=agent, agent_name=agent.name, session_id="s", tool=tool,
                                      args=args, decision="ask", reason=decision.reason, check_name=decision.check)
    return ApprovalRequest.objects.create(
        id=uuid.uuid4(), created_at=now, expires_at=now + dt.timedelta(seconds=600), agent=agent, event=event,
        session_id="s", tool=tool, args=args, input_sha256="0" * 64, cwd=CWD, reason=decision.reason,
        check_name=decision.check, suggestions=list(decision.suggestions), details={})


def _approve_always_until_allowed(agent, reviewer, tool, args, rounds=6):
    stored: list[str] = []
    for _ in range(rounds):
        d = _decide(_snapshot(), tool, args)
        if d.decision == "allow":
            return stored
        assert d.decision == "ask" and d.suggestions, (d.decision, d.reason)
        assert d.suggestions[0] not in stored, f"{d.suggestions[0]} offered again: {d.reason}"
        approval = _ask(agent, tool, args, d)
        approval_decide(approval_id=approval.pk, reviewer=reviewer, outcome="approve", scope="always")
        stored.extend(ApprovalRequest.objects.get(pk=approval.pk).applied_rules)
    raise AssertionError(f"still not allowed after {stored}")


CASES = [
    # (tool, args, broader calls that must stay not allowed)
    ("Bash", {"command": "npm run build && npm publish"}, [("Bash", {"command": "npm unpublish x"})]),
    ("Bash", {"command": "git add -A && git commit -m 'wip' && git push"}, [("Bash", {"command": "git reset --hard"})]),
    ("Bash", {"command": "touch 'a[1] (copy).txt'"}, [("Bash", {"command": "touch a1.txt"})]),
    ("Bash", {"command": "git commit -m 'unbalanced ('"}, [("Bash", {"command": "git push"})]),
    ("Bash", {"command": "touch 日本語.txt"}, [("Bash", {"command": "touch 中文.txt"})]),
    ("Bash", {"command": "mkdir -p out && touch out/x"}, [("Bash", {"command": "rm -r out"})]),
    ("Write", {"file_path": f"{CWD}/[2024] Report*.md", "content": "x"},
     [("Write", {"file_path": f"{CWD}/2 ReportX.md", "content": "x"})]),
    ("Write", {"file_path": f"{CWD}/e\u0301.md", "content": "x"}, [("Write", {"file_path": f"{CWD}/e.md", "content": "x"})]),
    ("Write", {"file_path": " leading.txt", "content": "x"}, [("Write", {"file_path": "other.txt", "content": "x"})]),
    ("Edit", {"file_path": f"{CWD}/zero\u200bwidth.txt", "old_string": "a", "new_string": "b"},
     [("Edit", {"file_path": f"{CWD}/zero-width.txt", "old_string": "a", "new_string": "b"})]),
    ("PowerShell", {"command": "Remove-Item foo.txt"}, [("PowerShell", {"command": "Remove-Item bar.txt"})]),
    ("shell", {"command": ["bash", "-lc", "mkdir -p out && touch out/x"]}, [("Bash", {"command": "touch other"})]),
    ("execute_command", {"command": "git push origin main", "requires_approval": True},
     [("Bash", {"command": "git reset --hard"})]),
]
CASES_OTHER_TOOLS = [
    ("WebFetch", {"url": "https://[2001:db8::1]:8443/x", "prompt": "x"},
     [("WebFetch", {"url": "https://[2001:db8::2]/", "prompt": "x"}), ("WebFetch", {"url": "https://evil.com/", "prompt": "x"})]),
    ("WebFetch", {"url": "https://bücher.de/x", "prompt": "x"}, [("WebFetch", {"url": "https://xn--bcher-kva.de.evil.com/", "prompt": "x"})]),
    ("Task", {"subagent_type": "my-agent (v2)", "prompt": "p", "description": "d"},
     [("Task", {"subagent_type": "other", "prompt": "p", "description": "d"})]),
    ("Skill", {"skill": "commit"}, [("Skill", {"skill": "deploy"})]),
    ("mcp__github__create_issue", {"owner": "a", "repo": "b", "title": "T (x)", "body": "l1\nl2", "labels": ["bug"]},
     [("mcp__github__create_issue", {"owner": "a", "repo": "c", "title": "T (x)", "body": "l1\nl2", "labels": ["bug"]})]),
    ("WebSearch", {"query": "a (b) \"c\""}, [("WebSearch", {"query": "other"})]),
]


@pytest.mark.django_db
@pytest.mark.parametrize("tool, args, broader", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_approving_always_stores_rules_that_load_and_allow_the_call(agent, reviewer, tool, args, broader):
    _approve_always_until_allowed(agent, reviewer, tool, args)
    snapshot = _snapshot()
    for other_tool, other_args in broader:
        assert _decide(snapshot, other_tool, other_args).decision != "allow", other_args


@pytest.mark.django_db
@pytest.mark.parametrize("tool, args, broader", CASES_OTHER_TOOLS,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES_OTHER_TOOLS)])
def test_approving_always_for_other_tools(agent, reviewer, ask_other_tools, tool, args, broader):
    stored = _approve_always_until_allowed(agent, reviewer, tool, args)
    assert len(stored) == 1
    snapshot = _snapshot()
    for other_tool, other_args in broader:
        assert _decide(snapshot, other_tool, other_args).decision != "allow", other_args


@pytest.mark.django_db
@pytest.mark.parametrize("outcome, rule", [
    ("approve", "mcp__*"),                        # a tool-name pattern no allow rule may be
    ("approve", "Bash(command:rm*)"),             # the main argument: not a parameter rule
    ("approve", "mcp__github__create_issue(repo:b)"),   # a parameter rule: deny and ask only
    ("approve", "Bash(echo " + "a" * MAX_RULE_LENGTH + ")"),
    ("deny", "Bash(echo " + "a" * MAX_RULE_LENGTH + ")"),
])
def test_a_rule_that_could_not_load_as_that_kind_is_refused_and_the_policy_still_loads(agent, reviewer, outcome,
                                                                                       rule):
    d = _decide(_snapshot(), "Bash", {"command": "touch notes.txt"})
    approval = _ask(agent, "Bash", {"command": "touch notes.txt"}, d)
    with pytest.raises(InvalidInput) as exc:
        approval_decide(approval_id=approval.pk, reviewer=reviewer, outcome=outcome, scope="always", rule=rule)
    assert exc.value.field == "rule"
    assert not PermissionRule.objects.exists()
    assert ApprovalRequest.objects.get(pk=approval.pk).status == "pending"
    _snapshot()


@pytest.mark.django_db
def test_a_deny_always_may_store_a_parameter_rule(agent, reviewer):
    args = {"owner": "a", "repo": "b", "title": "t"}
    d = _decide(_snapshot(), "Bash", {"command": "touch notes.txt"})
    approval = _ask(agent, "mcp__github__create_issue", args, d)
    approval_decide(approval_id=approval.pk, reviewer=reviewer, outcome="deny", scope="always",
                    rule="mcp__github__create_issue(repo:b)")
    snapshot = _snapshot()
    assert _decide(snapshot, "mcp__github__create_issue", args).decision == "deny"
    assert _decide(snapshot, "mcp__github__create_issue", {**args, "repo": "c"}).decision == "allow"


@pytest.mark.django_db
@pytest.mark.parametrize("command", [
    # (a program of known text that only prints is read-only since probe round 33, as its -c is)
    "python3 - <<'PY'\nimport os\nos.remove('x')\nPY",
    "cat <<EOF > config.yml\nkey: value\nEOF",
    "touch " + " ".join(f"f{i}.txt" for i in range(400)),
])
def test_an_ask_no_narrow_rule_covers_offers_none(agent, command):
    d = _decide(_snapshot(), "Bash", {"command": command})
    assert d.decision == "ask" and d.suggestions == ()


def test_a_compound_command_approved_always_part_by_part_over_http(live_guardian, agent_with_key, reviewer):
    """The agent's side: one "always" stores a rule for each part (session 25: before,
    one rule per approval, each re-ask offering the next part's); a re-ask never offers a
    stored one."""
    _, key = agent_with_key
    body = call("Bash", {"command": "npm run build && npm publish"})
    stored: list[str] = []
    approvals = 0
    for _ in range(3):
        answer = http_evaluate(live_guardian, key, body).json()
        if answer["decision"] == "allow":
            break
        assert answer["decision"] == "ask" and not set(answer["suggestions"]) & set(stored), answer
        approval_decide(approval_id=answer["approval"]["id"], reviewer=reviewer, outcome="approve", scope="always")
        approvals += 1
        stored.extend(answer["suggestions"])
    assert answer["decision"] == "allow" and stored == ["Bash(npm run:*)", "Bash(npm publish)"]
    assert approvals == 1
