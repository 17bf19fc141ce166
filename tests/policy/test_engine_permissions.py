"""Permission rules (seed 002 syntax) for file tools, WebFetch, MCP and custom tools."""
from __future__ import annotations

import pytest

from policy.engine.permissions import parse_permission_rule, url_host
from policy.engine.types import PolicyError

from .engine_helpers import CWD, decide, snap


@pytest.mark.parametrize("url,allowed", [
    ("https://example.com/x", True),
    ("https://EXAMPLE.com./x", True),
    ("https://example.com:8443/x", True),
    ("https://example.com@evil.com/", False),
    ("https://evil.com/?u=https://example.com", False),
    ("https://example.com.evil.com/", False),
    ("https://evilexample.com/", False),
    ("https://api.example.com/", False),
    ("http://evil.com\\@example.com/", False),
    ("ftp://example.com/", False),
    ("javascript:alert(1)//example.com", False),
    ("https://exam%70le.com/", True),
])
def test_webfetch_domain_rule_is_exact_host_never_a_prefix(url, allowed):
    p = snap(permissions={"allow": ["WebFetch(domain:example.com)"]},
             mode_defaults={"other_tools": {"default": "ask"}})
    d = decide(p, "WebFetch", {"url": url, "prompt": "x"})
    assert (d.decision == "allow") is allowed, d


@pytest.mark.parametrize("url,allowed", [
    ("https://api.example.com/", True), ("https://a.b.example.com/", True),
    ("https://example.com/", False), ("https://badexample.com/", False),
])
def test_webfetch_wildcard_domain_means_subdomains(url, allowed):
    p = snap(permissions={"allow": ["WebFetch(domain:*.example.com)"]},
             mode_defaults={"other_tools": {"default": "ask"}})
    assert (decide(p, "WebFetch", {"url": url}).decision == "allow") is allowed


def test_url_host_handles_idna_and_userinfo():
    assert url_host("https://user:pw@Bücher.example/") == "xn--bcher-kva.example"
    assert url_host("https://a@b@evil.com/") == "evil.com"
    assert url_host("not a url") is None


def test_webfetch_deny_rule_matches_when_the_url_is_unreadable():
    p = snap(permissions={"deny": ["WebFetch(domain:evil.com)"]})
    assert decide(p, "WebFetch", {"url": "http://evil.com\\@x"}).decision == "deny"
    assert decide(p, "WebFetch", {"url": "https://EVIL.com./a"}).decision == "deny"


@pytest.mark.parametrize("rule,path,allowed", [
    ("Edit(src/**)", "src/a/b.py", True),
    ("Edit(src/**)", f"{CWD}/src/x.py", True),
    ("Edit(src/**)", "src/../secrets/x.py", False),
    ("Edit(src/*.py)", "src/a/b.py", False),
    ("Edit(src/**/*.py)", "src/a/b.py", True),
    ("Edit(src/**/*.py)", "src/b.py", True),
    ("Edit(/etc/app.conf)", "/etc/app.conf", True),
    ("Edit(docs/)", "docs/x/y.md", True),
    ("Edit(SRC/**)", "src/x.py", False),
])
def test_file_globs_are_relative_to_cwd_with_double_star(rule, path, allowed):
    p = snap(permissions={"allow": [rule]})
    d = decide(p, "Edit", {"file_path": path, "old_string": "a", "new_string": "b"}, mode="default")
    assert (d.decision == "allow") is allowed, d


def test_edit_rules_cover_every_editing_tool_and_read_rules_every_read_tool():
    p = snap(permissions={"allow": ["Edit(src/**)"], "deny": ["Read(private/**)"]})
    assert decide(p, "MultiEdit", {"file_path": "src/a.py", "edits": []}).decision == "allow"
    assert decide(p, "Write", {"file_path": "src/a.py", "content": ""}).decision == "allow"
    assert decide(p, "Grep", {"pattern": "x", "path": "private/keys"}).decision == "deny"
    assert decide(p, "Read", {"file_path": "PRIVATE/x"}).decision == "deny"  # deny folds case


def test_the_read_tool_reads_sensitive_files_unless_a_rule_says_no():
    assert decide(snap(), "Read", {"file_path": ".env"}).decision == "allow"
    assert decide(snap(permissions={"deny": ["Read(.env)"]}), "Read", {"file_path": "./.env"}).decision == "deny"


def test_mcp_tool_names_and_server_wide_rules():
    p = snap(permissions={"deny": ["mcp__github"], "allow": ["mcp__slack__post"]},
             mode_defaults={"other_tools": {"default": "ask"}})
    assert decide(p, "mcp__github__create_issue", {"t": 1}).decision == "deny"
    assert decide(p, "mcp__githubx__y", {}).decision == "ask"
    assert decide(p, "mcp__slack__post", {"m": "hi"}).decision == "allow"


def test_exact_json_rules_for_other_tools():
    p = snap(permissions={"allow": ['db_query({"db": "analytics", "q": "select 1"})']},
             mode_defaults={"other_tools": {"default": "ask"}})
    assert decide(p, "db_query", {"q": "select 1", "db": "analytics"}).decision == "allow"
    d = decide(p, "db_query", {"q": "select 2", "db": "analytics"})
    assert d.decision == "ask"
    assert d.suggestions == ('db_query({"db":"analytics","q":"select 2"})',)


def test_deny_beats_ask_beats_allow():
    p = snap(permissions={"allow": ["custom"], "ask": ["custom"], "deny": ["custom"]})
    assert decide(p, "custom", {}).decision == "deny"
    p = snap(permissions={"allow": ["custom"], "ask": ["custom"]})
    assert decide(p, "custom", {}).decision == "ask"


@pytest.mark.parametrize("text", ["Bash(:*)", "Bash('x)", "Read(a/../b)",
                                  "WebFetch(example.com)", "x(y)", "Bash(", ""])
def test_malformed_rules_are_rejected(text):
    with pytest.raises(PolicyError):
        parse_permission_rule(text)


def test_a_plugin_file_match_asks_for_file_tools():
    p = snap(guards=[{"id": "protect-migrations", "tool": "Write,Edit",
                      "patterns": [{"file_match": "*.sql", "verdict": "ask", "reason": "migrations"}]}])
    d = decide(p, "Write", {"file_path": "db/001.SQL", "content": ""}, mode="accept_edits", agent_mode="bypass")
    assert (d.decision, d.rule) == ("ask", "guard:protect-migrations")
    assert decide(p, "Read", {"file_path": "db/001.sql"}).decision == "allow"


def test_a_plugin_allow_counts_as_an_allow_rule():
    p = snap(guards=[{"id": "docs", "tool": "Write", "patterns": [{"file_match": "*.md", "verdict": "allow"}]}])
    assert decide(p, "Write", {"file_path": "README.md", "content": ""}).decision == "allow"
    # ...but never past a sensitive path
    assert decide(p, "Write", {"file_path": ".claude/x.md", "content": ""}).decision == "ask"
