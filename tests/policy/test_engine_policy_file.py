"""Policy file v1: validation errors name the field, export/import/export is stable,
guard plugins load from YAML and markdown."""
from __future__ import annotations

import pytest

from policy.engine import permissions as perm
from policy.engine import policy_file as pf
from policy.engine import regexes
from policy.engine.snapshot import compile_policy
from policy.engine.types import PolicyError

GOOD = """
version: 1
mode: accept_edits
permissions:
  allow: ["Bash(npm run:*)", "Read(src/**)"]
  ask: ["Bash(docker:*)"]
  deny: ["Bash(git push --force:*)"]
revoked_tools: [{tool: evil_tool, reason: "bad"}]
tools:
  - {name: shell_exec, sha256: "%s", required_capability: [shell:safe, shell:full]}
sequence_contracts:
  - {name: read_before_delete, requires_prior: read_file, triggers_for: delete_file, within_steps: 5}
threat_rules:
  - {name: block_external_drive_writes, pattern: '/Volumes/(?!MAC_MINI_1TB)', field: args, action: deny, reason: "x"}
guards:
  - {id: no-network, tool: Bash, patterns: [{match: '\\b(curl|wget)\\b', verdict: ask, reason: "net"}]}
""" % ("a" * 64)

ERROR_ROWS = [
    ("version: 2", "version", pf.ERR_VERSION),
    ("mode: default", "version", pf.ERR_REQUIRED),
    ("version: 1\nfoo: 1", "foo", pf.ERR_UNKNOWN_KEY),
    ("version: 1\nmode: yolo", "mode", pf.ERR_MODE),
    ("version: 1\nrequire_registration: 'yes'", "require_registration", pf.ERR_BOOL),
    ("version: 1\nsigning_public_key: abc", "signing_public_key", pf.ERR_PUBLIC_KEY),
    ("version: 1\npermissions: {allow: ['Agent(model:opus)']}", "permissions.allow[0]", perm.ERR_PARAM_ALLOW),
    ("version: 1\npermissions: {allow: ['Bash(ls)', 'mcp__*']}", "permissions.allow[1]", perm.ERR_TOOL_GLOB_ALLOW),
    ("version: 1\npermissions: {deny: ['mcp__*(x)']}", "permissions.deny[0]", perm.ERR_TOOL_GLOB_CONTENT),
    ("version: 1\npermissions: {deny: ['Bash()']}", "permissions.deny[0]", perm.ERR_RULE_EMPTY),
    ("version: 1\npermissions: {ask: ['WebFetch(example.com)']}", "permissions.ask[0]", perm.ERR_DOMAIN),
    ("version: 1\npermissions: {ask: ['mcp__a__b(not json)']}", "permissions.ask[0]", perm.ERR_JSON),
    ("version: 1\npermissions: {allow: ['Read(../x)']}", "permissions.allow[0]", perm.ERR_GLOB_DOTDOT),
    ("version: 1\npermissions: {nope: []}", "permissions.nope", pf.ERR_UNKNOWN_KEY),
    ("version: 1\ntools: [{name: t, sha256: xyz}]", "tools[0].sha256", pf.ERR_SHA256),
    ("version: 1\ntools: [{name: t}, {name: t}]", "tools[1].name", pf.ERR_DUPLICATE),
    ("version: 1\ntools: [{name: t, signature: '!!'}]", "tools[0].signature", pf.ERR_BASE64),
    ("version: 1\nsequence_contracts: [{name: s, requires_prior: a, triggers_for: b, within_steps: 0}]",
     "sequence_contracts[0].within_steps", pf.ERR_INT_POSITIVE),
    ("version: 1\nsequence_contracts: [{name: s, triggers_for: b}]", "sequence_contracts[0].requires_prior",
     pf.ERR_REQUIRED),
    ("version: 1\nthreat_rules: [{name: a, pattern: x}, {name: b, pattern: y}, {name: c, pattern: '(['}]",
     "threat_rules[2].pattern", regexes.ERR_PATTERN_INVALID),
    ("version: 1\nthreat_rules: [{name: a, pattern: '(\\w+\\s?)+\\1'}]", "threat_rules[0].pattern",
     regexes.ERR_PATTERN_NESTED),
    ("version: 1\nthreat_rules: [{name: a, pattern: x, field: body}]", "threat_rules[0].field", pf.ERR_FIELD),
    ("version: 1\nthreat_rules: [{name: a, pattern: x, action: allow}]", "threat_rules[0].action", pf.ERR_ACTION),
    ("version: 1\nthreat_rules: [{name: a, pattern: ''}]", "threat_rules[0].pattern", regexes.ERR_PATTERN_TYPE),
    ("version: 1\nthreat_rules: [{name: a, pattern: x}, {name: a, pattern: y}]", "threat_rules[1].name",
     pf.ERR_DUPLICATE),
    ("version: 1\nguards: [{id: g, patterns: [{verdict: ask}]}]", "guards[0].patterns[0]", pf.ERR_GUARD_PATTERN),
    ("version: 1\nguards: [{id: g, patterns: [{match: x, verdict: llm}]}]", "guards[0].patterns[0].verdict",
     pf.ERR_VERDICT),
    ("version: 1\nguards: [{id: g, patterns: [{match: '(', verdict: ask}]}]", "guards[0].patterns[0].match",
     regexes.ERR_PATTERN_INVALID),
    ("version: 1\nmode_defaults: {bash_other: {default: maybe}}", "mode_defaults.bash_other.default",
     pf.ERR_DEFAULT_VERDICT),
    ("version: 1\nmode_defaults: {web: {default: allow}}", "mode_defaults.web", pf.ERR_UNKNOWN_KEY),
    ("version: 1\n  bad: [", "", pf.ERR_YAML),
]


@pytest.mark.parametrize("text,path,message", ERROR_ROWS)
def test_a_bad_policy_is_rejected_with_the_field_at_fault(text, path, message):
    with pytest.raises(PolicyError) as exc:
        pf.parse_policy_text(text)
    assert exc.value.path == path
    assert message in exc.value.message


def test_a_bad_threat_rule_names_the_rule():
    with pytest.raises(PolicyError) as exc:
        pf.parse_policy_text("version: 1\nthreat_rules: [{name: drives, pattern: '(?<'}]")
    assert "drives" in str(exc.value)


def test_export_import_export_is_identical():
    doc = pf.parse_policy_text(GOOD)
    text = pf.dump_policy_text(doc)
    assert pf.dump_policy_text(pf.parse_policy_text(text)) == text
    assert pf.parse_policy_text(text) == doc


def test_the_default_policy_is_a_file_in_the_package_and_compiles():
    doc = pf.default_policy_doc()
    assert doc == pf.parse_policy_text(pf.default_policy_text())
    assert doc["mode_defaults"]["bash_other"]["default"] == "llm"
    compile_policy(doc)


def test_yaml_is_read_safely():
    with pytest.raises(PolicyError):
        pf.parse_policy_text("version: 1\nmode: !!python/object/apply:os.system ['true']")


def test_single_item_validators_for_forms():
    assert pf.validate_threat_rule({"name": "x", "pattern": "a+"})["action"] == "deny"
    assert pf.validate_permission_rule(" Bash(npm run:*) ") == "Bash(npm run:*)"
    assert pf.validate_guard({"id": "g", "tool": "Write, Edit",
                              "patterns": [{"file_match": "*.sql", "verdict": "ask"}]})["tool"] == ["Write", "Edit"]
    assert regexes.compile_pattern("/Volumes/(?!X)").engine == "regex"
    with pytest.raises(PolicyError) as exc:
        pf.validate_threat_rule({"name": "x", "pattern": "(a"}, path="pattern_form")
    assert exc.value.path == "pattern_form.pattern"


def test_yaml_guard_plugin_takes_its_id_from_the_file_name():
    g = pf.parse_guard_plugin("tool: Bash\npatterns:\n  - match: docker\n    verdict: ask\n    reason: r\n",
                              filename=".bitcode/guards/block-docker.yaml")
    assert g["id"] == "block-docker" and g["tool"] == ["Bash"]


def test_markdown_guard_plugin_reads_the_front_matter():
    text = "---\nid: protect-env\ntool: Write,Edit\npatterns:\n  - file_match: \".env*\"\n    verdict: ask\n" \
           "    reason: env\n---\n# notes\n"
    g = pf.parse_guard_plugin(text, filename="x.md")
    assert g == {"id": "protect-env", "tool": ["Write", "Edit"],
                 "patterns": [{"file_match": ".env*", "verdict": "ask", "reason": "env"}]}


def test_markdown_guard_plugin_without_front_matter_is_rejected():
    with pytest.raises(PolicyError) as exc:
        pf.parse_guard_plugin("# just text", filename="a.md")
    assert exc.value.message == pf.ERR_FRONT_MATTER
