"""Seed 001's strict whitelist profile ships as a DESIGN v1 policy file."""
from __future__ import annotations

from pathlib import Path

import pytest
import regex
import yaml

POLICY = Path(__file__).resolve().parents[2] / "clients" / "policies" / "strict-whitelist.yaml"
V1_KEYS = {"version", "mode", "require_registration", "signing_public_key", "permissions", "revoked_tools", "tools",
           "sequence_contracts", "threat_rules", "guards"}


@pytest.fixture(scope="module")
def policy():
    return yaml.safe_load(POLICY.read_text())


def _guard_denials(policy, command: str) -> list[str]:
    return [guard["id"] for guard in policy["guards"] for pattern in guard["patterns"]
            if pattern["verdict"] == "deny" and regex.search(pattern["match"], command)]


def test_the_profile_keeps_to_the_v1_keys_and_denies_whatever_is_not_allowed(policy):
    assert set(policy) <= V1_KEYS and policy["version"] == 1 and policy["mode"] == "dont_ask"


def test_the_profile_allows_the_seeds_commands_and_git_read_only(policy):
    allowed = set(policy["permissions"]["allow"])
    for name in ("ls", "cat", "grep", "find", "head", "tail", "wc", "echo", "pwd", "date", "go"):
        assert f"Bash({name}:*)" in allowed
    for sub in ("log", "diff", "show", "status", "blame"):
        assert f"Bash(git {sub}:*)" in allowed
    assert not any(rule.startswith("Bash(git:") for rule in allowed)


def test_the_profile_denies_the_seeds_blocked_commands(policy):
    for name in ("rm", "mv", "cp", "chmod", "chown", "sudo", "su", "curl", "wget"):
        assert f"Bash({name}:*)" in policy["permissions"]["deny"]


@pytest.mark.parametrize("command", ["ls -la", "ls -la | grep .go", "git log --oneline", "cat README.md | wc -l",
                                     "find . -name '*.go'", "git blame main.go", "date"])
def test_the_guards_let_whitelisted_commands_through(policy, command):
    assert _guard_denials(policy, command) == []


@pytest.mark.parametrize("command", ["ls && rm x", "ls || true", "ls; pwd", "cat ../secret", "git push",
                                     "git -c core.pager=sh log", "echo hi > f", "ls | sort", "npm test",
                                     "find . -delete", "find . -exec rm {} ;", "echo $(id)", "echo `id`", "sleep 9 &"])
def test_the_guards_deny_chaining_traversal_and_everything_off_the_list(policy, command):
    assert _guard_denials(policy, command)


def test_every_guard_pattern_compiles(policy):
    for guard in policy["guards"]:
        for pattern in guard["patterns"]:
            regex.compile(pattern["match"])
