""""Always" stores one rule per part of a compound command (DESIGN, stage 3): one approval
settles the call, in the service, the console, the reviewers' API and the hook's answer."""
from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils.html import escape

from approvals.models import ApprovalRequest
from approvals.services import approval_decide
from audit.models import AuditEvent
from guardian_site.errors import InvalidInput
from policy.engine.evaluate import evaluate
from policy.engine.snapshot import compile_policy
from policy.engine.types import Request
from policy.models import PermissionRule, PolicyVersion
from policy.selectors import policy_document

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
COMMAND = "git add -A && git commit -m 'fix 5' && git push origin feature-5"
PARTS = ["Bash(git add:*)", "Bash(git commit:*)", "Bash(git push:*)"]


def _compound(make_ask):
    return make_ask(args={"command": COMMAND}, suggestions=list(PARTS), details={})


def _stored(behavior="allow"):
    return list(PermissionRule.objects.filter(source="approval", behavior=behavior)
                .order_by("pk").values_list("rule", flat=True))


def test_approving_always_stores_every_part_and_the_call_is_then_allowed(make_ask, reviewer):
    ask = _compound(make_ask)
    versions = PolicyVersion.objects.count()
    decided = approval_decide(approval_id=ask.pk, reviewer=reviewer, outcome="approve", scope="always")
    assert _stored() == PARTS
    assert decided.applied_rules == PARTS and decided.applied_rule == PARTS[0]
    assert decided.stored_rules == PARTS
    assert PolicyVersion.objects.count() == versions + 1   # one change of the policy
    event = AuditEvent.objects.get(pk=decided.decision_event_id)
    assert event.rule.split("\n") == PARTS
    snapshot = compile_policy(policy_document())
    d = evaluate(snapshot, Request(tool="Bash", args={"command": COMMAND}, cwd="/home/dev/project",
                                   agent_mode="default", mode="default"))
    assert d.decision == "allow", d.reason


def test_a_narrowed_rule_or_a_chosen_list_is_stored_as_given(make_ask, reviewer):
    one = _compound(make_ask)
    approval_decide(approval_id=one.pk, reviewer=reviewer, outcome="approve", scope="always",
                    rule="Bash(git add -A)")
    assert _stored() == ["Bash(git add -A)"]
    two = _compound(make_ask)
    decided = approval_decide(approval_id=two.pk, reviewer=reviewer, outcome="approve", scope="always",
                              rules=["Bash(git commit:*)", "  ", "Bash(git commit:*)"])
    assert decided.applied_rules == ["Bash(git commit:*)"]   # (blanks and repeats dropped)


def test_a_denial_always_stores_only_the_first_suggestion_by_default(make_ask, reviewer):
    # (a deny rule for every part would forbid `git add` for ever over one bad push)
    ask = _compound(make_ask)
    approval_decide(approval_id=ask.pk, reviewer=reviewer, outcome="deny", scope="always")
    assert _stored("deny") == PARTS[:1]


def test_one_bad_rule_of_several_stores_none_and_names_it(make_ask, reviewer):
    ask = _compound(make_ask)
    with pytest.raises(InvalidInput) as exc:
        approval_decide(approval_id=ask.pk, reviewer=reviewer, outcome="approve", scope="always",
                        rules=["Bash(git add:*)", "Bash(git push:*"])
    assert "Bash(git push:*" in exc.value.message   # (the message names the rule at fault)
    assert not PermissionRule.objects.exists()
    assert ApprovalRequest.objects.get(pk=ask.pk).status == "pending"


def test_the_card_has_one_rule_input_per_part_and_stores_those_left_filled(client, reviewer, make_ask):
    ask = _compound(make_ask)
    client.force_login(reviewer)
    html = client.get(reverse("approvals:card", args=[ask.id])).content.decode()
    for rule in PARTS:
        assert f'name="rule" value="{escape(rule)}"' in html
    assert "one per part" in html
    response = client.post(reverse("approvals:decide", args=[ask.id]),
                           {"action": "always", "rule": [PARTS[0], "", PARTS[2]]}, **HX)
    assert response.status_code == 200
    assert _stored() == [PARTS[0], PARTS[2]]
    html = response.content.decode()
    assert escape(PARTS[0]) in html and escape(PARTS[2]) in html   # the closed card names both


def test_a_bad_rule_on_the_card_keeps_every_typed_value(client, reviewer, make_ask):
    ask = _compound(make_ask)
    client.force_login(reviewer)
    response = client.post(reverse("approvals:decide", args=[ask.id]),
                           {"action": "always", "rule": [PARTS[0], "Bash(git commit:*"]}, **HX)
    assert response.status_code == 400
    html = response.content.decode()
    assert 'class="field-error"' in html
    assert f'value="{escape(PARTS[0])}"' in html and 'value="Bash(git commit:*"' in html
    assert not PermissionRule.objects.exists()


def test_the_reviewers_api_takes_a_list_and_answers_every_rule(client, reviewer, make_ask):
    ask = _compound(make_ask)
    client.force_login(reviewer)
    response = client.post(f"/api/v1/reviews/{ask.id}/decide", {"outcome": "approve", "scope": "always",
                                                                "rules": PARTS[1:]}, content_type="application/json")
    assert response.status_code == 200, response.content
    assert response.json()["applied_rules"] == PARTS[1:]
    assert _stored() == PARTS[1:]


def test_the_hook_answer_adds_every_stored_rule(make_ask, reviewer):
    from policy.hooks_api import _always_updates

    ask = _compound(make_ask)
    decided = approval_decide(approval_id=ask.pk, reviewer=reviewer, outcome="approve", scope="always")
    updates = _always_updates(decided)
    assert [u["rules"][0]["ruleContent"] for u in updates] == ["git add:*", "git commit:*", "git push:*"]
