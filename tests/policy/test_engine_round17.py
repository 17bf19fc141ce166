"""Probe round 17 (2026-11-26, session 20): findings of the session's helper rounds, fixed."""
from __future__ import annotations

import unicodedata

import pytest

from tests.policy.engine_helpers import bash, decide, snap

MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")


def _nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


# --- deny and ask rules compare names in Unicode NFC (macOS takes either spelling) -----------

NFC_RULES = {"deny": ["Read(./secrets/café/**)", "Edit(./données.txt)", "Bash(rm ./café:*)"]}


@pytest.mark.parametrize("tool,args", [
    ("Read", {"file_path": _nfd("secrets/café/a.txt")}),
    ("Bash", {"command": "cat " + _nfd("secrets/café/a.txt")}),
    ("Edit", {"file_path": _nfd("données.txt"), "old_string": "a", "new_string": "b"}),
    ("Write", {"file_path": _nfd("/home/dev/project/données.txt"), "content": "x"}),
    ("Bash", {"command": _nfd("rm ./café")}),
    ("Bash", {"command": "rm ./café"}),
])
def test_deny_rules_match_either_unicode_spelling(tool, args):
    s = snap(permissions=NFC_RULES)
    for mode in MODES:
        assert decide(s, tool, args, agent_mode=mode).decision == "deny", (mode, tool, args)


def test_rules_written_decomposed_match_composed_paths():
    s = snap(permissions={"deny": [_nfd("Read(./secrets/café/**)")]})
    assert decide(s, "Read", {"file_path": "secrets/café/a.txt"}).decision == "deny"
    assert decide(s, "Read", {"file_path": "secrets/cafe/a.txt"}).decision == "allow"


# --- MongoDB and Redis drops are seed 004's DROP in other words -------------------------------

@pytest.mark.parametrize("command", [
    "redis-cli FLUSHALL",
    "redis-cli -h 127.0.0.1 -n 2 flushdb async",
    "echo FLUSHALL | redis-cli",
    "redis-cli <<< 'flushdb'",
    "valkey-cli flushall",
    'mongosh --eval "db.dropDatabase()"',
    "mongosh app --eval 'db.users.drop()'",
    "mongo --eval 'db.getCollection(\"u\").drop()'",
    "mongosh --eval 'db[\"u\"].drop()'",
    "mongosh --eval 'db.getSiblingDB(\"prod\").dropDatabase()'",
    "mongosh --eval 'db.runCommand({drop: \"users\"})'",
    "mongosh --eval 'db.runCommand({dropDatabase: 1})'",
])
def test_nosql_drops_are_denied_in_every_mode(command):
    for mode in MODES:
        assert bash(snap(), command, agent_mode=mode).decision == "deny", (mode, command)


@pytest.mark.parametrize("args", [
    {"command": "db.users.drop()"},
    {"command": "FLUSHALL"},
    {"command": "SELECT 1; flushdb"},
    {"script": "db.getSiblingDB('x').dropDatabase()"},
])
def test_nosql_drops_in_a_database_tools_arguments(args):
    assert decide(snap(), "mcp__mongo__run", args, agent_mode="bypass").decision == "deny"


@pytest.mark.parametrize("command", [
    "grep -rn flushall src",
    "pytest -k flushall",
    "pytest -k dropDatabase",
    "pytest tests/test_cache.py::test_flushdb",
    "git commit -m 'stop calling flushall in tests'",
    "python -c 'import pandas as pd; df = pd.DataFrame(); df.drop(columns=[])'",
    "redis-cli get session:1",
])
def test_mentions_of_drops_are_not_drops(command):
    assert bash(snap(), command, agent_mode="bypass").decision == "allow", command


def test_a_test_file_that_flushes_its_fixture_database_may_be_written():
    content = "def teardown():\n    r.flushall()\n    db.users.drop()\n"
    d = decide(snap(), "Write", {"file_path": "tests/conftest.py", "content": content}, agent_mode="accept_edits")
    assert d.decision == "allow"


# --- the audit trail says what bypass let through ---------------------------------------------

def test_bypass_records_the_ask_it_skipped():
    d = bash(snap(), "cp notes.txt /home/dev/other/notes.txt", agent_mode="bypass")
    assert d.decision == "allow"
    assert "without asking: writes outside the working directory: /home/dev/other/notes.txt" in d.reason
    assert "in the working directory" not in d.reason.split(" without asking")[0]
    d = bash(snap(), "rm -rf build", agent_mode="bypass")
    assert d.decision == "allow" and "without asking" not in d.reason
