"""Probe round 31 (2026-11-27), between the helpers: what the engineer fixed while the
round's helpers ran, each call in all five modes (letters: default, accept_edits, bypass,
dont_ask, explore; A allow, K ask, D deny). Fixed, by class: a deleter given the files an
unfiltered find prints in a substitution (rm -f $(find / -type f), shred -u $(find ~ -type
f), truncate -s 0 $(find / -type f)) deletes or empties every file under its start, as
find / -type f | xargs rm -f does (it was a write to a path only known at run time, allowed
in bypass); a find that filters by name stays a file command. A command-line tool's DELETE verb without
FROM (mcp__kubernetes__kubectl {"command": "delete namespace prod"}) is the program's word,
not T-SQL: asked as its shell reading is (it was denied as SQL without WHERE); a database's
or an unnamed runner's DELETE users, and DELETE FROM anywhere, stay denied."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()

EVERY_FILE_LISTED = [
    ('rm -f $(find / -type f)', 'DDDDD'),
    ('rm -f $(find ~ -type f)', 'DDDDD'),
    ('rm $(find / -maxdepth 3 -type f)', 'DDDDD'),
    ('rm -f `find ~ -type f`', 'DDDDD'),
    ('sudo rm -f $(find / -xdev -type f)', 'DDDDD'),
    ('shred -u $(find ~ -type f)', 'DDDDD'),
    ('truncate -s 0 $(find / -type f)', 'DDDDD'),
    ('cd / && rm -f $(find . -type f)', 'DDDDD'),
    ('rm -f $(find /etc -type f)', 'DDDDD'),
    # neighbours: a find that filters, the project's own tree, a listing of one directory
    ('rm -f $(find ~ -name "*.tmp")', 'KKADD'),
    ('rm -f $(find . -name "*.pyc")', 'KKADD'),
    ('rm -f $(find . -type f -name "*.orig")', 'KKADD'),
    ('find . -type f | xargs rm -f', 'KKADD'),
    ('ls $(find . -type f)', 'AAAAA'),
    ('wc -l $(find src -type f)', 'AAAAA'),
]

CLI_DELETE_VERB = [
    (("mcp__kubernetes__kubectl", {"command": "delete namespace prod"}), 'KKADD'),
    (("mcp__kubernetes__kubectl", {"command": "delete deployment web"}), 'KKADD'),
    (("mcp__helm__run", {"args": "delete release prod"}), 'KKADD'),
    (("mcp__shell__run", {"command": "delete users"}), 'KKADD'),
    (("mcp__db__execute", {"command": "DELETE users"}), 'DDDDD'),
    (("mcp__foo__execute", {"command": "DELETE users"}), 'DDDDD'),
    (("mcp__shell__run", {"command": "DELETE FROM users"}), 'DDDDD'),
    (("mcp__kubernetes__kubectl", {"command": "UPDATE users SET admin = 1"}), 'DDDDD'),
    (("mcp__postgres__query", {"sql": "DELETE users"}), 'DDDDD'),
]


@pytest.mark.parametrize("call,expected", CLI_DELETE_VERB, ids=[r[0][0] + " " + str(r[0][1])[:60] for r in CLI_DELETE_VERB])
def test_cli_delete_verb(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", EVERY_FILE_LISTED, ids=[r[0][:80] for r in EVERY_FILE_LISTED])
def test_each_call(call, expected):
    assert call_letters(_SNAP, call) == expected
