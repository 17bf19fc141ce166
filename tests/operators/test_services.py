"""Policy write services: engine validation on the field, version bump, change log,
flag → deny, the policy file round trip, a bad import changes nothing, rollback."""
from __future__ import annotations

import pytest

from policy.engine.regexes import ERR_PATTERN_NESTED
from policy.models import GuardRule, PermissionRule, PolicyVersion, ThreatRule
from policy.selectors import policy_version
from policy.services import policy_file, rules

pytestmark = pytest.mark.django_db


def test_a_threat_rule_is_created_in_flag_mode_and_bumps_the_version(operator):
    before = policy_version()
    rule = rules.threat_rule_create(user=operator, name="pipe_to_shell", pattern=r"curl.+\|\s*sh")
    assert rule.action == "flag"
    assert policy_version() == before + 1
    v = PolicyVersion.objects.get(version=before + 1)
    assert v.created_by == operator
    assert "pipe_to_shell" in v.summary
    assert "pipe_to_shell" in v.diff and v.diff.count("+") > 0


def test_it_rejects_a_redos_prone_pattern_with_the_engines_message_on_the_pattern_field(operator):
    before = policy_version()
    with pytest.raises(rules.PolicyDataError) as err:
        rules.threat_rule_create(user=operator, name="bad", pattern=r"(a+)+(?=b)")
    assert err.value.field == "pattern"
    assert ERR_PATTERN_NESTED in err.value.message
    assert policy_version() == before
    assert not ThreatRule.objects.filter(name="bad").exists()


def test_it_rejects_a_pattern_that_does_not_compile(operator):
    with pytest.raises(rules.PolicyDataError) as err:
        rules.threat_rule_create(user=operator, name="bad", pattern="(unclosed")
    assert err.value.field == "pattern"


def test_it_rejects_an_unknown_threat_field(operator):
    with pytest.raises(rules.PolicyDataError) as err:
        rules.threat_rule_create(user=operator, name="x", pattern="x", field="body")
    assert err.value.field == "field"


def test_it_rejects_a_bad_permission_rule_on_the_rule_field(operator):
    with pytest.raises(rules.PolicyDataError) as err:
        rules.permission_rule_create(user=operator, behavior="allow", rule="Agent(model:opus)")
    assert err.value.field == "rule"
    assert not PermissionRule.objects.exists()


def test_a_duplicate_name_is_refused_on_the_name_field(operator):
    rules.threat_rule_create(user=operator, name="dup", pattern="x")
    with pytest.raises(rules.PolicyDataError) as err:
        rules.threat_rule_create(user=operator, name="dup", pattern="y")
    assert err.value.field == "name"


def test_promote_switches_to_deny_and_records_who_and_when(operator):
    rule = rules.threat_rule_create(user=operator, name="r", pattern="x")
    promoted = rules.threat_rule_promote(rule_id=rule.pk, user=operator)
    assert promoted.action == "deny"
    assert promoted.switched_by == operator and promoted.switched_at is not None
    assert "switched to deny" in PolicyVersion.objects.order_by("-version").first().summary
    with pytest.raises(rules.PolicyDataError) as err:
        rules.threat_rule_promote(rule_id=rule.pk, user=operator)
    assert err.value.message == rules.ERR_ALREADY_DENY


def test_every_kind_can_be_created_edited_disabled_and_deleted(operator):
    v0 = policy_version()
    p = rules.permission_rule_create(user=operator, behavior="ask", rule="Bash(docker:*)")
    rules.permission_rule_update(user=operator, rule_id=p.pk, behavior="deny", rule="Bash(docker:*)")
    rules.permission_rule_set_enabled(user=operator, rule_id=p.pk, enabled=False)
    rules.permission_rule_delete(user=operator, rule_id=p.pk)
    c = rules.sequence_contract_create(user=operator, name="rbd", requires_prior="read_file",
                                       triggers_for="delete_file", within_steps=5)
    rules.sequence_contract_update(user=operator, contract_id=c.pk, name="rbd", requires_prior="read_file",
                                   triggers_for="delete_file", within_steps=3)
    r = rules.revoked_tool_create(user=operator, tool="evil_tool", reason="bad")
    rules.revoked_tool_set_enabled(user=operator, revoked_id=r.pk, enabled=False)
    t = rules.tool_registration_create(user=operator, name="shell_exec", sha256="a" * 64,
                                       required_capability="shell:safe, shell:full")
    assert t.required_capability == ["shell:full", "shell:safe"]
    rules.tool_registration_update(user=operator, tool_id=t.pk, sha256="b" * 64, required_capability=[])
    g = rules.guard_rule_create(user=operator, guard_id="no-network", tool="Bash",
                                patterns=[{"match": r"\b(curl|wget)\b", "verdict": "ask", "reason": "net"}])
    rules.guard_rule_delete(user=operator, rule_id=g.pk)
    assert policy_version() == v0 + 12


def test_a_bad_guard_pattern_names_the_patterns_field(operator):
    with pytest.raises(rules.PolicyDataError) as err:
        rules.guard_rule_create(user=operator, guard_id="g", tool="Bash", patterns=[{"verdict": "maybe"}])
    assert err.value.field == "patterns"
    assert not GuardRule.objects.exists()


POLICY = """
version: 1
mode: default
permissions:
  allow: ["Bash(npm run:*)", "Read(src/**)"]
  ask: ["Bash(docker:*)"]
  deny: ["Bash(git push --force:*)"]
revoked_tools: [{tool: evil_tool, reason: "known bad"}]
tools:
  - {name: shell_exec, sha256: %s, required_capability: [shell:safe, shell:full]}
sequence_contracts:
  - {name: read_before_delete, requires_prior: read_file, triggers_for: delete_file, within_steps: 5}
threat_rules:
  - {name: block_external_drive_writes, pattern: '/Volumes/(?!MAC_MINI_1TB)', field: args, action: deny, reason: "ext"}
  - {name: trial, pattern: 'curl', field: args, action: flag}
guards:
  - {id: no-network, tool: Bash, patterns: [{match: '\\b(curl|wget)\\b', verdict: ask, reason: "net"}]}
""" % ("c" * 64)


def test_export_import_export_gives_the_same_file(operator):
    policy_file.policy_import_apply(user=operator, text=POLICY)
    first = policy_file.policy_export_text()
    policy_file.policy_import_apply(user=operator, text=first)
    assert policy_file.policy_export_text() == first
    assert "block_external_drive_writes" in first and "no-network" in first


def test_the_preview_lists_what_would_change_per_section(operator):
    rules.threat_rule_create(user=operator, name="old_rule", pattern="x")
    plan = policy_file.policy_import_preview(text=POLICY)
    assert plan.changes["threat_rules"].added == ["block_external_drive_writes", "trial"]
    assert plan.changes["threat_rules"].removed == ["old_rule"]
    assert "deny: Bash(git push --force:*)" in plan.changes["permissions"].added
    assert ThreatRule.objects.filter(name="old_rule").exists()  # a preview writes nothing


def test_a_bad_import_is_rejected_whole_with_the_path_and_changes_nothing(operator):
    policy_file.policy_import_apply(user=operator, text=POLICY)
    before_text, before_version = policy_file.policy_export_text(), policy_version()
    bad = POLICY.replace("pattern: 'curl'", "pattern: '(a+)+(?=b)'")
    with pytest.raises(policy_file.PolicyFileError) as err:
        policy_file.policy_import_apply(user=operator, text=bad)
    assert err.value.path == "threat_rules[1].pattern"
    assert policy_file.policy_export_text() == before_text and policy_version() == before_version


def test_an_import_with_an_unknown_key_names_it(operator):
    with pytest.raises(policy_file.PolicyFileError) as err:
        policy_file.policy_import_preview(text="version: 1\nthreat_rules:\n  - {name: a, pattern: b, colour: red}\n")
    assert err.value.path == "threat_rules[0].colour"


def test_yaml_is_read_safely(operator):
    with pytest.raises(policy_file.PolicyFileError):
        policy_file.policy_import_preview(text="!!python/object/apply:os.system ['true']\n")


def test_a_markdown_guard_plugin_adds_one_guard(operator):
    rules.threat_rule_create(user=operator, name="keep_me", pattern="x")
    md = "---\ntool: Bash\npatterns:\n  - match: 'terraform destroy'\n    verdict: deny\n    reason: not here\n---\n# body\n"
    plan = policy_file.policy_import_preview(text=md, filename="no-destroy.md")
    assert plan.kind == "guard_plugin" and plan.changes["guards"].added == ["no-destroy"]
    policy_file.policy_import_apply(user=operator, text=md, filename="no-destroy.md")
    assert GuardRule.objects.filter(guard_id="no-destroy").exists()
    assert ThreatRule.objects.filter(name="keep_me").exists()


def test_rollback_restores_a_versions_document_in_one_step(operator):
    rules.threat_rule_create(user=operator, name="a", pattern="x")
    v_a = policy_version()
    text_a = policy_file.policy_export_text()
    rules.threat_rule_create(user=operator, name="b", pattern="y")
    rules.permission_rule_create(user=operator, behavior="deny", rule="Bash(rm:*)")
    new = policy_file.policy_rollback(user=operator, version=v_a)
    assert new.version == policy_version() > v_a
    assert policy_file.policy_export_text() == text_a
    assert new.summary.startswith(f"rollback to v{v_a}")
